"""A whole game of rounds, for any game: the running round's states and actions, play and undo through the game's
pure engine, the finished rounds on record, and the next round dealt when asked.

Each game's ``Game`` subclasses ``Match``, names its engine (``Engine``) and fills the hooks: how a round is
dealt (``_new_round``, ``_next_dealer``), what a finished round adds to the record and the totals (``_record``,
``_strike``), when the match is over (``is_over``) and the ranking (``ranking``). Rounds do not start by
themselves: after one ends, ``next_round()`` deals the next (so a view can show the result first).

>>> from zhora_core.thirteen import Game, Rules
>>> game = Game(Rules(), seed=3, rounds=2)
>>> isinstance(game, Match), game.dealer, game.rounds
(True, 0, [])
>>> game.undo()
Traceback (most recent call last):
...
zhora_core.errors.RulesError: nothing to undo in this deal
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, NamedTuple

from . import checks
from .errors import RulesError
from .protocol import Column

__all__ = ["Engine", "Match", "RoundRecord", "ROUND_LEAD", "schedule_place"]

ROUND_LEAD = (Column("dealer", ("dealer", "сдаёт")), Column("winner", ("winner", "выиграл")),
              Column("ending", ("ending", "концовка")))
"""The score sheet's columns of ``Match._sheet_row`` after the round's number: who dealt, who won, how it ended."""


def schedule_place(schedule: Sequence[int], cards: int, rule: str) -> int:
    """The number (from 1) of the first deal of ``schedule`` (cards each, deal by deal) that gives ``cards`` each:
    where a game of such a schedule begun from a position of ``cards`` each starts. Raises RulesError naming
    ``rule`` when no deal does.

    >>> schedule_place((1, 2, 3, 3, 2, 1), 3, "X-DEALS")
    3
    >>> schedule_place((2, 3), 9, "X-DEALS")
    Traceback (most recent call last):
    ...
    zhora_core.errors.RulesError: no deal of the schedule gives 9 cards each (X-DEALS)
    """
    if cards not in schedule:
        raise RulesError(f"no deal of the schedule gives {cards} cards each ({rule})", rule=rule)
    return list(schedule).index(cards) + 1


class Engine(NamedTuple):
    """The parts of a game's vocabulary a match plays through."""

    rules: type
    """The game's ``Rules`` class."""
    state: type
    """The game's state class (``from_position`` accepts a running round of it only)."""
    new_round: Callable[..., Any]
    legal_actions: Callable[[Any], Sequence[Any]]
    apply: Callable[[Any, Any], Any]
    parse_action: Callable[[Any], Any]


class RoundRecord(NamedTuple):
    """One finished round: its number (from 1), who dealt, its seed, every action, how it ended, its turns."""

    number: int
    dealer: int
    seed: int
    actions: tuple
    outcome: Any
    turns: int


