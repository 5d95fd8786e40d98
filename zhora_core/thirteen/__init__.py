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

from .. import words
from ..cards import DECK_54
from ..match import ROUND_LEAD
from ..protocol import Column, Field, GameSpec, Sheet
from . import phrases  # noqa: F401  (registers the sentences)
from .actions import DRAW, END, Action, Draw, EndRun, Play, parse_action
from .bots import Advice, HeuristicBot, determinize, hidden
from .deal import CARDS_EACH, new_round, position
from .engine import TAKE, apply, candidates, explain, is_next, legal_actions
from .events import Event
from .game import Game, RoundRecord
from .glossary import GLOSSARY
from .table import TABLE
from .record import ENDINGS, record
from .rules import OPTION_RULE, RULE_IDS, Rules
from .state import COUNTERS, Outcome, Phase, SeatView, State, Termination, position_keywords

__all__ = ["GAME", "Rules", "RULE_IDS", "OPTION_RULE", "new_round", "position", "legal_actions", "explain",
           "apply", "candidates", "parse_action", "is_next", "Action", "Play", "EndRun", "Draw", "END", "DRAW",
           "State", "SeatView", "Phase", "Outcome", "Termination", "Event", "Game", "RoundRecord", "HeuristicBot",
           "Advice", "determinize", "record", "ENDINGS", "CARDS_EACH", "TAKE"]


def _words(key: str) -> tuple[str, str]:
    """A phrase of the phrasebook in English and Russian (the labels of options and fields)."""
    return tuple(words.say(key, lang) for lang in words.LANGS)


_PHASES = {"turn": ("a turn", "обычный ход"), "run": ("a run going on", "серия идёт"),
           "answer": ("answer a joker", "ответ на джокера")}

ENDING_LABELS = {"out": ("out of cards", "без карт"), "stalemate": ("stalemate", "ничья")}
"""What a person reads for each ending, in English and Russian."""

#: The score sheet (``widgets.ScoreSheet``): per deal who dealt and won, and the cards left per seat (the
#: project's measure of how badly a seat lost); the ranking by wins, then fewer cards left.
SHEET = Sheet(
    number=Column("round", ("deal", "сдача")),
    lead=ROUND_LEAD,
    columns=(Column("cards left", ("cards left", "карт осталось")),),
    standing=(("wins", "победы"), ("cards left", "карт осталось")),
)


GAME = GameSpec(
    name="thirteen", title=("Thirteen", "Тринадцать"), Rules=Rules, rule_ids=RULE_IDS,
    new_round=new_round, position=position, legal_actions=legal_actions, explain=explain, apply=apply,
    parse_action=parse_action, candidates=candidates, heuristic=HeuristicBot, determinize=determinize, hidden=hidden,
    record=record, endings=ENDINGS, ending_labels=ENDING_LABELS, match=Game, tricks=False, lower_is_better=True,
    deck=DECK_54,
    table=TABLE, sheet=SHEET, position_keywords=position_keywords, counters=COUNTERS, turn_rule="T-TABLE", win_rule="T-WIN",
    fields=tuple(Field(name=name, kind=kind, per_seat=name == "hands", label=_words(f"thirteen.field.{name}"),
                       choices=tuple(_PHASES) if name == "phase" else (),
                       choice_labels=_PHASES if name == "phase" else {})
                 for name, kind in (("hands", "cards"), ("top", "card"), ("pile", "cards"), ("deck", "cards"),
                                    ("to_move", "seat"), ("dealer", "seat"), ("phase", "choice"))),
    glossary=GLOSSARY,
)
"""Thirteen as the registry sees it (``zhora_core.games``)."""
