"""The score sheet of a game: one row per round, per player the points, the running total and the letters
Ж О Р А as they are earned; a total that burned at exactly 100 marked (Z-BURN); the final ranking (Z-END).

The numbers come from ``Game.score_sheet()``; this view only lays them out (a pandas Styler table) and exports
them as CSV, with a ``data:`` download link that works offline.

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

from zhora_core.errors import ZhoraError
from zhora_core.render import burn_html
from zhora_core.words import plural
from zhora_core.zhora.glossary import rule_title

from .common import data_uri, guarded, labels, plain_text, show_alert

__all__ = ["ScoreSheet"]

_LABELS = {
    "en": {
        "title": "Score sheet",
        "round": "round",
        "dealer": "dealer",
        "winner": "winner",
        "ending": "ending",
        "points": "points",
        "total": "total",
        "letters": "letters",
        "burned": "burned",
        "place": "place",
        "player": "player",
        "no_rounds": "No round has finished yet.",
        "running": "After round {n} — the game goes on.",
        "ranking": "Final ranking",
        "lost": "lost",
        "download": "Download CSV",
        "refresh": "Refresh",
        "burn_note": "100→0 marks a total of exactly 100 that burned to 0",
        "endings": {"plain": "plain card", "queen": "queen", "queen of spades": "queen of spades",
                    "stalemate": "stalemate", "jacks": ("{n} jack", "{n} jacks")},
    },
    "ru": {
        "title": "Таблица очков",
        "round": "раунд",
        "dealer": "сдаёт",
        "winner": "выиграл",
        "ending": "концовка",
        "points": "очки",
        "total": "сумма",
        "letters": "буквы",
        "burned": "сгорело",
        "place": "место",
        "player": "игрок",
        "no_rounds": "Ни один раунд ещё не окончен.",
        "running": "После раунда {n} — игра продолжается.",
        "ranking": "Итоговые места",
        "lost": "проиграл",
        "download": "Скачать таблицу",
        "refresh": "Обновить",
        "burn_note": "100→0 — сумма ровно 100 сгорела до 0",
        "endings": {"plain": "простая карта", "queen": "дама", "queen of spades": "дама пик",
                    "stalemate": "ничья", "jacks": ("{n} валет", "{n} валета", "{n} валетов")},
    },
}

_BURN_STYLE = "background-color: #ffd8a8; font-weight: bold;"
_LETTER_STYLE = "background-color: #d0ebff; font-weight: bold;"
_TABLE_STYLES = [
    {"selector": "", "props": "border-collapse: collapse; font-size: 1.15em; font-variant-numeric: tabular-nums;"},
    {"selector": "th, td", "props": "padding: 3px 10px; border: 1px solid #bbb; text-align: center; white-space: nowrap;"},
    {"selector": "thead th", "props": "background-color: #f1f3f5;"},
    {"selector": "tbody tr:nth-child(even)", "props": "background-color: #f8f9fa;"},
]


class ScoreSheet(w.VBox):
    """The score sheet of a running or finished ``Game``; call ``refresh()`` after each round."""

    def __init__(self, game: Any, *, lang: str = "en") -> None:
        super().__init__()
        self._words = labels(_LABELS, lang)
        self._lang = lang
        if not callable(getattr(game, "score_sheet", None)):
            raise TypeError(f"ScoreSheet needs a Game, got {game!r}")
        self._game = game
        self._out = w.Output()
        self._out.add_class("zl-score-sheet-output")
        self._banner = w.HTML()
        self._banner.add_class("zl-banner")
        self._banner.add_class("zl-score-sheet-banner")
        self._banner_text = ""
        self._title = w.HTML(f"<b>{html.escape(self._words['title'])}</b>")
        self._table = w.HTML()
        self._table.add_class("zl-score-sheet-table")
        self._note = w.HTML()
        self._note.add_class("zl-score-sheet-note")
        self._ranking = w.HTML()
        self._ranking.add_class("zl-score-sheet-ranking")
        self._download = w.HTML()
        self._download.add_class("zl-score-sheet-download")
        self._refresh = w.Button(description=self._words["refresh"], icon="refresh")
        self._refresh.add_class("zl-score-sheet-refresh")
        self._refresh.on_click(guarded(self._out, self._on_refresh, self._show_error))
        self.children = [self._title, self._table, self._note, self._ranking,
                         w.HBox([self._refresh, self._download], layout=w.Layout(align_items="center")),
                         self._banner, self._out]
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
        """The sheet as a tidy pandas DataFrame: round, dealer, winner, ending, then per player
        ``<name> points``, ``<name> total``, ``<name> letters`` and ``<name> burned`` (the keys of
        ``Game.score_sheet()``, whatever the widget's language)."""
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
        columns = ["round", "dealer", "winner", "ending"]
        for name in self._game.names:
            columns += [f"{name} points", f"{name} total", f"{name} letters", f"{name} burned"]
        self._frame = pd.DataFrame(rows, columns=columns)
        self._table.value = self._table_html()
        burns = bool(self._frame[[f"{n} burned" for n in self._game.names]].to_numpy().any()) if rows else False
        note = (f"{html.escape(self._words['burn_note'])} (Z-BURN: "
                f"{html.escape(rule_title('Z-BURN', self._lang))})") if burns else ""
        self._note.value = f"<small>{note}</small>" if note else ""
        self._ranking.value = self._ranking_html()
        self._download.value = self._link_html()

    def to_csv(self) -> str:
        """The sheet as CSV text, one row per round; the headers in the widget's language."""
        return self._csv_frame().to_csv(index=False)

    # --- rendering ---------------------------------------------------------------------------------------------

    def _ending(self, ending: str) -> str:
        endings = self._words["endings"]
        if ending.startswith("jacks x"):
            n = int(ending.removeprefix("jacks x"))
            return plural(n, endings["jacks"], self._lang).format(n=n)
        return endings.get(ending, ending)

    def _csv_frame(self):
        words = self._words
        renamed = {"round": words["round"], "dealer": words["dealer"], "winner": words["winner"],
                   "ending": words["ending"]}
        for name in self._game.names:
            for key in ("points", "total", "letters", "burned"):
                renamed[f"{name} {key}"] = f"{name} {words[key]}"
        return self._frame.rename(columns=renamed)

    def _table_html(self) -> str:
        import pandas as pd

        words, names, frame = self._words, list(self._game.names), self._frame
        if frame.empty:
            return f"<p><i>{html.escape(words['no_rounds'])}</i></p>"
        columns = [("", words["dealer"]), ("", words["winner"]), ("", words["ending"])]
        columns += [(name, words[key]) for name in names for key in ("points", "total", "letters")]
        # The round number heads the index; its label sits in the corner of the second header row.
        shown = pd.DataFrame(index=pd.Index(frame["round"].to_numpy()),
                             columns=pd.MultiIndex.from_tuples(columns, names=["", words["round"]]), dtype=object)
        styles = pd.DataFrame("", index=shown.index, columns=shown.columns)
        # Cells hold HTML (a burned total has its mark), so every text is escaped here.
        shown[("", words["dealer"])] = [html.escape(str(d)) for d in frame["dealer"]]
        shown[("", words["winner"])] = [html.escape(str(v)) for v in frame["winner"].fillna("—")]
        shown[("", words["ending"])] = [html.escape(self._ending(e)) for e in frame["ending"]]
        records = frame.to_dict("records")
        for name in names:
            letters_before = ""
            for number, record in zip(shown.index, records):
                points, total, letters = (record[f"{name} points"], record[f"{name} total"],
                                          record[f"{name} letters"])
                shown.loc[number, (name, words["points"])] = f"{points}".replace("-", "−")
                if record[f"{name} burned"]:
                    shown.loc[number, (name, words["total"])] = burn_html(self._lang)
                    styles.loc[number, (name, words["total"])] = _BURN_STYLE
                else:
                    shown.loc[number, (name, words["total"])] = f"{total}".replace("-", "−")
                shown.loc[number, (name, words["letters"])] = html.escape(" ".join(letters))
                if len(letters) > len(letters_before):  # the letter earned this round (Z-LETTER)
                    styles.loc[number, (name, words["letters"])] = _LETTER_STYLE
                letters_before = letters
        # A stable id (no random uuid), so the same game always gives the same markup.
        uuid = f"zl{zlib.crc32(repr((getattr(self._game, 'seed', 0), names, len(frame))).encode()):08x}"
        styler = (shown.style.set_uuid(uuid).set_table_styles(_TABLE_STYLES)
                  .apply(lambda _: styles, axis=None)
                  .format_index(escape="html", axis=0).format_index(escape="html", axis=1))
        return styler.to_html()

    def _ranking_html(self) -> str:
        game, words = self._game, self._words
        if not game.rounds:
            return ""
        if not game.is_over:
            return f"<p>{html.escape(words['running'].format(n=len(game.rounds)))}</p>"
        def cell(tag: str, text: str, align: str = "center") -> str:
            return f"<{tag} style='padding:3px 10px;border:1px solid #bbb;text-align:{align}'>{text}</{tag}>"

        head = "".join(cell("th", html.escape(words[k])) for k in ("place", "player", "letters", "total"))
        rows = []
        for place, seat in enumerate(game.ranking(), start=1):
            total, letters = game.totals[seat], game.letters[seat]
            lost = f" — {html.escape(words['lost'])}" if len(letters) == 4 else ""
            rows.append("<tr>" + cell("td", str(place)) + cell("td", html.escape(str(game.names[seat])) + lost, "left")
                        + cell("td", html.escape(" ".join(letters))) + cell("td", str(total).replace("-", "−"))
                        + "</tr>")
        return (f"<div class='zl-score-sheet-final'><b>{html.escape(words['ranking'])}</b> "
                f"<small>(Z-END: {html.escape(rule_title('Z-END', self._lang))})</small>"
                f"<table style='border-collapse:collapse;font-size:1.15em;margin-top:4px'>"
                f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>")

    def _link_html(self) -> str:
        # A byte-order mark so that spreadsheet programs read Ж О Р А and Russian names as UTF-8.
        href = data_uri("\ufeff" + self.to_csv(), "text/csv")
        return (f"<a download='zhora-score-sheet.csv' href='{href}' target='_blank'>"
                f"⬇ {html.escape(self._words['download'])}</a>")

    # --- the refresh button and the banner ---------------------------------------------------------------------

    def _on_refresh(self, _button: Any) -> None:
        self.refresh()
        self._show_error(None)

    def _show_error(self, error: ZhoraError | None) -> None:
        self._banner_text = "" if error is None else str(error)
        show_alert(self._banner, self._banner_text)
