"""Starting a round: a seeded deal (``new_round``), or any position written in card notation (``position``).

>>> s = new_round(Rules(players=3), dealer=0, seed=7)
>>> [len(h) for h in s.hands], len(s.cards()), s.to_move, [str(e) for e in s.events][-2]
([5, 5, 5], 52, 0, 'seat 0 has the highest card shown and moves first (JQ-FIRST)')
>>> position(hands=["9♠ Q♥ A♦", "J♥"], top="7♥", to_move=1)
position(hands=['A♦ 9♠ Q♥', 'J♥'], top='7♥', to_move=1, rules=Rules(players=2))
"""

from __future__ import annotations

import random
from functools import partial
from collections.abc import Iterable, Sequence

from .. import checks
from ..cards import DECK_52, Card, Rank
from ..errors import PositionError, RulesError
from .events import Dealt, FirstPlayer, Shown, StarterTurned
from .rules import Rules
from .state import Phase, State
from .strength import ORDER, VALUE

__all__ = ["new_round", "position", "CARDS_EACH"]

CARDS_EACH = 5
_checked_cards = partial(checks.deck_cards, deck=frozenset(DECK_52), deck_words="Joe's 52-card deck (no jokers)",
                         rule="JQ-PLAYERS")
_check_unique = partial(checks.unique, rule="JQ-PLAYERS", size=len(DECK_52))
_seat = partial(checks.seat, rule="JQ-PLAYERS", round_word="round")




def new_round(rules: Rules = Rules(), *, dealer: int = 0, seed: int | None = None,
              deck: str | Iterable[Card] | None = None) -> State:
    """Shuffle (seeded) and deal 5 cards each, one at a time from the dealer's left, the fifth face up (JQ-DEAL;
    1 and 5 cards under ``challenge``, JQ-CHALLENGE); find the first player (JQ-FIRST) and turn up the starter
    (JQ-STARTER). ``deck`` stacks the top of the deck in the given order (its first card to the dealer's left);
    the rest follows, shuffled. ``seed=None`` draws a fresh seed, kept on the state so the round can be replayed.
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a joe.Rules(...), got {type(rules).__name__}")
    n = rules.players
    if type(dealer) is not int or not 0 <= dealer < n:
        raise RulesError(f"dealer {str(dealer)[:20]!r} is not a seat of a {n}-player game (JQ-DEAL)", rule="JQ-DEAL")
    seed = checks.seed(checks.fresh_seed() if seed is None else seed)
    draw = random.Random(seed).random
    order = sorted(DECK_52, key=lambda _: draw())  # a seeded shuffle: the deck sorted by random keys
    if deck is not None:
        stacked = _checked_cards(deck, "deck")
        _check_unique(stacked)
        chosen = set(stacked)
        order = list(stacked) + [c for c in order if c not in chosen]
    left = (dealer + 1) % n
    dealt: list = [()] * n
    if rules.challenge:  # one card at a time from the dealer's left: left, dealer, then left alone
        dealt[left], dealt[dealer] = (order[0], *order[2:CARDS_EACH + 1]), (order[1],)
    else:  # the k-th card from the dealer's left goes to seat left + k (mod n), five times round
        for k in range(n):
            dealt[(left + k) % n] = tuple(order[k:CARDS_EACH * n:n])
    dealt_count = sum(map(len, dealt))
    starter, reserve = order[dealt_count], tuple(order[dealt_count + 1:])
    events: list = [Dealt(dealer, tuple(map(len, dealt)), "JQ-CHALLENGE" if rules.challenge else "JQ-DEAL")]
    shown: list[list[Card]] = [[] for _ in range(n)]
    if rules.challenge:
        shown[left].append(dealt[left][-1])
        events += [Shown(left, dealt[left][-1], "JQ-DEAL"), FirstPlayer(left, "challenge", "JQ-CHALLENGE")]
        first = left
    else:
        first = _first_player(dealt, left, shown, events)
    events.append(StarterTurned(starter))
    hands = tuple(_sorted(h) for h in dealt)
    return State(rules, Phase.TURN, first, dealer, hands, starter, (), reserve, None,
                 tuple(_sorted(s) for s in shown), seed, 0, 0, 0, 0, 0, 0, None, tuple(events))


def _first_player(dealt: list[tuple[Card, ...]], left: int, shown: list[list[Card]], events: list) -> int:
    """JQ-FIRST: the highest face-up card moves first; tied players show their face-down cards in the order
    they were dealt until one is highest; still tied, the tied player nearest the dealer's left."""
    n = len(dealt)
    tied = [(left + k) % n for k in range(n)]  # seats from the dealer's left
    for seat in tied:
        shown[seat].append(dealt[seat][-1])
        events.append(Shown(seat, dealt[seat][-1], "JQ-DEAL"))
    best = max(VALUE[dealt[s][-1]] for s in tied)
    tied = [s for s in tied if VALUE[dealt[s][-1]] == best]
    for k in range(CARDS_EACH - 1):
        if len(tied) == 1:
            break
        for seat in tied:
            shown[seat].append(dealt[seat][k])
            events.append(Shown(seat, dealt[seat][k], "JQ-FIRST"))
        best = max(VALUE[dealt[s][k]] for s in tied)
        tied = [s for s in tied if VALUE[dealt[s][k]] == best]
    events.append(FirstPlayer(tied[0], "highest" if len(tied) == 1 else "nearest"))
    return tied[0]


