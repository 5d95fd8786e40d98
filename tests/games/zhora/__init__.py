"""The tests of ``zhora_core.zhora``."""
