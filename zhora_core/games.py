"""The registry of games: a name for each game module, imported only when asked for.

Shared code never imports a game at module top; it asks ``spec(rules_or_state)``. Every game's ``Rules`` class
says which game it belongs to in its class attribute ``game``. The project's seven games are registered here; a
game written elsewhere joins them at run time with ``register(name, module_path)`` (its module is imported when
first asked for, and must define ``GAME``, a ``GameSpec`` of that name).

>>> from zhora_core.zhora import Rules
>>> spec(Rules()).name, spec("zhora").title[1]
('zhora', 'Жора')
>>> "prsi" in names()
True
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from types import MappingProxyType
from typing import Any

from .errors import RulesError, ZhoraError, excerpt
from .protocol import GameSpec

__all__ = ["MODULES", "DEFAULT", "register", "unregister", "names", "spec", "module"]

_MODULES: dict[str, str] = {}
#: Every registered game, by name, with the module that holds it (a read-only view of the registry).
MODULES = MappingProxyType(_MODULES)

#: The game meant where none is named: the project's first (a bot's, a save file of version 1).
DEFAULT = "zhora"

_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
_PATH = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*")


def register(name: str, module_path: str) -> None:
    """Register the game ``name`` (lower-case letters, digits and ``_``), held by the importable module
    ``module_path`` (``"my_games.crazy"``), whose ``GAME`` is a ``GameSpec`` named ``name``. Registering the same
    pair again changes nothing; another module under a registered name is refused."""
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise ZhoraError(f"a game's name is a word of lower-case letters, digits and _, got {excerpt(name)}")
    if not isinstance(module_path, str) or not _PATH.fullmatch(module_path):
        raise ZhoraError(f"a game's module is a dotted module path, got {excerpt(module_path)}")
    if _MODULES.get(name, module_path) != module_path:
        raise ZhoraError(f"the game {name!r} is registered already, as {_MODULES[name]!r}")
    _MODULES[name] = module_path


def unregister(name: str) -> None:
    """Take the game ``name`` off the registry (a game registered for a while, as a test's)."""
    if not isinstance(name, str) or name not in _MODULES:
        raise RulesError(f"unknown game {excerpt(name)}: the games are {', '.join(_MODULES)}")
    del _MODULES[name]


for _name in ("zhora", "joe", "thirteen", "prsi", "joker", "joker52", "banker"):
    register(_name, f"zhora_core.{_name}")


def names() -> tuple[str, ...]:
    """The names of the registered games whose module can be found, in the order they were registered."""
    return tuple(name for name, path in _MODULES.items() if _findable(path))


def _findable(path: str) -> bool:
    try:
        return importlib.util.find_spec(path) is not None
    except ModuleNotFoundError:  # its parent package is missing
        return False


def module(name: str):
    """The game module registered as ``name``; RulesError for a name that is not registered."""
    if not isinstance(name, str) or name not in _MODULES:
        raise RulesError(f"unknown game {excerpt(name)}: the games are {', '.join(_MODULES)}")
    path = _MODULES[name]
    try:
        found = importlib.import_module(path)
    except ModuleNotFoundError as error:
        if error.name is None or not path.startswith(error.name):
            raise
        raise ZhoraError(f"the game {name!r} is not built yet: no module {path!r}") from None
    game = getattr(found, "GAME", None)
    if not isinstance(game, GameSpec) or game.name != name:
        raise ZhoraError(f"the module {path!r} registered as {name!r} has no GAME = GameSpec(name={name!r}, ...)")
    return found


def spec(obj: Any) -> GameSpec:
    """The ``GameSpec`` of a game name, a ``Rules`` object, or anything with ``.rules`` (a state, a view)."""
    if isinstance(obj, str):
        return module(obj).GAME
    rules = getattr(obj, "rules", obj)
    name = getattr(type(rules), "game", None)
    if not isinstance(name, str):
        raise RulesError(f"{excerpt(obj, 30)} ({type(obj).__name__}) is not a game's rules or state")
    return module(name).GAME
