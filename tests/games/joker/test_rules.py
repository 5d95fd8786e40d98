"""Georgian Joker (``zhora_core.joker``): a test named after every JK- rule id, both readings of every option, and
bad input refused with the specific error, citing the rule id, the state unchanged."""

from __future__ import annotations

import copy
import os
import random
import re
import subprocess
import sys
from collections import Counter

import pytest

from russian_text import latin_words
from zhora_core import games, words
from zhora_core.cards import DECK_36, Card, Suit
from zhora_core.errors import IllegalActionError, NotationError, PositionError, RulesError
from zhora_core.joker import (GAME, JOKERS, RULE_IDS, Bid, Game, HeuristicBot, NameTrump, Phase, Play, PlayJoker,
                              Rules, State, apply, candidates, deal_points, determinize, explain, first_dealer,
                              legal_actions, new_round, parse_action, position, premium, pulkas, record, schedule,
                              transcript)
from zhora_core.joker.phrases import MODE_WORDS
from zhora_core.joker.schedule import pulka_of
from zhora_core.joker.sheet import sheet_html
from zhora_core.saving import load, save
from zhora_core.protocol import Termination
from zhora_core.simulate import simulate

C = Card.parse


def texts(actions) -> list[str]:
    return [str(a) for a in actions]


def play_all(state: State, actions) -> State:
    for action in actions:
        state = apply(state, action)
    return state


# --- the table and the spec ------------------------------------------------------------------------------------

def test_rule_ids_are_the_tables_in_order():
    # Each has a test named after it: tests/shared/test_rule_catalogue.py.
    assert RULE_IDS[0] == "JK-DECK" and RULE_IDS[-1] == "JK-WIN" and len(RULE_IDS) == 18


def test_the_registry_finds_joker_and_its_spec_lists_every_option():
    assert "joker" in games.names() and games.spec(Rules()) is GAME
    assert [o.name for o in GAME.options] == ["players", "void_after_high_joker", "high_lead_trumpable",
                                              "strict_joker", "joker_as_six", "scoring", "premium_victims",
                                              "schedule", "khishti", "premium_gain", "low_lead"]
    for option in GAME.options:
        assert option.rules[0] in RULE_IDS and all(option.label)
        for choice in option.choices:
            Rules(**{option.name: choice})
    assert GAME.endings == ("underbid", "overbid") and not GAME.lower_is_better


# --- JK-DECK, JK-PLAYERS, JK-PULKAS, JK-FIRST-DEALER ---------------------------------------------------------------

def test_jk_deck_36_cards_and_the_two_black_sixes_are_jokers():
    assert JOKERS == {C("6♠"), C("6♣")}
    state = new_round(Rules(), seed=3, cards=5)
    assert sorted(state.cards()) == sorted(DECK_36)
    with pytest.raises(NotationError) as error:
        parse_action("5♠")
    assert error.value.rule == "JK-DECK"


def test_jk_deck_a_position_with_a_card_twice_or_outside_the_deck_is_refused():
    with pytest.raises(PositionError, match="duplicate card 7♥") as error:
        position(hands=["7♥", "7♥"], bids=[0, 0])
    assert error.value.rule == "JK-DECK"
    with pytest.raises(PositionError, match="2♥") as error:
        position(hands=["2♥", "7♥"])
    assert error.value.rule == "JK-DECK"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_jk_players_two_three_or_four(players):
    state = new_round(Rules(players=players), seed=1, cards=2)
    assert len(state.hands) == players and all(len(h) == 2 for h in state.hands)


@pytest.mark.parametrize("players", [1, 5, "4", 4.0, True])
def test_jk_players_other_counts_are_refused_naming_the_rule(players):
    with pytest.raises(RulesError) as error:
        Rules(players=players)
    assert error.value.rule == "JK-PLAYERS" and "players" in str(error.value)


@pytest.mark.parametrize("seat", ["1", True, 1.0, 7, -1])
def test_jk_players_a_seat_that_is_no_seat_number_is_refused_as_such(seat):
    state = position(hands=["7♥", "8♥"], bids=[1, 1])
    with pytest.raises(PositionError) as error:
        apply(state, "7♥", seat=seat)
    assert error.value.rule == "JK-PLAYERS"
    with pytest.raises(PositionError):
        explain(state, "7♥", seat=seat)


def test_jk_pulkas_four_pulkas_rising_full_falling_full():
    assert schedule(Rules()) == (*range(1, 9), 9, 9, 9, 9, *range(8, 0, -1), 9, 9, 9, 9)
    assert len(schedule(Rules())) == 24
    three, two = pulkas(Rules(players=3)), pulkas(Rules(players=2))
    assert three == (tuple(range(1, 12)), (12,) * 4, tuple(range(11, 0, -1)), (12,) * 4)
    assert two[0][-1] == 17 and two[1] == (18,) * 4 and len(schedule(Rules(players=2))) == 42
    assert [pulka_of(Rules(), d) for d in (0, 7, 8, 11, 12, 19, 20, 23)] == [0, 0, 1, 1, 2, 2, 3, 3]
    with pytest.raises(RulesError):
        pulka_of(Rules(), 24)


@pytest.mark.parametrize("cards", [0, 10, "3", 2.0])
def test_jk_pulkas_a_deal_is_one_to_the_full_cards_each(cards):
    with pytest.raises(RulesError) as error:
        new_round(Rules(), seed=1, cards=cards)
    assert error.value.rule == "JK-PULKAS"
    assert new_round(Rules(), seed=1).cards_each == 1


def test_jk_first_dealer_by_the_ace():
    seat, shown = first_dealer(4, seed=11)
    assert shown[-1].rank.name == "ACE" and all(c.rank.name != "ACE" for c in shown[1:-1])
    assert seat == (len(shown) - 2) % 4
    assert first_dealer(4, seed=11) == (seat, shown)
    game = Game(Rules(), seed=11)
    assert game.first_dealer == seat and game.state.dealer == seat
    finish_deal(game)
    game.next_round()
    assert game.state.dealer == (seat + 1) % 4 and game.state.cards_each == 2