_PHASES = {"turn": Phase.TURN, "joe": Phase.JOE, "on_queens": Phase.ON_QUEENS, "countdown": Phase.COUNTDOWN}


def position(hands: Sequence[str | Iterable[Card]], top: str | Card, *, deck: str | Iterable[Card] = "",
             pile: str | Iterable[Card] = "", to_move: int = 0, rules: Rules | None = None,
             dealer: int | None = None, phase: str | Phase = Phase.TURN, queens_by: int | None = None,
             shown: Sequence[str | Iterable[Card]] | None = None, seed: int = 0, turns: int = 0, draws: int = 0,
             equal_draws: int = 0, restocks: int = 0, queens: int = 0, countdowns: int = 0) -> State:
    """Any position of a running round, from card notation; validated, a bad one refused with the reason.

    ``deck`` is the reserve, the next card to draw first; ``pile`` the cards under ``top``, earliest first.
    ``rules`` defaults to the default reading for ``len(hands)`` players; ``dealer`` to the seat before
    ``to_move``. ``phase="joe"`` (with ``queens_by``, the seat that played the two queens) is the jack-or-draw
    round after two queens, ``"on_queens"`` the queens' player's turn on them, ``"countdown"`` a player who must
    follow down. ``shown`` lists, per seat, the cards shown at the deal that are still in that hand. ``seed``,
    ``turns`` and the counts after it are the round's counters so far (``State`` says what each counts).

    Raises PositionError for a duplicate card, a card outside the 52-card deck, an empty hand, a bad seat, or a
    phase that cannot occur here (naming the rule id); RulesError when the hands do not fit ``rules.players``.
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise PositionError("hands must be a list with one hand per seat, e.g. ['9♠ Q♥', 'J♥']")
    if rules is None:
        if not 2 <= len(hands) <= 10:
            raise RulesError(f"{len(hands)} hands: Joe is for 2 to 10 players (JQ-PLAYERS)", rule="JQ-PLAYERS")
        rules = Rules(players=len(hands))
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a joe.Rules(...), got {type(rules).__name__}")
    n = rules.players
    if len(hands) != n:
        raise RulesError(f"{len(hands)} hands but the rules are for {n} players (JQ-PLAYERS)", rule="JQ-PLAYERS")
    hand_cards = [_checked_cards(h, f"hand {seat}") for seat, h in enumerate(hands)]
    for seat, hand in enumerate(hand_cards):
        if not hand:
            raise PositionError(f"hand {seat} is empty: that seat would have won, and the round be over (JQ-WIN)",
                                rule="JQ-WIN")
    top_cards = _checked_cards([top] if isinstance(top, Card) else top, "top")
    if len(top_cards) != 1:
        raise PositionError(f"top must be exactly one card, got {len(top_cards)}")
    deck_cards, pile_cards = _checked_cards(deck, "deck"), _checked_cards(pile, "pile")
    _check_unique([c for h in hand_cards for c in h] + list(top_cards) + list(deck_cards) + list(pile_cards))
    to_move = _seat(to_move, n, "to_move")
    dealer = (to_move - 1) % n if dealer is None else _seat(dealer, n, "dealer")
    phase = _phase(phase)
    top_card = top_cards[0]
    if phase in (Phase.JOE, Phase.ON_QUEENS):
        if queens_by is None or top_card.rank is not Rank.QUEEN:
            raise PositionError(f"phase {phase.value!r} needs two queens just played: a queen on top and queens_by= "
                                "the seat that played them (JQ-JOE)", rule="JQ-JOE")
        queens_by = _seat(queens_by, n, "queens_by")
        if (phase is Phase.ON_QUEENS) != (queens_by == to_move):
            raise PositionError(f"queens_by={queens_by} and to_move={to_move}: the queens' player moves on them in "
                                "phase 'on_queens' only, the others in phase 'joe' (JQ-JOE)", rule="JQ-JOE")
    elif queens_by is not None:
        raise PositionError("queens_by= belongs to the phases 'joe' and 'on_queens' (JQ-JOE)", rule="JQ-JOE")
    if phase is Phase.COUNTDOWN:
        if not rules.countdown:
            raise PositionError("phase 'countdown' needs Rules(countdown=True) (JQ-COUNTDOWN)", rule="JQ-COUNTDOWN")
        if not any(VALUE[c] < VALUE[top_card] for c in hand_cards[to_move]):
            raise PositionError(f"phase 'countdown': seat {to_move} holds no card lower than {top_card}, so he "
                                "would not have to follow (JQ-COUNTDOWN)", rule="JQ-COUNTDOWN")
    shown_cards = _shown(shown, hand_cards, n)
    if type(turns) is not int or not 0 <= turns < rules.max_turns:
        raise PositionError(f"turns={turns!r} must be from 0 to max_turns-1 (JQ-STALL)", rule="JQ-STALL")
    checks.counts(turns, "JQ-STALL", draws=draws, equal_draws=equal_draws, restocks=restocks, queens=queens,
                  countdowns=countdowns)
    seed = checks.seed(seed, PositionError)
    return State(rules, phase, to_move, dealer, tuple(_sorted(h) for h in hand_cards), top_card, pile_cards,
                 deck_cards, queens_by, shown_cards, seed, turns, draws, equal_draws, restocks, queens, countdowns,
                 None, ())


def _phase(phase: str | Phase) -> Phase:
    if isinstance(phase, Phase) and phase is not Phase.OVER:
        return phase
    if isinstance(phase, str) and phase in _PHASES:
        return _PHASES[phase]
    raise PositionError(f"phase {str(phase)[:20]!r} is not one of {', '.join(_PHASES)}: a position is of a "
                        "running round")


def _shown(shown, hand_cards: list[tuple[Card, ...]], n: int) -> tuple[tuple[Card, ...], ...]:
    if shown is None:
        return ((),) * n
    if isinstance(shown, str) or not isinstance(shown, Sequence) or len(shown) != n:
        raise PositionError(f"shown must be a list with one entry per seat ({n}), e.g. ['9♠', '']")
    result = []
    for seat, cards in enumerate(shown):
        cards = _checked_cards(cards, f"shown {seat}")
        for card in cards:
            if card not in hand_cards[seat]:
                raise PositionError(f"shown card {card} is not in hand {seat}: a shown card is one still held "
                                    "(JQ-DEAL)", rule="JQ-DEAL")
        result.append(_sorted(set(cards)))
    return tuple(result)


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=ORDER.__getitem__))





