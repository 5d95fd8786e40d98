"""What every game of the project offers, so that bots, simulations, saving, the lab and the widgets can serve
them all without naming any.

A game is a package shaped like ``zhora_core.zhora``: pure functions over immutable states, frozen actions with
a ``parse_action`` inverse, verdicts and events that cite rule ids. Its ``__init__`` exports the vocabulary
(``Rules``, ``new_round``, ``position``, ``legal_actions``, ``explain``, ``apply``, ``parse_action``,
``RULE_IDS``) and one descriptor, ``GAME = GameSpec(...)``, which ``zhora_core.games`` finds.

>>> v = Verdict(False, "JQ-BEAT", "7♠ does not beat 9♠", key="doc.not_beat", params={"card": "7♠"})
>>> bool(v), v.rule
(False, 'JQ-BEAT')
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from . import words
from .cards import Card
from .errors import RulesError
from .options import Option

if TYPE_CHECKING:
    from .lab_spec import LabSpec
    from .table import TablePart

__all__ = ["Termination", "Verdict", "Advice", "Option", "Field", "Search", "Hidden", "Effect", "Reading", "Glossary",
           "Column", "Sheet", "PerSeat", "GameSpec"]


class Termination(enum.Enum):
    """How a round (a deal, a bank) ended, in words shared by every game."""

    OUT = "out"
    """A player emptied his hand."""
    STALEMATE = "stalemate"
    """Nobody could finish (a turn limit, or every player in a row could do nothing)."""
    PLAYED_OUT = "played_out"
    """Every trick of a deal was played."""
    MATCH = "match"
    """The banker turned a card that matched its call."""
    NO_MATCH = "no_match"
    """The banker turned every card of the calls without a match."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether an action is legal, the rule id that decides it, and one sentence saying why.

    ``key`` names the sentence in the phrasebook (``zhora_core.words``) and ``params`` fills it, so that
    ``text(lang)`` can say it in any language; ``reason`` is the English sentence. A seat in ``params`` is a
    ``words.Seat``, so ``text(lang, names=...)`` words it by its name (``words.YOU`` for the reader).
    """

    legal: bool
    rule: str
    reason: str
    key: str = field(default="", repr=False, compare=False)
    params: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def text(self, lang: str = "en", *, names: Sequence[Any] | None = None) -> str:
        """The reason in ``lang``, each seat worded by its name when ``names`` are given."""
        return words.say(self.key, lang, names=names, **self.params) if self.key else self.reason

    def __bool__(self) -> bool:
        return self.legal

    def __str__(self) -> str:
        return f"{'legal' if self.legal else 'illegal'} ({self.rule}): {self.reason}"


@dataclass(frozen=True)
class Advice:
    """A bot's choice, the reason for it in one English sentence, and the rule id the reason rests on (for hints);
    ``text(lang)`` gives the same reason in any language of the phrasebook."""

    action: Any
    reason: str
    rule: str
    key: str = field(default="", repr=False, compare=False)
    """The phrase of ``reason`` in the phrasebook; ``params`` fills it."""
    params: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang``."""
        return words.say(self.key, lang, **self.params) if self.key else self.reason


@dataclass(frozen=True, kw_only=True)
class Field:
    """One keyword of a game's ``position(...)``: drives the scenario builder and position files."""

    name: str
    kind: Literal["cards", "card", "seat", "suit", "int", "choice", "actions"]
    """What the keyword takes: card notation (``"cards"``, one ``"card"``), a seat, a suit, a whole number, one of
    ``choices``, or ``"actions"``: a list of action texts (a trick's cards as played)."""
    per_seat: bool = False
    """Whether the keyword takes one value per seat (a list, in seat order)."""
    label: tuple[str, str] = ("", "")
    """What a person reads, in English and Russian."""
    choices: tuple[str, ...] = ()
    """The values of a ``"choice"`` keyword (its default first)."""
    choice_labels: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    """What a person reads for each of ``choices``, in English and Russian."""
    short: tuple[str, str] = ("", "")
    """A short name of the place, in English and Russian, where ``label`` is long (``Deck`` for ``Deck (next card
    first)``): what the scenario grid's chooser of where clicked cards go shows. Empty: the label itself."""

    def short_in(self, lang: str = "en") -> str:
        """The short name in ``lang`` (``short``), else the label."""
        return words.pick(self.short, lang) or words.pick(self.label, lang)


