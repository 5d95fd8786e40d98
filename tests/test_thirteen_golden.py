"""Thirteen's golden transcripts: the recorded actions of a seeded round, replayed, narrate the same events."""

import pytest

from golden.thirteen_make import CASES, HERE, replay


@pytest.mark.parametrize("name", sorted(CASES))
def test_thirteen_golden_transcript(name):
    expected = (HERE / f"{name}.txt").read_text(encoding="utf-8")
    for rule in ("(T-WIN)", "(T-JOKER)", "(T-AFTER-JOKER)", "(T-RESTOCK)", "(T-RUN)", "(T-DRAW)"):
        assert rule in expected
    assert replay(expected) == expected, "regenerate with: python tests/golden/thirteen_make.py (then review the diff)"


def test_the_replay_notices_a_changed_action():
    text = (HERE / "thirteen_seed84.txt").read_text(encoding="utf-8")
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("1. "))
    changed = "\n".join(lines[:first + 1] + lines[first + 2:]) + "\n"  # drop the first action's narration
    assert replay(changed) != changed
