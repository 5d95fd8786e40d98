"""The play table for every shedding game of the registry beside Zhora (the family trait "shed"; Zhora's table is
tests/shared/test_widgets_table.py's, the trick and banker tables test_widgets_trick_table.py's): a whole game by
clicks (hand cards, the picker, the game's buttons) against bots, the game's own parts coming from the game, and
Russian mode without a Latin word."""

from __future__ import annotations

import re

import pytest

from tests.russian_text import latin_words, visible_text
from widgets import Table
from zhora_core import games, joe, prsi, thirteen
from zhora_core.cards import Card, Suit
from zhora_core.table import TablePart

#: The tables' sizes where they differ from the game's default reading.
PLAYERS = {"joe": 3}


def _rules_maker(name: str):
    spec = games.spec(name)
    return lambda: spec.Rules(players=PLAYERS[name]) if name in PLAYERS else spec.Rules()


GAMES = {name: _rules_maker(name) for name in games.names()
         if name != games.DEFAULT and "shed" in games.spec(name).glossary.traits}


def _screen(table: Table) -> str:
    """Every word the table shows now (the picker's too)."""
    parts = [table._status.value, table._board.value, table._log.value, table._scoring.value, table.hand.why,
             table._banner.value, table._sheet_box.children[0].value if table._sheet_box.children else "",
             table.hand._picker_label.value]
    parts += [b.description for b in table._buttons.values()]
    parts += [b.description for b in table.hand._picker.children[1:]]
    parts += [card["reason"] + " " + card["label"] for card in table.hand.cards]
    return " ".join(parts)


def play_by_clicks(table: Table, *, pick=lambda labels: 0, limit: int = 3000, seen=None) -> list[str]:
    """Play the human seat to the end of the whole game with clicks only: the first legal card of the hand
    (a card with several actions opens the picker, ``pick`` chooses among its labels), else the first button
    that is on; Next round after each round. Returns what was clicked; ``seen`` collects the screens' texts."""
    controller, clicks = table.controller, []
    for _ in range(limit):
        if seen is not None:
            seen.append(_screen(table))
        if controller.game.is_over:
            return clicks
        if controller.state.outcome is not None:
            table.click("next_round")
            clicks.append("next_round")
            continue
        assert controller.is_human_turn
        legal = [card for card, choice in table.hand.choices.items() if choice.legal]
        if legal:
            card = legal[0]
            table.hand.click(card)
            if table.hand.pending is not None:
                labels = [b.description for b in table.hand._picker.children[1:-1]]
                if seen is not None:
                    seen.append(_screen(table))
                label = labels[pick(labels)]
                table.hand.choose(label)
                clicks.append(f"{card} {label}")
            else:
                clicks.append(str(card))
        else:
            key = next(key for key, action in controller.buttons().items() if action is not None)
            table.click(key)
            clicks.append(key)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("name", GAMES)
def test_a_whole_game_by_clicks_against_bots(name):
    table = Table(GAMES[name](), seed=3)
    clicks = play_by_clicks(table)
    game = table.controller.game
    assert game.is_over and len(game.rounds) >= 1
    assert clicks.count("next_round") == len(game.rounds) - 1
    assert "Game over" in table._status.value
    assert table._sheet_box.children  # the rounds' results under the table
    assert table.controller.state.outcome is not None


@pytest.mark.parametrize("name", GAMES)
def test_russian_table_has_no_latin_word(name):
    seen: list[str] = []
    table = Table(GAMES[name](), seed=5, lang="ru")
    play_by_clicks(table, seen=seen)
    latin = {word for screen in seen for word in latin_words(visible_text(screen))}
    assert not latin, sorted(latin)[:20]
    assert "Игра окончена" in table._status.value


def test_the_parts_come_from_the_games():
    assert GAMES and set(PLAYERS) <= set(GAMES)
    for name in (games.DEFAULT, *GAMES):
        assert isinstance(games.spec(name).table, TablePart)
    assert Table(joe.Rules(players=3)).controller.part.buttons == ("draw",)
    thirteen_table = Table(thirteen.Rules())
    assert set(thirteen_table.controller.part.buttons) == {"end", "draw"}
    assert thirteen_table._buttons["end"].description == "End run"
    prsi_table = Table(prsi.Rules(players=4), lang="ru")
    assert prsi_table._buttons["stand"].description == "Стоять"


def test_prsi_queen_opens_a_suit_picker_and_names_the_suit():
    state = prsi.position(hands=["Q♠ 8♥ 9♣", "7♣ 10♦ K♠"], top="8♠", deck="A♣ A♦ 9♦ 10♣ J♣")
    table = Table.from_state(state, seed=1, bots=["random"])
    choice = table.hand.choices[Card.parse("Q♠")]
    assert len(choice.actions) == 4
    table.hand.click("Q♠")
    assert table.hand.pending == Card.parse("Q♠")
    assert "Name a suit for Q♠" in table.hand._picker_label.value
    table.hand.choose_suit("♥")
    assert table.controller.game.states[1].named is Suit.HEARTS
    assert any("Q♠" in line for line in table.log_lines)


