"""Eights in play: its actions, events, states, the deal and the engine (a toy game, in one module).

Match the top card's suit or rank; an eight goes on anything and names the suit to follow; whoever cannot or
will not play draws one card and the turn passes; the first to empty his hand wins.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, NamedTuple

from zhora_core import checks, words
from zhora_core.cards import DECK_32, Card, Rank, Suit, parse_card, parse_suit
from zhora_core.errors import IllegalActionError, NotationError, PositionError, RulesError, excerpt
from zhora_core.positions import position_text
from zhora_core.protocol import Termination, Verdict

from .rules import Rules

words.add({
    "eights.draw": ("draw", "взять"),
    "eights.ev.dealt": ("{seat} {seat:deals|deal} {n} cards each", "{seat} {seat:сдаёт|сдаёте} по {n} карт"),
    "eights.ev.started": ("{card} is turned up", "открыта карта {card}"),
    "eights.ev.played": ("{seat} {seat:plays|play} {card}", "{seat} {seat:кладёт|кладёте} {card}"),
    "eights.ev.named": ("{seat} {seat:names|name} {suit}", "{seat} {seat:заказывает|заказываете} {suit}"),
    "eights.ev.drew": ("{seat} {seat:draws|draw} a card", "{seat} {seat:берёт|берёте} карту"),
    "eights.ev.dry": ("{seat} {seat:finds|find} nothing to draw", "{seat}: брать нечего"),
    "eights.ev.won": ("{seat} {seat:is|are} out and {seat:wins|win}", "{seat} без карт и {seat:выигрывает|выигрываете}"),
    "eights.ev.stalled": ("{n} actions: nobody wins", "{n} действий: никто не выиграл"),
    "eights.why.over": ("the round is over", "раунд окончен"),
    "eights.why.turn": ("it is {to_move:gen} turn", "сейчас ход {to_move:gen}"),
    "eights.why.held": ("{card} is not in the hand", "{card} нет в руке"),
    "eights.why.match": ("{card} matches {top}", "{card} подходит к {top}"),
    "eights.why.no_match": ("{card} matches neither the suit {suit} nor the rank of {top}",
                            "{card} не подходит ни по масти {suit}, ни по достоинству к {top}"),
    "eights.why.eight_named": ("an eight names a suit: play it as {card}>{suit}",
                               "восьмёрка заказывает масть: {card}>{suit}"),
    "eights.why.eight": ("an eight goes on anything", "восьмёрку кладут на любую карту"),
    "eights.why.no_eight": ("{card} is no eight", "{card} — не восьмёрка"),
    "eights.why.eight_on_eight": ("no eight on an eight under these rules", "по этим правилам восьмёрку на восьмёрку нельзя"),
    "eights.why.draw": ("a player may always draw one card", "взять карту можно всегда"),
})


# --- actions -------------------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Play:
    """Play a card that matches the top card (E-MATCH)."""

    card: Card

    def __str__(self) -> str:
        return str(self.card)

    def label(self, lang: str = "en") -> str:
        return self.card.label(lang)


@dataclass(frozen=True, slots=True)
class PlayEight:
    """Play an eight and name a suit (E-EIGHT)."""

    card: Card
    suit: Suit

    def __str__(self) -> str:
        return f"{self.card}>{self.suit}"

    def label(self, lang: str = "en") -> str:
        return f"{self.card.label(lang)}>{self.suit}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw one card; the turn passes (E-DRAW)."""

    def __str__(self) -> str:
        return "draw"

    def label(self, lang: str = "en") -> str:
        return words.say("eights.draw", lang)


DRAW = Draw()
Action = Play | PlayEight | Draw


