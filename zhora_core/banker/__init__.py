"""The Joker banker game (the Joker source's first variant): the rules engine.

The players stake from 1 to an agreed ceiling; the banker turns up to 14 cards calling joker, ace, king … 2,
and wins every stake on the first card that matches its call (twice the stakes if the first card is a joker);
if none matches, he pays every stake and the bank passes to the left.

>>> from zhora_core import banker
>>> s = banker.new_round(banker.Rules(players=3), dealer=0, seed=5)
>>> s = banker.apply(banker.apply(s, "stake 4"), "stake 10")
>>> [str(a) for a in banker.legal_actions(s)]
['turn']
>>> banker.exact_odds().win
Fraction(79377733157610457, 123566628628414125)
"""

from ..cards import DECK_54
from ..protocol import Column, Field, GameSpec, Sheet
from . import phrases  # noqa: F401  (registers the banker's sentences in the phrasebook)
from .actions import TURN, Action, Stake, Turn, parse_action
from .bots import Advice, HeuristicBot, determinize, hidden
from .calls import CALLS, COUNTS, call_name, matches
from .deal import draw_banker, new_round, position
from .engine import apply, candidates, explain, legal_actions
from .events import Event
from .game import BankRecord, Game
from .glossary import GLOSSARY
from .odds import Odds, chance_outcomes, exact_odds, sample
from .record import record
from .rules import CEILING_BOUNDS, OPTION_RULE, PLAYERS_BOUNDS, RULE_IDS, Rules
from ..positions import position_text
from .state import ENDINGS, Outcome, Phase, State, Termination, View, position_keywords
from .table import TABLE
from ..transcript import transcript


ENDING_LABELS = {"match": ("a match", "совпадение"), "double": ("a joker match", "совпадение на джокере"),
                "no_match": ("no match", "без совпадения")}
"""What a person reads for each ending, in English and Russian."""

#: The score sheet (``widgets.ScoreSheet``): per bank the banker, how it ended, the cards turned and each seat's
#: gain or loss; the ranking by the balance.
SHEET = Sheet(
    number=Column("bank", ("bank", "банк")),
    lead=(Column("banker", ("banker", "банкомёт")), Column("ending", ("ending", "концовка")),
          Column("turned", ("turned", "открыто"))),
    columns=(Column("", ("gain", "выигрыш")),),
    standing=(("balance", "баланс"),),
)


GAME = GameSpec(
    name="banker", title=("Joker banker", "Джокер: банкомёт"), Rules=Rules, rule_ids=RULE_IDS,
    new_round=new_round, position=position, legal_actions=legal_actions, explain=explain, apply=apply,
    parse_action=parse_action, candidates=candidates, heuristic=HeuristicBot, determinize=determinize, hidden=hidden,
    record=record, endings=ENDINGS, ending_labels=ENDING_LABELS, match=Game, tricks=False, lower_is_better=False,
    deck=DECK_54,
    fields=(Field(name="stakes", kind="int", per_seat=True, label=("Stakes", "Ставки")),
            Field(name="turned", kind="cards", label=("Turned, first first", "Открытые, по порядку"),
                  short=("Turned", "Открытые")),
            Field(name="deck", kind="cards", label=("Face down, next first", "Закрытые, первой — следующая"),
                  short=("Face down", "Закрытые")),
            Field(name="dealer", kind="seat", label=("Banker", "Банкомёт")),
            Field(name="to_move", kind="seat", label=("To move", "Ходит"))),
    table=TABLE, sheet=SHEET,
    position_keywords=position_keywords, counters=("seed", "turns"), turn_rule="JB-DECK", win_rule="JB-MATCH",
    glossary=GLOSSARY,
)
"""The banker game as the registry sees it (``zhora_core.games``). A seat's points are its gain (+) or loss (−)
in the bank, so higher is better."""

__all__ = [
    "GAME", "Action", "Stake", "Turn", "TURN", "parse_action", "new_round", "position", "draw_banker",
    "legal_actions", "explain", "apply", "candidates", "Event", "Game", "BankRecord", "record", "RULE_IDS",
    "OPTION_RULE", "Rules", "ENDINGS", "Outcome", "Phase", "State", "Termination", "View", "position_text",
    "HeuristicBot", "Advice", "determinize", "CALLS", "COUNTS", "call_name", "matches", "Odds", "exact_odds",
    "chance_outcomes", "sample", "transcript", "PLAYERS_BOUNDS", "CEILING_BOUNDS",
]