class Match:
    """The shared machinery of a whole game; a game's ``Game`` sets ``engine`` and the hooks.

    A subclass's ``__init__`` checks its options, sets ``rules``, ``seed``, ``names``, ``first_dealer`` and the
    ``_rng`` that deals every round's seed, then calls ``_begin(first_dealer)``.
    """

    engine: ClassVar[Engine]
    round_word: ClassVar[str] = "round"
    """What the game calls one round in its messages (``"deal"``, ``"game"``, ``"bank"`` ...)."""
    match_word: ClassVar[str] = "game"
    """What the game calls the whole game in its messages (``"session"``, ``"party"`` ...)."""
    start_word: ClassVar[str | None] = None
    """What ``from_position``'s message calls a round, when not ``round_word``."""
    first_keyword: ClassVar[str] = "first_dealer"
    """The keyword of ``__init__`` that names the first dealer (the banker game's ``first_banker``)."""
    setting_keywords: ClassVar[tuple[str, ...]] = ()
    """The game's own keywords of ``__init__`` beyond the rules, seed, names and first dealer (Joe's ``games``,
    a banker session's ``banks``): what ``settings()`` gives and a save file keeps."""
    undo_finished: ClassVar[bool] = True
    """Whether ``undo`` may take back the action that finished a round (and strike the round off the record)."""

    rules: Any
    seed: int
    names: tuple[str, ...]
    first_dealer: int
    rounds: list

    def _take_table(self, rules: Any, seed: Any, names: Sequence[str] | None, *, rules_name: str,
                    rule: str) -> int:
        """Check and keep ``rules``, ``seed`` and the seats' ``names`` (``Seat 0``, ``Seat 1`` … by default, all
        different: ``rule``); return the number of players. Raises RulesError naming what is wrong."""
        if not isinstance(rules, self.engine.rules):
            raise RulesError(f"rules must be a {rules_name}(...), got {type(rules).__name__}")
        checks.seed(seed)
        n = rules.players
        self.rules, self.seed = rules, seed
        self.names = checks.names(names, n, rule)
        return n

    def _begin(self, first_dealer: int) -> None:
        """Start the record and deal the first round."""
        self.rounds = []
        self.start_position = None
        """The position the first round started from, for a game begun with ``from_position``."""
        self.first_number = 1
        """The first round's number: 1, or the place ``_place`` gives a game begun with ``from_position``."""
        self._start_round(first_dealer)

    @classmethod
    def from_position(cls, state: Any, *, seed: int = 0, names: Sequence[str] | None = None, **options: Any):
        """A game whose first round goes on from ``state`` (a lesson's or a scenario's position), dealt by its
        dealer and numbered where ``_place`` puts it; later rounds follow as usual. ``options`` are the game's own
        (Joe's ``games=`` ...). Raises RulesError for a finished round or no state."""
        if not isinstance(state, cls.engine.state) or state.outcome is not None:
            raise RulesError(f"a {cls.match_word} can start from a running {cls.start_word or cls.round_word}'s "
                             "state only")
        game = cls(state.rules, seed=seed, names=names, **{cls.first_keyword: state.dealer}, **options)
        game.start_position = state
        game.first_number = game._place(state)
        game._round_seed = state.seed
        game._states = [state]
        return game

    # --- the current round ---------------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        """The current round's state."""
        return self._states[-1]

    @property
    def states(self) -> tuple:
        """The current round's states, from its start to now."""
        return tuple(self._states)

    @property
    def dealer(self) -> int:
        return self._states[-1].dealer

    @property
    def round_number(self) -> int:
        """The current round's number (counted from ``first_number``); the last one's once it is finished."""
        return self.first_number + len(self.rounds) - (self._states[-1].outcome is not None)

    @property
    def actions(self) -> tuple:
        """The actions of the current round so far."""
        return tuple(self._actions)

    @property
    def legal_actions(self) -> tuple:
        return self.engine.legal_actions(self._states[-1])

    def play(self, action: Any) -> Any:
        """Apply an action (or its text) of the player to move; a finished round goes on the record.

        Raises IllegalActionError (state unchanged) for an action the rules forbid.
        """
        self._check_play()
        if type(action) is str:
            action = self.engine.parse_action(action)
        state = self.engine.apply(self._states[-1], action)
        self._states.append(state)
        self._actions.append(action)
        if state.outcome is not None:
            self.rounds.append(self._record(state))
        return state

    def undo(self) -> Any:
        """Take back the last action of the current round (a finished round is first struck off the record)."""
        finished = self._states[-1].outcome is not None
        if not self._actions or (finished and not self.undo_finished):
            raise RulesError(f"nothing to undo in this {self.round_word}")
        if finished:
            self._strike()
        self._states.pop()
        self._actions.pop()
        return self._states[-1]

    def next_round(self) -> Any:
        """Deal the next round, by the dealer ``_next_dealer`` names."""
        if self._states[-1].outcome is None:
            raise self._still_running()
        if self.is_over:
            raise self._over()
        self._start_round(self._next_dealer())
        return self._states[-1]

    # --- what a simulation records of it -------------------------------------------------------------------

    def measures(self) -> dict[str, Any]:
        """The whole game's own measures, for a simulation's game record (``simulate.GameRecord.extra``); none
        by default."""
        return {}

    @staticmethod
    def round_columns(record: Any) -> list[dict[str, Any]]:
        """The game's own columns of ``Simulation.rounds_frame``, one mapping per round of a simulated whole game
        (a ``simulate.GameRecord``): by default each seat's place in the round (``places_0`` …) and the leader
        after it."""
        return [{f"places_{seat}": p for seat, p in enumerate(places)} | {"leader": ranking[0]}
                for places, ranking in zip(record.round_places, record.round_rankings)]

    # --- the score sheet and save files ---------------------------------------------------------------------

    def standing(self, seat: int) -> tuple:
        """The values of ``seat``'s row in the final ranking, in the order of the game's ``Sheet.standing``
        headers: by default its total."""
        return (self.totals[seat],)

    def has_lost(self, seat: int) -> bool:
        """Whether the final ranking marks ``seat`` as the loser (Zhora's ЖОРА); by default nobody."""
        return False

    def settings(self) -> dict[str, Any]:
        """The game's own keywords of ``__init__`` (``setting_keywords``) with their values, as a save file keeps
        them (under ``"settings"``)."""
        return {}

    def checks(self) -> dict[str, Any]:
        """What a save file holds to check its replay against: by default the totals."""
        return {"totals": list(self.totals)}

    def save_data(self) -> dict[str, Any]:
        """The parts of a save file that hold this whole game: its seed, names, first dealer and settings, every
        round's actions (the running round's last), what the replay is checked against, and the position a game
        begun with ``from_position`` started from."""
        from .games import spec
        from .positions import position_fields

        rounds = [[str(a) for a in record.actions] for record in self.rounds]
        if self._states[-1].outcome is None:
            rounds.append([str(a) for a in self._actions])
        data = {"seed": self.seed, "names": list(self.names), self.first_keyword: self.first_dealer}
        if self.settings():
            data["settings"] = self.settings()
        data |= {"rounds": rounds, **self.checks()}
        if self.start_position is not None:
            data["start"] = position_fields(spec(self.rules), self.start_position)
        return data

    @classmethod
    def load_data(cls, data: dict, rules: Any) -> Match:
        """The whole game ``save_data`` wrote, replayed round by round through the engine and checked against the
        file's ``checks``. Raises SaveFileError naming what is wrong."""
        from .errors import SaveFileError, ZhoraError, excerpt
        from .games import spec
        from .positions import position_from
        from .saving import action_lists, field

        names, seed = field(data, "names", list), field(data, "seed", int)
        settings = field(data, "settings", dict) if "settings" in data else {}
        unknown = sorted(map(str, set(settings) - set(cls.setting_keywords)))
        if unknown:
            raise SaveFileError(f"unknown setting(s) of a {cls.match_word}: {excerpt(', '.join(unknown))}")
        if "start" in data:
            game = cls._started(rules, seed, names, None, settings,
                                position_from(spec(rules), field(data, "start", dict), rules))
        else:
            game = cls._started(rules, seed, names, field(data, cls.first_keyword, int), settings, None)
        for number, actions in enumerate(action_lists(field(data, "rounds", list), "rounds"), start=1):
            if number > 1:
                game.next_round()
            for step, text in enumerate(actions, start=1):
                try:
                    game.play(text)
                except ZhoraError as error:
                    raise SaveFileError(f"{cls.round_word} {number}, action {step} ({excerpt(text)}) does not "
                                        f"replay: {error}", rule=error.rule) from None
        checks = game.checks()
        if any(data.get(key) != value for key, value in checks.items()):
            raise SaveFileError(f"the {' or '.join(checks)} in the file differ from those the replay gives: the "
                                "file was changed by hand")
        return game

    def restarted(self) -> Match:
        """The same game before its first action: its rules, seed, names, first dealer, settings and the position
        it started from."""
        return self._started(self.rules, self.seed, self.names, self.first_dealer, self.settings(),
                             self.start_position)

    @classmethod
    def _started(cls, rules: Any, seed: int, names: Sequence[str], first: int | None, settings: dict,
                 start: Any) -> Match:
        """A new game: from the position ``start``, else dealt first by ``first``."""
        if start is not None:
            return cls.from_position(start, seed=seed, names=names, **settings)
        game = cls(rules, seed=seed, names=names, **settings)
        if game.first_dealer != first:  # not the seat the seed's lot gives: chosen by hand
            game = cls(rules, seed=seed, names=names, **{cls.first_keyword: first}, **settings)
        return game

    # --- the hooks -----------------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        raise NotImplementedError

    def ranking(self) -> list[int]:
        """Seats best first."""
        raise NotImplementedError

    def _over(self) -> RulesError:
        """The error for going on after the game is over."""
        return RulesError(f"the {self.match_word} is over")

    def _still_running(self) -> RulesError:
        return RulesError(f"the current {self.round_word} is still running")

    def _check_play(self) -> None:
        """Refuse an action the match, not the round, forbids (by default none: the engine judges)."""

    def _place(self, state: Any) -> int:
        """The number of the round a game begun from the position ``state`` starts at: by default 1 (a game
        whose rounds follow a schedule places it there)."""
        return 1

    def _next_dealer(self) -> int:
        """The dealer of the next round: by default the seat on the last dealer's left."""
        return (self.dealer + 1) % self.rules.players

    def _draw_seed(self) -> int:
        return self._rng.getrandbits(32)

    def _new_round(self, dealer: int, seed: int) -> Any:
        return self.engine.new_round(self.rules, dealer=dealer, seed=seed)

    def _record(self, state: Any) -> Any:
        """The record of the round ``state`` finished (and whatever it adds to the totals)."""
        return RoundRecord(self.first_number + len(self.rounds), state.dealer, self._round_seed, tuple(self._actions),
                           state.outcome, state.turns)

    def _strike(self) -> None:
        """Strike the last finished round off the record (and off the totals)."""
        self.rounds.pop()

    def _sheet_row(self, record: Any) -> dict:
        """The first columns of a score sheet's row: the round, who dealt and who won, how it ended."""
        winner = record.outcome.winner
        return {"round": record.number, "dealer": self.names[record.dealer],
                "winner": None if winner is None else self.names[winner], "ending": record.outcome.ending}

    def _start_round(self, dealer: int) -> None:
        self._round_seed = self._draw_seed()
        self._states = [self._new_round(dealer, self._round_seed)]
        self._actions: list = []
