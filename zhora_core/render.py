"""HTML for cards, hands and the table: plain strings with inline CSS, for notebooks, Voila and exports.

Nothing here imports Jupyter; every function returns an ``Html`` string, which a notebook displays through
``_repr_html_``. Markup is deterministic (no ids, no timestamps), so saved outputs compare equal, and every
piece of text is escaped. The words are the phrases ``render.*`` of the phrasebook (``zhora_core/words.toml``).

>>> from zhora_core.cards import Card
>>> html = card_html(Card.parse("Q♠"), lang="ru")
>>> 'aria-label="дама пик"' in html, ">Д<" in html
(True, True)
>>> "Q" in card_html(Card.parse("Q♠"), face_down=True)
False
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from functools import lru_cache
from html import escape
from math import cos, pi, radians, sin

from .cards import Card, Suit, parse_card, parse_cards
from .errors import RulesError, ZhoraError, excerpt
from .words import check_lang, has, say

__all__ = ["Html", "card_html", "hand_html", "table_html", "mark_html", "suit_mark_html", "state_html",
           "turn_circle_html", "burn_html", "BURN_MARK", "SIZES", "pixel_height"]

SIZES = {"small": 56, "normal": 84, "large": 210}
"""Card heights in pixels; "large" is for a projector."""

_INK = {Suit.SPADES: "#111", Suit.CLUBS: "#111", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e"}
_INK_FOUR = {Suit.SPADES: "#111", Suit.CLUBS: "#0a7a2f", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#0b5cc4"}
_TEXT_STYLE = "\ufe0e"  # ask for the text (not emoji) form of the suit symbols
_FONT = "Arial,sans-serif"
_LEGAL = "#f2a900"
#: A grey (unplayable) card: dark grey ink on a light grey face, 5.9:1 (WCAG AA asks 4.5:1), with a dashed edge.
GREY_INK, GREY_FACE = "#555555", "#e4e4e4"
_TO_MOVE = "#0b5cc4"
_FELT = "#2d6a3e"

class Html(str):
    """A string of HTML that a notebook displays as HTML (``_repr_html_`` returns the string itself)."""

    __slots__ = ()

    def _repr_html_(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        """Short, so a notebook does not save the markup a second time as its plain-text form."""
        return f"<Html: {len(self):,} characters>"


# -- small helpers -------------------------------------------------------------------------------------------

def _deck_word(state, lang: str) -> str:
    """What the board calls the face-down cards: the game's own word (its phrase ``<game>.board.deck``: Joe's
    and Thirteen's reserve, «резерв»), else "deck" («колода»)."""
    key = f"{getattr(getattr(state, 'rules', None), 'game', None)}.board.deck"
    return say(key if has(key) else "render.deck", lang)


def pixel_height(size: str | int) -> int:
    """A card's height in pixels: a name of ``SIZES`` or a whole number from 16 to 2000; else RulesError."""
    if isinstance(size, str) and size in SIZES:
        return SIZES[size]
    if isinstance(size, int) and not isinstance(size, bool) and 16 <= size <= 2000:
        return size
    raise RulesError(f"size must be 'small', 'normal', 'large' or a height in pixels (16-2000), got {excerpt(size, 30)}")


def _count(n: int, lang: str) -> str:
    """``'1 card'``, ``'3 cards'``; ``'1 карта'``, ``'3 карты'``, ``'5 карт'``."""
    return say("render.count", lang, n=n)


def _attr(text: str) -> str:
    return escape(str(text), quote=True)


def _pill(text: str, colour: str, fill: str = "#fff") -> str:
    """A small rounded label (dealer, to move, waiting; the seats' boxes of ``TablePart`` too)."""
    return (f'<span class="zl-pill" style="display:inline-block;padding:0 .45em;border-radius:1em;border:1px solid {colour};'
            f'color:{colour};background:{fill};font-size:.8em;font-weight:700;line-height:1.5">{escape(text)}</span>')


# -- one card ------------------------------------------------------------------------------------------------

