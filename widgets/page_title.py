"""The browser tab's title, set from the kernel: a classroom app names its game and its page in the reader's
language (Voila would title the tab with the notebook's file name). In JupyterLab it changes nothing."""

from __future__ import annotations

import anywidget
import traitlets

__all__ = ["PageTitle"]

_ESM = """
function render({ model, el }) {
  el.classList.add("zl-page-title");
  if (!document.body.hasAttribute("data-voila")) return;
  const show = () => { document.title = model.get("text"); };
  model.on("change:text", show);
  show();
}
export default { render };
"""


class PageTitle(anywidget.AnyWidget):
    """Shown on a Voila page, it titles the browser tab ``text``."""

    _esm = _ESM
    text = traitlets.Unicode("").tag(sync=True)
