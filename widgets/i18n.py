"""The words of the play table, the hand and the play room, in English and Russian (in the shared phrasebook,
``zhora_core.words``, under ``table.``)."""

from __future__ import annotations

from zhora_core import words as phrasebook

LANGS = phrasebook.LANGS

_WORDS = {
    "draw": ("Draw", "Взять"),
    "pass": ("Pass", "Пас"),
    "jacks": ("Go out with all jacks", "Выйти всеми валетами"),
    "undo": ("Undo", "Отменить"),
    "hint": ("Hint", "Подсказка"),
    "next_round": ("Next round", "Следующий раунд"),
    "new_game": ("New game", "Новая игра"),
    "cancel": ("Cancel", "Отмена"),
    "choose_suit": ("Order a suit for {card}:", "Закажите масть для {card}:"),
    "your_turn": ("Your turn", "Ваш ход"),
    "to_move": ("{name} to move", "Ходит {name}"),
    "you": ("Seat {seat} (you)", "Место {seat} (вы)"),
    "bot": ("Bot {seat} ({kind})", "Бот {seat} ({kind})"),
    "refused": ("Not allowed", "Нельзя"),
    "you_cannot": ("you cannot play {action}", "вам нельзя сыграть {action}"),
    "act_swap": ("{card} in place of the starter jack", "{card} вместо открытого валета"),
    "must_draw": ("Nothing to play: you must draw ({rule})", "Ходить нечем: нужно взять карту ({rule})"),
    "must_pass": ("Nothing to play: pass ({rule})", "Ходить нечем: пасуйте ({rule})"),
    "grey": ("Grey: {cards} — {reason} ({rule})", "Серые: {cards} — {reason} ({rule})"),
    "keys": ("Keys: 1–9 a card, D draw, P pass, U undo", "Клавиши: 1–9 — карта, В — взять, П — пас, О — отменить"),
    "hint_text": ("Hint: {action} — {reason}", "Подсказка: {action} — {reason}"),
    "round_over": ("Round over", "Раунд окончен"),
    "stalemate": ("Stalemate: nobody scores, the same dealer deals again (Z-STALL)",
                  "Ничья: очков никто не получает, сдаёт тот же (Z-STALL)"),
    "game_over": ("Game over: {name} has ЖОРА", "Игра окончена: у игрока {name} ЖОРА"),
    "scoring": ("Scoring", "Подсчёт очков"),
    "log": ("Log", "Ход игры"),
    "rules": ("Rules", "Правила"),
    "score_sheet": ("Score sheet", "Таблица очков"),
    "round": ("Round {n}", "Раунд {n}"),
    "nothing_to_undo": ("Nothing to undo", "Отменять нечего"),
    "not_your_turn": ("wait: it is {name}'s turn (Z-TURN)", "подождите: ходит {name} (Z-TURN)"),
    "no_seat": ("your seat {seat} is not at a table of {n} {n:player|players} (Z-PLAYERS)",
                "вашего места {seat} нет за столом на {n} {n:игрока|игрока|игроков} (Z-PLAYERS)"),
    "bot_random": ("random", "случайный"),
    "bot_heuristic": ("heuristic", "эвристика"),
    "bot_search": ("search", "поиск"),
    "room_title": ("Zhora · the play room", "Жора · игровая комната"),
    "room_intro": ("Click a highlighted card to play it; a jack asks for a suit. The log names the rule of every "
                   "move; the Rules panel changes the rules for the next game (New game).",
                   "Нажмите на подсвеченную карту, чтобы сыграть её; валет спросит масть. В журнале у каждого хода — "
                   "его правило; панель «Правила» меняет правила следующей игры («Новая игра»)."),
}
phrasebook.add({f"table.{key}": texts for key, texts in _WORDS.items()})
BOT_WORDS = {key for key in _WORDS if key.startswith("bot_")}


def words(key: str, lang: str = "en", **values: object) -> str:
    """The phrase ``key`` in ``lang``, with ``{placeholders}`` filled in (``{n:one|many}`` picks a plural form)."""
    return phrasebook.say(f"table.{key}", lang, **values)
