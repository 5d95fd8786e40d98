"""Georgian Joker's golden transcripts: the recorded actions of a seeded deal, replayed, must narrate as saved."""

import pytest

from golden.joker_make import CASES, read, render


@pytest.mark.parametrize("name", sorted(CASES))
def test_joker_golden_transcript(name):
    rules, seed, dealer, cards, actions, narration = read(name)
    assert (rules, seed, dealer, cards) == CASES[name]
    assert render(name, rules, seed, dealer, cards, actions).partition("\n---\n")[2] == narration, \
        "re-narrate with: python tests/golden/joker_make.py (then review the diff)"