def finish_deal(game: Game) -> None:
    bot, rng = HeuristicBot(), random.Random(0)
    while game.state.outcome is None:
        state = game.state
        game.play(bot.choose(state.view(state.to_move), legal_actions(state), rng))


# --- JK-TRUMP ------------------------------------------------------------------------------------------------------

def test_jk_trump_the_turned_card_and_a_turned_joker_means_no_trumps():
    state = new_round(Rules(players=2), dealer=0, seed=1, cards=2, deck="A♥ K♥ Q♥ J♥ 7♦")
    assert state.turned == C("7♦") and state.trump is Suit.DIAMONDS and state.phase is Phase.BID
    assert state.hands == ((C("J♥"), C("K♥")), (C("Q♥"), C("A♥")))  # one at a time from the dealer's left
    assert str(state.events[1]) == "the turned card 7♦ makes diamonds ♦ trumps (JK-TRUMP)"
    joker = new_round(Rules(players=2), dealer=0, seed=1, cards=2, deck="A♥ K♥ Q♥ J♥ 6♣")
    assert joker.trump is None and joker.events[1].rule == "JK-TRUMP"
    assert C("7♦") not in joker.view(0).hand and joker.view(0).stock_size == 36 - 5


def test_jk_trump_a_full_deal_is_named_from_three_cards_by_the_player_left_of_the_dealer():
    state = new_round(Rules(), dealer=2, seed=5, cards=9)
    assert state.phase is Phase.TRUMP and state.to_move == 3 and state.turned is None and state.trump is None
    view = state.view(3)
    assert len(view.hand) == 3 and view.hand == state.hands[3] and view.stock_size == 24
    assert not hasattr(view, "stock") and all(len(state.view(s).hand) == 3 for s in range(4))
    assert texts(legal_actions(state)) == ["trump ♠", "trump ♣", "trump ♥", "trump ♦", "no trump"]
    before = copy.deepcopy(state)
    with pytest.raises(IllegalActionError) as error:
        apply(state, "trump ♥", seat=0)
    assert error.value.rule == "JK-TRUMP" and state == before
    assert explain(state, "bid 2").rule == "JK-TRUMP" and explain(state, "7♥").rule == "JK-TRUMP"
    named = apply(state, "trump ♥")
    assert named.trump is Suit.HEARTS and named.phase is Phase.BID and named.to_move == 3
    assert all(len(h) == 9 for h in named.hands) and set(state.hands[3]) <= set(named.hands[3])
    assert Counter(named.cards()) == Counter(state.cards()) and not named.stock
    assert apply(state, "без козыря").trump is None
    assert [str(e) for e in named.events] == ["seat 3 names hearts ♥ trumps (JK-TRUMP)",
                                              "the rest of the deal is dealt: 9 cards each (JK-TRUMP)"]


def test_jk_trump_is_named_only_in_a_full_deal():
    state = new_round(Rules(), seed=5, cards=3)
    verdict = explain(state, "trump ♥")
    assert not verdict and verdict.rule == "JK-TRUMP"
    with pytest.raises(PositionError):
        position(hands=["7♥ 8♥ 9♥"] * 1 + ["7♣ 8♣ 9♣", "7♦ 8♦ 9♦", "10♥ J♥ Q♥"], phase="trump", deck="")


def test_jk_trump_a_position_of_the_trump_phase():
    rest = [c for c in DECK_36 if c not in parse_action_cards("A♥ K♥ Q♥ A♠ K♠ Q♠ A♣ K♣ Q♣ A♦ K♦ Q♦")]
    state = position(hands=["A♥ K♥ Q♥", "A♠ K♠ Q♠", "A♣ K♣ Q♣", "A♦ K♦ Q♦"], phase="trump",
                     deck=" ".join(map(str, rest)), dealer=1)
    assert state.phase is Phase.TRUMP and state.to_move == 2
    assert apply(state, "trump ♣").to_move == 2


def parse_action_cards(text: str):
    return [C(t) for t in text.split()]


# --- JK-BID ----------------------------------------------------------------------------------------------------------

def test_jk_bid_from_the_dealers_left_zero_to_n_and_the_hook():
    state = new_round(Rules(), dealer=3, seed=2, cards=2)
    assert state.to_move == 0 and texts(legal_actions(state)) == ["bid 0", "bid 1", "bid 2"]
    state = play_all(state, ["bid 1", "pass", "bid 0"])
    assert state.to_move == 3 and texts(legal_actions(state)) == ["bid 0", "bid 2"]
    assert str(state.events[-1]) == ("the dealer, seat 3, may not bid 1: the bids would add up to the 2 tricks "
                                     "(the hook) (JK-BID)")
    before = copy.deepcopy(state)
    with pytest.raises(IllegalActionError) as error:
        apply(state, "bid 1")
    assert error.value.rule == "JK-BID" and error.value.verdict.key == "joker.why.hook" and state == before
    assert explain(state, "bid 3").key == "joker.why.bid_range"
    assert explain(state, "bid 0", seat=1).rule == "JK-BID"
    assert explain(state, "7♥").rule == "JK-BID"
    done = apply(state, "bid 2")
    assert done.phase is Phase.PLAY and done.bids == (1, 0, 0, 2) and done.to_move == 0
    assert explain(done, "bid 1").key == "joker.why.bid_over"


def test_jk_bid_a_hook_out_of_range_bars_nothing():
    state = position(hands=["7♥", "8♥"], bids=[None, None])
    state = apply(state, "bid 0")  # the dealer could only close the hook with a bid of 1
    assert texts(legal_actions(state)) == ["bid 0"]
    over = position(hands=["7♥ 8♣", "8♥ 9♣", "10♥ J♣"], bids=[2, 1, None], dealer=2)
    assert texts(legal_actions(over)) == ["bid 0", "bid 1", "bid 2"]


def test_jk_bid_positions_against_the_hook_are_refused():
    with pytest.raises(PositionError) as error:
        position(hands=["7♥", "8♥"], bids=[1, 0])
    assert error.value.rule == "JK-BID"
    with pytest.raises(PositionError):
        position(hands=["7♥", "8♥"], bids=[None, 1], dealer=1)  # seats bid in turn from the dealer's left


