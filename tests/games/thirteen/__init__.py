"""The tests of ``zhora_core.thirteen``."""
