"""Every registered game keeps the protocol's promises, checked on seeded random playouts over its options and on
hypothesis-drawn rounds (the game, its rules from ``GameSpec.options``, the seed).

One module for all games (``zhora_core.games.names()``): the whole pack dealt and conserved, legal actions non-empty
until the end (the phase "over" exactly then), every legal action explains as legal and every other candidate (and
every card of the pack played) as illegal, ``apply`` never changes its input, actions read back from their text,
events cite the game's rule ids in both languages, the same seed and actions give the same round, nothing runs past
``max_turns``, save files round-trip. In trick games (``GameSpec.tricks``), over deals of every size of the
schedule: exactly one card per seat per trick, the trick's winner leads the next, the tricks taken add up to the
deal's tricks, and the bids never add up to them (the hook). Each game's state field list is pinned here.
"""

from __future__ import annotations

import copy
import functools
import importlib
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from zhora_core import games
from zhora_core.errors import ZhoraError
from zhora_core.protocol import GameSpec, Termination

GAMES = games.names()
TRICK_GAMES = tuple(name for name in GAMES if games.spec(name).tricks)
SEEDS = range(12)
#: The largest number an option is drawn with (a ``max_turns`` of 100,000 would only make rounds long).
CAP = 300


def sample_rules(spec: GameSpec, rng: random.Random):
    """The game's rules with each option drawn from its choices (numbers within their bounds, kept small)."""
    options = {}
    for option in spec.options:
        if option.choices:
            options[option.name] = rng.choice(option.choices)
        elif option.bounds is not None and option.name in ("max_turns", "players"):
            options[option.name] = rng.randint(option.bounds[0], min(option.bounds[1], CAP))
    return spec.Rules(**meeting_requirements(spec, options))


def meeting_requirements(spec: GameSpec, options: dict) -> dict:
    """``options`` with each one whose ``requires`` the others do not meet put back to its default."""
    default = spec.Rules()
    options = dict(options)
    for option in spec.options:
        if any(options.get(name, getattr(default, name)) != value for name, value in option.requires.items()):
            options[option.name] = getattr(default, option.name)
    return options


def tried_actions(spec: GameSpec, state) -> set:
    """Every action worth asking ``explain`` about: the game's candidates (or its legal actions), its legal actions,
    and every card of the pack played by itself (a card the mover lacks, a card a rule forbids)."""
    seat = state.to_move
    tried = {*(spec.candidates(state, seat) if spec.candidates and seat is not None else ()),
             *spec.legal_actions(state)}
    for card in spec.deck:
        try:
            tried.add(spec.parse_action(str(card)))
        except ZhoraError:  # a card that is no action by itself (Zhora's jack needs its suit)
            pass
    return tried


def playout(spec: GameSpec, rules, seed: int, **size):
    """A seeded random round: its states and the actions between them (``cards=n`` for a round of that size)."""
    rng = random.Random(seed)
    state = spec.new_round(rules, dealer=seed % rules.players, seed=seed, **size)
    states, actions = [state], []
    while state.outcome is None:
        legal = spec.legal_actions(state)
        assert legal, f"no legal action in a running round: {state!r}"
        action = rng.choice(legal)
        state = spec.apply(state, action)
        states.append(state)
        actions.append(action)
        assert len(actions) <= 100_000
    return states, actions


@pytest.fixture(params=GAMES)
def spec(request) -> GameSpec:
    return games.spec(request.param)


def test_every_option_says_what_it_governs_and_what_it_takes(spec):
    for option in spec.options:
        assert option.rules and set(option.rules) <= set(spec.rule_ids), option
        assert all(option.label), option
        assert option.choices or option.bounds, f"{option.name}: neither choices nor bounds"
        assert getattr(spec.Rules(), option.name) in option.choices or option.bounds, option


def test_the_registry_knows_zhora_and_finds_a_game_from_its_rules_and_states():
    assert "zhora" in GAMES
    for name in GAMES:
        spec = games.spec(name)
        assert spec.name == name and games.spec(spec.Rules()) is spec
        state = spec.new_round(spec.Rules(), seed=1)
        assert games.spec(state) is spec