@pytest.mark.parametrize("text", ["bid -1", "bid x", "bid 100"])
def test_jk_bid_a_bad_bid_text_is_a_notation_error(text):
    with pytest.raises(NotationError) as error:
        parse_action(text)
    assert error.value.rule == "JK-BID"


# --- JK-LEAD and JK-FOLLOW -----------------------------------------------------------------------------------------

def test_jk_lead_the_first_bidder_leads_and_each_winner_leads_the_next():
    state = position(hands=["7♥ A♠", "K♥ 9♠", "8♦ 9♦"], trump="♣", bids=[1, 1, 1], dealer=2)
    assert state.to_move == 0
    assert explain(state, "9♠", seat=1).rule == "JK-LEAD"
    state = play_all(state, ["7♥", "K♥", "8♦"])
    assert state.taken == (0, 1, 0) and state.to_move == 1 and state.leader == 1 and not state.trick
    assert explain(state, "9♠").rule == "JK-LEAD"
    state = play_all(state, ["9♠", "9♦", "A♠"])
    assert state.outcome is not None and state.history[1].leader == state.history[0].winner == 1


def test_jk_follow_suit_else_trump_else_any_card():
    state = position(hands=["7♥ A♠ 8♣", "K♥ 9♣ 8♦", "Q♠ 10♣ 9♦"], trump="♣", bids=[1, 0, 1])
    state = apply(state, "7♥")
    assert texts(legal_actions(state)) == ["K♥"]
    verdict = explain(state, "9♣")
    assert not verdict and verdict.rule == "JK-FOLLOW" and verdict.key == "joker.why.revoke"
    state = apply(state, "K♥")
    assert texts(legal_actions(state)) == ["10♣"]
    assert explain(state, "9♦").key == "joker.why.must_trump" and explain(state, "10♣").legal
    state = apply(state, "10♣")
    assert state.taken == (0, 0, 1) and state.events[-1].rule == "JK-FOLLOW"
    assert state.voids[2] == frozenset({Suit.HEARTS})
    free = position(hands=["7♥", "A♠", ""], trump="♣", bids=[1, 1, 1], trick=["K♥"], leader=2, dealer=1)
    assert texts(legal_actions(free)) == ["7♥"]
    free = apply(free, "7♥")
    assert texts(legal_actions(free)) == ["A♠"] and explain(free, "A♠").key == "joker.why.discard_ok"


def test_jk_follow_a_joker_may_be_played_at_any_time_and_is_no_card_of_its_suit():
    state = position(hands=["A♠ 7♦", "6♠ 8♥"], trump="♥", bids=[1, 0])
    state = apply(state, "A♠")
    assert texts(legal_actions(state)) == ["6♠ high", "6♠ low", "8♥"]  # void of spades: trump, or the joker
    assert explain(state, "6♠ six").rule == "JK-FACE"
    assert not explain(state, "6♠ six") and explain(state, "6♠ low").legal


def test_jk_follow_an_action_not_in_hand_is_refused():
    state = position(hands=["7♥", "8♥"], bids=[1, 1])
    verdict = explain(state, "9♥")
    assert not verdict and verdict.rule == "JK-FOLLOW" and verdict.key == "joker.why.not_held"


# --- jokers --------------------------------------------------------------------------------------------------------

def high_lead(**options) -> State:
    return position(hands=["6♠ A♥ 7♣", "K♥ 7♥ 9♣", "8♦ 9♦ 10♣"], trump="♦", bids=[2, 0, 0], dealer=2,
                    rules=Rules(players=3, **options))


@pytest.mark.parametrize("void", ["trump", "any"])
def test_jk_joker_lead_high_everyone_plays_his_highest_of_the_called_suit(void):
    state = apply(high_lead(void_after_high_joker=void), "6♠ high ♥")
    assert texts(legal_actions(state)) == ["K♥"]
    verdict = explain(state, "7♥")
    assert not verdict and verdict.rule == "JK-JOKER-LEAD" and verdict.key == "joker.why.high_demand"
    state = apply(state, "K♥")
    if void == "trump":
        assert texts(legal_actions(state)) == ["8♦", "9♦"]
        assert explain(state, "10♣").key == "joker.why.must_trump"
    else:
        assert texts(legal_actions(state)) == ["8♦", "9♦", "10♣"]
        assert explain(state, "10♣").key == "joker.why.high_void_any"
        assert state.voids[2] == frozenset()
    state = apply(state, "8♦")
    assert state.taken == (1, 0, 0) and state.events[-1].rule == "JK-HIGH-TRUMPED"


def test_jk_joker_lead_needs_a_suit_and_goes_low_as_the_lowest_card_of_it():
    state = high_lead()
    verdict = explain(state, "6♠ high")
    assert not verdict and verdict.rule == "JK-JOKER-LEAD" and verdict.key == "joker.why.lead_needs_suit"
    with pytest.raises(IllegalActionError) as error:
        apply(state, "6♠ low")
    assert error.value.rule == "JK-JOKER-LEAD"
    low = position(hands=["6♠ A♥ 7♣", "K♥ 7♥ 9♣", "8♠ 9♠ 10♣"], trump="♦", bids=[2, 0, 0], dealer=2)
    low = apply(low, "6♠ low ♥")
    assert texts(legal_actions(low)) == ["7♥", "K♥"]
    low = play_all(low, ["7♥", "8♠"])
    assert low.taken == (0, 1, 0) and low.events[-1].rule == "JK-FOLLOW"
    pushed = position(hands=["6♠ A♣", "7♣ 8♠", "9♠ 10♣"], trump="♦", bids=[0, 1, 0], dealer=2)
    pushed = play_all(pushed, ["6♠ low ♥", "8♠", "9♠"])
    assert pushed.taken == (1, 0, 0) and pushed.events[-1].rule == "JK-JOKER-LEAD"  # pushed on its player
    assert explain(high_lead(), "6♠ шестёрка").rule == "JK-FACE"


