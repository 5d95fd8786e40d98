"""Zhora's rules as a pure step function: ``legal_actions``, ``explain`` and ``apply``.

The game, in the manner of OpenSpiel's game header:
  players      2-4, in a circle, play clockwise (seat i -> i+1)             Z-PLAYERS
  deck         36 cards, 6..A in four suits; 4 cards each, then a starter    Z-DECK, Z-DEAL, Z-STARTER
  chance       the shuffle before the deal (and on a shuffled restock), seeded
  information  imperfect: a seat sees its own hand, the pile and the sizes of the rest
  goal         shed your hand; the others score what they hold           Z-OUT, Z-POINTS

``explain`` is the one place that says, with a rule id, why an action is legal or not; ``legal_actions`` lists the
same actions fast, and the tests check the two agree on every candidate.

>>> from zhora_core.zhora import position
>>> s = position(hands=["7♥ 9♣ J♠", "A♠ 6♦"], top="7♠", deck="8♣ 10♦")
>>> [str(a) for a in legal_actions(s)]
['7♥', 'J♠>♠', 'J♠>♣', 'J♠>♥', 'J♠>♦', 'draw']
>>> explain(s, "9♣")
Verdict(legal=False, rule='Z-MATCH', reason='9♣ shares neither suit (♠) nor rank (7) with the top card 7♠')
>>> s2 = apply(s, "7♥")
>>> [str(e) for e in s2.events]
['seat 0 plays 7♥ (Z-MATCH)', 'seat 1 must take 2 cards (Z-SEVEN)', 'seat 0 to move (Z-SEVEN)']
"""

from __future__ import annotations

import random
from bisect import bisect, bisect_left
from operator import attrgetter

from .. import checks
from ..cards import DECK_36, Card, Rank, Suit
from ..errors import IllegalActionError, NotationError
from ..protocol import Verdict
from ..words import Seat, say
from .actions import DRAW, PASS, Action, Draw, Pass, Play, PlayJack, PlayJacks, SwapStarter, parse_action
from .events import (Drew, Passed, PenaltyDraw, Played, PlayedJacks, Restocked, RoundOver, Skipped, Stalemate,
                     SuitOrdered, Swapped, TurnTo, Waiting)
from .scoring import round_points
from .rules import OPTION_CHOICES, Rules
from .state import Outcome, Phase, State, Termination, check_seat

__all__ = ["Verdict", "legal_actions", "explain", "apply", "is_playable", "turn_after", "candidates"]

_ORDER = attrgetter("order")
_PLAY = {card: Play(card) for card in DECK_36}
_JACK_PLAYS = {card: tuple(PlayJack(card, suit) for suit in Suit) for card in DECK_36 if card.is_jack}
_SWAP = {card: SwapStarter(card) for card in DECK_36}
_JACKS = frozenset(_JACK_PLAYS)
_SEVEN, _SIX, _EIGHT, _ACE, _KING = Rank.SEVEN, Rank.SIX, Rank.EIGHT, Rank.ACE, Rank.KING
_JACK, _HEARTS = Rank.JACK, Suit.HEARTS
_TURN, _AFTER_DRAW, _OVER = Phase.TURN, Phase.AFTER_DRAW, Phase.OVER
_DRAW_ONLY, _PASS_ONLY = (DRAW,), (PASS,)
_SEAT_NUMBERS = range(max(OPTION_CHOICES["players"]))
_new = tuple.__new__
"""``_new(State, fields)`` builds a State from all its fields at once, in ``State._fields`` order (the hot path:
it skips NamedTuple's argument handling). ``tests/shared/test_conformance.py`` pins that field list, so that a new field
cannot shift the others silently."""


def is_playable(card: Card, top: Card, ordered: Suit | None) -> bool:
    """Whether ``card`` may go on ``top``: a jack always (Z-JACK); else the ordered suit (Z-ORDER), or else
    the top card's suit or rank (Z-MATCH)."""
    if card.rank is _JACK:
        return True
    if ordered is not None:
        return card.suit is ordered
    return card.suit is top.suit or card.rank is top.rank


# --- the list of legal actions -------------------------------------------------------------------------------

