"""Georgian Joker's rules as a pure step function: ``legal_actions``, ``explain`` and ``apply``.

The game, in the manner of OpenSpiel's game header:
  players      2-4, in a circle, clockwise (seat i -> i+1)                          JK-PLAYERS
  deck         36 cards, 6..A; 6♠ and 6♣ are jokers                                 JK-DECK
  chance       the shuffle before each deal, seeded
  information  imperfect: a seat sees its own hand, the table and the played cards
  phases       trumps named (full deals), bids with the hook, tricks                JK-TRUMP, JK-BID, JK-LEAD
  goal         take exactly the tricks you bid                                      JK-SCORE

``explain`` is the one place that says, with a rule id, why an action is legal or not; ``legal_actions`` lists the
same actions fast, and the tests check that the two agree on every candidate (the duty to follow lives in
``_follow_plays`` and in ``_explain_follow``: change both together).

>>> from zhora_core.joker import position
>>> s = position(hands=["7♥ A♠", "6♠ 8♥", "K♥"], trump="♣", bids=[1, 0, 0], trick=["10♥"], leader=2)
>>> [str(a) for a in legal_actions(s)]
['7♥']
>>> explain(s, "A♠").rule, explain(s, "A♠").reason
('JK-FOLLOW', 'A♠ revokes: seat 0 holds hearts ♥ and must follow')
>>> s = apply(s, "7♥")
>>> [str(a) for a in legal_actions(s)]
['6♠ high', '6♠ low', '8♥']
>>> [str(e) for e in apply(s, "6♠ high").events]
['seat 1 plays the joker 6♠ high (JK-JOKER-FOLLOW)', 'seat 1 takes the trick (1 taken) (JK-JOKER-FOLLOW)']
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import repeat

from .. import checks
from ..cards import DECK_36, Card, Suit
from ..errors import IllegalActionError, NotationError, PositionError
from ..protocol import Termination, Verdict
from .. import words
from .actions import (JOKERS, MODES, Action, Bid, NameTrump, Play, PlayJoker, bid, name_trump, parse_action, play,
                      play_joker)
from .events import BidMade, DealScored, HookBarred, JokerPlayed, Played, RestDealt, TrickTaken, TrumpNamed
from .phrases import MODE_WORDS
from .scoring import points
from .state import Outcome, Phase, State, Trick, TrickCard

__all__ = ["legal_actions", "explain", "apply", "candidates", "trick_winner", "led_suit", "hook"]

_TRUMP, _BID, _PLAY, _OVER = Phase.TRUMP, Phase.BID, Phase.PLAY, Phase.OVER
_new = tuple.__new__
#: A card's ``order`` (rank, then suit), the sort key of hands, by a look-up (cheaper than an attrgetter).
_ORDER = {c: c.order for c in DECK_36}.__getitem__
_SUITS = tuple(Suit)
_TRUMP_ACTIONS = tuple(name_trump(s) for s in (*_SUITS, None))
_JOKER_LEADS = {c: tuple(play_joker(c, mode, s) for mode in ("high", "low") for s in _SUITS) for c in JOKERS}
_JOKER_FOLLOWS = {c: (play_joker(c, "high"), play_joker(c, "low")) for c in JOKERS}
_SIXES = {c: play_joker(c, "six") for c in JOKERS}
_PLAIN = {c: play(c) for c in (Card.parse(f"{r}{s}") for r in ("6", "7", "8", "9", "10", "J", "Q", "K", "A")
                                 for s in "♠♣♥♦") if c not in JOKERS}
_PLAIN_GET = _PLAIN.__getitem__
#: Whether a card is a plain card of a suit, by suit (a C-level test for ``filter``).
# The tables below that are looked up per decision are keyed by a suit's symbol, its ``_value_``: hashing the
# enum member itself runs Python code.
_OF_SUIT = {suit._value_: frozenset(c for c in _PLAIN if c.suit is suit).__contains__ for suit in _SUITS}
#: A card's ``Play`` if it is a plain card of a suit, else None, by suit (for ``filter(None, map(...))``).
_PLAYS_OF_SUIT = {suit._value_: {c: a for c, a in _PLAIN.items() if c.suit is suit}.get for suit in _SUITS}
#: The suits a player shows he lacks by not following ``led`` (and by not trumping, when trumps are given).
_SHOWN = {(led._value_, None if trump is None else trump._value_): frozenset({led, trump} - {None})
          for led in _SUITS for trump in (None, *_SUITS)}
_BIDS = {n: tuple(bid(k) for k in range(n + 1)) for n in range(1, 19)}
_HOOKED = {(n, barred): tuple(bid(k) for k in range(n + 1) if k != barred) for n in range(1, 19)
           for barred in range(n + 1)}


def hook(state: State) -> int | None:
    """The bid the dealer may not make, once every other seat has bid (JK-BID): the one that would make the bids
    add up to the cards each; None if that is out of range or the dealer is not to bid."""
    if state.phase is not _BID or state.to_move != state.dealer:
        return None
    barred = state.cards_each - sum(filter(None, state.bids))  # the bids made (None: still to bid)
    return barred if 0 <= barred <= state.cards_each else None


def led_suit(trick: tuple[TrickCard, ...]) -> tuple[Suit | None, bool]:
    """The suit the others must follow and whether a joker led "high" demands their highest card of it (a joker
    led "low" under ``low_lead="lowest"`` demands their lowest: ``_lowest``)."""
    if not trick:
        return None, False
    first = trick[0]
    mode = first.mode
    if mode == "high" or mode == "low":
        return first.suit, mode == "high"
    return first.card.suit, False


# --- the list of legal actions -------------------------------------------------------------------------------

# One slot remembering the last state asked about and its actions: a random playout asks ``legal_actions(s)`` and
# then ``apply(s, a)``, which finds ``a`` among those very objects. Only a shortcut: ``apply`` recomputes on a miss.
# A list, not two globals: storing an item of a list is cheaper than rebinding a module's name.
_memo: list = [None, ()]


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal action, in a fixed order: trumps ♠ ♣ ♥ ♦ then no trumps; bids from 0 up; the hand's cards by
    rank, a joker high (then low) naming each suit when it leads, then as a six. Empty once the deal is over."""
    if type(state) is not State:
        checks.foreign_state(state, "joker")
    memo = _memo
    if state is memo[0]:
        return memo[1]
    phase = state.phase
    if phase is _PLAY:
        trick = state.trick
        hand = state.hands[state.to_move]
        if hand[0] in JOKERS:
            result = _follow_plays(state) if trick else _lead_plays(state)
        elif not trick:
            result = tuple(map(_PLAIN_GET, hand))
        else:  # a hand without jokers, in short (the same duty as ``_follow_plays``)
            first = trick[0]
            mode = first[2]
            if mode == "high" or (mode == "low" and state.rules.low_lead == "lowest"):
                result = _follow_plays(state)
            else:
                led = first[3] if mode == "low" else first[1].suit
                result = tuple(filter(None, map(_PLAYS_OF_SUIT[led._value_], hand)))
                if not result:
                    trump = state.trump
                    if trump is not None:
                        result = tuple(filter(None, map(_PLAYS_OF_SUIT[trump._value_], hand)))
                    if not result:
                        result = tuple(map(_PLAIN_GET, hand))
    elif phase is _BID:
        n = state.cards_each
        barred = hook(state)
        result = _BIDS[n] if barred is None else _HOOKED[n, barred]
    elif phase is _TRUMP:
        result = _TRUMP_ACTIONS
    else:
        result = ()
    memo[0] = state
    memo[1] = result
    return result


