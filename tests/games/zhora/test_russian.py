"""Russian mode, the engine's side: every sentence Zhora's engine makes reads in Russian (rule ids aside), with
real plural forms, В Д К Т, seats worded by name, and the same specific content as the English sentence."""

import itertools
import random
import re

import pytest

from russian_text import latin_words
from zhora_core.bots import HeuristicBot
from zhora_core.cards import DECK_36, Suit, parse_cards
from zhora_core.words import YOU, Seat, keys, say
from zhora_core.zhora import (Rules, apply, explain, legal_actions, new_round, parse_action, position, score_lines,
                              transcript)
from zhora_core.zhora import events as ev
from zhora_core.zhora.engine import candidates
from zhora_core.zhora.glossary import GLOSSARY, option_help, rule_title
from zhora_core.zhora.rules import OPTION_RULE

REASONS = [key.removeprefix("zhora.reason.") for key in keys("zhora.reason")]
ADVICE = [key.removeprefix("zhora.advice.") for key in keys("zhora.advice")]

PSEUDO_PLURAL = re.compile(r"\w\((?:ы|а|и|ов|ей|s|es)\)")
NUMBER = re.compile(r"\d+")
SUITS = re.compile(r"[♠♣♥♦]")
NAMES = ("Анна", "Бот 1", "Бот 2", "Бот 3")


def check(russian: str, english: str | None = None) -> None:
    """Russian words only (rule ids aside), no "карт(ы)", and when the English is given, the same cards, suits
    and numbers (Russian may spell out a count that English leaves implicit, as "the card under the top")."""
    assert latin_words(russian) == [], russian
    assert not PSEUDO_PLURAL.search(russian), russian
    if english is not None:
        assert SUITS.findall(russian) == SUITS.findall(english), (russian, english)
        assert set(NUMBER.findall(english)) <= set(NUMBER.findall(russian)), (russian, english)


def seat_names(players: int, number: int):
    """No names, the reader's seat and bots, or the bots' names only, by turns."""
    return [None, (YOU, *NAMES[1:players]), NAMES[:players]][number % 3]


GRID = list(itertools.product([2, 3, 4], [True, False], [True, False], ["any", "drawn", "none"],
                              ["same_player", "skip"], ["turn", "shuffle"]))


def test_every_sentence_of_seeded_rounds_over_every_option_reads_in_russian():
    kinds, keys, hints = set(), set(), set()
    bot = HeuristicBot()
    for number, (players, swap, effects, after_draw, turn_stays, restock) in enumerate(GRID):
        rules = Rules(players=players, starter_jack_swap=swap, starter_effects=effects, after_draw=after_draw,
                      turn_stays=turn_stays, restock=restock, max_turns=(40, 120, 500)[number % 3])
        names = seat_names(players, number)
        rng = random.Random(number)
        state = new_round(rules, dealer=number % players, seed=number)
        start, actions = state, []
        while True:
            for event in state.events:
                kinds.add(type(event))
                check(event.text("ru", names=names), event.text("en", names=names))
            if state.outcome is not None:
                break
            mover = state.to_move
            for action in candidates(state, mover):
                verdict = explain(state, action)
                keys.add(verdict.key)
                check(verdict.text("ru", names=names), verdict.text("en", names=names))
            other = explain(state, "draw", seat=(mover + 1) % players)
            keys.add(other.key)
            check(other.text("ru", names=names), other.text("en", names=names))
            legal = legal_actions(state)
            advice = bot.advise(state.view(mover), legal)
            hints.add(advice.key)
            check(advice.text("ru"), advice.text("en"))
            action = rng.choice(legal) if number % 2 else bot.choose(state.view(mover), legal, rng)
            actions.append(action)
            state = apply(state, action)
        over = explain(state, "draw")
        keys.add(over.key)
        check(over.text("ru"), over.text("en"))
        lines = transcript(start, actions, lang="ru").splitlines()
        assert lines[0].startswith("правила: ") and lines[1].startswith("начало: position(")  # code stays code
        for line in lines[2:]:
            check(line)
    assert kinds == set(ev.Event.__args__)
    assert len(keys) >= 20 and len(hints) >= 10


def _sample(template_names=("card", "jack", "cards", "suit", "rank", "top", "drawn", "seat", "to_move")) -> dict:
    cards = parse_cards("Q♠ J♥ A♦ 10♣")
    return dict(card=cards[0], jack=cards[1], cards=cards[2:], suit=Suit.HEARTS, rank=cards[2].rank, top=cards[2],
                drawn=cards[3], seat=Seat(1), to_move=Seat(0))


@pytest.mark.parametrize("key", sorted(REASONS))
@pytest.mark.parametrize("names", [None, ("Бот 0", YOU), (YOU, "Бот 1")])
def test_every_verdict_reason_reads_in_russian(key, names):
    values = _sample()
    check(say(f"zhora.reason.{key}", "ru", names=names, **values), say(f"zhora.reason.{key}", "en", names=names,
                                                                         **values))


