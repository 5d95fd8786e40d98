"""Colours as a reader sees them: the WCAG 2 contrast ratio of two colours (AA asks 4.5:1 for text)."""

from __future__ import annotations


def luminance(colour: str) -> float:
    """The relative luminance of "#rgb" or "#rrggbb" (0 black … 1 white)."""
    hexes = colour.lstrip("#")
    hexes = "".join(c * 2 for c in hexes) if len(hexes) == 3 else hexes
    channels = [int(hexes[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(fg: str, bg: str) -> float:
    """The contrast ratio of two colours, 1 (the same) to 21 (black on white)."""
    light, dark = sorted([luminance(fg), luminance(bg)], reverse=True)
    return (light + 0.05) / (dark + 0.05)
