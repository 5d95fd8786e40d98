"""The Joker banker game, rule by rule: one or more tests per JB- id and both readings of every option, from
readable positions, checking verdicts' rule ids, events and outcomes; bad input is refused with the specific
error and the state is left as it was."""

from __future__ import annotations

import copy
import itertools
import math
import os
import pickle
import random
import re
from fractions import Fraction
from pathlib import Path

import pytest

from russian_text import latin_words
from zhora_core import games, words
from zhora_core.banker import (CALLS, COUNTS, GAME, RULE_IDS, TURN, Game, HeuristicBot, Phase, Rules, Stake, apply,
                               call_name, candidates, chance_outcomes, determinize, draw_banker, exact_odds, explain,
                               legal_actions, matches, new_round, parse_action, position, record, sample)
from zhora_core.banker import events as ev
from zhora_core.banker.deal import strength
from zhora_core.cards import BLACK_JOKER, DECK_54, RED_JOKER, Card, Rank
from zhora_core.errors import IllegalActionError, NotationError, PositionError, RulesError
from zhora_core.protocol import Termination

ROOT = Path(__file__).resolve().parents[3]
RELATIVES_MD = ROOT.parent / "shared" / "rules" / "relatives.md"
#: Thirteen cards that match none of the first thirteen calls (joker, A, K, … 3): each is one rank off its call.
NO_MATCH_13 = "2♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♣"


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("true", "1", "yes")


def kinds(state) -> list[str]:
    return [type(e).__name__ for e in state.events]


