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

import html
from collections.abc import Sequence
from typing import Any

from .. import words
from ..errors import RulesError
from ..render import Html
from .schedule import pulkas

__all__ = ["sheet_rows", "sheet_csv", "sheet_html", "premium_text", "SHEET", "LEAD", "COLUMNS"]

PHRASES = {
    "joker.sheet.title": ("Score sheet", "Таблица очков"),
    "joker.sheet.deal": ("deal", "сдача"),
    "joker.sheet.pulka": ("pulka", "пулька"),
    "joker.sheet.cards": ("cards", "карт"),
    "joker.sheet.dealer": ("dealer", "сдающий"),
    "joker.sheet.bid": ("bid", "заказ"),
    "joker.sheet.taken": ("taken", "взято"),
    "joker.sheet.points": ("points", "очки"),
    "joker.sheet.khishti": ("khishti", "хишти"),
    "joker.sheet.premium": ("premium", "премия"),
    "joker.sheet.pulka_sum": ("pulka {k}", "пулька {k}"),
    "joker.sheet.total": ("total", "итог"),
    "joker.sheet.place": ("place", "место"),
    "joker.sheet.player": ("player", "игрок"),
    "joker.sheet.name": ("{who}", "{who}"),
    "joker.sheet.premium_one": ("Pulka {k}: {who} {who:earns|earn} the premium, +{n}",
                                "Пулька {k}: премию {who:получает|получаете} {who}, +{n}"),
    "joker.sheet.premium_cost": ("; it costs {losses}", "; {n:теряет|теряют|теряют} {losses}"),
    "joker.sheet.premium_free": ("; nobody else scored above 0, so nobody loses",
                                 "; ни у кого больше нет сдачи выше нуля, никто не теряет"),
    "joker.sheet.premium_many": ("Pulka {k}: {n} {n:player earns|players earn} the premium: {gains}; nobody loses",
                                 "Пулька {k}: премию {n:получает|получают|получают} {n} {n:игрок|игрока|игроков}: "
                                 "{gains}; никто не теряет"),
    "joker.sheet.premium_none": ("Pulka {k}: no premium, nobody made every bid",
                                 "Пулька {k}: премии нет, никто не сыграл все заказы"),
    "joker.sheet.legend": ("○ the best deal a premium adds or takes; 3→2: bid 3, took 2",
                           "○ лучшая сдача, которую премия прибавляет или отнимает; 3→2: заказ 3, взято 2"),
    "joker.sheet.legend_khishti": ("; −200: khishti, a bid that took no trick",
                                   "; −200: хишти, заказ без единой взятки"),
    "joker.sheet.running": ("Deal {n} of {total} is being played (pulka {k}).",
                            "Идёт сдача {n} из {total} (пулька {k})."),
    "joker.sheet.standing": ("Final standing", "Итог игры"),
    "joker.sheet.wins": ("{who} {who:wins|win} the game", "{who} {who:выигрывает|выигрываете} игру"),
    "joker.sheet.tie": ("a tie for first place", "ничья за первое место"),
}
words.add(PHRASES)

#: The keys of a row before the players' columns, in order.
LEAD = ("deal", "pulka", "cards", "dealer")
#: Each player's columns: a row has ``"<name> <column>"`` for each.
COLUMNS = ("bid", "taken", "points", "khishti", "premium", "total")

_STYLE = """<style>
.zl-joker-sheet {border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: 1.05em}
.zl-joker-sheet th, .zl-joker-sheet td {border: 1px solid #bbb; padding: 2px 8px; text-align: center;
  white-space: nowrap}
.zl-joker-sheet thead th {background: #f1f3f5}
.zl-joker-sheet td.zl-pts {text-align: right; border-right: 2px solid #888}
.zl-joker-sheet td.zl-missed {color: #868e96}
.zl-joker-sheet td.zl-khishti {color: #c92a2a; font-weight: bold}
.zl-joker-sheet .zl-best {border: 2px solid #1971c2; border-radius: 50%; padding: 0 4px}
.zl-joker-sheet .zl-cost {border: 2px dashed #c92a2a; border-radius: 50%; padding: 0 4px}
.zl-joker-sheet tr.zl-premium td, .zl-joker-sheet tr.zl-sum td {background: #f8f9fa}
.zl-joker-sheet tr.zl-total td {font-weight: bold; border-bottom: 3px double #555}
.zl-joker-sheet td.zl-now {background: #fff3bf}
</style>"""


