"""Golden transcripts: a seeded round, narrated, must not change unless the engine's rules or words do."""

import pytest

from golden.make import CASES, HERE, render


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_transcript(name):
    expected = (HERE / f"{name}.txt").read_text(encoding="utf-8")
    assert render(name) == expected, f"regenerate with: python tests/golden/make.py (then review the diff)"
