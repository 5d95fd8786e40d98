"""Joker-52 in words, English and Russian: a line per rule id and per option, the game in short, the card
effects, the scoring with a worked example from the engine, and the readings the project chose
(``GAME.glossary``, for the rule switches, the tables and the handouts).

>>> GLOSSARY.rule_title("J52-SCORE")
'bid made: 10 a trick (a pass 5); short: −10 a trick missing; over: 1 a trick taken'
"""

from __future__ import annotations

from .. import words
from ..protocol import Glossary
from .rules import Rules
from .scoring import deal_points

__all__ = ["GLOSSARY"]


def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """A deal of 5 cards each for three players (18 tricks with the refill), scored by ``deal_points``."""
    cases = (
        (2, 2, ("bid 2, took 2", "заказ 2, взято 2")),
        (0, 0, ("pass, took none", "пас, взяток нет")),
        (3, 1, ("bid 3, took 1", "заказ 3, взято 1")),
        (1, 4, ("bid 1, took 4", "заказ 1, взято 4")),
    )
    return [("J52-SCORE", words.pick(text, lang), str(deal_points(bid, taken, 5, Rules()))) for bid, taken, text in cases]


GLOSSARY = Glossary.load(__package__, example=example)
"""Joker-52's rules in words (``GameSpec.glossary``), kept in ``glossary.toml``."""