def _names(game: Any, names: Sequence[Any] | None) -> tuple:
    names = tuple(game.names if names is None else names)
    if len(names) != game.rules.players:
        raise RulesError(f"{len(names)} names for {game.rules.players} players (JK-PLAYERS)", rule="JK-PLAYERS")
    return names


def _say(key: str, lang: str, names: Sequence[Any], **values: Any) -> str:
    return words.say(key, lang, names=names, **values)


def _who(names: Sequence[Any], seat: int, lang: str) -> str:
    return _say("joker.sheet.name", lang, names, who=words.Seat(seat))


def _number(value: int) -> str:
    return str(value).replace("-", "−")


def sheet_rows(game: Any, names: Sequence[Any] | None = None) -> list[dict]:
    """One row per finished deal: its number, pulka, cards each and dealer, and per player (``"<name> bid"`` …)
    the bid, the tricks taken, the deal's points, whether it was khishti, the premium on a pulka's last deal (None
    on the others) and the running total, the premiums included."""
    names = _names(game, names)
    rows = []
    for deal in game.deals:
        outcome = deal.outcome
        row = {"deal": deal.number, "pulka": deal.pulka, "cards": deal.cards,
               "dealer": _who(names, deal.dealer, "en")}
        for seat, name in enumerate(names):
            values = (outcome.bids[seat], outcome.taken[seat], outcome.points[seat], outcome.khishti[seat],
                      None if deal.premium is None else deal.premium[seat], deal.totals[seat])
            row.update({f"{name} {column}": value for column, value in zip(COLUMNS, values)})
        rows.append(row)
    return rows


def sheet_csv(game: Any, names: Sequence[Any] | None = None, lang: str = "en") -> str:
    """``sheet_rows`` as CSV text, the headers in ``lang``, khishti as 1 or 0, no premium an empty cell."""
    import pandas as pd

    names = _names(game, names)
    headers = [words.say(f"joker.sheet.{key}", lang) for key in LEAD]
    headers += [f"{name} {words.say(f'joker.sheet.{column}', lang)}" for name in names for column in COLUMNS]
    frame = pd.DataFrame(sheet_rows(game, names), columns=[*LEAD, *(f"{n} {c}" for n in names for c in COLUMNS)])
    for name in names:
        frame[f"{name} khishti"] = frame[f"{name} khishti"].astype(int)
        frame[f"{name} premium"] = frame[f"{name} premium"].astype("Int64")
    frame.columns = headers
    return frame.to_csv(index=False)


def premium_text(game: Any, pulka: int, names: Sequence[Any] | None = None, lang: str = "en") -> str:
    """What the premium of a finished pulka (1 to 4) did: who earned it and whom it cost what (JK-PREMIUM)."""
    names = _names(game, names)
    last = next((d for d in game.deals if d.pulka == pulka and d.premium is not None), None)
    if last is None:
        raise RulesError(f"pulka {pulka} is not finished (JK-PREMIUM)", rule="JK-PREMIUM")
    gains = [(seat, value) for seat, value in enumerate(last.premium) if value > 0]
    losses = [(seat, value) for seat, value in enumerate(last.premium) if value < 0]

    def listed(items) -> str:
        return ", ".join(f"{_who(names, seat, lang)} {'+' if value > 0 else ''}{_number(value)}"
                         for seat, value in items)

    if not gains:
        text = _say("joker.sheet.premium_none", lang, names, k=pulka)
    elif len(gains) > 1:
        text = _say("joker.sheet.premium_many", lang, names, k=pulka, n=len(gains), gains=listed(gains))
    else:
        text = _say("joker.sheet.premium_one", lang, names, k=pulka, who=words.Seat(gains[0][0]), n=gains[0][1])
        text += (_say("joker.sheet.premium_cost", lang, names, n=len(losses), losses=listed(losses)) if losses
                 else _say("joker.sheet.premium_free", lang, names))
    return f"{text} (JK-PREMIUM)"


