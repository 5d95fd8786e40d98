"""What the play table asks of a game: its picture, which card an action uses, which actions are buttons.

A game hands the table one ``TablePart`` (``GAME.table``); the widgets (``widgets.Table``, ``Hand``)
only ever go through it, so a game's own parts (a suit picker, "End run", two queens, Stand, a bid panel) come
from the game. The defaults fit a shedding game whose card actions carry ``.card`` and ``.label(lang)`` and whose
other actions are words (``draw``, ``stand``, ``end``): each of those becomes a button named by ``str(action)``.
A game whose buttons change with the moment (bids 0 to the cards dealt, the trumps to name) says so in ``panel``.
Every button of the panel is a ``Button``: data that carries its action and its words, so nothing reads a button's
name back to find what it does or says.
``TrickTable`` adds the picture of a trick-taking game: the seats with their bids and tricks, the trick in the
middle with who led it, and the last trick with who took it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from . import words
from .cards import Card, Suit
from .errors import ZhoraError
from .render import SIZES, Html, _pill, card_html, hand_html, table_html

__all__ = ["TablePart", "TrickTable", "Button", "ScoreRow", "seats_board_html"]

# The play table's words: the phrases ``table.*`` of ``zhora_core/words.toml``.


@dataclass(frozen=True, slots=True)
class Button:
    """One button of the table's panel, as data: its name, the action it makes and its words.

    ``key`` names the button (``widgets.Table.click(key)``, its CSS class ``zl-<key>``): a game's fixed button by
    the word of its action (``"draw"``), a button of the moment by its action's notation (``"bid 2"``).
    ``action`` is what a click tries while the action is not legal now, refused then in words with the rule (None:
    the button does nothing then, as Zhora's "all jacks", whose cards depend on the hand). What it says is the
    phrase ``phrase`` filled with ``values``, else ``text`` as given (a bid's number), else the part's words for a
    fixed button (``TablePart.button_text``). ``suit`` draws it in the suit's colour; a ``refusable`` button stays
    clickable, greyed, while its action is not legal (a bid the hook forbids), where others are disabled, and a
    ``hidden_when_off`` one is hidden instead.

    >>> Button("bid 2", text="2").label("ru"), Button("draw", phrase="table.act.draw").label("ru")
    ('2', 'Взять')
    """

    key: str
    action: Any = None
    phrase: str = ""
    values: tuple[tuple[str, Any], ...] = ()
    text: str | None = None
    suit: Suit | None = None
    refusable: bool = False
    hidden_when_off: bool = False

    def label(self, lang: str = "en") -> str | None:
        """What the button says in ``lang``: its phrase, else its text (None: neither is given)."""
        return words.say(self.phrase, lang, **dict(self.values)) if self.phrase else self.text


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
    intro: str = "table.intro"
    """The phrase that tells a newcomer how to play at the table, in a line."""

    def __init__(self, parse_action) -> None:
        self.parse_action = parse_action
        self._fixed: tuple[Button, ...] | None = None

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

    def panel(self, state: Any, seat: int | None) -> tuple[Button, ...]:
        """The buttons the table shows now to ``seat`` (the human), in order: by default always the fixed
        ``buttons``."""
        if self._fixed is None:
            self._fixed = tuple(self.button(key) for key in self.buttons)
        return self._fixed

    def button(self, key: str) -> Button:
        """The fixed button ``key`` of ``buttons``: its action is the one its key writes in the game's notation
        (``"draw"``; none for a key that is no action, Zhora's "all jacks"), its words ``button_text``."""
        try:
            action = self.parse_action(key)
        except ZhoraError:
            action = None
        return Button(key, action, hidden_when_off=self.hidden_when_off(key))

    def button_label(self, button: Button, lang: str) -> str:
        """What a panel button says: its own words (``Button.label``), else the part's words for its key."""
        label = button.label(lang)
        return self.button_text(button.key, lang) if label is None else label

    def attempt(self, state: Any, card: Card) -> Any:
        """What a click on a grey card tries: playing it."""
        return self.parse_action(str(card))

    # --- words --------------------------------------------------------------------------------------------

    def button_text(self, key: str, lang: str) -> str:
        """The words of the fixed button ``key`` (the phrase ``table.act.<key>``)."""
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

    def prompt(self, state: Any, seat: int, lang: str) -> str:
        """What the human is asked now, when it is his turn and not a card's (name trumps, bid): said under his
        hand in place of the grey cards' reasons; "" for a card to play."""
        return ""

    def headline(self, game: Any, lang: str) -> str:
        """Where the whole game stands, under the status line (a deal's number, a session's balances); "" for
        nothing."""
        return ""

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

    def scored(self, state: Any) -> bool:
        """Whether a finished round's points are the rules' own scoring (by default: a game whose table words its
        scoring itself), not the cards left, the project's measure."""
        return type(self).score_rows is not TablePart.score_rows

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


class TrickTable(TablePart):
    """The table part of a trick-taking game: bids and trumps are buttons (``panel``), and the picture is
    ``seats_board_html`` with each seat's line (``seat_lines``), the game's marks, the trick being played
    (``trick_cards``, its leader marked) and the last finished trick with who took it (``last_trick``)."""

    buttons = ()
    keys_help = "table.keys_cards"

    def __init__(self, parse_action) -> None:
        super().__init__(parse_action)
        self._bids: dict[int, tuple[Button, ...]] = {}

    def bid_top(self, state: Any) -> int | None:
        """The highest bid of the bidding now, None when nobody bids: the panel shows a button per bid 0 … top,
        each labelled by its number; a bid the rules forbid stays clickable, greyed, and its click is refused with
        the rule."""
        return None

    def bid(self, tricks: int) -> Any:
        """The action of bidding ``tricks`` (by default the trick games' notation, ``bid 3``, read once)."""
        return self.parse_action(f"bid {tricks}")

    def panel(self, state: Any, seat: int | None) -> tuple[Button, ...]:
        top = self.bid_top(state)
        if top is None:
            return ()
        bids = self._bids.get(top)
        if bids is None:
            bids = self._bids[top] = tuple(Button(str(action), action, text=str(n), refusable=True)
                                           for n, action in ((n, self.bid(n)) for n in range(top + 1)))
        return bids

    def trick_cards(self, state: Any, lang: str) -> Sequence[tuple[int, Card, str]]:
        """The current trick, the leader's card first: each card's seat, card and declaration ("" for none)."""
        return ()

    def last_trick(self, state: Any, lang: str) -> tuple[Sequence[tuple[int, Card, str]], int] | None:
        """The last finished trick (its cards as ``trick_cards`` gives them) and the seat that took it."""
        return None

    def seat_lines(self, state: Any, lang: str) -> Sequence[str]:
        """A short line per seat under its name (its bid and tricks taken)."""
        return ()

    def board(self, state: Any, *, lang: str = "en", four_colour: bool = False, names: Sequence[str] | None = None,
              size: str | int = "normal", **options: Any) -> Html:
        names = list(names) if names is not None else [f"{i}" for i in range(len(state.hands))]
        height = round(_px(size) * .7)
        middle = list(self.marks(state, lang, four_colour))
        trick = self.trick_cards(state, lang)
        if trick:
            middle.append(_trick_html(trick, names, lang, height, four_colour, words.say("table.trick_now", lang),
                                      "zl-trick-now", leader_mark=True))
        last = self.last_trick(state, lang)
        if last is not None:
            cards, winner = last
            takes = words.say("table.trick_takes", lang, who=names[winner])
            middle.append(_trick_html(cards, names, lang, max(48, round(height * .6)), four_colour,
                                      f"{words.say('table.trick_last', lang)}: {takes}", "zl-trick-last",
                                      winner=winner, named=False))
        return seats_board_html(state, names=names, lang=lang, size=size, four_colour=four_colour,
                                lines=self.seat_lines(state, lang), middle=middle, **options)


_TO_MOVE = "#0b5cc4"


def _px(size: str | int) -> int:
    return SIZES.get(size, size) if isinstance(size, str) else int(size)


def _trick_html(cards: Sequence[tuple[int, Card, str]], names: Sequence[str], lang: str, height: int,
                four_colour: bool, caption: str, kind: str, *, leader_mark: bool = False,
                winner: int | None = None, named: bool = True) -> str:
    """A row of played cards under a caption, each over its player's name (unless not ``named``: the winner's
    card ringed says enough) and its declaration; the words are small and wrap, so a trick stays narrow."""
    items = []
    for k, (seat, card, note) in enumerate(cards):
        under = [escape(str(names[seat]))] if named else []
        if k == 0 and leader_mark:
            under.append(f"<b>{escape(words.say('table.trick_led', lang))}</b>")
        if note:
            under.append(f"<b>{escape(note)}</b>")
        ring = "outline:3px solid #ffe08a;border-radius:8px;" if seat == winner else ""
        items.append(f"<div class='zl-trick-card' data-seat='{seat}' style='display:flex;flex-direction:column;"
                     f"align-items:center;gap:2px;text-align:center'><span style='{ring}line-height:0'>"
                     f"{card_html(card, size=height, lang=lang, four_colour=four_colour)}</span>"
                     f"<span style='font-size:.7em;max-width:{max(90, round(height * 1.1))}px'>"
                     f"{'<br>'.join(under)}</span></div>")
    return (f"<div class='zl-trick {kind}' style='display:flex;flex-direction:column;align-items:center;gap:4px'>"
            f"<b style='font-size:.8em;max-width:16em;text-align:center'>{escape(caption)}</b>"
            f"<div style='display:flex;gap:8px;align-items:flex-start'>{''.join(items)}</div></div>")


def seats_board_html(state: Any, *, seat: int | None = None, names: Sequence[str] | None = None, lang: str = "en",
                     size: str | int = "normal", four_colour: bool = False, own_cards: bool = True,
                     reveal: bool = False, others_size: str | int | None = None, fan: bool = False,
                     lines: Sequence[str] = (), middle: Sequence[str] = (), cards: bool = True,
                     dealer_word: str = "table.seat_dealer") -> Html:
    """A table of seats around a felt: the other seats on top (their cards face down unless ``reveal``), the
    felt with ``middle`` (marks, a trick, turned cards), then ``seat``'s own box (``own_cards=False`` leaves its
    cards to a view that draws them itself; ``cards=False``: a game without hands). Each box names the seat,
    marks the dealer (``dealer_word``: the phrase, say "banker") and the seat to move, and shows the seat's line
    (``lines``: its bid and tricks, its stake); without ``names`` the seats are numbered ("seat 2")."""
    if names is None:
        names = [words.say("words.seat", lang, n=number) for number in range(len(state.hands))]
    height = _px(size)
    others = height if others_size is None else _px(others_size)
    players = len(state.hands)

    def box(i: int) -> str:
        to_move = state.to_move == i and state.outcome is None
        badges = [f"<b style='margin-right:.3em'>{escape(str(names[i]))}</b>"]
        if i == state.dealer:
            badges.append(_pill(words.say(dealer_word, lang), "#6b5b00", "#fff7d6"))
        if to_move:
            badges.append(_pill("▶ " + words.say("table.seat_to_move", lang), "#fff", _TO_MOVE))
        count = (f"<span style='color:#555;margin-left:auto;padding-left:.6em'>"
                 f"{escape(words.say('table.seat_cards', lang, n=len(state.hands[i])))}</span>") if cards else ""
        line = f"<div class='zl-seat-line' style='font-weight:700'>{escape(lines[i])}</div>" if lines else ""
        hidden = seat is not None and seat != i and not reveal
        card_height = height if seat in (None, i) else others
        held = state.hands[i]
        if not cards or (seat == i and not own_cards):
            hand = ""
        elif hidden and fan and held:
            overlap = f"<span style='margin-left:-{round(card_height * 5 / 7 * .6)}px'>"
            backs = [card_html(c, size=card_height, face_down=True, lang=lang) for c in held]
            fanned = "".join(f"{overlap}{back}</span>" for back in backs[1:])
            hand = f"<div style='display:flex;padding:4px'>{backs[0]}{fanned}</div>"
        else:
            hand = hand_html(held, size=card_height, lang=lang, four_colour=four_colour, face_down=hidden)
        edge = f"3px solid {_TO_MOVE}" if to_move else "1px solid #c3c7cc"
        small = f"font-size:{max(16, round(others * .32))}px;" if others_size is not None and seat not in (None, i) \
            else ""
        return (f"<div class='zl-seat' data-seat='{i}' style='border:{edge};border-radius:10px;padding:6px 8px;"
                f"background:#f7f8fa;color:#222;{small}min-width:{round(card_height * 1.6)}px'>"
                f"<div style='display:flex;align-items:center;gap:.35em;flex-wrap:wrap'>{''.join(badges)}{count}"
                f"</div>{line}{hand}</div>")

    felt = (f"<div role='group' class='zl-felt' style='display:flex;flex-wrap:wrap;justify-content:center;"
            f"align-items:center;gap:{round(height * .3)}px;padding:10px 16px;border-radius:14px;"
            f"background:#2d6a3e;color:#fff'>{''.join(middle)}</div>")
    row = "display:flex;flex-wrap:wrap;gap:8px;justify-content:center"
    if seat is None:
        body = f"{felt}<div style='{row}'>{''.join(box(i) for i in range(players))}</div>"
    else:
        top = "".join(box((seat + k) % players) for k in range(1, players))
        body = f"<div style='{row}'>{top}</div>{felt}<div style='{row}'>{box(seat)}</div>"
    font = max(12, round(height / 6))
    return Html(f"<div style='display:flex;flex-direction:column;gap:10px;font:{font}px/1.3 Arial,sans-serif;"
                f"color:#222'>{body}</div>")


def outcome_rule(state: Any) -> str:
    """The rule id of the event that ended a round (its last event's)."""
    return state.events[-1].rule if state.events else ""
