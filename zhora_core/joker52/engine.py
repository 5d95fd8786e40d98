"""Joker-52's rules as a pure step function: ``legal_actions``, ``explain`` and ``apply``.

The game, in the manner of OpenSpiel's game header:
  players      2-6 in a circle, clockwise (the source describes 3)                 J52-DECK
  deck         52 cards and two jokers; 13 deals of 2 … 8 … 2 cards each         J52-DEALS
  chance       the shuffle before each deal, seeded; the turned card is trumps     J52-TRUMP
  information  imperfect: a seat sees its hand, the table, the turned card
  goal         take exactly the tricks bid                                         J52-BID, J52-SCORE

``explain`` is the one place that says, with a rule id, why an action is legal or not; ``legal_actions`` lists
the same actions fast, and the conformance tests check the two agree on every candidate.

>>> from zhora_core.joker52 import position
>>> s = position(hands=["7♠ A♥", "K♠ 2♠", "RJ 9♦"], trump="5♥", bids=[1, 0, 0], dealer=0)
>>> [str(a) for a in legal_actions(s)]
['7♠', 'A♥']
>>> s = apply(s, "7♠")
>>> [str(a) for a in legal_actions(s)], explain(s, "2♠").rule
(['2♠', 'K♠'], 'J52-FOLLOW')
>>> explain(apply(s, "2♠"), "9♦").text("ru")
'у места 2 нет масти захода ♠: можно положить любую карту'
"""

from __future__ import annotations

from bisect import bisect_left, insort
from itertools import chain
from operator import attrgetter

from .. import checks
from ..cards import DECK_54, Suit
from ..errors import IllegalActionError
from ..protocol import Verdict
from ..words import Seat, say
from .actions import ACTION_TYPES, MAX_BID, Action, Bid, Play, PlayJoker, parse_action
from .events import BidMade, DealOver, JokerPenalty, Played, Refilled, TrickTaken, TrumpDrawn, TurnTo
from .scoring import JOKER_PENALTY, points
from .state import Outcome, Phase, State, Termination, Trick, TrickCard, check_seat

__all__ = ["legal_actions", "explain", "apply", "trick_winner", "second_joker", "candidates"]

_ORDER = attrgetter("order")
_PLAYS = {card: (PlayJoker(card, True), PlayJoker(card, False)) if card.is_joker else (Play(card),)
          for card in DECK_54}
_PLAY_ONE = {card: plays[0] for card, plays in _PLAYS.items()}
_plays_of, _play_of = _PLAYS.__getitem__, _PLAY_ONE.__getitem__  # bound once, not on every call
_BIDS = tuple(Bid(n) for n in range(MAX_BID + 1))
_BID, _PLAY = Phase.BID, Phase.PLAY
_NO_VOIDS = {players: ((),) * players for players in range(2, 7)}  # by number of players
_new = tuple.__new__
"""Builds a state or an event from its fields in order, skipping the NamedTuple's Python ``__new__`` (speed);
tests/games/joker52/test_rules.py pins the field lists these calls rely on."""
_chain = chain.from_iterable


def second_joker(trick: tuple[TrickCard, ...]) -> bool | None:
    """The value a joker played now must take (J52-JOKER): the opposite of a joker already in the trick, or None
    when there is none (free to declare)."""
    for played in trick:
        if played.high is not None:
            return not played.high
    return None


def trick_winner(trick: tuple[TrickCard, ...], trump, led) -> TrickCard:
    """The card that takes a full trick: a joker played high; else the highest trump; else the highest card of
    the led suit (J52-FOLLOW, J52-JOKER). A low joker is the lowest card and never takes a trick."""
    best, best_key = None, -1
    for played in trick:
        _, card, high = played
        if high is not None:
            if high:
                return played
            continue
        suit = card.suit
        key = card.order + 100 if suit is trump else card.order if suit is led else 0  # order: rank first
        if key > best_key:
            best, best_key = played, key
    return best


def _strengths() -> dict:
    """For each turned card, and each card that sets the led suit, every card's strength in a trick without a high
    joker: a trump above the led suit, the led suit above the rest, which (like a low joker) count 0. Keyed by
    cards, not suits, because a card hashes faster than an enum member."""
    tables = {(trump, led): {card: 0 if card.suit is None else card.order + 100 if card.suit is trump
                             else card.order if card.suit is led else 0 for card in DECK_54}
              for trump in (*Suit, None) for led in Suit}
    return {turned: {first: tables[turned.suit, first.suit] for first in DECK_54 if first.suit is not None}
            for turned in DECK_54}


