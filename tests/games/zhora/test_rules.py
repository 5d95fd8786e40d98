"""Zhora's rules, one test (or a few) per rule id of ``shared/rules/zhora.md``.

Test names start with the rule id they check (``test_z_order_...`` for Z-ORDER); positions are written in card
notation with ``position(...)``, deals are seeded and stacked with ``new_round(..., deck=...)``. Every option of
``Rules`` is tested in each of its readings. A refusal is checked three ways: ``apply`` raises
IllegalActionError citing the rule id, ``explain`` gives the same verdict, and the state is unchanged.
The game-level parts of Z-DEALER, Z-TOTAL … Z-END (a whole game with ``Game``) are in ``test_whole_game.py``.
That every rule id has a test named after it here is checked, for every game, in tests/shared/test_rule_catalogue.py.
"""

from __future__ import annotations

import copy
import itertools
import os
import pickle
import random
import re
from pathlib import Path

import pytest

from zhora_core.cards import DECK_36, Card, Rank, Suit, parse_cards
from zhora_core.errors import IllegalActionError, NotationError, PositionError, RulesError
from zhora_core.zhora import (
    LETTERS, RULE_IDS, Draw, Pass, Phase, Play, PlayJack, PlayJacks, Rules, SwapStarter, Termination, apply,
    card_points, explain, hand_points, legal_actions, new_round, parse_action, position, ranking, score_round,
    tally,
)
from zhora_core.zhora.events import (
    Dealt, Drew, Passed, PenaltyDraw, Played, Restocked, RoundOver, Skipped, Stalemate, StarterTurned, Waiting,
)
from zhora_core.zhora.state import State

ROOT = Path(__file__).resolve().parents[3]
ZHORA_MD = ROOT.parent / "shared" / "rules" / "zhora.md"


def in_ci() -> bool:
    """Whether the tests run in CI, which sets ``CI=true`` (as GitHub Actions and most CI systems do)."""
    return os.environ.get("CI", "").lower() in ("true", "1", "yes")

EFFECT_CARDS = ["6♥", "7♥", "8♥", "K♥", "A♥"]
STAYS = ["same_player", "skip"]

# --- helpers ---------------------------------------------------------------------------------------------------

# Non-jack cards without hearts: fill a stacked deal so that the starter (a heart or a jack) is the 4n+1-th card.
FILLER = parse_cards("6♠ 7♠ 8♠ 9♠ 10♠ Q♠ K♠ A♠ 6♣ 7♣ 8♣ 9♣ 10♣ Q♣ K♣ A♣ 9♦ 10♦")
# The hands of the seats a test does not look at: diamonds, so they never collide with hearts/spades in the hand.
OTHERS = ["10♦ A♦", "Q♦ 6♦", "8♦ 7♦"]
DECK = "6♣ 7♣ 8♣ 9♣ 10♣ A♣"


def hand(text: str) -> tuple[Card, ...]:
    """A hand as the engine keeps it: sorted by rank, then suit."""
    return tuple(sorted(parse_cards(text)))


def table(n: int, cards: str, *, seat: int = 0, top: str = "9♥", deck: str = DECK, pile: str = "",
          ordered: str | None = None, **options) -> State:
    """``n`` seats, ``seat`` to move holding ``cards``; the others hold two diamonds each."""
    others = iter(OTHERS)
    hands = [cards if s == seat else next(others) for s in range(n)]
    return position(hands=hands, top=top, deck=deck, pile=pile, to_move=seat, ordered=ordered,
                    rules=Rules(players=n, **options))


def deal(rules: Rules, starter: str, *, dealer: int = 0, seed: int = 0) -> State:
    """A seeded round whose first 4n cards are FILLER and whose starter is ``starter``."""
    card = Card.parse(starter)
    stack = [c for c in FILLER if c is not card][:4 * rules.players] + [card]
    return new_round(rules, dealer=dealer, seed=seed, deck=stack)


def events(state, kind) -> list:
    return [e for e in state.events if isinstance(e, kind)]


def cited(state) -> set[str]:
    """The rule ids the events of the last step cite."""
    return {e.rule for e in state.events}


def refused(state, action, rule: str, **kw) -> IllegalActionError:
    """``apply`` refuses ``action`` citing ``rule``, ``explain`` agrees, and ``state`` is unchanged."""
    before = state._replace()
    with pytest.raises(IllegalActionError, match=rule) as caught:
        apply(state, action, **kw)
    assert caught.value.rule == rule
    verdict = explain(state, action, **kw)
    assert (verdict.legal, verdict.rule) == (False, rule) and verdict.reason
    assert state == before
    return caught.value


def allowed(state, action, rule: str) -> None:
    verdict = explain(state, action)
    assert (verdict.legal, verdict.rule) == (True, rule), verdict
    assert parse_action(action) in legal_actions(state)


def all_cards(state) -> list[Card]:
    return sorted([*itertools.chain(*state.hands), *state.deck, *state.pile, state.top])


def playout(rules: Rules, seed: int):
    """The states of one seeded round played with random legal actions."""
    rng = random.Random(seed)
    state = new_round(rules, dealer=seed % rules.players, seed=seed)
    yield state
    while not state.is_over:
        state = apply(state, rng.choice(legal_actions(state)))
        yield state


PLAYOUT_RULES = [
    Rules(players=2),
    Rules(players=3, after_draw="drawn", turn_stays="skip"),
    Rules(players=4, after_draw="none", restock="shuffle", starter_jack_swap=False, starter_effects=True),
    Rules(players=3, starter_effects=True, jack_multipliers=(2, 4, 8, 16), nine_points=9, max_turns=60),
]


# --- the rule ids themselves -------------------------------------------------------------------------------------

def test_rule_ids_match_zhora_md():
    """RULE_IDS lists exactly the ids of zhora.md's tables, in the file's order. CI (``CI=true``) has the rules
    file beside the checkout, so there a missing file fails; elsewhere it skips."""
    if not ZHORA_MD.exists():
        assert not in_ci(), f"{ZHORA_MD} is missing, but CI checks it out beside the project"
        pytest.skip(f"{ZHORA_MD} is not checked out next to the project (outside CI)")
    ids = re.findall(r"^\| (Z-[A-Z-]+) \|", ZHORA_MD.read_text(encoding="utf-8"), re.MULTILINE)
    assert tuple(ids) == RULE_IDS


@pytest.mark.parametrize("ci, outcome", [("true", "fails"), ("", "skips")])
def test_the_rules_file_check_runs_in_ci(monkeypatch, tmp_path, ci, outcome):
    """Without the rules file the check fails in CI (which has it) and skips only elsewhere."""
    monkeypatch.setitem(globals(), "ZHORA_MD", tmp_path / "zhora.md")
    monkeypatch.setenv("CI", ci)
    expected = AssertionError if outcome == "fails" else pytest.skip.Exception
    with pytest.raises(expected):
        test_rule_ids_match_zhora_md()
    (tmp_path / "zhora.md").write_text("".join(f"| {rule} | ... |\n" for rule in RULE_IDS), encoding="utf-8")
    test_rule_ids_match_zhora_md()


# --- Z-PLAYERS ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_players_two_three_or_four(n):
    state = new_round(Rules(players=n), dealer=0, seed=1)
    assert state.players == n and len(state.hands) == n