def test_prsi_pending_ace_lights_stand_and_shows_on_the_table():
    state = prsi.position(hands=["8♥ 9♣", "A♠ 10♦ J♦"], top="8♠", deck="A♣ 7♦ 9♦ 10♣ J♣", to_move=1)
    table = Table.from_state(state, seed=1, human=0)  # the heuristic bot answers at once with its ace
    assert table.controller.state.phase is prsi.Phase.STAND
    assert table.controller.buttons() == {"draw": None, "stand": prsi.Stand()}
    assert table._buttons["draw"].disabled and not table._buttons["stand"].disabled
    assert "zl-must" in table._buttons["stand"]._dom_classes
    assert "Aces:" in table._board.value and "P-ACE" in table.hand.why
    table.click("stand")
    assert table.controller.game.states[2].to_move == 1
    assert any("(P-ACE)" in line for line in table.log_lines[2:])


def test_thirteen_end_run_button_closes_a_run():
    ended = []
    for seed in range(2, 30):
        table = Table(thirteen.Rules(), seed=seed)
        controller = table.controller
        for _ in range(200):
            if controller.state.outcome is not None or not controller.is_human_turn:
                break
            if controller.buttons()["end"] is not None:
                assert "Run:" in table._board.value
                table.click("end")
                ended.append(seed)
                break
            legal = [c for c, ch in table.hand.choices.items() if ch.legal]
            if legal:
                table.hand.click(legal[0])
            else:
                table.click("draw")
        if ended:
            break
    assert ended, "no seed gave a run to end"
    assert any("(T-RUN)" in line or "(T-STEP)" in line for line in table.log_lines)


def test_joe_two_queens_are_played_together_from_the_picker():
    table = Table(joe.Rules(players=2), seed=12)  # the human holds Q♣ and Q♦
    table.hand.click("Q♣")
    labels = [b.description for b in table.hand._picker.children[1:-1]]
    assert labels == ["Q♣", "Two queens: Q♣ Q♦"]
    table.hand.choose("Two queens: Q♣ Q♦")
    assert joe.parse_action("Q♣ Q♦") in table.controller.game.actions
    assert any("(JQ-QUEENS)" in line for line in table.log_lines)


def test_a_grey_card_says_why_with_the_games_rule():
    table = Table(joe.Rules(players=3), seed=3)
    grey = [card for card, choice in table.hand.choices.items() if not choice.legal]
    assert grey
    before = table.controller.state
    table.hand.click(grey[0])
    assert table.controller.state is before
    assert "Not allowed" in table.banner and "JQ-" in table.banner
    assert "JQ-" in table.hand.why


def test_another_games_rules_are_refused_for_a_new_game():
    table = Table(prsi.Rules(players=2), seed=1)
    assert not table.controller.new_game(joe.Rules(players=2))
    assert "Not allowed" in table.banner


@pytest.mark.parametrize("name", GAMES)
def test_hint_names_an_action_in_every_language(name):
    for lang in ("en", "ru"):
        table = Table(GAMES[name](), seed=4, lang=lang)
        advice = table.controller.hint()
        assert advice is not None and advice.action in table.controller.legal
        assert table.banner.startswith("Hint" if lang == "en" else "Подсказка")
        if lang == "ru":
            assert not latin_words(table.banner), table.banner


def test_each_grey_card_sits_beside_its_own_reason():
    # Thirteen with runs in one suit: the human plays his last legal card, else ends the run, else draws, until
    # a run where some grey cards are not one rank from its top and others are of another suit (both T-RUN).
    table = Table(thirteen.Rules(run_same_suit=True), seed=0)
    for _ in range(100):
        choices = table.hand.choices
        grey = {card: choice for card, choice in choices.items() if not choice.legal}
        kinds = {choice.reason.replace(card.label("en"), "_") for card, choice in grey.items()}
        if table.state.phase is thirteen.Phase.RUN and len(kinds) > 1:
            break
        legal = [card for card, choice in choices.items() if choice.legal]
        if legal:
            table.hand.click(legal[-1])
        else:
            table.click("end" if not table._buttons["end"].disabled else "draw")
    else:
        raise AssertionError("no run with grey cards of two reasons")
    lines = [visible_text(line) for line in re.findall(r"<div class='zl-grey'>(.*?)</div>", table.hand.why)]
    assert len(lines) == len(kinds) > 1
    seen = []
    for line in lines:
        reason, rule, others = re.fullmatch(r"Grey: (.*) \((T-[A-Z-]+)\)(?: ?; likewise (.*))?", line).groups()
        first = next(card for card, choice in grey.items() if choice.reason == reason)
        seen.append(first)
        for label in (others or "").split():  # each card's reason is the first one's, said of that card
            card = Card.parse(label)
            assert grey[card].reason == reason.replace(first.label("en"), label) and grey[card].rule == rule
            seen.append(card)
    assert sorted(seen) == sorted(grey)  # every grey card, on one line
