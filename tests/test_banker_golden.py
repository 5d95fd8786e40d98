"""The banker game's golden transcripts: each recorded bank, replayed from its recorded actions, must narrate
exactly as the file says unless the engine's rules or words change (then: python tests/golden/make_banker.py,
and review)."""

import pytest

from golden.make_banker import CASES, HERE, recorded_actions, render


@pytest.mark.parametrize("name", sorted(CASES))
def test_banker_golden_transcript(name):
    expected = (HERE / f"{name}.txt").read_text(encoding="utf-8")
    actions = recorded_actions(name)
    assert actions and expected.rstrip().splitlines()[-1].startswith("outcome: ")
    assert render(name, actions) == expected, "regenerate with: python tests/golden/make_banker.py (then review)"
