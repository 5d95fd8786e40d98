"""ipywidgets views over zhora_core: cards, hands, tables, score sheets."""