@pytest.mark.parametrize("n", [0, 1, 5, 6, "3", True, 3.0])
def test_z_players_anything_else_is_an_error(n):
    with pytest.raises(RulesError, match="Z-PLAYERS") as caught:
        Rules(players=n)
    assert caught.value.rule == "Z-PLAYERS"


def test_z_players_position_must_fit_the_rules():
    with pytest.raises(RulesError, match="Z-PLAYERS"):
        position(hands=["6♠", "7♠", "8♠", "9♠", "10♠"], top="6♥")
    with pytest.raises(RulesError, match="Z-PLAYERS"):
        position(hands=["6♠", "7♠", "8♠"], top="6♥", rules=Rules(players=2))
    with pytest.raises(PositionError, match="Z-PLAYERS"):
        position(hands=["6♠", "7♠"], top="6♥", to_move=2)


@pytest.mark.parametrize("n, seat", [(n, seat) for n in (2, 3, 4) for seat in range(n)])
def test_z_players_play_goes_clockwise(n, seat):
    """A plain card passes the turn from seat i to seat i+1, the last seat to seat 0."""
    state = apply(table(n, "10♥ 6♠", seat=seat), "10♥")
    assert state.to_move == (seat + 1) % n


# --- Z-DECK ------------------------------------------------------------------------------------------------------

def test_z_deck_is_36_cards_six_to_ace():
    assert len(DECK_36) == len(set(DECK_36)) == 36
    assert {c.suit for c in DECK_36} == set(Suit)
    assert {c.rank for c in DECK_36} == {r for r in Rank if Rank.SIX <= r <= Rank.ACE}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_deck_a_dealt_round_holds_every_card_once(n):
    state = new_round(Rules(players=n), dealer=0, seed=n)
    assert all_cards(state) == sorted(DECK_36) and state.card_count() == 36


@pytest.mark.parametrize("card", ["5♠", "2♥", "A♣ 2♦"])
def test_z_deck_position_refuses_cards_outside_the_deck(card):
    with pytest.raises(PositionError, match="Z-DECK"):
        position(hands=[card, "7♠"], top="6♥")


def test_z_deck_position_refuses_a_duplicate():
    with pytest.raises(PositionError, match="Z-DECK"):
        position(hands=["7♠ 8♠", "7♠"], top="6♥")
    with pytest.raises(PositionError, match="Z-DECK"):
        position(hands=["7♠", "8♠"], top="6♥", deck="6♥")


def test_z_deck_notation_refuses_a_latin_t():
    """zhora.md's notation: a Latin T is ambiguous (ten or ace); the error suggests 10 or A."""
    with pytest.raises(NotationError, match=r"'10♠' or 'A♠'"):
        Card.parse("T♠")
    assert Card.parse("Т♠") is Card(Rank.ACE, Suit.SPADES)  # Cyrillic Т is the Russian ace


@pytest.mark.parametrize("rules", PLAYOUT_RULES, ids=Rules.describe)
@pytest.mark.parametrize("seed", range(4))
def test_z_deck_cards_are_conserved_in_playouts(rules, seed):
    for state in playout(rules, seed):
        assert all_cards(state) == sorted(DECK_36)


# --- Z-DEALER ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n, dealer", [(n, d) for n in (2, 3, 4) for d in range(n)])
def test_z_dealer_is_the_seat_given(n, dealer):
    state = new_round(Rules(players=n), dealer=dealer, seed=5)
    assert state.dealer == dealer


@pytest.mark.parametrize("dealer", [-1, 4, True, "0", None])
def test_z_dealer_must_be_a_seat(dealer):
    with pytest.raises(RulesError, match="Z-DEALER") as caught:
        new_round(Rules(players=4), dealer=dealer, seed=0)
    assert caught.value.rule == "Z-DEALER"


# --- Z-DEAL ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_deal_four_cards_each(n):
    state = new_round(Rules(players=n), dealer=0, seed=11)
    assert [len(h) for h in state.hands] == [4] * n
    assert len(state.deck) == 36 - 4 * n - 1
    assert [e.rule for e in events(state, Dealt)] == ["Z-DEAL"]


def test_z_deal_is_shuffled_and_seeded():
    rules = Rules(players=3)
    first, again, other = (new_round(rules, dealer=0, seed=s) for s in (7, 7, 8))
    assert first == again
    assert (first.hands, first.deck) != (other.hands, other.deck)


def test_z_deal_without_a_seed_keeps_a_replayable_one():
    state = new_round(Rules(players=2), dealer=1, seed=None)
    assert new_round(Rules(players=2), dealer=1, seed=state.seed) == state


@pytest.mark.parametrize("n, dealer", [(n, d) for n in (2, 3, 4) for d in range(n)])
def test_z_deal_one_card_at_a_time_from_the_dealers_left(n, dealer):
    state = deal(Rules(players=n), "9♥", dealer=dealer)
    for k, card in enumerate(FILLER[:4 * n]):
        assert card in state.hands[(dealer + 1 + k) % n]


# --- Z-STARTER ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_starter_is_the_next_card_face_up(n):
    state = deal(Rules(players=n), "10♥")
    assert state.top == Card.parse("10♥") and state.pile == ()
    assert sorted(itertools.chain(*state.hands)) == sorted(FILLER[:4 * n]) and state.top not in state.deck
    assert [e.card for e in events(state, StarterTurned)] == [Card.parse("10♥")]
    assert events(state, StarterTurned)[0].rule == "Z-STARTER"


# --- Z-STARTER-JACK ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_starter_jack_swap_on(n):
    """The dealer must take the starter jack and put one of his non-jacks in its place; then Z-FIRST."""
    dealer = n - 1
    state = deal(Rules(players=n), "J♥", dealer=dealer)
    assert (state.phase, state.to_move, state.top) == (Phase.SWAP, dealer, Card.parse("J♥"))
    assert set(legal_actions(state)) == {SwapStarter(c) for c in state.hands[dealer]}
    put = state.hands[dealer][0]
    after = apply(state, SwapStarter(put))
    assert after.top is put and Card.parse("J♥") in after.hands[dealer] and put not in after.hands[dealer]
    assert len(after.hands[dealer]) == 4 and after.pile == () and after.ordered is None
    assert (after.phase, after.to_move) == (Phase.TURN, (dealer + 1) % n)
    assert after.events[0].rule == "Z-STARTER-JACK" and "Z-FIRST" in cited(after)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_starter_jack_swap_off(n):
    """The starter jack stays and orders nothing: the first player matches its suit or plays a jack."""
    state = deal(Rules(players=n, starter_jack_swap=False), "J♥")
    assert (state.phase, state.to_move, state.top, state.ordered) == (Phase.TURN, 1, Card.parse("J♥"), None)
    assert [len(h) for h in state.hands] == [4] * n
    follow = table(n, "6♥ 6♠ J♣", top="J♥", starter_jack_swap=False)
    allowed(follow, "6♥", "Z-MATCH")
    allowed(follow, "J♣>♠", "Z-JACK")
    refused(follow, "6♠", "Z-MATCH")


def swap_position(**options):
    """The dealer (seat 0) holds a jack and must swap the starter J♣."""
    return position(hands=["J♠ 7♠ 9♦ Q♥", "6♥ 8♣ 10♣ K♦"], top="J♣", deck="6♣ 7♣", to_move=0, dealer=0,
                    phase="swap", rules=Rules(players=2, **options))


