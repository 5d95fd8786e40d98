"""The tests of ``zhora_core.prsi``."""
