"""Joe in Queens Squared in words, English and Russian: a line per rule id and per option, the game in short, the
card effects, the scoring with a worked example from the engine, and the readings the project chose
(``GAME.glossary``, for the rule switches, the tables and the handouts).

>>> GLOSSARY.rule_title("JQ-JOE", "ru")
'после двух дам кладут только валета (Джо) или берут карту'
"""

from __future__ import annotations

from .. import words
from ..protocol import Effect, Glossary, Reading
from .deal import position
from .engine import apply, explain

__all__ = ["GLOSSARY"]

RULE_TITLES: dict[str, tuple[str, str]] = {
    "JQ-PLAYERS": ("2 to 10 players, 52 cards; the ace counts 1, the king 13",
                   "от 2 до 10 игроков, 52 карты; туз стоит 1, король 13"),
    "JQ-DEAL": ("5 cards each, the fifth face up; the rest is the reserve",
                "по 5 карт, пятая открыта; остальное — резерв"),
    "JQ-FIRST": ("the highest face-up card moves first; ties show more cards",
                 "первым ходит владелец старшей открытой карты; при равенстве открывают ещё"),
    "JQ-STARTER": ("the top reserve card starts the pile", "верхняя карта резерва начинает стопку"),
    "JQ-BEAT": ("beat the top card: higher in another suit, lower in the same suit, an ace on a face card, "
                "or equal (then draw one)",
                "бить верхнюю карту: старшей другой масти, младшей той же, тузом на картинку или равной (и взять "
                "карту)"),
    "JQ-STALL": ("a round that reaches the turn limit ends without a winner",
                 "раунд, дошедший до предела ходов, кончается без победителя"),
    "JQ-DRAW": ("who cannot or will not play draws one card; the turn passes",
                "кто не может или не хочет ходить, берёт карту; ход переходит"),
    "JQ-RESTOCK": ("an empty reserve is refilled from the pile under its top, not shuffled",
                   "пустой резерв пополняют стопкой без верхней карты, без тасовки"),
    "JQ-QUEENS": ("two queens go together on anything", "две дамы кладут вместе на любую карту"),
    "JQ-JOE": ("after two queens only a jack (Joe) may follow, or a draw",
               "после двух дам кладут только валета (Джо) или берут карту"),
    "JQ-WIN": ("the first to empty his hand wins", "выигрывает тот, кто первым избавится от карт"),
    "JQ-OPEN": ("variant: every hand face up", "вариант: все карты открыты"),
    "JQ-CHALLENGE": ("variant for two: one card against five", "вариант для двоих: одна карта против пяти"),
    "JQ-COUNTDOWN": ("variant: after a discard, follow with a lower card if you have one",
                     "вариант: после удачного хода положить младшую карту, если она есть"),
}

def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """Three players: the first beats 10♠ with his last card, 4♠; the others keep the cards they hold."""
    ru = words.LANGS.index(words.check_lang(lang))
    state = position(hands=["4♠", "J♥ 9♦", "3♣ 5♥ K♦"], top="10♠")
    verdict = explain(state, "4♠")
    points = apply(state, "4♠").outcome.points
    seat = ("seat", "игрок")[ru]
    rows = [(verdict.rule, f"{seat} 1: {verdict.text(lang)}", "")]
    for n, hand in enumerate(state.hands):
        cards = " ".join(card.label(lang) for card in hand) if n else ("out", "вышел")[ru]
        rows.append(("JQ-WIN", f"{seat} {n + 1}: {cards}", str(points[n])))
    return rows


GLOSSARY = Glossary(
    rules=RULE_TITLES,
    summary=("A shedding game for 2 to 10 players with 52 cards, 5 each. Each card played must beat the top card: "
             "a higher card of another suit, a lower card of the same suit, an ace on a jack, queen or king, or a "
             "card of equal value (then its player draws one). Two queens go on anything, and then only a jack, "
             "Joe, may answer them. Whoever cannot beat draws a card; the first player out wins.",
             "Игра на сброс карт для 2–10 игроков колодой в 52 карты, по 5 каждому. Каждая карта должна бить "
             "верхнюю: старшая другой масти, младшая той же масти, туз на валета, даму или короля, или карта "
             "равного значения (тогда её хозяин берёт карту). Две дамы кладут на любую карту, и ответить на них "
             "можно только валетом — Джо. Кто не может бить, берёт карту; кто первым избавился от карт, выиграл."),
    effects=(
        Effect(cards=("another suit", "другая масть"), rule="JQ-BEAT", text=("beats with a higher value",
                                                                             "бьёт старшим значением")),
        Effect(cards=("the same suit", "та же масть"), rule="JQ-BEAT", text=("beats with a lower value",
                                                                             "бьёт младшим значением")),
        Effect(cards=("A", "Т"), rule="JQ-BEAT", text=("beats J, Q and K of any suit",
                                                       "бьёт В, Д и К любой масти")),
        Effect(cards=("equal value", "равное значение"), rule="JQ-BEAT",
               text=("may be played; its player draws one card", "можно положить, но нужно взять карту")),
        Effect(cards=("Q Q", "Д Д"), rule="JQ-QUEENS", text=("two queens go together on anything",
                                                             "две дамы кладут вместе на любую карту")),
        Effect(cards=("J", "В"), rule="JQ-JOE", text=("the only answer to two queens; the next player beats it",
                                                      "единственный ответ на двух дам; следующий бьёт его")),
    ),
    scoring=("The first player to empty his hand wins; the game has no points. The project scores each seat the "
             "cards left in its hand (the winner 0), to measure how badly it lost; a session is one game dealt by "
             "each player, ranked by games won, then by fewer cards left.",
             "Кто первым избавился от карт, тот выиграл; очков в игре нет. Проект считает каждому число "
             "оставшихся карт (победителю 0), чтобы мерить, насколько игрок проиграл; партия — по игре на каждую "
             "сдачу каждого игрока, места — по числу побед, затем по меньшему числу оставшихся карт."),
    example=example,
    readings=(
        Reading(rule="JQ-BEAT", text=("A last card of equal value does not win: its draw is part of the play.",
                                      "Последняя карта равного значения не выигрывает: взятие карты — часть хода.")),
        Reading(rule="JQ-QUEENS", text=("Two queens as the last two cards win at once; no jack is waited for.",
                                        "Две дамы последними картами выигрывают сразу, валета не ждут.")),
        Reading(rule="JQ-JOE", text=("When the turn comes back to the queens' player he puts one card on them, "
                                     "or draws; not two more queens.",
                                     "Когда ход вернулся к хозяину дам, он кладёт на них одну карту или берёт "
                                     "карту, но не ещё двух дам.")),
        Reading(rule="JQ-COUNTDOWN", text=("The source breaks off here: every single card played starts the "
                                           "countdown, and the lower card may be of any suit.",
                                           "Источник здесь обрывается: отсчёт начинает любая одиночная карта, "
                                           "а младшая карта может быть любой масти.")),
    ),
    section=("docs/readings.md, “Joe in Queens Squared”", "описание решений проекта, раздел о «Джо в квадрате дам»"),
    traits={"shed": "JQ-WIN", "draw": "JQ-DRAW", "restock": "JQ-RESTOCK", "several": "JQ-QUEENS"},
)
"""Joe's rules in words (``GameSpec.glossary``)."""
