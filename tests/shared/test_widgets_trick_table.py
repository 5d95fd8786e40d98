"""The play table for the Joker family, by clicks against seeded bots: Georgian Joker's trump chooser over three
cards, its bid panel with the hook refused (JK-BID), the trick with who led and who took it, the joker's picker,
bids against tricks, a whole pulka; a whole deal of Joker-52 and a whole bank of the banker; Russian mode."""

from __future__ import annotations

import pytest

from tests.colours import contrast
from tests.russian_text import latin_words, visible_text
from widgets import Table
from zhora_core import banker, joker, joker52
from zhora_core.cards import Suit
from zhora_core.joker import JOKERS, Phase, hook


def _screen(table: Table) -> str:
    """Every word the table shows now (the panel's and the picker's buttons too)."""
    parts = [table._status.value, table._board.value, table._log.value, table._scoring.value, table.hand.why,
             table._banner.value, table.hand._picker_label.value]
    parts += [child.value for child in table._sheet_box.children if hasattr(child, "value")]
    parts += [f"{b.description} {b.tooltip or ''}" for b in table._buttons.values()]
    parts += [b.description for b in table.hand._picker.children[1:]]
    parts += [card["reason"] + " " + card["label"] for card in table.hand.cards]
    return " ".join(parts)


def click_once(table: Table, pick=lambda labels: 0, seen: list | None = None) -> str:
    """One human click (two with the picker): the first legal card of the hand, else the last button that is on
    (the highest bid, the last trump), else Next round. Returns what was clicked; ``seen`` gets the screen with
    the picker open."""
    controller = table.controller
    if controller.state.outcome is not None:
        table.click("next_round")
        return "next_round"
    assert controller.is_human_turn, controller.message
    legal = [card for card, choice in table.hand.choices.items() if choice.legal]
    if legal:
        table.hand.click(legal[0])
        if table.hand.pending is None:
            return str(legal[0])
        labels = [b.description for b in table.hand._picker.children[1:-1]]
        if seen is not None:
            seen.append(_screen(table))
        table.hand.choose(labels[pick(labels)])
        return f"{legal[0]} {labels[pick(labels)]}"
    key = [key for key, action in controller.buttons().items() if action is not None][-1]
    table.click(key)
    return key


def play_until(table: Table, done, *, limit: int = 2000, seen: list | None = None) -> None:
    for _ in range(limit):
        if seen is not None:
            seen.append(_screen(table))
        if done(table):
            return
        click_once(table, seen=seen)
    raise AssertionError("never reached")


@pytest.fixture
def georgian() -> Table:
    return Table(joker.Rules(), seed=3)


def test_a_whole_georgian_pulka_by_clicks(georgian):
    game = georgian.controller.game
    assert "Pulka 1 of 4 · deal 1 of 24 · 1 card each" in georgian._status.value
    play_until(georgian, lambda t: len(game.rounds) == 8)
    assert [record.pulka for record in game.rounds] == [1] * 8 and game.pulka == 1
    assert [record.cards for record in game.rounds] == list(range(1, 9))
    assert "Pulka 1 of 4 · deal 8 of 24 · 8 cards each" in georgian._status.value
    last = game.rounds[-1]
    assert last.premium is not None and last.totals == game.totals
    assert georgian.controller.score_lines()[0].points == last.outcome.points[0]
    click_once(georgian)  # Next round: the first deal of pulka 2, nine cards each, trumps named
    assert game.pulka == 2 and game.state.cards_each == 9
    assert "Pulka 2 of 4 · deal 9 of 24 · 9 cards each" in georgian._status.value
    tricks = [line for line in georgian.log_lines if "takes the trick" in line]
    assert tricks and all("(JK-" in line for line in georgian.log_lines)


def test_a_table_from_a_nine_card_position_is_deal_9_and_goes_on_to_deal_10():
    table = Table.from_state(joker.new_round(joker.Rules(), dealer=3, seed=7, cards=9))
    game = table.controller.game
    assert "Pulka 2 of 4 · deal 9 of 24 · 9 cards each" in table._status.value
    play_until(table, lambda t: t.state.outcome is not None)
    assert game.score_sheet()[0]["deal"] == 9 and "data-deal='9'" in table._sheet_box.children[0].value
    click_once(table)  # Next round
    assert "Pulka 2 of 4 · deal 10 of 24 · 9 cards each" in table._status.value
    assert any(line.startswith("Deal 10: ") for line in table.log_lines)


def test_each_deal_ends_with_its_scoring_per_seat(georgian):
    play_until(georgian, lambda t: t.state.outcome is not None)
    outcome = georgian.state.outcome
    lines = georgian.controller.score_lines()
    assert [line.points for line in lines] == list(outcome.points)
    assert all(line.rule == "JK-SCORE" for line in lines)
    for line, bid, taken, khishti in zip(lines, outcome.bids, outcome.taken, outcome.khishti):
        assert line.text.startswith(f"bid {bid}, took none: khishti" if khishti else f"bid {bid}, took {taken}: ")
    assert "Scoring" in georgian._scoring.value and not georgian._buttons["next_round"].disabled


