"""Starting a deal: a seeded deal (``new_round``), any position written in card notation (``position``), and the
first dealer found "by the ace" (``first_dealer``).

>>> s = new_round(Rules(), dealer=0, seed=7, cards=5)
>>> [len(h) for h in s.hands], len(s.cards()), s.phase.value, s.to_move
([5, 5, 5, 5], 36, 'bid', 1)
>>> s = new_round(Rules(), dealer=3, seed=7, cards=9)
>>> s.phase.value, s.to_move, [len(h) for h in s.hands], s.view(0).stock_size
('trump', 0, [3, 3, 3, 3], 24)
"""

from __future__ import annotations

import random
from functools import partial
from _random import Random as _MersenneTwister
from collections.abc import Iterable, Sequence

from .. import checks
from ..cards import DECK_36, Card, Rank, Suit, parse_suit
from ..errors import NotationError, PositionError, RulesError, excerpt
from .actions import JOKERS, Play, PlayJoker, parse_action
from .engine import hook, trick_winner
from .events import Dealt, HookBarred, TrumpToName, TrumpTurned
from .rules import Rules
from .schedule import schedule
from .state import Phase, State, TrickCard

__all__ = ["new_round", "position", "first_dealer"]

_checked_cards = partial(checks.deck_cards, deck=frozenset(DECK_36), deck_words="the 36-card deck, 6 to A",
                         rule="JK-DECK")
_check_unique = partial(checks.unique, rule="JK-DECK", size=len(DECK_36))
_seat = partial(checks.seat, rule="JK-PLAYERS", round_word="deal")
_ORDER = {c: c.order for c in DECK_36}.__getitem__
_DECK_AT = DECK_36.__getitem__
_new = tuple.__new__  # a State without its Python __new__
# A new deal's events, made once (they are immutable): by dealer and cards each, by seat, by the turned card.
_DEALT = tuple(tuple(Dealt(dealer, n) for n in range(19)) for dealer in range(4))
_TO_NAME = tuple(TrumpToName(seat) for seat in range(4))
_TURNED = {c: TrumpTurned(c, None if c in JOKERS else c.suit) for c in DECK_36}


def first_dealer(players: int = 4, *, seed: int) -> tuple[int, tuple[Card, ...]]:
    """The first dealer "by the ace" (JK-FIRST-DEALER): the seeded deck's top card goes to the centre, then cards
    are dealt face up one by one from seat 0 clockwise until one is an ace; its receiver deals first. Returns the
    seat and the cards shown (the centre card first)."""
    if type(players) is not int or players not in (2, 3, 4):
        raise RulesError(f"players={excerpt(players, 20)}: Joker is for 2, 3 or 4 players (JK-PLAYERS)",
                         rule="JK-PLAYERS")
    order = list(DECK_36)
    random.Random(checks.seed(seed)).shuffle(order)
    for k, card in enumerate(order[1:]):
        if card.rank is Rank.ACE:
            return k % players, tuple(order[:k + 2])
    raise AssertionError("a 36-card deck has four aces")  # pragma: no cover


