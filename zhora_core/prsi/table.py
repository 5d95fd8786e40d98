"""Prší at the play table: a queen asks for the suit it names, Draw takes one card or the pending penalty,
Stand accepts a pending ace, and the table shows the named suit and what is pending (``GAME.table``)."""

from __future__ import annotations

from .. import words
from ..render import mark_html, suit_mark_html
from ..table import ScoreRow, TablePart
from .actions import Draw, PlayQueen, Stand, parse_action
from .events import Drew
from .scoring import card_points
from .state import Phase

__all__ = ["PrsiTable", "TABLE"]

words.load(__package__)  # the play table's words: zhora_core/prsi/words.toml

_BUTTONS = {Draw: "draw", Stand: "stand"}


class PrsiTable(TablePart):
    intro = "prsi.table.intro"
    buttons = ("draw", "stand")
    stall_rule = "P-STALL"

    def button_of(self, action):
        return _BUTTONS.get(type(action))

    def attempt(self, state, card):
        """A queen tries to name its own suit; any other card is played."""
        if card.rank.name == "QUEEN":
            return parse_action(f"{card}>{card.suit}")
        return parse_action(str(card))

    def action_text(self, action, lang):
        key = self.button_of(action)
        if key:
            return self.button_text(key, lang)
        if isinstance(action, PlayQueen):
            return f"{action.card.label(lang)} → {action.suit}"
        return action.card.label(lang)

    def choice_label(self, action, lang):
        return str(action.suit) if isinstance(action, PlayQueen) else self.action_text(action, lang)

    def choice_suit(self, action):
        return action.suit if isinstance(action, PlayQueen) else None

    def choice_prompt(self, card, lang):
        return words.say("prsi.table.choose", lang, card=card.label(lang))

    def scored(self, state):
        return state.rules.scoring == "points"

    def score_rows(self, state, lang):
        """Under ``scoring="points"`` every hand's cards with their points (P-WIN); else the cards left."""
        outcome = state.outcome
        if state.rules.scoring != "points" or outcome.winner is None:
            return super().score_rows(state, lang)
        rows = []
        for seat, hand in enumerate(state.hands):
            cards = " + ".join(f"{card.label(lang)}={card_points(card)}" for card in hand)
            text = words.say("prsi.table.hand_points", lang, cards=cards, n=outcome.points[seat]) if hand else \
                words.say("prsi.table.out", lang)
            rows.append(ScoreRow(seat, text, outcome.points[seat], "P-WIN"))
        return rows

    def drawn(self, event):
        return (event.card,) if isinstance(event, Drew) and event.card is not None else ()

    def marks(self, state, lang, four_colour):
        if state.outcome is not None:
            return ()
        marks = []
        if state.named is not None:
            marks.append(suit_mark_html(words.say("prsi.table.named", lang), state.named, lang=lang,
                                        four_colour=four_colour))
        if state.phase is Phase.PENALTY:
            marks.append(mark_html(words.say("prsi.table.penalty", lang),
                                   words.say("prsi.table.penalty_cards", lang, n=state.penalty)))
        if state.phase is Phase.STAND:
            marks.append(mark_html(words.say("prsi.table.stand", lang),
                                   words.say("prsi.table.stand_turns", lang, n=state.stand)))
        return marks


TABLE = PrsiTable(parse_action)
