"""The prover's turns and goals under the rule-set specials: a seejeh removal counts as
taking a piece, a sija ransom does not, lane's first-step removal of one's own piece does not,
and a blocked opponent shows as each rule set handles it."""

from seega.challenges.goals import Goal, GoalKind, opponent_blocked
from seega.challenges.prove import Prover, solution_tree, turns
from seega.core import WHITE, parse_position


def turn_named(state, text):
    return next(turn for turn in turns(state) if turn.notation() == text)


def test_a_seejeh_removal_of_the_blocked_player_counts_as_taking_a_piece():
    state = parse_position("seejeh 5 ...../...../...../W..../B.W.. w move 0 0 0")
    turn = turn_named(state, "c1-b1 xa1")
    assert turn.taken == 1 and turn.after.outcome.winner == WHITE


def test_a_sija_ransom_is_not_a_capture():
    state = parse_position(
        "sija 7 BW..W.W/W..WBW./....W../......./.....W./....WBW/.....W. w move 0 0 0 "
        "duty=ransom pending=f2,f1,e2"
    )
    accept = turn_named(state, "accept")
    assert accept.taken == 0 and accept.after.count(2) == state.count(2) - 1


def test_lane_first_step_blocks_and_the_removal_of_an_own_piece_takes_nothing():
    state = parse_position("lane 5 BBBBB/BBBWB/WW.WW/BWWWB/WWWWB w move 0 0 0")
    stop = turns(state, lambda after: opponent_blocked(after, WHITE))
    blocked = [turn for turn in stop if opponent_blocked(turn.after, WHITE)]
    assert blocked and all(turn.taken == 0 for turn in turns(state))


def test_a_standard_block_leaves_the_opponent_only_a_pass():
    state = parse_position("standard 5 ...../...../...../W..../B.W.. w move 0 0 0")
    prover = Prover(Goal(GoalKind.BLOCK, 1), state)
    assert [turn.notation() for turn in prover.good_turns(state, 1)] == ["c1-b1"]
    assert solution_tree(prover, state, 1, 2) == [{"play": "c1-b1"}]


def test_keep_counts_the_opponents_turns():
    # Dark's lone piece on e5 cannot shut in a Light piece: a single piece never captures.
    state = parse_position("standard 5 ....B/...../...../...../W...W w move 0 0 0")
    prover = Prover(Goal(GoalKind.KEEP, 2), state)
    assert prover.can_meet(state, 2) and len(prover.good_turns(state, 2)) == len(turns(state))
    # Dark threatens d2-d1, shutting c1 in against b1; c1-c2 walks into b1-b2. Only c1-d1 holds.
    threat = parse_position("standard 5 ....W/...../...../...B./.BW.. w move 0 0 0")
    keep = Prover(Goal(GoalKind.KEEP, 1), threat)
    assert [turn.notation() for turn in keep.good_turns(threat, 1)] == ["c1-d1"]
