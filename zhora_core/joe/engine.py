"""Joe's rules as a pure step function: ``legal_actions``, ``explain`` and ``apply``.

The game, in the manner of OpenSpiel's game header:
  players      2-10, in a circle, play clockwise (seat i -> i+1)                 JQ-PLAYERS
  deck         52 cards, the ace lowest; 5 cards each, the 5th face up           JQ-PLAYERS, JQ-DEAL
  chance       the shuffle before the deal, seeded (the restock is not shuffled)  JQ-RESTOCK
  information  imperfect: a seat sees its hand, the pile, the cards shown at the deal (every hand: JQ-OPEN)
  goal         be the first to empty your hand                                    JQ-WIN

``explain`` is the one place that says, with a rule id, why an action is legal or not; ``legal_actions`` lists the
same actions fast from tables (``strength.BEATERS``), and the conformance tests check the two agree on every
candidate (``candidates``).

>>> from zhora_core.joe import position
>>> s = position(hands=["4♠ 10♦ J♥ Q♣ Q♦", "A♠ 6♦"], top="10♠", deck="8♣ 2♦")
>>> [str(a) for a in legal_actions(s)]
['4♠', '10♦', 'J♥', 'Q♣', 'Q♦', 'Q♣ Q♦', 'draw']
>>> explain(s, "A♠", seat=1).rule, explain(s, "10♦").reason
('JQ-FIRST', '10♦ has the value of 10♠: equal strength, so it may be played and then its player draws one card')
>>> [str(e) for e in apply(s, "10♦").events]
['seat 0 plays 10♦ (JQ-BEAT)', 'seat 0 played a card of equal value and draws one card (JQ-BEAT)']
"""

from __future__ import annotations

from bisect import bisect as _bisect

from .. import words
from .. import checks
from ..cards import DECK_52, Card, Rank
from ..errors import IllegalActionError, NotationError, PositionError
from ..protocol import Termination, Verdict
from .actions import DRAW, PLAY, QUEEN_PAIRS, Action, Draw, Play, PlayQueens, parse_action
from .events import Drew, EqualDraw, MustFollow, Played, PlayedQueens, QueensBack, Restocked, Stalemate, Won
from .rules import Rules
from .state import Outcome, Phase, State
from .strength import BEATERS, ORDER, VALUE, beat

__all__ = ["legal_actions", "explain", "apply", "candidates"]

_TURN, _JOE, _ON_QUEENS, _COUNTDOWN, _OVER = Phase.TURN, Phase.JOE, Phase.ON_QUEENS, Phase.COUNTDOWN, Phase.OVER
_JACK, _QUEEN = Rank.JACK, Rank.QUEEN
_QUEENS = frozenset(c for c in DECK_52 if c.rank is _QUEEN)
#: For each set of queens a hand holds, its pairs of queens as actions, in a fixed order.
_PAIRS_OF = {frozenset(held): tuple(QUEEN_PAIRS[frozenset((a, b))] for i, a in enumerate(held) for b in held[i + 1:])
             for held in (tuple(q for k, q in enumerate(sorted(_QUEENS, key=ORDER.get)) if mask >> k & 1)
                          for mask in range(16))}
_RULE_OF_PLAY = {_TURN: "JQ-BEAT", _JOE: "JQ-JOE", _ON_QUEENS: "JQ-JOE", _COUNTDOWN: "JQ-COUNTDOWN"}
_ENDING_OF_PLAY = {_TURN: "beat", _JOE: "jack", _ON_QUEENS: "on_queens", _COUNTDOWN: "countdown"}
_new = tuple.__new__
#: For each reading of ``ace_beats_faces`` and each top card: a card's ``Play`` if it beats the top, else None.
_PLAYS_ON = {reading: {top: {c: PLAY[c] for c in beaters}.get for top, beaters in table.items()}
             for reading, table in BEATERS.items()}
