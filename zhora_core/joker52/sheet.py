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

import html
from collections.abc import Sequence
from typing import Any

from .. import words
from ..errors import RulesError
from ..render import Html
from .scoring import JOKER_PENALTY

__all__ = ["sheet_rows", "sheet_csv", "sheet_html", "SHEET", "LEAD", "COLUMNS"]

PHRASES = {
    "joker52.sheet.title": ("Score sheet", "Таблица очков"),
    "joker52.sheet.deal": ("deal", "сдача"),
    "joker52.sheet.cards": ("cards", "карт"),
    "joker52.sheet.tricks": ("tricks", "взяток"),
    "joker52.sheet.dealer": ("dealer", "сдающий"),
    "joker52.sheet.bid": ("bid", "заказ"),
    "joker52.sheet.taken": ("taken", "взято"),
    "joker52.sheet.points": ("points", "очки"),
    "joker52.sheet.penalty": ("penalty", "штраф"),
    "joker52.sheet.total": ("total", "итог"),
    "joker52.sheet.place": ("place", "место"),
    "joker52.sheet.player": ("player", "игрок"),
    "joker52.sheet.name": ("{who}", "{who}"),
    "joker52.sheet.legend": ("3→2: bid 3, took 2; ✱ a joker led to an empty table, −{n} (J52-JOKER-PENALTY)",
                             "3→2: заказ 3, взято 2; ✱ джокер с захода, −{n} (J52-JOKER-PENALTY)"),
    "joker52.sheet.running": ("Deal {n} of {total} is being played.", "Идёт сдача {n} из {total}."),
    "joker52.sheet.standing": ("Final standing", "Итог партии"),
    "joker52.sheet.wins": ("{who} {who:wins|win} the party", "{who} {who:выигрывает|выигрываете} партию"),
    "joker52.sheet.share": ("{names} share the win", "победу делят: {names}"),
    "joker52.sheet.draw": ("a draw: every total is equal", "ничья: у всех поровну"),
}
words.add(PHRASES)

#: The keys of a row before the players' columns, in order.
LEAD = ("deal", "cards", "tricks", "dealer")
#: Each player's columns: a row has ``"<name> <column>"`` for each.
COLUMNS = ("bid", "taken", "points", "penalty", "total")

_STYLE = """<style>
.zl-joker-sheet {border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 1.05em}
.zl-joker-sheet th, .zl-joker-sheet td {border: 1px solid #bbb; padding: 2px 8px; text-align: center;
  white-space: nowrap}
.zl-joker-sheet thead th {background: #f1f3f5}
.zl-joker-sheet td.zl-pts {text-align: right; border-right: 2px solid #888}
.zl-joker-sheet td.zl-missed {color: #868e96}
.zl-joker-sheet .zl-penalty {color: #c92a2a}
.zl-joker-sheet tr.zl-total td {font-weight: bold; border-top: 3px double #555}
.zl-joker-sheet td.zl-now {background: #fff3bf}
</style>"""


def _names(game: Any, names: Sequence[Any] | None) -> tuple:
    names = tuple(game.names if names is None else names)
    if len(names) != game.rules.players:
        raise RulesError(f"{len(names)} names for {game.rules.players} players (J52-DECK)", rule="J52-DECK")
    return names


def _who(names: Sequence[Any], seat: int, lang: str) -> str:
    return words.say("joker52.sheet.name", lang, names=names, who=words.Seat(seat))


def _number(value: int) -> str:
    return str(value).replace("-", "−")


def sheet_rows(game: Any, names: Sequence[Any] | None = None) -> list[dict]:
    """One row per finished deal: its number, cards each, tricks and dealer, and per player (``"<name> bid"`` …)
    the bid, the tricks taken, the deal's points (the joker penalty included), the joker leads penalised and the
    running total."""
    names = _names(game, names)
    rows = []
    for deal in game.deals:
        outcome = deal.outcome
        row = {"deal": deal.number, "cards": deal.cards, "tricks": sum(outcome.taken),
               "dealer": _who(names, deal.dealer, "en")}
        for seat, name in enumerate(names):
            values = (outcome.bids[seat], outcome.taken[seat], outcome.points[seat], outcome.penalties[seat],
                      deal.totals[seat])
            row.update({f"{name} {column}": value for column, value in zip(COLUMNS, values)})
        rows.append(row)
    return rows


def sheet_csv(game: Any, names: Sequence[Any] | None = None, lang: str = "en") -> str:
    """``sheet_rows`` as CSV text, the headers in ``lang``."""
    import pandas as pd

    names = _names(game, names)
    keys = [*LEAD, *(f"{n} {c}" for n in names for c in COLUMNS)]
    frame = pd.DataFrame(sheet_rows(game, names), columns=keys)
    frame.columns = [words.say(f"joker52.sheet.{key}", lang) for key in LEAD] + [
        f"{name} {words.say(f'joker52.sheet.{column}', lang)}" for name in names for column in COLUMNS]
    return frame.to_csv(index=False)


