"""Starting a round: a seeded deal (``new_round``), or any position written in card notation (``position``).

>>> s = new_round(Rules(players=3), dealer=0, seed=7)
>>> [len(h) for h in s.hands], s.card_count(), s.to_move
([4, 4, 4], 36, 1)
>>> position(hands=["9♠ Q♥ A♦", "J♥"], top="7♥", to_move=1)
position(hands=['9♠ Q♥ A♦', 'J♥'], top='7♥', to_move=1, rules=Rules(players=2))
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import partial
from operator import attrgetter

from .. import checks
from ..cards import DECK_36, Card, Suit, parse_card, parse_suit
from ..errors import PositionError, RulesError, excerpt
from .engine import start_play
from .events import Dealt, StarterTurned, TurnTo
from .rules import Rules
from .state import Phase, State, check_seat

__all__ = ["new_round", "position"]

CARDS_EACH = 4
_checked_cards = partial(checks.deck_cards, deck=frozenset(DECK_36), deck_words="Zhora's 36-card deck (6 to A)",
                         rule="Z-DECK")
_check_unique = partial(checks.unique, rule="Z-DECK", size=len(DECK_36))
_ORDER = attrgetter("order")






def new_round(rules: Rules = Rules(), *, dealer: int = 0, seed: int | None = None,
              deck: str | Iterable[Card] | None = None) -> State:
    """Shuffle (seeded), deal 4 cards each one at a time from the dealer's left, turn up the starter (Z-DEAL,
    Z-STARTER). ``deck`` stacks the top of the deck in the given order (the rest follows, shuffled).

    A starter jack waits for the dealer's swap (Z-STARTER-JACK); otherwise the player left of the dealer moves
    (Z-FIRST). ``seed=None`` draws a fresh seed, kept on the state so the round can be replayed.
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a Rules(...), got {excerpt(rules)}")
    n = rules.players
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
        raise RulesError(f"dealer {excerpt(dealer)} is not a seat of a {n}-player game (Z-DEALER)", rule="Z-DEALER")
    seed = checks.seed(checks.fresh_seed() if seed is None else seed)
    order = list(DECK_36)
    random.Random(seed).shuffle(order)
    if deck is not None:
        stacked = _checked_cards(deck, "deck")
        _check_unique(list(stacked))
        chosen = set(stacked)
        order = list(stacked) + [c for c in order if c not in chosen]
    hands: list[list[Card]] = [[] for _ in range(n)]
    for k in range(CARDS_EACH * n):
        hands[(dealer + 1 + k) % n].append(order[k])
    starter = order[CARDS_EACH * n]
    state = State(rules, Phase.TURN, None, dealer, tuple(_sorted(h) for h in hands), starter, (),
                  tuple(order[CARDS_EACH * n + 1:]), None, None, seed, 0, 0, 0, 0, None, ())
    events = [Dealt(dealer, CARDS_EACH), StarterTurned(starter)]
    if starter.is_jack and rules.starter_jack_swap:
        events.append(TurnTo(dealer, "Z-STARTER-JACK"))
        return state._replace(phase=Phase.SWAP, to_move=dealer, events=tuple(events))
    return start_play(state, events)


