"""Text kept in the browser: a tiny anywidget whose page code reads and writes ``window.localStorage``, so that
a page reloaded in the same browser finds what it kept (the play room's game, ``notebooks/classroom``).

The widget shows nothing. Each time a page shows it, and each time ``key`` changes, the page sends the kernel
what it holds under ``key`` (None: nothing, or no storage); ``on_read`` gets it. Setting ``value`` stores it under
``key`` ("" removes it); a browser that cannot store it (no storage, or full) says so, and ``on_fail`` hears it.
A kernel that sets ``value`` only after ``on_read`` has answered for the ``key`` never writes over what it has not
read.
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
    if (!key) return;
    if (!store) { model.send({ key, failed: "no storage" }); return; }
    try { value ? store.setItem(key, value) : store.removeItem(key); }
    catch (e) { model.send({ key, failed: String(e) }); }  // full: the old one stays, and the kernel hears
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
    browser holds under ``key`` when a page shows the widget or the key changes, ``on_fail(reason)`` that the
    browser could not keep ``value``."""

    _esm = _ESM
    key = traitlets.Unicode("").tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)

    def __init__(self, on_read: Callable[[str | None], None], on_fail: Callable[[str], None] | None = None,
                 **kwargs) -> None:
        super().__init__(**kwargs)
        self._on_read, self._on_fail = on_read, on_fail
        self.on_msg(self._read)

    def _read(self, _widget, content, _buffers) -> None:
        if not isinstance(content, dict) or content.get("key") != self.key:
            return  # an answer for a key that is no longer this store's
        if "failed" in content:
            if self._on_fail is not None:
                self._on_fail(str(content["failed"])[:80])
            return
        stored = content.get("stored")
        self._on_read(stored if isinstance(stored, str) else None)