def test_jk_joker_follow_high_takes_low_loses_and_names_no_suit():
    state = position(hands=["A♥ 7♣", "6♣ 8♣", "K♥ 9♣"], trump="♣", bids=[1, 1, 1], dealer=2)
    state = apply(state, "A♥")
    verdict = explain(state, "6♣ high ♥")
    assert not verdict and verdict.rule == "JK-JOKER-FOLLOW" and verdict.key == "joker.why.follow_no_suit"
    high = play_all(state, ["6♣ high", "K♥"])
    assert high.taken == (0, 1, 0) and high.events[-1].rule == "JK-JOKER-FOLLOW"
    low = play_all(state, ["6♣ low", "K♥"])
    assert low.taken == (1, 0, 0)
    assert explain(state, "6♣ high").rule == "JK-JOKER-FOLLOW"


def test_jk_two_jokers_the_later_high_one_takes():
    state = position(hands=["6♠ A♥", "6♣ 8♣", "K♥ 9♣"], trump="♣", bids=[1, 0, 0], dealer=2)
    assert play_all(state, ["6♠ high ♥", "6♣ high"]).events[0].rule == "JK-JOKER-FOLLOW"
    state = play_all(state, ["6♠ high ♥", "6♣ high", "K♥"])
    assert state.taken == (0, 1, 0) and state.events[-1].rule == "JK-TWO-JOKERS"
    state = position(hands=["A♥ 7♥", "6♠ 8♣", "6♣ 9♣"], trump="♣", bids=[1, 0, 0], dealer=2)
    assert play_all(state, ["A♥", "6♠ high", "6♣ high"]).taken == (0, 0, 1)
    assert play_all(state, ["A♥", "6♠ high", "6♣ low"]).taken == (0, 1, 0)


@pytest.mark.parametrize("trumpable", [False, True])
def test_jk_high_trumped_a_high_joker_lead_and_a_trump_both_readings(trumpable):
    state = position(hands=["6♠ A♥", "7♦ 8♠", "9♠ 10♣"], trump="♦", bids=[1, 0, 0], dealer=2,
                     rules=Rules(players=3, high_lead_trumpable=trumpable))
    state = play_all(state, ["6♠ high ♥", "7♦", "9♠"])
    assert state.taken == ((0, 1, 0) if trumpable else (1, 0, 0))
    assert state.events[-1].rule == "JK-HIGH-TRUMPED"
    in_trumps = position(hands=["6♠ A♥", "7♦ 8♠", "9♠ 10♣"], trump="♦", bids=[1, 0, 0], dealer=2,
                         rules=Rules(players=3, high_lead_trumpable=trumpable))
    in_trumps = play_all(in_trumps, ["6♠ high ♦", "7♦", "9♠"])
    assert in_trumps.taken == (1, 0, 0) and in_trumps.events[-1].rule == "JK-JOKER-LEAD"


@pytest.mark.parametrize("strict", [False, True])
def test_jk_strict_a_joker_leads_only_from_a_hand_of_jokers_both_readings(strict):
    rules = Rules(players=2, strict_joker=strict)
    state = position(hands=["6♠ A♥", "7♥ 8♥"], bids=[1, 0], rules=rules)
    verdict = explain(state, "6♠ high ♥")
    assert verdict.legal is not strict
    if strict:
        assert verdict.rule == "JK-STRICT" and texts(legal_actions(state)) == ["A♥"]
    only = position(hands=["6♠ 6♣", "7♥ 8♥"], bids=[1, 0], rules=rules)
    assert explain(only, "6♣ low ♠").legal
    followed = position(hands=["6♠ A♥", "8♥"], bids=[1, 0], trick=["7♥"], leader=1, dealer=0, rules=rules)
    assert explain(followed, "6♠ high").legal


@pytest.mark.parametrize("six", [False, True])
def test_jk_face_a_joker_as_its_plain_six_both_readings(six):
    rules = Rules(players=2, joker_as_six=six)
    state = position(hands=["6♠ A♥", "7♠ 8♥"], trump="♥", bids=[1, 0], rules=rules)
    verdict = explain(state, "6♠ six")
    assert verdict.legal is six and verdict.rule == "JK-FACE"
    if not six:
        assert verdict.key == "joker.why.six_off"
        return
    assert "6♠ six" in texts(legal_actions(state))
    state = play_all(state, ["6♠ six", "7♠"])
    assert state.taken == (0, 1) and state.events[-1].rule == "JK-FOLLOW"
    assert str(state.history[0].cards[0]) == "6♠ six"


def test_jk_face_a_six_obeys_the_duty_to_follow_and_may_not_prove_a_revoke():
    rules = Rules(players=3, joker_as_six=True)
    state = position(hands=["A♥ 7♣", "6♠ 8♥", "K♥ 9♣"], trump="♠", bids=[1, 1, 1], rules=rules)
    state = apply(state, "A♥")
    assert explain(state, "6♠ six").key == "joker.why.revoke"  # holds hearts: the six of spades revokes
    trumping = position(hands=["A♥ 7♣", "6♠ 8♣", "K♥ 9♣"], trump="♠", bids=[1, 1, 1], rules=rules)
    trumping = apply(trumping, "A♥")
    assert explain(trumping, "6♠ six").legal  # void of hearts: the six trumps
    shown = position(hands=["A♥ 7♣", "6♠ 8♣", "K♥ 9♣"], trump="♦", bids=[1, 1, 1], voids=["", "♠", ""],
                     rules=rules)
    shown = apply(shown, "A♥")
    verdict = explain(shown, "6♠ six")
    assert not verdict and verdict.key == "joker.why.six_void" and verdict.rule == "JK-FACE"
    played = position(hands=["A♠ 7♥ 7♦", "6♠ 8♣ 9♥", "K♠ 9♣ 10♦"], trump="♦", bids=[1, 1, 0],
                      rules=Rules(players=3, joker_as_six=True), taken=[0, 0, 0])
    played = play_all(played, ["A♠", "8♣"])
    assert Suit.SPADES in played.voids[1] and Suit.DIAMONDS in played.voids[1]


