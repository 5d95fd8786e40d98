"""Prší's rules, one test (or a few) per rule id of its table in ``shared/rules/relatives.md``.

Test names start with the rule id they check (``test_p_seven_...`` for P-SEVEN); positions are written in card
notation with ``position(...)``, deals are seeded and stacked with ``new_round(..., deck=...)``. Every option of
``Rules`` is tested in both of its readings. A refusal is checked three ways: ``apply`` raises IllegalActionError
citing the rule id, ``explain`` gives the same verdict, and the state is unchanged.
"""

from __future__ import annotations

import copy
import random
from collections import Counter

import pytest

from russian_text import latin_words
from zhora_core import games, words
from zhora_core.cards import DECK_32, Card, Suit, parse_cards
from zhora_core.errors import IllegalActionError, NotationError, PositionError, RulesError
from zhora_core.prsi import (
    ENDINGS, GAME, RULE_IDS, Game, HeuristicBot, Phase, Play, PlayQueen, Rules, Stall, apply,
    candidates, determinize, explain, hand_points, legal_actions, new_round, parse_action, position, record,
    transcript,
)
from zhora_core.prsi.events import (
    Dealt, Drew, PenaltyPending, PenaltyTaken, Played, Restocked, Stalemate, StandPending, StarterActs,
    StarterQueen, StarterTurned, Stood, SuitNamed, TurnTo, Won,
)
from zhora_core.protocol import Termination

C = Card.parse


def refused(state, action, rule, *, seat=None):
    """The action is refused under ``rule`` by both explain and apply, and the state is left as it was."""
    before = copy.deepcopy(state)
    verdict = explain(state, action, seat=seat)
    assert not verdict.legal and verdict.rule == rule, verdict
    assert verdict.text("en") and not latin_words(verdict.text("ru")), verdict.text("ru")
    with pytest.raises(IllegalActionError, match=rule) as error:
        apply(state, action, seat=seat)
    assert error.value.rule == rule and error.value.verdict == verdict
    assert state == before
    return verdict


def allowed(state, action, rule):
    verdict = explain(state, action)
    assert verdict.legal and verdict.rule == rule, verdict
    assert parse_action(action) in legal_actions(state)
    assert not latin_words(verdict.text("ru")), verdict.text("ru")
    return apply(state, action)


def texts(state):
    return [str(event) for event in state.events]


def filler(n, avoid=()):
    """``n`` cards of the deck, none of them in ``avoid``, for stacking a deal."""
    avoid = set(parse_cards(avoid))
    return [c for c in DECK_32 if c not in avoid][:n]


# --- the table of rules ------------------------------------------------------------------------------------

def test_rule_ids_are_the_tables_in_order():
    # Each has a test named after it: tests/shared/test_rule_catalogue.py.
    assert RULE_IDS == ("P-DECK", "P-DEAL", "P-MATCH", "P-QUEEN", "P-SEVEN", "P-ACE", "P-DRAW", "P-STARTER",
                        "P-RESTOCK", "P-WIN", "P-STALL")


def test_the_registry_finds_prsi_and_its_spec_lists_every_option():
    assert "prsi" in games.names() and games.spec("prsi") is GAME and games.spec(Rules()) is GAME
    assert [o.name for o in GAME.options] == ["players", "hand_size", "stack_sevens", "stack_aces",
                                              "starter_effects", "restock", "scoring", "max_turns"]
    assert all(o.rules[0] in RULE_IDS for o in GAME.options)
    assert GAME.endings == ENDINGS and GAME.lower_is_better


# --- P-DECK ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_p_deck_32_cards_for_2_to_5_players(players):
    state = new_round(Rules(players=players), seed=players)
    assert sorted(state.cards()) == sorted(DECK_32) and len(state.hands) == players


@pytest.mark.parametrize("players", [1, 6, "4", True])
def test_p_deck_other_player_counts_are_refused(players):
    with pytest.raises(RulesError, match="P-DECK") as error:
        Rules(players=players)
    assert error.value.rule == "P-DECK"


def test_p_deck_cards_outside_the_32_or_twice_are_refused():
    with pytest.raises(PositionError, match="P-DECK"):
        position(hands=["6♠ 9♥", "8♠"], top="9♣")
    with pytest.raises(PositionError, match="duplicate card 9♥"):
        position(hands=["9♥", "9♥"], top="9♣")
    with pytest.raises(NotationError, match="P-DECK"):
        parse_action("2♣")
    with pytest.raises(PositionError, match="P-DECK"):
        position(hands=["9♥", "8♠"], top="9♣", to_move=2)


# --- P-DEAL ------------------------------------------------------------------------------------------------

