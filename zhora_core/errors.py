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


class PositionError(NotationError):
    """A position that cannot occur: a duplicate card, too many cards, a bad seat."""


class RulesError(ZhoraError):
    """A rule option out of range, or a game set up against the rules (e.g. five players)."""


class IllegalActionError(ZhoraError):
    """A well-formed action that the rules forbid here; carries the action and the engine's verdict."""

    def __init__(self, message: str, *, action: Any, verdict: Any) -> None:
        super().__init__(message, rule=verdict.rule)
        self.action = action
        self.verdict = verdict


class SaveFileError(ZhoraError):
    """A save file that is malformed, of another kind, or that does not replay."""