def position(hands: Sequence[str | Iterable[Card]], top: str | Card, *, deck: str | Iterable[Card] = "",
             pile: str | Iterable[Card] = "", to_move: int = 0, ordered: str | Suit | None = None,
             rules: Rules | None = None, dealer: int | None = None, phase: str | Phase = Phase.TURN,
             drawn: str | Card | None = None, seed: int = 0, turns: int = 0, draws: int = 0, restocks: int = 0,
             dry_passes: int = 0) -> State:
    """Any position of a running round, from card notation; validated, a bad one refused with the reason.

    ``deck`` lists the cards to draw, the next one first; ``pile`` the cards under ``top``, earliest first.
    ``rules`` defaults to the default reading for ``len(hands)`` players; ``dealer`` to the seat before
    ``to_move``. ``phase="after_draw"`` with ``drawn=`` sets up the moment after a draw (``drawn=None``: after a
    draw that found nothing, Z-DRY); ``phase="swap"`` a starter jack waiting for the dealer. ``seed`` seeds the
    shuffled restocks; ``turns``, ``draws``, ``restocks`` and ``dry_passes`` are the round's counters so far.

    Raises PositionError for a duplicate card, a card outside the 36-card deck, too many cards, a bad seat or
    seed, an ordered suit without a jack on top, a moment no round can reach (a swap the dealer cannot make, an
    after-draw phase under ``after_draw="none"``) or counters no running round can have; RulesError when the
    hands do not fit ``rules.players``.
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise PositionError("hands must be a list with one hand per seat, e.g. ['9♠ Q♥', 'J♥']")
    if rules is None:
        if not 2 <= len(hands) <= 4:
            raise RulesError(f"{len(hands)} hands: Zhora is for 2, 3 or 4 players (Z-PLAYERS)", rule="Z-PLAYERS")
        rules = Rules(players=len(hands))
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a Rules(...), got {excerpt(rules)}")
    n = rules.players
    if len(hands) != n:
        raise RulesError(f"{len(hands)} hands but the rules are for {n} players (Z-PLAYERS)", rule="Z-PLAYERS")
    hand_cards = [_checked_cards(h, f"hand {seat}") for seat, h in enumerate(hands)]
    top_card = _checked_cards([top] if isinstance(top, Card) else str(top), "top")
    if len(top_card) != 1:
        raise PositionError(f"top must be exactly one card, got {excerpt(top)}")
    deck_cards, pile_cards = _checked_cards(deck, "deck"), _checked_cards(pile, "pile")
    everything = [c for h in hand_cards for c in h] + list(top_card) + list(deck_cards) + list(pile_cards)
    _check_unique(everything)
    to_move = check_seat(to_move, n, "to_move")
    dealer = (to_move - 1) % n if dealer is None else check_seat(dealer, n, "dealer")
    try:
        phase = Phase(phase) if isinstance(phase, str) else phase
    except ValueError:
        raise PositionError(f"phase {excerpt(phase)} is not one of turn, after_draw, swap") from None
    if phase not in (Phase.TURN, Phase.AFTER_DRAW, Phase.SWAP):
        raise PositionError("a position is of a running round: phase turn, after_draw or swap")
    suit = None if ordered is None else parse_suit(ordered)
    if suit is not None and not top_card[0].is_jack:
        raise PositionError(f"{suit} cannot be ordered: the top card {top_card[0]} is not a jack (Z-ORDER)",
                            rule="Z-ORDER")
    drawn_card = None if drawn is None else parse_card(drawn)
    if drawn_card is not None and (phase is not Phase.AFTER_DRAW or drawn_card not in hand_cards[to_move]):
        raise PositionError(f"drawn={drawn_card} needs phase='after_draw' and the card in the hand of seat "
                            f"{to_move} (Z-AFTER-DRAW)", rule="Z-AFTER-DRAW")
    if phase is Phase.AFTER_DRAW:
        _check_after_draw(rules, drawn_card, deck_cards, pile_cards)
    if phase is Phase.SWAP:
        _check_swap(rules, top_card[0], to_move, dealer, hand_cards[dealer], pile_cards, suit)
    seed = checks.seed(seed, PositionError)
    _check_counters(rules, phase, turns, draws, restocks, dry_passes, empty=not deck_cards and not pile_cards)
    return State(rules, phase, to_move, dealer, tuple(_sorted(h) for h in hand_cards), top_card[0], pile_cards,
                 deck_cards, suit, drawn_card, seed, turns, draws, restocks, dry_passes, None, ())


def _check_after_draw(rules: Rules, drawn: Card | None, deck: tuple[Card, ...], pile: tuple[Card, ...]) -> None:
    """The moment after a draw exists only when a draw leaves the turn open, and ``drawn=None`` only after a
    draw that found nothing (deck and pile both empty, Z-DRY)."""
    if rules.after_draw == "none":
        raise PositionError("no after-draw phase under after_draw='none': a draw ends the turn (Z-AFTER-DRAW)",
                            rule="Z-AFTER-DRAW")
    if drawn is None and (deck or pile):
        raise PositionError("an after-draw phase with drawn=None follows a draw that found nothing, but there are "
                            "cards to draw: name the drawn card with drawn= (Z-DRY)", rule="Z-DRY")


def _check_swap(rules: Rules, top: Card, to_move: int, dealer: int, dealer_hand: tuple[Card, ...],
                pile: tuple[Card, ...], ordered: Suit | None) -> None:
    """A swap waits for the dealer, on a starter jack, before anything is played, with a card to swap in."""
    if not rules.starter_jack_swap:
        raise PositionError("no swap phase under starter_jack_swap=False: a starter jack stays (Z-STARTER-JACK)",
                            rule="Z-STARTER-JACK")
    if not top.is_jack or to_move != dealer or pile or ordered is not None:
        raise PositionError("a swap position needs a starter jack on top, an empty pile, no ordered suit and the "
                            "dealer to move (Z-STARTER-JACK)", rule="Z-STARTER-JACK")
    if all(card.is_jack for card in dealer_hand):
        raise PositionError(f"the dealer (seat {dealer}) holds no card but jacks, so cannot swap the starter jack "
                            f"(Z-STARTER-JACK)", rule="Z-STARTER-JACK")


def _check_counters(rules: Rules, phase: Phase, turns: object, draws: object, restocks: object,
                    dry_passes: object, *, empty: bool) -> None:
    """Counters a running round can have: ``turns`` below max_turns (Z-STALL); at most one draw and one restock
    an action; passes in a row with nothing to draw fewer than the players, and only with nothing to draw
    (Z-STALL); all of them 0 while the starter jack waits for its swap (the round's first action)."""
    counters = {"turns": turns, "draws": draws, "restocks": restocks, "dry_passes": dry_passes}
    for name, value in counters.items():
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise PositionError(f"{name}={excerpt(value)} must be a whole number ≥ 0")
    if turns >= rules.max_turns:
        raise PositionError(f"turns={turns} must be from 0 to max_turns-1 = {rules.max_turns - 1}: the round ends "
                            f"at max_turns (Z-STALL)", rule="Z-STALL")
    for name in ("draws", "restocks"):
        if counters[name] > turns:
            raise PositionError(f"{name}={counters[name]} exceeds turns={turns}: each action draws and restocks at "
                                f"most once")
    if dry_passes >= rules.players or dry_passes > turns:
        raise PositionError(f"dry_passes={dry_passes}: {rules.players} passes in a row with nothing to draw end the "
                            f"round (Z-STALL), and each pass is an action (turns={turns})", rule="Z-STALL")
    if dry_passes and not empty:
        raise PositionError(f"dry_passes={dry_passes} but there are cards to draw: a pass with nothing to draw "
                            f"needs deck and pile empty (Z-STALL)", rule="Z-STALL")
    if phase is Phase.SWAP and turns:
        raise PositionError(f"turns={turns} in a swap position: the swap is the round's first action "
                            f"(Z-STARTER-JACK)", rule="Z-STARTER-JACK")


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_ORDER))