def test_the_hook_bid_is_shown_greyed_and_its_click_refused_with_jk_bid(georgian):
    controller = georgian.controller
    play_until(georgian, lambda t: t.controller.is_human_turn and hook(t.state) is not None
               and t.state.cards_each > 1)
    state, barred = georgian.state, hook(georgian.state)
    shown = controller.buttons()
    assert list(shown) == [f"bid {n}" for n in range(state.cards_each + 1)]
    assert shown[f"bid {barred}"] is None and all(a is not None for k, a in shown.items() if k != f"bid {barred}")
    button = georgian._buttons[f"bid {barred}"]
    assert button.description == str(barred) and "zl-off" in button._dom_classes and not button.disabled
    assert contrast(button.style.text_color, button.style.button_color) >= 4.5  # greyed, and legible (WCAG AA)
    assert f"may not bid {barred}, the hook (JK-BID)" in georgian.hand.why
    georgian.click(f"bid {barred}")
    assert georgian.state is state
    assert "JK-BID" in georgian.banner and f"bid {barred}" in georgian.banner and "hook" in georgian.banner


def test_the_trump_chooser_sees_exactly_his_first_three_cards(georgian):
    controller = georgian.controller
    play_until(georgian, lambda t: t.state.phase is Phase.TRUMP and t.controller.is_human_turn)
    state = georgian.state
    assert state.cards_each == 9 and state.to_move == (state.dealer + 1) % 4 == 0
    assert len(state.view(0).hand) == 3 and len(georgian.hand.cards) == 3
    board = georgian._board.value
    assert visible_text(board).count("3 cards") == 4  # each seat holds its first three; the rest is undealt
    assert not [card for hand in state.hands[1:] for card in hand if card.name_in("en") in board]  # face down
    assert list(controller.buttons()) == ["trump ♠", "trump ♣", "trump ♥", "trump ♦", "no trump"]
    assert "you see your first three cards (JK-TRUMP)" in georgian.hand.why
    assert georgian._buttons["trump ♥"].style.text_color == "#c8102e"
    georgian.click("trump ♥")
    assert georgian.state.trump is Suit.HEARTS and len(georgian.state.hands[0]) == 9
    assert any("name hearts ♥ trumps (JK-TRUMP)" in line for line in georgian.log_lines)


PICKER = {"en": ("high", "low", "Play the joker {}:", "leads the joker {} high"),
          "ru": ("старший", "младший", "Как сыграть джокера {}:", "заходите джокером {} по старшим")}


@pytest.mark.parametrize("lang", PICKER)
def test_a_joker_led_high_with_a_suit_by_the_picker(lang):
    high, low, prompt, led_text = PICKER[lang]
    table = Table(joker.Rules(), seed=3, lang=lang)

    def joker_lead(t):
        state = t.state
        return (t.controller.is_human_turn and state.phase is Phase.PLAY and not state.trick
                and any(card in JOKERS for card in state.hands[0]))

    play_until(table, joker_lead)
    card = next(card for card in table.state.hands[0] if card in JOKERS)
    table.hand.click(card)
    labels = [b.description for b in table.hand._picker.children[1:-1]]
    assert labels == [f"{mode} {suit}" for mode in (high, low) for suit in Suit]
    assert prompt.format(card.label(lang)) in table.hand._picker_label.value
    colours = {b.description: b.style.text_color for b in table.hand._picker.children[1:-1]}
    assert colours[f"{high} ♥"] == "#c8102e" and colours[f"{high} ♠"] == "#111111"
    before = len(table.state.history)
    table.hand.choose(f"{high} ♥")
    led = [line for line in table.log_lines if led_text.format(card.label(lang)) in line]
    assert led and "(JK-JOKER-LEAD)" in led[-1]
    state = table.state
    first = (state.history[before].cards if len(state.history) > before else state.trick)[0]
    assert (first.seat, first.card, first.mode, first.suit) == (0, card, "high", Suit.HEARTS)
    assert f"{high} ♥" in visible_text(table._board.value)
    assert lang == "en" or latin_words(visible_text(table._board.value) + " ".join(table.log_lines)) == []


def test_the_board_shows_bids_against_tricks_the_trick_and_who_took_the_last(georgian):
    play_until(georgian, lambda t: t.state.phase is Phase.PLAY and t.state.history and t.state.trick
               and t.state.cards_each >= 3)
    state, text = georgian.state, visible_text(georgian._board.value)
    for bid, taken in zip(state.bids, state.taken):
        assert f"bid {bid} · taken {taken}" in text
    names = georgian.controller.names
    assert f"{names[state.trick[0].seat]} led" in text
    assert f"Last trick: {names[state.history[-1].winner]} takes it" in text


