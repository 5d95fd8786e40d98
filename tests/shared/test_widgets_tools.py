"""The teaching tools, driven headless: rule switches, the score sheet and the scenario builder.

Each test sets ``.value`` or clicks a button, then checks the engine objects and the text the widget shows.
"""

import base64
import csv
import dataclasses
import datetime
import io
import json
import random
import re
import sys
from pathlib import Path

import ipywidgets as w
import pytest

from zhora_core.bots import HeuristicBot
from zhora_core.cards import DECK_36
from zhora_core.errors import NotationError, PositionError, RulesError
from zhora_core.simulate import play_game
from zhora_core.zhora import GAME, Game, Rules, apply, explain, legal_actions, load, position, save
from zhora_core.zhora.glossary import option_help
from zhora_core.zhora.rules import OPTION_RULE, RULE_IDS
from widgets.rule_switches import RuleSwitches, option_label, rules_in_words
from widgets.scenario import ScenarioBuilder
from widgets.score_sheet import ScoreSheet
from widgets.table import Table

from russian_text import latin_words, visible_text

ROOT = Path(__file__).resolve().parents[2]
WORKED_EXAMPLE = dict(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥")


def _data_uri_text(link_html: str, mime: str) -> str:
    match = re.search(rf"href='data:{re.escape(mime)};charset=utf-8;base64,([A-Za-z0-9+/=]+)'", link_html)
    assert match, link_html
    return base64.b64decode(match.group(1)).decode("utf-8-sig")


# --- RuleSwitches ----------------------------------------------------------------------------------------------

def test_rule_switches_build_rules_from_the_controls_and_the_observer_fires():
    switches = RuleSwitches()
    seen = []
    switches.observe(lambda change: seen.append(change.new), names="rules")
    switches.controls["after_draw"].value = "drawn"
    assert switches.rules == Rules(after_draw="drawn")
    assert seen == [Rules(after_draw="drawn")]
    assert "after_draw='drawn'" in switches.summary and "Z-AFTER-DRAW" in switches.summary


def test_rule_switches_one_labelled_control_per_option():
    switches = RuleSwitches()
    assert list(switches.controls) == list(OPTION_RULE)
    for option in GAME.options:
        assert option_label(option) in switches.text and option_help(option.name) in switches.text
        assert all(rule in switches.text for rule in option.rules) and option.name in switches.text
    controls = switches.controls
    assert isinstance(controls["starter_jack_swap"], w.Checkbox) and isinstance(controls["starter_effects"], w.Checkbox)
    assert isinstance(controls["players"], (w.ToggleButtons, w.Dropdown))
    assert [v for _, v in controls["after_draw"].options] == ["any", "drawn", "none"]
    for option, (low, high) in {"max_turns": (10, 100_000), "nine_points": (0, 20)}.items():
        control = controls[option]
        assert isinstance(control, w.BoundedIntText)
        assert (control.min, control.max, control.continuous_update) == (low, high, False)
    assert [v for _, v in controls["jack_multipliers"].options] == [(2, 4, 6, 8), (2, 4, 8, 16)]
    controls["jack_multipliers"].value = (2, 4, 8, 16)
    assert switches.rules.jack_multipliers == (2, 4, 8, 16)


def test_game_options_describe_every_rules_option_in_both_languages():
    """Item 10: the labels belong to the game: every option of Rules, labelled in English and Russian, with every
    rule id it governs and the bounds the engine accepts."""
    options = {option.name: option for option in GAME.options}
    assert list(options) == [f.name for f in dataclasses.fields(Rules)]
    assert options["turn_stays"].rules == ("Z-ACE", "Z-SEVEN", "Z-KING-HEARTS")
    for name, option in options.items():
        assert option.rules[0] == OPTION_RULE[name] and set(option.rules) <= set(RULE_IDS)
        en, ru = option.label
        assert en != name and "_" not in en and not latin_words(ru)
        for value in option.choices:
            Rules(**{name: value})  # every choice is a reading the engine accepts
            assert value in option.choice_labels and not latin_words(option.choice_labels[value][1])
    for name in ("max_turns", "nine_points"):
        low, high = options[name].bounds
        Rules(**{name: low}), Rules(**{name: high})
        for outside in (low - 1, high + 1):
            with pytest.raises(RulesError):
                Rules(**{name: outside})


def test_rule_switches_speak_words_not_identifiers_and_keep_rule_ids_whole():
    """Item 10: human labels, no Python identifiers; rule ids never wrap mid-word; dropdowns fit their text."""
    switches = RuleSwitches(show_code=False)
    assert "_" not in switches.text and not re.search(r"\b(skip|shuffle|True|False)\b", switches.text)
    assert [label for label, _ in switches.controls["after_draw"].options] == [
        "any playable card (default)", "only the drawn card", "nothing: the turn ends"]
    row = switches.children[1 + list(OPTION_RULE).index("turn_stays")]
    name = row.children[0].value
    for rule in ("Z-ACE", "Z-SEVEN", "Z-KING-HEARTS"):
        assert re.search(rf"<small[^>]*white-space:nowrap[^>]*>{rule}</small>", name)
    for option, control in switches.controls.items():
        if isinstance(control, w.Dropdown):
            longest = max(len(text) for text, _ in control.options)
            assert float(control.layout.width.removesuffix("em")) >= longest * 0.6, (option, control.layout.width)


def test_rule_switches_show_code_only_in_jupyterlab():
    """Item 4: the option names and the Rules(...) call are a code hint for lessons, never on a classroom page."""
    lesson, app = RuleSwitches(Rules(players=3)), RuleSwitches(Rules(players=3), show_code=False)
    assert lesson.show_code and "in code: Rules(players=3)" in lesson.summary
    assert "<code" in lesson.parts["summary"].value
    assert not app.show_code and "Rules(" not in app.text and "in code" not in app.text
    assert "<code" not in "".join(row.children[0].value for row in app.children[1:1 + len(OPTION_RULE)])
    assert app.summary == "Changed from the default reading: Players: 3 players (Z-PLAYERS)"


def test_rule_switches_mark_the_default_and_say_default_reading():
    switches = RuleSwitches()
    assert "4 (default)" in [label for label, _ in switches.controls["players"].options]
    assert "(default: 500)" in switches.text and "(default: any playable card)" in switches.text
    assert switches.summary.startswith("Default reading") and "Rules()" in switches.summary
    switches.controls["nine_points"].value = 9
    assert "Default reading" not in switches.summary and "Points for a 9: 9 (Z-POINTS)" in switches.summary
    assert "Rules(nine_points=9)" in switches.summary


def test_rule_switches_reset_button_restores_the_default_reading():
    switches = RuleSwitches(Rules(players=3, restock="shuffle"))
    switches.controls["starter_effects"].value = True
    assert switches.rules == Rules(players=3, restock="shuffle", starter_effects=True)
    assert "The starter acts: it acts (Z-STARTER-EFFECT);" in switches.summary
    switches.parts["reset"].click()
    assert switches.rules == Rules()
    assert switches.controls["players"].value == 4 and switches.controls["starter_effects"].value is False
    assert "(default: it does not act)" in switches.text


def test_rule_switches_setting_rules_moves_the_controls_and_keeps_an_unlisted_reading():
    switches = RuleSwitches(Rules(jack_multipliers=(3, 3, 3, 3)))
    assert switches.rules.jack_multipliers == (3, 3, 3, 3)
    assert "×3 ×3 ×3 ×3" in [label for label, _ in switches.controls["jack_multipliers"].options]
    switches.rules = Rules(players=2, turn_stays="skip")
    assert switches.controls["players"].value == 2 and switches.controls["turn_stays"].value == "skip"
    assert switches.controls["jack_multipliers"].value == (2, 4, 6, 8)


def _stricter_rules(monkeypatch):
    # No combination of the controls is refused today; a stricter engine rule stands in for a future one.
    checked = Rules.__post_init__

    def stricter(self):
        checked(self)
        if self.nine_points == 13:
            raise RulesError("rule option nine_points=13 is out of range (Z-POINTS): unlucky", rule="Z-POINTS")

    monkeypatch.setattr(Rules, "__post_init__", stricter)


def test_rule_switches_refused_combination_shows_rules_error_and_keeps_last_valid_rules(monkeypatch):
    _stricter_rules(monkeypatch)
    switches = RuleSwitches()
    switches.controls["nine_points"].value = 5
    switches.controls["nine_points"].value = 13
    assert switches.rules == Rules(nine_points=5)
    assert "nine_points=13 is out of range (Z-POINTS)" in switches.banner
    assert switches.parts["banner"].layout.display != "none"
    switches.controls["nine_points"].value = 6
    assert switches.rules == Rules(nine_points=6) and switches.banner == ""


def test_rule_switches_after_a_refusal_the_controls_and_summary_show_the_rules_kept(monkeypatch):
    """Item 1: a refused change must not leave the panel claiming "Default reading" for rules not in force."""
    _stricter_rules(monkeypatch)
    switches = RuleSwitches(Rules(players=3), show_code=False)
    switches.controls["nine_points"].value = 13
    assert switches.controls["nine_points"].value == 0 and switches.rules == Rules(players=3)
    assert switches.summary == "Changed from the default reading: Players: 3 players (Z-PLAYERS)"
    assert "these rules stay: 3 players" in switches.banner
    # a refusal found elsewhere: the play table could not start a 4-player game and keeps playing with 3
    switches.controls["players"].value = 4
    assert switches.summary.startswith("Default reading")
    switches.refuse(RulesError("4 different names are needed for 4 players", rule="Z-PLAYERS"), Rules(players=3))
    assert switches.rules == Rules(players=3) and switches.controls["players"].value == 3
    assert not switches.summary.startswith("Default reading") and "3 players (Z-PLAYERS)" in switches.summary
    assert "Not allowed: 4 different names are needed" in switches.banner


def test_rule_switches_speak_russian():
    switches = RuleSwitches(lang="ru")
    assert "по умолчанию" in switches.text and "default" not in switches.text
    assert switches.parts["reset"].description == "Сбросить к умолчаниям"
    assert option_help("after_draw", "ru") in switches.text and "После взятия можно сыграть" in switches.text
    assert switches.summary.startswith("Правила по умолчанию")


def test_rule_switches_in_russian_show_no_latin_word_but_rule_ids():
    switches = RuleSwitches(Rules(players=2, turn_stays="skip"), lang="ru", show_code=False)
    assert latin_words(switches.text) == [], switches.text
    assert latin_words(visible_text(switches.parts["summary"].value)) == []
    assert "2 игрока" in switches.summary and "следующий игрок пропускает ход" in switches.summary
    with pytest.raises(ValueError):
        rules_in_words(Rules(), "de")


# --- ScoreSheet ------------------------------------------------------------------------------------------------

def _bot_game(seed, players=2, names=None):
    return play_game(Game(Rules(players=players), seed=seed, names=names), [HeuristicBot()] * players,
                     random.Random(seed))


def _burns(game):
    """(round, seat) of every total that hit exactly 100, worked out from the raw records (Z-BURN)."""
    burns, before = set(), [0] * game.rules.players
    for record in game.rounds:
        for seat, points in enumerate(record.outcome.points):
            if before[seat] + points == 100:
                burns.add((record.number, seat))
        before = list(record.totals)
    return burns


@pytest.fixture(scope="module")
def burned_game():
    for seed in range(200):
        game = _bot_game(seed, names=["Anna", "Boris"])
        if _burns(game):
            return game
    pytest.fail("no seed below 200 gives a game with a burn")


def test_score_sheet_marks_a_total_that_burns_at_exactly_100(burned_game):
    sheet = ScoreSheet(burned_game)
    frame = sheet.frame
    marked = {(int(row["round"]), seat) for _, row in frame.iterrows()
              for seat, name in enumerate(burned_game.names) if row[f"{name} burned"]}
    assert marked == _burns(burned_game)
    assert sheet.html.count('class="zl-burn"') == sheet.html.count("100→0") == len(marked)
    assert "Z-BURN" in sheet.text
    # Item 9: no emoji (Debian's Chromium has no emoji font): the flame is an inline SVG beside text every font has
    assert "🔥" not in sheet.html + sheet.text and not [c for c in sheet.html if ord(c) >= 0x1F000]
    assert "<svg" in sheet.html and "exactly 100: the total burned to 0 (Z-BURN)" in sheet.html
    number, seat = min(marked)
    assert frame.loc[frame["round"] == number, f"{burned_game.names[seat]} total"].item() == 0


def test_score_sheet_frame_is_tidy_and_matches_the_game(burned_game):
    frame = ScoreSheet(burned_game).frame
    assert list(frame.columns[:4]) == ["round", "dealer", "winner", "ending"]
    assert list(frame.columns[4:8]) == ["Anna points", "Anna total", "Anna letters", "Anna burned"]
    assert list(frame["round"]) == [r.number for r in burned_game.rounds]
    assert list(frame["Boris points"]) == [r.outcome.points[1] for r in burned_game.rounds]
    assert frame["Anna letters"].iloc[-1] == burned_game.letters[0]


def test_score_sheet_csv_has_one_row_per_round_and_a_data_uri_link(burned_game):
    sheet = ScoreSheet(burned_game)
    rows = list(csv.reader(io.StringIO(sheet.to_csv())))
    assert rows[0][:4] == ["round", "dealer", "winner", "ending"]
    assert len(rows) - 1 == len(burned_game.rounds)
    assert [int(r[0]) for r in rows[1:]] == [r.number for r in burned_game.rounds]
    assert _data_uri_text(sheet.download_link, "text/csv") == sheet.to_csv()
    assert "Download CSV" in sheet.download_link


def test_score_sheet_shows_the_final_ranking_z_end_only_when_over():
    game = _bot_game(5, players=3, names=["Anna", "Boris", "Vera"])
    assert game.is_over
    text = ScoreSheet(game).text
    ranking = text[text.index("Final ranking"):]
    order = [game.names[seat] for seat in game.ranking()]
    assert sorted(order, key=ranking.index) == order
    assert "lost" in ranking and "Z-END" in ranking
    running = Game(Rules(players=3), seed=5)
    assert "Final ranking" not in ScoreSheet(running).text


def test_score_sheet_refresh_reads_the_rounds_played_since():
    game = Game(Rules(players=2, max_turns=10), seed=0)
    sheet = ScoreSheet(game)
    assert sheet.frame.empty and "No round has finished yet" in sheet.text
    while game.state.outcome is None:  # draw and pass until the round stalls (Z-STALL)
        legal = [str(a) for a in game.legal_actions]
        game.play("draw" if "draw" in legal else "pass" if "pass" in legal else legal[0])
    assert sheet.frame.empty
    sheet.parts["refresh"].click()
    assert len(sheet.frame) == 1 and sheet.frame["ending"].item() == "stalemate"
    assert sheet.frame["winner"].isna().item() and "—" in sheet.html


def test_score_sheet_speaks_russian_and_escapes_names(burned_game):
    sheet = ScoreSheet(burned_game, lang="ru")
    for word in ("раунд", "очки", "сумма", "буквы", "место", "Скачать таблицу"):
        assert word in sheet.text
    russian = ScoreSheet(_bot_game(burned_game.seed, names=["Анна", "Борис"]), lang="ru")
    assert "100→0" in russian.text
    assert latin_words(russian.text) == [] and latin_words(russian.parts["refresh"].description) == []
    endings = set(russian.frame["ending"])
    shown = visible_text(russian.html)
    for ending, words in {"jacks x1": "1 валет", "jacks x2": "2 валета"}.items():
        assert ending not in endings or words in shown
    assert sheet.to_csv().splitlines()[0].startswith("раунд,сдаёт")
    game = _bot_game(3, names=["<b>Anna</b>", "Boris"])
    assert "<b>Anna</b>" not in ScoreSheet(game).html and "&lt;b&gt;Anna&lt;/b&gt;" in ScoreSheet(game).html


# --- ScenarioBuilder -------------------------------------------------------------------------------------------

def test_scenario_worked_example_scores_56_and_80():
    builder = ScenarioBuilder()
    assert builder.set_position(**WORKED_EXAMPLE) == position(**WORKED_EXAMPLE)
    builder.parts["actions"].value = "J♣ J♦"
    builder.parts["apply"].click()
    assert builder.state.outcome.points == (0, 56, 80)
    scoring = builder.parts["scoring"].value
    assert "<b>56</b>" in scoring and "<b>80</b>" in scoring and "Z-MULTIPLIER" in scoring
    assert "seat 0 goes out with the jacks J♣ J♦ (Z-JACKS-OUT)" in builder.text


def test_scenario_build_button_reads_the_form():
    builder = ScenarioBuilder()
    parts = builder.parts
    assert parts["ordered"].label == "none"  # shown, not a blank box
    parts["players"].value = 2
    assert parts["hand-2"].layout.display == "none" and [v for _, v in parts["to-move"].options] == [0, 1]
    parts["hand-0"].value, parts["hand-1"].value = "9♠ Q♥ A♦", "J♥ 6♣"
    parts["top"].value, parts["deck"].value, parts["pile"].value = "J♠", "8♣ 10♦", "6♠ 7♠"
    parts["ordered"].value, parts["to-move"].value = "♥", 1
    parts["build"].click()
    expected = position(hands=["9♠ Q♥ A♦", "J♥ 6♣"], top="J♠", deck="8♣ 10♦", pile="6♠ 7♠", ordered="♥",
                        to_move=1)
    assert builder.state == builder.start == expected
    assert "Position built: seat 1 to move" in builder.banner


@pytest.mark.parametrize("form, fragment, rule", [
    (dict(hands=["9♠ Q♥", "9♠ J♥"], top="7♥"), "duplicate card 9♠", "Z-DECK"),
    (dict(hands=["9♠", "J♥"], top="7♥", deck=" ".join(map(str, DECK_36))), "39 cards, but the deck holds only 36", "Z-DECK"),
    (dict(hands=["11♥", "J♥"], top="7♥"), "unknown card '11♥'", None),
    (dict(hands=["9♠ Q♥", "J♥"], top="7♥", ordered="♥"), "is not a jack", "Z-ORDER"),
    (dict(hands=["9♠", "J♥", "6♥", "7♠", "8♠"], top="7♥"), "5 hands", "Z-PLAYERS"),
])
def test_scenario_build_shows_the_exact_engine_error(form, fragment, rule):
    with pytest.raises((NotationError, PositionError, RulesError)) as refused:
        position(**form)
    builder = ScenarioBuilder()
    assert builder.set_position(**form) is None
    assert builder.state is None
    assert str(refused.value) in builder.banner and fragment in builder.banner
    if rule:
        assert rule in builder.banner
    assert builder.parts["banner"].layout.display != "none"


def test_scenario_lists_legal_actions_with_their_verdicts():
    builder = ScenarioBuilder()
    state = builder.set_position(hands=["7♥ 9♣ J♠", "A♠ 6♦"], top="7♠", deck="8♣ 10♦")
    legal = legal_actions(state)
    assert list(builder.parts["actions"].options) == [(str(a), str(a)) for a in legal]
    for action in legal:
        verdict = explain(state, action)
        assert f"{action} — {verdict.rule} : {verdict.reason}" in builder.text


def test_scenario_illegal_action_is_refused_with_its_rule_and_back_undoes():
    builder = ScenarioBuilder()
    start = builder.set_position(hands=["7♥ 9♣ J♠", "A♠ 6♦"], top="7♠", deck="8♣ 10♦")
    assert builder.apply_action("9♣") is None
    assert builder.state is start
    assert "Z-MATCH" in builder.banner and "9♣ shares neither suit (♠) nor rank (7)" in builder.banner
    builder.parts["actions"].value = "7♥"
    builder.parts["apply"].click()
    assert builder.state == apply(start, "7♥") and [str(a) for a in builder.actions] == ["7♥"]
    assert "seat 1 must take 2 cards (Z-SEVEN)" in builder.text
    builder.parts["back"].click()
    assert builder.state is start and builder.actions == ()
    builder.back()
    assert "Nothing to take back" in builder.banner


def test_scenario_save_then_load_round_trips():
    builder = ScenarioBuilder()
    builder.set_position(hands=["7♥ 9♣ J♠", "A♠ 6♦"], top="7♠", deck="8♣ 10♦ K♥", pile="6♠")
    builder.apply_action("7♥")
    builder.apply_action("J♠>♦")
    builder.parts["save"].click()
    text = builder.parts["json"].value
    assert text == save(builder.start, actions=builder.actions) == builder.save_text()
    assert _data_uri_text(builder.parts["download"].value, "application/json") == text
    other = ScenarioBuilder(lang="ru")
    other.parts["json"].value = text
    other.parts["load"].click()
    assert other.state == builder.state == load(text)
    assert other.start == builder.start and other.actions == builder.actions
    assert other.parts["hand-0"].value == "7♥ 9♣ В♠" and other.parts["pile"].value == "6♠"  # Russian card letters
    other.back()
    assert other.state == apply(builder.start, "7♥")


def test_scenario_load_from_an_uploaded_file():
    text = save(position(**WORKED_EXAMPLE), actions=["J♣ J♦"])
    builder = ScenarioBuilder()
    builder.parts["upload"].value = ({"name": "s.json", "type": "application/json", "size": len(text.encode()),
                                      "content": memoryview(text.encode()),
                                      "last_modified": datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)},)
    assert builder.state is not None and builder.state.outcome.points == (0, 56, 80)