def sheet_html(game: Any, names: Sequence[Any] | None = None, lang: str = "en", *, standing: bool = True) -> Html:
    """The paper sheet of a running or finished party as a standalone HTML table: every deal of the schedule (the
    ones still to come empty, the running deal's bids so far), the totals, and once the party is over the final
    standing (``standing=False`` leaves it out, for a view that ranks the seats itself)."""
    names = _names(game, names)
    words.check_lang(lang)
    say = lambda key, **values: html.escape(words.say(key, lang, names=names, **values))  # noqa: E731
    p = len(names)
    head = (f"<tr><th rowspan='2'>{say('joker52.sheet.deal')}</th><th rowspan='2'>{say('joker52.sheet.cards')}</th>"
            + "".join(f"<th colspan='2'>{html.escape(_who(names, seat, lang))}</th>" for seat in range(p))
            + "</tr><tr>" + f"<th>{say('joker52.sheet.bid')}</th><th>{say('joker52.sheet.points')}</th>" * p
            + "</tr>")
    running = None if game.state.outcome is not None else game.state
    body = []
    for number, cards in enumerate(game.schedule, start=1):
        deal = game.deals[number - 1] if number <= len(game.deals) else None
        cells = f"<th>{number}</th><th>{cards}</th>"
        for seat in range(p):
            where = f"data-deal='{number}' data-seat='{seat}'"
            if deal is None:
                now = running is not None and number == game.number
                bid = running.bids[seat] if now else None
                cells += (f"<td{' class=zl-now' if now else ''} {where} data-kind='bid'>"
                          f"{'' if bid is None else bid}</td><td class='zl-pts' {where} data-kind='points'></td>")
                continue
            outcome = deal.outcome
            bid, taken, points = outcome.bids[seat], outcome.taken[seat], outcome.points[seat]
            marks = "".join("<span class='zl-penalty'>✱</span>" for _ in range(outcome.penalties[seat]))
            cells += (f"<td {where} data-kind='bid'>{bid}{'' if bid == taken else f'→{taken}'}</td>"
                      f"<td class='zl-pts{'' if bid == taken else ' zl-missed'}' {where} data-kind='points'>"
                      f"{marks}{_number(points)}</td>")
        body.append(f"<tr>{cells}</tr>")
    totals = "".join(f"<td colspan='2' data-seat='{seat}' data-kind='total'>{_number(game.totals[seat])}</td>"
                     for seat in range(p))
    body.append(f"<tr class='zl-total'><td colspan='2'>{say('joker52.sheet.total')}</td>{totals}</tr>")
    parts = [_STYLE, f"<div class='zl-joker-sheet-box'><b>{say('joker52.sheet.title')}</b>",
             f"<table class='zl-joker-sheet'><thead>{head}</thead><tbody>{''.join(body)}</tbody></table>",
             f"<div class='zl-joker-sheet-legend'><small>{say('joker52.sheet.legend', n=JOKER_PENALTY)}</small></div>"]
    if running is not None:
        parts.append(f"<p>{say('joker52.sheet.running', n=game.number, total=len(game.schedule))}</p>")
    elif standing and game.is_over:
        parts.append(_standing_html(game, names, lang))
    parts.append("</div>")
    return Html("".join(parts))


def _standing_html(game: Any, names: Sequence[Any], lang: str) -> str:
    say = lambda key, **values: html.escape(words.say(key, lang, names=names, **values))  # noqa: E731
    rows = "".join(f"<tr><td>{place}</td><td style='text-align:left'>{html.escape(_who(names, seat, lang))}</td>"
                   f"<td>{_number(total)}</td></tr>" for place, (seat, total) in enumerate(game.standings(), start=1))
    winners = game.winners
    if game.is_draw:
        verdict = say("joker52.sheet.draw")
    elif len(winners) == 1:
        verdict = say("joker52.sheet.wins", who=words.Seat(winners[0]))
    else:
        verdict = say("joker52.sheet.share", names=", ".join(_who(names, seat, lang) for seat in winners))
    return (f"<div class='zl-joker-sheet-standing'><b>{say('joker52.sheet.standing')}</b> <small>(J52-WIN)</small>"
            f"<table class='zl-joker-sheet'><thead><tr><th>{say('joker52.sheet.place')}</th>"
            f"<th>{say('joker52.sheet.player')}</th><th>{say('joker52.sheet.total')}</th></tr></thead>"
            f"<tbody>{rows}</tbody></table><p>{verdict}</p></div>")


def _both(key: str) -> tuple[str, str]:
    return words.say(key, "en"), words.say(key, "ru")


#: The score sheet for ``widgets.ScoreSheet``: the rows and CSV of ``sheet_rows``/``sheet_csv``, drawn as the
#: paper sheet (``html``), the players ranked by their totals (J52-WIN).
SHEET = {
    "number": ("deal", _both("joker52.sheet.deal")),
    "lead": tuple((key, _both(f"joker52.sheet.{key}")) for key in LEAD[1:]),
    "columns": tuple((column, _both(f"joker52.sheet.{column}")) for column in COLUMNS),
    "endings": {},
    "rule": "J52-WIN",
    "standing": ((_both("joker52.sheet.total"),), lambda game, seat: ((game.totals[seat],), False)),
    "html": lambda game, names, lang: sheet_html(game, names, lang, standing=False),
    "csv": sheet_csv,
}
