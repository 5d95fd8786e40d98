"""Golden transcripts: a round replayed from its recorded actions, narrated, must not change unless the engine's
rules or words do (a bot that plays differently changes nothing here)."""

import pytest

from golden.make import CASES, HERE, recorded, render, start
from zhora_core.zhora import apply


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_transcript(name):
    expected = (HERE / f"{name}.txt").read_text(encoding="utf-8")
    assert render(name, recorded(name)) == expected, "regenerate with: python tests/golden/make.py (then review)"


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_round_is_played_to_its_end(name):
    state = start(name)
    for action in recorded(name):
        state = apply(state, action)
    assert state.is_over


def test_golden_files_do_not_depend_on_the_bot(monkeypatch):
    """The check replays the recorded actions: a bot that plays otherwise leaves the goldens as they are."""
    import zhora_core.bots

    def refuse(*args, **kwargs):
        raise AssertionError("the golden test must not ask a bot")

    monkeypatch.setattr(zhora_core.bots.HeuristicBot, "choose", refuse)
    for name in CASES:
        assert render(name, recorded(name)) == (HERE / f"{name}.txt").read_text(encoding="utf-8")
