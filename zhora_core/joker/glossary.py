"""The Georgian Joker in words, English and Russian: a line per rule id and per option, the game in short, the
card effects, the scoring with a worked example from the engine, and the readings the project chose
(``GAME.glossary``, for the rule switches, the tables and the handouts).

>>> GLOSSARY.rule_title("JK-SCORE", "ru")
'заказ выполнен: пас 50, иначе 50 и ещё 50 за каждую взятку, все взятки 100 за каждую; хишти −200; недобор 10 за взятку'
"""

from __future__ import annotations

from .. import words
from ..protocol import Effect, Glossary, Reading
from .rules import Rules
from .scoring import deal_points

__all__ = ["GLOSSARY"]

RULE_TITLES: dict[str, tuple[str, str]] = {
    "JK-DECK": ("36 cards, 6 to ace; 6♠ and 6♣ are the jokers", "36 карт, от шестёрки до туза; 6♠ и 6♣ — джокеры"),
    "JK-PLAYERS": ("4 players (2 or 3 allowed)", "4 игрока (можно 2 или 3)"),
    "JK-PULKAS": ("four pulkas: 1 to 8 cards, four of 9, 8 down to 1, four of 9",
                  "четыре пульки: от 1 до 8 карт, четыре по 9, от 8 до 1, четыре по 9"),
    "JK-FIRST-DEALER": ("cards dealt face up until an ace: its holder deals first",
                        "карты сдают открыто до туза: его получатель сдаёт первым"),
    "JK-TRUMP": ("the next card turned sets trumps; in full deals the dealer's left names them",
                 "следующая открытая карта — козырь; в полных сдачах козырь называет игрок слева от сдающего"),
    "JK-BID": ("each bids his tricks; the dealer may not make the bids add up to the cards",
               "каждый заказывает взятки; сдающий не может сделать сумму заказов равной числу карт"),
    "JK-LEAD": ("the first bidder leads; each trick's winner leads the next",
                "первым ходит первый заказавший; взявший взятку ходит следующим"),
    "JK-FOLLOW": ("follow suit, else trump, else anything; a joker at any time",
                  "ходят в масть, иначе козырем, иначе любой картой; джокера — в любой момент"),
    "JK-JOKER-LEAD": ("a joker led names a suit: “high” takes, “low” is that suit's lowest card",
                      "джокер с хода заказывает масть: «старший» берёт, «младший» — младшая карта масти"),
    "JK-JOKER-FOLLOW": ("a joker followed goes high (takes) or low (loses)",
                        "джокер не с хода — старший (берёт) или младший (отдаёт)"),
    "JK-TWO-JOKERS": ("two jokers high in a trick: the later takes", "два старших джокера во взятке: берёт второй"),
    "JK-HIGH-TRUMPED": ("a joker led high in a plain suit takes even if trumped",
                        "старший джокер с хода в простой масти берёт и против козыря"),
    "JK-STRICT": ("variant: lead a joker only from a hand of jokers",
                  "вариант: ходить джокером, только если остались одни джокеры"),
    "JK-FACE": ("variant: a joker may be played as its plain six",
                "вариант: джокера можно сыграть как простую шестёрку"),
    "JK-SCORE": ("bid made: pass 50, k tricks 50(k+1), all tricks 100 each; khishti −200; missed 10 a trick",
                 "заказ выполнен: пас 50, иначе 50 и ещё 50 за каждую взятку, все взятки 100 за каждую; хишти −200; "
                 "недобор 10 за взятку"),
    "JK-PREMIUM": ("every bid of a pulka made: add your best deal, the others lose theirs",
                   "все заказы пульки выполнены: лучшая сдача прибавляется, другие теряют свою лучшую"),
    "JK-MINUS": ("variant “minus”: 100 a trick bid and made, −100 a trick short",
                 "вариант «минус»: 100 за заказанную взятку, −100 за каждую недостающую"),
    "JK-WIN": ("after all deals the highest total wins", "после всех сдач выигрывает наибольшая сумма"),
}

words.add({"joker.glossary.cards_each": ("{n} cards each", "по {n} {n:карте|карты|карт}")})


def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """Deals of 5 and 9 cards each, scored by ``deal_points`` for a few bids and tricks."""
    ru = words.LANGS.index(words.check_lang(lang))
    cases = (
        ("JK-SCORE", 2, 2, 5, Rules(), ("bid 2, took 2", "заказ 2, взято 2")),
        ("JK-SCORE", 0, 0, 5, Rules(), ("pass, took none", "пас, взяток нет")),
        ("JK-SCORE", 9, 9, 9, Rules(), ("bid 9 of 9, took 9", "заказ 9 из 9, взято 9")),
        ("JK-SCORE", 3, 0, 5, Rules(), ("bid 3, took none: khishti", "заказ 3, взяток нет: хишти")),
        ("JK-SCORE", 3, 2, 5, Rules(), ("bid 3, took 2", "заказ 3, взято 2")),
        ("JK-MINUS", 4, 2, 9, Rules(scoring="minus"), ("“minus”: bid 4, took 2", "«минус»: заказ 4, взято 2")),
    )
    return [(rule, f"{text[ru]} ({words.say('joker.glossary.cards_each', lang, n=cards)})",
             str(deal_points(bid, taken, cards, rules=rules))) for rule, bid, taken, cards, rules, text in cases]


