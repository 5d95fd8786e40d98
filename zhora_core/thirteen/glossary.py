"""Thirteen in words, English and Russian: a line per rule id and per option, the game in short, the card
effects, the scoring with a worked example from the engine, and the readings the project chose
(``GAME.glossary``, for the rule switches, the tables and the handouts).

>>> GLOSSARY.rule_title("T-STEP")
'play a card one rank above or below the centre card, any suit'
"""

from __future__ import annotations

from .. import words
from ..protocol import Effect, Glossary, Reading
from .deal import position
from .engine import apply, explain

__all__ = ["GLOSSARY"]

RULE_TITLES: dict[str, tuple[str, str]] = {
    "T-TABLE": ("2 players, 52 cards and two jokers; the ranks go round: the ace is next to the king and the 2",
                "2 игрока, 52 карты и два джокера; значения идут по кругу: туз рядом с королём и двойкой"),
    "T-DEAL": ("13 cards each, one turned up in the centre; the dealer's opponent starts",
               "по 13 карт, одна открывается в центре; начинает соперник сдающего"),
    "T-STEP": ("play a card one rank above or below the centre card, any suit",
               "кладут карту на одно значение старше или младше центральной, любой масти"),
    "T-RUN": ("several cards in one turn, each one rank from the one before",
              "за ход можно положить несколько карт, каждая на одно значение от предыдущей"),
    "T-JOKER": ("a joker goes only on a king of its colour, and ends the run",
                "джокера кладут только на короля его цвета, и он кончает ход"),
    "T-AFTER-JOKER": ("after a joker: answer with the king's queen or ace, or take 13 cards",
                      "после джокера отвечают дамой или тузом масти короля или берут 13 карт"),
    "T-DRAW": ("who cannot play draws one card; who can must play",
               "кто не может ходить, берёт карту; кто может, обязан ходить"),
    "T-RESTOCK": ("an empty reserve is the centre pile under its top, shuffled",
                  "пустой резерв заменяют перетасованной стопкой без верхней карты"),
    "T-WIN": ("the first to empty his hand wins", "выигрывает тот, кто первым избавится от карт"),
}

def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """The first player lays his last card, K♥, on Q♥; the other keeps three cards."""
    ru = words.LANGS.index(words.check_lang(lang))
    state = position(hands=["K♥", "Q♠ 4♦ 9♣"], top="Q♥", deck="5♣ 6♣ 7♣")
    verdict = explain(state, "K♥")
    points = apply(state, "K♥").outcome.points
    seat = ("player", "игрок")[ru]
    rows = [(verdict.rule, f"{seat} 1: {verdict.text(lang)}", "")]
    for n, hand in enumerate(state.hands):
        cards = " ".join(card.label(lang) for card in hand) if n else ("out", "вышел")[ru]
        rows.append(("T-WIN", f"{seat} {n + 1}: {cards}", str(points[n])))
    return rows


GLOSSARY = Glossary(
    rules=RULE_TITLES,
    summary=("A Canadian shedding game for two, with 52 cards and two jokers, 13 cards each. Play a card one rank "
             "above or below the centre card, of any suit, and go on in a run as long as each card is one rank "
             "from the last; the ranks go round, so the ace joins the king and the 2. A joker on a king of its "
             "colour must be answered with that king's queen or ace, or costs 13 cards. The first player out wins.",
             "Канадская игра на сброс карт для двоих: 52 карты и два джокера, по 13 карт каждому. Кладут карту на "
             "одно значение старше или младше центральной, любой масти, и продолжают, пока каждая следующая карта "
             "отличается на одно значение; значения идут по кругу, так что туз соседствует и с королём, и с "
             "двойкой. На джокера, положенного на короля его цвета, отвечают дамой или тузом масти короля или "
             "берут 13 карт. Кто первым избавился от карт, выиграл."),
    effects=(
        Effect(cards=("±1 rank", "±1 значение"), rule="T-STEP", text=("goes on the centre card, any suit",
                                                                      "кладётся на центральную карту, любой масти")),
        Effect(cards=("Q J 10 J …", "Д В 10 В …"), rule="T-RUN",
               text=("a run: up, down or zig-zag", "цепочка: вверх, вниз или зигзагом")),
        Effect(cards=("RJ on K♥ K♦, BJ on K♠ K♣", "КДж на К♥ К♦, ЧДж на К♠ К♣"), rule="T-JOKER",
               text=("only on a king of its colour; ends the run", "только на короля своего цвета; кончает ход")),
        Effect(cards=("Q, A of the king's suit", "Д, Т масти короля"), rule="T-AFTER-JOKER",
               text=("the only answer to a joker; else take 13 cards",
                     "единственный ответ на джокера; иначе взять 13 карт")),
    ),
    scoring=("The first player to empty his hand wins the deal; the game has no points. The project scores each "
             "seat the cards left in its hand (the winner 0), and a match of several deals ranks by deals won, "
             "then by fewer cards left.",
             "Кто первым избавился от карт, выиграл сдачу; очков в игре нет. Проект считает каждому число "
             "оставшихся карт (победителю 0), а в матче из нескольких сдач места — по числу побед, затем по "
             "меньшему числу оставшихся карт."),
    example=example,
    readings=(
        Reading(rule="T-DEAL", text=("A joker turned up in the centre goes back into the reserve at a random "
                                     "place, and the next card is turned.",
                                     "Открытый в центре джокер возвращают в резерв на случайное место и "
                                     "открывают следующую карту.")),
        Reading(rule="T-AFTER-JOKER", text=("The 13 cards are taken only if the answer is missing; then the "
                                            "joker's player moves again, on the king.",
                                            "13 карт берут, только если ответить нечем; затем снова ходит хозяин "
                                            "джокера — на короля.")),
        Reading(rule="T-RESTOCK", text=("The source is silent: the pile under its top is shuffled into a new "
                                        "reserve; if nothing is left, the player passes.",
                                        "Источник молчит: стопку без верхней карты тасуют в новый резерв; если "
                                        "карт нет, игрок пропускает ход.")),
        Reading(rule="T-WIN", text=("A round can go on for ever, so a turn limit ends it without a winner.",
                                    "Раунд может длиться бесконечно, поэтому предел ходов кончает его без "
                                    "победителя.")),
    ),
    section=("docs/readings.md, “Thirteen”", "описание решений проекта, раздел о «Тринадцати»"),
    traits={"shed": "T-WIN", "draw": "T-DRAW", "draw_penalty": "T-AFTER-JOKER", "restock": "T-RESTOCK",
            "several": "T-RUN", "jokers": "T-JOKER"},
)
"""Thirteen's rules in words (``GameSpec.glossary``)."""