def test_z_starter_jack_replacement_may_not_be_a_jack():
    state = swap_position()
    assert SwapStarter(Card.parse("J♠")) not in legal_actions(state)
    refused(state, "swap J♠", "Z-STARTER-JACK")


@pytest.mark.parametrize("action", ["draw", "pass", "7♠", "J♠>♥", "swap 6♥"])
def test_z_starter_jack_the_swap_comes_before_anything_else(action):
    refused(swap_position(), action, "Z-STARTER-JACK")


def test_z_starter_jack_only_the_dealer_swaps():
    refused(swap_position(), "swap 6♥", "Z-TURN", seat=1)


def test_z_starter_jack_no_swap_outside_the_swap_phase():
    refused(table(2, "7♥ 9♠", top="9♥"), "swap 7♥", "Z-STARTER-JACK")


# --- Z-STARTER-EFFECT --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("starter", EFFECT_CARDS)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_starter_effect_off_only_sets_suit_and_rank(starter, n):
    state = deal(Rules(players=n), starter)
    assert state.to_move == 1 and [len(h) for h in state.hands] == [4] * n
    assert events(state, PenaltyDraw) == [] and events(state, Skipped) == []


# starter, turn_stays, first mover relative to the dealer, penalty cards for the dealer's left
STARTER_EFFECTS = [
    ("7♥", "same_player", 0, 2), ("7♥", "skip", 2, 2),
    ("K♥", "same_player", 0, 4), ("K♥", "skip", 2, 4),
    ("A♥", "same_player", 0, 0), ("A♥", "skip", 2, 0),
    ("6♥", "same_player", 2, 0), ("6♥", "skip", 2, 0),
    ("8♥", "same_player", 3, 0), ("8♥", "skip", 3, 0),
    ("9♥", "same_player", 1, 0), ("Q♥", "skip", 1, 0),
]


@pytest.mark.parametrize("starter, stays, first, penalty", STARTER_EFFECTS)
def test_z_starter_effect_on_acts_as_if_the_dealer_played_it(starter, stays, first, penalty):
    dealer = 1
    state = deal(Rules(players=4, starter_effects=True, turn_stays=stays), starter, dealer=dealer)
    assert state.to_move == (dealer + first) % 4
    assert [len(h) for h in state.hands] == [4, 4, 4 + penalty, 4]  # seat 2 sits left of the dealer
    if starter[0] in "678AK":
        assert "Z-STARTER-EFFECT" in cited(state)


def test_z_starter_effect_on_applies_to_the_swapped_in_card():
    state = apply(swap_position(starter_effects=True), "swap 7♠")
    assert state.to_move == 0 and state.hands[1] == hand("6♥ 8♣ 10♣ K♦ 6♣ 7♣")


def test_z_starter_effect_off_ignores_the_swapped_in_card():
    state = apply(swap_position(), "swap 7♠")
    assert state.to_move == 1 and len(state.hands[1]) == 4


def test_z_starter_effect_on_with_a_starter_jack_left_in_place_orders_nothing():
    state = deal(Rules(players=3, starter_jack_swap=False, starter_effects=True), "J♥")
    assert (state.to_move, state.ordered, state.phase) == (1, None, Phase.TURN)


# --- Z-FIRST -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n, dealer", [(n, d) for n in (2, 3, 4) for d in range(n)])
def test_z_first_the_player_left_of_the_dealer_moves_first(n, dealer):
    state = deal(Rules(players=n), "9♥", dealer=dealer)
    assert state.to_move == (dealer + 1) % n and state.phase is Phase.TURN
    assert "Z-FIRST" in cited(state)


# --- Z-TURN ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("action", ["10♦", "draw"])
def test_z_turn_only_the_player_to_move_acts(action):
    state = table(3, "10♥ 6♠")
    refused(state, action, "Z-TURN", seat=1)
    assert apply(state, "10♥", seat=0).to_move == 1


@pytest.mark.parametrize("action", ["9♠", "J♣>♥", "J♣ J♦"])
def test_z_turn_only_cards_he_holds(action):
    refused(table(2, "10♥ 6♠ J♦", top="9♠"), action, "Z-TURN")


def test_z_turn_apply_checks_the_actions_of_its_own_state():
    """``apply`` refuses an action that is legal in the state listed last but not in its own."""
    there, here = table(2, "10♠ 6♠", top="10♥"), table(2, "10♠ 6♠")
    assert Play(Card.parse("10♠")) in legal_actions(there)
    refused(here, "10♠", "Z-MATCH")
    assert apply(there, "10♠").top == Card.parse("10♠")


@pytest.mark.parametrize("text", ["7♠", "J♣>♥", "J♦ J♣", "draw", "pass", "swap 9♠"])
def test_z_turn_an_action_is_one_object_however_it_is_made(text):
    """Actions are interned like cards: read, copied or unpickled, an action is the one object."""
    action = parse_action(text)
    assert parse_action(str(action)) is action and parse_action(action) is action
    assert pickle.loads(pickle.dumps(action)) is action and copy.deepcopy(action) is action
    assert type(action)(*(getattr(action, name) for name in action.__match_args__)) is action
    with pytest.raises(AttributeError, match="immutable"):
        action.card = Card.parse("8♠")


@pytest.mark.parametrize("card", ["7♥", "K♥", "A♥"])
@pytest.mark.parametrize("n", [3, 4])
def test_z_turn_stays_skip_vs_same_player(card, n):
    """With 3-4 players the readings differ: the same player again, or the next one misses his turn."""
    same = apply(table(n, card + " 6♠"), card)
    skip = apply(table(n, card + " 6♠", turn_stays="skip"), card)
    assert (same.to_move, skip.to_move) == (0, 2)
    assert same.hands == skip.hands  # the penalty draws happen in both readings
    assert [e.seat for e in events(skip, Skipped)] == [1] and events(same, Skipped) == []


@pytest.mark.parametrize("card", ["7♥", "K♥", "A♥"])
def test_z_turn_stays_readings_agree_with_two_players(card):
    same = apply(table(2, card + " 6♠"), card)
    skip = apply(table(2, card + " 6♠", turn_stays="skip"), card)
    assert same.to_move == skip.to_move == 0 and same.hands == skip.hands


def test_z_turn_stays_option_refuses_unknown_values():
    with pytest.raises(RulesError, match="turn_stays"):
        Rules(turn_stays="next")


@pytest.mark.parametrize("rules", PLAYOUT_RULES, ids=Rules.describe)
@pytest.mark.parametrize("seed", range(3))
def test_z_turn_legal_actions_agree_with_explain(rules, seed):
    """Every legal action explains legal; every other play of a held card, draw or pass explains illegal."""
    for state in playout(rules, seed):
        legal = legal_actions(state)
        assert bool(legal) != state.is_over
        if state.is_over:
            continue
        held = state.hands[state.to_move]
        candidates = {Draw(), Pass(), *legal}
        for card in held:
            candidates |= {PlayJack(card, s) for s in Suit} if card.is_jack else {Play(card), SwapStarter(card)}
        for action in candidates:
            assert explain(state, action).legal == (action in legal), (state, action)


