"""Thirteen's rules as a pure step function: ``legal_actions``, ``explain`` and ``apply``.

The game, in the manner of OpenSpiel's game header:
  players      2, the dealer's opponent first                              T-TABLE, T-DEAL
  deck         52 cards and two jokers; 13 each, a centre card, a reserve  T-TABLE, T-DEAL
  chance       the shuffle before the deal and at each restock, seeded     T-DEAL, T-RESTOCK
  information  imperfect: a seat sees its own hand, the centre pile and the sizes of the rest
  goal         be the first to empty your hand                              T-WIN

A turn is one card on the centre, one rank up or down (the ranks are circular), then a run: more cards, each one
rank from the last, until the player ends it (``"end"``) or has no card to go on with, when it ends by itself. A
joker goes only on a king of its colour and ends the turn; the answer to it is its own phase.

``explain`` is the one place that says, with a rule id, why an action is legal or not; ``legal_actions`` lists the
same actions fast from precomputed tables, and the conformance tests check the two agree on every candidate.

>>> from zhora_core.thirteen import position
>>> s = position(hands=["Q♥ J♠ 2♣ BJ", "5♦"], top="K♣", deck="9♦")
>>> [str(a) for a in legal_actions(s)]
['Q♥', 'BJ']
>>> explain(s, "J♠")
Verdict(legal=False, rule='T-STEP', reason='J♠ is not one rank above or below the centre card K♣')
>>> s = apply(s, "Q♥")
>>> s.phase.value, [str(a) for a in legal_actions(s)]
('run', ['J♠', 'end'])
>>> [str(e) for e in apply(s, "J♠").events]
['seat 0 plays J♠ (T-RUN)', 'seat 0 ends the run after 2 cards (T-RUN)', 'seat 1 to move (T-RUN)']
"""

from __future__ import annotations

import random
from bisect import bisect_right as _bisect
from operator import attrgetter

from .. import words
from ..words import Seat
from .. import checks
from ..cards import DECK_52, DECK_54, Card, Rank
from ..errors import IllegalActionError
from ..protocol import Termination, Verdict
from .actions import DRAW, END, PLAY, Action, Draw, EndRun, Play, parse_action
from .events import Drew, Passed, Played, Restocked, RunEnded, Stalemate, TookCards, TurnTo, Won
from .state import Outcome, Phase, State

__all__ = ["legal_actions", "explain", "apply", "candidates", "is_next", "start_play", "TAKE"]

#: How many cards the player who cannot answer a joker takes (T-AFTER-JOKER).
TAKE = 13

_TURN, _RUN, _ANSWER, _OVER = Phase.TURN, Phase.RUN, Phase.ANSWER, Phase.OVER
_KING, _QUEEN, _ACE = Rank.KING, Rank.QUEEN, Rank.ACE
_new = tuple.__new__
_ORDER = attrgetter("order")


def is_next(card: Card, centre: Card) -> bool:
    """Whether ``card`` is one rank above or below ``centre``, the ranks circular: A is next to K and to 2."""
    return card.rank is not None and (card.rank - centre.rank) % 13 in (1, 12)


def _joker_fits(joker: Card, centre: Card) -> bool:
    """T-JOKER: a joker goes on a king of its colour only."""
    return centre.rank is _KING and centre.colour is joker.colour


def _table(same_suit: bool) -> dict[Card, dict[Card, Play]]:
    """For each card that can be the centre, the plays that go on it: T-STEP (T-RUN with ``same_suit``) and
    T-JOKER, tabulated. ``explain`` says the same thing in words; the conformance tests hold the two together."""
    return {centre: {card: PLAY[card] for card in DECK_54
                     if (card.suit is None and _joker_fits(card, centre))
                     or (is_next(card, centre) and (not same_suit or card.suit is centre.suit))}
            for centre in DECK_52}


_STEP = _table(False)
_SAME = _table(True)
#: T-AFTER-JOKER: the answers to a joker on each king, its queen and its ace.
_ANSWERS = {king: {card: PLAY[card] for card in DECK_52 if card.suit is king.suit and card.rank in (_QUEEN, _ACE)}
            for king in DECK_52 if king.rank is _KING}


# --- the list of legal actions -------------------------------------------------------------------------------