def test_p_deal_one_card_at_a_time_from_the_dealers_left_then_starter_stock_and_first_player():
    order = filler(17, avoid="7♠ 7♣ 7♥ 7♦ A♠ A♣ A♥ A♦ Q♠ Q♣ Q♥ Q♦")
    state = new_round(Rules(players=3), dealer=2, seed=5, deck=order)
    assert state.hands[0] == tuple(sorted(order[0:12:3])) and state.hands[1] == tuple(sorted(order[1:12:3]))
    assert state.top is order[12] and state.deck[:4] == tuple(order[13:17]) and len(state.deck) == 32 - 13
    assert state.to_move == 0 and state.phase is Phase.PLAY
    assert state.events[0] == Dealt(2, 4) and state.events[1] == StarterTurned(order[12])
    assert state.events[-1] == TurnTo(0, "P-DEAL")


@pytest.mark.parametrize("hand_size", [4, 5])
def test_p_deal_hand_size_both_readings(hand_size):
    state = new_round(Rules(players=5, hand_size=hand_size), seed=2)
    assert {len(h) for h in state.hands} == {hand_size} and len(state.deck) == 32 - 5 * hand_size - 1
    with pytest.raises(RulesError, match="P-DEAL"):
        Rules(hand_size=6)


def test_p_deal_the_same_seed_deals_the_same_round():
    assert new_round(Rules(), seed=11) == new_round(Rules(), seed=11) != new_round(Rules(), seed=12)
    assert isinstance(new_round(Rules()).seed, int)
    with pytest.raises(RulesError, match="P-DEAL"):
        new_round(Rules(), dealer=4)


def test_p_deal_only_the_player_to_move_acts():
    state = position(hands=["9♥ K♣", "9♠ 8♦"], top="9♣")
    refused(state, "9♥", "P-DEAL", seat=1)
    assert apply(state, "9♥", seat=0).to_move == 1


@pytest.mark.parametrize("seat", ["1", True, 1.0, 7])
def test_p_deal_a_seat_that_is_no_seat_number_is_refused_as_such(seat):
    state = position(hands=["9♥ K♣", "9♠ 8♦"], top="9♣")
    with pytest.raises(PositionError, match="not a seat"):
        explain(state, "9♥", seat=seat)
    with pytest.raises(PositionError, match="not a seat"):
        apply(state, "9♥", seat=seat)


# --- P-MATCH -----------------------------------------------------------------------------------------------

def test_p_match_suit_or_rank_of_the_top_card():
    state = position(hands=["9♥ 10♣ K♦ 8♠", "8♦ 9♠"], top="10♥")
    assert [str(a) for a in legal_actions(state)] == ["9♥", "10♣", "draw"]
    after = allowed(state, "9♥", "P-MATCH")
    assert after.top is C("9♥") and after.pile == (C("10♥"),) and after.to_move == 1
    assert after.events == (Played(0, C("9♥"), "P-MATCH"),)
    assert explain(state, "10♣").key == "prsi.why.rank_ok"
    refused(state, "K♦", "P-MATCH")


def test_p_match_only_cards_in_hand():
    refused(position(hands=["9♥ K♣", "9♠ 8♦"], top="9♣"), "9♠", "P-MATCH")


# --- P-QUEEN -----------------------------------------------------------------------------------------------

def test_p_queen_goes_on_any_card_and_names_a_suit():
    state = position(hands=["Q♠ 8♦", "9♥ 9♠ Q♦"], top="10♥")
    assert [str(a) for a in legal_actions(state)] == ["Q♠>♠", "Q♠>♣", "Q♠>♥", "Q♠>♦", "draw"]
    after = allowed(state, "Q♠>♦", "P-QUEEN")
    assert after.named is Suit.DIAMONDS and SuitNamed(0, Suit.DIAMONDS) in after.events
    assert [str(a) for a in legal_actions(after)] == ["Q♦>♠", "Q♦>♣", "Q♦>♥", "Q♦>♦", "draw"]
    refused(after, "9♠", "P-QUEEN")  # the queen's own suit does not count: diamonds were named


def test_p_queen_the_named_suit_or_another_queen_and_then_it_is_over():
    state = position(hands=["9♥ 8♦", "9♦ K♦"], top="Q♠", named="♦", pile="9♠")
    refused(state, "9♥", "P-QUEEN")
    after = allowed(state, "8♦", "P-QUEEN")
    assert after.named is None and explain(after, "9♦").rule == "P-MATCH"


def test_p_queen_needs_a_named_suit_and_only_a_queen_names_one():
    with pytest.raises(NotationError, match="P-QUEEN"):
        parse_action("Q♠")
    with pytest.raises(NotationError, match="P-QUEEN"):
        parse_action("9♠>♥")
    state = position(hands=["Q♠ 9♠", "8♦"], top="9♣")
    refused(state, Play(C("Q♠")), "P-QUEEN")
    refused(state, PlayQueen(C("9♠"), Suit.HEARTS), "P-QUEEN")