@dataclass(frozen=True, kw_only=True)
class Search:
    """A game's own hooks for the shared search bot (``zhora_core.bots.SearchBot``); each may be left out."""

    candidates: Callable[[Any, tuple, Any], Sequence[Any]] | None = None
    """``candidates(view, legal, default)``: the actions worth searching, the heuristic's ``default`` first
    (every legal action when left out)."""
    value: Callable[[Any], Sequence[float]] | None = None
    """``value(state)``: each seat's points if an unfinished playout stopped now (when left out: the cards in
    each hand for a game where lower is better, the project's measure of a loss; else nothing for anyone)."""
    advice: Callable[..., Any] | None = None
    """``advice(best, default, gain, n, view, world)``: the advice saying why the search left the heuristic's
    choice (when left out: the shared sentence, citing the rule ``explain`` gives for ``best`` in ``world``)."""
    key: Callable[[Any], Any] | None = None
    """``key(state)``: what the open-hands search (``zhora_core.maxn``) remembers a position by: two states of
    one round with the same key have the same future (when left out: the state without its rules and events)."""
    moves: Callable[[Any, Sequence[Any]], Sequence[Any]] | None = None
    """``moves(state, legal)``: the legal actions the open-hands search tries, one of each set sure to come to the
    same (two cards next to each other in rank, with no card between them left in play), in ``legal``'s order
    (when left out: every legal action)."""


@dataclass(frozen=True, kw_only=True)
class Hidden:
    """What one seat cannot see, as places to deal the unseen cards into (``GameSpec.hidden(view)``): the
    analysis (``zhora_core.worlds``) counts, lists or samples the worlds that fit the view from it.

    ``build(groups, seed)`` makes the full state from one card group per place (in ``places`` order, each of its
    size) and a seed for the chance still to come; it returns None for a deal the view rules out (a suit a seat
    has shown it lacks)."""

    cards: tuple[Card, ...]
    """The unseen cards, in a fixed order."""
    places: tuple[int, ...]
    """How many unseen cards each hidden place holds (the other hands, a deck), in the order ``build`` takes them;
    the last place holds the cards out of play (those a built position leaves out)."""
    ordered: tuple[bool, ...]
    """Whether a place's order matters (a deck to draw from) or not (a hand, cards out of play)."""
    build: Callable[[Sequence[Sequence[Card]], int], Any]
    reshuffles: bool = False
    """Whether the round may shuffle again later (a shuffled restock), so that a world's seed is chance too."""


@dataclass(frozen=True, kw_only=True)
class Effect:
    """One row of a game's card effects: the cards (as each language writes them), the rule id, what they do."""

    cards: tuple[str, str]
    rule: str
    text: tuple[str, str]


@dataclass(frozen=True, kw_only=True)
class Reading:
    """A point the game's sources leave open, and the reading the project chose (``docs/readings.md``)."""

    rule: str
    text: tuple[str, str]