@lru_cache(maxsize=64)
def _card_box(height: int) -> tuple[str, str, str, str]:
    """The style pieces of a card ``height`` pixels tall: box, corner index (top, bottom) and centre pip."""
    width = round(height * 5 / 7)
    box = (f"display:inline-block;position:relative;box-sizing:border-box;width:{width}px;height:{height}px;"
           f"border-radius:{max(3, round(height * .08))}px;vertical-align:middle;flex:none;"
           f"font:700 {max(9, round(height * .21))}px/1 {_FONT};text-align:center;")
    inset = f"{max(2, round(height * .05))}px"
    corner = f"position:absolute;left:{inset};top:{inset};letter-spacing:-.06em;line-height:.95"
    bottom = f"{corner.replace('left', 'right').replace('top', 'bottom')};transform:rotate(180deg)"
    pip = (f"position:absolute;left:0;right:0;top:50%;margin-top:-{round(height * .2)}px;"
           f"font-size:{round(height * .36)}px;line-height:{round(height * .4)}px")
    return box, corner, bottom, pip


def card_html(card: Card | str, *, size: str | int = "normal", face_down: bool = False, highlight: bool = False,
              dim: bool = False, title: str | None = None, lang: str = "en", four_colour: bool = False) -> Html:
    """One playing card as an inline ``<span>``: rank and suit in the corners, a big suit in the middle.

    ``face_down`` draws the back (the card's identity is not in the markup); ``highlight`` marks a legal card,
    ``dim`` an illegal one; ``title`` is the tooltip (e.g. the engine's reason), else the card's name.
    ``size`` is "small", "normal", "large" (projector) or a height in pixels.

    >>> html = card_html("10♥", title="Z-MATCH: <10♥> is fine")
    >>> 'aria-label="10 of hearts"' in html, 'title="Z-MATCH: &lt;10♥&gt; is fine"' in html
    (True, True)
    """
    card = parse_card(card)
    check_lang(lang)
    box, corner, bottom, pip = _card_box(pixel_height(size))
    if face_down:
        name = say("render.back", lang)
        look = (f"border:1px solid #7a869a;padding:{max(2, round(pixel_height(size) * .05))}px;"
                "background:repeating-linear-gradient(45deg,#1d4f91 0 3px,#3c72c4 3px 6px) content-box,#fff;")
        inside = ""
    elif card.suit is None:  # a joker: its label in the corners, a star in the middle, in its colour
        name = card.name_in(lang)
        ink = "#c8102e" if card.colour.name == "RED" else "#111"
        look = f"border:1px solid #9aa0a6;background:#fff;color:{ink};"
        index = escape(card.label(lang))
        inside = (f'<span style="{corner}">{index}</span><span style="{pip}">★{_TEXT_STYLE}</span>'
                  f'<span style="{bottom}">{index}</span>')
    else:
        name = card.name_in(lang)
        ink = (_INK_FOUR if four_colour else _INK)[card.suit]
        rank, suit = escape(card.rank.symbol(lang)), card.suit.value + _TEXT_STYLE
        look = f"border:1px solid #9aa0a6;background:#fff;color:{ink};"
        index = f"{rank}<br><small>{suit}</small>"
        inside = (f'<span style="{corner}">{index}</span><span style="{pip}">{suit}</span>'
                  f'<span style="{bottom}">{index}</span>')
    if highlight:
        look += f"box-shadow:0 0 0 3px {_LEGAL},0 2px 6px rgba(0,0,0,.35);"
    else:
        look += "box-shadow:0 1px 2px rgba(0,0,0,.3);"
    if dim:
        look = f"border:1px dashed #8a8a8a;background:{GREY_FACE};color:{GREY_INK};box-shadow:none;"
    tip = name if title is None else str(title)
    return Html(f'<span role="img" aria-label="{_attr(name)}" title="{_attr(tip)}" style="{box}{look}">'
                f'{inside}</span>')


# -- a hand --------------------------------------------------------------------------------------------------

_ROW = "display:flex;flex-wrap:wrap;gap:{gap}px;align-items:center;padding:4px"


