"""The catalogue of rule ids of every registered game: each id is cited by the engine, named in a test, and taught
in a lesson."""

import ast
import functools
import json
import re
from pathlib import Path

import pytest

from zhora_core import games

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = {"rules.py", "glossary.py"}  # they list every id by design, so they prove nothing
ALL_RULES = [(name, rule) for name in games.names() for rule in games.spec(name).rule_ids]


def cited(rule: str, text: str) -> bool:
    return re.search(re.escape(rule) + r"(?![A-Z-])", text) is not None


@functools.cache
def engine_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "zhora_core").rglob("*.py")
                     if p.name not in CATALOGUES)


@functools.cache
def _test_function_names() -> set[str]:
    names = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        if "browser" in path.parts:
            continue
        names |= {node.name for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                  if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")}
    return names


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
    prefix = "test_" + rule.lower().replace("-", "_")
    assert cited(rule, engine_text()), f"{rule} is cited nowhere in zhora_core (outside the catalogue)"
    assert any(name == prefix or name.startswith(prefix + "_") for name in _test_function_names()), \
        f"no test is named after {rule} ({prefix}_…)"
    assert cited(rule, lessons_text()), f"no lesson in notebooks/ teaches {rule}"


def test_the_check_can_fail():
    assert not cited("Z-OUT", "Z-OUTSIDE only")
    assert cited("Z-OUT", "see Z-OUT.")
