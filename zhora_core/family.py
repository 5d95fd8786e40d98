"""Zhora's family side by side: every game's deck, players, goal, special cards, endings and scoring, and the
family traits each game shares with Zhora (lesson 19).

An engine's row is read from its own ``GameSpec`` and ``Glossary`` (the deck, the ``players`` option, the deal,
the ranking rule of its score sheet, the card effects, the endings, the scoring, ``tricks``, ``lower_is_better``
and ``Glossary.traits``), so the table cannot drift from the engines. Two relatives have no engine and are
written here from general knowledge, marked ``engine=False``: Czech Fool, whose rules the English Zhora source
calls similar to Zhora's (saying only that the loser is found differently), and Crazy Eights.

>>> [row.key for row in family_rows()][:3]
['zhora', 'prsi', 'crazy_eights']
>>> row = relative("prsi")
>>> row.deck, row.players, row.dealt, row.engine
(32, (2, 5), (4, 4), True)
>>> shared_traits("prsi")
('shed', 'match', 'wild_suit', 'draw', 'draw_penalty', 'skip', 'restock', 'short_deck', 'cards_count')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from . import games as registry
from . import words
from .errors import RulesError, ZhoraError
from .protocol import GameSpec

__all__ = ["TRAITS", "Relative", "family_rows", "relative", "family_table", "shared_traits", "traits_table",
           "traits_only_in", "family_tree"]

TRAITS: dict[str, tuple[str, ...]] = {key.removeprefix("family.trait."): words.texts(key)
                                      for key in words.keys("family.trait")}
"""The family's traits, in the order the table and the chart show them, with what a person reads (English,
Russian): the phrases ``family.trait.*`` (``zhora_core/words.toml``). A game names its own in
``Glossary.traits``, each with the rule id that carries it."""


def _say(key: str, lang: str) -> str:
    """The family table's word ``family.<key>`` in ``lang``."""
    return words.say(f"family.{key}", lang)


@dataclass(frozen=True, kw_only=True)
class Relative:
    """One game of the family as the table shows it; ``engine=False`` for a row written from general knowledge."""

    key: str
    title: tuple[str, str]
    engine: bool
    deck: int | None
    """The cards in the pack (None where nothing is known)."""
    players: tuple[int, int] | None
    """The fewest and the most players."""
    dealt: tuple[int, int] | None
    """The fewest and the most cards dealt to each player in a round (0 for a game without hands)."""
    goal: tuple[str, str]
    goal_rule: str
    """The rule id the goal is filed under ("" without an engine)."""
    effects: tuple[str, str]
    endings: tuple[str, str]
    scoring: tuple[str, str]
    lower_is_better: bool | None
    tricks: bool
    traits: Mapping[str, str] = field(default_factory=dict)
    """Each trait of the game with the rule id that carries it ("" without an engine)."""


_GENERAL = (
    Relative(
        key="czech_fool", title=("Czech Fool", "Чешский дурак"), engine=False, deck=None, players=None, dealt=None,
        goal=("as in Zhora, but the loser is found differently (the English source)",
              "как в Жоре, но проигравший определяется иначе (английский источник)"), goal_rule="",
        effects=("not described in the sources", "в источниках не описаны"),
        endings=("not described in the sources", "в источниках не описано"),
        scoring=("The English source says only that the loser is found differently from Zhora; the name stands "
                 "for the Mau-Mau family, whose Czech form is Prší.",
                 "Английский источник говорит лишь, что проигравший определяется иначе, чем в Жоре; так называют "
                 "семью игр «Мау-Мау», чешская форма которой — Прши."),
        lower_is_better=None, tricks=False, traits={"shed": "", "match": "", "draw": ""}),
    Relative(
        key="crazy_eights", title=("Crazy Eights", "Сумасшедшие восьмёрки"), engine=False, deck=52,
        players=(2, 7), dealt=(5, 7),
        goal=("be the first to play all your cards", "первым сбросить все карты"), goal_rule="",
        effects=("8: goes on anything and names a suit", "8: кладётся на любую карту и заказывает масть"),
        endings=("a player is out", "игрок вышел"),
        scoring=("The first player out scores the cards left in the others' hands: an 8 50, a face card 10, an "
                 "ace 1, the rest at face value; the rounds add up to a total.",
                 "Вышедший первым получает очки за карты, оставшиеся у других: восьмёрка 50, картинка 10, туз 1, "
                 "остальные по номиналу; очки раундов складываются."),
        lower_is_better=False, tricks=False,
        traits={"shed": "", "match": "", "wild_suit": "", "draw": "", "cards_count": "", "rounds_total": ""}),
)
"""The relatives without an engine, from general knowledge (``shared/rules/relatives.md``)."""


