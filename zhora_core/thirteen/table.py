"""Thirteen at the play table: a run is played one card at a time and closed with the "End run" button, Draw
takes a card (or the thirteen after a joker), and the table shows the run's length, and the king under a joker
with the cards that answer it (``GAME.table``)."""

from __future__ import annotations

from .. import words
from ..cards import Card, Rank
from ..render import mark_html
from ..table import TablePart
from .actions import Draw, EndRun, parse_action
from .events import Drew, TurnTo
from .state import Phase

__all__ = ["ThirteenTable", "TABLE"]

words.load(__package__)  # the play table's words: zhora_core/thirteen/words.toml

_BUTTONS = {EndRun: "end", Draw: "draw"}
#: The rule that puts the player to move of a position on the move: his turn, his run, or the joker to answer.
_TO_MOVE_RULE = {Phase.TURN: "T-TABLE", Phase.RUN: "T-RUN", Phase.ANSWER: "T-AFTER-JOKER"}


class ThirteenTable(TablePart):
    intro = "thirteen.table.intro"
    buttons = ("end", "draw")
    stall_rule = "T-WIN"

    def button_of(self, action):
        return _BUTTONS.get(type(action))

    def action_text(self, action, lang):
        key = self.button_of(action)
        return self.button_text(key, lang) if key else action.card.label(lang)

    def opening(self, state):
        """A dealt round's events; a round set up with ``position(...)`` has none, so: who is to move, and why."""
        return state.events or (TurnTo(state.to_move, _TO_MOVE_RULE[state.phase]),)

    def drawn(self, event):
        return (event.card,) if isinstance(event, Drew) else ()

    def marks(self, state, lang, four_colour):
        if state.outcome is not None:
            return ()
        king = state.centre
        if state.phase is Phase.ANSWER:  # the king under the joker is hidden on the pile: name it and its answers
            return (mark_html(words.say("thirteen.table.answer", lang, king=king),
                              words.say("thirteen.table.answer_what", lang, queen=Card(Rank.QUEEN, king.suit),
                                        ace=Card(Rank.ACE, king.suit))),)
        if state.phase is Phase.RUN:
            return (mark_html(words.say("thirteen.table.run", lang),
                              words.say("thirteen.table.run_cards", lang, n=state.run)),)
        if king is not state.top:  # the joker's victim took the cards: play on the king under it
            return (mark_html(words.say("thirteen.table.under", lang), king.label(lang)),)
        return ()


TABLE = ThirteenTable(parse_action)
