"""The banker game's rules as a pure step function: ``legal_actions``, ``explain`` and ``apply``.

The game, in the manner of OpenSpiel's game header:
  players      2 or more (the engine: 2-20); one holds the bank, the others stake    JB-DECK, JB-STAKE
  deck         54 cards: 52 and 2 jokers                                            JB-DECK
  chance       the banker's shuffle, seeded; each turn shows the next card          JB-CALL
  information  the order of the face-down cards is hidden from every seat
  goal         the banker: a card that matches its call; the players: no match     JB-MATCH, JB-MISS

A bank is at most ``players - 1`` stakes and 14 turns: the players stake in turn from the banker's left, then
the banker's one action is ``turn`` until a card matches its call or the fourteenth call is missed.

>>> from zhora_core.banker import position
>>> s = position(stakes=[0, 5, 3], turned="5♠ 9♦", deck="K♣ 4♣")
>>> [str(a) for a in legal_actions(s)], explain(s, "stake 2").rule
(['turn'], 'JB-STAKE')
>>> s = apply(s, "turn")
>>> for event in s.events:
...     print(event)
seat 0 calls king and turns K♣: it matches (JB-MATCH)
seat 0: a match, the banker takes every stake, 8 in all (JB-MATCH)
>>> s.outcome.points
(8, -5, -3)
"""

from __future__ import annotations

from .. import words
from .. import checks
from ..cards import DECK_54
from ..errors import IllegalActionError, NotationError, PositionError, excerpt
from ..protocol import Termination, Verdict
from ..words import Seat
from .actions import TURN, Action, Stake, Turn, parse_action
from .calls import CALLS, MATCHING, call_name
from .events import Lost, Staked, Turned, Won
from .rules import PLAYERS_BOUNDS
from .state import Outcome, Phase, State

__all__ = ["legal_actions", "explain", "apply", "candidates"]

_STAKE, _TURN, _OVER = Phase.STAKE, Phase.TURN, Phase.OVER
_LAST_CALL = len(CALLS) - 1
_TURN_ONLY = (TURN,)
_new = tuple.__new__
#: The legal stakes under each ceiling, made once per ceiling.
_STAKES: dict[int, tuple[Stake, ...]] = {}
#: Events of the common steps, made once: a stake by (seat, amount); per banker, ``_turned_table``.
_STAKED: dict = {}
_TURNED: list = [None] * PLAYERS_BOUNDS[1]

# --- the list of legal actions -------------------------------------------------------------------------------

#: The last state asked about and its legal actions: ``apply`` right after ``legal_actions`` on the same state
#: (the usual loop) reuses them. Keyed by identity and holding the state, so a stale entry can never match.
_cache: list = [None, ()]


