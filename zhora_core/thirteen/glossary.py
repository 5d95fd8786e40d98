"""Thirteen in words, English and Russian: a line per rule id and per option, the game in short, the card
effects, the scoring with a worked example from the engine, and the readings the project chose
(``GAME.glossary``, for the rule switches, the tables and the handouts).

>>> GLOSSARY.rule_title("T-STEP")
'play a card one rank above or below the centre card, any suit'
"""

from __future__ import annotations

from .. import words
from ..protocol import Glossary
from .deal import position
from .engine import apply, explain

__all__ = ["GLOSSARY"]


def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """The first player lays his last card, K♥, on Q♥; the other keeps three cards."""
    state = position(hands=["K♥", "Q♠ 4♦ 9♣"], top="Q♥", deck="5♣ 6♣ 7♣")
    verdict = explain(state, "K♥")
    points = apply(state, "K♥").outcome.points
    seat = words.pick(("player", "игрок"), lang)
    rows = [(verdict.rule, f"{seat} 1: {verdict.text(lang)}", "")]
    for n, hand in enumerate(state.hands):
        cards = " ".join(card.label(lang) for card in hand) if n else words.pick(("out", "вышел"), lang)
        rows.append(("T-WIN", f"{seat} {n + 1}: {cards}", str(points[n])))
    return rows


GLOSSARY = Glossary.load(__package__, example=example)
"""Thirteen's rules in words (``GameSpec.glossary``), kept in ``glossary.toml``."""