@dataclass(frozen=True, kw_only=True)
class Glossary:
    """A game's rules in words, in English and Russian: a line per rule id, a short summary, the card effects, the
    scoring with a worked example, the readings the project chose and the family traits (the rule switches, the
    tables, the printable handouts, ``zhora_core.handouts``, and the family table, ``zhora_core.family``, read it;
    each option's words are in its ``Rules``)."""

    rules: Mapping[str, tuple[str, str]]
    """Every rule id of the game, in ``RULE_IDS`` order, with its one-line reading."""
    summary: tuple[str, str] = ("", "")
    """The game in a few sentences."""
    effects: tuple[Effect, ...] = ()
    scoring: tuple[str, str] = ("", "")
    """How a round, and a whole game, is scored."""
    example: Callable[[str], Sequence[tuple[str, str, str]]] | None = None
    """``example(lang)``: a worked scoring example as rows ``(rule id, the situation, what it scores)``, the
    numbers computed by the game's own scoring functions."""
    readings: tuple[Reading, ...] = ()
    section: tuple[str, str] = ("", "")
    """Where the game's readings are written out: its section of ``docs/readings.md``, in words."""
    traits: Mapping[str, str] = field(default_factory=dict)
    """The family traits the game has (names from ``zhora_core.family.TRAITS``), each with the rule id that carries
    it: what the family table and chart compare (lesson 19)."""

    def rule_title(self, rule: str, lang: str = "en") -> str:
        """The one-line reading of a rule id, in English or Russian (``lang="ru"``)."""
        if rule not in self.rules:
            raise RulesError(f"unknown rule id {rule!r}")
        return words.pick(self.rules[rule], lang)

    @classmethod
    def load(cls, package: str, *, example: Callable[[str], Sequence[tuple[str, str, str]]] | None = None,
             phrases: str | None = None) -> Glossary:
        """The glossary kept as data in ``<package>/glossary.toml`` (``Glossary.load("zhora_core.joe")``): its
        ``summary``, ``scoring`` and ``section``, the ``[rules]`` table (rule id = its line), the ``[[effects]]``
        (``cards``, ``rule``, ``text``) and ``[[readings]]`` (``rule``, ``text``), and the ``[traits]`` (trait =
        rule id); every text one per language of ``words.LANGS``. ``example`` is the game's worked example (code);
        ``phrases="zhora.rule"`` also adds each rule's line to the phrasebook as ``zhora.rule.<rule id>``."""
        where = f"{package.replace('.', '/')}/glossary.toml"
        data = dict(words.read(package, "glossary.toml"))
        unknown = set(data) - {"summary", "scoring", "section", "rules", "effects", "readings", "traits"}
        if unknown or not isinstance(data.get("rules"), dict):
            raise RulesError(f"{where}: needs a [rules] table and no other keys than a glossary's, got {sorted(data)}")

        def texts(value: Any, what: str) -> tuple[str, ...]:
            return words.texts_of(value, f"{where}: {what}")

        def rows(name: str, kind: type, fields: tuple[str, ...]) -> tuple:
            found = []
            for n, row in enumerate(data.get(name, ())):
                if not isinstance(row, dict) or set(row) != {*fields, "rule"} or not isinstance(row["rule"], str):
                    raise RulesError(f"{where}: {name} {n + 1} needs rule and {', '.join(fields)}, got {row!r:.80}")
                found.append(kind(rule=row["rule"], **{f: texts(row[f], f"{name} {n + 1}'s {f}") for f in fields}))
            return tuple(found)

        rules = {rule: texts(line, f"the rule {rule}") for rule, line in data["rules"].items()}
        traits = data.get("traits", {})
        if not isinstance(traits, dict) or not all(isinstance(rule, str) for rule in traits.values()):
            raise RulesError(f"{where}: [traits] gives each trait a rule id, got {traits!r:.80}")
        if phrases is not None:
            words.add({f"{phrases}.{rule}": line for rule, line in rules.items()})
        blank = ("",) * len(words.LANGS)
        return cls(rules=rules, example=example, traits=dict(traits),
                   effects=rows("effects", Effect, ("cards", "text")), readings=rows("readings", Reading, ("text",)),
                   **{name: texts(data[name], name) if name in data else blank
                      for name in ("summary", "scoring", "section")})