_HIGH = frozenset(c for c in DECK_52 if c.rank in (_QUEEN, Rank.KING))
_DRAW_ONLY = (DRAW,)
_ORDER_OF = ORDER.__getitem__
_SEATS = range(Rules.option("players").bounds[1])
#: The events of the two commonest steps, made once: seat s plays card c on the top card, or draws c.
_PLAYED_EVENT = [{c: (Played(s, c, "JQ-BEAT"),) for c in DECK_52} for s in _SEATS]
_DREW_EVENT = [{c: (Drew(s, c, "JQ-DRAW"),) for c in DECK_52} for s in _SEATS]


# --- the list of legal actions -------------------------------------------------------------------------------

#: The last state asked about and its legal actions: ``apply`` right after ``legal_actions`` on the same state
#: (the usual loop) reuses them. Keyed by identity and holding the state, so a stale entry can never match.
_cache: list = [None, ()]


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal action, in a fixed order: single cards in hand order, then pairs of queens, then draw.
    Empty once the round is over."""
    if type(state) is not State:
        checks.foreign_state(state, "joe")
    if _cache[0] is state:
        return _cache[1]
    phase = state.phase
    if phase is _TURN:
        hand = state.hands[state.to_move]
        result = tuple(filter(None, map(_PLAYS_ON[state.rules.ace_beats_faces][state.top], hand)))
        if len(hand) > 1 and hand[-2] in _HIGH:  # sorted by value: two queens put a Q or K second from last
            queens = _QUEENS.intersection(hand)
            if len(queens) > 1:
                result += _PAIRS_OF[frozenset(queens)]
        result += _DRAW_ONLY
        _cache[0], _cache[1] = state, result
        return result
    elif phase is _JOE:
        actions = [PLAY[c] for c in state.hands[state.to_move] if c.rank is _JACK]
        actions.append(DRAW)
    elif phase is _ON_QUEENS:
        actions = [PLAY[c] for c in state.hands[state.to_move]]
        actions.append(DRAW)
    elif phase is _COUNTDOWN:
        bar = VALUE[state.top]
        actions = [PLAY[c] for c in state.hands[state.to_move] if VALUE[c] < bar]
    else:
        actions = []
    result = tuple(actions)
    _cache[0], _cache[1] = state, result
    return result


def candidates(state: State, seat: int) -> tuple[Action, ...]:
    """Every action ``seat`` could try now, legal or not: each card of its hand, each pair of its queens, draw."""
    if type(state) is not State:
        checks.foreign_state(state, "joe")
    hand = state.hands[seat]
    held = tuple(c for c in hand if c.rank is _QUEEN)
    return (*(PLAY[c] for c in hand), *_PAIRS_OF[frozenset(held)], DRAW)


# --- explaining one action --------------------------------------------------------------------------------

def explain(state: State, action: Action | str, *, seat: int | None = None) -> Verdict:
    """Say whether ``action`` (by ``seat``, default the player to move) is legal here, under which rule, and why
    (``verdict.text("ru")`` says it in Russian).

    Raises NotationError for text that is no action, PositionError for a seat that is not a seat of the round.
    """
    if type(state) is not State:
        checks.foreign_state(state, "joe")
    action = parse_action(action)
    _check_seat(state, seat)
    if state.outcome is not None:
        return _verdict(False, "JQ-STALL" if state.outcome.is_stalemate else "JQ-WIN", "over")
    mover = state.to_move
    if seat is not None and seat != mover:
        return _verdict(False, "JQ-FIRST", "not_your_turn", to_move=_Seat(mover), seat=_Seat(seat))
    if isinstance(action, Draw):
        return _explain_draw(state, mover)
    if isinstance(action, PlayQueens):
        return _explain_queens(state, action, mover)
    return _explain_play(state, action, mover)


def _verdict(legal: bool, rule: str, key: str, **params) -> Verdict:
    key = "joe." + key
    return Verdict(legal, rule, words.say(key, "en", **params), key, params)


class _Seat(int):
    """A seat number that a verdict's sentence writes as ``seat 2`` or ``место 2``."""

    def label(self, lang: str = "en") -> str:
        return words.say("joe.seat", lang, n=int(self))


