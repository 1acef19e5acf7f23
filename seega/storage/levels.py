"""The one reader of `levels/`: set-up files and challenge files, through the guarded path.

Every file is read by `files.read_json` (regular files only, size-capped, never blocking on a
FIFO or a device, every JSON failure caught: too deep, a number too long), then
decoded by the core's and the challenges' own decoders. The loaders never raise: a bad file is
skipped and reported by a message naming the file and the field; a set-up file that is not a
set-up at all is set aside as `<name>.corrupt-<time>` so that it is reported once.
"""

from __future__ import annotations

from pathlib import Path

from seega.challenges.schema import Challenge, ChallengeError, challenge_from_data
from seega.core.rulesets import RULESETS
from seega.core.setups import Setup, SetupError, setup_from_data

from . import files
from .paths import LEVELS_DIR
from .stamps import stamp_now

CHALLENGES_DIR = LEVELS_DIR / "challenges"
# A set-up file is a few hundred bytes; anything much larger is not one.
MAX_SETUP_BYTES = 64 * 1024
# A solution tree of a few hundred turns is a few dozen kilobytes; more is not a challenge.
MAX_CHALLENGE_BYTES = 256 * 1024


# Files that are not level files at all (set aside, so each is reported once); a missing or
# unreadable one may be fine next time.
NOT_LEVEL_FILES = (files.TOO_LARGE, files.NOT_REGULAR, files.NOT_TEXT, files.NOT_JSON)


def _problem(path: Path, error: files.BadFile) -> str:
    """Why a file of `levels/` could not be read (as the guarded path says), naming it."""
    if error.reason in NOT_LEVEL_FILES:
        return f"{path.name}: {error.detail}"
    return f"{path.name}: cannot be read ({error.detail})"


def _json_files(folder: Path) -> list[Path] | None:
    try:
        return sorted(folder.glob("*.json")) if folder.is_dir() else None
    except OSError:
        return None


def load_setups(folder: Path | None = None) -> tuple[list[Setup], list[str]]:
    """Every valid set-up in `folder` (default LEVELS_DIR), and one message per file skipped.

    Set-ups come in menu order: rule set (as in RULESETS), board size, then set-ups from a
    position after the normal games, then id. A repeated id keeps the first file by name.
    """
    folder = LEVELS_DIR if folder is None else folder
    paths = _json_files(folder)
    if paths is None:
        return [], [f"{folder.name}: the levels folder is missing"]
    setups: list[Setup] = []
    problems: list[str] = []
    seen: dict[str, str] = {}
    stamp = stamp_now()
    for path in paths:
        try:
            setup = load_setup(path)
        except SetupError as error:
            problems.append(files.quoted(str(error)))
            if error.not_a_setup:
                files.set_aside(path, stamp)
            continue
        if setup.id in seen:
            problems.append(
                f"{path.name}: field 'id': '{setup.id}' is already used by {seen[setup.id]}"
            )
            continue
        seen[setup.id] = path.name
        setups.append(setup)
    order = list(RULESETS)
    setups.sort(key=lambda s: (order.index(s.rules), s.size, s.start is not None, s.id))
    return setups, problems


def load_setup(path: Path) -> Setup:
    """Read and check one set-up file; SetupError naming the file and the field otherwise."""
    try:
        data = files.read_json(path, MAX_SETUP_BYTES)
    except files.BadFile as error:
        unusable = error.reason in NOT_LEVEL_FILES
        raise SetupError(_problem(path, error), not_a_setup=unusable) from None
    if not isinstance(data, dict):
        raise SetupError(f"{path.name}: must hold one JSON object {{...}}")
    try:
        return setup_from_data(data)
    except SetupError as error:
        raise SetupError(f"{path.name}: {error}") from None


def load_challenges(folder: Path = CHALLENGES_DIR) -> tuple[list[Challenge], list[str]]:
    """Every well-formed challenge in `folder` (`*.json`, by file name), and one message per
    file skipped. A repeated id keeps the first file by name."""
    paths = _json_files(folder)
    if paths is None:
        return [], [f"{folder.name}: the challenges folder is missing"]
    found: list[Challenge] = []
    problems: list[str] = []
    seen: dict[str, str] = {}
    for path in paths:
        try:
            challenge = load_challenge(path)
        except ChallengeError as error:
            problems.append(files.quoted(str(error)))
            continue
        if challenge.id in seen:
            problems.append(f"{path.name}: field 'id': '{challenge.id}' is already used")
            continue
        seen[challenge.id] = path.name
        found.append(challenge)
    return found, problems


def load_challenge(path: Path) -> Challenge:
    """Read and check one challenge file; ChallengeError naming the file and the field."""
    try:
        data = files.read_json(path, MAX_CHALLENGE_BYTES)
    except files.BadFile as error:
        raise ChallengeError(_problem(path, error)) from None
    try:
        return challenge_from_data(data)
    except (ChallengeError, RecursionError, ValueError) as error:
        raise ChallengeError(f"{path.name}: {error}") from None