@pytest.mark.parametrize("key", sorted(ADVICE))
def test_every_hint_reason_reads_in_russian(key):
    values = dict(_sample(), rule="Z-ACE", n=2, factor=4, points=11, action=parse_action("J♣>♥"),
                  default=parse_action("A♦"), gain=2.5)
    check(say(f"zhora.advice.{key}", "ru", **values), say(f"zhora.advice.{key}", "en", **values))


def test_a_hint_gives_the_same_reason_in_russian_and_cites_its_rule_as_data():
    state = position(hands=["Q♥ A♥ 9♣", "6♠ 7♠"], top="10♥")
    advice = HeuristicBot().advise(state.view(0), legal_actions(state))
    assert advice.rule == "Z-ACE" and advice.reason == "A♥ sheds 11 points and keeps the turn (Z-ACE)"
    assert advice.text("ru") == "Т♥ сбрасывает 11 очков, и ход остаётся за вами (Z-ACE)"
    assert advice.text() == advice.reason
    stuck = position(hands=["9♣", "6♠"], top="10♥", deck="8♣")
    draw = HeuristicBot().advise(stuck.view(0), legal_actions(stuck))
    assert (draw.rule, draw.text("ru")) == ("Z-MUST-DRAW", "подходящей карты нет: нужно брать (Z-MUST-DRAW)")


FINISHES = [  # (hands, winner, finish, rules): every kind of finish
    (["", "9♠ Q♥ A♦", "J♥"], 0, "7♥", Rules()),
    (["", "6♠ 8♦", ""], 0, "Q♥", Rules()),
    (["", "10♠ K♣"], 0, "Q♠", Rules(players=2)),
    (["", "A♠", "J♥ J♦"], 0, "J♣", Rules()),
    (["", "9♠ Q♥ A♦", "J♥"], 0, "J♣ J♦", Rules()),
    (["", "7♠ 7♥"], 0, "J♣ J♦ J♥", Rules(players=2)),
    (["", "A♠ 8♦", "6♣"], 0, "J♣ J♦ J♥ J♠", Rules()),
    (["", "A♠ 8♦", "6♣"], 0, "J♣", Rules(jack_multipliers=(1, 4, 6, 8))),
]


@pytest.mark.parametrize("hands, winner, finish, rules", FINISHES)
def test_score_lines_of_every_kind_of_finish_read_in_russian(hands, winner, finish, rules):
    english = score_lines(hands, winner, finish, rules=rules)
    russian = score_lines(hands, winner, finish, rules=rules, lang="ru")
    assert [(l.seat, l.rule, l.points) for l in russian] == [(l.seat, l.rule, l.points) for l in english]
    for ru, en in zip(russian, english):
        check(ru.text, en.text)


def test_score_lines_use_russian_card_letters_and_plural_forms():
    lines = score_lines(["", "9♠ Q♥ A♦", "J♥"], 0, "J♣ J♦", lang="ru")
    assert [l.text for l in lines] == ["выход картами В♣ В♦", "9♠=0 + Д♥=3 + Т♦=11 = 14", "× 4 за выход 2 валетами",
                                       "В♥: одни валеты, по 20 за каждого = 20", "× 4 за выход 2 валетами"]
    assert score_lines(["", "A♠"], 0, "J♣", rules=Rules(players=2), lang="ru")[-1].text == "× 2 за выход 1 валетом"
    assert score_lines(["", ""], 0, "Q♠", rules=Rules(players=2), lang="ru")[1].text == "нет карт = 0"


CARDS = {1: "карту", 2: "карты", 5: "карт", 11: "карт", 21: "карту"}


@pytest.mark.parametrize("n", [1, 2, 5, 11, 21])
def test_counts_of_1_2_5_11_21_take_their_russian_forms(n):
    taken = (DECK_36 * 2)[:n]
    assert ev.PenaltyDraw(1, taken, 0, "Z-SEVEN").text("ru") == f"место 1 берёт {n} {CARDS[n]} штрафа"
    short = {1: "карты", 2: "карт", 5: "карт", 11: "карт", 21: "карты"}[n]
    assert f"а ещё {n} {short} взять неоткуда" in ev.PenaltyDraw(1, (), n, "Z-SEVEN").text("ru")
    pile = {1: "1 карта отбоя под верхней картой становится", 2: "2 карты отбоя под верхней картой становятся",
            5: "5 карт отбоя под верхней картой становятся", 11: "11 карт отбоя под верхней картой становятся",
            21: "21 карта отбоя под верхней картой становится"}[n]
    assert pile in ev.Restocked(n, False).text("ru")
    each = {1: "по 1 карте", 2: "по 2 карты", 5: "по 5 карт", 11: "по 11 карт", 21: "по 21 карте"}[n]
    assert ev.Dealt(0, n).text("ru") == f"место 0 сдаёт {each}"
    actions = {1: "действие", 2: "действия", 5: "действий", 11: "действий", 21: "действие"}[n]
    assert ev.Stalemate(n).text("ru").startswith(f"ничья ({n} {actions},")
    points = {1: "очко", 2: "очка", 5: "очков", 11: "очков", 21: "очко"}[n]
    assert f"сбрасывает {n} {points}," in say("zhora.advice.ace", "ru", card=DECK_36[0], points=n, rule="Z-ACE")
    english = ev.PenaltyDraw(1, taken, 0, "Z-SEVEN").text()
    assert english == f"seat 1 must take {n} {'card' if n == 1 else 'cards'}"


