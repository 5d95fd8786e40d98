"""The play table's model: a game of any registered game against bots, one action at a time through its engine.

Views observe ``state`` (and ``message``, ``log``); they never decide a rule themselves. What is particular to
a game (which card an action uses, which actions are buttons, its words and its picture) comes from the game's
``TablePart`` (``GAME.table``, ``zhora_core.table``); the whole game is the game's ``Game`` class.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import traitlets

from zhora_core import checks, games, words
from zhora_core.analysis import Analysis, analyse
from zhora_core.bots import Advice, Bot, RandomBot, make_bot
from zhora_core.cards import Card
from zhora_core.errors import RulesError, ZhoraError, excerpt
from zhora_core.protocol import Termination
from zhora_core.table import Button, ScoreRow, TablePart
from zhora_core.words import YOU

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)
from .common import error_words, points_text
from .table_arguments import bot_kinds, check_human, checked_delay, checked_names, rules_of

__all__ = ["TableController", "CardChoice"]

Action = Any


class CardChoice(NamedTuple):
    """What a card of the human's hand can do now: the legal ``actions`` that use it (none: the card is
    grey), the verdict's ``rule`` and ``reason`` for it, and the ``attempt`` a click on a grey card makes."""

    actions: tuple[Action, ...]
    rule: str
    reason: str
    attempt: Action

    @property
    def legal(self) -> bool:
        return bool(self.actions)


