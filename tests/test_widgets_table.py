"""The play table and the hand, driven headless: clicks go through the engine, refusals show their rule id."""

import pytest

from zhora_core.cards import Card, Suit
from zhora_core.zhora import Phase, Rules, apply, legal_actions, position
from widgets import Table, TableController


def human_turn_table(**kwargs):
    """A 2-player table (human at seat 0) where it is the human's turn."""
    for seed in range(50):
        table = Table(Rules(players=2), seed=seed, **kwargs)
        if table.controller.is_human_turn:
            return table
    raise AssertionError("no seed gives the human the first move")


def test_the_hand_shows_the_humans_cards_with_legal_ones_marked():
    table = human_turn_table()
    state = table.state
    buttons = table.hand.buttons
    assert set(buttons) == set(state.hands[0])
    legal_cards = {a.card for a in legal_actions(state) if hasattr(a, "card")}
    for card, button in buttons.items():
        assert ("zl-legal" in button._dom_classes) == (card in legal_cards)
        assert "Z-" in button.tooltip


def test_clicking_a_legal_card_plays_it_and_the_bot_answers():
    table = human_turn_table()
    card = next(a.card for a in legal_actions(table.state) if type(a).__name__ == "Play")
    before = table.state
    table.hand.click(card)
    states = table.controller.game.states
    assert before in states
    after = states[states.index(before) + 1]
    assert after.top == card and len(after.hands[0]) == len(before.hands[0]) - 1
    assert any(f"plays {card} (Z-" in line for line in table.log_lines)
    assert table.controller.is_human_turn or table.state.outcome is not None  # the bots answered


def test_clicking_an_illegal_card_shows_the_refusal_and_changes_nothing():
    for seed in range(200):
        table = Table(Rules(players=2), seed=seed)
        illegal = [c for c, b in table.hand.buttons.items() if "zl-illegal" in b._dom_classes]
        if table.controller.is_human_turn and illegal:
            break
    before = table.state
    table.hand.click(illegal[0])
    assert table.state is before
    assert "Z-MATCH" in table.banner or "Z-ORDER" in table.banner
    assert "Z-" in table._banner.value and "role='alert'" in table._banner.value


def test_a_jack_opens_the_suit_picker_and_orders_the_suit():
    start = position(hands=["J♣ 9♠ 10♠", "8♥ 9♥ 10♥"], top="7♦", deck="6♣ 7♣ 8♣ 9♣")
    table = Table.from_state(start)
    table.hand.click("J♣")
    assert table.hand.pending_jack == Card.parse("J♣") and table.state is table.controller.game.state
    assert table.state.hands[0] == start.hands[0]
    table.hand.choose_suit("♥")
    after_jack = table.controller.game.states[1]
    assert after_jack.top == Card.parse("J♣") and after_jack.ordered is Suit.HEARTS
    assert Card.parse("J♣") not in table.state.hands[0] and table.hand.pending_jack is None
    assert any("orders hearts ♥ (Z-JACK)" in line for line in table.log_lines)


def test_draw_pass_undo_and_hint():
    start = position(hands=["9♠ 10♠", "8♥ 9♥"], top="7♦", deck="6♣ 7♣ 8♣ 9♣ 10♣")
    table = Table.from_state(start)
    table.click("hint")
    assert "draw" in table.banner and "Z-MUST-DRAW" in table.banner
    table.click("pass")
    assert "Z-PASS" in table.banner and table.state == start
    table.click("draw")
    assert table.state.phase is Phase.AFTER_DRAW and len(table.state.hands[0]) == 3
    table.click("pass")
    assert table.controller.is_human_turn or table.state.outcome is not None
    while table.controller.undo():
        pass
    assert table.state == start


def test_a_full_round_can_be_played_by_clicking_and_is_scored():
    table = human_turn_table()
    for _ in range(400):
        if table.state.outcome is not None:
            break
        advice = table.controller.hint()
        action = advice.action
        if hasattr(action, "order"):
            table.hand.click(action.card)
            table.hand.choose_suit(action.order)
        elif hasattr(action, "card"):
            table.hand.click(action.card)
        elif type(action).__name__ == "PlayJacks":
            table.click("jacks")
        else:
            table.click(str(action))
    assert table.state.outcome is not None
    assert len(table.controller.game.rounds) == 1
    if not table.state.outcome.is_stalemate:
        assert "Z-" in table._scoring.value
    first_deal = table.controller.game.states[0]
    table.click("next_round")
    assert table.controller.game.states[0] != first_deal and len(table.controller.game.states[0].deck) > 0


def test_worked_example_from_a_scenario():
    start = position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥")
    table = Table.from_state(start)
    table.click("jacks")
    assert table.state.outcome.points == (0, 56, 80)
    assert "56" in table._scoring.value and "80" in table._scoring.value


def test_russian_mode():
    table = Table(Rules(players=3), seed=2, lang="ru")
    assert all(b.description[:-1] in {"6", "7", "8", "9", "10", "В", "Д", "К", "Т"}
               for b in table.hand.buttons.values())
    assert table._buttons["draw"].description == "Взять"


def test_same_seed_same_game():
    a, b = Table(Rules(players=3), seed=5), Table(Rules(players=3), seed=5)
    assert a.state == b.state and a.log_lines == b.log_lines


def test_controller_refuses_a_move_after_the_round_is_over():
    controller = TableController(start=position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥"))
    assert controller.play("J♣ J♦")
    over = controller.state
    assert not controller.play("draw")
    assert "Z-OUT" in controller.message and controller.state is over


def test_a_bad_bot_list_is_refused():
    with pytest.raises(ValueError, match="Z-PLAYERS"):
        TableController(Rules(players=3), bots=["random"], human=0)


def test_russian_refusals_and_hints_cite_the_rule_in_russian():
    table = Table.from_state(position(hands=["9♣ 7♠", "Q♥ 8♥"], top="7♥", deck="6♦ 6♣"), lang="ru")
    assert "ни масть (♥), ни достоинство (7)" in table.hand.buttons[Card.parse("9♣")].tooltip
    table.hand.click("9♣")
    assert "Нельзя" in table.banner and "Z-MATCH" in table.banner and "не совпадают с верхней картой 7♥" in table.banner
    table.click("hint")
    assert table.banner.startswith("Подсказка: 7♠")


def test_the_dealer_swaps_a_starter_jack_by_clicking_a_card():
    start = position(hands=["9♠ 10♠ Q♠ K♦", "6♥ 7♥ 8♥ 9♥"], top="J♦", phase="swap", to_move=0, dealer=0,
                     deck="6♣ 7♣ 8♣ 9♣")
    table = Table.from_state(start)
    buttons = table.hand.buttons
    assert all("zl-legal" in b._dom_classes for b in buttons.values())
    table.hand.click("K♦")
    assert table.controller.game.states[1].top == Card.parse("K♦")
    assert Card.parse("J♦") in table.controller.game.states[1].hands[0]
    assert any("Z-STARTER-JACK" in line for line in table.log_lines)


def test_panels_card_hooks_and_russian_bot_names():
    table = Table(Rules(players=3), seed=2, show_rules=True, open_panel="rules", lang="ru")
    assert table.open_panel == "rules" and table.rule_switches is not None
    assert all(any(c.startswith("zl-card-") for c in b._dom_classes) for b in table.hand.buttons.values())
    assert table.controller.names[1] == "Бот 1 (эвристика)"
    with pytest.raises(ValueError, match="open_panel"):
        Table(Rules(players=3), open_panel="rules")