def _targets() -> dict:
    """For each thing a card can be played on (a top card, or an ordered suit), every card's plays on it.

    This is Z-MATCH and Z-ORDER written a second time, beside ``is_playable`` and ``explain``: the tests that
    check ``explain`` against ``legal_actions`` on every candidate hold the two together."""
    def plays(fits) -> dict[Card, tuple[Action, ...]]:
        return {c: _JACK_PLAYS[c] if c.is_jack else (_PLAY[c],) if fits(c) else () for c in DECK_36}

    table = {top: plays(lambda c, t=top: c.suit is t.suit or c.rank is t.rank) for top in DECK_36}
    table.update({suit: plays(lambda c, s=suit: c.suit is s) for suit in Suit})
    return table


_PLAYS_ON = _targets()
#: Each card's plays as a lookup: on a top card (no suit ordered), or on an ordered suit, keyed by the suit's
#: value (an enum member hashes in Python, its value, a string, in C).
_ON_TOP = {top: _PLAYS_ON[top].__getitem__ for top in DECK_36}
_ON_SUIT = {suit._value_: _PLAYS_ON[suit].__getitem__ for suit in Suit}
#: The jack finish of each hand of two or more jacks (hands are sorted, so a hand is its own key).
_JACKS_OUT = {hand: PlayJacks(hand) for hand in
              (tuple(j for k, j in enumerate(sorted(_JACKS)) if mask >> k & 1) for mask in range(16))
              if len(hand) > 1}

