"""The scenario builder: type any mid-round position of any registered game (or click its cards on a grid of the
game's pack), see its legal actions with the engine's verdicts, ask why any action is or is not allowed, step
through actions (and back), and save or load the scenario as JSON.

Everything comes from the game's spec (``zhora_core.games``): the form (``form``) has one input per
``GameSpec.fields`` entry, the grid (``grid``) shows ``GameSpec.deck``, ``position`` validates what is typed,
``legal_actions`` and ``explain`` say what may be played and why, ``apply`` steps, the game's table part
(``GameSpec.table``) draws the board, words the actions and scores a finished round (``view``);
``zhora_core.saving`` keeps the scenario; the builder (``builder``) puts them together, its words in ``phrases``.

The worked example of the rules (Anna goes out with J♣ J♦, ×4):

>>> from zhora_core.zhora import Rules
>>> builder = ScenarioBuilder(rules=Rules(players=3))
>>> builder.set_position(hands=["J♣ J♦", "9♠ Q♥ A♦", "J♥"], top="7♥").to_move
0
>>> builder.apply_action("J♣ J♦").outcome.points
(0, 56, 80)
>>> from zhora_core import prsi
>>> builder = ScenarioBuilder(game="prsi", rules=prsi.Rules(players=2))
>>> builder.set_position(hands=["7♥ Q♠", "8♥"], top="7♠", penalty=2).to_move
0
>>> print(builder.explain_action("Q♠>♥"))
illegal (P-QUEEN): a queen cannot answer the pending 7♠
"""

from .builder import ScenarioBuilder
from .puzzles import PuzzlePicker

__all__ = ["ScenarioBuilder", "PuzzlePicker"]
