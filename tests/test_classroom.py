"""Classroom mode without a browser: ./run-classroom's checks, and the classroom apps in Russian.

(tests/browser/ opens the apps in Chromium; nbval runs them in English.)
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
CLASSROOM = ROOT / "notebooks" / "classroom"


def test_the_classroom_apps_speak_russian_with_zhora_lang_ru(monkeypatch):
    """Both apps, run in one kernel that inherits ZHORA_LANG=ru (as Voila's kernels inherit ./run-classroom's)."""
    monkeypatch.setenv("ZHORA_LANG", "ru")
    cells = []
    for name in ("play_room.ipynb", "scenario_lab.ipynb"):
        cells += [c for c in nbformat.read(CLASSROOM / name, as_version=4).cells if c.cell_type == "code"]
    cells.append(nbformat.v4.new_code_cell(
        "assert table.lang == lab.lang == 'ru'\n"
        "assert [c['label'] for c in table.hand.cards] == ['8♦', '9♦', 'В♥', 'Т♥']\n"
        "assert table.controller.names[0] == 'Место 0 (вы)'\n"
        "assert lab.parts['build'].description == 'Построить'"))
    notebook = nbformat.v4.new_notebook(cells=cells)
    NotebookClient(notebook, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(CLASSROOM)}}).execute()


@pytest.mark.parametrize("args, env, message", [
    (["--bogus"], {}, "unknown option '--bogus'"),
    (["--port", "eighty"], {}, "the port must be a number"),
    ([], {"ZHORA_LANG": "fr"}, "ZHORA_LANG must be en or ru"),
])
def test_run_classroom_refuses_bad_options_before_doing_anything(args, env, message):
    result = subprocess.run([str(ROOT / "run-classroom"), *args], env={**os.environ, **env}, cwd=ROOT,
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 2 and message in result.stderr, result.stderr


def test_run_classroom_help_names_its_options():
    result = subprocess.run([str(ROOT / "run-classroom"), "--help"], cwd=ROOT, capture_output=True, text=True,
                            timeout=30)
    assert result.returncode == 0
    for word in ("--lan", "--host", "--port", "--lessons", "ZHORA_LANG=ru"):
        assert word in result.stdout
