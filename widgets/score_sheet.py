"""The score sheet of any game's whole game: one row per round, per player the game's columns (Zhora: the points,
the running total and the letters Ж О Р А, a burned total marked, Z-BURN), and the final ranking as the game ranks
its seats (Zhora: Z-END).

The numbers come from ``Game.score_sheet()``; what the columns are called, how an ending reads, the game's own
marks and the ranking's columns come from the game's spec (``GameSpec.sheet``, a ``protocol.Sheet``), the
ranking's values from the game (``Game.standing``). This view only lays them out (a pandas Styler table) and exports
them as CSV, with a ``data:`` download link that works offline. A game whose sheet is laid out otherwise on paper
(Joker's pulkas) draws it itself: the sheet's ``html(game, names, lang)``, and its ``csv(game, names, lang)`` for
the export.

>>> from zhora_core.zhora import Game, Rules
>>> sheet = ScoreSheet(Game(Rules(players=2), seed=1))
>>> len(sheet.frame), list(sheet.frame.columns[:4])
(0, ['round', 'dealer', 'winner', 'ending'])
"""

from __future__ import annotations

import html
import zlib
from types import MappingProxyType
from typing import Any

import ipywidgets as w

from zhora_core import words
from zhora_core.errors import RulesError, ZhoraError, excerpt
from zhora_core.games import spec

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .common import data_uri, error_text, flag, guarded, plain_text, show_alert

__all__ = ["ScoreSheet"]

#: How a cell the game marks looks: "alert" (Zhora's burned total), "new" (a letter earned this round).
_MARK_STYLES = {"": "", "alert": "background-color: #ffd8a8; font-weight: bold;",
                "new": "background-color: #d0ebff; font-weight: bold;"}
_TABLE_STYLES = [
    {"selector": "", "props": "border-collapse: collapse; font-size: 1.15em; font-variant-numeric: tabular-nums;"},
    {"selector": "th, td", "props": "padding: 3px 10px; border: 1px solid #bbb; text-align: center;"},
    {"selector": "thead th", "props": "background-color: #f1f3f5;"},
    {"selector": "tbody tr:nth-child(even)", "props": "background-color: #f8f9fa;"},
]