#: The last state asked about and its legal actions, so that ``apply`` right after ``legal_actions`` on the same
#: state (the usual loop) does not list them again. One slot, keyed by identity; it holds the state itself, so a
#: stale entry can never match another state.
_cache: list = [None, ()]


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every legal action, in a fixed order: card plays by rank, jacks with each suit, the jack finish,
    then draw, pass or swaps. Empty once the round is over."""
    if type(state) is not State:
        checks.foreign_state(state, "zhora")
    if _cache[0] is state:
        return _cache[1]
    rules, phase, seat, _, hands, top, _, _, ordered, drawn, _, _, _, _, _, _, _ = state
    if phase is _TURN:
        hand = hands[seat]
        result = sum(map(_ON_TOP[top] if ordered is None else _ON_SUIT[ordered._value_], hand), ())
        if len(hand) > 1 and hand[0] in _JACKS and hand[-1] in _JACKS:  # hands are sorted by rank: all jacks
            result += (_JACKS_OUT[hand],)
        result += _DRAW_ONLY
    elif phase is _AFTER_DRAW:
        hand = hands[seat]
        plays_on = _ON_TOP[top] if ordered is None else _ON_SUIT[ordered._value_]
        if rules.after_draw == "any":
            result = sum(map(plays_on, hand), ())
            if len(hand) > 1 and hand[0] in _JACKS and hand[-1] in _JACKS:
                result += (_JACKS_OUT[hand],)
            result += _PASS_ONLY
        elif drawn is not None:
            result = plays_on(drawn) + _PASS_ONLY
        else:
            result = _PASS_ONLY
    elif phase is Phase.SWAP:
        result = tuple([_SWAP[c] for c in hands[seat] if c.rank is not _JACK])
    else:
        result = ()
    _cache[0], _cache[1] = state, result
    return result


# --- explaining one action --------------------------------------------------------------------------------

def explain(state: State, action: Action | str, *, seat: int | None = None) -> Verdict:
    """Say whether ``action`` (by ``seat``, default the player to move) is legal here, under which rule, and why
    (``verdict.text("ru")`` says it in Russian).

    Raises NotationError only for text that is no action at all, PositionError for a ``seat`` that is not one.
    """
    if type(state) is not State:
        checks.foreign_state(state, "zhora")
    action = parse_action(action)
    if seat is not None:
        check_seat(seat, state.players, "seat")
    if state.outcome is not None:
        return _verdict(False, "Z-STALL" if state.outcome.is_stalemate else "Z-OUT", "over")
    if seat is not None and seat != state.to_move:
        return _verdict(False, "Z-TURN", "not_your_turn", to_move=state.to_move, seat=seat)
    mover = state.to_move
    hand = state.hands[mover]
    if state.phase is Phase.SWAP:
        return _explain_swap(state, action, mover, hand)
    if isinstance(action, SwapStarter):
        return _verdict(False, "Z-STARTER-JACK", "no_swap")
    if isinstance(action, Draw):
        return _explain_draw(state, mover, hand)
    if isinstance(action, Pass):
        if state.phase is Phase.AFTER_DRAW:
            return _verdict(True, "Z-PASS", "pass_ok", seat=mover)
        return _verdict(False, "Z-PASS", "pass_no")
    if isinstance(action, PlayJacks):
        return _explain_jacks_out(state, action, mover, hand)
    return _explain_play(state, action, mover, hand)


def _verdict(legal: bool, rule: str, key: str, **params) -> Verdict:
    """A verdict saying the phrase ``zhora.reason.<key>`` (``zhora/words.toml``); seats are named when shown."""
    params = {name: Seat(value) if name in _SEATS else value for name, value in params.items()}
    return Verdict(legal, rule, say(f"zhora.reason.{key}", "en", **params), f"zhora.reason.{key}", params)


_SEATS = frozenset({"seat", "to_move"})


def _explain_swap(state: State, action: Action, mover: int, hand: tuple[Card, ...]) -> Verdict:
    jack = state.top
    if not isinstance(action, SwapStarter):
        return _verdict(False, "Z-STARTER-JACK", "must_swap", seat=mover, jack=jack)
    if action.card not in hand:
        return _verdict(False, "Z-STARTER-JACK", "swap_not_held", seat=mover, card=action.card, jack=jack)
    if action.card.is_jack:
        return _verdict(False, "Z-STARTER-JACK", "swap_jack", jack=jack)
    return _verdict(True, "Z-STARTER-JACK", "swap_ok", seat=mover, jack=jack, card=action.card)


def _explain_draw(state: State, mover: int, hand: tuple[Card, ...]) -> Verdict:
    if state.phase is Phase.AFTER_DRAW:
        return _verdict(False, "Z-DRAW", "drawn_already", seat=mover)
    if not state.deck and not state.pile:
        return _verdict(True, "Z-DRY", "dry")
    if not hand:
        return _verdict(True, "Z-WAIT", "wait_draw", seat=mover)
    if any(is_playable(c, state.top, state.ordered) for c in hand):
        return _verdict(True, "Z-DRAW", "may_draw", seat=mover)
    return _verdict(True, "Z-MUST-DRAW", "must_draw", seat=mover)


def _explain_jacks_out(state: State, action: PlayJacks, mover: int, hand: tuple[Card, ...]) -> Verdict:
    cards = action.cards
    if len(cards) < 2:
        return _verdict(False, "Z-JACKS-OUT", "jacks_two")
    not_jacks = [c for c in cards if not isinstance(c, Card) or not c.is_jack]
    if not_jacks:
        return _verdict(False, "Z-JACKS-OUT", "jacks_only", card=not_jacks[0])
    if len(set(cards)) != len(cards):
        return _verdict(False, "Z-JACKS-OUT", "jacks_twice")
    missing = [c for c in cards if c not in hand]
    if missing:
        return _verdict(False, "Z-TURN", "not_held", seat=mover, card=missing[0])
    others = tuple(c for c in hand if c not in cards)
    if others:
        return _verdict(False, "Z-JACKS-OUT", "jacks_others", seat=mover, cards=others)
    if state.phase is Phase.AFTER_DRAW and state.rules.after_draw == "drawn" and hand != (state.drawn,):
        return _verdict(False, "Z-AFTER-DRAW", "drawn_only", drawn=state.drawn)
    return _verdict(True, "Z-JACKS-OUT", "jacks_ok", seat=mover)


def _explain_play(state: State, action: Action, mover: int, hand: tuple[Card, ...]) -> Verdict:
    card = action.card
    if not isinstance(card, Card):
        raise NotationError(f"{action!r} does not name a card")
    if card not in hand:
        return _verdict(False, "Z-TURN", "not_held", seat=mover, card=card)
    if isinstance(action, Play) and card.is_jack:
        return _verdict(False, "Z-JACK", "jack_needs_suit", card=card)
    if isinstance(action, PlayJack) and not card.is_jack:
        return _verdict(False, "Z-JACK", "order_non_jack", card=card)
    if isinstance(action, PlayJack) and not isinstance(action.order, Suit):
        raise NotationError(f"{action!r}: the ordered suit must be a Suit, got {action.order!r}")
    if state.phase is Phase.AFTER_DRAW and state.rules.after_draw == "drawn" and card is not state.drawn:
        if state.drawn is None:
            return _verdict(False, "Z-AFTER-DRAW", "drawn_nothing")
        return _verdict(False, "Z-AFTER-DRAW", "drawn_only", drawn=state.drawn)
    top, ordered = state.top, state.ordered
    if card.is_jack:
        return _verdict(True, "Z-JACK", "jack_ok", card=card, suit=action.order)
    if ordered is not None:
        if card.suit is ordered:
            return _verdict(True, "Z-ORDER", "order_ok", card=card, suit=ordered)
        return _verdict(False, "Z-ORDER", "order_no", suit=ordered, card=card)
    if card.suit is top.suit:
        return _verdict(True, "Z-MATCH", "suit_ok", card=card, top=top)
    if card.rank is top.rank:
        return _verdict(True, "Z-MATCH", "rank_ok", card=card, top=top)
    return _verdict(False, "Z-MATCH", "no_match", card=card, suit=top.suit, rank=top.rank, top=top)


# --- applying an action -----------------------------------------------------------------------------------

def apply(state: State, action: Action | str, *, seat: int | None = None) -> State:
    """The state after ``action`` by the player to move (or by ``seat``, checked). The input is never changed.

    Raises IllegalActionError, citing the rule id and the reason, for an action the rules forbid here (the
    round being over among them); PositionError for a ``seat`` that is not one (``"1"``, ``True``, ``1.0``).
    """
    if type(state) is not State:
        checks.foreign_state(state, "zhora")
    if type(action) is str:
        action = parse_action(action)
    legal = _cache[1] if _cache[0] is state else legal_actions(state)
    if seat is not None or action not in legal:  # actions are interned: ``in`` compares identities
        if seat is not None:
            check_seat(seat, state.players, "seat")
        if (seat is not None and seat != state.to_move) or action not in legal:
            verdict = explain(state, action, seat=seat)
            if state.outcome is not None:
                message = f"nobody can {_verb(action)}: {verdict.reason} ({verdict.rule})"
            else:
                mover = state.to_move if seat is None else seat
                message = f"seat {mover} cannot {_verb(action)} ({verdict.rule}: {verdict.reason})"
            raise IllegalActionError(message, action=action, verdict=verdict)
    kind = type(action)
    if kind is Play or kind is PlayJack:
        return _play(state, action)
    if kind is Draw:
        return _draw(state, legal)
    if kind is Pass:
        return _pass(state)
    if kind is PlayJacks:
        return _jacks_out(state, action.cards)
    return _swap(state, action.card)


def _verb(action: Action) -> str:
    if isinstance(action, Draw):
        return "draw"
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, SwapStarter):
        return f"swap in {action.card}"
    text = str(action)
    return f"play {text if len(text) <= 40 else text[:40] + '…'}"


def _without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    return tuple([c for c in hand if c is not card])


def _with(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``hand`` with ``card`` added in its sorted place (rank, then suit)."""
    i = bisect(hand, card.order, key=_ORDER)
    return hand[:i] + (card,) + hand[i:]