def parse_action(text: Any) -> Action:
    """An action from its text: ``"7♠"``, ``"8♣>♥"``, ``"draw"`` (or the action itself)."""
    if isinstance(text, (Play, PlayEight, Draw)):
        return text
    if not isinstance(text, str):
        raise NotationError(f"an action is a text such as '7♠', '8♣>♥' or 'draw', got {excerpt(text)}")
    if text.strip().lower() == "draw":
        return DRAW
    card_text, _, suit_text = text.partition(">")
    card = parse_card(card_text.strip())
    if suit_text:
        if card.rank is not Rank.EIGHT:
            raise NotationError(f"only an eight names a suit, got {excerpt(text)}")
        return PlayEight(card, parse_suit(suit_text.strip()))
    return Play(card)


# --- events --------------------------------------------------------------------------------------------------

class Event(NamedTuple):
    """Something that happened, said by the phrase ``key`` filled with ``values``; cites ``rule``."""

    key: str
    rule: str
    values: tuple = ()

    def text(self, lang: str = "en", *, names: Sequence[Any] | None = None) -> str:
        return words.say(f"eights.ev.{self.key}", lang, names=names, **dict(self.values))

    def __str__(self) -> str:
        return f"{self.text()} ({self.rule})"


def _event(key: str, rule: str, **values: Any) -> Event:
    return Event(key, rule, tuple((k, words.Seat(v) if k == "seat" else v) for k, v in values.items()))


# --- states --------------------------------------------------------------------------------------------------

class Phase(enum.Enum):
    TURN = "turn"
    OVER = "over"


class Outcome(NamedTuple):
    """The end of a round: the winner (None after a stalemate), the cards left in each hand, the last card."""

    termination: Termination
    winner: int | None
    points: tuple[int, ...]
    finish: Card | None

    @property
    def ending(self) -> str:
        if self.finish is None:
            return "stalemate"
        return "eight" if self.finish.rank is Rank.EIGHT else "plain"

    @property
    def headline(self) -> str:
        return f"round over ({self.ending}; cards left {', '.join(map(str, self.points))})"


class View(NamedTuple):
    seat: int
    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    top: Card
    pile: tuple[Card, ...]
    deck_size: int
    named: Suit | None


class State(NamedTuple):
    rules: Rules
    phase: Phase
    to_move: int | None
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    top: Card
    pile: tuple[Card, ...]
    deck: tuple[Card, ...]
    named: Suit | None
    seed: int
    turns: int
    draws: int
    outcome: Outcome | None
    events: tuple = ()

    @property
    def players(self) -> int:
        return len(self.hands)

    def view(self, seat: int) -> View:
        checks.seat(seat, self.players, "seat", "E-DEAL")
        return View(seat, self.rules, self.phase, self.to_move, self.dealer, self.hands[seat],
                    tuple(map(len, self.hands)), self.top, self.pile, len(self.deck), self.named)

    def __repr__(self) -> str:
        return position_text(self)


def position_keywords(state: State) -> dict[str, Any]:
    keywords: dict[str, Any] = {"hands": [" ".join(map(str, h)) for h in state.hands], "top": str(state.top)}
    if state.deck:
        keywords["deck"] = " ".join(map(str, state.deck))
    if state.pile:
        keywords["pile"] = " ".join(map(str, state.pile))
    if state.to_move is not None:
        keywords["to_move"] = state.to_move
    if state.named is not None:
        keywords["named"] = str(state.named)
    return keywords | {"dealer": state.dealer, "seed": state.seed, "turns": state.turns, "draws": state.draws}


# --- the deal ------------------------------------------------------------------------------------------------

_cards = partial(checks.deck_cards, deck=frozenset(DECK_32), deck_words="the 32-card deck, 7 to A", rule="E-DEAL")
_unique = partial(checks.unique, rule="E-DEAL", size=len(DECK_32))


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda card: card.order))


