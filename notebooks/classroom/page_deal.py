"""Which deal a classroom page plays: a new one per page, one the address asks for, or the teacher's shared deal.

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
"""

from __future__ import annotations

import html
import os
import secrets
from collections.abc import Mapping
from typing import NamedTuple
from urllib.parse import parse_qs

from zhora_core.words import add, say

__all__ = ["DEMO_SEED", "Deal", "page_deal", "deal_note"]

#: The deal outside Voila: you start, holding a card you may play, one you may not, and a jack.
DEMO_SEED = 118
#: Seeds are whole numbers below this (new ones are drawn below it too).
SEED_LIMIT = 10**12
_NEW_SEEDS = 10**9
_STYLE = "font-size: 14px; opacity: 0.75"  # small: for replaying a game, not for the class to read

add({
    "page.deal": ("Deal {seed}", "Раздача {seed}"),
    "page.replay": ("replay it", "сыграть её снова"),
    "page.shared": ("the whole class plays it", "её играет весь класс"),
    "page.refused": ("the address asked for deal “{asked}”, which is not a seed (a whole number below 10^12): "
                     "here is a new deal",
                     "адрес просил раздачу «{asked}», но это не номер раздачи "
                     "(целое число меньше 10^12): вот новая раздача"),
})


class Deal(NamedTuple):
    seed: int
    shared: bool  # the teacher's shared deal
    refused: str  # a seed the address asked for and could not have (a short excerpt), or ""


def _seed(text: str) -> int | None:
    return int(text) if text.isascii() and text.isdigit() and int(text) < SEED_LIMIT else None


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


def deal_note(deal: Deal, lang: str = "en") -> str:
    """A small line of HTML naming the deal, with a link that replays it (or saying that the class shares it).

    >>> deal_note(Deal(7, False, "")).split(">", 1)[1]
    'Deal 7 · <a href="?seed=7">replay it</a></div>'
    """
    parts = [say("page.deal", lang, seed=deal.seed)]
    if deal.refused:
        parts.insert(0, html.escape(say("page.refused", lang, asked=deal.refused)))
    parts.append(say("page.shared", lang) if deal.shared else
                 f'<a href="?seed={deal.seed}">{say("page.replay", lang)}</a>')
    return f'<div class="zl-deal" data-seed="{deal.seed}" style="{_STYLE}">{" · ".join(parts)}</div>'
