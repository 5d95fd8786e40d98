"""Which game and deal a classroom page plays: a new deal per page, one the address asks for, or the teacher's
shared deal; the game ``./run-classroom --game`` names, or the one the address asks for.

Under Voila (./run-classroom) every page gets a new seed, so each student has a game of their own; the page
shows the seed as a link that replays that deal (``?seed=N`` in the address). ``./run-classroom --shared-deal N``
(the environment variable ZHORA_SHARED_DEAL, which Voila's kernels inherit) gives every page deal N, to discuss
the same hand. Opened outside Voila (JupyterLab, nbval), the app plays the demo deal.

>>> page_deal({"ZHORA_SHARED_DEAL": "42", "QUERY_STRING": "seed=7"})
Deal(seed=42, shared=True, refused='')
>>> page_deal({"SERVER_SOFTWARE": "voila/0.5.13", "QUERY_STRING": "seed=7"})
Deal(seed=7, shared=False, refused='')
>>> page_deal({"SERVER_SOFTWARE": "voila/0.5.13", "QUERY_STRING": "seed=seven"}).refused
'seven'
>>> page_deal({}).seed == DEMO_SEED
True
>>> page_deal({**VOILA, "QUERY_STRING": "seed=" + "9" * 5000}).refused
'99999999999999999999'

The play room offers every game that has a play table (``TABLE_GAMES``); ``./run-classroom --game joe`` sets
ZHORA_GAME, the game the pages start on, and ``?game=prsi`` in an address (a replay link) wins over it:

>>> page_game({"ZHORA_GAME": "joe"}), page_game({**VOILA, "ZHORA_GAME": "joe", "QUERY_STRING": "game=prsi"})
(PageGame(name='joe', refused=''), PageGame(name='prsi', refused=''))
>>> page_game({**VOILA, "QUERY_STRING": "game=chess"})
PageGame(name='zhora', refused='chess')
"""

from __future__ import annotations

import html
import os
import secrets
from collections.abc import Mapping
from typing import NamedTuple
from urllib.parse import parse_qs

from zhora_core import games
from zhora_core.words import add, pick, say

__all__ = ["DEMO_SEED", "TABLE_GAMES", "Deal", "PageGame", "page_deal", "page_game", "table_games", "deal_note",
           "deal_mark", "deal_key"]

#: The deal outside Voila: you start, holding a card you may play, one you may not, and a jack.
DEMO_SEED = 118
#: Seeds are whole numbers below this (new ones are drawn below it too).
SEED_LIMIT = 10**12
_NEW_SEEDS = 10**9
_STYLE = "font-size: 14px; opacity: 0.75"  # small: for replaying a game, not for the class to read
VOILA = {"SERVER_SOFTWARE": "voila/"}  # what Voila's kernels find in their environment (and the doctests)
DEFAULT_GAME = "zhora"

add({
    "page.deal": ("Deal {seed}", "Раздача {seed}"),
    "page.replay": ("replay it", "сыграть её снова"),
    "page.shared": ("the whole class plays it", "её играет весь класс"),
    "page.no_game": ("the address asked for the game “{asked}”, which the play room does not have: here is {title}",
                     "адрес просил игру «{asked}», которой в игровой комнате нет: вот {title}"),
    "page.refused": ("the address asked for deal “{asked}”, which is not a seed (a whole number below 10^12): "
                     "here is a new deal",
                     "адрес просил раздачу «{asked}», но это не номер раздачи "
                     "(целое число меньше 10^12): вот новая раздача"),
})


def table_games() -> tuple[str, ...]:
    """The registered games that have a play table (``GameSpec.table``), in the registry's order."""
    return tuple(name for name in games.names() if games.spec(name).table is not None)


TABLE_GAMES = table_games()


class PageGame(NamedTuple):
    name: str
    refused: str  # a game the address asked for and the room does not have (a short excerpt), or ""


def page_game(environ: Mapping[str, str] | None = None) -> PageGame:
    """The game this page starts on: the address's ``?game=`` under Voila, else ZHORA_GAME (./run-classroom
    --game, checked there), else Zhora."""
    environ = os.environ if environ is None else environ
    default = environ.get("ZHORA_GAME") or DEFAULT_GAME
    default = default if default in TABLE_GAMES else DEFAULT_GAME
    if not environ.get("SERVER_SOFTWARE", "").startswith("voila/"):
        return PageGame(default, "")
    asked = parse_qs(environ.get("QUERY_STRING", "")).get("game", [""])[-1]
    if not asked or asked in TABLE_GAMES:
        return PageGame(asked or default, "")
    return PageGame(default, asked[:20])


