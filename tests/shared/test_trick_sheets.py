"""The Joker and Joker-52 paper score sheets: every cell is the engine's number (JK-SCORE, JK-PREMIUM, JK-MINUS,
J52-SCORE, J52-JOKER-PENALTY), the marks sit where the deals say, the CSV reads back, Russian is Russian."""

from __future__ import annotations

import io
import random
from html.parser import HTMLParser

import pandas as pd
import pytest

from zhora_core import joker, joker52
from zhora_core.bots import make_bot
from zhora_core.errors import RulesError
from zhora_core.joker import scoring
from zhora_core.simulate import play_game

from russian_text import latin_words, visible_text

NAMES = ["Ann", "Bob", "Cid", "Dan"]
RU_NAMES = ["Аня", "Боря", "Вера", "Гоша"]


def whole_game(rules=joker.Rules(), seed=19, names=NAMES):
    """A seeded whole game between heuristic bots (seed 19: a pulka with one premium, one with two)."""
    game = joker.Game(rules, seed=seed, names=names[:rules.players])
    return play_game(game, [make_bot("heuristic", game="joker")] * rules.players, random.Random(seed))


def party(seed=2, names=NAMES[:3]):
    game = joker52.Game(joker52.Rules(), seed=seed, names=names)
    return play_game(game, [make_bot("heuristic", game="joker52")] * 3, random.Random(seed))


class Cells(HTMLParser):
    """The sheet's data cells by (kind, deal or pulka, seat): their text and classes."""

    def __init__(self, markup: str) -> None:
        super().__init__()
        self.cells: dict[tuple, tuple[str, set[str]]] = {}
        self._open: list = []
        self.feed(markup)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "td" and "data-kind" in attrs:
            where = attrs.get("data-deal", attrs.get("data-pulka"))
            key = (attrs["data-kind"], int(where) if where else None, int(attrs["data-seat"]))
            self._open.append([key, "", set((attrs.get("class") or "").split())])
        elif tag == "span" and self._open:
            self._open[-1][2].update((attrs.get("class") or "").split())

    def handle_data(self, data):
        if self._open:
            self._open[-1][1] += data

    def handle_endtag(self, tag):
        if tag == "td" and self._open:
            key, text, classes = self._open.pop()
            self.cells[key] = (text, classes)


def minus(value: int) -> str:
    return str(value).replace("-", "−")


def test_every_cell_of_a_whole_games_sheet_is_the_engines_number():
    game = whole_game()
    cells = Cells(joker.sheet_html(game)).cells
    assert game.is_over and len(game.deals) == 24
    for deal in game.deals:
        o = deal.outcome
        for seat in range(4):
            bid, taken = o.bids[seat], o.taken[seat]
            assert cells["bid", deal.number, seat][0] == (f"{bid}" if bid == taken else f"{bid}→{taken}")
            points = scoring.deal_points(bid, taken, deal.cards, rules=game.rules)
            assert o.points[seat] == points and cells["points", deal.number, seat][0] == minus(points)
    for pulka in range(1, 5):
        deals = [d for d in game.deals if d.pulka == pulka]
        premium = scoring.premium([(d.cards, d.outcome.bids, d.outcome.taken) for d in deals], rules=game.rules)
        assert deals[-1].premium == premium
        for seat in range(4):
            shown = cells["premium", pulka, seat][0]
            assert shown == ("" if premium[seat] == 0 else f"{'+' if premium[seat] > 0 else ''}{minus(premium[seat])}")
            pulka_sum = sum(d.outcome.points[seat] for d in deals) + premium[seat]
            assert cells["sum", pulka, seat][0] == minus(pulka_sum)
            assert cells["total", pulka, seat][0] == minus(deals[-1].totals[seat])
    assert [int(cells["total", 4, seat][0].replace("−", "-")) for seat in range(4)] == list(game.totals)


def test_khishti_and_missed_bids_are_marked_where_the_deals_say():
    game = whole_game()
    cells = Cells(joker.sheet_html(game)).cells
    khishti = {(d.number, s) for d in game.deals for s in range(4) if d.outcome.khishti[s]}
    missed = {(d.number, s) for d in game.deals for s in range(4) if not d.outcome.made[s]} - khishti
    assert khishti and missed
    marked = {(deal, seat) for (kind, deal, seat), (_, classes) in cells.items() if "zl-khishti" in classes}
    assert marked == khishti and all(cells["points", d, s][0] == "−200" for d, s in khishti)
    assert {(deal, seat) for (kind, deal, seat), (_, classes) in cells.items() if "zl-missed" in classes} == missed


