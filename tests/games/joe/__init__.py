"""The tests of ``zhora_core.joe``."""
