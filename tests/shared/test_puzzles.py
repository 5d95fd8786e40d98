"""The puzzle bank (zhora_core.puzzles): its size per game, the same every time, and every answer what the engine
itself says, worked out here again from the position; the feedback names the rule, refuses a reply of the wrong
sort, and reads in Russian."""

import pytest

from tests.russian_text import latin_words
from zhora_core import games, puzzles
from zhora_core.errors import ZhoraError
from zhora_core.zhora import position

GAMES = games.names()


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_its_bank_easy_to_hard(game):
    bank = puzzles.bank(game)
    assert len(bank) == (30 if game == "zhora" else 24) >= 20
    levels = [puzzles.LEVELS.index(p.level) for p in bank]
    assert levels == sorted(levels) and set(levels) == {0, 1, 2}
    assert len({(repr(p.position), p.question()) for p in bank}) == len(bank)
    assert len({(p.question(), p.answer_text()) for p in bank}) >= 0.75 * len(bank)
    assert all(p.game == game and p.rule in games.spec(game).rule_ids for p in bank)


@pytest.mark.parametrize("game", GAMES)
def test_the_bank_is_the_same_every_time(game):
    first = [p.to_dict() for p in puzzles.bank(game)]
    puzzles.bank.cache_clear()
    assert [p.to_dict() for p in puzzles.bank(game)] == first


def _engine_answer(spec, p):
    """The answer worked out from the position by the engine's own functions."""
    state = p.position
    legal = [str(a) for a in spec.legal_actions(state)]
    if p.kind == "is_legal":
        return str(p.action) in legal
    if p.kind == "legal_set":
        return frozenset(legal) & {str(a) for a in p.choices}
    if p.action is None and p.kind in ("winner", "points"):
        while state.outcome is None:
            (only,) = spec.legal_actions(state)
            state = spec.apply(state, only)
        return state.outcome.winner if p.kind == "winner" else state.outcome.points[p.seat]
    after = spec.apply(state, p.action)
    taker = [e.seat for e in after.events if type(e).__name__ == "TrickTaken"]
    return {"next_seat": after.to_move, "round_ends": after.outcome is not None, "trick_winner": taker and taker[0],
            "points": after.outcome.points[p.seat] if after.outcome else None}.get(p.kind, p.answer)


@pytest.mark.parametrize("game", GAMES)
def test_every_answer_is_what_the_engine_says(game):
    spec = games.spec(game)
    for p in puzzles.bank(game):
        assert p.position.outcome is None
        assert p.answer == _engine_answer(spec, p), p
        assert p.check(p.answer).correct
        feedback = p.check(p.answer).text()
        assert feedback.startswith("Right:") and feedback.endswith(f"— {p.rule}")
        if p.kind == "after":
            said = p.choices[p.answer].text()
            assert 2 <= len(p.choices) <= 4 and (said in p.explanation() or said == "nothing else happens")
            assert not p.check((p.answer + 1) % len(p.choices)).correct


@pytest.mark.parametrize("game", GAMES)
def test_every_puzzle_reads_in_russian(game):
    for p in puzzles.bank(game):
        for text in (p.question("ru"), p.answer_text("ru"), p.explanation("ru"), p.check(p.answer).text("ru")):
            assert not latin_words(text), (p, text)


def test_a_wrong_reply_gets_the_answer_the_reason_and_the_rule():
    state = position(hands=["7♥ 9♠", "K♣ 10♦"], top="9♥", deck="6♦ 8♦")
    assert puzzles.is_legal(state, "K♣").answer is False  # not the mover's card
    feedback = puzzles.next_seat(state, "7♥").check(1)
    assert not feedback.correct
    assert feedback.text() == ("No: the answer is seat 0. Seat 0 plays 7♥; seat 1 must take 2 cards; seat 0 to move"
                               " — Z-SEVEN")
    assert feedback.text("ru").startswith("Нет, ответ: место 0.")
    assert puzzles.round_ends(state, "9♠").answer is False
    assert puzzles.legal_set(state).answer == {"7♥", "9♠", "draw"}


@pytest.mark.parametrize("kind, reply, words", [
    ("is_legal", "yes", "yes or no"), ("next_seat", 7, "a seat, 0 to 1"), ("next_seat", True, "a seat"),
    ("legal_set", "7♥", "a list of texts"), ("legal_set", ["7♥", "Z♠"], "Z♠"),
])
def test_a_reply_of_the_wrong_sort_is_refused_saying_what_is_wanted(kind, reply, words):
    state = position(hands=["7♥ 9♠", "K♣ 10♦"], top="9♥", deck="6♦ 8♦")
    puzzle = getattr(puzzles, kind)(*((state,) if kind == "legal_set" else (state, "7♥")))
    with pytest.raises(ZhoraError, match=words):
        puzzle.check(reply)


