"""English: the reference table. Every other language has exactly these keys (a test checks).

Namespaces are described in README.md. Keys ending in `.light` / `.dark` are the same
sentence with that side as its subject, so no language needs to agree a verb with a name.
"""

TEXTS: dict[str, str] = {
    # app: the game's name and messages outside any scene
    "app.name": "SEEGA",
    "app.caption": "Seega",
    "app.subtitle": "The stone game of the Nile",
    "app.version": "Version {version}",
    "app.crashed": "Seega stopped because of an error. A report was written to:\n{path}",
    "app.data_dir_not_folder": (
        "Seega keeps its files in a folder, and {path} is not one: "
        "nothing was changed there. Name a folder with --data-dir."
    ),
    # menu: the title screen
    "menu.continue": "Continue",
    "menu.new_game": "New game",
    "menu.how_to_play": "How to play",
    "menu.settings": "Settings",
    "menu.statistics": "Statistics",
    "menu.quit": "Quit",
    # button: buttons used on several screens
    "button.back": "Back",
    "button.start": "Start",
    "button.ok": "OK",
    "button.cancel": "Cancel",
    "button.yes": "Yes",
    "button.no": "No",
    "button.next": "Next",
    "button.previous": "Previous",
    "button.hint": "Hint",
    "button.undo": "Undo",
    "button.redo": "Redo",
    "button.replay": "Replay",
    "button.end_turn": "End turn",
    "button.resume": "Resume",
    "button.restart": "Restart",
    "button.resign": "Resign",
    "button.save_leave": "Save and leave",
    "button.play_again": "Play again",
    "button.rematch": "Rematch",
    "button.menu": "Menu",
    "button.accept": "Accept",
    "button.refuse": "Refuse",
    "button.pass": "Pass",
    "button.ask_ransom": "Ask a ransom",
    "button.offer_end": "Offer to end",
    "button.place_rest": "Place the rest",
    "button.play_level": "Play {level}",
    # settings
    "settings.title": "Settings",
    "settings.sound_volume": "Sound volume",
    "settings.music_volume": "Music volume",
    "settings.mute": "Mute all sound",
    "settings.animation_speed": "Animation speed",
    "settings.speed.slow": "Slow",
    "settings.speed.normal": "Normal",
    "settings.speed.fast": "Fast",
    "settings.show_legal_moves": "Show legal moves",
    "settings.think_time": "Sija think time",
    "settings.think_time.off": "Off",
    "settings.think_time.seconds": "{seconds} s",
    "settings.fullscreen": "Full screen (F11)",
    "settings.language": "Language",
    "settings.larger_text": "Larger text",
    "settings.piece_style": "Piece style",
    "settings.style.carved": "Carved stone",
    "settings.style.contrast": "High contrast",
    "settings.percent": "{value}%",
    # stats: the statistics screen
    "stats.title": "Statistics",
    "stats.won": "Won",
    "stats.lost": "Lost",
    "stats.drawn": "Drawn",
    "stats.games": "Games",
    "stats.computer": "Computer",
    "stats.light_won": "Light won",
    "stats.dark_won": "Dark won",
    "stats.two_players": "Two players",
    "stats.none_yet": "No games finished yet",
    # level, side: computer levels and the two colours, as labels
    "level.easy": "Easy",
    "level.casual": "Casual",
    "level.steady": "Steady",
    "level.keen": "Keen",
    "level.sharp": "Sharp",
    "level.medium": "Strong",
    "level.tough": "Tough",
    "level.fierce": "Fierce",
    "level.hard": "Hard",
    "side.light": "Light",
    "side.dark": "Dark",
    # rules: rule set names and one-line descriptions
    "rules.standard.name": "Standard",
    "rules.standard.summary": "Whole lines are captured; a blocked player passes.",
    "rules.traditional.name": "Traditional",
    "rules.traditional.summary": "Single captures, chains with one piece.",
    "rules.lane.name": "Lane",
    "rules.lane.summary": "First step into the centre; a blocked player loses.",
    "rules.seejeh.name": "Seejeh",
    "rules.seejeh.summary": "Alternating series are captured; end by agreement.",
    "rules.sija.name": "Sija",
    "rules.sija.summary": "Lines of one or two; ransom, think time and a score.",
    # newgame: the new game screen
    "newgame.title": "New game",
    "newgame.opponent": "Opponent",
    "newgame.computer": "Computer",
    "newgame.two_players": "Two players",
    "newgame.level": "Level",
    "newgame.colour": "Your pieces",
    "newgame.coin_toss": "Coin toss",
    "newgame.rules": "Rule set",
    "newgame.size": "Board",
    "newgame.size_value": "{size}×{size}",
    "newgame.level_rated": "{level} · {rating}",
    "newgame.placement": "Placement",
    "newgame.placement.hand": "By hand",
    "newgame.placement.auto": "By the computer",
    "newgame.ratings": (
        "Each level's rating is on one scale: random moves rate 0, a beginner about {beginner}."
    ),
    "newgame.ratings.yours": (
        "Each level's rating is on one scale: random moves rate 0, a beginner about {beginner}; "
        "you, under these rules, about {rating} (± {margin})."
    ),
    "newgame.suggested": "Suggested for your rating: {level}.",
    "newgame.suggested_first": "Suggested for a first game: {level}.",
    "newgame.light_first": "Light always places and moves first: a marked edge.",
    "newgame.dark_first": "Light places first; Dark makes the first move: a marked edge.",
    # hud: the side panel of the board screen
    "hud.title": "{rules} · {size}×{size}",
    "hud.phase.placement": "Placement",
    "hud.phase.movement": "Movement",
    "hud.phase.over": "Game over",
    "hud.banner.movement": "All pieces are placed: the movement begins",
    "hud.turn.you": "Your turn",
    "hud.turn.computer": "Computer's turn",
    "hud.turn.light": "Light to play",
    "hud.turn.dark": "Dark to play",
    "hud.player.you": "You · {side}",
    "hud.player.computer": "Computer · {level}",
    "hud.player.side": "{side} · Player {number}",
    "hud.on_board": "On board: {count}",
    "hud.in_hand": "In hand: {count}",
    "hud.captured": "Took: {count}",
    "hud.quiet": "Moves without a capture: {count} of {limit}",
    "hud.thinking.computer": "The computer is thinking…",
    "hud.thinking.light": "Light is thinking…",
    "hud.thinking.dark": "Dark is thinking…",
    "hud.hint_wait": "Looking for a hint…",
    # prompt: what the person to act should do (always addressed to them)
    "prompt.place.first": "Place a piece on an empty cell (not the centre): the first of two.",
    "prompt.place.second": "Place a piece on an empty cell (not the centre): the second of two.",
    "prompt.place.last": "Place your last piece on an empty cell (not the centre).",
    "prompt.placing_for_you": (
        "The computer places your pieces as {level} would. Undo gives them back to you."
    ),
    "prompt.placing_for_people": (
        "The rest of both sides' pieces are being placed for you, one at a time. Undo stops "
        "it and gives the placing back to you."
    ),
    "prompt.first_step": "First move: step a piece into the centre.",
    "prompt.select": "Choose one of your pieces to move.",
    "prompt.move": "Move it to a marked cell, or choose another piece.",
    "prompt.chain.same": "Chain! Capture again with the same piece, or end your turn.",
    "prompt.chain.any": "Chain! Capture again with any piece, or end your turn.",
    "prompt.open": "Your opponent cannot move: make a move that opens a way for them.",
    "prompt.remove": "Your opponent cannot move: choose one of their pieces to remove.",
    "prompt.free": (
        "Your opponent is blocked right after the first move: remove one of your pieces "
        "next to the cell it left, to free a way."
    ),
    "prompt.ransom": (
        "Ransom: choose one of your pieces, then two of your opponent's. "
        "Choose a piece again to change your mind."
    ),
    # dialog: what the rules make happen between turns, and questions to the player
    "dialog.pass.title": "No move",
    "dialog.pass.light": "Light cannot move and passes. Dark moves again.",
    "dialog.pass.dark": "Dark cannot move and passes. Light moves again.",
    "dialog.pass_open.light": "Light cannot move and passes. Dark must open a way.",
    "dialog.pass_open.dark": "Dark cannot move and passes. Light must open a way.",
    "dialog.must_pass.light": "Light cannot move and must pass.",
    "dialog.must_pass.dark": "Dark cannot move and must pass.",
    "dialog.removed.title": "Piece removed",
    "dialog.removed.light": "Light removed the piece on {cell}.",
    "dialog.removed.dark": "Dark removed the piece on {cell}.",
    "dialog.remove.title": "Opponent blocked",
    "dialog.remove.body": "Your opponent cannot move. Choose one of their pieces to remove.",
    "dialog.free.title": "Free a way",
    "dialog.free.body": (
        "Your opponent is blocked right after the first move. Remove one of your own pieces "
        "next to the cell your first piece left."
    ),
    "dialog.ransom.title": "Ransom",
    "dialog.ransom.light": (
        "Light is blocked and offers a ransom: the piece on {own} for Dark's pieces on "
        "{first} and {second}."
    ),
    "dialog.ransom.dark": (
        "Dark is blocked and offers a ransom: the piece on {own} for Light's pieces on "
        "{first} and {second}."
    ),
    "dialog.ransom.ask": (
        "Your opponent is blocked and asks a ransom: their piece on {own} for your pieces on "
        "{first} and {second}. Accept, or refuse and open a way?"
    ),
    "dialog.ransom_accepted.title": "Ransom accepted",
    "dialog.ransom_accepted.light": "Light accepted: the three pieces leave the board.",
    "dialog.ransom_accepted.dark": "Dark accepted: the three pieces leave the board.",
    "dialog.ransom_refused.title": "Ransom refused",
    "dialog.ransom_refused.light": "Light refused. Dark passes; Light must open a way.",
    "dialog.ransom_refused.dark": "Dark refused. Light passes; Dark must open a way.",
    "dialog.blocked.title": "Blocked",
    "dialog.blocked.body": (
        "You cannot move. Ask a ransom (one of your pieces for two of your opponent's), "
        "or pass and let your opponent open a way."
    ),
    "dialog.offer.title": "End the game?",
    "dialog.offer.ask": (
        "Your opponent offers to end the game now and count the pieces "
        "(Light {light}, Dark {dark})."
    ),
    "dialog.offered.light": "Light offers to end the game and count the pieces.",
    "dialog.offered.dark": "Dark offers to end the game and count the pieces.",
    "dialog.offer_refused.title": "Offer refused",
    "dialog.offer_refused.light": "Light refused to end the game. Play goes on.",
    "dialog.offer_refused.dark": "Dark refused to end the game. Play goes on.",
    "dialog.open.title": "Open a way",
    "dialog.open.body": "Your opponent cannot move: your next move must leave them a move.",
    "dialog.coin.title": "Coin toss",
    "dialog.coin.you_light": "The coin has spoken: you play Light and move first.",
    "dialog.coin.you_dark": "The coin has spoken: you play Dark; your opponent moves first.",
    "dialog.resign.title": "Resign?",
    "dialog.resign.body": "The game ends now and counts as lost.",
    "dialog.restart.title": "Restart?",
    "dialog.restart.body": "The game in progress starts again from an empty board.",
    "dialog.leave.title": "Leave the game?",
    # pause
    "pause.title": "Paused",
    # result: the end of a game
    "result.you_win": "You win!",
    "result.you_lose": "You lose",
    "result.light_wins": "Light wins",
    "result.dark_wins": "Dark wins",
    "result.draw": "Draw",
    "result.pieces": "Pieces on the board: Light {light}, Dark {dark}",
    "result.score": "Score · {name}: {score}",
    "result.score_detail": "Taken {ate} · lost {lost} · minutes {minutes} · moves {moves}",
    "result.time": "Time played: {minutes} min",
    "result.step_up": "{count} wins in a row against {level}: ready for {next}?",
    "result.step_down": "{count} losses in a row against {level}: {next} may be more fun for now.",
    "result.rating": "Your rating: {before}, now {after}",
    "result.rating_first": "Your rating: {after}",
    "result.not_kept": "This result could not be kept: your rating has not changed.",
    "result.next_level": "{level} ({rating}) is {points} points above.",
    "result.top_level": "Rated above every level.",
    # notice: messages about files, shown on the title screen
    "notice.file_unreadable": "{file} could not be read ({reason}); the defaults are used.",
    "notice.folder_set_aside": (
        "{file} was not a folder: "
        "it was kept as {name}, and a new folder {file} was made for your games."
    ),
    "notice.file_kept": "The old file was kept as {name}.",
    "notice.save_failed": "Could not save {file}: {error}",
    "notice.save_where": (
        "The game tried to write in {folder}; start it with --data-dir FOLDER to keep its"
        " files in another folder."
    ),
    "notice.desktop_entry_gone": (
        "Seega's entry in the applications menu starts {path}, which is no longer there. "
        "Run Seega with --install-desktop from where it is now to fix the entry."
    ),
    "notice.autosave_unusable": "The saved game could not be continued ({reason}).",
    "notice.title": "Notice",
    "notice.file_left": "The file was left as it is.",
    "notice.left": "the file there could not be read and is left as it is",
    "notice.delete_failed": "Could not remove the finished game's save: {error}",
    "notice.levels_skipped": "Level files that could not be used: {files}",
    "notice.no_levels": "No level file could be used: the Standard game is offered.",
    "notice.skipped_file": "{file} ({reason})",
    "notice.challenges_skipped": "Challenge files that could not be used: {files}",
    "notice.folder_missing": "The folder {folder} is missing.",
    "file.problem.unreadable": "it cannot be opened",
    "file.problem.not_regular": "it is not an ordinary file",
    "file.problem.too_large": "it is far too large",
    "file.problem.not_text": "it is not text",
    "file.problem.not_json": "its contents are damaged",
    "file.problem.wrong_shape": "its contents are not what the game wrote",
    "file.problem.missing": "it is gone",
    "file.problem.repeated_id": "its id is another file's",
    "file.problem.newer_version": "a newer version of the game wrote it",
    # howto: the how-to-play screens; common ground, controls, then one page per rule set
    "howto.heading.common": "The game",
    "howto.heading.controls": "Controls",
    "howto.heading.rules": "Rule set: {rules}",
    "howto.page": "Page {page} of {pages}",
    "howto.common.board": (
        "Two players, Light and Dark, on a board of 5×5, 7×7 or 9×9 cells. Each has half the "
        "cells less one in pieces: 12, 24 or 40. Cells are named like in chess: columns a, b, "
        "c… from the left, rows 1, 2, 3… from the bottom."
    ),
    "howto.common.placement": (
        "Placement: the board starts empty. Taking turns, each player places two pieces on "
        "any empty cell except the centre, until only the centre is empty. Nothing is "
        "captured while placing."
    ),
    "howto.common.movement": (
        "Movement: a piece steps one cell up, down, left or right into an empty cell. No "
        "diagonal steps, no jumps."
    ),
    "howto.common.capture": (
        "Capture: only the piece that has just moved captures, in all four directions at "
        "once. A piece that steps between two enemies is safe."
    ),
    "howto.common.resign": "You may resign at any time; that loses the game.",
    "howto.controls.mouse": (
        "Mouse: click an empty cell to place; click a piece, then a marked cell, to move it "
        "(or drag it there)."
    ),
    "howto.standard.source": "From a Spanish guide to the game.",
    "howto.standard.start": "After placement, Light makes the first move.",
    "howto.standard.capture": (
        "A whole line of enemy pieces shut between the moved piece and another of yours is "
        "captured. An empty cell or the edge breaks the line."
    ),
    "howto.standard.centre": (
        "A piece on the centre cell can never be captured (the rest of its line still can)."
    ),
    "howto.standard.chain": "One move per turn: no chains.",
    "howto.standard.blocked": "A player who cannot move passes, and the other moves again.",
    "howto.standard.end": (
        "Take every enemy piece to win. After 50 moves without a capture, or if neither "
        "side can move, the side with more pieces wins; equal counts are a draw."
    ),
    "howto.traditional.source": "From a Greek description of Seega in Egypt.",
    "howto.traditional.start": "After placement, Dark (who placed last) makes the first move.",
    "howto.traditional.capture": (
        "A single enemy piece between the moved piece and another of yours is captured; "
        "several directions can capture at once."
    ),
    "howto.traditional.centre": "A piece on the centre cell can never be captured.",
    "howto.traditional.chain": (
        "After a capture the same piece may keep moving while each move captures again; "
        "you may stop at any time."
    ),
    "howto.traditional.blocked": (
        "If a player cannot move, the opponent takes an extra turn and must open a way "
        "for them when possible."
    ),
    "howto.traditional.end": "Take every enemy piece to win.",
    "howto.traditional.safeguard": (
        "Added by this game, not in the source: after 50 moves without a capture the side "
        "with more pieces wins."
    ),
    "howto.lane.source": "From a Spanish encyclopaedia article, after E. W. Lane.",
    "howto.lane.start": (
        "After placement, Light moves first, and that first move must enter the centre."
    ),
    "howto.lane.capture": (
        "A single enemy piece between the moved piece and another of yours is captured. "
        "The centre gives no protection."
    ),
    "howto.lane.chain": (
        "After a capture you may move again, with any piece, as long as each move captures."
    ),
    "howto.lane.blocked": (
        "A player who cannot move loses, except right after the very first move: then Light "
        "removes one of its own pieces next to the cell the first piece left, to free Dark."
    ),
    "howto.lane.end": "Take every enemy piece, or leave the opponent without a move, to win.",
    "howto.lane.safeguard": (
        "Added by this game, not in the source: after 50 moves without a capture the side "
        "with more pieces wins."
    ),
    "howto.seejeh.source": "From an Italian board game page.",
    "howto.seejeh.start": "A coin toss decides the colours; Light places and moves first.",
    "howto.seejeh.capture": (
        "Shutting in an alternating series (enemy, yours, enemy, yours…) captures every enemy "
        "piece of it; a plain run of two enemies is not captured."
    ),
    "howto.seejeh.centre": "The centre cell, marked with the ankh, is safe: no capture there.",
    "howto.seejeh.chain": (
        "After a capture you may move again, with any piece, as long as each move captures."
    ),
    "howto.seejeh.repetition": (
        "No piece may go back and forth between the same two cells a third time."
    ),
    "howto.seejeh.blocked": (
        "If a player cannot move, the opponent removes one of that player's pieces, any one, "
        "and the blocked player tries again."
    ),
    "howto.seejeh.end": (
        "Take every enemy piece to win. On your turn you may offer to end the game: if the "
        "other accepts, the side with more pieces wins."
    ),
    "howto.seejeh.safeguard": (
        "Added by this game, not in the source: after 100 moves without a capture the side "
        "with more pieces wins, and an offer can be made once per turn."
    ),
    "howto.sija.source": "From an Arabic page about the game as played in Sudan and Egypt.",
    "howto.sija.start": "On a 7×7 board with 24 pieces each, Light places and moves first.",
    "howto.sija.capture": (
        "One or two enemy pieces in a line between the moved piece and another of yours are "
        "captured; three or more in a row are safe. The centre gives no protection."
    ),
    "howto.sija.blocked": (
        "If Light cannot move, Light loses. If Dark cannot move, Dark may ask a ransom: one "
        "of its pieces for two of Light's, as often as both keep two pieces. If Light "
        "refuses, or none is asked, Light must open a way."
    ),
    "howto.sija.end": (
        "A player with one piece or none left loses, and so does one whose think time runs "
        "out (60 seconds a move, changed in Settings)."
    ),
    "howto.sija.score": (
        "Score: the winner gets 240 + 4 × taken – 2 × lost – minutes – own moves; the loser "
        "–100 + 4 × taken – 2 × lost + own moves + minutes."
    ),
    "howto.sija.safeguard": (
        "Added by this game, not in the source: after 100 moves without a capture the side "
        "with more pieces wins; a draw scores 4 × taken – 2 × lost."
    ),
    # What happened, why a click did nothing, and what a hint does (the board's panel).
    "news.placed.light": "Light placed {cells}.",
    "news.placed.dark": "Dark placed {cells}.",
    "news.moved.light": "Light moved {steps}.",
    "news.moved.dark": "Dark moved {steps}.",
    "news.took_one.light": "Light moved {steps} and took a piece: {cells}.",
    "news.took_one.dark": "Dark moved {steps} and took a piece: {cells}.",
    "news.took_many.light": "Light moved {steps} and took {count} pieces: {cells}.",
    "news.took_many.dark": "Dark moved {steps} and took {count} pieces: {cells}.",
    "news.passed.light": "Light could not move and passed.",
    "news.passed.dark": "Dark could not move and passed.",
    "news.removed.light": "Light removed {cells}.",
    "news.removed.dark": "Dark removed {cells}.",
    "news.acted.light": "Light played {actions}.",
    "news.acted.dark": "Dark played {actions}.",
    "hint.concedes": "It gives {given}, but takes {won} next.",
    "hint.reason.only": "It is the only legal move.",
    "hint.reason.captures": "It takes {cells}.",
    "hint.reason.loses_least": "Every move loses material here; this one loses least.",
    "hint.reason.blocks": "It leaves your opponent no move.",
    "hint.reason.saves": "It takes your piece out of reach ({cell}).",
    "hint.reason.safe": "It leaves nothing for your opponent to take.",
    "hint.reason.best": "The strongest move for the position.",
    "hint.reason.corner": "A corner: no line can enclose a piece there.",
    "hint.place": "a piece on {cell}",
    "hint.reason.beside_centre": "Beside the empty centre: this piece will have a first step.",
    "refusal.centre": "The centre stays empty until every piece is placed.",
    "refusal.occupied": "That cell is taken: place on an empty one.",
    "refusal.not_yours": "That piece is your opponent's: choose one of yours.",
    "refusal.choose_piece": "First choose one of your pieces, then where it goes.",
    "refusal.boxed_in": "That piece has no empty cell beside it: it cannot move.",
    "refusal.not_a_step": "A piece moves one cell up, down, left or right, into an empty cell.",
    "refusal.first_step": "The first move must step into the centre.",
    "refusal.shuttle": "A piece may not go back and forth between the same two cells a third time.",
    "refusal.chain": "Only a move that captures again continues the chain, or end your turn.",
    "refusal.chain_piece": "Only the piece that just captured may go on, or end your turn.",
    "refusal.open": "Your opponent cannot move: your move must open a way for them.",
    "refusal.remove": "Choose one of your opponent's pieces to remove.",
    "refusal.free": "Choose one of your pieces next to the cell your first move left.",
    "refusal.decide": "Answer the question first.",
    "refusal.over": "The game is over.",
    "refusal.wait": "Wait: it is the computer's turn.",
    "prompt.pass": "None of your pieces can move: you pass.",
    "prompt.decide": "Answer the question in the panel.",
    "moves.legend": (
        "@e3  a piece placed on e3\n"
        "b2-b3  a step from b2 to b3\n"
        "b2-b3xb4  a step that takes b4\n"
        "xc4  the piece on c4 removed\n"
        "ransom a1:b2,g7  own piece, then two taken\n"
        "pass · end (of a chain) · offer · accept · refuse · resign · timeout"
    ),
    # the game explains itself: saved games, resigning, the end of a game
    "button.keep_saved": "Keep it",
    "button.delete_saved": "Delete",
    "dialog.delete_saved.title": "Delete this saved game?",
    "dialog.delete_saved.body": "{game}. A deleted game cannot be brought back.",
    "saves.title": "Games in progress",
    "saves.none": "No game is in progress.",
    "saves.reading": "Reading the saved games…",
    "saves.saved_on": "saved {date}",
    "dialog.leave_unsaved.body": (
        "Nothing has been played yet, so nothing is saved: Continue will not bring this game back."
    ),
    "dialog.resign_side.light": "Light resigns?",
    "dialog.resign_side.dark": "Dark resigns?",
    "button.view_board": "View board",
    "button.result": "Result",
    "result.again.same": "Same colours",
    "result.again.swap": "Colours swapped",
    "result.again.you_light": "You take Light",
    "result.again.you_dark": "You take Dark",
    "result.again.people": "Dark's player takes Light",
    "result.why.capture_all.light": "Light took every Dark piece.",
    "result.why.capture_all.dark": "Dark took every Light piece.",
    "result.why.capture_one.light": "Dark is down to one piece, too few to play on: Light wins.",
    "result.why.capture_one.dark": "Light is down to one piece, too few to play on: Dark wins.",
    "result.why.blocked.light": "Dark could not move, and a blocked player loses: Light wins.",
    "result.why.blocked.dark": "Light could not move, and a blocked player loses: Dark wins.",
    "result.why.stall.light": (
        "{limit} moves without a capture: the pieces were counted, and Light has more."
    ),
    "result.why.stall.dark": (
        "{limit} moves without a capture: the pieces were counted, and Dark has more."
    ),
    "result.why.stall.draw": (
        "{limit} moves without a capture: the pieces were counted, and the counts are equal."
    ),
    "result.why.no_moves.light": (
        "Neither side could move: the pieces were counted, and Light has more."
    ),
    "result.why.no_moves.dark": (
        "Neither side could move: the pieces were counted, and Dark has more."
    ),
    "result.why.no_moves.draw": (
        "Neither side could move: the pieces were counted, and the counts are equal."
    ),
    "result.why.agreement.light": (
        "Both agreed to end the game: the pieces were counted, and Light has more."
    ),
    "result.why.agreement.dark": (
        "Both agreed to end the game: the pieces were counted, and Dark has more."
    ),
    "result.why.agreement.draw": (
        "Both agreed to end the game: the pieces were counted, and the counts are equal."
    ),
    "result.why.resign.light": "Dark resigned: Light wins.",
    "result.why.resign.dark": "Light resigned: Dark wins.",
    "result.why.timeout.light": "Dark's think time ran out: Light wins on time.",
    "result.why.timeout.dark": "Light's think time ran out: Dark wins on time.",
    # how to play: every key, and the notation of the move list
    "howto.heading.notation": "Notation: how the move list writes the game",
    "howto.keys.arrows": (
        "Arrows: move the cursor on the board; in menus, move the focus, and Left or Right "
        "change a choice or turn a page."
    ),
    "howto.keys.enter": (
        "Enter or Space: act on the cursor's cell as a click would; in menus, press the button "
        "(on a choice of New game: start)."
    ),
    "howto.keys.tab": "Tab: reach the buttons beside the board; an arrow comes back to the board.",
    "howto.keys.escape": "Esc: the pause menu during a game; elsewhere, back.",
    "howto.keys.hint": "H: a hint, the move the computer would make.",
    "howto.keys.undo": "U or Ctrl+Z: undo; Ctrl+Y: redo.",
    "howto.keys.replay": (
        "R: the last turn again, played over as it happened (nothing in the game changes)."
    ),
    "howto.keys.end": "E: end a chain of captures.",
    "howto.keys.place": (
        "P: in placement, the computer places the rest of your pieces (as the Strong level "
        "would); undo takes them back."
    ),
    "howto.keys.mute": "M: sound off or on, on any screen (a struck speaker shows in the corner).",
    "howto.keys.fullscreen": "F11: full screen or a window.",
    "howto.notation.cells": (
        "Cells are named by column and row, as on the board's edges: a1 is bottom left."
    ),
    "howto.notation.place": "@e3: a piece placed on e3.",
    "howto.notation.step": "b2-b3: a step from b2 to b3.",
    "howto.notation.capture": (
        "b2-b3xb4: a step from b2 to b3 capturing the piece on b4; each capture adds x and its "
        "cell."
    ),
    "howto.notation.remove": "xc4: the piece on c4 removed from a blocked player.",
    "howto.notation.ransom": (
        "{ransom} a1:b2,g7: a blocked player offers its piece on a1 for the opponent's on b2 "
        "and g7."
    ),
    "howto.notation.pass": "{pass}: no move was possible. {end}: a chain of captures ended early.",
    "howto.notation.offer": (
        "{offer}, {accept}, {refuse}: an offer to end the game by count, and the answer "
        "({accept} and {refuse} also answer a ransom)."
    ),
    "howto.notation.resign": (
        "{resign}: the player gave up. {timeout}: the player's think time ran out."
    ),
    # sija's clock waits for the first step
    # statistics by rule set and board, recent games, reset
    "stats.view": "Show",
    "stats.view.totals": "Totals by opponent",
    "stats.view.setups": "By rule set and board",
    "stats.view.recent": "Recent games",
    "stats.view.rating": "Your rating",
    "stats.rating": "Your rating",
    "stats.margin": "How sure",
    "stats.margin_value": "± {margin}",
    "stats.rating_note": (
        "From your games against the computer, on the levels' scale: random moves 0, a beginner "
        "{beginner}, the levels from {low} to {high}. How sure: your true rating is almost surely "
        "within this much of the number shown."
    ),
    "stats.opponent": "Opponent",
    "stats.setup": "Game",
    "stats.date": "Date",
    "stats.result": "Result",
    "stats.reset": "Reset",
    "dialog.reset_stats.title": "Reset the statistics?",
    "dialog.reset_stats.body": "Every count and the list of recent games are cleared for good.",
    # Game review (docs/review.md) and the past games.
    "archive.too_large": "too large to be a game record",
    "archive.not_text": "not text",
    "notice.record_unreadable": "The game record {file} could not be read ({reason}).",
    "menu.past_games": "Past games",
    "button.review": "Review game",
    "button.first": "First",
    "button.last": "Last",
    "button.play_it_now": "Play it now",
    "button.practise_this": "Practise this",
    "button.play_on": "Play on from here",
    "button.stop": "Stop",
    "button.resume_analysis": "Resume",
    "button.open_file": "Open a file",
    "past.title": "Past games",
    "past.empty": "No finished game yet: every game you finish is kept here.",
    "past.result.white": "Light won",
    "past.result.black": "Dark won",
    "past.result.draw": "Draw",
    "past.result.none": "Not finished",
    "past.human": "Person",
    "past.computer": "Computer ({level})",
    "past.open_prompt": (
        "Type the path of a game record and press Enter, or drop the file on the window:"
    ),
    "past.open_failed": "{file} could not be opened: {reason}",
    "review.title": "Game review",
    "review.analysing": "Analysing: {percent}% · about {seconds} s left",
    "review.analysing_start": "Analysing…",
    "review.stopped": "Analysis stopped at {percent}%",
    "review.done": "Analysis complete (depth {depth})",
    "review.start": "Start of the game",
    "review.end": "End of the game",
    "review.turn": "Turn {number} of {total}",
    "review.played": "Played: {action}",
    "review.better": "Better: {action}",
    "review.waiting": "Not analysed yet",
    "review.verdict.best": "Best",
    "review.verdict.good": "Good",
    "review.verdict.inaccuracy": "Inaccuracy",
    "review.verdict.mistake": "Mistake",
    "review.verdict.blunder": "Blunder",
    "review.verdict.forced": "Forced",
    "review.accuracy": "Accuracy: {value}%",
    "review.counts": (
        "Best {best} · Good {good} · Inaccuracies {inaccuracy} · Mistakes {mistake} · "
        "Blunders {blunder}"
    ),
    "review.play_on.title": "Play on from here",
    "review.play_on.body": (
        "A new game from this position, you taking the side to act. Your opponent:"
    ),
    "review.play_on.computer": "Computer: {level}",
    "review.legend.played": "Solid arrow: played",
    "review.legend.better": "Dashed arrow: better",
    # journey and challenges (levels/challenges, docs/challenges.md)
    "menu.journey": "Journey",
    "button.retry": "Retry",
    "button.next_stage": "Next",
    "button.journey": "Journey",
    "journey.title": "The journey along the Nile",
    "journey.chapter": "Chapter {number} of {count}: {name}",
    "journey.masters": "Masters of the river",
    "journey.stage.challenge": "Stage {number} · Challenge: {theme}",
    "journey.stage.game": "Stage {number} · {rules} against the computer ({level})",
    "journey.par.tries": "Par (tries): {count}.",
    "journey.par.pieces": "Win the game. Par: pieces of yours left at the end: {count}.",
    "journey.locked": "Locked: finish the stage before it first.",
    "journey.best": "Best result: {stars} of 3 stars.",
    "journey.hint_cost": "A hint costs a star.",
    "goal.capture": "Pieces to capture in one move: {count}",
    "goal.win": "Win the game. Moves allowed: {count}",
    "goal.keep": "Lose no piece. Opponent moves to survive: {count}",
    "goal.block": "Leave your opponent unable to move. Moves allowed: {count}",
    "goal.stall": "Win by count when the moves without a capture run out. Moves allowed: {count}",
    "challenge.moves_left": "Moves left: {count}",
    "challenge.tries": "Try: {count}",
    "challenge.from_game": "From your game of {date} against {opponent}, move {turn}.",
    "challenge.from_people": "From a game of two people on {date}, move {turn}.",
    "challenge.solved": "Solved!",
    "challenge.wrong": "Not this time",
    "challenge.answer": "The opponent answers {move}. Press Enter or R to try again.",
    "challenge.missed": "That does not reach the goal. Press Enter or R to try again.",
    "challenge.stars": "Stars earned: {stars} of 3.",
    "challenge.star.par": "A star missed: solved on try {tries}, par is {par}.",
    "challenge.star.hint": "A star missed: a hint was shown.",
    "theme.capture": "capture",
    "theme.line": "a whole line",
    "theme.chain": "a chain of captures",
    "theme.centre": "the safe centre",
    "theme.series": "the alternating series",
    "theme.removal": "the blocked player's piece",
    "theme.ransom": "the ransom",
    "theme.first-step": "the first step",
    "theme.free": "freeing the blocked",
    "theme.block": "blocking",
    "theme.stall": "moves without a capture",
    "theme.defence": "defence",
    "theme.endgame": "the endgame",
    "journey.grade": "Difficulty: {grade} of {top}.",
    "dialog.quit.title": "Quit Seega?",
    "dialog.quit.body": "The window closes; your settings and your saved game are kept.",
    "notation.pass": "pass",
    "notation.end": "end",
    "notation.accept": "accept",
    "notation.refuse": "refuse",
    "notation.offer": "offer",
    "notation.resign": "resign",
    "notation.timeout": "timeout",
    "notation.ransom": "ransom",
    "news.resigned.light": "Light resigned.",
    "news.resigned.dark": "Dark resigned.",
    "news.timed_out.light": "Light's think time ran out.",
    "news.timed_out.dark": "Dark's think time ran out.",
    "challenge.try_failed": "Try {count} missed · next: try {next}",
    "hint.threat.blocks.light": "Light threatens {threat}, taking {taken}; {hint} blocks it.",
    "hint.threat.blocks.dark": "Dark threatens {threat}, taking {taken}; {hint} blocks it.",
    "hint.threat.takes.light": (
        "Light threatens {threat}, taking {taken}; {hint} captures the attacker first."
    ),
    "hint.threat.takes.dark": (
        "Dark threatens {threat}, taking {taken}; {hint} captures the attacker first."
    ),
    "hint.threat.escapes.light": (
        "Light threatens {threat}, taking {taken}; {hint} steps out of reach."
    ),
    "hint.threat.escapes.dark": (
        "Dark threatens {threat}, taking {taken}; {hint} steps out of reach."
    ),
    "hint.threat.stops.light": "Light threatens {threat}, taking {taken}; {hint} stops it.",
    "hint.threat.stops.dark": "Dark threatens {threat}, taking {taken}; {hint} stops it.",
    "danger.step.light": "In danger: Light could take {taken} with {threat}.",
    "danger.step.dark": "In danger: Dark could take {taken} with {threat}.",
    "settings.danger": "Pieces in danger",
    "settings.danger.auto": "Learning games",
    "settings.danger.on": "Always",
    "settings.danger.off": "Never",
    "hint.reason.goal": "It keeps the goal within reach.",
    "review.given.one": "Costs a piece",
    "review.given.many": "Costs {count} pieces",
    "review.better_tied": "Better: {action} (one of several as good)",
    "review.reply.takes.light": "After {played}: {line}; Light takes {cells}.",
    "review.reply.takes.dark": "After {played}: {line}; Dark takes {cells}.",
    "review.reply.line": "After {played} the engine expects {line}.",
    "review.graph.sides": "Up: Light ahead · down: Dark ahead",
    "review.graph.phase": "Dashed line: movement",
    "review.accuracy_pending": "Accuracy: once analysed",
    "review.graph.captures": "Dots: captures",
    "review.verdict.result": "Result",
    # Practise your mistakes: the review's button, its progress, the journey's own chapter
    "review.practise": "Practise my mistakes ({count})",
    "review.practise.proving": "Proving your mistakes: {done} of {count}…",
    "review.practise.made": "Challenges made: {made} of {count} · in the journey",
    "review.verdict.placed_for_you": "By the computer",
    "review.practise.unmade": (
        "Made {made} of {count} · a challenge needs a single clearly better answer"
    ),
    "journey.personal": "Your mistakes",
    # the board's panel: the think clock's note, the low-time warning
    "hud.clock_note": "A think clock runs from the first step: {seconds} s for each step.",
    # a failed challenge says what it missed
    "challenge.miss.nothing_taken": "No piece was taken; the goal was {wanted}.",
    "challenge.miss.too_few": "Pieces taken: {got} of {wanted}.",
    "challenge.miss.piece_lost": "Pieces lost: {got}; the goal was to lose none.",
    "challenge.miss.piece_will_fall": "After that move a piece can no longer be saved.",
    "challenge.miss.game_lost": "The game is lost.",
    "challenge.miss.not_blocked": "The opponent can still move.",
    "challenge.miss.not_won": "After that move there is no win within {wanted} moves.",
    "challenge.miss.counter_short": (
        "Moves without a capture: {got} of {wanted}; the count did not run out."
    ),
    # a challenge names the player's colour and its opponent
    "challenge.banner.light": "Challenge: you play Light",
    "challenge.banner.dark": "Challenge: you play Dark",
    "challenge.opponent": "Opponent · best defence",
    # Past games that say what they hold (filters, export) and Continue that names its game.
    "journey.loading": "Reading the journey…",
    "journey.checking": "Being checked again: it opens in a moment.",
    "journey.practice.failed": "Your own challenges that no longer hold, left out: {count}.",
    "past.loading": "Reading the past games…",
    "past.none_match": "No kept game matches these filters.",
    "past.filter.opponent": "Opponent",
    "past.filter.rules": "Rule set",
    "past.filter.all": "All",
    "past.people": "Two players",
    "past.you": "You ({side})",
    "past.you_won": "You won",
    "past.you_lost": "You lost",
    "past.how.capture": "by capture",
    "past.how.blocked": "by blocking",
    "past.how.stall": "on count",
    "past.how.nomoves": "on count",
    "past.how.agreement": "by agreement",
    "past.how.resign": "by resignation",
    "past.how.timeout": "on time",
    "past.turns": "Turns: {count}",
    "past.not_counted": "Not counted",
    "button.export": "Export",
    "past.exported": "A copy was saved as {path}",
    "past.export_failed": "The copy could not be saved: {reason}",
    "title.continue.against": "against {computer}",
    "title.continue.your_turn": "your turn",
    "title.continue.computer_turn": "the computer's turn",
    "title.continue.light_to_play": "Light to play",
    "title.continue.dark_to_play": "Dark to play",
    "title.continue.turn": "turn {number}",
    # lesson: "Learn to play", a first lesson played by hand on the board
    "menu.lesson": "Learn to play",
    "menu.lesson_progress": "Learn to play · {done}/{total}",
    "lesson.offer.title": "New to Seega?",
    "lesson.offer.body": (
        "A short lesson teaches the game on the board, one move at a time. "
        "You can also open it later from the title menu."
    ),
    "lesson.offer.yes": "Learn to play",
    "lesson.offer.no": "Not now",
    "lesson.name": "Lesson · {rules}",
    "lesson.menu.done": "{name} · done",
    "lesson.progress": "{lesson} · step {step} of {steps}",
    "lesson.finished": "Lesson finished",
    "button.first_game": "Play your first game",
    "lesson.choose": "Choose the next lesson: each other rule set shows what it does differently.",
    "lesson.leave": "Leave",
    "lesson.lessons": "Lessons",
    "lesson.step_picker": "Go to step",
    "lesson.choose_any": (
        "Choose a lesson: the standard rules first, then what each other rule set does differently."
    ),
    "lesson.again": "Again",
    "lesson.you": "You",
    "lesson.hint": "The marked action is the one this step asks for.",
    "lesson.press_next": "This step is done: press Enter or Next.",
    "lesson.key.redo": "There is nothing to redo in a lesson; U starts the step again.",
    "lesson.key.end": "No chain of captures is under way, so there is nothing to end.",
    "lesson.key.place": "In the lesson you place your pieces yourself.",
    "lesson.why.centre": (
        "The centre piece cannot be taken: a piece standing on the centre is safe."
    ),
    "lesson.why.stall": (
        "That step takes nothing, and the stall count would reach its limit: the game would "
        "end at once by count, and the side with more pieces wins."
    ),
    "lesson.why.nothing": (
        "That step takes nothing: a piece is taken when it is enclosed between two of yours "
        "in a line."
    ),
    "lesson.why.fewer": "That step takes less than it could: enclose more of Dark's pieces.",
    "lesson.why.leaves_a_step": (
        "After that step Dark could still move: close off every Dark piece."
    ),
    "lesson.why.other": "That is not what this step teaches. {task}",
    "lesson.why.shape.single": (
        "Under these rules only a single piece is taken: two in a row between yours are safe."
    ),
    "lesson.why.shape.line_1_or_2": (
        "Under these rules one or two pieces in a row are taken, but three or more are safe."
    ),
    "lesson.why.shape.alternating": (
        "Under these rules pieces go in an alternating series (Dark, yours, Dark, yours): "
        "two Dark pieces side by side are safe."
    ),
    "lesson.standard.place.task": (
        "Placement: click two empty cells to place your two pieces. Any cell will do except "
        "the centre, which stays empty."
    ),
    "lesson.standard.place.done": (
        "Both placed. The players take turns placing two at a time until only the centre is "
        "left empty."
    ),
    "lesson.standard.step.task": (
        "Movement: choose your piece, then an empty cell right beside it: up, down, left or "
        "right. No diagonals, no jumps."
    ),
    "lesson.standard.step.done": "That is a step: one cell, straight, into an empty cell.",
    "lesson.standard.capture.task": (
        "Capture: step so that the Dark piece is enclosed in a line between two of yours."
    ),
    "lesson.standard.capture.done": (
        "Taken! Only the piece that steps captures, and only what it encloses as it arrives."
    ),
    "lesson.standard.line.task": (
        "Capture a whole line: two Dark pieces in a row can be enclosed together."
    ),
    "lesson.standard.line.done": (
        "Both taken: a whole row of enemy pieces closed at both ends goes at once."
    ),
    "lesson.standard.centre.task": (
        "A piece on the centre cell cannot be taken. Find the step that still takes something."
    ),
    "lesson.standard.centre.done": (
        "The piece beside the centre was taken; the centre piece stayed, because the centre "
        "is safe."
    ),
    "lesson.standard.blocked.task": (
        "Blocked: your piece has no empty cell beside it, so you cannot step. Do what the "
        "rules ask."
    ),
    "lesson.standard.blocked.done": (
        "You passed, and Dark steps again. If neither side could step, the game would end by count."
    ),
    "lesson.standard.stall.task": (
        "The stall count: 49 steps without a capture (see the panel). At 50 the game ends by "
        "count, and Dark has more pieces. Capture in time."
    ),
    "lesson.standard.stall.done": (
        "Your capture set the count back to zero and evened the pieces. You know the rules: "
        "enjoy your first game!"
    ),
    "lesson.traditional.single.task": (
        "Here only a single piece is taken: two in a row between yours are safe. Take a piece."
    ),
    "lesson.traditional.single.done": (
        "One piece enclosed alone: a capture. Under these rules Dark, who placed last, makes "
        "the first step."
    ),
    "lesson.traditional.chain.task": (
        "A chain: after a capture the same piece may step on and capture again in the same "
        "turn. Capture twice."
    ),
    "lesson.traditional.chain.done": (
        "Two captures in one turn. A chain goes on only with capturing steps; E ends it early."
    ),
    "lesson.traditional.open.task": (
        "Dark cannot step. Here the other side must open a way: make a step that lets Dark move."
    ),
    "lesson.traditional.open.done": (
        "Dark can step again. A blocked player is not left to pass here: the opponent opens a way."
    ),
    "lesson.lane.first.task": "Lane rules: the very first step of the game must enter the centre.",
    "lesson.lane.first.done": "Into the centre: these rules check the first step.",
    "lesson.lane.centre.task": "Here the centre is not safe: take the piece standing on it.",
    "lesson.lane.centre.done": (
        "Taken, on the centre. Single pieces are captured here, and a chain may go on with "
        "any piece."
    ),
    "lesson.lane.blocked.task": (
        "A player who cannot step loses. Close Dark in so that it has no step left."
    ),
    "lesson.lane.blocked.done": (
        "Dark cannot step and loses. One exception: right after the very first step, the "
        "first player must free the second."
    ),
    "lesson.seejeh.series.task": (
        "Seejeh takes an alternating series: Dark, yours, Dark, yours. Two Dark pieces side by "
        "side are safe. Take two at once."
    ),
    "lesson.seejeh.series.done": (
        "Both pieces of the series are taken. Seejeh also forbids a third shuttle between two "
        "cells, and a game may end by agreement."
    ),
    "lesson.seejeh.remove.task": (
        "Dark cannot step. Under Seejeh you remove one Dark piece of your choice."
    ),
    "lesson.seejeh.remove.done": (
        "Removed: that counts as a capture. Dark can step again; if not, you would remove another."
    ),
    "lesson.sija.pair.task": (
        "Sija takes one or two pieces in a row, never three or more. Find the capture."
    ),
    "lesson.sija.pair.done": "Two taken. The row of three stays: it is safe under Sija.",
    "lesson.sija.last.task": (
        "Under Sija a side left with one piece loses. Take Dark's second-to-last piece."
    ),
    "lesson.sija.last.done": (
        "Dark has one piece left and loses. Sija also has a think time from the first step, "
        "and a blocked Dark may ask for a ransom."
    ),
    # the screens' rough edges: how to play's example controls, journey stars, New game's levels
    "howto.keys.examples": (
        "P: pause or play the examples of a page; the comma and full stop keys: a step back "
        "or on (the buttons under the example do the same)."
    ),
    "journey.stars": "Stars: {stars} of {most} in this chapter · {total} of {total_most} in all",
    "newgame.rating": "Rating",
    # the mark between the items of a list inside a sentence ("b3, b4"), a space after it
    "list.separator": ",",
    "assist.title": "Take a hint?",
    "assist.body": (
        "This game counts in your rating. A hint makes it assisted: it is kept and marked as "
        "assisted, and your rating stays as it is."
    ),
    "button.take_hint": "Show the hint",
    "button.keep_rated": "Keep it rated",
    "stats.assisted": "Assisted games (a hint was taken, so not rated): {count}",
    "past.assisted": "assisted",
    "newgame.suggested_tag": "Suggested",
    "newgame.your_choice": "Your choice",
    "menu.daily": "Daily puzzle",
    "daily.streak": "Streak: {days}",
    "daily.solved": "Solved today",
    "daily.unsolved": "Not solved yet",
    "result.assisted": "Assisted game (a hint was taken): your rating stays as it was.",
    "result.step_rung": "Your rating has reached {next} ({rating}): ready to play it?",
    "stats.view.history": "Rating over games",
    "stats.view.daily": "Daily puzzles",
    "daily.weekdays": "Mon Tue Wed Thu Fri Sat Sun",
    "daily.month": "Solved in the past 30 days: {count} · Streak: {days}",
    # online: a person on another computer (New game, the invitation, the online board)
    "newgame.online": "Another computer",
    "newgame.host": "Host",
    "newgame.join": "Join",
    "hud.player.remote": "Opponent · {side}",
    "hud.turn.remote": "Opponent's turn",
    "hud.thinking.remote": "Your opponent is thinking…",
    "online.out_of_step": "this board could not follow the server's game",
    "online.link_down_wait": "The connection is down: play again once it is back.",
    "online.no_undo": "No undo online",
    "online.no_undo_why": "Online games have no undo or hints: an action sent is played.",
    "online.claim": "Claim the game",
    "online.keep_waiting": "Keep waiting",
    "online.refused": "The server refused: {reason}",
    "online.link_closed": "The connection to the game is closed",
    "online.link_down": "Connection lost · reconnecting…",
    "online.rematch_asked": "Rematch asked: waiting for your opponent",
    "online.rematch_offered": "Your opponent asks for a rematch",
    "online.waiting": "Waiting for your opponent · {time}",
    "online.gone": "Your opponent has not come back: claim the game or keep waiting",
    "online.host_title": "Your invitation",
    "online.address": "Address: {address}",
    "online.host_waiting": "Read the code to your opponent. Waiting for them to join…",
    "online.connecting": "Connecting…",
    "online.join_title": "Join a game",
    "online.nearby": "Games on this network",
    "online.nearby_none": "No game is offered on this network yet.",
    "online.offer": "{host} · {rules} · {size}×{size}",
    "online.typed": "Code, or address and code:",
    "online.typed_unknown": "No game has this code here: type the host's address and the code.",
    "online.resume": "Your game in progress: take your seat again",
    "settings.server": "Internet server",
    "settings.server.none": "This network only",
    "settings.server.typing": "Type the server's address (host:port), then Enter.",
    "online.status_then": "{status} · {prompt}",
}
