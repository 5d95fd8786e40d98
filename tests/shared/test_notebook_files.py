"""The notebooks stay small files: every notebook under notebooks/ (the classroom apps included) and the browser
tests' apps is under 300 KB, holds no saved widget state (``metadata.widgets``: megabytes, and new on every run),
and keeps its plotly charts as figure JSON (``application/vnd.plotly.v1+json``) rather than HTML or JavaScript
that embeds plotly.js. The course's notebooks carry the kernel the course runs with (JupyterLab opens them
unchanged) and a "▶ Run this cell …" line where a widget was shown (never a widget view whose model is not
saved). tools/execute_notebooks.py saves notebooks that way.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import nbformat
import pytest
from ipykernel.ipkernel import IPythonKernel
from jupyter_client.kernelspec import KernelSpecManager

from widgets import Exercises
from zhora_core import puzzles, words

ROOT = Path(__file__).resolve().parents[2]
MAX_BYTES = 300_000  # the limit tools/execute_notebooks.py enforces when it saves a notebook
PLOTLY_JSON = "application/vnd.plotly.v1+json"
SCRIPT_TYPES = ("application/javascript", "text/javascript", "application/x-javascript")
PLOTLY_MARKS = ("plotly.js", "Plotly.newPlot", "Plotly.react", "window.PlotlyConfig", "plotly-latest",
                "cdn.plot.ly", "require(['plotly']", 'require(["plotly"]')


def notebook_paths() -> list[Path]:
    found = [*(ROOT / "notebooks").rglob("*.ipynb"), *(ROOT / "tests" / "browser" / "apps").glob("*.ipynb")]
    return sorted(p for p in found if ".ipynb_checkpoints" not in p.parts)


def course_paths() -> list[Path]:
    """The course's notebooks: the lessons and the classroom apps."""
    return [p for p in notebook_paths() if p.relative_to(ROOT).parts[0] == "notebooks"]


