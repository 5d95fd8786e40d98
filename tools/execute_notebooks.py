"""Execute the course notebooks in place and save their outputs, small and without widget state.

    .venv/bin/python tools/execute_notebooks.py [notebooks/03_*.ipynb ...]   # default: every notebook,
                                                                             # notebooks/classroom/ included
    .venv/bin/python tools/execute_notebooks.py --tidy [notebooks/...]       # the same tidying, not executed

nbval (in ./run-tests) then re-runs each notebook and compares its outputs with the saved ones. Widget state is
not saved (it would add megabytes and changes on every run); widget and chart cells are tagged
``nbval-ignore-output`` and check their data with ``assert`` instead (``tidy`` turns a cell's
``# NBVAL_IGNORE_OUTPUT`` comment into that tag, so that a learner reads no marker meant for the test runner).
Without its state a saved widget output could only say "model not found": ``tidy`` puts a one-line placeholder in
its place ("▶ Run this cell to play."), and writes the kernel the course runs with (``kernel_metadata``), so that
JupyterLab opens a lesson unchanged.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
from ipykernel.ipkernel import IPythonKernel
from jupyter_client.kernelspec import KernelSpecManager
from nbclient import NotebookClient

import widgets.phrases  # noqa: F401  (the placeholders' words: widgets/words.toml, [ui.placeholder])
from zhora_core import words

ROOT = Path(__file__).resolve().parent.parent
MAX_BYTES = 300_000
KERNEL = "python3"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: The output metadata key that marks a placeholder line, its value the kind of widget it stands for.
MARK = "zhora_lab_placeholder"
#: The output metadata key of an exercises placeholder that keeps how many questions the learner was asked there.
QUESTIONS = "zhora_lab_questions"
#: The kind of widget a saved repr (its text/plain) shows, by the first of these classes it names.
KINDS = {"Table": "play", "PlayRoom": "play", "ScoreSheet": "sheet", "ScoreCalculator": "calculator",
         "RuleSwitches": "switches", "ScenarioBuilder": "scenario", "RulesExplorer": "chart",
         "GameComparer": "chart", "FigureWidget": "chart", "Exercises": "exercises", "Exercise": "exercises"}
MARKER = re.compile(r"#\s*NBVAL_(IGNORE_OUTPUT|CHECK_OUTPUT|RAISES_EXCEPTION|SKIP)")
ASKS = re.compile(r"\b(?:Exercises|ask)\(")  # a cell that asks the learner questions
PROGRESS = re.compile(r"\d+%\|")  # a tqdm progress bar's text: "simulating rounds:   0%|          | 0/400"


def kernel_metadata() -> dict:
    """The notebook metadata of the kernel the course runs with (the venv's ``python3``), as JupyterLab writes
    it on opening: ``kernelspec`` (name, display name, language) and the kernel's ``language_info``."""
    spec = KernelSpecManager().get_kernel_spec(KERNEL)
    return {"kernelspec": {"display_name": spec.display_name, "language": spec.language, "name": KERNEL},
            "language_info": dict(IPythonKernel.language_info)}


def widget_kind(text: str) -> str:
    """The kind of widget a saved output's text/plain shows (``KINDS``, a progress bar, else "controls").

    >>> widget_kind("VBox(children=(RuleSwitches(children=(HTML(value='<b>Rule options</b>'),")
    'switches'
    >>> widget_kind("simulating rounds:   0%|          | 0/400"), widget_kind("IntSlider(value=3)")
    ('progress', 'controls')
    """
    found = [(match.start(), KINDS[match.group(1)])
             for match in re.finditer(rf"\b({'|'.join(KINDS)})\(", text)]
    if found:
        return min(found)[1]
    return "progress" if PROGRESS.search(text) else "controls"


def questions(text: str) -> int:
    """How many questions an exercises output asked, from its saved repr: ``Exercises(5 questions)``, or one
    ``Exercise(…)``."""
    found = re.match(r"Exercises\((\d+) questions\)", text)
    return int(found.group(1)) if found else int(text.startswith("Exercise("))


def placeholders(notebook, lang: str = "en") -> int:
    """Put a placeholder line in place of every saved widget output (its widget-view bundle and repr): the
    ``ui.placeholder`` phrase of its kind, marked ``MARK`` in the output's metadata (an exercises line also keeps
    how many questions were asked, ``QUESTIONS``); a cell says each line once (two progress bars, one line).
    Returns how many widget outputs it replaced."""
    count = 0
    for cell in notebook.get("cells", []):
        kept = []
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET_VIEW in data:
                count += 1
                text = data.get("text/plain", "")
                text = "".join(text) if isinstance(text, list) else text
                kind = widget_kind(text)
                output["data"] = {"text/plain": words.say(f"ui.placeholder.{kind}", lang)}
                output["metadata"] = {MARK: kind} | ({QUESTIONS: questions(text)} if kind == "exercises" else {})
                said = next((other for other in kept if other.get("metadata", {}).get(MARK) == kind), None)
                if said is not None:  # one line says it: an exercises line counts the questions of both
                    if kind == "exercises":
                        said["metadata"][QUESTIONS] += output["metadata"][QUESTIONS]
                    continue
            kept.append(output)
        if "outputs" in cell:
            cell["outputs"] = kept
    return count


def tags(notebook) -> int:
    """Turn each code cell's nbval comment markers (``# NBVAL_IGNORE_OUTPUT``, ``# NBVAL_SKIP`` …) into the
    cell's tags nbval reads (``nbval-ignore-output`` …); returns how many were moved."""
    moved = 0
    for cell in (c for c in notebook.cells if c.cell_type == "code"):
        lines = cell.source.splitlines()
        marks = [line for line in lines if MARKER.fullmatch(line.strip())]
        if marks:
            cell.source = "\n".join(line for line in lines if line not in marks)
            found = cell.metadata.setdefault("tags", [])
            found.extend(t for t in (m.strip("# ").lower().replace("_", "-") for m in marks) if t not in found)
            moved += len(marks)
    return moved


def hide_answers(notebook) -> int:
    """Fold the code of each cell that asks the learner questions (``Exercises(…)``, ``ask(…)``): it builds the
    questions and checks their answers, which a learner should not read before answering (JupyterLab shows the
    cell's code on a click). Returns how many cells it folded."""
    folded = 0
    for cell in (c for c in notebook.cells if c.cell_type == "code" and ASKS.search(c.source)):
        cell.metadata.setdefault("jupyter", {})["source_hidden"] = True
        folded += 1
    return folded


def tidy(notebook) -> None:
    """What a saved notebook keeps: no widget state, no execution timings, placeholders for widget outputs, nbval's
    markers as tags, the code of its questions folded, and the metadata of the course's kernel."""
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    tags(notebook)
    hide_answers(notebook)
    placeholders(notebook)
    notebook.metadata.update(kernel_metadata())


def save(notebook, path: Path) -> int:
    nbformat.write(notebook, path)
    size = path.stat().st_size
    if size > MAX_BYTES:
        raise SystemExit(f"{path.name} is {size:,} bytes, over the {MAX_BYTES:,} limit")
    return size


def execute(path: Path) -> int:
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(notebook, timeout=600, kernel_name=KERNEL, store_widget_state=True,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    tidy(notebook)
    return save(notebook, path)


def tidy_file(path: Path) -> int:
    notebook = nbformat.read(path, as_version=4)
    tidy(notebook)
    return save(notebook, path)


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if {"-h", "--help"} & set(arguments):
        raise SystemExit(__doc__)
    step = tidy_file if arguments[:1] == ["--tidy"] else execute
    paths = [Path(p) for p in arguments if p != "--tidy"] or sorted(
        p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    for path in paths:
        print(f"{path.name}: {step(path):,} bytes")
