"""Save and load at the play table (widgets.save_panel): every game saved through the panel's download link and
loaded into a fresh table through the paste box goes on from the same moment with the same log and score; a bad
file is refused in words and changes nothing."""

import base64
import json
import re
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.russian_text import latin_words
from widgets import Table
from zhora_core import games, saving
from zhora_core.words import say

GAMES = games.names()


def played(name: str, moves: int = 30, **options) -> Table:
    """A table of ``name`` where the human made ``moves`` moves (fewer if the game ends first)."""
    table = Table(games.spec(name).Rules(), seed=5, **options)
    for _ in range(moves):
        if table.controller.game.is_over:
            break
        move(table)
    return table


def move(table: Table) -> None:
    """The human's last legal action, after going on to the next round if one has ended."""
    controller = table.controller
    if controller.state.outcome is not None:
        table.click("next_round")
    assert controller.is_human_turn
    controller.play(controller.legal[-1])


def downloaded(table: Table) -> str:
    """The text of the file the panel's download link gives, the panel opened."""
    table.open_panel = "save"
    link = table.save_panel._link.value
    name = re.search(r"download='([^']+)'", link).group(1)
    assert name == f"zhora-lab-{games.spec(table.controller.rules).name}.json"
    return base64.b64decode(re.search(r"base64,([A-Za-z0-9+/=]+)'", link).group(1)).decode("utf-8")


def paste(table: Table, text: str) -> None:
    table.save_panel.paste.value = text
    table.save_panel._load.click()


def seen(table: Table) -> tuple:
    """What a player sees at the table: board, status, hand, buttons, banner, log, scoring, score sheet."""
    controller = table.controller
    return (table._board.value, table._status.value, table.hand.cards, controller.buttons(), table.banner,
            table.log_lines, controller.log_actors, table._scoring.value, controller.score_lines(),
            controller.headline(), len(controller.game.rounds), controller.names)


@pytest.mark.parametrize("name", GAMES)
def test_a_game_saved_at_the_table_loads_into_a_fresh_table_at_the_same_moment(name):
    table = played(name)
    text = downloaded(table)
    assert text == saving.save(table.controller.game)
    fresh = Table(games.spec(name).Rules(), seed=77)
    paste(fresh, text)
    assert fresh.save_panel.message.startswith("Loaded: ")
    assert seen(fresh) == seen(table)
    assert downloaded(fresh) == text
    for each in (table, fresh):  # both go on alike, and undo takes back the same moves
        if each.controller.state.outcome is None:
            each.controller.play(each.controller.legal[0])
        each.controller.undo()
    assert seen(fresh) == seen(table)


@pytest.mark.parametrize("name", GAMES)
def test_the_link_follows_every_move(name):
    table = played(name, moves=1)
    before = downloaded(table)
    table.controller.undo()
    after = downloaded(table)
    assert after != before and saving.load(after).actions == table.controller.game.actions


def test_a_bad_file_is_refused_in_words_and_the_table_stays_as_it_was():
    table = played("joker", moves=5)
    good = downloaded(table)
    before = seen(table)
    other = downloaded(played("prsi", moves=2))
    state = saving.load(json.dumps({"format": "zhora-lab", "version": 2, "game": "joker", "kind": "position",
                                    "rules": {}, "dealer": 0, "seed": 3, "actions": []}))
    edited = json.loads(good)
    edited["rounds"][-1].append("bid 9")
    for text, words in [("", "Paste the text of a saved game first"),
                        ("not json", "This file was not loaded: not a save file: the text is not JSON"),
                        (json.dumps(edited), "('bid 9') does not replay: "),
                        (other, "this is a saved game of Prší, and this table plays Joker: open a table of Prší to load it"),
                        (saving.save(state), "this file holds a position, not a whole game")]:
        paste(table, text)
        assert table.save_panel.message.startswith(words) or words in table.save_panel.message
        assert "Traceback" not in table.save_panel._message.value and "zl-save-message" in \
            table.save_panel._message._dom_classes
        assert seen(table) == before and downloaded(table) == good


def test_russian_words_and_plurals():
    table = played("joker", moves=5, lang="ru")
    table.open_panel = "save"
    holds = re.sub(r"<[^>]+>", " ", table.save_panel._link.value)
    assert "Сохранить игру в файл" in holds and re.search(r"\d+ раздач(а|и)?, \d+ ход(а|ов)?\.", holds)
    paste(table, "{}")
    assert table.save_panel.message.startswith("Файл не загружен: ") and not latin_words(table.save_panel.message)
    paste(table, downloaded(table))
    message = table.save_panel.message
    assert re.match(r"Загружено: \d+ раздач(а|и)?, \d+ ход(а|ов)?; игра продолжается\.$", message)
    assert not latin_words(message)
    assert [say("ui.save.holds", "ru", rounds=say(f"ui.table.count.{word}", "ru", n=n), moves=n + 20)
            for word, n in (("round", 1), ("deal", 2), ("bank", 5))] == [
        "В файле вся игра: 1 раунд, 21 ход.", "В файле вся игра: 2 раздачи, 22 хода.",
        "В файле вся игра: 5 банков, 25 ходов."]
    assert table._extras.titles[-2:] == ("Сохранить и загрузить", "Разбор")


