"""Every rule id in a line of English and of Russian, and the rest of Zhora's ``Glossary``: the game in short,
the card effects, the scoring with a worked example, the readings chosen (each option's words are in ``Rules``).

Lessons, the rule switches, the game log and the handouts use these words; they are the project's own paraphrase.

>>> rule_title("Z-SEVEN"), rule_title("Z-SEVEN", "ru")
('7: the next player draws 2 and the turn stays', '7: следующий берёт 2 карты, ход остаётся')
"""

from __future__ import annotations

from .. import words
from ..protocol import Effect, Glossary, Reading
from .rules import Rules
from .scoring import score_lines, tally

__all__ = ["RULE_TITLES", "GLOSSARY", "rule_title", "option_help"]

RULE_TITLES: dict[str, tuple[str, str]] = {
    "Z-PLAYERS": ("2, 3 or 4 players in a circle, playing clockwise", "2, 3 или 4 игрока по кругу, по часовой стрелке"),
    "Z-DECK": ("36 cards: 6 to ace in four suits", "36 карт: от шестёрки до туза в четырёх мастях"),
    "Z-DEALER": ("first dealer by lot, then the last round's winner", "первого сдающего выбирает жребий, потом — победитель раунда"),
    "Z-DEAL": ("shuffle and deal 4 cards each", "колоду тасуют и сдают по 4 карты"),
    "Z-STARTER": ("the next card is turned up to start the pile", "следующая карта открывается и начинает отбой"),
    "Z-STARTER-JACK": ("a starter jack goes to the dealer, who puts a non-jack in its place",
                       "открытого валета забирает сдающий и кладёт вместо него не валета"),
    "Z-STARTER-EFFECT": ("the starter only sets suit and rank; its effect does not apply",
                         "открытая карта задаёт масть и достоинство, но не действует"),
    "Z-FIRST": ("the player left of the dealer moves first", "первым ходит игрок слева от сдающего"),
    "Z-TURN": ("only the player to move acts, with cards he holds", "ходит только тот, чья очередь, и только своими картами"),
    "Z-MATCH": ("play a card of the top card's suit or rank", "кладут карту той же масти или того же достоинства"),
    "Z-JACK": ("a jack goes on anything and orders a suit", "валета кладут на любую карту и заказывают масть"),
    "Z-ORDER": ("after a jack: the ordered suit or another jack", "после валета — только заказанная масть или другой валет"),
    "Z-DRAW": ("instead of playing, draw one card (once a turn)", "вместо хода можно взять одну карту (раз за ход)"),
    "Z-MUST-DRAW": ("with nothing playable, you must draw", "если нечем ходить, нужно взять карту"),
    "Z-AFTER-DRAW": ("after drawing: play a playable card, or pass", "после взятия можно сыграть подходящую карту или спасовать"),
    "Z-PASS": ("passing is allowed only after drawing", "пасовать можно только после взятия карты"),
    "Z-SIX": ("6: the next player is skipped", "6: ход переходит через одного"),
    "Z-SEVEN": ("7: the next player draws 2 and the turn stays", "7: следующий берёт 2 карты, ход остаётся"),
    "Z-EIGHT": ("8: the next two players are skipped", "8: ход переходит через двоих"),
    "Z-KING-HEARTS": ("K♥: the next player draws 4 and the turn stays", "К♥: следующий берёт 4 карты, ход остаётся"),
    "Z-ACE": ("ace: the turn stays", "туз: ход остаётся"),
    "Z-PLAIN": ("other cards pass the turn to the next player", "остальные карты передают ход следующему"),
    "Z-RESTOCK": ("an empty deck is refilled from the pile, turned over, not shuffled",
                  "пустую колоду заменяет перевёрнутый отбой, без тасовки"),
    "Z-DRY": ("nothing left to draw: the draw gives nothing", "брать нечего: взятие ничего не даёт"),
    "Z-STALL": ("an endless round ends as a stalemate: nobody scores", "бесконечный раунд — ничья, очков никто не получает"),
    "Z-OUT": ("the round ends when a player is out and the turn passes on",
              "раунд кончается, когда у игрока нет карт и ход перешёл к следующему"),
    "Z-WAIT": ("out on a card that keeps the turn: wait, then draw", "вышел картой, что держит ход: ждёт и берёт карту"),
    "Z-JACKS-OUT": ("a hand of jacks only may be played all at once", "одни валеты можно выложить разом"),
    "Z-POINTS": ("losers score their cards: 6-8 face value, 9 zero, 10 ten, Q 3, K 4, A 11",
                 "проигравшие считают карты: 6-8 по номиналу, 9 — 0, 10 — 10, Д 3, К 4, Т 11"),
    "Z-JACK-POINTS": ("a jack scores 2, or 20 if the hand is jacks only", "валет — 2 очка, или 20, если на руках одни валеты"),
    "Z-MULTIPLIER": ("going out with jacks multiplies the others' points: ×2 ×4 ×6 ×8",
                     "выход валетами умножает очки других: ×2 ×4 ×6 ×8"),
    "Z-QUEEN": ("going out on Q♠ scores −20, on another queen −10", "выход дамой пик даёт −20, другой дамой −10"),
    "Z-TOTAL": ("round points add up to a running total", "очки раундов складываются"),
    "Z-LETTER": ("above 100: the next letter of ЖОРА, total back to 0", "больше 100 — следующая буква слова ЖОРА, очки обнуляются"),
    "Z-BURN": ("exactly 100: the points burn to 0, no letter", "ровно 100 — очки сгорают, буквы нет"),
    "Z-KEEP": ("letters are never taken back", "буквы не снимаются никогда"),
    "Z-END": ("whoever completes ЖОРА loses; fewer letters, then fewer points, rank first",
              "собравший ЖОРА проиграл; выше тот, у кого меньше букв, потом меньше очков"),
}