# --- Z-MATCH -----------------------------------------------------------------------------------------------------

def test_z_match_suit_or_rank():
    """On Q♠: any queen, or any spade."""
    state = table(2, "Q♥ 7♠ 9♥", top="Q♠")
    allowed(state, "Q♥", "Z-MATCH")
    allowed(state, "7♠", "Z-MATCH")
    error = refused(state, "9♥", "Z-MATCH")
    assert error.action == Play(Card.parse("9♥")) and "9♥" in str(error)


def test_z_match_the_played_card_becomes_the_top():
    state = apply(table(2, "Q♥ 7♠", top="Q♠"), "Q♥")
    assert state.top == Card.parse("Q♥") and state.pile == (Card.parse("Q♠"),)
    assert state.hands[0] == hand("7♠") and events(state, Played)[0].rule == "Z-MATCH"


# --- Z-JACK ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("suit", list(Suit))
def test_z_jack_on_any_card_naming_any_suit(suit):
    """J♠ goes on 9♥ and may order any suit, spades included; then the next player moves."""
    state = table(3, "J♠ 6♠", top="9♥")
    action = PlayJack(Card.parse("J♠"), suit)
    allowed(state, action, "Z-JACK")
    after = apply(state, action)
    assert (after.top, after.ordered, after.to_move) == (Card.parse("J♠"), suit, 1)


def test_z_jack_must_name_a_suit():
    state = table(2, "J♠ 6♠")
    with pytest.raises(NotationError, match="Z-JACK"):
        parse_action("J♠")
    refused(state, Play(Card.parse("J♠")), "Z-JACK")


def test_z_jack_only_a_jack_names_a_suit():
    with pytest.raises(NotationError, match="Z-JACK"):
        parse_action("9♥>♠")
    refused(table(2, "10♥ 6♠"), PlayJack(Card.parse("10♥"), Suit.SPADES), "Z-JACK")


# --- Z-ORDER -----------------------------------------------------------------------------------------------------

def ordered_table(cards: str, **options):
    """J♠ on top, hearts ordered, seat 0 to move."""
    return table(2, cards, top="J♠", ordered="♥", **options)


def test_z_order_the_ordered_suit_must_follow():
    state = ordered_table("10♥ K♣")
    allowed(state, "10♥", "Z-ORDER")
    refused(state, "K♣", "Z-ORDER")
    assert legal_actions(state) == (Play(Card.parse("10♥")), Draw())


def test_z_order_refuses_even_the_jacks_own_suit():
    refused(ordered_table("9♠ 6♥"), "9♠", "Z-ORDER")


def test_z_order_ignores_rank_and_the_top_cards_suit():
    """Only the ordered suit counts: a spade on J♠ is refused, Z-MATCH does not apply."""
    state = ordered_table("6♠ 7♠ 6♥")
    assert [a for a in legal_actions(state) if isinstance(a, Play)] == [Play(Card.parse("6♥"))]


def test_z_order_holding_only_the_jacks_suit_he_must_draw():
    state = ordered_table("6♠ 7♠")
    assert legal_actions(state) == (Draw(),)
    allowed(state, "draw", "Z-MUST-DRAW")


def test_z_order_another_jack_orders_again():
    state = ordered_table("J♦ 6♠")
    allowed(state, "J♦>♣", "Z-JACK")
    assert apply(state, "J♦>♣").ordered is Suit.CLUBS


def test_z_order_holds_through_a_draw_and_a_pass():
    state = apply(apply(ordered_table("6♠ 7♠"), "draw"), "pass")
    assert state.ordered is Suit.HEARTS and state.to_move == 1


def test_z_order_ends_with_the_card_that_follows_it():
    """A♥ follows the order (the turn stays); then rank matching is back: A♠ goes on A♥."""
    state = apply(ordered_table("A♥ A♠ 7♠"), "A♥")
    assert state.ordered is None and state.to_move == 0
    allowed(state, "A♠", "Z-MATCH")


def test_z_order_needs_a_jack_on_top():
    with pytest.raises(PositionError, match="Z-ORDER"):
        table(2, "6♠", top="9♠", ordered="♥")


# --- Z-DRAW ------------------------------------------------------------------------------------------------------

def test_z_draw_allowed_even_holding_a_playable_card():
    state = table(2, "10♥ 6♠")
    allowed(state, "draw", "Z-DRAW")
    after = apply(state, "draw")
    assert after.hands[0] == hand("10♥ 6♠ 6♣") and after.deck == parse_cards(DECK)[1:]
    assert (after.phase, after.to_move, after.drawn) == (Phase.AFTER_DRAW, 0, Card.parse("6♣"))
    assert [e.rule for e in events(after, Drew)] == ["Z-DRAW"]


def test_z_draw_at_most_once_per_turn():
    refused(apply(table(2, "10♥ 6♠"), "draw"), "draw", "Z-DRAW")


def test_z_draw_penalty_draws_do_not_count():
    """The victim of a 7 still may draw on his own turn; the 7's player starts a new turn and may draw again."""
    state = apply(table(2, "7♥ 10♥ 6♠"), "7♥")
    assert state.draws == 0 and len(state.hands[1]) == 4
    allowed(state, "draw", "Z-DRAW")
    state = apply(state, "10♥")
    assert state.to_move == 1 and explain(state, "draw").legal


def test_z_draw_after_a_draw_and_an_ace_the_new_turn_may_draw():
    """The turn that stays is a new turn (zhora.md: "must play or draw as on any turn")."""
    state = apply(table(2, "6♠", deck="A♥ 6♣"), "draw")
    state = apply(state, "A♥")
    assert state.phase is Phase.TURN and state.to_move == 0
    allowed(state, "draw", "Z-MUST-DRAW")


# --- Z-MUST-DRAW -------------------------------------------------------------------------------------------------

def test_z_must_draw_is_the_only_action_without_a_playable_card():
    state = table(2, "6♠ 7♠")
    assert legal_actions(state) == (Draw(),)
    allowed(state, "draw", "Z-MUST-DRAW")
    refused(state, "pass", "Z-PASS")
    assert [e.rule for e in events(apply(state, "draw"), Drew)] == ["Z-MUST-DRAW"]


def test_z_must_draw_or_z_draw_is_the_drawing_state_s_own_matter():
    """Whether a draw is forced depends on the drawer's hand, not on the state whose actions were listed last."""
    free, forced = table(2, "10♥ 6♠"), table(2, "6♠ 7♠")
    for state, other, rule in ((free, forced, "Z-DRAW"), (forced, free, "Z-MUST-DRAW")):
        legal_actions(other)
        assert [e.rule for e in events(apply(state, "draw"), Drew)] == [rule]


# --- Z-AFTER-DRAW ------------------------------------------------------------------------------------------------

def test_z_after_draw_any():
    """After drawing, any playable card may be played, held before or just drawn; or pass."""
    state = apply(table(2, "10♥ 6♠", deck="Q♥ 6♣", after_draw="any"), "draw")
    assert set(legal_actions(state)) == {Play(Card.parse("10♥")), Play(Card.parse("Q♥")), Pass()}
    assert apply(state, "10♥").to_move == 1


