"""Zhora Lab's rules engine: Zhora (``zhora_core.zhora``) and its relatives, cards, bots, simulations and
``transcript`` (a round of any game in words).

Pure Python; no Jupyter, widget or plotting import (pandas only lazily, where a DataFrame is returned).
"""

from .cards import Card, Rank, Suit, parse_cards
from .errors import IllegalActionError, NotationError, PositionError, RulesError, SaveFileError, ZhoraError
from .transcript import transcript

__all__ = ["Card", "Rank", "Suit", "parse_cards", "ZhoraError", "NotationError", "PositionError",
           "RulesError", "IllegalActionError", "SaveFileError", "transcript"]
__version__ = "0.1.0"