def refused(state, action, rule: str, **kw) -> IllegalActionError:
    """Apply must refuse ``action`` citing ``rule``, explain must agree, and ``state`` must stay as it was."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalActionError, match=rule) as caught:
        apply(state, action, **kw)
    verdict = caught.value.verdict
    assert verdict.rule == rule and not verdict.legal
    assert explain(state, action, **kw) == verdict
    assert latin_words(verdict.text("ru")) == []
    assert state == before
    return caught.value


def play_out(state):
    while state.outcome is None:
        state = apply(state, legal_actions(state)[0])
    return state


def test_the_registry_finds_banker_and_its_rule_ids():
    # Each rule id has a test named after it: tests/shared/test_rule_catalogue.py.
    assert RULE_IDS == GAME.rule_ids and games.spec("banker") is GAME and "banker" in games.names()


def test_the_rule_ids_and_the_odds_match_relatives_md():
    if not RELATIVES_MD.exists():
        assert not in_ci(), f"{RELATIVES_MD} is missing, but CI checks it out beside the project"
        pytest.skip(f"{RELATIVES_MD} is not checked out next to the project (outside CI)")
    text = RELATIVES_MD.read_text(encoding="utf-8")
    assert tuple(re.findall(r"^\| (JB-[A-Z]+) \|", text, re.MULTILINE)) == RULE_IDS
    odds_row = next(line for line in text.splitlines() if line.startswith("| JB-ODDS |"))
    numerator, denominator = map(int, re.search(r"exactly (\d+)/(\d+)", odds_row).groups())
    assert exact_odds().miss == Fraction(numerator, denominator)


# --- JB-DECK ----------------------------------------------------------------------------------------------------

def test_jb_deck_54_cards_and_any_number_of_players_from_two():
    for players in (2, 3, 7, 20):
        state = new_round(Rules(players=players), seed=players)
        assert sorted(state.cards()) == sorted(DECK_54) and len(set(state.cards())) == 54
        assert state.hands == ((),) * players and len(state.stakes) == players
    for bad in (1, 21, True, "4", 4.0):
        with pytest.raises(RulesError, match="JB-DECK") as caught:
            Rules(players=bad)
        assert caught.value.rule == "JB-DECK"


def test_jb_deck_a_seat_sees_the_stakes_and_the_turned_cards_never_the_order_of_the_deck():
    state = apply(position(stakes=[0, 3, 7], deck="9♦ 4♣"), TURN)
    view = state.view(1)
    assert view.turned == (Card.parse("9♦"),) and view.deck_size == 53 and view.stakes == (0, 3, 7)
    assert view.hand == () and view.hand_sizes == (0, 0, 0) and view.next_call == 1 and view.banker == 0
    assert not hasattr(view, "deck") and not hasattr(view, "hands")
    for bad in (3, -1, "1", True, 1.0):
        with pytest.raises(PositionError, match="JB-DECK"):
            state.view(bad)


def test_jb_deck_a_bad_position_is_refused_naming_the_card_or_seat():
    with pytest.raises(PositionError, match="duplicate card 9♦.*JB-DECK"):
        position(stakes=[0, 1], turned="9♦", deck="9♦")
    with pytest.raises(PositionError, match="dealer=5.*JB-DECK"):
        position(stakes=[0, 1], dealer=5)
    with pytest.raises(NotationError):
        position(stakes=[0, 1], deck="11♥")
    with pytest.raises(RulesError, match="JB-BANKER"):
        new_round(Rules(players=3), dealer=3, seed=1)
    with pytest.raises(PositionError, match="duplicate card RJ"):
        new_round(Rules(), seed=1, deck="RJ 5♠ RJ")


def test_jb_deck_a_seat_that_is_no_integer_is_refused_as_such():
    state = new_round(Rules(players=3), seed=1)
    for bad in ("1", True, 1.0, 3):
        with pytest.raises(PositionError, match="JB-DECK"):
            explain(state, "stake 1", seat=bad)
        with pytest.raises(PositionError, match="JB-DECK"):
            apply(state, "stake 1", seat=bad)


# --- JB-BANKER --------------------------------------------------------------------------------------------------

def test_jb_banker_the_highest_card_drawn_holds_the_bank_a_joker_above_the_ace():
    assert strength(RED_JOKER) == strength(BLACK_JOKER) > strength(Card.parse("A♠")) > strength(Card.parse("K♠"))
    for seed in range(40):
        banker, events = draw_banker(4, seed)
        assert isinstance(events[-1], ev.BankerFound) and events[-1].seat == banker
        last = {}
        for event in events:
            if isinstance(event, ev.DrewForBank):
                last[event.seat] = event.card
        assert all(strength(last[banker]) > strength(card) for seat, card in last.items() if seat != banker)
        assert all(event.rule == "JB-BANKER" for event in events)


def test_jb_banker_players_tied_for_the_highest_draw_again():
    banker, events = draw_banker(3, seed=4)  # seats 1 and 2 both draw an eight, the highest card
    assert [type(e).__name__ for e in events] == ["DrewForBank"] * 3 + ["TiedForBank"] + ["DrewForBank"] * 2 + [
        "BankerFound"]
    assert [e.seat for e in events[4:6]] == [1, 2] and banker == 2
    assert events[3].text("ru") == "2 игрока с равной старшей картой тянут ещё раз"
    game = Game(Rules(players=3), seed=0)
    assert game.banker == game.first_banker and game.draw_events[-1].seat == game.banker
    assert Game(Rules(players=3), seed=0, first_banker=1).banker == 1
    with pytest.raises(RulesError, match="JB-BANKER"):
        Game(Rules(players=3), first_banker=3)


# --- JB-STAKE ---------------------------------------------------------------------------------------------------

def test_jb_stake_every_other_player_stakes_in_turn_from_the_bankers_left():
    state = new_round(Rules(players=4), dealer=2, seed=3)
    assert state.phase is Phase.STAKE and state.to_move == 3 and kinds(state) == ["Opened"]
    assert state.events[0].text() == "seat 2 holds the bank and shuffles: each player stakes 1 to 10"
    order = []
    for amount in (4, 10, 1):
        order.append(state.to_move)
        state = apply(state, f"stake {amount}")
        assert kinds(state) == ["Staked"] and state.events[0].rule == "JB-STAKE"
    assert order == [3, 0, 1] and state.stakes == (10, 1, 0, 4)
    assert state.phase is Phase.TURN and state.to_move == 2


def test_jb_stake_default_ceiling_10_from_1_to_10():
    state = new_round(Rules(players=3), seed=1)
    assert [str(a) for a in legal_actions(state)] == [f"stake {n}" for n in range(1, 11)]
    assert explain(state, "stake 10").legal and explain(state, "stake 10").rule == "JB-STAKE"
    error = refused(state, "stake 11", "JB-STAKE")
    assert "from 1 to the ceiling, 10, not 11" in error.verdict.reason
    refused(state, "stake 0", "JB-STAKE")
    assert set(candidates(state, 1)) >= {Stake(0), Stake(11), TURN}


def test_jb_stake_ceiling_option_sets_the_highest_stake():
    rules = Rules(players=2, ceiling=3)
    state = new_round(rules, seed=1)
    assert [a.amount for a in legal_actions(state)] == [1, 2, 3]
    assert refused(state, "stake 4", "JB-STAKE").verdict.text("ru") == "ставка бывает от 1 до потолка 3, а не 4"
    assert Rules(ceiling=1).changed() == {"ceiling": 1} and Rules().ceiling == 10
    for bad in (0, 1001, True, 2.5, "10"):
        with pytest.raises(RulesError, match="ceiling.*JB-STAKE") as caught:
            Rules(ceiling=bad)
        assert caught.value.rule == "JB-STAKE"
    with pytest.raises(PositionError, match="JB-STAKE"):
        position(stakes=[0, 4], rules=rules)


def test_jb_stake_the_banker_does_not_stake_and_nobody_stakes_out_of_turn_or_twice():
    state = new_round(Rules(players=3), dealer=0, seed=2)
    assert refused(state, "stake 2", "JB-STAKE", seat=0).verdict.key == "banker.banker_no_stake"
    assert refused(state, "stake 2", "JB-STAKE", seat=2).verdict.key == "banker.not_your_stake"
    assert refused(state, "turn", "JB-STAKE").verdict.key == "banker.stakes_first"
    state = apply(apply(state, "stake 2"), "stake 5")
    assert refused(state, "stake 2", "JB-STAKE").verdict.key == "banker.stakes_made"
    assert refused(state, "stake 2", "JB-STAKE", seat=1).verdict.key == "banker.stakes_made"


def test_jb_stake_positions_and_placed_stakes_are_checked():
    with pytest.raises(PositionError, match="JB-STAKE"):
        position(stakes=[0, 0, 5])  # seat 2 staked before seat 1
    with pytest.raises(PositionError, match="JB-STAKE"):
        position(stakes=[0, 0, 0], turned="5♠")  # cards before the stakes
    with pytest.raises(PositionError, match="banker does not stake"):
        position(stakes=[3, 4])
    with pytest.raises(RulesError, match=r"stakes=\[0\]: one stake per seat.*JB-DECK"):
        position(stakes=[0])
    with pytest.raises(PositionError, match="seat 0 is to move here.*JB-CALL"):
        position(stakes=[0, 1], to_move=1)
    with pytest.raises(PositionError, match="seat 1 is to move here.*JB-STAKE"):
        position(stakes=[0, 0, 0], to_move=2)
    with pytest.raises(PositionError, match="JB-STAKE"):
        new_round(Rules(players=3), seed=1, stakes=[0, 5, 0])
    state = new_round(Rules(players=3), dealer=1, seed=1, stakes=[2, 0, 9])
    assert state.phase is Phase.TURN and state.to_move == 1 and kinds(state) == ["Opened", "Staked", "Staked"]
    assert position(stakes=[0, 5, 0]).to_move == 2


# --- JB-CALL ----------------------------------------------------------------------------------------------------

def test_jb_call_fourteen_calls_in_order_joker_ace_king_down_to_two():
    assert len(CALLS) == 14 and CALLS[0] is None and CALLS[1:] == tuple(sorted(Rank, reverse=True))
    assert [call_name(k) for k in range(14)] == ["joker", "ace", "king", "queen", "jack", "10", "9", "8", "7", "6",
                                                 "5", "4", "3", "2"]
    assert [call_name(k, "ru") for k in (0, 1, 4, 13)] == ["джокер", "туз", "валет", "2"]
    state = position(stakes=[0, 2, 3], deck=NO_MATCH_13)
    for call in range(13):
        assert state.next_call == call and explain(state, "turn").key == "banker.turn_ok"
        state = apply(state, "turn")
        (event,) = state.events
        assert event.rule == "JB-CALL" and event.call == call and not matches(event.card, call)
    assert state.events[0].text() == "seat 0 calls 3 and turns 2♣"
    assert state.events[0].text("ru", names=["Аня", "Борис", "Вера"]) == "Аня называет «3» и открывает 2♣"


def test_jb_call_only_the_banker_turns():
    state = position(stakes=[0, 2, 3], dealer=0)
    assert legal_actions(state) == (TURN,)
    assert refused(state, "turn", "JB-CALL", seat=1).verdict.text() == "only the banker, seat 0, turns the cards"
    assert apply(state, "turn", seat=0).turned == state.deck[:1]


# --- JB-MATCH ---------------------------------------------------------------------------------------------------

def test_jb_match_the_first_card_that_matches_its_call_wins_every_stake_and_stops_the_turning():
    state = position(stakes=[0, 5, 3], deck="5♠ 9♦ K♣ A♠")
    state = apply(apply(state, "turn"), "turn")
    assert state.outcome is None
    state = apply(state, "turn")
    assert kinds(state) == ["Turned", "Won"] and [e.rule for e in state.events] == ["JB-MATCH", "JB-MATCH"]
    outcome = state.outcome
    assert outcome.termination is Termination.MATCH and outcome.winner == 0 and outcome.points == (8, -5, -3)
    assert outcome.match == Card.parse("K♣") and outcome.call == 2 and outcome.turned == 3 and not outcome.double
    assert legal_actions(state) == () and state.phase is Phase.OVER
    assert refused(state, "turn", "JB-MATCH").verdict.key == "banker.over"
    assert record(state) == {"ending": "match", "winner": 0, "turns": 3, "turned": 3, "call": 2, "staked": 8,
                             "banker_gain": 8}


def test_jb_match_a_joker_matches_only_the_first_call():
    state = play_out(position(stakes=[0, 4], deck="5♠ RJ BJ Q♥"))
    assert state.outcome.match == Card.parse("Q♥") and state.outcome.call == 3
    assert not matches(RED_JOKER, 1) and matches(BLACK_JOKER, 0)


def bank_until(game: Game, ending: str) -> int:
    """Play the session's banks with stakes of 2 until one ends with ``ending``; its banker."""
    while True:
        while game.state.outcome is None:
            game.play("turn" if game.state.phase is Phase.TURN else "stake 2")
        if game.state.outcome.ending == ending:
            return game.banker
        game.next_round()


