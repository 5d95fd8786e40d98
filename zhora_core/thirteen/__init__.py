"""Thirteen, Canadian (Тринадцать): the rules engine.

Two players shed their hands on a centre card one rank up or down (the ranks are circular), in runs; a joker on
a king of its colour must be answered with that king's queen or ace, or costs 13 cards.

>>> from zhora_core.thirteen import position, apply, legal_actions
>>> s = position(hands=["K♥ RJ 3♣", "Q♠ 4♦"], top="Q♥", deck="5♣ 6♣ 7♣")
>>> s = apply(apply(s, "K♥"), "RJ")
>>> s.phase.value, s.to_move, [str(a) for a in legal_actions(s)]
('answer', 1, ['draw'])
>>> [str(e) for e in apply(s, "draw").events]
['seat 1 takes 3 cards from the reserve (T-AFTER-JOKER)', 'seat 0 to move (T-AFTER-JOKER)']
"""

from ..protocol import Field, GameSpec, Option
from . import phrases  # noqa: F401  (registers the sentences)
from .actions import ACTION_TYPES, DRAW, END, Action, Draw, EndRun, Play, parse_action
from .bots import Advice, HeuristicBot, determinize
from .deal import CARDS_EACH, new_round, position
from .engine import TAKE, apply, candidates, explain, is_next, legal_actions
from .events import Event
from .game import Game, RoundRecord
from .record import ENDINGS, record
from .rules import MAX_TURNS_BOUNDS, OPTION_CHOICES, OPTION_RULE, RULE_IDS, Rules
from .state import Outcome, Phase, SeatView, State, Termination

__all__ = ["GAME", "Rules", "RULE_IDS", "OPTION_RULE", "new_round", "position", "legal_actions", "explain",
           "apply", "candidates", "parse_action", "is_next", "Action", "Play", "EndRun", "Draw", "END", "DRAW",
           "State", "SeatView", "Phase", "Outcome", "Termination", "Event", "Game", "RoundRecord", "HeuristicBot",
           "Advice", "determinize", "record", "ENDINGS", "CARDS_EACH", "TAKE"]

_CHOICE_LABELS = {False: ("no", "нет"), True: ("yes", "да")}

GAME = GameSpec(
    name="thirteen", title=("Thirteen", "Тринадцать"), Rules=Rules, rule_ids=RULE_IDS,
    new_round=new_round, position=position, legal_actions=legal_actions, explain=explain, apply=apply,
    parse_action=parse_action, candidates=candidates, heuristic=HeuristicBot, determinize=determinize,
    record=record, endings=ENDINGS, lower_is_better=True,
    options=(
        Option(name="players", rules=("T-TABLE",), label=("players", "игроков"), choices=OPTION_CHOICES["players"]),
        Option(name="run_same_suit", rules=("T-RUN",), label=("a run keeps to one suit", "серия в одной масти"),
               choices=OPTION_CHOICES["run_same_suit"], choice_labels=_CHOICE_LABELS),
        Option(name="may_draw_when_able", rules=("T-DRAW",),
               label=("may draw when able to play", "можно брать, имея ход"),
               choices=OPTION_CHOICES["may_draw_when_able"], choice_labels=_CHOICE_LABELS),
        Option(name="max_turns", rules=("T-WIN",), label=("turn limit", "предел ходов"), bounds=MAX_TURNS_BOUNDS),
    ),
    fields=(
        Field(name="hands", kind="cards", per_seat=True, label=("hand", "рука")),
        Field(name="top", kind="card", label=("centre card", "карта в центре")),
        Field(name="pile", kind="cards", label=("under the centre card", "под центральной картой")),
        Field(name="deck", kind="cards", label=("reserve", "резерв")),
        Field(name="to_move", kind="seat", label=("to move", "ходит")),
        Field(name="dealer", kind="seat", label=("dealer", "сдающий")),
        Field(name="phase", kind="choice", label=("phase", "фаза")),
    ),
)
"""Thirteen as the registry sees it (``zhora_core.games``)."""