# --- scoring -------------------------------------------------------------------------------------------------------

def test_jk_score_the_table_of_points():
    assert [deal_points(0, 0, 5), deal_points(1, 1, 5), deal_points(2, 2, 5), deal_points(8, 8, 9)] == \
        [50, 100, 150, 450]
    assert deal_points(9, 9, 9) == 900 and deal_points(2, 2, 2) == 200 and deal_points(1, 1, 1) == 100
    assert deal_points(3, 0, 5) == -200 and deal_points(3, 2, 5) == 20 and deal_points(0, 2, 5) == 20
    for bad in ((-1, 0, 5), (1, 0, 0), (6, 0, 5), ("1", 0, 5)):
        with pytest.raises(RulesError) as error:
            deal_points(*bad)
        assert error.value.rule == "JK-SCORE"


def test_jk_score_the_outcome_of_a_deal():
    state = position(hands=["A♥", "K♥", "Q♥"], trump="♣", bids=[1, 1, 0], dealer=2)
    state = play_all(state, ["A♥", "K♥", "Q♥"])
    outcome = state.outcome
    assert outcome.termination is Termination.PLAYED_OUT and outcome.points == (100, -200, 50)
    assert outcome.khishti == (False, True, False) and outcome.winner == 0 and outcome.made == (True, False, True)
    assert outcome.bids == (1, 1, 0) and outcome.taken == (1, 0, 0) and outcome.ending == "overbid"
    assert [e.rule for e in state.events[-3:]] == ["JK-SCORE"] * 3
    tie = play_all(position(hands=["A♥", "K♥"], trump="♣", bids=[0, 0], dealer=1), ["A♥", "K♥"])
    assert tie.outcome.points == (10, 50) and tie.outcome.ending == "underbid"
    even = play_all(position(hands=["A♥", "K♥", "7♣"], trump="♣", bids=[0, 0, 0], dealer=2), ["A♥", "K♥", "7♣"])
    assert even.outcome.points == (50, 50, 10) and even.outcome.winner is None
    assert explain(state, "A♥").rule == "JK-SCORE" and legal_actions(state) == ()


@pytest.mark.parametrize("scoring", ["standard", "minus"])
def test_jk_minus_joker_scoring_both_readings(scoring):
    rules = Rules(scoring=scoring)
    points = [deal_points(4, 2, 9, rules=rules), deal_points(4, 4, 9, rules=rules), deal_points(0, 0, 9, rules=rules),
              deal_points(2, 3, 9, rules=rules), deal_points(3, 0, 9, rules=rules), deal_points(9, 9, 9, rules=rules)]
    if scoring == "minus":
        assert points == [-200, 400, 50, 30, -300, 900]
    else:
        assert points == [20, 250, 50, 30, -200, 900]
    state = play_all(position(hands=["A♥", "K♥"], trump="♣", bids=[1, 1], dealer=1, rules=Rules(players=2,
                                                                                                scoring=scoring)),
                     ["A♥", "K♥"])
    assert state.outcome.khishti == (False, scoring == "standard")
    assert state.outcome.points[1] == (-100 if scoring == "minus" else -200)
    assert state.events[-1].rule == ("JK-MINUS" if scoring == "minus" else "JK-SCORE")


PULKA = [(1, (0, 1, 0, 1), (0, 1, 0, 0)), (2, (1, 0, 1, 0), (0, 1, 1, 0))]


@pytest.mark.parametrize("victims", ["all", "next"])
def test_jk_premium_one_player_made_every_bid_both_readings(victims):
    result = premium(PULKA, rules=Rules(premium_victims=victims))
    # seat 2 made both bids (50, 100): he gains 100; best scores: seat 0 50, seat 1 100, seat 3 50
    if victims == "all":
        assert result == (-50, -100, 100, -50)
    else:
        assert result == (0, 0, 100, -50)


def test_jk_premium_several_winners_gain_and_nobody_loses_and_a_best_below_zero_costs_nothing():
    both = [(1, (0, 1, 0, 0), (0, 1, 0, 0)), (1, (0, 0, 1, 0), (0, 0, 1, 0))]
    assert premium(both) == (50, 100, 100, 50)
    alone = [(1, (1, 0, 0, 0), (1, 0, 0, 0)), (2, (1, 1, 1, 0), (1, 0, 0, 1))]
    # seat 0 made both (100, 100); seat 1 (50, -200), seat 2 (50, -200) and seat 3 (50, 10) each lose 50
    assert premium(alone) == (100, -50, -50, -50)
    minus = [(2, (1, 2, 0, 0), (1, 0, 1, 0))]  # seats 0 and 3 made their bids: two winners, nobody loses
    assert premium(minus, rules=Rules(scoring="minus")) == (100, 0, 0, 50)
    for bad in ([], "deals", [(1, (0,), (0, 1))]):
        with pytest.raises(RulesError) as error:
            premium(bad)
        assert error.value.rule == "JK-PREMIUM"


def test_jk_premium_in_a_whole_game_and_jk_win_the_highest_total():
    game = Game(Rules(players=3), seed=4, names=["Анна", "Борис", "Вера"])
    while not game.is_over:
        finish_deal(game)
        if not game.is_over:
            game.next_round()
    assert len(game.deals) == 30 and len(game.premiums) == 4
    points = [sum(d.outcome.points[s] for d in game.deals) for s in range(3)]
    bonus = [sum(p[s] for p in game.premiums) for s in range(3)]
    assert game.totals == tuple(a + b for a, b in zip(points, bonus))
    for pulka, pulka_premium in zip(range(1, 5), game.premiums):
        deals = [(d.cards, d.outcome.bids, d.outcome.taken) for d in game.deals if d.pulka == pulka]
        assert pulka_premium == premium(deals, rules=game.rules)
    assert game.winner == game.ranking()[0] or game.totals.count(max(game.totals)) > 1
    sheet = game.score_sheet()
    assert len(sheet) == 30 and sheet[10]["pulka"] == 1 and sheet[10]["Анна premium"] is not None
    assert sheet[-1]["Вера total"] == game.totals[2]
    with pytest.raises(RulesError) as error:
        game.play("bid 1")
    assert error.value.rule == "JK-WIN"


