"""Eights: a toy Crazy-Eights-like shedding game, written only for the tests, outside ``zhora_core``. A test
registers it (``zhora_core.games.register("eights", "tests.shared.eights")``) and takes it through every shared
part, with no edit anywhere else: the proof that adding a game is one package and one registry line
(``docs/adding-a-game.md``)."""

from zhora_core.cards import DECK_32
from zhora_core.protocol import Field, GameSpec

from .match import GLOSSARY, SHEET, TABLE, Game, HeuristicBot, determinize, record
from .play import (Action, Draw, Outcome, Phase, Play, PlayEight, State, apply, candidates, explain, legal_actions,
                   new_round, parse_action, position, position_keywords)
from .rules import RULE_IDS, Rules

GAME = GameSpec(
    name="eights", title=("Eights", "Восьмёрки"), Rules=Rules, rule_ids=RULE_IDS,
    new_round=new_round, position=position, legal_actions=legal_actions, explain=explain, apply=apply,
    parse_action=parse_action, candidates=candidates, heuristic=HeuristicBot, determinize=determinize,
    record=record, match=Game, lower_is_better=True, deck=DECK_32,
    endings=("plain", "eight", "stalemate"),
    ending_labels={"plain": ("a plain card", "простой картой"), "eight": ("an eight", "восьмёркой"),
                   "stalemate": ("stalemate", "ничья")},
    fields=(Field(name="hands", kind="cards", per_seat=True, label=("Hand", "Рука")),
            Field(name="top", kind="card", label=("Top card", "Верхняя карта")),
            Field(name="named", kind="suit", label=("Named suit", "Заказанная масть")),
            Field(name="deck", kind="cards", label=("Stock, next first", "Колода, сверху первая")),
            Field(name="to_move", kind="seat", label=("To move", "Ходит"))),
    glossary=GLOSSARY, table=TABLE, sheet=SHEET, position_keywords=position_keywords,
    counters=("seed", "turns", "draws"), turn_rule="E-DEAL", win_rule="E-WIN",
)

__all__ = ["GAME", "Rules", "RULE_IDS", "new_round", "position", "legal_actions", "explain", "apply", "parse_action",
           "candidates", "Action", "Play", "PlayEight", "Draw", "State", "Phase", "Outcome", "Game", "HeuristicBot"]
