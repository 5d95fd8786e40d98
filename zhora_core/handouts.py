"""Printable handouts: one standalone HTML page per game and language, for A4 paper.

Each page is built from the game's ``GameSpec`` and its ``glossary``: the game in short, its family traits
(``zhora_core.family``), every rule id with its one-line reading, the card effects, the options with their
defaults, the scoring with a worked example whose numbers the engine computes, and the readings the project
chose. A page holds no script, loads nothing from the network (the style is inline, the cards are text, the fonts
are the system's) and prints on one or two A4 pages.

``python -m zhora_core.handouts OUTDIR`` writes ``OUTDIR/<game>.en.html`` and ``OUTDIR/<game>.ru.html`` for every
registered game (``--games zhora joker`` and ``--langs ru`` choose fewer), and the teacher's keys to the games'
puzzles beside them (``zhora_core.puzzle_key``: ``OUTDIR/key-<game>-<lang>.html``).

>>> page = handout_html("zhora", "ru")
>>> "Z-SEVEN" in page and "<script" not in page
True
"""

from __future__ import annotations

import argparse
import html
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from os import PathLike
from pathlib import Path

from . import family
from . import games as registry
from . import words
from .errors import RulesError, ZhoraError, excerpt
from .protocol import GameSpec, Glossary

__all__ = ["handout_html", "write_handouts", "write_pages", "main"]

_NEGATIVE = re.compile(r"(?<![\w)])-(?=\d)")

_STYLE = """
@page { size: A4; margin: 12mm 13mm 12mm 13mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: "DejaVu Sans", "Liberation Sans", "Noto Sans", Arial, sans-serif; font-size: 8.6pt;
       line-height: 1.28; color: #111; margin: 0; }
header { display: flex; justify-content: space-between; align-items: baseline;
         border-bottom: 0.6mm solid #333; margin-bottom: 2mm; }
h1 { font-size: 17pt; margin: 0; }
header p { margin: 0; color: #555; font-size: 8pt; }
h2 { font-size: 10.5pt; margin: 3mm 0 1mm; padding-bottom: 0.4mm; border-bottom: 0.2mm solid #999;
     break-after: avoid; }
p { margin: 0 0 1.2mm; }
.summary { font-size: 9.2pt; }
.rules { columns: 2; column-gap: 6mm; margin: 0; }
.rules div { break-inside: avoid; margin: 0 0 0.7mm; }
.id { font-weight: bold; font-size: 7.4pt; white-space: nowrap; color: #333; }
table { border-collapse: collapse; width: 100%; margin: 0.5mm 0 1mm; }
th, td { text-align: left; vertical-align: top; padding: 0.35mm 1.4mm; border-bottom: 0.15mm solid #ccc; }
th { font-size: 7.6pt; color: #444; border-bottom: 0.3mm solid #777; }
tr { break-inside: avoid; }
td.num { text-align: right; white-space: nowrap; }
.red { color: #b00; }
ul { margin: 0; padding-left: 4.5mm; }
li { margin: 0 0 0.6mm; break-inside: avoid; }
.more { color: #555; font-size: 7.8pt; margin-top: 1mm; }
@media screen { body { max-width: 184mm; margin: 8mm auto; } }
"""


def _text(value: str) -> str:
    """Escaped text, the red suits in red and a minus sign for the hyphen of a negative number (not of 6-8)."""
    escaped = _NEGATIVE.sub("−", html.escape(value))
    for suit in "♥♦":
        escaped = escaped.replace(suit, f"<span class='red'>{suit}</span>")
    return escaped


def _glossary(game: GameSpec) -> Glossary:
    if game.glossary is None:
        raise ZhoraError(f"the game {game.name!r} has no glossary to print")
    return game.glossary


