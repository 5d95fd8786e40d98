"""The words of the play table and the hand, in English and Russian."""

from __future__ import annotations

LANGS = ("en", "ru")

_WORDS = {
    "draw": ("Draw", "Взять"),
    "pass": ("Pass", "Пас"),
    "jacks": ("Go out with all jacks", "Выйти всеми валетами"),
    "undo": ("Undo", "Отменить"),
    "hint": ("Hint", "Подсказка"),
    "next_round": ("Next round", "Следующий раунд"),
    "new_game": ("New game", "Новая игра"),
    "bot_step": ("Bot move ▶", "Ход бота ▶"),
    "cancel": ("Cancel", "Отмена"),
    "choose_suit": ("Order a suit for {card}:", "Закажите масть для {card}:"),
    "your_turn": ("Your turn", "Ваш ход"),
    "to_move": ("{name} to move", "Ходит: {name}"),
    "you": ("Seat {seat} (you)", "Место {seat} (вы)"),
    "bot": ("Bot {seat} ({kind})", "Бот {seat} ({kind})"),
    "seat": ("Seat {seat}", "Место {seat}"),
    "refused": ("Not allowed", "Нельзя"),
    "hint_text": ("Hint: {action} — {reason}", "Подсказка: {action} — {reason}"),
    "round_over": ("Round over", "Раунд окончен"),
    "stalemate": ("Stalemate: nobody scores, the same dealer deals again (Z-STALL)",
                  "Ничья: очков никто не получает, сдаёт тот же (Z-STALL)"),
    "game_over": ("Game over: {name} has ЖОРА", "Игра окончена: у игрока {name} ЖОРА"),
    "scoring": ("Scoring", "Подсчёт очков"),
    "log": ("Log", "Ход игры"),
    "rules": ("Rules", "Правила"),
    "score_sheet": ("Score sheet", "Таблица очков"),
    "nothing_to_undo": ("Nothing to undo", "Отменять нечего"),
    "not_your_turn": ("Wait: it is {name}'s turn", "Подождите: ходит {name}"),
    "drawn": ("you drew {card}", "вы взяли {card}"),
    "bot_random": ("random", "случайный"),
    "bot_heuristic": ("heuristic", "эвристика"),
    "bot_search": ("search", "поиск"),
}
BOT_WORDS = {key for key in _WORDS if key.startswith("bot_")}


def words(key: str, lang: str = "en", **values: object) -> str:
    """The phrase ``key`` in ``lang``, with ``{placeholders}`` filled in."""
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {LANGS}, got {lang!r}")
    en, ru = _WORDS[key]
    return (ru if lang == "ru" else en).format(**values)
