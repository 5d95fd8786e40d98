"""Every Prší rule id in a line of English and of Russian, a line for each option of ``Rules``, and the rest of
Prší's ``Glossary`` (the game in short, the card effects, the scoring with a worked example, the readings chosen).

The rule switches and the handouts show them (``GAME.glossary``): the project's own paraphrase of the commonly
published rules.

>>> rule_title("P-SEVEN"), option_help("stack_aces", "ru")
('7: the next player draws 2 or answers with a 7', 'ответить на туза своим тузом')
"""

from __future__ import annotations

from .. import words
from ..cards import parse_cards
from ..protocol import Glossary
from .rules import Rules
from .scoring import card_points, score_round

__all__ = ["GLOSSARY", "rule_title", "option_help"]


def rule_title(rule: str, lang: str = "en") -> str:
    """The one-line statement of a rule id, in English or Russian (``lang="ru"``)."""
    return words.say(f"prsi.rule.{rule}", lang)


def option_help(option: str, lang: str = "en") -> str:
    """One line saying what an option of ``Rules`` switches."""
    return Rules.option(option).help_in(lang)


def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """A round of three that the second player wins: what the others score by each reading of ``scoring``."""
    hands = (parse_cards("9♠ A♥ Q♦"), (), parse_cards("J♣ 7♦"))
    seats = words.pick(("seat", "игрок"), lang)
    rows = []
    for scoring in ("win", "points"):
        points = score_round(hands, 1, Rules(players=3, scoring=scoring))
        for seat, hand in enumerate(hands):
            if seat == 1:
                continue
            cards = " ".join(card.label(lang) for card in hand)
            if scoring == "points":
                cards = " + ".join(f"{card.label(lang)}={card_points(card)}" for card in hand)
            reading = words.pick((("by wins: the cards left", "по победам: оставшиеся карты"),
                                  ("by points", "по очкам"))[scoring == "points"], lang)
            rows.append(("P-WIN", f"{seats} {seat + 1} ({reading}): {cards}", str(points[seat])))
    return rows


GLOSSARY = Glossary.load(__package__, example=example, phrases="prsi.rule")
"""Prší's rules in words (``GameSpec.glossary``), kept in ``glossary.toml``."""
