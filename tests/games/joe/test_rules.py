"""Joe in Queens Squared, rule by rule: one or more tests per JQ- id and both readings of every option, from
readable positions, checking verdicts' rule ids, events and outcomes; bad input is refused with the specific
error and the state is left as it was."""

from __future__ import annotations

import copy
import random

import pytest

from russian_text import latin_words, visible_text
from zhora_core import games
from zhora_core.cards import Card, parse_cards
from zhora_core.errors import IllegalActionError, NotationError, PositionError, RulesError
from zhora_core.joe import (DRAW, GAME, RULE_IDS, Game, HeuristicBot, Phase, Play, PlayQueens, Rules,
                            VALUE, apply, candidates, determinize, explain, legal_actions, new_round, parse_action,
                            position, record)
from zhora_core.joe import events as ev
from zhora_core.protocol import Termination


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def names(actions) -> list[str]:
    return [str(a) for a in actions]


def kinds(state) -> list[str]:
    return [type(e).__name__ for e in state.events]


def refused(state, action, rule: str, **kw) -> IllegalActionError:
    """Apply must refuse ``action`` citing ``rule`` and leave ``state`` as it was."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalActionError, match=rule) as caught:
        apply(state, action, **kw)
    assert caught.value.verdict.rule == rule and not caught.value.verdict.legal
    assert state == before
    return caught.value


def test_the_registry_finds_joe_and_its_rule_ids():
    # Each rule id has a test named after it: tests/shared/test_rule_catalogue.py.
    assert RULE_IDS == GAME.rule_ids and games.spec("joe") is GAME



# --- JQ-PLAYERS -----------------------------------------------------------------------------------------------

def test_jq_players_two_to_ten_and_the_ace_is_lowest():
    for bad in (1, 11, True, "4", 4.0):
        with pytest.raises(RulesError, match="JQ-PLAYERS") as caught:
            Rules(players=bad)
        assert caught.value.rule == "JQ-PLAYERS"
    assert [VALUE[c] for c in cards("A♠ 2♠ 10♠ J♠ Q♠ K♠")] == [1, 2, 10, 11, 12, 13]
    assert position(hands=["K♠ A♠ 7♥", "2♣"], top="9♦").hands[0] == cards("A♠ 7♥ K♠")


@pytest.mark.parametrize("players", [2, 10])
def test_jq_players_both_ends_deal_from_52_cards(players):
    state = new_round(Rules(players=players), seed=3)
    assert [len(h) for h in state.hands] == [5] * players
    assert len(state.deck) == 52 - 5 * players - 1 and sorted(state.cards()) == sorted(GAME_DECK)
    assert len(set(state.cards())) == 52


GAME_DECK = tuple(Card.parse(f"{r}{s}") for s in "♠♣♥♦" for r in ("A", *range(2, 11), "J", "Q", "K"))


def test_jq_players_position_refuses_jokers_duplicates_and_bad_seats():
    for kwargs, rule in [(dict(hands=["RJ 7♠", "2♣"], top="9♦"), "JQ-PLAYERS"),
                         (dict(hands=["7♠ 7♠", "2♣"], top="9♦"), "JQ-PLAYERS"),
                         (dict(hands=["7♠", "2♣"], top="7♠"), "JQ-PLAYERS"),
                         (dict(hands=["7♠", "2♣"], top="9♦", to_move=2), "JQ-PLAYERS"),
                         (dict(hands=["7♠", "2♣"], top="9♦", to_move=True), "JQ-PLAYERS"),
                         (dict(hands=["7♠", "2♣"], top="9♦", dealer="1"), "JQ-PLAYERS")]:
        with pytest.raises(PositionError) as caught:
            position(**kwargs)
        assert caught.value.rule == rule
    with pytest.raises(RulesError, match="JQ-PLAYERS"):
        position(hands=["7♠"], top="9♦")
    with pytest.raises(RulesError, match="JQ-PLAYERS"):
        position(hands=["7♠", "8♠"], top="9♦", rules=Rules(players=3))
    with pytest.raises(NotationError):
        position(hands=["7♠ 11♥", "2♣"], top="9♦")


# --- JQ-DEAL --------------------------------------------------------------------------------------------------

def test_jq_deal_one_card_at_a_time_from_the_dealers_left_the_fifth_face_up():
    stacked = "2♠ 3♠ 4♠ 2♥ 3♥ 4♥ 2♦ 3♦ 4♦ 5♠ 5♥ 5♦ 6♠ 7♥ 8♦ 9♣"
    state = new_round(Rules(players=3), dealer=1, seed=0, deck=stacked)
    # seat 2 is left of the dealer and gets the first card, then seat 0, then the dealer (seat 1)
    assert state.hands[2] == cards("2♠ 2♥ 2♦ 5♠ 6♠")
    assert state.hands[0] == cards("3♠ 3♥ 3♦ 5♥ 7♥")
    assert state.hands[1] == cards("4♠ 4♥ 4♦ 5♦ 8♦")
    assert state.top == Card.parse("9♣") and not state.pile and len(state.deck) == 52 - 16
    face_up = [(e.seat, str(e.card)) for e in state.events if isinstance(e, ev.Shown) and e.rule == "JQ-DEAL"]
    assert face_up == [(2, "6♠"), (0, "7♥"), (1, "8♦")]
    assert isinstance(state.events[0], ev.Dealt) and state.events[0].rule == "JQ-DEAL"
    assert state.view(0).shown == (cards("7♥"), cards("8♦"), cards("6♠"))


def test_jq_deal_the_dealer_rotates_each_game_also_after_a_game_without_winner():
    game = Game(Rules(players=3, max_turns=10), seed=5, first_dealer=2)
    dealers = []
    while True:
        dealers.append(game.dealer)
        state = game.state
        while state.outcome is None:
            state = game.play(legal_actions(state)[-1])  # always draw: the round stalls at max_turns
        assert state.outcome.termination is Termination.STALEMATE
        if game.is_over:
            break
        game.next_round()
    assert dealers == [2, 0, 1] and game.is_over and game.winner is None
    with pytest.raises(RulesError):
        game.next_round()


def test_jq_deal_refuses_a_bad_dealer_seed_or_stacked_deck():
    with pytest.raises(RulesError, match="JQ-DEAL"):
        new_round(Rules(), dealer=4)
    with pytest.raises(RulesError):
        new_round(Rules(), seed="7")
    with pytest.raises(PositionError, match="JQ-PLAYERS"):
        new_round(Rules(), deck="7♠ 7♠")


# --- JQ-FIRST -------------------------------------------------------------------------------------------------

def test_jq_first_the_highest_face_up_card_moves_first():
    # dealer 0; face-up (5th round) cards: seat 1 J♠, seat 2 9♥, seat 0 K♦
    stacked = "2♠ 2♥ 2♦ 3♠ 3♥ 3♦ 4♠ 4♥ 4♦ 5♠ 5♥ 5♦ J♠ 9♥ K♦"
    state = new_round(Rules(players=3), dealer=0, seed=1, deck=stacked)
    assert state.to_move == 0
    assert state.events[-2] == ev.FirstPlayer(0, "highest") and state.events[-2].rule == "JQ-FIRST"
    assert not [e for e in state.events if isinstance(e, ev.Shown) and e.rule == "JQ-FIRST"]


def test_jq_first_tied_players_show_their_face_down_cards_in_dealt_order_and_the_ace_is_low():
    # seats 1 and 2 tie on K; their first face-down cards are A♠ and 2♥ (the ace is lowest), so seat 2 starts
    stacked = "A♠ 2♥ 9♦ 3♠ 3♥ 3♦ 4♠ 4♥ 4♦ 5♠ 5♥ 5♦ K♠ K♥ 8♦"
    state = new_round(Rules(players=3), dealer=0, seed=1, deck=stacked)
    assert state.to_move == 2
    shown = [(e.seat, str(e.card)) for e in state.events if isinstance(e, ev.Shown) and e.rule == "JQ-FIRST"]
    assert shown == [(1, "A♠"), (2, "2♥")]
    assert state.view(0).shown[1] == cards("A♠ K♠") and state.view(0).shown[0] == cards("8♦")


def test_jq_first_still_tied_the_player_nearest_the_dealers_left():
    # seats 2 and 0 (dealer 1) tie on every card; seat 2 is the dealer's left
    stacked = "2♠ 2♥ 9♦ 3♠ 3♥ 8♦ 4♠ 4♥ 7♦ 5♠ 5♥ 6♦ K♠ K♥ 10♦"
    state = new_round(Rules(players=3), dealer=1, seed=1, deck=stacked)
    assert state.to_move == 2 and state.events[-2] == ev.FirstPlayer(2, "nearest")
    assert sum(isinstance(e, ev.Shown) and e.rule == "JQ-FIRST" for e in state.events) == 8


def test_jq_first_only_the_player_to_move_may_act():
    state = position(hands=["7♠ 8♥", "9♣"], top="5♦")
    verdict = explain(state, "9♣", seat=1)
    assert not verdict and verdict.rule == "JQ-FIRST" and "seat 0" in verdict.reason
    refused(state, "9♣", "JQ-FIRST", seat=1)
    for bad in ("1", True, 1.0, 2, -1):
        with pytest.raises(PositionError, match="JQ-PLAYERS"):
            apply(state, "8♥", seat=bad)
        with pytest.raises(PositionError):
            explain(state, "8♥", seat=bad)
    assert apply(state, "8♥", seat=0).top == Card.parse("8♥")


# --- JQ-STARTER -----------------------------------------------------------------------------------------------

def test_jq_starter_the_top_reserve_card_starts_the_pile():
    stacked = "2♠ 2♥ 3♠ 3♥ 4♠ 4♥ 5♠ 5♥ K♠ K♥ 7♣ 8♣"
    state = new_round(Rules(players=2), dealer=0, seed=1, deck=stacked)
    assert state.top == Card.parse("7♣") and state.deck[0] == Card.parse("8♣") and state.pile == ()
    assert state.events[-1] == ev.StarterTurned(Card.parse("7♣")) and state.events[-1].rule == "JQ-STARTER"


# --- JQ-BEAT --------------------------------------------------------------------------------------------------

BEAT_CASES = [  # card, top, legal, verdict key
    ("J♥", "10♠", True, "joe.beat_higher"),       # rule 1: another suit, higher
    ("9♥", "10♠", False, "joe.no_beat_other"),
    ("4♠", "10♠", True, "joe.beat_lower"),        # rule 2: the same suit, lower
    ("A♠", "10♠", True, "joe.beat_lower"),
    ("J♠", "10♠", False, "joe.no_beat_same"),
    ("A♥", "K♠", True, "joe.beat_ace"),           # rule 3: an ace on J, Q, K of any suit
    ("A♦", "J♣", True, "joe.beat_ace"),
    ("A♥", "10♠", False, "joe.no_beat_other"),
    ("10♦", "10♠", True, "joe.beat_equal"),       # rule 4: the same value
]


@pytest.mark.parametrize("card, top, legal, key", BEAT_CASES)
def test_jq_beat_the_four_rules(card, top, legal, key):
    state = position(hands=[card + " 3♣", "2♦"], top=top, deck="5♣")
    verdict = explain(state, card)
    assert (verdict.legal, verdict.rule, verdict.key) == (legal, "JQ-BEAT", key)
    assert (parse_action(card) in legal_actions(state)) == legal
    assert verdict.text("ru") and not latin_words(verdict.text("ru"))
    if legal:
        after = apply(state, card)
        assert after.top == Card.parse(card) and after.pile == (Card.parse(top),) and after.to_move == 1
        assert after.events[0] == ev.Played(0, Card.parse(card), "JQ-BEAT")
    else:
        refused(state, card, "JQ-BEAT")


def test_jq_beat_equal_value_is_played_and_its_player_draws_one():
    state = position(hands=["10♦ 3♣", "2♦"], top="10♠", deck="5♣ 6♣")
    after = apply(state, "10♦")
    assert after.hands[0] == cards("3♣ 5♣") and after.deck == cards("6♣") and after.equal_draws == 1
    assert kinds(after) == ["Played", "EqualDraw"] and after.events[1].rule == "JQ-BEAT"
    # as the last card it does not win: the draw comes first
    last = apply(position(hands=["10♦", "2♦"], top="10♠", deck="5♣"), "10♦")
    assert last.outcome is None and last.hands[0] == cards("5♣")
    # with the reserve empty, the old top card is restocked and drawn
    dry = apply(position(hands=["10♦", "2♦"], top="10♠"), "10♦")
    assert dry.outcome is None and dry.hands[0] == cards("10♠") and kinds(dry) == ["Played", "Restocked", "EqualDraw"]


@pytest.mark.parametrize("reading", ["any_suit", "same_suit"])
def test_jq_beat_ace_beats_faces_both_readings(reading):
    rules = Rules(players=2, ace_beats_faces=reading)
    state = position(hands=["A♥ A♠", "2♦"], top="K♠", rules=rules)
    other = explain(state, "A♥")
    same = explain(state, "A♠")
    assert same.legal and same.key == "joe.beat_lower"  # rule 2 covers an ace on a face of its own suit
    if reading == "any_suit":
        assert other.legal and other.key == "joe.beat_ace"
        assert names(legal_actions(state)) == ["A♠", "A♥", "draw"]
    else:
        assert not other.legal and other.key == "joe.no_beat_ace" and other.rule == "JQ-BEAT"
        assert names(legal_actions(state)) == ["A♠", "draw"]
    with pytest.raises(RulesError, match="JQ-BEAT"):
        Rules(ace_beats_faces="never")


def test_jq_beat_a_card_not_held_is_refused():
    state = position(hands=["7♠", "2♦"], top="5♣")
    verdict = explain(state, "9♥")
    assert not verdict and verdict.rule == "JQ-BEAT" and verdict.key == "joe.not_held"
    refused(state, "9♥", "JQ-BEAT")


# --- JQ-STALL -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("max_turns", [10, 1000])
def test_jq_stall_a_round_reaching_max_turns_ends_without_a_winner(max_turns):
    rules = Rules(players=2, max_turns=max_turns)
    state = position(hands=["7♠ 8♠", "9♣ 10♣"], top="5♦", deck=" ".join(
        f"{r}{s}" for s in "♥" for r in ("A", 2, 3, 4, 6, 7, 8, 9, 10, "J", "Q", "K")), rules=rules)
    for _ in range(12):
        if state.outcome is None:
            state = apply(state, DRAW)
    assert (state.outcome is not None) == (max_turns == 10) and state.turns == min(12, max_turns)
    state = position(hands=["7♠ 8♠", "9♣ 10♣"], top="5♦", rules=rules, turns=max_turns - 1)
    over = apply(state, DRAW)
    assert over.outcome.termination is Termination.STALEMATE and over.outcome.winner is None
    assert over.outcome.points == (2, 2) and over.outcome.ending == "stalemate"
    assert over.events[-1] == ev.Stalemate(max_turns) and over.events[-1].rule == "JQ-STALL"
    assert legal_actions(over) == () and explain(over, "7♠").rule == "JQ-STALL"
    with pytest.raises(PositionError, match="JQ-STALL"):
        position(hands=["7♠", "9♣"], top="5♦", rules=rules, turns=max_turns)
    with pytest.raises(RulesError, match="JQ-STALL"):
        Rules(max_turns=5)


def test_jq_stall_random_rounds_never_run_past_max_turns():
    rules = Rules(players=3, max_turns=40)
    for seed in range(20):
        state, rng = new_round(rules, seed=seed), random.Random(seed)
        while state.outcome is None:
            state = apply(state, rng.choice(legal_actions(state)))
        assert state.turns <= 40


# --- JQ-DRAW --------------------------------------------------------------------------------------------------

def test_jq_draw_a_player_who_cannot_or_will_not_play_draws_one_and_the_turn_passes():
    state = position(hands=["7♠ 2♥", "9♣", "8♣"], top="5♦", deck="K♣ Q♣")
    assert "7♠" in names(legal_actions(state)) and legal_actions(state)[-1] is DRAW
    verdict = explain(state, "draw")
    assert verdict.legal and verdict.rule == "JQ-DRAW" and verdict.key == "joe.draw_ok"
    after = apply(state, "draw")
    assert after.hands[0] == cards("2♥ 7♠ K♣") and after.to_move == 1 and after.deck == cards("Q♣")
    assert after.events == (ev.Drew(0, Card.parse("K♣"), "JQ-DRAW"),) and after.draws == 1
    cannot = position(hands=["2♥", "9♣"], top="5♦", deck="K♣")
    assert legal_actions(cannot) == (DRAW,)


def test_jq_draw_with_nothing_to_draw_the_turn_just_passes():
    state = position(hands=["2♥", "9♣"], top="5♦")
    verdict = explain(state, DRAW)
    assert verdict.legal and verdict.rule == "JQ-DRAW" and verdict.key == "joe.draw_dry"
    after = apply(state, DRAW)
    assert after.hands == state.hands and after.to_move == 1 and after.events == (ev.Drew(0, None, "JQ-DRAW"),)


# --- JQ-RESTOCK -----------------------------------------------------------------------------------------------

def test_jq_restock_the_pile_under_the_top_becomes_the_reserve_unshuffled():
    state = position(hands=["2♥", "9♣"], top="5♦", pile="2♠ 3♠ 4♠")
    after = apply(state, DRAW)
    assert after.top == Card.parse("5♦") and after.pile == ()
    assert after.hands[0] == cards("2♠ 2♥") and after.deck == cards("3♠ 4♠") and after.restocks == 1
    assert after.events == (ev.Restocked(3), ev.Drew(0, Card.parse("2♠"), "JQ-DRAW"))
    assert after.events[0].rule == "JQ-RESTOCK"
    assert after.events[0].text("ru") == "резерв пуст: 3 карты из-под верхней карты сброса становятся резервом, без тасовки"
    assert ev.Restocked(1).text("ru").startswith("резерв пуст: 1 карта из-под верхней карты сброса становится")
    assert ev.Restocked(5).text("ru").startswith("резерв пуст: 5 карт ")
    assert ev.Restocked(1).text() == "the reserve is empty: the 1 card under the top discard becomes the reserve, not shuffled"


def test_jq_restock_also_for_the_draw_after_an_equal_value():
    after = apply(position(hands=["5♠ 2♥", "9♣"], top="5♦", pile="3♠ 4♠"), "5♠")
    assert kinds(after) == ["Played", "Restocked", "EqualDraw"]
    assert after.hands[0] == cards("2♥ 3♠") and after.deck == cards("4♠ 5♦") and after.top == Card.parse("5♠")


# --- JQ-QUEENS ------------------------------------------------------------------------------------------------

def test_jq_queens_two_queens_go_on_any_top_card():
    state = position(hands=["Q♥ Q♦ 3♣", "J♣ 2♦", "9♣"], top="K♠")
    assert not explain(state, "Q♥") and not explain(state, "Q♦")  # neither beats K♠ alone
    verdict = explain(state, "Q♦ Q♥")
    assert verdict.legal and verdict.rule == "JQ-QUEENS"
    assert names(legal_actions(state)) == ["Q♥ Q♦", "draw"]
    after = apply(state, "Q♥ Q♦")
    assert after.phase is Phase.JOE and after.queens_by == 0 and after.to_move == 1
    assert after.top == Card.parse("Q♦") and after.pile == cards("K♠ Q♥") and after.queens == 1
    assert after.events == (ev.PlayedQueens(0, cards("Q♥ Q♦")),) and after.events[0].rule == "JQ-QUEENS"


def test_jq_queens_any_two_of_three_and_only_queens():
    state = position(hands=["Q♠ Q♥ Q♦", "2♦"], top="3♣")
    pairs = [a for a in legal_actions(state) if isinstance(a, PlayQueens)]
    assert names(pairs) == ["Q♠ Q♥", "Q♠ Q♦", "Q♥ Q♦"]
    for text in ("7♠ 8♠", "Q♠ Q♠", "Q♠ Q♥ Q♦"):
        with pytest.raises(NotationError, match="JQ-QUEENS"):
            parse_action(text)
    for action, key in [(PlayQueens(cards("Q♠ 7♥")), "joe.queens_only"), (PlayQueens(cards("Q♠")), "joe.queens_two"),
                        (PlayQueens(cards("Q♠ Q♣")), "joe.not_held")]:
        verdict = explain(state, action)
        assert not verdict and verdict.rule == "JQ-QUEENS" and verdict.key == key
    refused(state, PlayQueens(cards("Q♠ Q♣")), "JQ-QUEENS")


def test_jq_queens_going_out_with_two_queens_wins():
    after = apply(position(hands=["Q♣ Q♦", "2♦ 5♥"], top="K♠"), "Q♣ Q♦")
    assert after.outcome.winner == 0 and after.outcome.ending == "queens" and after.outcome.finish == cards("Q♣ Q♦")
    assert after.phase is Phase.OVER and after.queens_by is None


# --- JQ-JOE ---------------------------------------------------------------------------------------------------

def test_jq_joe_after_two_queens_only_a_jack_or_a_draw():
    state = apply(position(hands=["Q♥ Q♦ 3♣", "J♣ K♦ 2♦", "9♦"], top="K♠", deck="4♥ 5♥"), "Q♥ Q♦")
    assert names(legal_actions(state)) == ["J♣", "draw"]
    verdict = explain(state, "K♦")
    assert not verdict and verdict.rule == "JQ-JOE" and verdict.key == "joe.only_jack"
    refused(state, "K♦", "JQ-JOE")
    assert explain(state, "draw").rule == "JQ-JOE"
    jack = apply(state, "J♣")
    assert jack.phase is Phase.TURN and jack.queens_by is None and jack.to_move == 2 and jack.top == Card.parse("J♣")
    assert jack.events[0] == ev.Played(1, Card.parse("J♣"), "JQ-JOE")
    # the next player must beat the jack by JQ-BEAT
    assert explain(jack, "9♦").rule == "JQ-BEAT" and not explain(jack, "9♦")


def test_jq_joe_when_nobody_plays_a_jack_the_queens_player_puts_any_card_on_them():
    state = apply(position(hands=["Q♥ Q♦ 3♣ 4♣", "K♦ 2♦", "9♣"], top="K♠", deck="4♥ 5♥ 6♥"), "Q♥ Q♦")
    state = apply(state, DRAW)
    assert state.phase is Phase.JOE and state.events[0].rule == "JQ-JOE"
    state = apply(state, DRAW)
    assert state.phase is Phase.ON_QUEENS and state.to_move == 0
    assert state.events[-1] == ev.QueensBack(0) and state.events[-1].rule == "JQ-JOE"
    assert names(legal_actions(state)) == ["3♣", "4♣", "draw"]
    assert explain(state, "3♣").rule == "JQ-JOE" and explain(state, "3♣").key == "joe.on_queens_ok"
    played = apply(state, "3♣")
    assert played.phase is Phase.TURN and played.queens_by is None and played.to_move == 1
    assert played.events[0] == ev.Played(0, Card.parse("3♣"), "JQ-JOE")
    drew = apply(state, DRAW)
    assert drew.phase is Phase.TURN and drew.queens_by is None and drew.top == Card.parse("Q♦")
    assert drew.events[0].rule == "JQ-JOE"


def test_jq_joe_with_two_players_the_turn_comes_back_at_once_and_no_more_queens():
    state = apply(position(hands=["Q♥ Q♦ Q♣ 3♣", "K♦ Q♠"], top="K♠", deck="4♥"), "Q♥ Q♦")
    assert not explain(state, "K♦")
    back = apply(state, DRAW)
    assert back.phase is Phase.ON_QUEENS and back.to_move == 0
    verdict = explain(back, PlayQueens(cards("Q♣ Q♦")))
    assert not verdict and verdict.rule == "JQ-QUEENS"  # Q♦ is on the table
    on = position(hands=["Q♣ Q♥ 3♣", "K♦ 4♥"], top="Q♦", pile="K♠ Q♠", to_move=0, phase="on_queens", queens_by=0)
    verdict = explain(on, "Q♣ Q♥")
    assert not verdict and verdict.rule == "JQ-JOE" and verdict.key == "joe.queens_on_queens"
    joe = position(hands=["Q♣ Q♥ 3♣", "K♦ 4♥"], top="Q♦", pile="K♠ Q♠", to_move=0, phase="joe", queens_by=1)
    assert explain(joe, "Q♣ Q♥").key == "joe.queens_after_queens"


def test_jq_joe_positions_are_checked():
    with pytest.raises(PositionError, match="JQ-JOE"):
        position(hands=["3♣", "4♥"], top="K♦", phase="joe", queens_by=1)
    with pytest.raises(PositionError, match="JQ-JOE"):
        position(hands=["3♣", "4♥"], top="Q♦", phase="joe", queens_by=0, to_move=0)
    with pytest.raises(PositionError, match="JQ-JOE"):
        position(hands=["3♣", "4♥"], top="Q♦", queens_by=1)
    with pytest.raises(PositionError):
        position(hands=["3♣", "4♥"], top="Q♦", phase="over")


# --- JQ-WIN ---------------------------------------------------------------------------------------------------

def test_jq_win_the_first_to_empty_his_hand_wins():
    state = position(hands=["K♥", "2♠ 3♠", "4♦"], top="5♣")
    over = apply(state, "K♥")
    assert over.outcome.termination is Termination.OUT and over.outcome.winner == 0
    assert over.outcome.points == (0, 2, 1) and over.outcome.ending == "beat" and over.outcome.finish == cards("K♥")
    assert over.events[-1] == ev.Won(0) and over.events[-1].rule == "JQ-WIN"
    assert legal_actions(over) == () and explain(over, "2♠").rule == "JQ-WIN"
    refused(over, "2♠", "JQ-WIN")
    assert record(over) == {"ending": "beat", "winner": 0, "turns": 1, "draws": 0, "equal_draws": 0,
                            "restocks": 0, "queens": 0, "countdowns": 0, "cards_left": 3}
    with pytest.raises(PositionError, match="JQ-WIN"):
        position(hands=["", "2♠"], top="5♣")
    with pytest.raises(RulesError):
        record(state)


def test_jq_win_by_a_jack_on_the_queens_or_a_card_on_them():
    joe = position(hands=["3♣", "J♦"], top="Q♦", pile="K♠ Q♠", to_move=1, phase="joe", queens_by=0)
    assert apply(joe, "J♦").outcome.ending == "jack"
    on = position(hands=["3♣", "J♦ 4♦"], top="Q♦", pile="K♠ Q♠", to_move=0, phase="on_queens", queens_by=0)
    assert apply(on, "3♣").outcome.ending == "on_queens"


# --- JQ-OPEN --------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("open_hands", [False, True])
def test_jq_open_hands_both_readings(open_hands):
    state = new_round(Rules(players=3, open_hands=open_hands), seed=4)
    view = state.view(1)
    assert view.hand == state.hands[1] and not hasattr(view, "hands")
    if open_hands:
        assert view.shown == state.hands
    else:
        assert all(len(s) == 1 and s[0] in h for s, h in zip(view.shown, state.hands))  # the face-up cards
    with pytest.raises(RulesError, match="JQ-OPEN"):
        Rules(open_hands="yes")


def test_jq_open_a_shown_card_is_forgotten_once_played():
    state = position(hands=["7♠ 9♥", "2♦ 3♦"], top="8♦", shown=["9♥", ""])
    assert state.view(1).shown == (cards("9♥"), ())
    after = apply(state, "9♥")
    assert after.view(1).shown == ((), ())
    with pytest.raises(PositionError, match="JQ-DEAL"):
        position(hands=["7♠", "2♦"], top="8♦", shown=["9♥", ""])


@pytest.mark.parametrize("phase, queens_by, rules, says", [
    ("joe", 1, Rules(players=2), ("only a jack (Joe)", "только валет (Джо)")),
    ("on_queens", 0, Rules(players=2), ("any card on the queens", "любая карта на дам")),
    ("countdown", None, Rules(players=2, countdown=True), ("a card lower than Q", "карта младше Д")),
])
def test_jq_countdown_and_jq_joe_the_play_table_says_what_each_phase_asks_for(phase, queens_by, rules, says):
    table = GAME.table
    state = position(hands=["4♠ 7♥", "9♦ J♥"], top="Q♦", pile="10♠ Q♣", phase=phase, queens_by=queens_by,
                     rules=rules)
    for lang, text in zip(("en", "ru"), says):
        marks = table.marks(state, lang, False)
        assert len(marks) == 1 and text in visible_text(marks[0])
        assert lang == "en" or not latin_words(visible_text(table.board(state, seat=0, lang=lang)))
    assert table.marks(position(hands=["4♠ 7♥", "9♦ J♥"], top="Q♦", rules=rules), "en", False) == ()


@pytest.mark.parametrize("phase, queens_by, rules, event", [
    ("turn", None, Rules(players=2), ev.ToMove(0, "JQ-FIRST")),
    ("joe", 1, Rules(players=2), ev.ToMove(0, "JQ-JOE")),
    ("on_queens", 0, Rules(players=2), ev.QueensBack(0)),
    ("countdown", None, Rules(players=2, countdown=True), ev.MustFollow(0, 12)),
])
def test_jq_first_the_play_tables_first_line_of_a_position_says_who_is_to_move(phase, queens_by, rules, event):
    table = GAME.table
    state = position(hands=["4♠ 7♥", "9♦ J♥"], top="Q♦", pile="10♠ Q♣", phase=phase, queens_by=queens_by,
                     rules=rules)
    assert table.opening(state) == (event,) and state.events == ()
    assert "seat 0" in event.text() and not latin_words(event.text("ru", names=["Аня", "Боря"]))
    dealt = new_round(rules, seed=1)
    assert table.opening(dealt) == dealt.events

@pytest.mark.parametrize("open_hands", [False, True])
def test_jq_open_the_play_table_shows_the_other_hands_only_under_open_hands(open_hands):
    table = GAME.table
    state = position(hands=["4♠ 7♥", "9♦ J♥"], top="10♠", rules=Rules(players=2, open_hands=open_hands))
    picture = table.board(state, seat=0, reveal=False)
    assert 'title="4 of spades"' in picture and 'title="10 of spades"' in picture
    assert ('title="9 of diamonds"' in picture) is open_hands and ("face-down card" in picture) is not open_hands


# --- JQ-CHALLENGE ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("challenge", [False, True])
def test_jq_challenge_both_readings(challenge):
    state = new_round(Rules(players=2, challenge=challenge), dealer=0, seed=9, deck="2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ K♥")
    if challenge:
        assert state.hands == (cards("3♠"), cards("2♠ 4♠ 5♠ 6♠ 7♠")) and state.top == Card.parse("8♠")
        assert state.to_move == 1 and state.events[0].rule == "JQ-CHALLENGE"
        assert ev.FirstPlayer(1, "challenge", "JQ-CHALLENGE") in state.events
        assert state.view(0).shown == ((), cards("7♠"))
        assert "5 cards" in state.events[0].text() and not latin_words(state.events[0].text("ru"))
    else:
        assert [len(h) for h in state.hands] == [5, 5] and state.top == Card.parse("K♥")
        assert state.events[0].rule == "JQ-DEAL"


def test_jq_challenge_is_for_two_players_only():
    with pytest.raises(RulesError, match="JQ-CHALLENGE") as caught:
        Rules(players=3, challenge=True)
    assert caught.value.rule == "JQ-CHALLENGE"
    assert {o.name: o.requires for o in GAME.options}["challenge"] == {"players": 2}


def test_jq_challenge_random_rounds_keep_the_protocol():
    rules = Rules(players=2, challenge=True)
    for seed in range(10):
        state, rng = new_round(rules, dealer=seed % 2, seed=seed), random.Random(seed)
        dealt = sorted(state.cards())
        while state.outcome is None:
            legal = legal_actions(state)
            for action in candidates(state, state.to_move):
                assert explain(state, action).legal == (action in legal)
            state = apply(state, rng.choice(legal))
            assert sorted(state.cards()) == dealt


# --- JQ-COUNTDOWN ---------------------------------------------------------------------------------------------

def test_jq_countdown_the_same_player_follows_down_while_he_holds_a_lower_card():
    rules = Rules(players=2, countdown=True)
    state = position(hands=["K♥ 9♣ 5♠ 5♦ 3♣", "2♦ 8♠"], top="10♠", deck="4♥", rules=rules)
    after = apply(state, "K♥")
    assert after.phase is Phase.COUNTDOWN and after.to_move == 0
    assert after.events[-1] == ev.MustFollow(0, 13) and after.events[-1].rule == "JQ-COUNTDOWN"
    assert names(legal_actions(after)) == ["3♣", "5♠", "5♦", "9♣"]  # any suit, any lower value; no draw
    verdict = explain(after, DRAW)
    assert not verdict and verdict.rule == "JQ-COUNTDOWN"
    refused(after, DRAW, "JQ-COUNTDOWN")
    assert not explain(after, "K♥") and explain(after, "9♣").key == "joe.countdown_ok"
    after = apply(after, "9♣")
    assert after.phase is Phase.COUNTDOWN and after.countdowns == 1
    after = apply(after, "5♦")
    assert after.phase is Phase.COUNTDOWN and names(legal_actions(after)) == ["3♣"]
    assert not explain(after, "5♠") and explain(after, "5♠").key == "joe.countdown_no"
    after = apply(after, "3♣")
    assert after.outcome is None and after.phase is Phase.TURN and after.to_move == 1
    assert after.hands[0] == cards("5♠") and after.events[0] == ev.Played(0, Card.parse("3♣"), "JQ-COUNTDOWN")


@pytest.mark.parametrize("countdown", [False, True])
def test_jq_countdown_both_readings(countdown):
    state = position(hands=["K♥ 9♣", "2♦ 8♠"], top="10♠", rules=Rules(players=2, countdown=countdown))
    after = apply(state, "K♥")
    if countdown:
        assert after.phase is Phase.COUNTDOWN and after.to_move == 0
        won = apply(after, "9♣")
        assert won.outcome.winner == 0 and won.outcome.ending == "countdown"
    else:
        assert after.phase is Phase.TURN and after.to_move == 1


def test_jq_countdown_after_a_jack_on_the_queens_and_in_positions():
    rules = Rules(players=2, countdown=True)
    joe = position(hands=["3♣ 4♣", "J♦ 4♦ K♠"], top="Q♦", pile="K♣ Q♠", to_move=1, phase="joe", queens_by=0,
                   rules=rules)
    after = apply(joe, "J♦")
    assert after.phase is Phase.COUNTDOWN and names(legal_actions(after)) == ["4♦"]
    assert not explain(after, "Q♠ Q♥").legal
    with pytest.raises(PositionError, match="JQ-COUNTDOWN"):
        position(hands=["3♣", "4♦"], top="9♦", phase="countdown")
    with pytest.raises(PositionError, match="JQ-COUNTDOWN"):
        position(hands=["10♣", "4♦"], top="9♦", phase="countdown", rules=rules)
    with pytest.raises(RulesError, match="JQ-COUNTDOWN"):
        Rules(countdown=1)


# --- options, notation, errors -------------------------------------------------------------------------------

def test_rules_changed_replace_and_from_dict():
    rules = Rules(players=2, challenge=True, countdown=True)
    assert rules.changed() == {"players": 2, "challenge": True, "countdown": True}
    assert Rules.from_dict(rules.changed()) == rules and rules.replace(countdown=False).countdown is False
    with pytest.raises(RulesError):
        Rules.from_dict({"jokers": 2})
    with pytest.raises(RulesError):
        Rules.from_dict([("players", 2)])
    assert [o.name for o in GAME.options] == ["players", "ace_beats_faces", "open_hands", "challenge", "countdown",
                                             "max_turns"]
    assert all(o.rules[0] in RULE_IDS and o.label[1] for o in GAME.options)


def test_notation_reads_back_and_refuses_what_is_no_action():
    for text in ("7♠", "10♥", "Q♠ Q♥", "draw"):
        assert str(parse_action(text)) == text and parse_action(str(parse_action(text))) is parse_action(text)
    assert parse_action("Д♥ Д♠") is parse_action("Q♠ Q♥") and parse_action("Т♦") is Play(Card.parse("A♦"))
    assert parse_action("взять") is DRAW and parse_action(" 7s ") is parse_action("7♠")
    for bad in ("", "11♥", "RJ", "7♠ 8♠", "play", None, 7, "x" * 500):
        with pytest.raises(NotationError) as caught:
            parse_action(bad)
        assert len(str(caught.value)) < 200
    assert copy.deepcopy(parse_action("Q♠ Q♥")) is parse_action("Q♠ Q♥")
    with pytest.raises(AttributeError):
        parse_action("7♠").card = Card.parse("8♠")


def test_candidates_list_every_card_every_pair_of_queens_and_draw():
    state = position(hands=["3♣ Q♠ Q♥", "2♦"], top="K♦")
    assert names(candidates(state, 0)) == ["3♣", "Q♠", "Q♥", "Q♠ Q♥", "draw"]
    assert names(candidates(state, 1)) == ["2♦", "draw"]


def test_russian_texts_have_no_latin_words_and_names_are_used():
    rules = Rules(players=3, countdown=True)
    for seed in range(8):
        state, rng = new_round(rules, seed=seed), random.Random(seed)
        while True:
            for event in state.events:
                assert not latin_words(event.text("ru")), event
                assert event.text("ru", names=["Аня", "Боря", "Вера"])
            if state.outcome is not None:
                break
            for action in candidates(state, state.to_move):
                assert not latin_words(explain(state, action).text("ru"))
            state = apply(state, rng.choice(legal_actions(state)))
    event = ev.Drew(2, Card.parse("7♠"))
    assert event.text("en", names=["Ann", "Bob", "Cy"]) == "Cy draws a card"


# --- the heuristic bot, determinize, the session --------------------------------------------------------------

def test_heuristic_bot_plays_legal_actions_and_says_why_with_a_rule_id():
    bot = HeuristicBot()
    for seed in range(6):
        rules = Rules(players=2 + seed % 3, countdown=seed % 2 == 1)
        state, rng = new_round(rules, seed=seed), random.Random(seed)
        while state.outcome is None:
            view, legal = state.view(state.to_move), legal_actions(state)
            advice = bot.advise(view, legal)
            assert advice.action in legal and advice.rule in RULE_IDS and advice.reason
            assert not latin_words(advice.text("ru"))
            assert bot.choose(view, legal, rng) is advice.action
            state = apply(state, advice.action)
    state = position(hands=["3♠ 9♥ Q♣ Q♦", "A♠ 6♦"], top="10♠")
    assert bot.advise(state.view(0), legal_actions(state)).rule == "JQ-QUEENS"
    last = position(hands=["9♥", "A♠ 6♦"], top="8♠")
    assert bot.advise(last.view(0), legal_actions(last)).rule == "JQ-WIN"


def test_determinize_fits_the_view():
    rules = Rules(players=4)
    state = new_round(rules, seed=11)
    for _ in range(30):
        state = apply(state, random.Random(_).choice(legal_actions(state)))
    view = state.view(2)
    world = determinize(view, random.Random(1))
    assert world.hands[2] == state.hands[2] and tuple(map(len, world.hands)) == view.hand_sizes
    assert world.top == state.top and world.pile == state.pile and len(world.deck) == len(state.deck)
    assert sorted(world.cards()) == sorted(state.cards())
    for seat, shown in enumerate(view.shown):
        assert set(shown) <= set(world.hands[seat])
    assert world.view(2) == view._replace()


def test_game_plays_a_session_with_undo_and_standings():
    game = Game(Rules(players=2), seed=3, names=["Ann", "Bob"], games=2)
    assert game.games == 2 and game.rounds == []
    first = game.state
    game.play(legal_actions(first)[0])
    assert game.undo() is first
    with pytest.raises(RulesError):
        game.undo()
    with pytest.raises(RulesError):
        game.next_round()
    bot, rng = HeuristicBot(), random.Random(0)
    for number in (1, 2):
        state = game.state
        while state.outcome is None:
            state = game.play(bot.choose(state.view(state.to_move), legal_actions(state), rng))
        assert len(game.rounds) == number
        if number == 1:
            dealer = game.dealer
            game.next_round()
            assert game.dealer == (dealer + 1) % 2
    assert game.is_over and sum(game.wins) == 2 and len(game.score_sheet()) == 2
    assert game.ranking()[0] == max(range(2), key=lambda s: (game.wins[s], -game.totals[s]))
    assert game.winner in (None, *range(2)) and "Ann" in repr(game)
    with pytest.raises(RulesError, match="JQ-PLAYERS"):
        Game(Rules(players=2), names=["Ann"])


def test_game_from_position_goes_on_from_it_and_deals_the_next_game_left_of_its_dealer():
    start = position(hands=["4♠ Q♣ Q♦", "J♥ 9♦", "3♣ 5♥"], top="10♠", deck="8♣ 2♦", to_move=1, dealer=2)
    game = Game.from_position(start, seed=5, names=["Ann", "Bob", "Cy"], games=2)
    assert game.state is start and game.dealer == 2 and game.games == 2 and game.rounds == []
    game.play("J♥")
    assert game.undo() is start
    with pytest.raises(RulesError):
        game.undo()
    bot, rng = HeuristicBot(), random.Random(0)
    state = game.state
    while state.outcome is None:
        state = game.play(bot.choose(state.view(state.to_move), legal_actions(state), rng))
    assert len(game.rounds) == 1 and game.rounds[0].dealer == 2 and game.rounds[0].seed == start.seed
    game.next_round()
    assert game.dealer == 0 and len(game.state.cards()) == 52
    finished = apply(position(hands=["4♠", "J♥"], top="10♠"), "4♠")
    for bad in (finished, "not a state"):
        with pytest.raises(RulesError, match="running"):
            Game.from_position(bad)


def test_a_states_repr_is_the_position_call_that_rebuilds_it():
    rules = Rules(players=3, countdown=True)
    for seed in range(6):
        state, rng = new_round(rules, dealer=seed % 3, seed=seed), random.Random(seed)
        while state.outcome is None:
            rebuilt = eval(repr(state), {"position": position, "Rules": Rules})
            table = lambda s: (s.rules, s.phase, s.to_move, s.dealer, s.hands, s.top, s.pile, s.deck, s.queens_by,
                               s.shown)
            assert table(rebuilt) == table(state)
            state = apply(state, rng.choice(legal_actions(state)))
        assert repr(state).startswith("<round over (")


def perft(state, depth: int) -> int:
    """The number of action sequences of ``depth`` from ``state`` (a finished round counts once)."""
    if depth == 0 or state.outcome is not None:
        return 1
    return sum(perft(apply(state, action), depth - 1) for action in legal_actions(state))


@pytest.mark.parametrize("rules, counts", [
    (Rules(players=3), [5, 16, 32, 155, 431]),
    (Rules(players=3, countdown=True, ace_beats_faces="same_suit"), [5, 14, 30, 73, 200]),
])
def test_perft_counts_from_a_fixed_position(rules, counts):
    state = position(hands=["Q♠ Q♥ J♦ 5♣ A♠", "J♣ 9♥ 4♦ K♠", "7♣ 7♦ 2♥"], top="7♠", deck="3♣ 8♦ 10♥ J♠ K♥ 6♦",
                     pile="2♠ 9♣", rules=rules)
    assert [perft(state, depth) for depth in range(1, 6)] == counts


def test_states_and_actions_pickle_and_every_ending_is_listed():
    import pickle

    seen = set()
    for seed in range(30):
        rules = Rules(players=2 + seed % 3, countdown=seed % 2 == 0, max_turns=60 if seed % 5 == 0 else 1000)
        state, rng = new_round(rules, seed=seed), random.Random(seed)
        while state.outcome is None:
            action = rng.choice(legal_actions(state))
            assert pickle.loads(pickle.dumps(action)) is action
            state = apply(state, action)
        assert pickle.loads(pickle.dumps(state)) == state
        seen.add(record(state)["ending"])
    assert seen <= set(GAME.endings) and {"beat", "countdown", "stalemate"} <= seen
