"""Every handout prints in Chromium to one or two A4 pages, loading nothing but the page itself."""

from __future__ import annotations

import re

import pytest

from zhora_core import games
from zhora_core.handouts import write_handouts

pytestmark = pytest.mark.timeout(120)

A4 = (595.28, 841.89)  # points
PAGES = [(name, lang) for name in games.names() for lang in ("en", "ru")]


@pytest.fixture(scope="module")
def outdir(tmp_path_factory):
    outdir = tmp_path_factory.mktemp("handouts")
    write_handouts(outdir)
    return outdir


def pdf_pages(pdf: bytes) -> list[tuple[float, float]]:
    """The width and height, in points, of each page object of a PDF (Chromium writes them uncompressed)."""
    count = len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))
    boxes = [tuple(float(v) for v in box.split()[2:4])
             for box in re.findall(rb"/MediaBox\s*\[\s*([-\d.\s]+)\]", pdf)]
    assert count and len(boxes) >= count, "no page objects found in the PDF"
    return boxes[:count]


@pytest.mark.parametrize("name, lang", PAGES)
def test_a_handout_prints_on_one_or_two_a4_pages(browser, outdir, name, lang):
    context = browser.new_context()
    page = context.new_page()
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    try:
        url = (outdir / f"{name}.{lang}.html").as_uri()
        page.goto(url)
        assert page.evaluate("document.scripts.length") == 0
        pdf = page.pdf(format="A4", prefer_css_page_size=True)
    finally:
        page.goto("about:blank")
        context.close()
    sizes = pdf_pages(pdf)
    assert 1 <= len(sizes) <= 2, f"{name}.{lang}: {len(sizes)} pages"
    for width, height in sizes:
        assert abs(width - A4[0]) < 2 and abs(height - A4[1]) < 2, (width, height)
    assert [u for u in requests if u not in (url, "about:blank")] == []
