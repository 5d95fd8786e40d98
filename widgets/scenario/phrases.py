"""The scenario builder's words, in the shared phrasebook (``zhora_core.words``) under ``ui.scenario.``."""

from __future__ import annotations

from zhora_core import words

words.add({
    "ui.scenario.title": ("Scenario builder: {game}", "Конструктор позиций: {game}"),
    "ui.scenario.seat_field": ("{label}, seat {seat}", "{label}, место {seat}"),
    "ui.scenario.none": ("none", "нет"),
    "ui.scenario.auto": ("as the rules say", "по правилам"),
    "ui.scenario.seat": ("Seat {seat}", "Место {seat}"),
    "ui.scenario.build": ("Build", "Построить"),
    "ui.scenario.apply": ("Apply", "Сыграть"),
    "ui.scenario.back": ("Back", "Назад"),
    "ui.scenario.explain": ("Explain", "Объяснить"),
    "ui.scenario.explain_box": ("Explain this action", "Объяснить ход"),
    "ui.scenario.allowed": ("allowed", "можно"),
    "ui.scenario.refused_action": ("not allowed", "нельзя"),
    "ui.scenario.save": ("Save", "Сохранить"),
    "ui.scenario.load": ("Load", "Загрузить"),
    "ui.scenario.upload": ("Upload .json", "Загрузить файл"),
    "ui.scenario.open": ("Open in table", "Открыть за столом"),
    "ui.scenario.download": ("Download JSON", "Скачать файл"),
    "ui.scenario.json": ("Saved scenario (JSON)", "Сохранённая позиция (текст файла)"),
    "ui.scenario.target": ("Clicked cards go to", "Нажатые карты идут в"),
    "ui.scenario.grid_hint": ("Click a card to put it in the chosen place; click it there again to take it out.",
                              "Нажмите на карту, чтобы положить её в выбранное место; нажмите снова, чтобы убрать."),
    "ui.scenario.position": ("Position", "Позиция"),
    "ui.scenario.legal": ("Legal actions", "Разрешённые ходы"),
    "ui.scenario.events": ("What happened", "Что произошло"),
    "ui.scenario.scoring": ("Scoring", "Подсчёт очков"),
    "ui.scenario.points": ("Points", "Очки"),
    "ui.scenario.dealer": ("dealer", "сдаёт"),
    "ui.scenario.to_move": ("to move", "ходит"),
    "ui.scenario.no_legal": ("none: the round is over", "нет: раунд окончен"),
    "ui.scenario.built": ("Position built: seat {seat} to move.", "Позиция построена: ходит место {seat}."),
    "ui.scenario.built_over": ("Position built.", "Позиция построена."),
    "ui.scenario.applied": ("Played {action}.", "Сыграно: {action}."),
    "ui.scenario.undone": ("Took back {action}.", "Отменено: {action}."),
    "ui.scenario.nothing_to_undo": ("Nothing to take back: this is the position you built.",
                                    "Отменять нечего: это построенная позиция."),
    "ui.scenario.no_position": ("Build a position first.", "Сначала постройте позицию."),
    "ui.scenario.no_action": ("Choose an action first.", "Сначала выберите ход."),
    "ui.scenario.no_text": ("Type an action to explain first.", "Сначала введите ход, который нужно объяснить."),
    "ui.scenario.no_table": ("The play table is not available yet ({error}).",
                             "Игровой стол пока недоступен ({error})."),
    "ui.scenario.no_resume": ("The play table cannot go on from a position of {game} yet: play the position here.",
                              "Игровой стол пока не продолжает позиции игры «{game}»: сыграйте позицию здесь."),
    "ui.scenario.not_number": ("{field}: {text!r} is not a whole number", "{field}: «{text}» — не целое число"),
    "ui.scenario.stalemate": ("Stalemate: nobody wins this round.", "Ничья: в этом раунде никто не выиграл."),
    "ui.scenario.game_file": ("This file holds a whole game, not a position: load it with zhora_core.saving.load() "
                              "in a cell.", "В файле целая игра, а не позиция: откройте её в уроке, а не здесь."),
    "ui.scenario.other_game": ("This file holds a position of {other}, not of {game}: open it in a builder of "
                               "{other}.", "В файле позиция другой игры ({other}), а не игры «{game}»: откройте её "
                               "в конструкторе той игры."),
    "ui.scenario.not_text": ("The uploaded file is not UTF-8 text.", "Загруженный файл не читается как текст."),
    "ui.scenario.saved": ("Saved the position and {n} {n:action|actions}.", "Сохранены позиция и ходов: {n}."),
    "ui.scenario.loaded": ("Loaded the position and replayed {n} {n:action|actions}.",
                           "Позиция загружена, повторено ходов: {n}."),
    "ui.scenario.refused": ("Not allowed: {error}", "Нельзя: {error}"),
})


def say(key: str, lang: str, **values) -> str:
    """The builder's phrase ``ui.scenario.<key>`` in ``lang``."""
    return words.say(f"ui.scenario.{key}", lang, **values)
