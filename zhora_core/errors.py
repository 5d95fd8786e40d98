"""The project's errors: one ValueError family, split by why the input is bad."""

from __future__ import annotations

from typing import Any


class ZhoraError(ValueError):
    """Base of every error raised for bad input; ``rule`` names the rule id involved, if any."""

    rule: str | None = None

    def __init__(self, message: str, *, rule: str | None = None) -> None:
        super().__init__(message)
        if rule is not None:
            self.rule = rule


class NotationError(ZhoraError):
    """Text that is not a card, a suit or an action, e.g. ``'11♥'``."""


class PositionError(ZhoraError):
    """A position that cannot occur: a duplicate card, too many cards, a bad seat, an impossible counter."""


class RulesError(ZhoraError):
    """A rule option out of range, or a game set up against the rules (e.g. five players)."""


class IllegalActionError(ZhoraError):
    """A well-formed action that the rules forbid here; carries the action and the engine's verdict."""

    def __init__(self, message: str, *, action: Any, verdict: Any) -> None:
        super().__init__(message, rule=verdict.rule)
        self.action = action
        self.verdict = verdict


class BotError(ZhoraError):
    """A bot that failed to choose an action, or chose one the rules refuse: names the bot, its seat, the round's
    seed and what it was asked."""


class LanguageError(ZhoraError):
    """A language the phrasebook does not speak (it speaks ``words.LANGS``: English and Russian)."""


class SaveFileError(ZhoraError):
    """A save file that is malformed, of another kind, too large or too deeply nested, or that does not replay."""


def excerpt(value: object, limit: int = 40) -> str:
    """``repr(value)``, cut to about ``limit`` characters, so that an error never echoes a huge input.

    >>> excerpt("7♠" * 1000)
    "'7♠7♠7♠7♠7♠7♠7♠7♠7♠7♠7♠7♠7♠7♠7♠7♠7♠7♠7♠7… (2002 characters)"
    """
    try:
        text = repr(value)
    except (RecursionError, ValueError):  # a deeply nested list; an int too long to print
        return f"<a {type(value).__name__} too large to show>"
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"