def test_jb_match_the_banker_banks_again_after_a_match():
    game = Game(Rules(players=3), seed=5, banks=100)
    banker = bank_until(game, "match")
    assert game.rounds[-1].outcome.points[banker] == 4
    game.next_round()
    assert game.banker == banker and game.state.phase is Phase.STAKE


# --- JB-DOUBLE --------------------------------------------------------------------------------------------------

def test_jb_double_a_joker_first_makes_every_player_pay_twice():
    state = apply(position(stakes=[0, 5, 3, 1], deck="BJ"), "turn")
    assert [e.rule for e in state.events] == ["JB-MATCH", "JB-DOUBLE"]
    assert state.events[1].text() == "seat 0: the first card is a joker, every player pays twice his stake, 18 in all"
    assert state.outcome.points == (18, -10, -6, -2) and state.outcome.double and state.outcome.ending == "double"
    assert refused(state, "turn", "JB-DOUBLE").verdict.key == "banker.over"


# --- JB-MISS ----------------------------------------------------------------------------------------------------

def test_jb_miss_no_match_in_fourteen_calls_the_banker_pays_and_the_bank_passes_left():
    state = position(stakes=[4, 0, 6], dealer=1, deck=NO_MATCH_13 + " 3♣")
    state = play_out(state)
    assert len(state.turned) == 14 and kinds(state) == ["Turned", "Lost"]
    assert [e.rule for e in state.events] == ["JB-CALL", "JB-MISS"]
    lost = state.events[1]
    assert lost.next == 2 and lost.total == 10
    assert lost.text(names=["Ann", "Bob", "Cy"]) == ("no card matched its call: Bob pays every player his stake, "
                                                     "10 in all, and the bank passes to Cy")
    assert lost.text("ru", names=["Аня", words.YOU, "Вера"]) == (
        "ни одна карта не совпала с названной: вы платите каждому игроку его ставку, всего 10, и банк переходит "
        "к игроку Вера")
    assert state.events[0].text(names=["Ann", words.YOU, "Cy"]) == "you call 2 and turn 3♣"
    outcome = state.outcome
    assert outcome.termination is Termination.NO_MATCH and outcome.winner is None and outcome.points == (4, -10, 6)
    assert outcome.match is None and outcome.call is None and outcome.ending == "no_match"
    assert refused(state, "turn", "JB-MISS").verdict.key == "banker.over"
    with pytest.raises(PositionError, match="JB-MISS"):
        position(stakes=[0, 1], turned=NO_MATCH_13 + " 3♣")


