"""Pictures of Zhora's family (``zhora_core.family``): the trait × game matrix and the tree of the engines, each a
``plotly.graph_objects.Figure`` (never shown), in English or Russian. The family is drawn around its first row,
the game the others are compared with (``family.family_rows()``: Zhora), which is also the tree's root.

>>> fig = traits_chart()
>>> [trace.name for trace in fig.data]
['shared with Zhora', 'not in Zhora', 'from general knowledge']
>>> fig = tree_chart(lang="ru")
>>> fig.data[-1].text[0]
'Жора'
"""

from __future__ import annotations

import plotly.graph_objects as go

from zhora_core import family, words

from . import phrases  # noqa: F401  (registers the widgets' words, widgets/words.toml)

__all__ = ["traits_chart", "tree_chart"]

_RED, _BLUE, _BLACK, _GREY = "#c62828", "#1565c0", "#263238", "#90a4ae"
_TEMPLATE = go.layout.Template(layout=dict(
    font=dict(family="Helvetica, Arial, sans-serif", size=12, color=_BLACK), paper_bgcolor="white",
    plot_bgcolor="white", hovermode="closest"))


def _say(key: str, lang: str, **values) -> str:
    return words.say(f"ui.family.{key}", lang, **values)


def traits_chart(*, lang: str = "en") -> go.Figure:
    """A dot for every trait (rows) of every game of the family (columns): red where Zhora has the trait too, blue
    where it does not, hollow for a game known only from general knowledge; hovering names the rule id."""
    i = words.LANGS.index(words.check_lang(lang))
    rows = family.family_rows()
    reference = rows[0].traits
    order = list(family.TRAITS)
    groups = {"shared": [], "other": [], "general": []}
    for row in rows:
        for trait, rule in row.traits.items():
            group = "general" if not row.engine else "shared" if trait in reference else "other"
            hover = f"{row.title[i]} · {family.TRAITS[trait][i]}" + (f" ({rule})" if rule else "")
            groups[group].append((row.title[i], family.TRAITS[trait][i], hover))
    fig = go.Figure()
    styles = {"shared": dict(color=_RED, symbol="circle"), "other": dict(color=_BLUE, symbol="circle"),
              "general": dict(color=_GREY, symbol="circle-open", line=dict(width=2))}
    for group, points in groups.items():
        fig.add_trace(go.Scatter(
            x=[p[0] for p in points], y=[p[1] for p in points], mode="markers", name=_say(group, lang),
            marker=dict(size=13, **styles[group]), hovertext=[p[2] for p in points], hoverinfo="text"))
    fig.update_layout(
        template=_TEMPLATE, title=dict(text=_say("matrix", lang), y=0.98), height=680,
        margin=dict(l=20, r=40, t=150, b=20),
        legend=dict(orientation="h", y=-0.06),
        xaxis=dict(categoryorder="array", categoryarray=[row.title[i] for row in rows], side="top",
                   tickangle=-30, showgrid=True, gridcolor="#eeeeee"),
        yaxis=dict(categoryorder="array", categoryarray=[family.TRAITS[t][i] for t in reversed(order)],
                   showgrid=True, gridcolor="#eeeeee", automargin=True))
    return fig


def _layout(edges) -> dict[str, tuple[float, float]]:
    """Each node's place: its depth down the page, the leaves spread evenly across, a parent over its children."""
    children: dict[str, list[str]] = {}
    for parent, child, _ in edges:
        children.setdefault(parent, []).append(child)
    places: dict[str, tuple[float, float]] = {}
    leaves = iter(range(len(edges) + 1))

    def place(node: str, depth: int) -> float:
        kids = children.get(node, [])
        x = sum(place(kid, depth + 1) for kid in kids) / len(kids) if kids else float(next(leaves))
        places[node] = (x, -depth)
        return x

    place(edges[0][0], 0)
    return places


def tree_chart(*, lang: str = "en") -> go.Figure:
    """The engines' tree (``family.family_tree``): each edge labelled with the number of traits its two games share,
    hovering lists them."""
    i = words.LANGS.index(words.check_lang(lang))
    edges = family.family_tree()
    places = _layout(edges)
    titles = {row.key: row.title[i] for row in family.family_rows()}
    fig = go.Figure()
    for parent, child, traits in edges:
        (x0, y0), (x1, y1) = places[parent], places[child]
        fig.add_trace(go.Scatter(x=[x0, x1], y=[y0, y1], mode="lines", line=dict(color=_GREY, width=2),
                                 hoverinfo="skip", showlegend=False))
        fig.add_trace(go.Scatter(
            x=[(x0 + x1) / 2], y=[(y0 + y1) / 2], mode="markers+text", text=[str(len(traits))],
            marker=dict(size=22, color="white", line=dict(color=_GREY, width=1)), textfont=dict(color=_BLACK),
            hovertext=[_say("traits", lang, n=len(traits), traits=", ".join(family.TRAITS[t][i] for t in traits))],
            hoverinfo="text", showlegend=False))
    root = edges[0][0]
    nodes = [root] + [child for _, child, _ in edges]
    fig.add_trace(go.Scatter(
        x=[places[n][0] for n in nodes], y=[places[n][1] for n in nodes], mode="markers+text",
        text=[titles[n] for n in nodes], textposition="middle right", showlegend=False, hoverinfo="text",
        marker=dict(size=18, color=[_RED if n == root else _BLUE for n in nodes])))
    fig.update_layout(template=_TEMPLATE, title=_say("tree", lang), height=420, margin=dict(l=20, r=20, t=60, b=20),
                      xaxis=dict(visible=False, range=[-0.5, max(x for x, _ in places.values()) + 1.2]),
                      yaxis=dict(visible=False, range=[min(y for _, y in places.values()) - 0.4, 0.4]))
    return fig
