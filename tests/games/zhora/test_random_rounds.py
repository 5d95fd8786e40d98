"""Zhora's own properties of hypothesis-drawn rounds (every option of ``Rules``): the 36 cards in their zones,
``explain`` on every action Zhora has (each card as a play, a swap, a jack ordering each suit), how a round at
``max_turns`` ends, save files exact to the last counter, every state well typed and rebuilt by ``position``.

The promises every game keeps (the pack conserved, ``apply`` changing nothing, replays from text, the state's field
list) are checked for every game, Zhora included, in tests/shared/test_conformance.py."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from zhora_core.cards import DECK_36, Card, Suit
from zhora_core.zhora import (Draw, Pass, Play, PlayJack, PlayJacks, Rules, SwapStarter, apply, explain,
                              legal_actions, new_round, position)
from zhora_core.saving import load, save
from zhora_core.zhora.state import Outcome, Phase, State

rules_strategy = st.builds(
    Rules,
    players=st.sampled_from([2, 3, 4]),
    starter_jack_swap=st.booleans(),
    starter_effects=st.booleans(),
    after_draw=st.sampled_from(["any", "drawn", "none"]),
    turn_stays=st.sampled_from(["same_player", "skip"]),
    restock=st.sampled_from(["turn", "shuffle"]),
    max_turns=st.integers(10, 300),
)
seeds = st.integers(0, 2**32 - 1)


def random_round(rules, seed):
    """Play a round with seeded random choices; return the states and the actions."""
    rng = random.Random(seed)
    state = new_round(rules, dealer=seed % rules.players, seed=seed)
    states, actions = [state], []
    while state.outcome is None:
        legal = legal_actions(state)
        action = rng.choice(legal)
        state = apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def candidates(state):
    """Every action worth asking about here: each card of the mover as a play, jack order and swap."""
    hand = state.hands[state.to_move] if state.to_move is not None else ()
    out = [Draw(), Pass()]
    for card in DECK_36:
        out += [Play(card), SwapStarter(card)]
        if card.is_jack:
            out += [PlayJack(card, suit) for suit in Suit]
    jacks = tuple(c for c in hand if c.is_jack)
    if jacks:
        out.append(PlayJacks(jacks))
    return out


@settings(max_examples=60, deadline=None)
@given(rules_strategy, seeds)
def test_the_36_cards_are_in_the_hands_deck_pile_and_top_and_legal_actions_exist_until_the_end(rules, seed):
    states, _ = random_round(rules, seed)
    for state in states:
        assert state.card_count() == 36
        all_cards = [c for h in state.hands for c in h] + list(state.deck) + list(state.pile) + [state.top]
        assert len(set(all_cards)) == 36
        assert bool(legal_actions(state)) == (state.outcome is None)
    assert states[-1].phase is Phase.OVER


@settings(max_examples=40, deadline=None)
@given(rules_strategy, seeds)
def test_explain_and_legal_actions_agree_on_every_candidate(rules, seed):
    states, _ = random_round(rules, seed)
    for state in states[:: max(1, len(states) // 15)]:
        legal = set(legal_actions(state))
        for action in candidates(state):
            verdict = explain(state, action)
            assert verdict.legal == (action in legal), (state, action, verdict)
            assert verdict.rule.startswith("Z-") and verdict.reason


@settings(max_examples=40, deadline=None)
@given(rules_strategy, seeds)
def test_no_round_runs_past_max_turns(rules, seed):
    states, _ = random_round(rules, seed)
    last = states[-1]
    assert last.turns <= rules.max_turns
    if last.turns == rules.max_turns:
        assert last.outcome.is_stalemate or last.events[-1].rule in ("Z-OUT", "Z-JACKS-OUT")


@settings(max_examples=30, deadline=None)
@given(rules_strategy, seeds, st.integers(0, 400))
def test_save_and_load_round_trip_a_position_with_its_actions(rules, seed, cut):
    states, actions = random_round(rules, seed)
    cut = min(cut, len(actions) - 1)
    start = states[cut]
    if start.outcome is not None:
        return
    assert load(save(start, actions=actions[cut:])) == states[-1]
    assert load(save(start))._replace(events=()) == start._replace(events=())


def well_typed(state: State) -> bool:
    """Every field holds what its name says (a positional build that shifted a slot fails this)."""
    cards = (lambda cs: isinstance(cs, tuple) and all(isinstance(c, Card) for c in cs))
    counters = (state.seed, state.turns, state.draws, state.restocks, state.dry_passes)
    return (isinstance(state.rules, Rules) and isinstance(state.phase, Phase)
            and (state.to_move is None) == (state.outcome is not None) and isinstance(state.dealer, int)
            and all(map(cards, state.hands)) and isinstance(state.top, Card) and cards(state.pile)
            and cards(state.deck) and (state.ordered is None or isinstance(state.ordered, Suit))
            and (state.drawn is None or isinstance(state.drawn, Card))
            and all(isinstance(n, int) and not isinstance(n, bool) for n in counters)
            and (state.outcome is None or isinstance(state.outcome, Outcome)) and isinstance(state.events, tuple))


@settings(max_examples=40, deadline=None)
@given(rules_strategy, seeds)
def test_every_state_of_a_round_is_well_typed_and_could_be_rebuilt_by_position(rules, seed):
    states, _ = random_round(rules, seed)
    for state in states:
        assert well_typed(state), state
        if state.outcome is None:  # the counters of a played round are ones position() accepts
            rebuilt = position([list(h) for h in state.hands], state.top, deck=state.deck, pile=state.pile,
                               to_move=state.to_move, ordered=state.ordered, rules=state.rules, dealer=state.dealer,
                               phase=state.phase, drawn=state.drawn, seed=state.seed, turns=state.turns,
                               draws=state.draws, restocks=state.restocks, dry_passes=state.dry_passes)
            assert rebuilt == state._replace(events=())
