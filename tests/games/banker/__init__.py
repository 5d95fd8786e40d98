"""The tests of ``zhora_core.banker``."""
