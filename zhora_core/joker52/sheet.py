"""The Joker-52 score sheet as players keep it on paper: the 13 deals of a party down the page (2 … 8 … 2 cards
each, J52-DEALS), two columns per player (the bid, the deal's points, J52-SCORE), a joker led to an empty table
marked with its penalty (J52-JOKER-PENALTY), the running totals and the winners (J52-WIN).

``sheet_rows`` gives the numbers as tidy data (one row per finished deal, as ``Game.score_sheet()``),
``sheet_csv`` as CSV with headers in the language.

>>> import random
>>> from zhora_core.bots import make_bot
>>> from zhora_core.simulate import play_game
>>> from zhora_core.joker52 import Game, Rules
>>> game = play_game(Game(Rules(), seed=2, names=["Ann", "Bob", "Cid"]), [make_bot("heuristic", game="joker52")] * 3,
...                  random.Random(2))
>>> [(row["deal"], row["cards"], row["Ann bid"], row["Ann taken"], row["Ann points"]) for row in sheet_rows(game)[:2]]
[(1, 2, 6, 5, -10), (2, 3, 6, 11, 11)]
>>> sheet_csv(game, lang="ru").splitlines()[0][:44]
'сдача,карт,взяток,сдающий,Ann заказ,Ann взят'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import words
from ..render import Html
from ..trick_sheet import TrickSheet
from .scoring import JOKER_PENALTY

__all__ = ["sheet_rows", "sheet_csv", "sheet_html", "SHEET", "LEAD", "COLUMNS"]

words.load(__package__)  # the score sheet's words: zhora_core/joker52/words.toml

_STYLE = """.zl-joker-sheet .zl-penalty {color: #c92a2a}
.zl-joker-sheet tr.zl-total td {font-weight: bold; border-top: 3px double #555}
"""

#: The sheet's layout (``trick_sheet.TrickSheet``): a row's keys (``LEAD``, then ``COLUMNS`` per player), a row of
#: the paper sheet per deal.
LAYOUT = TrickSheet(words="joker52.sheet", lead=("deal", "cards", "tricks", "dealer"),
               columns=("bid", "taken", "points", "penalty", "total"), left="deal", players_rule="J52-DECK",
               win_rule="J52-WIN", style=_STYLE)
#: The keys of a row before the players' columns, in order.
LEAD = LAYOUT.lead
#: Each player's columns: a row has ``"<name> <column>"`` for each.
COLUMNS = LAYOUT.columns


def sheet_rows(game: Any, names: Sequence[Any] | None = None) -> list[dict]:
    """One row per finished deal: its number, cards each, tricks and dealer, and per player (``"<name> bid"`` …)
    the bid, the tricks taken, the deal's points (the joker penalty included), the joker leads penalised and the
    running total."""
    names = LAYOUT.names(game, names)
    return LAYOUT.rows(names, (
        ((deal.number, deal.cards, sum(deal.outcome.taken), LAYOUT.who(names, deal.dealer, "en")),
         [(deal.outcome.bids[seat], deal.outcome.taken[seat], deal.outcome.points[seat],
           deal.outcome.penalties[seat], deal.totals[seat]) for seat in range(len(names))])
        for deal in game.deals))


def sheet_csv(game: Any, names: Sequence[Any] | None = None, lang: str = "en") -> str:
    """``sheet_rows`` as CSV text, the headers in ``lang``."""
    names = LAYOUT.names(game, names)
    return LAYOUT.csv(sheet_rows(game, names), names, lang)


def sheet_html(game: Any, names: Sequence[Any] | None = None, lang: str = "en", *, standing: bool = True) -> Html:
    """The paper sheet of a running or finished party as a standalone HTML table: every deal of the schedule (the
    ones still to come empty, the running deal's bids so far), the totals, and once the party is over the final
    standing (``standing=False`` leaves it out, for a view that ranks the seats itself)."""
    names = LAYOUT.names(game, names)
    say = lambda key, **values: LAYOUT.say(key, lang, names, **values)  # noqa: E731
    running = None if game.state.outcome is not None else game.state
    body, played = [], {d.number: d for d in game.deals}
    for number, cards in enumerate(game.schedule, start=1):
        deal = played.get(number)
        body += LAYOUT.block(number, [(cards, "".join(
            _deal_cells(deal, number, seat, running if number == game.number else None)
            for seat in range(len(names))))])
    body.append(LAYOUT.line("total", say("total"), game.totals))
    final = None
    if standing and game.is_over:
        winners = game.winners
        verdict = (say("draw") if game.is_draw else say("wins", who=words.Seat(winners[0])) if len(winners) == 1
                   else say("share", seats=", ".join(LAYOUT.who(names, seat, lang) for seat in winners)))
        final = (game.standings(), verdict)
    return LAYOUT.html(names, lang, body, legend=say("legend", n=JOKER_PENALTY), standing=final,
                       running=None if running is None else say("running", n=game.number, total=len(game.schedule)))


def _deal_cells(deal: Any, number: int, seat: int, running: Any) -> str:
    """A player's two cells of one deal: the bid (and the tricks taken if missed) and the deal's points, a ✱ for
    each joker it led to an empty table (J52-JOKER-PENALTY)."""
    if deal is None:
        return LAYOUT.open_cells(number, seat, running)
    outcome = deal.outcome
    bid, taken = outcome.bids[seat], outcome.taken[seat]
    return LAYOUT.deal_cells(number, seat, bid, taken, outcome.points[seat],
                             kind="" if bid == taken else "zl-missed", stars=outcome.penalties[seat])


#: The score sheet for ``widgets.ScoreSheet``: the rows and CSV of ``sheet_rows``/``sheet_csv``, drawn as the
#: paper sheet (``html``), the players ranked by their totals (J52-WIN).
SHEET = LAYOUT.score_sheet(sheet_html, sheet_csv)
