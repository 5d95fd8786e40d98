"""The registry of games: a name for each game module, imported only when asked for.

Shared code never imports a game at module top; it asks ``spec(rules_or_state)``. Every game's ``Rules`` class
says which game it belongs to in its class attribute ``game``.

>>> from zhora_core.zhora import Rules
>>> spec(Rules()).name, spec("zhora").title[1]
('zhora', 'Жора')
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from .errors import ZhoraError
from .protocol import GameSpec

__all__ = ["MODULES", "DEFAULT", "names", "spec", "module"]

#: Every game the project knows, by name, with the module that holds it.
MODULES = {
    "zhora": "zhora_core.zhora",
    "joe": "zhora_core.joe",
    "thirteen": "zhora_core.thirteen",
    "prsi": "zhora_core.prsi",
    "joker": "zhora_core.joker",
    "joker52": "zhora_core.joker52",
    "banker": "zhora_core.banker",
}

#: The game meant where none is named: the project's first (a bot's, a save file of version 1).
DEFAULT = "zhora"


def names() -> tuple[str, ...]:
    """The names of the games that are built (their module imports), in the registry's order."""
    return tuple(name for name in MODULES if importlib.util.find_spec(MODULES[name]) is not None)


def module(name: str):
    """The game module registered as ``name``."""
    if name not in MODULES:
        raise ZhoraError(f"unknown game {name!r}: the games are {', '.join(MODULES)}")
    try:
        return importlib.import_module(MODULES[name])
    except ModuleNotFoundError as error:
        if error.name != MODULES[name]:
            raise
        raise ZhoraError(f"the game {name!r} is not built yet") from None


def spec(obj: Any) -> GameSpec:
    """The ``GameSpec`` of a game name, a ``Rules`` object, or anything with ``.rules`` (a state, a view)."""
    if isinstance(obj, str):
        return module(obj).GAME
    rules = getattr(obj, "rules", obj)
    name = getattr(type(rules), "game", None)
    if not isinstance(name, str):
        raise ZhoraError(f"{type(obj).__name__} is not a game's rules or state")
    return module(name).GAME
