"""Every sentence of Zhora's engine in English and Russian: events, verdict reasons, score lines, bot advice, the
transcript, and how its actions are written. Registered in the phrasebook (``zhora_core.words``) on import.

A seat is a ``words.Seat`` placeholder, so one template serves "seat 1", a seat's name, and "you":

>>> from zhora_core.words import YOU, Seat, say
>>> say("zhora.event.skipped", "en", seat=Seat(1)), say("zhora.event.skipped", "ru", names=["Анна", YOU], seat=Seat(1))
('seat 1 is skipped', 'вы пропускаете ход')
"""

from __future__ import annotations

from .. import words
from .actions import Draw, Pass, Play, PlayJack, PlayJacks, SwapStarter

__all__ = ["EVENTS", "REASONS", "SCORING", "ADVICE", "ACTIONS"]

EVENTS: dict[str, tuple[str, str]] = {
    "dealt": ("{seat} {seat:deals|deal} {n} {n:card|cards} each",
              "{seat} {seat:сдаёт|сдаёте} по {n} {n:карте|карты|карт}"),
    "starter": ("the starter {card} is turned up", "открывается карта {card}"),
    "swapped": ("{seat} {seat:takes|take} the starter {jack} and {seat:puts|put} {card} in its place",
                "{seat} {seat:забирает|забираете} открытого валета {jack} и {seat:кладёт|кладёте} вместо него {card}"),
    "played": ("{seat} {seat:plays|play} {card}", "{seat} {seat:кладёт|кладёте} {card}"),
    "ordered": ("{seat} {seat:orders|order} {suit:name} {suit}",
                "{seat} {seat:заказывает|заказываете} {suit:name} {suit}"),
    "jacks_out": ("{seat} {seat:goes|go} out with the jacks {cards}",
                  "{seat} {seat:выходит|выходите} валетами {cards}"),
    "drew": ("{seat} {seat:draws|draw} a card", "{seat} {seat:берёт|берёте} карту из колоды"),
    "drew_nothing": ("{seat} {seat:finds|find} nothing to draw",
                     "{seat} {seat:хочет|хотите} взять карту, но брать нечего"),
    "penalty": ("{seat} must take {n} {n:card|cards}", "{seat} {seat:берёт|берёте} {n} {n:карту|карты|карт} штрафа"),
    "penalty_short": ("{seat} must take {n} {n:card|cards} ({short} short: the deck is dry)",
                      "{seat} {seat:берёт|берёте} {n} {n:карту|карты|карт} штрафа, а ещё {short} "
                      "{short:карты|карт|карт} взять неоткуда: колода пуста"),
    "passed": ("{seat} {seat:passes|pass}", "{seat} {seat:пасует|пасуете}"),
    "skipped": ("{seat} {seat:is|are} skipped", "{seat} {seat:пропускает|пропускаете} ход"),
    "turn": ("{seat} to move", "{seat:ходит|ходите} {seat}"),
    "turn_next": ("{seat} {seat:moves|move} next", "дальше {seat:ходит|ходите} {seat}"),
    "turn_stays": ("the turn stays with {seat:dat}", "ход остаётся у {seat:gen}"),
    "restocked": ("the deck is empty: {n:the card under the top becomes|the {n} cards under the top become} the deck "
                  "(turned over, not shuffled)",
                  "колода пуста: {n} {n:карта|карты|карт} отбоя под верхней картой "
                  "{n:становится|становятся|становятся} колодой (отбой переворачивают, не тасуя)"),
    "restocked_shuffled": ("the deck is empty: {n:the card under the top becomes|the {n} cards under the top become} "
                           "the deck (shuffled)",
                           "колода пуста: {n} {n:карта|карты|карт} отбоя под верхней картой "
                           "{n:становится|становятся|становятся} колодой (отбой тасуют)"),
    "waiting": ("{seat} {seat:has|have} no cards left but the turn did not move on: {seat:he waits|you wait} and will "
                "draw",
                "у {seat:gen} не осталось карт, но ход не перешёл дальше: {seat} {seat:ждёт|ждёте} и в свой ход "
                "{seat:возьмёт|возьмёте} карту"),
    "round_over": ("round over: {seat} {seat:wins|win} with {cards}; points {points}",
                   "раунд окончен: {seat} {seat:выигрывает|выигрываете} ({n:последняя карта|последние карты|последние "
                   "карты} {cards}); очки: {points}"),
    "stalemate_turns": ("stalemate ({n} {n:action|actions}): nobody scores, the same dealer deals again",
                        "ничья ({n} {n:действие|действия|действий}, предел раунда): очков никто не получает, сдаёт "
                        "тот же игрок"),
    "stalemate_dry": ("stalemate (every player passed with nothing to draw): nobody scores, the same dealer deals "
                      "again",
                      "ничья (все подряд спасовали, а брать нечего): очков никто не получает, сдаёт тот же игрок"),
}

