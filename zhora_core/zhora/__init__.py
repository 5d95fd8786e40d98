"""Zhora (Жора): the rules engine.

>>> from zhora_core.zhora import position, apply, Rules
>>> s = position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥")
>>> apply(s, "J♣ J♦").outcome.points
(0, 56, 80)
"""

from . import glossary, phrases  # noqa: F401  (register the game's words in the phrasebook)
from .actions import Action, Draw, Pass, Play, PlayJack, PlayJacks, SwapStarter, parse_action
from .deal import new_round, position
from .engine import Verdict, apply, explain, is_playable, legal_actions, turn_after
from .events import Event
from .game import Game, RoundRecord
from .rules import OPTION_CHOICES, OPTION_RULE, RULE_IDS, Rules
from .scoring import LETTERS, card_points, hand_points, ranking, score_lines, score_round, tally
from .saving import load, save
from .state import Outcome, Phase, SeatView, State, Termination
from .transcript import transcript

from ..protocol import GameSpec, Option
from .candidates import candidates

GAME = GameSpec(
    name="zhora", title=("Zhora", "Жора"), Rules=Rules, rule_ids=RULE_IDS,
    new_round=new_round, position=position, legal_actions=legal_actions, explain=explain, apply=apply,
    parse_action=parse_action, candidates=candidates, lower_is_better=True,
    options=tuple(Option(name=name, rules=(rule,), label=(name, name), choices=OPTION_CHOICES.get(name, ()))
                  for name, rule in OPTION_RULE.items()),
)
"""Zhora as the registry sees it (``zhora_core.games``)."""

__all__ = ["GAME", 
    "Action", "Draw", "Pass", "Play", "PlayJack", "PlayJacks", "SwapStarter", "parse_action",
    "new_round", "position", "Verdict", "apply", "explain", "is_playable", "legal_actions", "turn_after", "Event",
    "OPTION_RULE", "RULE_IDS", "Rules", "LETTERS", "card_points", "hand_points", "ranking", "score_lines",
    "score_round", "tally", "Outcome", "Phase", "SeatView", "State", "Termination", "Game", "RoundRecord",
    "save", "load", "transcript",
]
