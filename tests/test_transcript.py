"""zhora_core.transcript on every registered game: one telling for all (the rules, the start, every action with
its events, the scoring), in English and Russian, the seats by their names, never changing its start."""

import random

import pytest

from russian_text import latin_words
from zhora_core import games, words
from zhora_core.errors import IllegalActionError, ZhoraError
from zhora_core.transcript import transcript

NAMES = games.names()


def _playout(name, seed=5, steps=40):
    """A dealt round of ``name`` and the first ``steps`` actions of a seeded random playout from it."""
    spec = games.spec(name)
    start = spec.new_round(spec.Rules(), seed=seed)
    rng, state, actions = random.Random(seed), start, []
    while state.outcome is None and len(actions) < steps:
        action = rng.choice(list(spec.legal_actions(state)))
        actions.append(action)
        state = spec.apply(state, action)
    return spec, start, actions, state


@pytest.mark.parametrize("name", NAMES)
def test_every_game_is_told_the_same_way(name):
    """The rules line names every option, the start is the position's code, the actions are numbered, and a
    finished round ends with its scoring, a line per seat."""
    spec, start, actions, end = _playout(name, steps=10_000)
    lines = transcript(start, actions).splitlines()
    assert lines[0] == "rules: " + " ".join(f"{o.name}={getattr(start.rules, o.name)!r}" for o in spec.options)
    assert lines[1] == f"start: {start!r}"
    numbered = [line for line in lines if line[:1].isdigit()]
    assert [line.split(".", 1)[0] for line in numbered] == [str(k) for k in range(1, len(actions) + 1)]
    assert numbered[0] == f"1. seat {start.to_move}: {actions[0]}"
    scoring = lines[lines.index("scoring:") + 1:]
    assert {int(line.split(":")[0].split()[-1]) for line in scoring} == set(range(len(start.hands)))


@pytest.mark.parametrize("name", NAMES)
def test_a_transcript_is_the_same_for_the_same_seed_and_actions_and_cites_every_events_rule(name):
    spec, start, actions, end = _playout(name)
    again = spec.new_round(spec.Rules(), seed=5)
    text = transcript(start, actions)
    assert text == transcript(again, [str(a) for a in actions])
    for event in end.events:
        assert f"({event.rule})" in text


@pytest.mark.parametrize("name", NAMES)
def test_a_transcript_in_russian_has_no_latin_word_but_code_and_names_the_seats(name):
    spec, _, _, _ = _playout(name)
    rules = spec.Rules().replace(**{o.name: next(c for c in o.choices if c != getattr(spec.Rules(), o.name))
                                    for o in spec.options if o.choices and o.name != "players" and not o.requires})
    start = spec.new_round(rules, seed=5)
    rng, state, actions = random.Random(5), start, []
    while state.outcome is None:
        actions.append(rng.choice(list(spec.legal_actions(state))))
        state = spec.apply(state, actions[-1])
    names = [f"Игрок{seat}" for seat in range(len(start.hands))]
    lines = transcript(start, actions, lang="ru", names=names).splitlines()
    assert lines[0].startswith("правила: ") and lines[1].startswith("начало: position(")  # code stays code
    assert "подсчёт очков:" in lines
    for line in lines[2:]:
        assert latin_words(line) == [], line
    assert any(line.startswith(f"1. {names[start.to_move]}: ") for line in lines)


@pytest.mark.parametrize("name", NAMES)
def test_an_illegal_action_is_refused_and_the_start_is_unchanged(name):
    spec, start, _, _ = _playout(name)
    before = (start.to_move, start.hands, start.events)
    legal = {str(a) for a in spec.legal_actions(start)}
    refused = next((str(a) for a in spec.candidates(start, start.to_move) if str(a) not in legal), None)
    if refused is not None:
        with pytest.raises(IllegalActionError):
            transcript(start, [refused])
    with pytest.raises(ZhoraError):
        transcript(start, ["no such action"])
    assert (start.to_move, start.hands, start.events) == before
    with pytest.raises(ValueError, match="lang must be one of 'en', 'ru'"):
        transcript(start, [], lang="fr")


def test_a_state_of_no_game_is_refused():
    with pytest.raises(ZhoraError, match="not a game's rules or state"):
        transcript(object(), [])


def test_the_reader_is_you():
    from zhora_core.prsi import position

    start = position(hands=["7♠ 9♥", "8♠ 9♠"], top="9♣")
    assert "you play the last card and win" in transcript(start, ["9♥", "9♠", "7♠"], names=[words.YOU, "Boris"])
