"""Every rule id in a line of English and of Russian, and the rest of Zhora's ``Glossary``: the game in short,
the card effects, the scoring with a worked example, the readings chosen (each option's words are in ``Rules``).

Lessons, the rule switches, the game log and the handouts use these words; they are the project's own paraphrase.

>>> rule_title("Z-SEVEN"), rule_title("Z-SEVEN", "ru")
('7: the next player draws 2 and the turn stays', '7: следующий берёт 2 карты, ход остаётся')
"""

from __future__ import annotations

from .. import words
from ..protocol import Glossary
from .rules import Rules
from .scoring import score_lines, tally

__all__ = ["GLOSSARY", "rule_title", "option_help"]


def rule_title(rule: str, lang: str = "en") -> str:
    """The one-line statement of a rule id, in English or Russian (``lang="ru"``)."""
    return words.say(f"zhora.rule.{rule}", lang)


def option_help(option: str, lang: str = "en") -> str:
    """One line saying what an option of ``Rules`` switches."""
    return Rules.option(option).help_in(lang)


_NAMES = (("Anna", "Boris", "Vera"), ("Анна", "Борис", "Вера"))


def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """The rules file's worked example: Anna goes out with two jacks; Boris holds 9♠ Q♥ A♦, Vera J♥; then
    Boris's 60 and Vera's 20 before the round become their new totals."""
    names = words.pick(_NAMES, lang)
    hands, finish = ["", "9♠ Q♥ A♦", "J♥"], "J♣ J♦"
    lines = score_lines(hands, 0, finish, lang=lang)
    rows = [(line.rule, f"{names[line.seat]}: {line.text}", str(line.points)) for line in lines]
    points = {line.seat: line.points for line in lines}
    for seat, before in ((1, 60), (2, 20)):
        total, letters = tally(before, "", points[seat])
        rule = "Z-LETTER" if letters else "Z-BURN" if before + points[seat] == 100 else "Z-TOTAL"
        rows.append((rule, f"{names[seat]}: {before} + {points[seat]} = {before + points[seat]}",
                     f"{total}, {letters}" if letters else str(total)))
    return rows


GLOSSARY = Glossary.load(__package__, example=example, phrases="zhora.rule")
"""Zhora's rules in words (``GameSpec.glossary``), kept in ``glossary.toml``."""