_cached_state: State | None = None
_cached_legal: tuple[Action, ...] = ()


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal action, in a fixed order: card plays in hand order (rank, then suit, jokers last), then
    ``end`` (in a run) or ``draw``. Empty once the round is over.

    The last state asked about is remembered (one slot, by identity), so ``apply`` right after finds the list.
    """
    if type(state) is not State:
        checks.foreign_state(state, "thirteen")
    global _cached_state, _cached_legal
    if state is _cached_state:
        return _cached_legal
    phase = state.phase
    if phase is _TURN:
        top = state.top
        acts = list(filter(None, map(_STEP[top if top.suit is not None else state.pile[-1]].get,
                                     state.hands[state.to_move])))
        if not acts or state.rules.may_draw_when_able:
            acts.append(DRAW)
    elif phase is _RUN:
        table = _SAME if state.rules.run_same_suit else _STEP
        acts = list(filter(None, map(table[state.top].get, state.hands[state.to_move])))
        acts.append(END)
    elif phase is _ANSWER:
        acts = list(filter(None, map(_ANSWERS[state.pile[-1]].get, state.hands[state.to_move]))) or [DRAW]
    else:
        acts = []
    result = tuple(acts)
    _cached_state, _cached_legal = state, result
    return result


def candidates(state: State, seat: int) -> tuple[Action, ...]:
    """Every action ``seat`` could try now, legal or not: each card of its hand, ``end`` and ``draw``."""
    if type(state) is not State:
        checks.foreign_state(state, "thirteen")
    return (*(PLAY[card] for card in state.hands[seat]), END, DRAW)


# --- explaining one action --------------------------------------------------------------------------------

def explain(state: State, action: Action | str, *, seat: object = None) -> Verdict:
    """Say whether ``action`` (by ``seat``, default the player to move) is legal here, under which rule, and why
    (``verdict.text("ru")`` says it in Russian).

    Raises NotationError only for something that is no action at all.
    """
    if type(state) is not State:
        checks.foreign_state(state, "thirteen")
    action = parse_action(action)
    if state.outcome is not None:
        return _verdict(False, "T-WIN", "over")
    if seat is not None:
        if type(seat) is not int or not 0 <= seat < state.rules.players:
            return _verdict(False, "T-TABLE", "bad_seat", seat=_shown(seat))
        if seat != state.to_move:
            return _verdict(False, "T-TABLE", "not_your_turn", to_move=Seat(state.to_move), seat=Seat(seat))
    mover = state.to_move
    hand = state.hands[mover]
    phase = state.phase
    kind = type(action)
    if phase is _ANSWER:
        return _explain_answer(state, action, mover, hand)
    if kind is EndRun:
        if phase is _RUN:
            return _verdict(True, "T-RUN", "end_ok", seat=Seat(mover), n=state.run)
        return _verdict(False, "T-RUN", "end_no")
    if kind is Draw:
        return _explain_draw(state, mover, hand)
    card = action.card
    rule = "T-STEP" if phase is _TURN else "T-RUN"
    if card not in hand:
        return _verdict(False, rule, "not_held", seat=Seat(mover), card=card)
    centre = state.centre
    if card.suit is None:
        if _joker_fits(card, centre):
            return _verdict(True, "T-JOKER", "joker_ok", card=card, centre=centre)
        return _verdict(False, "T-JOKER", "joker_no", card=card, centre=centre)
    if phase is _TURN:
        if not is_next(card, centre):
            return _verdict(False, "T-STEP", "step_no", card=card, centre=centre)
        if abs(card.rank - centre.rank) == 12:  # A on 2, or 2 on A
            return _verdict(True, "T-STEP", "step_circle", card=card, centre=centre)
        return _verdict(True, "T-STEP", "step_ok", card=card, centre=centre)
    if not is_next(card, centre):
        return _verdict(False, "T-RUN", "run_no", card=card, top=centre)
    if state.rules.run_same_suit and card.suit is not centre.suit:
        return _verdict(False, "T-RUN", "run_suit", card=card, top=centre)
    return _verdict(True, "T-RUN", "run_ok", card=card, top=centre)


def _explain_draw(state: State, mover: int, hand: tuple[Card, ...]) -> Verdict:
    if state.phase is _RUN:
        return _verdict(False, "T-RUN", "draw_in_run", seat=Seat(mover))
    playable = next(filter(_STEP[state.centre].get, hand), None)
    if playable is not None and not state.rules.may_draw_when_able:
        return _verdict(False, "T-DRAW", "draw_no", seat=Seat(mover), card=playable)
    if not state.deck and not _restockable(state):
        return _verdict(True, "T-RESTOCK", "draw_pass", seat=Seat(mover))
    if playable is not None:
        return _verdict(True, "T-DRAW", "draw_may", seat=Seat(mover))
    return _verdict(True, "T-DRAW", "draw_must", seat=Seat(mover))


def _explain_answer(state: State, action: Action, mover: int, hand: tuple[Card, ...]) -> Verdict:
    king = state.pile[-1]
    answers = _ANSWERS[king]
    kind = type(action)
    if kind is EndRun:
        return _verdict(False, "T-AFTER-JOKER", "end_answer", king=king)
    if kind is Draw:
        answer = next(filter(answers.get, hand), None)
        if answer is not None:
            return _verdict(False, "T-AFTER-JOKER", "take_no", seat=Seat(mover), card=answer)
        available = len(state.deck) or _restockable(state)
        return _verdict(True, "T-AFTER-JOKER", "take_ok", seat=Seat(mover), king=king, n=min(TAKE, available))
    card = action.card
    if card not in hand:
        return _verdict(False, "T-AFTER-JOKER", "not_held", seat=Seat(mover), card=card)
    if card in answers:
        return _verdict(True, "T-AFTER-JOKER", "answer_ok", card=card, king=king)
    return _verdict(False, "T-AFTER-JOKER", "answer_no", king=king, suit=king.suit)


def _verdict(legal: bool, rule: str, key: str, **params) -> Verdict:
    key = "thirteen." + key
    return Verdict(legal, rule, words.say(key, "en", **params), key=key, params=params)


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 20 else text[:20] + "…"


def _restockable(state: State) -> int:
    """How many cards a restock would give: the centre pile minus its top card, and minus the king under a
    joker on top, which stays to be answered or played on (T-RESTOCK)."""
    return len(state.pile) - (state.top.suit is None)


# --- applying an action -----------------------------------------------------------------------------------

def apply(state: State, action: Action | str, *, seat: object = None) -> State:
    """The state after ``action`` by the player to move (or by ``seat``, checked). The input is never changed.

    Raises IllegalActionError, citing the rule id and the reason, for an action the rules forbid here.
    """
    if type(state) is not State:
        checks.foreign_state(state, "thirteen")
    if type(action) is str:
        action = parse_action(action)
    legal = _cached_legal if state is _cached_state else legal_actions(state)
    for candidate in legal:
        if candidate is action:  # the usual case: one of legal_actions' own objects
            break
    else:
        if action in legal:
            action = parse_action(action)
        else:
            seat = state.to_move if seat is None else seat
            _refuse(state, action, seat)
    if seat is not None and (type(seat) is not int or seat != state.to_move):
        _refuse(state, action, seat)
    kind = type(action)
    if kind is Play:
        return _play(state, action.card)
    if kind is EndRun:
        return _end(state)
    return _draw(state)


def _refuse(state: State, action: object, seat: object) -> None:
    verdict = explain(state, action, seat=seat)
    raise IllegalActionError(f"seat {_shown(seat)} cannot {'play ' if type(action) is Play else ''}{action} "
                             f"({verdict.rule}: {verdict.reason})", action=action, verdict=verdict)


def _play(state: State, card: Card) -> State:
    (rules, phase, seat, dealer, hands, top, pile, deck, run, seed, turns, draws, restocks, jokers, takes, longest,
     runs, _, _) = state
    hand = hands[seat]
    i = hand.index(card)
    hand = hand[:i] + hand[i + 1:]
    hands = (hand, hands[1]) if seat == 0 else (hands[0], hand)
    pile = pile + (top,)
    turns += 1
    run = run + 1 if phase is _RUN else 1
    if run > longest:
        longest = run
    joker = card.suit is None
    played = _new(Played, (seat, card, "T-JOKER" if joker else _PLAY_RULE[phase]))
    if not hand:
        return _won(state, hands, card, pile, turns, longest, seat, run, [played])
    other = 1 - seat
    if joker:  # T-JOKER: the joker ends the turn; the other player must answer it
        new = _new(State, (rules, _ANSWER, other, dealer, hands, card, pile, deck, 0, seed, turns, draws, restocks,
                           jokers + 1, takes, longest, runs + (run > 1), None,
                           (played, _new(TurnTo, (other, "T-AFTER-JOKER")))))
    else:
        follow = list(filter(None, map((_SAME if rules.run_same_suit else _STEP)[card].get, hand)))
        if follow:  # the run goes on: remember its legal actions for the next call
            global _cached_state, _cached_legal
            follow.append(END)
            new = _new(State, (rules, _RUN, seat, dealer, hands, card, pile, deck, run, seed, turns, draws, restocks,
                               jokers, takes, longest, runs, None, (played,)))
            if turns < rules.max_turns:
                _cached_state, _cached_legal = new, tuple(follow)
                return new
        else:  # no card goes on: the run ends by itself (T-RUN)
            new = _new(State, (rules, _TURN, other, dealer, hands, card, pile, deck, 0, seed, turns, draws, restocks,
                               jokers, takes, longest, runs + (run > 1), None,
                               (played, _new(RunEnded, (seat, run, "T-RUN")), _new(TurnTo, (other, "T-RUN")))))
    return _stalemate(new) if turns >= rules.max_turns else new


_PLAY_RULE = {_TURN: "T-STEP", _RUN: "T-RUN", _ANSWER: "T-AFTER-JOKER"}


def _end(state: State) -> State:
    (rules, _, seat, dealer, hands, top, pile, deck, run, seed, turns, draws, restocks, jokers, takes, longest,
     runs, _, _) = state
    other = 1 - seat
    turns += 1
    new = _new(State, (rules, _TURN, other, dealer, hands, top, pile, deck, 0, seed, turns, draws, restocks, jokers,
                       takes, longest, runs + (run > 1), None,
                       (_new(RunEnded, (seat, run, "T-RUN")), _new(TurnTo, (other, "T-RUN")))))
    return _stalemate(new) if turns >= rules.max_turns else new


def _restock(state: State) -> tuple[tuple[Card, ...], tuple[Card, ...], int, tuple]:
    """T-RESTOCK: the centre pile minus its top card (and the king under a joker on top) shuffled, seeded by the
    round's seed and the number of restocks so far: the new reserve, the pile left, the restock count, the event."""
    keep = 1 if state.top.suit is None else 0
    pile = state.pile
    draw = random.Random((state.seed << 16) + state.restocks).random
    cards = tuple(sorted(pile[:len(pile) - keep], key=lambda _: draw()))  # a shuffle: sorted by random keys
    return cards, pile[len(pile) - keep:], state.restocks + 1, (Restocked(len(cards)),)


