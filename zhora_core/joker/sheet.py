"""The Georgian Joker score sheet as players keep it on paper: four pulkas of deals down the page, two columns per
player (the bid, the deal's points), and under each pulka its premium, its sum and the running total (JK-SCORE,
JK-PREMIUM, JK-WIN).

A missed bid shows the tricks taken beside it (``3→2``), khishti its −200; the best deal a premium adds or takes
is circled. ``sheet_rows`` gives the same numbers as tidy data (one row per finished deal, as
``Game.score_sheet()``), ``sheet_csv`` as CSV with headers in the language.

>>> import random
>>> from zhora_core.bots import make_bot
>>> from zhora_core.simulate import play_game
>>> from zhora_core.joker import Game, Rules
>>> game = play_game(Game(Rules(), seed=19, names=["Ann", "Bob", "Cid", "Dan"]),
...                  [make_bot("heuristic", game="joker")] * 4, random.Random(19))
>>> [(row["deal"], row["cards"], row["Ann bid"], row["Ann taken"], row["Ann points"]) for row in sheet_rows(game)[:3]]
[(1, 1, 0, 0, 50), (2, 2, 1, 2, 20), (3, 3, 1, 1, 100)]
>>> premium_text(game, 1)
'Pulka 1: Bob earns the premium, +200; it costs Ann −300, Cid −200, Dan −100 (JK-PREMIUM)'
>>> sheet_csv(game, lang="ru").splitlines()[0][:50]
'сдача,пулька,карт,сдающий,Ann заказ,Ann взято,Ann '
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import words
from ..errors import RulesError
from ..render import Html
from ..trick_sheet import TrickSheet, signed
from .schedule import pulkas

__all__ = ["sheet_rows", "sheet_csv", "sheet_html", "premium_text", "SHEET", "LEAD", "COLUMNS"]

words.load(__package__)  # the score sheet's words: zhora_core/joker/words.toml

_STYLE = """.zl-joker-sheet td.zl-khishti {color: #c92a2a; font-weight: bold}
.zl-joker-sheet .zl-best {border: 2px solid #1971c2; border-radius: 50%; padding: 0 4px}
.zl-joker-sheet .zl-cost {border: 2px dashed #c92a2a; border-radius: 50%; padding: 0 4px}
.zl-joker-sheet tr.zl-premium td, .zl-joker-sheet tr.zl-sum td {background: #f8f9fa}
.zl-joker-sheet tr.zl-total td {font-weight: bold; border-bottom: 3px double #555}
"""

#: The sheet's layout (``trick_sheet.TrickSheet``): a row's keys (``LEAD``, then ``COLUMNS`` per player), the pulka
#: labelling each block of deals, khishti written 1 or 0 and no premium an empty cell in the CSV.
LAYOUT = TrickSheet(words="joker.sheet", lead=("deal", "pulka", "cards", "dealer"),
               columns=("bid", "taken", "points", "khishti", "premium", "total"), left="pulka",
               players_rule="JK-PLAYERS", win_rule="JK-WIN", style=_STYLE,
               csv_types=(("khishti", int), ("premium", "Int64")))
#: The keys of a row before the players' columns, in order.
LEAD = LAYOUT.lead
#: Each player's columns: a row has ``"<name> <column>"`` for each.
COLUMNS = LAYOUT.columns


def sheet_rows(game: Any, names: Sequence[Any] | None = None) -> list[dict]:
    """One row per finished deal: its number, pulka, cards each and dealer, and per player (``"<name> bid"`` …)
    the bid, the tricks taken, the deal's points, whether it was khishti, the premium on a pulka's last deal (None
    on the others) and the running total, the premiums included."""
    names = LAYOUT.names(game, names)
    return LAYOUT.rows(names, (
        ((deal.number, deal.pulka, deal.cards, LAYOUT.who(names, deal.dealer, "en")),
         [(deal.outcome.bids[seat], deal.outcome.taken[seat], deal.outcome.points[seat], deal.outcome.khishti[seat],
           None if deal.premium is None else deal.premium[seat], deal.totals[seat]) for seat in range(len(names))])
        for deal in game.deals))


def sheet_csv(game: Any, names: Sequence[Any] | None = None, lang: str = "en") -> str:
    """``sheet_rows`` as CSV text, the headers in ``lang``, khishti as 1 or 0, no premium an empty cell."""
    names = LAYOUT.names(game, names)
    return LAYOUT.csv(sheet_rows(game, names), names, lang)


def premium_text(game: Any, pulka: int, names: Sequence[Any] | None = None, lang: str = "en") -> str:
    """What the premium of a finished pulka (1 to 4) did: who earned it and whom it cost what (JK-PREMIUM)."""
    names = LAYOUT.names(game, names)
    last = next((d for d in game.deals if d.pulka == pulka and d.premium is not None), None)
    if last is None:
        raise RulesError(f"pulka {pulka} is not finished (JK-PREMIUM)", rule="JK-PREMIUM")
    gains = [(seat, value) for seat, value in enumerate(last.premium) if value > 0]
    losses = [(seat, value) for seat, value in enumerate(last.premium) if value < 0]

    def listed(items) -> str:
        return ", ".join(f"{LAYOUT.who(names, seat, lang)} {signed(value, True)}" for seat, value in items)

    if not gains:
        text = LAYOUT.say("premium_none", lang, names, k=pulka)
    elif len(gains) > 1:
        text = LAYOUT.say("premium_many", lang, names, k=pulka, n=len(gains), gains=listed(gains))
    else:
        text = LAYOUT.say("premium_one", lang, names, k=pulka, who=words.Seat(gains[0][0]), n=gains[0][1])
        text += (LAYOUT.say("premium_cost", lang, names, n=len(losses), losses=listed(losses)) if losses
                 else LAYOUT.say("premium_free", lang, names))
    return f"{text} (JK-PREMIUM)"


def _premium_marks(pulka_deals: list, rules: Any) -> dict[tuple[int, int], str]:
    """``(deal number, seat) → "zl-best" | "zl-cost"``: the best deal of each seat a finished pulka's premium
    added (its earner; before the last deal under ``premium_gain="earlier"``) or took (the others who lost their
    best)."""
    last = pulka_deals[-1]
    if last.premium is None:
        return {}
    marks = {}
    for seat, value in enumerate(last.premium):
        if value:
            counted = pulka_deals[:-1] if value > 0 and rules.premium_gain == "earlier" else pulka_deals
            scores = [d.outcome.points[seat] for d in counted]
            best = counted[scores.index(max(scores))]
            marks[best.number, seat] = "zl-best" if value > 0 else "zl-cost"
    return marks


def sheet_html(game: Any, names: Sequence[Any] | None = None, lang: str = "en", *, standing: bool = True) -> Html:
    """The paper sheet of a running or finished ``Game`` as a standalone HTML table: every deal of the schedule
    (the ones still to come empty, the running deal's bids so far), each pulka closed by its premium, its sum
    and the running total; a line per finished pulka on its premium; and, once the game is over, the final
    standing (``standing=False`` leaves it out, for a view that ranks the seats itself)."""
    names = LAYOUT.names(game, names)
    say = lambda key, **values: LAYOUT.say(key, lang, names, **values)  # noqa: E731
    p, body, notes, number = len(names), [], [], 0
    running = None if game.state.outcome is not None else game.state
    for k, sizes in enumerate(pulkas(game.rules), start=1):
        deals = [d for d in game.deals if d.pulka == k]
        marks = _premium_marks(deals, game.rules) if deals else {}
        rows = []
        for cards in sizes:
            number += 1
            deal = next((d for d in deals if d.number == number), None)
            rows.append((cards, "".join(
                _deal_cells(deal, number, seat, running if number == game.deal_number else None,
                            marks.get((number, seat), ""), lang) for seat in range(p))))
        body += LAYOUT.block(k, rows)
        premium = pulka_sum = total = [None] * p
        if deals and deals[-1].premium is not None:  # the pulka is finished
            premium, total = deals[-1].premium, deals[-1].totals
            pulka_sum = [sum(d.outcome.points[seat] for d in deals) + premium[seat] for seat in range(p)]
            notes.append(premium_text(game, k, names, lang))
        body.append(LAYOUT.line("premium", say("premium"), premium, plus=True, pulka=k))
        body.append(LAYOUT.line("sum", say("pulka_sum", k=k), pulka_sum, pulka=k))
        body.append(LAYOUT.line("total", say("total"), total, pulka=k))
    legend = say("legend") + (say("legend_khishti", n=signed(game.rules.khishti, False))
                              if game.rules.scoring == "standard" else "")
    final = None
    if standing and game.is_over:
        winner = game.winner
        final = ([(seat, game.totals[seat]) for seat in game.ranking()],
                 say("tie") if winner is None else say("wins", who=words.Seat(winner)))
    return LAYOUT.html(names, lang, body, legend=legend, notes=notes, standing=final,
                       running=None if running is None else say("running", n=game.deal_number,
                                                                 total=len(game.schedule), k=game.pulka))


def _deal_cells(deal: Any, number: int, seat: int, running: Any, mark: str, lang: str) -> str:
    """A player's two cells of one deal: the bid (and the tricks taken if missed) and the deal's points, khishti
    and the best deal a premium added or took marked."""
    if deal is None:
        return LAYOUT.open_cells(number, seat, running)
    outcome = deal.outcome
    bid, taken = outcome.bids[seat], outcome.taken[seat]
    khishti = bid != taken and outcome.khishti[seat]
    return LAYOUT.deal_cells(number, seat, bid, taken, outcome.points[seat],
                             kind="zl-made" if bid == taken else "zl-khishti" if khishti else "zl-missed",
                             title=LAYOUT.say("khishti", lang) if khishti else "", ring=mark)


#: The score sheet for ``widgets.ScoreSheet``: the rows and CSV of ``sheet_rows``/``sheet_csv``, drawn as the
#: paper sheet (``html``), the players ranked by their totals (JK-WIN).
SHEET = LAYOUT.score_sheet(sheet_html, sheet_csv)
