"""Joker-52 in words, English and Russian: a line per rule id and per option, the game in short, the card
effects, the scoring with a worked example from the engine, and the readings the project chose
(``GAME.glossary``, for the rule switches, the tables and the handouts).

>>> GLOSSARY.rule_title("J52-SCORE")
'bid made: 10 a trick (a pass 5); short: −10 a trick missing; over: 1 a trick taken'
"""

from __future__ import annotations

from .. import words
from ..protocol import Effect, Glossary, Reading
from .rules import Rules
from .scoring import deal_points

__all__ = ["GLOSSARY"]

RULE_TITLES: dict[str, tuple[str, str]] = {
    "J52-DECK": ("52 cards and 2 jokers, 2 to 6 players; a joker is above the ace",
                 "52 карты и 2 джокера, от 2 до 6 игроков; джокер старше туза"),
    "J52-DEALS": ("13 deals: 2, 3 … 8 cards each, then 7 … 2", "13 сдач: по 2, 3 … 8 карт, потом 7 … 2"),
    "J52-TRUMP": ("the next card is turned up: its suit is trumps (a joker: none)",
                  "следующая карта открывается: её масть — козырь (джокер — без козыря)"),
    "J52-REFILL": ("after each trick everyone draws a card, the winner first",
                   "после каждой взятки все добирают по карте, первым взявший"),
    "J52-BID": ("each bids his tricks; the dealer may not make the total equal the tricks",
                "каждый заказывает взятки; сдающий не может сделать сумму равной числу взяток"),
    "J52-LEAD": ("the dealer leads first; each trick's winner leads the next",
                 "первым ходит сдающий; взявший взятку ходит следующим"),
    "J52-FOLLOW": ("follow suit if you can, else any card; highest of the suit or highest trump takes",
                   "ходят в масть, если есть, иначе любой картой; берёт старшая в масти или старший козырь"),
    "J52-JOKER": ("a joker at any time, declared high (beats all) or low (the lowest)",
                  "джокера кладут в любой момент: старшим (бьёт всё) или младшим (младше всех)"),
    "J52-SCORE": ("bid made: 10 a trick (a pass 5); short: −10 a trick missing; over: 1 a trick taken",
                  "заказ выполнен: 10 за взятку (пас 5); недобор: −10 за недостающую; перебор: 1 за взятку"),
    "J52-JOKER-PENALTY": ("leading a joker costs 10, unless it is your last card",
                          "ход джокером стоит −10, если это не последняя карта"),
    "J52-WIN": ("after 13 deals the highest total wins", "после 13 сдач выигрывает наибольшая сумма"),
}

def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """A deal of 5 cards each for three players (18 tricks with the refill), scored by ``deal_points``."""
    ru = words.LANGS.index(words.check_lang(lang))
    cases = (
        (2, 2, ("bid 2, took 2", "заказ 2, взято 2")),
        (0, 0, ("pass, took none", "пас, взяток нет")),
        (3, 1, ("bid 3, took 1", "заказ 3, взято 1")),
        (1, 4, ("bid 1, took 4", "заказ 1, взято 4")),
    )
    return [("J52-SCORE", text[ru], str(deal_points(bid, taken, 5, Rules()))) for bid, taken, text in cases]


GLOSSARY = Glossary(
    rules=RULE_TITLES,
    summary=("A trick-taking game for 2 to 6 (the source describes three) with 52 cards and two jokers, in 13 "
             "deals of 2 up to 8 cards and back to 2. After each trick everyone draws a card, so a deal has more "
             "tricks than cards in hand. Each player bids his tricks, the dealer not allowed to make the bids add "
             "up to the tricks; follow suit if you can. A joker goes at any time, high or low.",
             "Игра на взятки для 2–6 игроков (источник описывает троих): 52 карты и два джокера, 13 сдач — от 2 "
             "до 8 карт и обратно до 2. После каждой взятки все добирают по карте, поэтому взяток в сдаче больше, "
             "чем карт на руках. Каждый заказывает взятки; сдающий не может сделать сумму заказов равной числу "
             "взяток. Ходят в масть, если она есть. Джокера кладут в любой момент, старшим или младшим."),
    effects=(
        Effect(cards=("joker, high", "джокер старший"), rule="J52-JOKER", text=("beats every card",
                                                                                "бьёт любую карту")),
        Effect(cards=("joker, low", "джокер младший"), rule="J52-JOKER", text=("the lowest card", "младше всех")),
        Effect(cards=("the second joker", "второй джокер"), rule="J52-JOKER",
               text=("takes the value opposite the first", "принимает значение, обратное первому")),
        Effect(cards=("joker led", "джокер с хода"), rule="J52-JOKER-PENALTY",
               text=("costs 10, unless it is the last card; the next card sets the suit",
                     "стоит −10, если это не последняя карта; масть задаёт следующая карта")),
        Effect(cards=("the turned card", "открытая карта"), rule="J52-TRUMP",
               text=("its suit is trumps; it is the stock's last card", "её масть — козырь; это последняя карта "
                                                                        "колоды")),
    ),
    scoring=("Each deal: a bid made scores 10 a trick (a pass made 5); short of the bid, −10 for each trick "
             "missing; over the bid, 1 for each trick taken. A joker led costs 10 unless it was the last card. "
             "After 13 deals the highest total wins; equal highest totals share the win.",
             "В каждой сдаче выполненный заказ даёт 10 за взятку (пас — 5); недобор — −10 за каждую недостающую "
             "взятку; перебор — 1 за каждую взятую. Ход джокером стоит −10, если это не последняя карта. После "
             "13 сдач выигрывает наибольшая сумма; равные суммы делят победу."),
    example=example,
    readings=(
        Reading(rule="J52-BID", text=("The dealer's hook is on the deal's number of tricks (18 for three with the "
                                      "refill), not on the cards in his hand as the source words it.",
                                      "Запрет для сдающего — на число взяток сдачи (18 для троих с добором), а не "
                                      "на число карт на руках, как сказано в источнике.")),
        Reading(rule="J52-SCORE", text=("“Over: 1 a trick” counts every trick taken: bid 2 and take 5 scores 5.",
                                        "«Перебор — 1 за взятку» считает все взятые взятки: заказ 2 и 5 взяток "
                                        "дают 5.")),
        Reading(rule="J52-JOKER", text=("After a joker lead, the next card that is not a joker sets the suit to "
                                        "follow.",
                                        "После хода джокером масть задаёт первая следующая карта, не джокер.")),
        Reading(rule="J52-JOKER-PENALTY", text=("A revoke cannot happen: the engine refuses a card that does not "
                                                "follow, so its −50 is not modelled.",
                                                "Ренонс невозможен: движок не примет карту не в масть, поэтому "
                                                "штраф −50 не нужен.")),
    ),
    section=("docs/readings.md, “Joker-52”", "описание решений проекта, раздел о «Джокере-52»"),
    traits={"jokers": "J52-JOKER", "tricks": "J52-FOLLOW", "bidding": "J52-BID", "trumps": "J52-TRUMP",
            "rounds_total": "J52-WIN"},
)
"""Joker-52's rules in words (``GameSpec.glossary``)."""