def test_p_queen_cannot_answer_a_pending_seven_or_ace():
    refused(position(hands=["Q♠ 9♠", "8♦"], top="7♣", penalty=2), "Q♠>♣", "P-QUEEN")
    refused(position(hands=["Q♠ 9♠", "8♦"], top="A♣", stand=1), "Q♠>♣", "P-QUEEN")


def test_p_queen_a_named_suit_needs_a_queen_on_top():
    with pytest.raises(PositionError, match="P-QUEEN"):
        position(hands=["9♥", "8♦"], top="9♣", named="♥")


# --- P-SEVEN -----------------------------------------------------------------------------------------------

def test_p_seven_next_player_draws_two_and_loses_his_turn():
    state = position(hands=["7♥ 9♣", "8♥ K♠", "10♥ J♥"], top="9♥", deck="8♠ 8♣ 9♦")
    after = allowed(state, "7♥", "P-MATCH")
    assert after.phase is Phase.PENALTY and after.penalty == 2 and after.to_move == 1
    assert PenaltyPending(1, 2, True) in after.events
    assert [str(a) for a in legal_actions(after)] == ["draw"]
    taken = allowed(after, "draw", "P-SEVEN")
    assert taken.hands[1] == parse_cards("8♠ 8♣ 8♥ K♠") and taken.to_move == 2 and taken.penalty == 0
    assert taken.events == (PenaltyTaken(1, 2, 0),) and taken.penalty_cards == 2 and taken.draws == 0
    assert taken.phase is Phase.PLAY and taken.top is C("7♥")  # the spent 7 is now an ordinary top card
    assert explain(taken, "10♥").rule == "P-MATCH"


@pytest.mark.parametrize("stack", [True, False])
def test_p_seven_stack_sevens_both_readings(stack):
    rules = Rules(players=3, stack_sevens=stack)
    state = position(hands=["7♥ 9♣", "7♠ K♠", "7♦ J♥"], top="9♥", deck="8♠ 8♣ 9♦ 10♠ 10♣ 10♦", rules=rules)
    pending = apply(state, "7♥")
    if stack:
        assert [str(a) for a in legal_actions(pending)] == ["7♠", "draw"]
        answered = allowed(pending, "7♠", "P-SEVEN")
        assert answered.penalty == 4 and answered.to_move == 2 and answered.events[0] == Played(1, C("7♠"), "P-SEVEN")
        assert PenaltyPending(2, 4, True) in answered.events
        third = allowed(answered, "7♦", "P-SEVEN")
        assert third.penalty == 6 and third.to_move == 0 and third.stacked == 2
        taken = allowed(third, "draw", "P-SEVEN")
        assert len(taken.hands[0]) == 1 + 6 and taken.to_move == 1
    else:
        assert [str(a) for a in legal_actions(pending)] == ["draw"]
        assert PenaltyPending(1, 2, False) in pending.events
        refused(pending, "7♠", "P-SEVEN")
        with pytest.raises(PositionError, match="stack_sevens"):
            position(hands=["7♥ 9♣", "K♠"], top="7♠", pile="7♦", penalty=4, rules=Rules(players=2, stack_sevens=False))


def test_p_seven_a_pending_seven_refuses_other_cards_and_standing():
    state = position(hands=["9♣ 7♠", "8♦"], top="7♣", penalty=2)
    refused(state, "9♣", "P-SEVEN")
    refused(state, "stand", "P-SEVEN")


def test_p_seven_the_penalty_takes_what_there_is():
    state = position(hands=["9♣ 8♣", "8♦"], top="7♣", pile="7♦ 7♥", deck="10♠", penalty=6)
    taken = apply(state, "draw")
    assert taken.events == (Restocked(2, False), PenaltyTaken(0, 3, 3)) and "3 short" in str(taken.events[-1])
    assert taken.hands[0] == parse_cards("7♥ 7♦ 8♣ 9♣ 10♠") and taken.penalty_cards == 3


def test_p_seven_a_pending_penalty_must_match_the_pile():
    with pytest.raises(PositionError, match="P-SEVEN"):
        position(hands=["9♣", "8♦"], top="9♥", penalty=2)
    with pytest.raises(PositionError, match="P-SEVEN"):
        position(hands=["9♣", "8♦"], top="7♥", pile="9♥", penalty=4)
    with pytest.raises(PositionError, match="P-SEVEN"):
        position(hands=["9♣", "8♦"], top="7♥", penalty=3)
    with pytest.raises(PositionError, match="P-SEVEN"):
        position(hands=["9♣", "8♦"], top="7♥", penalty=2, stand=1)


# --- P-ACE -------------------------------------------------------------------------------------------------

