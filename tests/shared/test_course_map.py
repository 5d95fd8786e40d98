"""The course map: notebooks/00_start_here.ipynb and the README's course table list the same lessons, and every
lesson notebook there is; each relative of the registry (every game but Zhora) has its lessons, together on the map
in the registry's order, and the start page introduces its rule ids."""

import functools
import re
from pathlib import Path

import nbformat

from zhora_core import games

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
RELATIVES = tuple(name for name in games.names() if name != games.DEFAULT)


def imported_modules(notebook) -> set[str]:
    """The modules of ``zhora_core`` a notebook's code imports (``zhora_core.joe``, ``from zhora_core import joe``)."""
    code = "\n".join(c.source for c in notebook.cells if c.cell_type == "code")
    names = set(re.findall(r"zhora_core\.(\w+)", code))
    for listed in re.findall(r"from zhora_core import \(?([\w, ]+)", code):
        names |= {name for name in re.split(r"[\s,]+", listed) if name}
    return names


@functools.cache
def lessons_of(game: str) -> tuple[str, ...]:
    """A game's own lessons: the lessons that import its module and not the registry of every game (the lessons that
    compare the family, 19-21, import ``zhora_core.games``)."""
    lessons = []
    for path in sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb")):
        modules = imported_modules(nbformat.read(path, as_version=4))
        if game in modules and "games" not in modules:
            lessons.append(path.stem)
    return tuple(lessons)


def _readme_course() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## The course\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"^\| `(\d\d_\w+)` \|", section, flags=re.M)


def _map_links() -> list[str]:
    notebook = nbformat.read(NOTEBOOKS / "00_start_here.ipynb", as_version=4)
    the_map = next(c.source for c in notebook.cells if c.cell_type == "markdown" and c.source.startswith("## The map"))
    return re.findall(r"^\| \[[^]]+\]\((\d\d_\w+)\.ipynb\) \|", the_map, flags=re.M)


def test_the_readme_and_the_start_page_list_the_same_lessons_in_order():
    assert _readme_course() == ["00_start_here"] + _map_links()
    assert _map_links() == sorted(_map_links())


def test_every_lesson_notebook_is_on_the_map():
    lessons = sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    assert set(lessons) <= set(_readme_course())


def test_the_relatives_lessons_are_on_the_map_and_the_start_page_introduces_them():
    relatives = [lesson for name in RELATIVES for lesson in lessons_of(name)]
    assert all(lessons_of(name) for name in RELATIVES), {name: lessons_of(name) for name in RELATIVES}
    assert len(set(relatives)) == len(relatives), "a lesson of two relatives"
    links = _map_links()
    assert links[links.index(relatives[0]):][:len(relatives)] == relatives
    notebook = nbformat.read(NOTEBOOKS / "00_start_here.ipynb", as_version=4)
    text = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
    assert "## The relatives" in text and "./run-classroom --game" in text
    for name in RELATIVES:
        prefix = games.spec(name).rule_ids[0].split("-")[0]
        assert all(rule.startswith(prefix + "-") for rule in games.spec(name).rule_ids), name
        assert f"`{prefix}-…`" in text, name


def test_the_relatives_lessons_are_found_by_what_they_import():
    assert lessons_of("joker") == ("16_joker_georgian", "16_joker_georgian_jokers", "16_joker_georgian_scoring")
    assert lessons_of("prsi") == ("15_prsi", "15_prsi_aces_and_winning")
    assert lessons_of("banker") == ("18_joker_banker", "18_joker_banker_odds")


def test_the_readme_relatives_section_names_the_classroom_game_option():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    relatives = text.split("\n## Zhora's relatives\n", 1)[1].split("\n## ", 1)[0]
    assert "./run-classroom --game" in relatives