class ScoreSheet(w.VBox):
    """The score sheet of any game's running or finished whole ``Game``; call ``refresh()`` after each round.
    ``titled=False`` leaves out its title (inside a panel that names it). A sheet wider than its place scrolls
    sideways, and long names wrap in their cells."""

    def __init__(self, game: Any, *, lang: str = "en", titled: bool = True) -> None:
        super().__init__()
        self._lang = words.check_lang(lang)
        if not callable(getattr(game, "score_sheet", None)):
            raise RulesError(f"ScoreSheet needs a whole game (a game's match), got {excerpt(game, 40)}")
        try:
            self._spec = spec(game)
        except ZhoraError:
            self._spec = None
        if self._spec is None or self._spec.sheet is None:
            raise RulesError(f"ScoreSheet needs a Game of a registered game with a score sheet, got {excerpt(game, 40)}")
        self._sheet = self._spec.sheet
        self._game = game
        self._out = w.Output()
        self._out.add_class("zl-score-sheet-output")
        self._banner = w.HTML()
        self._banner.add_class("zl-banner")
        self._banner.add_class("zl-score-sheet-banner")
        self._banner_text = ""
        self._title = w.HTML(f"<b>{html.escape(self._say('title'))}</b>")
        self._table = w.HTML(layout=w.Layout(overflow="auto", max_width="100%"))
        self._table.add_class("zl-score-sheet-table")
        self._note = w.HTML()
        self._note.add_class("zl-score-sheet-note")
        self._ranking = w.HTML()
        self._ranking.add_class("zl-score-sheet-ranking")
        self._download = w.HTML()
        self._download.add_class("zl-score-sheet-download")
        self._refresh = w.Button(description=self._say("refresh"), icon="refresh")
        self._refresh.add_class("zl-score-sheet-refresh")
        self._refresh.on_click(guarded(self._out, self._on_refresh, self._show_error))
        self.children = ([self._title] if flag(titled, "titled", lang) else []) + [
            self._table, self._note, self._ranking,
            w.HBox([self._refresh, self._download], layout=w.Layout(align_items="center")), self._banner, self._out]
        self.add_class("zl-score-sheet")
        self._frame = None
        self._show_error(None)
        self.refresh()

    # --- public ------------------------------------------------------------------------------------------------

    @property
    def lang(self) -> str:
        return self._lang

    @property
    def game(self) -> Any:
        return self._game

    @property
    def frame(self):
        """The sheet as a tidy pandas DataFrame with the keys of ``Game.score_sheet()``, whatever the widget's
        language (Zhora: round, dealer, winner, ending, then per player ``<name> points``, ``<name> total``,
        ``<name> letters`` and ``<name> burned``)."""
        return self._frame.copy()

    @property
    def html(self) -> str:
        """The HTML of the table as shown."""
        return self._table.value

    @property
    def download_link(self) -> str:
        """The HTML of the "Download CSV" link (a ``data:text/csv;base64,…`` URI, no server needed)."""
        return self._download.value

    @property
    def banner(self) -> str:
        return self._banner_text

    @property
    def text(self) -> str:
        """All the words the widget shows, as plain text."""
        parts = [self._title.value, self._table.value, self._note.value, self._ranking.value,
                 self._download.value]
        return " ".join(p for p in (plain_text(x) for x in parts) if p) + (f" {self.banner}" if self.banner else "")

    @property
    def parts(self) -> MappingProxyType:
        """The widget's named parts, for tests and notebooks."""
        return MappingProxyType({"table": self._table, "note": self._note, "ranking": self._ranking,
                                 "download": self._download, "refresh": self._refresh, "banner": self._banner,
                                 "output": self._out})

    def refresh(self) -> None:
        """Re-read the game and redraw the sheet (the play table calls this after each round)."""
        import pandas as pd

        rows = self._game.score_sheet()
        self._frame = pd.DataFrame(rows, columns=[key for key, _ in self._columns()])
        draw = self._sheet.html
        self._table.value = draw(self._game, self._game.names, self._lang) if draw else self._table_html()
        note = self._sheet.note(rows, tuple(self._game.names), self._lang) if self._sheet.note else ""
        self._note.value = f"<small>{note}</small>" if note else ""
        self._ranking.value = self._ranking_html()
        self._download.value = self._link_html()

    def to_csv(self) -> str:
        """The sheet as CSV text, one row per round; the headers in the widget's language."""
        write = self._sheet.csv
        return write(self._game, self._game.names, self._lang) if write else self._csv_frame().to_csv(index=False)

    # --- rendering ---------------------------------------------------------------------------------------------

    def _say(self, key: str, **values: Any) -> str:
        """The sheet's phrase ``ui.sheet.<key>`` in its language."""
        return words.say(f"ui.sheet.{key}", self._lang, **values)

    def _label(self, texts: tuple[str, str]) -> str:
        return words.pick(texts, self._lang)

    @staticmethod
    def _key(name: str, suffix: str) -> str:
        return f"{name} {suffix}" if suffix else name

    def _columns(self) -> list[tuple[str, str]]:
        """Every column of the frame with its header in the widget's language, in order."""
        sheet = self._sheet
        columns = [(sheet.number.key, self._label(sheet.number.label))]
        columns += [(column.key, self._label(column.label)) for column in sheet.lead]
        for name in self._game.names:
            columns += [(self._key(name, column.key), f"{name} {self._label(column.label)}")
                        for column in (*sheet.columns, *sheet.data)]
        return columns

    def _ending(self, ending: str) -> str:
        endings = self._spec.ending_labels
        return self._label(endings[ending]) if ending in endings else ending

    def _csv_frame(self):
        return self._frame.rename(columns=dict(self._columns()))

    def _table_html(self) -> str:
        import pandas as pd

        sheet, names, frame = self._sheet, list(self._game.names), self._frame
        if frame.empty:
            return f"<p><i>{html.escape(self._say('no_rounds'))}</i></p>"
        number, number_label = sheet.number.key, sheet.number.label
        lead = [(column.key, self._label(column.label)) for column in sheet.lead]
        seat_columns = [(column.key, self._label(column.label)) for column in sheet.columns]
        columns = [("", label) for _, label in lead]
        columns += [(name, label) for name in names for _, label in seat_columns]
        # The round number heads the index; its label sits in the corner of the second header row.
        shown = pd.DataFrame(index=pd.Index(frame[number].to_numpy()),
                             columns=pd.MultiIndex.from_tuples(columns, names=["", self._label(number_label)]),
                             dtype=object)
        styles = pd.DataFrame("", index=shown.index, columns=shown.columns)
        # Cells hold HTML (a game's mark), so every text is escaped here.
        for key, label in lead:
            if key == "ending":
                shown[("", label)] = [html.escape(self._ending(e)) for e in frame[key]]
            else:
                shown[("", label)] = [html.escape(str(v)) for v in frame[key].astype(object).fillna("—")]
        records = frame.to_dict("records")
        cell = sheet.cell
        for name in names:
            before = None
            for number_shown, record in zip(shown.index, records):
                for suffix, label in seat_columns:
                    marked = cell(suffix, record, before, name, self._lang) if cell else None
                    if marked is None:
                        value = record[self._key(name, suffix)]
                        text = html.escape(str(value)).replace("-", "−")
                        mark = ""
                    else:
                        text, mark = marked
                    shown.loc[number_shown, (name, label)] = text
                    styles.loc[number_shown, (name, label)] = _MARK_STYLES[mark]
                before = record
        # A stable id (no random uuid), so the same game always gives the same markup.
        uuid = f"zl{zlib.crc32(repr((getattr(self._game, 'seed', 0), names, len(frame))).encode()):08x}"
        styler = (shown.style.set_uuid(uuid).set_table_styles(_TABLE_STYLES)
                  .apply(lambda _: styles, axis=None)
                  .format_index(escape="html", axis=0).format_index(escape="html", axis=1))
        return styler.to_html()

    def _ranking_html(self) -> str:
        game = self._game
        if not game.rounds:
            return ""
        if not game.is_over:
            return f"<p>{html.escape(self._say('running', n=game.rounds[-1].number))}</p>"
        def cell(tag: str, text: str, align: str = "center") -> str:
            return f"<{tag} style='padding:3px 10px;border:1px solid #bbb;text-align:{align}'>{text}</{tag}>"

        head = "".join(cell("th", html.escape(text)) for text in
                       (self._say("place"), self._say("player"), *(self._label(h) for h in self._sheet.standing)))
        rows = []
        for place, seat in enumerate(game.ranking(), start=1):
            cells = game.standing(seat)
            lost = f" — {html.escape(self._say('lost'))}" if game.has_lost(seat) else ""
            rows.append("<tr>" + cell("td", str(place)) + cell("td", html.escape(str(game.names[seat])) + lost, "left")
                        + "".join(cell("td", html.escape(str(c)).replace("-", "−")) for c in cells) + "</tr>")
        rule = self._spec.win_rule
        title = self._spec.glossary.rule_title if self._spec.glossary else None
        rule_text = f"{rule}: {title(rule, self._lang)}" if title else rule
        return (f"<div class='zl-score-sheet-final'><b>{html.escape(self._say('ranking'))}</b> "
                f"<small>({html.escape(rule_text)})</small>"
                f"<table style='border-collapse:collapse;font-size:1.15em;margin-top:4px'>"
                f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>")

    def _link_html(self) -> str:
        # A byte-order mark so that spreadsheet programs read Ж О Р А and Russian names as UTF-8.
        href = data_uri("\ufeff" + self.to_csv(), "text/csv")
        return (f"<a download='{self._spec.name}-score-sheet.csv' href='{href}' target='_blank'>"
                f"⬇ {html.escape(self._say('download'))}</a>")

    # --- the refresh button and the banner ---------------------------------------------------------------------

    def _on_refresh(self, _button: Any) -> None:
        self.refresh()
        self._show_error(None)

    def _show_error(self, error: Exception | None) -> None:
        self._banner_text = "" if error is None else error_text(error, self._lang)
        show_alert(self._banner, self._banner_text)
