"""Joker-52 (the 52 + 2 card Joker, the source's "second variant"): the rules engine.

>>> from zhora_core.joker52 import position, apply, legal_actions
>>> s = position(hands=["A♠", "K♠", "RJ"], trump="5♥", bids=[1, 1, 0], dealer=0)
>>> s = apply(apply(s, "A♠"), "K♠")
>>> [str(a) for a in legal_actions(s)]
['RJ high', 'RJ low']
>>> apply(s, "RJ low").outcome.points
(10, -10, 5)
"""

from . import phrases  # noqa: F401  (registers the game's words in the phrasebook)
from .actions import Action, Bid, Play, PlayJoker, parse_action
from .bots import HeuristicBot, determinize, hidden, SEARCH
from .deal import new_round, position
from .engine import apply, candidates, explain, legal_actions, trick_winner
from .events import Event
from .game import DealRecord, Game
from .record import ENDINGS, record
from .rules import OPTION_RULE, RULE_IDS, Rules, max_cards, schedule, tricks_in_deal
from . import scoring
from .sheet import SHEET, sheet_csv, sheet_html, sheet_rows
from .state import COUNTERS, Outcome, Phase, SeatView, State, Termination, Trick, TrickCard, position_keywords
from .table import TABLE

from ..cards import DECK_54
from ..protocol import Field, GameSpec
from .glossary import GLOSSARY

GAME = GameSpec(
    name="joker52", title=("Joker-52", "Джокер-52"), Rules=Rules, rule_ids=RULE_IDS,
    new_round=new_round, position=position, legal_actions=legal_actions, explain=explain, apply=apply,
    parse_action=parse_action, candidates=candidates, heuristic=HeuristicBot, determinize=determinize, hidden=hidden, search=SEARCH,
    record=record, endings=ENDINGS, match=Game, schedule=schedule, tricks=True,
    ending_labels={"played_out": ("every trick played", "все взятки сыграны")}, lower_is_better=False, deck=DECK_54,
    fields=(
        Field(name="hands", kind="cards", per_seat=True, label=("Hand", "Рука")),
        Field(name="trump", kind="card", label=("Turned card", "Открытая карта")),
        Field(name="deck", kind="cards", label=("Stock (next first)", "Колода (сверху)"), short=("Stock", "Колода")),
        Field(name="bids", kind="int", per_seat=True, label=("Bid", "Заказ")),
        Field(name="taken", kind="int", per_seat=True, label=("Tricks taken", "Взятки")),
        Field(name="dealer", kind="seat", label=("Dealer", "Сдающий")),
        Field(name="leader", kind="seat", label=("Leads the trick", "Заходит")),
    ),
    table=TABLE, sheet=SHEET, position_keywords=position_keywords, counters=COUNTERS,
    turn_rule="J52-DECK", win_rule="J52-WIN",
    glossary=GLOSSARY,
)
"""Joker-52 as the registry sees it (``zhora_core.games``)."""

__all__ = [
    "GAME", "Action", "Bid", "Play", "PlayJoker", "parse_action", "HeuristicBot", "determinize", "candidates",
    "new_round", "position", "apply", "explain", "legal_actions", "trick_winner", "Event", "DealRecord", "Game",
    "ENDINGS", "record", "OPTION_RULE", "RULE_IDS", "Rules", "max_cards", "schedule", "tricks_in_deal", "scoring",
    "Outcome", "Phase", "SeatView", "State", "Termination", "Trick", "TrickCard", "sheet_rows", "sheet_csv",
    "sheet_html",
]