def _traits(spec: GameSpec) -> dict[str, str]:
    """The game's traits in ``TRAITS`` order, each rule id checked against the game's rule ids."""
    traits = dict(spec.glossary.traits) if spec.glossary else {}
    for trait, rule in traits.items():
        if trait not in TRAITS:
            raise RulesError(f"{spec.name}: unknown family trait {trait!r}; the traits are {', '.join(TRAITS)}")
        if rule not in spec.rule_ids:
            raise RulesError(f"{spec.name}: the trait {trait!r} names {rule!r}, which is none of its rule ids")
    return {trait: traits[trait] for trait in TRAITS if trait in traits}


def _players(spec: GameSpec) -> tuple[int, int]:
    option = next(option for option in spec.options if option.name == "players")
    return option.bounds if option.bounds else (min(option.choices), max(option.choices))


def _dealt(spec: GameSpec) -> tuple[int, int]:
    rules = spec.Rules()
    if spec.schedule is not None:
        sizes = spec.schedule(rules)
        return min(sizes), max(sizes)
    sizes = {len(hand) for hand in spec.new_round(rules, dealer=0, seed=0).hands}
    return min(sizes), max(sizes)


def _engine_row(spec: GameSpec) -> Relative:
    glossary = spec.glossary
    goal = spec.win_rule
    effects = tuple("; ".join(f"{words.pick(effect.cards, lang)}: {words.pick(effect.text, lang)}"
                              for effect in glossary.effects) for lang in words.LANGS)
    endings = tuple(", ".join(words.pick(spec.ending_labels[ending], lang) for ending in spec.endings)
                    for lang in words.LANGS)
    return Relative(
        key=spec.name, title=spec.title, engine=True, deck=len(spec.deck), players=_players(spec),
        dealt=_dealt(spec), goal=tuple(glossary.rule_title(goal, lang) for lang in words.LANGS),
        goal_rule=goal, effects=effects, endings=endings, scoring=glossary.scoring,
        lower_is_better=spec.lower_is_better, tricks=spec.tricks, traits=_traits(spec))


def family_rows() -> tuple[Relative, ...]:
    """Every registered game and the two relatives without an engine, the family's head first (the project's
    game, ``games.DEFAULT``: Zhora), then by how many traits each shares with it (most first; ties in the
    registry's order, the engines before the others)."""
    rows = [_engine_row(registry.spec(name)) for name in registry.names()] + list(_GENERAL)
    head = set(next(row for row in rows if row.key == registry.DEFAULT).traits)
    return tuple(sorted(rows, key=lambda row: (row.key != registry.DEFAULT, -len(head & set(row.traits)))))


def relative(key: str) -> Relative:
    """The row of the game ``key`` (a registered game's name, ``"czech_fool"`` or ``"crazy_eights"``)."""
    rows = {row.key: row for row in family_rows()}
    if key not in rows:
        raise ZhoraError(f"unknown game {key!r}: the family is {', '.join(rows)}")
    return rows[key]


def shared_traits(key: str, other: str | None = None) -> tuple[str, ...]:
    """The traits the games ``key`` and ``other`` (the family's head, ``games.DEFAULT``, when left out) both have,
    in ``TRAITS`` order."""
    other = registry.DEFAULT if other is None else other
    mine, theirs = relative(key).traits, relative(other).traits
    return tuple(trait for trait in TRAITS if trait in mine and trait in theirs)


