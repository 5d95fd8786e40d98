"""Every sentence of Joker-52 in English and Russian: events, verdict reasons, bot advice, how its actions are
written. Registered in the phrasebook (``zhora_core.words``) on import; keys start with ``joker52.``.

>>> from zhora_core.words import YOU, Seat, say
>>> say("joker52.event.bid", "ru", names=["Анна", YOU, "Бот"], seat=Seat(1), n=2)
'вы заказываете 2 взятки'
"""

from __future__ import annotations

from .. import words
from .actions import Bid, Play, PlayJoker

__all__ = ["EVENTS", "REASONS", "ADVICE", "ACTIONS"]

EVENTS: dict[str, tuple[str, str]] = {
    "dealt": ("{seat} {seat:deals|deal} {n} {n:card|cards} each",
              "{seat} {seat:сдаёт|сдаёте} по {n} {n:карте|карты|карт}"),
    "trump": ("{card} is turned: {suit:name} {suit} are trumps", "открыта карта {card}: козыри — {suit:name} {suit}"),
    "no_trump": ("{card} is turned: a joker, so no trumps", "открыта карта {card}: джокер, игра без козырей"),
    "bid": ("{seat} {seat:bids|bid} {n} {n:trick|tricks}",
            "{seat} {seat:заказывает|заказываете} {n} {n:взятку|взятки|взяток}"),
    "played": ("{seat} {seat:plays|play} {card}", "{seat} {seat:кладёт|кладёте} {card}"),
    "led": ("{seat} {seat:leads|lead} {card}", "{seat} {seat:заходит|заходите} с {card}"),
    "joker_high": ("{seat} {seat:plays|play} {card} high", "{seat} {seat:кладёт|кладёте} {card} старшим"),
    "joker_low": ("{seat} {seat:plays|play} {card} low", "{seat} {seat:кладёт|кладёте} {card} младшим"),
    "penalty": ("{seat} {seat:leads|lead} a joker to an empty table: minus 10 points",
                "{seat} {seat:заходит|заходите} джокером на пустой стол: штраф 10 очков"),
    "took": ("{seat} {seat:takes|take} the trick with {card}", "{seat} {seat:берёт|берёте} взятку картой {card}"),
    "refill": ("each player draws a card from the stock, {seat} first; {n} left",
               "каждый берёт карту из колоды, первым — {seat}; в колоде {n:осталась|осталось|осталось} {n} "
               "{n:карта|карты|карт}"),
    "drew_trump": ("{seat} {seat:draws|draw} the turned card {card}",
                   "{seat} {seat:берёт|берёте} открытую карту {card}"),
    "to_bid": ("{seat} to bid", "заказывает {seat}"),
    "to_lead": ("{seat} to lead", "заходит {seat}"),
    "deal_over": ("deal over: points {points}", "сдача окончена: очки {points}"),
}

REASONS: dict[str, tuple[str, str]] = {
    "over": ("the deal is over", "сдача окончена"),
    "not_your_turn": ("it is {to_move:gen} turn, not {seat:gen}{seat:|s}",
                      "сейчас {to_move:ходит|ходите} {to_move}, а не {seat}"),
    "bid_first": ("the bidding is not over: {seat} must bid before anyone plays",
                  "заказ ещё не окончен: {seat} {seat:должен|должны} сделать заказ до розыгрыша"),
    "bidding_over": ("the bidding is over: play a card", "заказ окончен: теперь кладут карты"),
    "bid_range": ("a bid is 0 to {tricks} tricks in this deal, not {n}",
                  "заказ в этой сдаче — от 0 до {tricks}, а не {n}"),
    "hook": ("the dealer may not bid {n}: the bids would add up to the deal's {tricks} {tricks:trick|tricks}",
             "сдающий не может заказать {n}: сумма заказов стала бы равна числу взяток сдачи ({tricks})"),
    "bid_ok": ("{seat} {seat:bids|bid} {n}", "{seat} {seat:заказывает|заказываете} {n}"),
    "not_held": ("{seat} {seat:does|do} not hold {card}", "у {seat:gen} нет {card}"),
    "revoke": ("{seat} {seat:holds|hold} {suit:name} {suit}, the led suit, and must follow it",
               "у {seat:gen} есть {suit:name} {suit}, масть захода: надо класть её"),
    "lead_ok": ("{seat} may lead any card", "{seat} {seat:может|можете} зайти с любой карты"),
    "follow_ok": ("{card} follows the led suit {suit}", "{card} в масть захода {suit}"),
    "free_ok": ("{seat} {seat:has|have} no {suit}, the led suit, so may play any card",
                "у {seat:gen} нет масти захода {suit}: можно положить любую карту"),
    "free_after_joker": ("a joker was led: the next card sets the led suit, so any card may be played",
                         "заход был джокером: масть захода задаёт следующая карта, можно положить любую"),
    "joker_ok": ("a joker may be played at any time, declared high or low",
                 "джокера можно положить в любой момент, объявив его старшим или младшим"),
    "joker_penalty": ("a joker may be led, but a joker led to an empty table costs 10 points unless it is the last "
                      "card in hand",
                      "с джокера заходить можно, но заход джокером на пустой стол стоит 10 очков, если это не "
                      "последняя карта на руке"),
    "second_joker_high": ("a second joker takes the opposite value of the first: {card} goes high",
                          "второй джокер во взятке принимает противоположное значение: {card} будет старшим"),
    "second_joker_low": ("a second joker takes the opposite value of the first: {card} goes low",
                         "второй джокер во взятке принимает противоположное значение: {card} будет младшим"),
}

