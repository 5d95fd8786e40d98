"""zhora_core.transcript on every registered game: the game's own telling where it has one, the shared telling
otherwise, in English and Russian, never changing its start."""

import random

import pytest

import zhora_core
from russian_text import latin_words
from zhora_core import games
from zhora_core.errors import IllegalActionError, ZhoraError
from zhora_core.transcript import _shared, own_transcript, transcript

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
def test_the_package_function_tells_every_game_its_own_way(name):
    spec, start, actions, _ = _playout(name)
    told = own_transcript(name)
    for lang in ("en", "ru"):
        text = zhora_core.transcript(start, actions, lang=lang)
        expected = told(start, actions, lang=lang) if told is not None else _shared(spec, start, actions, lang)
        assert text == expected and text == transcript(start, actions, lang=lang)


@pytest.mark.parametrize("name", NAMES)
def test_a_transcript_is_the_same_for_the_same_seed_and_actions_and_cites_every_events_rule(name):
    spec, start, actions, end = _playout(name)
    again = spec.new_round(spec.Rules(), seed=5)
    text = transcript(start, actions)
    assert text == transcript(again, [str(a) for a in actions])
    for event in end.events:
        assert f"({event.rule})" in text


@pytest.mark.parametrize("name", NAMES)
def test_the_shared_telling_numbers_every_action_and_ends_with_the_points(name):
    spec, start, actions, end = _playout(name, steps=10_000)
    assert end.outcome is not None
    text = _shared(spec, start, actions, "en")
    lines = text.splitlines()
    assert lines[0] == f"game: {spec.title[0]}" and lines[1].startswith("rules: Players: ")
    numbered = [line for line in lines if line[:1].isdigit()]
    assert [line.split(".", 1)[0] for line in numbered] == [str(k) for k in range(1, len(actions) + 1)]
    assert numbered[0] == f"1. seat {start.to_move}: {actions[0]}"
    points = ", ".join(map(str, end.outcome.points))
    assert lines[-1] in (f"outcome: seat {end.outcome.winner} wins; points {points}",
                         f"outcome: no winner; points {points}")


@pytest.mark.parametrize("name", NAMES)
def test_the_shared_telling_in_russian_has_no_latin_word(name):
    spec, start, actions, _ = _playout(name)
    rules = spec.Rules().replace(**{o.name: next(c for c in o.choices if c != getattr(spec.Rules(), o.name))
                                    for o in spec.options if o.choices and o.name != "players" and not o.requires})
    start = spec.new_round(rules, seed=5)
    actions = list(spec.legal_actions(start))[:1]
    text = _shared(spec, start, actions, "ru")
    assert latin_words(text) == [], text
    assert text.splitlines()[0] == f"игра: {spec.title[1]}"


@pytest.mark.parametrize("name", NAMES)
def test_an_illegal_action_is_refused_and_the_start_is_unchanged(name):
    spec, start, _, _ = _playout(name)
    other = games.spec("zhora" if name != "zhora" else "joe")
    before = (start.to_move, start.hands, start.events)
    legal = {str(a) for a in spec.legal_actions(start)}
    refused = next(str(a) for a in (spec.candidates(start, start.to_move) if spec.candidates else [])
                   if str(a) not in legal) if spec.candidates else None
    if refused is not None:
        with pytest.raises(IllegalActionError):
            transcript(start, [refused])
    with pytest.raises(ZhoraError):
        transcript(start, ["no such action"])
    assert (start.to_move, start.hands, start.events) == before
    with pytest.raises(ValueError, match="lang must be one of 'en', 'ru'"):
        transcript(other.new_round(other.Rules(), seed=1), [], lang="fr")


def test_a_state_of_no_game_is_refused():
    with pytest.raises(ZhoraError, match="not a game's rules or state"):
        transcript(object(), [])


def test_a_games_own_telling_is_its_specs_transcript_field():
    own = {name for name in NAMES if games.spec(name).transcript is not None}
    assert own == {name for name in NAMES if "transcript" in games.module(name).__all__}  # the games that export one
    for name in own:  # and it is a telling of its own, not the shared one
        spec, start, actions, _ = _playout(name)
        assert spec.transcript(start, actions) != _shared(spec, start, actions, "en")
    for name in own:
        assert own_transcript(name) is games.spec(name).transcript is games.module(name).transcript
    assert all("transcript" not in games.spec(name).extras for name in NAMES)
