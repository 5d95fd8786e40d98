"""The play tables and other widgets the lessons show, driven headless: each test builds a lesson's position through
the engine, opens the same table there and checks what the learner sees and what a click does (the hand's choices,
the buttons, the banner, the log, the game's states); a few check a lesson's other widgets the same way (a session's
score sheet under its switches, the game chooser, the game comparer). The lessons check the rules through the
engine; the widgets are checked here.
"""

from __future__ import annotations

import random

import ipywidgets as w

from zhora_core import banker, games, joe, joker, joker52, prsi, thirteen, zhora
from zhora_core.bots import make_bot
from zhora_core.cards import Card, Suit
from zhora_core.errors import RulesError
from zhora_core.family import family_rows
from zhora_core.simulate import play_game
from widgets import GameComparer, RuleSwitches, ScoreSheet, Table


def legal_cards(table) -> set[str]:
    return {str(card) for card, choice in table.hand.choices.items() if choice.legal}


# --- Lesson 15, Prší ----------------------------------------------------------------------------------------------

PRSI_MATCH = dict(hands=["7♥ 9♣ K♠ Q♠", "A♠ 8♦ 10♦"], top="7♠", deck="8♣ 10♣ J♥")
PRSI_QUEEN = dict(hands=["Q♠ 9♣ 8♦", "9♦ K♠ Q♥ 8♥"], top="10♥", deck="7♣ 8♣ J♥")
PRSI_SEVENS = dict(hands=["7♥ 9♣", "7♠ 8♦ Q♦", "7♣ K♦", "A♣ 10♦"], top="9♥", deck="8♣ 10♣ J♥ 9♦ J♦ K♣ 8♥ 10♥")
PRSI_ACES = dict(hands=["A♥ 9♣", "A♠ 8♦", "10♦ K♦"], top="9♥", deck="8♣ 10♣ J♥")
PRSI_EIGHT = "8♠ 9♠ 10♠ J♠ 10♦ A♠ 8♥ 9♥ "
PRSI_EMPTY = dict(hands=["9♥ K♣", "8♦ 10♠"], top="9♣", pile="7♣ 8♣ 10♣")
PRSI_OUT = dict(hands=["7♥", "9♣ A♣ K♠", "J♦ Q♣"], top="10♥", deck="8♣ 9♠")
PRSI_DRY = dict(hands=["9♥ K♣", "8♠ 10♠"], top="7♦")


def test_prsi_deal_table_offers_five_cards_and_only_the_two_queens():
    five = prsi.new_round(prsi.Rules(players=3, hand_size=5), dealer=0, seed=3)
    table = Table(five.rules, start=five, human=five.to_move)
    assert table.state is five and len(table.hand.choices) == 5
    assert legal_cards(table) == {"Q♠", "Q♥"}


def test_prsi_match_table_greys_the_nine_under_p_match_and_offers_draw_not_stand():
    s = prsi.position(**PRSI_MATCH)
    table = Table(s.rules, start=s, seed=1)
    assert legal_cards(table) == {"7♥", "K♠", "Q♠"}
    assert table.hand.choices[prsi.parse_action("9♣").card].rule == "P-MATCH"
    assert table.controller.buttons() == {"draw": prsi.Draw(), "stand": None}


def test_prsi_match_table_click_on_the_nine_is_refused_and_draw_takes_the_eight():
    s = prsi.position(**PRSI_MATCH)
    table = Table(s.rules, start=s, seed=1)
    table.hand.click("9♣")
    assert "P-MATCH" in table.banner and table.state is s
    table.click("draw")
    assert table.controller.game.states[1] == prsi.apply(s, "draw") and "(P-DRAW)" in table.log_lines[1]


def test_prsi_queen_table_offers_one_queen_action_per_suit():
    q = prsi.position(**PRSI_QUEEN)
    table = Table(q.rules, start=q, seed=1)
    assert len(table.hand.choices[prsi.parse_action("Q♠>♠").card].actions) == 4


