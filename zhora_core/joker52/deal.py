"""Starting a deal: a seeded deal (``new_round``), or any position written in card notation (``position``).

>>> s = new_round(Rules(), dealer=0, seed=7, cards=5)
>>> [len(h) for h in s.hands], len(s.stock), s.stock[-1] is s.turned, s.tricks, s.to_move
([5, 5, 5], 39, True, 18, 1)
>>> position(hands=["7♠ A♥", "K♠ 2♠", "RJ 9♦"], trump="5♥", bids=[1, 0, 0], dealer=0)
position(hands=['7♠ A♥', '2♠ K♠', '9♦ RJ'], trump='5♥', bids=[1, 0, 0], dealer=0, cards=2, rules=Rules(players=3))
"""

from __future__ import annotations

import random
from functools import partial
from itertools import starmap
from operator import attrgetter
from collections.abc import Iterable, Sequence

from .. import checks
from ..cards import DECK_54, Card, Suit, parse_suit
from ..errors import NotationError, PositionError, RulesError, ZhoraError, excerpt
from .actions import Bid, PlayJoker, parse_action
from .engine import second_joker, trick_winner
from .events import Dealt, TrumpTurned, TurnTo
from .rules import Rules, max_cards, schedule, tricks_in_deal
from .state import Phase, State, Trick, TrickCard, check_seat

__all__ = ["new_round", "position"]

_IN_DECK = frozenset(DECK_54)
_ORDER = attrgetter("order")
_INDICES = range(len(DECK_54))
_NO_ARGS = ((),) * len(DECK_54)




def _check_cards_each(cards: object, rules: Rules, error: type[ZhoraError]) -> int:
    top = max_cards(rules.players)
    if isinstance(cards, bool) or not isinstance(cards, int) or not 1 <= cards <= top:
        raise error(f"cards={excerpt(cards)}: a deal gives 1 to {top} cards each to {rules.players} players, with "
                    f"a card left to turn for trumps (J52-DEALS)", rule="J52-DEALS")
    return cards