def _check_seat(state: State, seat: object) -> None:
    if seat is not None and (type(seat) is not int or not 0 <= seat < len(state.hands)):
        text = repr(seat)[:20]
        raise PositionError(f"seat={text} is not a seat of this {len(state.hands)}-player round: a seat is a "
                            f"whole number from 0 to {len(state.hands) - 1} (JQ-PLAYERS)", rule="JQ-PLAYERS")


def _explain_draw(state: State, mover: int) -> Verdict:
    phase = state.phase
    if phase is _COUNTDOWN:
        return _verdict(False, "JQ-COUNTDOWN", "draw_countdown", seat=_Seat(mover), top=state.top)
    if phase is _JOE:
        return _verdict(True, "JQ-JOE", "draw_joe")
    if phase is _ON_QUEENS:
        return _verdict(True, "JQ-JOE", "draw_on_queens", seat=_Seat(mover))
    if not state.deck and not state.pile:
        return _verdict(True, "JQ-DRAW", "draw_dry")
    return _verdict(True, "JQ-DRAW", "draw_ok")


def _explain_queens(state: State, action: PlayQueens, mover: int) -> Verdict:
    cards = action.cards
    if len(cards) != 2:
        return _verdict(False, "JQ-QUEENS", "queens_two", n=len(cards))
    for card in cards:
        if not isinstance(card, Card):
            raise NotationError(f"{action!r} does not name two cards")
        if card.rank is not _QUEEN:
            return _verdict(False, "JQ-QUEENS", "queens_only", card=card)
    if cards[0] is cards[1]:
        return _verdict(False, "JQ-QUEENS", "queens_twice")
    hand = state.hands[mover]
    for card in cards:
        if card not in hand:
            return _verdict(False, "JQ-QUEENS", "not_held", seat=_Seat(mover), card=card)
    phase = state.phase
    if phase is _JOE:
        return _verdict(False, "JQ-JOE", "queens_after_queens")
    if phase is _ON_QUEENS:
        return _verdict(False, "JQ-JOE", "queens_on_queens", seat=_Seat(mover))
    if phase is _COUNTDOWN:
        return _verdict(False, "JQ-COUNTDOWN", "queens_countdown", seat=_Seat(mover), top=state.top)
    return _verdict(True, "JQ-QUEENS", "queens_ok")


_BEAT_KEYS = {"higher": "beat_higher", "lower_same_suit": "beat_lower", "ace_on_face": "beat_ace",
              "equal": "beat_equal"}


def _explain_play(state: State, action: Action, mover: int) -> Verdict:
    card = getattr(action, "card", None)
    if not isinstance(card, Card):
        raise NotationError(f"{action!r} does not name a card")
    phase, top = state.phase, state.top
    rule = _RULE_OF_PLAY[phase]
    if card not in state.hands[mover]:
        return _verdict(False, rule, "not_held", seat=_Seat(mover), card=card)
    if phase is _JOE:
        if card.rank is _JACK:
            return _verdict(True, rule, "jack_ok", card=card)
        return _verdict(False, rule, "only_jack", card=card)
    if phase is _ON_QUEENS:
        return _verdict(True, rule, "on_queens_ok", seat=_Seat(mover))
    if phase is _COUNTDOWN:
        if VALUE[card] < VALUE[top]:
            return _verdict(True, rule, "countdown_ok", card=card, top=top)
        return _verdict(False, rule, "countdown_no", card=card, top=top)
    how = beat(card, top, state.rules.ace_beats_faces)
    if how is not None:
        return _verdict(True, rule, _BEAT_KEYS[how], card=card, top=top)
    if card.suit is top.suit:
        return _verdict(False, rule, "no_beat_same", card=card, top=top)
    if card.rank is Rank.ACE and top.rank in (_JACK, _QUEEN, Rank.KING):
        return _verdict(False, rule, "no_beat_ace", card=card, top=top)
    return _verdict(False, rule, "no_beat_other", card=card, top=top)


