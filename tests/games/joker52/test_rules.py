"""Joker-52: a test for every J52- rule id and both readings of each option, from readable positions."""

from __future__ import annotations

import copy
import random

import pytest

from tests.russian_text import latin_words
from zhora_core import games
from zhora_core.cards import DECK_54, Suit, parse_card, parse_cards
from zhora_core.errors import IllegalActionError, NotationError, PositionError, RulesError
from zhora_core.joker52 import (GAME, RULE_IDS, Bid, Game, HeuristicBot, Phase, Play, PlayJoker, Rules,
                                candidates, determinize, explain, legal_actions, new_round, parse_action, position,
                                record, schedule, scoring, trick_winner, tricks_in_deal)
from zhora_core.joker52.events import BidMade, JokerPenalty, Played, Refilled, TrickTaken, TrumpDrawn, TurnTo
from zhora_core.joker52.engine import apply
from zhora_core.joker52.sheet import sheet_html
from zhora_core.joker52.state import SeatView, Trick, TrickCard
from zhora_core.protocol import Termination

C = parse_card


def strs(actions):
    return [str(a) for a in actions]


def play_all(state, actions):
    for action in actions:
        state = apply(state, action)
    return state


def refused(state, action, rule, **kwargs):
    """``action`` is refused with IllegalActionError citing ``rule``; the state is unchanged."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalActionError) as caught:
        apply(state, action, **kwargs)
    assert caught.value.rule == rule and caught.value.verdict.rule == rule
    assert not explain(state, action, **kwargs).legal
    assert state == before
    return caught.value.verdict


def random_deal(rules, seed, cards=None):
    rng = random.Random(seed)
    state = new_round(rules, dealer=seed % rules.players, seed=seed, cards=cards)
    states = [state]
    while state.outcome is None:
        legal = legal_actions(state)
        state = apply(state, legal[rng.randrange(len(legal))])
        states.append(state)
    return states


def test_the_rule_ids_are_the_rules_files():
    # Each has a test named after it: tests/shared/test_rule_catalogue.py.
    assert RULE_IDS == ("J52-DECK", "J52-DEALS", "J52-TRUMP", "J52-REFILL", "J52-BID", "J52-LEAD", "J52-FOLLOW",
                        "J52-JOKER", "J52-SCORE", "J52-JOKER-PENALTY", "J52-WIN")


def test_the_registry_finds_joker52():
    assert "joker52" in games.names() and games.spec(Rules()) is GAME
    assert GAME.rule_ids == RULE_IDS and {o.name for o in GAME.options} == {"players", "refill"}


def test_the_event_and_trick_fields_are_pinned():
    """The engine builds events and tricks from their fields in order (``tuple.__new__``): pin the lists (the state's
    list is pinned with every game's, in tests/shared/test_conformance.py)."""
    assert TrickCard._fields == ("seat", "card", "high") and Trick._fields == ("leader", "cards", "winner")
    assert Played._fields == ("seat", "card", "high", "rule") and BidMade._fields == ("seat", "tricks", "rule")
    assert TrickTaken._fields == ("seat", "card", "rule") and Refilled._fields == ("first", "left", "rule")
    assert TurnTo._fields == ("seat", "rule") and TrumpDrawn._fields == ("seat", "card", "rule")
    assert JokerPenalty._fields == ("seat", "rule")
    assert set(SeatView._fields) >= {"seat", "rules", "phase", "to_move", "dealer", "hand", "hand_sizes"}


# --- J52-DECK -------------------------------------------------------------------------------------------------

def test_j52_deck():
    state = new_round(Rules(), seed=4)
    assert sorted(state.cards(), key=lambda c: c.order) == sorted(DECK_54, key=lambda c: c.order)
    for players in (2, 3, 4, 5, 6):
        assert len(new_round(Rules(players=players), seed=1, cards=2).cards()) == 54
    for bad in (1, 7, "3", True, 3.0):
        with pytest.raises(RulesError) as caught:
            Rules(players=bad)
        assert caught.value.rule == "J52-DECK" and "players" in str(caught.value)
    with pytest.raises(PositionError) as caught:
        position(hands=["A♠ K♠", "A♠ 2♥", "3♣ 4♣"], trump="5♥")
    assert caught.value.rule == "J52-DECK" and "A♠" in str(caught.value)
    with pytest.raises(RulesError) as caught:
        position(hands=["A♠"], trump="5♥")
    assert caught.value.rule == "J52-DECK"
    assert Rules().players == 3


def test_rules_options_read_back_and_refuse_unknown_names():
    rules = Rules(players=4, refill=False)
    assert Rules.from_dict(rules.changed()) == rules and rules.replace(refill=True) == Rules(players=4)
    with pytest.raises(RulesError):
        Rules.from_dict({"jokers": 3})
    with pytest.raises(RulesError) as caught:
        Rules(refill="yes")
    assert caught.value.rule == "J52-REFILL"


# --- J52-DEALS ------------------------------------------------------------------------------------------------

def test_j52_deals():
    assert schedule(Rules()) == (2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2) and len(schedule(Rules(players=6))) == 13
    stacked = "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♦"
    state = new_round(Rules(), dealer=1, seed=0, deck=stacked, cards=2)
    # one card at a time from the dealer's left: seat 2, seat 0, seat 1, seat 2 ...
    assert state.hands == (parse_cards("3♠ 6♠"), parse_cards("4♠ 7♠"), parse_cards("2♠ 5♠"))
    assert state.turned is C("8♦") and state.cards_each == 2 and new_round(Rules(), seed=0).cards_each == 2
    for bad in (0, 18, "2", True):
        with pytest.raises(RulesError) as caught:
            new_round(Rules(), seed=0, cards=bad)
        assert caught.value.rule == "J52-DEALS"
    with pytest.raises(RulesError) as caught:
        new_round(Rules(), dealer=3, seed=0)
    assert caught.value.rule == "J52-DEALS"
    game = Game(Rules(), seed=5)
    dealers, sizes = [], []
    bot, rng = HeuristicBot(), random.Random(0)
    while True:
        dealers.append(game.dealer)
        sizes.append(game.state.cards_each)
        while game.state.outcome is None:
            state = game.state
            game.play(bot.choose(state.view(state.to_move), legal_actions(state), rng))
        if game.is_over:
            break
        game.next_round()
    assert tuple(sizes) == schedule(Rules()) and len(game.deals) == 13
    assert all(b == (a + 1) % 3 for a, b in zip(dealers, dealers[1:]))
    assert game.first_dealer == dealers[0] and Game(Rules(), seed=5).first_dealer == dealers[0]
    with pytest.raises(RulesError) as caught:
        game.next_round()
    assert caught.value.rule == "J52-WIN"


# --- J52-TRUMP ------------------------------------------------------------------------------------------------

def test_j52_trump():
    state = new_round(Rules(), seed=0, deck="2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 9♥", cards=2)
    assert state.trump is Suit.HEARTS and state.stock[-1] is C("9♥") and len(state.stock) == 54 - 6
    assert str(state.events[1]) == "9♥ is turned: hearts ♥ are trumps (J52-TRUMP)"
    joker = new_round(Rules(), seed=0, deck="2♠ 3♠ 4♠ 5♠ 6♠ 7♠ BJ", cards=2)
    assert joker.trump is None and joker.stock[-1] is C("BJ")
    assert joker.events[1].text("ru") == "открыта карта ЧДж: джокер, игра без козырей"
    # a trump takes the trick from the led suit; without trumps the led suit's highest card takes it
    s = position(hands=["A♠ 3♦", "4♣ 2♥", "Q♣ 4♦"], trump="9♥", bids=[1, 0, 0], dealer=0)
    s = play_all(s, ["A♠", "2♥", "Q♣"])
    assert s.taken == (0, 1, 0) and s.to_move == 1
    s = position(hands=["A♠ 3♦", "4♣ 2♥", "Q♣ 4♦"], trump="RJ", bids=[1, 0, 0], dealer=0)
    assert play_all(s, ["A♠", "2♥", "Q♣"]).taken == (1, 0, 0)


# --- J52-REFILL -----------------------------------------------------------------------------------------------

def test_j52_refill():
    s = position(hands=["A♠ 3♦", "K♠ 2♥", "Q♣ 4♦"], trump="9♥", deck="5♣ 6♣ 7♣", bids=[1, 0, 0], dealer=0)
    assert s.tricks == 3 and s.stock[-1] is C("9♥")
    s = play_all(s, ["A♠", "K♠", "Q♣"])
    # the winner (seat 0) draws first, then clockwise; the turned card is the stock's last card
    assert s.hands == (parse_cards("3♦ 5♣"), parse_cards("2♥ 6♣"), parse_cards("4♦ 7♣"))
    assert Refilled(0, 1) in s.events and s.stock == (C("9♥"),) and s.drawn_trump is None
    assert s.events[-1] == TurnTo(0, "J52-LEAD")
    # 3 players: 18 tricks in every deal; 4 players: 13, two cards stay out
    for cards in (2, 5, 8):
        assert tricks_in_deal(cards, Rules()) == 18 and new_round(Rules(), seed=1, cards=cards).tricks == 18
    final = random_deal(Rules(players=4), 3, cards=8)[-1]
    assert sum(final.taken) == 13 and len(final.stock) == 2 and final.stock[-1] is final.turned
    final = random_deal(Rules(), 3, cards=8)[-1]
    assert sum(final.taken) == 18 and final.stock == () and final.drawn_trump is not None


def test_j52_refill_the_turned_card_goes_to_the_last_drawer():
    s = position(hands=["A♠", "K♠", "Q♣"], trump="9♥", deck="5♣ 6♣", bids=[1, 0, 0], dealer=0)
    s = play_all(s, ["A♠", "K♠", "Q♣"])
    assert s.hands == ((C("5♣"),), (C("6♣"),), (C("9♥"),)) and s.drawn_trump == 2 and s.stock == ()
    assert TrumpDrawn(2, C("9♥")) in s.events
    assert s.view(0).drawn_trump == 2 and s.view(0).turned is C("9♥")


def test_j52_refill_off_no_draws_and_as_many_tricks_as_cards():
    rules = Rules(refill=False)
    state = new_round(rules, seed=2, cards=5)
    assert state.tricks == 5 and tricks_in_deal(5, rules) == 5
    states = random_deal(rules, 2, cards=5)
    assert all(len(st.stock) == len(state.stock) for st in states)
    assert not any(isinstance(e, Refilled) for st in states for e in st.events)
    assert sum(states[-1].taken) == 5
    s = position(hands=["A♠ 3♦", "K♠ 2♥", "Q♣ 4♦"], trump="9♥", deck="5♣ 6♣ 7♣", bids=[1, 0, 0], dealer=0,
                 rules=rules)
    assert s.tricks == 2
    assert play_all(s, ["A♠", "K♠", "Q♣"]).hands == ((C("3♦"),), (C("2♥"),), (C("4♦"),))


# --- J52-BID --------------------------------------------------------------------------------------------------

def test_j52_bid():
    s = new_round(Rules(), dealer=2, seed=0, cards=3)
    assert s.phase is Phase.BID and s.to_move == 0 and strs(legal_actions(s)) == [f"bid {n}" for n in range(19)]
    s = play_all(s, ["bid 6", "bid 7"])
    assert s.to_move == 2 and s.bids == (6, 7, None)
    # the hook: the dealer may not make the bids add up to the deal's 18 tricks
    assert Bid(5) not in legal_actions(s) and len(legal_actions(s)) == 18
    verdict = refused(s, "bid 5", "J52-BID")
    assert verdict.key == "joker52.reason.hook" and "18" in verdict.reason
    assert latin_words(verdict.text("ru")) == []
    refused(s, "bid 19", "J52-BID")
    refused(s, "7♠", "J52-BID")
    done = apply(s, "bid 4")
    assert done.phase is Phase.PLAY and done.to_move == 2 and done.events[0] == BidMade(2, 4)
    refused(done, "bid 1", "J52-BID")
    with pytest.raises(NotationError) as caught:
        parse_action("bid two")
    assert caught.value.rule == "J52-BID"
    with pytest.raises(NotationError):
        Bid(-1)


def test_j52_bid_the_hook_counts_tricks_not_cards_under_refill_and_cards_without_it():
    """The hook is on the deal's number of tricks: 18 with the refill, the cards in hand without it."""
    s = play_all(new_round(Rules(), dealer=2, seed=0, cards=3), ["bid 1", "bid 1"])
    assert Bid(1) in legal_actions(s) and Bid(16) not in legal_actions(s)
    s = play_all(new_round(Rules(refill=False), dealer=2, seed=0, cards=3), ["bid 1", "bid 1"])
    assert strs(legal_actions(s)) == ["bid 0", "bid 2", "bid 3"]
    refused(s, "bid 1", "J52-BID")
    refused(s, "bid 4", "J52-BID")


def test_a_seat_that_is_not_a_seat_or_not_to_move_is_refused():
    s = new_round(Rules(), dealer=2, seed=0)
    verdict = refused(s, "bid 1", "J52-BID", seat=1)
    assert verdict.key == "joker52.reason.not_your_turn"
    for bad in ("0", True, 0.0, 3):
        with pytest.raises(PositionError):
            apply(s, "bid 1", seat=bad)
    assert apply(s, "bid 1", seat=0).bids == (1, None, None)


# --- J52-LEAD -------------------------------------------------------------------------------------------------

def test_j52_lead():
    s = play_all(new_round(Rules(), dealer=1, seed=9, cards=2), ["bid 0", "bid 0"])
    s = apply(s, legal_actions(s)[0])
    assert s.phase is Phase.PLAY and s.to_move == 1 and s.leader == 1 and s.events[-1] == TurnTo(1, "J52-LEAD")
    assert explain(s, legal_actions(s)[0]).rule == "J52-LEAD"
    s = position(hands=["3♠ 3♦", "K♠ 2♥", "Q♣ 4♦"], trump="9♥", bids=[1, 0, 0], dealer=0)
    after = play_all(s, ["3♠", "K♠", "Q♣"])
    assert after.to_move == 1 and after.leader == 1 and after.last_trick == Trick(
        0, (TrickCard(0, C("3♠"), None), TrickCard(1, C("K♠"), None), TrickCard(2, C("Q♣"), None)), 1)
    refused(after, "3♦", "J52-LEAD", seat=0)


# --- J52-FOLLOW -----------------------------------------------------------------------------------------------

def test_j52_follow():
    s = position(hands=["7♠ A♥", "K♠ 2♥", "9♦ 4♣"], trump="5♥", bids=[1, 0, 0], dealer=0)
    s = apply(s, "7♠")
    assert strs(legal_actions(s)) == ["K♠"]
    verdict = refused(s, "2♥", "J52-FOLLOW")
    assert verdict.key == "joker52.reason.revoke"
    assert verdict.text("ru") == "у места 1 есть пики ♠, масть захода: надо класть её"
    s = apply(s, "K♠")
    # void: any card, no duty to trump
    assert strs(legal_actions(s)) == ["4♣", "9♦"] and explain(s, "4♣").key == "joker52.reason.free_ok"
    s = apply(s, "4♣")
    assert s.taken == (0, 1, 0) and TrickTaken(1, C("K♠"), "J52-FOLLOW") in s.events
    assert s.voids[2] == (Suit.SPADES,)
    refused(s, "9♦", "J52-LEAD", seat=2)
    refused(s, "A♦", "J52-FOLLOW", seat=1)


def test_j52_follow_the_highest_trump_takes():
    s = position(hands=["7♠", "2♥", "3♥"], trump="5♥", bids=[1, 1, 0], dealer=0)
    s = play_all(s, ["7♠", "2♥", "3♥"])
    assert s.taken == (0, 0, 1) and s.outcome.points == (-10, -10, 1)


# --- J52-JOKER ------------------------------------------------------------------------------------------------

def test_j52_joker():
    # a joker may be played at any time, even holding the led suit; high beats every card, trumps too
    s = position(hands=["7♠ 2♣", "A♥ 3♣", "K♠ RJ"], trump="5♥", bids=[1, 0, 0], dealer=0)
    s = play_all(s, ["7♠", "A♥"])
    assert strs(legal_actions(s)) == ["K♠", "RJ high", "RJ low"]
    assert explain(s, "RJ high").rule == "J52-JOKER"
    high = apply(s, "RJ high")
    assert high.taken == (0, 0, 1) and TrickTaken(2, C("RJ"), "J52-JOKER") in high.events
    low = apply(s, "RJ low")
    assert low.taken == (0, 1, 0)
    assert Played(2, C("RJ"), False, "J52-JOKER") in low.events
    with pytest.raises(NotationError) as caught:
        parse_action("RJ")
    assert caught.value.rule == "J52-JOKER"
    with pytest.raises(NotationError) as caught:
        parse_action("7♠ high")
    assert caught.value.rule == "J52-JOKER"
    with pytest.raises(NotationError):
        Play(C("BJ"))


def test_j52_joker_led_the_next_card_sets_the_led_suit():
    s = position(hands=["RJ 2♦", "3♣ A♠", "K♣ 5♠"], trump="5♥", bids=[1, 0, 0], dealer=0)
    s = apply(s, "RJ low")
    assert s.led is None and strs(legal_actions(s)) == ["3♣", "A♠"]
    assert explain(s, "A♠").key == "joker52.reason.free_after_joker"
    s = apply(s, "3♣")
    assert s.led is Suit.CLUBS and strs(legal_actions(s)) == ["K♣"]
    s = apply(s, "K♣")
    assert s.taken == (0, 0, 1)


def test_j52_joker_a_second_joker_takes_the_opposite_value():
    s = position(hands=["RJ 2♦", "BJ A♠", "K♣ 5♠"], trump="5♥", bids=[1, 0, 0], dealer=0)
    s = apply(s, "RJ low")
    assert strs(legal_actions(s)) == ["A♠", "BJ high"]
    verdict = refused(s, "BJ low", "J52-JOKER")
    assert verdict.key == "joker52.reason.second_joker_high"
    s = play_all(s, ["BJ high", "5♠"])
    assert s.taken == (0, 1, 0)
    s = position(hands=["RJ 2♦", "BJ A♠", "K♣ 5♠"], trump="5♥", bids=[1, 0, 0], dealer=0)
    s = play_all(s, ["RJ high", "BJ low", "K♣"])
    assert s.taken == (1, 0, 0)
    two = position(hands=["RJ 2♦", "BJ A♠"], trump="5♥", bids=[0, 0], dealer=0)
    assert play_all(two, ["RJ low", "BJ high"]).taken == (0, 1)


# --- J52-SCORE ------------------------------------------------------------------------------------------------

def test_j52_score():
    assert [scoring.deal_points(b, t, 5) for b, t in ((3, 3), (0, 0), (4, 1), (2, 6), (0, 3))] == [30, 5, -30, 6, 3]
    assert scoring.deal_points(9, 9, 2) == 90  # 18 tricks with the refill
    for bad in ((19, 0, 2), (0, 19, 2), (1, 0, 0), (1, 0, 18), (-1, 0, 2), (True, 0, 2)):
        with pytest.raises(RulesError):
            scoring.deal_points(*bad)
    with pytest.raises(RulesError) as caught:
        scoring.deal_points(6, 0, 5, rules=Rules(refill=False))
    assert caught.value.rule == "J52-BID"
    s = position(hands=["A♠", "K♠", "Q♠"], trump="5♥", bids=[1, 1, 0], dealer=0)
    final = play_all(s, ["A♠", "K♠", "Q♠"])
    assert final.phase is Phase.OVER and legal_actions(final) == ()
    outcome = final.outcome
    assert outcome.termination is Termination.PLAYED_OUT and outcome.points == (10, -10, 5)
    assert outcome.winner == 0 and outcome.made == (True, False, True) and outcome.taken == (1, 0, 0)
    assert explain(final, "A♠").rule == "J52-SCORE"
    tie = play_all(position(hands=["A♠", "K♠", "Q♠"], trump="5♥", bids=[1, 0, 1], dealer=0), ["A♠", "K♠", "Q♠"])
    assert tie.outcome.points == (10, 5, -10) and tie.outcome.winner == 0
    tie = play_all(position(hands=["2♠", "K♠", "Q♠"], trump="5♥", bids=[0, 0, 0], dealer=2), ["Q♠", "2♠", "K♠"])
    assert tie.outcome.points == (5, 1, 5) and tie.outcome.winner is None
    assert record(final)["bids_made"] == 2 and record(final)["ending"] in GAME.endings


# --- J52-JOKER-PENALTY ----------------------------------------------------------------------------------------

def test_j52_joker_penalty():
    s = position(hands=["RJ 2♦", "3♣ A♠", "K♣ 5♠"], trump="5♥", bids=[1, 0, 0], dealer=0)
    verdict = explain(s, "RJ high")
    assert verdict.legal and verdict.rule == "J52-JOKER-PENALTY"
    s = apply(s, "RJ high")
    assert JokerPenalty(0) in s.events and s.penalties == (1, 0, 0)
    final = play_all(s, ["A♠", "5♠", "2♦", "3♣", "K♣"])
    assert final.outcome.taken == (2, 0, 0) and final.outcome.points == (2 - 10, 5, 5)
    assert final.outcome.penalties == (1, 0, 0)
    # the last card in hand: no penalty; a joker played to a trick already led: no penalty
    last = position(hands=["RJ", "3♣", "K♣"], trump="5♥", bids=[1, 1, 0], dealer=0)
    assert explain(last, "RJ high").rule == "J52-JOKER"
    assert apply(last, "RJ high").penalties == (0, 0, 0)
    follow = position(hands=["2♦ 3♦", "RJ A♠", "K♣ 5♠"], trump="5♥", bids=[1, 0, 0], dealer=0)
    assert play_all(follow, ["2♦", "RJ high"]).penalties == (0, 0, 0)


# --- J52-WIN --------------------------------------------------------------------------------------------------

def test_j52_win():
    game = Game(Rules(), seed=2, names=["Vadim", "Anna", "Oleg"])
    bot, rng = HeuristicBot(), random.Random(2)
    assert game.winners == () and game.winner is None and not game.is_over
    while not game.is_over:
        if game.state.outcome is not None:
            game.next_round()
        state = game.state
        game.play(bot.choose(state.view(state.to_move), legal_actions(state), rng))
    totals = [sum(d.outcome.points[s] for d in game.deals) for s in range(3)]
    assert game.totals == totals and game.deals[-1].totals == tuple(totals)
    top = max(totals)
    assert game.winners == tuple(s for s in range(3) if totals[s] == top)
    assert game.standings()[0][1] == top
    game.totals = [50, 50, 10]
    assert game.winners == (0, 1) and game.winner is None and not game.is_draw
    game.totals = [30, 30, 30]
    assert game.winners == () and game.is_draw


def test_game_play_and_undo():
    game = Game(Rules(), seed=0, first_dealer=1)
    assert game.dealer == 1 and game.state.to_move == 2
    start = game.state
    game.play("bid 1")
    assert game.undo() is start
    with pytest.raises(RulesError):
        game.undo()
    with pytest.raises(IllegalActionError):
        game.play("7♠")
    with pytest.raises(RulesError):
        game.next_round()
    with pytest.raises(RulesError):
        Game(Rules(), first_dealer=3)


# --- positions, views, notation -------------------------------------------------------------------------------

def test_position_reads_back_from_its_repr():
    for seed in range(4):
        for st in random_deal(Rules(players=3 + seed % 2), seed, cards=3)[:-1:7]:
            rebuilt = eval(repr(st), {"position": position, "Rules": Rules})
            assert rebuilt.hands == st.hands and rebuilt.stock == st.stock and rebuilt.tricks == st.tricks
            assert rebuilt.trick == st.trick and rebuilt.to_move == st.to_move and rebuilt.bids == st.bids
            assert legal_actions(rebuilt) == legal_actions(st)


def test_position_refuses_what_no_deal_can_reach():
    base = dict(trump="5♥", dealer=0)
    cases = [
        (dict(hands=["A♠ K♠", "2♥", "3♣ 4♣"]), "J52-DEALS"),
        (dict(hands=["A♠", "2♥", "3♣"], bids=[1, 0, 0], trick="A♠", leader=0), "J52-DECK"),
        (dict(hands=["A♠", "2♥", "3♣"], bids=[1, None, None]), "J52-BID"),
        (dict(hands=["A♠", "2♥", "3♣"], bids=[1, 0, 0], taken=[1, 0, 0]), "J52-LEAD"),
        (dict(hands=["A♠", "2♥", "3♣"], bids=[5, 0, 0]), "J52-BID"),
        (dict(hands=["A♠ 2♦", "2♥", "3♣"], bids=[1, 0, 0], trick="RJ low, BJ low", leader=1), "J52-JOKER"),
        (dict(hands=["A♠ 2♦", "2♥", "3♥"], bids=[1, 0, 0], trick="7♥, 8♣", leader=1), "J52-FOLLOW"),
        (dict(hands=["A♠", "2♥", "3♣"], bids=[1, 0, 0], trump_drawn_by=1), "J52-REFILL"),
        (dict(hands=["RJ", "2♥", "3♣"], bids=[1, 1, 0], penalties=[2, 0, 0]), "J52-JOKER-PENALTY"),
        (dict(hands=["A♠", "2♥", "3♣"], bids=[None, None, None], to_move=2), "J52-BID"),
        (dict(hands=["A♠ 2♠", "2♥ 3♥", "3♣ 4♣"], cards=1), "J52-DEALS"),
        (dict(hands=["A♠", "2♥", "3♣"], rules=Rules(refill=False), cards=3), "J52-REFILL"),
    ]
    for changes, rule in cases:
        with pytest.raises(PositionError) as caught:
            position(**{**base, **changes})
        assert caught.value.rule == rule, (changes, caught.value)
    with pytest.raises(PositionError):
        position(hands=["A♠", "2♥", "3♣"], trump="5♥", bids=[1, 0, 0])  # the hook
    with pytest.raises(PositionError):
        position(hands=["11♠", "2♥", "3♣"], trump="5♥")
    with pytest.raises(PositionError):
        position(hands=["A♠", "2♥", "3♣"], trump="5♥ 6♥")


def test_a_view_never_shows_another_hand_or_the_stock_order():
    state = play_all(new_round(Rules(), seed=3, cards=4), ["bid 1", "bid 2", "bid 3"])
    view = state.view(1)
    assert view.hand == state.hands[1] and view.hand_sizes == (4, 4, 4) and view.stock_size == len(state.stock)
    assert not hasattr(view, "hands") and not hasattr(view, "stock")
    hidden = set(state.hands[0]) | set(state.hands[2]) | set(state.stock[:-1])
    assert not hidden & {v for v in view if hasattr(v, "suit")}
    assert view.turned is state.turned and view.bids == (3, 1, 2)


def test_actions_read_back_in_both_languages():
    for action in (Bid(0), Bid(17), Play(C("10♦")), PlayJoker(C("RJ"), True), PlayJoker(C("BJ"), False)):
        assert parse_action(str(action)) is action
    from zhora_core import words
    assert words.write(PlayJoker(C("RJ"), True), "ru") == "КДж старший" and words.write(Bid(2), "ru") == "заказ 2"
    assert parse_action("КДж старший") is PlayJoker(C("RJ"), True) and parse_action("заказ 2") is Bid(2)
    assert parse_action("Т♠") is Play(C("A♠"))
    for bad in ("", "bid", "7♠ 8♠", "RJ sideways", 7):
        with pytest.raises(NotationError):
            parse_action(bad)


def test_events_and_verdicts_speak_russian():
    for seed in range(3):
        for st in random_deal(Rules(players=2 + seed), seed, cards=3):
            for event in st.events:
                assert event.rule in RULE_IDS and latin_words(event.text("ru")) == [], event
            if st.outcome is None:
                for action in candidates(st, st.to_move):
                    assert latin_words(explain(st, action).text("ru")) == []


# --- properties of a trick game -------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(8))
def test_trick_properties_hold_in_random_deals(seed):
    rules = Rules(players=2 + seed % 5, refill=seed % 3 != 0)
    states = random_deal(rules, seed, cards=1 + seed % 6)
    for before, after in zip(states, states[1:]):
        finished = [e for e in after.events if isinstance(e, TrickTaken)]
        if finished:
            trick = after.last_trick
            assert sorted(p.seat for p in trick.cards) == list(range(rules.players))  # one card per seat
            assert trick.winner == finished[0].seat
            led = next((p.card.suit for p in trick.cards if p.high is None), None)
            assert trick_winner(trick.cards, after.trump, led).seat == trick.winner
            if after.outcome is None:
                assert after.to_move == trick.winner == after.leader  # the winner leads next
    final = states[-1]
    assert sum(final.taken) == final.tricks  # the tricks add up
    bids = final.outcome.bids
    assert sum(bids) != final.tricks and all(0 <= b <= final.tricks for b in bids)  # the hook


def test_determinize_fits_the_view():
    rng = random.Random(0)
    for seed in range(6):
        states = random_deal(Rules(players=3 + seed % 2), seed, cards=4)
        for st in states[5:-1:9]:
            seat = (st.to_move + 1) % st.players
            view = st.view(seat)
            world = determinize(view, rng)
            assert world.hands[seat] == st.hands[seat] and tuple(map(len, world.hands)) == view.hand_sizes
            assert len(world.stock) == len(st.stock) and world.trick == st.trick and world.pile == st.pile
            assert sorted(world.cards(), key=lambda c: c.order) == sorted(st.cards(), key=lambda c: c.order)
            if st.drawn_trump is None and st.stock:
                assert world.stock[-1] is st.turned
            elif st.turned in st.hands[st.drawn_trump]:
                assert st.turned in world.hands[st.drawn_trump]
            for other in range(st.players):
                if other != seat:
                    assert not {c.suit for c in world.hands[other]} & set(st.voids[other])
            assert legal_actions(world)


def test_the_heuristic_bot_bids_from_its_hand_and_says_why():
    bot = HeuristicBot()
    s = position(hands=["A♥ K♥ RJ", "2♠ 3♠ 4♣", "5♣ 6♦ 7♦"], trump="9♥", bids=[None, None, None], dealer=2)
    advice = bot.advise(s.view(0), legal_actions(s))
    assert advice.action == Bid(3) and advice.rule == "J52-BID" and latin_words(advice.text("ru")) == []
    weak = bot.advise(apply(s, "bid 3").view(1), legal_actions(apply(s, "bid 3")))
    assert weak.action == Bid(0)
    # the hook bars the dealer's likeliest bid: it says so
    hooked = position(hands=["A♥ 3♣", "2♠ 4♣", "RJ 2♦"], trump="9♥", bids=[0, 1, None], dealer=2)
    advice = bot.advise(hooked.view(2), legal_actions(hooked))
    assert advice.action == Bid(0) and advice.key == "joker52.advice.bid_hook" and "1" in advice.reason


def test_the_heuristic_bot_plays_to_make_its_bid_exactly():
    bot = HeuristicBot()
    # needs a trick: takes it with the cheapest winning card
    s = play_all(position(hands=["7♠ 2♦", "A♠ K♠", "3♣ 4♣"], trump="9♥", bids=[0, 1, 0], dealer=0), ["7♠"])
    assert bot.advise(s.view(1), legal_actions(s)).action == Play(C("K♠"))
    # bid made: ducks with the highest card that loses
    s = position(hands=["Q♠ 2♦", "A♠ J♠", "3♣ 4♣"], trump="9♥", bids=[1, 0, 0], dealer=0)
    s = apply(s, "Q♠")
    advice = bot.advise(s.view(1), legal_actions(s))
    assert advice.action == Play(C("J♠")) and advice.rule == "J52-SCORE"
    # bid lost: spoils a seat that needs the trick
    s = position(hands=["Q♠ 2♦", "A♠ 5♠", "3♣ 4♣"], trump="9♥", bids=[2, 0, 0], dealer=2, taken=[0, 1, 0],
                 leader=0, pile="7♦ 8♦ 9♦")
    s = apply(s, "Q♠")
    advice = bot.advise(s.view(1), legal_actions(s))
    assert advice.action == Play(C("A♠")) and advice.key == "joker52.advice.spoil_take"
    # bid lost after a low joker lead: nobody holds the trick yet, so it plays its cheapest card
    s = position(hands=["RJ 2♦", "A♠ 5♠", "3♣ 4♣"], trump="9♥", bids=[2, 0, 0], dealer=2, taken=[0, 1, 0],
                 leader=0, pile="7♦ 8♦ 9♦")
    s = apply(s, "RJ low")
    advice = bot.advise(s.view(1), legal_actions(s))
    assert advice.action == Play(C("5♠")) and advice.key == "joker52.advice.cheap"


def test_bots_play_whole_deals_legally_for_every_player_count():
    bot = HeuristicBot()
    for players in (2, 3, 4, 5, 6):
        rng = random.Random(players)
        state = new_round(Rules(players=players), seed=players, cards=8)
        while state.outcome is None:
            legal = legal_actions(state)
            action = bot.choose(state.view(state.to_move), legal, rng)
            assert action in legal
            state = apply(state, action)
        assert sum(state.taken) == state.tricks == 54 // players


def test_a_party_goes_on_from_a_position_then_follows_the_schedule():
    start = position(hands=["RJ 2♦", "3♣ A♠", "K♣ 5♠"], trump="5♥", bids=[1, 0, 0], dealer=0)
    game = Game.from_position(start, seed=3, names=["Vadim", "Anna", "Oleg"])
    assert game.state is start and game.first_dealer == game.dealer == 0 and game.number == 1
    bot, rng = HeuristicBot(), random.Random(0)
    while game.state.outcome is None:
        state = game.state
        game.play(bot.choose(state.view(state.to_move), legal_actions(state), rng))
    assert len(game.deals) == 1 and game.deals[0].cards == 2 and game.totals == list(game.deals[0].outcome.points)
    game.next_round()
    assert game.dealer == 1 and game.state.cards_each == schedule(game.rules)[1]
    over = play_all(position(hands=["A♠", "K♠", "Q♠"], trump="5♥", bids=[1, 1, 0], dealer=0), ["A♠", "K♠", "Q♠"])
    with pytest.raises(RulesError):
        Game.from_position(over)


def _hands(cards: int) -> list[str]:
    """Three hands of ``cards`` each from the top of the 54 cards, the next card turned for trumps."""
    return [" ".join(map(str, DECK_54[k * cards:(k + 1) * cards])) for k in range(3)]


def test_a_party_from_a_five_card_position_is_the_schedules_deal_of_five_cards_and_goes_on_from_there():
    start = position(hands=_hands(5), trump=str(DECK_54[15]), dealer=2)
    game = Game.from_position(start, seed=5)
    assert (game.number, game.first_number) == (4, 4) and "deal 4 of 13" in repr(game)  # 2, 3, 4, 5 cards
    assert "<td class='zl-now' data-deal='4' data-seat='0'" in sheet_html(game)
    bot, rng = HeuristicBot(), random.Random(0)
    while game.state.outcome is None:
        game.play(bot.choose(game.state.view(game.state.to_move), legal_actions(game.state), rng))
    assert game.score_sheet()[0]["deal"] == 4 and game.score_sheet()[0]["cards"] == 5
    game.next_round()
    assert (game.number, game.state.cards_each) == (5, 6)


@pytest.mark.parametrize("cards", [1, 9])
def test_a_party_refuses_a_position_of_cards_no_deal_gives(cards):
    start = position(hands=_hands(cards), trump=str(DECK_54[3 * cards]))
    with pytest.raises(RulesError, match=f"no deal of the schedule gives {cards} cards each") as error:
        Game.from_position(start)
    assert error.value.rule == "J52-DEALS"
