"""Every sentence Thirteen says, in English and Russian, and how its actions are written; registered in the
phrasebook (``zhora_core.words``) on import.

A seat is a ``words.Seat`` placeholder, so one template serves "seat 1", a seat's name, and "you":

>>> from zhora_core.words import YOU, Seat, say
>>> say("thirteen.took", "ru", seat=Seat(1), n=13), say("thirteen.took", "en", names=["Ann", YOU], seat=Seat(1), n=1)
('место 1 берёт из резерва 13 карт', 'you take 1 card from the reserve')
"""

from __future__ import annotations

from .. import words
from .actions import Draw, EndRun, Play

__all__ = ["PHRASES"]

PHRASES = {
    # --- verdicts
    "thirteen.over": ("the round is over", "раунд окончен"),
    "thirteen.bad_seat": ("{seat} is not a seat: the seats are 0 and 1", "{seat} — не место за столом: места 0 и 1"),
    "thirteen.not_your_turn": ("{to_move} {to_move:is|are} to move, not {seat}",
                               "{to_move:ходит|ходите} {to_move}, а не {seat}"),
    "thirteen.not_held": ("{card} is not in the hand of {seat}", "карты {card} нет на руке у {seat:gen}"),
    "thirteen.step_ok": ("{card} is one rank from the centre card {centre}",
                         "{card} на одно значение старше или младше центральной карты {centre}"),
    "thirteen.step_circle": ("{card} goes on {centre}: the ace is next to both the king and the two",
                             "{card} можно на {centre}: туз соседствует и с королём, и с двойкой"),
    "thirteen.step_no": ("{card} is not one rank above or below the centre card {centre}",
                         "{card} не на одно значение старше или младше центральной карты {centre}"),
    "thirteen.run_ok": ("{card} continues the run: one rank from {top}",
                        "{card} продолжает серию: на одно значение от {top}"),
    "thirteen.run_no": ("{card} does not continue the run: it is not one rank from {top}",
                        "{card} не продолжает серию: она не на одно значение от {top}"),
    "thirteen.run_suit": ("a run keeps to one suit (run_same_suit): {card} is not of the suit of {top}",
                          "серия идёт в одной масти (вариант правил): {card} не той же масти, что {top}"),
    "thirteen.joker_ok": ("{card} goes on {centre}, a king of its colour, and ends the turn",
                          "{card} ложится на {centre}, короля своего цвета, и ход окончен"),
    "thirteen.joker_no": ("a joker goes only on a king of its colour: {card} cannot go on {centre}",
                          "джокер кладут только на короля своего цвета: {card} нельзя положить на {centre}"),
    "thirteen.end_ok": ("{seat} may end the run after {n} {n:card|cards}",
                        "{seat} {seat:может|можете} закончить серию после {n} {n:карты|карт|карт}"),
    "thirteen.end_no": ("there is no run to end: play a card on the centre or draw",
                        "серии нет, заканчивать нечего: сыграйте карту или возьмите из резерва"),
    "thirteen.end_answer": ("the joker on {king} must be answered with the queen or the ace of its suit, or the "
                            "cards taken",
                            "на джокера на {king} отвечают дамой или тузом той же масти, иначе берут карты"),
    "thirteen.draw_must": ("{seat} {seat:has|have} no card to play and {seat:draws|draw} one",
                           "{seat:dat} нечем ходить: {seat} {seat:берёт|берёте} карту"),
    "thirteen.draw_may": ("{seat} may draw instead of playing (may_draw_when_able)",
                          "{seat} {seat:может|можете} взять карту вместо хода (вариант правил: брать можно, имея ход)"),
    "thirteen.draw_no": ("{seat} can play {card}, so {seat:it|you} must play: only a player who cannot play draws",
                         "{seat} {seat:может|можете} сыграть {card} и {seat:должно|должны} ходить: берёт только тот, "
                         "кому нечем ходить"),
    "thirteen.draw_pass": ("the reserve and the centre pile are empty: {seat} {seat:passes|pass}",
                           "резерв и центр пусты: {seat} {seat:пасует|пасуете}"),
    "thirteen.draw_in_run": ("{seat} {seat:has|have} played this turn: go on with the run or end it",
                             "{seat} уже {seat:сделало|сделали} ход: продолжайте серию или закончите её"),
    "thirteen.answer_ok": ("{card} answers the joker on {king}", "{card} отвечает на джокера на {king}"),
    "thirteen.answer_no": ("after a joker on {king} only the queen or the ace of {suit} may be played",
                           "после джокера на {king} можно сыграть только даму или туза масти {suit}"),
    "thirteen.take_ok": ("{seat} cannot answer the joker on {king} and {seat:takes|take} {n} {n:card|cards}",
                         "{seat:dat} нечем ответить на джокера на {king}: {seat} {seat:берёт|берёте} {n} "
                         "{n:карту|карты|карт}"),
    "thirteen.take_no": ("{seat} can answer the joker with {card}, so {seat:it|you} must",
                         "{seat} {seat:может|можете} ответить на джокера картой {card} и {seat:должно|должны} "
                         "ответить"),
    # --- events
    "thirteen.dealt": ("{seat} {seat:deals|deal} {n} cards each", "{seat} {seat:сдаёт|сдаёте} по {n} {n:карте|карты|карт}"),
    "thirteen.centre": ("{card} is turned up in the centre", "в центр открыта карта {card}"),
    "thirteen.joker_back": ("the joker {card} turned up goes back into the reserve",
                            "открытый джокер {card} уходит обратно в резерв"),
    "thirteen.turn_to": ("{seat} to move", "{seat:ходит|ходите} {seat}"),
    "thirteen.played": ("{seat} {seat:plays|play} {card}", "{seat} {seat:кладёт|кладёте} {card}"),
    "thirteen.run_ended": ("{seat} {seat:ends|end} the run after {n} {n:card|cards}",
                           "{seat} {seat:заканчивает|заканчиваете} серию после {n} {n:карты|карт|карт}"),
    "thirteen.drew": ("{seat} {seat:draws|draw} a card", "{seat} {seat:берёт|берёте} карту из резерва"),
    "thirteen.took": ("{seat} {seat:takes|take} {n} {n:card|cards} from the reserve",
                      "{seat} {seat:берёт|берёте} из резерва {n} {n:карту|карты|карт}"),
    "thirteen.passed": ("{seat} {seat:has|have} nothing to draw and {seat:passes|pass}",
                        "{seat:dat} брать нечего: {seat} {seat:пасует|пасуете}"),
    "thirteen.restocked": ("the reserve is empty: {n} {n:card|cards} of the centre pile {n:is|are} shuffled into a "
                           "new reserve", "резерв пуст: {n} {n:карта|карты|карт} из центра {n:перемешана|перемешаны|"
                           "перемешаны} в новый резерв"),
    "thirteen.won": ("{seat} {seat:has|have} no cards left and {seat:wins|win}; cards left in hand: {left}",
                     "{seat} {seat:избавляется|избавляетесь} от всех карт и {seat:выигрывает|выигрываете}; "
                     "карт на руках: {left}"),
    "thirteen.stalemate": ("{n} actions without a winner: the round ends as a stalemate",
                           "{n} {n:ход|хода|ходов} без победителя: раунд окончен вничью"),
    # --- the heuristic bot's advice
    "thirteen.bot.run": ("{card} opens the longest run this hand can play from here ({n} {n:card|cards})",
                         "{card} начинает самую длинную серию, какую можно сыграть отсюда ({n} {n:карта|карты|карт})"),
    "thirteen.bot.joker": ("{card} on the king: the other player must answer with its queen or ace, or take 13",
                           "{card} на короля: сопернику придётся ответить дамой или тузом, или взять 13 карт"),
    "thirteen.bot.last": ("{card} is the last card: playing it wins", "{card} — последняя карта: она приносит победу"),
    "thirteen.bot.draw": ("no card goes on the centre: draw", "на центр класть нечего: взять карту"),
    "thirteen.bot.take": ("no queen or ace of the king's suit: take the cards",
                          "нет дамы или туза масти короля: придётся взять карты"),
    "thirteen.bot.end": ("no card continues the run: end it", "серию продолжить нечем: закончить её"),
    # --- actions, options and fields
    "thirteen.action.end": ("end", "конец"),
    "thirteen.action.draw": ("draw", "взять"),
    "thirteen.field.hands": ("hand", "рука"),
    "thirteen.field.top": ("centre card", "карта в центре"),
    "thirteen.field.pile": ("under the centre card", "под центральной картой"),
    "thirteen.field.deck": ("reserve", "резерв"),
    "thirteen.field.to_move": ("to move", "ходит"),
    "thirteen.field.dealer": ("dealer", "сдающий"),
    "thirteen.field.phase": ("phase", "фаза"),
    "thirteen.board.deck": ("deck", "резерв"),  # the board's word for the reserve (render.table_html)
}

words.add(PHRASES)


@words.writer(Play, EndRun, Draw)
def _write_action(action, lang: str) -> str:
    """An action as a phrase writes it: its card (``Д♥``, ``КДж``), or "end" / "draw" in the language."""
    if type(action) is Play:
        return action.card.label(lang)
    return words.say("thirteen.action.end" if type(action) is EndRun else "thirteen.action.draw", lang)