def _replace_hand(hands, seat: int, hand):
    return hands[:seat] + (hand,) + hands[seat + 1:]


class _Table:
    """Scratch space for the cards that a card's effect moves (penalty draws, restocks)."""

    __slots__ = ("hands", "deck", "pile", "restocks", "events", "seed", "shuffle")

    def __init__(self, state: State, hands, pile, events: list) -> None:
        self.hands, self.deck, self.pile = hands, state.deck, pile
        self.restocks, self.events, self.seed = state.restocks, events, state.seed
        self.shuffle = state.rules.restock == "shuffle"

    def take(self, count: int) -> tuple[Card, ...]:
        """Take up to ``count`` cards from the deck, restocking from the pile when it runs out (Z-RESTOCK)."""
        taken = ()
        while len(taken) < count:
            if not self.deck:
                if not self.pile:
                    break
                self.restock()
            need = count - len(taken)
            taken += self.deck[:need]
            self.deck = self.deck[need:]
        return taken

    def restock(self) -> None:
        cards = list(self.pile)
        if self.shuffle:
            random.Random(f"{self.seed}/restock/{self.restocks}").shuffle(cards)
        self.deck, self.pile = tuple(cards), ()
        self.restocks += 1
        self.events.append(Restocked(len(cards), self.shuffle))