def _premium_marks(pulka_deals: list) -> dict[tuple[int, int], str]:
    """``(deal number, seat) → "zl-best" | "zl-cost"``: the best deal of each seat a finished pulka's premium
    added (its earner) or took (the others who lost their best)."""
    last = pulka_deals[-1]
    if last.premium is None:
        return {}
    marks = {}
    for seat, value in enumerate(last.premium):
        if value:
            scores = [d.outcome.points[seat] for d in pulka_deals]
            best = pulka_deals[scores.index(max(scores))]
            marks[best.number, seat] = "zl-best" if value > 0 else "zl-cost"
    return marks


def sheet_html(game: Any, names: Sequence[Any] | None = None, lang: str = "en", *, standing: bool = True) -> Html:
    """The paper sheet of a running or finished ``Game`` as a standalone HTML table: every deal of the schedule
    (the ones still to come empty, the running deal's bids so far), each pulka closed by its premium, its sum
    and the running total; a line per finished pulka on its premium; and, once the game is over, the final
    standing (``standing=False`` leaves it out, for a view that ranks the seats itself)."""
    names = _names(game, names)
    words.check_lang(lang)
    say = lambda key, **values: html.escape(_say(key, lang, names, **values))  # noqa: E731
    p = len(names)
    head = (f"<tr><th rowspan='2'>{say('joker.sheet.pulka')}</th><th rowspan='2'>{say('joker.sheet.cards')}</th>"
            + "".join(f"<th colspan='2'>{html.escape(_who(names, seat, lang))}</th>" for seat in range(p))
            + "</tr><tr>" + f"<th>{say('joker.sheet.bid')}</th><th>{say('joker.sheet.points')}</th>" * p + "</tr>")
    body, notes, number, total = [], [], 0, [0] * p
    running = None if game.state.outcome is not None else game.state
    for k, sizes in enumerate(pulkas(game.rules), start=1):
        deals = [d for d in game.deals if d.pulka == k]
        marks = _premium_marks(deals) if deals else {}
        for index, cards in enumerate(sizes):
            number += 1
            deal = deals[index] if index < len(deals) else None
            cells = f"<th rowspan='{len(sizes)}'>{k}</th>" if index == 0 else ""
            cells += f"<th>{cards}</th>"
            for seat in range(p):
                cells += _deal_cells(deal, running if number == game.deal_number else None, seat,
                                     marks.get((number, seat), ""), lang, number)
            body.append(f"<tr>{cells}</tr>")
        done = len(deals) == len(sizes)
        premium = deals[-1].premium if done else None
        pulka_sum = [sum(d.outcome.points[seat] for d in deals) + (premium[seat] if premium else 0)
                     for seat in range(p)] if done else None
        if done:
            total = list(deals[-1].totals)
            notes.append(premium_text(game, k, names, lang))

        def line(kind: str, label: str, values) -> str:
            cells = "".join(f"<td colspan='2' data-pulka='{k}' data-seat='{seat}' data-kind='{kind}'>"
                            f"{'' if values is None else _signed(values[seat], kind == 'premium')}</td>"
                            for seat in range(p))
            return f"<tr class='zl-{kind}'><td colspan='2'>{label}</td>{cells}</tr>"

        body.append(line("premium", say("joker.sheet.premium"), premium))
        body.append(line("sum", say("joker.sheet.pulka_sum", k=k), pulka_sum))
        body.append(line("total", say("joker.sheet.total"), total if done else None))
    legend = say("joker.sheet.legend") + (say("joker.sheet.legend_khishti") if game.rules.scoring == "standard"
                                          else "")
    parts = [_STYLE, f"<div class='zl-joker-sheet-box'><b>{say('joker.sheet.title')}</b>",
             f"<table class='zl-joker-sheet'><thead>{head}</thead><tbody>{''.join(body)}</tbody></table>",
             f"<div class='zl-joker-sheet-legend'><small>{legend}</small></div>"]
    parts += [f"<div class='zl-joker-sheet-premium'>{html.escape(note)}</div>" for note in notes]
    if running is not None:
        parts.append(f"<p>{say('joker.sheet.running', n=game.deal_number, total=len(game.schedule), k=game.pulka)}</p>")
    elif standing and game.is_over:
        parts.append(_standing_html(game, names, lang))
    parts.append("</div>")
    return Html("".join(parts))


