"""Issue 17: the lab's shared code knows no game. Its code names no registered game (its docstrings and comments
may, as examples), imports none and compares no spec's name; a game's own measures come from its spec
(``GameSpec.lab``). And no module of the lab is over 500 lines."""

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

from zhora_core import games

ROOT = Path(__file__).resolve().parent.parent
SHARED = sorted([*ROOT.glob("zhora_core/lab*.py"), ROOT / "zhora_core/stats.py", ROOT / "zhora_core/comparison.py",
                 ROOT / "zhora_core/simulate.py", ROOT / "widgets/lab_charts.py", ROOT / "widgets/charts.py",
                 ROOT / "widgets/explorer.py"])
NAME = re.compile(r"\b(" + "|".join(map(re.escape, games.names())) + r")\b|_is_zhora")


def _code(text: str):
    """``(line, token)`` for every token of the code: not its comments, not its docstrings (a string that is a
    statement of its own)."""
    docstrings = {(node.value.lineno, node.value.col_offset) for node in ast.walk(ast.parse(text))
                  if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                  and isinstance(node.value.value, str)}
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type != tokenize.COMMENT and not (token.type == tokenize.STRING and token.start in docstrings):
            yield token.start[0], token.string


@pytest.mark.parametrize("path", SHARED, ids=lambda p: p.name)
def test_a_shared_module_names_no_game(path):
    named = [f"{line}: {text}" for line, text in _code(path.read_text("utf-8")) if NAME.search(text)]
    assert named == []


@pytest.mark.parametrize("path", SHARED, ids=lambda p: p.name)
def test_a_shared_module_imports_no_game(path):
    tree = ast.parse(path.read_text("utf-8"))
    modules = [node.module or "" for node in tree.body if isinstance(node, ast.ImportFrom)]
    modules += [alias.name for node in tree.body if isinstance(node, ast.Import) for alias in node.names]
    assert [m for m in modules if set(m.split(".")) & set(games.names())] == []


@pytest.mark.parametrize("path", SHARED + [ROOT / "zhora_core/zhora/lab.py"], ids=lambda p: p.name)
def test_no_module_of_the_lab_is_over_500_lines(path):
    assert len(path.read_text("utf-8").splitlines()) <= 500
