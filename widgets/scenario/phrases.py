"""The scenario builder's words: the phrases ``ui.scenario.*`` of ``widgets/words.toml``, in the shared phrasebook
(``zhora_core.words``)."""

from __future__ import annotations

from zhora_core import words

from .. import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)


def say(key: str, lang: str, **values) -> str:
    """The builder's phrase ``ui.scenario.<key>`` in ``lang``."""
    return words.say(f"ui.scenario.{key}", lang, **values)
