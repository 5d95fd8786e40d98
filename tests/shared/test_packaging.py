"""Packaging checks.

* environment.yml (conda) lists the same packages as pyproject.toml's runtime
  dependencies plus its ``test``, ``notebooks`` and ``dask`` extras;
* the ``all`` extra is exactly ``test`` + ``notebooks`` + ``dask``;
* importing ``zhora_core`` drags in no Jupyter / widget / plotting / pandas module.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Extras that environment.yml mirrors (besides the runtime dependencies).
MIRRORED_EXTRAS = ("test", "notebooks", "dask")
# Conda-only entries of environment.yml that have no pyproject counterpart.
CONDA_ONLY = {"python", "pip"}

_NAME = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?")


def normalise(spec: str) -> str:
    """Package name of a pip or conda requirement, PEP 503-normalised.

    >>> normalise("Open_Spiel >= 1.0 ; python_version < '3.13'")
    'open-spiel'
    >>> normalise("conda-forge::ipywidgets>=8.1")
    'ipywidgets'
    """
    spec = spec.strip().split("::")[-1].strip()  # conda channel prefix
    match = _NAME.match(spec)
    if match is None:
        raise ValueError(f"no package name in requirement {spec!r}")
    return re.sub(r"[-_.]+", "-", match.group(0)).lower()


def pyproject_names(pyproject: dict) -> set[str]:
    """Runtime dependencies + the mirrored extras, as normalised names."""
    project = pyproject["project"]
    specs = list(project.get("dependencies", []))
    for extra in MIRRORED_EXTRAS:
        specs += project["optional-dependencies"][extra]
    return {normalise(s) for s in specs}


def environment_names(text: str) -> set[str]:
    """Package names in an environment.yml's ``dependencies`` (conda + pip).

    Line-based, handling only the shapes environment files use: a top-level
    ``dependencies:`` key followed by ``- item`` lines, optionally with a
    ``- pip:`` item holding a nested list.  pip options (``-e .``, ``-r x``)
    and the conda-only ``python`` / ``pip`` entries are skipped.
    """
    names: set[str] = set()
    in_deps = False
    pip_indent: int | None = None  # indent of "- pip:" while inside its list
    for raw in text.splitlines():
        line = re.sub(r"(^|\s)#.*", "", raw).rstrip()  # drop comments
        if not line:
            continue
        indent = len(line) - len(line.lstrip())
        item = line.strip()
        if indent == 0 and not item.startswith("-"):  # a top-level key
            in_deps = item.startswith("dependencies:")
            pip_indent = None
            continue
        if not in_deps or not item.startswith("-"):
            continue
        item = item[1:].strip().strip("'\"")
        if pip_indent is not None and indent <= pip_indent:
            pip_indent = None  # left the pip sub-list
        if pip_indent is None and item.replace(" ", "") == "pip:":
            pip_indent = indent
            continue
        if pip_indent is not None:
            if item.startswith("-"):  # pip option: -e ., -r file, --index-url
                continue
            names.add(normalise(item))
        else:
            name = normalise(item)
            if name not in CONDA_ONLY:
                names.add(name)
    return names


def dependency_mismatch(pyproject: dict, environment_text: str) -> dict[str, set[str]]:
    """Names listed on one side only; empty dict when the two files agree."""
    want = pyproject_names(pyproject)
    have = environment_names(environment_text)
    problems = {
        "missing from environment.yml": want - have,
        "missing from pyproject.toml": have - want,
    }
    return {k: v for k, v in problems.items() if v}


# ---------------------------------------------------------------- the real files


def _load_pyproject() -> dict:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


def test_environment_yml_matches_pyproject():
    env_text = (ROOT / "environment.yml").read_text(encoding="utf-8")
    assert dependency_mismatch(_load_pyproject(), env_text) == {}


def test_all_extra_is_test_plus_notebooks_plus_dask():
    extras = _load_pyproject()["project"]["optional-dependencies"]

    def specs(reqs):
        return {re.sub(r"\s+", "", r).lower() for r in reqs}

    assert specs(extras["all"]) == specs(extras["test"]) | specs(extras["notebooks"]) | specs(extras["dask"])


def test_environment_yml_installs_the_project():
    env_text = (ROOT / "environment.yml").read_text(encoding="utf-8")
    assert re.search(r"^\s*-\s*-e\s+\.\s*$", env_text, re.MULTILINE), "pip: - -e . missing"


# ---------------------------------------------------------- the checker can fail

FAKE_PYPROJECT = {
    "project": {
        "dependencies": ["pandas>=2.2"],
        "optional-dependencies": {
            "test": ["pytest", "Hypothesis"],
            "notebooks": ["ipywidgets>=8.1", "open_spiel"],
            "dask": [],
            "bench": ["rlcard"],  # not mirrored: must not be demanded
        },
    }
}

FAKE_ENV_OK = """\
name: fake
channels:
  - conda-forge
dependencies:
- python=3.11
- pip
- pandas >=2.2   # comment
- conda-forge::pytest
- hypothesis
- ipywidgets>=8.1
- pip:
  - -e .
  - Open-Spiel==1.5
"""


def test_checker_accepts_matching_pair():
    assert dependency_mismatch(FAKE_PYPROJECT, FAKE_ENV_OK) == {}


def test_checker_detects_missing_name():
    env = FAKE_ENV_OK.replace("- hypothesis\n", "")
    assert dependency_mismatch(FAKE_PYPROJECT, env) == {
        "missing from environment.yml": {"hypothesis"}
    }


def test_checker_detects_extra_name():
    env = FAKE_ENV_OK.replace("- pip\n", "- pip\n- tqdm\n")
    assert dependency_mismatch(FAKE_PYPROJECT, env) == {
        "missing from pyproject.toml": {"tqdm"}
    }


def test_checker_ignores_other_top_level_lists():
    env = FAKE_ENV_OK.replace("  - conda-forge\n", "  - conda-forge\n  - bioconda\n")
    assert "bioconda" not in environment_names(env)
    assert environment_names(env) == {"pandas", "pytest", "hypothesis", "ipywidgets", "open-spiel"}


@pytest.mark.parametrize(
    "spec, name",
    [
        ("pandas>=2.2", "pandas"),
        ("pandas =2.2", "pandas"),
        ("plotly>=6,<8", "plotly"),
        ("ipywidgets[extra]>=8.1", "ipywidgets"),
        ("Open_Spiel", "open-spiel"),
        ("zope.interface", "zope-interface"),
        ("conda-forge::nbval", "nbval"),
    ],
)
def test_normalise(spec, name):
    assert normalise(spec) == name


# ------------------------------------------------------------ import hygiene

NO_NOTEBOOK_STACK = (
    "import sys, zhora_core, zhora_core.zhora, zhora_core.cards; "
    "bad=[m for m in sys.modules if m.split('.')[0] in "
    "{'ipywidgets','IPython','plotly','pandas','traitlets','ipykernel','notebook','jupyterlab'}]; "
    "assert not bad, sorted({m.split('.')[0] for m in bad})"
)


def test_zhora_core_imports_no_notebook_stack():
    proc = subprocess.run(
        [sys.executable, "-c", NO_NOTEBOOK_STACK],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
