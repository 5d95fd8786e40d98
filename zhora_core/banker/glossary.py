"""The Joker banker game in words, English and Russian: a line per rule id and per option, the game in short,
the calls, the scoring with a worked example from the engine, and the readings the project chose
(``GAME.glossary``, for the rule switches, the tables and the handouts).

>>> GLOSSARY.rule_title("JB-DOUBLE", "ru")
'первая карта — джокер: каждый платит ставку дважды'
"""

from __future__ import annotations

from .. import words
from ..protocol import Glossary
from .calls import call_name
from .deal import new_round
from .engine import apply
from .odds import exact_odds
from .rules import Rules

__all__ = ["GLOSSARY"]


_STAKES = (0, 4, 10)
_RULE = {"match": "JB-MATCH", "double": "JB-DOUBLE", "no_match": "JB-MISS"}


def example(lang: str = "en") -> list[tuple[str, str, str]]:
    """Three seats, the first the banker, the players staking 4 and 10: a match on the third card, a joker first,
    and a miss, each bank played by the engine from a stacked deck; then the banker's exact chance of a bank."""
    seat, banker = words.pick(("seat", "игрок"), lang), words.pick(("banker", "банкомёт"), lang)
    banks = (("5♣ 9♥ K♠", ("third card K♠, call “{call}”", "третья карта К♠, названо «{call}»"), 2),
             ("RJ", ("first card a joker, call “{call}”", "первая карта — джокер, названо «{call}»"), 0),
             ("2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♣ K♣ A♣ RJ", ("14 cards, no match", "14 карт без совпадения"), 0))
    rows = []
    for deck, text, call in banks:
        state = new_round(Rules(players=3), dealer=0, seed=0, deck=deck, stakes=_STAKES)
        while state.outcome is None:
            state = apply(state, "turn")
        points = ", ".join(f"{banker if n == 0 else f'{seat} {n + 1}'}: {p:+d}"
                           for n, p in enumerate(state.outcome.points))
        rows.append((_RULE[state.outcome.ending], words.pick(text, lang).format(call=call_name(call, lang)), points))
    win = f"{float(exact_odds().win):.4f}"
    rows.append(("JB-ODDS", words.pick(("the banker wins a bank", "банкомёт выигрывает банк"), lang),
                 win.replace(".", words.say("words.decimal", lang))))
    return rows


GLOSSARY = Glossary.load(__package__, example=example)
"""The banker game's rules in words (``GameSpec.glossary``), kept in ``glossary.toml``."""
