"""Each game's own tests, a package per game of ``zhora_core.games`` (packages, so that files of one name,
``test_rules.py``, can live side by side)."""
