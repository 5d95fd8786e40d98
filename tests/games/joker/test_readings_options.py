"""Georgian Joker's four reading options beside the defaults: ``schedule`` (JK-PULKAS), ``khishti`` (JK-SCORE),
``premium_gain`` (JK-PREMIUM) and ``low_lead`` (JK-JOKER-LEAD): both settings where they change the outcome, the
verdicts' rule ids and reasons, and hostile values refused naming the option."""

from __future__ import annotations

import random

import pytest

from zhora_core.errors import IllegalActionError, RulesError
from zhora_core.joker import (Game, HeuristicBot, Rules, apply, deal_points, explain, legal_actions, position,
                              premium, pulkas, schedule)
from zhora_core.joker.sheet import sheet_html, sheet_rows
from zhora_core.simulate import simulate
from widgets.controller import TableController
from widgets.rule_switches import RuleSwitches


def texts(actions) -> list[str]:
    return [str(a) for a in actions]


def play_game(rules: Rules, seed: int) -> Game:
    game, bot, rng = Game(rules, seed=seed), HeuristicBot(), random.Random(seed)
    while True:
        while game.state.outcome is None:
            state = game.state
            game.play(bot.choose(state.view(state.to_move), legal_actions(state), rng))
        if game.is_over:
            return game
        game.next_round()


@pytest.mark.parametrize("name, value", [("schedule", "tens"), ("khishti", -300), ("khishti", -200.0),
                                         ("khishti", "-500"), ("premium_gain", "last"), ("low_lead", "LOWEST")])
def test_a_hostile_value_is_refused_naming_the_option(name, value):
    with pytest.raises(RulesError) as error:
        Rules(**{name: value})
    assert f"{name}={value!r}" in str(error.value)


def test_the_rule_switches_offer_the_four_options():
    switches = RuleSwitches(Rules(), lang="ru")
    for name, other in (("schedule", "nines"), ("khishti", -500), ("premium_gain", "earlier"), ("low_lead", "lowest")):
        assert Rules.option(name).label_in("ru") in switches.text
        switches.controls[name].value = other
        assert getattr(switches.rules, name) == other
    assert switches.rules.changed() == {"schedule": "nines", "khishti": -500, "premium_gain": "earlier",
                                        "low_lead": "lowest"}


# --- schedule (JK-PULKAS) ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("players, full", [(4, 9), (3, 12), (2, 18)])
def test_jk_pulkas_nines_four_pulkas_of_four_full_deals(players, full):
    rules = Rules(players=players, schedule="nines")
    assert pulkas(rules) == ((full,) * 4,) * 4 and len(schedule(rules)) == 16
    assert schedule(Rules(players=players))[0] == 1


def test_jk_pulkas_nines_a_whole_game_trumps_named_every_deal_and_a_premium_per_pulka():
    game = Game(Rules(schedule="nines"), seed=5)
    verdict = explain(game.state, "bid 1")
    assert not verdict and verdict.rule == "JK-TRUMP"  # a full deal opens with trumps named
    assert not explain(Game(Rules(), seed=5).state, "trump ♥")  # the classic first deal has a turned card
    game = play_game(Rules(schedule="nines"), seed=5)
    assert len(game.deals) == 16 and {d.cards for d in game.deals} == {9}
    assert [d.pulka for d in game.deals] == [k for k in (1, 2, 3, 4) for _ in range(4)]
    assert [d.number for d in game.deals if d.premium is not None] == [4, 8, 12, 16]
    rows = sheet_rows(game)
    assert [r["pulka"] for r in rows] == [d.pulka for d in game.deals]
    html = str(sheet_html(game))
    assert html.count("data-pulka='4'") >= 3 and "data-pulka='5'" not in html


def test_jk_pulkas_nines_in_a_simulation_deals_only_full_deals():
    records = simulate(Rules(schedule="nines"), rounds=5, seed=1, workers=1).records
    assert [dict(d.extra)["cards"] for d in records] == [9] * 5


# --- khishti (JK-SCORE, JK-MINUS) ---------------------------------------------------------------------------------

def khishti_deal(**options):
    """Seat 1 bids 1 and takes nothing: seat 0's A♥ takes the only trick."""
    start = position(hands=["A♥", "K♥"], trump="♣", bids=[1, None], dealer=1, rules=Rules(players=2, **options))
    state = start
    for action in ("bid 1", "A♥", "K♥"):
        state = apply(state, action)
    return state


@pytest.mark.parametrize("khishti", [-200, -500])
def test_jk_score_khishti_both_values_and_minus_scoring_ignores_it(khishti):
    state = khishti_deal(khishti=khishti)
    assert state.outcome.points == (100, khishti) and state.outcome.khishti == (False, True)
    assert deal_points(3, 0, 5, rules=Rules(khishti=khishti)) == khishti
    assert deal_points(3, 1, 5, rules=Rules(khishti=khishti)) == 10  # a miss with a trick is no khishti
    minus = khishti_deal(khishti=khishti, scoring="minus")
    assert minus.outcome.points == (100, -100) and minus.outcome.khishti == (False, False)
    assert deal_points(3, 0, 5, rules=Rules(khishti=khishti, scoring="minus")) == -300
    assert "minus" in Rules.option("khishti").help_in("en")


def test_jk_score_the_sheet_legend_names_the_khishti_value():
    assert "−500: khishti" in str(sheet_html(Game(Rules(khishti=-500))))
    assert "−200: хишти" in str(sheet_html(Game(Rules()), lang="ru"))


# --- premium_gain (JK-PREMIUM) ------------------------------------------------------------------------------------

