"""What the play table asks of a game: its picture, which card an action uses, which actions are buttons.

A game hands the table one ``TablePart`` (``GAME.extras["table"]``); the widgets (``widgets.Table``, ``Hand``)
only ever go through it, so a game's own parts (a suit picker, "End run", two queens, Stand) come from the game.
The defaults fit a shedding game whose card actions carry ``.card`` and ``.label(lang)`` and whose other actions
are words (``draw``, ``stand``, ``end``): each of those becomes a button named by ``str(action)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from . import words
from .cards import Card, Suit
from .render import Html, table_html

__all__ = ["TablePart", "ScoreRow"]

words.add({
    "table.act.draw": ("Draw", "Взять"),
    "table.act.pass": ("Pass", "Пас"),
    "table.act.stand": ("Stand", "Стоять"),
    "table.act.end": ("End run", "Закончить серию"),
    "table.must": ("Nothing else to do: {action} ({rule})", "Больше ничего нельзя: {action} ({rule})"),
    "table.cards_left": ("{n} {n:card|cards} left in hand", "в руке {n} {n:карта|карты|карт}"),
    "table.measure": ("the project's measure, not a rule", "мера проекта, не правило"),
    "table.wins_game": ("Game over: {name} wins", "Игра окончена: побеждает {name}"),
    "table.no_winner": ("Game over: nobody wins", "Игра окончена: победителя нет"),
    "table.no_result": ("Stalemate: nobody wins this round ({rule})", "Ничья: в этом раунде никто не выиграл ({rule})"),
    "table.sheet_round": ("Round", "Раунд"),
    "table.sheet_winner": ("Winner", "Победитель"),
    "table.sheet_wins": ("Wins", "Победы"),
    "table.sheet_nobody": ("nobody", "никто"),
    "table.choose": ("Play {card} as:", "Сыграть {card} как:"),
    "table.keys_draw": ("Keys: 1–9 a card, D draw, U undo", "Клавиши: 1–9 — карта, В — взять, О — отменить"),
})


class ScoreRow(tuple):
    """One line of a finished round's scoring: the ``seat``, what it ``text`` says, its ``points`` and ``rule``."""

    __slots__ = ()

    def __new__(cls, seat: int, text: str, points: int, rule: str) -> ScoreRow:
        return super().__new__(cls, (seat, text, points, rule))

    seat = property(lambda self: self[0])
    text = property(lambda self: self[1])
    points = property(lambda self: self[2])
    rule = property(lambda self: self[3])