def new_round(rules: Rules = Rules(), *, dealer: int = 0, seed: int | None = None,
              deck: str | Iterable[Card] | None = None, cards: int | None = None) -> State:
    """Shuffle the 54 cards (seeded: sorted by ``random.Random(seed)``'s draws), deal ``cards`` each one at a time
    from the dealer's left (default: the first deal of the party, J52-DEALS), turn the next card for trumps and lay
    the stock across it, so that it is the stock's last card (J52-TRUMP). The player left of the dealer bids first
    (J52-BID).

    ``deck`` stacks the top of the deck in the given order (the rest follows, shuffled); ``seed=None`` draws a
    fresh seed, kept on the state so the deal can be replayed.
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a Joker-52 Rules(...), got {excerpt(rules)}")
    p = rules.players
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < p:
        raise RulesError(f"dealer {excerpt(dealer)} is not a seat of a {p}-player game (J52-DEALS)",
                         rule="J52-DEALS")
    n = _check_cards_each(schedule(rules)[0] if cards is None else cards, rules, RulesError)
    seed = checks.seed(checks.fresh_seed() if seed is None else seed)
    draw = random.Random(seed).random
    keys = list(starmap(draw, _NO_ARGS))  # one draw per card, in deck order, called from C
    order = list(map(DECK_54.__getitem__, sorted(_INDICES, key=keys.__getitem__)))  # a uniform shuffle, fast
    if deck is not None:
        stacked = _checked_cards(deck, "deck")
        _check_unique(stacked)
        chosen = set(stacked)
        order = list(stacked) + [c for c in order if c not in chosen]
    hands: list = [()] * p
    for k in range(p):  # one card at a time from the dealer's left: seat dealer+1+k gets every p-th card
        hands[(dealer + 1 + k) % p] = tuple(sorted(order[k:n * p:p], key=_ORDER))
    turned = order[n * p]
    first = (dealer + 1) % p
    return State(rules, Phase.BID, first, dealer, n, tricks_in_deal(n, rules), tuple(hands),
                 (*order[n * p + 1:], turned), turned, turned.suit, (None,) * p, (0,) * p, (), dealer, None, (),
                 None, ((),) * p, (0,) * p, None, seed, 0, None,
                 (Dealt(dealer, n), TrumpTurned(turned, turned.suit), TurnTo(first, "J52-BID")))


def position(hands: Sequence[str | Iterable[Card]], *, trump: str | Card, deck: str | Iterable[Card] = "",
             pile: str | Iterable[Card] = "", bids: Sequence[int | None] | None = None,
             taken: Sequence[int] | None = None, trick: str | Sequence = "", leader: int | None = None,
             to_move: int | None = None, dealer: int = 0, trump_drawn_by: int | None = None,
             penalties: Sequence[int] | None = None, cards: int | None = None, voids: Sequence[str] | None = None,
             last_trick: Sequence | None = None, rules: Rules | None = None, seed: int = 0, turns: int = 0) -> State:
    """Any moment of a running deal, from card notation; validated, a bad one refused with the reason.

    ``trump`` is the turned card: it lies under ``deck`` (the stock above it, the next card first) unless
    ``trump_drawn_by`` names the seat that drew it. ``pile`` holds cards of finished tricks (may be left out).
    ``bids`` has one entry per seat: all of them once the play has begun; while bidding, those from the dealer's
    left up to the seat to bid, None for the rest (default: nobody has bid). ``taken`` counts tricks per seat;
    ``trick`` lists the cards of the trick being played, in order, led by ``leader`` (``'RJ high, 7♠'``); in play
    the seat to move follows from them (``to_move`` may say it instead of ``leader``; with nothing played yet the
    dealer leads, J52-LEAD). ``cards`` is cards each of the deal (default: the largest hand, plus the tricks played
    when there is no refill). The deal's number of tricks follows from the cards on the table (J52-REFILL).
    ``voids`` lists per seat the suits it has shown it lacks since the last draw, in the order shown (``"♥♠"``);
    ``last_trick`` the finished trick before this one, as its leader and its cards (``[2, "A♠, 7♠, RJ low"]``), the
    last cards of ``pile`` when the pile is given, taken by the seat that leads now. ``seed``, ``turns``, ``voids``
    and ``last_trick`` are the deal's counters.

    Raises PositionError naming the card, seat or rule id for a duplicate card or one outside the 54, hands of
    sizes no deal can have, bids out of order or range or against the hook, a trick no play can make; RulesError
    when the hands do not fit ``rules.players``.
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise PositionError("hands must be a list with one hand per seat, e.g. ['7♠ A♥', 'K♠ 2♠', 'RJ 9♦']")
    if rules is None:
        if not 2 <= len(hands) <= 6:
            raise RulesError(f"{len(hands)} hands: Joker-52 is for 2 to 6 players (J52-DECK)", rule="J52-DECK")
        rules = Rules(players=len(hands))
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a Joker-52 Rules(...), got {excerpt(rules)}")
    p = rules.players
    if len(hands) != p:
        raise RulesError(f"{len(hands)} hands but the rules are for {p} players (J52-DECK)", rule="J52-DECK")
    hand_cards = [_checked_cards(h, f"hand {seat}") for seat, h in enumerate(hands)]
    turned = _checked_cards([trump] if isinstance(trump, Card) else str(trump), "trump")
    if len(turned) != 1:
        raise PositionError(f"trump must be exactly one card, the turned one, got {excerpt(trump)} (J52-TRUMP)",
                            rule="J52-TRUMP")
    turned = turned[0]
    stock = _checked_cards(deck, "deck")
    pile_cards = _checked_cards(pile, "pile")
    dealer = check_seat(dealer, p, "dealer")
    drawn = None if trump_drawn_by is None else check_seat(trump_drawn_by, p, "trump_drawn_by")
    plays = _trick(trick, p)
    trick_cards = [action.card for action in plays]
    everything = [c for h in hand_cards for c in h] + list(stock) + list(pile_cards) + trick_cards
    last = None if last_trick is None else _last_trick(last_trick, p, turned.suit)
    if last is not None and pile_cards and tuple(t.card for t in last.cards) != pile_cards[-p:]:
        raise PositionError(f"last_trick={excerpt(last_trick, 30)} is not the end of the pile (J52-FOLLOW)",
                            rule="J52-FOLLOW")
    if last is not None and not pile_cards:
        everything += [t.card for t in last.cards]
    if drawn is None:
        everything.append(turned)
        stock = (*stock, turned)
    elif turned not in hand_cards[drawn] and turned not in pile_cards and turned not in trick_cards:
        raise PositionError(f"trump_drawn_by={drawn}: the turned card {turned} must be in that seat's hand, the trick "
                            f"or the pile (J52-REFILL)", rule="J52-REFILL")
    if drawn is not None and (stock or not rules.refill):
        raise PositionError("the turned card is drawn only with the refill, as the stock's last card (J52-REFILL)",
                            rule="J52-REFILL")
    _check_unique(everything)
    taken = _counts(taken, p, "taken", "J52-REFILL")
    penalties = _counts(penalties, p, "penalties", "J52-JOKER-PENALTY")
    played = sum(taken)
    bid_list = _bids(bids, p, dealer)
    bidding = any(b is None for b in bid_list)
    if bidding and (played or plays or any(penalties)):
        raise PositionError("tricks are played only after every seat has bid (J52-BID)", rule="J52-BID")
    if pile_cards and len(pile_cards) != p * played:
        raise PositionError(f"pile holds {len(pile_cards)} cards but {played} finished tricks of {p} cards make "
                            f"{p * played} (leave the pile out, or give it whole)", rule="J52-FOLLOW")
    if bidding:
        leader, bidder = dealer, (dealer + 1 + sum(b is not None for b in bid_list)) % p
        if to_move is not None and check_seat(to_move, p, "to_move") != bidder:
            raise PositionError(f"to_move={to_move}, but after these bids seat {bidder} bids next (J52-BID)",
                                rule="J52-BID")
        to_move = bidder
    else:
        leader = _leader(leader, to_move, len(plays), played, dealer, p)
        to_move = (leader + len(plays)) % p
    trick_seats = {(leader + k) % p for k in range(len(plays))}
    sizes = {len(h) + (seat in trick_seats) for seat, h in enumerate(hand_cards)}
    if len(sizes) != 1 or 0 in sizes:
        raise PositionError(f"hand sizes {[len(h) for h in hand_cards]}: every seat holds as many cards, one fewer "
                            f"for those who have played to the trick, and at least one (J52-DEALS)",
                            rule="J52-DEALS")
    size = sizes.pop()
    tricks = played + size + (len(stock) // p if rules.refill else 0)
    n = _check_cards_each(size + (0 if rules.refill else played) if cards is None else cards, rules, PositionError)
    if n < size:
        raise PositionError(f"cards={n}, but the hands hold {size}: a hand never holds more than the deal's cards "
                            f"each (J52-DEALS)", rule="J52-DEALS")
    if not rules.refill and n != size + played:
        raise PositionError(f"cards={n}: without the refill a seat holds the deal's cards less the tricks played "
                            f"({size} + {played}) (J52-REFILL)", rule="J52-REFILL")
    for seat, bid in enumerate(bid_list):
        if bid is not None and bid > tricks:
            raise PositionError(f"seat {seat} bids {bid}, but the deal has {tricks} tricks (J52-BID)", rule="J52-BID")
    if not bidding and sum(bid_list) == tricks:
        raise PositionError(f"the bids add up to the deal's {tricks} tricks: the dealer's bid breaks the hook "
                            f"(J52-BID)", rule="J52-BID")
    for seat, count in enumerate(penalties):
        if count > played + (seat == leader and bool(plays)):
            raise PositionError(f"penalties: seat {seat} cannot have led more jokers than there were tricks "
                                f"(J52-JOKER-PENALTY)", rule="J52-JOKER-PENALTY")
    trick_plays, led = _trick_plays(plays, leader, p, hand_cards)
    if last is not None and (bidding or not played or last.winner != leader or not taken[leader]):
        raise PositionError(f"last_trick={excerpt(last_trick, 30)} is taken by seat {last.winner}: it must be a "
                            f"trick taken, and its winner leads the trick now (J52-LEAD)", rule="J52-LEAD")
    shown = _voids(voids, p, [(*h, *(t.card for t in trick_plays if t.seat == seat))
                              for seat, h in enumerate(hand_cards)])
    if any(shown) and (bidding or not (played or plays)):
        raise PositionError(f"voids={excerpt(voids, 30)}: a void is shown only by a card played (J52-FOLLOW)",
                            rule="J52-FOLLOW")
    seed = checks.seed(seed, PositionError)
    if isinstance(turns, bool) or not isinstance(turns, int) or turns < 0:
        raise PositionError(f"turns={excerpt(turns)} must be a whole number ≥ 0")
    return State(rules, Phase.BID if bidding else Phase.PLAY, to_move, dealer, n, tricks,
                 tuple(_sorted(h) for h in hand_cards), tuple(stock), turned, turned.suit, tuple(bid_list), taken,
                 trick_plays, leader, led, pile_cards, last, shown, penalties, drawn, seed, turns, None, ())


def _trick(trick: str | Sequence, players: int) -> list:
    """The actions of the trick being played, from ``'RJ high, 7♠'`` or a list of action texts."""
    if isinstance(trick, str):
        parts = [part for part in trick.split(",") if part.strip()]
    elif isinstance(trick, Sequence):
        parts = list(trick)
    else:
        raise PositionError(f"trick is written like 'RJ high, 7♠', got {excerpt(trick)}")
    try:
        actions = [parse_action(part) for part in parts]
    except NotationError as error:
        raise PositionError(f"trick: {error}", rule=error.rule) from None
    if any(type(a) is Bid for a in actions):
        raise PositionError(f"trick {excerpt(trick)} holds a bid: it lists cards played (J52-FOLLOW)",
                            rule="J52-FOLLOW")
    if len(actions) >= players:
        raise PositionError(f"a trick being played holds fewer than {players} cards, got {len(actions)} "
                            f"(J52-FOLLOW)", rule="J52-FOLLOW")
    return actions


def _last_trick(last_trick: Sequence, players: int, trump: Suit | None) -> Trick:
    """The finished trick ``[leader, "A♠, 7♠, RJ low"]``, its winner found by the engine (J52-FOLLOW, J52-JOKER)."""
    if isinstance(last_trick, str) or not isinstance(last_trick, Sequence) or len(last_trick) != 2:
        raise PositionError(f"last_trick is its leader and its cards, like [2, 'A♠, 7♠, RJ low'], got "
                            f"{excerpt(last_trick, 30)} (J52-LEAD)", rule="J52-LEAD")
    leader = check_seat(last_trick[0], players, "last_trick's leader")
    cards = last_trick[1]
    actions = _trick(cards, players + 1)
    if len(actions) != players:
        raise PositionError(f"last_trick holds {len(actions)} cards, not one per seat ({players}) (J52-FOLLOW)",
                            rule="J52-FOLLOW")
    plays, led = _trick_plays(actions, leader, players, ((),) * players)
    return Trick(leader, plays, trick_winner(plays, trump, led).seat)


def _voids(voids: Sequence[str] | None, players: int, held) -> tuple[tuple[Suit, ...], ...]:
    """The suits each seat has shown it lacks, in the order shown; a seat cannot lack a suit it holds (``held``:
    its hand and its card in the trick)."""
    if voids is None:
        return ((),) * players
    if isinstance(voids, str) or not isinstance(voids, Sequence) or len(voids) != players:
        raise PositionError(f"voids={excerpt(voids, 30)}: one string of suits per seat, like ['♥', '', '♠♦'] "
                            "(J52-FOLLOW)", rule="J52-FOLLOW")
    try:
        found = tuple(tuple(parse_suit(ch) for ch in v if not ch.isspace()) for v in voids)
    except (NotationError, TypeError):
        raise PositionError(f"voids={excerpt(voids, 30)}: suits are written ♠ ♣ ♥ ♦ (J52-FOLLOW)",
                            rule="J52-FOLLOW") from None
    for seat, (suits, cards) in enumerate(zip(found, held)):
        if len(set(suits)) != len(suits):
            raise PositionError(f"voids: seat {seat} shows a suit twice ({excerpt(voids[seat], 10)}) (J52-FOLLOW)",
                                rule="J52-FOLLOW")
        card = next((c for c in cards if c.suit in suits), None)
        if card is not None:
            raise PositionError(f"seat {seat} holds {card} but voids= says it has shown it lacks {card.suit} since "
                                "the last draw (J52-FOLLOW)", rule="J52-FOLLOW")
    return found


def _trick_plays(actions: list, leader: int, players: int, hands) -> tuple[tuple[TrickCard, ...], object]:
    """The trick's cards with their seats and the led suit; a second joker must take the other value (J52-JOKER),
    and a seat that did not follow must not hold the led suit (J52-FOLLOW)."""
    plays: tuple[TrickCard, ...] = ()
    led = None
    for k, action in enumerate(actions):
        seat = (leader + k) % players
        if type(action) is PlayJoker:
            forced = second_joker(plays)
            if forced is not None and action.high is not forced:
                raise PositionError(f"{action}: a second joker takes the opposite value of the first (J52-JOKER)",
                                    rule="J52-JOKER")
            plays += (TrickCard(seat, action.card, action.high),)
            continue
        suit = action.card.suit
        if led is None:
            led = suit
        elif suit is not led and any(c.suit is led for c in hands[seat]):
            raise PositionError(f"seat {seat} played {action} but holds {led}, the led suit (J52-FOLLOW)",
                                rule="J52-FOLLOW")
        plays += (TrickCard(seat, action.card, None),)
    return plays, led


def _leader(leader, to_move, in_trick: int, played: int, dealer: int, players: int) -> int:
    if leader is not None:
        leader = check_seat(leader, players, "leader")
        if to_move is not None and check_seat(to_move, players, "to_move") != (leader + in_trick) % players:
            raise PositionError(f"to_move={to_move} does not follow leader={leader} and the {in_trick} card(s) of "
                                f"the trick (J52-LEAD)", rule="J52-LEAD")
        return leader
    if to_move is not None:
        return (check_seat(to_move, players, "to_move") - in_trick) % players
    if played or in_trick:
        raise PositionError("say who leads the trick (leader=) once tricks have been played (J52-LEAD)",
                            rule="J52-LEAD")
    return dealer


def _bids(bids, players: int, dealer: int) -> list:
    if bids is None:
        return [None] * players
    if isinstance(bids, str) or not isinstance(bids, Sequence) or len(bids) != players:
        raise PositionError(f"bids has one entry per seat (a number, or None while bidding), got {excerpt(bids)}",
                            rule="J52-BID")
    bids = list(bids)
    for bid in bids:
        if bid is not None and (isinstance(bid, bool) or not isinstance(bid, int) or bid < 0):
            raise PositionError(f"a bid is a whole number ≥ 0 (or None), got {excerpt(bid)} (J52-BID)",
                                rule="J52-BID")
    order = [bids[(dealer + 1 + k) % players] for k in range(players)]
    made = sum(b is not None for b in order)
    if any(b is None for b in order[:made]):
        raise PositionError(f"bids {excerpt(bids)}: seats bid in turn from the dealer's left, the dealer last "
                            f"(J52-BID)", rule="J52-BID")
    return bids


def _counts(values, players: int, name: str, rule: str) -> tuple[int, ...]:
    if values is None:
        return (0,) * players
    if isinstance(values, str) or not isinstance(values, Sequence) or len(values) != players:
        raise PositionError(f"{name} has one whole number per seat, got {excerpt(values)} ({rule})", rule=rule)
    for value in values:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise PositionError(f"{name}: {excerpt(value)} is not a whole number ≥ 0 ({rule})", rule=rule)
    return tuple(values)


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_ORDER))


def _checked_cards(cards, where: str) -> tuple[Card, ...]:
    """The cards of a position's part, notation errors named as the position's (``checks.deck_cards``)."""
    try:
        return checks.deck_cards(cards, where, deck=_IN_DECK, deck_words="the 54-card deck", rule="J52-DECK")
    except NotationError as error:
        raise PositionError(f"{where}: {error}") from None


_check_unique = partial(checks.unique, rule="J52-DECK", size=len(DECK_54))