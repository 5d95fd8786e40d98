"""The widgets are shared code: they import no game and name none (the default game is found lazily, a rule id's
title through the registry), they say every word through the phrasebook (their phrases kept as data in
``widgets/words.toml``) and refuse an unknown language with one error, and the play table's buttons are data that
carry their actions and their words."""

from __future__ import annotations

import ast
import json
import random
import subprocess
import sys
import tomllib
from pathlib import Path

import pandas as pd
import pytest

from widgets import (GameComparer, RuleSwitches, RulesExplorer, ScenarioBuilder, ScoreCalculator, ScoreSheet, Table,
                     TableController)
from widgets.charts import card_points_chart, game_totals_chart
from widgets.common import error_text, rule_title
from widgets.comparer import comparison_figure
from widgets.family_chart import traits_chart, tree_chart
from widgets.lab_charts import fairness_chart
from zhora_core import games, words
from zhora_core.errors import LanguageError, RulesError
from zhora_core.table import Button

ROOT = Path(__file__).resolve().parents[2]
SHARED = sorted((ROOT / "widgets").rglob("*.py"))


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of a module and its classes and functions."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


@pytest.mark.parametrize("path", SHARED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_shared_widget_module_imports_no_game_and_names_none(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names, docstrings = set(games.names()), _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            modules = [node.module or ""] + [f"{node.module}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        else:
            modules = []
        assert not [m for m in modules if names & set(m.split("."))], (path.name, node.lineno, modules)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            word = node.value
            assert word not in names and not any(word.startswith(f"{name}.") for name in names), \
                (path.name, node.lineno, word)


@pytest.mark.parametrize("path", SHARED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_shared_widget_module_neither_compares_languages_nor_keeps_a_table_per_language(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    langs = set(words.LANGS)
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            constants = {n.value for n in (node.left, *node.comparators) if isinstance(n, ast.Constant)}
            assert not constants & langs, (path.name, node.lineno, ast.unparse(node))
        if isinstance(node, ast.Dict):
            keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
            assert not keys & langs, (path.name, node.lineno)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id != "labels", (path.name, node.lineno)


@pytest.mark.parametrize("path", SHARED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_shared_widget_module_adds_no_phrase_in_code(path):
    """The widgets' phrases are data (``widgets/words.toml``): no module adds any with ``words.add``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "zhora_core.words":
            assert "add" not in {alias.name for alias in node.names}, (path.name, node.lineno)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "add":
            assert not (isinstance(node.func.value, ast.Name) and node.func.value.id == "words"), \
                (path.name, node.lineno)


_WIDGET_PHRASES = """
import importlib, json, pkgutil, widgets
from zhora_core import words
for info in pkgutil.walk_packages(widgets.__path__, "widgets."):
    importlib.import_module(info.name)
print(json.dumps(sorted(key for key in words._PHRASES if key.startswith("ui."))))
"""


def test_every_widget_phrase_comes_from_the_widgets_words_file_which_ships_with_the_package():
    keys = words.load("widgets")
    assert keys and all(key.startswith("ui.") for key in keys)
    # in a fresh interpreter: every widget module imported, and no phrase of theirs but the file's
    found = subprocess.run([sys.executable, "-c", _WIDGET_PHRASES], capture_output=True, text=True, check=True)
    assert json.loads(found.stdout) == sorted(keys)
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert "*.toml" in package_data["package-data"]["widgets"]


def _started_game():
    spec = games.spec(games.DEFAULT)
    game = spec.match(spec.Rules(players=2), seed=1)
    while not game.rounds:
        game.play(spec.legal_actions(game.state)[0]) if game.state.outcome is None else game.next_round()
    return game


#: A frame of win rates by seat, and one of ``compare_games``, made by hand.
_RATES = pd.DataFrame({"seat": [0, 1], "win_rate": [0.4, 0.6], "low": [0.3, 0.5], "high": [0.5, 0.7],
                       "fair": [0.5, 0.5]})
_COMPARED = pd.DataFrame({"game": [games.DEFAULT], "title": [""], "players": [2], "measure": ["fairness"],
                          "detail": [""], "estimate": [0.9], "low": [0.8], "high": [1.0], "n": [20], "source": [""]})


@pytest.mark.parametrize("make", [
    lambda lang: Table(lang=lang), lambda lang: TableController(lang=lang), lambda lang: ScenarioBuilder(lang=lang),
    lambda lang: RuleSwitches(lang=lang), lambda lang: ScoreSheet(_started_game(), lang=lang),
    lambda lang: ScoreCalculator(lang=lang), lambda lang: traits_chart(lang=lang), lambda lang: tree_chart(lang=lang),
    lambda lang: RulesExplorer(lang=lang), lambda lang: GameComparer(lang=lang),
    lambda lang: card_points_chart(lang=lang), lambda lang: game_totals_chart(_started_game(), lang=lang),
    lambda lang: fairness_chart(_RATES, lang=lang), lambda lang: comparison_figure(_COMPARED, lang=lang),
], ids=["Table", "TableController", "ScenarioBuilder", "RuleSwitches", "ScoreSheet", "ScoreCalculator",
        "traits_chart", "tree_chart", "RulesExplorer", "GameComparer", "card_points_chart", "game_totals_chart",
        "fairness_chart", "comparison_figure"])
def test_every_widget_refuses_an_unknown_language_with_the_one_language_error(make):
    with pytest.raises(LanguageError, match="lang must be one of 'en', 'ru', got 'fr'"):
        make("fr")
    make("ru")


def test_without_rules_a_widget_is_of_the_default_game_and_with_rules_of_their_game():
    default = games.spec(games.DEFAULT)
    assert Table().controller.rules == default.Rules() and RuleSwitches().rules == default.Rules()
    assert ScenarioBuilder().game == games.DEFAULT
    other = next(name for name in games.names() if name != games.DEFAULT)
    assert ScenarioBuilder(rules=games.spec(other).Rules()).game == other


def test_the_calculator_refuses_a_game_that_does_not_score_a_round_from_the_hands_left():
    without = next(name for name in games.names() if not hasattr(games.module(name), "score_lines"))
    with pytest.raises(RulesError, match=f"{without} does not"):
        ScoreCalculator(rules=games.spec(without).Rules())


@pytest.mark.parametrize("name", games.names())
def test_a_rule_id_is_titled_by_its_own_games_glossary(name):
    spec = games.spec(name)
    rule = spec.rule_ids[-1]
    title = spec.glossary.rule_title(rule, "ru")
    assert rule_title(rule, "ru") == title
    text = error_text(RulesError("the rules refuse it", rule=rule), "ru")
    assert text == f"правила этого не допускают ({rule}: {title})"
    assert error_text(RulesError("the rules refuse it", rule=rule), "en") == "the rules refuse it"


def test_an_unknown_rule_id_keeps_its_id_without_a_title():
    assert rule_title("XX-NONE") is None
    assert error_text(RulesError("no", rule="XX-NONE"), "ru") == "правила этого не допускают (XX-NONE)"


@pytest.mark.parametrize("name", [name for name in games.names() if games.spec(name).table is not None])
def test_every_panel_button_is_data_named_by_its_action_and_worded_in_both_languages(name):
    """Along a seeded game, every button the panel shows carries its action (the key its action is made by)
    and its words, without reading its key back."""
    spec = games.spec(name)
    part, rng = spec.table, random.Random(7)
    game = spec.match(spec.Rules(), seed=3)
    seen = set()
    for _ in range(300):
        state = game.state
        if state.outcome is not None:
            if game.is_over:
                break
            game.next_round()
            continue
        for button in part.panel(state, state.to_move):
            assert isinstance(button, Button)
            assert all(part.button_label(button, lang) for lang in words.LANGS), button
            if button.action is not None:
                assert part.button_of(button.action) == button.key, button
            seen.add(button.key)
        legal = spec.legal_actions(state)
        game.play(legal[rng.randrange(len(legal))])
    assert seen or not part.buttons


def test_set_position_that_the_form_cannot_hold_without_a_keyword_the_game_requires_is_refused_in_the_banner():
    """One hand is no number of players the form offers, so the keywords go to the game's ``position`` as they
    are; the top card it requires is missing: refused in the banner (it used to escape as a TypeError)."""
    builder = ScenarioBuilder()
    assert builder.set_position(hands=["7♠"]) is None
    assert builder.banner == "Not allowed: set_position: missing a required argument: 'top'"


@pytest.mark.parametrize("path", SHARED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_shared_widget_module_stays_under_500_lines(path):
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 500