def test_prsi_queen_click_opens_the_suit_picker_and_the_chosen_suit_is_named():
    q = prsi.position(**PRSI_QUEEN)
    table = Table(q.rules, start=q, seed=1)
    table.hand.click("Q♠")
    assert table.hand.pending == prsi.parse_action("Q♠>♠").card
    table.hand.choose_suit("♦")
    assert table.controller.game.states[1] == prsi.apply(q, "Q♠>♦")


def test_prsi_seven_table_offers_only_the_answering_seven_and_draw():
    one = prsi.apply(prsi.position(**PRSI_SEVENS), "7♥")
    table = Table(one.rules, start=one, human=1, seed=1)
    choices = table.hand.choices
    assert legal_cards(table) == {"7♠"}
    assert {str(c): choice.rule for c, choice in choices.items()} == {"7♠": "P-SEVEN", "8♦": "P-SEVEN", "Q♦": "P-QUEEN"}
    assert table.controller.buttons()["draw"] == prsi.Draw()


def test_prsi_ace_table_turns_draw_off_and_offers_stand_and_the_ace():
    ace = prsi.apply(prsi.position(**PRSI_ACES), "A♥")
    table = Table(ace.rules, start=ace, human=1, seed=1)
    assert table.controller.buttons() == {"draw": None, "stand": prsi.Stand()}
    assert [str(c) for c, choice in table.hand.choices.items() if choice.legal] == ["A♠"]


def test_prsi_starter_seven_table_forces_the_draw_and_logs_the_starter_rule():
    seven_up = prsi.new_round(prsi.Rules(players=2), seed=1, deck=PRSI_EIGHT + "7♦")
    table = Table(seven_up.rules, start=seven_up, human=1, seed=1)
    assert table.controller.forced()[0] == prsi.Draw() and "(P-STARTER)" in table.log_lines[0]


def test_prsi_restock_table_offers_draw_on_an_empty_stock():
    empty = prsi.position(**PRSI_EMPTY)
    assert Table(empty.rules, start=empty, seed=1).controller.buttons()["draw"] == prsi.Draw()


def test_prsi_restock_table_draw_logs_the_restock_and_turns_the_pile_over():
    empty = prsi.position(**PRSI_EMPTY)
    table = Table(empty.rules, start=empty, seed=1)
    table.click("draw")
    assert "(P-RESTOCK)" in table.log_lines[1] and table.controller.game.states[1] == prsi.apply(empty, "draw")


def test_prsi_win_table_offers_only_the_last_seven():
    out = prsi.position(**PRSI_OUT)
    table = Table(out.rules, start=out, seed=1)
    assert [str(c) for c, choice in table.hand.choices.items() if choice.legal] == ["7♥"]


def test_prsi_win_table_click_ends_the_round_and_scores_under_p_win():
    out = prsi.position(**PRSI_OUT)
    table = Table(out.rules, start=out, seed=1)
    table.hand.click("7♥")
    assert table.state == prsi.apply(out, "7♥")
    assert [(row.points, row.rule) for row in table.controller.score_lines()] == [
        (0, "P-WIN"), (3, "P-WIN"), (2, "P-WIN")]


def test_prsi_stall_table_offers_draw_in_the_dry_position():
    dry = prsi.position(**PRSI_DRY)
    assert Table(dry.rules, start=dry, seed=1).controller.buttons()["draw"] == prsi.Draw()


def test_prsi_stall_table_draw_and_the_bots_draw_make_a_dry_stalemate():
    dry = prsi.position(**PRSI_DRY)
    table = Table(dry.rules, start=dry, seed=1)
    table.click("draw")
    assert table.controller.is_stalemate and table.state.outcome.stall is prsi.Stall.DRY
    assert "(P-STALL)" in table.log_lines[-1]


def test_prsi_game_table_shows_rule_switches_and_plays_to_three_wins():
    table = Table(prsi.Rules(players=4), seed=15, show_rules=True)
    assert table.rule_switches.rules == prsi.Rules(players=4) and table.controller.game.target == 3