@pytest.mark.parametrize("tamper, fragment", [
    (lambda data: {**data, "actions": ["9♠"]}, "action 1 ('9♠') does not replay"),
    (lambda data: {**data, "position": {**data["position"], "top": "11♥"}}, "unknown card '11♥'"),
    (lambda data: "not json at all", "not a save file"),
])
def test_scenario_tampered_save_file_shows_the_error(tamper, fragment):
    data = json.loads(save(position(**WORKED_EXAMPLE), actions=["J♣ J♦"]))
    changed = tamper(data)
    text = changed if isinstance(changed, str) else json.dumps(changed, ensure_ascii=False)
    builder = ScenarioBuilder()
    assert builder.load_text(text) is None
    assert builder.state is None and fragment in builder.banner


def test_scenario_refuses_a_whole_game_file():
    builder = ScenarioBuilder()
    assert builder.load_text(save(Game(Rules(players=2), seed=1))) is None
    assert "whole game" in builder.banner and builder.state is None


def test_scenario_speaks_russian():
    builder = ScenarioBuilder(lang="ru")
    assert builder.parts["build"].description == "Построить"
    assert [label for label, _ in builder.parts["to-move"].options][0] == "Место 0"
    builder.set_position(**WORKED_EXAMPLE)
    assert "Позиция построена" in builder.banner and "Разрешённые ходы" in builder.text
    builder.apply_action("J♣ J♦")
    assert "Подсчёт очков" in builder.text and "место 0 выходит валетами" in builder.text


