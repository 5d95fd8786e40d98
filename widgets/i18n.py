"""The words of the play table, the hand and the play room, in English and Russian (in the shared phrasebook,
``zhora_core.words``, under ``table.``)."""

from __future__ import annotations

from zhora_core import words as phrasebook

LANGS = phrasebook.LANGS

_WORDS = {
    "draw": ("Draw", "Взять"),
    "pass": ("Pass", "Пас"),
    "undo": ("Undo", "Отменить"),
    "hint": ("Hint", "Подсказка"),
    "next_round": ("Next round", "Следующий раунд"),
    "new_game": ("New game", "Новая игра"),
    "cancel": ("Cancel", "Отмена"),
    "your_turn": ("Your turn", "Ваш ход"),
    "to_move": ("{name} to move", "Ходит {name}"),
    "you": ("Seat {seat} (you)", "Место {seat} (вы)"),
    "bot": ("Bot {seat} ({kind})", "Бот {seat} ({kind})"),
    "refused": ("Not allowed", "Нельзя"),
    "you_cannot": ("you cannot play {action}", "вам нельзя сыграть {action}"),
    "grey": ("Grey: {cards} — {reason} ({rule})", "Серые: {cards} — {reason} ({rule})"),
    "hint_text": ("Hint: {action} — {reason}", "Подсказка: {action} — {reason}"),
    "round_over": ("Round over", "Раунд окончен"),
    "scoring": ("Scoring", "Подсчёт очков"),
    "log": ("Log", "Ход игры"),
    "rules": ("Rules", "Правила"),
    "score_sheet": ("Score sheet", "Таблица очков"),
    "round": ("Round {n}", "Раунд {n}"),
    "nothing_to_undo": ("Nothing to undo", "Отменять нечего"),
    "not_your_turn": ("wait: it is {name}'s turn ({rule})", "подождите: ходит {name} ({rule})"),
    "no_seat": ("your seat {seat} is not at a table of {n} {n:player|players} ({rule})",
                "вашего места {seat} нет за столом на {n} {n:игрока|игрока|игроков} ({rule})"),
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
