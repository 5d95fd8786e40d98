"""Joker-52 golden transcripts: a deal replayed from its recorded actions, narrated, must not change unless the
engine's rules or words do (a bot that plays differently changes nothing here)."""

import pytest

from golden.joker52_make import CASES, path, recorded, render, start
from zhora_core.joker52 import apply


@pytest.mark.parametrize("name", sorted(CASES))
def test_joker52_golden_transcript(name):
    expected = path(name).read_text(encoding="utf-8")
    assert render(name, recorded(name)) == expected, "regenerate with: python tests/golden/joker52_make.py"


@pytest.mark.parametrize("name", sorted(CASES))
def test_joker52_golden_deal_is_played_to_its_end(name):
    state = start(name)
    for action in recorded(name):
        state = apply(state, action)
    assert state.outcome is not None and sum(state.taken) == state.tricks


def test_joker52_golden_files_do_not_depend_on_the_bot(monkeypatch):
    from zhora_core.joker52 import bots

    def refuse(*args, **kwargs):
        raise AssertionError("the golden test must not ask a bot")

    monkeypatch.setattr(bots.HeuristicBot, "choose", refuse)
    for name in CASES:
        assert render(name, recorded(name)) == path(name).read_text(encoding="utf-8")
