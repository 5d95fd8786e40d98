"""What lessons 13 (Joe), 14 (Thirteen) and 15 (Prší), each in two parts, teach and used to check about their
widgets and the engine's log: every rule id is taught and each part's rules table lists its own rules, every option
is shown in both readings, the tables start from a lesson's position and offer what the engine allows, the board
shows a named suit and a pending penalty, the rule switches name their rule ids, and the log cites the rule of
every step."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from widgets import RuleSwitches, Table
from zhora_core import games, joe, prsi, thirteen
from zhora_core.prsi.table import TABLE as PRSI_TABLE
from zhora_core.transcript import transcript

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: Each relative's lesson, in its two parts.
LESSONS = {"joe": ("13_joe_in_queens_squared", "13_joe_queens_and_variants"),
           "thirteen": ("14_thirteen", "14_thirteen_jokers"),
           "prsi": ("15_prsi", "15_prsi_aces_and_winning")}


def _cells(name: str) -> list[dict]:
    return json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]


def _source(cells: list[dict]) -> str:
    return "\n".join("".join(cell["source"]) for cell in cells)


def _table_ids(cells: list[dict]) -> list[str]:
    """The rule ids a part's table "The rules in this lesson" lists."""
    table = next(_source([c]) for c in cells if "".join(c["source"]).startswith("## The rules in this lesson"))
    return re.findall(r"^\| `([A-Z]+(?:-[A-Z]+)+)` \|", table, flags=re.M)


@pytest.mark.parametrize("game", LESSONS)
def test_every_rule_id_is_taught_and_each_part_lists_its_own_rules(game):
    parts = [_cells(name) for name in LESSONS[game]]
    rule_ids = games.spec(game).rule_ids
    text = "\n".join(_source(cells) for cells in parts)
    assert [rule for rule in rule_ids if not re.search(re.escape(rule) + r"(?![A-Z-])", text)] == []
    first, second = (_table_ids(cells) for cells in parts)
    assert first and second and not set(first) & set(second)
    assert sorted(first + second) == sorted(rule_ids)
    for cells, listed in zip(parts, (first, second)):  # a part's sections are headed by the rules its table lists
        headings = re.findall(r"^##+ .*$", _source([c for c in cells if c["cell_type"] == "markdown"]), flags=re.M)
        assert [rule for rule in listed if not any(f"`{rule}`" in line for line in headings)] == [], game


def test_joe_shows_every_option_in_its_parts():
    text = "\n".join(_source(_cells(name)) for name in LESSONS["joe"])
    assert [name for name in joe.OPTION_RULE if f"{name}=" not in text] == []


def test_prsi_shows_every_option_in_both_readings_run_and_printed():
    parts = [_cells(name) for name in LESSONS["prsi"]]
    shown = "\n".join(_source(cells) + "".join("".join(out.get("text", "")) for cell in cells
                                               for out in cell.get("outputs", ())) for cells in parts)
    for option in prsi.GAME.options:
        for value in option.choices or ():
            if option.name != "players":
                assert f"{option.name}={value!r}" in shown, (option.name, value)
    assert "max_turns=500" in shown and "max_turns=10:" in shown and "max_turns=5 is out of range" in shown


#: One position of each lesson: its engine, the position, and the learner's seat at its table.
POSITIONS = {
    "joe queens": (joe, joe.position(hands=["4♠ 7♥ Q♣ Q♦", "9♦ J♥", "3♣ 5♥"], top="10♠", deck="8♣ 2♦ K♥ 6♠"), 0),
    "thirteen joker": (thirteen, thirteen.position(hands=["K♥ Q♠ 5♣ RJ BJ", "9♦ 2♣ 6♥"], top="Q♦", deck="3♠ 4♠ 8♥"),
                       0),
    "prsi seven": (prsi, prsi.apply(prsi.position(hands=["7♥ 9♣", "7♠ 8♦ Q♦", "7♣ K♦", "A♣ 10♦"], top="9♥",
                                                  deck="8♣ 10♣ J♥ 9♦ J♦ K♣ 8♥ 10♥"), "7♥"), 1),
}


@pytest.mark.parametrize("name", POSITIONS)
def test_a_table_starts_from_a_lessons_position_and_lights_only_its_legal_cards(name):
    engine, state, human = POSITIONS[name]
    table = Table(state.rules, start=state, human=human, seed=1)
    assert table.controller.state == state
    legal = {getattr(action, "card", None) for action in engine.legal_actions(state)}
    lit = {card for card, choice in table.hand.choices.items() if choice.legal}
    assert lit and lit <= legal


