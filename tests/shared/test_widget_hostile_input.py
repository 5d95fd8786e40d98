"""Every widget refuses bad input in words and stays usable: each class of hostile input, tried on every registered
game where the widget takes every game. A constructor raises a ``ZhoraError`` (a ``ValueError``) with a message
under 300 characters; a click never raises and shows what went wrong inside the widget."""

import pytest

from tests.russian_text import latin_words
from widgets import ScenarioBuilder, Table
from zhora_core import games, puzzles, saving
from zhora_core.errors import RulesError, ZhoraError

NAMES = games.names()


def _rules(name, **options):
    return games.spec(name).Rules(**options)


def _refused(error_type, call):
    with pytest.raises(error_type) as caught:
        call()
    assert len(str(caught.value)) < 300, str(caught.value)
    return str(caught.value)


class Failing:
    """A bot that raises ``error`` whenever it is asked."""

    name = "broken"

    def __init__(self, error):
        self.error = error

    def choose(self, view, legal, rng):
        raise self.error


class Cheating:
    """A bot that answers with something no game takes."""

    name = "cheat"

    def choose(self, view, legal, rng):
        return "zz"


# --- the play table --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("human", [9, -1, "0", True, 1.0, [0]])
def test_a_table_refuses_a_seat_that_is_not_one(game, human):
    rules = _rules(game)
    message = _refused(RulesError, lambda: Table(rules, human=human))
    assert f"human={human!r}" in message and f"0 to {rules.players - 1}" in message
    russian = _refused(RulesError, lambda: Table(rules, human=human, lang="ru"))
    assert "не место за столом" in russian


@pytest.mark.parametrize("game", NAMES)
def test_a_table_takes_every_seat_and_none(game):
    rules = _rules(game)
    for human in (None, *range(rules.players)):
        assert Table(rules, human=human).controller.human == human


@pytest.mark.parametrize("argument, value, words", [
    ("bots", 42, "bots=42 is not a list"),
    ("bots", "random", "bots='random' is not a list"),
    ("bots", ["random"], "bots= names 1 bot for 4 seats"),
    ("bots", ["random"] * 6, "bots= names 6 bots for 4 seats"),
    ("bots", [42] * 3, "a bot needs a name"),
    ("bots", ["nope"] * 3, "unknown bot 'nope'"),
    ("delay", -1, "delay=-1 is not a pause"),
    ("delay", "1", "delay='1' is not a pause"),
    ("delay", float("nan"), "delay=nan is not a pause"),
    ("delay", 1e9, "is not a pause"),
    ("seed", -1, "a seed is a whole number"),
    ("seed", "7", "a seed is a whole number"),
    ("seed", 2**70, "a seed is a whole number"),
    ("names", 42, "names=42 is not a list of 4 names"),
    ("names", "abcd", "names='abcd' is not a list"),
    ("names", ["a", "b"], "is not a list of 4 names"),
    ("names", [1, 2, 3, 4], "is not a list of 4 names"),
    ("start", 42, "start=42 is not a position"),
    ("size", "huge", "size must be"),
    ("layout", "wide", "layout must be"),
    ("open_panel", "rules", "open_panel must be"),
])
def test_a_table_refuses_bad_arguments_in_words(argument, value, words):
    message = _refused(RulesError, lambda: Table(_rules("zhora"), **{argument: value}))
    assert words in message


@pytest.mark.parametrize("rules", [42, "zz", object(), [None]])
def test_a_table_refuses_what_is_not_a_games_rules(rules):
    assert "is not a game's rules" in _refused(RulesError, lambda: Table(rules))
    assert "не правила игры" in _refused(RulesError, lambda: Table(rules, lang="ru"))


def test_a_table_refuses_a_language_it_does_not_speak():
    _refused(ZhoraError, lambda: Table(_rules("joe"), lang="xx"))


def test_the_tables_refusals_are_russian_in_russian():
    for argument, value in (("human", 9), ("bots", ["random"]), ("delay", -1), ("names", 42), ("start", 42)):
        message = _refused(RulesError, lambda: Table(_rules("zhora"), lang="ru", **{argument: value}))
        words = latin_words(message.split("=", 1)[-1])
        assert set(words) <= {"random", "heuristic", "search", "bots", "position", "None"}, message


