"""The play table and the hand, driven headless: clicks go through the engine, refusals show their rule id."""

import re

import pytest

from tests.colours import contrast
from tests.russian_text import latin_words, visible_text
from zhora_core import games, thirteen, words
from zhora_core.cards import Card, Suit, parse_suit
from zhora_core.zhora import Phase, Rules, legal_actions, position
from zhora_core.errors import RulesError
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
    cards = table.hand.cards
    assert [c["card"] for c in cards] == [str(card) for card in state.hands[0]]  # one hand, in hand order
    legal_cards = {a.card for a in legal_actions(state) if hasattr(a, "card")}
    for shown in cards:
        assert shown["legal"] == (Card.parse(shown["card"]) in legal_cards)
        assert re.match(r"Z-[A-Z-]+: ", shown["reason"])
        assert ("box-shadow:0 0 0 3px" in shown["html"]) == shown["legal"]  # the picture itself is highlighted
    assert "zl-card" not in table._board.value  # the board does not draw your hand a second time


def test_clicking_a_legal_card_plays_it_and_the_bot_answers():
    table = human_turn_table()
    card = next(a.card for a in legal_actions(table.state) if type(a).__name__ == "Play")
    before = table.state
    table.hand.click(card)
    states = table.controller.game.states
    assert before in states
    after = states[states.index(before) + 1]
    assert after.top == card and len(after.hands[0]) == len(before.hands[0]) - 1
    assert any(line.startswith(f"you play {card} (Z-") for line in table.log_lines)
    assert table.controller.is_human_turn or table.state.outcome is not None  # the bots answered


def test_clicking_an_illegal_card_shows_the_refusal_and_changes_nothing():
    for seed in range(200):
        table = Table(Rules(players=2), seed=seed)
        illegal = [c for c, choice in table.hand.choices.items() if not choice.legal]
        if table.controller.is_human_turn and illegal:
            break
    before = table.state
    table.hand.click(illegal[0])
    assert table.state is before
    assert "Z-MATCH" in table.banner or "Z-ORDER" in table.banner
    assert "Z-" in table._banner.value and "role='alert'" in table._banner.value
    assert f"you cannot play {illegal[0]}" in table.banner and "seat 0" not in table.banner.lower()  # item 12


def test_a_jack_opens_the_suit_picker_and_orders_the_suit():
    start = position(hands=["J♣ 9♠ 10♠", "8♥ 9♥ 10♥"], top="7♦", deck="6♣ 7♣ 8♣ 9♣")
    table = Table.from_state(start)
    table.hand.click("J♣")
    assert table.hand.pending_jack == Card.parse("J♣") and table.state is table.controller.game.state
    assert table.state.hands[0] == start.hands[0]
    assert [b.description for b in table.hand._picker.children[1:-1]] == ["♠", "♣", "♥", "♦"]  # its four actions
    table.hand.choose_suit("♥")
    after_jack = table.controller.game.states[1]
    assert after_jack.top == Card.parse("J♣") and after_jack.ordered is Suit.HEARTS
    assert Card.parse("J♣") not in table.state.hands[0] and table.hand.pending_jack is None
    assert "you play J♣ (Z-JACK) → you order hearts ♥ (Z-JACK)" in table.log_lines


def test_a_refusal_does_not_linger_while_the_suit_picker_is_open():
    start = position(hands=["J♣ 9♥ 10♠", "8♥ 9♦ 10♥"], top="7♦", deck="6♣ 7♣ 8♣ 9♣")
    table = Table.from_state(start)
    table.hand.click("10♠")
    assert table.banner.startswith("Not allowed")
    table.hand.click("J♣")
    assert table.hand.pending_jack == Card.parse("J♣") and table.banner == "" and table._banner.value == ""


