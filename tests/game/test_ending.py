"""A game keeps its end the moment it ends, in an order a kill cannot break (autosave, record,
count, then the autosave forgotten), and only a game from the empty board is counted."""

from seega.core import Action, parse_position
from seega.core import actions as act
from seega.core.rulesets import STANDARD as STANDARD_RULES
from seega.core.setups import Setup
from seega.game import factory
from seega.game.factory import Pace
from seega.game.match import Seat, read_save
from seega.game.worker import InlineThinker
from seega.storage.ledger import GameLedger
from seega.storage.persistence import Storage

YOU_AND_EASY = (Seat.human(), Seat.computer("easy"))
LIGHT_TO_MOVE = "standard 5 W.BW./...../...../...../W.... w move 0 0 0"


class Written:
    """A ledger that notes each step; `refuse` names the steps the disk refuses."""

    def __init__(self, refuse=()):
        self.steps = []
        self.refuse = set(refuse)
        self.endings = []

    def save_game(self, state, record):
        self.steps.append("save")
        return "save" not in self.refuse

    def keep_record(self, ending):
        self.steps.append("keep")
        self.endings.append(ending)
        return None if "keep" in self.refuse else ending.game_id

    def count_result(self, ending):
        self.steps.append("count")
        return "count" not in self.refuse

    def forget_game(self):
        self.steps.append("forget")
        return True


def pace():
    return Pace(InlineThinker(lambda state, *args, **kwargs: None), 0)


def resign(match):
    match.play(Action(act.RESIGN))


def test_the_end_is_kept_when_the_game_ends_in_a_safe_order():
    match = factory.new_game(pace(), "standard", 5, YOU_AND_EASY)
    written = Written()
    match.keep_in(written)
    assert written.steps == []  # nothing until the game ends
    resign(match)
    assert written.steps == ["save", "keep", "count", "forget"]
    (ending,) = written.endings
    assert (ending.opponent, ending.result, ending.counted) == ("easy", "loss", True)
    assert match.kept == ending.game_id == match.game_id


def test_the_save_stays_when_the_record_or_the_count_is_refused():
    for refused in ("keep", "count"):
        match = factory.new_game(pace(), "standard", 5, YOU_AND_EASY)
        written = Written(refuse=[refused])
        match.keep_in(written)
        resign(match)
        assert "forget" not in written.steps


def test_games_from_a_set_position_are_kept_but_not_counted():
    start = parse_position(LIGHT_TO_MOVE)
    set_up = Setup("set", "Set", "a set position", STANDARD_RULES, 5, start=LIGHT_TO_MOVE)
    games = [
        factory.from_position(pace(), start, YOU_AND_EASY),
        factory.from_setup(pace(), set_up, YOU_AND_EASY),
    ]
    games.append(factory.rematch(games[0], swap=False))
    for match in games:
        written = Written()
        match.keep_in(written)
        resign(match)
        assert written.steps == ["save", "keep", "forget"]
        assert written.endings[0].counted is False


def test_a_game_saved_as_it_ended_is_kept_once_at_the_next_start(tmp_path):
    storage = Storage(tmp_path)
    match = factory.new_game(pace(), "standard", 5, (Seat.human(), Seat.human()))
    resign(match)  # the window was killed after the finished game's autosave, say
    saved = read_save(match.record_text(), match.save_state())
    assert saved.is_over and saved.game_id == match.game_id
    for _ in range(2):  # and the next start's keeping was killed too: it runs again
        kept = saved.keep_in(GameLedger(storage, tell=print))
    statistics = storage.load_statistics().value
    assert statistics.two_player.games == 1 and [g.game for g in statistics.recent] == [
        match.game_id
    ]
    assert kept is not None and [p.name for p in kept.parent.iterdir()] == [kept.name]
    assert not storage.has_autosave()


def test_a_saved_id_that_could_not_name_a_file_is_replaced():
    match = factory.new_game(pace(), "standard", 5, YOU_AND_EASY)
    for odd in ("../../x", "a" * 33, "é1", 7):
        saved = read_save(match.record_text(), {**match.save_state(), "game": odd})
        assert saved.game_id != odd and saved.game_id.isalnum()