def test_loading_other_rules_sets_the_rule_switches_and_the_panel_opens_by_name():
    spec = games.spec("joker")
    source = Table(spec.Rules(players=3), seed=4)
    table = Table(spec.Rules(), seed=4, show_rules=True, open_panel="save")
    assert table.open_panel == "save"
    paste(table, downloaded(source))
    assert table.controller.rules == source.controller.rules == table.rule_switches.rules
    assert len(table.controller.names) == 3 and seen(table) == seen(source)


# --- the play room keeps its game in the browser (notebooks/classroom/game_room.py) ----------------------------

CLASSROOM = Path(__file__).resolve().parents[2] / "notebooks" / "classroom"


@pytest.fixture(scope="module")
def classroom():
    sys.path.insert(0, str(CLASSROOM))
    try:
        import game_room
        import page_deal
        yield SimpleNamespace(room=game_room, page=page_deal)
    finally:
        sys.path.remove(str(CLASSROOM))


def answer(room, stored):
    """What the browser's page says when it shows the room: what it keeps under the store's key."""
    room.store._read(room.store, {"key": room.store.key, "stored": stored}, [])


def joker_room(classroom, seed):
    return classroom.room.PlayRoom(classroom.page.Deal(seed, False, ""), classroom.page.PageGame("joker", ""),
                                   delay=0, deal_key="new")


def test_the_room_keeps_every_move_once_the_browser_has_answered_and_a_reload_goes_on_from_it(classroom):
    room = joker_room(classroom, 11)
    assert room.store.key == "zhora-lab.play-room.joker.new" and room.store in room.children
    controller = room.table.controller
    move(room.table)
    assert room.store.value == ""  # nothing written before the browser said what it keeps
    answer(room, None)
    assert room.store.value == saving.save(controller.game) and room.note == ""
    for _ in range(3):
        move(room.table)
        assert room.store.value == saving.save(controller.game)
    reloaded = joker_room(classroom, 12)  # a reload without ?seed= draws another deal
    answer(reloaded, room.store.value)
    assert seen(reloaded.table) == seen(room.table)
    assert reloaded.note.startswith("This browser kept your game") and "zl-restore-note" in reloaded._title.value
    assert 'data-seed="11"' in reloaded._title.value  # the deal note names the restored game's deal
    assert reloaded.store.value == room.store.value
    answer(reloaded, "{}")  # the page shown again: the game is not loaded twice
    assert seen(reloaded.table) == seen(room.table)


def test_a_corrupt_kept_game_gives_the_pages_deal_and_a_note_in_words(classroom):
    fresh = seen(joker_room(classroom, 11).table)
    for stored in ("{not json", saving.save(Table(games.spec("prsi").Rules(), seed=1).controller.game)):
        room = joker_room(classroom, 11)
        answer(room, stored)
        assert seen(room.table) == fresh
        assert room.note.startswith("The game this browser kept could not be restored (")
        assert room.note.endswith("): here is the page's deal.")
        assert room.store.value == saving.save(room.table.controller.game)


def test_the_chooser_asks_the_browser_for_the_other_games_kept_game(classroom):
    room = joker_room(classroom, 11)
    answer(room, None)
    room.chooser.value = "prsi"
    assert room.store.key == "zhora-lab.play-room.prsi.new"
    room.store._read(room.store, {"key": "zhora-lab.play-room.joker.new", "stored": "{}"}, [])  # a stale answer
    assert room.note == ""
    kept = played("prsi", moves=3)
    answer(room, saving.save(kept.controller.game))
    assert room.table.controller.log == kept.controller.log and room.note.startswith("This browser kept")


def test_the_room_says_when_the_browser_cannot_keep_its_game(classroom):
    room = joker_room(classroom, 12)
    answer(room, None)
    room.store._read(room.store, {"key": room.store.key, "failed": "QuotaExceededError"}, [])
    assert "cannot keep your game" in room.note and "Save and load" in room.note
    assert "cannot keep your game" in room._title.value
    before = room._title.value
    room.store._read(room.store, {"key": room.store.key, "failed": "QuotaExceededError"}, [])  # said once
    room.store._read(room.store, {"key": "zhora-lab.play-room.prsi.new", "failed": "x"}, [])  # another key's
    assert room._title.value == before and room.note.count("cannot keep") == 1


def test_the_link_is_rebuilt_after_each_move_only_while_the_panel_is_open():
    table = played("joe", moves=0)
    closed = table.save_panel._link.value
    move(table)
    assert table.save_panel._link.value == closed   # no whole-game save per move for a closed panel
    text = downloaded(table)                         # opened: up to date at once
    assert text == saving.save(table.controller.game)
    move(table)
    assert downloaded(table) == saving.save(table.controller.game)