def test_z_after_draw_drawn():
    """Only the card just drawn may be played."""
    state = apply(table(2, "10♥ 6♠", deck="Q♥ 6♣", after_draw="drawn"), "draw")
    assert set(legal_actions(state)) == {Play(Card.parse("Q♥")), Pass()}
    refused(state, "10♥", "Z-AFTER-DRAW")
    assert apply(state, "Q♥").top == Card.parse("Q♥")


def test_z_after_draw_drawn_an_unplayable_card_leaves_only_the_pass():
    state = apply(table(2, "10♥ 6♠", deck="6♣ 7♣", after_draw="drawn"), "draw")
    assert legal_actions(state) == (Pass(),)
    refused(state, "6♣", "Z-MATCH")


def test_z_after_draw_drawn_a_jack_still_orders():
    state = apply(table(2, "10♥ 6♠", deck="J♣ 6♣", after_draw="drawn"), "draw")
    assert set(legal_actions(state)) == {PlayJack(Card.parse("J♣"), s) for s in Suit} | {Pass()}


def test_z_after_draw_none():
    """The draw ends the turn: the next player moves, no pass needed."""
    state = apply(table(3, "10♥ 6♠", deck="Q♥ 6♣", after_draw="none"), "draw")
    assert (state.phase, state.to_move, state.drawn) == (Phase.TURN, 1, None)
    assert state.hands[0] == hand("10♥ Q♥ 6♠")
    assert "Z-AFTER-DRAW" in cited(state)


@pytest.mark.parametrize("value", ["all", "", None, 1])
def test_z_after_draw_option_refuses_unknown_values(value):
    with pytest.raises(RulesError, match="Z-AFTER-DRAW"):
        Rules(after_draw=value)


# --- Z-PASS ------------------------------------------------------------------------------------------------------

def test_z_pass_only_after_drawing_this_turn():
    state = table(3, "10♥ 6♠")
    refused(state, "pass", "Z-PASS")
    drawn = apply(state, "draw")
    allowed(drawn, "pass", "Z-PASS")
    passed = apply(drawn, "pass")
    assert (passed.phase, passed.to_move, passed.hands) == (Phase.TURN, 1, drawn.hands)
    assert [e.seat for e in events(passed, Passed)] == [0] and "Z-PASS" in cited(passed)


# --- Z-SIX, Z-SEVEN, Z-EIGHT, Z-KING-HEARTS, Z-ACE, Z-PLAIN -------------------------------------------------------

@pytest.mark.parametrize("stays", STAYS)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_six_skips_the_next_player(n, stays):
    state = apply(table(n, "6♥ 6♠", turn_stays=stays), "6♥")
    assert state.to_move == 2 % n
    assert [(e.seat, e.rule) for e in events(state, Skipped)] == [(1, "Z-SIX")]
    assert len(state.hands[1]) == 2


@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_seven_next_draws_two_and_the_turn_stays(n):
    before = table(n, "7♥ 6♠")
    state = apply(before, "7♥")
    assert state.to_move == 0 and state.phase is Phase.TURN
    assert state.hands[1] == hand(OTHERS[0] + " 6♣ 7♣") and state.deck == parse_cards(DECK)[2:]
    assert state.hands[2:] == before.hands[2:]
    assert events(state, PenaltyDraw)[0].rule == "Z-SEVEN"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_seven_under_skip_next_draws_two_and_i_plus_2_moves(n):
    state = apply(table(n, "7♥ 6♠", turn_stays="skip"), "7♥")
    assert state.to_move == 2 % n
    assert state.hands[1] == hand(OTHERS[0] + " 6♣ 7♣")


@pytest.mark.parametrize("n, to", [(2, 1), (3, 0), (4, 3)])
@pytest.mark.parametrize("stays", STAYS)
def test_z_eight_skips_the_next_two_players(n, to, stays):
    """With 2 players the turn goes to the opponent, with 3 back to the same player."""
    state = apply(table(n, "8♥ 6♠", turn_stays=stays), "8♥")
    assert state.to_move == to
    assert all(e.rule == "Z-EIGHT" for e in events(state, Skipped)) and len(events(state, Skipped)) == 2


@pytest.mark.parametrize("stays, to", [("same_player", 0), ("skip", 2)])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_king_hearts_next_draws_four(n, stays, to):
    state = apply(table(n, "K♥ 6♠", turn_stays=stays), "K♥")
    assert state.to_move == to % n
    assert state.hands[1] == hand(OTHERS[0] + " 6♣ 7♣ 8♣ 9♣")
    assert events(state, PenaltyDraw)[0].rule == "Z-KING-HEARTS"


@pytest.mark.parametrize("king", ["K♠", "K♣", "K♦"])
def test_z_king_hearts_other_kings_are_plain(king):
    state = apply(position(hands=[king + " 6♠", "10♦ A♦", "Q♦ 6♥"], top="K♥", deck=DECK), king)
    assert state.to_move == 1 and len(state.hands[1]) == 2 and events(state, PenaltyDraw) == []


@pytest.mark.parametrize("stays, to", [("same_player", 0), ("skip", 2)])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_ace_the_turn_stays(n, stays, to):
    before = table(n, "A♥ 6♠", turn_stays=stays)
    state = apply(before, "A♥")
    assert state.to_move == to % n
    assert state.hands[1:] == before.hands[1:] and state.deck == before.deck  # nobody draws
    assert "Z-ACE" in cited(state) and events(state, PenaltyDraw) == []


@pytest.mark.parametrize("action, top", [("9♠", "9♥"), ("10♥", "9♥"), ("Q♥", "9♥"), ("K♠", "K♥"),
                                         ("K♣", "K♥"), ("K♦", "K♥"), ("J♥>♣", "9♥")])
@pytest.mark.parametrize("stays", STAYS)
def test_z_plain_cards_pass_the_turn_to_the_next_player(action, top, stays):
    card = action.split(">")[0]
    before = position(hands=[card + " 6♠", "10♦ A♦", "Q♦ 6♦"], top=top, deck=DECK,
                      rules=Rules(players=3, turn_stays=stays))
    state = apply(before, action)
    assert state.to_move == 1 and state.hands[1:] == before.hands[1:]
    assert events(state, Skipped) == [] and events(state, PenaltyDraw) == []


# --- Z-RESTOCK ---------------------------------------------------------------------------------------------------

def test_z_restock_turn_the_earliest_played_card_is_drawn_first():
    state = apply(table(2, "6♠", top="9♠", deck="", pile="6♦ 7♣ 8♦"), "draw")
    assert state.drawn == Card.parse("6♦") and state.deck == parse_cards("7♣ 8♦")
    assert state.top == Card.parse("9♠") and state.pile == ()
    assert [(e.cards, e.shuffled, e.rule) for e in events(state, Restocked)] == [(3, False, "Z-RESTOCK")]


def test_z_restock_only_when_a_card_must_be_drawn():
    state = apply(table(2, "10♥ 6♠", deck="", pile="6♦ 7♣"), "10♥")
    assert state.deck == () and state.pile == parse_cards("6♦ 7♣ 9♥") and events(state, Restocked) == []


