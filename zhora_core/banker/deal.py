"""Starting a bank: a seeded shuffle (``new_round``), any position in card notation (``position``), and the
draw for the first banker (``draw_banker``).

>>> s = new_round(Rules(players=3), dealer=1, seed=7)
>>> s.phase.value, s.to_move, len(s.cards()), [str(e) for e in s.events]
('stake', 2, 54, ['seat 1 holds the bank and shuffles: each player stakes 1 to 10 (JB-STAKE)'])
>>> position(stakes=[0, 5, 3], turned="5♠ 9♦", deck="Q♥ 4♣").next_call
2
"""

from __future__ import annotations

import random
from functools import partial
from operator import itemgetter as _pick
from collections.abc import Iterable, Sequence

from .. import checks
from ..cards import DECK_54, Card, parse_cards
from ..errors import PositionError, RulesError, excerpt
from .calls import CALLS, call_name, matches
from .events import BankerFound, DrewForBank, Opened, Staked, TiedForBank
from .rules import Rules
from .state import Phase, State

__all__ = ["new_round", "position", "draw_banker", "strength"]

_INDICES = range(len(DECK_54))
_check_unique = partial(checks.unique, rule="JB-DECK", size=len(DECK_54))
_seat = partial(checks.seat, rule="JB-DECK", round_word="game")


def new_round(rules: Rules = Rules(), *, dealer: int = 0, seed: int | None = None,
              deck: str | Iterable[Card] | None = None, stakes: Sequence[int] | None = None) -> State:
    """A bank held by ``dealer``: the 54 cards shuffled (seeded), the players asked for their stakes from the
    banker's left (JB-STAKE). ``deck`` stacks the top of the deck (the first card is turned first); the rest
    follows, shuffled. ``stakes`` (one per seat, 0 for the banker) places every stake at once, so the bank
    starts at the first turn. ``seed=None`` draws a fresh seed, kept on the state so the bank can be replayed.
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a banker.Rules(...), got {type(rules).__name__}")
    n = rules.players
    if type(dealer) is not int or not 0 <= dealer < n:
        raise RulesError(f"dealer {excerpt(dealer, 20)} is not a seat of a {n}-player game (JB-BANKER)",
                         rule="JB-BANKER")
    seed = checks.seed(checks.fresh_seed() if seed is None else seed)
    order = _shuffled(seed)
    if deck is not None:
        stacked = parse_cards(deck)
        _check_unique(stacked)
        chosen = set(stacked)
        order = list(stacked) + [c for c in order if c not in chosen]
    opened = Opened(dealer, rules.ceiling)
    if stakes is None:
        return State(rules, Phase.STAKE, (dealer + 1) % n, dealer, ((),) * n, (0,) * n, tuple(order), (), seed, 0,
                     None, (opened,))
    placed = _stakes(stakes, rules, dealer)
    if 0 in (placed[(dealer + k) % n] for k in range(1, n)):
        raise PositionError("new_round(stakes=...) places every player's stake: each is 1 to the ceiling "
                            "(JB-STAKE)", rule="JB-STAKE")
    events = (opened, *(Staked((dealer + k) % n, placed[(dealer + k) % n]) for k in range(1, n)))
    return State(rules, Phase.TURN, dealer, dealer, ((),) * n, placed, tuple(order), (), seed, 0, None, events)


def _shuffled(seed: int) -> tuple[Card, ...]:
    """A seeded shuffle of the 54 cards: the deck sorted by random keys (one per card, in deck order)."""
    draw = random.Random(seed).random
    keys = [draw() for _ in _INDICES]
    return _pick(*sorted(_INDICES, key=keys.__getitem__))(DECK_54)


def position(*, stakes: Sequence[int] | None = None, turned: str | Iterable[Card] = "",
             deck: str | Iterable[Card] | None = None, dealer: int = 0, to_move: int | None = None,
             rules: Rules | None = None, seed: int = 0, turns: int = 0) -> State:
    """Any position of a running bank, from card notation; validated, a bad one refused with the reason.

    ``stakes`` has one entry per seat: 0 for the banker (``dealer``) and for a player who has not staked yet;
    the players stake in turn from the banker's left, so the stakes placed are the first ones from there.
    ``turned`` lists the cards turned so far, none of them matching its call; ``deck`` the face-down cards,
    the next to turn first (missing cards follow, shuffled by ``seed``). ``rules`` defaults to the default
    reading for ``len(stakes)`` players (four when ``stakes`` is not given). ``to_move``, if given, must be
    the seat the stakes and cards say is to move. ``seed`` and ``turns`` (the actions so far) are the bank's
    counters.

    Raises PositionError for a duplicate card, a card outside the 54-card deck, a turned card that matches its
    call, a stake out of range or out of turn, a bad seat (naming the rule id); RulesError when the stakes do
    not fit ``rules.players``.
    """
    if rules is None:
        if isinstance(stakes, Sequence) and not isinstance(stakes, str) and not 2 <= len(stakes) <= 20:
            raise RulesError(f"stakes={excerpt(stakes, 30)}: one stake per seat, and the banker game is for 2 to 20 "
                             "players (JB-DECK)", rule="JB-DECK")
        rules = Rules(players=len(stakes)) if isinstance(stakes, Sequence) and not isinstance(stakes, str) else Rules()
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a banker.Rules(...), got {type(rules).__name__}")
    n = rules.players
    dealer = _seat(dealer, n, "dealer")
    placed = (0,) * n if stakes is None else _stakes(stakes, rules, dealer)
    order = [(dealer + k) % n for k in range(1, n)]
    staked = [seat for seat in order if placed[seat]]
    if staked != order[:len(staked)]:
        raise PositionError(f"stakes={list(placed)!r}: the players stake in turn from the banker's left, so a "
                            "stake is missing before another (JB-STAKE)", rule="JB-STAKE")
    turned_cards = parse_cards(turned)
    if turned_cards and len(staked) < n - 1:
        raise PositionError("cards are turned only after every player has staked (JB-STAKE)", rule="JB-STAKE")
    if len(turned_cards) >= len(CALLS):
        raise PositionError(f"{len(turned_cards)} cards turned: after {len(CALLS)} calls the bank is over "
                            "(JB-MISS)", rule="JB-MISS")
    for call, card in enumerate(turned_cards):
        if matches(card, call):
            raise PositionError(f"turned card {card} matches its call, {call_name(call)}: the bank would be over "
                                "(JB-MATCH)", rule="JB-MATCH")
    seed = checks.seed(seed, PositionError)
    if type(turns) is not int or turns < 0:
        raise PositionError(f"turns={excerpt(turns, 24)} must be a whole number of actions, 0 or more")
    stacked = () if deck is None else parse_cards(deck)
    _check_unique(turned_cards + stacked)
    known = set(turned_cards) | set(stacked)
    rest = [c for c in _shuffled(seed) if c not in known]
    phase = Phase.TURN if len(staked) == n - 1 else Phase.STAKE
    mover = dealer if phase is Phase.TURN else order[len(staked)]
    if to_move is not None and _seat(to_move, n, "to_move") != mover:
        rule = "JB-CALL" if phase is Phase.TURN else "JB-STAKE"
        raise PositionError(f"to_move={to_move}: seat {mover} is to move here ({rule})", rule=rule)
    return State(rules, phase, mover, dealer, ((),) * n, placed, (*stacked, *rest), turned_cards, seed, turns, None,
                 ())


def _stakes(stakes: object, rules: Rules, dealer: int) -> tuple[int, ...]:
    n = rules.players
    if isinstance(stakes, str) or not isinstance(stakes, Sequence) or len(stakes) != n:
        raise PositionError(f"stakes must be a list with one whole amount per seat ({n}), e.g. [0, 5, 3, 10] "
                            "(JB-STAKE)", rule="JB-STAKE")
    for seat, amount in enumerate(stakes):
        if seat == dealer:
            if amount not in (0, None) or type(amount) not in (int, type(None)):
                raise PositionError(f"stake {excerpt(amount, 20)} for seat {seat}: the banker does not stake, "
                                    "write 0 (JB-STAKE)", rule="JB-STAKE")
        elif type(amount) is not int or not 0 <= amount <= rules.ceiling:
            raise PositionError(f"stake {excerpt(amount, 20)} for seat {seat}: a stake is a whole amount from 1 to "
                                f"the ceiling {rules.ceiling}, or 0 for not yet staked (JB-STAKE)", rule="JB-STAKE")
    return tuple(amount or 0 for amount in stakes)


def strength(card: Card) -> int:
    """A card's strength in the draw for the bank: 2 … 14 for two … ace, 15 for a joker (JB-BANKER)."""
    return 15 if card.rank is None else int(card.rank)


