"""The tests of ``zhora_core.joker52``."""