_PENALTY = {Card(Rank.SEVEN, suit): 2 for suit in Suit} | {Card(Rank.KING, Suit.HEARTS): 4}
_ACTS = frozenset(card for card in DECK_36 if card.rank in (Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.ACE)
                  or card in _PENALTY)


def _card_effect(rules, seat: int, card: Card, events: list) -> tuple[int, tuple[int, int, str] | None]:
    """What an action card does when ``seat`` plays it: the seat to move next, and a penalty draw
    ``(victim, cards, rule)`` or None. Skips and a turn that stays are added to ``events``."""
    n = rules.players
    rank = card.rank
    if rank is _SIX:
        events.append(Skipped((seat + 1) % n, "Z-SIX"))
        return (seat + 2) % n, None
    if rank is _EIGHT:
        events.append(Skipped((seat + 1) % n, "Z-EIGHT"))
        events.append(Skipped((seat + 2) % n, "Z-EIGHT"))
        return (seat + 3) % n, None
    if rank is _ACE:
        rule, penalty = "Z-ACE", None
    else:
        rule = "Z-SEVEN" if rank is _SEVEN else "Z-KING-HEARTS"
        penalty = ((seat + 1) % n, _PENALTY[card], rule)
    if rules.turn_stays == "skip":
        events.append(Skipped((seat + 1) % n, rule))
        return (seat + 2) % n, penalty
    events.append(TurnTo(seat, rule))
    return seat, penalty


def turn_after(card: Card, seat: int, rules) -> tuple[int, str]:
    """The seat that moves after ``seat`` plays ``card`` (penalties aside), and the rule that sends it there.

    >>> from zhora_core.cards import Card
    >>> turn_after(Card.parse("6♠"), 0, Rules(players=3)), turn_after(Card.parse("9♠"), 2, Rules(players=3))
    ((2, 'Z-SIX'), (0, 'Z-PLAIN'))
    """
    if card not in _ACTS:
        return (seat + 1) % rules.players, "Z-PLAIN"
    events: list = []
    to, _ = _card_effect(rules, seat, card, events)
    return to, events[-1].rule


def _take_penalty(table: _Table, victim: int, count: int, rule: str) -> None:
    """The victim of a 7 or K♥ takes ``count`` cards, or what there is (Z-DRY)."""
    turn_event = table.events.pop()
    taken = table.take(count)
    table.hands = _replace_hand(table.hands, victim, _sorted(table.hands[victim] + taken))
    table.events += (PenaltyDraw(victim, taken, count - len(taken), rule), turn_event)


def _sorted(cards) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_ORDER))


def _steps(players: int, turn_stays: str) -> list[tuple[dict, dict]]:
    """What each play does, worked out once from ``_card_effect``: for each seat, a table for a state without an
    ordered suit and one with (the play's rule differs: Z-MATCH or Z-ORDER), mapping each play to
    ``(to, events, ordered, penalty)``: the seat to move next, the step's events, the suit now ordered, and None
    or the penalty draw ``(victim, cards, rule, event)`` with the event that follows the draw."""
    rules = Rules(players=players, turn_stays=turn_stays)
    seats = []
    for seat in range(players):
        tables = []
        for ordered in (True, False):  # indexed by ``state.ordered is None``
            table = {}
            for card in DECK_36:
                for action in _JACK_PLAYS[card] if card.is_jack else (_PLAY[card],):
                    order = getattr(action, "order", None)
                    rule = "Z-JACK" if order is not None else "Z-ORDER" if ordered else "Z-MATCH"
                    events = [Played(seat, card, rule)]
                    if order is not None:
                        events.append(SuitOrdered(seat, order))
                    to, penalty = ((seat + 1) % players, None) if card not in _ACTS else \
                        _card_effect(rules, seat, card, events)
                    if penalty is not None:
                        penalty += (events.pop(),)
                    table[action] = (to, tuple(events), order, penalty)
            tables.append(table)
        seats.append(tuple(tables))
    return seats