class PerSeat(tuple):
    """A measure of a whole game with one value per seat (``Match.measures``: Zhora's letters), which a
    simulation's frame makes one column per seat (``Simulation.to_frame``)."""

    __slots__ = ()


@dataclass(frozen=True)
class Column:
    """One column of a score sheet: the key of ``Game.score_sheet()``'s rows it shows, and its header in English
    and Russian."""

    key: str
    label: tuple[str, str]


@dataclass(frozen=True, kw_only=True)
class Sheet:
    """How a game's score sheet reads (``widgets.ScoreSheet`` lays it out): the columns of the rows of
    ``Game.score_sheet()``, the game's own marks, and the headers of the final ranking, whose values are the whole
    game's ``standing(seat)``. A game whose sheet is laid out otherwise on paper (Joker's pulkas) draws it itself
    (``html``) and exports it (``csv``)."""

    number: Column
    """The round's number (it heads the rows)."""
    lead: tuple[Column, ...]
    """The round's own columns (who dealt, who won, how it ended)."""
    columns: tuple[Column, ...]
    """Each player's columns, keyed ``"<name> <key>"`` (or ``"<name>"`` for an empty key)."""
    standing: tuple[tuple[str, str], ...]
    """The headers of the final ranking's columns (the values: ``Game.standing(seat)``)."""
    data: tuple[Column, ...] = ()
    """Each player's columns the table does not show, kept in the frame (Zhora's burned totals)."""
    cell: Callable[..., tuple[str, str] | None] | None = None
    """``cell(key, row, row_before, name, lang)``: a player's cell the game marks itself, as ``(html, mark)``
    (``mark`` ``"alert"`` or ``"new"``), or None for the plain value."""
    note: Callable[..., str] | None = None
    """``note(rows, names, lang)``: a line of HTML under the table ("" for none)."""
    html: Callable[..., Any] | None = None
    """``html(game, names, lang)``: the whole sheet as the game draws it (None: the shared table)."""
    csv: Callable[..., str] | None = None
    """``csv(game, names, lang)``: the sheet as CSV text (None: the shared table's)."""


