"""Bad input gets a specific error (a ValueError subclass naming what was wrong) and changes nothing."""

import json
import re
from pathlib import Path

import pytest

from zhora_core.errors import (IllegalActionError, NotationError, PositionError, RulesError, SaveFileError,
                               ZhoraError)
from zhora_core.simulate import simulate
from zhora_core.zhora import (Game, Play, PlayJack, PlayJacks, Rules, apply, explain, hand_points, new_round,
                              parse_action, position, ranking, score_round, tally)
from zhora_core.saving import MAX_DEPTH, MAX_SIZE, load, save
from zhora_core.cards import Card, Suit

SHORT = 300
"""The longest error message any input may give (a short excerpt of it, and the reason)."""


def test_errors_form_a_value_error_family():
    for error in (NotationError, PositionError, RulesError, IllegalActionError, SaveFileError):
        assert issubclass(error, ZhoraError) and issubclass(error, ValueError)


def test_a_position_error_is_not_a_notation_error():
    """Well-written cards in an impossible position are not a notation problem."""
    assert not issubclass(PositionError, NotationError)


@pytest.mark.parametrize("hands, error, message", [
    (["9♠ 9♠", "Q♥"], PositionError, "duplicate card 9♠"),
    (["9♠ 11♥", "Q♥"], NotationError, "unknown card '11♥'"),
    (["2♠", "Q♥"], PositionError, "2♠ in hand 0 is not in Zhora's 36-card deck"),
])
def test_a_bad_position_is_refused_with_the_reason(hands, error, message):
    with pytest.raises(error, match=message):
        position(hands=hands, top="7♥")


def test_more_cards_than_the_deck_holds():
    with pytest.raises(PositionError, match="37 cards, but the deck holds only 36"):
        position(hands=["6♠ 7♠", "8♠"], top="9♠", deck=" ".join(["10♥"] * 33))


def test_duplicate_between_zones():
    with pytest.raises(PositionError, match="duplicate card 7♥"):
        position(hands=["6♠", "8♠"], top="7♥", deck="7♥")


@pytest.mark.parametrize("players", [1, 5, 0])
def test_wrong_number_of_players(players):
    with pytest.raises(RulesError, match=r"players=.*Z-PLAYERS"):
        Rules(players=players)
    with pytest.raises(RulesError, match="Z-PLAYERS"):
        position(hands=["6♠"] * players if players else [], top="7♥")


def test_hands_that_do_not_fit_the_rules():
    with pytest.raises(RulesError, match="3 hands but the rules are for 4 players"):
        position(hands=["6♠", "7♠", "8♠"], top="9♥", rules=Rules(players=4))


@pytest.mark.parametrize("option, value, rule", [
    ("after_draw", "sometimes", "Z-AFTER-DRAW"), ("turn_stays", "left", "Z-ACE"), ("restock", "burn", "Z-RESTOCK"),
    ("max_turns", 0, "Z-STALL"), ("nine_points", -1, "Z-POINTS"), ("jack_multipliers", (2, 4), "Z-MULTIPLIER"),
    ("starter_jack_swap", "yes", "Z-STARTER-JACK"), ("starter_effects", 1, "Z-STARTER-EFFECT"),
    ("players", 2.0, "Z-PLAYERS"),
])
def test_rule_options_out_of_range_name_option_and_rule(option, value, rule):
    with pytest.raises(RulesError, match=f"{option}=.*{rule}") as info:
        Rules(**{option: value})
    assert info.value.rule == rule


def test_unknown_rule_option():
    with pytest.raises(RulesError, match="unknown rule option"):
        Rules().replace(colour="red")


def refused(state, action, rule, **kwargs):
    before = tuple(state)
    with pytest.raises(IllegalActionError, match=rule) as info:
        apply(state, action, **kwargs)
    assert tuple(state) == before
    assert info.value.rule == rule and not info.value.verdict.legal
    return info.value