def test_z_restock_during_a_penalty_draw_keeps_the_new_top():
    """The 7 covers 9♥: the pile 6♦ 8♦ 9♥ is turned over, the victim takes 6♦ 8♦, the 7 stays on top."""
    state = apply(table(2, "7♥ 6♠", deck="", pile="6♦ 8♦"), "7♥")
    assert state.hands[1] == hand(OTHERS[0] + " 6♦ 8♦")
    assert state.deck == parse_cards("9♥") and state.pile == () and state.top == Card.parse("7♥")


def test_z_restock_turn_the_next_draw_takes_the_next_card():
    seat0 = apply(table(2, "6♠", top="9♠", deck="", pile="6♦ 7♣ 8♦", after_draw="none"), "draw")
    seat1 = apply(seat0, "draw")
    assert Card.parse("6♦") in seat0.hands[0] and Card.parse("7♣") in seat1.hands[1]
    assert seat1.deck == parse_cards("8♦") and seat1.restocks == 1


def shuffled_restock(seed: int):
    pile = "6♦ 7♣ 8♦ 10♥ Q♣ K♦ A♠"
    rules = Rules(players=2, restock="shuffle")
    state = position(hands=["6♠", "6♥"], top="9♠", pile=pile, seed=seed, rules=rules)
    return parse_cards(pile), apply(state, "draw")


def test_z_restock_shuffle():
    pile, state = shuffled_restock(seed=5)
    order = (state.drawn,) + state.deck
    assert sorted(order) == sorted(pile) and order != pile
    assert state.top == Card.parse("9♠") and state.pile == ()
    assert [(e.cards, e.shuffled) for e in events(state, Restocked)] == [(7, True)]
    assert shuffled_restock(seed=5)[1] == state  # seeded


def test_z_restock_option_refuses_unknown_values():
    with pytest.raises(RulesError, match="Z-RESTOCK"):
        Rules(restock="cut")


# --- Z-DRY -------------------------------------------------------------------------------------------------------

def test_z_dry_the_draw_gives_nothing_and_he_passes():
    state = table(2, "6♠", deck="", pile="")
    allowed(state, "draw", "Z-DRY")
    drawn = apply(state, "draw")
    assert drawn.hands == state.hands and drawn.drawn is None
    assert [(e.card, e.rule) for e in events(drawn, Drew)] == [(None, "Z-DRY")]
    assert legal_actions(drawn) == (Pass(),)
    assert apply(drawn, "pass").to_move == 1


@pytest.mark.parametrize("card, wanted", [("7♥", 2), ("K♥", 4)])
def test_z_dry_a_penalty_draw_takes_what_there_is(card, wanted):
    """The deck holds one card and the pile only the covered 9♥: the victim takes those two."""
    state = apply(table(2, card + " 6♠", deck="6♣", pile=""), card)
    assert state.hands[1] == hand(OTHERS[0] + " 6♣ 9♥")
    penalty = events(state, PenaltyDraw)[0]
    assert (len(penalty.cards), penalty.short) == (2, wanted - 2)
    assert state.deck == () and state.pile == () and not state.is_over


# --- Z-STALL -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("after_draw", ["any", "drawn", "none"])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_stall_every_player_in_a_row_passes_dry(n, after_draw):
    hands = ["6♠", "7♠", "6♣", "7♣"][:n]
    state = position(hands=hands, top="9♥", rules=Rules(players=n, after_draw=after_draw))
    for turn in range(n):
        assert not state.is_over, turn
        state = apply(state, "draw")
        if after_draw != "none":
            state = apply(state, "pass")
    assert state.is_over and state.outcome.termination is Termination.STALEMATE
    assert [e.rule for e in events(state, Stalemate)] == ["Z-STALL"]


def test_z_stall_a_play_breaks_the_dry_run():
    state = position(hands=["6♠", "9♠ 6♦"], top="9♥")
    state = apply(apply(state, "draw"), "pass")
    state = apply(state, "9♠")
    assert not state.is_over and state.dry_passes == 0


@pytest.mark.parametrize("max_turns", [500, 10])
def test_z_stall_max_turns(max_turns):
    rules = Rules(players=2) if max_turns == 500 else Rules(players=2, max_turns=max_turns)
    assert rules.max_turns == max_turns
    early = position(hands=["10♥ 6♠", "6♦"], top="9♥", deck=DECK, rules=rules, turns=max_turns - 2)
    early = apply(early, "10♥")
    assert not early.is_over and early.turns == max_turns - 1
    stalled = apply(early, "draw")
    assert stalled.is_over and stalled.outcome.is_stalemate and stalled.turns == max_turns


def test_z_stall_nobody_scores_and_the_round_is_over():
    last = position(hands=["10♥ 6♠", "6♦ 7♦"], top="9♥", rules=Rules(players=2, max_turns=10), turns=9)
    state = apply(last, "10♥")
    assert state.outcome == (Termination.STALEMATE, None, (), (0, 0))
    assert (state.phase, state.to_move, legal_actions(state)) == (Phase.OVER, None, ())
    refused(state, "6♦", "Z-STALL")


def test_z_stall_every_play_draw_pass_or_swap_counts_one():
    state = swap_position()
    counts = [state.turns]
    for action in ["swap 7♠", "draw", "pass", "J♠>♥"]:
        state = apply(state, action)
        counts.append(state.turns)
    assert counts == [0, 1, 2, 3, 4]


def test_z_stall_a_last_action_that_goes_out_scores_as_an_out():
    """docs/readings.md: when the action that reaches max_turns also ends the round, the out counts."""
    last = position(hands=["10♥", "6♦ 7♦"], top="9♥", rules=Rules(players=2, max_turns=10), turns=9)
    over = apply(last, "10♥")
    assert over.outcome.termination is Termination.OUT and over.outcome.points == (0, 13)
    assert over.turns == 10 and not events(over, Stalemate)
    jacks = position(hands=["J♥ J♠", "6♦ 7♦"], top="9♥", rules=Rules(players=2, max_turns=10), turns=9)
    assert apply(jacks, "J♠ J♥").outcome.termination is Termination.OUT


@pytest.mark.parametrize("card", ["A♥", "7♥"])
def test_z_stall_a_last_card_that_keeps_the_turn_at_max_turns_is_a_stalemate(card):
    """docs/readings.md: a last ace or 7 keeps the turn (Z-ACE, Z-SEVEN), so nobody is out: max_turns ends it."""
    last = position(hands=[card, "6♦ 7♦"], top="9♥", deck=DECK, rules=Rules(players=2, max_turns=10), turns=9)
    over = apply(last, card)
    assert over.outcome.termination is Termination.STALEMATE and over.outcome.points == (0, 0)
    assert events(over, Waiting) and events(over, Stalemate)
    early = position(hands=[card, "6♦ 7♦"], top="9♥", deck=DECK, rules=Rules(players=2, max_turns=11), turns=9)
    assert not apply(early, card).is_over  # without the limit he waits (Z-WAIT)


def test_z_stall_readings_say_which_ending_wins_at_max_turns():
    readings = (ROOT / "docs" / "readings.md").read_text(encoding="utf-8")
    row = next(line for line in readings.splitlines() if line.startswith("| Z-STALL") and "max_turns" in line
               and "out" in line)
    assert "scores as an out" in row and "stalemate" in row


def test_z_stall_penalty_draws_are_not_actions():
    assert apply(table(2, "K♥ 6♠"), "K♥").turns == 1