def _table(head: Sequence[str], rows: Iterable[Sequence[str]], numeric: int | None = None) -> str:
    cells = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td class='{'num' if n == numeric else ''}'>{cell}</td>"
                                    for n, cell in enumerate(row)) + "</tr>" for row in rows)
    return f"<table><thead><tr>{cells}</tr></thead><tbody>{body}</tbody></table>"


def handout_html(game: str, lang: str = "en", *, rules=None, name: str = "") -> str:
    """The handout of the registered game ``game`` in ``lang`` (``"en"`` or ``"ru"``), as a standalone HTML page.
    ``rules`` (the game's ``Rules``) makes it a handout of a house variant, named ``name``: a line under the title
    lists the options it changes, with their rule ids, and the options' table shows the table's own values.

    >>> from zhora_core.zhora import Rules
    >>> page = handout_html("zhora", rules=Rules(nine_points=9), name="Our table")
    >>> "Our table" in page and "<b>9</b>" in page and "Z-POINTS" in page
    True
    """
    words.check_lang(lang)
    spec = registry.spec(game) if isinstance(game, str) else None
    if spec is None:
        raise RulesError(f"a game is named by a string, like 'zhora', got {type(game).__name__}")
    if rules is not None and not isinstance(rules, spec.Rules):
        raise RulesError(f"a house variant's rules are {spec.name} Rules(...), got {excerpt(rules, 40)}")
    if not isinstance(name, str) or len(name) > 80:
        raise RulesError(f"a house variant's name is a short text, got {excerpt(name, 30)}")
    glossary, ids = _glossary(spec), " class='id'"

    def say(key: str) -> str:
        return words.say(f"handouts.{key}", lang)

    default = spec.Rules()
    house = default if rules is None else rules
    changed = [o for o in spec.options if getattr(house, o.name) != getattr(default, o.name)]

    def value(option, rules) -> str:
        shown = _text(option.value_in(getattr(rules, option.name), lang))
        return f"<b>{shown}</b>" if option in changed and rules is house else shown
    rules = "".join(f"<div><span{ids}>{rule}</span> {_text(glossary.rule_title(rule, lang))}</div>"
                    for rule in spec.rule_ids)
    effects = _table((say("cards"), say("effect"), say("rule")),
                     ((f"<b>{_text(words.pick(e.cards, lang))}</b>", _text(words.pick(e.text, lang)), f"<span{ids}>{e.rule}</span>")
                      for e in glossary.effects))
    heads = (say("option"), say("meaning"), say("default"), *([say("house")] if rules is not None else ()), say("rule"))
    options = _table(heads, ((f"<b>{_text(o.label_in(lang))}</b>", _text(o.help_in(lang)), value(o, default),
                              *([value(o, house)] if rules is not None else ()),
                              f"<span{ids}>{' '.join(o.rules)}</span>") for o in spec.options))
    variant = "; ".join(f"{_text(o.label_in(lang))}: <b>{_text(o.value_in(getattr(house, o.name), lang))}</b> "
                        f"(<span{ids}>{' '.join(o.rules)}</span>)" for o in changed)
    if rules is not None:
        variant = words.say("handouts.variant", lang, name=html.escape(name) or say("house"),
                            options=variant or say("unchanged"))
    example = glossary.example(lang) if glossary.example else ()
    worked = _table((say("rule"), say("situation"), say("result")),
                    ((f"<span{ids}>{rule}</span>", _text(situation), f"<b>{_text(result)}</b>")
                     for rule, situation, result in example), numeric=2) if example else ""
    readings = "".join(f"<li><span{ids}>{r.rule}</span> {_text(words.pick(r.text, lang))}</li>" for r in glossary.readings)
    traits = ", ".join(f"{_text(words.say(f'family.trait.{trait}', lang))} (<span{ids}>{rule}</span>)"
                       for trait, rule in family.relative(spec.name).traits.items())
    section = words.pick(glossary.section, lang)
    more = f"<p class='more'>{_text(words.say('handouts.more', lang, section=section))}</p>" if section else ""
    title = words.pick(spec.title, lang)
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<title>{html.escape(title)} · {html.escape(say("kind"))}</title>
<style>{_STYLE}</style>
</head>
<body>
<header><h1>{html.escape(title)}</h1><p>{html.escape(say("kind"))}</p></header>
{f'<p class="summary">{variant}</p>' if rules is not None else ''}
<p class="summary">{_text(words.pick(glossary.summary, lang))}</p>
{f'<p class="more"><b>{say("traits")}</b> {traits}.</p>' if traits else ''}
<h2>{say("rules")}</h2>
<div class="rules">{rules}</div>
<h2>{say("effects")}</h2>
{effects}
<h2>{say("scoring")}</h2>
<p>{_text(words.pick(glossary.scoring, lang))}</p>
{f'<p><b>{say("example")}</b></p>{worked}' if worked else ''}
<h2>{say("options")}</h2>
{options}
<h2>{say("readings")}</h2>
<ul>{readings}</ul>
{more}
</body>
</html>
"""


def write_pages(outdir: str | Path, page: Callable[[str, str], str], filename: Callable[[str, str], str],
                games: Sequence[str] | None = None, langs: Sequence[str] = words.LANGS,
                what: str = "handouts") -> list[Path]:
    """Write ``outdir/filename(game, lang)``, holding ``page(game, lang)``, for each game (every registered game
    when ``games`` is None) and each language, making the directory if it is missing; returns the paths written.
    Every page is built before any is written, so an unknown game or language writes nothing. ``what`` names the
    pages in the errors."""
    if not isinstance(outdir, (str, PathLike)) or "\0" in str(outdir):
        raise RulesError(f"the {what}' directory is a path (a str or a Path), got {excerpt(outdir, 30)}")
    lists = (games is None or isinstance(games, (list, tuple))) and isinstance(langs, (list, tuple))
    if not lists:
        raise RulesError("games and langs are lists of names, like ['zhora', 'joker'] and ['en', 'ru']")
    names = registry.names() if games is None else tuple(games)
    pages = {filename(name, lang): page(name, lang) for name in names for lang in langs}
    out = Path(outdir)
    try:
        if out.exists() and not out.is_dir():
            raise ZhoraError(f"the {what}' directory {excerpt(str(out), 80)} is a file")
        out.mkdir(parents=True, exist_ok=True)
        for name, text in pages.items():
            (out / name).write_text(text, encoding="utf-8")
    except OSError as error:
        raise ZhoraError(f"cannot write the {what} into {excerpt(str(out), 80)}: {error.strerror or error}"
                         ) from None
    return [out / name for name in pages]


def write_handouts(outdir: str | Path, games: Sequence[str] | None = None,
                   langs: Sequence[str] = words.LANGS) -> list[Path]:
    """Write ``outdir/<game>.<lang>.html`` for each game (every registered game when ``games`` is None) and each
    language (``write_pages``); returns the paths written."""
    return write_pages(outdir, handout_html, lambda game, lang: f"{game}.{lang}.html", games, langs)


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: ``python -m zhora_core.handouts OUTDIR [--games ...] [--langs ...]``."""
    from .puzzle_key import write_keys

    parser = argparse.ArgumentParser(prog="python -m zhora_core.handouts",
                                     description="Write a printable A4 handout and a teacher's key to the puzzles "
                                                 "per game and language.")
    parser.add_argument("outdir", help="the directory to write <game>.<lang>.html and key-<game>-<lang>.html into")
    parser.add_argument("--games", nargs="+", metavar="GAME", help=f"some of: {' '.join(registry.names())}")
    parser.add_argument("--langs", nargs="+", metavar="LANG", default=list(words.LANGS), help="en, ru or both")
    args = parser.parse_args(argv)
    try:
        paths = write_handouts(args.outdir, args.games, args.langs)
        paths += write_keys(args.outdir, args.games, args.langs)
    except ZhoraError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    for path in paths:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