def _failing_table(game, bot, **options):
    """A table where the human sits at seat 1 and ``bot`` at every other seat has had a choice to make."""
    rules = _rules(game)
    for seed in range(40):
        table = Table(rules, bots=[bot] * (rules.players - 1), human=1, seed=seed, **options)
        if table.banner:
            return table
    raise AssertionError("no seed gives the bots a choice before the human's turn")


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("bot", [Failing(RuntimeError("boom")), Failing(StopIteration()), Cheating()],
                         ids=["raises", "stop-iteration", "illegal"])
def test_a_bot_that_raises_is_named_in_the_table_and_the_table_goes_on(game, bot):
    table = _failing_table(game, bot)
    controller = table.controller
    assert f"The bot '{bot.name}' at seat" in table.banner and "a random legal move" in table.banner
    assert len(table.banner) < 300
    assert table.controller.is_human_turn or table.state.outcome is not None  # the bots moved on to the human
    if controller.is_human_turn:
        before = len(controller.game.states)
        assert controller.play(controller.legal[0])
        assert len(controller.game.states) > before
        assert controller.is_human_turn or table.state.outcome is not None
        table.click("undo")
        assert len(controller.game.states) == before and controller.is_human_turn
    table.click("new_game")
    assert controller.is_human_turn or table.state.outcome is not None


def test_a_bot_that_raises_is_named_in_russian():
    table = _failing_table("joe", Failing(RuntimeError("boom")), lang="ru")
    assert "Бот 'broken' на месте" in table.banner and "RuntimeError: boom" in table.banner


def test_a_bot_that_raises_after_a_click_is_named_and_the_hand_still_plays():
    rules = _rules("zhora", players=2)
    for seed in range(40):
        table = Table(rules, bots=[None, Failing(ValueError("bad"))], seed=seed)
        plays = [a.card for a in table.controller.legal if type(a).__name__ == "Play"]
        if table.controller.is_human_turn and plays and not table.banner:
            table.hand.click(plays[0])
            if table.banner:
                break
    assert "The bot 'broken' at seat 1 failed (ValueError: bad)" in table.banner
    assert table.controller.is_human_turn or table.state.outcome is not None
    if table.controller.is_human_turn:
        assert any(shown["legal"] for shown in table.hand.cards) or table.controller.buttons()


# --- the scenario builder ------------------------------------------------------------------------------------


def _foreign_cards(game):
    """A card of another game that is not in ``game``'s pack, if there is one (Thirteen's pack has every card)."""
    deck = set(games.spec(game).deck)
    return [card for name in NAMES for card in games.spec(name).deck if card not in deck][:1]


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_scenario_builder_refuses_bad_values_in_words(game, lang):
    builder = ScenarioBuilder(game=game, lang=lang)
    spec = games.spec(game)
    start = spec.new_round(spec.Rules(), seed=1)

    start = builder.load_text(saving.save(start))
    shown = builder.form.values()
    for field in spec.fields:
        for value in (1.5, True, {}, ["zz", 42], *([42] if field.kind != "int" else [])):
            assert builder.set_position(**{field.name: value}) is None
            assert builder.banner and len(builder.banner) < 300
            assert builder.state == start and builder.form.values() == shown  # the builder unchanged
    for value in (None, 42, "zz", 1.5, [], ["zz"], True, *_foreign_cards(game)):
        assert builder.click_card(value) is None  # never raises
        assert builder.banner and builder.form.values() == shown
        for method in (builder.apply_action, builder.explain_action, builder.load_text):
            assert method(value) is None and builder.banner
    assert builder.state == start


@pytest.mark.parametrize("game", NAMES)
def test_the_scenario_builder_names_a_value_of_the_wrong_kind(game):
    builder = ScenarioBuilder(game=game)
    field = next(f for f in games.spec(game).fields if f.kind in ("card", "cards") and not f.per_seat)
    builder.set_position(**{field.name: 42})
    assert f"set_position: {field.name}=42 does not fit: give" in builder.banner


def test_the_scenario_builder_names_a_card_of_another_pack():
    builder = ScenarioBuilder(game="zhora", lang="ru")
    builder.click_card("RJ")
    assert builder.banner == "КДж — не карта из колоды игры «Жора»"


@pytest.mark.parametrize("options, words", [
    (dict(game=42), "game must be a game's name"), (dict(game="zz"), "unknown game 'zz'"),
    (dict(rules=42), "is not a game's rules"), (dict(game="joe", rules=games.spec("prsi").Rules()), "joe Rules"),
    (dict(size=42), "size must be one of"), (dict(size=[]), "size must be one of"),
])
def test_the_scenario_builder_refuses_bad_arguments(options, words):
    assert words in _refused(RulesError, lambda: ScenarioBuilder(**options))