def test_scenario_open_in_table_without_table_module_says_so(monkeypatch):
    monkeypatch.setitem(sys.modules, "widgets.table", None)  # importing it now raises ImportError
    builder = ScenarioBuilder()
    builder.set_position(hands=["7♥ 9♣ J♠", "A♠ 6♦"], top="7♠", deck="8♣ 10♦")
    builder.parts["open"].click()
    assert "play table is not available" in builder.banner and builder.table is None


def test_scenario_open_in_table_puts_the_table_in_the_builder():
    builder = ScenarioBuilder()
    builder.set_position(hands=["7♥ 9♣ J♠", "A♠ 6♦"], top="7♠", deck="8♣ 10♦")
    builder.parts["open"].click()
    assert isinstance(builder.table, Table), builder.banner
    assert builder.parts["table-box"].children == (builder.table,)


def test_scenario_shows_the_position_code_only_in_jupyterlab():
    """Item 4: the raw position(hands=[…]) line is for lessons, not for the classroom app."""
    lesson, app = ScenarioBuilder(), ScenarioBuilder(show_code=False)
    for builder in (lesson, app):
        builder.set_position(**WORKED_EXAMPLE)
    assert lesson.show_code and "position(hands=" in lesson.parts["position"].value
    assert not app.show_code and "position(" not in app.parts["position"].value and "position(" not in app.text
    assert 'aria-label="jack of clubs"' in app.parts["position"].value  # the board is still drawn


