"""Georgian Joker at the play table (``GAME.table``): the trump chooser's buttons over his first three
cards, a bid panel of 0 to the cards dealt (the hook's bid greyed, and refused with JK-BID when clicked), the trick
in the middle with who led it, the last trick with who took it, the joker's picker (high or low, and a suit when
it leads), every seat's bid against its tricks, the pulka and deal of the schedule, and the paper score sheet."""

from __future__ import annotations

from .. import words
from ..cards import Suit
from ..render import mark_html, suit_mark_html
from ..table import Button, ScoreRow, TrickTable
from .actions import NameTrump, PlayJoker, parse_action, play_joker
from .engine import hook
from . import phrases  # noqa: F401  (the mode words "joker.mode.*")
from .sheet import sheet_html
from .state import Phase

__all__ = ["JokerTable", "TABLE"]

words.load(__package__)  # the play table's words: zhora_core/joker/words.toml

_TRUMP_BUTTONS = tuple(Button(str(NameTrump(suit)), NameTrump(suit), phrase="joker.table.trump",
                              values=(("suit", str(suit)),), suit=suit) for suit in Suit) + (
    Button(str(NameTrump(None)), NameTrump(None), phrase="joker.table.no_trump"),)


class JokerTable(TrickTable):
    intro = "joker.table.intro"
    def bid_top(self, state):
        return state.cards_each if state.phase is Phase.BID else None

    def panel(self, state, seat):
        if state.phase is Phase.TRUMP and state.to_move == seat:
            return _TRUMP_BUTTONS
        return super().panel(state, seat)

    def attempt(self, state, card):
        """A grey card tries its plain play (a joker: high, naming its own suit when it would lead)."""
        if card.rank.name == "SIX" and card.suit in (Suit.SPADES, Suit.CLUBS):
            return play_joker(card, "high", None if state.trick else card.suit)
        return parse_action(str(card))

    def action_text(self, action, lang):
        label = getattr(action, "label", None)
        return label(lang) if label is not None else str(action)

    def choice_label(self, action, lang):
        if not isinstance(action, PlayJoker):
            return self.action_text(action, lang)
        return _declaration(action.mode, action.suit, lang)

    def choice_suit(self, action):
        return action.suit if isinstance(action, PlayJoker) else None

    def choice_prompt(self, card, lang):
        return words.say("joker.table.choose", lang, card=card.label(lang))

    def prompt(self, state, seat, lang):
        if state.phase is Phase.TRUMP:
            return words.say("joker.table.name_prompt", lang)
        if state.phase is Phase.BID:
            barred = hook(state)
            if barred is not None:
                return words.say("joker.table.hook_prompt", lang, n=state.cards_each, bid=barred)
            return words.say("joker.table.bid_prompt", lang, n=state.cards_each)
        return ""

    def headline(self, game, lang):
        deals = len(game.schedule)
        return words.say("joker.table.deal", lang, pulka=game.pulka, deal=min(game.deal_number, deals), deals=deals,
                         n=game.state.cards_each)

    def over_rule(self, state):
        return "JK-MINUS" if state.rules.scoring == "minus" else "JK-SCORE"

    def sheet_html(self, game, names, lang):
        """The paper score sheet (``sheet.sheet_html``)."""
        return sheet_html(game, names, lang)

    def marks(self, state, lang, four_colour):
        caption = words.say("joker.table.trumps", lang)
        if state.phase is Phase.TRUMP:
            marks = [mark_html(caption, words.say("joker.table.to_name", lang))]
        elif state.trump is None:
            marks = [mark_html(caption, words.say("joker.table.none", lang))]
        else:
            marks = [suit_mark_html(caption, state.trump, lang=lang, four_colour=four_colour)]
        if state.turned is not None:
            marks.append(mark_html(words.say("joker.table.turned", lang), state.turned.label(lang)))
        return marks

    def trick_cards(self, state, lang):
        return [(t.seat, t.card, _note(t, lang)) for t in state.trick]

    def last_trick(self, state, lang):
        if not state.history:
            return None
        trick = state.history[-1]
        return [(t.seat, t.card, _note(t, lang)) for t in trick.cards], trick.winner

    def seat_lines(self, state, lang):
        return [words.say("joker.table.no_bid", lang, taken=taken) if bid is None
                else words.say("joker.table.seat_line", lang, bid=bid, taken=taken)
                for bid, taken in zip(state.bids, state.taken)]

    def score_rows(self, state, lang):
        outcome = state.outcome
        rule = self.over_rule(state)
        rows = []
        for seat, (bid, taken, khishti) in enumerate(zip(outcome.bids, outcome.taken, outcome.khishti)):
            key = "khishti" if khishti else "made" if bid == taken else "short" if taken < bid else "over"
            rows.append(ScoreRow(seat, words.say(f"joker.table.{key}", lang, bid=bid, taken=taken),
                                 outcome.points[seat], rule))
        return rows


def _declaration(mode: str, suit: Suit | None, lang: str) -> str:
    """A joker's declaration in words: "high ♥", "младший", "six"."""
    text = words.say("joker.table.six" if mode == "six" else f"joker.mode.{mode}", lang)
    return text if suit is None else f"{text} {suit}"


def _note(card, lang: str) -> str:
    return "" if card.mode is None else _declaration(card.mode, card.suit, lang)


TABLE = JokerTable(parse_action)
"""Georgian Joker's part of the play table."""
