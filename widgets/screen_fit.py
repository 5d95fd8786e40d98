"""Fit the classroom table to one screen: under Voila, the play view is scaled (CSS ``zoom``) so that it fills the
window's height and no more, whatever the game, its phase or the language's longer words; the side column keeps
the same height and scrolls its log inside. A view that still fits and fills most of the height keeps its scale, so
the cards do not shift under the pointer while the bots play. Outside Voila (a lesson in JupyterLab) nothing
changes."""

from __future__ import annotations

import anywidget

__all__ = ["ScreenFit", "ZOOM"]

#: The least and the most the play view is scaled: cards stay readable on a laptop, not huge on a projector.
ZOOM = (0.6, 1.35)

_ESM = """
function render({ el }) {
  el.classList.add("zl-screen-fit");
  if (!document.body.hasAttribute("data-voila")) return;
  const [LEAST, MOST] = [%s, %s];
  const table = () => el.closest(".zl-classroom");
  const scale = (play, room) => {  // the largest zoom at which the play view fits (its words wrap anew at each)
    const height = play.getBoundingClientRect().height;
    if (play.style.zoom && height <= room && height >= room * 0.93) return;  // still fits, nearly full: keep it
    const fits = (zoom) => { play.style.zoom = String(zoom); return play.getBoundingClientRect().height <= room; };
    if (fits(MOST)) return;
    let [low, high] = [LEAST, MOST];
    for (let step = 0; step < 7; step += 1) {
      const middle = (low + high) / 2;
      if (fits(middle)) low = middle; else high = middle;
    }
    play.style.zoom = String(Math.floor(low * 100) / 100);
  };
  let busy = false;
  const fit = () => {
    const root = table();
    const view = root && root.querySelector(".zl-play-view");
    if (busy || !view || view.offsetParent === null) return;
    busy = true;
    try {
      const play = view.querySelector(".zl-play"), side = view.querySelector(".zl-side");
      const cells = document.querySelector("#rendered_cells") || document.scrollingElement;
      let room = window.innerHeight - view.getBoundingClientRect().top - 8;
      side.style.height = `${Math.max(200, room)}px`;
      scale(play, room);
      const over = Math.max(cells.scrollHeight - cells.clientHeight,
                            document.scrollingElement.scrollHeight - window.innerHeight);
      if (over > 0) {  // the page's own margins below the table
        room -= over;
        scale(play, room);
      }
      side.style.height = `${Math.max(200, room)}px`;
    } finally {
      busy = false;
    }
  };
  const later = () => requestAnimationFrame(fit);
  const observer = new ResizeObserver(later);
  const watch = new MutationObserver(later);
  const start = () => {
    const root = table();
    if (!root) { requestAnimationFrame(start); return; }
    observer.observe(document.documentElement);
    watch.observe(root, { childList: true, subtree: true, characterData: true });
    fit();
  };
  start();
  window.addEventListener("resize", later);
  return () => { observer.disconnect(); watch.disconnect(); window.removeEventListener("resize", later); };
}
export default { render };
""" % ZOOM


class ScreenFit(anywidget.AnyWidget):
    """Placed in a classroom ``Table``: its front end scales the table's play view to the window (under Voila)."""

    _esm = _ESM
