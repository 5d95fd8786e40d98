"""The catalogue of rule ids of every registered game: each id is cited by the engine, has a test named after it in
its game's rules tests (``tests/games/<game>/test_rules.py``), and is taught in a lesson.

"Named after it": a test function ``test_<id>`` or ``test_<id>_…`` (``test_jk_joker_…`` for JK-JOKER) at the top of
that file, where a name that fits several ids counts for the longest (``test_j52_joker_penalty_…`` is
J52-JOKER-PENALTY's, not J52-JOKER's).
"""

import ast
import functools
import json
import re
from pathlib import Path

import pytest

from zhora_core import games

ROOT = Path(__file__).resolve().parents[2]
GAME_TESTS = ROOT / "tests" / "games"
CATALOGUES = {"rules.py", "glossary.py"}  # they list every id by design, so they prove nothing
ALL_RULES = [(name, rule) for name in games.names() for rule in games.spec(name).rule_ids]


def cited(rule: str, text: str) -> bool:
    return re.search(re.escape(rule) + r"(?![A-Z-])", text) is not None


def stem(rule: str) -> str:
    """The start of the name of a test of ``rule``: ``Z-JACKS-OUT`` → ``test_z_jacks_out``."""
    return "test_" + rule.lower().replace("-", "_")


def rule_of(test_name: str, rule_ids) -> str | None:
    """The rule id a test is named after (the longest that fits), or None."""
    fitting = [rule for rule in rule_ids if test_name == stem(rule) or test_name.startswith(stem(rule) + "_")]
    return max(fitting, key=len, default=None)


@functools.cache
def engine_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "zhora_core").rglob("*.py")
                     if p.name not in CATALOGUES)


@functools.cache
def rules_tests(game: str) -> tuple[str, ...]:
    """The names of the test functions of the game's rules tests (top level, as pytest collects them)."""
    tree = ast.parse((GAME_TESTS / game / "test_rules.py").read_text(encoding="utf-8"))
    return tuple(node.name for node in tree.body
                 if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"))


@functools.cache
def rules_with_a_test(game: str) -> frozenset[str]:
    rule_ids = games.spec(game).rule_ids
    return frozenset(rule_of(name, rule_ids) for name in rules_tests(game)) - {None}


@functools.cache
def lessons_text() -> str:
    parts = []
    for path in sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")):
        if path.name.startswith("00_"):
            continue  # the map of the course names every id but teaches none
        notebook = json.loads(path.read_text(encoding="utf-8"))
        parts += ["".join(cell["source"]) for cell in notebook["cells"]]
    return "\n".join(parts)


@pytest.mark.parametrize(("game", "rule"), ALL_RULES, ids=[rule for _, rule in ALL_RULES])
def test_every_rule_id_is_cited_tested_and_taught(game, rule):
    assert cited(rule, engine_text()), f"{rule} is cited nowhere in zhora_core (outside the catalogue)"
    assert rule in rules_with_a_test(game), \
        f"no test in tests/games/{game}/test_rules.py is named after {rule} ({stem(rule)}_…)"
    assert cited(rule, lessons_text()), f"no lesson in notebooks/ teaches {rule}"


def test_every_registered_game_has_its_own_tests_and_its_module_lists_its_rule_ids():
    assert sorted(p.name for p in GAME_TESTS.iterdir() if (p / "__init__.py").exists()) == sorted(games.names())
    for name in games.names():
        assert (GAME_TESTS / name / "test_rules.py").exists(), name
        assert tuple(games.module(name).RULE_IDS) == games.spec(name).rule_ids, name


def test_the_checks_can_fail():
    assert not cited("Z-OUT", "Z-OUTSIDE only")
    assert cited("Z-OUT", "see Z-OUT.")
    ids = ("J52-JOKER", "J52-JOKER-PENALTY", "Z-OUT")
    assert rule_of("test_j52_joker_penalty_is_paid", ids) == "J52-JOKER-PENALTY"
    assert rule_of("test_j52_joker_led_high", ids) == "J52-JOKER"
    assert rule_of("test_z_out", ids) == "Z-OUT" and rule_of("test_z_outside", ids) is None