def _draw(state: State) -> State:
    (rules, phase, seat, dealer, hands, top, pile, deck, _, seed, turns, draws, restocks, jokers, takes, longest,
     runs, _, _) = state
    other = 1 - seat
    events: tuple = ()
    if not deck and len(pile) > (top.suit is None):  # T-RESTOCK, when there is something to restock
        deck, pile, restocks, events = _restock(state)
    hand = hands[seat]
    if phase is _ANSWER:  # T-AFTER-JOKER: take 13, or what the reserve holds; the joker's player moves next
        taken, deck = deck[:TAKE], deck[TAKE:]
        hand = tuple(sorted(hand + taken))
        events += (TookCards(seat, len(taken)), TurnTo(other, "T-AFTER-JOKER"))
        takes += 1
    elif deck:  # T-DRAW: one card, put in its sorted place; the turn passes
        card, deck = deck[0], deck[1:]
        i = _bisect(hand, card.order, key=_ORDER)
        hand = hand[:i] + (card,) + hand[i:]
        events += (_new(Drew, (seat, card, "T-DRAW")), _new(TurnTo, (other, "T-DRAW")))
        draws += 1
    else:
        events += (Passed(seat), TurnTo(other, "T-RESTOCK"))
    hands = (hand, hands[1]) if seat == 0 else (hands[0], hand)
    turns += 1
    new = _new(State, (rules, _TURN, other, dealer, hands, top, pile, deck, 0, seed, turns, draws, restocks, jokers,
                       takes, longest, runs, None, events))
    return _stalemate(new) if turns >= rules.max_turns else new


