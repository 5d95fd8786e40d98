"""compare_games: one frame of the same measures for every game, checked against counts made here from the raw
records; the play counts every simulate record carries; determinism across workers and executors; bad input."""

import math
import random
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from zhora_core import comparison, games, joe, lab, prsi, simulate as simulate_module, zhora
from zhora_core.bots import make_bot
from zhora_core.comparison import COLUMNS, MEASURES, compare_games, usual_players
from zhora_core.errors import RulesError
from zhora_core.simulate import PlayCounts, simulate

SMALL = dict(players=2, games=8, skill_games=2, seed=3)


@pytest.fixture(scope="module")
def frame():
    return compare_games(["joe", prsi.Rules()], workers=1, **SMALL)


def _rows(frame, game, measure):
    return frame[(frame["game"] == game) & (frame["measure"] == measure)]


def test_the_frame_has_one_row_per_game_count_and_measure(frame):
    assert tuple(frame.columns) == COLUMNS
    assert lab.compare_games is compare_games and "compare_games" in lab.__all__
    for name in ("joe", "prsi"):
        part = frame[frame["game"] == name]
        spec = games.spec(name)
        assert set(part["title"]) == {spec.title[0]} and set(part["players"]) == {2}
        assert list(dict.fromkeys(part["measure"])) == list(MEASURES)
        assert len(part) == len(MEASURES) - 2 + 2 + len(spec.endings)
        assert _rows(frame, name, "seat_win_rate")["detail"].tolist() == ["seat 0", "seat 1"]
        assert _rows(frame, name, "ending_share")["detail"].tolist() == list(spec.endings)
        plain = part[~part["measure"].isin(["seat_win_rate", "ending_share"])]
        assert set(plain["detail"]) == {""}
        assert part["source"].str.len().min() > 0


def test_every_interval_holds_its_estimate(frame):
    assert not frame[["estimate", "low", "high"]].isna().any().any()
    assert (frame["low"] <= frame["estimate"] + 1e-12).all() and (frame["estimate"] <= frame["high"] + 1e-12).all()


def test_seat_win_rates_share_the_games_and_are_read_against_the_fair_share(frame):
    for name in ("joe", "prsi"):
        seats = _rows(frame, name, "seat_win_rate")
        assert math.isclose(seats["estimate"].sum(), 1.0) and math.isclose(seats["estimate"].mean(), 1 / 2)
        assert set(seats["n"]) == {8}
        # Wilson intervals of a share of 8 games: never outside 0..1, never a point
        assert (seats["low"] >= 0).all() and (seats["high"] <= 1).all() and (seats["high"] > seats["low"]).all()


def test_ending_shares_sum_to_one(frame):
    for name in ("joe", "prsi"):
        assert math.isclose(_rows(frame, name, "ending_share")["estimate"].sum(), 1.0)


def test_the_measures_match_counts_made_from_the_records(frame):
    sim = simulate(prsi.Rules(players=2), games=8, seed=3, workers=1)
    rounds = sum(r.rounds for r in sim.records)
    value = {m: float(_rows(frame, "prsi", m)["estimate"].iloc[0]) for m in MEASURES}
    assert math.isclose(value["rounds_per_game"], rounds / 8)
    assert math.isclose(value["decisions_per_round"], sum(r.decisions for r in sim.records) / rounds)
    assert math.isclose(value["turns_per_round"], sum(r.seat_turns for r in sim.records) / rounds)
    assert math.isclose(value["branching"], sum(r.legal_actions for r in sim.records)
                        / sum(r.decisions for r in sim.records))
    endings = [e for r in sim.records for e in r.round_endings]
    assert math.isclose(value["stalemate_share"], endings.count("stalemate") / len(endings))
    assert math.isclose(value["lead_changes"], np.mean([lab.count_lead_changes(r) for r in sim.records]))
    assert math.isclose(value["winner_lowest_place"], np.mean([lab.winner_drama(r)[1] - 1 for r in sim.records]))
    assert _rows(frame, "prsi", "search_vs_heuristic")["n"].iloc[0] == 2
    assert _rows(frame, "prsi", "order")["n"].iloc[0] == 4  # 2 games with the heuristic bot in each seat


def test_the_frame_is_the_same_for_any_workers_or_executor(frame):
    two = compare_games(["joe", "prsi"], workers=2, **SMALL)
    with ThreadPoolExecutor(3) as pool:
        threads = compare_games(["joe", "prsi"], executor=pool, **SMALL)
    pd.testing.assert_frame_equal(two, frame)
    pd.testing.assert_frame_equal(threads, frame)


def test_progress_shows_one_bar_over_all_the_work(monkeypatch):
    bars = []

    class Bar:
        def __init__(self, total):
            self.total, self.done, self.closed = total, 0, False
            bars.append(self)

        def update(self, k):
            self.done += k

        def close(self):
            self.closed = True

    monkeypatch.setattr(comparison, "_bar", Bar)
    monkeypatch.setattr(simulate_module, "_progress_bar", lambda *a: pytest.fail("simulate drew its own bar"))
    compare_games(["joe"], players=[2, 3], games=6, skill_games=3, workers=1, progress=True)
    # 2 players: 6 games, 2 seats x 2 (order), 2 seats x 2 rounds (search); 3 players: 6 + 3 x 1 + 3 x 1
    assert len(bars) == 1 and bars[0].total == bars[0].done == 14 + 12 and bars[0].closed