def _tool():
    """tools/execute_notebooks.py, imported."""
    spec = importlib.util.spec_from_file_location("execute_notebooks", ROOT / "tools" / "execute_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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


# ------------------------------------------------------------------ the kernel and the widget outputs (issue 19)

def _course_notebook(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", course_paths(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_course_notebook_carries_the_kernel_the_course_runs_with(path):
    spec = KernelSpecManager().get_kernel_spec("python3")  # the venv's kernel.json, as JupyterLab finds it
    metadata = _course_notebook(path)["metadata"]
    assert metadata["kernelspec"] == {"name": "python3", "display_name": spec.display_name, "language": spec.language}
    # What the kernel reports, as JupyterLab writes it on opening; the patch version is the machine's Python.
    kernel, saved = dict(IPythonKernel.language_info), dict(metadata["language_info"])
    assert saved.pop("version").split(".")[:2] == kernel.pop("version").split(".")[:2] and saved == kernel


@pytest.mark.parametrize("path", course_paths(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_course_notebook_shows_a_line_to_run_where_a_widget_was(path):
    notebook, tool = _course_notebook(path), _tool()
    outputs = [o for cell in notebook["cells"] for o in cell.get("outputs", [])]
    assert not [o for o in outputs if tool.WIDGET_VIEW in o.get("data", {})]
    for output in outputs:
        kind = output.get("metadata", {}).get(tool.MARK)
        if kind is not None:
            assert output["data"] == {"text/plain": [words.say(f"ui.placeholder.{kind}", "en")]}


def test_the_lessons_tables_are_placeholder_lines():
    mark = _tool().MARK

    def marks(path: Path) -> list:
        return [o.get("metadata", {}).get(mark) for cell in _course_notebook(path)["cells"]
                for o in cell.get("outputs", [])]

    assert marks(ROOT / "notebooks" / "08_play_room.ipynb").count("play") == 3
    relatives = [path for path in course_paths() if path.name[:2] in {"13", "14", "15", "16", "17", "18"}]
    assert len(relatives) >= 7 and all(any(marks(path)) for path in relatives)  # each ends with a table to play


def _widget_output(text: str) -> dict:
    return {"output_type": "display_data", "metadata": {},
            "data": {"application/vnd.jupyter.widget-view+json": {"model_id": "ab12", "version_major": 2,
                                                                  "version_minor": 0}, "text/plain": text}}


def test_the_tool_puts_a_line_of_its_kind_in_place_of_each_widget_output():
    tool = _tool()
    plain = {"output_type": "stream", "name": "stdout", "text": "42\n"}
    notebook = {"metadata": {}, "cells": [
        {"cell_type": "code", "source": "", "metadata": {}, "outputs": [
            plain, _widget_output("Table(children=(HTML(value=\"<div>Your turn</div>\", _dom_classes=('zl-…")]},
        {"cell_type": "code", "source": "", "metadata": {}, "outputs": [
            _widget_output("simulating rounds:   0%|          | 0/400"),
            _widget_output("simulating rounds:   0%|          | 0/400"),
            _widget_output("VBox(children=(RuleSwitches(children=(HTML(value='<b>Rule options</b>'),")]},
        {"cell_type": "markdown", "source": "Table(", "metadata": {}}]}
    assert tool.placeholders(notebook) == 4
    lines = [[(o.get("metadata", {}).get(tool.MARK), o.get("data", {}).get("text/plain")) for o in cell["outputs"]]
             for cell in notebook["cells"][:2]]
    assert lines == [[(None, None), ("play", "▶ Run this cell to play.")],
                     [("progress", "▶ Run this cell to show its progress bar."),   # two bars, one line
                      ("switches", "▶ Run this cell to show the rule switches.")]]
    assert notebook["cells"][0]["outputs"][0] == plain and tool.placeholders(notebook) == 0
    assert tool.placeholders(notebook_with := {"cells": [{"cell_type": "code", "source": "", "metadata": {},
                                                           "outputs": [_widget_output("HBox()")]}]}, "ru") == 1
    assert notebook_with["cells"][0]["outputs"][0]["data"]["text/plain"].startswith("▶ Выполните эту ячейку")


def test_the_tool_writes_the_kernel_of_the_course():
    tool = _tool()
    notebook = {"metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                             "widgets": {}}, "cells": []}
    import nbformat

    notebook = nbformat.from_dict(notebook)
    tool.tidy(notebook)
    spec = KernelSpecManager().get_kernel_spec("python3")
    assert notebook.metadata["kernelspec"]["display_name"] == spec.display_name == "Python 3 (ipykernel)"
    assert notebook.metadata["language_info"] == IPythonKernel.language_info and "widgets" not in notebook.metadata


def test_the_tool_turns_nbval_comments_into_the_tags_nbval_reads():
    tool = _tool()
    notebook = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_code_cell("# NBVAL_IGNORE_OUTPUT\nTable()"), nbformat.v4.new_code_cell("x = 1  # a comment"),
        nbformat.v4.new_code_cell("#NBVAL_SKIP\n# NBVAL_IGNORE_OUTPUT\nslow()")])
    assert tool.tags(notebook) == 3 and tool.tags(notebook) == 0
    assert [c.source for c in notebook.cells] == ["Table()", "x = 1  # a comment", "slow()"]
    assert [c.metadata.get("tags") for c in notebook.cells] == [["nbval-ignore-output"], None,
                                                                ["nbval-skip", "nbval-ignore-output"]]


def test_an_exercises_placeholder_keeps_how_many_questions_were_asked():
    tool = _tool()
    notebook = {"metadata": {}, "cells": [{"cell_type": "code", "source": "", "metadata": {}, "outputs": [
        _widget_output(repr(Exercises(puzzles.bank("joe")[:2]))), _widget_output("Exercise(children=(HTML(…")]},
        {"cell_type": "code", "source": "", "metadata": {}, "outputs": [_widget_output("Exercises(3 questions)")]}]}
    assert tool.placeholders(notebook) == 3
    assert [o["metadata"] for cell in notebook["cells"] for o in cell["outputs"]] == [
        {tool.MARK: "exercises", tool.QUESTIONS: 3}, {tool.MARK: "exercises", tool.QUESTIONS: 3}]


@pytest.mark.parametrize("path", course_paths(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_course_notebook_shows_no_marker_meant_for_the_test_runner(path):
    sources = [cell["source"] for cell in _course_notebook(path)["cells"] if cell["cell_type"] == "code"]
    assert not [s for s in sources if _tool().MARKER.search("".join(s))]


def test_the_tool_folds_the_code_of_a_cell_that_asks_questions():
    tool = _tool()
    notebook = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_code_cell('quiz = [puzzles.next_seat(state, "7♥")]\nassert quiz[0].answer == 0\nExercises(quiz)'),
        nbformat.v4.new_code_cell('ask("is_legal", state, "9♠")'), nbformat.v4.new_code_cell("task = 1")])
    assert tool.hide_answers(notebook) == 2
    assert [c.metadata.get("jupyter", {}).get("source_hidden", False) for c in notebook.cells] == [True, True, False]


@pytest.mark.parametrize("path", course_paths(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_lesson_shows_no_answer_before_its_questions_are_answered(path):
    tool = _tool()
    for cell in _course_notebook(path)["cells"]:
        if cell["cell_type"] == "code" and tool.ASKS.search("".join(cell["source"])):
            assert cell["metadata"].get("jupyter", {}).get("source_hidden") is True, "".join(cell["source"])[:80]