def test_p_ace_next_player_stands():
    state = position(hands=["A♥ 9♣", "8♥ K♠", "10♥ J♥"], top="9♥")
    after = allowed(state, "A♥", "P-MATCH")
    assert after.phase is Phase.STAND and after.stand == 1 and StandPending(1, 1, True) in after.events
    assert [str(a) for a in legal_actions(after)] == ["stand"]
    stood = allowed(after, "stand", "P-ACE")
    assert stood.hands == after.hands and stood.deck == after.deck and stood.to_move == 2
    assert stood.events == (Stood(1),) and stood.stands == 1 and stood.phase is Phase.PLAY
    assert explain(stood, "10♥").rule == "P-MATCH"


@pytest.mark.parametrize("stack", [True, False])
def test_p_ace_stack_aces_both_readings(stack):
    rules = Rules(players=3, stack_aces=stack)
    state = position(hands=["A♥ 9♣", "A♠ K♠", "10♥ J♥"], top="9♥", rules=rules)
    pending = apply(state, "A♥")
    if stack:
        assert [str(a) for a in legal_actions(pending)] == ["A♠", "stand"]
        answered = allowed(pending, "A♠", "P-ACE")
        assert answered.stand == 2 and answered.to_move == 2 and StandPending(2, 2, True) in answered.events
        assert apply(answered, "stand").to_move == 0
    else:
        assert [str(a) for a in legal_actions(pending)] == ["stand"]
        refused(pending, "A♠", "P-ACE")


def test_p_ace_a_pending_ace_refuses_drawing_and_nothing_pending_refuses_standing():
    refused(position(hands=["9♣ A♠", "8♦"], top="A♣", stand=1), "draw", "P-ACE")
    refused(position(hands=["9♣ A♠", "8♦"], top="A♣", stand=1), "9♣", "P-ACE")
    refused(position(hands=["9♣", "8♦"], top="A♣"), "stand", "P-ACE")
    with pytest.raises(PositionError, match="P-ACE"):
        position(hands=["9♣", "8♦"], top="K♣", stand=1)


# --- P-DRAW ------------------------------------------------------------------------------------------------

def test_p_draw_one_card_even_when_able_to_play_and_the_turn_ends():
    state = position(hands=["9♥ K♣", "9♠ 8♦"], top="9♣", deck="10♦ J♠")
    assert explain(state, "draw").rule == "P-DRAW"
    after = allowed(state, "draw", "P-DRAW")
    assert after.hands[0] == parse_cards("9♥ 10♦ K♣") and after.deck == (C("J♠"),) and after.to_move == 1
    assert after.events == (Drew(0, C("10♦")),) and after.draws == 1
    assert "10♦" not in str(after.events[0])  # the others do not see which card


def test_p_draw_with_nothing_to_draw_gives_nothing():
    state = position(hands=["9♥ K♣", "9♠ 8♦", "J♦"], top="9♣")
    after = allowed(state, "draw", "P-DRAW")
    assert explain(state, "draw").key == "prsi.why.draw_dry"
    assert after.hands == state.hands and after.events == (Drew(0, None),) and after.dry == 1 and after.to_move == 1


# --- P-STARTER ---------------------------------------------------------------------------------------------

def _deal_with_starter(starter, rules):
    order = filler(rules.players * rules.hand_size, avoid="7♠ 7♣ 7♥ 7♦ A♠ A♣ A♥ A♦ Q♠ Q♣ Q♥ Q♦")
    return new_round(rules, dealer=0, seed=3, deck=order + [C(starter)])


@pytest.mark.parametrize("effects", [True, False])
def test_p_starter_a_starter_seven_or_ace_acts_on_the_first_player_under_starter_effects(effects):
    rules = Rules(players=3, starter_effects=effects)
    seven, ace = _deal_with_starter("7♥", rules), _deal_with_starter("A♥", rules)
    assert seven.to_move == ace.to_move == 1
    if effects:
        assert seven.phase is Phase.PENALTY and seven.penalty == 2 and StarterActs(C("7♥"), 1) in seven.events
        assert ace.phase is Phase.STAND and ace.stand == 1 and StarterActs(C("A♥"), 1) in ace.events
        assert explain(seven, "draw").rule == "P-SEVEN"
    else:
        assert seven.phase is ace.phase is Phase.PLAY and seven.penalty == ace.stand == 0
        assert not any(e.rule == "P-STARTER" for e in seven.events + ace.events)


@pytest.mark.parametrize("effects", [True, False])
def test_p_starter_a_starter_queen_sets_only_its_own_suit(effects):
    state = _deal_with_starter("Q♥", Rules(players=2, starter_effects=effects))
    assert state.phase is Phase.PLAY and state.named is None and StarterQueen(C("Q♥")) in state.events
    hearts = [c for c in state.hands[1] if c.suit is Suit.HEARTS]
    others = [c for c in state.hands[1] if c.suit is not Suit.HEARTS and c.rank.name != "QUEEN"]
    for card in hearts:
        assert explain(state, str(card)).legal
    for card in others:
        assert not explain(state, str(card)).legal