GLOSSARY = Glossary(
    rules=RULE_TITLES,
    summary=("The Georgian trick-taking game for four (or two or three) with 36 cards, two sixes serving as "
             "jokers. In each of the 24 deals every player bids the tricks he will take, the dealer not allowed "
             "to make the bids add up to the cards; players follow suit, else trump. A joker may go at any time, "
             "high to take the trick or low to lose it. A bid made scores well, a bid missed little, and a bid "
             "with no trick at all costs 200 (khishti).",
             "Грузинская игра на взятки для четырёх (или двух-трёх) игроков колодой в 36 карт; две шестёрки — "
             "джокеры. В каждой из 24 сдач каждый заказывает, сколько возьмёт взяток; сдающий не может сделать "
             "сумму заказов равной числу карт. Ходят в масть, иначе козырем. Джокера кладут в любой момент: "
             "старшим — чтобы взять взятку, младшим — чтобы отдать. Выполненный заказ даёт много очков, "
             "невыполненный мало, а заказ без единой взятки стоит −200 (хишти)."),
    effects=(
        Effect(cards=("6♠ 6♣", "6♠ 6♣"), rule="JK-DECK", text=("the jokers: played at any time",
                                                               "джокеры: их кладут в любой момент")),
        Effect(cards=("joker led “high ♥”", "джокер с хода «старший ♥»"), rule="JK-JOKER-LEAD",
               text=("everyone plays his highest ♥; the joker takes", "все кладут старшую черву; джокер берёт")),
        Effect(cards=("joker led “low ♥”", "джокер с хода «младший ♥»"), rule="JK-JOKER-LEAD",
               text=("the lowest ♥: the trick goes as usual", "младшая черва: взятка идёт как обычно")),
        Effect(cards=("joker followed", "джокер не с хода"), rule="JK-JOKER-FOLLOW",
               text=("high takes the trick, low loses it", "старший берёт взятку, младший отдаёт")),
        Effect(cards=("two high jokers", "два старших джокера"), rule="JK-TWO-JOKERS",
               text=("the later one takes", "берёт второй")),
        Effect(cards=("the turned card", "открытая карта"), rule="JK-TRUMP",
               text=("its suit is trumps; a joker: no trumps", "её масть — козырь; джокер — без козыря")),
    ),
    scoring=("Each deal: a bid made scores 50 for a pass, 50(k+1) for k tricks, 100 a trick when all the tricks "
             "were bid; a bid of one or more with no trick taken scores −200 (khishti); another missed bid 10 a "
             "trick taken. A player who made every bid of a pulka adds his best deal of it, and each other player "
             "loses his own best. After 24 deals the highest total wins.",
             "В каждой сдаче выполненный заказ даёт 50 за пас, иначе 50 и ещё 50 за каждую взятку, 100 за каждую, "
             "если заказаны все взятки; заказ от одной взятки без единой взятки — −200 (хишти); другой "
             "невыполненный заказ — 10 за каждую взятую. Выполнивший все заказы пульки прибавляет свою лучшую сдачу, а каждый другой "
             "теряет свою лучшую. После 24 сдач выигрывает наибольшая сумма."),
    example=example,
    readings=(
        Reading(rule="JK-SCORE", text=("A missed bid scores 10 a trick taken: common practice, the source is silent.",
                                       "Невыполненный заказ — 10 за взятку: так принято, источник молчит.")),
        Reading(rule="JK-JOKER-LEAD", text=("After a joker led high, a player without the called suit must trump, "
                                            "as in ordinary play (the first description lets him throw anything).",
                                            "После старшего джокера с хода игрок без заказанной масти козыряет, как "
                                            "обычно (первое описание позволяет сбросить любую карту).")),
        Reading(rule="JK-PREMIUM", text=("A player whose deals of the pulka all scored 0 or less loses nothing; "
                                         "with several premium winners nobody loses.",
                                         "Игрок, у которого все сдачи пульки дали 0 или меньше, ничего не теряет; "
                                         "если премию получили несколько, не теряет никто.")),
        Reading(rule="JK-MINUS", text=("The source gives only “100 a trick” and one example; the rest of the "
                                       "“minus” table is the project's reading.",
                                       "Источник даёт только «100 за взятку» и один пример; остальное в счёте "
                                       "«минус» — решение проекта.")),
    ),
    section=("docs/readings.md, “Georgian Joker”", "описание решений проекта, раздел о грузинском «Джокере»"),
    traits={"wild_suit": "JK-JOKER-LEAD", "short_deck": "JK-DECK", "jokers": "JK-DECK", "tricks": "JK-FOLLOW",
            "bidding": "JK-BID", "trumps": "JK-TRUMP", "rounds_total": "JK-WIN"},
)
"""Joker's rules in words (``GameSpec.glossary``)."""
