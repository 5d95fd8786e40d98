"""Prší's golden transcripts: the recorded actions of a seeded round, replayed, must narrate exactly as saved."""

import pytest

from golden.prsi_make import CASES, read, render


@pytest.mark.parametrize("name", sorted(CASES))
def test_prsi_golden_transcript(name):
    rules, seed, dealer, actions, narration = read(name)
    assert (rules, seed, dealer) == CASES[name]
    assert render(name, rules, seed, dealer, actions).partition("\n---\n")[2] == narration, \
        "re-narrate with: python tests/golden/prsi_make.py (then review the diff)"
