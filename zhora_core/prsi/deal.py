"""Starting a round: a seeded deal (``new_round``), or any position written in card notation (``position``).

>>> s = new_round(Rules(players=3), dealer=0, seed=7)
>>> [len(h) for h in s.hands], len(s.cards()), s.to_move
([4, 4, 4], 32, 1)
>>> position(hands=["9♠ Q♥ A♦", "7♥"], top="7♠", penalty=2)
position(hands=['9♠ Q♥ A♦', '7♥'], top='7♠', to_move=0, penalty=2, rules=Rules(players=2))
"""

from __future__ import annotations

import random
from functools import partial
from collections.abc import Iterable, Sequence

from .. import checks
from ..cards import DECK_32, Card, Rank, Suit, parse_suit
from ..errors import PositionError, RulesError, excerpt
from .events import Dealt, PenaltyPending, StandPending, StarterActs, StarterQueen, StarterTurned, TurnTo
from .rules import Rules
from .state import Phase, State, check_seat

__all__ = ["new_round", "position"]

_checked_cards = partial(checks.deck_cards, deck=frozenset(DECK_32), deck_words="Prší's 32-card deck, 7 to A",
                         rule="P-DECK")
_check_unique = partial(checks.unique, rule="P-DECK", size=len(DECK_32))




def _whole(value: object) -> bool:
    return type(value) is int




def new_round(rules: Rules = Rules(), *, dealer: int = 0, seed: int | None = None,
              deck: str | Iterable[Card] | None = None) -> State:
    """Shuffle (seeded), deal ``hand_size`` cards each one at a time from the dealer's left, turn up the starter;
    the rest is the stock, and the player left of the dealer starts (P-DEAL). A starter 7 or ace acts on him
    under ``starter_effects`` (P-STARTER).

    ``deck`` stacks the top of the deck in the given order, the next card first (the rest follows, shuffled).
    ``seed=None`` draws a fresh seed, kept on the state so the round can be replayed.
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a prsi Rules(...), got {excerpt(rules)}")
    n = rules.players
    if not _whole(dealer) or not 0 <= dealer < n:
        raise RulesError(f"dealer={excerpt(dealer)} is not a seat of a {n}-player round (P-DEAL)", rule="P-DEAL")
    seed = checks.seed(checks.fresh_seed() if seed is None else seed)
    order = list(DECK_32)
    random.Random(seed).shuffle(order)
    if deck is not None:
        stacked = _checked_cards(deck, "deck")
        _check_unique(stacked)
        chosen = set(stacked)
        order = [*stacked, *(c for c in order if c not in chosen)]
    size = rules.hand_size
    hands: list[list[Card]] = [[] for _ in range(n)]
    for k in range(size * n):
        hands[(dealer + 1 + k) % n].append(order[k])
    starter = order[size * n]
    first = (dealer + 1) % n
    events: list = [Dealt(dealer, size), StarterTurned(starter)]
    phase, penalty, stand = Phase.PLAY, 0, 0
    if starter.rank is Rank.QUEEN:
        events.append(StarterQueen(starter))
    elif rules.starter_effects and starter.rank is Rank.SEVEN:
        phase, penalty = Phase.PENALTY, 2
        events += [StarterActs(starter, first), PenaltyPending(first, 2, rules.stack_sevens)]
    elif rules.starter_effects and starter.rank is Rank.ACE:
        phase, stand = Phase.STAND, 1
        events += [StarterActs(starter, first), StandPending(first, 1, rules.stack_aces)]
    events.append(TurnTo(first, "P-DEAL"))
    return State(rules, phase, first, dealer, tuple(tuple(sorted(h)) for h in hands), starter, (),
                 tuple(order[size * n + 1:]), None, penalty, stand, seed, 0, 0, 0, 0, 0, 0, 0, None, tuple(events))


def position(hands: Sequence[str | Iterable[Card]], top: str | Card, *, deck: str | Iterable[Card] = "",
             pile: str | Iterable[Card] = "", to_move: int = 0, named: str | Suit | None = None, penalty: int = 0,
             stand: int = 0, rules: Rules | None = None, dealer: int | None = None, seed: int = 0,
             turns: int = 0, draws: int = 0, restocks: int = 0, dry: int = 0, penalty_cards: int = 0,
             stands: int = 0, stacked: int = 0) -> State:
    """Any position of a running round, from card notation; validated, a bad one refused with the reason.

    ``deck`` is the stock, the next card to draw first; ``pile`` the cards under ``top``, earliest first.
    ``named`` is the suit a queen on top named; ``penalty`` the cards a pending 7 (or several) makes ``to_move``
    draw; ``stand`` the aces of a pending stand. ``rules`` defaults to the default reading for ``len(hands)``
    players; ``dealer`` to the seat before ``to_move``. ``seed`` seeds the shuffled restocks; ``turns``,
    ``draws``, ``restocks``, ``dry`` (draws in a row that gave nothing), ``penalty_cards``, ``stands`` and
    ``stacked`` are the round's counters so far (``State`` says what each counts).

    Raises PositionError (naming the card, seat or rule id) for a duplicate card, a card outside the 32-card
    deck, an empty hand, a bad seat or seed, a pending 7, ace or named suit that the top and the pile cannot have
    made, or counters no running round can have; RulesError when the hands do not fit ``rules.players``.
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise PositionError("hands must be a list with one hand per seat, e.g. ['9♠ Q♥', 'J♥'] (P-DECK)",
                            rule="P-DECK")
    if rules is None:
        if not 2 <= len(hands) <= 5:
            raise RulesError(f"{len(hands)} hands: Prší is for 2 to 5 players (P-DECK)", rule="P-DECK")
        rules = Rules(players=len(hands))
    elif not isinstance(rules, Rules):
        raise RulesError(f"rules must be a prsi Rules(...), got {excerpt(rules)}")
    n = rules.players
    if len(hands) != n:
        raise RulesError(f"{len(hands)} hands but the rules are for {n} players (P-DECK)", rule="P-DECK")
    hand_cards = [_checked_cards(h, f"hand {seat}") for seat, h in enumerate(hands)]
    for seat, hand in enumerate(hand_cards):
        if not hand:
            raise PositionError(f"seat {seat} holds no card: an empty hand has already won (P-WIN)", rule="P-WIN")
    top_card = _checked_cards([top] if isinstance(top, Card) else str(top), "top")
    if len(top_card) != 1:
        raise PositionError(f"top must be exactly one card, got {excerpt(top)} (P-DEAL)", rule="P-DEAL")
    top_card = top_card[0]
    deck_cards, pile_cards = _checked_cards(deck, "deck"), _checked_cards(pile, "pile")
    _check_unique((*(c for h in hand_cards for c in h), top_card, *deck_cards, *pile_cards))
    to_move = check_seat(to_move, n, "to_move")
    dealer = (to_move - 1) % n if dealer is None else check_seat(dealer, n, "dealer")
    suit = None if named is None else parse_suit(named)
    if suit is not None and top_card.rank is not Rank.QUEEN:
        raise PositionError(f"named={suit}: only a queen names a suit, and the top card is {top_card} (P-QUEEN)",
                            rule="P-QUEEN")
    if penalty and stand:
        raise PositionError("a 7 and an ace cannot both be pending: give penalty= or stand=, not both (P-SEVEN, "
                            "P-ACE)", rule="P-SEVEN")
    phase = Phase.PLAY
    if penalty:
        _check_pending(penalty // 2 if _whole(penalty) and penalty % 2 == 0 else 0, "penalty", penalty,
                       Rank.SEVEN, top_card, pile_cards, rules.stack_sevens, "P-SEVEN", suit)
        phase = Phase.PENALTY
    if stand:
        _check_pending(stand if _whole(stand) else 0, "stand", stand, Rank.ACE, top_card, pile_cards,
                       rules.stack_aces, "P-ACE", suit)
        phase = Phase.STAND
    seed = checks.seed(seed, PositionError)
    _check_counters(rules, turns, dry, empty=not deck_cards and not pile_cards)
    checks.counts(turns, "P-STALL", draws=draws, restocks=restocks, stands=stands, stacked=stacked)
    if type(penalty_cards) is not int or not 0 <= penalty_cards <= 8 * turns:
        raise PositionError(f"penalty_cards={excerpt(penalty_cards, 24)} must be a whole number from 0 to 8 a turn "
                            f"(turns={turns}): a penalty is at most 8 cards (P-SEVEN)", rule="P-SEVEN")
    return State(rules, phase, to_move, dealer, tuple(tuple(sorted(h)) for h in hand_cards), top_card, pile_cards,
                 deck_cards, suit, penalty, stand, seed, turns, draws, penalty_cards, stands, stacked, restocks, dry,
                 None, ())


