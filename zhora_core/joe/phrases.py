"""Every sentence of Joe in English and Russian, in the shared phrasebook (``zhora_core.words``).

Keys start with ``"joe."``. Seats are filled in by name (``"seat 2"``, ``"место 2"`` or a player's name);
Russian sentences keep to present-tense verbs and colons, so that they fit any name.

>>> from zhora_core import words
>>> words.say("joe.restocked", "ru", n=5)
'резерв пуст: 5 карт из-под верхней карты сброса становятся резервом, без тасовки'
"""

from __future__ import annotations

from .. import words

__all__ = ["seat_name"]

words.add({
    "joe.seat": ("seat {n}", "место {n}"),
    # --- events ---------------------------------------------------------------------------------------------
    "joe.dealt": ("{dealer} deals {n} {n:card|cards} to each player, one at a time, the last face up",
                  "{dealer} сдаёт по одной карте, каждому {n} {n:карту|карты|карт}, последнюю в открытую"),
    "joe.dealt_challenge": ("{dealer} deals the challenge: {other} gets 5 cards, the dealer 1",
                            "{dealer} сдаёт вызов: {other} получает 5 карт, сдающий 1 карту"),
    "joe.face_up": ("{seat} shows {card} face up", "{seat}: открытая карта {card}"),
    "joe.tie_shown": ("{seat} is tied and shows another card: {card}",
                      "{seat}: ничья, открывает ещё одну карту: {card}"),
    "joe.first_highest": ("{seat} has the highest card shown and moves first",
                          "{seat}: старшая открытая карта, ходит первым"),
    "joe.first_nearest": ("still tied: {seat}, nearest the dealer's left, moves first",
                          "ничья не разрешилась: первым ходит {seat}, ближе всех слева от сдающего"),
    "joe.first_challenge": ("{seat} holds the 5 cards and moves first", "{seat}: 5 карт на руках, первый ход"),
    "joe.starter": ("the reserve's top card {card} starts the discard pile",
                    "верхняя карта резерва {card} начинает стопку сброса"),
    "joe.to_move": ("{seat} is to move", "сейчас ход: {seat}"),
    "joe.to_move_joe": ("two queens lie on top: {seat} is to move, with a jack (Joe) or a draw",
                        "сверху две дамы, сейчас ход: {seat}; можно только валета (Джо) или взять карту"),
    "joe.played": ("{seat} plays {card}", "{seat} кладёт {card}"),
    "joe.played_queens": ("{seat} plays two queens, {cards}: only a jack may follow",
                          "{seat} кладёт двух дам, {cards}: теперь можно играть только валета"),
    "joe.drew": ("{seat} draws a card", "{seat} берёт карту из резерва"),
    "joe.drew_nothing": ("{seat} finds nothing to draw: the reserve and the pile are empty",
                         "{seat}: брать нечего, резерв и сброс пусты"),
    "joe.equal_draw": ("{seat} played a card of equal value and draws one card",
                       "{seat}: карта того же значения, берёт одну карту из резерва"),
    "joe.restocked": ("the reserve is empty: the {n} {n:card|cards} under the top discard {n:becomes|become} the "
                      "reserve, not shuffled",
                      "резерв пуст: {n} {n:карта|карты|карт} из-под верхней карты сброса "
                      "{n:становится|становятся|становятся} резервом, без тасовки"),
    "joe.queens_back": ("nobody played a jack: {seat} may put any one card on the queens",
                        "валета никто не положил: {seat} может положить на дам любую одну карту"),
    "joe.must_follow": ("{seat} must follow with a card lower than {value}",
                        "{seat}: теперь нужно положить карту младше {value}"),
    "joe.won": ("{seat} has no cards left and wins", "{seat}: карт не осталось, это победа"),
    "joe.stalemate": ("{turns} actions and nobody is out: the round ends without a winner",
                      "{turns} {turns:действие|действия|действий}, и никто не вышел: раунд окончен без победителя"),
    # --- verdicts -------------------------------------------------------------------------------------------
    "joe.over": ("the round is over", "раунд окончен"),
    "joe.not_your_turn": ("it is {to_move}'s turn, not {seat}'s", "сейчас ход: {to_move}, а не {seat}"),
    "joe.not_held": ("{seat} does not hold {card}", "{seat}: нет карты {card}"),
    "joe.beat_higher": ("{card} beats {top}: another suit and a higher value",
                        "{card} бьёт {top}: другая масть и старшее значение"),
    "joe.beat_lower": ("{card} beats {top}: the same suit and a lower value",
                       "{card} бьёт {top}: та же масть и младшее значение"),
    "joe.beat_ace": ("an ace beats a jack, queen or king of any suit: {card} beats {top}",
                     "туз бьёт валета, даму и короля любой масти: {card} бьёт {top}"),
    "joe.beat_equal": ("{card} has the value of {top}: equal strength, so it may be played and then its player "
                       "draws one card",
                       "у {card} то же значение, что у {top}: сила равна, карту можно положить, но затем нужно "
                       "взять одну карту"),
    "joe.no_beat_other": ("{card} does not beat {top}: a card of another suit must be higher",
                          "{card} не бьёт {top}: карта другой масти должна быть старше"),
    "joe.no_beat_same": ("{card} does not beat {top}: a card of the same suit must be lower",
                         "{card} не бьёт {top}: карта той же масти должна быть младше"),
    "joe.no_beat_ace": ("{card} does not beat {top}: an ace beats only the faces of its own suit here "
                        "(ace_beats_faces='same_suit')",
                        "{card} не бьёт {top}: по этому варианту правила туз бьёт только фигуры своей "
                        "масти"),
    "joe.queens_ok": ("two queens may be played whatever the top card", "двух дам можно положить на любую карту"),
    "joe.queens_two": ("two queens are played together, not {n} {n:card|cards}",
                       "вместе кладут двух дам, а не {n} {n:карту|карты|карт}"),
    "joe.queens_only": ("only queens are played together, not {card}", "вместе кладут только дам, а не {card}"),
    "joe.queens_twice": ("the same queen is named twice", "одна и та же дама названа дважды"),
    "joe.queens_on_queens": ("on the queens {seat} may play one card, not two queens",
                             "на дам {seat} может положить одну карту, а не двух дам"),
    "joe.queens_countdown": ("{seat} must follow with one card lower than {top}, not two queens",
                             "{seat}: нужно положить одну карту младше {top}, а не двух дам"),
    "joe.jack_ok": ("{card} is a jack (Joe): it ends the queens, and the next player must beat it",
                    "{card} — валет (Джо): он снимает дам, следующий игрок должен его побить"),
    "joe.only_jack": ("after two queens only a jack (Joe) may be played, not {card}",
                      "после двух дам можно положить только валета (Джо), а не {card}"),
    "joe.queens_after_queens": ("after two queens only a jack (Joe) may be played, not two more queens",
                                "после двух дам можно положить только валета (Джо), а не ещё двух дам"),
    "joe.on_queens_ok": ("the turn came back to {seat}: any one card may go on the queens",
                         "ход вернулся: {seat} может положить на дам любую карту"),
    "joe.draw_ok": ("a player who cannot or will not play draws one card, and the turn passes",
                    "кто не может или не хочет класть карту, берёт одну из резерва, и ход переходит дальше"),
    "joe.draw_dry": ("the reserve and the pile are empty: the draw gives nothing, and the turn passes",
                     "резерв и сброс пусты: взять нечего, ход переходит дальше"),
    "joe.draw_joe": ("after two queens a player who plays no jack draws one card, and the turn passes",
                     "после двух дам тот, кто не кладёт валета, берёт одну карту, и ход переходит дальше"),
    "joe.draw_on_queens": ("{seat} may draw instead of putting a card on the queens; then normal play resumes",
                           "{seat} может взять карту вместо того, чтобы класть на дам; затем игра идёт как обычно"),
    "joe.draw_countdown": ("{seat} must follow with a card lower than {top} and holds one: no draw now",
                           "{seat}: нужно положить карту младше {top}, и такая есть, брать сейчас нельзя"),
    "joe.countdown_ok": ("{card} is lower than {top}: it follows down", "{card} младше {top}: отсчёт продолжается"),
    "joe.countdown_no": ("{card} is not lower than {top}: follow with a lower card",
                         "{card} не младше {top}: нужна карта младшего значения"),
    # --- the rule options, as the rule switches name them -----------------------------------------------------
    # --- the heuristic bot's advice -------------------------------------------------------------------------
    "joe.advice_only": ("{action} is the only legal action", "{action} — единственный возможный ход"),
    "joe.advice_queens": ("play the two queens: two cards go, and the others need a jack",
                          "положить двух дам: уходят две карты, а другим нужен валет"),
    "joe.advice_jack": ("{card} ends the queens and sheds a card", "{card} снимает дам и сбрасывает карту"),
    "joe.advice_last": ("{card} is the last card: it wins", "{card} — последняя карта: это победа"),
    "joe.advice_beat": ("{card} is the hardest of the playable cards to get rid of later",
                        "{card} из подходящих карт труднее всего сбросить потом"),
    "joe.advice_follow": ("{card} is the highest lower card, so the countdown goes on longest",
                          "{card} — самая старшая из младших карт, так отсчёт продлится дольше"),
    "joe.advice_draw": ("nothing worth playing: draw", "класть нечего: взять карту"),
    "joe.board.deck": ("deck", "резерв"),  # the board's word for the reserve (render.table_html)
})


def seat_name(seat: int, lang: str, names) -> str:
    """``names[seat]`` when names are given, else ``'seat 2'`` (``'место 2'``)."""
    if names is not None:
        return names[seat]
    return words.say("joe.seat", lang, n=seat)
