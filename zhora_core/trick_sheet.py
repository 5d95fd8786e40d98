"""The paper score sheet of a trick game with bids (Joker's pulkas, Joker-52's party), as players keep it: the
deals of the schedule down the page, two columns per player (the bid, the deal's points), lines under the deals
(a pulka's premium and sum, the running total), a legend, and once the game is over the final standing; the same
numbers as tidy rows and as CSV with headers in the language.

A game's ``sheet.py`` describes its sheet with a ``TrickSheet`` (its phrase keys, columns and rule ids) and gives the
content: its deals' rows, which cells its rules mark (khishti, a premium's best deal, a joker penalty), its lines
and its words. The markup, the style and the CSV are this module's, the same for every such game.

>>> number(-40), signed(200, True), signed(0, True), signed(0, False)
('−40', '+200', '', '0')
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from . import words
from .errors import RulesError
from .protocol import Column, Sheet
from .render import Html

__all__ = ["TrickSheet", "number", "signed"]

_STYLE_HEAD = """<style>
.zl-joker-sheet {border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 1.05em}
.zl-joker-sheet th, .zl-joker-sheet td {border: 1px solid #bbb; padding: 2px 8px; text-align: center;
  white-space: nowrap}
.zl-joker-sheet thead th {background: #f1f3f5}
.zl-joker-sheet td.zl-pts {text-align: right; border-right: 2px solid #888}
.zl-joker-sheet td.zl-missed {color: #626970}
"""
_STYLE_TAIL = """.zl-joker-sheet td.zl-now {background: #fff3bf}
</style>"""


def number(value: int) -> str:
    """A number as the sheet writes it, with a true minus sign: ``−40``."""
    return str(value).replace("-", "−")


def signed(value: int, plus: bool) -> str:
    """A line's number: with ``plus`` (a premium) ``+200``, and nothing for 0; else as ``number``."""
    return ("+" if plus and value > 0 else "") + number(value) if value or not plus else ""


@dataclass(frozen=True, slots=True)
class TrickSheet:
    """How one game's paper sheet is laid out; its phrases are ``"<words>.<key>"`` (``title``, ``bid``,
    ``points``, ``total``, ``place``, ``player``, ``standing``, ``name`` as ``{who}``, and one per lead key and
    column)."""

    words: str
    """The prefix of the game's phrase keys: ``"joker.sheet"``."""
    lead: tuple[str, ...]
    """The keys of a row before the players' columns, in order (the deal's number first)."""
    columns: tuple[str, ...]
    """Each player's columns: a row has ``"<name> <column>"`` for each."""
    left: str
    """The key that heads the sheet's left column, what a row or a block of rows is labelled by (``"pulka"``)."""
    players_rule: str
    """The rule id a number of names that is not the number of players cites."""
    win_rule: str
    """The rule id the final standing cites."""
    style: str = ""
    """The game's own CSS rules for its marks and lines (``.zl-joker-sheet …``), a rule a line."""
    csv_types: tuple[tuple[str, Any], ...] = ()
    """``(column, dtype)``: the columns the CSV writes in another type (khishti as ``int``, a premium that is None
    on most rows as ``"Int64"``)."""

    def names(self, game: Any, names: Sequence[Any] | None) -> tuple:
        """The players' names (the game's by default); RulesError for the wrong number of them."""
        names = tuple(game.names if names is None else names)
        if len(names) != game.rules.players:
            raise RulesError(f"{len(names)} names for {game.rules.players} players ({self.players_rule})",
                             rule=self.players_rule)
        return names

    def say(self, key: str, lang: str, names: Sequence[Any] | None = None, **values: Any) -> str:
        """The game's phrase ``key`` of its sheet, as ``words.say`` says it."""
        return words.say(f"{self.words}.{key}", lang, names=names, **values)

    def who(self, names: Sequence[Any], seat: int, lang: str) -> str:
        """A seat by its name."""
        return self.say("name", lang, names, who=words.Seat(seat))

    # --- tidy data ---------------------------------------------------------------------------------------------

    def rows(self, names: Sequence[Any], deals: Iterable[tuple[Sequence[Any], Sequence[Sequence[Any]]]]
             ) -> list[dict]:
        """One dict a deal from ``(lead values, each seat's column values)``."""
        rows = []
        for lead, seats in deals:
            row = dict(zip(self.lead, lead))
            for name, values in zip(names, seats):
                row.update({f"{name} {column}": value for column, value in zip(self.columns, values)})
            rows.append(row)
        return rows

    def csv(self, rows: Sequence[dict], names: Sequence[Any], lang: str) -> str:
        """``rows`` as CSV text, the headers in ``lang``."""
        import pandas as pd

        frame = pd.DataFrame(rows, columns=[*self.lead, *(f"{n} {c}" for n in names for c in self.columns)])
        for name in names:
            for column, dtype in self.csv_types:
                frame[f"{name} {column}"] = frame[f"{name} {column}"].astype(dtype)
        frame.columns = [self.say(key, lang) for key in self.lead] + [
            f"{name} {self.say(column, lang)}" for name in names for column in self.columns]
        return frame.to_csv(index=False)

    # --- the paper sheet ---------------------------------------------------------------------------------------

    @staticmethod
    def block(label: Any, deals: Sequence[tuple[int, str]]) -> list[str]:
        """The rows of the deals labelled ``label`` together (a pulka; a deal alone): per deal its cards each and
        its players' cells."""
        span = f" rowspan='{len(deals)}'" if len(deals) > 1 else ""
        return [f"<tr>{'' if index else f'<th{span}>{label}</th>'}<th>{cards}</th>{cells}</tr>"
                for index, (cards, cells) in enumerate(deals)]

    @staticmethod
    def open_cells(deal: int, seat: int, running: Any) -> str:
        """A player's two cells of a deal not yet scored: empty, or the bid so far of the deal being played
        (``running``, its state)."""
        where = f"data-deal='{deal}' data-seat='{seat}'"
        bid = None if running is None else running.bids[seat]
        now = "" if running is None else " class='zl-now'"
        return (f"<td{now} {where} data-kind='bid'>{'' if bid is None else bid}</td>"
                f"<td class='zl-pts' {where} data-kind='points'></td>")

    @staticmethod
    def deal_cells(deal: int, seat: int, bid: int, taken: int, points: int, *, kind: str = "", title: str = "",
                   ring: str = "", stars: int = 0) -> str:
        """A player's two cells of a scored deal: the bid (``3→2`` when missed) and the deal's points. ``kind``
        classes the points cell (``zl-missed``), ``title`` explains it, ``ring`` circles the number (the class of
        the ring), ``stars`` marks it with that many ✱ (penalties)."""
        where = f"data-deal='{deal}' data-seat='{seat}'"
        marks = "<span class='zl-penalty'>✱</span>" * stars
        shown = number(points) if not ring else f"<span class='{ring}'>{number(points)}</span>"
        title = f" title='{html.escape(title)}'" if title else ""
        return (f"<td {where} data-kind='bid'>{bid}{'' if bid == taken else f'→{taken}'}</td>"
                f"<td class='zl-pts{f' {kind}' if kind else ''}' {where} data-kind='points'{title}>{marks}{shown}</td>")

    @staticmethod
    def line(kind: str, label: str, values: Sequence[int | None], *, plus: bool = False, pulka: int | None = None
             ) -> str:
        """A line under the deals (``kind``: ``premium``, ``sum``, ``total``): its label, then per seat its value
        (``signed``; None an empty cell), the cells tagged with the ``pulka`` the line closes, if it closes one."""
        where = "" if pulka is None else f" data-pulka='{pulka}'"
        cells = "".join(f"<td colspan='2'{where} data-seat='{seat}' data-kind='{kind}'>"
                        f"{'' if value is None else signed(value, plus)}</td>" for seat, value in enumerate(values))
        return f"<tr class='zl-{kind}'><td colspan='2'>{html.escape(label)}</td>{cells}</tr>"

    def html(self, names: Sequence[Any], lang: str, body: Sequence[str], *, legend: str, notes: Sequence[str] = (),
             running: str | None = None, standing: tuple[Iterable[tuple[int, int]], str] | None = None) -> Html:
        """The sheet as a standalone HTML table: the heads, the ``body`` rows (``block`` and ``line``), the
        ``legend``, a line per note, then the line on the deal being played (``running``) or the final standing
        (``standing``: the seats and totals from first place, and the verdict)."""
        words.check_lang(lang)
        say = lambda key, **values: html.escape(self.say(key, lang, names, **values))  # noqa: E731
        head = (f"<tr><th rowspan='2'>{say(self.left)}</th><th rowspan='2'>{say('cards')}</th>"
                + "".join(f"<th colspan='2'>{html.escape(self.who(names, seat, lang))}</th>"
                          for seat in range(len(names)))
                + "</tr><tr>" + f"<th>{say('bid')}</th><th>{say('points')}</th>" * len(names) + "</tr>")
        parts = [_STYLE_HEAD + self.style + _STYLE_TAIL, f"<div class='zl-joker-sheet-box'><b>{say('title')}</b>",
                 f"<table class='zl-joker-sheet'><thead>{head}</thead><tbody>{''.join(body)}</tbody></table>",
                 f"<div class='zl-joker-sheet-legend'><small>{html.escape(legend)}</small></div>"]
        parts += [f"<div class='zl-joker-sheet-premium'>{html.escape(note)}</div>" for note in notes]
        if running is not None:
            parts.append(f"<p>{html.escape(running)}</p>")
        elif standing is not None:
            parts.append(self._standing(names, lang, *standing))
        parts.append("</div>")
        return Html("".join(parts))

    def _standing(self, names: Sequence[Any], lang: str, places: Iterable[tuple[int, int]], verdict: str) -> str:
        say = lambda key: html.escape(self.say(key, lang, names))  # noqa: E731
        rows = "".join(f"<tr><td>{place}</td><td style='text-align:left'>{html.escape(self.who(names, seat, lang))}"
                       f"</td><td>{number(total)}</td></tr>" for place, (seat, total) in enumerate(places, start=1))
        return (f"<div class='zl-joker-sheet-standing'><b>{say('standing')}</b> <small>({self.win_rule})</small>"
                f"<table class='zl-joker-sheet'><thead><tr><th>{say('place')}</th>"
                f"<th>{say('player')}</th><th>{say('total')}</th></tr></thead>"
                f"<tbody>{rows}</tbody></table><p>{html.escape(verdict)}</p></div>")

    # --- for widgets.ScoreSheet --------------------------------------------------------------------------------

    def score_sheet(self, sheet_html: Callable[..., Html], sheet_csv: Callable[..., str]) -> Sheet:
        """The sheet for ``widgets.ScoreSheet`` (``GameSpec.sheet``): the columns of the rows, the players ranked
        by their totals, drawn as the paper sheet (``sheet_html`` without its standing) and exported as
        ``sheet_csv``."""
        return Sheet(number=Column(self.lead[0], self._both(self.lead[0])),
                     lead=tuple(Column(key, self._both(key)) for key in self.lead[1:]),
                     columns=tuple(Column(column, self._both(column)) for column in self.columns),
                     standing=(self._both("total"),), html=partial(sheet_html, standing=False), csv=sheet_csv)

    def _both(self, key: str) -> tuple[str, ...]:
        return tuple(self.say(key, lang) for lang in words.LANGS)