def test_illegal_action_cites_the_rule_and_changes_nothing():
    s = position(hands=["9♣ 7♠", "Q♥"], top="7♥")
    error = refused(s, "9♣", "Z-MATCH")
    assert "seat 0 cannot play 9♣" in str(error) and "neither suit (♥) nor rank (7)" in str(error)


def test_action_by_the_wrong_seat():
    s = position(hands=["9♣ 7♠", "Q♥"], top="7♥")
    error = refused(s, "Q♥", "Z-TURN", seat=1)
    assert "it is seat 0's turn, not seat 1's" in str(error)


def test_a_card_not_in_hand():
    refused(position(hands=["9♣ 7♠", "Q♥"], top="7♥"), "7♥", "Z-TURN")


def test_jack_without_an_ordered_suit():
    with pytest.raises(NotationError, match="Z-JACK"):
        parse_action("J♣")
    s = position(hands=["J♣ 7♠", "Q♥"], top="7♥")
    error = refused(s, Play(Card.parse("J♣")), "Z-JACK")
    assert "must name a suit" in str(error)


def test_suit_order_on_a_non_jack():
    with pytest.raises(NotationError, match="only a jack orders a suit"):
        parse_action("7♠>♥")
    refused(position(hands=["J♣ 7♠", "Q♥"], top="7♥"), PlayJack(Card.parse("7♠"), Suit.HEARTS), "Z-JACK")


def test_jack_finish_while_holding_another_card():
    s = position(hands=["J♣ J♦ 9♠", "Q♥"], top="7♥")
    error = refused(s, "J♣ J♦", "Z-JACKS-OUT")
    assert "still holds 9♠" in str(error)


def test_swap_of_a_card_not_in_hand():
    s = position(hands=["9♠ 10♠ Q♠ K♠", "6♥"], top="J♦", phase="swap", to_move=1, dealer=1)
    refused(s, "swap 9♠", "Z-STARTER-JACK")


def test_unknown_action_text():
    with pytest.raises(NotationError, match="unknown card"):
        parse_action("jump")


def game_file():
    game = Game(Rules(players=2), seed=3)
    for _ in range(6):
        game.play(game.legal_actions[0])
    return game, json.loads(save(game))


@pytest.mark.parametrize("damage, message", [
    (lambda d: d.update(format="other"), "not a save file"),
    (lambda d: d.update(version=99), "version 99"),
    (lambda d: d.update(kind="deck"), "unknown kind"),
    (lambda d: d["rules"].update(players=7), "players=7"),
    (lambda d: d.update(seed="x"), "'seed'.*wrong type"),
    (lambda d: d["rounds"][0].__setitem__(1, "A♠"), "round 1, action 2"),
    (lambda d: d.update(totals=[50, 0]), "changed by hand"),
    (lambda d: d.pop("rounds"), "no 'rounds'"),
])
def test_a_tampered_save_file_is_refused(damage, message):
    _, data = game_file()
    damage(data)
    with pytest.raises(SaveFileError, match=message):
        load(json.dumps(data))


@pytest.mark.parametrize("text", ["", "not json", "[1, 2]", b"\xff"])
def test_a_malformed_save_file_is_refused(text):
    with pytest.raises(SaveFileError, match="not a save file"):
        load(text)


def test_new_round_refuses_a_bad_dealer_and_deck():
    with pytest.raises(RulesError, match="dealer 4"):
        new_round(Rules(players=4), dealer=4, seed=1)
    with pytest.raises(PositionError, match="duplicate card"):
        new_round(Rules(players=2), dealer=0, seed=1, deck="7♥ 7♥")


def test_score_round_refuses_a_card_in_two_places():
    with pytest.raises(PositionError, match="duplicate card J♥"):
        score_round(["", "J♥", "J♥"], 0, "J♠")


# --- save files: size and nesting (issue 8, §3.1) ------------------------------------------------------------

