"""Text kept in the browser: a tiny anywidget whose page code reads and writes ``window.localStorage``, so that
a page reloaded in the same browser finds what it kept (the play room's game, ``notebooks/classroom``).

The widget shows nothing. Each time a page shows it, and each time ``key`` changes, the page sends the kernel
what it holds under ``key`` (None: nothing, or no storage); ``on_read`` gets it. Setting ``value`` stores it under
``key`` ("" removes it). A kernel that sets ``value`` only after ``on_read`` has answered for the ``key`` never
writes over what it has not read.
"""

from __future__ import annotations

from collections.abc import Callable

import anywidget
import traitlets

__all__ = ["BrowserStore"]

_ESM = r"""
function render({ model, el }) {
  el.classList.add("zl-browser-store");
  el.hidden = true;
  const storage = () => { try { return window.localStorage; } catch (e) { return null; } };  // blocked: none
  const read = () => {
    const key = model.get("key"), store = storage();
    model.send({ key, stored: key && store ? store.getItem(key) : null });
  };
  const write = () => {
    const key = model.get("key"), value = model.get("value"), store = storage();
    if (!key || !store) return;
    try { value ? store.setItem(key, value) : store.removeItem(key); } catch (e) { /* full: keep the old one */ }
  };
  model.on("change:key", read);
  model.on("change:value", write);
  read();
  return () => { model.off("change:key", read); model.off("change:value", write); };
}
export default { render };
"""


class BrowserStore(anywidget.AnyWidget):
    """``value`` kept in the browser's localStorage under ``key``; ``on_read(text or None)`` hears what the
    browser holds under ``key`` when a page shows the widget or the key changes."""

    _esm = _ESM
    key = traitlets.Unicode("").tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)

    def __init__(self, on_read: Callable[[str | None], None], **kwargs) -> None:
        super().__init__(**kwargs)
        self._on_read = on_read
        self.on_msg(self._read)

    def _read(self, _widget, content, _buffers) -> None:
        if not isinstance(content, dict) or content.get("key") != self.key:
            return  # an answer for a key that is no longer this store's
        stored = content.get("stored")
        self._on_read(stored if isinstance(stored, str) else None)
