"""The banker game's actions: a stake by a player (JB-STAKE) and the banker's turn of the next card (JB-CALL).

There is one object per action (``Stake(5) is Stake(5)``), so comparing actions is comparing identities.

>>> parse_action("stake 5"), parse_action("turn"), parse_action("ставка 3"), parse_action("открыть")
(Stake(5), Turn(), Stake(3), Turn())
>>> str(Stake(5)), Stake(5).label("ru"), TURN.label("ru")
('stake 5', 'ставка 5', 'открыть')
"""

from __future__ import annotations

import re
from typing import Union

from .. import words
from ..actions import Interned, count
from ..errors import NotationError, excerpt

__all__ = ["Stake", "Turn", "Action", "TURN", "parse_action"]


class Stake(Interned):
    """A player's stake before a bank: a whole amount (legal from 1 to the ceiling, JB-STAKE)."""

    __slots__ = ("amount",)
    _made: dict = {}
    _fields = (count(0, 999_999, "JB-STAKE"),)
    amount: int

    def __new__(cls, amount: int) -> Stake:
        return super().__new__(cls, amount)

    def __str__(self) -> str:
        return f"stake {self.amount}"

    def __repr__(self) -> str:
        return f"Stake({self.amount})"

    def label(self, lang: str = "en") -> str:
        """The action as a reader of ``lang`` writes it: ``'ставка 5'`` in Russian."""
        return words.say("banker.action.stake", lang, n=self.amount)


class Turn(Interned):
    """The banker turns the next card and says the next call (JB-CALL)."""

    __slots__ = ()
    _made: dict = {}

    def __new__(cls) -> Turn:
        return super().__new__(cls)

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
_STAKE_RE = re.compile(r"^(?:stake|ставка|ставлю)\s+([0-9]{1,6})$")


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
