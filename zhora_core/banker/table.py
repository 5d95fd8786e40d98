"""The banker game at the play table (``GAME.table``): the stakes as buttons of amounts up to the
ceiling, the banker's Turn, the turned cards each under its call (the matching one ringed), the next call, each
seat's stake, and the session's bank number and balances; the bank passes as the engine says (JB-MISS)."""

from __future__ import annotations

from html import escape

from .. import words
from ..cards import Card
from ..render import SIZES, card_html, mark_html
from ..table import Button, ScoreRow, TablePart, seats_board_html
from .actions import TURN, Stake, parse_action
from .calls import CALLS, call_name
from .state import Phase

__all__ = ["BankerTable", "TABLE", "stake_amounts"]

words.load(__package__)  # the play table's words: zhora_core/banker/words.toml

_RULE = {"match": "JB-MATCH", "double": "JB-DOUBLE", "no_match": "JB-MISS"}
_TURN_BUTTON = (Button(str(TURN), TURN, phrase="banker.table.turn"),)


def stake_amounts(ceiling: int) -> tuple[int, ...]:
    """The stakes the panel offers: every amount up to a ceiling of 12, else a few round amounts and the ceiling.

    >>> stake_amounts(5), stake_amounts(100)
    ((1, 2, 3, 4, 5), (1, 2, 3, 5, 10, 20, 50, 100))
    """
    if ceiling <= 12:
        return tuple(range(1, ceiling + 1))
    steps = [n * 10 ** k for k in range(len(str(ceiling))) for n in (1, 2, 5)]
    return tuple(sorted({1, 2, 3, *(n for n in steps if n < ceiling), ceiling}))


class BankerTable(TablePart):
    intro = "banker.table.intro"
    buttons = ()
    keys_help = "banker.table.keys"
    score_sheet_widget = True

    def panel(self, state, seat):
        if state.phase is Phase.STAKE:
            return tuple(Button(str(Stake(n)), Stake(n), text=str(n)) for n in stake_amounts(state.rules.ceiling))
        if state.phase is Phase.TURN and state.to_move == seat:
            return _TURN_BUTTON
        return ()

    def action_text(self, action, lang):
        return action.label(lang)

    def prompt(self, state, seat, lang):
        if state.phase is Phase.STAKE:
            return words.say("banker.table.stake_prompt", lang, n=state.rules.ceiling)
        if state.phase is Phase.TURN:
            return words.say("banker.table.turn_prompt", lang, call=call_name(len(state.turned), lang))
        return ""

    def headline(self, game, lang):
        number = len(game.rounds) + (game.state.outcome is None)
        bank = words.say("banker.table.bank", lang, n=number) if game.banks is None \
            else words.say("banker.table.of", lang, n=number, banks=game.banks)
        balances = ", ".join(f"{name} {value:+d}" for name, value in zip(game.names, game.balances))
        return f"{bank} · {words.say('banker.table.balances', lang, list=balances)}"

    def over_rule(self, state):
        return _RULE[state.outcome.ending]

    def board(self, state, *, lang="en", four_colour=False, names=None, size="normal", **options):
        height = round((SIZES.get(size, 84) if isinstance(size, str) else size) * .6)  # room for 14 cards
        match = state.outcome.match if state.outcome is not None else None
        turned = [_called(card, call, lang, height, four_colour, card == match)
                  for call, card in enumerate(state.turned)]
        middle = [f"<div class='zl-turned' style='display:flex;gap:8px;flex-wrap:wrap'>{''.join(turned)}</div>"] \
            if turned else []
        if state.outcome is None and len(state.turned) < len(CALLS):
            middle.append(mark_html(words.say("banker.table.next_call", lang), call_name(len(state.turned), lang)))
        middle.append(mark_html(words.say("banker.table.face_down", lang), str(len(state.deck))))
        lines = [words.say("banker.table.holds", lang) if seat == state.dealer
                 else words.say("banker.table.stake", lang, n=stake) if stake
                 else words.say("banker.table.no_stake", lang) for seat, stake in enumerate(state.stakes)]
        return seats_board_html(state, names=names, lang=lang, size=size, four_colour=four_colour, lines=lines,
                                middle=middle, cards=False, dealer_word="banker.table.banker", **options)

    def score_rows(self, state, lang):
        outcome = state.outcome
        rule = _RULE[outcome.ending]
        rows = []
        for seat, (stake, points) in enumerate(zip(state.stakes, outcome.points)):
            if seat == state.dealer:
                text = words.say("banker.table.takes" if outcome.winner == seat else "banker.table.pays", lang)
            else:
                text = words.say("banker.table.won" if points > 0 else "banker.table.lost", lang, n=stake)
            rows.append(ScoreRow(seat, text, points, rule))
        return rows


def _called(card: Card, call: int, lang: str, height: int, four_colour: bool, matched: bool) -> str:
    """A turned card over the call said as it was turned."""
    ring = "outline:3px solid #ffe08a;border-radius:8px;" if matched else ""
    return (f"<div style='display:flex;flex-direction:column;align-items:center;gap:2px'><span style='{ring}"
            f"line-height:0'>{card_html(card, size=height, lang=lang, four_colour=four_colour)}</span>"
            f"<span style='font-size:.85em'>{escape(call_name(call, lang))}</span></div>")


TABLE = BankerTable(parse_action)
"""The banker game's part of the play table."""
