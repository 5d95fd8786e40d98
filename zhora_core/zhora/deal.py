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

from ..cards import DECK_36, Card, Suit, parse_card, parse_cards, parse_suit
from ..errors import PositionError, RulesError
from .engine import start_play
from .events import Dealt, StarterTurned, TurnTo
from .rules import Rules
from .state import Phase, State

__all__ = ["new_round", "position", "position_text"]

CARDS_EACH = 4
_IN_DECK = frozenset(DECK_36)


def _fresh_seed() -> int:
    return random.SystemRandom().randrange(2**32)


def new_round(rules: Rules = Rules(), *, dealer: int = 0, seed: int | None = None,
              deck: str | Iterable[Card] | None = None) -> State:
    """Shuffle (seeded), deal 4 cards each one at a time from the dealer's left, turn up the starter (Z-DEAL,
    Z-STARTER). ``deck`` stacks the top of the deck in the given order (the rest follows, shuffled).

    A starter jack waits for the dealer's swap (Z-STARTER-JACK); otherwise the player left of the dealer moves
    (Z-FIRST). ``seed=None`` draws a fresh seed, kept on the state so the round can be replayed.
    """
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be a Rules(...), got {rules!r}")
    n = rules.players
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < n:
        raise RulesError(f"dealer {dealer!r} is not a seat of a {n}-player game (Z-DEALER)", rule="Z-DEALER")
    if seed is None:
        seed = _fresh_seed()
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RulesError(f"a seed is a whole number, got {seed!r}")
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
             drawn: str | Card | None = None, seed: int = 0, turns: int = 0) -> State:
    """Any position of a running round, from card notation; validated, a bad one refused with the reason.

    ``deck`` lists the cards to draw, the next one first; ``pile`` the cards under ``top``, earliest first.
    ``rules`` defaults to the default reading for ``len(hands)`` players; ``dealer`` to the seat before
    ``to_move``. ``phase="after_draw"`` with ``drawn=`` sets up the moment after a draw; ``phase="swap"`` a
    starter jack waiting for the dealer.

    Raises PositionError for a duplicate card, a card outside the 36-card deck, too many cards, a bad seat,
    or an ordered suit without a jack on top; RulesError when the hands do not fit ``rules.players``.
    """
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise PositionError("hands must be a list with one hand per seat, e.g. ['9♠ Q♥', 'J♥']")
    if rules is None:
        if not 2 <= len(hands) <= 4:
            raise RulesError(f"{len(hands)} hands: Zhora is for 2, 3 or 4 players (Z-PLAYERS)", rule="Z-PLAYERS")
        rules = Rules(players=len(hands))
    n = rules.players
    if len(hands) != n:
        raise RulesError(f"{len(hands)} hands but the rules are for {n} players (Z-PLAYERS)", rule="Z-PLAYERS")
    hand_cards = [_checked_cards(h, f"hand {seat}") for seat, h in enumerate(hands)]
    top_card = _checked_cards([top] if isinstance(top, Card) else str(top), "top")
    if len(top_card) != 1:
        raise PositionError(f"top must be exactly one card, got {top!r}")
    deck_cards, pile_cards = _checked_cards(deck, "deck"), _checked_cards(pile, "pile")
    everything = [c for h in hand_cards for c in h] + list(top_card) + list(deck_cards) + list(pile_cards)
    _check_unique(everything)
    to_move = _seat(to_move, n, "to_move")
    dealer = (to_move - 1) % n if dealer is None else _seat(dealer, n, "dealer")
    try:
        phase = Phase(phase) if isinstance(phase, str) else phase
    except ValueError:
        raise PositionError(f"phase {phase!r} is not one of turn, after_draw, swap") from None
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
    if phase is Phase.SWAP and (not top_card[0].is_jack or to_move != dealer or pile_cards or suit is not None):
        raise PositionError("a swap position needs a starter jack on top, an empty pile, no ordered suit and the "
                            "dealer to move (Z-STARTER-JACK)", rule="Z-STARTER-JACK")
    if isinstance(turns, bool) or not isinstance(turns, int) or not 0 <= turns < rules.max_turns:
        raise PositionError(f"turns={turns!r} must be from 0 to max_turns-1 (Z-STALL)", rule="Z-STALL")
    return State(rules, phase, to_move, dealer, tuple(_sorted(h) for h in hand_cards), top_card[0], pile_cards,
                 deck_cards, suit, drawn_card, seed, turns, 0, 0, 0, None, ())


def position_text(state: State) -> str:
    """The ``position(...)`` call that rebuilds a running round's table (counters aside), used as the state's
    repr; a finished round is shown as ``<round over (…): position(…)>``, which is not code."""
    def cards(cs: Iterable[Card]) -> str:
        return " ".join(map(str, cs))

    parts = [f"hands={[cards(h) for h in state.hands]!r}", f"top={str(state.top)!r}"]
    if state.deck:
        parts.append(f"deck={cards(state.deck)!r}")
    if state.pile:
        parts.append(f"pile={cards(state.pile)!r}")
    if state.to_move is not None:
        parts.append(f"to_move={state.to_move}")
    if state.ordered is not None:
        parts.append(f"ordered={str(state.ordered)!r}")
    if state.to_move is not None and state.dealer != (state.to_move - 1) % state.players:
        parts.append(f"dealer={state.dealer}")
    if state.phase in (Phase.AFTER_DRAW, Phase.SWAP):
        parts.append(f"phase={state.phase.value!r}")
    if state.drawn is not None:
        parts.append(f"drawn={str(state.drawn)!r}")
    parts.append(f"rules={state.rules.describe().split(' (')[0]}")
    text = f"position({', '.join(parts)})"
    if state.outcome is not None:
        points = ", ".join(map(str, state.outcome.points))
        return f"<round over ({state.outcome.ending}; points {points}): {text}>"
    return text


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards))


def _checked_cards(cards: str | Iterable[Card], where: str) -> tuple[Card, ...]:
    parsed = parse_cards(cards)
    outside = [c for c in parsed if c not in _IN_DECK]
    if outside:
        raise PositionError(f"{outside[0]} in {where} is not in Zhora's 36-card deck (6 to A) (Z-DECK)",
                            rule="Z-DECK")
    return parsed


def _check_unique(cards: list[Card]) -> None:
    if len(cards) > len(DECK_36):
        raise PositionError(f"{len(cards)} cards, but the deck holds only {len(DECK_36)} (Z-DECK)", rule="Z-DECK")
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise PositionError(f"duplicate card {card}: every card of the deck exists once (Z-DECK)",
                                rule="Z-DECK")
        seen.add(card)


def _seat(value: object, n: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        raise PositionError(f"{name}={value!r} is not a seat of a {n}-player round (seats 0 to {n - 1}) (Z-PLAYERS)",
                            rule="Z-PLAYERS")
    return value
