"""Prší's rules as a pure step function: ``legal_actions``, ``explain`` and ``apply``.

The game, in the manner of OpenSpiel's game header:
  players      2-5, in a circle, play clockwise (seat i -> i+1)                     P-DECK
  deck         32 cards, 7..A in four suits; 4 (or 5) cards each, then a starter     P-DECK, P-DEAL
  chance       the shuffle before the deal (and on a shuffled restock), seeded
  information  imperfect: a seat sees its own hand, the pile and the sizes of the rest
  goal         be the first to empty your hand                                      P-WIN

``explain`` is the one place that says, with a rule id, why an action is legal or not; ``legal_actions`` lists the
same actions fast from tables, and the tests check the two agree on every candidate (the matching rule lives in
``explain`` and in ``_PLAYS_ON``: change both together).

>>> from zhora_core.prsi import position
>>> s = position(hands=["7♥ 9♣ Q♠", "A♠ 8♦"], top="7♠", deck="8♣ 10♦")
>>> [str(a) for a in legal_actions(s)]
['7♥', 'Q♠>♠', 'Q♠>♣', 'Q♠>♥', 'Q♠>♦', 'draw']
>>> explain(s, "9♣")
Verdict(legal=False, rule='P-MATCH', reason='9♣ shares neither suit nor rank with the top card 7♠')
>>> [str(e) for e in apply(s, "7♥").events]
['seat 0 plays 7♥ (P-MATCH)', 'seat 1 must draw 2 cards or answer with a 7 (P-SEVEN)']
"""

from __future__ import annotations

import random
from operator import attrgetter

from .. import checks
from ..cards import DECK_32, Card, Rank, Suit
from ..errors import IllegalActionError, NotationError, excerpt
from ..protocol import Termination, Verdict
from .. import words
from ..words import Seat
from .actions import (DRAW, STAND, Action, Draw, Play, PlayQueen, Stand, parse_action, play, play_queen)
from .events import (Drew, PenaltyPending, PenaltyTaken, Played, Restocked, Stalemate, StandPending, Stood,
                     SuitNamed, Won)
from .scoring import score_round
from .state import Outcome, Phase, Stall, State, check_seat

__all__ = ["legal_actions", "explain", "apply", "candidates", "fits"]

_SEVEN, _QUEEN, _ACE = Rank.SEVEN, Rank.QUEEN, Rank.ACE
_PLAY_PHASE, _PENALTY, _STAND, _OVER = Phase.PLAY, Phase.PENALTY, Phase.STAND, Phase.OVER
_new = tuple.__new__
_ORDER = attrgetter("order")
_SPECIAL = frozenset(card for card in DECK_32 if card.rank in (_SEVEN, _QUEEN, _ACE))


def fits(card: Card, top: Card, named: Suit | None) -> bool:
    """Whether ``card`` may be played on ``top`` with nothing pending: a queen always (P-QUEEN); else the named
    suit if a queen named one (P-QUEEN), or else the top card's suit or rank (P-MATCH)."""
    if card.rank is _QUEEN:
        return True
    if named is not None:
        return card.suit is named
    return card.suit is top.suit or card.rank is top.rank


def _tables() -> dict:
    """For each thing a card can be played on (a top card, or a named suit), every card's plays on it."""
    queens = {card: tuple(play_queen(card, suit) for suit in Suit) for card in DECK_32 if card.rank is _QUEEN}

    def plays(target: Card | Suit) -> dict[Card, tuple[Action, ...]]:
        top, named = (target, None) if isinstance(target, Card) else (DECK_32[0], target)
        return {c: queens[c] if c.rank is _QUEEN else (play(c),) if fits(c, top, named) else () for c in DECK_32}

    return {target: plays(target) for target in (*DECK_32, *Suit)}


_PLAYS_ON = _tables()
_PLAYS_GET = {target: plays.__getitem__ for target, plays in _PLAYS_ON.items()}
_DRAW, _STAND_ONLY = (DRAW,), (STAND,)
_ANSWERS = {rank: {c: (play(c),) if c.rank is rank else () for c in DECK_32} for rank in (_SEVEN, _ACE)}


# --- the list of legal actions -------------------------------------------------------------------------------

