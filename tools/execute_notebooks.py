"""Execute the course notebooks in place and save their outputs, small and without widget state.

    .venv/bin/python tools/execute_notebooks.py [notebooks/03_*.ipynb ...]   # default: every notebook,
                                                                             # notebooks/classroom/ included

nbval (in ./run-tests) then re-runs each notebook and compares its outputs with the saved ones. Widget state is
not saved (it would add megabytes and changes on every run); widget and chart cells carry
``# NBVAL_IGNORE_OUTPUT`` and check their data with ``assert`` instead.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
MAX_BYTES = 300_000


def execute(path: Path) -> int:
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(notebook, timeout=600, kernel_name="python3", store_widget_state=True,
                            resources={"metadata": {"path": str(path.parent)}})
    client.execute()
    notebook.metadata.pop("widgets", None)  # widget state is kept out of the saved file
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
    nbformat.write(notebook, path)
    size = path.stat().st_size
    if size > MAX_BYTES:
        raise SystemExit(f"{path.name} is {size:,} bytes, over the {MAX_BYTES:,} limit")
    return size


if __name__ == "__main__":
    paths = [Path(p) for p in sys.argv[1:]] or sorted(
        p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    for path in paths:
        print(f"{path.name}: {execute(path):,} bytes")
