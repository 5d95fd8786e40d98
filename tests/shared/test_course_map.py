"""The course map: notebooks/00_start_here.ipynb and the README's course table list the same lessons, and every
lesson notebook there is."""

import re
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
RELATIVES = ["13_joe_in_queens_squared", "14_thirteen", "15_prsi", "16_joker_georgian", "16_joker_georgian_scoring",
             "17_joker52", "18_joker_banker"]


def _readme_course() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## The course\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\| `(\d\d_\w+)` \|", section, flags=re.M)


def _map_links() -> list[str]:
    notebook = nbformat.read(NOTEBOOKS / "00_start_here.ipynb", as_version=4)
    the_map = next(c.source for c in notebook.cells if c.cell_type == "markdown" and c.source.startswith("## The map"))
    return re.findall(r"^\| \[[^]]+\]\((\d\d_\w+)\.ipynb\) \|", the_map, flags=re.M)


def test_the_readme_and_the_start_page_list_the_same_lessons_in_order():
    assert _readme_course() == ["00_start_here"] + _map_links()
    assert _map_links() == sorted(_map_links())


def test_every_lesson_notebook_is_on_the_map():
    lessons = sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    assert set(lessons) <= set(_readme_course())


def test_the_relatives_lessons_are_on_the_map_and_the_start_page_introduces_them():
    links = _map_links()
    assert links[links.index(RELATIVES[0]):][:len(RELATIVES)] == RELATIVES
    notebook = nbformat.read(NOTEBOOKS / "00_start_here.ipynb", as_version=4)
    text = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
    assert "## The relatives" in text and "./run-classroom --game" in text
    for ids in ("`JQ-…`", "`T-…`", "`P-…`", "`JK-…`", "`J52-…`", "`JB-…`"):
        assert ids in text


def test_the_readme_relatives_section_names_the_classroom_game_option():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    relatives = text.split("\n## Zhora's relatives\n", 1)[1].split("\n## ", 1)[0]
    assert "./run-classroom --game" in relatives