# --- the other widgets -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", NAMES)
@pytest.mark.parametrize("value", [None, 42, "zz", "rules"])
def test_the_other_widgets_refuse_what_is_not_their_input(game, value):
    from widgets import RuleSwitches, ScoreSheet
    from widgets.charts import game_totals_chart

    rules = games.spec(game).Rules()
    for make in (ScoreSheet, game_totals_chart):
        _refused(RulesError, lambda: make(rules if value == "rules" else value))
    if value is not None:
        _refused(RulesError, lambda: RuleSwitches(value))


@pytest.mark.parametrize("game", NAMES)
def test_the_other_widgets_refuse_a_language_they_do_not_speak(game):
    from widgets import RuleSwitches, ScoreSheet
    from widgets.charts import card_points_chart, game_totals_chart

    spec = games.spec(game)
    whole = spec.match(spec.Rules(), seed=1)
    for call in (lambda: RuleSwitches(spec.Rules(), lang="xx"), lambda: ScoreSheet(whole, lang="xx"),
                 lambda: game_totals_chart(whole, lang="xx"), lambda: card_points_chart(spec.Rules(), lang="xx")):
        _refused(ZhoraError, call)


@pytest.mark.parametrize("options, words", [
    (dict(games=42), "games=42 is not a list of games"), (dict(games="zhora"), "games='zhora' is not a list"),
    (dict(games=[games.spec("joe").Rules()]), "is not a list of games: give some of zhora"),
    (dict(players=42), "players=42 is not a list of numbers of players"),
    (dict(players=[True]), "players=[True] is not a list"), (dict(players=[2.0]), "from 2 to 6"),
    (dict(sample="zz"), "sample='zz' is not a whole number from 2 to 2000"), (dict(sample=1), "sample=1 is not"),
    (dict(seed=-1), "seed=-1 is not a seed"), (dict(search=42), "search=42 is not True or False"),
])
def test_the_comparer_refuses_bad_arguments_in_words(options, words):
    from widgets import GameComparer

    assert words in _refused(RulesError, lambda: GameComparer(**options))
    assert "—" in _refused(RulesError, lambda: GameComparer(lang="ru", **options))


@pytest.mark.parametrize("options, words", [
    (dict(game=42), "game=42 is not a game: give one of zhora"), (dict(game=games.spec("joe").Rules()), "not a game"),
    (dict(sample="zz"), "sample='zz' is not a whole number from 10 to 5000"), (dict(sample=[]), "sample=[]"),
    (dict(seed="7"), "seed='7' is not a seed"), (dict(show_code="no"), "show_code='no' is not True or False"),
])
def test_the_explorer_refuses_bad_arguments_in_words(options, words):
    from widgets import RulesExplorer

    assert words in _refused(RulesError, lambda: RulesExplorer(**options))
    assert "—" in _refused(RulesError, lambda: RulesExplorer(lang="ru", **options))


@pytest.mark.parametrize("options, words", [
    (dict(finish=42), "finish=42 is not a text"), (dict(finish=["J♣"]), "finish=['J♣'] is not a text"),
    (dict(hands=42), "hands=42 is not a list of texts"), (dict(hands="9♠ J♥"), "hands='9♠ J♥' is not a list"),
    (dict(hands=[42]), "hands=[42] is not a list of texts"),
])
def test_the_calculator_refuses_what_is_not_text_in_words(options, words):
    from widgets import ScoreCalculator

    assert words in _refused(RulesError, lambda: ScoreCalculator(**options))
    assert "— не " in _refused(RulesError, lambda: ScoreCalculator(lang="ru", **options))
    calculator = ScoreCalculator()
    assert words in _refused(RulesError, lambda: calculator.set(**options))
    assert calculator.points == (0, 56, 80)   # unchanged


@pytest.mark.parametrize("controller", [None, 42, "zz", games.spec("joe").Rules()])
def test_a_hand_needs_a_tables_controller(controller):
    from widgets import Hand

    assert "is not a play table's controller" in _refused(RulesError, lambda: Hand(controller))


# --- every widget, every argument -------------------------------------------------------------------------------


