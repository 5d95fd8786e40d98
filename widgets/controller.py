"""The play table's model: a game against bots, driven one action at a time through the engine.

Views observe ``state`` (and ``message``, ``log``); they never decide a rule themselves.
"""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Sequence

import traitlets

from zhora_core.bots import Advice, Bot, HeuristicBot, make_bot
from zhora_core.errors import ZhoraError
from zhora_core.zhora import Game, Phase, Rules, State, explain, legal_actions, score_lines
from zhora_core.zhora.glossary import rule_title
from zhora_core.zhora.actions import Action, parse_action
from zhora_core.zhora.events import TurnTo

from .i18n import BOT_WORDS, words

__all__ = ["TableController"]


class TableController(traitlets.HasTraits):
    """A game of Zhora between one human seat and bots (or bots only, with ``human=None``).

    Every change goes through ``play``, ``step_bot``, ``undo``, ``next_round`` or ``new_game``; refusals are
    reported in ``message`` with their rule id and change nothing.
    """

    state = traitlets.Instance(State)
    message = traitlets.Unicode("")
    message_kind = traitlets.Unicode("")
    log = traitlets.List(traitlets.Unicode())

    def __init__(self, rules: Rules = Rules(), *, seed: int = 0, bots: Sequence[str | Bot] | None = None,
                 human: int | None = 0, lang: str = "en", names: Sequence[str] | None = None,
                 start: State | None = None, delay: float = 0.0,
                 on_step: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.lang = lang
        self.human = human
        self.seed = seed
        self.delay = delay
        self.on_step = on_step
        rules = start.rules if start is not None else rules
        kinds = list(bots) if bots is not None else ["heuristic"] * rules.players
        if human is not None and len(kinds) == rules.players - 1:
            kinds.insert(human, None)
        if len(kinds) != rules.players:
            raise ZhoraError(f"{len(kinds)} seats of bots for {rules.players} players (Z-PLAYERS)", rule="Z-PLAYERS")
        self.bots: list[Bot | None] = [None if seat == human else make_bot(kind) for seat, kind in enumerate(kinds)]
        self.names = tuple(names) if names is not None else tuple(self._default_name(s) for s in range(rules.players))
        self._start = start
        self._new_game(rules, seed)

    # --- reading ---------------------------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.game.rules

    @property
    def legal(self) -> tuple[Action, ...]:
        return legal_actions(self.state)

    @property
    def is_human_turn(self) -> bool:
        return self.state.outcome is None and self.state.to_move == self.human

    def reasons(self) -> dict:
        """For each card in the human's hand: (legal?, reason with rule id) if played now."""
        if self.human is None:
            return {}
        out = {}
        for card in self.state.hands[self.human]:
            action = self.card_action(card)
            verdict = explain(self.state, action, seat=self.human) if self.state.outcome is None else None
            out[card] = (bool(verdict), "" if verdict is None else f"{verdict.rule}: {verdict.text(self.lang)}")
        return out

    def card_action(self, card, order=None) -> str:
        """What clicking ``card`` of the human's hand does now: put it in place of a starter jack
        (Z-STARTER-JACK), play a jack ordering ``order`` (default its own suit), or play the card."""
        if self.state.phase is Phase.SWAP:
            return f"swap {card}"
        if card.is_jack:
            return f"{card}>{order or card.suit}"
        return str(card)

    def score_lines(self) -> list:
        outcome = self.state.outcome
        if outcome is None or outcome.is_stalemate:
            return []
        return score_lines(self.state.hands, outcome.winner, outcome.finish, rules=self.rules)

    # --- acting ----------------------------------------------------------------------------------------------

    def play(self, action: Action | str) -> bool:
        """The human's action; refused (with the rule id in ``message``) if illegal. Then the bots answer."""
        try:
            action = parse_action(action)
            if self.state.outcome is None and self.state.to_move != self.human:
                raise ZhoraError(words("not_your_turn", self.lang, name=self.names[self.state.to_move]),
                                 rule="Z-TURN")
            self._apply(action)
        except ZhoraError as error:
            verdict = getattr(error, "verdict", None)
            if self.lang == "en" or error.rule is None:
                text = str(error)
            elif verdict is not None:
                text = f"{verdict.rule}: {verdict.text(self.lang)}"
            else:
                text = self._reason(error.rule, str(error))
            self._say(f"{words('refused', self.lang)}: {text}", "error")
            return False
        self._say("", "")
        self.run_bots()
        return True

    def step_bot(self) -> bool:
        """Let the bot to move take one action; False if it is not a bot's turn."""
        state = self.state
        if state.outcome is not None or self.bots[state.to_move] is None:
            return False
        seat = state.to_move
        legal = legal_actions(state)
        rng = random.Random(f"{self.seed}/{len(self.game.rounds)}/{state.turns}")
        self._apply(legal[0] if len(legal) == 1 else self.bots[seat].choose(state.view(seat), legal, rng))
        return True

    def run_bots(self) -> None:
        """Bots move one visible step at a time until the human's turn or the end of the round."""
        while self.step_bot():
            if self.on_step is not None:
                self.on_step()
            if self.delay:
                time.sleep(self.delay)

    def hint(self) -> Advice | None:
        """What the heuristic bot would do in the human's place, and why (shown in ``message``)."""
        if not self.is_human_turn:
            return None
        advice = HeuristicBot().advise(self.state.view(self.human), self.legal)
        reason = advice.reason
        rule = re.search(r"\b(Z-[A-Z-]+[A-Z])\b", reason)
        if self.lang != "en" and rule:
            reason = self._reason(rule.group(1), reason)
        self._say(words("hint_text", self.lang, action=advice.action, reason=reason), "hint")
        return advice

    def undo(self) -> bool:
        """Take back the human's last action and the bots' answers to it."""
        actors = [s.to_move for s in self.game.states[:-1]]
        if self.human not in actors:
            self._say(words("nothing_to_undo", self.lang), "error")
            return False
        while True:
            actor = self.game.states[-2].to_move
            self.game.undo()
            self.log = self.log[:self._log_marks.pop()]
            if actor == self.human:
                break
        self.state = self.game.state
        self._say("", "")
        return True

    def next_round(self) -> None:
        try:
            self.game.next_round()
        except ZhoraError as error:
            self._say(str(error), "error")
            return
        self._log_marks = []
        self.log = self.log + [self._line(e) for e in self.game.state.events]
        self.state = self.game.state
        self._say("", "")
        self.run_bots()

    def new_game(self, rules: Rules | None = None, seed: int | None = None) -> None:
        """Start over (same rules and next seed unless given); a game from a scenario restarts the scenario."""
        self._new_game(rules or self.rules, self.seed + 1 if seed is None else seed)

    # --- internals -------------------------------------------------------------------------------------------

    def _new_game(self, rules: Rules, seed: int) -> None:
        self.seed = seed
        if self._start is not None and rules == self._start.rules:
            self.game = Game.from_position(self._start, seed=seed, names=self.names)
        else:
            self.game = Game(rules, seed=seed, names=self.names)
        self._log_marks: list[int] = []
        events = self.game.state.events or (TurnTo(self.game.state.to_move, "Z-TURN"),)
        self.log = [self._line(e) for e in events]
        self.state = self.game.state
        self._say("", "")
        self.run_bots()

    def _apply(self, action: Action) -> None:
        self.game.play(action)
        self._log_marks.append(len(self.log))
        with self.hold_trait_notifications():  # views see the new state and its log lines together
            self.state = self.game.state
            self.log = self.log + [self._line(e) for e in self.game.state.events]

    def _line(self, event) -> str:
        text = event.text(self.lang)
        for seat, name in enumerate(self.names):
            text = text.replace(f"seat {seat}", name).replace(f"место {seat}", name)
        return f"{text} ({event.rule})"

    def _reason(self, rule: str, english: str) -> str:
        """A verdict's reason in the table's language: the engine's sentence, or in Russian the rule's title."""
        return f"{rule}: {english}" if self.lang == "en" else f"{rule}: {rule_title(rule, 'ru')}"

    def _say(self, text: str, kind: str) -> None:
        self.message_kind = kind
        self.message = text

    def _default_name(self, seat: int) -> str:
        if seat == self.human:
            return words("you", self.lang, seat=seat)
        return words("bot", self.lang, seat=seat, kind=words(f"bot_{self.bots[seat].name}", self.lang)
                     if f"bot_{self.bots[seat].name}" in BOT_WORDS else self.bots[seat].name)
