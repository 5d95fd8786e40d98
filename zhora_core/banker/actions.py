"""The banker game's actions: a stake by a player (JB-STAKE) and the banker's turn of the next card (JB-CALL).

There is one object per action (``Stake(5) is Stake(5)``), so comparing actions is comparing identities.

>>> parse_action("stake 5"), parse_action("turn"), parse_action("ставка 3"), parse_action("открыть")
(Stake(5), Turn(), Stake(3), Turn())
>>> str(Stake(5)), Stake(5).label("ru"), TURN.label("ru")
('stake 5', 'ставка 5', 'открыть')
"""

from __future__ import annotations

import re
from typing import Any, Union

from .. import words
from ..errors import NotationError, excerpt

__all__ = ["Stake", "Turn", "Action", "TURN", "parse_action"]


class _Interned:
    """One object per value: ``__new__`` hands back the existing one; the value cannot be changed."""

    __slots__ = ()

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


class Stake(_Interned):
    """A player's stake before a bank: a whole amount (legal from 1 to the ceiling, JB-STAKE)."""

    __slots__ = ("amount",)
    _made: dict = {}
    amount: int

    def __new__(cls, amount: int) -> Stake:
        if type(amount) is not int or amount < 0:
            raise NotationError(f"a stake is a whole amount, got {excerpt(amount, 20)} (JB-STAKE)", rule="JB-STAKE")
        made = cls._made.get(amount)
        if made is None:
            made = object.__new__(cls)
            object.__setattr__(made, "amount", amount)
            cls._made[amount] = made
        return made

    def __reduce__(self):
        return (Stake, (self.amount,))

    def __str__(self) -> str:
        return f"stake {self.amount}"

    def __repr__(self) -> str:
        return f"Stake({self.amount})"

    def label(self, lang: str = "en") -> str:
        """The action as a reader of ``lang`` writes it: ``'ставка 5'`` in Russian."""
        return words.say("banker.action.stake", lang, n=self.amount)


class Turn(_Interned):
    """The banker turns the next card and says the next call (JB-CALL)."""

    __slots__ = ()
    _made: dict = {}

    def __new__(cls) -> Turn:
        if None not in cls._made:
            cls._made[None] = object.__new__(cls)
        return cls._made[None]

    def __reduce__(self):
        return (Turn, ())

    def __str__(self) -> str:
        return "turn"

    def __repr__(self) -> str:
        return "Turn()"

    def label(self, lang: str = "en") -> str:
        return words.say("banker.action.turn", lang)


Action = Union[Stake, Turn]
ACTION_TYPES = (Stake, Turn)
TURN = Turn()
_TURN_WORDS = {"turn", "открыть", "открываю"}
_STAKE_RE = re.compile(r"^(?:stake|ставка|ставлю)\s+(\d{1,6})$")


def parse_action(text: str | Action) -> Action:
    """Read an action: ``'stake 5'`` (``'ставка 5'``, ``'ставлю 5'``) or ``'turn'`` (``'открыть'``).

    Raises NotationError, quoting a short excerpt, for text that is no action.
    """
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise NotationError(f"an action is written like 'stake 5' or 'turn', got {excerpt(text, 30)}")
    word = " ".join(text.split()).lower()
    if word in _TURN_WORDS:
        return TURN
    match = _STAKE_RE.match(word)
    if match is not None:
        return Stake(int(match.group(1)))
    raise NotationError(f"unknown action {excerpt(text, 30)}: write 'stake 5' (a whole amount) or 'turn' "
                        "(JB-STAKE, JB-CALL)", rule="JB-STAKE" if word.startswith(("stake", "ставк")) else None)


@words.writer(Stake, Turn)
def _write(action: Action, lang: str) -> str:
    return action.label(lang)