# Seat 0 makes 1 of 1 (100) then 2 of 2 (200); the others' best deals score 50 each. In TWO seat 3 passes twice.
ONE = [(1, (1, 1, 0, 1), (1, 0, 0, 0)), (2, (2, 0, 1, 0), (2, 0, 0, 0))]
TWO = [(1, (1, 1, 0, 0), (1, 0, 0, 0)), (2, (2, 0, 1, 0), (2, 0, 0, 0))]


@pytest.mark.parametrize("gain, victims, expected", [
    ("pulka", "all", (200, -50, -50, -50)), ("earlier", "all", (100, -50, -50, -50)),
    ("pulka", "next", (200, -50, 0, 0)), ("earlier", "next", (100, -50, 0, 0))])
def test_jk_premium_gain_the_best_of_the_pulka_or_of_the_deals_before_the_last(gain, victims, expected):
    assert premium(ONE, rules=Rules(premium_gain=gain, premium_victims=victims)) == expected


@pytest.mark.parametrize("gain, expected", [("pulka", (200, 0, 0, 50)), ("earlier", (100, 0, 0, 50))])
def test_jk_premium_gain_with_several_winners_nobody_loses(gain, expected):
    assert premium(TWO, rules=Rules(premium_gain=gain)) == expected


def test_jk_premium_gain_earlier_in_a_whole_game_and_on_the_sheet():
    assert premium([(1, (1, 0, 0, 1), (1, 0, 0, 0))], rules=Rules(premium_gain="earlier"))[0] == 0
    # seed 19: seat 0 makes every bid of pulka 3, scoring 150 before its last deal and 200 in it
    games = {gain: play_game(Rules(schedule="nines", premium_gain=gain), seed=19) for gain in ("pulka", "earlier")}
    deals = [d for d in games["earlier"].deals if d.pulka == 3]
    assert [d.outcome.points[0] for d in deals] == [100, 100, 150, 200]
    assert games["pulka"].premiums[2][0] == 200 and games["earlier"].premiums[2][0] == 150
    ring = "data-deal='11' data-seat='0' data-kind='points'><span class='zl-best'>150</span>"
    assert ring in str(sheet_html(games["earlier"])) and ring not in str(sheet_html(games["pulka"]))


# --- low_lead (JK-JOKER-LEAD) -------------------------------------------------------------------------------------

def low_lead(rule: str):
    """Seat 0 leads the joker low calling hearts; seat 1 holds K♥ 7♥, seat 2 9♥ Q♥."""
    start = position(hands=["6♠ A♥ 7♣", "K♥ 7♥ 9♣", "9♥ Q♥ 10♣"], trump="♦", bids=[0, 1, 1], dealer=2,
                     rules=Rules(players=3, low_lead=rule))
    return apply(start, "6♠ low ♥")


def test_jk_joker_lead_low_any_card_of_the_called_suit():
    state = low_lead("any")
    assert texts(legal_actions(state)) == ["7♥", "K♥"]
    verdict = explain(state, "K♥")
    assert verdict and verdict.rule == "JK-JOKER-LEAD" and verdict.key == "joker.why.follow_ok"
    state = apply(apply(state, "K♥"), "9♥")
    assert state.taken == (0, 1, 0)  # the king takes


def test_jk_joker_lead_low_lowest_obliges_the_lowest_card_of_the_called_suit():
    state = low_lead("lowest")
    assert texts(legal_actions(state)) == ["7♥"]
    verdict = explain(state, "K♥")
    assert not verdict and verdict.rule == "JK-JOKER-LEAD" and verdict.key == "joker.why.low_demand"
    assert "7♥" in verdict.reason and "lowest" in verdict.reason and "7♥" in verdict.text("ru")
    assert explain(state, "7♥").key == "joker.why.low_ok"
    assert explain(state, "9♣").key == "joker.why.revoke"
    with pytest.raises(IllegalActionError, match="JK-JOKER-LEAD"):
        apply(state, "K♥")
    state = apply(state, "7♥")
    assert texts(legal_actions(state)) == ["9♥"]
    state = apply(state, "9♥")
    assert state.taken == (0, 0, 1)  # now seat 2's nine takes


def test_jk_joker_lead_low_lowest_a_void_player_follows_jk_follow_and_a_joker_may_still_go():
    start = position(hands=["6♠ A♥ 7♣", "6♣ K♥ 7♥", "8♦ 9♦ 10♣"], trump="♦", bids=[0, 1, 1], dealer=2,
                     rules=Rules(players=3, low_lead="lowest"))
    state = apply(start, "6♠ low ♥")
    assert texts(legal_actions(state)) == ["6♣ high", "6♣ low", "7♥"]
    state = apply(state, "7♥")
    assert texts(legal_actions(state)) == ["8♦", "9♦"]  # void of hearts: a trump, as JK-FOLLOW
    assert explain(state, "10♣").key == "joker.why.must_trump"


def test_jk_joker_lead_low_lowest_the_bot_and_the_tables_grey_cards_follow():
    state = low_lead("lowest")
    assert texts([HeuristicBot().choose(state.view(1), legal_actions(state), random.Random(0))]) == ["7♥"]
    choices = TableController(start=state, human=1, bots=["heuristic"] * 3).choices()
    assert [str(a) for a in choices[next(c for c in choices if str(c) == "7♥")].actions] == ["7♥"]
    king = choices[next(c for c in choices if str(c) == "K♥")]
    assert not king.actions and king.rule == "JK-JOKER-LEAD" and "7♥" in king.reason
