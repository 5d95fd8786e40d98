"""What the scenario builder shows of a state, as HTML: the board (the game's table picture with every hand face
up, or its fields for a game without one), the legal actions with their verdicts, an explained action, the last
step's events and a finished round's scoring, each rule id with its title where the game gives titles."""

from __future__ import annotations

import html
from typing import Any

from zhora_core import words
from zhora_core.cards import Card
from zhora_core.protocol import Field, GameSpec, Termination, Verdict
from zhora_core.render import hand_html
from zhora_core.table import TablePart

from .phrases import say

__all__ = ["ScenarioView"]

#: Text sizes of the position, the legal actions and the result, per card size ("large" is for a projector).
_TEXT = {"small": "13px", "normal": "15px", "large": "26px"}


class ScenarioView:
    """The builder's pictures of states of ``spec``'s game, in ``lang``, at card ``size``; ``show_code`` adds
    the paste-back ``position(...)`` text under the board."""

    def __init__(self, spec: GameSpec, lang: str, size: str, show_code: bool) -> None:
        self.spec, self.lang, self.size, self.show_code = spec, lang, size, show_code
        self.part: TablePart = spec.table or TablePart(spec.parse_action)

    def label(self, action: Any) -> str:
        """An action as a reader of ``lang`` sees it: in English, its notation (what ``apply_action`` reads)."""
        return words.pick((str(action), self.part.action_text(action, self.lang)), self.lang)

    def title(self, rule: str | None) -> str | None:
        """A rule's short title in the reader's language, if the game gives titles."""
        glossary = self.spec.glossary
        if not rule or glossary is None or rule not in self.spec.rule_ids:
            return None
        return glossary.rule_title(rule, self.lang)

    def sized(self, markup: str) -> str:
        """``markup`` at the builder's text size (big on a projector)."""
        return f"<div style='font-size:{_TEXT[self.size]};line-height:1.35'>{markup}</div>" if markup else ""

    # --- the parts ---------------------------------------------------------------------------------------------

    def position(self, state: Any) -> str:
        """The board (the game's table picture with every hand face up; for a game without one, its fields) and,
        in JupyterLab, the paste-back ``position(...)`` text."""
        if self.spec.table is not None:
            board = self.part.board(state, lang=self.lang, size=self.size)
        else:
            board = self._fields(state)
        code = (f"<pre style='white-space:pre-wrap;margin:2px 0'>{html.escape(str(state))}</pre>"
                if self.show_code else "")
        heading = f"<b>{html.escape(say('position', self.lang))}</b>"
        return f"{heading}<div class='zl-scenario-render'>{board}</div>{code}"

    def legal(self, state: Any, actions: list) -> str:
        """The legal actions, each with its verdict, or that there are none."""
        heading = f"<b>{html.escape(say('legal', self.lang))}</b>"
        if not actions:
            return self.sized(f"{heading}: {html.escape(say('no_legal', self.lang))}")
        items = "".join(self._verdict_item(state, action) for action in actions)
        return self.sized(f"{heading}<ol style='padding-left:2.4em'>{items}</ol>")

    def explained(self, action: Any, verdict: Verdict) -> str:
        """An action asked about, whether it is allowed, and the verdict with its rule."""
        word = say("allowed" if verdict.legal else "refused_action", self.lang)
        return self.sized(f"<b>{html.escape(self.label(action))}</b>: {html.escape(word)} — "
                          f"{self.rule_html(verdict.rule)}: {html.escape(verdict.text(self.lang))}")

    def events(self, state: Any) -> str:
        """What the last step did, event by event with its rule id."""
        if not state.events:
            return ""
        lines = "".join(f"<li>{html.escape(e.text(self.lang))} <small>({e.rule})</small></li>" for e in state.events)
        return self.sized(f"<b>{html.escape(say('events', self.lang))}</b><ul>{lines}</ul>")

    def scoring(self, state: Any) -> str:
        """A finished round's result: the game's score lines (its table part), then every seat's points."""
        outcome, lang = state.outcome, self.lang
        if outcome is None:
            return ""
        head = f"<b>{html.escape(say('scoring', lang))}</b>"
        has_part = self.spec.table is not None
        if outcome.termination is Termination.STALEMATE:
            text = self.part.stalemate_text(state, lang) if has_part else say("stalemate", lang)
            return self.sized(f"{head}: {html.escape(text)}")
        items = ""
        if has_part:
            items = "".join(
                f"<li>{html.escape(say('seat', lang, seat=line.seat))}: {html.escape(line.text)} → "
                f"<b>{line.points}</b> <small>({line.rule}"
                f"{': ' + html.escape(self.title(line.rule)) if self.title(line.rule) else ''})</small></li>"
                for line in self.part.score_rows(state, lang))
        total = " · ".join(f"{html.escape(say('seat', lang, seat=seat))}: <b>{points}</b>"
                           for seat, points in enumerate(outcome.points))
        return self.sized(f"{head}<ul>{items}</ul>{html.escape(say('points', lang))}: {total}")

    def rule_html(self, rule: str) -> str:
        """A rule id, with its title as tooltip (and, in Russian, after it) where the game gives titles."""
        title = self.title(rule)
        if title is None:
            return f"<b style='white-space:nowrap'>{html.escape(rule)}</b>"
        meaning = words.pick(("", f" ({html.escape(title)})"), self.lang)
        return f"<b title='{html.escape(title, quote=True)}' style='white-space:nowrap'>{rule}</b>{meaning}"

    # --- internals ---------------------------------------------------------------------------------------------

    def _verdict_item(self, state: Any, action: Any) -> str:
        verdict = self.spec.explain(state, action)
        return (f"<li><code style='font-size:1.1em'>{html.escape(self.label(action))}</code> — "
                f"{self.rule_html(verdict.rule)}: {html.escape(verdict.text(self.lang))}</li>")

    def _fields(self, state: Any) -> str:
        """The position as its fields say it, for a game without a table picture: per seat its cards face up
        (``zhora_core.render.hand_html``) and numbers, the dealer and the seat to move marked; then the other
        fields (the cards on the table, a suit, a number)."""
        lang, rows, rest = self.lang, [], []
        values = {f.name: getattr(state, f.name, None) for f in self.spec.fields}
        for seat in range(len(state.hands)):
            marks = [say("dealer", lang)] if getattr(state, "dealer", None) == seat else []
            if state.to_move == seat and state.outcome is None:
                marks.append("▶ " + say("to_move", lang))
            badge = f" <small>({html.escape(', '.join(marks))})</small>" if marks else ""
            body = []
            for field in self.spec.fields:
                value = values[field.name]
                if not field.per_seat or not isinstance(value, tuple) or seat >= len(value):
                    continue
                body.append(self._value(field, value[seat]))
            rows.append(f"<div style='border:1px solid #c3c7cc;border-radius:8px;padding:4px 8px'>"
                        f"<b>{html.escape(say('seat', lang, seat=seat))}</b>{badge}{''.join(body)}</div>")
        for field in self.spec.fields:
            value = values[field.name]
            if not field.per_seat and field.kind != "seat" and value not in (None, ()):
                rest.append(self._value(field, value))
        return (f"<div style='display:flex;flex-wrap:wrap;gap:8px'>{''.join(rows)}</div>"
                f"<div style='display:flex;flex-wrap:wrap;gap:12px'>{''.join(rest)}</div>")

    def _value(self, field: Field, value: Any) -> str:
        """One field's value (the state's attribute of that name) under its label: cards drawn, anything else
        as text."""
        label = f"<small>{html.escape(words.pick(field.label, self.lang))}</small>"
        cards = (value,) if isinstance(value, Card) else value
        if isinstance(cards, tuple) and all(isinstance(card, Card) for card in cards):
            return f"<div>{label}{hand_html(cards, size=self.size, lang=self.lang)}</div>"
        if isinstance(value, (tuple, list)):
            value = ", ".join(map(str, value))
        if value is None:
            value = "—"
        if field.kind == "choice":
            value = words.pick(field.choice_labels.get(getattr(value, "value", value), (value, value)), self.lang)
        return f"<div>{label}: <b>{html.escape(str(value))}</b></div>"