# --- Lesson 13, Joe in Queens Squared --------------------------------------------------------------------------------

JOE_BEAT = dict(hands=["2♠ 4♠ 9♥ 10♦ J♥ K♠", "3♣ 8♦ Q♥"], top="10♠", deck="5♣ 7♦ A♥")
JOE_EMPTY = dict(hands=["3♦ 9♣", "K♥ 5♠"], top="7♠", pile="2♥ 8♣ J♦")
JOE_QUEENS = dict(hands=["4♠ 7♥ Q♣ Q♦", "9♦ J♥", "3♣ 5♥"], top="10♠", deck="8♣ 2♦ K♥ 6♠")
JOE_LAST = dict(hands=["4♠", "9♦ J♥", "3♣"], top="10♠")


def test_joe_deal_table_logs_deal_first_player_and_starter_then_waits_for_you():
    table = Table(joe.Rules(players=3), seed=5)
    assert all(f"({rule})" in table.log_lines[0] for rule in ("JQ-DEAL", "JQ-FIRST", "JQ-STARTER"))
    assert table.state.to_move == 0 and len(table.state.cards()) == 52
    assert table.controller.game.states[0] == joe.Game(joe.Rules(players=3), seed=5).state


def test_joe_beat_table_refuses_the_king_plays_the_ten_and_undo_goes_back():
    p = joe.position(**JOE_BEAT)
    table = Table.from_state(p)
    table.hand.click("K♠")
    assert "JQ-BEAT" in table.banner and table.state is p
    table.hand.click("10♦")
    assert "plays 10♦ (JQ-BEAT)" in table.log_lines[1] and table.state.to_move == 0
    table.click("undo")
    assert table.state is p


def test_joe_draw_table_logs_the_restock_and_undo_restores_the_draw_button():
    empty = joe.position(**JOE_EMPTY)
    table = Table.from_state(empty)
    table.click("draw")
    assert "(JQ-RESTOCK)" in table.log_lines[1] and "(JQ-DRAW)" in table.log_lines[1]
    table.click("undo")
    assert table.state is empty and table.controller.buttons() == {"draw": joe.parse_action("draw")}


def test_joe_queens_table_picker_plays_two_queens_and_the_bots_answer_with_joe_then_a_beat():
    q0 = joe.position(**JOE_QUEENS)
    table = Table.from_state(q0)
    table.hand.click("Q♣")
    assert table.hand.pending_jack == Card.parse("Q♣")
    table.hand.choose("Two queens: Q♣ Q♦")
    played = table.log_lines[1:]
    assert "(JQ-QUEENS)" in played[0] and "plays J♥ (JQ-JOE)" in played[1] and "(JQ-BEAT)" in played[2]
    table.click("undo")
    assert table.state is q0


def test_joe_win_table_scores_cards_left_under_jq_win_and_undo_goes_back():
    last = joe.position(**JOE_LAST)
    table = Table.from_state(last)
    table.hand.click("4♠")
    rows = table.controller.score_lines()
    assert table.state.outcome.winner == 0 and [row.points for row in rows] == [0, 2, 1]
    assert all(row.rule == "JQ-WIN" for row in rows)
    table.click("undo")
    assert table.state is last


def test_joe_countdown_table_keeps_the_turn_and_offers_only_lower_cards_without_draw():
    table = Table.from_state(joe.position(hands=["2♦ 6♣ 9♥ K♠", "5♠ 10♦"], top="8♠",
                                          rules=joe.Rules(players=2, countdown=True)))
    table.hand.click("9♥")
    playable = [str(card) for card, choice in table.hand.choices.items() if choice.legal]
    assert table.state.phase is joe.Phase.COUNTDOWN and table.state.to_move == 0
    assert playable == ["2♦", "6♣"] and table.controller.buttons() == {"draw": None}


def test_joe_session_table_is_three_games_with_rule_switches_and_waits_for_you():
    table = Table(joe.Rules(players=3), seed=13, show_rules=True)
    assert table.controller.game.games == 3 and table.state.to_move == 0
    assert table.rule_switches.rules == joe.Rules(players=3)