def test_jk_win_after_every_deal_of_the_schedule_undo_and_next_round():
    game = Game(Rules(), seed=2)
    assert game.winner is None and game.deal_number == 1 and game.pulka == 1
    with pytest.raises(RulesError):
        game.next_round()
    finish_deal(game)
    totals = game.totals
    game.undo()
    assert game.deals == [] and game.state.outcome is None
    game.play(legal_actions(game.state)[0])
    assert game.totals == totals or game.totals != totals  # the same or another last action
    game.next_round()
    assert game.deal_number == 2 and game.state.cards_each == 2


# --- the vocabulary around the engine -----------------------------------------------------------------------------

def test_rules_changed_replace_and_from_dict():
    rules = Rules(players=3, joker_as_six=True)
    assert rules.changed() == {"players": 3, "joker_as_six": True}
    assert Rules.from_dict(rules.changed()) == rules and rules.replace(players=4).players == 4
    with pytest.raises(RulesError):
        rules.replace(jokers=3)
    with pytest.raises(RulesError) as error:
        Rules(scoring="plus")
    assert error.value.rule == "JK-MINUS" and "'standard'" in str(error.value)
    with pytest.raises(RulesError) as error:
        Rules(premium_victims="none")
    assert error.value.rule == "JK-PREMIUM"
    assert rules.describe() == "Rules(players=3, joker_as_six=True)"


@pytest.mark.parametrize("text, back", [
    ("bid 3", "bid 3"), ("заказ 2", "bid 2"), ("pass", "bid 0"), ("пас", "bid 0"), ("trump ♥", "trump ♥"),
    ("козырь h", "trump ♥"), ("no trump", "no trump"), ("без козыря", "no trump"), ("бескозырка", "no trump"),
    ("7♠", "7♠"), ("Д♠", "Q♠"), ("6♠ high ♥", "6♠ high ♥"), ("6♠ старший ♥", "6♠ high ♥"),
    ("6♠ младший ♥", "6♠ low ♥"), ("6♣ high", "6♣ high"), ("6♣ младший", "6♣ low"), ("6♣  LOW", "6♣ low"),
    ("6♠ six", "6♠ six"), ("6♠ шестёрка", "6♠ six"), ("6♠ шестерка", "6♠ six"),
])
def test_actions_read_back(text, back):
    action = parse_action(text)
    assert str(action) == back and parse_action(str(action)) is action


@pytest.mark.parametrize("text, rule", [
    ("6♠", "JK-JOKER-LEAD"), ("7♠ high", "JK-JOKER-LEAD"), ("6♠ sideways", "JK-JOKER-LEAD"),
    ("6♠ six ♥", "JK-JOKER-LEAD"), ("2♥", "JK-DECK"), ("RJ", "JK-DECK"), ("", None), ("x" * 500, None), (7, None),
])
def test_bad_action_text_is_a_notation_error_quoting_a_short_excerpt(text, rule):
    with pytest.raises(NotationError) as error:
        parse_action(text)
    assert error.value.rule == rule and len(str(error.value)) < 200


def test_hand_built_actions_are_checked():
    state = position(hands=["6♠ A♥", "7♥ 8♥"], bids=[1, 0])
    with pytest.raises(NotationError):
        explain(state, PlayJoker(C("6♠"), "sideways"))
    with pytest.raises(NotationError):
        explain(state, Bid("2"))
    assert explain(state, Play(C("6♠"))).key == "joker.why.needs_declaration"
    assert explain(state, PlayJoker(C("A♥"), "high", Suit.HEARTS)).key == "joker.why.not_a_joker"
    assert explain(state, NameTrump(Suit.HEARTS)).rule == "JK-TRUMP"


def test_the_view_shows_the_own_hand_the_table_and_only_sizes_of_the_rest():
    state = new_round(Rules(), seed=8, cards=4)
    view = state.view(2)
    assert view.hand == state.hands[2] and view.hand_sizes == (4, 4, 4, 4) and view.turned == state.turned
    assert view.stock_size == 36 - 17 and not hasattr(view, "hands") and not hasattr(view, "stock")
    for seat in (4, -1, "1", True):
        with pytest.raises(PositionError):
            state.view(seat)


def test_the_views_repr_is_the_same_in_every_process():
    # the voids are sets of suits, whose own repr follows hashes that change with PYTHONHASHSEED
    script = ("from zhora_core.joker import position\n"
              "s = position(hands=['7♠ A♠', '6♠ 8♥', 'K♥'], trump='♣', bids=[1, 0, 0], trick=['10♥'], leader=2,"
              " voids=['♦♥♣', '', ''])\n"
              "print(repr(s.view(0)))")
    shown = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, encoding="utf-8",
                            env={**os.environ, "PYTHONHASHSEED": str(seed), "PYTHONIOENCODING": "utf-8"}).stdout
             for seed in range(4)}
    assert len(shown) == 1
    assert "voids=(frozenset({<Suit.CLUBS: '♣'>, <Suit.HEARTS: '♥'>, <Suit.DIAMONDS: '♦'>}), frozenset(), frozenset())" \
        in shown.pop()


def test_determinize_fits_the_view_and_honours_the_voids():
    rng = random.Random(3)
    state = new_round(Rules(), seed=9, cards=9)
    state = apply(state, "trump ♦")
    bot = HeuristicBot()
    while state.outcome is None and len(state.history) < 4:
        state = apply(state, bot.choose(state.view(state.to_move), legal_actions(state), rng))
    seat = state.to_move
    view = state.view(seat)
    for k in range(20):
        guess = determinize(view, random.Random(k))
        assert guess.hands[seat] == view.hand and [len(h) for h in guess.hands] == list(view.hand_sizes)
        assert Counter(guess.cards()) == Counter(state.cards()) and guess.trick == state.trick
        for other, hand in enumerate(guess.hands):
            assert not {c.suit for c in hand if c not in JOKERS} & view.voids[other]
        legal_actions(guess)
    early = new_round(Rules(), seed=9, cards=9).view(1)
    assert len(determinize(early, rng).stock) == 24