def test_a_question_the_position_cannot_answer_is_refused():
    state = position(hands=["7♥ 9♠", "K♣ 10♦"], top="9♥", deck="6♦ 8♦")
    with pytest.raises(ZhoraError, match="does not end the round"):
        puzzles.points(state, "9♠", 0)
    with pytest.raises(ZhoraError, match="illegal|Z-"):
        puzzles.next_seat(state, "K♣")
    with pytest.raises(ZhoraError, match="only the cards left"):
        puzzles.points(games.module("joe").position(hands=["7♠", "9♠ 2♥"], top="8♠", deck="5♣"), "7♠", 1)


def test_a_fact_worked_out_by_a_lesson_is_checked_like_any_puzzle():
    burn = puzzles.fact("zhora", ("Anna has 96 and scores 4: her total?", "У Анны 96, она набирает 4: её сумма?"), 0,
                        "Z-BURN", ("exactly 100 burns to 0", "ровно 100 сгорает до 0"), level="easy")
    assert burn.level == "easy" and burn.reply == "number" and burn.check(0).correct
    assert burn.check(100).text("ru") == "Нет, ответ: 0. Ровно 100 сгорает до 0 — Z-BURN"
    letter = puzzles.fact("zhora", ("What does 104 bring?", "Что даёт 104?"), 1, "Z-LETTER",
                          ("above 100: a letter", "больше 100 — буква"), reply="choice",
                          choices=[("nothing", "ничего"), ("a letter", "букву")])
    assert letter.answer_text("ru") == "букву" and not letter.check(0).correct
    with pytest.raises(ZhoraError, match="choice's number, 0 to 1"):
        letter.check(2)


@pytest.mark.parametrize("change, words", [
    ({"rule": "JK-SCORE"}, "not a rule id of zhora"), ({"answer": True}, "a int"), ({"reply": "colour"}, "one of"),
    ({"question": ("only English",)}, "pairs"), ({"reply": "choice"}, "number of one of its 0 choices"),
    ({"reply": "seat"}, "a seat's, of a position given"),
])
def test_a_fact_that_does_not_fit_is_refused_saying_why(change, words):
    given = {"game": "zhora", "question": ("Q?", "В?"), "answer": 0, "rule": "Z-BURN", "explanation": ("E", "О")}
    with pytest.raises(ZhoraError, match=words):
        puzzles.fact(**{**given, **change})


def test_a_question_whose_answer_hangs_on_the_deck_gives_the_deck():
    banker = games.module("banker")
    state = banker.position(stakes=[0, 1, 2], deck="7♦ 2♣ 5♠ A♥")  # the banker's first call is "joker"
    ends = puzzles.round_ends(state, "turn")
    assert ends.deck_shown == 1 and ends.question().endswith("(The deck, next card first: 7♦ ….)")
    assert ends.question("ru").endswith("(Колода, первой — следующая карта: 7♦ ….)")
    forced = puzzles.points(state, None, 0)  # calls joker, A, K … 4: the twelfth card, 4♣, matches the call "4"
    assert forced.deck_shown == 12 and forced.answer == 3 and forced.rule == "JB-MATCH"
    plain = puzzles.next_seat(position(hands=["10♥ 9♠", "K♣ 10♦", "7♠"], top="9♥", deck="6♦ 8♦"), "10♥")
    assert not plain.deck_shown and plain.rule == "Z-PLAIN" and plain.answer == 1
    drew = position(hands=["10♥ 9♠ 6♦", "K♣ 10♦"], top="8♣", deck="8♦", phase="after_draw", drawn="6♦")
    passed = puzzles.next_seat(drew, "pass")
    assert passed.rule == "Z-PASS" and passed.answer == 1


def test_where_every_move_of_a_sort_is_legal_the_reason_is_why_the_others_are_not():
    state = games.module("prsi").position(hands=["Q♠ 8♣", "9♥ 10♥"], top="7♥", deck="A♦ 8♦")
    puzzle = puzzles.legal_set(state)
    assert puzzle.answer == {"Q♠>♠", "Q♠>♣", "Q♠>♥", "Q♠>♦", "draw"} and puzzle.rule == "P-MATCH"
    assert puzzle.explanation() == "8♣ shares neither suit nor rank with the top card 7♥"
