"""Throughput of reference card-game engines driven from Python (random play).

Peers: OpenSpiel ``crazy_eights`` (C++ core via pyspiel) and RLCard ``uno``
(pure Python).  A "decision" is one player action; chance nodes are not
counted but their cost is included in the timing. Time is the CPU time of this
process (``time.process_time``): on a shared machine, wall-clock time counts
other people's work too.
"""
from __future__ import annotations

import random
import time
import warnings

WARMUP_FRACTION = 0.02
WARMUP_MIN = 1_000


def _result(name: str, decisions: int, seconds: float, games: int) -> dict:
    return dict(name=name, decisions=decisions, seconds=seconds, games=games,
                decisions_per_s=decisions / seconds,
                us_per_decision=seconds * 1e6 / decisions)


def _warmup(decisions: int) -> int:
    return min(decisions, max(WARMUP_MIN, int(decisions * WARMUP_FRACTION)))


def openspiel_crazy_eights(*, decisions: int = 200_000, seed: int = 0,
                           players: int = 4) -> dict | None:
    """Random play of OpenSpiel crazy_eights; None if pyspiel is missing."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("crazy_eights", {"players": players})
    done, games, seconds = _drive_openspiel(game, decisions, random.Random(seed))
    return _result(f"OpenSpiel crazy_eights ({players} players, Python-driven)",
                   done, seconds, games)


def openspiel_oh_hell(*, decisions: int = 200_000, seed: int = 0, players: int = 4) -> dict | None:
    """Random play of OpenSpiel oh_hell with 36 cards (4 suits of 9), 8 tricks; None if pyspiel is missing.

    OpenSpiel always turns a trump card, so 4 players can be dealt at most 8 of the 36 cards each."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("oh_hell", {"players": players, "num_suits": 4, "num_cards_per_suit": 9,
                                         "num_tricks_fixed": 8})
    done, games, seconds = _drive_openspiel(game, decisions, random.Random(seed))
    return _result(f"OpenSpiel oh_hell ({players} players, 36 cards, 8 tricks, Python-driven)", done, seconds, games)


def _drive_openspiel(game, decisions: int, rng: random.Random) -> tuple[int, int, float]:
    """Random play of an OpenSpiel game (chance nodes sampled, not counted): decisions, games, seconds."""
    def run(target: int) -> tuple[int, int]:
        done, games = 0, 0
        while done < target:
            state = game.new_initial_state()
            games += 1
            while not state.is_terminal() and done < target:
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    actions = [a for a, _ in outcomes]
                    weights = [p for _, p in outcomes]
                    state.apply_action(rng.choices(actions, weights)[0])
                else:
                    state.apply_action(rng.choice(state.legal_actions()))
                    done += 1
        return done, games

    run(_warmup(decisions))
    t0 = time.process_time()
    done, games = run(decisions)
    return done, games, time.process_time() - t0


def rlcard_uno(*, decisions: int = 50_000, seed: int = 0) -> dict | None:
    """Random play of RLCard uno through the env API; None if rlcard is missing."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            import rlcard
    except ImportError:
        return None
    env = rlcard.make("uno", config={"seed": seed})
    rng = random.Random(seed)

    def run(target: int) -> tuple[int, int]:
        done, games = 0, 0
        while done < target:
            state, _ = env.reset()
            games += 1
            while not env.is_over() and done < target:
                state, _ = env.step(rng.choice(list(state["legal_actions"])))
                done += 1
        return done, games

    run(_warmup(decisions))
    t0 = time.process_time()
    done, games = run(decisions)
    seconds = time.process_time() - t0
    return _result(f"RLCard uno ({env.num_players} players, env API)",
                   done, seconds, games)


def main() -> None:
    rows = [r for r in (openspiel_crazy_eights(), openspiel_oh_hell(), rlcard_uno()) if r]
    print(f"{'engine':<52} {'decisions':>10} {'games':>7} {'s':>7} "
          f"{'dec/s':>10} {'us/dec':>8}")
    for r in rows:
        print(f"{r['name']:<52} {r['decisions']:>10,} {r['games']:>7,} "
              f"{r['seconds']:>7.2f} {r['decisions_per_s']:>10,.0f} "
              f"{r['us_per_decision']:>8.2f}")


if __name__ == "__main__":
    main()
