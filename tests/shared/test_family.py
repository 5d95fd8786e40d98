"""The family table (``zhora_core.family``): built from the engines' own metadata, it agrees with what the engines
do; every trait names a real rule id of its game; the Russian table and the charts speak Russian."""

from __future__ import annotations

import dataclasses

import pytest

from tests.russian_text import latin_words
from widgets.family_chart import traits_chart, tree_chart
from zhora_core import family, games
from zhora_core.cards import Rank
from zhora_core.errors import RulesError, ZhoraError

GAMES = games.names()
GENERAL = ("czech_fool", "crazy_eights")


def test_the_table_has_a_row_for_every_registered_game_and_the_two_without_an_engine():
    rows = family.family_rows()
    assert [row.key for row in rows if row.engine] == sorted(GAMES, key=[r.key for r in rows].index)
    assert set(GAMES) | set(GENERAL) == {row.key for row in rows} and len(rows) == len(GAMES) + 2
    assert rows[0].key == "zhora"
    assert {row.key for row in rows if not row.engine} == set(GENERAL)
    closeness = [len(family.shared_traits(row.key)) for row in rows[1:]]
    assert closeness == sorted(closeness, reverse=True)


@pytest.mark.parametrize("name", GAMES)
def test_the_deck_is_the_cards_a_dealt_round_holds(name):
    spec, row = games.spec(name), family.relative(name)
    for players in row.players:
        state = spec.new_round(spec.Rules(players=players), dealer=0, seed=3)
        assert len(state.cards()) == len(set(state.cards())) == row.deck == len(spec.deck)


@pytest.mark.parametrize("name", GAMES)
def test_the_players_are_exactly_what_the_rules_accept(name):
    spec, (low, high) = games.spec(name), family.relative(name).players
    for players in range(low, high + 1):
        assert spec.Rules(players=players).players == players
    for players in (low - 1, high + 1):
        with pytest.raises(RulesError):
            spec.Rules(players=players)


@pytest.mark.parametrize("name", GAMES)
def test_the_cards_each_are_what_the_deals_give(name):
    spec, (low, high) = games.spec(name), family.relative(name).dealt
    rules = spec.Rules()
    if spec.schedule is None:
        sizes = {len(hand) for hand in spec.new_round(rules, dealer=1, seed=9).hands}
        assert sizes == {low} and low == high
    else:
        for cards in (low, high):  # a full Joker deal pauses after three cards each for trumps (JK-TRUMP)
            assert spec.new_round(rules, dealer=0, seed=9, cards=cards).cards_each == cards
        assert (low, high) == (min(spec.schedule(rules)), max(spec.schedule(rules)))


@pytest.mark.parametrize("name", GAMES)
def test_an_engine_row_reads_its_goal_effects_endings_and_scoring_from_the_game(name):
    spec, row = games.spec(name), family.relative(name)
    assert row.goal_rule == spec.win_rule
    assert row.goal[1] == spec.glossary.rule_title(row.goal_rule, "ru")
    assert all(effect.text[0] in row.effects[0] for effect in spec.glossary.effects)
    assert all(spec.ending_labels[ending][1] in row.endings[1] for ending in spec.endings)
    assert row.scoring == spec.glossary.scoring
    assert (row.lower_is_better, row.tricks) == (spec.lower_is_better, spec.tricks)


@pytest.mark.parametrize("name", GAMES)
def test_every_trait_of_a_game_is_a_known_trait_carried_by_one_of_its_rule_ids(name):
    spec = games.spec(name)
    traits = spec.glossary.traits
    assert traits and set(traits) <= set(family.TRAITS)
    assert all(rule in spec.rule_ids for rule in traits.values())
    assert family.relative(name).traits == {t: traits[t] for t in family.TRAITS if t in traits}


@pytest.mark.parametrize("name", GAMES)
def test_the_traits_agree_with_the_specs(name):
    spec, traits = games.spec(name), family.relative(name).traits
    assert ("tricks" in traits) == ("bidding" in traits) == ("trumps" in traits) == spec.tricks
    low = {Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE}
    assert ("short_deck" in traits) == (len(spec.deck) < 52 and not any(c.rank in low for c in spec.deck))
    if "cards_count" in traits:
        assert spec.lower_is_better


def test_a_trait_naming_a_wrong_rule_id_or_an_unknown_trait_is_refused(monkeypatch):
    module = games.module("prsi")
    glossary = module.GAME.glossary
    for traits, words in (({"shed": "P-NOPE"}, "P-NOPE"), ({"shedding": "P-WIN"}, "shedding")):
        bad = dataclasses.replace(module.GAME, glossary=dataclasses.replace(glossary, traits=traits))
        monkeypatch.setattr(module, "GAME", bad)
        with pytest.raises(RulesError, match=words):
            family.family_rows()