def start_play(state: State, events: list) -> State:
    """The first turn of a dealt round: the dealer's opponent moves (T-DEAL)."""
    to = 1 - state.dealer
    events.append(TurnTo(to, "T-DEAL"))
    return state._replace(phase=_TURN, to_move=to, events=tuple(events))


def _won(state, hands, card, pile, turns, longest, seat, run, events) -> State:
    """T-WIN: the first player to empty his hand wins; each seat's points are the cards left in its hand."""
    points = tuple(map(len, hands))
    events.append(Won(seat, points))
    return _new(State, (state.rules, _OVER, None, state.dealer, hands, card, pile, state.deck, 0, state.seed, turns,
                        state.draws, state.restocks, state.jokers + (card.suit is None), state.takes, longest,
                        state.runs + (run > 1), Outcome(Termination.OUT, seat, points, card, run), tuple(events)))


def _stalemate(state: State) -> State:
    """The round reached ``max_turns`` actions without a winner: it ends as a stalemate (the project's guard,
    filed under T-WIN); the points are still the cards left in each hand."""
    points = tuple(map(len, state.hands))
    return state._replace(phase=_OVER, to_move=None, run=0,
                          outcome=Outcome(Termination.STALEMATE, None, points, None, 0),
                          events=state.events + (Stalemate(state.turns),))