# --- P-RESTOCK ---------------------------------------------------------------------------------------------

def test_p_restock_turn_the_pile_under_the_top_becomes_the_stock_earliest_first():
    state = position(hands=["9♥ K♣", "9♠ 8♦"], top="9♣", pile="10♠ J♦ 8♣")
    after = allowed(state, "draw", "P-DRAW")
    assert after.events[0] == Restocked(3, False) and after.restocks == 1
    assert after.hands[0] == parse_cards("9♥ 10♠ K♣") and after.deck == parse_cards("J♦ 8♣") and after.pile == ()
    assert after.top is C("9♣")


def test_p_restock_shuffle_is_seeded_and_keeps_the_cards():
    pile = " ".join(str(c) for c in filler(20, avoid="9♥ K♣ 9♠ 8♦ 9♣"))
    decks = set()
    for seed in range(4):
        state = position(hands=["9♥ K♣", "9♠ 8♦"], top="9♣", pile=pile, seed=seed,
                         rules=Rules(players=2, restock="shuffle"))
        after = apply(state, "draw")
        assert after.events[0] == Restocked(20, True)
        assert Counter(after.cards()) == Counter(state.cards()) and after == apply(state, "draw")
        decks.add(after.deck)
    assert len(decks) > 1
    with pytest.raises(RulesError, match="P-RESTOCK"):
        Rules(restock="wash")


# --- P-WIN -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("last, ending", [("9♥", "plain"), ("7♥", "seven"), ("A♥", "ace"), ("Q♠>♣", "queen")])
def test_p_win_the_first_to_empty_his_hand_wins_whatever_the_last_card(last, ending):
    state = position(hands=[last.split(">")[0], "9♠ 8♦", "10♦ J♦ K♦"], top="10♥" if last[0] != "A" else "A♣")
    over = apply(state, last)
    assert over.phase is Phase.OVER and over.to_move is None and legal_actions(over) == ()
    assert over.outcome.termination is Termination.OUT and over.outcome.winner == 0
    assert over.outcome.points == (0, 2, 3) and over.outcome.ending == ending  # cards left: the project's measure
    assert over.events[-1] == Won(0, C(last.split(">")[0])) and over.penalty == over.stand == 0
    assert refused(over, "draw", "P-WIN").key == "prsi.why.over"


@pytest.mark.parametrize("scoring", ["win", "points"])
def test_p_win_scoring_both_readings(scoring):
    rules = Rules(players=3, scoring=scoring)
    over = apply(position(hands=["9♥", "9♠ A♦", "J♦ Q♦ K♦"], top="9♣", rules=rules), "9♥")
    assert over.outcome.points == ((0, 2, 3) if scoring == "win" else (0, 20, 9))
    assert hand_points(parse_cards("7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠")) == 54


def test_p_win_a_whole_game_by_wins():
    game = Game(Rules(players=2), seed=4)
    assert game.target == 3 and not game.is_over and game.winner is None
    bot, rng = HeuristicBot(), random.Random(4)
    dealers = []
    while not game.is_over:
        dealers.append(game.dealer)
        while game.state.outcome is None:
            state = game.state
            game.play(bot.choose(state.view(state.to_move), legal_actions(state), rng))
        if not game.is_over:
            game.next_round()
    assert max(game.wins) == 3 and game.winner == game.wins.index(3) == game.ranking()[0]
    assert all(b == (a + 1) % 2 for a, b in zip(dealers, dealers[1:]))  # the deal passes to the left
    assert len(game.score_sheet()) == len(game.rounds) and sum(game.wins) <= len(game.rounds)
    with pytest.raises(RulesError, match="P-WIN"):
        game.next_round()


def test_p_win_a_whole_game_by_points_and_undo():
    game = Game(Rules(players=2, scoring="points"), seed=2, target=30)
    bot, rng = HeuristicBot(), random.Random(2)
    while not game.is_over:
        while game.state.outcome is None:
            state = game.state
            game.play(bot.choose(state.view(state.to_move), legal_actions(state), rng))
        if not game.is_over:
            game.next_round()
    assert max(game.totals) >= 30 and game.winner == min(range(2), key=lambda s: (game.totals[s], -game.wins[s], s))
    rounds, last = len(game.rounds), game.state
    game.undo()
    assert len(game.rounds) == rounds - 1 and game.state.outcome is None and not game.is_over
    game.play(_finishing_action(game, last))
    assert game.is_over
    with pytest.raises(RulesError, match="P-WIN"):
        Game(Rules(), target=0)