def _lead_plays(state: State) -> tuple[Action, ...]:
    """A lead from a hand that holds a joker (a sorted hand holds its jokers, the lowest cards, first)."""
    rules = state.rules
    mover = state.to_move
    hand = state.hands[mover]
    jokers = 2 if len(hand) > 1 and hand[1] in JOKERS else 1
    out: list[Action] = []
    if not rules.strict_joker or len(hand) == jokers:
        for c in hand[:jokers]:
            out += _JOKER_LEADS[c]
            if rules.joker_as_six and c.suit not in state.voids[mover]:
                out.append(_SIXES[c])
    out += map(_PLAIN_GET, hand[jokers:])
    return tuple(out)


def _lowest(state: State) -> bool:
    """Whether the trick was led by a joker "low" that demands the lowest card of its suit (``low_lead``)."""
    return state.trick[0].mode == "low" and state.rules.low_lead == "lowest"


def _duty(state: State, hand: tuple[Card, ...]):
    """What the player to move must play to the trick: (led suit, high demand, the plain cards allowed, whether
    a trump is required, whether he holds the led suit)."""
    led, high = led_suit(state.trick)
    plain = [c for c in hand if c not in JOKERS]
    of_led = [c for c in plain if c.suit is led]
    trump = state.trump
    must_trump = False
    if of_led:
        allowed = of_led[-1:] if high else of_led[:1] if _lowest(state) else of_led
    elif trump is not None and not (high and state.rules.void_after_high_joker == "any"):
        of_trump = [c for c in plain if c.suit is trump]
        must_trump = bool(of_trump)
        allowed = of_trump or plain
    else:
        allowed = plain
    return led, high, allowed, must_trump, bool(of_led)


