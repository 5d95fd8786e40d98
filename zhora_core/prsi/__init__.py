"""Prší: a Czech shedding game of Zhora's family (the English Zhora source says only that Zhora's rules are like
those of "Czech Fool"; the rules here are the commonly published ones, general knowledge rather than a source text). 32 cards; match the top card's suit or rank; a
queen goes on anything and names a suit; a 7 makes the next player draw 2, an ace makes him stand, and both can be
answered in kind; the first to empty his hand wins.

>>> from zhora_core.prsi import position, apply
>>> s = position(hands=["7♥ 9♣", "7♠ 8♦", "K♦ A♣"], top="9♥")
>>> s = apply(s, "7♥")
>>> s.phase.value, s.penalty, [str(a) for a in legal_actions(s)]
('penalty', 2, ['7♠', 'draw'])
>>> apply(s, "7♠").penalty
4
"""

from ..cards import DECK_32
from ..match import ROUND_LEAD
from ..protocol import Column, Field, GameSpec, Sheet
from .actions import Action, Draw, Play, PlayQueen, Stand, parse_action
from .bots import Advice, HeuristicBot, determinize, hidden
from .deal import new_round, position
from .engine import apply, candidates, explain, legal_actions
from .game import Game, RoundRecord
from .glossary import GLOSSARY, option_help, rule_title
from .table import TABLE
from .lab import LAB
from .record import record
from .rules import RULE_IDS, Rules
from .scoring import card_points, hand_points, score_round
from .state import COUNTERS, ENDINGS, Outcome, Phase, SeatView, Stall, State, position_keywords
from ..transcript import transcript

ENDING_LABELS = {"plain": ("plain card", "простая карта"), "queen": ("queen", "дама"), "seven": ("seven", "семёрка"),
                "ace": ("ace", "туз"), "stalemate": ("stalemate", "ничья")}
"""What a person reads for each ending, in English and Russian."""

#: The score sheet (``widgets.ScoreSheet``): per round who dealt and won, how, and per seat the round's points,
#: the wins and the total so far; the ranking as ``Game.ranking`` orders by the ``scoring`` option (P-WIN).
SHEET = Sheet(
    number=Column("round", ("round", "раунд")),
    lead=ROUND_LEAD,
    columns=(Column("points", ("points", "очки")), Column("wins", ("wins", "победы")),
             Column("total", ("total", "сумма"))),
    standing=(("wins", "победы"), ("total", "сумма")),
)


GAME = GameSpec(
    name="prsi", title=("Prší", "Прши"), Rules=Rules, rule_ids=RULE_IDS,
    new_round=new_round, position=position, legal_actions=legal_actions, explain=explain, apply=apply,
    parse_action=parse_action, candidates=candidates, heuristic=HeuristicBot, determinize=determinize, hidden=hidden,
    record=record, endings=ENDINGS, ending_labels=ENDING_LABELS, match=Game, tricks=False, lower_is_better=True,
    deck=DECK_32,
    fields=(
        Field(name="hands", kind="cards", per_seat=True, label=("Hand", "Рука")),
        Field(name="top", kind="card", label=("Top card", "Верхняя карта")),
        Field(name="deck", kind="cards", label=("Stock, next card first", "Колода, сверху первая"),
              short=("Stock", "Колода")),
        Field(name="pile", kind="cards", label=("Pile under the top, earliest first", "Под верхней, с самой ранней"),
              short=("Pile under the top", "Под верхней")),
        Field(name="to_move", kind="seat", label=("To move", "Ходит")),
        Field(name="dealer", kind="seat", label=("Dealer", "Сдаёт")),
        Field(name="named", kind="suit", label=("Suit named by the queen", "Масть, заказанная дамой")),
        Field(name="penalty", kind="int", label=("Pending sevens: cards to draw", "Штраф семёрок: карт взять")),
        Field(name="stand", kind="int", label=("Pending aces", "Тузы: стоять")),
    ),
    glossary=GLOSSARY,
    table=TABLE, sheet=SHEET,
    position_keywords=position_keywords, counters=COUNTERS, turn_rule="P-DECK", win_rule="P-WIN", lab=LAB,
)
"""Prší as the registry sees it (``zhora_core.games``)."""

__all__ = [
    "GAME", "Rules", "RULE_IDS", "new_round", "position", "legal_actions", "explain", "apply", "parse_action",
    "candidates", "Action", "Play", "PlayQueen", "Draw", "Stand", "State", "SeatView", "Phase", "Outcome", "Stall",
    "ENDINGS", "Game", "RoundRecord", "HeuristicBot", "Advice", "determinize", "record", "card_points",
    "hand_points", "score_round", "transcript", "rule_title", "option_help",
]
