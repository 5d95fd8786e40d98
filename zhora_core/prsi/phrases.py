"""Every sentence Prší says, in English and Russian, registered in the phrasebook (``zhora_core.words``) at import.

Keys start with ``"prsi."``: ``prsi.ev.*`` narrate events, ``prsi.why.*`` are the engine's verdicts, ``prsi.bot.*``
the heuristic bot's advice.

>>> from zhora_core import words
>>> words.say("prsi.ev.penalty_taken", "ru", names=["Анна", words.YOU], seat=words.Seat(0), n=4)
'Анна берёт 4 карты за семёрки'
>>> words.say("prsi.ev.stood", "en", names=["Anna", words.YOU], seat=words.Seat(1))
'you stand and miss the turn'
"""

from __future__ import annotations

from .. import words

PHRASES = {
    "prsi.seat": ("seat {n}", "место {n}"),
    # events: a seat is a ``words.Seat``, worded by its name (or "you") when the caller gives names
    "prsi.ev.dealt": ("{seat} {seat:deals|deal} {n} cards each",
                      "{seat} {seat:сдаёт|сдаёте} по {n} {n:карте|карты|карт}"),
    "prsi.ev.starter": ("the starter {card} is turned up", "открыта карта {card}"),
    "prsi.ev.starter_acts": ("the starter {card} acts on {seat:dat} as if the dealer had played it",
                             "открытая карта {card} действует против {seat:gen}, как если бы её сыграл сдающий"),
    "prsi.ev.starter_queen": ("the starter {card} sets only its own suit, {suit:name}",
                              "открытая дама {card} задаёт только свою масть: {suit:name}"),
    "prsi.ev.turn": ("{seat} to move", "{seat:ходит|ходите} {seat}"),
    "prsi.ev.turn_next": ("{seat} {seat:moves|move} next", "дальше {seat:ходит|ходите} {seat}"),
    "prsi.ev.played": ("{seat} {seat:plays|play} {card}", "{seat} {seat:кладёт|кладёте} {card}"),
    "prsi.ev.named": ("{seat} {seat:names|name} {suit:name} {suit}",
                      "{seat} {seat:заказывает|заказываете} {suit:name} {suit}"),
    "prsi.ev.penalty_answer": ("{seat} must draw {n} {n:card|cards} or answer with a 7",
                               "{seat:dat} предстоит взять {n} {n:карту|карты|карт} или ответить семёркой"),
    "prsi.ev.penalty": ("{seat} must draw {n} {n:card|cards}", "{seat:dat} предстоит взять {n} {n:карту|карты|карт}"),
    "prsi.ev.stand_answer": ("{seat} must stand or answer with an ace",
                             "{seat:dat} предстоит стоять или ответить тузом"),
    "prsi.ev.stand": ("{seat} must stand", "{seat:dat} предстоит стоять"),
    "prsi.ev.drew": ("{seat} {seat:draws|draw} a card", "{seat} {seat:берёт|берёте} карту"),
    "prsi.ev.dry": ("{seat} {seat:finds|find} nothing to draw", "{seat:dat} брать нечего"),
    "prsi.ev.penalty_taken": ("{seat} {seat:draws|draw} {n} {n:card|cards} for the sevens",
                              "{seat} {seat:берёт|берёте} {n} {n:карту|карты|карт} за семёрки"),
    "prsi.ev.penalty_short": ("{seat} {seat:draws|draw} {n} {n:card|cards} for the sevens ({short} short: nothing "
                              "left to draw)",
                              "{seat} {seat:берёт|берёте} {n} {n:карту|карты|карт} за семёрки (ещё {short} "
                              "{short:карту|карты|карт} взять неоткуда)"),
    "prsi.ev.stood": ("{seat} {seat:stands|stand} and {seat:misses|miss} the turn",
                      "{seat} {seat:стоит|стоите} и {seat:пропускает|пропускаете} ход"),
    "prsi.ev.restock_turn": ("the stock is empty: the {n} {n:card|cards} under the top become the stock, turned "
                             "over, not shuffled",
                             "колода пуста: {n} {n:карта|карты|карт} из-под верхней становятся колодой, "
                             "перевёрнутые, не тасуя"),
    "prsi.ev.restock_shuffle": ("the stock is empty: the {n} {n:card|cards} under the top are shuffled into the stock",
                                "колода пуста: {n} {n:карта|карты|карт} из-под верхней тасуются в новую колоду"),
    "prsi.ev.won": ("{seat} {seat:plays|play} the last card and {seat:wins|win}: Prší!",
                    "{seat} {seat:кладёт|кладёте} последнюю карту и {seat:выигрывает|выигрываете}: «Прши!»"),
    "prsi.ev.stall_turns": ("stalemate after {n} actions: nobody wins or scores",
                            "ничья после {n} {n:хода|ходов|ходов}: никто не выигрывает и не получает очков"),
    "prsi.ev.stall_dry": ("stalemate: every player in a row drew nothing; nobody wins or scores",
                          "ничья: все игроки подряд не смогли ничего взять; никто не выигрывает и не получает очков"),
    # verdicts
    "prsi.why.over": ("the round is over", "раунд окончен"),
    "prsi.why.not_your_turn": ("it is {to_move:gen} turn, not {seat:gen}",
                               "сейчас {to_move:ходит|ходите} {to_move}, а не {seat}"),
    "prsi.why.not_held": ("{seat} {seat:holds|hold} no {card}", "у {seat:gen} нет карты {card}"),
    "prsi.why.queen_needs_suit": ("a queen names a suit: write it like {card}>♥",
                                  "дама заказывает масть: запишите ход так: {card}>♥"),
    "prsi.why.names_non_queen": ("only a queen names a suit, {card} does not",
                                 "масть заказывает только дама, а {card} не дама"),
    "prsi.why.queen_ok": ("{card} may go on any card, and names {suit:name}",
                          "{card} можно положить на любую карту; заказаны {suit:name}"),
    "prsi.why.named_ok": ("{card} follows the named suit, {suit:name}", "{card} заказанной масти: {suit:name}"),
    "prsi.why.named_no": ("a queen named {suit:name}: the next card must be of that suit or a queen, not {card}",
                          "дама заказала {suit:name}: нужна карта этой масти или дама, а не {card}"),
    "prsi.why.suit_ok": ("{card} has the suit of the top card {top}", "{card} той же масти, что и {top}"),
    "prsi.why.rank_ok": ("{card} has the rank of the top card {top}", "{card} того же достоинства, что и {top}"),
    "prsi.why.no_match": ("{card} shares neither suit nor rank with the top card {top}",
                          "{card} не совпадает с {top} ни мастью, ни достоинством"),
    "prsi.why.may_draw": ("a player may always draw one card instead of playing; the turn then ends",
                          "вместо хода всегда можно взять одну карту; на этом ход кончается"),
    "prsi.why.draw_dry": ("there is nothing left to draw: the draw gives nothing and the turn ends",
                          "брать нечего: ход кончается без карты"),
    "prsi.why.take_penalty": ("the sevens' penalty is taken: {n} {n:card|cards}, and the turn ends",
                              "штраф за семёрки: взять {n} {n:карту|карты|карт}, и ход кончается"),
    "prsi.why.answer_seven": ("{card} answers the pending 7: the next player faces {n} {n:card|cards}",
                              "{card} отвечает на семёрку: следующему грозит {n} {n:карта|карты|карт}"),
    "prsi.why.no_stack_sevens": ("sevens do not stack in these rules: draw the {n} {n:card|cards}",
                                 "по этим правилам семёрки не складываются: возьмите {n} {n:карту|карты|карт}"),
    "prsi.why.penalty_only": ("a 7 is pending: answer with a 7 or draw {n} {n:card|cards}, not {card}",
                              "ждёт семёрка: ответьте семёркой или возьмите {n} {n:карту|карты|карт}, а не {card}"),
    "prsi.why.penalty_draw_only": ("a 7 is pending and sevens do not stack: draw {n} {n:card|cards}, not {card}",
                                   "ждёт семёрка, а семёрки не складываются: возьмите {n} {n:карту|карты|карт}, "
                                   "а не {card}"),
    "prsi.why.queen_not_answer": ("a queen cannot answer the pending {top}", "дамой нельзя ответить на {top}"),
    "prsi.why.penalty_no_stand": ("there is no ace to stand for: a 7 is pending, so draw {n} {n:card|cards}",
                                  "туза нет, стоять незачем: ждёт семёрка, возьмите {n} {n:карту|карты|карт}"),
    "prsi.why.stand_ok": ("the pending ace is accepted: the player stands, neither drawing nor playing",
                          "туз принят: игрок стоит, не берёт и не кладёт карт"),
    "prsi.why.answer_ace": ("{card} answers the pending ace and passes the stand on",
                            "{card} отвечает на туза и передаёт пропуск хода дальше"),
    "prsi.why.no_stack_aces": ("aces do not stack in these rules: stand",
                               "по этим правилам тузы не складываются: стойте"),
    "prsi.why.stand_only": ("an ace is pending: answer with an ace or stand, not {card}",
                            "ждёт туз: ответьте тузом или стойте, а не {card}"),
    "prsi.why.stand_no_draw": ("an ace is pending: stand (neither draw nor play) or answer with an ace",
                               "ждёт туз: стойте (не берите и не кладите карт) или ответьте тузом"),
    "prsi.why.no_stand": ("no ace is pending: there is nothing to stand for", "туз не ждёт: стоять незачем"),
    # the heuristic bot's advice
    "prsi.bot.last": ("{card} is the last card: play it and win", "{card} — последняя карта: положите её и выиграйте"),
    "prsi.bot.answer_seven": ("answer with {card}: the penalty passes on to the next player, larger",
                              "ответьте картой {card}: штраф, увеличенный, переходит к следующему"),
    "prsi.bot.answer_ace": ("answer with {card}: the next player stands instead",
                            "ответьте картой {card}: стоять будет следующий"),
    "prsi.bot.seven": ("{card} makes the next player draw 2 or answer",
                       "{card} заставит следующего взять 2 или ответить"),
    "prsi.bot.ace": ("{card} makes the next player stand", "{card} заставит следующего стоять"),
    "prsi.bot.plain": ("{card} keeps the most cards of one suit in hand",
                       "{card}: в руке останется больше карт одной масти"),
    "prsi.bot.queen": ("nothing else fits: play {card} and name {suit:name}, the suit you hold most of",
                       "ничего другого нет: положите {card} и закажите {suit:name}, их у вас больше всего"),
    "prsi.bot.draw": ("nothing fits: draw a card", "класть нечего: возьмите карту"),
    "prsi.bot.take_penalty": ("no 7 to answer with: take the {n} {n:card|cards}",
                              "семёрки для ответа нет: возьмите {n} {n:карту|карты|карт}"),
    "prsi.bot.stand": ("no ace to answer with: stand", "туза для ответа нет: стойте"),
}

words.add(PHRASES)
