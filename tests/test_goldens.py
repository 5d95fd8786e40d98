"""Golden transcripts of every game: each recorded round, replayed from its recorded actions and told by
``zhora_core.transcript``, must read exactly as its file says unless the engine's rules or words change (then:
``python tests/goldens.py``, and review the diff). A bot that plays differently changes nothing here."""

import pytest

from tests.goldens import Case, paths, read
from zhora_core import games

PATHS = paths()


@pytest.mark.parametrize("path", PATHS, ids=[path.stem for path in PATHS])
def test_a_golden_round_reads_as_recorded(path):
    case, narration = read(path)
    assert case.path == path and case.actions
    assert case.narration() + "\n" == narration, "narrate again with: python tests/goldens.py (then review the diff)"
    assert path.read_text(encoding="utf-8") == case.text()


@pytest.mark.parametrize("path", PATHS, ids=[path.stem for path in PATHS])
def test_a_golden_round_is_played_to_its_end_and_scored(path):
    case, narration = read(path)
    spec, state = games.spec(case.game), case.start()
    for action in case.actions:
        state = spec.apply(state, action)
    assert state.outcome is not None
    scoring = narration.split("\nscoring:\n", 1)[1].splitlines()
    assert {f"seat {seat}:" for seat in range(len(state.hands))} <= {line.split(": ")[0].strip() + ":"
                                                                      for line in scoring}


def test_every_game_has_golden_rounds():
    told = {read(path)[0].game for path in PATHS}
    assert told == set(games.names())


def test_the_goldens_replay_the_recorded_actions_and_ask_no_bot(monkeypatch):
    import zhora_core.bots

    def refuse(*args, **kwargs):
        raise AssertionError("the golden test must not ask a bot")

    monkeypatch.setattr(zhora_core.bots, "make_bot", refuse)
    for path in PATHS:
        case, narration = read(path)
        assert case.narration() + "\n" == narration


def test_the_replay_notices_a_changed_action():
    case, narration = read(next(path for path in PATHS if path.stem == "thirteen_seed84"))
    changed = Case(case.name, case.game, case.rules, case.seed, case.dealer, case.cards, case.actions[:-1])
    assert changed.narration() + "\n" != narration