def traits_only_in(keys: Iterable[str]) -> tuple[str, ...]:
    """The traits some game of ``keys`` has and no other game of the family has, in ``TRAITS`` order."""
    keys = set(keys)
    rows = family_rows()
    unknown = keys - {row.key for row in rows}
    if unknown:
        raise ZhoraError(f"unknown game {sorted(unknown)[0]!r}: the family is {', '.join(r.key for r in rows)}")
    inside = {trait for row in rows if row.key in keys for trait in row.traits}
    outside = {trait for row in rows if row.key not in keys for trait in row.traits}
    return tuple(trait for trait in TRAITS if trait in inside - outside)


def _span(pair: tuple[int, int] | None, lang: str) -> str:
    if pair is None or pair == (0, 0):
        return _say("value.unknown", lang)
    low, high = pair
    return str(low) if low == high else f"{low}–{high}"


def family_table(lang: str = "en"):
    """The family's rules side by side, one row per game (its title as the index), as a ``pandas.DataFrame``
    in English or Russian (``lang="ru"``)."""
    import pandas as pd

    unknown = _say("value.unknown", lang)
    pick = words.pick
    records = []
    for row in family_rows():
        goal = f"{pick(row.goal, lang)} ({row.goal_rule})" if row.goal_rule else pick(row.goal, lang)
        better = unknown if row.lower_is_better is None else \
            _say("value.lower_better" if row.lower_is_better else "value.higher_better", lang)
        shared = ", ".join(_say(f"trait.{trait}", lang) for trait in shared_traits(row.key)) \
            if row.key != registry.DEFAULT else unknown
        records.append({
            "engine": _say("value.engine" if row.engine else "value.general_knowledge", lang),
            "deck": unknown if row.deck is None else row.deck,
            "players": _span(row.players, lang), "dealt": _span(row.dealt, lang), "goal": goal,
            "effects": pick(row.effects, lang), "endings": pick(row.endings, lang),
            "scoring": pick(row.scoring, lang), "better": better,
            "tricks": _say("value.yes" if row.tricks else "value.no", lang), "shared": shared})
    frame = pd.DataFrame(records, index=pd.Index([pick(row.title, lang) for row in family_rows()],
                                                 name=_say("column.game", lang)))
    return frame.rename(columns={key: _say(f"column.{key}", lang) for key in frame.columns})


def traits_table(lang: str = "en"):
    """Trait × game, as a ``pandas.DataFrame``: the rule id that carries each trait in an engine, ✓ for a row from
    general knowledge, empty where the game lacks it."""
    import pandas as pd

    words.check_lang(lang)
    rows = family_rows()
    general = _say("value.general", lang)
    cells = {words.pick(row.title, lang): [row.traits[trait] or general if trait in row.traits else ""
                                          for trait in TRAITS] for row in rows}
    return pd.DataFrame(cells, index=pd.Index([_say(f"trait.{trait}", lang) for trait in TRAITS],
                                              name=_say("column.trait", lang)))


def _likeness(a: Relative, b: Relative) -> float:
    """The share of the two games' traits that both have (Jaccard's index)."""
    union = set(a.traits) | set(b.traits)
    return len(set(a.traits) & set(b.traits)) / len(union) if union else 0.0


def family_tree() -> tuple[tuple[str, str, tuple[str, ...]], ...]:
    """The engines as a tree grown from Zhora: each game in turn joins the game already in the tree it is most
    like (the largest share of common traits; a maximum spanning tree, ties to the earlier game). Edges
    ``(parent, child, shared traits)``. The rows from general knowledge stay out: their rules are not all known."""
    rows = [row for row in family_rows() if row.engine]
    inside, outside, edges = [rows[0]], list(rows[1:]), []
    while outside:
        parent, child = max(((p, c) for c in outside for p in inside), key=lambda pc: _likeness(*pc))
        edges.append((parent.key, child.key, shared_traits(child.key, parent.key)))
        inside.append(child)
        outside.remove(child)
    return tuple(edges)