def test_scenario_failed_build_does_not_show_the_old_position_as_new():
    """Item 7: after a refused Build nothing is shown as built; Apply, Save and Open in table wait for a Build."""
    builder = ScenarioBuilder()
    builder.set_position(**WORKED_EXAMPLE)
    builder.parts["open"].click()
    assert builder.state is not None and "J♣ J♦" in builder.text
    builder.parts["hand-2"].value = "J♥ J♣"
    builder.parts["build"].click()
    assert "duplicate card J♣" in builder.banner
    assert builder.state is None and builder.start is None and builder.table is None
    for name in ("position", "legal", "events", "scoring"):
        assert builder.parts[name].value == ""
    assert builder.parts["actions"].options == ()
    assert all(builder.parts[name].disabled for name in ("apply", "back", "save", "open"))
    assert builder.save_text() is None and "Build a position first" in builder.banner


def test_scenario_large_size_for_a_projector():
    """Item 8: big board cards, seat labels and result; "Open in table" opens a table of the same size."""
    normal, large = ScenarioBuilder(), ScenarioBuilder(size="large")
    for builder in (normal, large):
        builder.set_position(**WORKED_EXAMPLE)
        builder.apply_action("J♣ J♦")
    assert large.size == "large" and "height:210px" in large.parts["position"].value
    assert "height:210px" not in normal.parts["position"].value
    label_font = re.compile(r"font:(\d+)px/1\.3")
    assert int(label_font.search(large.parts["position"].value).group(1)) >= 2 * int(
        label_font.search(normal.parts["position"].value).group(1))
    assert "font-size:26px" in large.parts["scoring"].value and "font-size:26px" in large.parts["legal"].value
    large.back()
    large.parts["open"].click()
    assert large.table is not None and large.table.size == "large", large.banner
    with pytest.raises(ValueError, match="size must be one of"):
        ScenarioBuilder(size="huge")


