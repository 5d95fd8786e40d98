"""Benchmark: each game's puzzle bank, and what a learner's click costs.

    python bench/puzzles.py [--repeats 5]

For each registered game the script times building its bank (``zhora_core.puzzles.bank``, the cache cleared before
each run: rounds dealt, played by bots and asked about, and every answer that hangs on the deck checked against
other orders of it) and checking a reply to each of its puzzles (``Puzzle.check``, what an exercise does on a
click, with the feedback worded in English and Russian). The figures are the medians of ``--repeats`` runs; the
goals: a bank within a second, the first time a lesson or the classroom app asks for it, and a check within a
millisecond.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.timing import median_ms  # noqa: E402
from zhora_core import games  # noqa: E402
from zhora_core.puzzle_bank import bank  # noqa: E402



def _fresh_bank(name: str):
    bank.cache_clear()
    return bank(name)


def _check_all(puzzles) -> None:
    for puzzle in puzzles:
        feedback = puzzle.check(puzzle.answer)
        feedback.text("en"), feedback.text("ru")


def measure(name: str, repeats: int) -> dict:
    """Game ``name``'s bank: its size, the time to build it, and the time to check and word one reply."""
    built = _fresh_bank(name)
    return {"game": name, "puzzles": len(built), "bank_ms": median_ms(lambda: _fresh_bank(name), repeats),
            "check_ms": median_ms(lambda: _check_all(built), repeats) / len(built)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args(argv)
    print("| game | puzzles | build the bank | check a reply |")
    print("|---|---|---|---|")
    for name in games.names():
        row = measure(name, args.repeats)
        print(f"| {name} | {row['puzzles']} | {row['bank_ms']:.0f} ms | {row['check_ms']:.3f} ms |")


if __name__ == "__main__":
    main()
