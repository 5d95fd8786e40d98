"""Exercises that check the learner (widgets.exercises, widgets.progress): every kind of question answered right
and wrong by clicks, over every game's puzzle bank; nothing of the answer on the page before the learner commits,
all of it after, the inputs locked; a lesson's progress line and its file; Russian words only in Russian; and
replies and arguments that are refused in words."""

from __future__ import annotations

import html
import json

import ipywidgets as w
import pytest

from tests.russian_text import latin_words, visible_text
from widgets import Exercise, Exercises, Progress, ask
from zhora_core import games, puzzles, words
from zhora_core.errors import RulesError, SaveFileError, ZhoraError
from zhora_core.zhora import position

GAMES = games.names()
STATE = position(hands=["7♥ 9♠", "K♣ 10♦"], top="9♥", deck="6♦ 8♦")  # seat 0 to move: 7♥ keeps the turn


def _tree(widget):
    """The widget and every widget under it."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _tree(child)


def _sent(widget) -> str:
    """Every text the widget tree sends to the page (each widget's synced state), as sent (entities decoded:
    attributes and all) and as a reader sees it (tags dropped)."""
    texts = []

    def collect(value):
        if isinstance(value, str):
            texts.extend((html.unescape(value), visible_text(value)))
        elif isinstance(value, dict):
            for item in value.values():
                collect(item)
        elif isinstance(value, (list, tuple)):
            for item in value:
                collect(item)

    for part in _tree(widget):
        collect(part.get_state())
    return "\n".join(texts)


def _visible(widget) -> str:
    """The words a reader sees in the widget tree: the HTML's text, the buttons' words and tooltips, the boxes'
    placeholders and values."""
    shown = []
    for part in _tree(widget):
        if isinstance(part, w.HTML):
            shown.append(visible_text(part.value))
        for key in ("description", "tooltip", "placeholder"):
            shown.append(getattr(part, key, None) or "")
        if isinstance(part, w.Text):
            shown.append(part.value)
    return "\n".join(shown)


def _inputs(exercise):
    return [part for part in _tree(exercise) if isinstance(part, (w.Button, w.ToggleButton, w.Text))]


def _wrong(p):
    """A reply of the right sort that is not the answer."""
    if p.reply == "yes_no":
        return not p.answer
    if p.reply == "actions":
        return frozenset(str(a) for a in p.choices) ^ p.answer
    bound = {"seat": len(p.position.hands), "choice": len(p.choices)}.get(p.reply)
    return (p.answer + 1) % bound if bound else p.answer + 1


def _click(exercise, reply) -> None:
    """Answer ``reply`` as a learner does: click its button, or set the toggles or the box and click Check."""
    p = exercise.puzzle
    replies = [b for b in _tree(exercise) if "zl-exercise-reply" in b._dom_classes]
    if p.reply == "yes_no":
        yes = words.say("ui.exercises.yes", exercise.lang)
        next(b for b in replies if (b.description == yes) == reply).click()
        return
    if p.reply in ("seat", "choice"):
        replies[reply].click()
        return
    if p.reply == "actions":
        toggles = [t for t in _tree(exercise) if isinstance(t, w.ToggleButton)]
        assert [t.description for t in toggles] == [words.write(a, exercise.lang) for a in p.choices]
        for toggle, action in zip(toggles, p.choices):
            toggle.value = str(action) in reply
            assert toggle.icon == ("check" if toggle.value else "")
    else:
        next(t for t in _tree(exercise) if isinstance(t, w.Text)).value = f" {reply} "
    next(b for b in _tree(exercise) if "zl-exercise-check" in b._dom_classes).click()


def _answer_and_check(p, reply, lang="en", names=None):
    exercise = Exercise(p, lang=lang, names=names)
    board = exercise._board.value
    before = _sent(exercise)
    wrong_text = p.check(_wrong(p)).text(lang, names=names)
    right_text = p.check(p.answer).text(lang, names=names)
    assert p.explanation(lang, names=names) not in before, p
    assert wrong_text not in before and right_text not in before
    assert p.rule not in _sent(w.VBox([c for c in exercise.children if c is not exercise._board])), p
    assert exercise.feedback is None and exercise.correct is None
    assert not any(part.disabled for part in _inputs(exercise))
    _click(exercise, reply)
    assert exercise.feedback is not None and exercise.correct == (reply == p.answer), p
    after = _sent(exercise)
    assert exercise.feedback.text(lang, names=names) in after
    assert p.explanation(lang, names=names).casefold() in after.casefold() and p.rule in after
    assert all(part.disabled for part in _inputs(exercise))
    assert exercise._board.value == board and exercise.banner == ""
    chosen = [part for part in _tree(exercise) if "zl-chosen" in part._dom_classes]
    assert len(chosen) == (p.reply not in ("actions", "number"))
    return exercise, before, after


def test_the_banks_ask_every_kind_of_question_so_the_tests_below_click_every_input():
    assert {p.kind for game in GAMES for p in puzzles.bank(game)} == set(puzzles.KINDS)


@pytest.mark.parametrize("game", GAMES)
def test_every_puzzle_of_every_game_is_answered_right_and_wrong_by_clicks(game):
    for p in puzzles.bank(game):
        _answer_and_check(p, p.answer)
        exercise, _, after = _answer_and_check(p, _wrong(p))
        assert "No: the answer is" in after and "✗" in after and "zl-wrong" in exercise._result.value
        _click(exercise, p.answer)  # locked: a second reply changes nothing
        assert exercise.correct is False


@pytest.mark.parametrize("game", GAMES)
def test_in_russian_every_word_is_russian_before_and_after_the_answer(game):
    for p in puzzles.bank(game):
        names = ["Анна", "Борис", "Вера", "Глеб"][:len(p.position.hands)]
        exercise = Exercise(p, lang="ru", names=names)
        before = _visible(exercise)
        _click(exercise, _wrong(p))
        after = _visible(exercise)
        assert "Нет, ответ:" in after and exercise.feedback.text("ru", names=names) in after
        for text in (before, after):
            assert not latin_words(text), (p, latin_words(text))


def test_the_mover_is_shown_their_hand_and_a_question_of_the_rounds_end_every_hand():
    shown = ask("next_seat", STATE, "7♥")._board.value
    assert '"7 of hearts"' in shown and '"K of clubs"' not in shown and '"king of clubs"' not in shown
    for kind in ("points", "winner"):
        asked = next(p for p in puzzles.bank("joker") if p.kind == kind)
        board = Exercise(asked)._board.value
        assert all(f'aria-label="{card.name_in("en")}"' in board for hand in asked.position.hands for card in hand)


def test_seat_buttons_are_worded_by_the_names():
    exercise = ask("next_seat", STATE, "7♥", names=["Anna", words.YOU])
    assert [b.description for b in _inputs(exercise)] == ["Anna", "You"]
    _click(exercise, 1)
    assert "No: the answer is Anna." in exercise._result.value
    assert exercise.feedback.text(names=["Anna", words.YOU]).startswith("No: the answer is Anna. Anna plays 7♥")
    russian = ask("next_seat", STATE, "7♥", lang="ru", names=["Анна", words.YOU])
    assert [b.description for b in _inputs(russian)] == ["Анна", "Вы"]
    _click(russian, 0)
    assert russian.correct and "Верно: Анна кладёт 7♥" in _visible(russian)


def test_a_number_box_with_text_or_nothing_is_refused_in_words_and_stays_open():
    p = next(p for p in puzzles.bank("zhora") if p.kind == "points")
    exercise = Exercise(p)
    for typed, said in (("", "type a whole number first"), ("twelve", "“twelve” is not a whole number"),
                        ("1.5", "“1.5” is not a whole number")):
        _click(exercise, typed)
        assert said in exercise.banner and exercise.feedback is None, typed
        assert said in html.unescape(exercise._banner.value)
        assert not any(part.disabled for part in _inputs(exercise))
    _click(exercise, p.answer)
    assert exercise.correct is True and exercise.banner == "" and exercise._banner.layout.display == "none"
    russian = Exercise(p, lang="ru")
    _click(russian, "двенадцать")
    assert "«двенадцать» — не целое число" in russian.banner and not latin_words(russian.banner)


def test_a_reply_of_the_wrong_sort_is_refused_in_words_and_the_exercise_stays_open():
    exercise = ask("is_legal", STATE, "9♠")
    assert exercise.commit("yes") is None
    assert exercise.banner.startswith("Not checked: answer yes or no") and exercise.feedback is None
    assert exercise.commit(True).correct and exercise.commit(False).correct  # answered once: it stays


@pytest.mark.parametrize("make, said", [
    (lambda: Exercise("7♥"), "puzzle='7♥' is not a puzzle"),
    (lambda: Exercise(puzzles.bank("zhora")[0], lang="ru"), None),
    (lambda: ask("is_legal", STATE, "9♠", names=["Anna"]), "is not a list of 2 names, one per seat"),
    (lambda: ask("is_legal", STATE, "9♠", names="Anna Boris"), "is not a list of 2 names"),
    (lambda: ask("is_legal", STATE, "9♠", names=["Anna", 2]), "is not a list of 2 names"),
    (lambda: Exercise(puzzles.bank("zhora")[0], progress={}), "progress={} is not a lesson's progress"),
    (lambda: Exercises([]), r"puzzles=\[\] is not a list of puzzles"),
    (lambda: Exercises(puzzles.bank("zhora")[0]), "is not a list of puzzles"),
    (lambda: Exercises([puzzles.bank("zhora")[0], 3]), "is not a list of puzzles"),
    (lambda: Exercises(puzzles.bank("zhora")[:2], title=5), "title=5 is not a text"),
    (lambda: ask("guess", position(hands=["7♥", "K♣"], top="9♥", deck="6♦")), "kind='guess' is not a kind"),
    (lambda: Exercise(puzzles.bank("zhora")[0], lang="de"), "lang must be one of"),
])
def test_arguments_that_are_not_what_they_should_be_are_refused_in_words(make, said):
    if said is None:
        assert isinstance(make(), Exercise)
        return
    with pytest.raises(ZhoraError, match=said):
        make()


def test_refusals_are_said_in_russian_too():
    with pytest.raises(RulesError) as refused:
        Exercise(3, lang="ru")
    assert str(refused.value) == "puzzle=3 — не задача: укажите задачу из zhora_core.puzzles (bank(game), is_legal(...) …)"
    with pytest.raises(ZhoraError, match="does not end the round"):
        ask("points", STATE, "9♠", 0)


def test_a_lesson_set_goes_easy_to_hard_and_counts_each_answer():
    bank = puzzles.bank("zhora")
    chosen = [bank[-1], bank[0], bank[len(bank) // 2]]
    progress = Progress()
    lesson = Exercises(chosen, title="Try it", progress=progress)
    assert [e.puzzle for e in lesson.exercises] == [bank[0], bank[len(bank) // 2], bank[-1]]
    assert lesson.children[0].value == "<h3>Try it</h3>" and lesson.progress is progress
    assert lesson.exercises[1]._question.value.count("<b>2. ") == 1
    assert lesson.progress_line == "0 of 3 right so far; 3 questions to go"
    first, second, third = lesson.exercises
    _click(first, first.puzzle.answer)
    assert lesson.progress_line == "1 of 3 right so far; 2 questions to go" in lesson._line.value
    _click(second, _wrong(second.puzzle))
    assert lesson.progress_line == "1 of 3 right so far; 1 question to go"
    _click(third, third.puzzle.answer)
    assert lesson.progress_line == "Done: 2 of 3 right" in lesson._line.value
    assert (progress.answered, progress.right) == (3, 2)
    assert progress.missed_rules() == [second.puzzle.rule]
    assert progress.summary() == f"2 of 3 exercises right; to go over again: {second.puzzle.rule}"
    another = Exercises([bank[1]], progress=progress)  # a second set of the lesson adds to the same progress
    _click(another.exercises[0], another.exercises[0].puzzle.answer)
    assert (progress.answered, progress.right) == (4, 3) and another.progress_line == "Done: 1 of 1 right"


@pytest.mark.parametrize("right, said", [
    (1, "Пока 1 верный ответ из 6; осталось 5 вопросов"),
    (2, "Пока 2 верных ответа из 6; осталось 4 вопроса"),
    (5, "Пока 5 верных ответов из 6; осталось 1 вопрос"),
])
def test_the_russian_progress_line_has_real_plural_forms(right, said):
    lesson = Exercises(puzzles.bank("zhora")[:6], lang="ru")
    for exercise in lesson.exercises[:right]:
        _click(exercise, exercise.puzzle.answer)
    assert lesson.progress_line == said and not latin_words(_visible(lesson._line))


def test_answering_the_same_puzzle_again_replaces_its_answer_in_the_progress():
    progress, p = Progress(), puzzles.bank("joe")[0]
    Exercise(p, progress=progress).commit(_wrong(p))
    assert progress.result(p) is False
    Exercise(p, progress=progress).commit(p.answer)
    assert progress.result(p) is True and progress.answered == 1 and progress.result(puzzles.bank("joe")[1]) is None
    assert Progress().summary("ru") == "Пока ни одного ответа"


def test_progress_is_saved_and_loaded_back(tmp_path):
    progress = Progress()
    for p in puzzles.bank("prsi")[:3] + puzzles.bank("banker")[:2]:
        Exercise(p, progress=progress).commit(p.answer if p.kind != "is_legal" else _wrong(p))
    path = progress.save(tmp_path / "lesson.json")
    loaded = Progress.load(path)
    assert loaded.answers == progress.answers and len(loaded.answers) == 5
    assert loaded.summary("ru") == progress.summary("ru") and loaded.missed_rules()
    progress.record(puzzles.bank("prsi")[5], True)
    progress.save(path)  # its own earlier file is replaced
    assert Progress.load(path).answered == 6 and not list(tmp_path.glob("*.part"))


@pytest.mark.parametrize("text, said", [
    ("{not json", "its text is not JSON"),
    (json.dumps({"format": "zhora-lab-progress", "version": 7, "answers": []}), "version 7; this course reads"),
    (json.dumps({"format": "zhora-lab-progress", "version": 1, "answers": [{"id": "x"}]}), "answer 1 is damaged"),
    (json.dumps({"format": "zhora-lab-progress", "version": 1, "answers": [
        {"id": "x", "game": "zhora", "kind": "guess", "rule": "Z-ACE", "correct": True}]}), "answer 1 is damaged"),
    (json.dumps([1, 2]), "it holds no answers"),
    ("[" * 5000, "its text is not JSON"),
])
def test_a_broken_progress_file_is_refused_in_words_and_left_as_it_is(tmp_path, text, said):
    path = tmp_path / "lesson.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveFileError, match=f"lesson.json is not a progress file \\({said}"):
        Progress.load(path)
    with pytest.raises(SaveFileError, match=f"holds something else than progress \\({said}.*not overwritten"):
        Progress().save(path)
    assert path.read_text(encoding="utf-8") == text


def test_a_missing_or_huge_progress_file_or_no_file_name_is_refused_in_the_learners_language(tmp_path):
    for path in (None, 5, ""):
        with pytest.raises(RulesError, match="is not a file's name"):
            Progress().save(path)
        with pytest.raises(RulesError, match="не имя файла"):
            Progress.load(path, lang="ru")
    with pytest.raises(SaveFileError, match="файла с успехами .*nowhere.json нет"):
        Progress.load(tmp_path / "nowhere.json", lang="ru")
    huge = tmp_path / "huge.json"
    huge.write_text(" " * 1_000_001)
    with pytest.raises(SaveFileError, match="больше 1000 КБ"):
        Progress.load(huge, lang="ru")


def test_a_fact_without_a_position_asks_and_answers_with_no_board():
    burn = puzzles.fact("zhora", ("Anna has 96 and scores 4: her total?", "У Анны 96, она набирает 4: её сумма?"), 0,
                        "Z-BURN", ("exactly 100 burns to 0", "ровно 100 сгорает до 0"), level="easy")
    exercise = Exercise(burn, lang="ru")
    assert "ровно 100" not in visible_text(str([getattr(c, "value", "") for c in exercise.children]))
    assert exercise.commit(0).correct
    assert "ровно 100 сгорает до 0" in visible_text(str([getattr(c, "value", "") for c in exercise.children]))
