"""Eights around the table: a whole game of rounds, its bot, what a round measures, its table part, score sheet
and glossary (a toy game, in one module)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from zhora_core import checks, words
from zhora_core.cards import DECK_32, Card
from zhora_core.errors import RulesError, excerpt
from zhora_core.match import ROUND_LEAD, Engine, Match
from zhora_core.protocol import Advice, Column, Effect, Glossary, Reading, Sheet
from zhora_core.table import TablePart

from .play import DRAW, Play, PlayEight, State, apply, legal_actions, new_round, parse_action
from .rules import RULE_IDS, Rules

words.add({
    "eights.advice.play": ("{action} sheds a card and keeps the eights ({rule})",
                           "{action} сбрасывает карту и бережёт восьмёрки ({rule})"),
    "eights.advice.eight": ("{action}: nothing else fits, so an eight names the suit held most ({rule})",
                            "{action}: ничего другого нет, и восьмёрка заказывает самую частую масть ({rule})"),
    "eights.advice.draw": ("nothing fits: draw ({rule})", "ничего не подходит: взять ({rule})"),
})


class Game(Match):
    """A game of Eights: ``rounds`` rounds, the deal passing to the left; the fewest cards left in all wins."""

    engine = Engine(Rules, State, new_round, legal_actions, apply, parse_action)
    setting_keywords = ("rounds",)

    def __init__(self, rules: Rules = Rules(), *, seed: int = 0, names: Sequence[str] | None = None,
                 first_dealer: int | None = None, rounds: int = 3) -> None:
        n = self._take_table(rules, seed, names, rules_name="eights Rules", rule="E-DEAL")
        if type(rounds) is not int or not 1 <= rounds <= 100:
            raise RulesError(f"rounds={excerpt(rounds, 20)}: a game is 1 to 100 rounds")
        self.rounds_to_play = rounds
        self._rng = random.Random(seed)
        lot = self._rng.randrange(n)
        self.first_dealer = lot if first_dealer is None else checks.seat(first_dealer, n, "first_dealer", "E-DEAL")
        self._begin(self.first_dealer)

    @property
    def is_over(self) -> bool:
        return len(self.rounds) >= self.rounds_to_play and self.state.outcome is not None

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r.outcome.points[seat] for r in self.rounds) for seat in range(self.rules.players))

    def ranking(self) -> list[int]:
        totals = self.totals
        return sorted(range(self.rules.players), key=lambda seat: (totals[seat], seat))

    @property
    def winner(self) -> int | None:
        return self.ranking()[0] if self.is_over else None

    def settings(self) -> dict:
        return {"rounds": self.rounds_to_play}

    def score_sheet(self) -> list[dict]:
        rows = []
        for record in self.rounds:
            row = self._sheet_row(record)
            row.update({f"{name} points": record.outcome.points[seat] for seat, name in enumerate(self.names)})
            rows.append(row)
        return rows


class HeuristicBot:
    """Plays a matching card, an eight only when nothing else fits (naming the suit it holds most), else draws."""

    name = "heuristic"
    game = "eights"

    def choose(self, view: Any, legal: tuple, rng: random.Random) -> Any:
        return self.advise(view, legal).action

    def advise(self, view: Any, legal: tuple) -> Advice:
        plays = [a for a in legal if isinstance(a, Play)]
        eights = [a for a in legal if isinstance(a, PlayEight)]
        if plays:
            return _advice(plays[0], "E-MATCH", "play")
        if eights:
            held = Counter(card.suit for card in view.hand if card.rank.name != "EIGHT")
            best = max(eights, key=lambda a: (held[a.suit], -list(type(a.suit)).index(a.suit)))
            return _advice(best, "E-EIGHT", "eight")
        return _advice(DRAW, "E-DRAW", "draw")


def _advice(action: Any, rule: str, key: str) -> Advice:
    params = {"action": action, "rule": rule}
    return Advice(action, words.say(f"eights.advice.{key}", "en", **params), rule, f"eights.advice.{key}", params)


def determinize(view: Any, rng: random.Random) -> State:
    """A full state that fits what ``view``'s seat has seen: the unseen cards dealt at random."""
    seen = {*view.hand, view.top, *view.pile}
    unseen = [card for card in DECK_32 if card not in seen]
    rng.shuffle(unseen)
    hands, k = [], 0
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(view.hand)
        else:
            hands.append(tuple(sorted(unseen[k:k + size], key=lambda card: card.order)))
            k += size
    return State(view.rules, view.phase, view.to_move, view.dealer, tuple(hands), view.top, view.pile,
                 tuple(unseen[k:k + view.deck_size]), view.named, 0, 0, 0, None, ())


def record(state: State) -> dict[str, Any]:
    """How a finished round ended, who won, and its counts."""
    outcome = state.outcome
    return {"ending": outcome.ending, "winner": outcome.winner, "turns": state.turns, "draws": state.draws,
            "stalemate": outcome.winner is None}


TABLE = TablePart(parse_action)

SHEET = Sheet(number=Column("round", ("round", "раунд")), lead=ROUND_LEAD,
              columns=(Column("points", ("cards left", "карт осталось")),), standing=(("total", "сумма"),))


def _example(lang: str) -> list[tuple[str, str, str]]:
    from .play import position

    state = apply(position(hands=["8♠", "9♥ K♦"], top="7♥"), "8♠>♦")
    return [("E-WIN", words.pick(("seat 0 goes out with 8♠", "место 0 выходит с 8♠"), lang), "0"),
            ("E-WIN", words.pick(("seat 1 keeps 9♥ K♦", "у места 1 остаются 9♥ К♦"), lang),
             str(state.outcome.points[1]))]


GLOSSARY = Glossary(
    rules={"E-DEAL": ("5 cards each from the dealer's left; the next card turned up",
                      "по 5 карт слева от сдающего; следующая карта открыта"),
           "E-MATCH": ("play a card of the top card's suit or rank", "кладут карту той же масти или достоинства"),
           "E-EIGHT": ("an eight goes on anything and names a suit", "восьмёрку кладут на любую карту, она заказывает масть"),
           "E-DRAW": ("or draw one card; the turn passes", "или берут одну карту; ход переходит"),
           "E-WIN": ("the first out wins; the others count their cards", "выигрывает первый без карт; другие считают карты"),
           "E-STALL": ("an endless round ends without a winner", "бесконечный раунд кончается без победителя")},
    summary=("A toy shedding game: match the top card, an eight names a suit.",
             "Игрушечная игра на сброс: в масть или в достоинство, восьмёрка заказывает масть."),
    effects=(Effect(cards=("8", "8"), rule="E-EIGHT", text=("goes on anything, names a suit", "на любую карту, заказ масти")),),
    scoring=("The cards left in hand, fewest first.", "Оставшиеся карты: меньше — лучше."),
    example=_example,
    readings=(Reading(rule="E-DRAW", text=("a draw always ends the turn", "взятие всегда кончает ход")),),
    section=("the toy game's test", "тест игрушечной игры"),
    traits={"shed": "E-WIN", "match": "E-MATCH", "wild_suit": "E-EIGHT", "draw": "E-DRAW", "short_deck": "E-DEAL",
            "cards_count": "E-WIN"},
)