def _stakes(ceiling: int) -> tuple[Stake, ...]:
    stakes = _STAKES.get(ceiling)
    if stakes is None:
        stakes = _STAKES[ceiling] = tuple(Stake(amount) for amount in range(1, ceiling + 1))
    return stakes


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal action, in a fixed order: the stakes 1 … ceiling, or ``turn``. Empty once the bank is over."""
    if type(state) is not State:
        checks.foreign_state(state, "banker")
    if _cache[0] is state:
        return _cache[1]
    phase = state.phase
    if phase is _TURN:
        result = _TURN_ONLY
    elif phase is _STAKE:
        result = _stakes(state.rules.ceiling)
    else:
        result = ()
    _cache[0], _cache[1] = state, result
    return result


def candidates(state: State, seat: int) -> tuple[Action, ...]:
    """Every action ``seat`` could try now, legal or not: each stake from 0 to one above the ceiling, and turn."""
    if type(state) is not State:
        checks.foreign_state(state, "banker")
    return (*(Stake(amount) for amount in range(state.rules.ceiling + 2)), TURN)


# --- explaining one action --------------------------------------------------------------------------------

def explain(state: State, action: Action | str, *, seat: int | None = None) -> Verdict:
    """Say whether ``action`` (by ``seat``, default the seat to move) is legal here, under which rule, and why
    (``verdict.text("ru")`` says it in Russian).

    Raises NotationError for text that is no action, PositionError for a seat that is not a seat of the game.
    """
    if type(state) is not State:
        checks.foreign_state(state, "banker")
    action = parse_action(action)
    _check_seat(state, seat)
    outcome = state.outcome
    if outcome is not None:
        rule = "JB-MISS" if outcome.match is None else "JB-DOUBLE" if outcome.double else "JB-MATCH"
        return _verdict(False, rule, "over")
    mover = state.to_move if seat is None else seat
    banker = state.dealer
    if type(action) is Turn:
        if state.phase is _STAKE:
            return _verdict(False, "JB-STAKE", "stakes_first")
        if mover != banker:
            return _verdict(False, "JB-CALL", "only_banker", banker=Seat(banker))
        return _verdict(True, "JB-CALL", "turn_ok", call=_Call(len(state.turned)))
    if type(action) is not Stake:
        raise NotationError(f"{action!r} is no action of the banker game")
    if state.phase is _TURN:
        return _verdict(False, "JB-STAKE", "stakes_made")
    if mover == banker:
        return _verdict(False, "JB-STAKE", "banker_no_stake", seat=Seat(mover))
    if mover != state.to_move:
        return _verdict(False, "JB-STAKE", "not_your_stake", to_move=Seat(state.to_move), seat=Seat(mover))
    ceiling = state.rules.ceiling
    if not 1 <= action.amount <= ceiling:
        return _verdict(False, "JB-STAKE", "stake_range", amount=action.amount, ceiling=ceiling)
    return _verdict(True, "JB-STAKE", "stake_ok", seat=Seat(mover), amount=action.amount, ceiling=ceiling)


def _verdict(legal: bool, rule: str, key: str, **params) -> Verdict:
    key = "banker." + key
    return Verdict(legal, rule, words.say(key, "en", **params), key, params)


class _Call(int):
    """A call number that a verdict's sentence writes as the call's name in its language."""

    def label(self, lang: str = "en") -> str:
        return call_name(int(self), lang)


def _check_seat(state: State, seat: object) -> None:
    if seat is not None and (type(seat) is not int or not 0 <= seat < len(state.hands)):
        n = len(state.hands)
        raise PositionError(f"seat={excerpt(seat, 20)} is not a seat of this {n}-player game: a seat is a whole "
                            f"number from 0 to {n - 1} (JB-DECK)", rule="JB-DECK")


# --- applying an action -----------------------------------------------------------------------------------

def apply(state: State, action: Action | str, *, seat: int | None = None) -> State:
    """The state after ``action`` by the seat to move (or by ``seat``, checked). The input is never changed.

    Raises IllegalActionError, citing the rule id and the reason, for an action the rules forbid here;
    NotationError for text that is no action; PositionError for a seat that is not a seat of the game.
    """
    if type(state) is not State:
        checks.foreign_state(state, "banker")
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
            raise IllegalActionError(f"seat {mover} cannot {action} ({verdict.rule}: {verdict.reason})",
                                     action=action, verdict=verdict)
    if action is TURN:
        return _turn(state)
    return _stake(state, action.amount)


def _stake(state: State, amount: int) -> State:
    rules, _, seat, dealer, hands, stakes, deck, turned, seed, turns, _, _ = state
    stakes = stakes[:seat] + (amount,) + stakes[seat + 1:]
    following = seat + 1
    if following == len(hands):
        following = 0
    event = _STAKED.get((seat, amount))
    if event is None:
        event = _STAKED[seat, amount] = (Staked(seat, amount),)
    return _new(State, (rules, _TURN if following == dealer else _STAKE, following, dealer, hands, stakes, deck,
                        turned, seed, turns + 1, None, event))


def _turned_table(banker: int) -> list[dict]:
    """For each call, each card's event when ``banker`` turns it without a match, or None for a match."""
    table = _TURNED[banker] = [{card: None if card in MATCHING[call] else (Turned(banker, card, call),)
                                for card in DECK_54} for call in range(len(CALLS))]
    return table


def _turn(state: State) -> State:
    rules, _, banker, _, hands, stakes, deck, turned, seed, turns, _, _ = state
    card = deck[0]
    call = len(turned)
    turned += (card,)
    event = (_TURNED[banker] or _turned_table(banker))[call][card]
    if event is not None:
        if call < _LAST_CALL:
            return _new(State, (rules, _TURN, banker, banker, hands, stakes, deck[1:], turned, seed, turns + 1,
                                None, event))
        total = sum(stakes)
        points = tuple(-total if seat == banker else stake for seat, stake in enumerate(stakes))
        following = (banker + 1) % len(hands)
        outcome = Outcome(Termination.NO_MATCH, None, points, None, None, len(turned), "no_match")
        events = (*event, Lost(banker, total, following))
    else:
        double = call == 0
        factor = 2 if double else 1
        total = factor * sum(stakes)
        points = tuple(total if seat == banker else -factor * stake for seat, stake in enumerate(stakes))
        outcome = Outcome(Termination.MATCH, banker, points, card, call, len(turned), "double" if double else "match")
        events = (Turned(banker, card, call, "JB-MATCH"), Won(banker, total, "JB-DOUBLE" if double else "JB-MATCH"))
    return _new(State, (rules, _OVER, None, banker, hands, stakes, deck[1:], turned, seed, turns + 1, outcome,
                        events))