def new_round(rules: Rules = Rules(), *, dealer: int = 0, seed: int | None = None,
              deck: str | Iterable[Card] | None = None) -> State:
    """Shuffle (seeded), deal ``hand_size`` cards each and turn up the next card; the dealer's left moves first."""
    if not isinstance(rules, Rules):
        raise RulesError(f"rules must be an eights Rules(...), got {excerpt(rules)}")
    n = rules.players
    checks.seat(dealer, n, "dealer", "E-DEAL")
    seed = checks.seed(checks.fresh_seed() if seed is None else seed)
    order = list(DECK_32)
    random.Random(seed).shuffle(order)
    if deck is not None:
        stacked = _cards(deck, "deck")
        _unique(stacked)
        order = list(stacked) + [card for card in order if card not in stacked]
    size = rules.hand_size
    hands = [_sorted(order[(seat - dealer - 1) % n::n][:size]) for seat in range(n)]
    rest = order[n * size:]
    events = (_event("dealt", "E-DEAL", seat=dealer, n=size), _event("started", "E-DEAL", card=rest[0]))
    return State(rules, Phase.TURN, (dealer + 1) % n, dealer, tuple(hands), rest[0], (), tuple(rest[1:]), None,
                 seed, 0, 0, None, events)


def position(hands: Sequence[str | Iterable[Card]], top: str | Card, *, deck: str | Iterable[Card] = "",
             pile: str | Iterable[Card] = "", to_move: int = 0, named: str | Suit | None = None,
             dealer: int | None = None, rules: Rules | None = None, seed: int = 0, turns: int = 0,
             draws: int = 0) -> State:
    """Any position of a running round, from card notation; a bad one is refused with the reason."""
    if isinstance(hands, str) or not isinstance(hands, Sequence):
        raise PositionError("hands must be a list with one hand per seat, e.g. ['9♠ Q♥', 'J♥']")
    rules = Rules(players=len(hands)) if rules is None and len(hands) in (2, 3, 4) else rules
    if not isinstance(rules, Rules) or rules.players != len(hands):
        raise RulesError(f"{len(hands)} hands do not fit these rules (E-DEAL)", rule="E-DEAL")
    n = rules.players
    hand_cards = [_cards(h, f"hand {seat}") for seat, h in enumerate(hands)]
    if not all(hand_cards):
        raise PositionError("every hand holds a card in a running round (E-WIN)", rule="E-WIN")
    top_card = _cards(top if isinstance(top, str) else [top], "top")
    if len(top_card) != 1:
        raise PositionError("top is one card (E-DEAL)", rule="E-DEAL")
    deck_cards, pile_cards = _cards(deck, "deck"), _cards(pile, "pile")
    _unique([*(c for h in hand_cards for c in h), *top_card, *deck_cards, *pile_cards])
    checks.seat(to_move, n, "to_move", "E-DEAL")
    dealer = (to_move - 1) % n if dealer is None else checks.seat(dealer, n, "dealer", "E-DEAL")
    suit = None if named is None else parse_suit(named)
    if suit is not None and top_card[0].rank is not Rank.EIGHT:
        raise PositionError(f"a suit is named only after an eight, not after {top_card[0]} (E-EIGHT)", rule="E-EIGHT")
    checks.seed(seed, PositionError)
    for name, value in (("turns", turns), ("draws", draws)):
        if type(value) is not int or not 0 <= value < rules.max_turns:
            raise PositionError(f"{name}={excerpt(value, 20)} is a count of actions, 0 to max_turns-1 (E-STALL)",
                                rule="E-STALL")
    return State(rules, Phase.TURN, to_move, dealer, tuple(map(_sorted, hand_cards)), top_card[0], pile_cards,
                 deck_cards, suit, seed, turns, draws, None, ())


# --- the engine ----------------------------------------------------------------------------------------------

def candidates(state: State, seat: int) -> tuple[Action, ...]:
    """Each card of ``seat``'s hand (an eight naming each suit), then a draw."""
    out: list[Action] = []
    for card in state.hands[seat]:
        out += [PlayEight(card, suit) for suit in Suit] if card.rank is Rank.EIGHT else [Play(card)]
    return (*out, DRAW)