@pytest.mark.parametrize("value", [9, 0, 100_001, "500", True])
def test_z_stall_max_turns_option_refuses_out_of_range(value):
    with pytest.raises(RulesError, match="Z-STALL"):
        Rules(max_turns=value)


# --- Z-OUT -------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_out_a_plain_last_card_ends_the_round(n):
    state = apply(table(n, "10♥"), "10♥")
    assert state.is_over and state.phase is Phase.OVER and state.to_move is None
    assert state.outcome.termination is Termination.OUT and state.outcome.winner == 0
    assert state.outcome.finish == (Card.parse("10♥"),)
    assert [e.rule for e in events(state, RoundOver)] == ["Z-OUT"]


@pytest.mark.parametrize("stays", STAYS)
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("card", ["6♥", "7♥", "K♥", "A♥"])
def test_z_out_cannot_end_on_six_seven_king_hearts_or_ace(card, n, stays):
    state = apply(table(n, card, turn_stays=stays), card)
    assert not state.is_over and state.hands[0] == () and state.waiting == (0,)
    assert [e.rule for e in events(state, Waiting)] == ["Z-WAIT"]


@pytest.mark.parametrize("n, ends", [(2, True), (3, False), (4, False)])
def test_z_out_an_eight_ends_the_round_only_with_two_players(n, ends):
    state = apply(table(n, "8♥"), "8♥")
    assert state.is_over == ends and state.hands[0] == ()


def test_z_out_a_single_jack_ends_the_round():
    state = apply(table(3, "J♣"), "J♣>♠")
    assert state.is_over and state.outcome.finish == (Card.parse("J♣"),)


def test_z_out_no_action_after_the_round():
    state = apply(table(2, "10♥"), "10♥")
    assert legal_actions(state) == ()
    refused(state, "draw", "Z-OUT")


# --- Z-WAIT ------------------------------------------------------------------------------------------------------

def test_z_wait_at_once_if_the_turn_stays_his_only_action_is_to_draw():
    state = apply(table(2, "A♥", deck="10♥ 6♣"), "A♥")
    assert state.to_move == 0 and legal_actions(state) == (Draw(),)
    allowed(state, "draw", "Z-WAIT")
    refused(state, "pass", "Z-PASS")


def test_z_wait_he_plays_on_and_the_drawn_card_can_end_the_round():
    state = apply(table(2, "A♥", deck="10♥ 6♣"), "A♥")
    state = apply(state, "draw")
    assert [e.rule for e in events(state, Drew)] == ["Z-WAIT"]
    state = apply(state, "10♥")
    assert state.is_over and state.outcome.winner == 0 and state.outcome.finish == (Card.parse("10♥"),)


@pytest.mark.parametrize("after_draw", ["any", "drawn", "none"])
def test_z_wait_nothing_to_draw_he_passes_and_still_waits(after_draw):
    state = apply(position(hands=["", "6♦ 7♦"], top="A♥", rules=Rules(players=2, after_draw=after_draw)), "draw")
    if after_draw != "none":
        state = apply(state, "pass")
    assert not state.is_over and state.to_move == 1 and state.waiting == (0,)


def test_z_wait_on_his_next_turn_when_the_turn_moved_on():
    """3 players: a last 6 skips seat 1; seat 2 plays, and seat 0 must draw."""
    state = apply(position(hands=["6♥", "10♦ A♦", "Q♥ 7♦"], top="9♥", deck=DECK), "6♥")
    assert state.to_move == 2 and state.waiting == (0,)
    state = apply(state, "Q♥")
    assert state.to_move == 0 and legal_actions(state) == (Draw(),)


def test_z_wait_a_penalty_refills_the_empty_hand():
    state = position(hands=["", "7♦ 6♠"], top="9♦", deck=DECK, to_move=1)
    state = apply(state, "7♦")
    assert state.hands[0] == hand("6♣ 7♣") and state.waiting == ()


# --- Z-JACKS-OUT -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("jacks", ["J♠ J♣", "J♠ J♣ J♥", "J♠ J♣ J♥ J♦"])
@pytest.mark.parametrize("n", [2, 3, 4])
def test_z_jacks_out_a_hand_of_jacks_ends_the_round_at_once(n, jacks):
    state = position(hands=[jacks] + ["6♠ 7♠", "6♣", "7♣"][:n - 1], top="9♥")
    allowed(state, jacks, "Z-JACKS-OUT")
    over = apply(state, jacks)
    assert over.is_over and over.outcome.winner == 0 and over.outcome.finish == parse_cards(jacks)
    assert [e.rule for e in over.events] == ["Z-JACKS-OUT", "Z-JACKS-OUT"]
    assert over.top == parse_cards(jacks)[-1] and all_cards(over) == all_cards(state)


def test_z_jacks_out_even_under_an_order():
    state = ordered_table("J♣ J♦")
    allowed(state, "J♣ J♦", "Z-JACKS-OUT")
    over = apply(state, "J♣ J♦")
    assert over.is_over and over.outcome.winner == 0 and over.outcome.finish == parse_cards("J♣ J♦")
    assert over.outcome.points == (0, hand_points("10♦ A♦") * 4) and over.ordered is None


def test_z_jacks_out_not_while_holding_another_card():
    state = table(2, "J♠ J♦ K♣")
    assert not any(isinstance(a, PlayJacks) for a in legal_actions(state))
    refused(state, "J♠ J♦", "Z-JACKS-OUT")


def test_z_jacks_out_all_the_jacks_at_once():
    refused(table(2, "J♠ J♣ J♦"), "J♠ J♦", "Z-JACKS-OUT")


def test_z_jacks_out_needs_two_or_more():
    refused(table(2, "J♠"), PlayJacks((Card.parse("J♠"),)), "Z-JACKS-OUT")


def test_z_jacks_out_in_any_order():
    state = table(2, "J♣ J♦")
    assert explain(state, "J♦ J♣").legal
    assert apply(state, "J♦ J♣").outcome.winner == 0


def test_z_jacks_out_after_a_draw_under_after_draw_any():
    state = apply(table(2, "J♠", deck="J♦ 6♣", after_draw="any"), "draw")
    allowed(state, "J♠ J♦", "Z-JACKS-OUT")
    assert apply(state, "J♠ J♦").is_over


def test_z_jacks_out_not_after_a_draw_under_after_draw_drawn():
    """Not allowed after a draw under after_draw="drawn" (stated in Z-JACKS-OUT; refused under Z-AFTER-DRAW)."""
    state = apply(table(2, "J♠", deck="J♦ 6♣", after_draw="drawn"), "draw")
    assert not any(isinstance(a, PlayJacks) for a in legal_actions(state))
    refused(state, "J♠ J♦", "Z-AFTER-DRAW")
    assert apply(state, "J♦>♥").hands[0] == hand("J♠")  # the drawn jack alone may still be played


def test_z_jacks_out_not_after_a_draw_under_after_draw_none():
    state = apply(table(2, "J♠", deck="J♦ 6♣", after_draw="none"), "draw")
    assert state.to_move == 1 and state.hands[0] == hand("J♠ J♦")


# --- Z-POINTS ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("card, points", [("6♠", 6), ("7♣", 7), ("8♥", 8), ("9♦", 0), ("10♠", 10), ("Q♥", 3),
                                          ("K♠", 4), ("K♥", 4), ("A♦", 11), ("J♣", 2)])