ADVICE: dict[str, tuple[str, str]] = {
    "only": ("{action} is the only legal action", "{action} — единственный возможный ход"),
    "bid": ("{n} {n:trick|tricks} look likely: about {estimate} from this hand and the cards to come ({rule})",
            "похоже на {n} {n:взятку|взятки|взяток}: около {estimate} с этой руки и карт из колоды ({rule})"),
    "bid_hook": ("{n} {n:trick|tricks}: the likelier {forbidden} is barred by the hook ({rule})",
                 "{n} {n:взятка|взятки|взяток}: заказ {forbidden} запрещён правилом последнего заказа ({rule})"),
    "win": ("{card} should take the trick: {need} more {need:trick|tricks} needed for the bid ({rule})",
            "{card} должна взять взятку: для заказа нужно ещё {need} {need:взятка|взятки|взяток} ({rule})"),
    "lead_strong": ("lead {card}, the strongest card: {need} more {need:trick|tricks} needed for the bid ({rule})",
                    "заход с {card}, самой сильной карты: для заказа нужно ещё {need} {need:взятка|взятки|взяток} "
                    "({rule})"),
    "cheap": ("{card} is the cheapest card: this trick cannot be won, so keep the strong ones ({rule})",
              "{card} — самая дешёвая карта: эту взятку не взять, сильные карты лучше сберечь ({rule})"),
    "duck": ("the bid is made: {card} is the highest card that does not take the trick ({rule})",
             "заказ выполнен: {card} — старшая карта, которая не берёт взятку ({rule})"),
    "lead_low": ("the bid is made: lead the lowest card, {card}, to give the trick away ({rule})",
                 "заказ выполнен: заход с самой младшей карты, {card}, чтобы отдать взятку ({rule})"),
    "spoil_take": ("the bid is lost: {card} takes the trick from {seat}, who needs it ({rule})",
                   "заказ уже не выполнить: {card} отнимает взятку у {seat:gen}, которому она нужна ({rule})"),
    "spoil_give": ("the bid is lost: {card} leaves the trick to {seat}, whose bid is made, to push it over ({rule})",
                   "заказ уже не выполнить: {card} оставляет взятку {seat:dat}, чей заказ уже выполнен, — "
                   "это перебор ({rule})"),
}

ACTIONS: dict[str, tuple[str, str]] = {
    "bid": ("bid {n}", "заказ {n}"),
    "high": ("{card} high", "{card} старший"),
    "low": ("{card} low", "{card} младший"),
}

words.add({f"joker52.event.{key}": texts for key, texts in EVENTS.items()})
words.add({f"joker52.reason.{key}": texts for key, texts in REASONS.items()})
words.add({f"joker52.advice.{key}": texts for key, texts in ADVICE.items()})
words.add({f"joker52.action.{key}": texts for key, texts in ACTIONS.items()})


@words.writer(Bid, Play, PlayJoker)
def _write_action(action, lang: str) -> str:
    """An action as a phrase writes it: ``заказ 2``, ``Д♥``, ``КДж старший``."""
    if type(action) is Bid:
        return words.say("joker52.action.bid", lang, n=action.tricks)
    if type(action) is Play:
        return action.card.label(lang)
    return words.say(f"joker52.action.{'high' if action.high else 'low'}", lang, card=action.card)