def test_p_win_a_game_can_go_on_from_a_position():
    start = position(hands=["9♥", "9♠ 8♦"], top="10♥", dealer=1, to_move=0)
    game = Game.from_position(start, names=["Anna", "Boris"])
    game.play("9♥")
    assert game.wins == (1, 0) and game.totals == (0, 2) and game.score_sheet()[0]["winner"] == "Anna"
    assert game.next_round().dealer == 0
    with pytest.raises(RulesError):
        Game.from_position(apply(start, "9♥"))


def _finishing_action(game, finished):
    """The action that led to ``finished`` from the current state of ``game``."""
    return next(a for a in game.legal_actions if apply(game.state, a) == finished)


# --- P-STALL -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("action", ["9♥", "draw", "Q♠>♥"])
def test_p_stall_a_round_that_reaches_max_turns_is_a_stalemate(action):
    rules = Rules(players=2, max_turns=10)
    state = position(hands=["9♥ Q♠ K♣", "9♠ 8♦"], top="9♣", deck="J♠", turns=9, rules=rules)
    over = apply(state, action)
    assert over.outcome.termination is Termination.STALEMATE and over.outcome.stall is Stall.TURNS
    assert over.outcome.points == (0, 0) and over.outcome.winner is None and over.outcome.ending == "stalemate"
    assert over.events[-1] == Stalemate(Stall.TURNS, 10) and over.turns == 10
    with pytest.raises(PositionError, match="P-STALL"):
        position(hands=["9♥", "8♦"], top="9♣", turns=10, rules=rules)


def test_p_stall_every_player_in_a_row_draws_nothing():
    state = position(hands=["9♥ K♣", "8♠ 8♦"], top="9♣")
    first = apply(state, "draw")
    assert first.outcome is None and first.dry == 1
    over = apply(first, "draw")
    assert over.outcome.stall is Stall.DRY and over.events[-1].rule == "P-STALL"
    assert refused(over, "draw", "P-STALL").key == "prsi.why.over"


@pytest.mark.parametrize("max_turns", [9, 100_001, 50.0])
def test_p_stall_max_turns_out_of_bounds_is_refused(max_turns):
    with pytest.raises(RulesError, match="P-STALL"):
        Rules(max_turns=max_turns)


# --- the vocabulary around the rules -----------------------------------------------------------------------

def test_rules_changed_replace_and_from_dict():
    rules = Rules(players=3, scoring="points")
    assert rules.changed() == {"players": 3, "scoring": "points"} and Rules.from_dict(rules.changed()) == rules
    assert rules.replace(stack_aces=False).stack_aces is False
    with pytest.raises(RulesError, match="unknown"):
        rules.replace(jokers=True)
    for name in ("stack_sevens", "stack_aces", "starter_effects"):
        with pytest.raises(RulesError, match=name):
            Rules(**{name: 1})


@pytest.mark.parametrize("text, back", [("7♠", "7♠"), ("Q♠>♥", "Q♠>♥"), ("Д♠>♥", "Q♠>♥"), ("qs > h", "Q♠>♥"),
                                        ("Т♦", "A♦"), ("draw", "draw"), ("беру", "draw"), ("stand", "stand"),
                                        ("стою", "stand")])
def test_actions_read_back(text, back):
    action = parse_action(text)
    assert str(action) == back and parse_action(str(action)) is action


@pytest.mark.parametrize("text", ["", "7", "play 7♠", "Q♠>x", "x" * 500, 7])
def test_bad_action_text_is_a_notation_error_quoting_a_short_excerpt(text):
    with pytest.raises(NotationError) as error:
        parse_action(text)
    assert len(str(error.value)) < 200


def test_the_view_shows_the_own_hand_and_only_sizes_of_the_rest():
    state = new_round(Rules(players=3), seed=9)
    view = state.view(2)
    assert view.hand == state.hands[2] and view.hand_sizes == (4, 4, 4) and view.deck_size == len(state.deck)
    assert not hasattr(view, "hands") and not hasattr(view, "deck")


def test_determinize_fits_the_view():
    state = apply(new_round(Rules(players=3), seed=9), legal_actions(new_round(Rules(players=3), seed=9))[0])
    view = state.view(1)
    world = determinize(view, random.Random(1))
    assert world.hands[1] == view.hand and world.top is view.top and world.pile == view.pile
    assert tuple(map(len, world.hands)) == view.hand_sizes and sorted(world.cards()) == sorted(DECK_32)
    assert world.phase is view.phase and world.penalty == view.penalty and legal_actions(world)


def test_candidates_are_every_card_as_a_play_then_draw_and_stand():
    state = position(hands=["9♥ Q♠", "8♦"], top="9♣")
    assert [str(a) for a in candidates(state, 0)] == ["9♥", "Q♠>♠", "Q♠>♣", "Q♠>♥", "Q♠>♦", "draw", "stand"]