def test_the_premium_circles_the_best_deal_it_adds_or_takes_and_says_who_earned_it():
    game = whole_game()
    cells = Cells(joker.sheet_html(game)).cells
    assert [tuple(p) for p in game.premiums[:2]] == [(-300, 200, -200, -100), (200, 250, 0, 0)]
    expected = {}
    for pulka, premium in enumerate(game.premiums, start=1):
        deals = [d for d in game.deals if d.pulka == pulka]
        for seat, value in enumerate(premium):
            if value:
                scores = [d.outcome.points[seat] for d in deals]
                assert abs(value) == max(scores)
                expected[deals[scores.index(max(scores))].number, seat] = "zl-best" if value > 0 else "zl-cost"
    found = {(deal, seat): mark for (kind, deal, seat), (_, classes) in cells.items() if kind == "points"
             for mark in classes & {"zl-best", "zl-cost"}}
    assert found == expected and list(found.values()).count("zl-best") == 3
    assert joker.premium_text(game, 1) == ("Pulka 1: Bob earns the premium, +200; it costs Ann −300, Cid −200, "
                                           "Dan −100 (JK-PREMIUM)")
    assert joker.premium_text(game, 2) == "Pulka 2: 2 players earn the premium: Ann +200, Bob +250; nobody loses " \
                                          "(JK-PREMIUM)"
    assert joker.premium_text(game, 3) == "Pulka 3: no premium, nobody made every bid (JK-PREMIUM)"
    assert joker.premium_text(game, 1, RU_NAMES, "ru") == ("Пулька 1: премию получает Боря, +200; теряют Аня −300, "
                                                           "Вера −200, Гоша −100 (JK-PREMIUM)")


def test_premium_victims_next_costs_only_the_next_seat():
    game = whole_game(joker.Rules(premium_victims="next"))
    cells = Cells(joker.sheet_html(game)).cells
    first = game.premiums[0]
    assert first == (0, 200, -200, 0)
    assert [cells["premium", 1, seat][0] for seat in range(4)] == ["", "+200", "−200", ""]
    assert joker.premium_text(game, 1) == "Pulka 1: Bob earns the premium, +200; it costs Cid −200 (JK-PREMIUM)"


def test_minus_scoring_has_no_khishti_and_its_cells_follow_jk_minus():
    rules = joker.Rules(scoring="minus")
    game = whole_game(rules, seed=4)
    markup = joker.sheet_html(game)
    cells = Cells(markup).cells
    assert not any("zl-khishti" in classes for _, classes in cells.values())
    short = [(d, s) for d in game.deals for s in range(4) if d.outcome.taken[s] < d.outcome.bids[s]]
    assert short
    for deal, seat in short:
        o = deal.outcome
        assert cells["points", deal.number, seat][0] == minus(-100 * (o.bids[seat] - o.taken[seat]))
    assert "khishti" not in visible_text(markup) and "3→2: bid 3, took 2" in visible_text(markup)


def test_the_rows_are_the_games_score_sheet_and_the_csv_reads_back():
    game = whole_game()
    rows = joker.sheet_rows(game)
    assert rows == game.score_sheet() and len(rows) == 24
    assert rows[7]["pulka"] == 1 and rows[7]["Bob premium"] == 200 and rows[6]["Bob premium"] is None
    back = pd.read_csv(io.StringIO(joker.sheet_csv(game)))
    assert list(back.columns[:4]) == ["deal", "pulka", "cards", "dealer"] and len(back) == 24
    for row, read in zip(rows, back.to_dict("records")):
        for key, value in row.items():
            if key.endswith("premium"):
                assert (value is None and pd.isna(read[key])) or read[key] == value
            else:
                assert read[key] == (int(value) if isinstance(value, bool) else value), key


def test_a_running_game_shows_the_deals_to_come_empty_and_the_bids_made_so_far():
    game = joker.Game(joker.Rules(), seed=5, names=NAMES)
    rng = random.Random(5)
    while game.deal_number < 3 or game.state.outcome is not None:
        if game.state.outcome is not None:
            game.next_round()
        else:
            game.play(rng.choice(game.legal_actions))
    game.play(game.legal_actions[0])
    cells = Cells(joker.sheet_html(game)).cells
    bids = game.state.bids
    assert sum(b is not None for b in bids) == 1
    assert [cells["bid", 3, seat] for seat in range(4)] == [
        ("" if b is None else str(b), {"zl-now"}) for b in bids]
    assert cells["points", 3, 0][0] == "" and cells["bid", 24, 0][0] == "" and cells["premium", 1, 0][0] == ""
    text = visible_text(joker.sheet_html(game))
    assert "Deal 3 of 24 is being played (pulka 1)." in text and "Final standing" not in text


