"""Thirteen's rules, one test (or a few) per rule id of its table in ``shared/rules/relatives.md``.

Test names start with the rule id they check (``test_t_run_...`` for T-RUN); positions are written in card
notation with ``position(...)``, deals are seeded and stacked with ``new_round(..., deck=...)``. Every option of
``Rules`` is tested in each of its readings. A refusal is checked three ways: ``apply`` raises
IllegalActionError citing the rule id, ``explain`` gives the same verdict, and the state is unchanged.
"""

from __future__ import annotations

import copy
import random

import pytest

from russian_text import latin_words, visible_text
from zhora_core import games, words
from zhora_core.cards import BLACK_JOKER, DECK_54, RED_JOKER, Card, parse_cards
from zhora_core.errors import IllegalActionError, NotationError, PositionError, RulesError
from zhora_core.protocol import Termination
from zhora_core.thirteen import (
    DRAW, END, GAME, RULE_IDS, Draw, EndRun, Game, HeuristicBot, Phase, Play, Rules, apply, candidates,
    determinize, explain, legal_actions, new_round, parse_action, position, record,
)
from zhora_core.thirteen.events import (
    CentreTurned, Dealt, Drew, JokerReturned, Passed, Played, Restocked, RunEnded, Stalemate, TookCards, TurnTo, Won,
)

C = Card.parse


def plays(state) -> list[str]:
    return [str(a) for a in legal_actions(state)]