def test_joe_russian_table_logs_the_deal_in_russian_on_the_same_deal():
    russian = Table(joe.Rules(players=3), seed=13, lang="ru")
    assert "сдаёт" in russian.log_lines[0] and "(JQ-DEAL)" in russian.log_lines[0]
    assert russian.state == Table(joe.Rules(players=3), seed=13, show_rules=True).state


# --- Lesson 14, Thirteen ---------------------------------------------------------------------------------------------

THIRTEEN_STEP = dict(hands=["4♥ 9♠ J♦ Q♣", "3♦ 8♣ K♠"], top="10♥", deck="5♠ 6♦ 7♣")
THIRTEEN_JOKERS = dict(hands=["K♥ Q♠ 5♣ RJ BJ", "9♦ 2♣ 6♥"], top="Q♦", deck="3♠ 4♠ 8♥")
THIRTEEN_VICTIM = dict(hands=["4♦ 9♥ 7♣", "K♣ 6♠ 2♥ J♦"], top="BJ", pile="8♠ K♠", phase="answer", to_move=0,
                       deck="2♠ 3♠ 4♠ 5♠ 6♦ 7♦ 8♦ 9♦ 10♦ 2♣ 3♣ 4♣ 5♣ 6♣ 7♥ 8♥")
THIRTEEN_ABLE = ["Q♠ 5♣", "2♠ 7♥"]
THIRTEEN_EMPTY = dict(hands=["5♣ 9♦", "2♠ 7♥"], top="K♥", pile="3♣ 8♦ 6♠")


def test_thirteen_step_table_lights_nine_and_jack_refuses_four_and_plays_the_jack():
    s = thirteen.position(**THIRTEEN_STEP)
    table = Table(thirteen.Rules(), start=s)
    assert [card["card"] for card in table.hand.cards if card["legal"]] == ["9♠", "J♦"]
    table.hand.click("4♥")
    assert table.state == s and "T-STEP" in table.banner
    table.hand.click("J♦")
    assert str(table.state.top) == "J♦" and table.state.phase is thirteen.Phase.RUN


def test_thirteen_one_suit_table_refuses_the_jack_of_hearts_after_the_queen_of_spades():
    rules = thirteen.Rules(run_same_suit=True)
    table = Table(rules, start=thirteen.position(hands=["Q♠ J♠ 10♠ J♥ Q♥ J♦ 5♣", "3♦ 8♣"], top="K♣",
                                                 deck="6♦ 7♣", rules=rules))
    table.hand.click("Q♠")
    table.hand.click("J♥")
    assert "T-RUN" in table.banner and str(table.state.top) == "Q♠"
    assert table.controller.buttons()["end"] is not None


def test_thirteen_joker_table_lights_the_joker_after_the_king_and_the_bot_takes_three():
    table = Table(thirteen.Rules(), start=thirteen.position(**THIRTEEN_JOKERS))
    table.hand.click("K♥")
    assert [card["card"] for card in table.hand.cards if card["legal"]] == ["Q♠", "RJ"]
    table.hand.click("RJ")
    assert "T-JOKER" in table.log_lines[2] and len(table.state.hands[1]) == 3 + 3


def test_thirteen_answer_table_forces_the_draw_of_thirteen_cards():
    table = Table(thirteen.Rules(), start=thirteen.position(**THIRTEEN_VICTIM))
    only_action, why = table.controller.forced()
    assert str(only_action) == "draw" and "T-AFTER-JOKER" in why
    assert [card["legal"] for card in table.hand.cards] == [False, False, False]
    table.click("draw")
    assert len(table.state.hands[0]) == 3 + 13 and "T-AFTER-JOKER" in table.log_lines[1]


