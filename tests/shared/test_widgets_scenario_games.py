"""The scenario builder and the rules explorer on every registered game: the form comes from the game's
``GameSpec.fields``, the grid from ``GameSpec.deck``, the verdicts from its ``explain``; the explorer's numbers are
those of a direct ``simulate`` of the same seeds."""

from __future__ import annotations

import math

import ipywidgets as w
import pytest

from russian_text import latin_words, visible_text
from widgets.explorer import RulesExplorer
from widgets.scenario import ScenarioBuilder
from widgets.scenario.form import CARD_KINDS, part_name
from zhora_core import games, words
from zhora_core.errors import PositionError, RulesError, ZhoraError
from zhora_core.simulate import simulate

#: Per game: the number of players, what a person types into the form (by part name), and the same position as
#: the keywords of the game's ``position``.
EXAMPLES = {
    "zhora": (2, {"hand-0": "7♥ 9♣ J♠", "hand-1": "A♠ 6♦", "top": "7♠", "deck": "8♣ 10♦"},
              dict(hands=["7♥ 9♣ J♠", "A♠ 6♦"], top="7♠", deck="8♣ 10♦")),
    "joe": (2, {"hand-0": "7♠ 9♥ K♦", "hand-1": "9♠ 2♥ 3♣", "top": "8♠", "deck": "4♦ 5♦", "dealer": 1},
            dict(hands=["7♠ 9♥ K♦", "9♠ 2♥ 3♣"], top="8♠", deck="4♦ 5♦", dealer=1)),
    "thirteen": (2, {"hand-0": "7♠ 9♥ K♦", "hand-1": "9♠ 2♥ 3♣", "top": "8♠", "deck": "4♦ 5♦", "phase": "turn"},
                 dict(hands=["7♠ 9♥ K♦", "9♠ 2♥ 3♣"], top="8♠", deck="4♦ 5♦")),
    "prsi": (2, {"hand-0": "7♥ Q♠ 9♦", "hand-1": "8♥ 10♣", "top": "7♠", "deck": "K♥ A♣", "penalty": "2"},
             dict(hands=["7♥ Q♠ 9♦", "8♥ 10♣"], top="7♠", deck="K♥ A♣", penalty=2)),
    "joker": (4, {"hand-0": "K♣", "hand-1": "A♥", "hand-2": "6♥", "hand-3": "J♠", "trump": "♦", "top": "A♦"},
              dict(hands=["K♣", "A♥", "6♥", "J♠"], trump="♦", top="A♦")),
    "joker52": (3, {"hand-0": "8♣ 9♣", "hand-1": "2♣ J♠", "hand-2": "2♥ J♥", "trump": "10♠"},
                dict(hands=["8♣ 9♣", "2♣ J♠", "2♥ J♥"], trump="10♠")),
    "banker": (4, {"stake-0": "0", "stake-1": "2", "stake-2": "0", "stake-3": "0"},
               dict(stakes=[0, 2, 0, 0])),
}


def _built(game: str, lang: str = "en", **options) -> ScenarioBuilder:
    players, form, _ = EXAMPLES[game]
    builder = ScenarioBuilder(game=game, lang=lang, **options)
    builder.parts["players"].value = players
    for name, value in form.items():
        builder.parts[name].value = value
    builder.parts["build"].click()
    return builder


def _illegal(spec, state):
    """An action the seat to move may not take now: one it could try (a grey card), else a card it lacks."""
    tried = spec.candidates(state, state.to_move) if spec.candidates else ()
    refused = [a for a in tried if not spec.explain(state, a).legal]
    if refused:
        return refused[0]
    held = set(state.hands[state.to_move])
    return spec.parse_action(str(next(card for card in spec.deck if card not in held)))


def test_every_registered_game_has_an_example_and_every_example_is_a_registered_game():
    assert set(games.names()) == set(EXAMPLES)


