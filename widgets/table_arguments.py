"""The play table's arguments, checked in the table's language: its rules or start position, the human's seat,
the bots, the names and the bots' pause. Each check raises RulesError in words naming the value."""

from __future__ import annotations

from typing import Any

from zhora_core import games, words
from zhora_core.errors import RulesError, ZhoraError, excerpt

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)

__all__ = ["MAX_DELAY", "rules_of", "check_human", "checked_delay", "bot_kinds", "checked_names"]

MAX_DELAY = 10
"""The longest pause between the bots' moves, in seconds."""


def rules_of(rules: Any, start: Any, lang: str) -> Any:
    """The rules of the table: ``start``'s if given, else ``rules`` (None: the default game's default reading);
    RulesError for anything that is not a game's position or rules."""
    if start is not None:
        if not _is_rules(getattr(start, "rules", None)) or not hasattr(start, "to_move"):
            raise RulesError(words.say("ui.table.bad.start", lang, value=excerpt(start, 30)))
        return start.rules
    if rules is None:
        return games.spec(games.DEFAULT).Rules()
    if not _is_rules(rules):
        raise RulesError(words.say("ui.table.bad.rules", lang, value=excerpt(rules, 30)))
    return rules


def _is_rules(rules: Any) -> bool:
    """Whether ``rules`` is the ``Rules`` of a registered game."""
    try:
        return isinstance(rules, games.spec(rules).Rules)
    except ZhoraError:
        return False


def check_human(human: Any, players: int, lang: str, rule: str) -> None:
    """RulesError unless ``human`` is None or a seat of ``players`` (an ``int``, not a flag)."""
    if human is not None and (type(human) is not int or not 0 <= human < players):
        raise RulesError(words.say("ui.table.bad.human", lang, value=excerpt(human, 20), n=players,
                                   last=players - 1, rule=rule), rule=rule)


def checked_delay(delay: Any, lang: str) -> float:
    """``delay`` if it is a number of seconds from 0 to MAX_DELAY; else RulesError."""
    if type(delay) not in (int, float) or not 0 <= delay <= MAX_DELAY:
        raise RulesError(words.say("ui.table.bad.delay", lang, value=excerpt(delay, 20), most=MAX_DELAY))
    return delay


def bot_kinds(bots: Any, players: int, human: int | None, lang: str, rule: str) -> list:
    """The bot of each seat as given (a name or a bot; None at the human's seat, which may be left out)."""
    if bots is None:
        return ["heuristic"] * players
    if not isinstance(bots, (list, tuple)):
        raise RulesError(words.say("ui.table.bad.bots", lang, value=excerpt(bots, 30)))
    kinds = list(bots)
    if human is not None and len(kinds) == players - 1:
        kinds.insert(human, None)
    if len(kinds) != players:
        phrase = "ui.table.bad.bots_count" if human is None else "ui.table.bad.bots_count_yours"
        raise RulesError(words.say(phrase, lang, k=len(bots), n=players, others=players - 1, rule=rule), rule=rule)
    return kinds


def checked_names(names: Any, players: int, lang: str, rule: str) -> tuple[str, ...]:
    """``names`` as a tuple if it is one non-blank text per seat; else RulesError."""
    if (not isinstance(names, (list, tuple)) or len(names) != players
            or not all(isinstance(name, str) and name.strip() for name in names)):
        raise RulesError(words.say("ui.table.bad.names", lang, value=excerpt(names, 40), n=players, rule=rule),
                         rule=rule)
    return tuple(names)
