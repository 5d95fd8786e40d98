"""Joe in Queens Squared in words, English and Russian: a line per rule id and per option, the game in short, the
card effects, the scoring with a worked example from the engine, and the readings the project chose
(``GAME.glossary``, for the rule switches, the tables and the handouts).

>>> GLOSSARY.rule_title("JQ-JOE", "ru")
'после двух дам кладут только валета (Джо) или берут карту'
"""

from __future__ import annotations

from .. import words
from ..protocol import Glossary
from .deal import position
from .engine import apply, explain

__all__ = ["GLOSSARY"]


def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """Three players: the first beats 10♠ with his last card, 4♠; the others keep the cards they hold."""
    state = position(hands=["4♠", "J♥ 9♦", "3♣ 5♥ K♦"], top="10♠")
    verdict = explain(state, "4♠")
    points = apply(state, "4♠").outcome.points
    seat = words.pick(("seat", "игрок"), lang)
    rows = [(verdict.rule, f"{seat} 1: {verdict.text(lang)}", "")]
    for n, hand in enumerate(state.hands):
        cards = " ".join(card.label(lang) for card in hand) if n else words.pick(("out", "вышел"), lang)
        rows.append(("JQ-WIN", f"{seat} {n + 1}: {cards}", str(points[n])))
    return rows


GLOSSARY = Glossary.load(__package__, example=example)
"""Joe's rules in words (``GameSpec.glossary``), kept in ``glossary.toml``."""
