"""What happened in a step: small immutable records, each citing the rule id that made it happen.

Every event narrates itself in English (``str``) or Russian (``event.text("ru")``); the structured fields let a
view word it any other way.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import Card, Suit

__all__ = [
    "Dealt", "StarterTurned", "Swapped", "Played", "SuitOrdered", "PlayedJacks", "Drew", "PenaltyDraw",
    "Passed", "Skipped", "TurnTo", "Restocked", "Waiting", "RoundOver", "Stalemate", "Event",
]


def _cards(cards: tuple[Card, ...], lang: str) -> str:
    return " ".join(c.label(lang) for c in cards)


def _seat(seat: int, lang: str) -> str:
    return f"{'место' if lang == 'ru' else 'seat'} {seat}"


class Dealt(NamedTuple):
    dealer: int
    cards_each: int
    rule: str = "Z-DEAL"

    def text(self, lang: str = "en") -> str:
        if lang == "ru":
            return f"{_seat(self.dealer, lang)} сдаёт по {self.cards_each} карты"
        return f"seat {self.dealer} deals {self.cards_each} cards each"


class StarterTurned(NamedTuple):
    card: Card
    rule: str = "Z-STARTER"

    def text(self, lang: str = "en") -> str:
        if lang == "ru":
            return f"открыта карта {self.card.label(lang)}"
        return f"the starter {self.card} is turned up"


class Swapped(NamedTuple):
    seat: int
    jack: Card
    card: Card
    rule: str = "Z-STARTER-JACK"

    def text(self, lang: str = "en") -> str:
        if lang == "ru":
            return f"{_seat(self.seat, lang)} берёт {self.jack.label(lang)} и кладёт {self.card.label(lang)}"
        return f"seat {self.seat} takes the starter {self.jack} and puts {self.card} in its place"


class Played(NamedTuple):
    seat: int
    card: Card
    rule: str

    def text(self, lang: str = "en") -> str:
        if lang == "ru":
            return f"{_seat(self.seat, lang)} кладёт {self.card.label(lang)}"
        return f"seat {self.seat} plays {self.card}"


class SuitOrdered(NamedTuple):
    seat: int
    suit: Suit
    rule: str = "Z-JACK"

    def text(self, lang: str = "en") -> str:
        if lang == "ru":
            return f"{_seat(self.seat, lang)} заказывает {self.suit.name_in(lang)} {self.suit}"
        return f"seat {self.seat} orders {self.suit.name_in(lang)} {self.suit}"


class PlayedJacks(NamedTuple):
    seat: int
    cards: tuple[Card, ...]
    rule: str = "Z-JACKS-OUT"

    def text(self, lang: str = "en") -> str:
        if lang == "ru":
            return f"{_seat(self.seat, lang)} выходит валетами {_cards(self.cards, lang)}"
        return f"seat {self.seat} goes out with the jacks {_cards(self.cards, lang)}"


class Drew(NamedTuple):
    """A chosen draw; ``card`` is None when there was nothing to draw (Z-DRY)."""

    seat: int
    card: Card | None
    rule: str

    def text(self, lang: str = "en") -> str:
        if self.card is None:
            return f"{_seat(self.seat, lang)}: нечего брать" if lang == "ru" else f"seat {self.seat} finds nothing to draw"
        if lang == "ru":
            return f"{_seat(self.seat, lang)} берёт карту из колоды"
        return f"seat {self.seat} draws a card"


class PenaltyDraw(NamedTuple):
    """A forced draw after a 7 or K♥; ``short`` counts the cards the deck could not give (Z-DRY)."""

    seat: int
    cards: tuple[Card, ...]
    short: int
    rule: str

    def text(self, lang: str = "en") -> str:
        n = len(self.cards)
        if lang == "ru":
            return f"{_seat(self.seat, lang)} берёт {n} карт(ы) штрафа"
        extra = f" ({self.short} short: the deck is dry)" if self.short else ""
        return f"seat {self.seat} must take {n} card{'s' * (n != 1)}{extra}"


class Passed(NamedTuple):
    seat: int
    rule: str = "Z-PASS"

    def text(self, lang: str = "en") -> str:
        return f"{_seat(self.seat, lang)} пасует" if lang == "ru" else f"seat {self.seat} passes"


class Skipped(NamedTuple):
    seat: int
    rule: str

    def text(self, lang: str = "en") -> str:
        return f"{_seat(self.seat, lang)} пропускает ход" if lang == "ru" else f"seat {self.seat} is skipped"


class TurnTo(NamedTuple):
    seat: int
    rule: str

    def text(self, lang: str = "en") -> str:
        return f"ход: {_seat(self.seat, lang)}" if lang == "ru" else f"seat {self.seat} to move"


class Restocked(NamedTuple):
    cards: int
    shuffled: bool
    rule: str = "Z-RESTOCK"

    def text(self, lang: str = "en") -> str:
        if lang == "ru":
            return f"колода пуста: {self.cards} карт(ы) из отбоя становятся колодой"
        how = "shuffled" if self.shuffled else "turned over, not shuffled"
        cards = "the card under the top becomes" if self.cards == 1 else f"the {self.cards} cards under the top become"
        return f"the deck is empty: {cards} the deck ({how})"


class Waiting(NamedTuple):
    seat: int
    rule: str = "Z-WAIT"

    def text(self, lang: str = "en") -> str:
        if lang == "ru":
            return f"{_seat(self.seat, lang)} без карт, но раунд не окончен: ждёт своего хода"
        return f"seat {self.seat} has no cards left but the turn did not move on: he waits and will draw"


class RoundOver(NamedTuple):
    winner: int
    finish: tuple[Card, ...]
    points: tuple[int, ...]
    rule: str

    def text(self, lang: str = "en") -> str:
        pts = ", ".join(f"{p:+d}" if i == self.winner else str(p) for i, p in enumerate(self.points))
        if lang == "ru":
            return f"раунд окончен: выиграло {_seat(self.winner, lang)} ({_cards(self.finish, lang)}); очки {pts}"
        return f"round over: seat {self.winner} wins with {_cards(self.finish, lang)}; points {pts}"


class Stalemate(NamedTuple):
    reason: str
    rule: str = "Z-STALL"

    def text(self, lang: str = "en") -> str:
        if lang == "ru":
            return "раунд зациклился: ничья, никто не получает очков"
        return f"stalemate ({self.reason}): nobody scores, the same dealer deals again"


Event = (Dealt | StarterTurned | Swapped | Played | SuitOrdered | PlayedJacks | Drew | PenaltyDraw | Passed
         | Skipped | TurnTo | Restocked | Waiting | RoundOver | Stalemate)


def _str(self) -> str:
    return f"{self.text('en')} ({self.rule})"


for _cls in Event.__args__:
    _cls.__str__ = _str