@pytest.mark.parametrize("game", games.names())
def test_the_form_has_one_input_per_field_and_seat(game):
    spec = games.spec(game)
    builder = ScenarioBuilder(game=game)
    parts, players = builder.parts, EXAMPLES[game][0]
    builder.parts["players"].value = players
    for field in spec.fields:
        if field.per_seat:
            seats = [name for name in parts if name.rsplit("-", 1)[0] == field.name.replace("_", "-").rstrip("s")
                     and name.rsplit("-", 1)[-1].isdigit()]
            shown = [name for name in seats if parts[name].layout.display != "none"]
            assert len(shown) == players, (field.name, seats)
            assert field.label[0] in parts[shown[0]].description
        else:
            part = parts[field.name.replace("_", "-")]
            assert part.description == field.label[0]
            if field.kind == "suit":
                assert [v for _, v in part.options][1:] == ["♠", "♣", "♥", "♦"]
            if field.kind == "seat":
                assert [v for _, v in part.options if v != ""] == list(range(players))
            if field.kind == "choice":
                assert [v for _, v in part.options] == list(field.choices)


@pytest.mark.parametrize("game", games.names())
def test_build_gives_the_games_own_position(game):
    spec = games.spec(game)
    players, _, keywords = EXAMPLES[game]
    builder = _built(game)
    expected = spec.position(**keywords, rules=spec.Rules().replace(players=players))
    assert builder.state == builder.start == expected, builder.banner
    assert builder.banner.startswith("Position built")
    assert [label for label, _ in builder.parts["actions"].options] == [str(a) for a in spec.legal_actions(expected)]
    for action in spec.legal_actions(expected):
        verdict = spec.explain(expected, action)
        assert f"{action} — {verdict.rule}" in builder.text and verdict.text("en") in builder.text


@pytest.mark.parametrize("game", games.names())
def test_explain_box_gives_the_verdict_of_a_legal_and_an_illegal_action(game):
    spec = games.spec(game)
    builder = _built(game)
    state = builder.state
    legal = spec.legal_actions(state)[0]
    builder.parts["ask"].value = str(legal)
    builder.parts["explain"].click()
    shown = builder.parts["verdict"].value
    verdict = spec.explain(state, legal)
    assert verdict.legal and "allowed" in shown and verdict.rule in shown
    illegal = _illegal(spec, state)
    refused = builder.explain_action(str(illegal))
    assert refused == spec.explain(state, illegal) and not refused.legal and refused.rule in spec.rule_ids
    shown = builder.parts["verdict"].value
    assert "not allowed" in shown and refused.rule in shown and refused.text("en") in visible_text(shown)
    assert builder.state is state


@pytest.mark.parametrize("game", games.names())
def test_apply_steps_and_back_returns(game):
    spec = games.spec(game)
    builder = _built(game)
    start = builder.state
    action = spec.legal_actions(start)[-1]
    builder.parts["actions"].value = str(action)
    builder.parts["apply"].click()
    assert builder.state == spec.apply(start, action) and builder.actions == (spec.parse_action(str(action)),)
    assert builder.banner == f"Played {action}."
    for event in builder.state.events:
        assert event.rule in builder.parts["events"].value
    builder.parts["back"].click()
    assert builder.state is start and builder.actions == ()


@pytest.mark.parametrize("game", games.names())
def test_a_bad_action_is_refused_in_words_and_leaves_the_state(game):
    builder = _built(game)
    start = builder.state
    assert builder.apply_action("no such action") is None
    assert builder.state is start and builder.banner.startswith("Not allowed: ")
    assert "Traceback" not in builder.text
    assert builder.explain_action("no such action") is None and builder.state is start
    illegal = _illegal(games.spec(game), start)
    assert builder.apply_action(str(illegal)) is None and builder.state is start
    assert games.spec(game).explain(start, illegal).rule in builder.banner


@pytest.mark.parametrize("game", games.names())
def test_a_bad_card_in_the_form_names_it_and_clears_the_old_position(game):
    spec = games.spec(game)
    builder = _built(game)
    assert builder.state is not None
    card_field = next(f for f in spec.fields if f.kind in ("cards", "card"))
    name = card_field.name.replace("_", "-").rstrip("s") + "-0" if card_field.per_seat else card_field.name
    builder.parts[name].value = "11♥"
    builder.parts["build"].click()
    assert builder.state is None and builder.start is None
    assert "11♥" in builder.banner and builder.parts["position"].value == ""
    assert all(builder.parts[part].disabled for part in ("apply", "back", "save", "open", "explain"))