def test_draw_pass_undo_and_hint():
    start = position(hands=["9♠ 10♠", "8♥ 9♥"], top="7♦", deck="6♣ 7♣ 8♣ 9♣ 10♣")
    table = Table.from_state(start)
    table.click("hint")
    assert "draw" in table.banner and "Z-MUST-DRAW" in table.banner
    table.click("pass")
    assert "Z-PASS" in table.banner and table.state == start
    assert "Nothing to play: you must draw (Z-MUST-DRAW)" in table.hand.why
    assert table._buttons["draw"].button_style == "warning" and "zl-must" in table._buttons["draw"]._dom_classes
    assert table._buttons["pass"].button_style == "" and table._buttons["pass"].disabled
    table.click("draw")
    assert table.state.phase is Phase.AFTER_DRAW and len(table.state.hands[0]) == 3
    assert table.log_lines[-1] == "you draw a card: 6♣ (Z-MUST-DRAW)"  # the card is named
    assert "you must draw" not in table.hand.why and table._buttons["draw"].button_style == ""
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
    assert all(c["label"][:-1] in {"6", "7", "8", "9", "10", "В", "Д", "К", "Т"} for c in table.hand.cards)
    assert all(c["card"][:-1] in {"6", "7", "8", "9", "10", "J", "Q", "K", "A"} for c in table.hand.cards)
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
    assert "ни масть (♥), ни достоинство (7)" in table.hand.choices[Card.parse("9♣")].reason
    table.hand.click("9♣")
    assert "Нельзя" in table.banner and "Z-MATCH" in table.banner and "не совпадают с верхней картой 7♥" in table.banner
    table.click("hint")
    assert table.banner.startswith("Подсказка: 7♠")


def test_the_dealer_swaps_a_starter_jack_by_clicking_a_card():
    start = position(hands=["9♠ 10♠ Q♠ K♦", "6♥ 7♥ 8♥ 9♥"], top="J♦", phase="swap", to_move=0, dealer=0,
                     deck="6♣ 7♣ 8♣ 9♣")
    table = Table.from_state(start)
    assert all(choice.legal for choice in table.hand.choices.values())
    table.hand.click("K♦")
    assert table.controller.game.states[1].top == Card.parse("K♦")
    assert Card.parse("J♦") in table.controller.game.states[1].hands[0]
    assert any("Z-STARTER-JACK" in line for line in table.log_lines)


def test_panels_card_hooks_and_russian_bot_names():
    table = Table(Rules(players=3), seed=2, show_rules=True, open_panel="rules", lang="ru")
    assert table.open_panel == "rules" and table.rule_switches is not None
    assert [c["card"] for c in table.hand.cards] == [str(c) for c in table.state.hands[0]]
    assert table.controller.names[1] == "Бот 1 (эвристика)"
    with pytest.raises(ValueError, match="open_panel"):
        Table(Rules(players=3), open_panel="rules")


# --- issue 8 -----------------------------------------------------------------------------------------------

def test_new_game_with_another_number_of_players_seats_names_and_bots_for_them():
    table = Table(Rules(players=3), seed=118, show_rules=True)
    for players in (4, 2, 3):
        table.rule_switches.rules = Rules(players=players)
        table.click("new_game")
        assert table.state.rules.players == players and len(table.state.hands) == players
        assert table.controller.names == ("Seat 0 (you)",) + tuple(f"Bot {s} (heuristic)" for s in range(1, players))
        assert [bot is None for bot in table.controller.bots] == [True] + [False] * (players - 1)
        assert table.controller.game.names == table.controller.names and table.banner == ""
        assert table._out.outputs == ()  # no traceback under the table
        assert table.controller.is_human_turn or table.state.outcome is not None  # the bots of the new seats moved


def test_given_names_cover_their_seats_and_a_bad_setting_goes_to_the_banner_unchanged():
    table = Table(Rules(players=3), seed=1, human=2, names=["Ann", "Bob", "Cy"])
    table.controller.new_game(Rules(players=4))
    assert table.controller.names == ("Ann", "Bob", "Cy", "Bot 3 (heuristic)")
    before, game = table.state, table.controller.game
    assert not table.controller.new_game(Rules(players=2))  # the human's seat 2 is not at a 2-player table
    assert table.banner == "Not allowed: your seat 2 is not at a table of 2 players (Z-PLAYERS)"
    assert "role='alert'" in table._banner.value and "Traceback" not in table._banner.value
    assert table.state is before and table.controller.game is game and len(table.controller.names) == 4