# --- applying an action -----------------------------------------------------------------------------------

def apply(state: State, action: Action | str, *, seat: int | None = None) -> State:
    """The state after ``action`` by the player to move (or by ``seat``, checked). The input is never changed.

    Raises IllegalActionError, citing the rule id and the reason, for an action the rules forbid here;
    NotationError for text that is no action; PositionError for a seat that is not a seat of the round.
    """
    if type(state) is not State:
        checks.foreign_state(state, "joe")
    if type(action) is str:
        action = parse_action(action)
    cached, legal = _cache
    if cached is not state:
        legal = legal_actions(state)
    if seat is not None or action not in legal:  # actions are interned: ``in`` compares identities
        _check_seat(state, seat)
        if (seat is not None and seat != state.to_move) or action not in legal:
            verdict = explain(state, action, seat=seat)
            mover = state.to_move if seat is None else seat
            raise IllegalActionError(f"seat {mover} cannot {'draw' if action is DRAW else f'play {action}'} "
                                     f"({verdict.rule}: {verdict.reason})", action=action, verdict=verdict)
    kind = type(action)
    if kind is Play:
        return _play(state, action.card)
    if kind is Draw:
        return _draw(state)
    return _queens(state, action.cards)


def _with(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``hand`` with ``card`` added in its sorted place (value, then suit)."""
    i = _bisect(hand, ORDER[card], key=_ORDER_OF)
    return hand[:i] + (card,) + hand[i:]


def _take(deck: tuple, pile: tuple, restocks: int, events: list):
    """One card from the reserve, turning the pile under the top card into the reserve first if the reserve is
    empty (JQ-RESTOCK, not shuffled: the earliest discard is drawn first); None if both are empty."""
    if not deck:
        if not pile:
            return None, deck, pile, restocks
        events.append(Restocked(len(pile)))
        deck, pile, restocks = pile, (), restocks + 1
    return deck[0], deck[1:], pile, restocks


def _play(state: State, card: Card) -> State:
    (rules, phase, seat, dealer, hands, top, pile, deck, _, shown, seed, turns, draws, equal_draws, restocks,
     queens, countdowns, _, _) = state
    hand = hands[seat]
    i = hand.index(card)
    hand = hand[:i] + hand[i + 1:]
    hands = hands[:seat] + (hand,) + hands[seat + 1:]
    pile += (top,)
    turns += 1
    known = shown[seat]
    if known and card in known:
        shown = shown[:seat] + (tuple(c for c in known if c is not card),) + shown[seat + 1:]
    equal = phase is _TURN and card.rank is top.rank
    if phase is _TURN and hand and not equal and not rules.countdown and turns < rules.max_turns:
        return _new(State, (rules, _TURN, (seat + 1) % len(hands), dealer, hands, card, pile, deck, None, shown,
                            seed, turns, draws, equal_draws, restocks, queens, countdowns, None,
                            _PLAYED_EVENT[seat][card]))
    events: list = [Played(seat, card, _RULE_OF_PLAY[phase])]
    if equal:  # the pile holds the old top card at least, so there is always a card to draw
        drawn, deck, pile, restocks = _take(deck, pile, restocks, events)
        events.append(EqualDraw(seat, drawn))
        hand = _with(hand, drawn)
        hands = hands[:seat] + (hand,) + hands[seat + 1:]
        equal_draws += 1
    fields = [rules, _TURN, (seat + 1) % len(hands), dealer, hands, card, pile, deck, None, shown, seed, turns,
              draws, equal_draws, restocks, queens, countdowns + (phase is _COUNTDOWN), None, ()]
    if not hand:
        return _won(fields, seat, (card,), _ENDING_OF_PLAY[phase], events)
    if rules.countdown and VALUE[hand[0]] < VALUE[card]:  # hands are sorted by value, the lowest first
        fields[1], fields[2] = _COUNTDOWN, seat
        events.append(MustFollow(seat, VALUE[card]))
    return _finish(fields, events)


def _queens(state: State, queens: tuple[Card, ...]) -> State:
    seat = state.to_move
    rules = state.rules
    hand = tuple([c for c in state.hands[seat] if c not in queens])
    hands = state.hands[:seat] + (hand,) + state.hands[seat + 1:]
    shown = state.shown
    if shown[seat]:
        shown = shown[:seat] + (tuple(c for c in shown[seat] if c not in queens),) + shown[seat + 1:]
    fields = [rules, _JOE, (seat + 1) % rules.players, state.dealer, hands, queens[1],
              state.pile + (state.top, queens[0]), state.deck, seat, shown, state.seed, state.turns + 1,
              state.draws, state.equal_draws, state.restocks, state.queens + 1, state.countdowns, None, ()]
    events: list = [PlayedQueens(seat, queens)]
    if not hand:
        fields[8] = None
        return _won(fields, seat, queens, "queens", events)
    return _finish(fields, events)


def _draw(state: State) -> State:
    (rules, phase, seat, dealer, hands, top, pile, deck, queens_by, shown, seed, turns, draws, equal_draws,
     restocks, queens, countdowns, _, _) = state
    turns += 1
    to = (seat + 1) % len(hands)
    if deck and phase is _TURN and turns < rules.max_turns:  # the common case, in short
        card = deck[0]
        hand = hands[seat]
        i = _bisect(hand, ORDER[card], key=_ORDER_OF)
        hands = hands[:seat] + (hand[:i] + (card,) + hand[i:],) + hands[seat + 1:]
        return _new(State, (rules, _TURN, to, dealer, hands, top, pile, deck[1:], None, shown, seed, turns,
                            draws + 1, equal_draws, restocks, queens, countdowns, None, _DREW_EVENT[seat][card]))
    events: list = []
    card, deck, pile, restocks = _take(deck, pile, restocks, events)
    if card is not None:
        hands = hands[:seat] + (_with(hands[seat], card),) + hands[seat + 1:]
        draws += 1
    if phase is _JOE:
        events.append(Drew(seat, card, "JQ-JOE"))
        if to == queens_by:
            phase = _ON_QUEENS
            events.append(QueensBack(to))
    else:
        events.append(Drew(seat, card, "JQ-JOE" if phase is _ON_QUEENS else "JQ-DRAW"))
        phase, queens_by = _TURN, None
    return _finish([rules, phase, to, dealer, hands, top, pile, deck, queens_by, shown, seed, turns, draws,
                    equal_draws, restocks, queens, countdowns, None, ()], events)


def _finish(fields: list, events: list) -> State:
    """The next state of a running round, or a stalemate if it reached ``max_turns`` actions (JQ-STALL)."""
    if fields[11] >= fields[0].max_turns:
        events.append(Stalemate(fields[11]))
        hands = fields[4]
        fields[1], fields[2], fields[8] = _OVER, None, None
        fields[17] = Outcome(Termination.STALEMATE, None, tuple(map(len, hands)), (), "stalemate")
    fields[18] = tuple(events)
    return _new(State, fields)


def _won(fields: list, seat: int, finish: tuple[Card, ...], ending: str, events: list) -> State:
    """The round is over: ``seat`` emptied his hand (JQ-WIN). Points are the cards left in each hand."""
    events.append(Won(seat))
    fields[1], fields[2] = _OVER, None
    fields[17] = Outcome(Termination.OUT, seat, tuple(map(len, fields[4])), finish, ending)
    fields[18] = tuple(events)
    return _new(State, fields)