@pytest.mark.parametrize("seed", SEEDS)
def test_cards_are_conserved_and_the_round_ends(spec, seed):
    rules = sample_rules(spec, random.Random(seed))
    states, _ = playout(spec, rules, seed)
    dealt = Counter(states[0].cards())
    assert max(dealt.values()) == 1 and dealt == Counter(spec.deck)  # the whole pack, each card once
    for state in states:
        assert Counter(state.cards()) == dealt
        assert bool(spec.legal_actions(state)) == (state.outcome is None)
        assert (state.phase.value == "over") == (state.outcome is not None)
        if hasattr(rules, "max_turns"):
            assert state.turns <= rules.max_turns
    outcome = states[-1].outcome
    assert isinstance(outcome.termination, Termination)
    assert len(outcome.points) == rules.players
    assert outcome.winner is None or 0 <= outcome.winner < rules.players


@pytest.mark.parametrize("seed", SEEDS)
def test_explain_agrees_with_legal_actions_and_apply_changes_nothing(spec, seed):
    rules = sample_rules(spec, random.Random(seed))
    states, actions = playout(spec, rules, seed)
    for state, action in list(zip(states, actions))[:: max(1, len(actions) // 12)]:
        legal = set(spec.legal_actions(state))
        for candidate in tried_actions(spec, state):
            verdict = spec.explain(state, candidate)
            assert verdict.legal == (candidate in legal), (state, candidate, verdict)
            assert verdict.rule in spec.rule_ids and verdict.text("en") and verdict.text("ru")
        before = copy.deepcopy(state)
        spec.apply(state, action)
        assert state == before


@pytest.mark.parametrize("seed", SEEDS[:6])
def test_actions_read_back_and_events_cite_the_games_rule_ids(spec, seed):
    rules = sample_rules(spec, random.Random(seed))
    states, actions = playout(spec, rules, seed)
    for action in actions:
        assert spec.parse_action(str(action)) == action
    for state in states:
        for event in state.events:
            assert event.rule in spec.rule_ids, event
            assert event.text("en") and event.text("ru")


@pytest.mark.parametrize("seed", SEEDS[:6])
def test_the_same_seed_and_actions_give_the_same_round(spec, seed):
    rules = sample_rules(spec, random.Random(seed))
    states, actions = playout(spec, rules, seed)
    kept = copy.deepcopy(states)
    state = spec.new_round(rules, dealer=seed % rules.players, seed=seed)
    assert state == states[0]
    text = state
    for before, action, expected in zip(states, actions, states[1:]):
        state = spec.apply(state, spec.parse_action(str(action)))
        assert state == expected and state.events == expected.events
        text = spec.apply(text, str(action))  # apply takes the action's text too
        assert text == expected and spec.apply(before, action) == expected
    assert states == kept  # replaying changed none of the round's states


@pytest.mark.parametrize("seed", SEEDS[:6])
def test_a_seat_sees_its_own_hand_and_only_the_sizes_of_the_others(spec, seed):
    rules = sample_rules(spec, random.Random(seed))
    states, _ = playout(spec, rules, seed)
    for state in states[:: max(1, len(states) // 8)]:
        for seat in range(rules.players):
            view = state.view(seat)
            assert view.seat == seat and tuple(view.hand) == tuple(state.hands[seat])
            assert tuple(view.hand_sizes) == tuple(map(len, state.hands))
            assert not hasattr(view, "hands")


@pytest.mark.parametrize("seed", SEEDS[:6])
def test_a_seeded_round_saves_and_loads_back_and_a_position_reads_the_same(spec, seed):
    from zhora_core.errors import SaveFileError
    from zhora_core.saving import load, save

    rules = sample_rules(spec, random.Random(seed))
    states, actions = playout(spec, rules, seed)
    text = save(states[0], actions=actions)
    assert load(text) == states[-1] and f'"game": "{spec.name}"' in text
    middle = states[len(states) // 2]
    if middle.outcome is None:
        try:
            text = save(middle)
        except SaveFileError:  # a table the game's position(...) cannot take back is refused, never saved wrong
            return
        again = load(text)
        assert repr(again) == repr(middle) and spec.legal_actions(again) == spec.legal_actions(middle)


@pytest.mark.parametrize("seed", SEEDS[:6])
def test_a_position_saved_with_the_rest_of_its_actions_loads_to_where_they_lead(spec, seed):
    """A position and the round's actions after it load to where the actions lead from the loaded position; when
    the position comes back whole (every counter kept, as Zhora's), that is the round's very end."""
    from zhora_core.errors import SaveFileError
    from zhora_core.saving import load, save

    rules = sample_rules(spec, random.Random(seed))
    states, actions = playout(spec, rules, seed)
    cut = len(actions) // 3
    position, rest = states[cut], actions[cut:]
    try:
        start = load(save(position))
    except SaveFileError:  # a table the game's position(...) cannot take back is refused, never saved wrong
        return
    whole = start._replace(events=()) == position._replace(events=())
    try:
        end = load(save(position, actions=rest))
    except SaveFileError:
        assert not whole, "the round's own actions are refused from its own position"
        return
    assert end == functools.reduce(spec.apply, rest, start) and end.outcome is not None
    if whole:
        assert end == states[-1] and end.events == states[-1].events


# --- hypothesis: any game, any rules its options allow, any seed ----------------------------------------------------

def option_values(option):
    """The values hypothesis draws for one option: its choices, or whole numbers within its bounds (kept small)."""
    if option.choices:
        return st.sampled_from(option.choices)
    low, high = option.bounds
    return st.integers(low, max(low, min(high, CAP)))


@st.composite
def rounds(draw):
    """A game of the registry, rules drawn from its options, a seed, and (a game of deals of many sizes) a size."""
    name = draw(st.sampled_from(GAMES))
    spec = games.spec(name)
    options = {option.name: draw(option_values(option)) for option in spec.options}
    rules = spec.Rules(**meeting_requirements(spec, options))
    size = {"cards": draw(st.sampled_from(tuple(spec.schedule(rules))))} if spec.schedule else {}
    return name, rules, draw(st.integers(0, 2**32 - 1)), size


@settings(max_examples=60, deadline=None)
@given(rounds())
def test_a_drawn_round_keeps_the_protocols_promises(drawn):
    name, rules, seed, size = drawn
    spec = games.spec(name)
    states, actions = playout(spec, rules, seed, **size)
    kept = copy.deepcopy(states)
    dealt = Counter(states[0].cards())
    assert dealt == Counter(spec.deck)
    for state in states:
        assert Counter(state.cards()) == dealt
        assert bool(spec.legal_actions(state)) == (state.outcome is None) == (state.phase.value != "over")
        assert state.turns <= getattr(rules, "max_turns", state.turns)
    for state in states[:: max(1, len(states) // 6)]:
        legal = set(spec.legal_actions(state))
        for candidate in tried_actions(spec, state):
            verdict = spec.explain(state, candidate)
            assert verdict.legal == (candidate in legal) and verdict.rule in spec.rule_ids, (state, candidate)
    replay = spec.new_round(rules, dealer=seed % rules.players, seed=seed, **size)
    for before, action, after in zip(states, actions, states[1:]):
        assert spec.apply(before, action) == after
        replay = spec.apply(replay, str(action))
    assert replay == states[-1] and states == kept


# --- the state classes' fields ----------------------------------------------------------------------------------

#: Each game's state fields in order. The engines build states positionally (``tuple.__new__``) on their hot paths,
#: so a field added, dropped or moved must be met by a change of every such place, and of this table.
STATE_FIELDS = {
    "zhora": ("rules", "phase", "to_move", "dealer", "hands", "top", "pile", "deck", "ordered", "drawn", "seed",
              "turns", "draws", "restocks", "dry_passes", "outcome", "events"),
    "joe": ("rules", "phase", "to_move", "dealer", "hands", "top", "pile", "deck", "queens_by", "shown", "seed",
            "turns", "draws", "equal_draws", "restocks", "queens", "countdowns", "outcome", "events"),
    "thirteen": ("rules", "phase", "to_move", "dealer", "hands", "top", "pile", "deck", "run", "seed", "turns",
                 "draws", "restocks", "jokers", "takes", "longest", "runs", "outcome", "events"),
    "prsi": ("rules", "phase", "to_move", "dealer", "hands", "top", "pile", "deck", "named", "penalty", "stand",
             "seed", "turns", "draws", "penalty_cards", "stands", "stacked", "restocks", "dry", "outcome", "events"),
    "joker": ("rules", "phase", "to_move", "dealer", "hands", "cards_each", "trump", "turned", "stock", "bids",
              "taken", "trick", "leader", "history", "voids", "seed", "turns", "outcome", "events"),
    "joker52": ("rules", "phase", "to_move", "dealer", "cards_each", "tricks", "hands", "stock", "turned", "trump",
                "bids", "taken", "trick", "leader", "led", "pile", "last_trick", "voids", "penalties",
                "drawn_trump", "seed", "turns", "outcome", "events"),
    "banker": ("rules", "phase", "to_move", "dealer", "hands", "stakes", "deck", "turned", "seed", "turns",
               "outcome", "events"),
}


def test_every_registered_game_has_its_state_fields_pinned():
    assert set(STATE_FIELDS) == set(GAMES)


def test_the_state_field_list_is_pinned(spec):
    state_class = type(spec.new_round(spec.Rules(), seed=1))
    assert state_class._fields == STATE_FIELDS[spec.name]
    module = importlib.import_module(state_class.__module__)  # a game that names its list (STATE_FIELDS) agrees
    assert getattr(module, "STATE_FIELDS", state_class._fields) == STATE_FIELDS[spec.name]


# --- trick games --------------------------------------------------------------------------------------------------

def test_the_trick_games_are_those_with_bids_and_tricks():
    played_in_tricks = {name for name in GAMES
                        if {"trick", "leader", "bids", "taken"} <= set(STATE_FIELDS[name]) and "tricks" in
                        games.spec(name).glossary.traits}
    assert set(TRICK_GAMES) == played_in_tricks and TRICK_GAMES
    assert all(isinstance(games.spec(name).tricks, bool) for name in GAMES)


@pytest.mark.parametrize("name", TRICK_GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_a_trick_has_one_card_per_seat_and_its_winner_leads_the_next(name, seed):
    spec = games.spec(name)
    rules = sample_rules(spec, random.Random(seed))
    schedule = tuple(spec.schedule(rules))
    states, _ = playout(spec, rules, seed, cards=schedule[(seed * 7) % len(schedule)])
    p, tricks = rules.players, states[-1].tricks
    completed = 0
    for before, after in zip(states, states[1:]):
        if sum(after.taken) == sum(before.taken):
            if after.trick:
                assert tuple(after.trick[:-1]) == tuple(before.trick) and after.trick[-1].seat == before.to_move
                assert after.leader == before.leader
            continue
        completed += 1
        seats = [entry.seat for entry in before.trick] + [before.to_move]
        assert sorted(seats) == list(range(p)) and seats[0] == before.leader, seats
        (winner,) = [seat for seat in range(p) if after.taken[seat] == before.taken[seat] + 1]
        assert sum(after.taken) == sum(before.taken) + 1 and not after.trick
        if after.outcome is None:
            assert after.leader == winner and after.to_move == winner
    final = states[-1]
    assert completed == tricks == sum(final.taken) == sum(final.outcome.taken)
    assert all(state.tricks == tricks for state in states)


@pytest.mark.parametrize("name", TRICK_GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_the_bids_respect_the_hook(name, seed):
    spec = games.spec(name)
    rules = sample_rules(spec, random.Random(seed))
    schedule = tuple(spec.schedule(rules))
    states, _ = playout(spec, rules, seed, cards=schedule[(seed * 5) % len(schedule)])
    tricks = states[-1].tricks
    last_bids = [state for state in states if list(state.bids).count(None) == 1]
    assert last_bids, "the dealer bids last"
    dealer_turn = last_bids[0]
    assert dealer_turn.to_move == dealer_turn.dealer
    offered = [spec.apply(dealer_turn, action) for action in spec.legal_actions(dealer_turn)]
    assert offered and all(None not in s.bids and sum(s.bids) != tricks for s in offered)
    barred = tricks - sum(b for b in dealer_turn.bids if b is not None)
    assert len(offered) == tricks + 1 - (0 <= barred <= tricks), "every bid 0 … tricks but the hook's"
    final = states[-1].outcome
    assert sum(final.bids) != tricks and all(0 <= bid <= tricks for bid in final.bids)