@pytest.mark.parametrize("game", [g for g in games.names() if any(f.kind == "int" for f in games.spec(g).fields)])
def test_a_bad_number_in_the_form_is_a_position_error_in_words(game):
    number = next(f for f in games.spec(game).fields if f.kind == "int")
    builder = _built(game)
    name = number.name.replace("_", "-").rstrip("s") + "-0" if number.per_seat else number.name
    builder.parts[name].value = "many"
    builder.parts["build"].click()
    assert builder.state is None and "'many' is not a whole number" in builder.banner
    with pytest.raises(PositionError):
        builder.form.values()


@pytest.mark.parametrize("game", games.names())
def test_the_grid_is_the_games_pack_and_a_click_fills_the_chosen_place(game):
    spec = games.spec(game)
    builder = ScenarioBuilder(game=game)
    parts = builder.parts
    grid = [name for name in parts if name.startswith("card-")]
    assert len(grid) == len(spec.deck) == len(set(spec.deck))
    target = parts["target"]
    place = target.options[0][1]
    target.value = place
    card = spec.deck[-1]
    builder.click_card(card)
    assert parts[place].value == card.label("en")
    assert parts[grid[-1]].style.button_color
    builder.click_card(card)
    assert parts[place].value == ""


@pytest.mark.parametrize("game", games.names())
@pytest.mark.parametrize("lang", words.LANGS)
def test_the_grid_names_each_card_place_by_its_fields_short_label(game, lang):
    """The chooser of where clicked cards go names a card place by its field's ``short`` label (``Deck`` for
    ``Deck (next card first)``), else by its label: data, never the label cut at a bracket or a comma."""
    spec = games.spec(game)
    builder = ScenarioBuilder(game=game, lang=lang)
    named = {value: text for text, value in builder.parts["target"].options}
    for field in spec.fields:
        if field.kind in CARD_KINDS and not field.per_seat:
            assert named[part_name(field)] == field.short_in(lang) == (words.pick(field.short, lang)
                                                                       or words.pick(field.label, lang))
            assert " (" not in named[part_name(field)] and "," not in named[part_name(field)], (field.name, lang)
        elif field.kind in CARD_KINDS and field is not next(f for f in spec.fields if f.per_seat):
            assert named[part_name(field, 0)] == words.say("ui.scenario.seat_field", lang,
                                                           label=field.short_in(lang), seat=0)


@pytest.mark.parametrize("game", games.names())
def test_the_position_is_pictured_and_its_code_shown_only_in_lessons(game):
    lesson, app = _built(game), _built(game, show_code=False)
    assert "position(" in lesson.parts["position"].value and "position(" not in app.parts["position"].value
    picture = app.parts["position"].value
    seats = [f"seat {number}" for number in range(len(app.state.hands))]
    # cards are drawn as SVG with their names; a position without cards (a bank before its first call) names
    # every seat instead
    assert "<svg" in picture or "aria-label" in picture or all(seat in picture for seat in seats)


@pytest.mark.parametrize("game", games.names())
def test_save_and_load_round_trip_or_say_why_not(game):
    builder = _built(game)
    action = games.spec(game).legal_actions(builder.state)[0]
    builder.apply_action(str(action))
    text = builder.save_text()
    if text is None:  # a position the save file cannot describe yet: said in words
        assert builder.banner.startswith("Not allowed: this position cannot be saved")
        return
    other = ScenarioBuilder(game=game)
    assert other.load_text(text) == builder.state and other.start == builder.start
    assert other.actions == builder.actions and other.banner.startswith("Loaded the position")


def test_a_file_of_another_game_is_refused_in_words():
    text = _built("prsi").save_text()
    builder = ScenarioBuilder(game="zhora")
    assert builder.load_text(text) is None and builder.state is None
    assert "position of Prší, not of Zhora" in builder.banner


def test_rules_of_another_game_are_refused():
    with pytest.raises(RulesError, match="prsi Rules"):
        ScenarioBuilder(game="prsi", rules=games.spec("joe").Rules())