def position_file(**changes) -> dict:
    data = json.loads(save(position(hands=["9♠ 7♠", "Q♥ 6♦"], top="7♥", deck="6♣ 8♣")))
    data["position"].update(changes)
    return data


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@pytest.mark.parametrize("where", ["top", "rules", "rounds", "position"])
@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1000, 100_000])
def test_deeply_nested_json_is_refused_as_a_save_file_error(where, depth):
    _, data = game_file()
    text = {"top": nested(depth),
            "rules": json.dumps(data).replace('"rules": {"players": 2}', f'"rules": {{"players": {nested(depth)}}}'),
            "rounds": json.dumps(data).replace('"rounds": [', f'"rounds": [{nested(depth)}, '),
            "position": json.dumps(position_file()).replace('"hands": [', f'"hands": [{nested(depth)}, ')}[where]
    assert nested(depth) in text
    with pytest.raises(SaveFileError, match=f"nested more than {MAX_DEPTH} deep"):
        load(text)


def test_nesting_a_save_file_needs_is_accepted():
    game, _ = game_file()
    assert load(save(game)).totals == game.totals
    rules = Rules(players=2, jack_multipliers=(2, 4, 8, 16))
    assert load(save(Game(rules, seed=1))).rules == rules


def test_load_caps_the_size_it_reads_and_says_the_cap():
    _, data = game_file()
    text = json.dumps(data)
    padded = text[:-1] + " " * (MAX_SIZE - len(text)) + "}"
    assert len(padded) == MAX_SIZE and load(padded).seed == 3
    with pytest.raises(SaveFileError, match="5,000,000") as info:
        load(padded + " ")
    assert len(str(info.value)) < SHORT
    with pytest.raises(SaveFileError, match="5,000,000"):
        load(padded.encode() + b" " * 10)
    assert "5,000,000" in load.__doc__


def test_load_refuses_what_is_not_text():
    with pytest.raises(SaveFileError, match="expected JSON text, got dict"):
        load({"format": "zhora-lab"})


# --- positions that cannot happen (§3.2) ---------------------------------------------------------------------

def test_z_starter_jack_a_swap_position_needs_a_card_to_swap_in():
    with pytest.raises(PositionError, match="holds no card but jacks.*Z-STARTER-JACK") as info:
        position(hands=["J♠ J♥", "6♥ 7♥"], top="J♦", phase="swap", to_move=0, dealer=0)
    assert info.value.rule == "Z-STARTER-JACK"


def test_z_starter_jack_no_swap_position_without_the_swap():
    with pytest.raises(PositionError, match="starter_jack_swap=False.*Z-STARTER-JACK"):
        position(hands=["9♠ J♥", "6♥ 7♥"], top="J♦", phase="swap", to_move=0, dealer=0,
                 rules=Rules(players=2, starter_jack_swap=False))


def test_z_starter_jack_a_swap_is_the_first_action():
    with pytest.raises(PositionError, match="turns=3 in a swap position"):
        position(hands=["9♠ J♥", "6♥ 7♥"], top="J♦", phase="swap", to_move=0, dealer=0, turns=3)


def test_z_after_draw_no_after_draw_phase_when_a_draw_ends_the_turn():
    with pytest.raises(PositionError, match="after_draw='none'.*Z-AFTER-DRAW") as info:
        position(hands=["9♠ 6♣", "6♥ 7♥"], top="7♦", phase="after_draw", drawn="6♣",
                 rules=Rules(players=2, after_draw="none"))
    assert info.value.rule == "Z-AFTER-DRAW"
    state = position(hands=["9♠ 6♣", "6♥ 7♥"], top="7♦", phase="after_draw", drawn="6♣",
                     rules=Rules(players=2, after_draw="drawn"))
    assert apply(state, "pass").to_move == 1


