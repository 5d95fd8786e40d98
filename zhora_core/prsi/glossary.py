"""Every Prší rule id in a line of English and of Russian, and a line for each option of ``Rules``.

The rule switches show them (``GAME.extras["rule_title"]``, ``["option_help"]``): the project's own paraphrase of
the commonly published rules.

>>> rule_title("P-SEVEN"), option_help("stack_aces", "ru")
('7: the next player draws 2 or answers with a 7', 'ответить на туза своим тузом')
"""

from __future__ import annotations

from .. import words

__all__ = ["RULE_TITLES", "OPTION_HELP", "rule_title", "option_help"]

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

OPTION_HELP: dict[str, tuple[str, str]] = {
    "players": ("number of players", "число игроков"),
    "hand_size": ("cards dealt to each player", "сколько карт сдают каждому"),
    "stack_sevens": ("answer a 7 with a 7 of your own (+2 cards each)", "ответить на семёрку своей (+2 карты каждая)"),
    "stack_aces": ("answer an ace with an ace of your own", "ответить на туза своим тузом"),
    "starter_effects": ("a starter 7 or ace acts as if the dealer had played it",
                        "открытая семёрка или туз действуют, как если бы их сыграл сдающий"),
    "restock": ("the pile becomes the stock turned over, or shuffled", "отбой становится колодой перевёрнутым или перетасованным"),
    "scoring": ("only wins count, or the others score the cards they hold",
                "считают только победы или очки карт, оставшихся на руках"),
    "max_turns": ("a round this long ends as a stalemate", "раунд такой длины кончается ничьей"),
}

words.add({f"prsi.rule.{rule}": texts for rule, texts in RULE_TITLES.items()})
words.add({f"prsi.option.{option}": texts for option, texts in OPTION_HELP.items()})


def rule_title(rule: str, lang: str = "en") -> str:
    """The one-line statement of a rule id, in English or Russian (``lang="ru"``)."""
    return words.say(f"prsi.rule.{rule}", lang)


def option_help(option: str, lang: str = "en") -> str:
    """One line saying what an option of ``Rules`` switches."""
    return words.say(f"prsi.option.{option}", lang)