def test_thirteen_draw_button_follows_may_draw_when_able():
    for option in (False, True):
        rules = thirteen.Rules(may_draw_when_able=option)
        state = thirteen.position(hands=["Q♠ 5♣", "2♠ 7♥"], top="K♥", deck="3♦ 8♣", rules=rules)
        table = Table(rules, start=state, human=0, seed=1)
        assert (table.controller.buttons()["draw"] is not None) is option


def test_prsi_board_shows_the_named_suit_and_the_pending_penalty():
    queen = prsi.apply(prsi.position(hands=["Q♠ 9♣ 8♦", "9♦ K♠ Q♥ 8♥"], top="10♥", deck="7♣ 8♣ J♥"), "Q♠>♦")
    board = PRSI_TABLE.board(queen)
    assert "named:" in board and "♦" in board
    sevens = prsi.position(hands=["7♥ 9♣", "7♠ 8♦ Q♦", "7♣ K♦", "A♣ 10♦"], top="9♥", deck="8♣ 10♣ J♥ 9♦ J♦ K♣ 8♥ 10♥")
    three = prsi.apply(prsi.apply(prsi.apply(sevens, "7♥"), "7♠"), "7♣")
    assert "To draw:" in PRSI_TABLE.board(three) and "6 cards" in PRSI_TABLE.board(three)
    assert "To draw:" not in PRSI_TABLE.board(sevens)


def test_prsi_score_rows_cite_p_win_with_the_cards_left():
    start = prsi.position(hands=["7♥", "9♣ A♣ K♠", "J♦ Q♣"], top="10♥", deck="8♣ 9♠")
    won = prsi.apply(start, "7♥")
    assert [(row.points, row.rule) for row in PRSI_TABLE.score_rows(won, "en")] == [(0, "P-WIN"), (3, "P-WIN"),
                                                                                  (2, "P-WIN")]


def test_prsi_rule_switches_list_every_option_and_write_the_rules_call():
    switches = RuleSwitches(prsi.Rules(players=4))
    assert list(switches.controls) == ["players", "hand_size", "stack_sevens", "stack_aces", "starter_effects",
                                       "restock", "scoring", "max_turns"]
    switches.controls["stack_sevens"].value = False
    switches.controls["scoring"].value = "points"
    assert switches.rules == prsi.Rules(players=4, stack_sevens=False, scoring="points")
    assert prsi.option_help("stack_sevens") in switches.text
    assert "Rules(stack_sevens=False, scoring='points')" in switches.text


def test_rule_switches_summaries_name_the_rule_ids_of_joe_and_thirteen():
    switches = RuleSwitches(joe.Rules())
    switches.rules = joe.Rules(players=2, challenge=True, countdown=True)
    assert switches.rules.changed() == {"players": 2, "challenge": True, "countdown": True}
    assert "JQ-CHALLENGE" in switches.summary and "JQ-COUNTDOWN" in switches.summary
    run = RuleSwitches(thirteen.Rules())
    assert "T-RUN" not in run.summary
    run.controls["run_same_suit"].value = True
    assert run.rules == thirteen.Rules(run_same_suit=True) and "T-RUN" in run.summary


@pytest.mark.parametrize("engine, start, actions, cited", [
    (joe, joe.position(hands=["4♠ 7♥ Q♣ Q♦", "9♦ J♥", "3♣ 5♥"], top="10♠", deck="8♣ 2♦ K♥ 6♠"),
     ["Q♣ Q♦", "J♥", "5♥"], ["(JQ-QUEENS)", "plays J♥ (JQ-JOE)", "plays 5♥ (JQ-BEAT)"]),
    (joe, joe.position(hands=["3♦ 9♣", "K♥ 5♠"], top="7♠", pile="2♥ 8♣ J♦"), ["draw"], ["(JQ-RESTOCK)", "(JQ-DRAW)"]),
    (thirteen, thirteen.position(hands=["5♣ 9♦", "2♠ 7♥"], top="K♥", pile="3♣ 8♦ 6♠"), ["draw"], ["(T-RESTOCK)"]),
    (prsi, prsi.position(hands=["9♥ K♣", "8♦ 10♠"], top="9♣", pile="7♣ 8♣ 10♣"), ["draw"], ["(P-RESTOCK)", "(P-DRAW)"]),
    (prsi, prsi.position(hands=["9♥ K♣", "8♠ 10♠"], top="7♦"), ["draw", "draw"], ["(P-STALL)"]),
])
def test_the_log_cites_the_rule_of_every_step(engine, start, actions, cited):
    told = transcript(start, actions)
    assert [phrase for phrase in cited if phrase not in told] == []
    assert engine.explain(start, actions[0]).legal


def test_a_joe_deal_is_told_in_russian():
    told = transcript(joe.Game(joe.Rules(players=3), seed=13).state, [], lang="ru")
    assert "сдаёт" in told and "(JQ-DEAL)" in told