def _six_allowed(card: Card, state: State, led: Suit, high: bool, must_trump: bool, holds_led: bool) -> bool:
    """Whether a joker declared the plain six of its suit obeys the duty to follow (JK-FACE, JK-FOLLOW)."""
    suit = card.suit
    if suit is led:
        return not (high and holds_led)
    if holds_led:
        return False
    return suit is state.trump or not must_trump


def _follow_plays(state: State) -> tuple[Action, ...]:
    """A follow from a hand that holds a joker, or to a joker led high (the other follows are in
    ``legal_actions``)."""
    mover = state.to_move
    hand = state.hands[mover]
    first = state.trick[0]
    mode = first[2]
    if mode == "high" or mode == "low":
        led, high = first[3], mode == "high"
    else:
        led, high = first[1].suit, False
    # a sorted hand holds its jokers (the sixes of ♠ and ♣, the lowest cards) first
    jokers = 0
    if hand[0] in JOKERS:
        jokers = 2 if len(hand) > 1 and hand[1] in JOKERS else 1
    plain = hand[jokers:]
    of_led = tuple(filter(_OF_SUIT[led._value_], plain))
    must_trump = False
    if of_led:
        allowed = of_led[-1:] if high else of_led[:1] if mode == "low" and state.rules.low_lead == "lowest" \
            else of_led
    else:
        trump = state.trump
        allowed = plain
        if trump is not None and not (high and state.rules.void_after_high_joker == "any"):
            of_trump = tuple(filter(_OF_SUIT[trump._value_], plain))
            if of_trump:
                allowed, must_trump = of_trump, True
    out: list[Action] = []
    if jokers:
        six = state.rules.joker_as_six
        holds_led = bool(of_led)
        for c in hand[:jokers]:
            out += _JOKER_FOLLOWS[c]
            if six and c.suit not in state.voids[mover] and _six_allowed(c, state, led, high, must_trump, holds_led):
                out.append(_SIXES[c])
    out += map(_PLAIN_GET, allowed)
    return tuple(out)


def candidates(state: State, seat: int) -> tuple[Action, ...]:
    """Every action ``seat`` could try now, legal or not: the five trump choices, the bids 0 to the cards each, and
    each card of the hand (a joker in every declaration, with and without a suit)."""
    if type(state) is not State:
        checks.foreign_state(state, "joker")
    out: list[Action] = [*_TRUMP_ACTIONS, *(bid(k) for k in range(state.cards_each + 1))]
    for card in state.hands[seat]:
        if card in JOKERS:
            out += [play_joker(card, mode, s) for mode in ("high", "low") for s in (None, *_SUITS)]
            out.append(_SIXES[card])
        else:
            out.append(_PLAIN[card])
    return tuple(out)


# --- explaining one action --------------------------------------------------------------------------------

_SEAT_WORDS = tuple(words.Seat(n) for n in range(4))


def _verdict(legal: bool, rule: str, key: str, **params) -> Verdict:
    for name in ("seat", "to_move"):
        if name in params:
            params[name] = _SEAT_WORDS[params[name]]
    return Verdict(legal, rule, words.say("joker.why." + key, "en", **params), key="joker.why." + key, params=params)


def _check_seat(seat: object, state: State) -> None:
    if seat is not None and (type(seat) is not int or not 0 <= seat < len(state.hands)):
        shown = repr(seat) if len(repr(seat)) <= 20 else repr(seat)[:20] + "…"
        raise PositionError(f"seat={shown} is not a seat: a seat is a whole number from 0 to "
                            f"{len(state.hands) - 1} (JK-PLAYERS)", rule="JK-PLAYERS")