def hand_html(cards: Iterable[Card | str] | str, *, size: str | int = "normal",
              legal: Collection[Card | str] | None = None, reasons: Mapping[Card | str, str] | None = None,
              lang: str = "en", four_colour: bool = False, face_down: bool = False) -> Html:
    """A row of cards. ``legal`` highlights those cards and dims the others; ``reasons`` maps a card to its
    tooltip (say the engine's verdict). An empty hand shows a short note.

    >>> h = hand_html("9♠ Q♥", legal=["Q♥"], reasons={"9♠": "9♠ does not match 7♥"})
    >>> h.count("dashed"), "9♠ does not match 7♥" in h
    (1, True)
    """
    hand = parse_cards(cards)
    check_lang(lang)
    height = pixel_height(size)
    marked = None if legal is None else frozenset(parse_cards(legal))
    tips = {parse_card(c): text for c, text in (reasons or {}).items()}
    row = _ROW.format(gap=max(3, round(height * .06)))
    if not hand:
        return Html(f'<div style="{row}"><span style="font-style:italic;color:#666;'
                    f'line-height:{height}px">{escape(say("render.none", lang))}</span></div>')
    parts = []
    for card in hand:
        if face_down:
            parts.append(card_html(card, size=height, face_down=True, lang=lang))
            continue
        parts.append(card_html(card, size=height, lang=lang, four_colour=four_colour,
                               highlight=marked is not None and card in marked,
                               dim=marked is not None and card not in marked, title=tips.get(card)))
    return Html(f'<div style="{row}">{"".join(parts)}</div>')


# -- the score: a total that burned ----------------------------------------------------------------------------

BURN_MARK = "100→0"
"""The text of a total of exactly 100 that burned to 0 (Z-BURN): digits and an arrow, which every font has."""

_FLAME = ("M8 1c1 3 4.5 4.6 4.5 8.6A4.5 4.5 0 0 1 3.5 9.6C3.5 7.4 4.8 6 6 5c0 1.8.8 3 2 3.3C8.4 6 7.3 3.6 8 1z")


def burn_html(lang: str = "en") -> Html:
    """The mark of a burned total: ``100→0`` and a small flame drawn as inline SVG (no emoji font needed); the
    words say the same in the tooltip, so the mark reads without the picture too.

    >>> mark = burn_html()
    >>> "100→0" in mark and "<svg" in mark and "Z-BURN" in mark
    True
    """
    words = say("render.burn", lang)
    flame = (f'<svg aria-hidden="true" width="0.9em" height="0.9em" viewBox="0 0 16 16" '
             f'style="vertical-align:-0.1em;margin-left:.2em"><path d="{_FLAME}" fill="#e8590c"/></svg>')
    return Html(f'<span class="zl-burn" role="img" aria-label="{_attr(words)}" title="{_attr(words)}" '
                f'style="white-space:nowrap">{BURN_MARK}{flame}</span>')


# -- the table -----------------------------------------------------------------------------------------------