class Deal(NamedTuple):
    seed: int
    shared: bool  # the teacher's shared deal
    refused: str  # a seed the address asked for and could not have (a short excerpt), or ""


def _seed(text: str) -> int | None:
    """The seed ``text`` writes, or None; a text longer than any seed is refused before it is read as a number
    (Python reads no number of more than 4,300 digits).

    >>> _seed("7"), _seed("7" * 5000), _seed(str(SEED_LIMIT))
    (7, None, None)
    """
    short = len(text) <= len(str(SEED_LIMIT))
    return int(text) if short and text.isascii() and text.isdigit() and int(text) < SEED_LIMIT else None


def page_deal(environ: Mapping[str, str] | None = None) -> Deal:
    """This page's deal, read from ``environ`` (default ``os.environ``: Voila gives the kernel the page's
    address as QUERY_STRING and SERVER_SOFTWARE=voila/…)."""
    environ = os.environ if environ is None else environ
    shared = _seed(environ.get("ZHORA_SHARED_DEAL", ""))
    if shared is not None:
        return Deal(shared, True, "")
    if not environ.get("SERVER_SOFTWARE", "").startswith("voila/"):
        return Deal(DEMO_SEED, False, "")
    asked = parse_qs(environ.get("QUERY_STRING", "")).get("seed", [""])[-1]
    seed = _seed(asked)
    if seed is not None:
        return Deal(seed, False, "")
    return Deal(secrets.randbelow(_NEW_SEEDS), False, asked[:20])


def deal_key(environ: Mapping[str, str] | None = None) -> str:
    """The name of this page's deal in the browser's storage (the play room keeps its game there): the teacher's
    shared deal, the address's ``?seed=``, else "new" -- a page that draws a new deal draws another when it is
    reloaded, and finds its game again by this name.

    >>> deal_key({"ZHORA_SHARED_DEAL": "42"}), deal_key({**VOILA, "QUERY_STRING": "seed=07"}), deal_key(VOILA)
    ('shared-42', '7', 'new')
    >>> deal_key({}) == str(DEMO_SEED)
    True
    """
    environ = os.environ if environ is None else environ
    deal = page_deal(environ)
    if deal.shared:
        return f"shared-{deal.seed}"
    if not environ.get("SERVER_SOFTWARE", "").startswith("voila/"):
        return str(deal.seed)
    asked = _seed(parse_qs(environ.get("QUERY_STRING", "")).get("seed", [""])[-1])
    return "new" if asked is None else str(asked)


def deal_note(deal: Deal, lang: str = "en", game: PageGame | str = DEFAULT_GAME) -> str:
    """A small line of HTML naming the deal, with a link that replays it in ``game`` (or saying that the class
    shares it), and what the address asked for and could not have.

    >>> deal_note(Deal(7, False, "")).split(">", 1)[1]
    'Deal 7 · <a href="?seed=7">replay it</a></div>'
    >>> deal_note(Deal(7, False, ""), game="prsi").split(">", 1)[1]
    'Deal 7 · <a href="?game=prsi&amp;seed=7">replay it</a></div>'
    """
    game = game if isinstance(game, PageGame) else PageGame(game, "")
    parts = [say("page.deal", lang, seed=deal.seed)]
    if deal.refused:
        parts.insert(0, html.escape(say("page.refused", lang, asked=deal.refused)))
    if game.refused:
        title = pick(games.spec(game.name).title, lang)
        parts.insert(0, html.escape(say("page.no_game", lang, asked=game.refused, title=title)))
    query = f"seed={deal.seed}" if game.name == DEFAULT_GAME else f"game={game.name}&amp;seed={deal.seed}"
    parts.append(say("page.shared", lang) if deal.shared else
                 f'<a href="?{query}">{say("page.replay", lang)}</a>')
    return f'<div class="zl-deal" data-seed="{deal.seed}" style="{_STYLE}">{" · ".join(parts)}</div>'


def deal_mark(deal: Deal, game: PageGame | str = DEFAULT_GAME) -> str:
    """The page's deal and game as data in the page Voila serves (the deal note lives in a widget, which the
    served HTML does not carry): a hidden element that a script reads without a browser.

    >>> deal_mark(Deal(7, False, ""), "joe")
    '<span class="zl-page-deal" data-seed="7" data-game="joe" hidden></span>'
    """
    name = game.name if isinstance(game, PageGame) else game
    return f'<span class="zl-page-deal" data-seed="{deal.seed}" data-game="{html.escape(name)}" hidden></span>'