def explain(state: State, action: Action | str, *, seat: int | None = None) -> Verdict:
    """Say whether ``action`` (by ``seat``, default the player to move) is legal here, under which rule, and why
    (``verdict.text("ru")`` says it in Russian).

    Raises NotationError for text that is no action, PositionError for a seat that is not a seat number.
    """
    if type(state) is not State:
        checks.foreign_state(state, "joker")
    action = parse_action(action)
    _check_seat(seat, state)
    _check_action(action)
    phase = state.phase
    if phase is _OVER:
        return _verdict(False, "JK-SCORE", "over")
    mover = state.to_move
    kind = type(action)
    if seat is not None and seat != mover:
        rule = "JK-TRUMP" if kind is NameTrump or phase is _TRUMP else "JK-BID" if kind is Bid or phase is _BID \
            else "JK-LEAD"
        return _verdict(False, rule, "not_your_turn", to_move=mover, seat=seat)
    if kind is NameTrump:
        if phase is not _TRUMP:
            return _verdict(False, "JK-TRUMP", "trump_not_now")
        if action.suit is None:
            return _verdict(True, "JK-TRUMP", "no_trump_ok", seat=mover)
        return _verdict(True, "JK-TRUMP", "trump_ok", seat=mover, suit=action.suit)
    if phase is _TRUMP:
        return _verdict(False, "JK-TRUMP", "trump_first", seat=mover)
    if kind is Bid:
        if phase is not _BID:
            return _verdict(False, "JK-BID", "bid_over")
        n, k = state.cards_each, action.tricks
        if not 0 <= k <= n:
            return _verdict(False, "JK-BID", "bid_range", bid=k, n=n)
        if k == hook(state):
            return _verdict(False, "JK-BID", "hook", bid=k, n=n)
        return _verdict(True, "JK-BID", "bid_ok", bid=k, n=n)
    if phase is _BID:
        return _verdict(False, "JK-BID", "bid_first", seat=mover)
    card = action.card
    if card not in state.hands[mover]:
        return _verdict(False, "JK-FOLLOW", "not_held", card=card, seat=mover)
    if kind is Play and card in JOKERS:
        return _verdict(False, "JK-JOKER-LEAD", "needs_declaration", card=card)
    if kind is PlayJoker:
        if card not in JOKERS:
            return _verdict(False, "JK-JOKER-LEAD", "not_a_joker", card=card)
        verdict = _explain_joker(state, action, mover)
        if verdict is not None:
            return verdict
    if not state.trick:
        return _verdict(True, "JK-LEAD", "lead_ok", card=card)
    return _explain_follow(state, card, mover, kind is PlayJoker)


def _check_action(action: Action) -> None:
    """Refuse a hand-built action whose fields are not what its kind needs (NotationError)."""
    kind = type(action)
    if kind is Bid:
        ok = type(action.tricks) is int
    elif kind is NameTrump:
        ok = action.suit is None or isinstance(action.suit, Suit)
    elif kind is Play:
        ok = isinstance(action.card, Card)
    else:
        ok = isinstance(action.card, Card) and action.mode in MODES and \
            (action.suit is None or isinstance(action.suit, Suit)) and not (action.mode == "six" and action.suit)
    if not ok:
        raise NotationError(f"{action!r} is not a well-formed action")


def _explain_joker(state: State, action: PlayJoker, mover: int) -> Verdict | None:
    """The verdict on a joker's declaration, or None when it is a six to be judged as a plain card."""
    card, mode, suit = action.card, action.mode, action.suit
    rules = state.rules
    leading = not state.trick
    if mode == "six":
        if not rules.joker_as_six:
            return _verdict(False, "JK-FACE", "six_off")
        if card.suit in state.voids[mover]:
            return _verdict(False, "JK-FACE", "six_void", card=card, seat=mover, suit=card.suit)
        if leading and rules.strict_joker and any(c not in JOKERS for c in state.hands[mover]):
            return _verdict(False, "JK-STRICT", "strict")
        if leading:
            return _verdict(True, "JK-FACE", "six_ok", card=card, suit=card.suit)
        return None
    word = MODE_WORDS[mode]
    if leading:
        if suit is None:
            return _verdict(False, "JK-JOKER-LEAD", "lead_needs_suit", card=card, mode=word)
        if rules.strict_joker and any(c not in JOKERS for c in state.hands[mover]):
            return _verdict(False, "JK-STRICT", "strict")
        return _verdict(True, "JK-JOKER-LEAD", "joker_lead_ok", card=card, mode=word, suit=suit)
    if suit is not None:
        return _verdict(False, "JK-JOKER-FOLLOW", "follow_no_suit", card=card, mode=word)
    return _verdict(True, "JK-JOKER-FOLLOW", "joker_follow_ok", card=card, mode=word)