def table_html(state, *, seat: int | None = None, lang: str = "en", size: str | int = "normal",
               names: Sequence[str] | None = None, four_colour: bool = False, own_cards: bool = True,
               reveal: bool = False, others_size: str | int | None = None, fan: bool = False,
               marks: Sequence[str] = ()) -> Html:
    """The table of a round: a box per seat, with the deck, the top of the pile and any ordered suit between.

    ``seat=None`` is the teacher's view (every hand face up); ``seat=i`` shows only that seat's cards, the
    others as backs with their counts (``reveal`` turns them face up, say at the end of a round). Marks the
    dealer, the seat to move and any seat waiting with an empty hand (Z-WAIT); after the round, a line with the
    winner and every seat's points. ``own_cards=False`` leaves seat ``i``'s cards out of its box (a view that
    draws them itself, as clickable cards, right under it); ``others_size`` is the other seats' card size (their
    words follow it), and ``fan`` overlaps their face-down cards (for a narrow screen).

    Any game with ``hands``, ``top``, ``pile``, ``deck``, ``dealer``, ``to_move`` and ``outcome`` fits; a game's
    own ``render.py`` adds its ``marks`` beside the pile (``mark_html``, ``suit_mark_html``: a named suit, a pending penalty).
    """
    check_lang(lang)
    height = pixel_height(size)
    others = height if others_size is None else pixel_height(others_size)
    players = len(state.hands)
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players):
        raise ZhoraError(f"seat={seat!r} is not a seat of this {players}-player table (0 to {players - 1})")
    if names is None:
        labels = [say("render.seat", lang, n=i) for i in range(players)]
    else:
        labels = [str(n) for n in names]
        if isinstance(names, str) or len(labels) != players:
            raise ZhoraError(f"names must give one name per seat ({players}), got {names!r}")
    font = max(12, round(height / 6))
    waiting = set(getattr(state, "waiting", ()))

    def seat_box(i: int) -> str:
        to_move = state.to_move == i and state.outcome is None
        badges = [f'<b style="margin-right:.3em">{escape(labels[i])}</b>']
        if i == state.dealer:
            badges.append(_pill(say("render.dealer", lang), "#6b5b00", "#fff7d6"))
        if to_move:
            badges.append(_pill("▶ " + say("render.to_move", lang), "#fff", _TO_MOVE))
        if state.outcome is not None and state.outcome.winner == i:
            badges.append(_pill(say("render.winner", lang), "#7a5a00", "#ffe08a"))
        if i in waiting:
            badges.append(_pill(say("render.waiting", lang), "#555", "#eee"))
        count = f'<span style="color:#555;margin-left:auto;padding-left:.6em">{_count(len(state.hands[i]), lang)}</span>'
        hidden = seat is not None and seat != i and not reveal
        card_height = height if seat in (None, i) else others
        if seat == i and not own_cards:
            hand = ""
        elif hidden and fan and state.hands[i]:
            overlap = f"margin-left:-{round(card_height * 5 / 7 * .6)}px"
            backs = [card_html(c, size=card_height, face_down=True, lang=lang) for c in state.hands[i]]
            fanned = "".join(f'<span style="{overlap}">{back}</span>' for back in backs[1:])
            hand = f'<div style="display:flex;padding:4px">{backs[0]}{fanned}</div>'
        else:
            hand = hand_html(state.hands[i], size=card_height, lang=lang, four_colour=four_colour, face_down=hidden)
        edge = f"3px solid {_TO_MOVE}" if to_move else "1px solid #c3c7cc"
        small = f"font-size:{max(16, round(others * .32))}px;" if others_size is not None and seat not in (None, i) \
            else ""
        return (f'<div style="border:{edge};border-radius:10px;padding:6px 8px;background:#f7f8fa;color:#222;{small}'
                f'min-width:{round(card_height * 1.6)}px"><div style="display:flex;align-items:center;gap:.35em;'
                f'flex-wrap:wrap">{"".join(badges)}{count}</div>{hand}</div>')

    caption = "display:block;margin-top:4px;text-align:center"
    column = "display:flex;flex-direction:column;align-items:center"
    if state.deck:
        deck = card_html(state.top, size=height, face_down=True, lang=lang)
    else:
        w = round(height * 5 / 7)
        deck = (f'<span style="display:inline-block;box-sizing:border-box;width:{w}px;height:{height}px;'
                f'border:2px dashed rgba(255,255,255,.6);border-radius:{round(height * .08)}px;'
                f'line-height:{height}px;text-align:center;opacity:.8">{escape(say("render.empty", lang))}</span>')
    middle = [
        f'<div style="{column}">{deck}<span style="{caption}">{escape(_deck_word(state, lang))}: {len(state.deck)}'
        '</span></div>',
        f'<div style="{column}">{card_html(state.top, size=height, lang=lang, four_colour=four_colour)}'
        f'<span style="{caption}">{escape(say("render.under", lang, n=len(state.pile)))}</span></div>',
    ]
    ordered = getattr(state, "ordered", None)
    if ordered is not None:
        middle.append(suit_mark_html(say("render.ordered", lang), ordered, lang=lang, four_colour=four_colour))
    middle.extend(marks)
    felt = (f'<div role="group" aria-label="{_attr(say("render.table", lang))}" style="display:flex;flex-wrap:wrap;'
            f'justify-content:center;align-items:center;gap:{round(height * .4)}px;padding:10px 16px;'
            f'border-radius:14px;background:{_FELT};color:#fff">{"".join(middle)}</div>')

    if seat is None:
        rows = [felt, "".join(seat_box(i) for i in range(players))]
    else:
        others = "".join(seat_box((seat + k) % players) for k in range(1, players))
        rows = [others, felt, seat_box(seat)]
    row = "display:flex;flex-wrap:wrap;gap:8px;justify-content:center"
    body = "".join(part if part is felt else f'<div style="{row}">{part}</div>' for part in rows)

    outcome = state.outcome
    if outcome is not None:
        if outcome.winner is None:
            head = say("render.stalemate", lang)
        else:
            finish = getattr(outcome, "finish", None) or getattr(outcome, "last", None) or ()
            finish = " ".join(c.label(lang) for c in ((finish,) if isinstance(finish, Card) else finish))
            head = say("render.wins", lang, name=labels[outcome.winner], cards=finish)
        scores = " · ".join(f"{labels[i]}: {p}" for i, p in enumerate(outcome.points))
        body += (f'<div role="status" style="padding:6px 12px;border-radius:8px;background:#fff3cd;color:#3d3000;'
                 f'border:1px solid #e0c060"><b>{escape(head)}</b> — {escape(say("render.points", lang))} '
                 f'{escape(scores)}</div>')
    return Html(f'<div style="display:flex;flex-direction:column;gap:10px;font:{font}px/1.3 {_FONT};'
                f'color:#222">{body}</div>')