def test_the_final_standing_ranks_the_totals_and_names_the_winner():
    game = whole_game()
    text = visible_text(joker.sheet_html(game))
    assert "Final standing (JK-WIN)" in text and "Bob wins the game" in text and game.winner == 1
    standing = text.split("Final standing", 1)[1]
    assert [standing.index(NAMES[seat]) for seat in game.ranking()] == sorted(
        standing.index(NAMES[seat]) for seat in game.ranking())
    assert "Final standing" not in visible_text(joker.sheet_html(game, standing=False))


def test_the_sheet_speaks_russian():
    game = whole_game(names=RU_NAMES)
    markup = joker.sheet_html(game, lang="ru")
    text = visible_text(markup)
    assert latin_words(text) == [] and "хишти" in text and "пулька" in text and "Итог игры" in text
    assert latin_words(joker.sheet_csv(game, lang="ru").splitlines()[0]) == []
    assert "Боря выигрывает игру" in text and "премию получают 2 игрока" in text
    with pytest.raises(RulesError, match="3 names for 4 players") as caught:
        joker.sheet_html(game, RU_NAMES[:3])
    assert caught.value.rule == "JK-PLAYERS"


def test_premium_text_refuses_a_pulka_still_running():
    game = joker.Game(joker.Rules(), seed=1)
    with pytest.raises(RulesError, match="pulka 1 is not finished") as caught:
        joker.premium_text(game, 1)
    assert caught.value.rule == "JK-PREMIUM"


def test_score_sheet_widget_shows_the_paper_sheet_and_downloads_its_csv():
    from widgets.score_sheet import ScoreSheet

    game = whole_game(names=RU_NAMES)
    sheet = ScoreSheet(game, lang="ru")
    assert sheet.html == joker.sheet_html(game, RU_NAMES, "ru", standing=False)
    assert sheet.to_csv() == joker.sheet_csv(game, RU_NAMES, "ru")
    assert "download='joker-score-sheet.csv'" in sheet.download_link and "Итоговые места" in sheet.text
    assert latin_words(sheet.text) == []
    assert len(sheet.frame) == 24


def test_joker52_sheet_cells_are_the_engines_numbers_with_the_joker_penalty():
    game = party()
    cells = Cells(joker52.sheet_html(game)).cells
    penalised = 0
    for deal in game.deals:
        o = deal.outcome
        for seat in range(3):
            bid, taken = o.bids[seat], o.taken[seat]
            points = joker52.scoring.deal_points(bid, taken, deal.cards, game.rules) - 10 * o.penalties[seat]
            text, classes = cells["points", deal.number, seat]
            assert o.points[seat] == points and text == "✱" * o.penalties[seat] + minus(points)
            assert ("zl-penalty" in classes) == bool(o.penalties[seat])
            assert cells["bid", deal.number, seat][0] == (f"{bid}" if bid == taken else f"{bid}→{taken}")
            penalised += o.penalties[seat]
    assert penalised == 1
    assert [cells["total", None, seat][0] for seat in range(3)] == [minus(t) for t in game.totals]
    text = visible_text(joker52.sheet_html(game))
    assert "Final standing (J52-WIN)" in text and "Cid wins the party" in text


def test_joker52_rows_csv_widget_and_russian():
    from widgets.score_sheet import ScoreSheet

    game = party(names=RU_NAMES[:3])
    rows = joker52.sheet_rows(game)
    assert rows == game.score_sheet() and len(rows) == 13 and rows[0]["tricks"] == 18
    back = pd.read_csv(io.StringIO(joker52.sheet_csv(game)))
    assert back.to_dict("records") == rows
    text = visible_text(joker52.sheet_html(game, lang="ru"))
    assert latin_words(text) == [] and "Вера выигрывает партию" in text
    sheet = ScoreSheet(game, lang="ru")
    assert sheet.html == joker52.sheet_html(game, RU_NAMES[:3], "ru", standing=False)
    assert latin_words(sheet.text) == [] and sheet.to_csv() == joker52.sheet_csv(game, RU_NAMES[:3], "ru")


def test_joker52_standing_names_a_shared_win_and_a_draw():
    game = party()
    game.totals = [50, 50, 10]
    assert game.winners == (0, 1)
    assert "Ann, Bob share the win" in visible_text(joker52.sheet_html(game))
    ru = visible_text(joker52.sheet_html(game, RU_NAMES[:3], "ru"))
    assert "победу делят: Аня, Боря" in ru and latin_words(ru) == []
    game.totals = [30, 30, 30]
    assert "a draw: every total is equal" in visible_text(joker52.sheet_html(game))