def _explain_follow(state: State, card: Card, mover: int, six: bool) -> Verdict:
    """A plain card (or a joker declared a six) played to another's lead (JK-FOLLOW; JK-JOKER-LEAD after a joker
    led high or low)."""
    hand = state.hands[mover]
    led, high, allowed, must_trump, holds_led = _duty(state, hand)
    by_joker = state.trick[0].mode in ("high", "low")
    rule = "JK-JOKER-LEAD" if by_joker else "JK-FOLLOW"
    legal = _six_allowed(card, state, led, high, must_trump, holds_led) if six else card in allowed
    if six and legal:
        return _verdict(True, "JK-FACE", "six_ok", card=card, suit=card.suit)
    if high and holds_led:
        best = allowed[0]
        if legal:
            return _verdict(True, rule, "high_ok", card=card, suit=led)
        return _verdict(False, rule, "high_demand", suit=led, seat=mover, best=best)
    if holds_led and _lowest(state):
        if legal:
            return _verdict(True, rule, "low_ok", card=card, suit=led)
        if card.suit is led:
            return _verdict(False, rule, "low_demand", suit=led, seat=mover, least=allowed[0])
    if card.suit is led:
        return _verdict(True, rule, "follow_ok", card=card, suit=led)
    if holds_led:
        return _verdict(False, rule, "revoke", card=card, seat=mover, led=led)
    if must_trump:
        if card.suit is state.trump:
            return _verdict(True, rule, "trump_in_ok", card=card, led=led)
        return _verdict(False, rule, "must_trump", card=card, seat=mover, led=led, trump=state.trump)
    if high and state.rules.void_after_high_joker == "any":
        return _verdict(True, "JK-JOKER-LEAD", "high_void_any", card=card, suit=led)
    if card.suit is state.trump:
        return _verdict(True, rule, "trump_in_ok", card=card, led=led)
    return _verdict(True, rule, "discard_ok", card=card, led=led)


# --- who takes a trick --------------------------------------------------------------------------------------

def trick_winner(trick: tuple[TrickCard, ...], trump: Suit | None, rules) -> tuple[int, str]:
    """The seat that takes a complete trick and the rule id that decides it.

    The last joker played high by a follower takes (JK-JOKER-FOLLOW; JK-TWO-JOKERS when two went high). Else a
    joker led high takes (JK-JOKER-LEAD), even over trumps (JK-HIGH-TRUMPED) unless ``high_lead_trumpable``.
    Else the highest trump, or the highest card of the led (or called) suit, where a joker led low is the lowest
    card of the suit it called (JK-FOLLOW; JK-JOKER-LEAD when that joker takes the trick itself).
    """
    first = trick[0]
    lead_mode = first[2]
    if lead_mode == "high" or lead_mode == "low":
        led = first[3]
        best, rank = (first, 0) if lead_mode == "low" else (None, -1)
    else:
        led = first[1].suit
        best, rank = first, first[1].rank
    high = None
    highs = lead_mode == "high"
    best_trump, trump_rank = None, -1
    if lead_mode != "high" and lead_mode != "low" and first[1].suit is trump:
        best_trump, trump_rank = first, first[1].rank
    for t in trick[1:]:
        mode = t[2]
        if mode == "high":
            high = t
            highs += 1
        elif mode != "low":
            card = t[1]
            suit = card.suit
            if suit is trump:
                if card.rank > trump_rank:
                    best_trump, trump_rank = t, card.rank
            elif suit is led and card.rank > rank:
                best, rank = t, card.rank
    if high is not None:
        return high.seat, "JK-TWO-JOKERS" if highs > 1 else "JK-JOKER-FOLLOW"
    if lead_mode == "high":
        if best_trump is not None and led is not trump:
            return (best_trump.seat if rules.high_lead_trumpable else first.seat), "JK-HIGH-TRUMPED"
        return first.seat, "JK-JOKER-LEAD"
    if best_trump is not None:
        return best_trump.seat, "JK-FOLLOW"
    if best is first and lead_mode == "low":
        return first.seat, "JK-JOKER-LEAD"
    return best.seat, "JK-FOLLOW"


