"""The Joker banker game in words, English and Russian: a line per rule id and per option, the game in short,
the calls, the scoring with a worked example from the engine, and the readings the project chose
(``GAME.glossary``, for the rule switches, the tables and the handouts).

>>> GLOSSARY.rule_title("JB-DOUBLE", "ru")
'первая карта — джокер: каждый платит ставку дважды'
"""

from __future__ import annotations

from .. import words
from ..protocol import Effect, Glossary, Reading
from .calls import call_name
from .deal import new_round
from .engine import apply
from .odds import exact_odds
from .rules import Rules

__all__ = ["GLOSSARY"]

RULE_TITLES: dict[str, tuple[str, str]] = {
    "JB-DECK": ("54 cards: 52 and 2 jokers; any number of players", "54 карты: 52 и 2 джокера; игроков сколько угодно"),
    "JB-BANKER": ("the highest card drawn makes the banker; ties draw again",
                  "банкомёт — вытянувший старшую карту; при равенстве тянут снова"),
    "JB-STAKE": ("every other player stakes 1 to the agreed ceiling",
                 "остальные ставят от 1 до условленного предела"),
    "JB-CALL": ("the banker turns up to 14 cards, calling joker, ace, king … 2",
                "банкомёт открывает до 14 карт, называя: джокер, туз, король … 2"),
    "JB-MATCH": ("a card that matches its call wins the banker every stake",
                 "карта, совпавшая с названной, приносит банкомёту все ставки"),
    "JB-DOUBLE": ("the first card a joker: everyone pays his stake twice",
                  "первая карта — джокер: каждый платит ставку дважды"),
    "JB-MISS": ("no match in 14 cards: the banker pays every stake, the bank passes left",
                "14 карт без совпадения: банкомёт платит все ставки, банк переходит налево"),
    "JB-ODDS": ("the banker wins a bank with probability about 0.64 (Montmort's coincidences)",
                "банкомёт выигрывает банк с вероятностью около 0,64 (задача Монмора о совпадениях)"),
}

_STAKES = (0, 4, 10)
_RULE = {"match": "JB-MATCH", "double": "JB-DOUBLE", "no_match": "JB-MISS"}


def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """Three seats, the first the banker, the players staking 4 and 10: a match on the third card, a joker first,
    and a miss, each bank played by the engine from a stacked deck; then the banker's exact chance of a bank."""
    ru = words.LANGS.index(words.check_lang(lang))
    seat, banker = ("seat", "игрок")[ru], ("banker", "банкомёт")[ru]
    banks = (("5♣ 9♥ K♠", ("third card K♠, call “{call}”", "третья карта К♠, названо «{call}»"), 2),
             ("RJ", ("first card a joker, call “{call}”", "первая карта — джокер, названо «{call}»"), 0),
             ("2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ RJ", ("14 cards, no match", "14 карт без совпадения"), 0))
    rows = []
    for deck, text, call in banks:
        state = new_round(Rules(players=3), dealer=0, seed=0, deck=deck, stakes=_STAKES)
        while state.outcome is None:
            state = apply(state, "turn")
        points = ", ".join(f"{banker if n == 0 else f'{seat} {n + 1}'}: {p:+d}"
                           for n, p in enumerate(state.outcome.points))
        rows.append((_RULE[state.outcome.ending], text[ru].format(call=call_name(call, lang)), points))
    win = f"{float(exact_odds().win):.4f}"
    rows.append(("JB-ODDS", ("the banker wins a bank", "банкомёт выигрывает банк")[ru],
                 win.replace(".", ",") if ru else win))
    return rows


GLOSSARY = Glossary(
    rules=RULE_TITLES,
    summary=("A game of chance with the 54-card deck, for any number of players. The others stake against the "
             "banker, who turns cards one by one calling joker, ace, king, queen, jack, 10 … 2. If a card matches "
             "its call he takes every stake (twice the stakes if the very first card is a joker) and banks again; "
             "if 14 cards pass without a match he pays every stake and the bank passes to the left.",
             "Азартная игра колодой в 54 карты для любого числа игроков. Игроки ставят против банкомёта, а он "
             "открывает карты одну за другой, называя: джокер, туз, король, дама, валет, 10 … 2. Если карта "
             "совпала с названной, он забирает все ставки (вдвое, если самая первая карта — джокер) и мечет банк "
             "снова; если 14 карт прошли без совпадения, он платит все ставки, и банк переходит налево."),
    effects=(
        Effect(cards=("joker, A, K, Q, J, 10 … 2", "джокер, Т, К, Д, В, 10 … 2"), rule="JB-CALL",
               text=("the calls, in order, one for each card turned", "названия по порядку, по одному на карту")),
        Effect(cards=("a card of the call's rank", "карта названного значения"), rule="JB-MATCH",
               text=("the banker takes every stake", "банкомёт забирает все ставки")),
        Effect(cards=("a joker first", "джокер первым"), rule="JB-DOUBLE",
               text=("every player pays twice his stake", "каждый платит вдвое")),
        Effect(cards=("14 cards, no match", "14 карт без совпадения"), rule="JB-MISS",
               text=("the banker pays every stake; the bank passes left",
                     "банкомёт платит все ставки; банк переходит налево")),
    ),
    scoring=("A bank's points are what each seat won (+) or lost (−), adding up to 0: a match takes every stake, "
             "a joker first takes them twice, a miss pays them. A session lasts until the bank has gone round "
             "the table once; the highest balance wins.",
             "Очки банка — выигрыш (+) или проигрыш (−) каждого, в сумме 0: совпадение забирает все ставки, "
             "джокер первым — вдвое, промах их оплачивает. Партия длится, пока банк не обойдёт стол; выигрывает "
             "наибольший остаток."),
    example=example,
    readings=(
        Reading(rule="JB-STAKE", text=("Nobody may decline: every player stakes at least 1, once, from the "
                                       "banker's left; the ceiling is 10 by default.",
                                       "Отказаться нельзя: каждый ставит хотя бы 1, один раз, начиная слева от "
                                       "банкомёта; предел по умолчанию 10.")),
        Reading(rule="JB-MATCH", text=("A joker matches only the first call, “joker”; every bank is a fresh "
                                       "shuffle of all 54 cards.",
                                       "Джокер совпадает только с первым названием, «джокер»; каждый банк — "
                                       "новая тасовка всех 54 карт.")),
        Reading(rule="JB-DOUBLE", text=("“Doubled” means each player pays twice his stake in all.",
                                        "«Вдвойне» значит, что каждый платит всего две свои ставки.")),
        Reading(rule="JB-MISS", text=("The source names no end: a session ends when the bank has gone round the "
                                      "table once.",
                                      "Источник не называет конца: партия кончается, когда банк обойдёт стол.")),
    ),
    section=("docs/readings.md, “Joker banker”", "описание решений проекта, раздел о банкомёте"),
    traits={"jokers": "JB-DOUBLE", "stakes": "JB-STAKE"},
)
"""The banker game's rules in words (``GameSpec.glossary``)."""