def test_scenario_cards_can_be_picked_on_a_36_card_grid():
    """Item 8: a click puts a card in the chosen place, a second click takes it out, the top card is one card."""
    builder = ScenarioBuilder()
    parts = builder.parts
    assert sorted(name for name in parts if name.startswith("card-")) == sorted(
        "card-" + str(c)[:-1] + {"♠": "s", "♣": "c", "♥": "h", "♦": "d"}[str(c)[-1]] for c in DECK_36)
    parts["players"].value = 3
    assert [v for _, v in parts["target"].options] == ["hand-0", "hand-1", "hand-2", "top", "deck", "pile"]
    for seat, cards in enumerate(["Jc Jd", "9s Qh Ad", "Jh"]):
        parts["target"].value = f"hand-{seat}"
        for card in cards.split():
            parts[f"card-{card}"].click()
    parts["target"].value = "top"
    parts["card-7h"].click()
    parts["card-6h"].click()  # replaces the top card
    parts["card-7h"].click()  # and back again: 7♥ leaves its place nowhere else
    parts["target"].value = "hand-1"
    parts["card-Jh"].click()  # J♥ moves from seat 2 to seat 1
    parts["card-Jh"].click()  # and out again
    parts["target"].value = "hand-2"
    parts["card-Jh"].click()
    assert [parts[f"hand-{seat}"].value for seat in range(3)] == ["J♣ J♦", "9♠ Q♥ A♦", "J♥"]
    assert parts["top"].value == "7♥"
    assert parts["card-Jh"].style.button_color and not parts["card-6h"].style.button_color
    assert parts["card-Jc"].tooltip == "Seat 0"
    parts["build"].click()
    assert builder.state == position(**WORKED_EXAMPLE)


