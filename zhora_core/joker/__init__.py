"""Georgian Joker (Джокер): the 36-card bidding game whose 6♠ and 6♣ are jokers. Four pulkas of deals; trumps by
the turned card, or named from three cards in the full deals; everyone bids his tricks (the dealer under the
hook); follow suit, else trump; a joker goes high or low, and when it leads it names a suit; score the bid made
exactly, −200 for khishti, and a premium for a pulka of bids all made.

>>> from zhora_core.joker import position, apply, legal_actions
>>> s = position(hands=["6♠ A♥", "K♥ 7♣", "Q♥ 8♣"], trump="♣", bids=[1, 0, 0], dealer=2)
>>> s = apply(s, "6♠ high ♥")
>>> [str(a) for a in legal_actions(s)]
['K♥']
>>> s = apply(apply(s, "K♥"), "Q♥")
>>> s.taken, str(s.events[-1])
((1, 0, 0), 'seat 0 takes the trick (1 taken) (JK-JOKER-LEAD)')
"""

from ..cards import DECK_36
from ..protocol import Field, GameSpec
from .actions import Action, Bid, NameTrump, Play, PlayJoker, JOKERS, parse_action
from .bots import Advice, HeuristicBot, determinize, hidden, SEARCH
from .deal import first_dealer, new_round, position
from .engine import apply, candidates, explain, hook, legal_actions, trick_winner
from .game import Game, DealRecord
from .glossary import GLOSSARY
from .record import record
from . import phrases  # noqa: F401  (registers the game's words in the phrasebook)
from .rules import RULE_IDS, Rules
from .schedule import pulkas, schedule
from .sheet import SHEET, premium_text, sheet_csv, sheet_html, sheet_rows
from . import scoring
from .scoring import deal_points, premium
from .state import COUNTERS, ENDINGS, Outcome, Phase, SeatView, State, Trick, TrickCard, position_keywords
from .table import TABLE
from ..transcript import transcript

GAME = GameSpec(
    name="joker", title=("Joker", "Джокер"), Rules=Rules, rule_ids=RULE_IDS,
    new_round=new_round, position=position, legal_actions=legal_actions, explain=explain, apply=apply,
    parse_action=parse_action, candidates=candidates, heuristic=HeuristicBot, determinize=determinize, hidden=hidden, search=SEARCH,
    record=record, endings=ENDINGS, match=Game, schedule=schedule, tricks=True,
    ending_labels={"underbid": ("the bids fell short of the tricks", "пихаловка"),
                   "overbid": ("the bids went over the tricks", "отнималовка")}, lower_is_better=False, deck=DECK_36,
    fields=(
        Field(name="hands", kind="cards", per_seat=True, label=("Hand", "Рука")),
        Field(name="trump", kind="suit", label=("Trumps", "Козырь")),
        Field(name="top", kind="card", label=("Turned card", "Открытая карта")),
        Field(name="deck", kind="cards", label=("Undealt cards", "Несданные карты")),
        Field(name="bids", kind="int", per_seat=True, label=("Bid", "Заказ")),
        Field(name="taken", kind="int", per_seat=True, label=("Tricks taken", "Взято взяток")),
        Field(name="trick", kind="actions", label=("The trick, from its leader", "Взятка, начиная с зашедшего")),
        Field(name="leader", kind="seat", label=("Leads the trick", "Заходит")),
        Field(name="dealer", kind="seat", label=("Dealer", "Сдаёт")),
    ),
    table=TABLE, sheet=SHEET, position_keywords=position_keywords, counters=COUNTERS,
    turn_rule="JK-PLAYERS", win_rule="JK-WIN",
    glossary=GLOSSARY,
)
"""Georgian Joker as the registry sees it (``zhora_core.games``)."""

__all__ = [
    "GAME", "Rules", "RULE_IDS", "new_round", "position", "legal_actions", "explain", "apply", "parse_action",
    "candidates", "Action", "Bid", "NameTrump", "Play", "PlayJoker", "JOKERS", "State", "SeatView", "Phase",
    "Outcome", "Trick", "TrickCard", "ENDINGS", "Game", "DealRecord", "HeuristicBot", "Advice",
    "determinize", "record", "schedule", "pulkas", "scoring", "deal_points", "premium", "first_dealer", "hook",
    "trick_winner", "transcript", "sheet_rows", "sheet_csv", "sheet_html", "premium_text",
]