words.add({f"zhora.rule.{rule}": texts for rule, texts in RULE_TITLES.items()})


def rule_title(rule: str, lang: str = "en") -> str:
    """The one-line statement of a rule id, in English or Russian (``lang="ru"``)."""
    return words.say(f"zhora.rule.{rule}", lang)


def option_help(option: str, lang: str = "en") -> str:
    """One line saying what an option of ``Rules`` switches."""
    return Rules.option(option).help_in(lang)


_NAMES = (("Anna", "Boris", "Vera"), ("Анна", "Борис", "Вера"))


def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """The rules file's worked example: Anna goes out with two jacks; Boris holds 9♠ Q♥ A♦, Vera J♥; then
    Boris's 60 and Vera's 20 before the round become their new totals."""
    ru = words.LANGS.index(words.check_lang(lang))
    names = _NAMES[ru]
    hands, finish = ["", "9♠ Q♥ A♦", "J♥"], "J♣ J♦"
    lines = score_lines(hands, 0, finish, lang=lang)
    rows = [(line.rule, f"{names[line.seat]}: {line.text}", str(line.points)) for line in lines]
    points = {line.seat: line.points for line in lines}
    for seat, before in ((1, 60), (2, 20)):
        total, letters = tally(before, "", points[seat])
        rule = "Z-LETTER" if letters else "Z-BURN" if before + points[seat] == 100 else "Z-TOTAL"
        rows.append((rule, f"{names[seat]}: {before} + {points[seat]} = {before + points[seat]}",
                     f"{total}, {letters}" if letters else str(total)))
    return rows