def test_jb_miss_in_a_session_the_bank_passes_to_the_left():
    game = Game(Rules(players=3), seed=5, banks=100)
    banker = bank_until(game, "no_match")
    assert game.rounds[-1].outcome.points[banker] == -4 and sum(game.balances) == 0
    game.next_round()
    assert game.banker == (banker + 1) % 3


def test_jb_match_a_turned_card_that_matches_cannot_be_in_a_position():
    with pytest.raises(PositionError, match="K♦ matches its call, king.*JB-MATCH"):
        position(stakes=[0, 1], turned="5♠ 9♦ K♦")


# --- JB-ODDS ----------------------------------------------------------------------------------------------------

def test_jb_odds_exact_value_of_the_rules_file():
    odds = exact_odds()
    assert odds.miss == Fraction(44188895470803668, 123566628628414125)
    assert odds.win == 1 - odds.miss and odds.double == Fraction(2, 54) and COUNTS == (2,) + (4,) * 13
    assert abs(float(odds.win) - 0.6424) < 5e-5
    assert odds.banker_gain == odds.win + odds.double - odds.miss > 0


def test_jb_odds_inclusion_exclusion_agrees_with_counting_small_decks():
    """Montmort's treize with n cards: P(no match) is the share of derangements, which tends to 1/e."""
    for n in range(1, 8):
        derangements = round(math.factorial(n) / math.e)
        assert exact_odds([1] * n).miss == Fraction(derangements, math.factorial(n))
    # two calls over a 4-card deck of ranks a a b c: count the orders with no a first and no b second
    orders = list(itertools.permutations("aabc"))
    misses = sum(o[0] != "a" and o[1] != "b" for o in orders)
    assert exact_odds([2, 1], deck=4).miss == Fraction(misses, len(orders))
    with pytest.raises(RulesError, match="JB-ODDS"):
        exact_odds([2, -1])


