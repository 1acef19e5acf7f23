"""`python3 -m seega.tools.challenges generate|verify|counts`: make, prove and count the challenges.

generate [--seed N] [--hard] [--out FOLDER]
                                     mine, prove, grade and write the challenges (--hard:
                                     the hard ones too, as shipped)
verify [FILE ...]                    re-prove every challenge (or the files named); exit 1
                                     and name each file that fails
counts                               the challenges by rule set, board size and goal; exit 1
                                     and name each file that cannot be read
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from seega.challenges.schema import ChallengeError, challenge_text
from seega.challenges.verify import verify
from seega.protocol.options import MAX_SEED, whole
from seega.storage.catalogue import CHALLENGES_DIR, load_challenge
from seega.tools.mine import GENERATED_SOURCES, generate

# The seed the shipped challenges were generated with.
DEFAULT_SEED = 1


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; the exit status is 0 when everything passed."""
    parser = argparse.ArgumentParser(prog="python3 -m seega.tools.challenges", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("generate", help="mine, prove and write the challenges")
    make.add_argument("--seed", type=whole(0, MAX_SEED), default=DEFAULT_SEED)
    make.add_argument("--hard", action="store_true", help="mine the hard challenges too")
    make.add_argument("--out", type=Path, default=CHALLENGES_DIR)
    check = commands.add_parser("verify", help="prove every challenge again")
    check.add_argument("files", nargs="*", type=Path)
    commands.add_parser("counts", help="count the challenges")
    args = parser.parse_args(argv)
    if args.command == "generate":
        return _generate(args.seed, args.hard, args.out)
    if args.command == "verify":
        return verify_files(args.files or sorted(CHALLENGES_DIR.glob("*.json")))
    return count_files(sorted(CHALLENGES_DIR.glob("*.json")))


def _generate(seed: int, hard: bool, out: Path) -> int:
    started = time.perf_counter()
    made = generate(seed, hard)
    out.mkdir(parents=True, exist_ok=True)
    for path in sorted(out.glob("*.json")):  # the last generation's files; hand-made ones stay
        try:
            generated = load_challenge(path).source.startswith(GENERATED_SOURCES)
        except ChallengeError:
            generated = False
        if generated:
            path.unlink()
    for challenge in made:
        (out / f"{challenge.id}.json").write_text(challenge_text(challenge), encoding="utf-8")
    seconds = time.perf_counter() - started
    print(f"wrote {len(made)} challenges to {out} in {seconds:.1f} s")
    return 0


def verify_files(paths: Sequence[Path]) -> int:
    """Verify each file; print one line per failure, naming the file. 0 when all pass."""
    started = time.perf_counter()
    failed = 0
    for path in paths:
        try:
            problems = verify(load_challenge(path))
        except ChallengeError as error:
            problems = [str(error).removeprefix(f"{path.name}: ")]
        for problem in problems:
            print(f"{path.name}: {problem}")
        failed += bool(problems)
    seconds = time.perf_counter() - started
    print(f"verified {len(paths) - failed} of {len(paths)} challenges in {seconds:.2f} s")
    return 1 if failed else 0


def count_files(paths: Sequence[Path]) -> int:
    """Print the challenges of `paths` by rule set, board, goal, grade and theme, and one line
    naming each file that cannot be read (as verify does). 0 when every file was read."""
    challenges = []
    unreadable = 0
    for path in paths:
        try:
            challenges.append(load_challenge(path))
        except ChallengeError as error:
            print(f"{path.name}: {str(error).removeprefix(f'{path.name}: ')}")
            unreadable += 1
    tables = {
        "rule set": Counter(c.rules.name for c in challenges),
        "board": Counter(f"{c.size}×{c.size}" for c in challenges),
        "goal": Counter(c.goal.kind.value for c in challenges),
        "grade": Counter(str(c.grade) for c in challenges),
        "theme": Counter(theme for c in challenges for theme in c.themes),
    }
    print(f"{len(challenges)} challenges" + (f" ({unreadable} unreadable)" if unreadable else ""))
    for name, counts in tables.items():
        print(f"by {name}: " + ", ".join(f"{key} {n}" for key, n in sorted(counts.items())))
    return 1 if unreadable else 0


if __name__ == "__main__":
    sys.exit(main())