GLOSSARY = Glossary(
    rules=RULE_TITLES,
    summary=("A shedding game for 2 to 4 players with 36 cards. On your turn play a card of the top card's suit or "
             "rank, or draw one. A jack goes on anything and orders a suit; sixes, sevens, eights, the king of "
             "hearts and aces act on the next players. The first player out wins the round; the others score the "
             "cards left in their hands, and whoever collects the four letters of ЖОРА loses the game.",
             "Игра на сброс карт для 2–4 игроков колодой в 36 карт. В свой ход кладут карту той же масти или того "
             "же достоинства, что верхняя, или берут одну карту. Валета кладут на любую карту, и он заказывает "
             "масть; шестёрки, семёрки, восьмёрки, король червей и тузы действуют на следующих игроков. Кто первым "
             "избавился от карт, выиграл раунд; остальные считают очки оставшихся карт, а собравший четыре буквы "
             "слова ЖОРА проигрывает всю игру."),
    effects=(
        Effect(cards=("6", "6"), rule="Z-SIX", text=("the next player is skipped", "следующий пропускает ход")),
        Effect(cards=("7", "7"), rule="Z-SEVEN", text=("the next player draws 2; you move again",
                                                       "следующий берёт 2 карты; вы ходите снова")),
        Effect(cards=("8", "8"), rule="Z-EIGHT", text=("the next two players are skipped",
                                                       "двое следующих пропускают ход")),
        Effect(cards=("K♥", "К♥"), rule="Z-KING-HEARTS", text=("the next player draws 4; you move again",
                                                               "следующий берёт 4 карты; вы ходите снова")),
        Effect(cards=("A", "Т"), rule="Z-ACE", text=("you move again", "вы ходите снова")),
        Effect(cards=("J", "В"), rule="Z-JACK", text=("goes on anything and orders a suit",
                                                      "кладётся на любую карту и заказывает масть")),
        Effect(cards=("J J …", "В В …"), rule="Z-JACKS-OUT",
               text=("a hand of jacks only goes out at once: the others' points ×2 ×4 ×6 ×8",
                     "одни валеты выкладывают разом: очки других ×2 ×4 ×6 ×8")),
        Effect(cards=("Q, Q♠", "Д, Д♠"), rule="Z-QUEEN", text=("going out on a queen scores −10, on Q♠ −20",
                                                              "выход дамой даёт −10, дамой пик −20")),
    ),
    scoring=("The winner of a round scores 0 (−10 going out on a queen, −20 on Q♠). Each loser scores his cards: 6 7 8 "
             "at face value, 9 zero, 10 ten, queen 3, king 4, ace 11, jack 2 (20 each in a hand of jacks only), "
             "multiplied when the winner went out with jacks. Points add up; above 100 the player earns the next "
             "letter of ЖОРА and starts again from 0; exactly 100 burns to 0. Whoever completes ЖОРА loses.",
             "Победитель раунда получает 0 (−10 за выход дамой, −20 за выход дамой пик). Каждый проигравший "
             "считает свои карты: 6 7 8 по номиналу, 9 — 0, 10 — 10, дама 3, король 4, туз 11, валет 2 (по 20, "
             "если на руках одни валеты); очки умножаются, если победитель вышел валетами. Очки складываются; "
             "больше 100 — игрок получает следующую букву слова ЖОРА и начинает с нуля; ровно 100 сгорают. "
             "Собравший ЖОРА проиграл."),
    example=example,
    readings=(
        Reading(rule="Z-DRY", text=("With nothing at all left to draw, a draw is still allowed: it gives nothing, "
                                    "and the player may then pass.",
                                    "Когда брать совсем нечего, взять карту всё равно можно: взятие ничего не "
                                    "даёт, и затем игрок может спасовать.")),
        Reading(rule="Z-JACKS-OUT", text=("The jack finish plays the whole hand at once; a single last jack is an "
                                          "ordinary jack that names a suit and ends the round with ×2.",
                                          "Валетами выходят только всей рукой сразу; последний одиночный валет — "
                                          "обычный валет: он заказывает масть и кончает раунд с множителем ×2.")),
        Reading(rule="Z-OUT", text=("When “the turn stays” means skipping the next player, a last 7, K♥ or A "
                                    "does not end the round: the player waits (Z-WAIT).",
                                    "Если «ход остаётся» значит пропуск следующего, последняя 7, К♥ или Т не "
                                    "кончают раунд: игрок ждёт (Z-WAIT).")),
        Reading(rule="Z-STALL", text=("An out on the very action that reaches the turn limit still scores as an "
                                      "out, not as a stalemate.",
                                      "Выход тем самым действием, на котором кончается предел ходов, считается "
                                      "выходом, а не ничьей.")),
        Reading(rule="Z-END", text=("Two players with the same letters and the same total share their place.",
                                    "Два игрока с одинаковыми буквами и очками делят место.")),
    ),
    section=("docs/readings.md, its first table", "описание решений проекта, первая таблица"),
    traits={"shed": "Z-OUT", "match": "Z-MATCH", "wild_suit": "Z-JACK", "draw": "Z-DRAW",
            "draw_penalty": "Z-SEVEN", "skip": "Z-SIX", "turn_stays": "Z-ACE", "restock": "Z-RESTOCK",
            "several": "Z-JACKS-OUT", "short_deck": "Z-DECK", "cards_count": "Z-POINTS",
            "finish_bonus": "Z-MULTIPLIER", "rounds_total": "Z-TOTAL", "letters": "Z-LETTER"},
)
"""Zhora's rules in words (``GameSpec.glossary``)."""