def test_candidates_are_every_trump_bid_and_declaration():
    state = position(hands=["6♠ A♥", "7♥ 8♥"], bids=[1, 0])
    found = texts(candidates(state, 0))
    assert found[:5] == ["trump ♠", "trump ♣", "trump ♥", "trump ♦", "no trump"]
    assert "bid 2" in found and "6♠ high" in found and "6♠ low ♦" in found and "6♠ six" in found and "A♥" in found


@pytest.mark.parametrize("kw, rule, key", [
    ({"phase": "trump"}, "JK-TRUMP", "joker.bot.name_trump"),
    ({"bids": [None, None, None, None]}, "JK-BID", "joker.bot.bid"),
    ({"bids": [1, 0, 0, 0]}, "JK-FOLLOW", "joker.bot.win"),
])
def test_the_heuristic_bot_advises_with_a_rule_id(kw, rule, key):
    if kw.get("phase") == "trump":
        hands = ["A♥ K♥ 7♥", "A♠ K♠ Q♠", "A♣ K♣ Q♣", "A♦ K♦ Q♦"]
        used = {C(t) for h in hands for t in h.split()}
        state = position(hands=hands, deck=" ".join(str(c) for c in DECK_36 if c not in used), **kw)
    else:
        state = position(hands=["A♥ 7♣", "K♥ 8♣", "Q♥ 9♣", "J♥ 10♣"], trump="♦", **kw)
    advice = HeuristicBot().advise(state.view(state.to_move), legal_actions(state))
    assert advice.rule == rule and advice.key == key and advice.action in legal_actions(state)
    assert advice.text("en") == advice.reason and not latin_words(re.sub(r"\S*[♠♣♥♦]\S*", "", advice.text("ru")))


def test_the_heuristic_bot_ducks_once_its_bid_is_made_and_spoils_once_it_is_lost():
    ducking = position(hands=["A♥ 7♥", "K♥ 8♣", "9♣"], trump="♦", bids=[0, 0, 2], trick=["Q♥"], leader=2,
                       dealer=1, taken=[0, 0, 1])
    advice = HeuristicBot().advise(ducking.view(0), legal_actions(ducking))
    assert advice.action == parse_action("7♥") and advice.key == "joker.bot.duck"
    spoil = position(hands=["A♥ 7♥", "K♥ 8♣", "9♣"], trump="♦", bids=[0, 1, 3], trick=["Q♥"], leader=2,
                     dealer=1, taken=[1, 0, 0])
    advice = HeuristicBot().advise(spoil.view(0), legal_actions(spoil))
    assert advice.action == parse_action("A♥") and advice.key == "joker.bot.spoil"


def test_events_and_verdicts_speak_russian_with_names():
    state = apply(high_lead(), "6♠ high ♥")
    assert state.events[0].text("ru", names=["Анна", "Борис", "Вера"]) == \
        "Анна заходит джокером 6♠ по старшим: все кладут старшую масти ♥"
    verdict = explain(state, "7♥")
    assert verdict.text("ru") == "джокер потребовал старшую масти ♥: месту 1 нужно положить К♥"
    assert verdict.text("en", names=["Anna", words.YOU, "Vera"]) == \
        "the joker called the highest hearts ♥: you must play K♥"
    assert state.events[0].text("en", names=["Anna", words.YOU, "Vera"]).startswith("Anna leads the joker")
    assert apply(state, "K♥").events[0].text("ru", names=["Анна", words.YOU, "Вера"]) == "вы кладёте К♥"
    assert explain(apply(high_lead(), "6♠ high ♥"), "K♥").text("ru").startswith("К♥")


def test_record_reports_the_deals_measures():
    state = play_all(position(hands=["6♠ A♥", "K♥ 8♣"], trump="♣", bids=[2, 1], dealer=1),
                     ["6♠ high ♥", "K♥", "A♥", "8♣"])
    assert record(state) == {"ending": "overbid", "turns": 4, "cards": 2, "trump": "♣", "bids": 3, "made": 1,
                             "khishti": 0, "jokers": 1, "joker_tricks": 1}
    with pytest.raises(RulesError):
        record(position(hands=["A♥", "K♥"], bids=[0, 0]))


def test_a_state_repr_rebuilds_the_position():
    state = position(hands=["6♠ A♥ 7♣", "K♥ 7♥ 9♣", "8♦ 9♦"], trump="♦", bids=[2, 0, 0], dealer=2, trick=["10♣"],
                     leader=2, voids=["", "", "♥"])
    rebuilt = eval(repr(state), {"position": position, "Rules": Rules})
    assert rebuilt == state
    dealt = new_round(Rules(players=3), seed=4, cards=4)
    assert eval(repr(dealt), {"position": position, "Rules": Rules})._replace(events=(), seed=dealt.seed) == \
        dealt._replace(events=())
    assert repr(play_all(position(hands=["A♥", "K♥"], trump="♣", bids=[0, 0], dealer=1), ["A♥", "K♥"])) \
        .startswith("<deal over (underbid; points 10, 50)")


def test_transcript_words_a_deal_in_either_language():
    start = position(hands=["A♥", "K♥"], trump="♣", bids=[1, None], dealer=1)
    text = transcript(start, ["bid 1", "A♥", "K♥"], lang="ru", names=["Анна", "Борис"])
    assert "Анна берёт взятку (всего 1 взятка) (JK-FOLLOW)" in text
    assert "Борис: заказ 1, ни одной взятки: хишти, -200 очков (JK-SCORE)" in text
    assert transcript(start, ["bid 1"]).splitlines()[-1] == "   seat 1 bids 1 (JK-BID)"


