"""Joker-52 at the play table (``GAME.table``): a bid panel of 0 to the deal's tricks (the hook's bid
greyed, and refused with J52-BID when clicked), the turned trump under the stock, the trick in the middle with
who led it, the last trick with who took it, a joker's picker (high or low), every seat's bid against its tricks,
the deal of the schedule, and the paper score sheet."""

from __future__ import annotations

from .. import words
from ..render import mark_html, suit_mark_html
from ..table import ScoreRow, TrickTable
from .actions import PlayJoker, parse_action
from .sheet import sheet_html
from .state import Phase

__all__ = ["Joker52Table", "TABLE"]

words.load(__package__)  # the play table's words: zhora_core/joker52/words.toml


class Joker52Table(TrickTable):
    intro = "joker52.table.intro"
    def bid_top(self, state):
        return state.tricks if state.phase is Phase.BID else None

    def attempt(self, state, card):
        """A grey card tries its plain play (a joker: high)."""
        return parse_action(f"{card} high" if card.suit is None else str(card))

    def action_text(self, action, lang):
        return words.write(action, lang)

    def choice_label(self, action, lang):
        if isinstance(action, PlayJoker):
            return words.say(f"joker52.table.{'high' if action.high else 'low'}", lang)
        return self.action_text(action, lang)

    def choice_prompt(self, card, lang):
        return words.say("joker52.table.choose", lang, card=card.label(lang))

    def prompt(self, state, seat, lang):
        if state.phase is not Phase.BID:
            return ""
        barred = state.tricks - sum(b for b in state.bids if b is not None)
        if state.to_move == state.dealer and 0 <= barred <= state.tricks:
            return words.say("joker52.table.hook_prompt", lang, n=state.tricks, bid=barred)
        return words.say("joker52.table.bid_prompt", lang, n=state.tricks)

    def headline(self, game, lang):
        deals = len(game.schedule)
        return words.say("joker52.table.deal", lang, deal=min(game.number, deals), deals=deals,
                         n=game.state.cards_each, t=game.state.tricks)

    def over_rule(self, state):
        return "J52-SCORE"

    def sheet_html(self, game, names, lang):
        """The paper score sheet (``sheet.sheet_html``)."""
        return sheet_html(game, names, lang)

    def marks(self, state, lang, four_colour):
        caption = words.say("joker52.table.trumps", lang)
        marks = [mark_html(caption, words.say("joker52.table.none", lang)) if state.trump is None
                 else suit_mark_html(caption, state.trump, lang=lang, four_colour=four_colour)]
        if state.drawn_trump is None:
            marks.append(mark_html(words.say("joker52.table.turned", lang), state.turned.label(lang)))
        marks.append(mark_html(words.say("joker52.table.stock", lang), str(len(state.stock))))
        return marks

    def trick_cards(self, state, lang):
        return [(t.seat, t.card, _note(t, lang)) for t in state.trick]

    def last_trick(self, state, lang):
        trick = state.last_trick
        if trick is None:
            return None
        return [(t.seat, t.card, _note(t, lang)) for t in trick.cards], trick.winner

    def seat_lines(self, state, lang):
        lines = []
        for bid, taken, penalties in zip(state.bids, state.taken, state.penalties):
            line = words.say("joker52.table.no_bid", lang, taken=taken) if bid is None \
                else words.say("joker52.table.seat_line", lang, bid=bid, taken=taken)
            if penalties:
                line += " · " + words.say("joker52.table.penalty", lang, n=penalties)
            lines.append(line)
        return lines

    def score_rows(self, state, lang):
        outcome = state.outcome
        rows = []
        for seat, (bid, taken, penalties) in enumerate(zip(outcome.bids, outcome.taken, outcome.penalties)):
            key = "made" if bid == taken else "short" if taken < bid else "over"
            text = words.say(f"joker52.table.{key}", lang, bid=bid, taken=taken)
            if penalties:
                text += "; " + words.say("joker52.table.penalty", lang, n=penalties)
            rows.append(ScoreRow(seat, text, outcome.points[seat], "J52-JOKER-PENALTY" if penalties else "J52-SCORE"))
        return rows


def _note(card, lang: str) -> str:
    return "" if card.high is None else words.say(f"joker52.table.{'high' if card.high else 'low'}", lang)


TABLE = Joker52Table(parse_action)
"""Joker-52's part of the play table."""