def test_the_hand_plays_a_card_with_one_action_and_opens_a_picker_for_several():
    start = position(hands=["J♣ 9♦ 10♠", "8♥ 9♥ 10♥"], top="7♦", deck="6♣ 7♣ 8♣ 9♣")
    table = Table.from_state(start)
    choices = table.hand.choices
    assert [len(choices[Card.parse(c)].actions) for c in ("J♣", "9♦", "10♠")] == [4, 1, 0]
    assert [c["card"] for c in table.hand.cards] == ["9♦", "10♠", "J♣"]  # data-card: the English notation
    table.hand.press("1")  # the first card, by the keyboard
    assert table.controller.game.states[1].top == Card.parse("9♦")


def test_keys_draw_pass_and_undo():
    start = position(hands=["9♠ 10♠", "8♥ 9♥"], top="7♦", deck="6♣ 7♣ 8♣ 9♣ 10♣")
    table = Table.from_state(start)
    table.press("pass")
    assert "Z-PASS" in table.banner and table.state == start
    table.press("draw")
    assert table.state.phase is Phase.AFTER_DRAW
    table.press("undo")
    assert table.state == start


def test_the_grey_cards_say_why_without_hovering():
    table = Table.from_state(position(hands=["9♣ 7♠ A♣", "Q♥ 8♥"], top="7♥", deck="6♦ 6♣"))
    assert "Grey: 9♣ A♣ — play a card of the top card's suit or rank (Z-MATCH)" in visible_text(table.hand.why)


def test_the_log_keeps_the_whole_round_in_reading_order_one_line_per_turn():
    table = Table(Rules(players=3), seed=43)
    for _ in range(40):
        if table.state.outcome is not None:
            break
        legal = [c for c, choice in table.hand.choices.items() if choice.legal]
        if legal:
            table.hand.click(legal[0])
            if table.hand.pending_jack is not None:
                table.hand.choose_suit("♠")
        else:
            table.click("draw" if not table._buttons["draw"].disabled else "pass")
    game = table.controller.game
    turns = len(game.rounds[0].actions)
    assert len(table.log_lines) == turns + 1  # the deal, then one line per action: nothing dropped
    assert "deal 4 cards each (Z-DEAL) → the starter" in table.log_lines[0]
    assert "round over" in table.log_lines[-1]  # the newest is last (the box shows its bottom)
    assert all(re.search(r"\(Z-[A-Z-]+\)", part) for line in table.log_lines for part in line.split(" → "))
    html = table._log.value
    assert "flex-direction:column-reverse" in html and html.count("zl-log-turn") == turns + 1
    assert html.index(table.log_lines[1].split(" (")[0]) < html.index("round over")


