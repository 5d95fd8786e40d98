"""Starting a round: a seeded deal (``new_round``), or any position written in card notation (``position``).

>>> s = new_round(Rules(), dealer=0, seed=7)
>>> [len(h) for h in s.hands], len(s.deck), s.to_move, len(s.cards())
([13, 13], 27, 1, 54)
>>> position(hands=["9♠ Q♥", "J♥"], top="10♥", to_move=1)
position(hands=['9♠ Q♥', 'J♥'], top='10♥', to_move=1)
"""

from __future__ import annotations

import random
from functools import partial
from collections.abc import Iterable, Sequence

from .. import checks
from ..cards import DECK_54, Card, Rank
from ..errors import PositionError, RulesError
from .engine import is_next, start_play
from .events import CentreTurned, Dealt, JokerReturned
from .rules import Rules
from .state import Phase, State

__all__ = ["new_round", "position", "CARDS_EACH"]

#: T-DEAL: cards dealt to each player.
CARDS_EACH = 13
_checked_cards = partial(checks.deck_cards, deck=frozenset(DECK_54), deck_words="the 54-card deck",
                         rule="T-TABLE")
_check_unique = partial(checks.unique, rule="T-TABLE", size=len(DECK_54))
_seat = partial(checks.seat, rule="T-TABLE", round_word="round")




def new_round(rules: Rules = Rules(), *, dealer: int = 0, seed: int | None = None,
              deck: str | Iterable[Card] | None = None) -> State:
    """Shuffle (seeded), deal 13 cards each one at a time, the dealer's opponent first, turn up the centre card;
    the rest is the reserve, and the dealer's opponent moves first (T-DEAL). A joker turned up goes back into
    the reserve at a random place and the next card is turned instead.

    ``deck`` stacks the top of the deck in the given order (the rest follows, shuffled). ``seed=None`` draws a
    fresh seed, kept on the state so the round can be replayed.
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a thirteen Rules(...), got {type(rules).__name__}")
    if type(dealer) is not int or not 0 <= dealer < rules.players:
        raise RulesError(f"dealer {dealer!r} is not a seat: the seats are 0 and 1 (T-TABLE)", rule="T-TABLE")
    seed = checks.seed(checks.fresh_seed() if seed is None else seed)
    rng = random.Random(seed)
    order = list(DECK_54)
    rng.shuffle(order)
    if deck is not None:
        stacked = _checked_cards(deck, "deck")
        _check_unique(list(stacked))
        chosen = set(stacked)
        order = list(stacked) + [c for c in order if c not in chosen]
    hands: list[list[Card]] = [[], []]
    dealt = CARDS_EACH * 2
    for k in range(dealt):
        hands[(dealer + 1 + k) % 2].append(order[k])
    centre, reserve = order[dealt], order[dealt + 1:]
    events = [Dealt(dealer, CARDS_EACH)]
    while centre.suit is None:  # a joker is put back at a random place and the next card turned
        events.append(JokerReturned(centre))
        centre, reserve = reserve[0], reserve[1:]
        reserve.insert(rng.randrange(len(reserve) + 1), events[-1].card)
    events.append(CentreTurned(centre))
    state = State(rules, Phase.TURN, None, dealer, tuple(tuple(sorted(h)) for h in hands), centre, (),
                  tuple(reserve), 0, seed, 0, 0, 0, 0, 0, 0, 0, None, ())
    return start_play(state, events)


def position(hands: Sequence[str | Iterable[Card]], top: str | Card, *, deck: str | Iterable[Card] = "",
             pile: str | Iterable[Card] = "", to_move: int = 0, rules: Rules | None = None,
             dealer: int | None = None, phase: str | Phase = Phase.TURN, run: int | None = None, seed: int = 0,
             turns: int = 0, draws: int = 0, restocks: int = 0, jokers: int = 0, takes: int = 0, longest: int = 0,
             runs: int = 0) -> State:
    """Any position of a running round, from card notation; validated, a bad one refused with the reason.

    ``top`` is the centre card, ``pile`` the cards under it (earliest first), ``deck`` the reserve (the next
    card to draw first). ``phase="run"`` is a player in the middle of a run who has just played ``top``;
    ``phase="answer"`` a joker on a king (``top`` the joker, the king last in ``pile``) waiting for its answer.
    A joker on top in phase ``"turn"`` is a joker whose victim took the cards, played on as its king.
    ``dealer`` defaults to the seat not to move. ``run`` counts the cards of the turn so far in phase ``"run"``
    (default 1). ``seed``, ``turns`` and the counts after it are the round's counters so far (``State`` says what
    each counts; the restocks' shuffles follow the seed and the restocks so far, T-RESTOCK).

    Raises PositionError for a duplicate card, a card outside the 54-card deck, a bad seat, an empty hand,
    or a phase that cannot be (each naming the rule id); RulesError when there are not two hands.
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise PositionError("hands must be a list with one hand per seat, e.g. ['9♠ Q♥', 'J♥'] (T-TABLE)",
                            rule="T-TABLE")
    if rules is None:
        rules = Rules()
    elif not isinstance(rules, Rules):
        raise RulesError(f"rules must be a thirteen Rules(...), got {type(rules).__name__}")
    if len(hands) != rules.players:
        raise RulesError(f"{len(hands)} hands: Thirteen is for 2 players (T-TABLE)", rule="T-TABLE")
    hand_cards = [_checked_cards(h, f"hand {seat}") for seat, h in enumerate(hands)]
    top_cards = _checked_cards([top] if isinstance(top, Card) else str(top), "top")
    if len(top_cards) != 1:
        raise PositionError(f"top must be exactly one card, got {_excerpt(top)} (T-DEAL)", rule="T-DEAL")
    centre = top_cards[0]
    deck_cards, pile_cards = _checked_cards(deck, "deck"), _checked_cards(pile, "pile")
    _check_unique([c for h in hand_cards for c in h] + [centre, *deck_cards, *pile_cards])
    to_move = _seat(to_move, 2, "to_move")
    dealer = 1 - to_move if dealer is None else _seat(dealer, 2, "dealer")
    for seat, hand in enumerate(hand_cards):
        if not hand:
            raise PositionError(f"hand {seat} is empty: that player has already won (T-WIN)", rule="T-WIN")
    try:
        phase = Phase(phase) if isinstance(phase, str) else phase
    except ValueError:
        raise PositionError(f"phase {_excerpt(phase)} is not one of 'turn', 'run', 'answer'") from None
    if not isinstance(phase, Phase) or phase is Phase.OVER:
        raise PositionError("a position is of a running round: phase 'turn', 'run' or 'answer'")
    if centre.suit is None:
        king = pile_cards[-1] if pile_cards else None
        if king is None or king.rank is not Rank.KING or king.colour is not centre.colour:
            raise PositionError(f"the joker {centre} on top needs a king of its colour last in the pile (T-JOKER)",
                                rule="T-JOKER")
        if phase is Phase.RUN:
            raise PositionError(f"a joker ends the turn: {centre} on top cannot be in the middle of a run (T-JOKER)",
                                rule="T-JOKER")
    elif phase is Phase.ANSWER:
        raise PositionError(f"phase 'answer' needs a joker on top, got {centre} (T-AFTER-JOKER)",
                            rule="T-AFTER-JOKER")
    if phase is Phase.RUN:
        run = _run(centre, pile_cards, 1 if run is None else run, rules)
    elif run not in (None, 0):
        raise PositionError(f"run={_excerpt(run)} outside phase 'run': a run is the turn in progress (T-RUN)",
                            rule="T-RUN")
    checks.seed(seed, PositionError)
    if type(turns) is not int or not 0 <= turns < rules.max_turns:
        raise PositionError(f"turns={_excerpt(turns)} must be from 0 to max_turns-1 (T-WIN)", rule="T-WIN")
    checks.counts(turns, "T-WIN", draws=draws, restocks=restocks, jokers=jokers, takes=takes, longest=longest,
                  runs=runs)
    return State(rules, phase, to_move, dealer, tuple(tuple(sorted(h)) for h in hand_cards), centre, pile_cards,
                 deck_cards, run or 0, seed, turns, draws, restocks, jokers, takes, longest, runs, None, ())


