"""The phrasebook kept as data: every game package's ``words.toml`` and ``glossary.toml``, the shared
``zhora_core/words.toml``, and ``Glossary.load`` reading a glossary file."""

import json
import subprocess
import sys
from importlib import resources

import pytest

from zhora_core import games, words
from zhora_core.errors import RulesError
from zhora_core.protocol import Effect, Glossary, Reading

GAMES = games.names()
RULE_PHRASES = {"zhora": "zhora.rule", "prsi": "prsi.rule"}


@pytest.mark.parametrize("name", GAMES)
def test_every_game_keeps_its_words_and_its_glossary_as_data(name):
    module = games.module(name)
    package = module.__name__
    files = resources.files(package)
    assert files.joinpath("words.toml").is_file() and files.joinpath("glossary.toml").is_file()
    assert files.joinpath("phrases.py").is_file() and files.joinpath("glossary.py").is_file()
    keys = words.load(package)
    assert keys and all(key.startswith(f"{name}.") for key in keys)
    glossary = games.spec(name).glossary
    assert tuple(glossary.rules) == games.spec(name).rule_ids
    assert all(len(texts) == len(words.LANGS) and all(texts) for texts in glossary.rules.values())
    if name in RULE_PHRASES:
        assert [words.texts(f"{RULE_PHRASES[name]}.{rule}") for rule in glossary.rules] == list(glossary.rules.values())
    else:
        assert words.keys(f"{name}.rule") == ()


_EVERY_PHRASE = """
import importlib, json, pkgutil, zhora_core
from zhora_core import words
for info in pkgutil.walk_packages(zhora_core.__path__, "zhora_core."):
    if not info.name.startswith(("zhora_core.lab", "zhora_core.comparison", "zhora_core.simulate")):
        importlib.import_module(info.name)
print(json.dumps(sorted(words._PHRASES)))
"""


def test_the_shared_file_holds_no_games_words_and_every_phrase_comes_from_a_file():
    shared = words.load("zhora_core")
    assert shared and not any(key.split(".")[0] in GAMES for key in shared)
    from_files = set(shared)
    for name in GAMES:
        from_files |= set(words.load(games.module(name).__name__))
        if name in RULE_PHRASES:
            from_files |= set(words.keys(RULE_PHRASES[name]))
    # in a fresh interpreter: every module of the engine imported, and no widget's phrases
    found = subprocess.run([sys.executable, "-c", _EVERY_PHRASE], capture_output=True, text=True, check=True)
    assert set(json.loads(found.stdout)) == from_files


def _package(tmp_path, monkeypatch, name: str, toml: str) -> str:
    folder = tmp_path / name
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "glossary.toml").write_text(toml, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    return name


GOOD = """
summary = ["A game.", "Игра."]
section = ["docs", "описание"]

[rules]
X-ONE = ["one", "один"]
X-TWO = ["two", "два"]

[[effects]]
cards = ["A", "Т"]
rule = "X-ONE"
text = ["wins", "выигрывает"]

[[readings]]
rule = "X-TWO"
text = ["read so", "читается так"]

[traits]
shed = "X-ONE"
"""


def test_a_glossary_is_read_from_its_file(tmp_path, monkeypatch):
    package = _package(tmp_path, monkeypatch, "glossary_ok", GOOD)
    example = lambda lang: [("X-ONE", "a", "1")]  # noqa: E731
    glossary = Glossary.load(package, example=example, phrases="test.glossary_ok")
    assert glossary == Glossary(rules={"X-ONE": ("one", "один"), "X-TWO": ("two", "два")}, summary=("A game.", "Игра."),
                                effects=(Effect(cards=("A", "Т"), rule="X-ONE", text=("wins", "выигрывает")),),
                                readings=(Reading(rule="X-TWO", text=("read so", "читается так")),),
                                section=("docs", "описание"), traits={"shed": "X-ONE"}, example=example)
    assert glossary.scoring == ("", "") and glossary.rule_title("X-TWO", "ru") == "два"
    assert words.say("test.glossary_ok.X-ONE", "ru") == "один"


@pytest.mark.parametrize("number, change, message", [
    (1, ("[rules]\n", "[rulez]\n"), "needs a \\[rules\\] table"),
    (2, ('X-TWO = ["two", "два"]', 'X-TWO = ["two"]'), "glossary_bad_2/glossary.toml: the rule X-TWO needs a list of 2"),
    (3, ('text = ["wins", "выигрывает"]', 'texts = ["wins", "выигрывает"]'), "effects 1 needs rule and cards, text"),
    (4, ('text = ["read so", "читается так"]', 'text = "read so"'), "readings 1's text needs a list of 2 texts"),
    (5, ('shed = "X-ONE"', "shed = 1"), "\\[traits\\] gives each trait a rule id"),
    (6, ('summary = ["A game.", "Игра."]', 'summary = ["A game.", "Игра.", "Ein Spiel."]'), "summary needs a list"),
])
def test_a_glossary_file_is_checked(tmp_path, monkeypatch, number, change, message):
    package = _package(tmp_path, monkeypatch, f"glossary_bad_{number}", GOOD.replace(*change))
    with pytest.raises(RulesError if number in (1, 3, 5) else ValueError, match=message):
        Glossary.load(package)