# --- applying an action -----------------------------------------------------------------------------------

def apply(state: State, action: Action | str, *, seat: int | None = None) -> State:
    """The state after ``action`` by the player to move (or by ``seat``, checked). The input is never changed.

    Raises IllegalActionError, citing the rule id and the reason, for an action the rules forbid here.
    """
    if type(state) is not State:
        checks.foreign_state(state, "joker")
    kind = type(action)
    if kind is str:
        action = parse_action(action)
        kind = type(action)
    if seat is not None:
        _check_seat(seat, state)
        if seat != state.to_move:
            return _refuse(state, action, seat)
    legal = _memo[1] if state is _memo[0] else legal_actions(state)
    # the usual case: one of legal_actions' own (shared) objects, found by identity (``in`` would compare the
    # actions before it with ``==``, which runs Python code for their cards; a loop is cheaper than
    # ``any(map(is_, ...))``, which allocates two iterators)
    for shared in legal:
        if shared is action:
            break
    else:
        if action not in legal:
            return _refuse(state, action, seat)
    if kind is Play:
        return _play(state, action.card)
    if kind is PlayJoker:
        return _play_joker(state, action.card, action.mode, action.suit)
    if kind is Bid:
        return _bid(state, action.tricks)
    return _name_trump(state, action.suit)


def _refuse(state: State, action: Action, seat: int | None) -> State:
    verdict = explain(state, action, seat=seat)
    mover = state.to_move if seat is None else seat
    raise IllegalActionError(f"seat {mover} cannot {action} ({verdict.rule}: {verdict.reason})",
                             action=action, verdict=verdict)


def _name_trump(state: State, suit: Suit | None) -> State:
    """Trumps named; the rest of the deal dealt one card at a time from the dealer's left; bidding starts there."""
    (rules, _, mover, dealer, hands, n, _, turned, stock, bids, taken, trick, leader, history, voids, seed, turns,
     _, _) = state
    p = len(hands)
    first = (dealer + 1) % p
    # the rest one card at a time from the dealer's left, as the first three rounds were dealt
    hands = tuple(tuple(sorted(hands[seat] + stock[(seat - first) % p::p], key=_ORDER)) for seat in range(p))
    events = (_new(TrumpNamed, (mover, suit, "JK-TRUMP")), _REST_DEALT[n])
    return _new(State, (rules, _BID, first, dealer, hands, n, suit, turned, (), bids, taken, trick, first, history,
                        voids, seed, turns + 1, None, events))


def _bid(state: State, tricks: int) -> State:
    (rules, _, mover, dealer, hands, n, trump, turned, stock, bids, taken, trick, leader, history, voids, seed,
     turns, _, _) = state
    bids = bids[:mover] + (tricks,) + bids[mover + 1:]
    event = _BID_MADE[mover][tricks]
    if mover == dealer:
        first = (dealer + 1) % len(hands)
        return _new(State, (rules, _PLAY, first, dealer, hands, n, trump, turned, stock, bids, taken, trick, first,
                            history, voids, seed, turns + 1, None, (event,)))
    nxt = (mover + 1) % len(hands)
    if nxt == dealer:
        barred = n - sum(filter(None, bids))
        if 0 <= barred <= n:
            events = (event, HookBarred(dealer, barred, n))
        else:
            events = (event,)
    else:
        events = (event,)
    return _new(State, (rules, _BID, nxt, dealer, hands, n, trump, turned, stock, bids, taken, trick, leader,
                        history, voids, seed, turns + 1, None, events))


