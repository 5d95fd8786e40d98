"""The Georgian Joker in words, English and Russian: a line per rule id and per option, the game in short, the
card effects, the scoring with a worked example from the engine, and the readings the project chose
(``GAME.glossary``, for the rule switches, the tables and the handouts).

>>> GLOSSARY.rule_title("JK-SCORE", "ru")
'заказ выполнен: пас 50, иначе 50 и ещё 50 за каждую взятку, все взятки 100 за каждую; хишти −200; недобор 10 за взятку'
"""

from __future__ import annotations

from .. import words
from ..protocol import Glossary
from .rules import Rules
from .scoring import deal_points

__all__ = ["GLOSSARY"]


words.load(__package__)  # the phrase joker.glossary.cards_each of the example


def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """Deals of 5 and 9 cards each, scored by ``deal_points`` for a few bids and tricks."""
    cases = (
        ("JK-SCORE", 2, 2, 5, Rules(), ("bid 2, took 2", "заказ 2, взято 2")),
        ("JK-SCORE", 0, 0, 5, Rules(), ("pass, took none", "пас, взяток нет")),
        ("JK-SCORE", 9, 9, 9, Rules(), ("bid 9 of 9, took 9", "заказ 9 из 9, взято 9")),
        ("JK-SCORE", 3, 0, 5, Rules(), ("bid 3, took none: khishti", "заказ 3, взяток нет: хишти")),
        ("JK-SCORE", 3, 2, 5, Rules(), ("bid 3, took 2", "заказ 3, взято 2")),
        ("JK-MINUS", 4, 2, 9, Rules(scoring="minus"), ("“minus”: bid 4, took 2", "«минус»: заказ 4, взято 2")),
    )
    return [(rule, f"{words.pick(text, lang)} ({words.say('joker.glossary.cards_each', lang, n=cards)})",
             str(deal_points(bid, taken, cards, rules=rules))) for rule, bid, taken, cards, rules, text in cases]


GLOSSARY = Glossary.load(__package__, example=example)
"""Joker's rules in words (``GameSpec.glossary``), kept in ``glossary.toml``."""