REASONS: dict[str, tuple[str, str]] = {
    "over": ("the round is over", "раунд окончен"),
    "not_your_turn": ("it is {to_move:gen} turn, not {seat:gen}{seat:|s}",
                      "сейчас {to_move:ходит|ходите} {to_move}, а не {seat}"),
    "no_swap": ("there is no starter jack to swap: the swap is the dealer's first action when the starter is a jack",
                "менять нечего: сдающий меняет открытого валета только первым действием раунда"),
    "must_swap": ("the dealer ({seat}) must first take the starter {jack} and put a card of {seat:his|your} hand in "
                  "its place",
                  "сначала сдающий ({seat}) берёт открытого валета {jack} и кладёт вместо него свою карту"),
    "swap_not_held": ("{seat} {seat:does|do} not hold {card}, so cannot put it in place of {jack}",
                      "у {seat:gen} нет {card}: эту карту нельзя положить вместо {jack}"),
    "swap_jack": ("the replacement for {jack} may not be a jack", "вместо {jack} нельзя класть валета"),
    "swap_ok": ("{seat} {seat:takes|take} {jack} and {seat:puts|put} {card} in its place",
                "{seat} {seat:берёт|берёте} {jack} и {seat:кладёт|кладёте} вместо него {card}"),
    "drawn_already": ("{seat} {seat:has|have} already drawn this turn: at most one draw per turn",
                      "в этот ход у {seat:gen} уже было взятие: не больше одного за ход"),
    "dry": ("there is nothing to draw: the draw gives nothing", "брать нечего: взятие ничего не даёт"),
    "wait_draw": ("{seat} {seat:has|have} no cards and the round goes on, so {seat:he draws|you draw}",
                  "у {seat:gen} нет карт, а раунд идёт: {seat} {seat:берёт|берёте} карту"),
    "may_draw": ("{seat} may draw instead of playing, even holding a playable card",
                 "{seat} {seat:может|можете} взять карту вместо хода, даже имея подходящую"),
    "must_draw": ("{seat} {seat:has|have} no playable card, so must draw",
                  "у {seat:gen} нет подходящей карты: нужно брать"),
    "pass_ok": ("{seat} {seat:has|have} drawn this turn, so may pass",
                "{seat} {seat:может|можете} спасовать: карта в этот ход уже взята"),
    "pass_no": ("passing is allowed only after drawing this turn",
                "пасовать можно только после взятия карты в этот ход"),
    "jacks_two": ("going out with jacks takes two or more jacks; play one jack as 'J♣>♥'",
                  "выйти валетами можно только с двумя и более; одного валета играют как 'В♣>♥'"),
    "jacks_only": ("only jacks can be played together, not {card}", "вместе можно класть только валетов, не {card}"),
    "jacks_twice": ("the same jack is named twice", "один и тот же валет назван дважды"),
    "not_held": ("{seat} {seat:does|do} not hold {card}", "у {seat:gen} нет карты {card}"),
    "jacks_others": ("{seat} still {seat:holds|hold} {cards} besides these jacks: the jack finish needs a hand of "
                     "jacks only, played all at once",
                     "у {seat:gen} кроме валетов есть ещё {cards}: выйти валетами можно, только когда на руках одни "
                     "валеты, и все сразу"),
    "drawn_only": ("after a draw only the drawn card {drawn} may be played (after_draw='drawn')",
                   "после взятия можно сыграть только взятую карту {drawn} (вариант правил «только взятая карта»)"),
    "drawn_nothing": ("after a draw only no card (the draw gave nothing) may be played (after_draw='drawn')",
                      "взятие ничего не дало, а сыграть можно только взятую карту: играть нечего (вариант правил "
                      "«только взятая карта»)"),
    "jacks_ok": ("{seat} {seat:holds|hold} only jacks and {seat:plays|play} them all at once, ending the round",
                 "у {seat:gen} одни валеты: {seat} {seat:выкладывает|выкладываете} их разом, и раунд окончен"),
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

SCORING: dict[str, tuple[str, str]] = {
    "out": ("went out with {cards}", "{n:выход картой|выход картами|выход картами} {cards}"),
    "jacks_only": ("{cards}: jacks only, 20 each = {total}", "{cards}: одни валеты, по 20 за каждого = {total}"),
    "card": ("{card}={points}", "{card}={points}"),
    "sum": ("{parts} = {total}", "{parts} = {total}"),
    "no_cards": ("no cards", "нет карт"),
    "multiplier": ("× {factor} for going out with {n} jack(s)",
                   "× {factor} за выход {n} {n:валетом|валетами|валетами}"),
}

ADVICE: dict[str, tuple[str, str]] = {
    "wait": ("no cards left but the round goes on: draw ({rule})",
             "карт не осталось, но раунд идёт: берите карту ({rule})"),
    "must_draw": ("no playable card, so you must draw ({rule})", "подходящей карты нет: нужно брать ({rule})"),
    "only_pass": ("nothing playable after the draw: pass ({rule})", "после взятия ходить нечем: пасуйте ({rule})"),
    "only_swap": ("{card} is the only card that may replace the starter jack ({rule})",
                  "{card} — единственная карта, которую можно положить вместо открытого валета ({rule})"),
    "only": ("{action} is the only legal action", "{action} — единственный разрешённый ход"),
    "jacks_out": ("go out with {n} jacks: the others' points ×{factor} ({rule}, Z-MULTIPLIER)",
                  "выходите {n} {n:валетом|валетами|валетами}: очки остальных ×{factor} ({rule}, Z-MULTIPLIER)"),
    "swap": ("put {card} in place of the starter jack: it is the costliest card to keep",
             "положите {card} вместо открытого валета: эту карту дороже всего держать на руках"),
    "last": ("{card} is the last card and ends the round ({rule})",
             "{card} — последняя карта, она заканчивает раунд ({rule})"),
    "keep_jack": ("keep the jack for a finish and draw instead ({rule})",
                  "приберегите валета для выхода и возьмите карту ({rule})"),
    "draw": ("nothing to play ({rule})", "ходить нечем ({rule})"),
    "shed_jack": ("too many cards to wait: play {card} and order {suit}",
                  "слишком много карт, чтобы ждать: кладите {card} и закажите {suit:name} {suit}"),
    "pass": ("nothing worth playing after the draw: pass and keep the jacks ({rule})",
             "после взятия нет стоящего хода: пасуйте и держите валетов ({rule})"),
    "ace": ("{card} sheds {points} points and keeps the turn ({rule})",
            "{card} сбрасывает {points} {points:очко|очка|очков}, и ход остаётся за вами ({rule})"),
    "seven": ("{card} makes the next player draw 2 ({rule})", "{card}: следующий игрок берёт 2 карты ({rule})"),
    "king_hearts": ("{card} makes the next player draw 4 ({rule})", "{card}: следующий игрок берёт 4 карты ({rule})"),
    "queen": ("{card} is the only sensible play left; a queen is best kept to go out on ({rule})",
              "{card} — единственный разумный ход; даму лучше приберечь для выхода ({rule})"),
    "points": ("{card} sheds the most points among the playable cards ({rule})",
               "{card} сбрасывает больше всего очков среди подходящих карт ({rule})"),
    "search": ("{action} did better than {default} by {gain:.1f} points on average in {n} sampled deals ({rule})",
               "{action} в среднем на {gain:.1f} очка лучше, чем {default}, в {n} {n:пробной раздаче|пробных раздачах|"
               "пробных раздачах} ({rule})"),
}

ACTIONS: dict[str, tuple[str, str]] = {
    "draw": ("draw", "взять"),
    "pass": ("pass", "пас"),
    "swap": ("swap {card}", "{card} вместо валета"),
}

for _prefix, _table in (("event", EVENTS), ("reason", REASONS), ("score", SCORING), ("advice", ADVICE),
                        ("action", ACTIONS)):
    words.add({f"zhora.{_prefix}.{key}": texts for key, texts in _table.items()})


@words.writer(Play, PlayJack, PlayJacks, Draw, Pass, SwapStarter)
def _write_action(action, lang: str) -> str:
    """An action as its notation reads in ``lang``: ``'В♣>♥'``, ``'взять'``; in English exactly ``str(action)``."""
    kind = type(action)
    if kind is Play:
        return action.card.label(lang)
    if kind is PlayJack:
        return f"{action.card.label(lang)}>{action.order.value}"
    if kind is PlayJacks:
        return " ".join(card.label(lang) for card in action.cards)
    if kind is SwapStarter:
        return words.say("zhora.action.swap", lang, card=action.card)
    return words.say("zhora.action.draw" if kind is Draw else "zhora.action.pass", lang)