def test_a_choice_field_and_a_seat_left_to_the_rules():
    builder = ScenarioBuilder(game="joe")
    parts = builder.parts
    assert parts["dealer"].value == "" and parts["dealer"].options[0] == ("as the rules say", "")
    assert [v for _, v in parts["phase"].options] == ["turn", "joe", "on_queens", "countdown"]
    assert parts["phase"].options[1][0] == "the Joe round"


def test_joker_trick_is_typed_as_actions():
    builder = ScenarioBuilder(game="joker")
    state = builder.set_position(hands=["K♣ 7♣", "8♥", "6♥ 9♥", "J♠ 10♠"], trump="♦", bids=[0, 1, 0, 0],
                                 trick=["A♥"], leader=1, dealer=0)
    assert state is not None, builder.banner
    assert builder.parts["trick"].value == "A♥" and state.to_move == 2



def test_a_joker_file_without_trumps_and_mid_trick_loads_into_the_form():
    builder = ScenarioBuilder(game="joker")
    builder.set_position(hands=["K♣", "", "6♥", "J♠"], trump="none", bids=[1, 0, 0, 1], trick=["A♥"], leader=1,
                         dealer=0)
    other = ScenarioBuilder(game="joker")
    state = other.load_text(builder.save_text())
    assert state is not None and state.trump is None and other.banner.startswith("Loaded the position")
    assert other.parts["trick"].value == "A♥" and other.parts["trump"].value == "" and state.to_move == 2

# --- Russian ------------------------------------------------------------------------------------------------------

def _visible_words(builder: ScenarioBuilder) -> str:
    words = [builder.text]
    for part in builder.parts.values():
        words += [getattr(part, "description", ""), getattr(part, "placeholder", ""), getattr(part, "tooltip", "")]
        words += [label for label, _ in getattr(part, "options", ()) if isinstance(label, str)]
    for box in (builder, builder.parts["grid"]):
        words += [visible_text(child.value) for child in box.children if isinstance(child, w.HTML)]
    return " ".join(word for word in words if word)


@pytest.mark.parametrize("game", games.names())
def test_in_russian_every_visible_word_is_russian(game):
    spec = games.spec(game)
    builder = _built(game, lang="ru", show_code=False)
    assert builder.state is not None and builder.banner.startswith("Позиция построена")
    builder.explain_action(str(_illegal(spec, builder.state)))
    assert "нельзя" in builder.parts["verdict"].value
    assert latin_words(_visible_words(builder)) == []
    builder.apply_action(str(spec.legal_actions(builder.state)[0]))
    assert builder.banner.startswith("Сыграно: ") and latin_words(_visible_words(builder)) == []
    assert builder.apply_action("no such action") is None and latin_words(builder.banner) == [], builder.banner


# --- the rules explorer -------------------------------------------------------------------------------------------

def _variant(spec):
    """An option of the game and a value other than its default that needs no other option changed."""
    default = spec.Rules()
    for option in spec.options:
        if option.name == "players" or option.requires:
            continue
        values = option.choices or option.bounds
        other = next((v for v in values if v != getattr(default, option.name)), None)
        if other is not None:
            return option.name, other
    raise AssertionError(f"{spec.name} has no option to vary")


