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
from ..protocol import Effect, Glossary, Reading
from .rules import Rules
from .scoring import card_points, score_round

__all__ = ["RULE_TITLES", "GLOSSARY", "rule_title", "option_help"]

RULE_TITLES: dict[str, tuple[str, str]] = {
    "P-DECK": ("32 cards, 7 to ace in four suits; 2 to 5 players", "32 карты, от семёрки до туза; от 2 до 5 игроков"),
    "P-DEAL": ("4 cards each, a starter turned up; the player left of the dealer starts",
               "по 4 карты, одна открывается; начинает игрок слева от сдающего"),
    "P-MATCH": ("play a card of the top card's suit or rank", "кладут карту той же масти или того же достоинства"),
    "P-QUEEN": ("a queen goes on anything and names the next suit", "даму кладут на любую карту и заказывают масть"),
    "P-SEVEN": ("7: the next player draws 2 or answers with a 7", "7: следующий берёт 2 карты или отвечает семёркой"),
    "P-ACE": ("ace: the next player stands or answers with an ace", "туз: следующий стоит или отвечает тузом"),
    "P-DRAW": ("instead of playing, draw one card; the turn ends", "вместо хода берут одну карту, и ход кончается"),
    "P-STARTER": ("a starter 7 or ace acts on the first player", "открытая семёрка или туз действуют на первого игрока"),
    "P-RESTOCK": ("an empty stock is refilled from the pile, turned over", "пустую колоду заменяет отбой, перевёрнутый"),
    "P-WIN": ("the first to empty his hand wins", "выигрывает тот, кто первым избавится от карт"),
    "P-STALL": ("a round too long, or with nothing left to draw, is a stalemate",
                "слишком долгий раунд или раунд, где нечего брать, кончается ничьей"),
}

words.add({f"prsi.rule.{rule}": texts for rule, texts in RULE_TITLES.items()})


def rule_title(rule: str, lang: str = "en") -> str:
    """The one-line statement of a rule id, in English or Russian (``lang="ru"``)."""
    return words.say(f"prsi.rule.{rule}", lang)


def option_help(option: str, lang: str = "en") -> str:
    """One line saying what an option of ``Rules`` switches."""
    return Rules.option(option).help_in(lang)


def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """A round of three that the second player wins: what the others score by each reading of ``scoring``."""
    ru = words.LANGS.index(words.check_lang(lang))
    hands = (parse_cards("9♠ A♥ Q♦"), (), parse_cards("J♣ 7♦"))
    seats = ("seat", "игрок")[ru]
    rows = []
    for scoring in ("win", "points"):
        points = score_round(hands, 1, Rules(players=3, scoring=scoring))
        for seat, hand in enumerate(hands):
            if seat == 1:
                continue
            cards = " ".join(card.label(lang) for card in hand)
            if scoring == "points":
                cards = " + ".join(f"{card.label(lang)}={card_points(card)}" for card in hand)
            reading = (("by wins: the cards left", "по победам: оставшиеся карты"),
                       ("by points", "по очкам"))[scoring == "points"][ru]
            rows.append(("P-WIN", f"{seats} {seat + 1} ({reading}): {cards}", str(points[seat])))
    return rows


GLOSSARY = Glossary(
    rules=RULE_TITLES,
    summary=("The Czech game of the Mau-Mau family, which the English source names as Zhora's parent; its rules "
             "here are the commonly published ones, not a source text. 2 to 5 players, 32 cards, 4 each. Play a "
             "card of the top card's suit or rank, or draw one. A queen goes on anything and names a suit; a "
             "seven makes the next player draw, an ace makes him stand. The first player out wins.",
             "Чешская игра из семьи «Мау-Мау»; английский источник называет её предком Жоры. Правила здесь — "
             "общепринятые, а не взятые из источника. От 2 до 5 игроков, 32 карты, по 4 каждому. Кладут карту той "
             "же масти или того же достоинства или берут одну карту. Даму кладут на любую карту, и она заказывает "
             "масть; семёрка заставляет следующего брать карты, туз — пропустить ход. Кто первым избавился от "
             "карт, тот выиграл."),
    effects=(
        Effect(cards=("7", "7"), rule="P-SEVEN", text=("the next player draws 2 and loses his turn, or answers "
                                                       "with a 7 (+2 for each)",
                                                       "следующий берёт 2 карты и пропускает ход или отвечает "
                                                       "семёркой (+2 за каждую)")),
        Effect(cards=("A", "Т"), rule="P-ACE", text=("the next player stands, or answers with an ace",
                                                     "следующий стоит или отвечает тузом")),
        Effect(cards=("Q", "Д"), rule="P-QUEEN", text=("goes on anything and names the next suit",
                                                       "кладётся на любую карту и заказывает масть")),
        Effect(cards=("7, A (starter)", "7, Т (открытая)"), rule="P-STARTER",
               text=("act on the first player", "действуют на первого игрока")),
    ),
    scoring=("The first player out wins the round. By default only wins count (the project counts each loser's "
             "cards left); with scoring by points the others score their hands: 7 8 9 10 at face value, jack 2, "
             "queen 3, king 4, ace 11. A whole game: three wins, or by points the lowest total when one reaches 100.",
             "Кто первым избавился от карт, выиграл раунд. Обычно считают только победы (проект считает "
             "проигравшим оставшиеся карты); при счёте по очкам остальные считают свои карты: 7 8 9 10 по "
             "номиналу, валет 2, дама 3, король 4, туз 11. Вся игра — до трёх побед, а по очкам — пока сумма "
             "кого-то не достигнет 100; выигрывает меньшая сумма."),
    example=example,
    readings=(
        Reading(rule="P-WIN", text=("A last card that is a 7 or an ace still wins at once: its penalty or stand "
                                    "is void.",
                                    "Последняя карта — семёрка или туз — всё равно сразу выигрывает: её штраф "
                                    "или пропуск хода отменяется.")),
        Reading(rule="P-QUEEN", text=("A queen may go on a queen and name its own suit; while a suit is named, "
                                      "only that suit or a queen may follow.",
                                      "Даму можно положить на даму и заказать её же масть; пока масть заказана, "
                                      "кладут только её или даму.")),
        Reading(rule="P-SEVEN", text=("After the penalty is drawn the 7 on top is an ordinary card; a short stock "
                                      "gives what it has.",
                                      "Когда штраф взят, верхняя семёрка — обычная карта; если карт не хватает, "
                                      "берут сколько есть.")),
        Reading(rule="P-DRAW", text=("A drawn card is not played at once: the draw ends the turn.",
                                     "Взятую карту сразу не кладут: взятие кончает ход.")),
    ),
    section=("docs/readings.md, “Prší”", "описание решений проекта, раздел о Прши"),
    traits={"shed": "P-WIN", "match": "P-MATCH", "wild_suit": "P-QUEEN", "draw": "P-DRAW",
            "draw_penalty": "P-SEVEN", "skip": "P-ACE", "stacking": "P-SEVEN", "restock": "P-RESTOCK",
            "short_deck": "P-DECK", "cards_count": "P-WIN"},
)
"""Prší's rules in words (``GameSpec.glossary``)."""