def _play(state: State, action: Play | PlayJack) -> State:
    (rules, _, seat, dealer, hands, top, pile, deck, ordered, _, seed, turns, draws, restocks, _, _, _) = state
    card = action.card
    hand = hands[seat]
    i = bisect_left(hand, card.order, key=_ORDER)  # not ``hand.index``: it compares cards, which is slow
    hand = hand[:i] + hand[i + 1:]
    hands = hands[:seat] + (hand,) + hands[seat + 1:]
    pile += (top,)
    turns += 1
    to, events, order, penalty = _STEPS[rules.turn_stays][rules.players][seat][ordered is None][action]
    if penalty is not None:
        victim, count, rule, turn_event = penalty
        if len(deck) >= count:  # the common case, in short
            taken = deck[:count]
            deck = deck[count:]
            hands = _replace_hand(hands, victim, _sorted(hands[victim] + taken))
            events += (PenaltyDraw(victim, taken, 0, rule), turn_event)
        else:
            table = _Table(state, hands, pile, [*events, turn_event])
            _take_penalty(table, victim, count, rule)
            hands, deck, pile, restocks = table.hands, table.deck, table.pile, table.restocks
            events = tuple(table.events)
    if hand and turns < rules.max_turns:  # the common case, in short
        return _new(State, (rules, _TURN, to, dealer, hands, card, pile, deck, order, None, seed, turns, draws,
                            restocks, 0, None, events))
    events = list(events)
    if not hand:
        if to == (seat + 1) % rules.players:
            return _round_over(state, hands, card, pile, deck, restocks, turns, (card,), seat, events, "Z-OUT")
        events.append(Waiting(seat))
    new = _new(State, (rules, _TURN, to, dealer, hands, card, pile, deck, order, None, seed, turns, draws,
                       restocks, 0, None, tuple(events)))
    return _stalemate(new) if turns >= rules.max_turns else new


def _draw(state: State, legal: tuple[Action, ...]) -> State:
    """A chosen draw. ``legal`` are the state's legal actions, from ``apply``: with a play among them the draw is
    a choice (Z-DRAW), without one it is forced (Z-MUST-DRAW)."""
    (rules, _, seat, dealer, hands, top, pile, deck, ordered, _, seed, turns, draws, restocks, dry, _, _) = state
    hand = hands[seat]
    turns += 1
    if deck and hand and turns < rules.max_turns and rules.after_draw != "none":  # the common case, in short
        card = deck[0]
        i = bisect(hand, card.order, key=_ORDER)
        hands = hands[:seat] + (hand[:i] + (card,) + hand[i:],) + hands[seat + 1:]
        return _new(State, (rules, _AFTER_DRAW, seat, dealer, hands, top, pile, deck[1:], ordered, card, seed,
                            turns, draws + 1, restocks, 0, None, _DREW[legal[0] is DRAW][seat][card]))
    events: list = []
    if not deck and pile:
        table = _Table(state, hands, pile, events)
        table.restock()
        deck, pile, restocks = table.deck, table.pile, table.restocks
    if deck:
        card = deck[0]
        deck = deck[1:]
        rule = "Z-WAIT" if not hand else "Z-MUST-DRAW" if legal[0] is DRAW else "Z-DRAW"
        hands = _replace_hand(hands, seat, _with(hand, card))
        draws += 1
        dry = 0
    else:
        card, rule = None, "Z-DRY"
    events.append(Drew(seat, card, rule))
    if rules.after_draw == "none":
        to = (seat + 1) % rules.players
        events.append(TurnTo(to, "Z-AFTER-DRAW"))
        if card is None:
            dry += 1
        phase, drawn = _TURN, None
    else:
        to, phase, drawn = seat, _AFTER_DRAW, card
    new = _new(State, (rules, phase, to, dealer, hands, top, pile, deck, ordered, drawn, seed, turns, draws,
                       restocks, dry, None, tuple(events)))
    return _stalemate(new) if turns >= rules.max_turns or dry >= rules.players else new


def _pass(state: State) -> State:
    (rules, _, seat, dealer, hands, top, pile, deck, ordered, drawn, seed, turns, draws, restocks, dry, _, _) = state
    dry = dry + 1 if drawn is None else 0
    turns += 1
    new = _new(State, (rules, _TURN, (seat + 1) % rules.players, dealer, hands, top, pile, deck, ordered, None,
                       seed, turns, draws, restocks, dry, None, _PASSED[seat]))
    return _stalemate(new) if turns >= rules.max_turns or dry >= rules.players else new


