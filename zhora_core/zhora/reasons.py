"""The sentences of ``explain``'s verdicts, in English and Russian; cards, suits and ranks are written in the
reader's language (Д♠ in Russian).

>>> from zhora_core.cards import Card
>>> reason("no_match", "ru", card=Card.parse("9♣"), suit=Card.parse("7♥").suit, rank=Card.parse("7♥").rank,
...        top=Card.parse("7♥"))
'у 9♣ ни масть (♥), ни достоинство (7) не совпадают с верхней картой 7♥'
"""

from __future__ import annotations

from ..cards import Card, Rank, Suit

__all__ = ["REASONS", "reason"]

REASONS: dict[str, tuple[str, str]] = {
    "over": ("the round is over", "раунд окончен"),
    "not_your_turn": ("it is seat {to_move}'s turn, not seat {seat}'s", "сейчас ходит место {to_move}, а не место {seat}"),
    "no_swap": ("there is no starter jack to swap: the swap is the dealer's first action when the starter is a jack",
                "менять нечего: сдающий меняет открытого валета только первым действием раунда"),
    "must_swap": ("the dealer (seat {seat}) must first take the starter {jack} and put a card of his hand in its place",
                  "сначала сдающий (место {seat}) берёт открытого {jack} и кладёт вместо него свою карту"),
    "swap_not_held": ("seat {seat} does not hold {card}, so cannot put it in place of {jack}",
                      "у места {seat} нет {card}: её нельзя положить вместо {jack}"),
    "swap_jack": ("the replacement for {jack} may not be a jack", "вместо {jack} нельзя класть валета"),
    "swap_ok": ("seat {seat} takes {jack} and puts {card} in its place",
                "место {seat} берёт {jack} и кладёт вместо него {card}"),
    "drawn_already": ("seat {seat} has already drawn this turn: at most one draw per turn",
                      "место {seat} уже брало карту в этот ход: не больше одной за ход"),
    "dry": ("there is nothing to draw: the draw gives nothing", "брать нечего: взятие ничего не даёт"),
    "wait_draw": ("seat {seat} has no cards and the round goes on, so he draws",
                  "у места {seat} нет карт, а раунд идёт: оно берёт карту"),
    "may_draw": ("seat {seat} may draw instead of playing, even holding a playable card",
                 "место {seat} может взять карту вместо хода, даже имея подходящую"),
    "must_draw": ("seat {seat} has no playable card, so must draw", "у места {seat} нет подходящей карты: нужно брать"),
    "pass_ok": ("seat {seat} has drawn this turn, so may pass", "место {seat} брало карту в этот ход и может спасовать"),
    "pass_no": ("passing is allowed only after drawing this turn", "пасовать можно только после взятия карты в этот ход"),
    "jacks_two": ("going out with jacks takes two or more jacks; play one jack as 'J♣>♥'",
                  "выйти валетами можно только с двумя и более; одного валета играют как 'В♣>♥'"),
    "jacks_only": ("only jacks can be played together, not {card}", "вместе можно класть только валетов, не {card}"),
    "jacks_twice": ("the same jack is named twice", "один и тот же валет назван дважды"),
    "not_held": ("seat {seat} does not hold {card}", "у места {seat} нет карты {card}"),
    "jacks_others": ("seat {seat} still holds {cards} besides these jacks: the jack finish needs a hand of jacks "
                     "only, played all at once",
                     "у места {seat} кроме валетов есть ещё {cards}: выйти валетами можно, только когда на руках "
                     "одни валеты, и все сразу"),
    "drawn_only": ("after a draw only the drawn card {drawn} may be played (after_draw='drawn')",
                   "после взятия можно сыграть только взятую карту {drawn} (after_draw='drawn')"),
    "drawn_nothing": ("after a draw only no card (the draw gave nothing) may be played (after_draw='drawn')",
                      "взятие ничего не дало, играть нечего (after_draw='drawn')"),
    "jacks_ok": ("seat {seat} holds only jacks and plays them all at once, ending the round",
                 "у места {seat} одни валеты: оно выкладывает их разом, и раунд окончен"),
    "jack_needs_suit": ("a jack must name a suit: play it as '{card}>♥' (PlayJack)",
                        "валет заказывает масть: играйте его как '{card}>♥'"),
    "order_non_jack": ("only a jack orders a suit; {card} is played without one",
                       "масть заказывает только валет; {card} кладут без заказа"),
    "jack_ok": ("a jack may be played on any card; {card} orders {suit}",
                "валета можно класть на любую карту; {card} заказывает {suit}"),
    "order_ok": ("{card} follows the ordered suit {suit}", "{card} — заказанной масти {suit}"),
    "order_no": ("{suit} is ordered: play a {suit} card or a jack, not {card}",
                 "заказана масть {suit}: кладите {suit} или валета, не {card}"),
    "suit_ok": ("{card} matches the suit of the top card {top}", "{card} той же масти, что верхняя карта {top}"),
    "rank_ok": ("{card} matches the rank of the top card {top}", "{card} того же достоинства, что верхняя карта {top}"),
    "no_match": ("{card} shares neither suit ({suit}) nor rank ({rank}) with the top card {top}",
                 "у {card} ни масть ({suit}), ни достоинство ({rank}) не совпадают с верхней картой {top}"),
}


def reason(key: str, lang: str = "en", **params: object) -> str:
    """The sentence ``key`` in ``lang`` ("en" or "ru"), its cards, suits and ranks written for that language."""
    en, ru = REASONS[key]
    return (ru if lang == "ru" else en).format(**{k: _word(v, lang) for k, v in params.items()})


def _word(value: object, lang: str) -> object:
    if isinstance(value, Card):
        return value.label(lang)
    if isinstance(value, Rank):
        return value.symbol(lang)
    if isinstance(value, Suit):
        return value.value
    if isinstance(value, tuple):
        return " ".join(str(_word(v, lang)) for v in value)
    return value
