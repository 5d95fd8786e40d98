"""Every rule id in a line of English and of Russian, and a line for each option of ``Rules``.

Lessons, the rule switches and the game log use these words; they are the project's own paraphrase.

>>> rule_title("Z-SEVEN"), rule_title("Z-SEVEN", "ru")
('7: the next player draws 2 and the turn stays', '7: следующий берёт 2 карты, ход остаётся')
"""

from __future__ import annotations

from .. import words

__all__ = ["RULE_TITLES", "OPTION_HELP", "rule_title", "option_help"]

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

OPTION_HELP: dict[str, tuple[str, str]] = {
    "players": ("number of players", "число игроков"),
    "starter_jack_swap": ("the dealer swaps a starter jack for a card of his hand",
                          "сдающий меняет открытого валета на свою карту"),
    "starter_effects": ("the starter acts as if the dealer had played it", "открытая карта действует, как если бы её сыграл сдающий"),
    "after_draw": ("after a draw: any playable card, only the drawn card, or the turn ends",
                   "после взятия: любая подходящая карта, только взятая, или ход кончается"),
    "turn_stays": ("'the turn stays': the same player again, or the next player is skipped",
                   "«ход остаётся»: снова тот же игрок, или следующий пропускает ход"),
    "restock": ("the pile becomes the deck turned over, or shuffled", "отбой становится колодой перевёрнутым или перетасованным"),
    "max_turns": ("a round this long ends as a stalemate", "раунд такой длины кончается ничьей"),
    "nine_points": ("what a 9 left in hand scores", "сколько очков стоит девятка"),
    "jack_multipliers": ("multipliers for going out with 1, 2, 3, 4 jacks", "множители за выход 1, 2, 3, 4 валетами"),
}


words.add({f"zhora.rule.{rule}": texts for rule, texts in RULE_TITLES.items()})
words.add({f"zhora.option.{option}": texts for option, texts in OPTION_HELP.items()})


def rule_title(rule: str, lang: str = "en") -> str:
    """The one-line statement of a rule id, in English or Russian (``lang="ru"``)."""
    return words.say(f"zhora.rule.{rule}", lang)


def option_help(option: str, lang: str = "en") -> str:
    """One line saying what an option of ``Rules`` switches."""
    return words.say(f"zhora.option.{option}", lang)
