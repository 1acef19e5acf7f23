"""The catalogue of games on offer: the one reader of `levels/`, its set-up files and challenge
files, through the guarded path (the folder keeps its name; its files are never levels).

Every file is read by `files.read_json` (regular files only, size-capped, never blocking on a
FIFO or a device, every JSON failure caught: too deep, a number too long), then
decoded by the core's and the challenges' own decoders. The loaders never raise: a bad file is
skipped and reported as data (`Skipped`: the file, a reason name, the decoder's or the system's
words), which the window words; a set-up file that is not a set-up at all is set aside as
`<name>.corrupt-<time>` so that it is reported once.
"""

from __future__ import annotations

from dataclasses import dataclass
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
# Why a file was skipped, besides the guarded path's reasons (files.TOO_LARGE, files.NOT_JSON,
# and files.WRONG_SHAPE: its JSON is read but a field is wrong, the detail names it): its id is
# another file's, or the folder itself is missing.
REPEATED_ID = "repeated_id"
MISSING_FOLDER = "missing_folder"


@dataclass(frozen=True)
class Skipped:
    """A file of `levels/` left out: its name (the folder's, for MISSING_FOLDER), why (`reason`:
    a reason name of `seega.storage.files` or of this module) and the system's or the decoder's
    words (`detail`, quoted short: for logs and tests; the window words the reason)."""

    name: str
    reason: str
    detail: str


def _skipped(name: str, reason: str, detail: str) -> Skipped:
    return Skipped(files.quoted(name), reason, files.quoted(detail))


def _unreadable(path: Path, error: files.BadFile) -> Skipped:
    """A file of `levels/` the guarded path could not read, and why."""
    return _skipped(path.name, error.reason, error.detail)


def _json_files(folder: Path) -> list[Path] | None:
    try:
        return sorted(folder.glob("*.json")) if folder.is_dir() else None
    except OSError:
        return None


def load_setups(folder: Path | None = None) -> tuple[list[Setup], list[Skipped]]:
    """Every valid set-up in `folder` (default LEVELS_DIR), and each file skipped.

    Set-ups come in menu order: rule set (as in RULESETS), board size, then set-ups from a
    position after the normal games, then id. A repeated id keeps the first file by name.
    """
    folder = LEVELS_DIR if folder is None else folder
    paths = _json_files(folder)
    if paths is None:
        return [], [_skipped(folder.name, MISSING_FOLDER, "")]
    setups: list[Setup] = []
    problems: list[Skipped] = []
    seen: dict[str, str] = {}
    stamp = stamp_now()
    for path in paths:
        try:
            setup = load_setup(path)
        except SetupError as error:
            problems.append(_skipped(path.name, error.reason, str(error)))
            if error.not_a_setup:
                files.set_aside(path, stamp)
            continue
        if setup.id in seen:
            problems.append(_skipped(path.name, REPEATED_ID, seen[setup.id]))
            continue
        seen[setup.id] = path.name
        setups.append(setup)
    order = list(RULESETS)
    setups.sort(key=lambda s: (order.index(s.rules.name), s.size, s.start is not None, s.id))
    return setups, problems


def load_setup(path: Path) -> Setup:
    """Read and check one set-up file; SetupError naming the file and the field otherwise."""
    try:
        data = files.read_json(path, MAX_SETUP_BYTES)
    except files.BadFile as error:
        unusable = error.reason in NOT_LEVEL_FILES
        raise SetupError(f"{path.name}: {error.detail}", unusable, error.reason) from None
    if not isinstance(data, dict):
        raise SetupError(
            f"{path.name}: must hold one JSON object {{...}}", reason=files.WRONG_SHAPE
        )
    try:
        return setup_from_data(data)
    except SetupError as error:
        raise SetupError(f"{path.name}: {error}", reason=files.WRONG_SHAPE) from None


def load_challenges(folder: Path = CHALLENGES_DIR) -> tuple[list[Challenge], list[Skipped]]:
    """Every well-formed challenge in `folder` (`*.json`, by file name), and each file
    skipped. A repeated id keeps the first file by name."""
    paths = _json_files(folder)
    if paths is None:
        return [], [_skipped(folder.name, MISSING_FOLDER, "")]
    found: list[Challenge] = []
    problems: list[Skipped] = []
    seen: dict[str, str] = {}
    for path in paths:
        try:
            challenge = load_challenge(path)
        except ChallengeError as error:
            problems.append(_skipped(path.name, error.reason, str(error)))
            continue
        if challenge.id in seen:
            problems.append(_skipped(path.name, REPEATED_ID, seen[challenge.id]))
            continue
        seen[challenge.id] = path.name
        found.append(challenge)
    return found, problems


def load_challenge(path: Path) -> Challenge:
    """Read and check one challenge file; ChallengeError naming the file and the field."""
    try:
        data = files.read_json(path, MAX_CHALLENGE_BYTES)
    except files.BadFile as error:
        raise ChallengeError(f"{path.name}: {error.detail}", error.reason) from None
    try:
        return challenge_from_data(data)
    except (ChallengeError, RecursionError, ValueError) as error:
        raise ChallengeError(f"{path.name}: {error}", files.WRONG_SHAPE) from None