def draw_banker(players: int, seed: int) -> tuple[int, tuple]:
    """JB-BANKER: each player draws a card from a seeded shuffled deck; the highest (a joker above the ace)
    holds the bank; players tied for the highest draw again, in seat order, from the cards left (a fresh deck
    when it runs out). Returns the banker's seat and the events of the draw.

    >>> banker, events = draw_banker(3, seed=4)
    >>> banker, [e.text() for e in events][2:5]  # doctest: +NORMALIZE_WHITESPACE
    (2, ['seat 2 draws 8♠ for the bank', '2 players are tied for the highest card and draw again',
         'seat 1 draws 9♦ for the bank'])
    """
    if type(players) is not int or not 2 <= players <= 20:
        raise RulesError(f"players={excerpt(players, 20)}: the banker game is for 2 to 20 players (JB-DECK)",
                         rule="JB-DECK")
    rng = random.Random(seed)
    pack: list[Card] = []
    tied = list(range(players))
    events: list = []
    while True:
        drawn = {}
        for seat in tied:
            if not pack:
                pack = list(DECK_54)
                rng.shuffle(pack)
            drawn[seat] = pack.pop()
            events.append(DrewForBank(seat, drawn[seat]))
        best = max(map(strength, drawn.values()))
        tied = [seat for seat in tied if strength(drawn[seat]) == best]
        if len(tied) == 1:
            events.append(BankerFound(tied[0]))
            return tied[0], tuple(events)
        events.append(TiedForBank(len(tied)))