def test_z_dry_an_after_draw_phase_without_a_drawn_card_needs_nothing_to_draw():
    with pytest.raises(PositionError, match="Z-DRY"):
        position(hands=["9♠ 6♣", "6♥ 7♥"], top="7♦", deck="8♣", phase="after_draw")
    dry = position(hands=["9♠ 6♣", "6♥ 7♥"], top="7♦", phase="after_draw")
    assert apply(dry, "pass").dry_passes == 1


# --- save time checks (§3.3) ---------------------------------------------------------------------------------

@pytest.mark.parametrize("actions, message", [
    (["9♠", "A♠"], r"action 2 \('A♠'\) cannot be saved: seat 1 cannot play A♠ \(Z-TURN"),
    (["7♠"], "action 1 .*Z-MATCH"),
    (["jump"], "action 1 .*unknown card"),
])
def test_save_refuses_actions_that_do_not_play(actions, message):
    state = position(hands=["9♠ 7♠", "Q♥ 6♦"], top="9♥", deck="6♣ 8♣")
    with pytest.raises(SaveFileError, match=message):
        save(state, actions=actions)
    text = save(state, actions=["9♠", "draw"])
    assert load(text) == apply(apply(state, "9♠"), "draw")


# --- counters no running round has (§3.4) --------------------------------------------------------------------

@pytest.mark.parametrize("changes, message", [
    (dict(dry_passes=2), "dry_passes=2: 2 passes in a row"),
    (dict(dry_passes=1, turns=5), "dry_passes=1 but there are cards to draw"),
    (dict(draws=10**18), "draws=1000000000000000000 exceeds turns=0"),
    (dict(restocks=10**18, turns=400), "restocks=1000000000000000000 exceeds turns=400"),
    (dict(turns=500), "turns=500 must be from 0 to max_turns-1"),
    (dict(draws=-1), "draws=-1 must be a whole number"),
    (dict(restocks=True), "restocks=True must be a whole number"),
    (dict(dry_passes="1"), "dry_passes='1' must be a whole number"),
])
def test_a_position_file_with_impossible_counters_is_refused(changes, message):
    with pytest.raises(SaveFileError, match=message):
        load(json.dumps(position_file(**changes)))
    with pytest.raises(PositionError, match=message):
        position(hands=["9♠ 7♠", "Q♥ 6♦"], top="7♥", deck="6♣ 8♣", **changes)


def test_z_stall_counters_a_round_can_have_are_kept():
    state = position(hands=["9♠ 7♠", "Q♥ 6♦"], top="7♥", turns=40, draws=12, restocks=3, dry_passes=1)
    assert load(save(state)) == state and (state.draws, state.restocks, state.dry_passes) == (12, 3, 1)
    assert apply(apply(state, "draw"), "pass").is_over  # the second pass with nothing to draw (Z-STALL)


# --- seeds (§3.5) --------------------------------------------------------------------------------------------

BAD_SEEDS = ["x", 1.5, None, [1], True, -1, 2**64]


@pytest.mark.parametrize("seed", BAD_SEEDS)
def test_a_bad_seed_is_refused_everywhere(seed):
    if seed is not None:  # None means a fresh seed for a new round
        with pytest.raises(RulesError, match="a seed is a whole number"):
            new_round(Rules(players=2), dealer=0, seed=seed)
    with pytest.raises(PositionError, match="a seed is a whole number"):
        position(hands=["9♠", "Q♥"], top="7♥", seed=seed)
    with pytest.raises(SaveFileError, match="a seed is a whole number"):
        load(json.dumps(position_file(seed=seed)))
    with pytest.raises(RulesError, match="a seed is a whole number"):
        Game(Rules(players=2), seed=seed)
    with pytest.raises(RulesError, match="a seed is a whole number"):
        simulate(Rules(players=2), rounds=1, seed=seed)


def test_the_widest_seeds_are_accepted():
    for seed in (0, 2**64 - 1):
        assert position(hands=["9♠", "Q♥"], top="7♥", seed=seed).seed == seed
        assert new_round(Rules(players=2), dealer=0, seed=seed).seed == seed