def new_round(rules: Rules = Rules(), *, dealer: int = 0, seed: int | None = None,
              deck: str | Iterable[Card] | None = None, cards: int | None = None) -> State:
    """Shuffle (seeded: the deck sorted by 32-bit random keys from ``random.Random(seed)``) and deal ``cards``
    cards each (default: the first deal of the schedule, JK-PULKAS), one at a time from the dealer's left. A
    deal that leaves cards over turns the next one for trumps (a joker: no trumps) and goes to the bids; a full
    deal stops after three cards each, for the player left of the dealer to name trumps, and deals the rest
    after (JK-TRUMP).

    ``deck`` stacks the top of the deck in the given order, the next card first (the rest follows, shuffled).
    ``seed=None`` draws a fresh seed, kept on the state so the deal can be replayed.
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a joker Rules(...), got {type(rules).__name__}")
    p = rules.players
    if type(dealer) is not int or not 0 <= dealer < p:
        raise RulesError(f"dealer={excerpt(dealer, 20)} is not a seat of a {p}-player game (JK-FIRST-DEALER)",
                         rule="JK-FIRST-DEALER")
    full = rules.full
    n = schedule(rules)[0] if cards is None else cards
    if type(n) is not int or not 1 <= n <= full:
        raise RulesError(f"cards={excerpt(cards, 20)}: a {p}-player deal is 1 to {full} cards each (JK-PULKAS)",
                         rule="JK-PULKAS")
    seed = checks.seed(checks.fresh_seed() if seed is None else seed)
    # the C generator under random.Random, seeded alike by a whole number: the same numbers without
    # Random.__init__'s Python steps
    keys = memoryview(_MersenneTwister(seed).getrandbits(36 * 32).to_bytes(36 * 4, "little")).cast("I").tolist()
    order = list(map(_DECK_AT, sorted(range(36), key=keys.__getitem__)))
    if deck is not None:
        stacked = _checked_cards(deck, "deck")
        _check_unique(stacked)
        chosen = set(stacked)
        order = [*stacked, *(c for c in order if c not in chosen)]
    first = (dealer + 1) % p
    dealt = 3 * p if n == full else n * p
    # one card at a time from the dealer's left: the k-th card goes to seat (first + k) % p
    sorted_hands = tuple(tuple(sorted(order[(seat - first) % p:dealt:p], key=_ORDER)) for seat in range(p))
    none = (None,) * p
    zero = (0,) * p
    voids = (frozenset(),) * p
    if n == full:
        events = (_DEALT[dealer][n], _TO_NAME[first])
        return _new(State, (rules, Phase.TRUMP, first, dealer, sorted_hands, n, None, None, tuple(order[dealt:]), none,
                            zero, (), first, (), voids, seed, 0, None, events))
    turned = order[dealt]
    trump = None if turned in JOKERS else turned.suit
    events = (_DEALT[dealer][n], _TURNED[turned])
    return _new(State, (rules, Phase.BID, first, dealer, sorted_hands, n, trump, turned, tuple(order[dealt + 1:]),
                        none, zero, (), first, (), voids, seed, 0, None, events))


def position(hands: Sequence[str | Iterable[Card]], *, trump: str | Suit | None = None, top: str | Card | None = None,
             deck: str | Iterable[Card] = "", bids: Sequence[int | None] | None = None,
             taken: Sequence[int] | None = None, trick: Sequence[str] = (), leader: int | None = None,
             dealer: int | None = None, cards: int | None = None, voids: Sequence[str] | None = None,
             phase: str | None = None, history: Sequence[Sequence[str]] = (), rules: Rules | None = None,
             seed: int = 0, turns: int = 0) -> State:
    """Any position of a running deal, from card notation; validated, a bad one refused with the reason.

    ``trump`` is a suit or ``"none"`` (default: the suit of ``top``, the turned card, or no trumps); ``deck`` the
    undealt cards; ``bids`` one per seat (None for a seat still to bid: the deal is then in its bidding);
    ``taken`` the tricks taken so far; ``trick`` the current trick's cards from its leader, as actions
    (``["6♠ high ♥", "A♥"]``); ``leader`` who led it (default: the seat left of the dealer when no trick has been
    taken); ``dealer`` defaults to the seat before the first bidder; ``cards`` (cards each) follows from the hands
    and ``taken``. ``voids`` lists per seat the suits it has shown it lacks (``"♥♦"``). ``phase="trump"`` is a full
    deal's trump naming: three cards each, the rest in ``deck``. ``history`` gives the finished tricks, each as its
    cards from its leader (``[["A♥", "7♥", "Q♥"], ...]``): they are replayed from the seat left of the dealer, each
    card checked, and ``taken``, ``leader`` and ``voids`` follow from them (given too, they must agree). ``seed``,
    ``turns`` (the deal's actions so far) and ``history`` are the deal's counters.

    Raises PositionError (naming the card, seat or rule id) for a duplicate card, one outside the 36-card deck,
    hands of the wrong sizes, bids against JK-BID, tricks that do not add up, a trick that breaks JK-FOLLOW;
    RulesError when the hands do not fit ``rules.players``.
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise PositionError("hands must be a list with one hand per seat, e.g. ['9♠ Q♥', 'J♥ 7♣'] (JK-PLAYERS)",
                            rule="JK-PLAYERS")
    if rules is None:
        if len(hands) not in (2, 3, 4):
            raise RulesError(f"{len(hands)} hands: Joker is for 2, 3 or 4 players (JK-PLAYERS)", rule="JK-PLAYERS")
        rules = Rules(players=len(hands))
    elif not isinstance(rules, Rules):
        raise RulesError(f"rules must be a joker Rules(...), got {type(rules).__name__}")
    p = rules.players
    if len(hands) != p:
        raise RulesError(f"{len(hands)} hands but the rules are for {p} players (JK-PLAYERS)", rule="JK-PLAYERS")
    hand_cards = [_checked_cards(h, f"hand {seat}") for seat, h in enumerate(hands)]
    turned = None
    if top is not None:
        found = _checked_cards([top] if isinstance(top, Card) else str(top), "top")
        if len(found) != 1:
            raise PositionError(f"top must be one card, the turned trump card, got {len(found)} (JK-TRUMP)",
                                rule="JK-TRUMP")
        turned = found[0]
    stock = _checked_cards(deck, "deck")
    played = _trick_entries(trick)
    tricks = _history(history, p)
    _check_unique((*(c for h in hand_cards for c in h), *((turned,) if turned else ()), *stock,
                   *(t.card for t in played), *(t.card for done_trick in tricks for t in done_trick)))
    if seed is not None:
        checks.seed(seed)
    if type(turns) is not int or turns < 0:
        raise PositionError(f"turns={excerpt(turns, 24)} must be a whole number of actions, 0 or more")
    if phase not in (None, "trump"):
        raise PositionError(f"phase={excerpt(phase, 20)}: only phase='trump' is given; the bids and the trick say "
                            "the rest (JK-TRUMP)", rule="JK-TRUMP")
    none, zero = (None,) * p, (0,) * p
    if tricks and (phase == "trump" or isinstance(bids, str) or not isinstance(bids, Sequence) or None in bids):
        raise PositionError("history: tricks are played only after every seat has bid (JK-BID)", rule="JK-BID")
    if phase == "trump":
        return _trump_position(rules, hand_cards, stock, turned, trump, bids, taken, played, dealer,
                               seed)._replace(turns=turns)
    trump_suit = _trump(trump, turned)
    taken_t = zero if taken is None else _counts(taken, p, "taken")
    done = len(tricks) if tricks and taken is None else sum(taken_t)
    if played and len(played) >= p:
        raise PositionError(f"a trick of {len(played)} cards is complete: give it in taken= instead (JK-LEAD)",
                            rule="JK-LEAD")
    n = max(len(h) for h in hand_cards) + done if cards is None else cards
    if type(n) is not int or not 1 <= n <= rules.full:
        raise PositionError(f"cards={excerpt(n, 20)}: a deal is 1 to {rules.full} cards each (JK-PULKAS)",
                            rule="JK-PULKAS")
    bids_t = none if bids is None else tuple(bids) if isinstance(bids, Sequence) and not isinstance(bids, str) else ()
    if len(bids_t) != p or any(b is not None and (type(b) is not int or not 0 <= b <= n) for b in bids_t):
        raise PositionError(f"bids={excerpt(bids, 30)}: one bid per seat, each 0 to {n} or None (JK-BID)",
                            rule="JK-BID")
    if n == rules.full and (turned is not None or stock):
        raise PositionError(f"a full deal of {n} cards each uses the whole deck: no turned card, no stock (JK-TRUMP)",
                            rule="JK-TRUMP")
    if n < rules.full and turned is not None and trump is not None and trump_suit != _trump(None, turned):
        raise PositionError(f"trump={trump!r} but the turned card {turned} says otherwise (JK-TRUMP)", rule="JK-TRUMP")
    first_bidder = bids_t.index(None) if None in bids_t else None
    if first_bidder is not None:
        # the bidding: seats from the dealer's left have bid, in order, and nothing is played yet
        if dealer is None:
            dealer = _dealer_from_bids(bids_t, p)
        dealer = _seat(dealer, p, "dealer")
        order = [(dealer + 1 + k) % p for k in range(p)]
        made = [bids_t[s] is not None for s in order]
        if made != sorted(made, reverse=True):
            raise PositionError(f"bids={excerpt(bids, 30)}: seats bid in turn from the dealer's left (JK-BID)",
                                rule="JK-BID")
        if done or played:
            raise PositionError("tricks are played only after every seat has bid (JK-BID)", rule="JK-BID")
        if any(len(h) != n for h in hand_cards):
            raise PositionError(f"every hand holds {n} cards during the bidding (JK-PULKAS)", rule="JK-PULKAS")
        to_move = order[made.index(False)]
        if voids is not None and any(voids):
            raise PositionError(f"voids={excerpt(voids, 30)} during the bidding: a void is shown only by a card "
                                "played (JK-FOLLOW)", rule="JK-FOLLOW")
        state = State(rules, Phase.BID, to_move, dealer, _sorted(hand_cards), n, trump_suit, turned, stock, bids_t,
                      zero, (), (dealer + 1) % p, (), _voids(None, p, hand_cards), seed, 0, None, ())
        barred = hook(state)
        events = (HookBarred(dealer, barred, n),) if barred is not None else ()
        return state._replace(events=events, turns=turns)
    if dealer is None:
        dealer = (leader - 1) % p if leader is not None and not done else p - 1
    dealer = _seat(dealer, p, "dealer")
    if sum(bids_t) == n:
        raise PositionError(f"bids={list(bids_t)} add up to the {n} cards each: the dealer's bid breaks the hook "
                            "(JK-BID)", rule="JK-BID")
    if done >= n:
        raise PositionError(f"taken={list(taken_t)}: all {n} tricks are taken, the deal is over (JK-SCORE)",
                            rule="JK-SCORE")
    if tricks:
        state = _replayed_deal(State(rules, Phase.PLAY, (dealer + 1) % p, dealer, (), n, trump_suit, turned, stock,
                                     bids_t, zero, (), (dealer + 1) % p, (), (frozenset(),) * p, seed, 0, None, ()),
                               hand_cards, tricks, played)
        _check_agrees(state, taken=taken, leader=leader, voids=voids)
        return state._replace(turns=turns)
    if leader is None:
        if done:
            raise PositionError("after a trick has been taken, say who leads the current trick: leader= (JK-LEAD)",
                                rule="JK-LEAD")
        leader = (dealer + 1) % p
    leader = _seat(leader, p, "leader")
    seats = [(leader + k) % p for k in range(len(played))]
    if [t.seat for t in played] != seats:
        played = tuple(t._replace(seat=s) for t, s in zip(played, seats))
    sizes = [len(h) + (seat in seats) for seat, h in enumerate(hand_cards)]
    if any(size != n - done for size in sizes):
        raise PositionError(f"hand sizes {[len(h) for h in hand_cards]} do not fit {n} cards each, {done} tricks "
                            f"taken and the trick on the table (JK-PULKAS)", rule="JK-PULKAS")
    held = [[*h, *(t.card for t in played if t.seat == seat)] for seat, h in enumerate(hand_cards)]
    state = State(rules, Phase.PLAY, (leader + len(played)) % p, dealer, _sorted(hand_cards), n, trump_suit, turned,
                  stock, bids_t, taken_t, (), leader, (), _voids(voids, p, held), seed, 0, None, ())
    return _replay_trick(state, played, hand_cards)._replace(turns=turns)


def _trump_position(rules, hand_cards, stock, turned, trump, bids, taken, played, dealer, seed) -> State:
    p = rules.players
    if turned is not None or trump is not None or bids is not None or taken is not None or played:
        raise PositionError("phase='trump' is a full deal before trumps are named: no top, trump, bids, taken or "
                            "trick (JK-TRUMP)", rule="JK-TRUMP")
    if any(len(h) != 3 for h in hand_cards) or len(stock) != 36 - 3 * p:
        raise PositionError(f"phase='trump' needs three cards in each hand and the other {36 - 3 * p} in deck= "
                            "(JK-TRUMP)", rule="JK-TRUMP")
    dealer = _seat(p - 1 if dealer is None else dealer, p, "dealer")
    first = (dealer + 1) % p
    return State(rules, Phase.TRUMP, first, dealer, _sorted(hand_cards), rules.full, None, None, stock, (None,) * p,
                 (0,) * p, (), first, (), (frozenset(),) * p, seed, 0, None, (TrumpToName(first),))


def _replay_trick(state: State, played: tuple[TrickCard, ...], hand_cards) -> State:
    """The position with the current trick's cards played, each checked by the engine (JK-FOLLOW …)."""
    hands = [list(h) for h in hand_cards]
    for t in played:
        hands[t.seat].append(t.card)
    return _replay(state._replace(hands=_sorted(hands), to_move=state.leader), played, "the trick's")


def _replayed_deal(start: State, hand_cards, tricks: tuple[tuple[TrickCard, ...], ...],
                   played: tuple[TrickCard, ...]) -> State:
    """The deal from its first lead (``start``, hands empty) through the finished ``tricks`` and the current trick,
    every card checked by the engine. Who played each card follows from the winners (JK-LEAD), found first, so
    that each hand holds all its cards from the start and every duty to follow is checked against them."""
    p = start.rules.players
    hands = [list(h) for h in hand_cards]
    leader = start.leader
    for cards in (*tricks, played):
        seated = tuple(t._replace(seat=(leader + k) % p) for k, t in enumerate(cards))
        for t in seated:
            hands[t.seat].append(t.card)
        if len(seated) == p:
            leader = trick_winner(seated, start.trump, start.rules)[0]
    if any(len(h) != start.cards_each for h in hands):
        raise PositionError(f"hand sizes {[len(h) for h in hand_cards]} with the cards of history and trick make "
                            f"{[len(h) for h in hands]}, not {start.cards_each} each (JK-PULKAS)", rule="JK-PULKAS")
    state = _replay(start._replace(hands=_sorted(hands)), [t for cards in tricks for t in cards], "history's")
    return _replay(state, played, "the trick's")


def _replay(state: State, entries, where: str) -> State:
    """``state`` after the cards ``entries``, played in turn, each checked by the engine (JK-FOLLOW …)."""
    from .engine import apply, explain

    for t in entries:
        action = parse_action(str(t))
        verdict = explain(state, action)
        if not verdict.legal:
            raise PositionError(f"{where} {t} by seat {state.to_move} is illegal: {verdict.reason} ({verdict.rule})",
                                rule=verdict.rule)
        state = apply(state, action)
    return state._replace(events=(), turns=0)


def _check_agrees(state: State, *, taken, leader, voids) -> None:
    """``taken``, ``leader`` and ``voids``, when given beside ``history``, must be what its tricks made."""
    p = state.players
    checked = {"taken": (taken, lambda: _counts(taken, p, "taken"), state.taken),
               "leader": (leader, lambda: _seat(leader, p, "leader"), state.leader),
               "voids": (voids, lambda: _voids(voids, p, ((),) * p), state.voids)}
    for name, (given, read, found) in checked.items():
        if given is not None and read() != found:
            shown = ["".join(str(s) for s in Suit if s in v) for v in found] if name == "voids" else found
            raise PositionError(f"{name}={excerpt(given, 30)}, but the tricks in history make {name}={shown} "
                                "(JK-LEAD)", rule="JK-LEAD")


def _history(history: Sequence[Sequence[str]], p: int) -> tuple[tuple[TrickCard, ...], ...]:
    """The finished tricks of ``history``: each a list of one card per seat, as actions, from its leader."""
    if isinstance(history, str) or not isinstance(history, Sequence):
        raise PositionError("history must be a list of finished tricks, each a list of its cards from its leader, "
                            "e.g. [['A♥', '7♥', 'Q♥']] (JK-LEAD)", rule="JK-LEAD")
    tricks = tuple(_trick_entries(cards) for cards in history)
    for k, cards in enumerate(tricks):
        if len(cards) != p:
            raise PositionError(f"history's trick {k + 1} has {len(cards)} cards, not one per seat ({p}) (JK-LEAD)",
                                rule="JK-LEAD")
    return tricks


def _trick_entries(trick: Sequence[str]) -> tuple[TrickCard, ...]:
    if isinstance(trick, str) or not isinstance(trick, Sequence):
        raise PositionError("trick must be a list of the cards played, e.g. ['6♠ high ♥', 'A♥'] (JK-LEAD)",
                            rule="JK-LEAD")
    entries = []
    for text in trick:
        try:
            action = parse_action(text)
        except NotationError as error:
            raise PositionError(f"trick: {error}", rule=error.rule) from None
        if isinstance(action, Play):
            entries.append(TrickCard(0, action.card))
        elif isinstance(action, PlayJoker):
            entries.append(TrickCard(0, action.card, action.mode, action.suit))
        else:
            raise PositionError(f"{excerpt(text, 20)} in trick= is not a card played (JK-LEAD)", rule="JK-LEAD")
        if entries[-1].card not in DECK_36:
            raise PositionError(f"{entries[-1].card} in trick is not in the 36-card deck (JK-DECK)", rule="JK-DECK")
    return tuple(entries)


def _trump(trump: str | Suit | None, turned: Card | None) -> Suit | None:
    if trump is None:
        return None if turned is None or turned in JOKERS else turned.suit
    if isinstance(trump, str) and trump.strip().lower() in ("none", "no trump", "no trumps", "без козыря"):
        return None
    try:
        return parse_suit(trump)
    except NotationError:
        raise PositionError(f"trump={excerpt(trump, 20)} must be a suit or 'none' (JK-TRUMP)", rule="JK-TRUMP") \
            from None


def _counts(values: Sequence[int], p: int, name: str) -> tuple[int, ...]:
    counts = tuple(values) if isinstance(values, Sequence) and not isinstance(values, str) else ()
    if len(counts) != p or any(type(v) is not int or v < 0 for v in counts):
        raise PositionError(f"{name}={excerpt(values, 30)}: one whole number per seat (JK-LEAD)", rule="JK-LEAD")
    return counts


def _voids(voids: Sequence[str] | None, p: int, held: Sequence[Sequence[Card]]) -> tuple[frozenset, ...]:
    """The suits each seat has shown it lacks; a seat cannot lack a suit it still holds (``held``: its hand and
    its card in the trick; a joker is no card of its suit, JK-FACE)."""
    if voids is None:
        return (frozenset(),) * p
    if isinstance(voids, str) or not isinstance(voids, Sequence) or len(voids) != p:
        raise PositionError(f"voids={excerpt(voids, 30)}: one string of suits per seat, like ['♥', '', '♠♦', ''] "
                            "(JK-FACE)", rule="JK-FACE")
    try:
        found = tuple(frozenset(parse_suit(ch) for ch in v) for v in voids)
    except (NotationError, TypeError):
        raise PositionError(f"voids={excerpt(voids, 30)}: suits are written ♠ ♣ ♥ ♦ (JK-FACE)", rule="JK-FACE") \
            from None
    for seat, (suits, cards) in enumerate(zip(found, held)):
        card = next((c for c in cards if c not in JOKERS and c.suit in suits), None)
        if card is not None:
            raise PositionError(f"seat {seat} holds {card} but voids= says it has shown it lacks {card.suit}: "
                                "no card comes back to a hand (JK-FOLLOW)", rule="JK-FOLLOW")
    return found


def _dealer_from_bids(bids: tuple, p: int) -> int:
    """The dealer of a bidding in progress when none is given: the seat before the first who bid (or, before
    any bid, seat p - 1, so that seat 0 bids first)."""
    made = [b is not None for b in bids]
    if not any(made):
        return p - 1
    for start in range(p):
        order = [(start + k) % p for k in range(p)]
        flags = [made[s] for s in order]
        if flags == sorted(flags, reverse=True):
            return (start - 1) % p
    raise PositionError(f"bids={list(bids)}: seats bid in turn from the dealer's left (JK-BID)", rule="JK-BID")


def _sorted(hands) -> tuple[tuple[Card, ...], ...]:
    return tuple(tuple(sorted(h)) for h in hands)