# One slot remembering the last state asked about: a random playout asks ``legal_actions(s)`` and then
# ``apply(s, a)``, which finds ``a`` among those very objects. Only a shortcut: ``apply`` recomputes on a miss.
_last_state: State | None = None
_last_actions: tuple[Action, ...] = ()


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal action, in a fixed order: the hand's cards by rank (a queen naming each suit in turn), then
    draw or stand. Empty once the round is over."""
    if type(state) is not State:
        checks.foreign_state(state, "prsi")
    global _last_state, _last_actions
    if state is _last_state:
        return _last_actions
    phase = state.phase
    if phase is _PLAY_PHASE:
        named = state.named
        result = sum(map(_PLAYS_GET[state.top if named is None else named], state.hands[state.to_move]), ()) + _DRAW
    elif phase is _PENALTY:
        if state.rules.stack_sevens:
            result = sum(map(_ANSWERS[_SEVEN].__getitem__, state.hands[state.to_move]), ()) + _DRAW
        else:
            result = _DRAW
    elif phase is _STAND:
        if state.rules.stack_aces:
            result = sum(map(_ANSWERS[_ACE].__getitem__, state.hands[state.to_move]), ()) + _STAND_ONLY
        else:
            result = _STAND_ONLY
    else:
        result = ()
    _last_state, _last_actions = state, result
    return result


def candidates(state: State, seat: int) -> tuple[Action, ...]:
    """Every action ``seat`` could try now, legal or not: each card of his hand (a queen naming each suit),
    then draw and stand."""
    if type(state) is not State:
        checks.foreign_state(state, "prsi")
    out: list[Action] = []
    for card in state.hands[seat]:
        if card.rank is _QUEEN:
            out += [play_queen(card, suit) for suit in Suit]
        else:
            out.append(play(card))
    return (*out, DRAW, STAND)


# --- explaining one action --------------------------------------------------------------------------------

def _verdict(legal: bool, rule: str, key: str, **params) -> Verdict:
    return Verdict(legal, rule, words.say("prsi.why." + key, "en", **params), key="prsi.why." + key, params=params)


def explain(state: State, action: Action | str, *, seat: int | None = None) -> Verdict:
    """Say whether ``action`` (by ``seat``, default the player to move) is legal here, under which rule, and why
    (``verdict.text("ru")`` says it in Russian).

    Raises NotationError for text that is no action, PositionError for a ``seat`` that is not one (``"1"``,
    ``True``, ``1.0``).
    """
    if type(state) is not State:
        checks.foreign_state(state, "prsi")
    action = parse_action(action)
    if seat is not None:
        check_seat(seat, len(state.hands), "seat")
    if state.outcome is not None:
        return _verdict(False, "P-STALL" if state.outcome.is_stalemate else "P-WIN", "over")
    mover = state.to_move
    if seat is not None and seat != mover:
        return _verdict(False, "P-DEAL", "not_your_turn", to_move=Seat(mover), seat=Seat(seat))
    kind = type(action)
    if kind is Play or kind is PlayQueen:
        card = action.card
        if not isinstance(card, Card):
            raise NotationError(f"{action!r} does not name a card")
        if card not in state.hands[mover]:
            return _verdict(False, "P-MATCH", "not_held", seat=Seat(mover), card=card)
        if kind is Play and card.rank is _QUEEN:
            return _verdict(False, "P-QUEEN", "queen_needs_suit", card=card)
        if kind is PlayQueen:
            if card.rank is not _QUEEN:
                return _verdict(False, "P-QUEEN", "names_non_queen", card=card)
            if not isinstance(action.suit, Suit):
                raise NotationError(f"{action!r}: the named suit must be a Suit, got {action.suit!r}")
    phase = state.phase
    if phase is _PENALTY:
        return _explain_penalty(state, action, kind)
    if phase is _STAND:
        return _explain_stand(state, action, kind)
    if kind is Stand:
        return _verdict(False, "P-ACE", "no_stand")
    if kind is Draw:
        if not state.deck and not state.pile:
            return _verdict(True, "P-DRAW", "draw_dry")
        return _verdict(True, "P-DRAW", "may_draw")
    card, top, named = action.card, state.top, state.named
    if kind is PlayQueen:
        return _verdict(True, "P-QUEEN", "queen_ok", card=card, suit=action.suit)
    if named is not None:
        if card.suit is named:
            return _verdict(True, "P-QUEEN", "named_ok", card=card, suit=named)
        return _verdict(False, "P-QUEEN", "named_no", card=card, suit=named)
    if card.suit is top.suit:
        return _verdict(True, "P-MATCH", "suit_ok", card=card, top=top)
    if card.rank is top.rank:
        return _verdict(True, "P-MATCH", "rank_ok", card=card, top=top)
    return _verdict(False, "P-MATCH", "no_match", card=card, top=top)


def _explain_penalty(state: State, action: Action, kind: type) -> Verdict:
    n = state.penalty
    if kind is Draw:
        return _verdict(True, "P-SEVEN", "take_penalty", n=n)
    if kind is Stand:
        return _verdict(False, "P-SEVEN", "penalty_no_stand", n=n)
    card = action.card
    if card.rank is _QUEEN:
        return _verdict(False, "P-QUEEN", "queen_not_answer", top=state.top)
    if not state.rules.stack_sevens:
        if card.rank is _SEVEN:
            return _verdict(False, "P-SEVEN", "no_stack_sevens", n=n)
        return _verdict(False, "P-SEVEN", "penalty_draw_only", n=n, card=card)
    if card.rank is _SEVEN:
        return _verdict(True, "P-SEVEN", "answer_seven", card=card, n=n + 2)
    return _verdict(False, "P-SEVEN", "penalty_only", n=n, card=card)


def _explain_stand(state: State, action: Action, kind: type) -> Verdict:
    if kind is Stand:
        return _verdict(True, "P-ACE", "stand_ok")
    if kind is Draw:
        return _verdict(False, "P-ACE", "stand_no_draw")
    card = action.card
    if card.rank is _QUEEN:
        return _verdict(False, "P-QUEEN", "queen_not_answer", top=state.top)
    if not state.rules.stack_aces:
        return _verdict(False, "P-ACE", "no_stack_aces")
    if card.rank is _ACE:
        return _verdict(True, "P-ACE", "answer_ace", card=card)
    return _verdict(False, "P-ACE", "stand_only", card=card)


# --- applying an action -----------------------------------------------------------------------------------

# The events of a plain play, a plain draw and a stand, made once (events are immutable), by card and seat.
_SEATS = range(5)
_PLAYED = {rule: {c: tuple((Played(seat, c, rule),) for seat in _SEATS) for c in DECK_32}
           for rule in ("P-MATCH", "P-QUEEN")}
_DREW = {c: tuple((Drew(seat, c),) for seat in _SEATS) for c in DECK_32}
_STOOD = tuple((Stood(seat),) for seat in _SEATS)
_QUEENED = {c: {suit: tuple((Played(seat, c, "P-QUEEN"), SuitNamed(seat, suit)) for seat in _SEATS) for suit in Suit}
            for c in DECK_32 if c.rank is _QUEEN}


def apply(state: State, action: Action | str, *, seat: int | None = None) -> State:
    """The state after ``action`` by the player to move (or by ``seat``, checked). The input is never changed.

    Raises IllegalActionError, citing the rule id and the reason, for an action the rules forbid here (the round
    being over among them); PositionError for a ``seat`` that is not one.
    """
    if type(state) is not State:
        checks.foreign_state(state, "prsi")
    if type(action) is str:
        action = parse_action(action)
    if seat is not None:
        check_seat(seat, len(state.hands), "seat")
        if seat != state.to_move:
            return _refuse(state, action, seat)
    legal = _last_actions if state is _last_state else legal_actions(state)
    if action is DRAW:  # legal_actions lists the draw last, when it is legal
        if legal and legal[-1] is DRAW:
            return _draw(state)
        return _refuse(state, action, seat)
    for candidate in legal:
        if candidate is action:  # the usual case: one of legal_actions' own (shared) objects
            break
    else:
        if action not in legal:
            return _refuse(state, action, seat)
    kind = type(action)
    if kind is Play:
        card = action.card
        if card not in _SPECIAL and state.phase is _PLAY_PHASE:  # the common case, in short
            (rules, _, mover, dealer, hands, top, pile, deck, named, _, _, seed, turns, draws, penalty_cards, stands,
             stacked, restocks, _, _, _) = state
            hand = tuple([c for c in hands[mover] if c is not card])  # (``is``: a Card's == is slow)
            if hand and turns + 1 < rules.max_turns:
                return _new(State, (rules, _PLAY_PHASE, (mover + 1) % rules.players, dealer,
                                    hands[:mover] + (hand,) + hands[mover + 1:], card,
                                    pile + (top,), deck, None, 0, 0, seed, turns + 1, draws, penalty_cards, stands,
                                    stacked, restocks, 0, None,
                                    _PLAYED["P-MATCH" if named is None else "P-QUEEN"][card][mover]))
        return _play(state, card, None)
    if kind is PlayQueen:
        card, suit = action.card, action.suit
        (rules, _, mover, dealer, hands, top, pile, deck, _, _, _, seed, turns, draws, penalty_cards, stands,
         stacked, restocks, _, _, _) = state
        hand = tuple([c for c in hands[mover] if c is not card])
        if hand and turns + 1 < rules.max_turns:  # a queen with cards left, in short
            return _new(State, (rules, _PLAY_PHASE, (mover + 1) % rules.players, dealer,
                                hands[:mover] + (hand,) + hands[mover + 1:], card, pile + (top,), deck, suit, 0, 0,
                                seed, turns + 1, draws, penalty_cards, stands, stacked, restocks, 0, None,
                                _QUEENED[card][suit][mover]))
        return _play(state, card, suit)
    if kind is Draw:
        return _draw(state)
    return _stand(state)


def _refuse(state: State, action: Action, seat: int | None) -> State:
    verdict = explain(state, action, seat=seat)
    verb = str(action) if type(action) in (Draw, Stand) else f"play {excerpt(str(action))}"
    if state.outcome is not None:
        message = f"nobody can {verb}: {verdict.reason} ({verdict.rule})"
    else:
        mover = state.to_move if seat is None else seat
        message = f"seat {mover} cannot {verb} ({verdict.rule}: {verdict.reason})"
    raise IllegalActionError(message, action=action, verdict=verdict)


class _Stock:
    """Scratch space for drawing: the stock and the pile under the top, restocked as Prší says (P-RESTOCK)."""

    __slots__ = ("deck", "pile", "restocks", "seed", "shuffle", "events")

    def __init__(self, state: State, events: list) -> None:
        self.deck, self.pile, self.restocks, self.seed = state.deck, state.pile, state.restocks, state.seed
        self.shuffle = state.rules.restock == "shuffle"
        self.events = events

    def take(self, count: int) -> tuple[Card, ...]:
        """Up to ``count`` cards from the stock, turning the pile under the top into a new stock when it runs out."""
        taken: tuple[Card, ...] = ()
        while len(taken) < count:
            if not self.deck:
                if not self.pile:
                    break
                cards = list(self.pile)
                if self.shuffle:
                    random.Random(f"{self.seed}/restock/{self.restocks}").shuffle(cards)
                self.deck, self.pile = tuple(cards), ()
                self.restocks += 1
                self.events.append(Restocked(len(cards), self.shuffle))
            need = count - len(taken)
            taken += self.deck[:need]
            self.deck = self.deck[need:]
        return taken


def _with(hand: tuple[Card, ...], cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """``hand`` with ``cards`` added, kept sorted (rank, then suit)."""
    if len(cards) == 1:
        order = cards[0].order
        i = 0
        for held in hand:
            if held.order > order:
                break
            i += 1
        return hand[:i] + cards + hand[i:]
    return tuple(sorted(hand + cards, key=_ORDER))


def _play(state: State, card: Card, suit: Suit | None) -> State:
    """Any play: a queen naming ``suit``, a 7 or an ace with their effects, an answer, or a last card."""
    (rules, phase, mover, dealer, hands, top, pile, deck, named, penalty, stand, seed, turns, draws, penalty_cards,
     stands, stacked, restocks, _, _, _) = state
    nxt = (mover + 1) % rules.players
    hand = tuple([c for c in hands[mover] if c is not card])
    hands = hands[:mover] + (hand,) + hands[mover + 1:]
    turns += 1
    if phase is _PENALTY:
        rule = "P-SEVEN"
        stacked += 1
    elif phase is _STAND:
        rule = "P-ACE"
        stacked += 1
    elif suit is not None or named is not None:
        rule = "P-QUEEN"
    else:
        rule = "P-MATCH"
    events: list = [_new(Played, (mover, card, rule))]
    if suit is not None:
        events.append(_new(SuitNamed, (mover, suit, "P-QUEEN")))
    new_phase, penalty, stand, outcome = _PLAY_PHASE, 0, 0, None
    if not hand:
        events.append(Won(mover, card))
        new_phase, nxt = _OVER, None
        outcome = Outcome(Termination.OUT, mover, score_round(hands, mover, rules), card, None)
    elif card.rank is _SEVEN:
        penalty = state.penalty + 2
        new_phase = _PENALTY
        events.append(_new(PenaltyPending, (nxt, penalty, rules.stack_sevens, "P-SEVEN")))
    elif card.rank is _ACE:
        stand = state.stand + 1
        new_phase = _STAND
        events.append(_new(StandPending, (nxt, stand, rules.stack_aces, "P-ACE")))
    if outcome is None and turns >= rules.max_turns:
        new_phase, nxt, outcome = _stall(rules, Stall.TURNS, turns, events)
    return _new(State, (rules, new_phase, nxt, dealer, hands, card, pile + (top,), deck, suit, penalty, stand, seed,
                        turns, draws, penalty_cards, stands, stacked, restocks, 0, outcome, tuple(events)))


def _draw(state: State) -> State:
    """One card (P-DRAW), or the pending penalty (P-SEVEN); either way the turn passes."""
    (rules, _, mover, dealer, hands, top, pile, deck, named, penalty, _, seed, turns, draws, penalty_cards, stands,
     stacked, restocks, dry, _, _) = state
    turns += 1
    if deck and not penalty:  # the common case, in short
        card = deck[0]
        if turns < rules.max_turns:
            order = card.order
            hand = hands[mover]
            i = 0
            for held in hand:
                if held.order > order:
                    break
                i += 1
            return _new(State, (rules, _PLAY_PHASE, (mover + 1) % rules.players, dealer,
                                hands[:mover] + (hand[:i] + (card,) + hand[i:],) + hands[mover + 1:], top, pile,
                                deck[1:], named, 0, 0, seed, turns, draws + 1, penalty_cards, stands, stacked,
                                restocks, 0, None, _DREW[card][mover]))
        taken = deck[:1]
        events: list = [Drew(mover, card)]
        deck = deck[1:]
        draws += 1
    else:
        events = []
        stock = _Stock(state, events)
        taken = stock.take(penalty or 1)
        pile, deck, restocks = stock.pile, stock.deck, stock.restocks
        if penalty:
            events.append(PenaltyTaken(mover, len(taken), penalty - len(taken)))
            penalty_cards += len(taken)
        else:
            events.append(Drew(mover, taken[0] if taken else None))
            draws += len(taken)
    if taken:
        hands = hands[:mover] + (_with(hands[mover], taken),) + hands[mover + 1:]
        dry = 0
    else:
        dry += 1
    phase, nxt, outcome = _PLAY_PHASE, (mover + 1) % rules.players, None
    if turns >= rules.max_turns or dry >= rules.players:
        phase, nxt, outcome = _stall(rules, Stall.TURNS if turns >= rules.max_turns else Stall.DRY, turns, events)
    return _new(State, (rules, phase, nxt, dealer, hands, top, pile, deck, named, 0, 0, seed, turns, draws,
                        penalty_cards, stands, stacked, restocks, dry, outcome, tuple(events)))


def _stand(state: State) -> State:
    """Accept the pending ace: the turn passes, nothing drawn or played (P-ACE)."""
    (rules, _, mover, dealer, hands, top, pile, deck, _, _, _, seed, turns, draws, penalty_cards, stands, stacked,
     restocks, dry, _, _) = state
    turns += 1
    if turns < rules.max_turns:
        return _new(State, (rules, _PLAY_PHASE, (mover + 1) % rules.players, dealer, hands, top, pile, deck, None, 0,
                            0, seed, turns, draws, penalty_cards, stands + 1, stacked, restocks, dry, None,
                            _STOOD[mover]))
    events: list = [Stood(mover)]
    phase, nxt, outcome = _stall(rules, Stall.TURNS, turns, events)
    return _new(State, (rules, phase, nxt, dealer, hands, top, pile, deck, None, 0, 0, seed, turns, draws,
                        penalty_cards, stands + 1, stacked, restocks, dry, outcome, tuple(events)))


def _stall(rules, stall: Stall, turns: int, events: list) -> tuple[Phase, None, Outcome]:
    """End the round as a stalemate: it reached max_turns actions, or every player in a row drew nothing
    (P-STALL). Nobody wins or scores. Returns the phase, the seat to move and the outcome."""
    events.append(Stalemate(stall, turns))
    return _OVER, None, Outcome(Termination.STALEMATE, None, (0,) * rules.players, None, stall)