def test_events_word_seats_by_name_and_say_you_to_the_reader():
    names = ("Анна", "Бот 1", YOU)
    assert ev.TurnTo(1, "Z-ACE").text("en", names=names) == "the turn stays with Бот 1"
    assert ev.TurnTo(1, "Z-ACE").text("ru", names=names) == "ход остаётся у игрока Бот 1"
    assert ev.TurnTo(2, "Z-SEVEN").text("ru", names=names) == "ход остаётся у вас"
    assert ev.TurnTo(2, "Z-FIRST").text("en", names=names) == "you move next"
    assert ev.TurnTo(0, "Z-SIX").text("ru", names=names) == "дальше ходит Анна"
    assert ev.TurnTo(1, "Z-ACE").text() == "seat 1 to move"  # a transcript keeps its terse form
    assert ev.Played(2, DECK_36[-1], "Z-MATCH").text("en", names=names) == "you play A♦"
    assert ev.Played(2, DECK_36[-1], "Z-MATCH").text("ru", names=names) == "вы кладёте Т♦"
    assert ev.Skipped(2, "Z-SIX").text("en", names=names) == "you are skipped"
    assert ev.SuitOrdered(0, Suit.HEARTS).text("ru", names=names) == "Анна заказывает черви ♥"
    over = ev.RoundOver(1, parse_cards("J♣ J♦"), (56, 0, 80), "Z-JACKS-OUT")
    assert over.text("ru", names=names) == ("раунд окончен: Бот 1 выигрывает (последние карты В♣ В♦); "
                                            "очки: 56, 0, 80")
    assert over.text("en", names=names) == "round over: Бот 1 wins with J♣ J♦; points 56, 0, 80"
    assert ev.Waiting(2).text("en", names=names).startswith("you have no cards left")
    with pytest.raises(ValueError, match="lang must be one of"):
        ev.Passed(0).text("de")


def test_verdicts_word_seats_by_name_and_say_you_to_the_reader():
    state = position(hands=["7♥ 9♣", "A♠ 6♦"], top="7♠", deck="8♣")
    names = (YOU, "Бот 1")
    held = explain(state, "Q♣")
    assert held.reason == "seat 0 does not hold Q♣"
    assert held.text("en", names=names) == "you do not hold Q♣"
    assert held.text("ru", names=names) == "у вас нет карты Д♣"
    assert held.text("ru", names=("Анна", "Бот 1")) == "у игрока Анна нет карты Д♣"
    turn = explain(state, "A♠", seat=1)
    assert turn.text("en", names=names) == "it is your turn, not Бот 1's"
    assert turn.text("en", names=("Anna", YOU)) == "it is Anna's turn, not yours"
    assert turn.text("ru", names=("Анна", YOU)) == "сейчас ходит Анна, а не вы"
    assert turn.text("ru", names=names) == "сейчас ходите вы, а не Бот 1"


def test_a_stalemate_says_why_in_russian():
    assert ev.Stalemate(None).text("ru") == "ничья (все подряд спасовали, а брать нечего): очков никто не получает, " \
                                            "сдаёт тот же игрок"
    assert str(ev.Stalemate(500)) == "stalemate (500 actions): nobody scores, the same dealer deals again (Z-STALL)"


@pytest.mark.parametrize("rule", sorted(GLOSSARY.rules))
def test_every_rule_title_reads_in_russian(rule):
    check(rule_title(rule, "ru"))


@pytest.mark.parametrize("option", sorted(OPTION_RULE))
def test_every_option_help_reads_in_russian(option):
    check(option_help(option, "ru"))


def test_the_search_bot_advises_what_it_chooses_and_says_why_in_both_languages():
    from zhora_core.bots import SearchBot

    bot, searched = SearchBot(rollouts=8), 0
    for seed in range(12):
        state = new_round(Rules(players=3), seed=seed)
        rng = random.Random(seed)
        while state.outcome is None and state.turns < 30:
            view, legal = state.view(state.to_move), legal_actions(state)
            advice = bot.advise(view, legal, random.Random(seed))
            assert advice.action == bot.choose(view, legal, random.Random(seed))
            check(advice.text("ru"), advice.text("en"))
            if advice.key == "zhora.advice.search":
                searched += 1
                assert advice.rule in advice.reason and "sampled deals" in advice.reason
                assert "пробных раздачах" in advice.text("ru") and "," in advice.text("ru")  # 2,5 in Russian
            state = apply(state, rng.choice(legal))
    assert searched > 0


def test_the_check_can_fail():
    for russian in ["место 1 берёт 2 карт(ы) штрафа", "× 2 for going out with 1 jack(s)", "A♦=11"]:
        with pytest.raises(AssertionError):
            check(russian)
    with pytest.raises(AssertionError):
        check("место 1 кладёт Д♠", "seat 1 plays Q♥")  # not the same card
    with pytest.raises(AssertionError):
        check("место 1 берёт карты штрафа", "seat 1 must take 2 cards")  # the count got lost
