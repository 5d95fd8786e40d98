"""Zhora (Жора): the rules engine.

>>> from zhora_core.zhora import position, apply, Rules
>>> s = position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥")
>>> apply(s, "J♣ J♦").outcome.points
(0, 56, 80)
"""

from . import glossary, phrases  # noqa: F401  (register the game's words in the phrasebook)
from .actions import Action, Draw, Pass, Play, PlayJack, PlayJacks, SwapStarter, parse_action
from .deal import new_round, position
from .engine import Verdict, apply, candidates, explain, is_playable, legal_actions, turn_after
from .events import Event
from .game import Game, RoundRecord
from .rules import OPTION_RULE, RULE_IDS, Rules
from .scoring import LETTERS, card_points, hand_points, ranking, score_lines, score_round, tally
from ..saving import load, save
from .state import COUNTERS, Outcome, Phase, SeatView, State, Termination, position_keywords
from ..transcript import transcript

from ..cards import DECK_36
from ..protocol import Field, GameSpec
from ..words import LANGS
from .bots import SEARCH, Advice, HeuristicBot, determinize, hidden
from .lab import LAB
from .record import record
from .table import TABLE
from .sheet import SHEET, ending_text

FIELDS = (
    Field(name="hands", kind="cards", per_seat=True, label=("Hand", "Рука")),
    Field(name="top", kind="card", label=("Top card", "Верхняя карта")),
    Field(name="ordered", kind="suit", label=("Ordered suit", "Заказанная масть")),
    Field(name="deck", kind="cards", label=("Deck (next card first)", "Колода (сверху вниз)"),
          short=("Deck", "Колода")),
    Field(name="pile", kind="cards", label=("Pile (earliest first)", "Отбой (снизу вверх)"), short=("Pile", "Отбой")),
    Field(name="to_move", kind="seat", label=("To move", "Ходит")),
)
"""The keywords of ``position(...)`` the scenario builder's form offers."""

ENDINGS = ("plain", "queen", "queen of spades", "jacks x1", "jacks x2", "jacks x3", "jacks x4", "stalemate")
"""Every ``Outcome.ending`` of a round, in the order the lab reports them."""

GAME = GameSpec(
    name="zhora", title=("Zhora", "Жора"), Rules=Rules, rule_ids=RULE_IDS,
    new_round=new_round, position=position, legal_actions=legal_actions, explain=explain, apply=apply,
    parse_action=parse_action, candidates=candidates, heuristic=HeuristicBot, determinize=determinize, hidden=hidden,
    search=SEARCH, record=record, match=Game, tricks=False, lower_is_better=True, letters=LETTERS,
    fields=FIELDS, deck=DECK_36, endings=ENDINGS,
    ending_labels={ending: tuple(ending_text(ending, lang) for lang in LANGS) for ending in ENDINGS},
    glossary=glossary.GLOSSARY,
    table=TABLE, sheet=SHEET, position_keywords=position_keywords, counters=COUNTERS, turn_rule="Z-TURN", pass_rule="Z-PLAIN",
    win_rule="Z-END",
    lab=LAB,
)
"""Zhora as the registry sees it (``zhora_core.games``)."""

__all__ = ["GAME", 
    "Action", "Draw", "Pass", "Play", "PlayJack", "PlayJacks", "SwapStarter", "parse_action",
    "new_round", "position", "Verdict", "apply", "explain", "is_playable", "legal_actions", "turn_after", "Event",
    "OPTION_RULE", "RULE_IDS", "Rules", "LETTERS", "card_points", "hand_points", "ranking", "score_lines",
    "score_round", "tally", "Outcome", "Phase", "SeatView", "State", "Termination", "Game", "RoundRecord",
    "save", "load", "transcript", "HeuristicBot", "Advice", "determinize",
]
