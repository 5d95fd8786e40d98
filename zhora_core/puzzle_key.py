"""The teacher's key to a game's puzzles (``zhora_core.puzzles.bank``): one standalone HTML page per game and
language, for A4 paper, like the handouts.

Each puzzle is numbered, with its level, the position drawn (the board as the mover sees it: the mover's hand face
up; every hand face up for a question of points, whose answer counts them), the position's text to paste into the
scenario lab, the question, the choices where the kind has them, the answer, the engine's explanation and the rule
id. A page holds no script and loads nothing; no puzzle is split by a page break.

``python -m zhora_core.handouts OUTDIR`` writes ``OUTDIR/key-<game>-<lang>.html`` beside the handouts.

>>> page = key_html("zhora", "ru")
>>> "Задача 30" in page and "Z-MATCH" in page and "<script" not in page
True
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path

from . import games as registry
from . import words
from .errors import RulesError
from .handouts import _STYLE, _text, write_pages
from .puzzles import Puzzle, bank
from .render import Html

__all__ = ["key_html", "key_name", "write_keys", "position_html", "choice_texts", "level_word"]

words.load("zhora_core")

_KEY_STYLE = """
.puzzle { break-inside: avoid; page-break-inside: avoid; border-top: 0.3mm solid #999; padding: 2mm 0 1.5mm; }
.puzzle h2 { border: 0; margin: 0 0 1mm; }
.level { font-weight: normal; color: #444; font-size: 9pt; }
.board { font-size: 7pt; margin: 1mm 0; zoom: 0.8; }
.question { font-size: 10pt; font-weight: bold; }
.code { font-size: 6.4pt; color: #444; margin: 0 0 1mm; overflow-wrap: anywhere; }
.code code { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; }
ol.choices { margin: 0 0 1mm; padding-left: 6mm; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.4mm 2mm; margin: 0; }
dt { font-weight: bold; }
dd { margin: 0; }
"""

#: The card height of the key's boards, in pixels: small enough for two or three puzzles on an A4 page.
_CARDS = 44


def level_word(level: str, lang: str = "en") -> str:
    """A level ("easy", "medium", "hard") in ``lang``."""
    return words.say(f"puzzles.level.{level}", lang)


def choice_texts(puzzle: Puzzle, lang: str = "en") -> list[str]:
    """The texts to choose from, in ``lang``: the effects of an ``after`` question, the actions of a ``legal_set``
    one; none for the other kinds."""
    if puzzle.kind == "after":
        return [choice.text(lang) for choice in puzzle.choices]
    return [words.write(action, lang) for action in puzzle.choices]


def position_html(puzzle: Puzzle, lang: str = "en", size: int = _CARDS) -> Html:
    """The puzzle's position as the mover sees it (every hand face up for a question of points), cards ``size``
    pixels high, the other seats' a little smaller."""
    state = puzzle.position
    table = registry.spec(puzzle.game).table
    names = [words.say("words.seat", lang, n=seat) for seat in range(state.rules.players)]
    return table.board(state, lang=lang, seat=state.to_move, names=names, size=size, others_size=round(size * .7),
                       fan=True, reveal=puzzle.kind == "points")


def _puzzle_html(number: int, puzzle: Puzzle, lang: str) -> str:
    def say(key: str, **values) -> str:
        return html.escape(words.say(f"puzzle_key.{key}", lang, **values))

    choices = choice_texts(puzzle, lang)
    listed = ("<ol class='choices'>" + "".join(f"<li>{_text(c)}</li>" for c in choices) + "</ol>") if choices else ""
    return f"""<section class="puzzle">
<h2>{say("number", n=number)} <span class="level">· {html.escape(level_word(puzzle.level, lang))}</span></h2>
<div class="board">{position_html(puzzle, lang)}</div>
<p class="code">{say("code")}: <code>{html.escape(str(puzzle.position))}</code></p>
<p class="question">{_text(puzzle.question(lang))}</p>
{listed}<dl><dt>{say("answer")}</dt><dd><b>{_text(puzzle.answer_text(lang))}</b></dd>
<dt>{say("why")}</dt><dd>{_text(puzzle.explanation(lang))}</dd>
<dt>{say("rule")}</dt><dd><span class="id">{puzzle.rule}</span></dd></dl>
</section>"""


def key_html(game: str, lang: str = "en") -> str:
    """The teacher's key to the registered game ``game``'s puzzles in ``lang``, as a standalone HTML page."""
    words.check_lang(lang)
    if not isinstance(game, str):
        raise RulesError(f"a game is named by a string, like 'zhora', got {type(game).__name__}")
    spec = registry.spec(game)
    puzzles = bank(spec.name)
    title, kind = words.pick(spec.title, lang), words.say("puzzle_key.kind", lang)
    body = "\n".join(_puzzle_html(n, puzzle, lang) for n, puzzle in enumerate(puzzles, 1))
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<title>{html.escape(title)} · {html.escape(kind)}</title>
<style>{_STYLE}{_KEY_STYLE}</style>
</head>
<body>
<header><h1>{html.escape(title)}</h1><p>{html.escape(kind)}</p></header>
<p class="summary">{html.escape(words.say("puzzle_key.intro", lang, n=len(puzzles)))}</p>
{body}
</body>
</html>
"""


def key_name(game: str, lang: str) -> str:
    """The key's file name: ``key-zhora-en.html``."""
    return f"key-{game}-{lang}.html"


def write_keys(outdir: str | Path, games: Sequence[str] | None = None,
               langs: Sequence[str] = words.LANGS) -> list[Path]:
    """Write ``outdir/key-<game>-<lang>.html`` for each game (every registered game when ``games`` is None) and
    language, as ``zhora_core.handouts.write_pages`` writes pages; returns the paths written."""
    return write_pages(outdir, key_html, key_name, games, langs, what="keys")