def _check_counters(rules: Rules, turns: object, dry: object, *, empty: bool) -> None:
    """``turns`` below ``max_turns``, and fewer dry draws in a row than players, only with nothing left to draw
    (P-STALL)."""
    if not _whole(turns) or not 0 <= turns < rules.max_turns:
        raise PositionError(f"turns={excerpt(turns)} must be from 0 to max_turns-1 (P-STALL)", rule="P-STALL")
    if not _whole(dry) or not 0 <= dry < rules.players or dry > turns or (dry and not empty):
        raise PositionError(f"dry={excerpt(dry)}: draws in a row that gave nothing are fewer than the players, and "
                            f"only with nothing left to draw (P-STALL)", rule="P-STALL")


def _check_pending(count: int, name: str, value: object, rank: Rank, top: Card, pile: tuple[Card, ...],
                   stacks: bool, rule: str, named: Suit | None) -> None:
    """A pending penalty or stand of ``count`` cards of ``rank`` needs them on top of the pile, in a row."""
    what = "2, 4, 6 or 8" if rank is Rank.SEVEN else "1, 2, 3 or 4"
    if not 1 <= count <= 4:
        raise PositionError(f"{name}={excerpt(value)} must be {what} (one step per {rank.name_in()} played) ({rule})",
                            rule=rule)
    if named is not None:
        raise PositionError(f"named= and {name}= together: a queen on top means no {rank.name_in()} is pending "
                            f"({rule})", rule=rule)
    if top.rank is not rank:
        raise PositionError(f"{name}={value}: the top card {top} is not a {rank.name_in()} ({rule})", rule=rule)
    if count > 1 and not stacks:
        option = "stack_sevens" if rank is Rank.SEVEN else "stack_aces"
        raise PositionError(f"{name}={value} needs {count} {rank.name_in()}s in a row, but {option} is off ({rule})",
                            rule=rule)
    under = pile[len(pile) - (count - 1):] if count > 1 else ()
    if len(under) != count - 1 or any(c.rank is not rank for c in under):
        raise PositionError(f"{name}={value} needs the last {count - 1} card(s) of the pile under {top} to be "
                            f"{rank.name_in()}s ({rule})", rule=rule)



