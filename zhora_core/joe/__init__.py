"""Joe in Queens Squared (Джо в квадрате дам): the rules engine.

A card beats the top card if it is higher in another suit, lower in the same suit, an ace on a face card, or
of equal value (then its player draws one); two queens go on anything, and then only a jack (Joe) may follow.

>>> from zhora_core.joe import position, apply, explain
>>> s = position(hands=["4♠ Q♣ Q♦", "J♥ 9♦", "3♣ 5♥"], top="10♠")
>>> explain(s, "4♠").reason
'4♠ beats 10♠: the same suit and a lower value'
>>> s = apply(s, "Q♣ Q♦")
>>> s.phase.value, [str(a) for a in legal_actions(s)]
('joe', ['J♥', 'draw'])
"""

from ..cards import DECK_52
from ..match import ROUND_LEAD
from ..protocol import Column, Field, GameSpec, Sheet
from . import phrases  # noqa: F401  (registers Joe's sentences in the phrasebook)
from .actions import DRAW, Action, Draw, Play, PlayQueens, parse_action
from .bots import Advice, HeuristicBot, determinize, hidden
from .deal import new_round, position
from .engine import apply, candidates, explain, legal_actions
from .events import Event
from .game import Game, RoundRecord
from .glossary import GLOSSARY
from .table import TABLE
from .record import record
from .rules import OPTION_RULE, RULE_IDS, Rules
from ..positions import position_text
from .state import COUNTERS, ENDINGS, Outcome, Phase, State, Termination, View, position_keywords
from .strength import VALUE, beat
from ..transcript import transcript

ENDING_LABELS = {"beat": ("a beating card", "бьющей картой"), "queens": ("two queens", "двумя дамами"),
                 "jack": ("the Joe", "Джо"), "on_queens": ("on the two queens", "на две дамы"),
                 "countdown": ("countdown", "отсчётом"), "stalemate": ("stalemate", "ничья")}
"""What a person reads for each ending, in English and Russian."""

#: The score sheet (``widgets.ScoreSheet``): per game who dealt and won, how, and the cards left per seat (the
#: project's measure of how badly a seat lost); the ranking by wins, then fewer cards left.
SHEET = Sheet(
    number=Column("round", ("game", "партия")),
    lead=ROUND_LEAD,
    columns=(Column("cards left", ("cards left", "карт осталось")),),
    standing=(("wins", "победы"), ("cards left", "карт осталось")),
)


GAME = GameSpec(
    name="joe", title=("Joe in Queens Squared", "Джо в квадрате дам"), Rules=Rules, rule_ids=RULE_IDS,
    new_round=new_round, position=position, legal_actions=legal_actions, explain=explain, apply=apply,
    parse_action=parse_action, candidates=candidates, heuristic=HeuristicBot, determinize=determinize, hidden=hidden,
    record=record, endings=ENDINGS, ending_labels=ENDING_LABELS, match=Game, tricks=False, deck=DECK_52,
    lower_is_better=True, table=TABLE, sheet=SHEET,
    position_keywords=position_keywords, counters=COUNTERS, turn_rule="JQ-PLAYERS", win_rule="JQ-WIN",
    fields=(Field(name="hands", kind="cards", per_seat=True, label=("Hands", "Руки")),
            Field(name="top", kind="card", label=("Top card", "Верхняя карта")),
            Field(name="deck", kind="cards", label=("Reserve, next card first", "Резерв, первой — следующая карта"),
                  short=("Reserve", "Резерв")),
            Field(name="pile", kind="cards", label=("Under the top, earliest first", "Под верхней, первой — самая ранняя"),
                  short=("Under the top", "Под верхней")),
            Field(name="to_move", kind="seat", label=("To move", "Ходит")),
            Field(name="dealer", kind="seat", label=("Dealer", "Сдающий")),
            Field(name="phase", kind="choice", label=("Phase", "Фаза"), choices=("turn", "joe", "on_queens", "countdown"),
                  choice_labels={"turn": ("a turn", "обычный ход"), "joe": ("the Joe round", "круг Джо"),
                                 "on_queens": ("on the two queens", "на двух дамах"),
                                 "countdown": ("countdown", "отсчёт вниз")}),
            Field(name="queens_by", kind="seat", label=("Two queens played by", "Двух дам положил")),
            Field(name="shown", kind="cards", per_seat=True, label=("Shown at the deal", "Открыты при сдаче"))),
    glossary=GLOSSARY,
)
"""Joe as the registry sees it (``zhora_core.games``). ``lower_is_better``: a seat's points are the cards left in
its hand, the project's measure of how badly it lost (Joe itself only names a winner)."""

__all__ = [
    "GAME", "Action", "DRAW", "Draw", "Play", "PlayQueens", "parse_action", "new_round", "position", "legal_actions",
    "explain", "apply", "candidates", "Event", "Game", "RoundRecord", "record", "RULE_IDS",
    "OPTION_RULE", "Rules", "ENDINGS", "Outcome", "Phase", "State", "Termination", "View", "position_text",
    "HeuristicBot", "Advice", "determinize", "VALUE", "beat", "transcript",
]