class TablePart:
    """How the play table shows one game and turns clicks into its actions.

    ``parse_action`` is the game's; ``buttons`` the keys of its card-less actions, in the order the table shows
    their buttons; ``stall_rule`` the rule id of a round that ends without a winner.
    """

    buttons: tuple[str, ...] = ("draw",)
    stall_rule: str = ""
    addresses_you: bool = True
    """Whether the game's sentences word the human seat as "you" (``words.YOU``); if not, they get its name."""
    score_sheet_widget: bool = False
    """Whether the table shows ``widgets.ScoreSheet`` (Zhora's totals and letters) rather than ``sheet_html``."""
    keys_help: str = "table.keys_draw"
    """The phrase that lists the keyboard's keys."""

    def __init__(self, parse_action) -> None:
        self.parse_action = parse_action

    # --- clicks into actions -----------------------------------------------------------------------------

    def cards_of(self, action: Any) -> tuple[Card, ...]:
        """The hand cards an action can be clicked on (none: a button's action); a card with several actions
        opens a picker of them."""
        card = getattr(action, "card", None)
        return () if card is None else (card,)

    def button_of(self, action: Any) -> str | None:
        """The key of the button that makes a card-less action (None: the action is a card's)."""
        return None if self.cards_of(action) else str(action)

    def hidden_when_off(self, key: str) -> bool:
        """Whether the button ``key`` is hidden (rather than greyed) while its action is not legal."""
        return False

    def attempt(self, state: Any, card: Card) -> Any:
        """What a click on a grey card tries: playing it."""
        return self.parse_action(str(card))

    # --- words --------------------------------------------------------------------------------------------

    def button_text(self, key: str, lang: str) -> str:
        return words.say(f"table.act.{key}", lang)

    def action_text(self, action: Any, lang: str) -> str:
        """An action as the table's log and messages write it."""
        key = self.button_of(action)
        if key is not None and words.has(f"table.act.{key}"):
            return self.button_text(key, lang)
        label = getattr(action, "label", None)
        return label(lang) if label is not None else str(action)

    def choice_label(self, action: Any, lang: str) -> str:
        """What the picker's button for one of a card's several actions says."""
        return self.action_text(action, lang)

    def choice_suit(self, action: Any) -> Suit | None:
        """The suit a picker's button names (it is drawn in the suit's colour), if any."""
        return None

    def choice_prompt(self, card: Card, lang: str) -> str:
        return words.say("table.choose", lang, card=card.label(lang))

    def must_text(self, action: Any, rule: str, lang: str) -> str:
        """The sentence for a turn with only one thing to do, a button's action."""
        return words.say("table.must", lang, action=self.action_text(action, lang), rule=rule)

    def rule_title(self, rule: str, lang: str) -> str | None:
        """A rule's short title for the grey cards' line (None: the verdict's own sentence is used)."""
        return None

    def drawn(self, event: Any) -> tuple[Card, ...]:
        """The cards an event gave its seat, named in the log for the human's own draws."""
        return ()

    def over_rule(self, state: Any) -> str:
        """The rule id a card of the hand cites once the round is over."""
        return outcome_rule(state)

    def opening(self, state: Any) -> tuple:
        """The events a round's first log line shows."""
        return state.events

    # --- the picture and the results ----------------------------------------------------------------------

    def marks(self, state: Any, lang: str, four_colour: bool) -> Sequence[str]:
        """What the game shows beside the pile (a named suit, a pending penalty)."""
        return ()

    def board(self, state: Any, *, lang: str = "en", four_colour: bool = False, **options: Any) -> Html:
        """The table's picture (``zhora_core.render.table_html`` with the game's marks)."""
        return table_html(state, lang=lang, four_colour=four_colour, marks=self.marks(state, lang, four_colour),
                          **options)

    def score_rows(self, state: Any, lang: str) -> list[ScoreRow]:
        """A finished round's result per seat: by default the cards left in hand, the project's measure."""
        outcome = state.outcome
        measure = words.say("table.measure", lang)
        return [ScoreRow(seat, f"{words.say('table.cards_left', lang, n=len(hand))} ({measure})",
                         outcome.points[seat], self.stall_rule if outcome.winner is None else outcome_rule(state))
                for seat, hand in enumerate(state.hands)]

    def stalemate_text(self, state: Any, lang: str) -> str:
        return words.say("table.no_result", lang, rule=self.stall_rule)

    def sheet_html(self, game: Any, names: Sequence[str], lang: str) -> Html:
        """The finished rounds of a whole game: each round's winner and every seat's points, then the wins."""
        head = "".join(f"<th>{escape(str(name))}</th>" for name in names)
        rows = []
        for number, record in enumerate(game.rounds, 1):
            winner = record.outcome.winner
            who = words.say("table.sheet_nobody", lang) if winner is None else names[winner]
            cells = "".join(f"<td style='text-align:right'>{p}</td>" for p in record.outcome.points)
            rows.append(f"<tr><td>{number}</td><td>{escape(str(who))}</td>{cells}</tr>")
        wins = [sum(r.outcome.winner == seat for r in game.rounds) for seat in range(len(names))]
        total = "".join(f"<td style='text-align:right'><b>{n}</b></td>" for n in wins)
        return Html(f"<table class='zl-sheet'><tr><th>{words.say('table.sheet_round', lang)}</th>"
                    f"<th>{words.say('table.sheet_winner', lang)}</th>{head}</tr>{''.join(rows)}"
                    f"<tr><td colspan='2'><b>{words.say('table.sheet_wins', lang)}</b></td>{total}</tr></table>")

    def game_over(self, game: Any, names: Sequence[str], lang: str) -> str:
        """The status line of a finished whole game."""
        winner = game.winner
        if winner is None:
            return words.say("table.no_winner", lang)
        return words.say("table.wins_game", lang, name=names[winner])


def outcome_rule(state: Any) -> str:
    """The rule id of the event that ended a round (its last event's)."""
    return state.events[-1].rule if state.events else ""
