"""Benchmark: saving and loading a whole game of every game, and a mid-round state.

    python bench/saving.py [--repeats 5]

For each registered game, four heuristic bots (the game's usual table) play a whole seeded game; the script
times ``save(game)`` and ``load(text)`` (which replays every action and checks it), and the same for the state
halfway through the last round. The figures are the medians of ``--repeats`` runs; the goal is a load under
a second, so that a page restores a class's game at once.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.timing import median_ms  # noqa: E402
from zhora_core import games  # noqa: E402
from zhora_core.bots import make_bot  # noqa: E402
from zhora_core.saving import load, save  # noqa: E402
from zhora_core.simulate import play_game  # noqa: E402



def measure(name: str, repeats: int, seed: int = 1) -> dict:
    """The whole game's size and times, and a mid-round state's, for game ``name``."""
    spec = games.spec(name)
    game = spec.match(spec.Rules(), seed=seed)
    play_game(game, [make_bot("heuristic", game=spec)] * game.rules.players, random.Random(seed))
    text = save(game)
    assert load(text).ranking() == game.ranking(), name
    states = game.states
    middle = states[len(states) // 2]
    middle_text = save(middle)
    return {"game": name, "rounds": len(game.rounds), "actions": sum(len(r.actions) for r in game.rounds),
            "kB": len(text.encode()) / 1000, "save_ms": median_ms(lambda: save(game), repeats),
            "load_ms": median_ms(lambda: load(text), repeats),
            "state_save_ms": median_ms(lambda: save(middle), repeats),
            "state_load_ms": median_ms(lambda: load(middle_text), repeats)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)
    print("| game | rounds | actions | file | save | load | mid-round save | mid-round load |")
    print("|---|---|---|---|---|---|---|---|")
    for name in games.names():
        row = measure(name, args.repeats)
        print(f"| {name} | {row['rounds']} | {row['actions']:,} | {row['kB']:.1f} kB | {row['save_ms']:.1f} ms | "
              f"{row['load_ms']:.1f} ms | {row['state_save_ms']:.2f} ms | {row['state_load_ms']:.2f} ms |")


if __name__ == "__main__":
    main()