def _play(state: State, card: Card) -> State:
    """A plain card to the trick (the common case, kept short): led, followed, or thrown, which shows a void."""
    (rules, _, mover, dealer, hands, n, trump, turned, stock, bids, taken, trick, leader, history, voids, seed,
     turns, _, _) = state
    hand = hands[mover]  # _without's steps, written out: a call less on the hot path
    i = bisect_left(hand, card.order, key=_ORDER)
    hands = list(hands)
    hands[mover] = hand[:i] + hand[i + 1:]
    hands = tuple(hands)
    entry = _ENTRY[card][mover]
    p = len(hands)
    if not trick:
        return _new(State, (rules, _PLAY, (mover + 1) % p, dealer, hands, n, trump, turned, stock, bids, taken,
                            entry, leader, history, voids, seed, turns + 1, None, _LED[card][mover]))
    first = trick[0]
    lead_mode = first[2]
    if lead_mode == "high" or lead_mode == "low":
        led, high, event = first[3], lead_mode == "high", _AFTER_JOKER[card][mover]
    else:
        led, high, event = first[1].suit, False, _FOLLOWED[card][mover]
    if card.suit is not led:
        voids = _shown(rules, voids, mover, card, led, high, trump)
    trick = trick + entry
    if len(trick) < p:
        return _new(State, (rules, _PLAY, (mover + 1) % p, dealer, hands, n, trump, turned, stock, bids, taken, trick,
                            leader, history, voids, seed, turns + 1, None, event))
    # a trick led by a plain card, the usual one: its best entry by the table (the ranking of trick_winner),
    # unless a joker went high
    best = max(map(_RANKED[led._value_, None if trump is None else trump._value_].__getitem__, trick)) \
        if lead_mode is None else _HIGH
    if best < _HIGH:
        winner, why = best & 3, "JK-FOLLOW"
    else:
        winner, why = trick_winner(trick, trump, rules)
    return _take(rules, dealer, hands, n, trump, turned, stock, bids, taken, trick, history, voids, seed, turns,
                 event[0], winner, why)


def _without(hands: tuple[tuple[Card, ...], ...], mover: int, card: Card) -> tuple[tuple[Card, ...], ...]:
    """The hands after ``mover`` played ``card``."""
    hand = hands[mover]
    # the card's place in the sorted hand, found by its ``order``: ``hand.index`` would compare cards with ``==``,
    # which runs Python code (``Card`` defines its ordering in Python) for every card before it
    i = bisect_left(hand, card.order, key=_ORDER)
    changed = list(hands)  # cheaper than joining slices of ``hands``
    changed[mover] = hand[:i] + hand[i + 1:]
    return tuple(changed)


def _shown(rules, voids: tuple[frozenset, ...], mover: int, card: Card, led: Suit, high: bool,
           trump: Suit | None) -> tuple[frozenset, ...]:
    """The voids after ``mover`` did not follow ``led`` with ``card``: the led suit, and trumps too if he did not
    trump when he had to (JK-FOLLOW; not after a high joker under ``void_after_high_joker="any"``)."""
    if trump is not None and card.suit is not trump and not (high and rules.void_after_high_joker == "any"):
        shown = _SHOWN[led._value_, trump._value_]
    else:
        shown = _SHOWN[led._value_, None]
    held = voids[mover]
    if shown <= held:
        return voids
    changed = list(voids)  # cheaper than joining slices of ``voids``
    changed[mover] = held | shown
    return tuple(changed)


def _play_joker(state: State, card: Card, mode: str, suit: Suit | None) -> State:
    """A joker to the trick: high or low (naming ``suit`` when it leads), or its plain six (JK-FACE)."""
    (rules, _, mover, dealer, hands, n, trump, turned, stock, bids, taken, trick, leader, history, voids, seed,
     turns, _, _) = state
    hands = _without(hands, mover, card)
    if not trick:
        rule = "JK-FACE" if mode == "six" else "JK-JOKER-LEAD"
    elif mode == "six":
        rule = "JK-FACE"
        led, high = led_suit(trick)
        if card.suit is not led:
            voids = _shown(rules, voids, mover, card, led, high, trump)
    else:
        rule = "JK-JOKER-FOLLOW"
    event = _new(JokerPlayed, (mover, card, mode, suit, rule))
    trick = trick + (_new(TrickCard, (mover, card, mode, suit)),)
    p = len(hands)
    if len(trick) < p:
        return _new(State, (rules, _PLAY, (mover + 1) % p, dealer, hands, n, trump, turned, stock, bids, taken, trick,
                            leader, history, voids, seed, turns + 1, None, (event,)))
    winner, why = trick_winner(trick, trump, rules)
    return _take(rules, dealer, hands, n, trump, turned, stock, bids, taken, trick, history, voids, seed, turns, event,
                 winner, why)