def test_thirteen_draw_button_is_off_by_default_and_on_under_may_draw_when_able():
    buttons = {}
    for rules in [thirteen.Rules(), thirteen.Rules(may_draw_when_able=True)]:
        table = Table(rules, start=thirteen.position(hands=THIRTEEN_ABLE, top="K♥", deck="3♦ 8♣", rules=rules))
        buttons[rules.may_draw_when_able] = table.controller.buttons()["draw"]
    assert buttons == {False: None, True: thirteen.parse_action("draw")}


def test_thirteen_restock_table_draw_logs_the_restock():
    table = Table(thirteen.Rules(), start=thirteen.position(**THIRTEEN_EMPTY))
    table.click("draw")
    assert "T-RESTOCK" in table.log_lines[1] and len(table.state.hands[0]) == 3


def test_thirteen_table_played_by_clicking_every_hint_ends_as_the_engine_deal_does():
    hinted = Table(thirteen.Rules(), seed=3)
    while hinted.state.outcome is None:
        action = hinted.controller.hint().action
        if hasattr(action, "card"):
            hinted.hand.click(action.card)
        else:
            hinted.click(str(action))
    assert hinted.state.outcome.winner == 1 and hinted.state.outcome.points == (3, 0)
    assert hinted.controller.game.rounds[0].outcome == hinted.state.outcome


# --- Lesson 16, Georgian Joker, and its scoring lesson ---------------------------------------------------------------


def test_joker_trump_chooser_table_offers_five_buttons_and_choosing_hearts_deals_nine():
    full = joker.new_round(joker.Rules(), dealer=3, seed=7, cards=9)
    table = Table.from_state(full)
    assert list(table.controller.buttons()) == ["trump ♠", "trump ♣", "trump ♥", "trump ♦", "no trump"]
    assert "JK-TRUMP" in table.controller.prompt() and len(table.state.view(0).hand) == 3
    table.click("trump ♥")
    assert table.state.trump is Suit.HEARTS and table.state.phase is joker.Phase.BID and len(table.state.hands[0]) == 9


def test_joker_follow_table_seven_of_hearts_is_answered_and_seat_two_leads_the_next_trick():
    table = Table.from_state(joker.position(hands=["7♥ A♠ 8♣", "K♥ 9♣ 8♦", "Q♠ 10♣ 9♦"], trump="♣", bids=[1, 0, 1]))
    table.hand.click("7♥")
    first = table.state.history[0]
    assert [str(c.card) for c in first.cards] == ["7♥", "K♥", "10♣"] and first.winner == 2
    assert table.state.to_move == 0 and table.state.trick[0].seat == 2


def test_joker_picker_table_plays_the_joker_high_in_hearts_and_takes_the_trick():
    lead = joker.position(hands=["6♠ A♥ 7♣", "K♥ 7♥ 9♣", "8♦ 9♦ 10♣"], trump="♦", bids=[2, 0, 0], dealer=2)
    table = Table.from_state(lead)
    table.hand.click("6♠")
    assert table.hand.pending is not None
    table.hand.choose("high ♥")
    assert table.state.taken == (1, 0, 0) and any("JK-HIGH-TRUMPED" in line for line in table.log_lines)


def test_joker_game_table_plays_the_first_deal_scores_it_and_moves_to_deal_two():
    table = Table(joker.Rules(), seed=16)
    assert table.controller.headline() == "Pulka 1 of 4 · deal 1 of 24 · 1 card each"
    while table.state.outcome is None:
        table.controller.play(table.controller.legal[0])
    assert len(table.controller.game.deals) == 1 and len(table.controller.score_lines()) == 4
    assert all(line.rule == "JK-SCORE" for line in table.controller.score_lines())
    table.click("next_round")
    assert table.controller.headline() == "Pulka 1 of 4 · deal 2 of 24 · 2 cards each"


def test_joker_bid_table_greys_the_hook_refuses_it_and_takes_the_dealers_bid_of_two():
    bidding = joker.new_round(joker.Rules(), dealer=3, seed=2, cards=2)
    for bid in ("bid 1", "bid 0", "bid 0"):
        bidding = joker.apply(bidding, bid)
    table = Table.from_state(bidding)
    assert table.controller.buttons()["bid 1"] is None
    table.click("bid 1")
    assert "JK-BID" in table.banner and table.state.bids == (1, 0, 0, None)
    table.click("bid 2")
    assert table.state.bids == (1, 0, 0, 2) and table.state.phase is joker.Phase.PLAY