def suit_mark_html(caption: str, suit: Suit, *, lang: str = "en", four_colour: bool = False) -> Html:
    """A suit in a white disc under its caption: the suit a jack ordered, or a queen named."""
    ink = (_INK_FOUR if four_colour else _INK)[suit]
    return Html(f'<div style="display:flex;flex-direction:column;align-items:center;font-weight:700;font-size:1.3em">'
                f'{escape(caption)}<span role="img" aria-label="{_attr(suit.name_in(lang))}" style="display:inline-block;'
                f'margin-top:4px;width:1.9em;height:1.9em;line-height:1.9em;border-radius:50%;background:#fff;'
                f'color:{ink};font-size:2em;text-align:center">{suit.value}{_TEXT_STYLE}</span></div>')


def mark_html(caption: str, value: str) -> Html:
    """A caption and a short value in large type, beside the pile (a pending penalty, a run's length)."""
    return Html(f'<div style="display:flex;flex-direction:column;align-items:center;font-weight:700;font-size:1.3em">'
                f'{escape(caption)}<span style="margin-top:4px;font-size:1.5em">{escape(value)}</span></div>')


def state_html(state) -> Html:
    """``table_html(state)`` with the defaults: the teacher's view, in English."""
    return table_html(state)


# -- where the turn goes -------------------------------------------------------------------------------------

_PLAYER_RING, _PLAYER_FILL = "#7a5a00", "#ffe08a"
_SKIPPED_FILL, _SKIPPED_INK, _CROSS = "#e3e5e8", "#8a9099", "#c8102e"
_DRAWER = "#e65100"