def _take(rules, dealer, hands, n, trump, turned, stock, bids, taken, trick, history, voids, seed, turns, event,
          winner: int, why: str) -> State:
    """The complete trick taken by ``winner`` (under rule ``why``), who leads next; the deal scored after the last
    trick. Takes the fields of the state its caller unpacked, not the state, so as not to unpack it again."""
    counts = list(taken)  # cheaper than joining slices of ``taken``
    count = counts[winner] = counts[winner] + 1
    taken = tuple(counts)
    history = history + (_new(Trick, (trick, winner)),)
    events = (event, _TAKEN[why][winner][count])
    if hands[0]:
        return _new(State, (rules, _PLAY, winner, dealer, hands, n, trump, turned, stock, bids, taken, (), winner,
                            history, voids, seed, turns + 1, None, events))
    outcome, scored = _score(rules, bids, taken, n)
    return _new(State, (rules, _OVER, None, dealer, hands, n, trump, turned, stock, bids, taken, (), winner, history,
                        voids, seed, turns + 1, outcome, events + scored))


# The events of plain follows and leads, and a plain card's trick entry, made once as 1-tuples (they are
# immutable), by card and seat: the common step allocates neither.
_FOLLOWED = {card: tuple((Played(seat, card, "JK-FOLLOW"),) for seat in range(4)) for card in _PLAIN}
_AFTER_JOKER = {card: tuple((Played(seat, card, "JK-JOKER-LEAD"),) for seat in range(4)) for card in _PLAIN}
_LED = {card: tuple((Played(seat, card, "JK-LEAD", True),) for seat in range(4)) for card in _PLAIN}
_ENTRY = {card: tuple((TrickCard(seat, card),) for seat in range(4)) for card in _PLAIN}
# Likewise the events of a trick taken (by rule, seat and count), of a bid (by seat and bid) and of the rest dealt.
_TAKEN = {why: tuple(tuple(TrickTaken(seat, k, why) for k in range(19)) for seat in range(4))
          for why in ("JK-FOLLOW", "JK-JOKER-FOLLOW", "JK-TWO-JOKERS", "JK-JOKER-LEAD", "JK-HIGH-TRUMPED")}
_BID_MADE = tuple(tuple(BidMade(seat, k) for k in range(19)) for seat in range(4))
_REST_DEALT = tuple(RestDealt(n) for n in range(19))

def _strength(card: Card, led: Suit, trump: Suit | None) -> int:
    """A plain card's (or a joker six's) strength in a trick led by a plain card: a trump above the led suit, the
    led suit above the rest, each by rank."""
    return card.rank + (100 if card.suit is trump else 50 if card.suit is led else 0)


_HIGH = 1 << 20
#: Each trick entry's key in a trick led by a plain card, by the symbols of the led suit and of trumps (None: no
#: trumps): its strength times 4 plus its seat (the best key names the winner); a joker followed low never takes,
#: and one followed high keys ``_HIGH``, leaving the trick to ``trick_winner``.
_RANKED = {(led._value_, None if trump is None else trump._value_):
           {**{TrickCard(seat, c): _strength(c, led, trump) * 4 + seat for c in _PLAIN for seat in range(4)},
            **{TrickCard(seat, j, "six"): _strength(j, led, trump) * 4 + seat for j in JOKERS for seat in range(4)},
            **{TrickCard(seat, j, "low"): -1 for j in JOKERS for seat in range(4)},
            **{TrickCard(seat, j, "high"): _HIGH for j in JOKERS for seat in range(4)}}
           for led in _SUITS for trump in (None, *_SUITS)}


def _score(rules, bids: tuple[int, ...], taken: tuple[int, ...], n: int) -> tuple[Outcome, tuple]:
    """The deal's outcome and one scoring event per seat (JK-SCORE, or JK-MINUS under ``scoring="minus"``)."""
    minus = rules.scoring == "minus"
    scores = tuple(map(points, bids, taken, repeat(n), repeat(minus), repeat(rules.khishti)))
    khishti = tuple(not minus and b >= 1 and t == 0 for b, t in zip(bids, taken))
    best = max(scores)
    winner = scores.index(best) if scores.count(best) == 1 else None
    rule = "JK-MINUS" if minus else "JK-SCORE"
    events = tuple(_new(DealScored, (seat, b, t, pts, k, rule))
                   for seat, (b, t, pts, k) in enumerate(zip(bids, taken, scores, khishti)))
    return _new(Outcome, (Termination.PLAYED_OUT, winner, scores, bids, taken, khishti)), events