def test_scenario_in_russian_shows_no_latin_word_but_rule_ids():
    """Section 2: the form, the action list ("J♣>♠", "draw"), the verdicts and the result read in Russian."""
    builder = ScenarioBuilder(lang="ru", show_code=False)
    builder.set_position(hands=["J♣ 7♠", "9♠ Q♥ A♦"], top="7♥", deck="8♣ 10♦")
    shown = [label for label, _ in builder.parts["actions"].options]
    assert "В♣ → ♠" in shown and "Взять" in shown and "7♠" in shown  # worded by the game's table part
    assert latin_words(_visible_words(builder)) == []
    assert builder.apply_action("9♣") is None and latin_words(builder.banner) == [], builder.banner
    builder.apply_action("draw")
    assert "Сыграно: Взять." in builder.banner
    builder.set_position(**WORKED_EXAMPLE)
    builder.apply_action("J♣ J♦")
    assert "56" in builder.parts["scoring"].value and latin_words(_visible_words(builder)) == []


def _visible_words(builder) -> str:
    """Every word a scenario builder shows: its text, labels, placeholders, tooltips and choices."""
    words = [builder.text]
    for part in builder.parts.values():
        words += [getattr(part, "description", ""), getattr(part, "placeholder", ""), getattr(part, "tooltip", "")]
        words += [label for label, _ in getattr(part, "options", ()) if isinstance(label, str)]
    for box in (builder, builder.parts["grid"]):
        words += [visible_text(child.value) for child in box.children if isinstance(child, w.HTML)]
    return " ".join(word for word in words if word)


def test_scenario_lab_app_in_russian_shows_no_latin_word():
    """Section 2: with ZHORA_LANG=ru the classroom app's title, intro and builder are Russian."""
    nbformat, nbclient = pytest.importorskip("nbformat"), pytest.importorskip("nbclient")
    app = ROOT / "notebooks" / "classroom" / "scenario_lab.ipynb"
    notebook = nbformat.read(app, as_version=4)
    notebook.cells.append(nbformat.v4.new_code_cell(
        f"import sys; sys.path.insert(0, {str(ROOT / 'tests')!r})\n"
        "from shared.test_widgets_tools import _visible_words, visible_text\n"
        "print(visible_text(page.heading.value + page.intro.value), _visible_words(lab))"))
    client = nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3",
                                     resources={"metadata": {"path": str(app.parent)}})
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ZHORA_LANG", "ru")
        client.execute()
    words = "".join(notebook.cells[-1].outputs[0]["text"])
    assert "Жора · конструктор позиций" in words and "Построить" in words and latin_words(words) == []