def _verdict(legal: bool, rule: str, key: str, **params: Any) -> Verdict:
    return Verdict(legal, rule, words.say(f"eights.why.{key}", "en", **params), key=f"eights.why.{key}",
                   params=params)


def explain(state: State, action: Any, seat: int | None = None) -> Verdict:
    """Whether ``seat`` (the seat to move by default) may make ``action`` now, the rule id, and why."""
    action = parse_action(action)
    if state.outcome is not None:
        return _verdict(False, "E-WIN", "over")
    seat = state.to_move if seat is None else checks.seat(seat, state.players, "seat", "E-DEAL")
    if seat != state.to_move:
        return _verdict(False, "E-DEAL", "turn", to_move=words.Seat(state.to_move))
    if isinstance(action, Draw):
        return _verdict(True, "E-DRAW", "draw")
    if action.card not in state.hands[seat]:
        return _verdict(False, "E-MATCH", "held", card=action.card)
    if isinstance(action, PlayEight):
        if action.card.rank is not Rank.EIGHT:
            return _verdict(False, "E-EIGHT", "no_eight", card=action.card)
        if state.top.rank is Rank.EIGHT and not state.rules.eights_on_eights:
            return _verdict(False, "E-EIGHT", "eight_on_eight")
        return _verdict(True, "E-EIGHT", "eight")
    if action.card.rank is Rank.EIGHT:
        return _verdict(False, "E-EIGHT", "eight_named", card=action.card, suit=action.card.suit)
    suit = state.named or state.top.suit
    if action.card.suit is suit or action.card.rank is state.top.rank:
        return _verdict(True, "E-MATCH", "match", card=action.card, top=state.top)
    return _verdict(False, "E-MATCH", "no_match", card=action.card, suit=suit, top=state.top)


def legal_actions(state: State) -> tuple[Action, ...]:
    """Every action the seat to move may make, in a fixed order (none once the round is over)."""
    if state.outcome is not None:
        return ()
    return tuple(a for a in candidates(state, state.to_move) if explain(state, a).legal)


def apply(state: State, action: Any) -> State:
    """The state after the seat to move makes ``action``; IllegalActionError (the state unchanged) if it may
    not."""
    action = parse_action(action)
    verdict = explain(state, action)
    if not verdict.legal:
        raise IllegalActionError(f"{action} is not allowed: {verdict.reason} ({verdict.rule})", action=action,
                                 verdict=verdict)
    seat, hands = state.to_move, list(state.hands)
    top, pile, deck, named, draws, events = state.top, state.pile, state.deck, state.named, state.draws, []
    if isinstance(action, Draw):
        if not deck:
            deck, pile = pile, ()
        if deck:
            hands[seat] = _sorted((*hands[seat], deck[0]))
            deck = deck[1:]
            events.append(_event("drew", "E-DRAW", seat=seat))
        else:
            events.append(_event("dry", "E-DRAW", seat=seat))
        draws += 1
    else:
        hands[seat] = tuple(card for card in hands[seat] if card != action.card)
        pile, top = (*pile, top), action.card
        named = action.suit if isinstance(action, PlayEight) else None
        events.append(_event("played", verdict.rule, seat=seat, card=action.card))
        if named is not None:
            events.append(_event("named", "E-EIGHT", seat=seat, suit=named))
    turns, outcome, to_move = state.turns + 1, None, (seat + 1) % state.players
    points = tuple(map(len, hands))
    if not hands[seat]:
        events.append(_event("won", "E-WIN", seat=seat))
        outcome = Outcome(Termination.OUT, seat, points, action.card)
    elif turns >= state.rules.max_turns:
        events.append(_event("stalled", "E-STALL", n=turns))
        outcome = Outcome(Termination.STALEMATE, None, points, None)
    phase = Phase.TURN if outcome is None else Phase.OVER
    return State(state.rules, phase, None if outcome else to_move, state.dealer, tuple(hands), top, pile, deck,
                 named, state.seed, turns, draws, outcome, tuple(events))