def test_z_points_card_values(card, points):
    assert card_points(Card.parse(card)) == points


@pytest.mark.parametrize("nine", [0, 5, 20])
def test_z_points_nine_points_option(nine):
    rules = Rules(nine_points=nine) if nine else Rules()
    assert card_points(Card.parse("9♠"), rules=rules) == nine
    assert hand_points("9♠ 9♥ 6♦", rules=rules) == 2 * nine + 6


@pytest.mark.parametrize("nine", [0, 9])
def test_z_points_each_other_player_scores_his_hand(nine):
    rules = Rules(players=3, nine_points=nine)
    state = position(hands=["10♥", "6♠ 7♠ 8♠ 9♠", "10♣ Q♣ K♣ A♣"], top="9♥", rules=rules)
    assert apply(state, "10♥").outcome.points == (0, 21 + nine, 28)


@pytest.mark.parametrize("value", [-1, 21, "0", 1.5])
def test_z_points_nine_points_option_refuses_out_of_range(value):
    with pytest.raises(RulesError, match="Z-POINTS"):
        Rules(nine_points=value)


def test_z_points_an_empty_hand_scores_nothing():
    """A waiting player (empty hand) when someone else goes out scores 0."""
    state = position(hands=["", "10♥", "7♦"], top="9♥", to_move=1)
    assert apply(state, "10♥").outcome.points == (0, 0, 7)


# --- Z-JACK-POINTS -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("cards, points", [("J♥", 20), ("J♥ J♠", 40), ("J♠ J♣ J♥", 60), ("J♥ 6♠", 8),
                                           ("J♥ J♠ 9♦", 4)])
def test_z_jack_points_two_or_twenty_each_in_a_hand_of_jacks_only(cards, points):
    assert hand_points(cards) == points


def test_z_jack_points_in_a_scored_round():
    state = position(hands=["10♥", "J♠ J♣", "J♦ 6♠"], top="9♥")
    assert apply(state, "10♥").outcome.points == (0, 40, 8)


# --- Z-MULTIPLIER ------------------------------------------------------------------------------------------------

JACK_FINISHES = {1: "J♠>♥", 2: "J♠ J♣", 3: "J♠ J♣ J♥", 4: "J♠ J♣ J♥ J♦"}


@pytest.mark.parametrize("multipliers", [(2, 4, 6, 8), (2, 4, 8, 16)])
@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_z_multiplier_losers_points_times_the_jack_count(count, multipliers):
    rules = Rules(players=2) if multipliers == (2, 4, 6, 8) else Rules(players=2, jack_multipliers=multipliers)
    assert rules.jack_multipliers == multipliers
    finish = JACK_FINISHES[count]
    state = position(hands=[finish.split(">")[0], "6♠ Q♦"], top="9♦", rules=rules)
    assert apply(state, finish).outcome.points == (0, 9 * multipliers[count - 1])


def test_z_multiplier_worked_example():
    """Anna: J♣ J♦ (×4); Boris 9♠ Q♥ A♦ → 56; Vera J♥ → 80; Anna 0."""
    state = position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥")
    assert apply(state, "J♣ J♦").outcome.points == (0, 56, 80)
    assert score_round([(), parse_cards("9♠ Q♥ A♦"), parse_cards("J♥")], winner=0,
                       finish=parse_cards("J♣ J♦")) == (0, 56, 80)


def test_z_multiplier_not_for_other_finishes():
    state = position(hands=["10♥", "6♠ Q♦", "J♥"], top="9♥")
    assert apply(state, "10♥").outcome.points == (0, 9, 20)


@pytest.mark.parametrize("value", [(2, 4, 6), (2, 4, 6, 0), [2, 4, 6, 8, 10], "2468"])
def test_z_multiplier_option_refuses_bad_tables(value):
    with pytest.raises(RulesError, match="Z-MULTIPLIER"):
        Rules(jack_multipliers=value)


# --- Z-QUEEN -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("card, top, points", [("Q♠", "9♠", -20), ("Q♥", "9♥", -10), ("Q♣", "9♣", -10),
                                               ("Q♦", "Q♠", -10), ("K♠", "9♠", 0), ("10♥", "9♥", 0)])
def test_z_queen_the_winners_score(card, top, points):
    state = apply(position(hands=[card, "6♠ 7♦"], top=top), card)
    assert state.outcome.points == (points, 13)


def test_z_queen_the_finish_after_a_queen_is_what_counts():
    """A queen played earlier in the round does not count; only the last card does."""
    state = apply(position(hands=["Q♠ 10♠", "K♠ 7♦"], top="9♠"), "Q♠")
    state = apply(apply(state, "K♠"), "10♠")
    assert state.outcome.finish == (Card.parse("10♠"),) and state.outcome.points == (0, 7)


# --- Z-TOTAL -----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("total, points, after", [(0, 30, 30), (30, 56, 86), (10, -20, -10), (-10, -20, -30)])
def test_z_total_adds_round_points_and_can_go_negative(total, points, after):
    assert tally(total, "Ж", points) == (after, "Ж")


# --- Z-LETTER ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("letters, earned", [("", "Ж"), ("Ж", "ЖО"), ("ЖО", "ЖОР"), ("ЖОР", "ЖОРА")])
def test_z_letter_above_100_earns_the_next_letter_and_resets(letters, earned):
    assert tally(95, letters, 6) == (0, earned)
    assert tally(0, len(letters), 101) == (0, len(earned))


@pytest.mark.parametrize("points", [150, 201, 400])
def test_z_letter_at_most_one_letter_per_round(points):
    assert tally(50, "Ж", points) == (0, "ЖО")


def test_z_letter_letters_come_in_order():
    assert LETTERS == "ЖОРА"
    with pytest.raises(NotationError, match="Z-LETTER"):
        tally(0, "О", 10)


# --- Z-BURN ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("total, points", [(90, 10), (0, 100), (-20, 120), (44, 56)])
def test_z_burn_exactly_100_resets_without_a_letter(total, points):
    assert tally(total, "Ж", points) == (0, "Ж")


def test_z_burn_99_is_kept():
    assert tally(90, "", 9) == (99, "")


# --- Z-KEEP ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("total, points", [(-20, 0), (-80, -20), (0, -150)])
def test_z_keep_letters_are_never_taken_back(total, points):
    assert tally(total, "ЖО", points) == (total + points, "ЖО")


# --- Z-END -------------------------------------------------------------------------------------------------------

def test_z_end_source_example_zho_minus_20_ranks_below_zh_99():
    assert ranking([(-20, "ЖО"), (99, "Ж")]) == [1, 0]


def test_z_end_fewer_letters_then_lower_total():
    assert ranking([(50, "Ж"), (30, "Ж"), (90, ""), (-40, "ЖОР")]) == [2, 1, 0, 3]
    assert ranking([(50, 1), (30, 1), (90, 0)]) == [2, 1, 0]


def test_z_end_four_letters_rank_last():
    assert ranking([(-90, "ЖОРА"), (99, "ЖОР"), (0, "ЖОРА")]) == [1, 0, 2]


def test_z_end_ties_keep_seat_order():
    assert ranking([(10, "Ж"), (10, "Ж"), (10, "Ж")]) == [0, 1, 2]