def refused(state, action, rule: str, *, seat=None):
    """``action`` is refused under ``rule`` by both ``apply`` and ``explain``, and the state is unchanged."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalActionError) as caught:
        apply(state, action, seat=seat)
    assert caught.value.rule == rule and caught.value.verdict.rule == rule
    verdict = explain(state, action, seat=seat)
    assert not verdict.legal and verdict.rule == rule
    quoted = set(latin_words(repr(seat))) if seat is not None else set()  # a bad seat is quoted as given
    assert verdict.text("en") and set(latin_words(verdict.text("ru"))) <= quoted, verdict.text("ru")
    assert state == before
    return verdict


def allowed(state, action, rule: str):
    verdict = explain(state, action)
    assert verdict.legal and verdict.rule == rule, verdict
    assert not latin_words(verdict.text("ru")), verdict.text("ru")
    return apply(state, action)


def kinds(state) -> list[type]:
    return [type(e) for e in state.events]


# --- T-TABLE ---------------------------------------------------------------------------------------------------

def test_t_table_two_players_and_a_deck_of_52_cards_and_two_jokers():
    state = new_round(Rules(), seed=5)
    assert len(state.hands) == 2 and sorted(state.cards()) == sorted(DECK_54) and len(DECK_54) == 54
    assert {RED_JOKER, BLACK_JOKER} <= set(state.cards())
    with pytest.raises(RulesError) as caught:
        Rules(players=3)
    assert caught.value.rule == "T-TABLE" and "players" in str(caught.value)
    with pytest.raises(RulesError, match="T-TABLE"):
        position(hands=["5♠", "6♠", "7♠"], top="9♦")


def test_t_table_the_ranks_are_circular_the_ace_next_to_the_king_and_the_two():
    state = position(hands=["A♠ 2♦ 3♣ Q♥ K♦", "5♣"], top="K♠")
    assert plays(state) == ["Q♥", "A♠"]
    verdict = explain(position(hands=["A♠", "5♣"], top="2♥"), "A♠")
    assert verdict.legal and verdict.rule == "T-STEP" and "ace" in verdict.reason
    assert plays(position(hands=["2♦ K♦ Q♣", "5♣"], top="A♥")) == ["2♦", "K♦"]


def test_t_table_a_position_refuses_duplicates_cards_outside_the_deck_and_bad_seats():
    for bad, where in (({"hands": ["5♠ 5♠", "6♦"]}, "duplicate"), ({"hands": ["5♠", "6♦"], "deck": "6♦"}, "duplicate"),
                       ({"hands": ["5♠", "6♦"], "to_move": 2}, "seat"),
                       ({"hands": ["5♠", "6♦"], "to_move": True}, "seat"),
                       ({"hands": ["5♠", "6♦"], "dealer": "1"}, "seat")):
        with pytest.raises(PositionError) as caught:
            position(top="9♦", **bad)
        assert caught.value.rule == "T-TABLE" and where in str(caught.value)
    with pytest.raises(NotationError, match="11"):
        position(hands=["11♥", "6♦"], top="9♦")


@pytest.mark.parametrize("seat", ["1", True, 1.0, 2, -1])
def test_t_table_a_seat_that_is_not_a_whole_number_of_the_table_is_refused(seat):
    state = position(hands=["4♠ 9♥", "6♦"], top="5♦", to_move=1)
    verdict = refused(state, "6♦", "T-TABLE", seat=seat)
    assert repr(seat) in verdict.reason
    assert explain(state, "6♦", seat=1).legal and apply(state, "6♦", seat=1).top is C("6♦")


def test_t_table_only_the_player_to_move_acts():
    state = position(hands=["5♠ 9♥", "6♦"], top="4♦", to_move=1)
    verdict = refused(state, "5♠", "T-TABLE", seat=0)
    assert "seat 1 is to move" in verdict.reason


# --- T-DEAL ----------------------------------------------------------------------------------------------------

def test_t_deal_13_each_a_centre_card_the_rest_the_reserve_and_the_dealers_opponent_first():
    for dealer in (0, 1):
        state = new_round(Rules(), dealer=dealer, seed=11)
        assert [len(h) for h in state.hands] == [13, 13] and len(state.deck) == 27 and state.pile == ()
        assert state.to_move == 1 - dealer and state.phase is Phase.TURN and state.top.suit is not None
        assert kinds(state)[0] is Dealt and isinstance(state.events[-1], TurnTo)
        assert state.events[-1].rule == "T-DEAL" and state.events[-1].seat == 1 - dealer
        assert all(list(h) == sorted(h) for h in state.hands)


def test_t_deal_a_stacked_deck_is_dealt_one_card_at_a_time_from_the_dealers_opponent():
    stack = parse_cards("2♠ 3♠ 4♠ 5♠") + parse_cards("9♥ 7♣")
    state = new_round(Rules(), dealer=0, seed=1, deck=stack)
    assert {C("2♠"), C("4♠")} <= set(state.hands[1]) and {C("3♠"), C("5♠")} <= set(state.hands[0])
    full = [c for c in DECK_54 if c.suit is not None][:27]
    state = new_round(Rules(), dealer=1, seed=1, deck=full)
    assert state.top is full[26] and set(state.hands[0]) == set(full[0:26:2])


def test_t_deal_a_joker_turned_up_goes_back_into_the_reserve_and_the_next_card_is_turned():
    cards = [c for c in DECK_54 if c.suit is not None]
    stack = cards[:26] + [RED_JOKER, BLACK_JOKER, cards[26]]
    state = new_round(Rules(), seed=3, deck=stack)
    assert state.top is cards[26]
    assert [type(e) for e in state.events] == [Dealt, JokerReturned, JokerReturned, CentreTurned, TurnTo]
    assert {RED_JOKER, BLACK_JOKER} <= set(state.deck) and len(state.deck) == 27
    assert all(e.rule == "T-DEAL" for e in state.events)
    assert new_round(Rules(), seed=3, deck=stack) == state  # the random place is seeded


# --- T-STEP ----------------------------------------------------------------------------------------------------

def test_t_step_a_card_one_rank_higher_or_lower_of_any_suit_goes_on_the_centre():
    state = position(hands=["6♥ 7♠ 8♣ 9♦ 5♦", "K♣"], top="7♦", deck="2♣")
    assert plays(state) == ["6♥", "8♣"]
    after = allowed(state, "8♣", "T-STEP")
    assert after.events[0] == Played(0, C("8♣"), "T-STEP") and after.top is C("8♣") and after.pile == (C("7♦"),)
    verdict = refused(state, "9♦", "T-STEP")
    assert verdict.reason == "9♦ is not one rank above or below the centre card 7♦"
    assert refused(state, "7♠", "T-STEP").text("ru") == "7♠ не на одно значение старше или младше центральной карты 7♦"


def test_t_step_a_card_not_in_hand_is_refused():
    state = position(hands=["6♥ 2♣", "K♣"], top="7♦")
    assert "not in the hand" in refused(state, "8♠", "T-STEP").reason


# --- T-RUN -----------------------------------------------------------------------------------------------------

def test_t_run_rising_falling_and_zig_zag_runs_of_free_suits():
    state = position(hands=["J♣ J♥ J♠ 10♦ Q♠ Q♥ 4♣", "5♦"], top="K♠")
    for card in ["Q♠", "J♣", "10♦", "J♥", "Q♥", "J♠"]:
        assert state.to_move == 0
        state = apply(state, card)
    assert [e.card for e in state.events if type(e) is Played] == [C("J♠")]
    assert state.events[1] == RunEnded(0, 6) and state.longest == 6  # no card goes on: the run ends by itself
    assert state.to_move == 1 and state.phase is Phase.TURN


def test_t_run_the_player_may_end_the_run_and_the_turn_passes():
    state = apply(position(hands=["Q♠ J♣ 4♣", "5♦"], top="K♠"), "Q♠")
    assert state.phase is Phase.RUN and state.run == 1 and plays(state) == ["J♣", "end"]
    after = allowed(state, "end", "T-RUN")
    assert after.events == (RunEnded(0, 1), TurnTo(1, "T-RUN")) and after.to_move == 1 and after.top is C("Q♠")
    assert allowed(state, "J♣", "T-RUN").events[0] == Played(0, C("J♣"), "T-RUN")


def test_t_run_end_outside_a_run_and_draw_inside_one_are_refused():
    state = position(hands=["Q♠ J♣ 4♣", "5♦"], top="K♠", deck="2♥")
    refused(state, "end", "T-RUN")
    assert "has played this turn" in refused(apply(state, "Q♠"), "draw", "T-RUN").reason
    refused(apply(state, "Q♠"), "4♣", "T-RUN")


def test_t_run_same_suit_off_by_default_suits_are_free():
    state = apply(position(hands=["Q♠ J♣ 4♣", "5♦"], top="K♠"), "Q♠")
    assert "J♣" in plays(state)


def test_t_run_same_suit_on_every_card_after_the_first_keeps_the_suit_of_the_one_before():
    rules = Rules(run_same_suit=True)
    state = position(hands=["Q♠ J♣ J♠ 4♣", "5♦"], top="K♥", rules=rules)
    assert plays(state) == ["Q♠"]  # the first card's suit is free (T-STEP)
    state = apply(state, "Q♠")
    assert plays(state) == ["J♠", "end"]
    verdict = refused(state, "J♣", "T-RUN")
    assert "one suit" in verdict.reason


# --- T-JOKER ---------------------------------------------------------------------------------------------------

def test_t_joker_only_on_a_king_of_its_colour():
    for king, ok, not_ok in (("K♥", "RJ", "BJ"), ("K♦", "RJ", "BJ"), ("K♠", "BJ", "RJ"), ("K♣", "BJ", "RJ")):
        state = position(hands=["RJ BJ 5♦", "5♣"], top=king)
        assert plays(state) == [ok]
        after = allowed(state, ok, "T-JOKER")
        assert after.events == (Played(0, C(ok), "T-JOKER"), TurnTo(1, "T-AFTER-JOKER"))
        assert refused(state, not_ok, "T-JOKER").reason.startswith("a joker goes only on a king of its colour")
    refused(position(hands=["RJ 5♦", "5♣"], top="Q♥"), "RJ", "T-JOKER")


def test_t_joker_as_the_last_card_of_a_run_that_reached_the_king_ends_the_run():
    state = apply(apply(position(hands=["Q♥ K♦ RJ A♠ 4♣", "5♣"], top="J♠"), "Q♥"), "K♦")
    assert plays(state) == ["A♠", "RJ", "end"]
    after = allowed(state, "RJ", "T-JOKER")
    assert after.phase is Phase.ANSWER and after.to_move == 1 and after.jokers == 1
    assert after.top is RED_JOKER and after.pile[-1] is C("K♦")


# --- T-AFTER-JOKER ---------------------------------------------------------------------------------------------

def test_t_after_joker_the_answer_is_the_queen_or_the_ace_of_the_kings_suit():
    state = position(hands=["5♣ 6♣", "Q♦ A♦ Q♥ A♠ J♦ BJ"], top="RJ", pile="K♦", phase="answer", to_move=1)
    assert plays(state) == ["Q♦", "A♦"]
    for card in ("Q♥", "A♠", "J♦", "BJ", "5♣"):
        refused(state, card, "T-AFTER-JOKER")
    assert refused(state, "draw", "T-AFTER-JOKER").reason == "seat 1 can answer the joker with Q♦, so it must"
    refused(state, "end", "T-AFTER-JOKER")
    after = allowed(state, "Q♦", "T-AFTER-JOKER")
    assert after.events[0] == Played(1, C("Q♦"), "T-AFTER-JOKER")


def test_t_after_joker_the_answer_may_begin_a_run():
    state = position(hands=["5♣ 6♣", "A♦ 2♠ 3♥ 9♠"], top="BJ", pile="7♥ K♣", phase="answer", to_move=1)
    assert plays(state) == ["draw"]  # the ace of diamonds does not answer a joker on the king of clubs
    state = position(hands=["5♣ 6♣", "A♣ 2♠ 3♥ 9♠"], top="BJ", pile="7♥ K♣", phase="answer", to_move=1)
    state = apply(state, "A♣")
    assert state.phase is Phase.RUN and plays(state) == ["2♠", "end"]
    state = apply(state, "2♠")
    assert state.phase is Phase.RUN and state.run == 2


def test_t_after_joker_without_an_answer_take_13_and_the_jokers_player_moves_on_the_king():
    reserve = "2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣"
    state = position(hands=["Q♠ 5♦", "Q♥ A♠ J♦"], top="RJ", pile="K♦", phase="answer", to_move=1, deck=reserve)
    assert plays(state) == ["draw"]
    verdict = explain(state, "draw")
    assert verdict.legal and verdict.rule == "T-AFTER-JOKER" and verdict.text("ru").endswith("берёт 13 карт")
    after = apply(state, "draw")
    assert after.events == (TookCards(1, 13), TurnTo(0, "T-AFTER-JOKER"))
    assert len(after.hands[1]) == 16 and len(after.deck) == len(state.deck) - 13 and after.takes == 1
    assert after.to_move == 0 and after.phase is Phase.TURN and after.centre is C("K♦")
    assert plays(after) == ["Q♠"]  # on the king now any queen or ace goes (T-STEP)


def test_t_after_joker_a_short_reserve_gives_what_it_holds():
    state = position(hands=["Q♠ 5♦", "J♦"], top="BJ", pile="K♠", phase="answer", to_move=1, deck="2♣ 3♣")
    after = apply(state, "draw")
    assert after.events[0] == TookCards(1, 2) and after.deck == () and len(after.hands[1]) == 3


# --- T-DRAW ----------------------------------------------------------------------------------------------------

def test_t_draw_one_card_when_nothing_goes_and_the_turn_passes_without_playing_it():
    state = position(hands=["2♣ 9♥", "5♦"], top="6♦", deck="7♠ 8♠")
    assert plays(state) == ["draw"]
    after = allowed(state, "draw", "T-DRAW")
    assert after.events == (Drew(0, C("7♠")), TurnTo(1, "T-DRAW")) and after.to_move == 1
    assert C("7♠") in after.hands[0] and after.deck == (C("8♠"),) and after.draws == 1


def test_t_draw_may_draw_when_able_off_by_default_a_player_who_can_play_must():
    state = position(hands=["5♣ 9♥", "5♦"], top="6♦", deck="7♠")
    assert plays(state) == ["5♣"]
    assert refused(state, "draw", "T-DRAW").reason.startswith("seat 0 can play 5♣")


def test_t_draw_may_draw_when_able_on_a_player_may_draw_instead_of_playing():
    state = position(hands=["5♣ 9♥", "5♦"], top="6♦", deck="7♠", rules=Rules(may_draw_when_able=True))
    assert plays(state) == ["5♣", "draw"]
    after = allowed(state, "draw", "T-DRAW")
    assert after.to_move == 1 and len(after.hands[0]) == 3


# --- T-RESTOCK -------------------------------------------------------------------------------------------------

def test_t_restock_the_centre_pile_minus_its_top_is_shuffled_into_a_new_reserve():
    state = position(hands=["2♣ 9♥", "5♦"], top="6♦", pile="3♠ 4♠ 5♠ 8♥ 10♣ J♥")
    after = apply(state, "draw")
    assert kinds(after) == [Restocked, Drew, TurnTo] and after.events[0] == Restocked(6)
    assert after.pile == () and after.top is C("6♦") and len(after.deck) == 5 and after.restocks == 1
    assert sorted(after.deck + (after.events[1].card,)) == sorted(parse_cards("3♠ 4♠ 5♠ 8♥ 10♣ J♥"))
    assert apply(state, "draw") == after  # the shuffle is seeded by the round's seed
    other = apply(position(hands=["2♣ 9♥", "5♦"], top="6♦", pile="3♠ 4♠ 5♠ 8♥ 10♣ J♥", seed=9), "draw")
    assert other.deck + (other.events[1].card,) != after.deck + (after.events[1].card,)


def test_t_restock_with_nothing_to_restock_the_player_passes():
    state = position(hands=["2♣ 9♥", "5♦"], top="6♦")
    verdict = explain(state, "draw")
    assert verdict.legal and verdict.rule == "T-RESTOCK"
    after = apply(state, "draw")
    assert after.events == (Passed(0), TurnTo(1, "T-RESTOCK")) and after.hands == state.hands


def test_t_restock_keeps_the_king_under_a_joker_on_top():
    state = position(hands=["2♣ 9♥", "5♦"], top="BJ", pile="4♥ 3♦ K♠", deck="", phase="answer", to_move=1)
    after = apply(state, "draw")
    assert after.events[0] == Restocked(2) and after.pile == (C("K♠"),) and after.top is BLACK_JOKER
    assert after.events[1] == TookCards(1, 2) and after.centre is C("K♠")


# --- T-WIN -----------------------------------------------------------------------------------------------------

def test_t_win_the_first_to_empty_his_hand_wins_and_the_others_cards_left_are_counted():
    state = position(hands=["Q♥ J♣", "5♦ 6♦ 7♦"], top="K♣")
    after = apply(apply(state, "Q♥"), "J♣")
    outcome = after.outcome
    assert outcome.termination is Termination.OUT and outcome.winner == 0 and outcome.points == (0, 3)
    assert outcome.last is C("J♣") and outcome.run == 2 and outcome.ending == "out"
    assert after.events[-1] == Won(0, (0, 3)) and after.phase is Phase.OVER and after.to_move is None
    assert legal_actions(after) == () and not explain(after, "5♦").legal and explain(after, "5♦").rule == "T-WIN"
    assert record(after) == {"ending": "out", "turns": 2, "draws": 0, "restocks": 0, "jokers": 0, "takes": 0,
                             "runs": 1, "longest_run": 2, "cards_left": 3}


def test_t_win_a_joker_as_the_last_card_wins_at_once():
    after = apply(position(hands=["RJ", "5♦"], top="K♥"), "RJ")
    assert after.outcome.winner == 0 and after.outcome.last is RED_JOKER and after.jokers == 1


def test_t_win_max_turns_ends_a_round_without_a_winner_as_a_stalemate():
    rules = Rules(max_turns=20, may_draw_when_able=True)
    state = position(hands=["5♣ 9♥", "5♦ 7♠"], top="6♦", rules=rules, turns=18)
    state = apply(apply(state, "draw"), "draw")
    assert state.outcome.termination is Termination.STALEMATE and state.outcome.winner is None
    assert state.outcome.points == (2, 2) and state.outcome.ending == "stalemate"
    assert state.events[-1] == Stalemate(20) and state.events[-1].rule == "T-WIN" and legal_actions(state) == ()
    assert Rules().max_turns == 5000
    with pytest.raises(RulesError) as caught:
        Rules(max_turns=5)
    assert caught.value.rule == "T-WIN"


# --- positions, notation, options and the spec -------------------------------------------------------------------

def test_a_position_refuses_impossible_phases_and_empty_hands():
    cases = [
        (dict(top="RJ", pile="K♠"), "T-JOKER"), (dict(top="RJ"), "T-JOKER"),
        (dict(top="RJ", pile="K♥", phase="run"), "T-JOKER"), (dict(top="K♥", phase="answer"), "T-AFTER-JOKER"),
    ]
    for kwargs, rule in cases:
        with pytest.raises(PositionError) as caught:
            position(hands=["5♣", "6♦"], **kwargs)
        assert caught.value.rule == rule
    with pytest.raises(PositionError, match="T-WIN"):
        position(hands=["", "6♦"], top="9♣")
    with pytest.raises(PositionError):
        position(hands=["5♣", "6♦"], top="9♣", phase="over")
    state = position(hands=["5♣", "6♦"], top="RJ", pile="K♥", phase="answer", to_move=1)
    assert repr(state) == "position(hands=['5♣', '6♦'], top='RJ', pile='K♥', to_move=1, phase='answer')"
    assert eval(repr(state), {"position": position}) == state


def test_actions_read_back_also_in_russian_and_bad_text_is_refused():
    assert parse_action("7♠") is parse_action(Play(C("7♠"))) and str(parse_action("7♠")) == "7♠"
    assert parse_action("КДж") == Play(RED_JOKER) and parse_action("bj") == Play(BLACK_JOKER)
    assert parse_action("Т♥") == Play(C("A♥")) and parse_action("конец") is END and parse_action("взять") is DRAW
    assert str(EndRun()) == "end" and str(Draw()) == "draw" and str(Play(RED_JOKER)) == "RJ"
    for bad in ("11♥", "", "play 7♠", "x" * 500):
        with pytest.raises(NotationError) as caught:
            parse_action(bad)
        assert len(str(caught.value)) < 160
    with pytest.raises(NotationError):
        parse_action(7)


def test_rules_options_refuse_bad_values_naming_the_rule_and_round_trip():
    for name, value, rule in (("run_same_suit", 1, "T-RUN"), ("may_draw_when_able", "yes", "T-DRAW"),
                              ("max_turns", 10**6, "T-WIN"), ("max_turns", True, "T-WIN")):
        with pytest.raises(RulesError) as caught:
            Rules(**{name: value})
        assert caught.value.rule == rule and name in str(caught.value)
    rules = Rules(run_same_suit=True, max_turns=300)
    assert Rules.from_dict(rules.changed()) == rules
    assert rules.replace(run_same_suit=False).changed() == {"max_turns": 300}
    with pytest.raises(RulesError):
        Rules.from_dict({"jokers": 3})
    with pytest.raises(RulesError):
        rules.replace(colour="red")


def test_the_spec_lists_every_rule_id_and_option_and_the_registry_finds_it():
    assert games.spec("thirteen") is GAME and games.spec(Rules()) is GAME
    assert RULE_IDS == ("T-TABLE", "T-DEAL", "T-STEP", "T-RUN", "T-JOKER", "T-AFTER-JOKER", "T-DRAW", "T-RESTOCK",
                        "T-WIN")
    assert [o.name for o in GAME.options] == ["players", "run_same_suit", "may_draw_when_able", "max_turns"]
    assert all(set(o.rules) <= set(RULE_IDS) and o.label[1] and not latin_words(o.label[1]) for o in GAME.options)
    assert GAME.endings == ("out", "stalemate") and GAME.lower_is_better and GAME.match is Game
    assert GAME.heuristic().name == "heuristic" and GAME.record is record and GAME.determinize is determinize


def test_candidates_are_the_hand_end_and_draw_and_the_view_hides_the_other_hand():
    state = new_round(Rules(), seed=4)
    seat = state.to_move
    assert candidates(state, seat) == (*(Play(c) for c in state.hands[seat]), END, DRAW)
    view = state.view(seat)
    assert view.hand == state.hands[seat] and view.hand_sizes == (13, 13) and view.deck_size == 27
    assert not hasattr(view, "hands") and not hasattr(view, "deck") and view.centre is state.top


def test_events_name_seats_and_speak_russian_with_plural_forms():
    state = position(hands=["Q♠ 5♦", "J♦"], top="BJ", pile="K♠", phase="answer", to_move=1, deck="2♣ 3♣ 4♣ 5♣ 6♣")
    took = apply(state, "draw").events[0]
    assert took.text(names=["Ann", "Bob"]) == "Bob takes 5 cards from the reserve"
    assert took.text("ru") == "место 1 берёт из резерва 5 карт"
    assert TookCards(1, 2).text("ru").endswith("2 карты")
    assert TookCards(1, 1).text("en").endswith("1 card from the reserve")
    assert RunEnded(0, 1).text("ru") == "место 0 заканчивает серию после 1 карты"
    for event in (*new_round(Rules(), seed=2).events, Restocked(1), Restocked(5), Passed(0), Won(0, (0, 4)),
                  Stalemate(30), JokerReturned(RED_JOKER)):
        assert not latin_words(event.text("ru")), event.text("ru")
    assert words.say("thirteen.dealt", "ru", seat=words.Seat(0), n=13) == "место 0 сдаёт по 13 карт"
    assert took.text("ru", names=["Анна", words.YOU]) == "вы берёте из резерва 5 карт"
    assert words.write(DRAW, "ru") == "взять" and words.write(Play(C("Q♥")), "ru") == "Д♥"


# --- the heuristic bot and determinize -----------------------------------------------------------------------------

def test_the_heuristic_bot_opens_its_longest_run_and_saves_the_joker_for_the_end():
    bot = HeuristicBot()
    state = position(hands=["10♠ Q♠ K♥ RJ 9♥ 5♦", "3♣"], top="J♦")
    advice = bot.advise(state.view(0), legal_actions(state))
    assert advice.action == Play(C("Q♠")) and advice.rule == "T-RUN"
    assert "3 cards" in advice.reason and not latin_words(bot.advise(state.view(0), legal_actions(state), "ru").reason)
    state = apply(apply(state, "Q♠"), "K♥")
    assert bot.choose(state.view(0), legal_actions(state), random.Random(0)) == Play(RED_JOKER)
    answer = position(hands=["5♣", "2♦ 9♠"], top="RJ", pile="K♦", phase="answer", to_move=1)
    assert bot.advise(answer.view(1), legal_actions(answer)).rule == "T-AFTER-JOKER"


def test_determinize_keeps_what_the_seat_sees_and_deals_the_rest():
    state = new_round(Rules(), seed=8)
    for _ in range(15):
        state = apply(state, legal_actions(state)[0])
    seat = state.to_move
    world = determinize(state.view(seat), random.Random(1))
    assert world.hands[seat] == state.hands[seat] and world.top is state.top and world.pile == state.pile
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands] and len(world.deck) == len(state.deck)
    assert sorted(world.cards()) == sorted(state.cards()) and legal_actions(world) == legal_actions(state)


# --- a whole game ----------------------------------------------------------------------------------------------

def test_a_game_deals_in_turn_and_counts_wins_and_cards_left():
    game = Game(Rules(), seed=2, rounds=3, names=["Ann", "Bob"])
    bot, rng = HeuristicBot(), random.Random(2)
    dealers = []
    while True:
        dealers.append(game.dealer)
        while game.state.outcome is None:
            state = game.state
            game.play(bot.choose(state.view(state.to_move), legal_actions(state), rng))
        if game.is_over:
            break
        game.next_round()
    assert dealers == [dealers[0], 1 - dealers[0], dealers[0]] and len(game.rounds) == 3
    assert sum(game.wins) + sum(r.outcome.winner is None for r in game.rounds) == 3
    assert game.winner == game.ranking()[0] and len(game.score_sheet()) == 3
    with pytest.raises(RulesError):
        game.next_round()
    last, action = game.state, game.actions[-1]
    game.undo()
    assert len(game.rounds) == 2 and not game.is_over and game.winner is None
    game.play(str(action))
    assert game.is_over and game.state == last


def test_a_game_refuses_illegal_plays_and_bad_setups():
    game = Game(Rules(), seed=1)
    state = game.state
    bad = next(a for a in candidates(state, state.to_move) if a not in legal_actions(state))
    with pytest.raises(IllegalActionError):
        game.play(bad)
    assert game.state is state and game.actions == ()
    for kwargs in ({"rounds": 0}, {"names": ["A", "A"]}, {"first_dealer": 2}, {"seed": "x"}):
        with pytest.raises(RulesError):
            Game(Rules(), **kwargs)
    with pytest.raises(RulesError):
        game.undo()


def test_t_win_a_game_can_go_on_from_a_position():
    start = position(hands=["Q♥", "9♠ 8♦"], top="K♣", dealer=1, to_move=0)
    game = Game.from_position(start, names=["Ann", "Bob"], rounds=2)
    assert game.start_position is start and game.state is start and game.dealer == 1
    game.play("Q♥")
    assert game.wins == (1, 0) and game.totals == (0, 2) and game.score_sheet()[0]["winner"] == "Ann"
    assert game.next_round().dealer == 0 and [len(h) for h in game.state.hands] == [13, 13]
    with pytest.raises(RulesError):
        Game.from_position(apply(start, "Q♥"))
    with pytest.raises(RulesError):
        Game.from_position("Q♥")


@pytest.mark.parametrize("phase, top, pile, rule", [("turn", "K♣", "", "T-TABLE"), ("run", "Q♥", "K♣", "T-RUN"),
                                                     ("answer", "BJ", "K♣", "T-AFTER-JOKER")])
def test_t_table_the_play_tables_first_line_of_a_position_says_who_is_to_move(phase, top, pile, rule):
    from zhora_core.thirteen import TABLE

    start = position(hands=["9♠ A♣", "J♠ 8♦"], top=top, pile=pile, to_move=1, phase=phase)
    assert [(e.seat, e.rule) for e in TABLE.opening(start)] == [(1, rule)]
    dealt = new_round(Rules(), seed=4)
    assert TABLE.opening(dealt) == dealt.events


def test_the_heuristic_bots_advice_speaks_either_language_and_the_russian_table_hint_shows_it():
    from widgets import Table

    state = position(hands=["2♠ 3♦ 4♣ 9♥", "Q♠"], top="A♥")
    advice = HeuristicBot().advise(state.view(0), legal_actions(state))
    assert advice.rule == "T-RUN" and advice.text("en") == advice.reason
    assert advice.text("ru") == HeuristicBot().advise(state.view(0), legal_actions(state), "ru").reason
    assert "3 карты" in advice.text("ru") and not latin_words(advice.text("ru").replace("2♠", ""))
    table = Table(Rules(), start=state, lang="ru")
    table.controller.hint()
    assert advice.text("ru") in table.banner and "T-RUN" not in table.banner


def test_t_after_joker_the_play_table_names_the_king_under_the_joker_and_its_answers_in_either_language():
    from zhora_core.thirteen import TABLE

    answer = position(hands=["4♦ 9♥", "K♣ 6♠"], top="BJ", pile="8♠ K♠", phase="answer", to_move=0, deck="2♠")
    (mark,) = TABLE.marks(answer, "en", False)
    assert "Joker on K♠" in mark and "Q♠ or A♠" in mark
    (mark,) = TABLE.marks(answer, "ru", False)
    assert "Джокер на К♠" in mark and "Д♠ или Т♠" in mark and not latin_words(visible_text(mark))
    taken = apply(answer, "draw")
    assert taken.phase is Phase.TURN and str(taken.top) == "BJ"
    (mark,) = TABLE.marks(taken, "en", False)
    assert "Under the joker" in mark and "K♠" in mark
    assert TABLE.marks(position(hands=["4♦", "K♣"], top="K♠"), "en", False) == ()