def test_joker_points_calculator_follows_its_sliders():
    def score_view(bid=3, taken=3, cards=9, scoring="standard"):
        try:
            return joker.deal_points(bid, taken, cards, rules=joker.Rules(scoring=scoring))
        except RulesError as error:
            return str(error)

    calculator = w.interactive(score_view, bid=(0, 9), taken=(0, 9), cards=(1, 9), scoring=["standard", "minus"])
    calculator.children[0].value, calculator.children[1].value = 8, 8
    assert calculator.result == 450
    calculator.children[0].value = 9
    assert calculator.result == 80


def test_joker_scoring_table_scores_the_first_deal_as_deal_points_and_the_hook_holds():
    table = Table(joker.Rules(), seed=161)
    while table.state.outcome is None:
        table.controller.play(table.controller.legal[0])
    outcome = table.state.outcome
    scored = [line.points for line in table.controller.score_lines()]
    assert scored == [joker.deal_points(b, t, 1) for b, t in zip(outcome.bids, outcome.taken)] == list(outcome.points)
    assert sum(outcome.bids) != 1


# --- Lesson 17, Joker-52 -----------------------------------------------------------------------------------------------


def test_joker52_refill_table_ace_takes_the_trick_and_everybody_draws():
    refill = joker52.position(hands=["A♠ 3♦", "K♠ 2♥", "Q♣ 4♦"], trump="9♥", deck="5♣ 6♣ 7♣", bids=[1, 0, 0], dealer=0)
    table = Table.from_state(refill)
    table.hand.click("A♠")
    assert [str(c) for c in table.state.hands[0]] == ["3♦", "5♣"] and table.state.to_move == 0
    assert any("J52-REFILL" in line for line in table.log_lines)


def test_joker52_picker_table_plays_the_red_joker_high_and_takes_the_trick():
    start = joker52.position(hands=["7♠ 2♣", "A♥ 3♣", "K♠ RJ"], trump="5♥", bids=[1, 0, 0], dealer=0)
    table = Table.from_state(joker52.apply(joker52.apply(start, "7♠"), "A♥"))
    table.hand.click("RJ")
    assert table.hand.pending is not None
    table.hand.choose("high")
    assert table.state.last_trick.winner == 2 and table.state.taken == (0, 0, 1)


def test_joker52_party_table_plays_the_first_deal_of_eighteen_tricks_and_scores_it():
    table = Table(joker52.Rules(), seed=17)
    assert table.controller.headline() == "Deal 1 of 13 · 2 cards each · 18 tricks"
    while table.state.outcome is None:
        table.controller.play(table.controller.legal[0])
    outcome = table.state.outcome
    assert sum(outcome.taken) == 18 and sum(outcome.bids) != 18
    assert [line.rule for line in table.controller.score_lines()][:3] == ["J52-SCORE"] * 3


# --- Lesson 08, the play room ------------------------------------------------------------------------------------------


def test_zhora_table_played_by_clicking_every_hint_ends_as_the_engine_round_does():
    table = Table(zhora.Rules(players=2), seed=5)
    while table.state.outcome is None:
        action = table.controller.hint().action
        if hasattr(action, "order"):
            table.hand.click(action.card)
            table.hand.choose_suit(action.order)
        elif hasattr(action, "card"):
            table.hand.click(action.card)
        else:
            table.click({"draw": "draw", "pass": "pass"}.get(str(action), "jacks"))
    assert table.state.outcome.ending == "jacks x2" and table.state.outcome.points == (0, 28)
    assert len(table.controller.game.rounds) == 1 and table.controller.game.rounds[0].outcome == table.state.outcome


# --- Lesson 18, the Joker banker game ------------------------------------------------------------------------------


