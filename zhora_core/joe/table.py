"""Joe in Queens Squared at the play table: two queens are played together from a picker on either queen,
Draw is the one button, the table shows what the phase asks for (only a jack after two queens, any card on
them, a lower card in the countdown), and under ``open_hands`` every hand lies face up
(``GAME.table``)."""

from __future__ import annotations

from .. import words
from ..render import mark_html
from ..table import TablePart
from .actions import Draw, PlayQueens, parse_action
from .events import Drew, EqualDraw, MustFollow, QueensBack, ToMove
from .state import Phase
from .strength import VALUE, value_name

__all__ = ["JoeTable", "TABLE"]

words.load(__package__)  # the play table's words: zhora_core/joe/words.toml


class JoeTable(TablePart):
    intro = "joe.table.intro"
    buttons = ("draw",)
    stall_rule = "JQ-STALL"
    addresses_you = False  # Joe's phrases take the seats' names only

    def cards_of(self, action):
        if isinstance(action, PlayQueens):
            return action.cards
        return super().cards_of(action)

    def button_of(self, action):
        return "draw" if isinstance(action, Draw) else None

    def action_text(self, action, lang):
        if isinstance(action, PlayQueens):
            return words.say("joe.table.queens", lang, cards=" ".join(c.label(lang) for c in action.cards))
        return super().action_text(action, lang)

    def choice_prompt(self, card, lang):
        return words.say("joe.table.choose", lang, card=card.label(lang))

    def opening(self, state):
        """A dealt game's events; a game set up with ``position(...)`` has none, so: who is to move, and to do what."""
        if state.events or state.outcome is not None:
            return state.events
        phase, seat = state.phase, state.to_move
        if phase is Phase.ON_QUEENS:
            return (QueensBack(seat),)
        if phase is Phase.COUNTDOWN:
            return (MustFollow(seat, VALUE[state.top]),)
        return (ToMove(seat, "JQ-JOE" if phase is Phase.JOE else "JQ-FIRST"),)

    def drawn(self, event):
        return (event.card,) if isinstance(event, (Drew, EqualDraw)) and event.card is not None else ()

    def board(self, state, **options):
        """The table's picture; under ``open_hands`` every hand is face up for every seat (JQ-OPEN)."""
        if state.rules.open_hands:
            options["reveal"] = True
        return super().board(state, **options)

    def marks(self, state, lang, four_colour):
        if state.outcome is not None or state.phase is Phase.TURN:
            return ()
        now = words.say(f"joe.table.{state.phase.value}", lang, value=value_name(VALUE[state.top], lang))
        return (mark_html(words.say("joe.table.phase", lang), now),)


TABLE = JoeTable(parse_action)
