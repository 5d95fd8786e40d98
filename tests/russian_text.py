"""What a Russian-mode check looks for: Latin words where a reader should see only Russian.

Rule ids (``Z-ACE``, ``JQ-BEAT``) and the symbols of cards and suits are allowed; everything else written in Latin
letters is reported, so a test can say which words slipped through.

>>> latin_words("Бот 2 играет 7♥ (Z-SEVEN): ход остаётся у Бот 2")
[]
>>> latin_words("× 2 for going out with 1 jack(s), A♦=11")
['for', 'going', 'out', 'with', 'jack', 's', 'A']
"""

from __future__ import annotations

import re

from widgets.common import plain_text

__all__ = ["latin_words", "visible_text", "figure_words"]

_RULE_ID = re.compile(r"\b(?:Z|JQ|T|P|JK|J52|JB)-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")
_LATIN = re.compile(r"[A-Za-z]+")


def visible_text(markup: str) -> str:
    """The text a reader sees in some HTML (tags, styles and scripts dropped)."""
    return plain_text(re.sub(r"<script.*?</script>", " ", markup, flags=re.S))


def latin_words(text: str) -> list[str]:
    """Every run of Latin letters in ``text`` outside rule ids, in order."""
    return _LATIN.findall(_RULE_ID.sub(" ", text))


def figure_words(fig) -> str:
    """The words a chart shows: titles, axis titles, trace names, category labels, texts and annotations."""
    layout = fig.layout
    shown = [layout.title.text, layout.xaxis.title.text, layout.yaxis.title.text]
    shown += [a.text for a in layout.annotations]
    for trace in fig.data:
        shown.append(trace.name)
        for key in ("x", "y", "text", "hovertext"):
            values = getattr(trace, key, None)
            shown += [v for v in (values if isinstance(values, (list, tuple)) else [values]) if isinstance(v, str)]
    return " ".join(w for w in shown if w)
