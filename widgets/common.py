"""What the widget modules share: plain text from HTML, ``data:`` URIs for downloads, the alert banner, any error
in a language's words (an engine error's rule titled by its own game's glossary, found through the registry), the
guard that hands every error of a callback to the widget to show, and the checks of constructor arguments that
refuse in the widget's language.

>>> plain_text(alert_html("9♣ does not match <7♠>"))
'⚠ 9♣ does not match <7♠>'
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from zhora_core import games, words
from zhora_core.checks import SEEDS
from zhora_core.errors import (IllegalActionError, NotationError, PositionError, RulesError, SaveFileError,
                               ZhoraError, excerpt)

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)

__all__ = ["whole_rule_ids", "plain_text", "data_uri", "alert_html", "show_alert", "guarded", "error_text",
           "error_words", "rule_title", "refusal", "flag", "whole", "seed", "SimulationPanel"]

#: Per kind of alert: background, accent colour, ARIA role and icon.
_ALERTS = {
    "error": ("#fde8e8", "#c0392b", "alert", "⚠ "),
    "hint": ("#e8f4fd", "#0d47a1", "alert", ""),
    "info": ("#e6f4ea", "#2b8a3e", "status", "✓ "),
}

#: The phrase of each kind of engine error, most specific first.
_ERROR_KINDS = (
    (SaveFileError, "ui.error.save_file"),
    (PositionError, "ui.error.position"),
    (NotationError, "ui.error.notation"),
    (IllegalActionError, "ui.error.illegal"),
    (RulesError, "ui.error.rules"),
    (ZhoraError, "ui.error.bad_input"),
)

#: The game of each rule id found so far (rule ids are unique across the registry: each game has its prefix).
_GAME_OF_RULE: dict[str, str] = {}


def rule_title(rule: str, lang: str = "en") -> str | None:
    """The one-line title of a rule id of any registered game, by its own game's glossary (None: no game has
    the rule id, or its game has no glossary). The games are asked in the registry's order, each imported when
    first asked.

    >>> rule_title("P-QUEEN", "ru") == games.spec("prsi").glossary.rule_title("P-QUEEN", "ru")
    True
    >>> rule_title("XX-NOTHING") is None
    True
    """
    name = _GAME_OF_RULE.get(rule)
    if name is None or name not in games.MODULES:
        name = next((name for name in games.names() if rule in games.spec(name).rule_ids), None)
        if name is None:
            return None
        _GAME_OF_RULE[rule] = name
    glossary = games.spec(name).glossary
    return None if glossary is None else glossary.rule_title(rule, lang)


def error_words(error: BaseException, limit: int = 80) -> str:
    """An error as Python names it, its class and message, cut to about ``limit`` characters.

    >>> error_words(ZeroDivisionError("division by zero"))
    'ZeroDivisionError: division by zero'
    """
    told = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    return told if len(told) <= limit else told[:limit] + "…"


def error_text(error: Exception, lang: str = "en") -> str:
    """An error as a reader of ``lang`` should see it. An engine error (a ZhoraError): the engine's message in
    English; in Russian, the verdict's own reason for an illegal action, else the kind of error and the rule with
    its title (by the rule's own game). Any other error: that something went wrong, and ``error_words``.

    >>> from zhora_core.errors import PositionError
    >>> error_text(PositionError("duplicate card 9♠ (Z-DECK)", rule="Z-DECK"), "ru")
    'такой позиции быть не может (Z-DECK: 36 карт: от шестёрки до туза в четырёх мастях)'
    >>> error_text(KeyError("seat"), "ru")
    "Что-то пошло не так: KeyError: 'seat'"
    """
    if not isinstance(error, ZhoraError):
        return words.say("ui.bad.unexpected", lang, error=error_words(error))
    verdict = getattr(error, "verdict", None)
    if verdict is not None and hasattr(verdict, "text"):
        told = f"{verdict.text(lang)} ({verdict.rule})"
    else:
        told = words.say(next(key for cls, key in _ERROR_KINDS if isinstance(error, cls)), lang)
        rule = getattr(error, "rule", None)
        title = rule_title(rule, lang) if rule else None
        told = f"{told} ({rule}: {title})" if title else f"{told} ({rule})" if rule else told
    # The engine's messages are English: a reader of English gets the engine's own sentence, any other reader
    # the words above.
    return words.pick((str(error), told), lang)


def refusal(key: str, lang: str, name: str, value: Any, **values: Any) -> RulesError:
    """The RulesError refusing the constructor argument ``name=value``: the phrase ``ui.bad.<key>`` in ``lang``,
    the value as a short ``excerpt``."""
    return RulesError(words.say(f"ui.bad.{key}", lang, name=name, value=excerpt(value, 30), **values))


def flag(value: Any, name: str, lang: str) -> bool:
    """``value`` if it is True or False; else a ``refusal`` naming ``name``."""
    if type(value) is not bool:
        raise refusal("flag", lang, name, value)
    return value


def whole(value: Any, name: str, low: int, high: int, lang: str) -> int:
    """``value`` if it is a whole number (an ``int``, not a flag) from ``low`` to ``high``; else a ``refusal``."""
    if type(value) is not int or not low <= value <= high:
        raise refusal("whole", lang, name, value, low=low, high=high)
    return value


def seed(value: Any, lang: str) -> int:
    """``value`` if it is a seed (``zhora_core.checks.seed``); else a ``refusal`` naming ``seed``."""
    if type(value) is not int or not 0 <= value < SEEDS:
        raise refusal("seed", lang, "seed", value)
    return value

_RULE_ID = re.compile(r"\b([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)\b")


def whole_rule_ids(markup: str) -> str:
    """``markup`` with every rule id (``Z-FIRST``, ``J52-JOKER``) kept on one line: a line may break around an
    id, never inside it.

    >>> whole_rule_ids("you move next (Z-FIRST)")
    "you move next (<span style='white-space:nowrap'>Z-FIRST</span>)"
    """
    return _RULE_ID.sub(r"<span style='white-space:nowrap'>\1</span>", markup)


def points_text(value: float) -> str:
    """A value in points with one decimal and a true minus sign: ``points_text(-1.25) == "−1.2"``."""
    return f"{value:.1f}".replace("-", "−")


def plain_text(markup: str) -> str:
    """The text a reader sees in some HTML: tags and style blocks dropped, entities decoded."""
    markup = re.sub(r"<style.*?</style>", " ", markup, flags=re.S)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", markup))).strip()


def data_uri(text: str, mime: str) -> str:
    """``text`` as a UTF-8 base64 ``data:`` URI, for a download link that needs no server."""
    return f"data:{mime};charset=utf-8;base64,{base64.b64encode(text.encode('utf-8')).decode('ascii')}"


def alert_html(message: str, kind: str = "error") -> str:
    """``message`` (escaped) in a coloured banner; ``kind`` is "error", "hint" or "info"."""
    background, accent, role, icon = _ALERTS[kind]
    return (f"<div role='{role}' style='background:{background};border-left:4px solid {accent};padding:4px 8px'>"
            f"{icon}{html.escape(message)}</div>")


def show_alert(banner: w.HTML, message: str, kind: str = "error") -> None:
    """Show ``message`` in ``banner`` as an ``alert_html``, or hide the banner when ``message`` is ''."""
    banner.value = alert_html(message, kind) if message else ""
    banner.layout.display = None if message else "none"


def guarded(out: w.Output | None, method: Callable[..., Any],
            on_error: Callable[[Exception], Any]) -> Callable[..., None]:
    """``method`` as a widget callback: any error it raises goes to ``on_error`` (which shows it in words, e.g. by
    ``error_text``), so that no traceback reaches the page and the widget stays usable; what it prints goes to
    ``out`` (cleared at each call), if given. KeyboardInterrupt and SystemExit are not caught."""
    def handler(*args: Any) -> None:
        try:
            method(*args)
        except Exception as error:
            on_error(error)
    return handler if out is None else out.capture(clear_output=True)(handler)


class SimulationPanel:
    """What the widgets that run simulations share (``RulesExplorer``, ``GameComparer``): a sample slider
    ``_sample``, an error banner ``_banner`` (its text in ``_banner_text``), a status line ``_status``, and an
    ``output`` that shows the last ``figure``."""

    @property
    def sample(self) -> int:
        return self._sample.value

    @property
    def banner(self) -> str:
        """The error shown, or ''."""
        return self._banner_text

    @property
    def status(self) -> str:
        """The line saying what was simulated, as shown."""
        return plain_text(self._status.value)

    def _show_figure(self) -> None:
        from IPython import get_ipython
        from IPython.display import display

        if get_ipython() is None:  # no kernel (a test): nothing could show it; ``figure`` holds it
            return
        self.output.clear_output(wait=True)
        with self.output:
            display(self.figure)

    def _show_error(self, message: str) -> None:
        self._banner_text = message
        show_alert(self._banner, message)