_STRENGTH = _strengths()
#: Whether a card is of a suit, by the suit's symbol (a C-level test for ``filter``; hashing the enum member itself
#: runs Python code).
_OF_SUIT = {suit._value_: frozenset(c for c in DECK_54 if c.suit is suit).__contains__ for suit in Suit}


# --- the list of legal actions -------------------------------------------------------------------------------

# One slot remembering the last state asked about and its actions (``apply`` recomputes on a miss); a list, as
# storing an item of a list is cheaper than rebinding a module's name.
_memo: list = [None, ()]


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal action, in a fixed order: bids from 0 up; or the cards in hand in hand order (a joker high,
    then low). Empty once the deal is over."""
    if type(state) is not State:
        checks.foreign_state(state, "joker52")
    memo = _memo
    if state is memo[0]:
        return memo[1]
    phase = state.phase
    if phase is _PLAY:
        hand = state.hands[state.to_move]
        led = state.led
        if led is not None:
            follow = tuple(filter(_OF_SUIT[led._value_], hand))
            if follow:
                if hand[-1].suit is None:  # jokers sort last
                    follow += hand[-2:] if len(hand) > 1 and hand[-2].suit is None else hand[-1:]
                hand = follow
        if hand[-1].suit is not None:  # no joker in hand (jokers sort last)
            result = tuple(map(_play_of, hand))
        else:
            forced = second_joker(state.trick)
            if forced is None:
                result = tuple(_chain(map(_plays_of, hand)))
            else:
                result = tuple(_PLAYS[c][0 if forced else 1] if c.suit is None else _PLAY_ONE[c] for c in hand)
    elif phase is _BID:
        tricks = state.tricks
        result = _BIDS[:tricks + 1]
        if state.to_move == state.dealer:
            barred = tricks - sum(b for b in state.bids if b is not None)
            if 0 <= barred <= tricks:
                result = result[:barred] + result[barred + 1:]
    else:
        result = ()
    memo[0] = state
    memo[1] = result
    return result


# --- explaining one action --------------------------------------------------------------------------------

def _verdict(legal: bool, rule: str, key: str, **params) -> Verdict:
    key = f"joker52.reason.{key}"
    return Verdict(legal, rule, say(key, "en", **params), key=key, params=params)


def explain(state: State, action: Action | str, *, seat: int | None = None) -> Verdict:
    """Say whether ``action`` (by ``seat``, default the player to move) is legal here, under which rule, and why
    (``verdict.text("ru")`` says it in Russian).

    Raises NotationError only for text that is no action at all, PositionError for a ``seat`` that is not one.
    """
    if type(state) is not State:
        checks.foreign_state(state, "joker52")
    action = parse_action(action)
    if seat is not None:
        check_seat(seat, state.players, "seat")
    if state.outcome is not None:
        return _verdict(False, "J52-SCORE", "over")
    mover = state.to_move
    bidding = state.phase is _BID
    if seat is not None and seat != mover:
        return _verdict(False, "J52-BID" if bidding else "J52-LEAD", "not_your_turn", to_move=Seat(mover),
                        seat=Seat(seat))
    if bidding:
        if type(action) is not Bid:
            return _verdict(False, "J52-BID", "bid_first", seat=Seat(mover))
        n, tricks = action.tricks, state.tricks
        if n > tricks:
            return _verdict(False, "J52-BID", "bid_range", tricks=tricks, n=n)
        if mover == state.dealer and n + sum(b for b in state.bids if b is not None) == tricks:
            return _verdict(False, "J52-BID", "hook", n=n, tricks=tricks)
        return _verdict(True, "J52-BID", "bid_ok", seat=Seat(mover), n=n)
    if type(action) is Bid:
        return _verdict(False, "J52-BID", "bidding_over")
    card, hand = action.card, state.hands[mover]
    if card not in hand:
        return _verdict(False, "J52-JOKER" if card.is_joker else "J52-FOLLOW", "not_held", seat=Seat(mover),
                        card=card)
    if type(action) is PlayJoker:
        forced = second_joker(state.trick)
        if forced is not None and action.high is not forced:
            return _verdict(False, "J52-JOKER", "second_joker_high" if forced else "second_joker_low", card=card)
        if not state.trick and len(hand) > 1:
            return _verdict(True, "J52-JOKER-PENALTY", "joker_penalty")
        return _verdict(True, "J52-JOKER", "joker_ok")
    if not state.trick:
        return _verdict(True, "J52-LEAD", "lead_ok", seat=Seat(mover))
    led = state.led
    if led is None:
        return _verdict(True, "J52-JOKER", "free_after_joker")
    if card.suit is led:
        return _verdict(True, "J52-FOLLOW", "follow_ok", card=card, suit=led)
    if any(c.suit is led for c in hand):
        return _verdict(False, "J52-FOLLOW", "revoke", seat=Seat(mover), suit=led)
    return _verdict(True, "J52-FOLLOW", "free_ok", seat=Seat(mover), suit=led)


# --- applying one action ----------------------------------------------------------------------------------

# A plain card's events (led, followed) and trick entry, each a 1-tuple made once by card and seat (they are
# immutable), found by one look-up: the common step allocates none of them.
_SEATS = range(6)
_PLAIN = {card: tuple(((Played(seat, card, None, "J52-LEAD"),), (Played(seat, card, None, "J52-FOLLOW"),),
                       (TrickCard(seat, card, None),)) for seat in _SEATS)
          for card in DECK_54 if not card.is_joker}
#: Each seat's turn to lead, and its bids (a bid's 1-tuple of events), made once likewise.
_LEADS = tuple(TurnTo(seat, "J52-LEAD") for seat in _SEATS)
_BIDS_MADE = tuple(tuple((BidMade(seat, n, "J52-BID"),) for n in range(MAX_BID + 1)) for seat in _SEATS)
#: The seats from each winner on, clockwise, by number of players: the order of the refill (J52-REFILL).
_FROM = {players: tuple(tuple((winner + k) % players for k in range(players)) for winner in range(players))
         for players in range(2, 7)}


def _bid(state: State, n: int) -> State:
    (rules, _, mover, dealer, cards_each, tricks, hands, stock, turned, trump, bids, taken, _, leader, _, pile,
     last_trick, voids, penalties, drawn_trump, seed, turns, _, _) = state
    bids = bids[:mover] + (n,) + bids[mover + 1:]
    if mover == dealer:
        return _new(State, (rules, _PLAY, dealer, dealer, cards_each, tricks, hands, stock, turned, trump, bids,
                            taken, (), dealer, None, pile, last_trick, voids, penalties, drawn_trump, seed, turns + 1,
                            None, (_BIDS_MADE[mover][n][0], _LEADS[dealer])))
    return _new(State, (rules, _BID, (mover + 1) % len(bids), dealer, cards_each, tricks, hands, stock, turned, trump,
                        bids, taken, (), leader, None, pile, last_trick, voids, penalties, drawn_trump, seed,
                        turns + 1, None, _BIDS_MADE[mover][n]))


def apply(state: State, action: Action | str, *, seat: int | None = None) -> State:
    """The state after ``action`` (by ``seat``, default the player to move). Raises IllegalActionError (with the
    verdict) for an illegal action, NotationError for text that is no action; the input state never changes."""
    if type(state) is not State:
        checks.foreign_state(state, "joker52")
    memo = _memo
    legal = memo[1] if state is memo[0] else legal_actions(state)
    if seat is not None or action not in legal:
        if not isinstance(action, ACTION_TYPES):
            action = parse_action(action)
        if seat is not None:
            check_seat(seat, state.players, "seat")
        if action not in legal or (seat is not None and seat != state.to_move):
            verdict = explain(state, action, seat=seat)
            raise IllegalActionError(f"{action} is illegal: {verdict.reason} ({verdict.rule})", action=action,
                                     verdict=verdict)
    if type(action) is Bid:
        return _bid(state, action.tricks)
    # Play a card (here, not in a function of its own: the call would add some 3% to a step); a full trick goes to
    # its winner, the refill follows (J52-REFILL), the last trick scores.
    (rules, _, mover, dealer, cards_each, tricks, hands, stock, turned, trump, bids, taken, trick, leader, led, pile,
     last_trick, voids, penalties, drawn_trump, seed, turns, _, _) = state
    card = action.card
    hand = hands[mover]
    # the card's place in the sorted hand, found by its ``order``: ``hand.index`` would compare cards with ``==``,
    # which runs Python code (``Card`` defines its ordering in Python) for every card before it
    i = bisect_left(hand, card.order, key=_ORDER)
    hands = list(hands)  # cheaper than joining slices of the tuple
    hands[mover] = hand[:i] + hand[i + 1:]
    hands = tuple(hands)
    suit = card.suit
    if suit is None:
        high = action.high
        entry = (_new(TrickCard, (mover, card, high)),)
        events = [_new(Played, (mover, card, high, "J52-JOKER"))]
        if not trick and len(hand) > 1:
            penalties = penalties[:mover] + (penalties[mover] + 1,) + penalties[mover + 1:]
            events.append(_new(JokerPenalty, (mover, "J52-JOKER-PENALTY")))
    else:
        high = None
        led_events, followed_events, entry = _PLAIN[card][mover]
        played = followed_events if trick else led_events
        if led is None:
            led = suit
        elif suit is not led and led not in voids[mover]:
            voids = voids[:mover] + ((*voids[mover], led),) + voids[mover + 1:]
        players = len(hands)
        if len(trick) + 1 < players:  # the short path: a plain card to a trick that is not yet full
            return _new(State, (rules, _PLAY, (mover + 1) % players, dealer, cards_each, tricks, hands, stock, turned,
                                trump, bids, taken, trick + entry, leader, led, pile,
                                last_trick, voids, penalties, drawn_trump, seed, turns + 1, None, played))
        events = list(played)
    trick = trick + entry
    players = len(hands)
    turns += 1
    if len(trick) < players:
        return _new(State, (rules, _PLAY, (mover + 1) % players, dealer, cards_each, tricks, hands, stock, turned,
                            trump, bids, taken, trick, leader, led, pile, last_trick, voids, penalties, drawn_trump,
                            seed, turns, None, tuple(events)))
    _, cards, highs = zip(*trick)  # by position in the trick: no attribute reads of a NamedTuple
    if True in highs:
        at = highs.index(True)
    else:  # the same ranking as trick_winner, tabulated by the turned card and the first card not a joker
        first = cards[0] if highs[0] is None else cards[highs.index(None)]
        keys = list(map(_STRENGTH[turned][first].__getitem__, cards))
        at = keys.index(max(keys))
    winner = (leader + at) % players  # the trick is played clockwise from its leader
    events.append(_new(TrickTaken, (winner, cards[at], "J52-JOKER" if highs[at] else "J52-FOLLOW")))
    counts = list(taken)  # cheaper than joining slices of ``taken``
    counts[winner] += 1
    taken = tuple(counts)
    pile += cards
    last_trick = _new(Trick, (leader, trick, winner))
    if rules.refill and len(stock) >= players:
        hands = list(hands)
        for drawer, card in zip(_FROM[players][winner], stock):  # one card each, from the winner on
            hand = list(hands[drawer])
            insort(hand, card, key=_ORDER)  # in a list, by ``order`` (as the removal above): cheaper than slices
            hands[drawer] = tuple(hand)
        hands = tuple(hands)
        stock = stock[players:]
        events.append(_new(Refilled, (winner, len(stock), "J52-REFILL")))
        if not stock and drawn_trump is None:
            drawn_trump = (winner + players - 1) % players
            events.append(_new(TrumpDrawn, (drawn_trump, turned, "J52-REFILL")))
        voids = _NO_VOIDS[players]
    if hands[winner]:
        events.append(_LEADS[winner])
        return _new(State, (rules, _PLAY, winner, dealer, cards_each, tricks, hands, stock, turned, trump, bids, taken,
                            (), winner, None, pile, last_trick, voids, penalties, drawn_trump, seed, turns, None,
                            tuple(events)))
    scores = tuple(points(bids[s], taken[s]) - JOKER_PENALTY * penalties[s] for s in range(players))
    top = max(scores)
    best_seats = [s for s in range(players) if scores[s] == top]
    outcome = Outcome(Termination.PLAYED_OUT, best_seats[0] if len(best_seats) == 1 else None, scores, bids, taken,
                      tuple(bids[s] == taken[s] for s in range(players)), penalties)
    events.append(DealOver(scores))
    return _new(State, (rules, Phase.OVER, None, dealer, cards_each, tricks, hands, stock, turned, trump, bids, taken,
                        (), winner, None, pile, last_trick, voids, penalties, drawn_trump, seed, turns, outcome,
                        tuple(events)))


def candidates(state: State, seat: int) -> tuple[Action, ...]:
    """Every bid from 0 to the deal's tricks and one more (while a bid can be written), and each card of
    ``seat``'s hand as a play (a joker high and low)."""
    if type(state) is not State:
        checks.foreign_state(state, "joker52")
    out: list[Action] = [Bid(n) for n in range(min(state.tricks + 2, MAX_BID + 1))]
    for card in state.hands[seat]:
        out += (PlayJoker(card, True), PlayJoker(card, False)) if card.is_joker else (Play(card),)
    return tuple(out)