def test_jb_odds_a_seeded_simulation_falls_within_its_interval():
    banks = 20_000
    counts = sample(banks, seed=2026)
    assert sum(counts.values()) == banks and set(counts) <= {"match", "double", "no_match"}
    odds = exact_odds()
    for share, p in ((counts["match"] + counts["double"], odds.win), (counts["double"], odds.double)):
        p = float(p)
        half_width = 4 * math.sqrt(p * (1 - p) / banks)  # four standard errors: a false alarm about 1 in 16000
        assert abs(share / banks - p) < half_width, (share, p)


def test_jb_odds_chance_outcomes_list_the_face_down_cards_alike():
    state = apply(position(stakes=[0, 3], deck="9♦"), TURN)
    outcomes = chance_outcomes(state)
    assert len(outcomes) == 53 and sum(p for _, p in outcomes) == 1
    assert {p for _, p in outcomes} == {Fraction(1, 53)} and Card.parse("9♦") not in dict(outcomes)
    assert sum(p for card, p in outcomes if matches(card, 1)) == Fraction(4, 53)
    assert chance_outcomes(new_round(Rules(), seed=1)) == ()


def test_jb_odds_the_heuristic_bot_stakes_the_least_and_says_why():
    state = new_round(Rules(players=3), seed=4)
    advice = HeuristicBot().advise(state.view(state.to_move), legal_actions(state))
    assert advice.action == Stake(1) and advice.rule == "JB-ODDS" and latin_words(advice.text("ru")) == []
    state = new_round(Rules(players=3), seed=4, stakes=[0, 1, 1])
    advice = HeuristicBot().advise(state.view(0), legal_actions(state))
    assert advice.action is TURN and advice.rule == "JB-CALL"


# --- the vocabulary ---------------------------------------------------------------------------------------------

def test_actions_read_back_in_english_and_russian_and_bad_text_is_refused():
    assert parse_action("stake 7") is Stake(7) and parse_action("  Stake   7 ") is Stake(7)
    assert parse_action("ставлю 3") is Stake(3) and parse_action("открываю") is TURN
    assert words.write(Stake(4), "ru") == "ставка 4" and words.write(TURN, "ru") == "открыть"
    for bad in ("stake", "stake -1", "stake 2.5", "bet 5", "", "turn turn", 5, None, "stake " + "9" * 50):
        with pytest.raises(NotationError) as caught:
            parse_action(bad)
        assert len(str(caught.value)) < 160
    with pytest.raises(NotationError, match="JB-STAKE"):
        Stake(-2)


def test_a_state_reads_back_from_its_repr_and_rules_round_trip():
    state = apply(apply(new_round(Rules(players=3, ceiling=5), dealer=1, seed=9), "stake 2"), "stake 5")
    state = apply(state, TURN)
    rebuilt = eval(repr(state), {"position": position, "Rules": Rules})
    assert (rebuilt.stakes, rebuilt.turned, rebuilt.deck, rebuilt.dealer, rebuilt.rules) == (
        state.stakes, state.turned, state.deck, state.dealer, state.rules)
    assert Rules.from_dict(Rules(ceiling=5).changed()) == Rules(ceiling=5)
    with pytest.raises(RulesError):
        Rules().replace(stakes=3)