def _signed(value: int, plus: bool) -> str:
    return ("+" if plus and value > 0 else "") + _number(value) if value or not plus else ""


def _deal_cells(deal: Any, running: Any, seat: int, mark: str, lang: str, number: int) -> str:
    """A player's two cells of one deal: the bid (and the tricks taken if missed) and the deal's points."""
    where = f"data-deal='{number}' data-seat='{seat}'"
    if deal is None:
        bid = running.bids[seat] if running is not None else None
        now = " class='zl-now'" if running is not None else ""
        return (f"<td{now} {where} data-kind='bid'>{'' if bid is None else bid}</td>"
                f"<td class='zl-pts' {where} data-kind='points'></td>")
    outcome = deal.outcome
    bid, taken, points = outcome.bids[seat], outcome.taken[seat], outcome.points[seat]
    kind = "zl-made" if bid == taken else "zl-khishti" if outcome.khishti[seat] else "zl-missed"
    title = html.escape(words.say("joker.sheet.khishti", lang)) if kind == "zl-khishti" else ""
    shown = _number(points) if not mark else f"<span class='{mark}'>{_number(points)}</span>"
    return (f"<td {where} data-kind='bid'>{bid}{'' if bid == taken else f'→{taken}'}</td>"
            f"<td class='zl-pts {kind}' {where} data-kind='points'"
            f"{f' title={chr(39)}{title}{chr(39)}' if title else ''}>{shown}</td>")


def _standing_html(game: Any, names: Sequence[Any], lang: str) -> str:
    say = lambda key, **values: html.escape(_say(key, lang, names, **values))  # noqa: E731
    rows = "".join(f"<tr><td>{place}</td><td style='text-align:left'>{html.escape(_who(names, seat, lang))}</td>"
                   f"<td>{_number(game.totals[seat])}</td></tr>"
                   for place, seat in enumerate(game.ranking(), start=1))
    winner = game.winner
    verdict = say("joker.sheet.tie") if winner is None else say("joker.sheet.wins", who=words.Seat(winner))
    return (f"<div class='zl-joker-sheet-standing'><b>{say('joker.sheet.standing')}</b> <small>(JK-WIN)</small>"
            f"<table class='zl-joker-sheet'><thead><tr><th>{say('joker.sheet.place')}</th>"
            f"<th>{say('joker.sheet.player')}</th><th>{say('joker.sheet.total')}</th></tr></thead>"
            f"<tbody>{rows}</tbody></table><p>{verdict}</p></div>")


def _both(key: str) -> tuple[str, str]:
    return words.say(key, "en"), words.say(key, "ru")


#: The score sheet for ``widgets.ScoreSheet``: the rows and CSV of ``sheet_rows``/``sheet_csv``, drawn as the
#: paper sheet (``html``), the players ranked by their totals (JK-WIN).
SHEET = {
    "number": ("deal", _both("joker.sheet.deal")),
    "lead": tuple((key, _both(f"joker.sheet.{key}")) for key in LEAD[1:]),
    "columns": tuple((column, _both(f"joker.sheet.{column}")) for column in COLUMNS),
    "endings": {},
    "rule": "JK-WIN",
    "standing": ((_both("joker.sheet.total"),), lambda game, seat: ((game.totals[seat],), False)),
    "html": lambda game, names, lang: sheet_html(game, names, lang, standing=False),
    "csv": sheet_csv,
}