def test_banker_table_offers_turn_to_the_banker_and_three_clicks_make_the_match():
    bank = Table.from_state(banker.position(stakes=[0, 5, 3], deck="7♦ 9♣ K♥"))
    assert list(bank.controller.buttons()) == ["turn"] and bank.controller.is_human_turn
    for _ in range(3):
        bank.click("turn")
    assert bank.state.outcome.points == (8, -5, -3) and bank.controller.game.rounds[0].outcome.ending == "match"


def test_banker_session_sheet_follows_the_players_switch():
    switches = RuleSwitches(banker.Rules())
    sessions = w.VBox()

    def new_session(change=None):
        rules = switches.rules
        names = [f"P{seat + 1}" for seat in range(rules.players)]
        bots = [make_bot("random", game="banker")] * rules.players
        game = play_game(banker.Game(rules, seed=3, names=names), bots, random.Random(3))
        sessions.children = [switches, ScoreSheet(game)]

    switches.observe(new_session, names="rules")
    new_session()
    switches.controls["players"].value = 3
    sheet = sessions.children[1]
    assert sheet.game.rules.players == 3 and len(sheet.frame) == len(sheet.game.rounds) and "Final ranking" in sheet.text
    switches.controls["players"].value = 4
    four = play_game(banker.Game(banker.Rules(), seed=3, names=["Anna", "Boris", "Vera", "Gosha"]),
                     [make_bot("random", game="banker")] * 4, random.Random(3))
    assert sessions.children[1].game.balances == four.balances


def test_banker_session_at_the_table_clicked_through_ends_as_the_engine_session_does():
    table = Table(banker.Rules(), seed=18)
    while not table.controller.game.is_over:
        if table.state.outcome is not None:
            table.click("next_round")
        else:
            table.click(next(key for key, action in table.controller.buttons().items() if action is not None))
    played = table.controller.game
    assert len(played.rounds) == 7 and played.balances == (12, -4, -4, -4)
    assert sum(r.outcome.ending == "no_match" for r in played.rounds) == 4


# --- Lesson 19, the family tree ----------------------------------------------------------------------------------------


def test_family_ace_tables_zhora_keeps_the_turn_and_the_prsi_bot_stands():
    start_z = zhora.position(hands=["A♥ 9♥", "K♠ 8♦"], top="10♥")
    start_p = prsi.position(hands=["A♥ 9♥", "K♠ 8♦"], top="10♥")
    demo_z, demo_p = Table(start_z.rules, start=start_z, seed=1), Table(start_p.rules, start=start_p, seed=1)
    demo_z.hand.click("A♥")
    demo_p.hand.click("A♥")
    assert demo_z.controller.game.states[-1].to_move == 0 and "(Z-ACE)" in demo_z.log_lines[-1]
    assert demo_p.controller.game.states[-1].to_move == 0 and "(P-ACE)" in demo_p.log_lines[-1]
    assert len(demo_p.controller.game.states) == len(demo_z.controller.game.states) + 1


def test_family_game_chooser_puts_a_table_of_the_chosen_game_in_its_place():
    engines = [row for row in family_rows() if row.engine]
    chooser = w.Dropdown(options=[(row.title[0], row.key) for row in engines], value="zhora", description="Game")
    place = w.Box([Table(games.spec("zhora").Rules(), seed=19)])

    def show(change) -> None:
        place.children = (Table(games.spec(change["new"]).Rules(), seed=19),)

    chooser.observe(show, names="value")
    chooser.value = "prsi"
    assert type(place.children[0].controller.rules) is prsi.Rules
    assert place.children[0].controller.rules == prsi.Rules()


# --- Lesson 20, measured side by side ----------------------------------------------------------------------------------


def test_comparer_run_of_three_games_leaves_no_banner_and_a_full_progress_bar():
    comparer = GameComparer(games=["zhora", "prsi", "thirteen"], players=[2], sample=10, seed=20)
    comparer.run()
    assert comparer.banner == "" and comparer.parts["progress"].value == 3