class TableController(traitlets.HasTraits):
    """A game between one human seat and bots (or bots only, with ``human=None``), of the game ``rules`` belong to
    (by default the default game's default reading).

    Every change goes through ``play``, ``step_bot``, ``undo``, ``next_round`` or ``new_game``; refusals are
    reported in ``message`` with their rule id and change nothing. ``log`` holds one line per turn (the
    action and what followed from it, each event with its rule id), in reading order; ``log_actors`` the seat
    that acted in each (None for the deal).
    """

    state = traitlets.Any()
    message = traitlets.Unicode("")
    message_kind = traitlets.Unicode("")
    log = traitlets.List(traitlets.Unicode())

    def __init__(self, rules: Any = None, *, seed: int = 0, bots: Sequence[str | Bot] | None = None,
                 human: int | None = 0, lang: str = "en", names: Sequence[str] | None = None,
                 start: Any = None, delay: float = 0.0,
                 on_step: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.lang = words.check_lang(lang)
        self.analysis: Analysis | None = None
        """The analysis of the last hint."""
        self.refusal: ZhoraError | None = None
        """The error that refused the last ``new_game``, if any."""
        rules = rules_of(rules, start, self.lang)
        self._bind(rules)
        check_human(human, rules.players, self.lang, self._players_rule)
        self.human = human
        self.seed = checks.seed(seed)
        self.delay = checked_delay(delay, self.lang)
        self.on_step = on_step
        kinds = bot_kinds(bots, rules.players, human, self.lang, self._players_rule)
        self._given_names = None if names is None else checked_names(names, rules.players, self.lang,
                                                                     self._players_rule)
        self.bots, self.names = self._seats(rules.players, kinds)
        self._start = start
        self.log_actors: list[int | None] = []
        self._new_game(rules, seed)

    # --- reading ---------------------------------------------------------------------------------------------

    @property
    def rules(self):
        return self.game.rules

    @property
    def legal(self) -> tuple[Action, ...]:
        return tuple(self._legal_actions(self.state))

    @property
    def is_human_turn(self) -> bool:
        return self.state.outcome is None and self.state.to_move == self.human

    def choices(self) -> dict[Card, CardChoice]:
        """For each card in the human's hand, in hand order: what it can do now, and why (with the rule id)."""
        if self.human is None:
            return {}
        state = self.state
        by_card: dict[Card, list[Action]] = {}
        cards_of = self.part.cards_of
        if self.is_human_turn:
            for action in self._legal_actions(state):
                for card in cards_of(action):
                    by_card.setdefault(card, []).append(action)
        out = {}
        for card in state.hands[self.human]:
            actions = tuple(by_card.get(card, ()))
            attempt = actions[0] if actions else self.card_action(card)
            if state.outcome is None:
                verdict = self._explain(state, attempt, seat=self.human)
                rule, reason = verdict.rule, verdict.text(self.lang, names=self._readers)
            else:
                rule, reason = self.part.over_rule(state), self.round_phrase("over")
            out[card] = CardChoice(actions, rule, reason, attempt)
        return out

    def card_action(self, card: Card) -> Action:
        """What clicking ``card`` of the human's hand tries now (the game's ``TablePart.attempt``: Zhora puts it
        in place of a starter jack, or plays a jack ordering its own suit)."""
        return self.part.attempt(self.state, card)

    def action_text(self, action: Action) -> str:
        """An action in the table's language: ``9♦``, ``В♥ → ♠``, ``Взять``, ``Пас``."""
        return self.part.action_text(self._parse_action(action), self.lang)

    def choice_label(self, action: Action) -> str:
        """What the picker's button for ``action`` says (the ordered suit of a jack)."""
        return self.part.choice_label(action, self.lang)

    def choice_prompt(self, card: Card) -> str:
        """The picker's question for a card with several actions."""
        return self.part.choice_prompt(card, self.lang)

    def panel(self) -> list[tuple[Button, Action | None]]:
        """Each of the game's buttons shown now (``zhora_core.table.Button``: card-less actions, draw, pass, stand,
        end, a bid, a trump ...) with the legal action it makes now (None: the button is off)."""
        shown = self.part.panel(self.state, self.human)
        legal: dict[str, Action] = {}
        if self.is_human_turn:
            button_of = self.part.button_of
            for action in self.legal:
                legal.setdefault(button_of(action), action)
        return [(button, legal.get(button.key)) for button in shown]

    def buttons(self) -> dict[str, Action | None]:
        """Each of the game's buttons shown now, by key, and the legal action it makes now (None: it is off)."""
        return {button.key: action for button, action in self.panel()}

    def press_button(self, key: str) -> bool:
        """The human clicks the button ``key``: its legal action; else the action the button carries, which the
        engine refuses with its reason (a button without one, e.g. Zhora's "all jacks", does nothing)."""
        shown = self.panel()
        for button, action in shown:
            if button.key == key:
                attempt = action if action is not None else button.action
                return False if attempt is None else self.play(attempt)
        keys = ", ".join(button.key for button, _ in shown) or "none"
        raise ValueError(f"no button {key!r} now: the buttons are {keys}")

    def prompt(self) -> str:
        """What the human is asked now, when it is not a card to play (name trumps, bid); "" otherwise."""
        return self.part.prompt(self.state, self.human, self.lang) if self.is_human_turn else ""

    def round_phrase(self, kind: str, **values) -> str:
        """The phrase ``ui.table.<kind>.<word>`` (over, next, number, count) in the game's own word for a round
        (``Match.round_word``: round, deal, game, bank)."""
        return words.say(f"ui.table.{kind}.{type(self.game).round_word}", self.lang, **values)

    def headline(self) -> str:
        """Where the whole game stands (the deal and its pulka, a session's balances), if the game says."""
        return self.part.headline(self.game, self.lang)

    def forced(self) -> tuple[Action, str] | None:
        """When the human can only make one button's action (draw, pass, stand): that action and the sentence
        that says so."""
        if not self.is_human_turn:
            return None
        legal = self.legal
        if len(legal) != 1 or self.part.button_of(legal[0]) is None:
            return None
        rule = self._explain(self.state, legal[0], seat=self.human).rule
        return legal[0], self.part.must_text(legal[0], rule, self.lang)

    def score_lines(self) -> list[ScoreRow]:
        """The round's result, line by line in the table's language (none while it runs or after a stalemate)."""
        outcome = self.state.outcome
        if outcome is None or self.is_stalemate:
            return []
        return self.part.score_rows(self.state, self.lang)

    @property
    def is_stalemate(self) -> bool:
        """Whether the round ended without a winner."""
        outcome = self.state.outcome
        return outcome is not None and outcome.termination is Termination.STALEMATE

    def rule_title(self, rule: str) -> str | None:
        """A rule's short title in the table's language, if the game has titles."""
        return self.part.rule_title(rule, self.lang)

    # --- acting ----------------------------------------------------------------------------------------------

    def play(self, action: Action | str) -> bool:
        """The human's action; refused (with the rule id in ``message``) if illegal. Then the bots answer."""
        if self.state.outcome is None and self.state.to_move != self.human:
            wait = words.say("ui.table.not_your_turn", self.lang, name=self.names[self.state.to_move],
                             rule=self._turn_rule)
            self.say(words.say("ui.table.refused_because", self.lang, why=wait))
            return False
        try:
            action = self._parse_action(action)
            self._apply(action)
        except ZhoraError as error:
            self.say(words.say("ui.table.refused_because", self.lang, why=self._refusal(action, error)), "error")
            return False
        self.say("", "")
        self.run_bots()
        return True

    def step_bot(self) -> bool:
        """Let the bot to move take one action; False if it is not a bot's turn. A bot that raises, or chooses an
        action the rules refuse, is named in ``message`` and a random legal action is made in its place."""
        state = self.state
        if state.outcome is not None or self.bots[state.to_move] is None:
            return False
        seat, bot = state.to_move, self.bots[state.to_move]
        legal = self._legal_actions(state)
        rng = random.Random(f"{self.seed}/{len(self.game.rounds)}/{state.turns}")
        if len(legal) == 1:
            self._apply(legal[0])
            return True
        try:
            self._apply(bot.choose(state.view(seat), legal, rng))
        except Exception as error:  # StopIteration too: it must not end run_bots' loop quietly
            self.say(words.say("ui.table.bad.bot_failed", self.lang, seat=seat,
                               bot=excerpt(str(getattr(bot, "name", type(bot).__name__)), 24),
                               error=error_words(error)))
            self._apply(RandomBot().choose(state.view(seat), legal, rng))
        return True

    def run_bots(self) -> None:
        """Bots move one visible step at a time until the human's turn or the end of the round."""
        while self.step_bot():
            if self.on_step is not None:
                self.on_step()
            if self.delay:
                time.sleep(self.delay)

    def hint(self) -> Advice | None:
        """What the heuristic bot would do in the human's place, and why, beside the best action by the analysis
        (``zhora_core.analysis``, everyone playing on like the heuristic bot), with its value and precision (both
        shown in ``message``; the analysis kept in ``analysis``)."""
        if not self.is_human_turn:
            return None
        advice = self._bot("heuristic").advise(self.state.view(self.human), self.legal)
        self.analysis = analyse(self.state, self.human)
        best, lang = self.analysis.best, self.lang
        interval = "" if self.analysis.exact else words.say(
            "ui.analysis.interval", lang, low=points_text(best.points_low), high=points_text(best.points_high))
        found = words.say("ui.analysis.hint", lang, action=self.action_text(best.action), points=points_text(best.points),
                          interval=interval, precision=self.analysis.precision(lang))
        self.say(words.say("ui.table.hint_text", lang, action=self.action_text(advice.action),
                           reason=advice.text(lang)) + " · " + found, "hint")
        return advice

    def undo(self) -> bool:
        """Take back the human's last action and the bots' answers to it."""
        actors = [s.to_move for s in self.game.states[:-1]]
        if self.human not in actors:
            self.say(words.say("ui.table.nothing_to_undo", self.lang), "error")
            return False
        while True:
            actor = self.game.states[-2].to_move
            self.game.undo()
            mark = self._log_marks.pop()
            self.log_actors = self.log_actors[:mark]
            self.log = self.log[:mark]
            if actor == self.human:
                break
        self.state = self.game.state
        self.say("", "")
        return True

    def next_round(self) -> None:
        try:
            self.game.next_round()
        except ZhoraError as error:
            self.say(str(error), "error")
            return
        self._log_marks = []
        self._log_round()
        self.state = self.game.state
        self.say("", "")
        self.run_bots()

    def new_game(self, rules=None, seed: int | None = None) -> bool:
        """Start over (same rules and next seed unless given); a game from a scenario restarts the scenario.

        Another number of players gives the seats their own names and bots (the human keeps his seat); a
        setting the engine refuses is shown in ``message`` and changes nothing.
        """
        rules = rules or self.rules
        try:
            bots, names = self._seats(rules.players, self._next_kinds(rules.players))
            game = self._game(rules, self.seed + 1 if seed is None else seed, names)
        except ZhoraError as error:
            self.refusal = error
            self.say(words.say("ui.table.refused_because", self.lang, why=str(error)), "error")
            return False
        self.bots, self.names = bots, names
        self._start_game(game)
        return True

    def load_game(self, game) -> None:
        """Go on with ``game``, a whole game of this table's game (as ``zhora_core.saving.load`` gives it): its
        rules, names and every round, replayed here so that the log reads as if it had been played at this table;
        the human keeps his seat, the other seats keep their bots. Raises RulesError in words, the table
        unchanged, for another game, a position (not a whole game) or a game with no seat for the human."""
        spec = games.spec(game)
        if spec is not self._spec:
            raise RulesError(words.say("ui.save.other_game", self.lang, other=words.pick(spec.title, self.lang),
                                       game=words.pick(self._spec.title, self.lang)))
        if not isinstance(game, self._Game):
            raise RulesError(words.say("ui.save.not_a_game", self.lang))
        bots = self._seats(game.rules.players, self._next_kinds(game.rules.players))[0]
        replay = game.restarted()
        rounds = [record.actions for record in game.rounds]
        if game.state.outcome is None:
            rounds.append(game.actions)
        log, actors, marks = [], [], []
        for number, actions in enumerate(rounds):
            if number:
                replay.next_round()
                marks = []
            log.append(self._round_line(replay))
            actors.append(None)
            for action in actions:
                actors.append(replay.state.to_move)
                replay.play(action)
                marks.append(len(log))
                log.append(self._turn_line(replay.state.events))
        with self.hold_trait_notifications():  # views see the loaded game's state and log together
            self.bots, self.names = bots, tuple(game.names)
            self._given_names, self._start = self.names, game.start_position
            self.seed, self.game, self._log_marks = replay.seed, replay, marks
            self.log_actors, self.log = actors, log
            self.state = replay.state
            self.say("", "")
        self.run_bots()

    # --- internals -------------------------------------------------------------------------------------------

    def _next_kinds(self, players: int) -> list[Bot | None]:
        """The seats' bots for a game of ``players``: the human keeps his seat (RulesError if it is gone), the
        others their bots, new seats the last seat's bot."""
        if self.human is not None and self.human >= players:
            raise RulesError(words.say("ui.table.no_seat", self.lang, seat=self.human, n=players,
                                       rule=self._players_rule), rule=self._players_rule)
        last = next(bot for bot in reversed(self.bots) if bot is not None)
        return [None if seat == self.human else self.bots[seat] if seat < len(self.bots) else last
                for seat in range(players)]

    def _seats(self, players: int, kinds: Sequence) -> tuple[list[Bot | None], tuple[str, ...]]:
        """The bots and names of ``players`` seats: given names for the seats they cover, the defaults after."""
        bots = [None if seat == self.human else self._bot(kind) for seat, kind in enumerate(kinds)]
        given = self._given_names or ()
        names = tuple(given[seat] if seat < len(given) else self._default_name(seat, bots)
                      for seat in range(players))
        return bots, names

    def _bind(self, rules) -> None:
        """Look up the game of ``rules`` and bind its functions (once per game, not per decision)."""
        spec = games.spec(rules)
        self._spec = spec
        self._legal_actions, self._explain, self._parse_action = spec.legal_actions, spec.explain, spec.parse_action
        self.part: TablePart = spec.table or TablePart(spec.parse_action)
        self._Game = spec.match
        self._players_rule, self._turn_rule = spec.players_rule, spec.turn_rule

    def _bot(self, kind: str | Bot) -> Bot:
        """A seat's bot, of the table's game: "heuristic" is the game's own heuristic bot."""
        return make_bot(kind, game=self._spec)

    def _game(self, rules, seed: int, names: Sequence[str]):
        if not isinstance(rules, self._spec.Rules):
            raise RulesError(f"{type(rules).__module__}.Rules is another game than this table's {self._spec.name}")
        if self._start is not None and rules == self._start.rules:
            return self._Game.from_position(self._start, seed=seed, names=names)
        return self._Game(rules, seed=seed, names=names)

    def _new_game(self, rules, seed: int) -> None:
        self._start_game(self._game(rules, seed, self.names))

    def _start_game(self, game) -> None:
        with self.hold_trait_notifications():  # views see the new game's state and log together
            self.seed = game.seed
            self.game = game
            self._log_marks: list[int] = []
            self.log_actors, self.log = [], []
            self._log_round()
            self.state = self.game.state
            self.say("", "")
        self.run_bots()

    def _log_round(self) -> None:
        """The first line of a round: its number (after the first), the deal and who moves first."""
        self.log_actors = self.log_actors + [None]
        self.log = self.log + [self._round_line(self.game)]

    def _round_line(self, game) -> str:
        """The log's line of the deal of ``game``'s current round."""
        line = self._turn_line(self.part.opening(game.state))
        if game.rounds:
            number = self.round_phrase("number", n=game.round_number)
            line = words.say("ui.table.round", self.lang, number=number, line=line)
        return line

    def _turn_line(self, events) -> str:
        """The log's line of a turn's ``events``: each in words, with its rule id."""
        return " → ".join(self._event_text(e) for e in events)

    def _apply(self, action: Action) -> None:
        actor = self.state.to_move
        self.game.play(action)
        self._log_marks.append(len(self.log))
        line = self._turn_line(self.game.state.events)
        with self.hold_trait_notifications():  # views see the new state and its log line together
            self.log_actors = self.log_actors + [actor]
            self.state = self.game.state
            self.log = self.log + [line]

    @property
    def _readers(self) -> tuple:
        """The seats' names as the engine's sentences take them: the human seat is "you"."""
        if not self.part.addresses_you:
            return self.names
        return tuple(YOU if seat == self.human else name for seat, name in enumerate(self.names))

    def _event_text(self, event) -> str:
        """An event in words, the seats by name (the human as "you"), with its rule id; the cards the human drew
        are named."""
        text = event.text(self.lang, names=self._readers)
        drawn = self.part.drawn(event)
        if drawn and event.seat == self.human:
            text += ": " + " ".join(card.label(self.lang) for card in drawn)
        return f"{text} ({event.rule})"

    def _refusal(self, action: Action | str, error: ZhoraError) -> str:
        """Why the human's action is refused, said to him ("you cannot play A♥"), with the rule id."""
        verdict = getattr(error, "verdict", None)
        if verdict is None:  # the engine's own words are English: in Russian, the rule and its title
            message, rule = str(error), error.rule
            if rule is None:
                return message
            try:
                title = self.part.rule_title(rule, self.lang)
            except (KeyError, ZhoraError):  # a rule id the game's titles lack
                title = None
            english = message if rule in message else f"{message} ({rule})"
            return words.pick((english, f"{rule}: {title}" if title else rule), self.lang)
        return words.say("ui.table.you_cannot", self.lang, action=self.action_text(action), rule=verdict.rule,
                         reason=verdict.text(self.lang, names=self._readers))

    def say(self, text: str, kind: str = "error") -> None:
        """Show ``text`` in ``message`` ("error", "hint" or "info"; "" clears it)."""
        self.message_kind = kind
        self.message = text

    def _default_name(self, seat: int, bots: Sequence[Bot | None]) -> str:
        if seat == self.human:
            return words.say("ui.table.you", self.lang, seat=seat)
        kind = bots[seat].name
        phrase = f"ui.table.bot.{kind}"
        return words.say("ui.table.bot", self.lang, seat=seat,
                         kind=words.say(phrase, self.lang) if words.has(phrase) else kind)