@pytest.mark.parametrize("hands, top, kw, rule, key", [
    (["7♠ 9♠", "8♦"], "7♣", {"penalty": 2}, "P-SEVEN", "prsi.bot.answer_seven"),
    (["9♠", "8♦"], "7♣", {"penalty": 2}, "P-SEVEN", "prsi.bot.take_penalty"),
    (["A♠ 9♠", "8♦"], "A♣", {"stand": 1}, "P-ACE", "prsi.bot.answer_ace"),
    (["9♠ 8♠", "8♦"], "A♣", {"stand": 1}, "P-ACE", "prsi.bot.stand"),
    (["9♣", "8♦"], "9♥", {}, "P-WIN", "prsi.bot.last"),
    (["7♥ 9♣ 10♣", "8♦"], "9♥", {}, "P-SEVEN", "prsi.bot.seven"),
    (["Q♠ 8♦ 9♦", "8♣"], "10♥", {}, "P-QUEEN", "prsi.bot.queen"),
    (["8♦ 9♦", "8♣"], "10♥", {}, "P-DRAW", "prsi.bot.draw"),
])
def test_the_heuristic_bot_advises_with_a_rule_id(hands, top, kw, rule, key):
    state = position(hands=hands, top=top, **kw)
    advice = HeuristicBot().advise(state.view(0), legal_actions(state))
    assert advice.rule == rule and advice.key == key and advice.action in legal_actions(state)
    assert not latin_words(advice.text("ru").replace("Д♠", "").replace("♦", "")), advice.text("ru")
    if key == "prsi.bot.queen":
        assert advice.action == PlayQueen(C("Q♠"), Suit.DIAMONDS)


def test_events_and_verdicts_speak_russian_with_names():
    state = position(hands=["7♥ 9♣", "8♥ K♠"], top="9♥", deck="8♠ 8♣ 9♦")
    after = apply(state, "7♥")
    assert [e.text("ru", names=["Анна", "Борис"]) for e in after.events] == [
        "Анна кладёт 7♥", "игроку Борис предстоит взять 2 карты или ответить семёркой"]
    assert [e.text("en", names=[words.YOU, "Boris"]) for e in after.events] == [
        "you play 7♥", "Boris must draw 2 cards or answer with a 7"]
    assert apply(after, "draw").events[0].text("ru") == "место 1 берёт 2 карты за семёрки"
    five = words.say("prsi.ev.penalty_taken", "ru", names=["Анна"], seat=words.Seat(0), n=5)
    assert five == "Анна берёт 5 карт за семёрки"
    assert explain(state, "Д♠>♥").text("ru") == "у места 0 нет карты Д♠"
    assert explain(state, "Д♠>♥").text("en", names=[words.YOU, "Boris"]) == "you hold no Q♠"
    assert explain(state, "7♥", seat=1).text("ru", names=["Анна", words.YOU]) == "сейчас ходит Анна, а не вы"


def test_the_log_names_who_moves_first_as_zhoras_does():
    from zhora_core.zhora.events import TurnTo as ZhoraTurnTo

    turn = next(e for e in new_round(Rules(), seed=3).events if isinstance(e, TurnTo))
    assert turn.rule == "P-DEAL" and turn.text("en") == f"seat {turn.seat} to move"
    names = [words.YOU if seat == turn.seat else "Boris" for seat in range(2)]
    assert (turn.text("en", names=names), turn.text("ru", names=names)) == ("you move next", "дальше ходите вы")
    names[turn.seat] = "Anna"
    assert (turn.text("en", names=names), turn.text("ru", names=names)) == ("Anna moves next", "дальше ходит Anna")
    for lang, names in (("en", None), ("ru", None), ("en", names), ("ru", [words.YOU, words.YOU])):
        assert turn.text(lang, names=names) == ZhoraTurnTo(turn.seat, "Z-FIRST").text(lang, names=names)


def test_record_reports_the_rounds_measures():
    rules = Rules(players=3)
    state = new_round(rules, seed=1)
    rng = random.Random(1)
    while state.outcome is None:
        state = apply(state, rng.choice(legal_actions(state)))
    measures = record(state)
    assert measures["ending"] in ENDINGS and measures["turns"] == state.turns
    assert set(measures) >= {"ending", "turns", "draws", "penalty_cards", "stands", "stacked", "restocks"}
    with pytest.raises(RulesError):
        record(new_round(rules, seed=1))


def test_a_state_repr_rebuilds_the_position():
    state = position(hands=["7♠ 9♣", "8♦ Q♥"], top="7♥", pile="9♥", deck="K♠", penalty=2, dealer=0, to_move=0)
    assert eval(repr(state), {"position": position, "Rules": Rules}) == state
    queen = position(hands=["7♠ 9♣", "8♦"], top="Q♥", named="♣")
    assert eval(repr(queen), {"position": position, "Rules": Rules}) == queen


