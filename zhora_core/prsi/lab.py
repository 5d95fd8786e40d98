"""What the lab measures of Prší beyond what every game has (``GAME.lab``): what a card left in a losing hand
scores under ``scoring="points"`` (P-WIN), for the charts.

>>> from zhora_core.cards import parse_card
>>> LAB.card_points(parse_card("K♠"), None)
4
"""

from __future__ import annotations

from typing import Any

from ..cards import Card
from ..lab_spec import LabSpec
from .scoring import card_points

__all__ = ["LAB"]


def _card_points(card: Card, rules: Any) -> int:
    return card_points(card)


LAB = LabSpec(card_points=_card_points)
"""Prší's part of the lab."""