# --- names (§3.6) --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("names, message", [
    ([1, 2, 3], "the name of seat 0 must be a non-blank text"),
    (["Anna", "", "Vera"], "the name of seat 1 must be a non-blank text"),
    (["Anna", "Boris", "   "], "the name of seat 2"),
    (["Anna", "B" * 41, "Vera"], "at most 40 characters"),
    (["Anna", "Anna", "Vera"], "3 different names"),
    (["Anna", "Boris"], "3 different names"),
    ("ABC", "names must be a list of 3 texts"),
])
def test_z_players_names_are_different_non_blank_texts(names, message):
    with pytest.raises(RulesError, match=message) as info:
        Game(Rules(players=3), names=names)
    assert info.value.rule == "Z-PLAYERS" and len(str(info.value)) < SHORT


def test_names_in_a_save_file_are_checked():
    _, data = game_file()
    data["names"] = [1, 2]
    with pytest.raises(SaveFileError, match="the name of seat 0 must be a non-blank text"):
        load(json.dumps(data))


# --- errors quote a short excerpt (§3.7) ---------------------------------------------------------------------

HUGE = "7♠" * 100_000


@pytest.mark.parametrize("call", [
    lambda: parse_action(HUGE),
    lambda: parse_action("J♣>" + "x" * 100_000),
    lambda: parse_action(list(range(100_000))),
    lambda: apply(position(hands=["J♣ 7♠", "Q♥"], top="7♥"), PlayJacks([Card.parse("J♣")] * 100_000)),
    lambda: position(hands=["9♠", "Q♥"], top=HUGE),
    lambda: position(hands=["9♠", "Q♥"], top="7♥", phase=HUGE),
    lambda: position(hands=["9♠", "Q♥"], top="7♥", to_move=HUGE),
    lambda: Rules(after_draw=HUGE),
    lambda: Rules.from_dict({HUGE: 1}),
    lambda: Rules(jack_multipliers=[[1] * 100_000] * 4),
    lambda: new_round(HUGE, dealer=0),
    lambda: Game(Rules(players=2), names=[HUGE, "B"]),
    lambda: tally(0, HUGE, 5),
    lambda: load(HUGE),
    lambda: load(json.dumps({"format": "zhora-lab", "version": HUGE})),
    lambda: load(json.dumps({"format": "zhora-lab", "version": 1, "kind": HUGE, "rules": {}})),
    lambda: load(json.dumps(dict(game_file()[1], rounds=[game_file()[1]["rounds"][0][:2] + ["x" * 1_000_000]]))),
    lambda: load(json.dumps(position_file(**{HUGE: 1}))),
])
def test_an_error_quotes_at_most_a_short_excerpt_of_the_input(call):
    with pytest.raises(ZhoraError) as info:
        call()
    assert len(str(info.value)) < SHORT, str(info.value)[:SHORT]


def test_a_save_file_error_for_a_long_action_names_the_round_and_step():
    data = dict(game_file()[1], rounds=[["x" * 1_000_000]])
    with pytest.raises(SaveFileError, match=r"'rounds\[0\]\[0\]' in the save file is a text of 1,000,000 ") as info:
        load(json.dumps(data))
    assert len(str(info.value)) < SHORT


# --- scoring input (§3.8) ------------------------------------------------------------------------------------

def test_z_total_tally_refuses_points_that_are_not_whole_numbers():
    for total, points in ((0, "5"), ("0", 5), (0, 2.5), (0, True)):
        with pytest.raises(NotationError, match="must be a whole number.*Z-TOTAL"):
            tally(total, "", points)


def test_z_end_ranking_refuses_a_standing_that_is_not_total_and_letters():
    for standings in ([(0, "Ж"), "x"], [(0, "Ж"), (5,)], [("5", "")], 7, [(0, "ЖОРАЖ")], [(0, 5)]):
        with pytest.raises(NotationError, match="Z-END|Z-LETTER"):
            ranking(standings)
    assert ranking([(0, "Ж"), [5, ""]]) == [1, 0]