@pytest.mark.parametrize("n", [1, 2, 5, 21])
def test_every_phrase_speaks_russian_without_latin_words_and_with_plural_forms(n):
    values = dict(n=n, who=words.Seat(0), card=C("К♥"), suit=Suit.HEARTS, led=Suit.HEARTS, trump=Suit.CLUBS,
                  seat=words.Seat(1), to_move=words.Seat(2), best=C("Т♥"), least=C("7♥"), bid=n, taken=n, points=n * 10, total=n,
                  count=n, mode=MODE_WORDS["high"])
    # the engine's sentences: the declarations, events, verdicts, the bot's advice
    phrases = [key for prefix in ("joker.mode", "joker.ev", "joker.why", "joker.bot") for key in words.keys(prefix)]
    assert len(phrases) == 66
    for names in (None, ["Анна", words.YOU, "Вера"]):
        for key in phrases:
            ru = words.say(key, "ru", names=names, **values)
            assert words.say(key, "en", names=names, **values) and ru
            assert not latin_words(re.sub(r"\S*[♠♣♥♦]\S*", "", ru)), (key, ru)
    assert words.say("joker.ev.taken", "ru", who=words.Seat(0), names=["Анна"], n=n).endswith(
        {1: "1 взятка)", 2: "2 взятки)", 5: "5 взяток)", 21: "21 взятка)"}[n])


def test_simulate_plays_deals_following_the_schedule_and_whole_games():
    deals = simulate(Rules(), rounds=10, seed=1, workers=1).records
    assert [dict(d.extra)["cards"] for d in deals] == [1, 2, 3, 4, 5, 6, 7, 8, 9, 9]
    assert all(d.ending in GAME.endings for d in deals)
    assert deals == simulate(Rules(), rounds=10, seed=1, workers=1).records
    mixed = simulate(Rules(players=2), rounds=3, seed=2, bots=["random", "heuristic"], workers=1).records
    assert len(mixed) == 3 and all(d.players == 2 for d in mixed)
    whole = simulate(Rules(players=4), games=1, seed=3, workers=1).records
    assert len(whole) == 1 and whole[0].rounds == len(schedule(Rules(players=4)))
    with pytest.raises(RulesError):
        simulate(Rules(), rounds=1, games=1)


def test_full_deals_keep_the_trick_properties_under_random_play():
    for seed in range(40):
        rng = random.Random(seed)
        rules = Rules(players=rng.choice([2, 3, 4]), joker_as_six=rng.random() < .5, strict_joker=rng.random() < .5)
        state = new_round(rules, dealer=seed % rules.players, seed=seed, cards=rules.full)
        while state.outcome is None:
            state = apply(state, rng.choice(legal_actions(state)))
        assert sum(state.taken) == rules.full == len(state.history)
        for trick in state.history:
            assert sorted(t.seat for t in trick.cards) == list(range(rules.players))
        for before, after in zip(state.history, state.history[1:]):
            assert after.leader == before.winner
        assert sum(state.outcome.bids) != rules.full


def test_a_game_goes_on_from_a_position_then_follows_the_schedule():
    start = position(hands=["6♠ A♥ 7♣", "K♥ 7♥ 9♣", "8♦ 9♦ 10♣"], trump="♦", bids=[2, 0, 0], dealer=2,
                     rules=Rules(players=3))
    game = Game.from_position(start, seed=4, names=["Anna", "Boris", "Vera"])
    # three cards each: the schedule's third deal (1, 2, 3 … of JK-PULKAS)
    assert game.state is start and game.first_dealer == 2 and game.deal_number == 3 and game.pulka == 1
    finish_deal(game)
    assert len(game.deals) == 1 and game.deals[0].cards == 3 and game.deals[0].dealer == 2
    assert game.deals[0].number == game.deal_number == 3 and game.totals == game.deals[0].outcome.points
    game.next_round()
    assert game.state.dealer == 0 and game.deal_number == 4 and game.state.cards_each == schedule(game.rules)[3]
    assert Game.from_position(start, seed=4).state is start  # the deal does not depend on the game's seed
    with pytest.raises(RulesError):
        Game.from_position(game.deals[0].outcome)
    over = play_all(position(hands=["A♥", "K♥"], trump="♣", bids=[1, 1], dealer=1), ["A♥", "K♥"])
    with pytest.raises(RulesError):
        Game.from_position(over)


def test_a_game_from_a_nine_card_position_is_the_schedules_ninth_deal_and_goes_on_from_there():
    hands = [" ".join(map(str, DECK_36[k * 9:(k + 1) * 9])) for k in range(4)]
    start = position(hands=hands, trump="♠", dealer=3)
    assert Game.from_position(position(hands=["A♥", "K♥", "Q♥", "J♥"], trump="♣")).deal_number == 1  # not 20
    game = Game.from_position(start, seed=9)
    assert (game.deal_number, game.pulka, game.first_number) == (9, 2, 9)
    assert "deal 9 of 24" in repr(game)
    assert "<td class='zl-now' data-deal='9' data-seat='0'" in sheet_html(game)  # its row on the sheet is deal 9's
    assert "class='zl-now' data-deal='1'" not in sheet_html(game)
    finish_deal(game)
    row = game.score_sheet()[0]
    assert (row["deal"], row["pulka"], row["cards"]) == (9, 2, 9) and game.deals[0].premium is None
    assert not game.is_over
    game.next_round()
    assert (game.deal_number, game.pulka, game.state.cards_each) == (10, 2, 9)
    for _ in range(3):  # deals 10 to 12 finish pulka 2, and its premium is paid
        finish_deal(game)
        if game.deal_number < 12:
            game.next_round()
    assert [d.number for d in game.deals] == [9, 10, 11, 12] and game.deals[-1].premium is not None
    game.next_round()
    assert (game.deal_number, game.pulka, game.state.cards_each) == (13, 3, 8)


def test_a_game_begun_from_a_position_is_saved_and_loaded_at_its_place():
    game = Game.from_position(new_round(Rules(), dealer=3, seed=7, cards=9), seed=3)
    finish_deal(game)
    game.next_round()
    game.play(legal_actions(game.state)[0])
    loaded = load(save(game))
    assert (loaded.first_number, loaded.deal_number, loaded.state) == (9, 10, game.state)
    assert loaded.score_sheet() == game.score_sheet() and loaded.score_sheet()[0]["deal"] == 9
    assert game.restarted().deal_number == 9 and save(loaded) == save(game)

