"""ipywidgets views over zhora_core: the play table, a clickable hand, score sheets, rule switches, a scenario
builder, a scoring calculator, exercises that check the learner, the rules explorer, the game comparer and charts.

Constructors return widgets and never display them; callbacks show errors inside the widget. Every word a widget
shows is a phrase of ``widgets/words.toml`` (``widgets.phrases`` registers them).
"""

from . import phrases  # noqa: F401  (first: the widgets' words, widgets/words.toml)
from .calculator import ScoreCalculator
from .comparer import GameComparer
from .controller import TableController
from .exercises import Exercise, Exercises, ask
from .explorer import RulesExplorer
from .hand import Hand
from .progress import Progress
from .rule_switches import RuleSwitches
from .scenario import ScenarioBuilder
from .score_sheet import ScoreSheet
from .table import Table

__all__ = ["GameComparer", "ScoreCalculator", "TableController", "Hand", "RuleSwitches", "RulesExplorer",
           "ScenarioBuilder", "ScoreSheet", "Table", "Exercise", "Exercises", "Progress", "ask"]