def _run(top: Card, pile: tuple[Card, ...], run: object, rules: Rules) -> int:
    """The cards played so far in the turn that has just played ``top`` (phase ``"run"``): the turn's ``run``
    cards are ``top`` and the ``run - 1`` last of the pile, each one rank from the card before it (in one suit
    under ``run_same_suit``, T-RUN); the turn's first went on the card under them, or on the king under a joker
    (T-STEP, T-AFTER-JOKER)."""
    if type(run) is not int or not 1 <= run <= len(DECK_54):
        raise PositionError(f"run={_excerpt(run)}: in phase 'run' the turn has played 1 card or more (T-RUN)",
                            rule="T-RUN")
    if len(pile) < run:
        raise PositionError(f"run={run}: the turn's cards lie on a card of the pile, so it holds at least {run}, "
                            f"not {len(pile)} (T-RUN)", rule="T-RUN")
    turn = (*pile[len(pile) - run + 1:], top)
    under = pile[-run]
    if under.suit is None and len(pile) > run:
        under = pile[-run - 1]
    steps = zip((under, *turn), turn)
    for k, (before, card) in enumerate(steps):
        if before.suit is None or card.suit is None or not is_next(card, before) or \
                (k and rules.run_same_suit and card.suit is not before.suit):
            raise PositionError(f"phase 'run' is a turn of {run} card(s) ending in {top}: {card} needs a card one "
                                f"rank from it under it, last in the pile (T-RUN)", rule="T-RUN")
    return run


def _excerpt(value: object, limit: int = 30) -> str:
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"
