"""The notebooks stay small files: every notebook under notebooks/ (the classroom apps included) and the browser
tests' apps is under 300 KB, holds no saved widget state (``metadata.widgets``: megabytes, and new on every run),
and keeps its plotly charts as figure JSON (``application/vnd.plotly.v1+json``) rather than HTML or JavaScript
that embeds plotly.js. tools/execute_notebooks.py saves notebooks that way.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MAX_BYTES = 300_000  # the limit tools/execute_notebooks.py enforces when it saves a notebook
PLOTLY_JSON = "application/vnd.plotly.v1+json"
SCRIPT_TYPES = ("application/javascript", "text/javascript", "application/x-javascript")
PLOTLY_MARKS = ("plotly.js", "Plotly.newPlot", "Plotly.react", "window.PlotlyConfig", "plotly-latest",
                "cdn.plot.ly", "require(['plotly']", 'require(["plotly"]')


def notebook_paths() -> list[Path]:
    found = [*(ROOT / "notebooks").rglob("*.ipynb"), *(ROOT / "tests" / "browser" / "apps").glob("*.ipynb")]
    return sorted(p for p in found if ".ipynb_checkpoints" not in p.parts)


def notebook_problems(notebook: dict, size: int, name: str = "notebook") -> list[str]:
    """What is wrong with a notebook file (its JSON and its size in bytes); empty when nothing is.

    >>> notebook_problems({"metadata": {}, "cells": []}, 1_000)
    []
    >>> notebook_problems({"metadata": {"widgets": {}}, "cells": []}, 400_000, "x.ipynb")
    ['x.ipynb is 400,000 bytes, over 300,000', 'x.ipynb saves widget state (metadata.widgets)']
    """
    problems = []
    if size > MAX_BYTES:
        problems.append(f"{name} is {size:,} bytes, over {MAX_BYTES:,}")
    if "widgets" in notebook.get("metadata", {}):
        problems.append(f"{name} saves widget state (metadata.widgets)")
    for number, cell in enumerate(notebook.get("cells", [])):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            for mime in SCRIPT_TYPES:
                if mime in data:
                    problems.append(f"{name} cell {number}: a {mime} output (save plotly charts as {PLOTLY_JSON})")
            html = data.get("text/html", "")
            html = "".join(html) if isinstance(html, list) else str(html)
            if any(mark in html for mark in PLOTLY_MARKS):
                problems.append(f"{name} cell {number}: a plotly chart saved as text/html, not {PLOTLY_JSON}")
            if PLOTLY_JSON in data and not isinstance(data[PLOTLY_JSON], dict):
                problems.append(f"{name} cell {number}: {PLOTLY_JSON} is not figure JSON")
    return problems


@pytest.mark.parametrize("path", notebook_paths(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_notebook_file_is_small_without_widget_state_and_plotly_as_json(path):
    text = path.read_text(encoding="utf-8")
    assert notebook_problems(json.loads(text), path.stat().st_size, path.name) == []


def test_the_notebooks_are_found():
    names = {p.relative_to(ROOT).as_posix() for p in notebook_paths()}
    assert {"notebooks/06_scoring_a_round.ipynb", "notebooks/classroom/play_room.ipynb",
            "notebooks/classroom/scenario_lab.ipynb", "tests/browser/apps/table.ipynb"} <= names


def test_lesson_06_keeps_its_chart_as_plotly_json():
    notebook = json.loads((ROOT / "notebooks" / "06_scoring_a_round.ipynb").read_text(encoding="utf-8"))
    charts = [o["data"][PLOTLY_JSON] for cell in notebook["cells"] for o in cell.get("outputs", [])
              if PLOTLY_JSON in o.get("data", {})]
    assert charts and all(isinstance(chart.get("data"), list) for chart in charts)


# ------------------------------------------------------------------ the checker can fail

def _with_output(data: dict) -> dict:
    return {"metadata": {}, "cells": [{"cell_type": "code", "source": "fig", "metadata": {},
                                       "outputs": [{"output_type": "display_data", "data": data, "metadata": {}}]}]}


@pytest.mark.parametrize("data, problem", [
    ({"text/html": ['<div id="x"></div><script>require(["plotly"], function(Plotly) {',
                    ' Plotly.newPlot("x", [])})</script>']}, "saved as text/html"),
    ({"text/html": '<script src="https://cdn.plot.ly/plotly-2.35.2.min.js"></script>'}, "saved as text/html"),
    ({"application/javascript": "window.PlotlyConfig = {};"}, "application/javascript output"),
    ({PLOTLY_JSON: "{}"}, "is not figure JSON"),
])
def test_checker_refuses_plotly_saved_as_html_or_script(data, problem):
    problems = notebook_problems(_with_output(data), 10_000)
    assert len(problems) == 1 and problem in problems[0]


def test_checker_accepts_plotly_json_and_plain_html():
    assert notebook_problems(_with_output({PLOTLY_JSON: {"data": [], "layout": {}},
                                           "text/html": "<b>Scoring</b>", "text/plain": "Figure()"}), 10_000) == []