@pytest.mark.parametrize("game", games.names())
def test_explorer_numbers_are_those_of_a_direct_simulation_of_the_same_seeds(game):
    spec = games.spec(game)
    name, value = _variant(spec)
    explorer = RulesExplorer(game=game, sample=10, seed=4)
    explorer.switches.controls[name].value = value
    explorer.parts["run"].click()
    assert explorer.banner == "", explorer.banner
    chosen = spec.Rules().replace(**{name: value})
    base, variant = (simulate(rules, rounds=10, seed=4, workers=1) for rules in (spec.Rules(), chosen))
    table = explorer.table.set_index("metric")
    turns = [[r.turns for r in sim.records] for sim in (base, variant)]
    assert table.loc["turns", "base"] == pytest.approx(sum(turns[0]) / 10)
    assert table.loc["turns", "variant"] == pytest.approx(sum(turns[1]) / 10)
    assert table.loc["turns", "difference"] == pytest.approx((sum(turns[1]) - sum(turns[0])) / 10)
    assert table.loc["turns", "low"] <= table.loc["turns", "difference"] <= table.loc["turns", "high"]
    best = min if spec.lower_is_better else max
    assert table.loc["best_points", "variant"] == pytest.approx(sum(best(r.points) for r in variant.records) / 10)
    for reading, sim in (("base", base), ("variant", variant)):
        endings = explorer.endings[explorer.endings["reading"] == reading].set_index("ending")
        for ending in spec.endings:
            assert endings.loc[ending, "rounds"] == sum(r.ending == ending for r in sim.records)
        assert endings["share"].sum() == pytest.approx(1)
        seats = explorer.fairness[explorer.fairness["reading"] == reading].set_index("seat")
        winners = [r.winner for r in sim.records if r.winner is not None]
        assert seats["wins"].tolist() == [winners.count(seat) for seat in range(spec.Rules().players)]
        assert (seats["low"] <= seats["win_rate"]).all() and (seats["win_rate"] <= seats["high"]).all()
    assert [t.name for t in explorer.figure.data] == ["default reading", "your rules"]
    assert spec.ending_labels[spec.endings[0]][0] in explorer.text


@pytest.mark.parametrize("game", games.names())
def test_explorer_in_russian_shows_no_latin_word(game):
    explorer = RulesExplorer(game=game, sample=10, seed=1, lang="ru", show_code=False)
    explorer.run()
    assert explorer.banner == "" and explorer.status.startswith("10 раундов от зерна 1")
    assert latin_words(explorer.text + " " + explorer.switches.text) == []
    assert all(not math.isnan(v) for v in explorer.table["difference"])


def test_explorer_refuses_simulations_that_do_not_pair():
    from widgets.explorer import paired

    rules = games.spec("prsi").Rules()
    with pytest.raises(ZhoraError, match="pairs rounds by seed"):
        paired(simulate(rules, rounds=3, seed=1, workers=1), simulate(rules, rounds=3, seed=2, workers=1))


@pytest.mark.parametrize("game", games.names())
def test_the_most_players_get_their_inputs_and_their_cards_colour_the_grid(game):
    spec = games.spec(game)
    players = next(o for o in spec.options if o.name == "players")
    most = max(players.choices) if players.choices else players.bounds[1]
    builder = ScenarioBuilder(game=game)
    builder.parts["players"].value = most
    card_field = next((f for f in spec.fields if f.per_seat and f.kind == "cards"), None)
    if card_field is None:
        assert builder.parts["to-move"].options[-1][1] == most - 1
        return
    last = builder.parts[f"{card_field.name.rstrip('s')}-{most - 1}"]
    assert last.layout.display != "none"
    last.value = spec.deck[0].label("en")
    button = builder.parts[next(name for name in builder.parts if name.startswith("card-"))]
    assert button.style.button_color and button.tooltip


def test_set_position_takes_the_games_own_arguments_and_empties_the_rest():
    builder = ScenarioBuilder(game="zhora")
    builder.set_position(hands=["7♥ 9♣ J♠", "A♠ 6♦"], top="7♠", deck="8♣ 10♦", ordered=None)
    state = builder.set_position(["J♣ J♦", "9♠ Q♥ A♦", "J♥"], "7♥")  # hands and top, as position takes them
    assert state == games.spec("zhora").position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥")
    assert builder.parts["deck"].value == "" and builder.parts["hand-2"].value == "J♥"
    assert builder.set_position(hands=["7♥", "A♠"], top="7♠", colour="red") is None
    assert "unexpected keyword argument 'colour'" in builder.banner


@pytest.mark.parametrize("game", games.names())
def test_open_in_table_goes_on_where_the_games_match_can_start_from_a_position(game):
    from widgets.table import Table

    builder = _built(game)
    resumes = callable(getattr(games.spec(game).match, "from_position", None))
    assert builder.parts["open"].disabled is not resumes
    table = builder.open_table()
    if resumes:
        assert isinstance(table, Table) and table.state == builder.state, builder.banner
    else:
        assert table is None and "cannot go on from a position" in builder.banner