def _jacks_out(state: State, jacks: tuple[Card, ...]) -> State:
    seat = state.to_move
    hands = _replace_hand(state.hands, seat, ())
    pile = state.pile + (state.top,) + jacks[:-1]
    events = [PlayedJacks(seat, jacks)]
    return _round_over(state, hands, jacks[-1], pile, state.deck, state.restocks, state.turns + 1, jacks, seat,
                       events, "Z-JACKS-OUT")


def _swap(state: State, card: Card) -> State:
    dealer = state.dealer
    jack = state.top
    hand = _with(_without(state.hands[dealer], card), jack)
    hands = _replace_hand(state.hands, dealer, hand)
    swapped = state._replace(hands=hands, top=card, turns=state.turns + 1)
    new = start_play(swapped, [Swapped(dealer, jack, card)])
    return _stalemate(new) if new.turns >= new.rules.max_turns else new


def start_play(state: State, events: list) -> State:
    """The first turn after the starter is settled: left of the dealer (Z-FIRST), or as the starter's effect
    would send it when ``starter_effects`` is on (Z-STARTER-EFFECT)."""
    rules = state.rules
    if rules.starter_effects and state.top in _ACTS:
        to, penalty = _card_effect(rules, state.dealer, state.top, events)
        table = _Table(state, state.hands, state.pile, events)
        if penalty is not None:
            _take_penalty(table, *penalty)
        if isinstance(events[-1], TurnTo):
            events.pop()  # said once below, citing the option that makes the starter act
        events.append(TurnTo(to, "Z-STARTER-EFFECT"))
        return state._replace(phase=_TURN, to_move=to, hands=table.hands, deck=table.deck, pile=table.pile,
                              restocks=table.restocks, events=tuple(events))
    to = (state.dealer + 1) % rules.players
    events.append(TurnTo(to, "Z-FIRST"))
    return state._replace(phase=_TURN, to_move=to, events=tuple(events))


def _round_over(state, hands, top, pile, deck, restocks, turns, finish, winner, events, rule) -> State:
    points = round_points(hands, winner, finish, state.rules)
    events.append(RoundOver(winner, finish, points, rule))
    outcome = Outcome(Termination.OUT, winner, finish, points)
    return _new(State, (state.rules, _OVER, None, state.dealer, hands, top, pile, deck, None, None, state.seed,
                        turns, state.draws, restocks, 0, outcome, tuple(events)))


def _stalemate(state: State) -> State:
    """End the round as a stalemate: it reached max_turns actions, or every player in a row passed with
    nothing to draw (Z-STALL). Nobody scores."""
    limit = state.rules.max_turns if state.turns >= state.rules.max_turns else None
    outcome = Outcome(Termination.STALEMATE, None, (), (0,) * state.rules.players)
    return state._replace(phase=_OVER, to_move=None, drawn=None, outcome=outcome,
                          events=state.events + (Stalemate(limit),))

#: What each play does (``_steps``), by the reading of "the turn stays" and the number of players.
_STEPS = {stays: {n: _steps(n, stays) for n in OPTION_CHOICES["players"]} for stays in OPTION_CHOICES["turn_stays"]}
#: The events of a plain draw, made once: ``_DREW[forced][seat][card]``, forced (Z-MUST-DRAW) or not (Z-DRAW).
_DREW = {forced: [{c: (Drew(s, c, "Z-MUST-DRAW" if forced else "Z-DRAW"),) for c in DECK_36} for s in _SEAT_NUMBERS]
         for forced in (False, True)}
_PASSED = [(Passed(s),) for s in _SEAT_NUMBERS]


def candidates(state: State, seat: int) -> tuple[Action, ...]:
    """Each card of ``seat``'s hand as a play (a jack ordering each suit) or, while the dealer swaps the starter
    jack, as a swap; the jack finish when the hand holds a jack; draw and pass."""
    if type(state) is not State:
        checks.foreign_state(state, "zhora")
    hand = state.hands[seat]
    out: list[Action] = []
    for card in hand:
        if state.phase is Phase.SWAP:
            out.append(SwapStarter(card))
        elif card.is_jack:
            out += [PlayJack(card, suit) for suit in Suit]
        else:
            out.append(Play(card))
    jacks = tuple(card for card in hand if card.is_jack)
    if jacks and state.phase is not Phase.SWAP:
        out.append(PlayJacks(jacks))
    return (*out, DRAW, PASS)