@dataclass(frozen=True, kw_only=True)
class GameSpec:
    """A game, as data: its names, its rules class and ids, and the functions of its vocabulary.

    Shared code looks the spec up once (``zhora_core.games.spec``) and binds its functions locally, so a
    simulation's inner loop pays nothing for going through it.
    """

    name: str
    title: tuple[str, str]
    Rules: type
    rule_ids: tuple[str, ...]
    new_round: Callable[..., Any]
    position: Callable[..., Any]
    legal_actions: Callable[[Any], Sequence[Any]]
    explain: Callable[..., Verdict]
    apply: Callable[..., Any]
    parse_action: Callable[[Any], Any]
    fields: tuple[Field, ...] = ()
    """The keywords of ``position(...)`` a person types (the scenario builder's form), in the form's order."""
    deck: tuple[Card, ...] = ()
    """The game's whole pack, in the order a card grid shows it (the scenario builder's cards to click)."""
    endings: tuple[str, ...] = ()
    """Every value ``record(state)["ending"]`` can take, for the lab's share of each ending."""
    ending_labels: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    """What a person reads for each of ``endings``, in English and Russian (the rules explorer's endings)."""
    candidates: Callable[[Any, int], Sequence[Any]] | None = None
    """Every action ``seat`` could try now, legal or not (the hand's grey cards, the conformance tests)."""
    heuristic: Callable[[], Any] | None = None
    """Makes the game's own heuristic bot."""
    determinize: Callable[..., Any] | None = None
    """``determinize(view, rng)``: a full state consistent with what the view's seat has seen (for search)."""
    search: Search = Search()
    """The game's own hooks for the search bot."""
    hidden: Callable[[Any], Hidden] | None = None
    """``hidden(view)``: what the view's seat cannot see, as places to deal (``Hidden``), for the analysis."""
    record: Callable[[Any], Mapping[str, Any]] | None = None
    """Per-round measures of a finished state, for the lab (draws, restocks, tricks, the ending ...)."""
    match: type | None = None
    """The game's whole game (Zhora's to ЖОРА, a match of rounds), a ``zhora_core.match.Match``:
    ``match(rules, seed=...)`` with ``state``, ``play``, ``undo``, ``next_round``, ``is_over``, ``rounds``,
    ``totals`` and ``ranking``, and what a simulation records of it (``measures``, ``round_columns``)."""
    schedule: Callable[[Any], Sequence[int]] | None = None
    """``schedule(rules)``: the cards each of every round of a whole game, in order (Joker's pulkas), for a game
    whose rounds differ in size; ``simulate(rules, rounds=N)`` deals them in turn from the first, game after game,
    with ``new_round(..., cards=n)``. None for a game whose rounds are all alike."""
    tricks: bool = False
    """Whether the game is played in tricks with bids. Such a state has ``trick`` (the cards on the table, each
    with its ``seat``), ``leader``, ``bids`` and ``taken`` per seat, and ``tricks``, the deal's number of tricks,
    which the bids may not add up to (the hook)."""
    lower_is_better: bool = False
    """Whether a seat's running total ranks it better when smaller (Zhora's penalty points)."""
    letters: str = ""
    """The word a seat spells letter by letter toward losing the whole game (Zhora's ЖОРА), for a game whose
    standings are a total and letters; empty for any other. The lab's letter measures and its round and game
    tables of totals and letters serve a game that has it, and refuse the others."""
    glossary: Glossary | None = None
    """The game's rules in words (a line per rule id and option, the card effects, the scoring)."""
    table: TablePart | None = None
    """How the play table shows the game and turns clicks into its actions (``zhora_core.table``); None for a
    game with no play table."""
    sheet: Sheet | None = None
    """How the whole game's score sheet reads; None for a game without one."""
    position_keywords: Callable[[Any], Mapping[str, Any]]
    """``position_keywords(state)``: the keywords of ``position(...)`` that rebuild a running round, as plain text,
    numbers and lists, in the order a person reads them (the state's repr and a position file's fields,
    ``zhora_core.positions``)."""
    counters: tuple[str, ...] = ("seed", "turns")
    """The keywords among ``position_keywords`` that count what happened so far (and the seed): a position file
    keeps them, the repr leaves them out."""
    turn_rule: str
    """The rule id a seat that moves out of turn is refused by (the play table's "wait: it is … 's turn")."""
    pass_rule: str = ""
    """The rule id by which the turn passes to the next seat after an ordinary move (Zhora's ``Z-PLAIN``), where
    the game has one; empty: the move's own rule says it."""
    win_rule: str
    """The rule id by which a whole game is won and its seats ranked (the score sheet's final ranking, the family
    table's goal)."""
    lab: LabSpec | None = None
    """The game's own parts of the lab's measures and charts (``zhora_core.lab_spec``: a multiplier of the losers'
    points, the rule's first mover, the tally of a total and letters, its own columns and their words ...); None:
    the game is measured by what every game has."""

    @property
    def options(self) -> tuple[Option, ...]:
        """Every rule option of the game's ``Rules``, as it declares them (``zhora_core.options``)."""
        return self.Rules.options()

    @property
    def players_rule(self) -> str:
        """The rule id of the number of players (the one its ``players`` option is filed under)."""
        return next((o.rules[0] for o in self.options if o.name == "players"), self.rule_ids[0])

    @property
    def player_counts(self) -> tuple[int, ...]:
        """Every number of players the game's ``Rules`` accept, smallest first."""
        option = next((o for o in self.options if o.name == "players"), None)
        if option is None:
            return (self.Rules().players,)
        if option.bounds is not None:
            return tuple(range(option.bounds[0], option.bounds[1] + 1))
        return tuple(sorted(option.choices))