def test_states_and_actions_survive_pickling():
    state = apply(apply(new_round(Rules(players=2, ceiling=5), seed=4), "stake 3"), TURN)
    again = pickle.loads(pickle.dumps(state))
    assert again == state and again.events == state.events and again.phase is state.phase
    assert pickle.loads(pickle.dumps(Stake(3))) is Stake(3) and pickle.loads(pickle.dumps(TURN)) is TURN
    assert legal_actions(again) == legal_actions(state)


def test_determinize_keeps_what_the_seat_saw():
    state = apply(new_round(Rules(players=3), seed=3, stakes=[0, 2, 2]), TURN)
    rng = random.Random(1)
    guess = determinize(state.view(2), rng)
    assert guess.turned == state.turned and guess.stakes == state.stakes and sorted(guess.cards()) == sorted(DECK_54)
    assert legal_actions(guess) == legal_actions(state)


def test_a_session_ends_when_the_bank_has_gone_round_the_table():
    game = Game(Rules(players=3), seed=11)
    bot, rng = HeuristicBot(), random.Random(0)
    while True:
        while game.state.outcome is None:
            game.play(bot.choose(game.state.view(game.state.to_move), game.legal_actions, rng))
        if game.is_over:
            break
        game.next_round()
    assert sum(r.outcome.winner is None for r in game.rounds) == 3 and sum(game.balances) == 0
    assert game.winner in (None, *range(3)) and len(game.score_sheet()) == len(game.rounds)
    bankers = [r.banker for r in game.rounds]
    assert bankers[0] == game.first_banker
    for before, after, record_ in zip(bankers, bankers[1:], game.rounds):
        assert after == (before if record_.outcome.winner is not None else (before + 1) % 3)
    with pytest.raises(RulesError):
        game.next_round()
    game.undo()
    assert game.state.outcome is None and not game.is_over


def test_a_session_goes_on_from_a_position_its_banker_banking_again_after_a_match():
    start = position(stakes=[0, 5, 3], deck="7♦ 9♣ K♥")
    game = Game.from_position(start, seed=4, names=["Ann", "Bob", "Cid"])
    assert game.state is start and game.banker == 0 and game.first_banker == 0
    for _ in range(3):
        game.play("turn")
    assert game.rounds[0].outcome.points == (8, -5, -3) and game.rounds[0].seed == start.seed
    assert game.next_round().dealer == 0 and game.state.phase is Phase.STAKE
    with pytest.raises(RulesError, match="running bank"):
        Game.from_position(apply(apply(apply(start, "turn"), "turn"), "turn"))


def test_a_fixed_number_of_banks_and_its_winner():
    game = Game(Rules(players=2), seed=1, banks=2)
    while not game.is_over:
        if game.state.outcome is not None:
            game.next_round()
        game.play(game.legal_actions[-1])
    assert len(game.rounds) == 2
    ranking = game.ranking()
    assert game.balances[ranking[0]] >= game.balances[ranking[1]]


def test_every_verdict_is_worded_in_both_languages_and_russian_has_no_latin_words():
    keys = set()
    for seed in range(12):
        state = new_round(Rules(players=3, ceiling=4), dealer=seed % 3, seed=seed)
        while True:
            for seat in (None, 0, 1, 2):
                for action in candidates(state, 0):
                    verdict = explain(state, action, seat=seat)
                    keys.add(verdict.key)
                    assert verdict.text("en") == verdict.reason and latin_words(verdict.text("ru")) == [], verdict
            if state.outcome is not None:
                break
            state = apply(state, legal_actions(state)[seed % len(legal_actions(state))])
    assert keys == {f"banker.{k}" for k in (
        "over", "not_your_stake", "banker_no_stake", "only_banker", "stake_ok", "stake_range", "stakes_made",
        "stakes_first", "turn_ok")}


def test_every_sentence_is_russian_in_russian():
    state = new_round(Rules(players=3), seed=8)
    texts, seen = [e.text("ru") for e in state.events], set()
    for seed in range(30):
        state = new_round(Rules(players=3), seed=seed, stakes=[0, 1, 2])
        while state.outcome is None:
            state = apply(state, TURN)
            texts += [e.text("ru") for e in state.events]
            seen |= {type(e).__name__ for e in state.events}
    assert {"Turned", "Won", "Lost"} <= seen
    texts += [e.text("ru") for e in draw_banker(3, seed=4)[1]]
    texts += [e.text("ru") for e in apply(position(stakes=[0, 1], deck="RJ"), TURN).events]
    for text in texts:
        assert latin_words(text) == [], text
