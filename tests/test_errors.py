"""Bad input gets a specific error (a ValueError subclass naming what was wrong) and changes nothing."""

import json

import pytest

from zhora_core.errors import (IllegalActionError, NotationError, PositionError, RulesError, SaveFileError,
                               ZhoraError)
from zhora_core.zhora import Game, Play, PlayJack, Rules, apply, new_round, parse_action, position
from zhora_core.zhora.saving import load, save
from zhora_core.cards import Card, Suit


def test_errors_form_a_value_error_family():
    for error in (NotationError, PositionError, RulesError, IllegalActionError, SaveFileError):
        assert issubclass(error, ZhoraError) and issubclass(error, ValueError)


@pytest.mark.parametrize("hands, message", [
    (["9♠ 9♠", "Q♥"], "duplicate card 9♠"),
    (["9♠ 11♥", "Q♥"], "unknown card '11♥'"),
    (["2♠", "Q♥"], "2♠ in hand 0 is not in Zhora's 36-card deck"),
])
def test_a_bad_position_is_refused_with_the_reason(hands, message):
    with pytest.raises(NotationError, match=message):
        position(hands=hands, top="7♥")


def test_more_cards_than_the_deck_holds():
    with pytest.raises(PositionError, match="37 cards, but the deck holds only 36"):
        position(hands=["6♠ 7♠", "8♠"], top="9♠", deck=" ".join(["10♥"] * 33))


def test_duplicate_between_zones():
    with pytest.raises(PositionError, match="duplicate card 7♥"):
        position(hands=["6♠", "8♠"], top="7♥", deck="7♥")


@pytest.mark.parametrize("players", [1, 5, 0])
def test_wrong_number_of_players(players):
    with pytest.raises(RulesError, match=r"players=.*Z-PLAYERS"):
        Rules(players=players)
    with pytest.raises(RulesError, match="Z-PLAYERS"):
        position(hands=["6♠"] * players if players else [], top="7♥")


def test_hands_that_do_not_fit_the_rules():
    with pytest.raises(RulesError, match="3 hands but the rules are for 4 players"):
        position(hands=["6♠", "7♠", "8♠"], top="9♥", rules=Rules(players=4))


@pytest.mark.parametrize("option, value, rule", [
    ("after_draw", "sometimes", "Z-AFTER-DRAW"), ("turn_stays", "left", "Z-ACE"), ("restock", "burn", "Z-RESTOCK"),
    ("max_turns", 0, "Z-STALL"), ("nine_points", -1, "Z-POINTS"), ("jack_multipliers", (2, 4), "Z-MULTIPLIER"),
    ("starter_jack_swap", "yes", "Z-STARTER-JACK"), ("starter_effects", 1, "Z-STARTER-EFFECT"),
    ("players", 2.0, "Z-PLAYERS"),
])
def test_rule_options_out_of_range_name_option_and_rule(option, value, rule):
    with pytest.raises(RulesError, match=f"{option}=.*{rule}") as info:
        Rules(**{option: value})
    assert info.value.rule == rule


def test_unknown_rule_option():
    with pytest.raises(RulesError, match="unknown rule option"):
        Rules().replace(colour="red")


def refused(state, action, rule, **kwargs):
    before = tuple(state)
    with pytest.raises(IllegalActionError, match=rule) as info:
        apply(state, action, **kwargs)
    assert tuple(state) == before
    assert info.value.rule == rule and not info.value.verdict.legal
    return info.value


def test_illegal_action_cites_the_rule_and_changes_nothing():
    s = position(hands=["9♣ 7♠", "Q♥"], top="7♥")
    error = refused(s, "9♣", "Z-MATCH")
    assert "seat 0 cannot play 9♣" in str(error) and "neither suit (♥) nor rank (7)" in str(error)


def test_action_by_the_wrong_seat():
    s = position(hands=["9♣ 7♠", "Q♥"], top="7♥")
    error = refused(s, "Q♥", "Z-TURN", seat=1)
    assert "it is seat 0's turn, not seat 1's" in str(error)


def test_a_card_not_in_hand():
    refused(position(hands=["9♣ 7♠", "Q♥"], top="7♥"), "7♥", "Z-TURN")


def test_jack_without_an_ordered_suit():
    with pytest.raises(NotationError, match="Z-JACK"):
        parse_action("J♣")
    s = position(hands=["J♣ 7♠", "Q♥"], top="7♥")
    error = refused(s, Play(Card.parse("J♣")), "Z-JACK")
    assert "must name a suit" in str(error)


def test_suit_order_on_a_non_jack():
    with pytest.raises(NotationError, match="only a jack orders a suit"):
        parse_action("7♠>♥")
    refused(position(hands=["J♣ 7♠", "Q♥"], top="7♥"), PlayJack(Card.parse("7♠"), Suit.HEARTS), "Z-JACK")


def test_jack_finish_while_holding_another_card():
    s = position(hands=["J♣ J♦ 9♠", "Q♥"], top="7♥")
    error = refused(s, "J♣ J♦", "Z-JACKS-OUT")
    assert "still holds 9♠" in str(error)


def test_swap_of_a_card_not_in_hand():
    s = position(hands=["9♠ 10♠ Q♠ K♠", "6♥"], top="J♦", phase="swap", to_move=1, dealer=1)
    refused(s, "swap 9♠", "Z-STARTER-JACK")


def test_unknown_action_text():
    with pytest.raises(NotationError, match="unknown card"):
        parse_action("jump")


def game_file():
    game = Game(Rules(players=2), seed=3)
    for _ in range(6):
        game.play(game.legal_actions[0])
    return game, json.loads(save(game))


@pytest.mark.parametrize("damage, message", [
    (lambda d: d.update(format="other"), "not a save file"),
    (lambda d: d.update(version=99), "version 99"),
    (lambda d: d.update(kind="deck"), "unknown kind"),
    (lambda d: d["rules"].update(players=7), "players=7"),
    (lambda d: d.update(seed="x"), "'seed'.*wrong type"),
    (lambda d: d["rounds"][0].__setitem__(1, "A♠"), "round 1, action 2"),
    (lambda d: d.update(totals=[50, 0]), "changed by hand"),
    (lambda d: d.pop("rounds"), "no 'rounds'"),
])
def test_a_tampered_save_file_is_refused(damage, message):
    _, data = game_file()
    damage(data)
    with pytest.raises(SaveFileError, match=message):
        load(json.dumps(data))


@pytest.mark.parametrize("text", ["", "not json", "[1, 2]", b"\xff"])
def test_a_malformed_save_file_is_refused(text):
    with pytest.raises(SaveFileError, match="not a save file"):
        load(text)


def test_new_round_refuses_a_bad_dealer_and_deck():
    with pytest.raises(RulesError, match="dealer 4"):
        new_round(Rules(players=4), dealer=4, seed=1)
    with pytest.raises(PositionError, match="duplicate card"):
        new_round(Rules(players=2), dealer=0, seed=1, deck="7♥ 7♥")


def test_score_round_refuses_a_card_in_two_places():
    from zhora_core.zhora import score_round

    with pytest.raises(NotationError, match="duplicate card J♥"):
        score_round(["", "J♥", "J♥"], 0, "J♠")
