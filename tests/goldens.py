"""Golden transcripts of every game: seeded rounds recorded as their game, rules, seed, dealer (and cards each, for
a game whose deals differ in size) and actions, and narrated by ``zhora_core.transcript``.

A file is ``tests/games/<game>/golden/<name>.txt``: a header of ``key: value`` lines, then ``---`` and the
transcript. The heuristic bot chose each round's actions once; the file keeps them, so a change of the bot never
rewrites a golden file, and the test replays the recorded actions through the engine.

    python tests/goldens.py                      # narrate every file again from its recorded actions
    python tests/goldens.py --record             # let the heuristic bots choose every round's actions afresh
    python tests/goldens.py NAME GAME SEED DEALER [RULES_JSON] [CARDS]   # record a new case

Review the diff before committing: a golden file changes only when the engine's rules or words do.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from zhora_core import games  # noqa: E402
from zhora_core.bots import make_bot  # noqa: E402
from zhora_core.transcript import transcript  # noqa: E402

GAMES = ROOT / "tests" / "games"
SEPARATOR = "\n---\n"


@dataclass(frozen=True)
class Case:
    """One recorded round: its file's name, game, rules (as ``rules.changed()``), seed, dealer, cards each (None
    for a game whose rounds are all alike) and actions."""

    name: str
    game: str
    rules: dict
    seed: int
    dealer: int
    cards: int | None
    actions: tuple[str, ...]

    @property
    def path(self) -> Path:
        return GAMES / self.game / "golden" / f"{self.name}.txt"

    def start(self):
        """The round as dealt."""
        spec = games.spec(self.game)
        size = {} if self.cards is None else {"cards": self.cards}
        return spec.new_round(spec.Rules.from_dict(self.rules), dealer=self.dealer, seed=self.seed, **size)

    def narration(self) -> str:
        return transcript(self.start(), self.actions)

    def text(self) -> str:
        """The golden file: the record, then the narrated round."""
        spec = games.spec(self.game)
        head = [f"# {self.name}: {spec.title[0]}, the actions replayed as recorded (python tests/goldens.py)",
                f"game: {self.game}", f"rules: {json.dumps(self.rules, ensure_ascii=False)}", f"seed: {self.seed}",
                f"dealer: {self.dealer}"]
        head += [] if self.cards is None else [f"cards: {self.cards}"]
        head.append(f"actions: {' | '.join(self.actions)}")
        return "\n".join(head) + SEPARATOR + self.narration() + "\n"

    def recorded_afresh(self) -> Case:
        """The same round with the actions the game's heuristic bots choose now."""
        spec, state = games.spec(self.game), self.start()
        bots = [make_bot("heuristic", game=spec) for _ in range(state.rules.players)]
        rng, actions = random.Random(self.seed), []
        while state.outcome is None:
            legal = spec.legal_actions(state)
            action = legal[0] if len(legal) == 1 else bots[state.to_move].choose(state.view(state.to_move), legal, rng)
            actions.append(str(action))
            state = spec.apply(state, action)
        return Case(self.name, self.game, self.rules, self.seed, self.dealer, self.cards, tuple(actions))


def read(path: Path) -> tuple[Case, str]:
    """The case a golden file records, and the narration it holds."""
    head, _, narration = path.read_text(encoding="utf-8").partition(SEPARATOR)
    fields = dict(line.split(": ", 1) for line in head.splitlines()[1:])
    case = Case(path.stem, fields["game"], json.loads(fields["rules"]), int(fields["seed"]), int(fields["dealer"]),
                int(fields["cards"]) if "cards" in fields else None, tuple(fields["actions"].split(" | ")))
    return case, narration


def paths() -> list[Path]:
    """Every golden file, game by game."""
    return sorted(GAMES.glob("*/golden/*.txt"))


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments and arguments[0] != "--record":
        name, game, seed, dealer, *rest = arguments
        rules = json.loads(rest[0]) if rest else {}
        cases = [Case(name, game, rules, int(seed), int(dealer), int(rest[1]) if len(rest) > 1 else None, ())
                 .recorded_afresh()]
    else:
        cases = [read(path)[0] for path in paths()]
        cases = [case.recorded_afresh() for case in cases] if arguments else cases
    for case in cases:
        case.path.parent.mkdir(parents=True, exist_ok=True)
        case.path.write_text(case.text(), encoding="utf-8")
        print("wrote", case.path.relative_to(ROOT))