def test_z_jacks_out_play_jacks_needs_cards():
    for bad in (None, 5, "J♣ J♦", Card.parse("J♣")):
        with pytest.raises(NotationError, match="PlayJacks takes the jacks.*Z-JACKS-OUT"):
            PlayJacks(bad)
    assert PlayJacks([Card.parse("J♦"), Card.parse("J♣")]) == parse_action("J♣ J♦")


def test_z_deck_hand_points_refuses_a_duplicate_card():
    with pytest.raises(PositionError, match="duplicate card 7♠.*Z-DECK"):
        hand_points("7♠ 7♠")
    assert hand_points("7♠ 7♥") == 14


def test_z_out_the_winner_has_no_cards_left():
    with pytest.raises(PositionError, match=r"the winner \(seat 0\) still holds 9♠.*Z-OUT") as info:
        score_round(["9♠", "Q♥"], 0, "7♥")
    assert info.value.rule == "Z-OUT"
    for winner in ("0", True, 0.0):
        with pytest.raises(RulesError, match="is not a seat"):
            score_round(["", "Q♥"], winner, "7♥")
    assert score_round(["", "Q♥"], 0, "7♥") == (0, 3)


# --- seats (§3.9) --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seat", ["1", True, 1.0, 2, -1, "x" * 100_000])
def test_z_players_a_seat_is_a_whole_number_of_the_round(seat):
    s = position(hands=["9♣ 7♠", "Q♥"], top="7♥")
    before = tuple(s)
    for call in (lambda: apply(s, "9♣", seat=seat), lambda: explain(s, "9♣", seat=seat), lambda: s.view(seat)):
        with pytest.raises(PositionError, match="is not a seat of a 2-player round.*Z-PLAYERS") as info:
            call()
        assert info.value.rule == "Z-PLAYERS" and len(str(info.value)) < SHORT
    assert tuple(s) == before
    assert apply(s, "7♠", seat=0).to_move == 0  # Z-SEVEN: the turn stays


@pytest.mark.parametrize("action, verb", [("draw", "draw"), ("pass", "pass"), ("7♥", "play 7♥")])
def test_z_out_after_the_round_ends_the_message_says_so(action, verb):
    over = apply(position(hands=["9♣", "Q♥ 7♥"], top="9♥"), "9♣")
    assert over.is_over
    error = refused(over, action, "Z-OUT")
    assert str(error) == f"nobody can {verb}: the round is over (Z-OUT)"
    assert "None" not in str(error)


# --- the documented ranges of the numeric options (§3.10) ----------------------------------------------------

def documented_ranges() -> dict[str, tuple[int, int]]:
    """``option: (low, high)`` from the ranges table of docs/readings.md."""
    text = (Path(__file__).resolve().parents[3] / "docs" / "readings.md").read_text(encoding="utf-8")
    ranges = {}
    for name, values in re.findall(r"^\| `(\w+)` \| Z-[A-Z-]+ \| ([^|]+) \|", text, re.MULTILINE):
        numbers = [int(n) for n in re.findall(r"\d+", values.split("(")[0])]
        ranges[name] = (min(numbers), max(numbers))
    return ranges


def test_the_readings_give_the_ranges_rules_accepts():
    ranges = documented_ranges()
    assert ranges == {"players": (2, 4), "max_turns": (10, 100_000), "nine_points": (0, 20),
                      "jack_multipliers": (1, 100)}
    for name, (low, high) in ranges.items():
        value = (lambda n: (n,) * 4) if name == "jack_multipliers" else (lambda n: n)
        for inside in (low, high):
            assert getattr(Rules(**{name: value(inside)}), name) == value(inside)
        for outside in (low - 1, high + 1):
            with pytest.raises(RulesError, match=f"{name}=.*out of range"):
                Rules(**{name: value(outside)})