def test_zhora_and_prsi_share_what_the_rules_files_say_and_zhora_adds_its_own():
    # shared/rules/zhora.md: the family sheds its hand matching suit or rank, with action cards
    shared = set(family.shared_traits("prsi"))
    assert {"shed", "match", "wild_suit", "draw", "draw_penalty", "skip", "restock"} <= shared
    assert family.relative("prsi").traits["wild_suit"] == "P-QUEEN"
    assert family.relative("zhora").traits["wild_suit"] == "Z-JACK"
    # ... and what sets Zhora apart: the turn that stays, the jack finish's multipliers, the word ЖОРА
    assert family.traits_only_in(["zhora"]) == ("turn_stays", "finish_bonus", "letters")
    assert family.traits_only_in(["prsi"]) == ("stacking",)
    assert family.shared_traits("prsi") == family.shared_traits("zhora", "prsi")


def test_the_joker_family_shares_tricks_bids_trumps_and_stakes_with_nobody():
    assert family.traits_only_in(["joker", "joker52", "banker"]) == ("tricks", "bidding", "trumps", "stakes")
    assert family.shared_traits("banker") == ()


def test_the_rows_from_general_knowledge_say_only_what_is_known():
    fool, eights = family.relative("czech_fool"), family.relative("crazy_eights")
    assert fool.deck is None and fool.players is None and fool.lower_is_better is None
    assert "loser" in fool.goal[0] and set(fool.traits) == {"shed", "match", "draw"}
    assert (eights.deck, eights.dealt, eights.lower_is_better) == (52, (5, 7), False)
    assert not any(fool.traits.values()) and not any(eights.traits.values())


def test_an_unknown_game_is_refused():
    with pytest.raises(ZhoraError, match="uno"):
        family.relative("uno")
    with pytest.raises(ZhoraError, match="uno"):
        family.traits_only_in(["zhora", "uno"])
    with pytest.raises(ValueError, match="fr"):
        family.family_table("fr")


def test_the_english_table_shows_the_rows_values():
    table = family.family_table()
    assert list(table.index) == [row.title[0] for row in family.family_rows()]
    assert table.loc["Zhora", "deck"] == 36 and table.loc["Prší", "players"] == "2–5"
    assert table.loc["Joker", "cards each"] == "1–9" and table.loc["Joker banker", "cards each"] == "—"
    assert table.loc["Crazy Eights", "engine"] == "general knowledge" and table.loc["Zhora", "engine"] == "engine"
    assert table.loc["Joker-52", "tricks and bids"] == "yes" and table.loc["Zhora", "points"] == "lower is better"
    assert "(Z-END)" in table.loc["Zhora", "goal"]


def test_the_russian_tables_have_no_latin_word():
    table = family.family_table("ru")
    texts = [*map(str, table.columns), *map(str, table.index), str(table.index.name)]
    texts += [str(value) for value in table.to_numpy().ravel()]
    assert table.loc["Жора", "колода"] == 36 and table.loc["Прши", "игроки"] == "2–5"
    traits = family.traits_table("ru")
    texts += [*map(str, traits.columns), *map(str, traits.index), *map(str, traits.to_numpy().ravel())]
    assert [text for text in texts if latin_words(text)] == []


def test_the_traits_table_gives_the_rule_id_or_a_tick():
    table = family.traits_table()
    assert table.loc[family.TRAITS["wild_suit"][0], "Zhora"] == "Z-JACK"
    assert table.loc[family.TRAITS["wild_suit"][0], "Crazy Eights"] == "✓"
    assert table.loc[family.TRAITS["stacking"][0], "Zhora"] == ""
    assert table.shape == (len(family.TRAITS), len(GAMES) + 2)


def test_the_tree_joins_every_engine_once_from_zhora():
    edges = family.family_tree()
    assert edges[0][0] == "zhora" and sorted(child for _, child, _ in edges) == sorted(set(GAMES) - {"zhora"})
    assert all(shared for _, _, shared in edges)
    assert ("zhora", "prsi") in [(parent, child) for parent, child, _ in edges]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_charts_build_with_a_dot_per_trait_and_a_node_per_engine(lang):
    fig = traits_chart(lang=lang)
    assert sum(len(trace.x) for trace in fig.data) == sum(len(row.traits) for row in family.family_rows())
    shared = fig.data[0]
    assert len(shared.x) == sum(len(family.shared_traits(row.key)) for row in family.family_rows() if row.engine)
    tree = tree_chart(lang=lang)
    assert len(tree.data[-1].x) == len(GAMES)
    if lang == "ru":
        texts = [fig.layout.title.text, tree.layout.title.text, *(t.name for t in fig.data)]
        texts += [*fig.layout.xaxis.categoryarray, *fig.layout.yaxis.categoryarray, *tree.data[-1].text]
        texts += [h for trace in (*fig.data, *tree.data) for h in (trace.hovertext or ())]
        assert [text for text in texts if latin_words(text)] == []


@pytest.mark.parametrize("name", GAMES)
def test_a_handout_shows_the_games_traits_in_one_line(name):
    from zhora_core.handouts import handout_html

    for lang, head, i in (("en", "Family traits:", 0), ("ru", "Черты семьи:", 1)):
        line = next(line for line in handout_html(name, lang).splitlines() if head in line)
        for trait, rule in family.relative(name).traits.items():
            assert family.TRAITS[trait][i] in line and f">{rule}<" in line