def test_the_table_shows_the_paper_score_sheet_after_each_deal(georgian):
    controller = georgian.controller
    play_until(georgian, lambda t: len(t.controller.game.rounds) == 2)
    assert georgian._sheet_box.children[0].value == joker.sheet_html(controller.game, controller.names, "en")
    russian = Table(joker.Rules(), seed=3, lang="ru")
    play_until(russian, lambda t: len(t.controller.game.rounds) == 1)
    sheet = russian._sheet_box.children[0].value
    assert sheet == joker.sheet_html(russian.controller.game, russian.controller.names, "ru")
    assert latin_words(visible_text(sheet)) == []


def test_joker52_table_shows_its_paper_score_sheet():
    table = Table(joker52.Rules(), seed=4)
    play_until(table, lambda t: len(t.controller.game.rounds) == 1)
    controller = table.controller
    assert table._sheet_box.children[0].value == joker52.sheet_html(controller.game, controller.names, "en")


def test_russian_mode_has_no_latin_word():
    table = Table(joker.Rules(), seed=3, lang="ru")
    seen: list[str] = []
    play_until(table, lambda t: len(t.controller.game.rounds) == 11 and t.state.phase is Phase.PLAY, seen=seen)
    text = " ".join(visible_text(screen) for screen in seen)
    assert "Пулька 2 из 4" in text and "заказ" in text and "Козырь ♥" in text and "взято" in text
    assert "старший" in text and "Как сыграть джокера" in text  # the joker picker was open
    assert latin_words(text) == []


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_whole_deal_of_joker52_by_clicks(lang):
    table = Table(joker52.Rules(), seed=4, lang=lang)
    seen: list[str] = []
    play_until(table, lambda t: t.state.outcome is not None, seen=seen)
    state = table.state
    assert sum(state.outcome.taken) == state.tricks
    assert [line.points for line in table.controller.score_lines()] == list(state.outcome.points)
    text = " ".join(visible_text(screen) for screen in seen)
    if lang == "ru":
        assert "Сдача 1 из 13" in text and "под колодой" in text and latin_words(text) == []
    else:
        assert "Deal 1 of 13 · 2 cards each · 18 tricks" in text and "under the stock:" in text
        assert any("(J52-" in line and "takes the trick" in line for line in table.log_lines)
    click_once(table)
    assert table.controller.game.number == 2


def test_joker52_hook_is_refused_with_its_rule():
    table = Table(joker52.Rules(), seed=4)

    def barred(state):
        return state.tricks - sum(b for b in state.bids if b is not None)

    play_until(table, lambda t: t.controller.is_human_turn and t.state.phase is joker52.Phase.BID
               and t.state.dealer == 0 and 0 <= barred(t.state) <= t.state.tricks)
    state = table.state
    off = [key for key, action in table.controller.buttons().items() if action is None]
    assert off == [f"bid {barred(state)}"] and "the hook (J52-BID)" in table.hand.why
    table.click(off[0])
    assert table.state is state and "J52-BID" in table.banner


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_whole_bank_and_the_session_of_the_banker_by_clicks(lang):
    table = Table(banker.Rules(), seed=2, lang=lang)
    game, seen = table.controller.game, []
    play_until(table, lambda t: t.state.outcome is not None, seen=seen)
    assert [line.points for line in table.controller.score_lines()] == list(table.state.outcome.points)
    assert table.controller.score_lines()[0].rule in ("JB-MATCH", "JB-DOUBLE", "JB-MISS")
    play_until(table, lambda t: t.controller.game.is_over, seen=seen)
    assert len(game.rounds) >= 4 and sum(game.balances) == 0
    text = " ".join(visible_text(screen) for screen in seen)
    balances = ", ".join(f"{n} {b:+d}" for n, b in zip(game.names, game.balances))
    if lang == "ru":
        assert f"балансы: {balances}" in text and "банкомёт" in text and latin_words(text) == []
    else:
        assert f"balances: {balances}" in text and "next call:" in text and "Turn a card" in text


def test_the_banker_offers_stakes_up_to_the_ceiling():
    table = Table(banker.Rules(ceiling=5), seed=2)
    play_until(table, lambda t: t.state.phase is banker.Phase.STAKE and t.controller.is_human_turn)
    assert list(table.controller.buttons()) == [f"stake {n}" for n in range(1, 6)]
    assert banker.table.stake_amounts(1000)[-3:] == (200, 500, 1000)


def test_undo_takes_back_a_bid_and_the_bots_answers(georgian):
    play_until(georgian, lambda t: t.state.phase is Phase.BID and t.state.cards_each >= 2)
    state, log = georgian.state, georgian.log_lines
    key = [key for key, action in georgian.controller.buttons().items() if action is not None][0]
    georgian.click(key)
    assert georgian.state is not state
    georgian.click("undo")
    assert georgian.state == state and georgian.log_lines == log
