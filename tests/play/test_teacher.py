"""The lesson's teacher without a window: it judges the learner's actions against the step,
ends a step once its actions are played, says what its plaque, buttons and menu show, and
asks its room to leave or to keep a finished lesson."""

from seega.challenges.lesson import LESSON_ORDER, LESSONS, Tried
from seega.core import parse_action
from seega.core.rulesets import RULESETS
from seega.i18n import tr
from seega.play.coach import Command
from seega.play.picture import hud_model
from seega.play.session import Mode, TurnSession
from seega.play.teacher import Teacher, lesson_name
from tests.play.turns import Table, at, quick_pace, run

CAPTURE_STEP = 2  # the standard lesson's third step: c1-c2 takes b2


class Room:
    """Records what the teacher asks of the screen it teaches on."""

    def __init__(self):
        self.asked = []

    def leave(self):
        self.asked.append("leave")

    def show_lessons(self):
        self.asked.append("lessons")

    def lesson_finished(self):
        self.asked.append("finished")


def taught(rules="standard", step=0):
    room, table = Room(), Table()
    teacher = Teacher(RULESETS[rules], quick_pace(), room)
    teacher.index = step
    session = TurnSession(teacher.new_match(), table, teacher, saving=False)
    return teacher, session, table, room


def play(session, word):
    session.try_action(parse_action(word, session.match.state.size))


def buttons(teacher):
    return {label: on for label, _, on in teacher.panel_buttons([])}


def test_an_action_the_step_does_not_teach_is_refused_with_why_and_the_board_stays():
    teacher, session, table, _ = taught(step=CAPTURE_STEP)
    before = session.match.state
    play(session, "c1-d1")  # legal, takes nothing
    assert session.match.state == before and table.shown == []
    assert (
        session.refusal_text
        == teacher.why_text(Tried.NOTHING)
        == tr("lesson.why.nothing", task=teacher.task_text)
    )
    assert not teacher.step_done and session.mode is Mode.IDLE


def test_the_taught_action_ends_the_step_and_next_goes_on_from_a_fresh_position():
    teacher, session, table, _ = taught(step=CAPTURE_STEP)
    assert not buttons(teacher)[tr("button.next")]
    play(session, "c1-c2")
    assert teacher.step_done and session.mode is Mode.FINISHED
    assert table.sounds[-1] == "hint" and session.notices == []  # the plaque says it
    assert teacher.plaque().body == teacher.done_text and teacher.plaque().done
    assert buttons(teacher)[tr("button.next")] and not buttons(teacher)[tr("button.hint")]
    session.click(at(session, "a1"))  # the board answers a click with what to do next
    assert session.refusal_text == tr("lesson.press_next")
    teacher.next_step()
    assert teacher.index == CAPTURE_STEP + 1 and not teacher.step_done
    assert table.restarts == 1 and session.match.state == teacher.step.start()
    assert teacher.plaque().body == teacher.task_text and not teacher.plaque().done


def test_the_last_step_finishes_the_lesson_and_asks_for_the_menu():
    steps = len(LESSONS["standard"].steps)
    teacher, session, table, room = taught(step=steps - 1)
    play(session, teacher.step.plays[0])
    assert teacher.step_done and table.sounds[-1] == "win"
    teacher.next_step()
    assert room.asked == ["finished"] and teacher.lesson_done and teacher.menu_open
    menu = teacher.menu(frozenset({"standard"}))
    assert menu.first_game and menu.title == tr("lesson.finished")
    standard = RULESETS["standard"]
    assert menu.lessons[0] == (tr("lesson.menu.done", name=lesson_name(standard)), standard)
    assert menu.lessons[menu.focus][1].name == LESSON_ORDER[1]  # on to the next lesson
    teacher.close_menu()  # Esc on a finished lesson's menu leaves
    assert room.asked == ["finished", "leave"]


def test_the_boards_commands_as_a_lesson_has_them():
    teacher, session, table, room = taught(step=CAPTURE_STEP)
    assert teacher.command(Command.REDO) and session.refusal_text == tr("lesson.key.redo")
    assert teacher.command(Command.PLACE_REST)
    assert session.refusal_text == tr("lesson.key.place")
    assert teacher.command(Command.HINT)
    assert session.hint is not None and session.hint.action == teacher.step.wanted(
        0, None or session.match.state
    )
    assert not teacher.command(Command.OFFER_END)  # judged like any action
    assert teacher.command(Command.MENU) and room.asked == ["leave"]
    play(session, "c1-c2")
    assert teacher.command(Command.UNDO)  # U: the step again, from its position
    assert not teacher.step_done and session.match.played == [] and table.restarts == 1


def test_the_menu_dims_the_panel_and_a_step_picked_there_starts_afresh():
    teacher, session, _, room = taught()
    teacher.open_menu()
    assert not any(buttons(teacher).values())
    assert teacher.menu(frozenset()).title == tr("lesson.lessons")
    teacher.go_to_step(3)
    assert teacher.index == 3 and session.match.state == teacher.step.start()
    teacher.close_menu()
    assert not teacher.menu_open and room.asked == []


def test_no_danger_is_marked_and_the_game_over_screen_never_follows():
    teacher, session, table, _ = taught(step=CAPTURE_STEP)
    assert not teacher.shows_danger("on") and not teacher.finish()
    session.resign(person_seat=True)
    run(session, 3)
    assert table.games_over == 0


def test_the_panel_names_the_learner_and_counts_only_the_steps_pieces():
    _, session, _, _ = taught(step=0)  # placing two pieces
    model = hud_model(session, "carved")  # as the coach has it
    you, other = model.cards
    assert you.name == tr("lesson.you") and other.name == tr("side.dark")
    assert you.in_hand == 2 and other.in_hand == 0 and model.moves == () and model.turn == ""