def _seat_number(value: object, players: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise ZhoraError(f"{name}={value!r} is not a seat of a {players}-player table (0 to {players - 1})")
    return value


def _xy(cx: float, cy: float, radius: float, degrees: float) -> tuple[float, float]:
    """A point ``radius`` from (cx, cy); ``degrees`` turn clockwise on screen from the right (SVG's y is down)."""
    return cx + radius * cos(radians(degrees)), cy + radius * sin(radians(degrees))


def _f(value: float) -> str:
    """A coordinate with one decimal, so that the markup is the same on every machine."""
    text = f"{value:.1f}"
    return "0.0" if text == "-0.0" else text


def _arrowhead(tip: tuple[float, float], degrees: float, length: float, colour: str) -> str:
    """A filled triangle with its tip at ``tip``, pointing along ``degrees``."""
    back = _xy(*tip, length, degrees + 180)
    corners = (tip, _xy(*back, length * .55, degrees + 90), _xy(*back, length * .55, degrees - 90))
    return f'<polygon points="{" ".join(f"{_f(x)},{_f(y)}" for x, y in corners)}" fill="{colour}"/>'


def _seats_passed(players: int, seat: int, to: int, skips: frozenset[int]) -> int:
    """How many steps clockwise the turn goes from ``seat`` to ``to``, passing every skipped seat on the way:
    0 when it stays, ``players`` when it goes round to the player (8 with three players), 3 for an 8 with two
    (over the opponent and the player himself, then back to the opponent)."""
    if to == seat and not skips:
        return 0
    for steps in range(1, 3 * players + 1):
        passed = {(seat + k) % players for k in range(1, steps)}
        if (seat + steps) % players == to and skips <= passed:
            return steps
    return (to - seat) % players or players


def turn_circle_html(players: int, seat: int, to: int, *, skipped: Iterable[int] = (), drew: int | None = None,
                     lang: str = "en", size: int = 220) -> Html:
    """Where the turn goes after a card: the seats on a circle, clockwise, seat 0 at the bottom.

    ``seat`` played the card (gold) and ``to`` moves next (blue). A blue arrow runs clockwise from the one to
    the other, passing under the ``skipped`` seats (grey, crossed out); a turn that stays with the player is a
    loop at his seat, and a turn that goes all the way round to him (an 8 with three players, a 6 with two) is
    an arrow round the whole circle. ``drew`` is the seat that takes the penalty cards of a 7 or K♥ (a dashed
    orange ring). Each marked seat has a caption just outside the circle.

    Returns an inline SVG ``size`` pixels high and 1.45 times as wide, saying the same in words in its
    ``aria-label`` and ``<title>``. Raises ZhoraError for a seat that is not at the table.

    >>> svg = turn_circle_html(4, 0, 2, skipped=[1])
    >>> "seat 0 plays; seat 1 is skipped; seat 2 moves next" in svg
    True
    """
    check_lang(lang)
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 8:
        raise ZhoraError(f"players must be a whole number from 2 to 8, got {players!r}")
    seat, to = _seat_number(seat, players, "seat"), _seat_number(to, players, "to")
    if isinstance(skipped, (str, bytes)) or not isinstance(skipped, Iterable):
        raise ZhoraError(f"skipped must be a collection of seats, got {skipped!r}")
    skips = frozenset(_seat_number(s, players, "skipped seat") for s in skipped)
    if drew is not None:
        drew = _seat_number(drew, players, "drew")
    if isinstance(size, bool) or not isinstance(size, int) or not 80 <= size <= 2000:
        raise ZhoraError(f"size must be a height in pixels from 80 to 2000, got {size!r}")

    def roles(i: int) -> list[str]:
        """What happens to seat ``i``, in the order of the step: plays, skipped, draws, moves."""
        found = [role for role, hit in (("plays", i == seat), ("skipped", i in skips), ("draws", i == drew))
                 if hit]
        if i == to:
            found.append("again" if i == seat else "next")
        return found

    sentences = [say("render.circle.seat", lang, n=i) + " "
                 + say("render.circle.and", lang).join(say(f"render.circle.says.{r}", lang) for r in roles(i))
                 for i in range(players) if roles(i)]
    label = say("render.circle.title", lang, n=players) + ": " + "; ".join(sentences)

    height, width = size, round(size * 1.45)
    cx, cy = width / 2, height / 2
    ring, disc = height * .25, height * (.068 if players <= 4 else .05)
    font = height * .052
    line = size * .02
    step = 360 / players
    angle = [90 + i * step for i in range(players)]  # seat 0 at the bottom, then clockwise
    parts = [f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(ring)}" fill="none" stroke="#c3c7cc" '
             f'stroke-width="{_f(line * .4)}" stroke-dasharray="{_f(line)} {_f(line)}"/>',
             f'<text x="{_f(cx)}" y="{_f(cy + font * .55)}" text-anchor="middle" font-size="{_f(font * .8)}" '
             f'fill="{_SKIPPED_INK}">↻ {escape(say("render.circle.clockwise", lang))}</text>']

    # the arrow goes first, so that it passes under the seats it jumps over
    head = height * .065
    steps = _seats_passed(players, seat, to, skips)
    if steps:
        per_degree = 2 * pi * ring / 360
        start = angle[seat] + disc * 1.2 / per_degree
        tip_angle = angle[seat] + steps * step - disc * 1.15 / per_degree
        end = tip_angle - head * .8 / per_degree
        path = ["M {} {}".format(*map(_f, _xy(cx, cy, ring, start)))]
        for k in range(1, steps + 1):  # one arc per step: each under 180°, so a full circle (or more) works too
            path.append(f"A {_f(ring)} {_f(ring)} 0 0 1 " + " ".join(map(_f, _xy(cx, cy, ring,
                                                                                  start + (end - start) * k / steps))))
        parts.append(f'<path d="{" ".join(path)}" fill="none" stroke="{_TO_MOVE}" stroke-width="{_f(line)}"/>')
        parts.append(_arrowhead(_xy(cx, cy, ring, tip_angle), tip_angle + 90, head, _TO_MOVE))
    else:  # the turn stays: a loop on the inner side of the seat, leaving it and coming back
        hub = _xy(cx, cy, ring - disc * 1.5, angle[seat])
        loop = disc * .7
        leave, back = _xy(*hub, loop, angle[seat] + 40), _xy(*hub, loop, angle[seat] - 60)
        parts.append(f'<path d="M {_f(leave[0])} {_f(leave[1])} A {_f(loop)} {_f(loop)} 0 1 1 {_f(back[0])} '
                     f'{_f(back[1])}" fill="none" stroke="{_TO_MOVE}" stroke-width="{_f(line)}"/>')
        parts.append(_arrowhead(_xy(*hub, loop, angle[seat] - 30), angle[seat] + 60, head * .8, _TO_MOVE))

    for i in range(players):
        x, y = _xy(cx, cy, ring, angle[i])
        found = roles(i)
        fill, ink, edge, edge_width = "#f7f8fa", "#222", "#9aa0a6", line * .4
        if "skipped" in found:
            fill, ink = _SKIPPED_FILL, "#555"
        if "plays" in found:
            fill, edge, edge_width = _PLAYER_FILL, _PLAYER_RING, line
        if "next" in found or "again" in found:
            fill, ink = _TO_MOVE, "#fff"
            edge = edge if "plays" in found else _TO_MOVE
        if "draws" in found:
            parts.append(f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(disc * 1.35)}" fill="none" stroke="{_DRAWER}" '
                         f'stroke-width="{_f(line * .7)}" stroke-dasharray="{_f(line * 1.2)} {_f(line * .8)}"/>')
        parts.append(f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(disc)}" fill="{fill}" stroke="{edge}" '
                     f'stroke-width="{_f(edge_width)}"/>')
        if "skipped" in found and "next" not in found:  # crossed out, under the seat's number
            d = disc * .75
            parts.append(f'<path d="M {_f(x - d)} {_f(y - d)} L {_f(x + d)} {_f(y + d)} M {_f(x - d)} {_f(y + d)} '
                         f'L {_f(x + d)} {_f(y - d)}" stroke="{_CROSS}" stroke-width="{_f(line * .6)}"/>')
        halo = f' stroke="{fill}" stroke-width="{_f(line * .8)}" paint-order="stroke"' if "skipped" in found else ""
        parts.append(f'<text x="{_f(x)}" y="{_f(y + font * .45)}" text-anchor="middle" font-size="{_f(font * 1.25)}" '
                     f'font-weight="700" fill="{ink}"{halo}>{i}</text>')
        if found:  # the caption, outside the circle: below, above, left or right of the seat
            out_x, out_y = cos(radians(angle[i])), sin(radians(angle[i]))
            away = disc * 1.4 + line * .5
            spread = (len(found) - 1) * font * 1.1
            if abs(out_x) < .3:
                anchor, tx = "middle", x
                first = y + away + font * .8 if out_y > 0 else y - away - font * .25 - spread
            else:
                anchor, tx = ("start", x + away) if out_x > 0 else ("end", x - away)
                first = y + font * .35 - spread / 2
            spans = "".join(f'<tspan x="{_f(tx)}" y="{_f(first + k * font * 1.1)}">'
                            f'{escape(say(f"render.circle.caption.{r}", lang))}'
                            f'</tspan>' for k, r in enumerate(found))
            parts.append(f'<text text-anchor="{anchor}" font-size="{_f(font)}" fill="#333">{spans}</text>')
    return Html(f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{_attr(label)}" width="{width}" '
                f'height="{height}" viewBox="0 0 {width} {height}" style="display:inline-block;'
                f'vertical-align:middle;font-family:{_FONT}"><title>{escape(label)}</title>{"".join(parts)}</svg>')