def test_at_the_end_of_a_round_every_hand_is_face_up():
    table = Table.from_state(position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥"))
    assert "face-down card" in table._board.value
    table.click("jacks")
    board = table._board.value
    assert "face-down card" not in board
    for name in ("9 of spades", "queen of hearts", "ace of diamonds", "jack of hearts"):
        assert f'aria-label="{name}"' in board


def test_undo_at_the_end_of_a_round_takes_the_round_off_the_score_sheet():
    table = Table.from_state(position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥"))
    table.click("jacks")
    assert table.score_sheet is not None and len(table.controller.game.rounds) == 1
    assert "56" in visible_text(table.score_sheet.html if hasattr(table.score_sheet, "html") else table._scoring.value)
    table.click("undo")
    assert table.state.outcome is None and table.controller.game.rounds == []
    assert table.score_sheet is None and table._sheet_box.children == ()


def test_classroom_layout_puts_play_left_and_the_log_right_with_the_panels_closed():
    table = Table(Rules(players=3), seed=118, layout="classroom", show_rules=True)
    assert "zl-classroom" in table._dom_classes and table.open_panel is None
    views, body = table.children[:2]
    assert [value for _, value in views.options] == ["play", "score_sheet", "rules", "save", "review"]
    play, side = body.children[0].children
    assert play.children[0] is table._board and play.children[1].children == (table.hand, table._scoring)
    assert table._log in side.children
    assert all(c["html"].count("height:150px") for c in table.hand.cards)
    # a panel takes the table's place, at full width, and gives it back
    table.open_panel = "rules"
    switches, start = body.children[0].children
    assert views.value == "rules" and switches is table.rule_switches and start.description == "New game"
    switches.rules = Rules(players=4)
    start.click()  # the rules' view starts the game it sets up, and gives the table back
    assert table.controller.rules.players == 4 and len(table.state.hands) == 4 and table.open_panel is None
    views.value = "rules"
    views.value = "save"
    assert table.open_panel == "save" and body.children[0].children == (table.save_panel,)
    table.open_panel = None
    assert body.children[0].children == (play, side)
    with pytest.raises(RulesError, match="open_panel"):
        table.open_panel = "log"
    with pytest.raises(ValueError, match="layout"):
        Table(layout="projector")


def test_russian_table_has_no_english_word():
    start = position(hands=["J♣ 9♥ 10♠", "8♥ 9♦ 10♥ K♠", "6♠ 7♠"], top="7♦", deck="6♣ 7♣ 8♣ 9♣ 8♠ 9♠")
    table = Table.from_state(start, lang="ru", layout="classroom", show_rules=False)

    def shown() -> str:
        parts = [table._status.value, table._board.value, table._banner.value, table._log.value,
                 table.hand.why, table.hand._picker_label.value]
        parts += [b.description for b in table._buttons.values()] + [label for label, _ in table._views.options]
        parts += [b.description for b in table.hand._picker.children[1:]]
        parts += [c["label"] + " " + c["name"] + " " + c["reason"] for c in table.hand.cards]
        return " ".join(visible_text(p) for p in parts)

    assert latin_words(shown()) == [], shown()
    table.hand.click("10♠")  # refused
    assert latin_words(shown()) == [], shown()
    table.hand.click("J♣")  # the picker
    assert latin_words(shown()) == [], shown()
    table.hand.choose_suit("♥")
    table.click("hint")
    assert latin_words(shown()) == [], shown()


def test_a_russian_round_ends_in_russian_scoring_and_every_hand_face_up():
    table = Table.from_state(position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥"), lang="ru", layout="classroom")
    table.click("jacks")
    shown = " ".join(visible_text(p) for p in (table._status.value, table._board.value, table._scoring.value,
                                               table._log.value, table.hand.why))
    assert "Раунд окончен" in shown and "Z-JACKS-OUT" in shown and "дама червей" in table._board.value
    assert latin_words(shown) == [], shown


def test_acting_out_of_turn_is_refused_in_the_tables_language():
    for lang, expected in (("en", "Not allowed: wait: it is Ann's turn (Z-TURN)"),
                           ("ru", "Нельзя: подождите: ходит Ann (Z-TURN)")):
        controller = TableController(start=position(hands=["9♠ 10♠", "8♥ 9♥"], top="7♦", deck="6♣ 7♣"),
                                     names=["Ann", "Bob"], lang=lang)
        controller.human = 1  # a click from the seat that is not to move
        before = controller.state
        assert not controller.play("8♥") and controller.message == expected and controller.state is before


def test_a_refused_new_game_puts_the_rule_switches_back_on_the_rules_in_force():
    table = Table(Rules(players=4), human=3, show_rules=True)
    table.rule_switches.rules = Rules(players=2)
    table.click("new_game")
    assert table.state.rules.players == 4 and "Z-PLAYERS" in table.banner
    assert table.rule_switches.rules == Rules(players=4)
    assert isinstance(table.controller.refusal, RulesError)


# --- the keys and the grey cards, in every game -------------------------------------------------------------

def _js_keys() -> dict[str, str]:
    """What the hand's JavaScript sends for each letter key, read from it: {"D": "draw", "В": "draw", ...}."""
    from widgets.hand import _ESM

    latin = dict(re.findall(r'Key([A-Z]): "(\w+)"', re.search(r"const KEYS = \{(.*?)\}", _ESM).group(1)))
    russian = re.findall(r'"(\w)": "(\w+)"', re.search(r"const RUSSIAN = \{(.*?)\}", _ESM).group(1))
    return latin | {letter.upper(): key for letter, key in russian}


def _acted_keys(table: Table) -> set[str]:
    """The keys the table does something with: "card" (a digit) and the letters' keys (draw, pass, undo)."""
    controller, acted = table.controller, set()
    controller.play = lambda action: acted.add("card")
    controller.press_button = acted.add
    controller.undo = lambda: acted.add("undo")
    table.press("1")
    if table.hand.pending is not None:  # the first card opens a picker: the digit acted
        acted.add("card")
    for key in set(_js_keys().values()) - {"card"}:
        table.press(key)
    return acted


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", games.names())
def test_the_key_help_names_exactly_the_keys_the_table_acts_on(name, lang):
    spec = games.spec(name)
    table = Table(spec.Rules(players=3) if name == "joe" else spec.Rules(), lang=lang)
    assert table.controller.is_human_turn
    help_line = words.say(table.controller.part.keys_help, lang)
    named = {key for letter, key in _js_keys().items() if re.search(rf"(?<!\w){letter}(?!\w)", help_line)}
    if re.search(r"1–9, 0\b", help_line):
        named.add("card")
    assert named == _acted_keys(table), help_line
    assert lang == "en" or latin_words(help_line) == [], help_line


def test_the_digit_keys_play_the_first_ten_cards():
    table = Table(thirteen.Rules(), seed=0)  # thirteen cards, the human to move
    hand = list(table.hand.choices)
    tried = []
    table.controller.play = tried.append
    for key in ["1", "9", "0", "²", "12", "-1"]:  # "0" the tenth; nothing else is a card key
        table.press(key)
    assert [table.controller.part.cards_of(action) for action in tried] == [(hand[0],), (hand[8],), (hand[9],)]


def test_a_picker_takes_its_choices_by_digit():
    start = position(hands=["J♣ 9♦ 10♠", "8♥ 9♥ 10♥"], top="7♦", deck="6♣ 7♣ 8♣ 9♣")
    table = Table.from_state(start)
    table.press("3")  # J♣: its picker opens
    assert table.hand.pending == Card.parse("J♣")
    table.press("0")  # no tenth choice: nothing happens
    assert table.hand.pending == Card.parse("J♣") and table.state == start
    second = table.hand._picker.children[2].description
    table.press("2")
    assert table.controller.game.states[1].ordered is parse_suit(second)


def test_contrast_is_the_wcag_ratio():
    assert round(contrast("#000", "#fff"), 1) == 21.0 and contrast("#777", "#777") == 1
    assert round(contrast("#8c8c8c", "#e4e4e4"), 1) == 2.6  # the old grey card, too faint


def test_grey_cards_and_every_card_ink_are_legible():
    from zhora_core.render import _INK, _INK_FOUR
    from widgets.hand import CardRow
    from zhora_core.render import GREY_FACE, GREY_INK

    assert f"background: {GREY_FACE} !important; color: {GREY_INK} !important" in CardRow._css
    assert contrast(GREY_INK, GREY_FACE) >= 4.5 and contrast(GREY_FACE, "#ffffff") > 1.2  # legible, yet not white
    for ink in [*_INK.values(), *_INK_FOUR.values()]:  # a playable card's marks on its white face
        assert contrast(ink, "#ffffff") >= 4.5, ink


@pytest.mark.parametrize("name", games.names())
def test_every_game_has_the_words_for_its_own_kind_of_round(name):
    """The status, the next button, the log and the save panel say "deal", "bank" ... as the game does."""
    spec = games.spec(name)
    for lang in ("en", "ru"):
        controller = Table(spec.Rules(), lang=lang).controller
        said = [controller.round_phrase(kind, n=2) for kind in ("over", "next", "number", "count")]
        assert all(said) and len(set(said)) == 4, said
        assert (lang == "ru") == (latin_words(" ".join(said)) == [])
