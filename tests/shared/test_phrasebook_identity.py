"""The phrasebook kept as data (issue 17, part 6) says exactly the words it said as Python dicts.

``snapshot()`` gathers every word the engine shows: the whole phrasebook after importing every module of
``zhora_core`` (each game package, the shared modules), the glossaries' texts, the names of the cards, every
handout page (``handouts.handout_html``), the family tables and the HTML the lessons draw (``render``), plus the
actions of a seeded round of every game as the phrasebook writes them. A snapshot is JSON:

    python tests/test_phrasebook_identity.py --dump /path/outside/the/checkout.json

The test compares the snapshot of this checkout, made in a fresh interpreter, with the one named by
``ZHORA_PHRASES_BASELINE``, and is skipped without it: every text byte for byte, and no phrase key lost or
changed; the only new keys allowed are those of ``NEW_PREFIXES`` (the language tables that became phrases). For
issue 17 part 6 the baseline was dumped at commit db9adcc, before the phrases became data (this file, copied
into a checkout of that commit, dumps it the same way).
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import random
import subprocess
import sys
from pathlib import Path

import pytest

#: The phrase keys that may be new: the words the shared modules held in their own ``{"en": ..., "ru": ...}``
#: tables, the cards' names, the family's columns and traits, the actions' words, now in the phrasebook.
NEW_PREFIXES = ("words.", "cards.", "render.", "handouts.", "family.", "zhora.sheet.", "joe.action.", "prsi.action.",
                "joker.action.", "joker.mode.six", "banker.action.")

_SKIP = ("zhora_core.lab", "zhora_core.comparison", "zhora_core.simulate")  # plotly/pandas heavy, no phrases


def _import_all() -> None:
    import zhora_core
    from zhora_core import games

    for name in games.names():
        games.module(name)
    for module in ("transcript", "bots", "table", "handouts", "render", "family"):
        importlib.import_module(f"zhora_core.{module}")
    for info in pkgutil.walk_packages(zhora_core.__path__, "zhora_core."):
        if not info.name.startswith(_SKIP) and not info.name.endswith("__main__"):
            importlib.import_module(info.name)


def _glossaries() -> dict:
    from zhora_core import games

    found = {}
    for name in games.names():
        g = games.spec(name).glossary
        found[name] = {
            "rules": {rule: list(texts) for rule, texts in g.rules.items()},
            "summary": list(g.summary), "scoring": list(g.scoring), "section": list(g.section),
            "effects": [[list(e.cards), e.rule, list(e.text)] for e in g.effects],
            "readings": [[r.rule, list(r.text)] for r in g.readings],
            "traits": dict(g.traits),
            "example": {lang: [list(row) for row in g.example(lang)] for lang in ("en", "ru")} if g.example else None,
            "titles": {f"{rule}.{lang}": g.rule_title(rule, lang) for rule in g.rules for lang in ("en", "ru")},
        }
    return found


def _cards() -> dict:
    from zhora_core.cards import DECK_54, Colour, Rank, Suit

    found = {}
    for lang in ("en", "ru"):
        found[lang] = {
            "cards": [[str(c), c.label(lang), c.name_in(lang)] for c in DECK_54],
            "suits": [[s.name_in(lang), str(s)] for s in Suit],
            "ranks": [[r.symbol(lang), r.name_in(lang), str(r)] for r in Rank],
            "colours": [c.name_in(lang) for c in Colour],
        }
    return found


def _render() -> dict:
    from zhora_core import games, render
    from zhora_core.cards import DECK_54, Suit

    out: dict[str, str] = {}
    for lang in ("en", "ru"):
        out[f"hand.{lang}"] = render.hand_html(DECK_54, lang=lang, legal=DECK_54[::3],
                                               reasons={DECK_54[1]: "not <this>"})
        out[f"hand.empty.{lang}"] = render.hand_html([], lang=lang)
        out[f"hand.down.{lang}"] = render.hand_html("9♠ Q♥ RJ", lang=lang, face_down=True, size="small")
        out[f"card.{lang}"] = "".join(render.card_html(c, lang=lang, four_colour=True) for c in DECK_54)
        out[f"burn.{lang}"] = render.burn_html(lang)
        out[f"suit.{lang}"] = "".join(render.suit_mark_html("x", s, lang=lang) for s in Suit)
        for players, seat, to, skipped, drew in ((4, 0, 2, [1], None), (2, 0, 0, [1], 1), (3, 1, 1, [2, 0], 2),
                                                 (5, 0, 3, [1, 2], 1), (6, 2, 2, [], None), (8, 0, 1, [], 1)):
            out[f"circle.{players}.{seat}.{to}.{lang}"] = render.turn_circle_html(
                players, seat, to, skipped=skipped, drew=drew, lang=lang)
    for name in games.names():
        spec = games.spec(name)
        state = spec.new_round(spec.Rules(), dealer=0, seed=5)
        rng = random.Random(7)
        for step in range(400):
            if state.outcome is not None:
                break
            legal = spec.legal_actions(state)
            for lang in ("en", "ru"):
                out[f"{name}.actions.{step}.{lang}"] = " | ".join(
                    f"{_write(a, lang)} / {a.label(lang) if hasattr(a, 'label') else ''}" for a in legal)
                out[f"{name}.events.{step}.{lang}"] = " | ".join(e.text(lang) for e in state.events)
            if step in (0, 3):
                _tables(out, f"{name}.start.{step}", state)
            state = spec.apply(state, rng.choice(list(legal)))
        _tables(out, f"{name}.end", state)
    return out


def _write(action, lang: str) -> str:
    from zhora_core import words

    return words.write(action, lang)


def _tables(out: dict, key: str, state) -> None:
    from zhora_core import render

    for lang in ("en", "ru"):
        for seat, reveal in ((None, False), (0, False), (1, True)):
            try:
                html = render.table_html(state, seat=seat, reveal=reveal, lang=lang, fan=True, others_size="small")
            except Exception as error:  # a trick game's state has no pile: the failure itself is recorded
                html = f"{type(error).__name__}"
            out[f"{key}.table.{seat}.{lang}"] = html


def snapshot() -> dict:
    """Every word and page the comparison covers, as JSON-ready data."""
    _import_all()
    from zhora_core import family, games, handouts, words

    return {
        "phrases": {key: list(texts) for key, texts in sorted(words._PHRASES.items())},
        "glossaries": _glossaries(),
        "cards": _cards(),
        "handouts": {f"{name}.{lang}": handouts.handout_html(name, lang)
                     for name in games.names() for lang in ("en", "ru")},
        "family": {lang: [family.family_table(lang).to_json(orient="split", force_ascii=False),
                          family.traits_table(lang).to_json(orient="split", force_ascii=False)]
                   for lang in ("en", "ru")},
        "traits": {trait: list(texts) for trait, texts in family.TRAITS.items()},
        "render": _render(),
    }


def compare(before: dict, after: dict) -> list[str]:
    """The differences, one line each (empty when the words are the same)."""
    problems = []
    old, new = before["phrases"], after["phrases"]
    for key in old:
        if key not in new:
            problems.append(f"phrase {key!r} is gone")
        elif old[key] != new[key]:
            problems.append(f"phrase {key!r} changed: {old[key]!r} -> {new[key]!r}")
    for key in new:
        if key not in old and not key.startswith(NEW_PREFIXES):
            problems.append(f"phrase {key!r} is new")
    for part in before:
        if part == "phrases":
            continue
        if part not in after:
            problems.append(f"{part} is missing")
            continue
        a, b = before[part], after[part]
        if isinstance(a, dict) and isinstance(b, dict):
            for key in sorted(set(a) | set(b)):
                if a.get(key) != b.get(key):
                    problems.append(f"{part}[{key!r}] differs")
        elif a != b:
            problems.append(f"{part} differs")
    return problems


@pytest.mark.skipif(not os.environ.get("ZHORA_PHRASES_BASELINE"),
                    reason="ZHORA_PHRASES_BASELINE names no snapshot made before the change")
def test_the_words_are_the_same_as_the_baselines(tmp_path):
    before = json.loads(Path(os.environ["ZHORA_PHRASES_BASELINE"]).read_text(encoding="utf-8"))
    # in a fresh interpreter, so that no other test's phrases (or a widget's) are in the phrasebook
    subprocess.run([sys.executable, __file__, "--dump", str(tmp_path / "now.json")], check=True)
    problems = compare(before, json.loads((tmp_path / "now.json").read_text(encoding="utf-8")))
    assert problems == [], "\n".join(problems[:40])


def test_the_snapshot_compares_equal_to_itself():
    now = snapshot()
    assert compare(now, json.loads(json.dumps(now))) == []
    assert len(now["phrases"]) > 500 and len(now["handouts"]) == 14


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] != "--dump":
        sys.exit("usage: python tests/test_phrasebook_identity.py --dump OUT.json")
    Path(sys.argv[2]).write_text(json.dumps(snapshot(), ensure_ascii=False, indent=0, sort_keys=True),
                                 encoding="utf-8")
