"""A position as the keywords of its game's ``position(...)``: the text that rebuilds it (every state's repr),
the fields a save file keeps, and the state those fields rebuild.

Each game gives ``position_keywords(state)`` (``GameSpec.position_keywords``): the keywords that rebuild a running
round, as plain text, numbers and lists, in the order a person reads them, its counters among them
(``GameSpec.counters``: the seed and the counts of the round so far). The repr leaves the counters out; a save file
keeps them. A finished round's repr is ``<{outcome.headline}: position(…)>``, which is not code.

>>> from zhora_core.joe import position
>>> position(hands=["7♠", "9♠ 2♥"], top="8♠", deck="5♣")
position(hands=['7♠', '2♥ 9♠'], top='8♠', deck='5♣', to_move=0, rules=Rules(players=2))
"""

from __future__ import annotations

import inspect
from typing import Any

from .errors import SaveFileError, ZhoraError, excerpt
from .protocol import GameSpec

__all__ = ["position_text", "position_fields", "position_from"]


def position_text(state: Any) -> str:
    """The ``position(...)`` call that rebuilds a running round (its counters aside), used as every state's repr:
    the game's position keywords, then its rules unless they are the default ``Rules()``."""
    from .games import spec as game_spec

    spec = game_spec(state)
    parts = [f"{name}={value!r}" for name, value in spec.position_keywords(state).items()
             if name not in spec.counters]
    rules = state.rules.describe()
    if rules != "Rules()":
        parts.append(f"rules={rules}")
    text = f"position({', '.join(parts)})"
    return text if state.outcome is None else f"<{state.outcome.headline}: {text}>"


def _parameters(spec: GameSpec) -> dict[str, inspect.Parameter]:
    """The keywords of the game's ``position(...)`` a file may hold (all but ``rules``)."""
    return {name: p for name, p in inspect.signature(spec.position).parameters.items() if name != "rules"}


def position_from(spec: GameSpec, fields: dict, rules: Any) -> Any:
    """The state a file's ``"position"`` describes, through the game's own ``position(...)`` checks."""
    parameters = _parameters(spec)
    unknown = sorted(set(fields) - set(parameters))
    if unknown:
        raise SaveFileError(f"unknown position field(s): {excerpt(', '.join(unknown))}")
    missing = [name for name, p in parameters.items() if p.default is inspect.Parameter.empty and name not in fields]
    if missing:
        raise SaveFileError(f"the position is incomplete: it has no {' and no '.join(map(repr, missing))}")
    for name in (f.name for f in spec.fields if f.kind == "actions" and f.name in fields):
        if not isinstance(fields[name], list) or not all(isinstance(a, str) for a in fields[name]):
            raise SaveFileError(f"position field {name!r} must be a list of action texts, e.g. [\"A♥\"]")
    return spec.position(rules=rules, **fields)


def position_fields(spec: GameSpec, state: Any) -> dict[str, Any]:
    """The keywords of ``position(...)`` that rebuild ``state``, counters included: the game's own
    ``position_keywords(state)``. Checked: a state that its fields would not rebuild is refused, rather than
    saved wrong."""
    fields = dict(spec.position_keywords(state))
    try:
        rebuilt = position_from(spec, fields, state.rules)
    except ZhoraError as error:
        raise SaveFileError(f"this position cannot be saved: {error}", rule=error.rule) from None
    if repr(rebuilt) != repr(state) or any(getattr(rebuilt, name) != getattr(state, name)
                                           for name in ("to_move", *spec.counters)):
        raise SaveFileError(f"this position cannot be saved: its fields rebuild {excerpt(repr(rebuilt))}")
    return fields
