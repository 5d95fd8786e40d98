"""Puzzles: a question about a position of any game, the answer the engine gives, the rule id that decides it and
the engine's own words for why; ``bank(game)`` (``zhora_core.puzzle_bank``), a fixed set of them for each game.

The kinds of question, each asked through the one protocol (``legal_actions``, ``explain``, ``apply``, the events
each step cites and the round's ``outcome``), so every game has them:

- ``is_legal(state, action)``: may the player to move do this? (yes or no)
- ``legal_set(state)``: which of the mover's actions are legal? (a set of action texts)
- ``next_seat(state, action)``: after this action, who moves? (a seat)
- ``trick_winner(state, action)``: this card ends a trick; who takes it? (a seat)
- ``round_ends(state, action)``: does this action end the round? (yes or no)
- ``after(state, action)``: what happens after it? (one of the effects the mover's legal actions would have)
- ``points(state, action, seat)``: this action ends the round (or every move left is forced: ``action=None``);
  what does ``seat`` score? (a number)
- ``winner(state)``: every move left is forced; who wins? (a seat)
- ``fact(...)``: a question a lesson works out through the engine itself.

A question whose answer hangs on the order of the deck gives the cards it needs, next card first.

>>> from zhora_core.zhora import position
>>> p = is_legal(position(hands=["7♥ 9♠", "K♣"], top="9♥", deck="6♦ 8♦"), "9♠")
>>> p.answer, p.rule, p.level
(True, 'Z-MATCH', 'easy')
>>> p.check(False).text()
'No: the answer is yes. 9♠ matches the rank of the top card 9♥ — Z-MATCH'
>>> next_seat(p.position, "7♥").answer
0
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from . import words
from .errors import ZhoraError, excerpt
from .games import spec as game_spec

__all__ = ["KINDS", "REPLIES", "LEVELS", "Puzzle", "Fact", "fact", "Feedback", "is_legal", "legal_set", "next_seat",
           "trick_winner", "round_ends", "after", "points", "winner"]

words.load("zhora_core")

#: The kinds of question, easiest first, with the level each is asked at.
KINDS = {"is_legal": "easy", "round_ends": "easy", "next_seat": "medium", "trick_winner": "medium", "after": "medium",
         "legal_set": "hard", "points": "hard", "winner": "hard"}
#: How each kind is answered: yes or no, a seat, one of the choices, a set of actions, a number.
REPLIES = {"is_legal": "yes_no", "round_ends": "yes_no", "next_seat": "seat", "trick_winner": "seat", "winner": "seat",
           "after": "choice", "legal_set": "actions", "points": "number"}
LEVELS = ("easy", "medium", "hard")
_CHOICES = 4  # the most effects an ``after`` question offers
_NEXT_CARDS, _SHUFFLES = 8, 2  # the other next cards, and the shuffles, that tell whether an answer hangs on the deck


@dataclass(frozen=True)
class Puzzle:
    """One question about ``position`` (a state of ``game``), with the engine's ``answer``, the ``rule`` id that
    decides it, its ``level`` and the ``reasons`` (a verdict, the step's events) its explanation is worded from.

    ``action`` is the action the question is about (None for ``legal_set``), ``seat`` the seat it asks about,
    ``choices`` the texts to choose from (``after``; ``legal_set``: every action the mover could try)."""

    game: str
    kind: str
    position: Any
    answer: Any
    rule: str
    reasons: tuple = field(repr=False)
    action: Any = None
    seat: int | None = None
    choices: tuple = field(default=(), repr=False)
    deck_shown: int = field(default=0, repr=False)
    """How many of the deck's cards the question gives, next card first, when the answer hangs on their order (the
    banker's next card, a card drawn): the cards the question's moves take from the deck."""

    @property
    def level(self) -> str:
        return KINDS[self.kind]

    @property
    def reply(self) -> str:
        """How the puzzle is answered (``REPLIES``): ``"yes_no"``, ``"seat"``, ``"choice"``, ``"actions"`` or
        ``"number"``."""
        return REPLIES[self.kind]

    def question(self, lang: str = "en", *, names: Sequence[Any] | None = None) -> str:
        """The question in ``lang``, each seat worded by its name when ``names`` are given."""
        key = f"puzzles.ask.{self.kind}" + ("_forced" if self.kind == "points" and self.action is None else "")
        asked = words.say(key, lang, names=names, action=self.action, seat=words.Seat(self.seat),
                          mover=words.Seat(self.position.to_move))
        if not self.deck_shown:
            return asked
        deck = self.position.deck
        cards = words.write(tuple(deck[:self.deck_shown]), lang) + (" …" if len(deck) > self.deck_shown else "")
        return f"{asked} {words.say('puzzles.deck', lang, cards=cards)}"

    def explanation(self, lang: str = "en", *, names: Sequence[Any] | None = None) -> str:
        """Why the answer is what it is, in the engine's own words (its verdict, or the events of the step)."""
        return "; ".join(reason.text(lang, names=names) for reason in self.reasons)

    def answer_text(self, lang: str = "en", *, names: Sequence[Any] | None = None, answer: Any = None) -> str:
        """The answer (or another reply of the same kind) in words."""
        value = self.answer if answer is None else answer
        if isinstance(value, bool):
            return words.say("puzzles.yes" if value else "puzzles.no", lang)
        if self.reply == "actions":
            chosen = [words.write(action, lang) for action in self.choices if str(action) in value]
            return ", ".join(chosen) if chosen else words.say("puzzles.none", lang)
        if self.reply == "seat":
            return words.say("puzzles.seat", lang, names=names, seat=words.Seat(value))
        if self.reply == "choice":
            return self.choices[value].text(lang, names=names)
        return str(value)

    def check(self, reply: Any) -> Feedback:
        """The feedback on ``reply``: a bool for a yes-or-no question, action texts for ``legal_set``, a seat, the
        index of a choice, a number. Raises ZhoraError, saying what was expected, for a reply of another kind."""
        return Feedback(self, self._read(reply))

    def _read(self, reply: Any) -> Any:
        if isinstance(self.answer, bool):
            if not isinstance(reply, bool):
                raise ZhoraError(f"answer yes or no (True or False), got {excerpt(reply)}")
            return reply
        if self.reply == "actions":
            if isinstance(reply, str) or not isinstance(reply, Iterable):
                raise ZhoraError(f"answer with the legal actions, as a list of texts like ['7♥'], got "
                                 f"{excerpt(reply)}")
            parse = game_spec(self.game).parse_action
            return frozenset(str(parse(action)) for action in reply)
        bound = {"seat": self.position and self.position.rules.players, "choice": len(self.choices)}.get(self.reply)
        if isinstance(reply, bool) or not isinstance(reply, int) or (bound is not None and not 0 <= reply < bound):
            what = {"seat": f"a seat, 0 to {bound - 1}", "choice": f"a choice's number, 0 to {bound - 1}"}
            raise ZhoraError(f"answer with {what.get(self.reply, 'a whole number')}, got {excerpt(reply)}")
        return reply

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """The puzzle as plain data in ``lang``: game, kind, level, rule, the position's text, question, answer,
        explanation (a teacher's key, a file)."""
        return {"game": self.game, "kind": self.kind, "level": self.level, "rule": self.rule,
                "position": repr(self.position), "question": self.question(lang), "answer": self.answer_text(lang),
                "explanation": self.explanation(lang)}


@dataclass(frozen=True)
class Fact(Puzzle):
    """A question a lesson works out itself through the engine (a total that burns at 100, a pulka's premium):
    its question and explanation as texts, its level and how it is answered (``fact(...)`` builds one)."""

    asked: tuple = field(default=("", ""), repr=False)
    graded: str = "medium"
    replied: str = "number"

    @property
    def level(self) -> str:
        return self.graded

    @property
    def reply(self) -> str:
        return self.replied

    def question(self, lang: str = "en", *, names: Sequence[Any] | None = None) -> str:
        return words.pick(self.asked, lang)


@dataclass(frozen=True)
class _Said:
    """A text given in each language, worded as a verdict or an event is (``text(lang)``)."""

    texts: tuple

    def text(self, lang: str = "en", *, names: Sequence[Any] | None = None) -> str:
        return words.pick(self.texts, lang)


_ANSWERS = {"yes_no": bool, "seat": int, "choice": int, "number": int}


def fact(game: str, question: Sequence[str], answer: Any, rule: str, explanation: Sequence[str], *,
         reply: str = "number", choices: Sequence[Sequence[str]] = (), position: Any = None,
         level: str = "medium") -> Fact:
    """A puzzle whose answer a lesson has worked out through the engine: ``question``, ``explanation`` and each of
    ``choices`` as (English, Russian) texts, ``answer`` of its ``reply`` (a bool for ``"yes_no"``, the number of a
    choice for ``"choice"``, a whole number for ``"number"``, a seat of ``position`` for ``"seat"``), ``rule`` a
    rule id of ``game``; ``position``, a state to show, if any. ZhoraError names what does not fit.

    >>> f = fact("zhora", ("Anna has 96 and scores 4. Her total?", "У Анны 96, она набирает 4. Её сумма?"),
    ...          0, "Z-BURN", ("exactly 100 burns to 0", "ровно 100 сгорает до 0"), level="easy")
    >>> f.check(100).text()
    'No: the answer is 0. Exactly 100 burns to 0 — Z-BURN'
    """
    spec = game_spec(game)
    if rule not in spec.rule_ids:
        raise ZhoraError(f"{excerpt(rule)} is not a rule id of {spec.name}")
    if reply not in _ANSWERS or level not in LEVELS:
        raise ZhoraError(f"a fact is answered by one of {', '.join(_ANSWERS)} at a level of {', '.join(LEVELS)}, "
                         f"got {excerpt(reply)} and {excerpt(level)}")
    texts = [tuple(t) for t in (question, explanation, *choices)]
    if any(len(t) != len(words.LANGS) or not all(isinstance(x, str) and x for x in t) for t in texts):
        raise ZhoraError(f"a fact's texts are pairs of an English and a Russian text, got {excerpt(texts)}")
    if type(answer) is not _ANSWERS[reply] or reply == "seat" and position is None:
        raise ZhoraError(f"the answer to a {reply} fact is a {_ANSWERS[reply].__name__} (a seat's, of a position "
                         f"given), got {excerpt(answer)}")
    if reply == "choice" and not 0 <= answer < len(choices) or reply != "choice" and choices:
        raise ZhoraError(f"a choice fact's answer is the number of one of its {len(choices)} choices, got {answer}")
    return Fact(spec.name, "fact", position, answer, rule,
                (_Said(tuple(explanation)),), choices=tuple(_Said(tuple(c)) for c in choices),
                asked=tuple(question), graded=level, replied=reply)


@dataclass(frozen=True)
class Feedback:
    """Whether a reply was right, and the words that say why, citing the rule id."""

    puzzle: Puzzle
    reply: Any

    @property
    def correct(self) -> bool:
        return self.reply == self.puzzle.answer

    def text(self, lang: str = "en", *, names: Sequence[Any] | None = None) -> str:
        """"Right: …" or "No: the answer is …", then the engine's explanation and the rule id."""
        p = self.puzzle
        why = p.explanation(lang, names=names)
        if self.correct:
            return f"{words.say('puzzles.right', lang)} {why} — {p.rule}"
        wrong = words.say("puzzles.wrong", lang, answer=p.answer_text(lang, names=names))
        return f"{wrong} {why[:1].upper()}{why[1:]} — {p.rule}"  # a new sentence after "the answer is …."


@dataclass(frozen=True)
class _Effect:
    """What one action leads to, as ``after`` offers it: the events of the step but the play itself."""

    events: tuple

    def text(self, lang: str = "en", *, names: Sequence[Any] | None = None) -> str:
        said = "; ".join(event.text(lang, names=names) for event in self.events)
        return said or words.say("puzzles.nothing_else", lang)


def _spec_of(state: Any):
    spec = game_spec(state)
    if state.outcome is not None:
        raise ZhoraError(f"a puzzle needs a round still being played, got {excerpt(repr(state))}")
    return spec


def _step(state: Any, action: Any):
    """The spec, the action parsed, and the state after it (refused, with the engine's reason, if illegal)."""
    spec = _spec_of(state)
    action = spec.parse_action(action)
    return spec, action, spec.apply(state, action)


def _plain_next(state: Any, after: Any) -> bool:
    return after.to_move == (state.to_move + 1) % state.rules.players


def _deck_decides(puzzle: Puzzle, build: Callable[[Any], Puzzle]) -> bool:
    """Whether ``puzzle``'s answer hangs on the order of the deck: the same question (``build``) asked of its
    position with the deck reordered (another card next, eight times over; then shuffled) gets another answer."""
    spec = game_spec(puzzle.game)
    keywords = dict(spec.position_keywords(puzzle.position))
    cards = str(keywords.get("deck") or "").split()
    orders = [cards[k:] + cards[:k] for k in range(1, min(len(cards), _NEXT_CARDS + 1))]
    orders += [random.Random(n).sample(cards, len(cards)) for n in range(_SHUFFLES if len(cards) > 1 else 0)]
    for order in orders:
        try:
            other = build(spec.position(rules=puzzle.position.rules, **(keywords | {"deck": " ".join(order)})))
        except ZhoraError:  # the question cannot be asked there: the deck decides
            return True
        if other.answer_text() != puzzle.answer_text():
            return True
    return False


def _shows_deck(build: Callable[..., Puzzle]) -> Callable[..., Puzzle]:
    """A builder whose puzzle gives the deck's order in its question when the answer hangs on it."""
    @functools.wraps(build)
    def asked(state: Any, *args: Any) -> Puzzle:
        puzzle = build(state, *args)
        if not _deck_decides(puzzle, lambda s: build(s, *args)):
            return puzzle
        spec = game_spec(state)
        end = _forced_end(state) if not args or args[0] is None else spec.apply(state, spec.parse_action(args[0]))
        taken = len(state.deck) - len(end.deck)
        return replace(puzzle, deck_shown=taken if taken > 0 else len(state.deck))
    return asked


def is_legal(state: Any, action: Any) -> Puzzle:
    """May the player to move do ``action`` here? The engine's verdict answers and cites the rule."""
    spec = _spec_of(state)
    action = spec.parse_action(action)
    verdict = spec.explain(state, action)
    return Puzzle(spec.name, "is_legal", state, verdict.legal, verdict.rule, (verdict,), action=action,
                  seat=state.to_move)


def _tried(spec: Any, state: Any) -> tuple:
    """The actions the mover could try now, legal or not, of the sorts the legal ones are (cards in the play, bids
    in the bidding)."""
    sorts = {type(action) for action in spec.legal_actions(state)}
    return tuple(action for action in spec.candidates(state, state.to_move) if type(action) in sorts)


def legal_set(state: Any) -> Puzzle:
    """Which of the actions the mover could try now (of the sorts the legal ones are) are legal? The rule is the
    one that refuses most of the others."""
    spec = _spec_of(state)
    tried = _tried(spec, state)
    verdicts = [spec.explain(state, action) for action in tried]
    if all(verdicts):  # every move of these sorts is legal: the reason is why the mover's other moves are not
        verdicts = [spec.explain(state, action) for action in spec.candidates(state, state.to_move)]
    refused = Counter(v.rule for v in verdicts if not v.legal)
    rule, _ = (refused or Counter(v.rule for v in verdicts)).most_common(1)[0]
    answer = frozenset(str(a) for a in spec.legal_actions(state))
    shown = tuple({v.reason: v for v in verdicts if not v.legal and v.rule == rule}.values())[:3]
    return Puzzle(spec.name, "legal_set", state, answer, rule, shown, seat=state.to_move, choices=tried)


@_shows_deck
def next_seat(state: Any, action: Any) -> Puzzle:
    """After ``action``, who moves? The rule is the last the step's events cite; where the step is a card played
    and nothing more, and the turn passes on, the game's rule of an ordinary card (``GameSpec.pass_rule``), if it
    has one."""
    spec, action, after_state = _step(state, action)
    if after_state.outcome is not None:
        raise ZhoraError(f"{action} ends the round: nobody moves after it (ask round_ends)")
    events = after_state.events
    plain = len(events) == 1 and hasattr(events[0], "card") and _plain_next(state, after_state)
    rule = (spec.pass_rule or events[0].rule) if plain else events[-1].rule
    return Puzzle(spec.name, "next_seat", state, after_state.to_move, rule, after_state.events, action=action,
                  seat=state.to_move)


@_shows_deck
def trick_winner(state: Any, action: Any) -> Puzzle:
    """``action`` is the last card of a trick (a game played in tricks): who takes the trick? The rule is the one
    the step's event of the taking cites."""
    spec, action, after_state = _step(state, action)
    if not spec.tricks or len(state.trick) != state.rules.players - 1 or after_state.trick:
        raise ZhoraError(f"{action} does not end a trick here: ask trick_winner of a trick's last card")
    if after_state.outcome is not None:
        raise ZhoraError(f"{action} ends the deal: ask round_ends or points")
    return Puzzle(spec.name, "trick_winner", state, after_state.to_move, after_state.events[1].rule,
                  after_state.events[1:], action=action, seat=state.to_move)


def _forced_end(state: Any) -> Any:
    """The end of the round when every move from ``state`` on is forced; ZhoraError where a choice is left."""
    spec, end = _spec_of(state), state
    while end.outcome is None:
        legal = spec.legal_actions(end)
        if len(legal) != 1:
            raise ZhoraError(f"seat {end.to_move} has a choice of {len(legal)} moves here: the end is not forced")
        end = spec.apply(end, legal[0])
    return end


@_shows_deck
def winner(state: Any) -> Puzzle:
    """Every move from here to the end is forced (one legal action each): who wins the round? ZhoraError when a
    choice is left, or nobody wins."""
    spec, end = _spec_of(state), _forced_end(state)
    if end.outcome.winner is None:
        raise ZhoraError("nobody wins this round: ask another question")
    return Puzzle(spec.name, "winner", state, end.outcome.winner, end.events[-1].rule, end.events,
                  seat=state.to_move)


@_shows_deck
def round_ends(state: Any, action: Any) -> Puzzle:
    """Does ``action`` end the round? The rule is the last the step's events cite."""
    spec, action, after_state = _step(state, action)
    return Puzzle(spec.name, "round_ends", state, after_state.outcome is not None, after_state.events[-1].rule,
                  after_state.events, action=action, seat=state.to_move)


def _effect(spec: Any, state: Any, action: Any) -> _Effect:
    events = spec.apply(state, action).events
    return _Effect(events[1:] if events and getattr(events[0], "seat", None) == state.to_move else events)


@_shows_deck
def after(state: Any, action: Any) -> Puzzle:
    """What happens after ``action``? One of the distinct effects the mover's legal actions would have, four at
    most (ZhoraError when they all have the same)."""
    spec, action, after_state = _step(state, action)
    effects: list[_Effect] = []
    for other in spec.legal_actions(state):
        effect = _effect(spec, state, other)
        if effect.text() not in [e.text() for e in effects]:
            effects.append(effect)
    if len(effects) < 2:
        raise ZhoraError(f"every legal action here has the same effect as {action}: nothing to choose between")
    mine = [e.text() for e in effects].index(_effect(spec, state, action).text())
    shown = sorted({mine, *range(_CHOICES)} - {_CHOICES - 1} if mine >= _CHOICES else range(_CHOICES))
    shown = [i for i in shown if i < len(effects)]
    return Puzzle(spec.name, "after", state, shown.index(mine), after_state.events[-1].rule, after_state.events,
                  action=action, seat=state.to_move, choices=tuple(effects[i] for i in shown))


@dataclass(frozen=True)
class _Scored:
    """A seat's lines of the round's scoring (``TablePart.score_rows``), in each language."""

    rows: tuple

    def text(self, lang: str = "en", *, names: Sequence[Any] | None = None) -> str:
        return "; ".join(row.text for row in self.rows[words.LANGS.index(lang)])


@_shows_deck
def points(state: Any, action: Any, seat: int) -> Puzzle:
    """``action`` ends the round (or, with ``action=None``, every move from here to the end is forced): what does
    ``seat`` score by the rules' own scoring? Explained by the seat's line of the round's scoring (ZhoraError for a
    game, or rules, whose rounds score only the cards left)."""
    if action is None:
        spec, after_state = _spec_of(state), _forced_end(state)
    else:
        spec, action, after_state = _step(state, action)
    if after_state.outcome is None:
        raise ZhoraError(f"{action} does not end the round: ask points of a round's last action")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(after_state.outcome.points):
        raise ZhoraError(f"no seat {excerpt(seat)} in this round")
    if spec.table is None or not spec.table.scored(after_state):
        raise ZhoraError(f"{spec.name}: these rules score no points, only the cards left (the project's measure)")
    rows = tuple(tuple(row for row in spec.table.score_rows(after_state, lang) if row.seat == seat)
                 for lang in words.LANGS)
    return Puzzle(spec.name, "points", state, after_state.outcome.points[seat], rows[0][-1].rule, (_Scored(rows),),
                  action=action, seat=seat)


def __getattr__(name: str) -> Any:
    """``bank`` and ``SIZES``, from ``zhora_core.puzzle_bank`` (which builds the banks with the builders above)."""
    if name in ("bank", "SIZES"):
        from . import puzzle_bank

        return getattr(puzzle_bank, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
