"""Zhora at the play table: a jack asks for a suit, the starter jack is swapped by a card, Draw, Pass and
"go out with all jacks" are buttons, and a finished round shows its scoring (``GAME.table``)."""

from __future__ import annotations

from .. import words
from ..table import ScoreRow, TablePart
from .actions import Draw, Pass, PlayJack, PlayJacks, SwapStarter, parse_action
from .events import Drew, PenaltyDraw, TurnTo
from .glossary import rule_title
from .scoring import score_lines
from .state import Phase

__all__ = ["ZhoraTable", "TABLE"]

words.load(__package__)  # the play table's words: zhora_core/zhora/words.toml

_BUTTONS = {Draw: "draw", Pass: "pass", PlayJacks: "jacks"}


class ZhoraTable(TablePart):
    intro = "zhora.table.intro"
    buttons = ("draw", "pass", "jacks")
    stall_rule = "Z-STALL"
    keys_help = "zhora.table.keys"
    score_sheet_widget = True

    def button_of(self, action):
        return _BUTTONS.get(type(action))

    def hidden_when_off(self, key):
        return key == "jacks"

    def attempt(self, state, card):
        """Put the card in place of a starter jack (Z-STARTER-JACK), play a jack ordering its own suit, or play
        the card."""
        if state.phase is Phase.SWAP:
            return parse_action(f"swap {card}")
        if card.is_jack:
            return parse_action(f"{card}>{card.suit}")
        return parse_action(str(card))

    def button_text(self, key, lang):
        return words.say(f"zhora.table.{key}", lang)

    def action_text(self, action, lang):
        """``9♦``, ``В♥ → ♠``, ``Взять``, ``Пас``."""
        if isinstance(action, (Draw, Pass)):
            return self.button_text(self.button_of(action), lang)
        if isinstance(action, PlayJacks):
            return " ".join(c.label(lang) for c in action.cards)
        if isinstance(action, PlayJack):
            return f"{action.card.label(lang)} → {action.order}"
        if isinstance(action, SwapStarter):
            return words.say("zhora.table.act_swap", lang, card=action.card.label(lang))
        return action.card.label(lang)

    def choice_label(self, action, lang):
        return str(action.order) if isinstance(action, PlayJack) else self.action_text(action, lang)

    def choice_suit(self, action):
        return action.order if isinstance(action, PlayJack) else None

    def choice_prompt(self, card, lang):
        return words.say("zhora.table.choose_suit", lang, card=card.label(lang))

    def must_text(self, action, rule, lang):
        return words.say("zhora.table.must_draw" if isinstance(action, Draw) else "zhora.table.must_pass", lang, rule=rule)

    def rule_title(self, rule, lang):
        return rule_title(rule, lang)

    def drawn(self, event):
        if isinstance(event, Drew) and event.card is not None:
            return (event.card,)
        return event.cards if isinstance(event, PenaltyDraw) else ()

    def over_rule(self, state):
        return "Z-OUT"

    def opening(self, state):
        return state.events or (TurnTo(state.to_move, "Z-TURN"),)

    def board(self, state, *, lang="en", four_colour=False, **options):
        from ..render import table_html

        return table_html(state, lang=lang, four_colour=four_colour, **options)

    def score_rows(self, state, lang):
        outcome = state.outcome
        return [ScoreRow(line.seat, line.text, line.points, line.rule)
                for line in score_lines(state.hands, outcome.winner, outcome.finish, rules=state.rules, lang=lang)]

    def stalemate_text(self, state, lang):
        return words.say("zhora.table.stalemate", lang)

    def game_over(self, game, names, lang):
        loser = next(n for n, word in zip(names, game.letters) if len(word) == 4)
        return words.say("zhora.table.game_over", lang, name=loser)


TABLE = ZhoraTable(parse_action)