def _needed(name):
    """The arguments a widget cannot do without, well given."""
    from widgets.controller import TableController

    spec = games.spec("joe")
    return {"Hand": lambda: {"controller": TableController(spec.Rules())},
            "ScoreSheet": lambda: {"game": spec.match(spec.Rules(), seed=1)},
            "RuleSwitches": lambda: {"rules": spec.Rules()},
            "Exercise": lambda: {"puzzle": puzzles.bank("joe")[0]},
            "Exercises": lambda: {"puzzles": puzzles.bank("joe")[:2]}}.get(name, dict)()


def _arguments():
    import inspect

    import widgets

    for name in (name for name in widgets.__all__ if inspect.isclass(getattr(widgets, name))):
        for argument in list(inspect.signature(getattr(widgets, name).__init__).parameters)[1:]:
            yield name, argument


@pytest.mark.parametrize("name, argument", list(_arguments()))
@pytest.mark.parametrize("value", [None, 42, "zz", 1.5, True, [], games.spec("prsi").Rules()],
                         ids=["None", "42", "zz", "1.5", "True", "list", "rules"])
def test_every_widget_takes_or_refuses_in_words_a_value_of_the_wrong_type(name, argument, value):
    import widgets

    options = _needed(name) | {argument: value}
    try:
        getattr(widgets, name)(**options)
    except ZhoraError as error:
        assert len(str(error)) < 300, str(error)


# --- an error no check foresaw ------------------------------------------------------------------------------------


def test_an_unexpected_error_of_a_click_is_shown_in_words_and_the_table_goes_on(monkeypatch):
    from widgets.controller import TableController

    table = Table(_rules("joe", players=3), lang="ru")
    game = table.controller.game
    monkeypatch.setattr(TableController, "new_game", lambda self, rules=None: {}["seat"])
    table.click("new_game")
    assert table.banner == "Что-то пошло не так: KeyError: 'seat'"
    assert not table._out.outputs and table.controller.game is game  # no traceback under the table
    monkeypatch.undo()
    table.click("new_game")
    assert table.banner == "" and table.controller.game is not game


def test_a_new_game_starts_from_the_button():
    table = Table(_rules("zhora", players=2), seed=3)
    table.click("new_game")
    assert table.banner == "" and table.controller.seed == 4


def test_the_guard_lets_an_interrupt_through():
    from widgets.common import guarded

    def interrupted():
        raise KeyboardInterrupt

    shown = []
    with pytest.raises(KeyboardInterrupt):
        guarded(None, interrupted, shown.append)()
    guarded(None, lambda: 1 / 0, shown.append)()
    assert [type(error) for error in shown] == [ZeroDivisionError]


def test_an_unexpected_error_in_a_hands_message_is_said_in_the_banner():
    rules = _rules("zhora", players=2)
    table = Table(rules, seed=1)
    elsewhere = next(card for card in games.spec("zhora").deck if card not in table.state.hands[0])
    table.hand._row._handle_custom_msg({"click": str(elsewhere)}, [])
    assert table.banner == f"Something went wrong: ValueError: {elsewhere} is not in the hand"
    table.hand._row._handle_custom_msg({"click": "zz"}, [])
    assert table.banner.startswith("unknown card 'zz'")
    table.hand.click(table.controller.legal[0].card)


@pytest.mark.parametrize("widget", ["comparer", "explorer"])
def test_an_unexpected_error_of_a_run_is_said_the_same_way(widget, monkeypatch):
    from widgets import GameComparer, RulesExplorer, explorer

    def broken(*args, **kwargs):
        raise ZeroDivisionError("division by zero")

    if widget == "comparer":
        monkeypatch.setattr("zhora_core.comparison.compare_games", broken)
        made = GameComparer(games=["joe"], players=[2], sample=2, lang="ru")
    else:
        monkeypatch.setattr(explorer, "simulate", broken)
        made = RulesExplorer(game="joe", sample=10, lang="ru")
    assert made.run() is None
    assert made.banner == "Не удалось: Что-то пошло не так: ZeroDivisionError: division by zero"


@pytest.mark.parametrize("make", ["RuleSwitches", "ScenarioBuilder"])
@pytest.mark.parametrize("value", [None, 1, "yes", []])
def test_a_show_code_flag_that_is_not_true_or_false_is_refused(make, value):
    import widgets

    assert "show_code" in _refused(RulesError, lambda: getattr(widgets, make)(show_code=value))