def test_transcript_words_a_round_in_either_language():
    start = position(hands=["7♠ 9♥", "8♠ 9♠"], top="9♣")
    assert transcript(start, ["9♥", "9♠", "7♠"]).endswith("seat 1: 1 card left in hand (the project's measure, not a rule) → 1 (P-WIN)")
    russian = transcript(start, ["9♥", "9♠", "7♠"], lang="ru", names=["Анна", "Борис"])
    assert "Анна кладёт последнюю карту и выигрывает" in russian and "2. Борис: 9♠" in russian
    assert "you play the last card and win" in transcript(start, ["9♥", "9♠", "7♠"], names=[words.YOU, "Boris"])


@pytest.mark.parametrize("n", [1, 2, 5, 21])
def test_every_phrase_speaks_russian_without_latin_words_and_with_plural_forms(n):
    PHRASES = ("prsi.seat", *words.keys("prsi.ev"), *words.keys("prsi.why"), *words.keys("prsi.bot"))
    assert len(PHRASES) == 59

    values = {"card": C("Q♠"), "top": C("7♥"), "suit": Suit.HEARTS, "n": n, "short": n, "to_move": 0, "number": 3,
              "action": parse_action("Q♠>♥")}
    for key in PHRASES:
        for seat, names in ((1, None), (1, ["Анна", words.YOU]), (0, ["Анна", words.YOU])):
            seat = words.Seat(seat)
            english = words.say(key, "en", names=names, seat=seat, **{**values, "to_move": words.Seat(0)})
            russian = words.say(key, "ru", names=names, seat=seat, **{**values, "to_move": words.Seat(0)})
            assert english and not latin_words(russian), (key, russian)
    assert words.say("prsi.ev.penalty_taken", "ru", seat=words.Seat(0), n=n).endswith(
        {1: "1 карту за семёрки", 2: "2 карты за семёрки", 5: "5 карт за семёрки", 21: "21 карту за семёрки"}[n])


@pytest.mark.parametrize("seed", [-1, 2**64, "7", 7.0, None])
def test_a_seed_is_a_whole_number_below_2_to_the_64(seed):
    if seed is not None:
        with pytest.raises(RulesError, match="seed"):
            new_round(Rules(), seed=seed)
    with pytest.raises(PositionError, match="seed"):
        position(hands=["9♥", "8♦"], top="9♣", seed=seed)


@pytest.mark.parametrize("counters", [{"draws": 3, "turns": 2}, {"restocks": -1}, {"dry": 1}, {"dry": 2, "turns": 5},
                                      {"draws": True, "turns": 3}])
def test_p_stall_counters_no_running_round_can_have_are_refused(counters):
    with pytest.raises(PositionError, match="P-STALL"):
        position(hands=["9♥", "8♦"], top="9♣", deck="K♠", **counters)


def test_p_stall_counters_of_a_position_carry_on():
    state = position(hands=["9♥ K♣", "8♦ 8♠"], top="9♣", turns=6, draws=3, restocks=1, dry=1)
    assert (state.turns, state.draws, state.restocks, state.dry) == (6, 3, 1, 1)
    assert apply(state, "draw").outcome.stall is Stall.DRY  # the second dry draw in a row of two players


def test_after_the_round_nobody_can_act_and_a_view_needs_a_seat():
    over = apply(position(hands=["9♥", "8♦"], top="9♣"), "9♥")
    with pytest.raises(IllegalActionError, match="nobody can draw: the round is over"):
        apply(over, "draw")
    with pytest.raises(PositionError, match="P-DECK"):
        over.view(2)


# --- the glossary -------------------------------------------------------------------------------------------

def test_every_rule_id_and_option_has_a_line_in_english_and_russian():
    from zhora_core.prsi.glossary import GLOSSARY, option_help, rule_title

    assert tuple(GLOSSARY.rules) == RULE_IDS == tuple(key.removeprefix("prsi.rule.") for key in words.keys("prsi.rule"))
    for rule in RULE_IDS:
        assert rule_title(rule) and rule_title(rule, "ru") != rule_title(rule)
        assert not latin_words(rule_title(rule, "ru")), rule
    for option in GAME.options:
        assert option_help(option.name) and not latin_words(option_help(option.name, "ru")), option.name
    assert GAME.glossary.rule_title("P-ACE", "ru") == rule_title("P-ACE", "ru")
    assert GAME.Rules.option("restock").help_in("en") == option_help("restock")


def test_the_rule_switches_show_each_options_line_and_the_rules_title():
    from widgets import RuleSwitches

    switches = RuleSwitches(Rules(), lang="ru")
    assert "ответить на туза своим тузом" in switches.text
    assert "title='туз: следующий стоит или отвечает тузом'" in switches._names["stack_aces"].value