def test_player_counts_skip_a_name_and_refuse_a_rules_object():
    assert usual_players("zhora") == (2, 3, 4) and usual_players("thirteen") == (2,)
    assert usual_players("joe") == (2, 3, 4) and usual_players("joker52") == (2, 3)
    small = dict(games=2, skill_games=0, workers=1)
    mixed = compare_games(["thirteen", "joe"], players=[2, 3], **small)
    assert sorted(set(zip(mixed["game"], mixed["players"]))) == [("joe", 2), ("joe", 3), ("thirteen", 2)]
    with pytest.raises(RulesError) as caught:
        compare_games([zhora.Rules()], players=5, **small)
    assert caught.value.rule == "Z-PLAYERS" and "5" in str(caught.value)
    with pytest.raises(RulesError) as caught:
        compare_games([joe.Rules(players=2, challenge=True)], players=[2, 3], **small)
    assert caught.value.rule == "JQ-CHALLENGE"
    variant = compare_games(joe.Rules(players=2, challenge=True), players=2, **small)
    assert set(variant["game"]) == {"joe (challenge=True)"}


@pytest.mark.parametrize("call, words", [
    (lambda: compare_games(["zhora", "durak"]), "durak"),
    (lambda: compare_games([42]), "42"),
    (lambda: compare_games([]), "at least one"),
    (lambda: compare_games(["joe"], games=0), "games"),
    (lambda: compare_games(["joe"], skill_games=-1), "skill_games"),
    (lambda: compare_games(["joe"], workers=0), "workers"),
    (lambda: compare_games(["thirteen", "zhora"], players=[2, 11]), "11"),
    (lambda: compare_games(["joe"], players="three"), "players"),
    (lambda: compare_games(["joe"], players=2.5), "players"),
    (lambda: compare_games(42), "42"),
])
def test_bad_input_is_refused_by_name(call, words):
    with pytest.raises(RulesError) as caught:
        call()
    assert words in str(caught.value)


def _replayed(name, rules, seed):
    """The seat to move and its legal actions at every decision of a round simulate played, replayed here."""
    spec = games.spec(name)
    bots = [make_bot("heuristic", game=spec) for _ in range(rules.players)]
    state, rng, counts = spec.new_round(rules, dealer=seed % rules.players, seed=seed), random.Random(seed), []
    while state.outcome is None:
        legal = spec.legal_actions(state)
        counts.append((state.to_move, len(legal)))
        action = legal[0] if len(legal) == 1 else bots[state.to_move].choose(state.view(state.to_move), legal, rng)
        state = spec.apply(state, action)
    return counts


@pytest.mark.parametrize("name", ["zhora", "joe", "prsi"])
def test_every_round_record_counts_its_decisions_choices_and_legal_actions(name):
    rules = games.spec(name).Rules(players=3)
    sim = simulate(rules, rounds=4, seed=9, workers=1)
    for record in sim.records:
        seats, legal = zip(*_replayed(name, rules, record.seed))
        assert record.decisions == len(legal) and record.legal_actions == sum(legal)
        assert record.seat_turns == 1 + sum(a != b for a, b in zip(seats, seats[1:]))
        assert record.choices == sum(k > 1 for k in legal)
        slope = np.polyfit(np.linspace(0, 1, len(legal)), legal, 1)[0]
        assert math.isclose(record.convergence, slope, abs_tol=1e-9)
    assert {"decisions", "seat_turns", "choices", "legal_actions", "convergence"} <= set(sim.to_frame().columns)


def test_whole_game_records_add_up_their_rounds():
    sim = simulate(zhora.Rules(players=3), games=3, seed=2, workers=1)
    for game in sim.records:
        assert len(game.round_convergence) == game.rounds
        assert game.legal_actions >= game.decisions >= game.choices >= game.rounds > 0
        assert game.decisions >= game.seat_turns >= game.rounds
    assert PlayCounts.of(1, 1, 0, 3, 0) == (1, 1, 0, 3, None)
    assert PlayCounts.of(3, 2, 3, 6, 0 * 3 + 1 * 2 + 2 * 1).convergence == -2.0  # 3, 2, 1 legal actions


def test_the_published_figures_load_with_their_seed_sample_and_date():
    path = Path(__file__).resolve().parents[2] / "notebooks" / "data" / "compare_games.csv"
    notes = [line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("#")]
    assert any("seed=0 games=1000" in line for line in notes) and any("date=" in line for line in notes)
    assert any("wall_seconds=" in line and "cpu_seconds=" in line for line in notes)
    published = pd.read_csv(path, comment="#", keep_default_na=False)
    assert tuple(published.columns) == COLUMNS and set(published["measure"]) == set(MEASURES)
    tables = set(zip(published["game"], published["players"]))
    assert tables == {(name, n) for name in games.names() for n in usual_players(name)}
    assert set(published.loc[published["measure"] == "rounds_per_game", "n"]) == {1000}
