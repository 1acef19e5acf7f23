"""Español. Vocabulario de las fuentes en español: tablero, casilla, pieza, colocación,
capturar, rival, pista, tablas; las piezas claras (primer jugador) y las oscuras."""

TEXTS: dict[str, str] = {
    "app.name": "SEEGA",
    "app.caption": "Seega",
    "app.subtitle": "El juego de piedras del Nilo",
    "app.version": "Versión {version}",
    "app.crashed": "Seega se detuvo por un error. Se guardó un informe en:\n{path}",
    "app.data_dir_not_folder": (
        "Seega guarda sus archivos en una carpeta, y {path} no lo es: "
        "no se cambió nada allí. Indica una carpeta con --data-dir."
    ),
    "menu.continue": "Continuar",
    "menu.new_game": "Nueva partida",
    "menu.how_to_play": "Cómo se juega",
    "menu.settings": "Ajustes",
    "menu.statistics": "Estadísticas",
    "menu.quit": "Salir",
    "button.back": "Volver",
    "button.start": "Empezar",
    "button.ok": "Aceptar",
    "button.cancel": "Cancelar",
    "button.yes": "Sí",
    "button.no": "No",
    "button.next": "Siguiente",
    "button.previous": "Anterior",
    "button.hint": "Pista",
    "button.undo": "Deshacer",
    "button.redo": "Rehacer",
    "button.replay": "Repetir",
    "button.end_turn": "Terminar turno",
    "button.resume": "Seguir",
    "button.restart": "Reiniciar",
    "button.resign": "Rendirse",
    "button.save_leave": "Guardar y salir",
    "button.play_again": "Jugar otra vez",
    "button.rematch": "Revancha",
    "button.menu": "Menú",
    "button.accept": "Aceptar",
    "button.refuse": "Rechazar",
    "button.pass": "Pasar",
    "button.ask_ransom": "Pedir rescate",
    "button.offer_end": "Proponer fin",
    "button.place_rest": "Colocar el resto",
    "button.play_level": "Jugar en {level}",
    "settings.title": "Ajustes",
    "settings.sound_volume": "Volumen de efectos",
    "settings.music_volume": "Volumen de la música",
    "settings.mute": "Silenciar todo",
    "settings.animation_speed": "Velocidad de animación",
    "settings.speed.slow": "Lenta",
    "settings.speed.normal": "Normal",
    "settings.speed.fast": "Rápida",
    "settings.show_legal_moves": "Mostrar jugadas legales",
    "settings.think_time": "Tiempo por jugada (Sija)",
    "settings.think_time.off": "Sin límite",
    "settings.think_time.seconds": "{seconds} s",
    "settings.fullscreen": "Pantalla completa (F11)",
    "settings.language": "Idioma",
    "settings.larger_text": "Texto más grande",
    "settings.piece_style": "Estilo de piezas",
    "settings.style.carved": "Piedra tallada",
    "settings.style.contrast": "Alto contraste",
    "settings.percent": "{value} %",
    "stats.title": "Estadísticas",
    "stats.won": "Ganadas",
    "stats.lost": "Perdidas",
    "stats.drawn": "Tablas",
    "stats.games": "Partidas",
    "stats.computer": "Computadora",
    "stats.light_won": "Ganan claras",
    "stats.dark_won": "Ganan oscuras",
    "stats.two_players": "Dos jugadores",
    "stats.none_yet": "Todavía no hay partidas terminadas",
    "level.easy": "Fácil",
    "level.casual": "Tranquilo",
    "level.steady": "Constante",
    "level.keen": "Despierto",
    "level.sharp": "Atento",
    "level.medium": "Fuerte",
    "level.tough": "Duro",
    "level.fierce": "Feroz",
    "level.hard": "Difícil",
    "side.light": "Claras",
    "side.dark": "Oscuras",
    "rules.standard.name": "Estándar",
    "rules.standard.summary": "Se capturan líneas enteras; quien no puede mover pasa.",
    "rules.traditional.name": "Tradicional",
    "rules.traditional.summary": "Capturas sueltas, cadenas con una pieza.",
    "rules.lane.name": "Lane",
    "rules.lane.summary": "Primer movimiento al centro; quien queda bloqueado pierde.",
    "rules.seejeh.name": "Seejeh",
    "rules.seejeh.summary": "Se capturan series alternas; fin por acuerdo.",
    "rules.sija.name": "Sija",
    "rules.sija.summary": "Líneas de una o dos; rescate, tiempo y puntos.",
    "newgame.title": "Nueva partida",
    "newgame.opponent": "Rival",
    "newgame.computer": "Computadora",
    "newgame.two_players": "Dos jugadores",
    "newgame.level": "Nivel",
    "newgame.colour": "Tus piezas",
    "newgame.coin_toss": "A cara o cruz",
    "newgame.rules": "Reglas",
    "newgame.size": "Tablero",
    "newgame.size_value": "{size}×{size}",
    "newgame.level_rated": "{level} · {rating}",
    "newgame.placement": "Colocación",
    "newgame.placement.hand": "A mano",
    "newgame.placement.auto": "Por la computadora",
    "newgame.ratings": (
        "La puntuación de cada nivel está en una sola escala: mover al azar vale 0, un "
        "principiante unos {beginner}."
    ),
    "newgame.ratings.yours": (
        "La puntuación de cada nivel está en una sola escala: mover al azar vale 0, un "
        "principiante unos {beginner}; tú, con estas reglas, unos {rating} (± {margin})."
    ),
    "newgame.suggested": "Sugerido para tu puntuación: {level}.",
    "newgame.suggested_first": "Sugerido para una primera partida: {level}.",
    "newgame.light_first": "Las claras colocan y mueven primero: una ventaja clara.",
    "newgame.dark_first": (
        "Las claras colocan primero; las oscuras hacen el primer movimiento: una ventaja clara."
    ),
    "hud.title": "{rules} · {size}×{size}",
    "hud.phase.placement": "Colocación",
    "hud.phase.movement": "Movimiento",
    "hud.phase.over": "Fin de la partida",
    "hud.banner.movement": "Todas las piezas están colocadas: empieza el movimiento",
    "hud.turn.you": "Te toca",
    "hud.turn.computer": "Turno de la computadora",
    "hud.turn.light": "Juegan las claras",
    "hud.turn.dark": "Juegan las oscuras",
    "hud.player.you": "Tú · {side}",
    "hud.player.computer": "Máquina · {level}",
    "hud.player.side": "{side} · Jugador {number}",
    "hud.on_board": "En el tablero: {count}",
    "hud.in_hand": "En la mano: {count}",
    "hud.captured": "Capturó: {count}",
    "hud.quiet": "Movimientos sin captura: {count} de {limit}",
    "hud.thinking.computer": "La computadora está pensando…",
    "hud.thinking.light": "Las claras están pensando…",
    "hud.thinking.dark": "Las oscuras están pensando…",
    "hud.hint_wait": "Buscando una pista…",
    "prompt.place.first": (
        "Coloca una pieza en una casilla vacía (no el centro): la primera de dos."
    ),
    "prompt.place.second": (
        "Coloca una pieza en una casilla vacía (no el centro): la segunda de dos."
    ),
    "prompt.place.last": "Coloca tu última pieza en una casilla vacía (no el centro).",
    "prompt.placing_for_you": (
        "La computadora coloca tus piezas como lo haría el nivel {level}. Deshacer te las devuelve."
    ),
    "prompt.placing_for_people": (
        "Se están colocando por vosotros las piezas que les quedan a los dos bandos, una a "
        "una. Deshacer lo detiene y os devuelve la colocación."
    ),
    "prompt.first_step": "Primer movimiento: lleva una pieza al centro.",
    "prompt.select": "Elige una de tus piezas para moverla.",
    "prompt.move": "Muévela a una casilla marcada, o elige otra pieza.",
    "prompt.chain.same": "¡Cadena! Captura otra vez con la misma pieza, o termina el turno.",
    "prompt.chain.any": "¡Cadena! Captura otra vez con cualquier pieza, o termina el turno.",
    "prompt.open": "Tu rival no puede mover: haz un movimiento que le abra paso.",
    "prompt.remove": "Tu rival no puede mover: elige una de sus piezas para retirarla.",
    "prompt.free": (
        "Tu rival queda bloqueado justo después del primer movimiento: retira una de tus "
        "piezas junto a la casilla de donde salió, para abrirle paso."
    ),
    "prompt.ransom": (
        "Rescate: elige una de tus piezas y luego dos de tu rival. "
        "Vuelve a elegir una pieza para cambiar de idea."
    ),
    "dialog.pass.title": "Sin movimiento",
    "dialog.pass.light": "Las claras no pueden mover y pasan. Las oscuras vuelven a mover.",
    "dialog.pass.dark": "Las oscuras no pueden mover y pasan. Las claras vuelven a mover.",
    "dialog.pass_open.light": (
        "Las claras no pueden mover y pasan. Las oscuras deben abrirles paso."
    ),
    "dialog.pass_open.dark": "Las oscuras no pueden mover y pasan. Las claras deben abrirles paso.",
    "dialog.must_pass.light": "Las claras no pueden mover y deben pasar.",
    "dialog.must_pass.dark": "Las oscuras no pueden mover y deben pasar.",
    "dialog.removed.title": "Pieza retirada",
    "dialog.removed.light": "Las claras retiraron la pieza de {cell}.",
    "dialog.removed.dark": "Las oscuras retiraron la pieza de {cell}.",
    "dialog.remove.title": "Rival bloqueado",
    "dialog.remove.body": "Tu rival no puede mover. Elige una de sus piezas para retirarla.",
    "dialog.free.title": "Abrir paso",
    "dialog.free.body": (
        "Tu rival queda bloqueado justo después del primer movimiento. Retira una de tus "
        "piezas junto a la casilla de donde salió tu primera pieza."
    ),
    "dialog.ransom.title": "Rescate",
    "dialog.ransom.light": (
        "Las claras están bloqueadas y ofrecen un rescate: su pieza de {own} por las piezas "
        "oscuras de {first} y {second}."
    ),
    "dialog.ransom.dark": (
        "Las oscuras están bloqueadas y ofrecen un rescate: su pieza de {own} por las piezas "
        "claras de {first} y {second}."
    ),
    "dialog.ransom.ask": (
        "Tu rival está bloqueado y pide un rescate: su pieza de {own} por tus piezas de "
        "{first} y {second}. ¿Aceptas, o rechazas y le abres paso?"
    ),
    "dialog.ransom_accepted.title": "Rescate aceptado",
    "dialog.ransom_accepted.light": "Las claras aceptaron: las tres piezas salen del tablero.",
    "dialog.ransom_accepted.dark": "Las oscuras aceptaron: las tres piezas salen del tablero.",
    "dialog.ransom_refused.title": "Rescate rechazado",
    "dialog.ransom_refused.light": (
        "Las claras rechazaron. Las oscuras pasan; las claras deben abrirles paso."
    ),
    "dialog.ransom_refused.dark": (
        "Las oscuras rechazaron. Las claras pasan; las oscuras deben abrirles paso."
    ),
    "dialog.blocked.title": "Bloqueado",
    "dialog.blocked.body": (
        "No puedes mover. Pide un rescate (una de tus piezas por dos de tu rival), "
        "o pasa y deja que tu rival te abra paso."
    ),
    "dialog.offer.title": "¿Terminar la partida?",
    "dialog.offer.ask": (
        "Tu rival propone terminar ahora y contar las piezas (claras {light}, oscuras {dark})."
    ),
    "dialog.offered.light": "Las claras proponen terminar la partida y contar las piezas.",
    "dialog.offered.dark": "Las oscuras proponen terminar la partida y contar las piezas.",
    "dialog.offer_refused.title": "Propuesta rechazada",
    "dialog.offer_refused.light": "Las claras no quieren terminar. La partida sigue.",
    "dialog.offer_refused.dark": "Las oscuras no quieren terminar. La partida sigue.",
    "dialog.open.title": "Abrir paso",
    "dialog.open.body": "Tu rival no puede mover: tu próximo movimiento debe dejarle uno.",
    "dialog.coin.title": "A cara o cruz",
    "dialog.coin.you_light": "La moneda ha hablado: juegas con las claras y empiezas tú.",
    "dialog.coin.you_dark": "La moneda ha hablado: juegas con las oscuras; empieza tu rival.",
    "dialog.resign.title": "¿Rendirte?",
    "dialog.resign.body": "La partida termina ahora y cuenta como perdida.",
    "dialog.restart.title": "¿Reiniciar?",
    "dialog.restart.body": "La partida en curso vuelve a empezar con el tablero vacío.",
    "dialog.leave.title": "¿Salir de la partida?",
    "pause.title": "En pausa",
    "result.you_win": "¡Has ganado!",
    "result.you_lose": "Has perdido",
    "result.light_wins": "Ganan las claras",
    "result.dark_wins": "Ganan las oscuras",
    "result.draw": "Tablas",
    "result.pieces": "Piezas en el tablero: claras {light}, oscuras {dark}",
    "result.score": "Puntos · {name}: {score}",
    "result.score_detail": (
        "Capturadas {ate} · perdidas {lost} · minutos {minutes} · movimientos {moves}"
    ),
    "result.time": "Tiempo de juego: {minutes} min",
    "result.step_up": "{count} victorias seguidas contra el nivel {level}: ¿listo para {next}?",
    "result.step_down": (
        "{count} derrotas seguidas contra el nivel {level}: {next} quizá sea más divertido por "
        "ahora."
    ),
    "result.rating": "Tu puntuación: {before}, ahora {after}",
    "result.rating_first": "Tu puntuación: {after}",
    "result.not_kept": "No se pudo guardar este resultado: tu puntuación no ha cambiado.",
    "result.next_level": "{level} ({rating}) está {points} puntos por encima.",
    "result.top_level": "Por encima de todos los niveles.",
    "notice.file_unreadable": "No se pudo leer {file} ({reason}); se usan los valores iniciales.",
    "notice.folder_set_aside": (
        "{file} no era una carpeta: "
        "se guardó como {name} y se creó una carpeta {file} nueva para tus partidas."
    ),
    "notice.file_kept": "El archivo anterior se guardó como {name}.",
    "notice.save_failed": "No se pudo guardar {file}: {error}",
    "notice.save_where": (
        "El juego intentó escribir en {folder}; inícialo con --data-dir CARPETA para "
        "guardar sus archivos en otra carpeta."
    ),
    "notice.desktop_entry_gone": (
        "La entrada de Seega en el menú de aplicaciones inicia {path}, que ya no existe. "
        "Ejecuta Seega con --install-desktop desde donde está ahora para corregirla."
    ),
    "notice.autosave_unusable": "No se pudo continuar la partida guardada ({reason}).",
    "notice.title": "Aviso",
    "notice.file_left": "El archivo se dejó como estaba.",
    "notice.left": "el archivo existente no se pudo leer y se deja como está",
    "notice.delete_failed": "No se pudo borrar el guardado de la partida terminada: {error}",
    "notice.levels_skipped": "Archivos de nivel que no se pudieron usar: {files}",
    "notice.no_levels": "No se pudo usar ningún archivo de nivel: se ofrece el juego Estándar.",
    "notice.skipped_file": "{file} ({reason})",
    "notice.challenges_skipped": "Archivos de desafío que no se pudieron usar: {files}",
    "notice.folder_missing": "Falta la carpeta {folder}.",
    "file.problem.unreadable": "no se puede abrir",
    "file.problem.not_regular": "no es un archivo normal",
    "file.problem.too_large": "es demasiado grande",
    "file.problem.not_text": "no es texto",
    "file.problem.not_json": "su contenido está dañado",
    "file.problem.wrong_shape": "su contenido no es el que escribió el juego",
    "file.problem.missing": "ya no está",
    "file.problem.repeated_id": "su id es el de otro archivo",
    "file.problem.newer_version": "lo escribió una versión más nueva del juego",
    "howto.heading.common": "El juego",
    "howto.heading.controls": "Controles",
    "howto.heading.rules": "Reglas: {rules}",
    "howto.page": "Página {page} de {pages}",
    "howto.common.board": (
        "Dos jugadores, claras y oscuras, en un tablero de 5×5, 7×7 o 9×9 casillas. Cada uno "
        "tiene tantas piezas como la mitad de las casillas menos una: 12, 24 o 40. Las "
        "casillas se nombran como en el ajedrez: columnas a, b, c… desde la izquierda, filas "
        "1, 2, 3… desde abajo."
    ),
    "howto.common.placement": (
        "Colocación: el tablero empieza vacío. Por turnos, cada jugador coloca dos piezas en "
        "cualquier casilla vacía salvo el centro, hasta que solo queda vacío el centro. "
        "Mientras se coloca no se captura nada."
    ),
    "howto.common.movement": (
        "Movimiento: una pieza avanza una casilla arriba, abajo, a la izquierda o a la "
        "derecha, a una casilla vacía. Ni diagonales ni saltos."
    ),
    "howto.common.capture": (
        "Captura: solo captura la pieza que se acaba de mover, en las cuatro direcciones a la "
        "vez. Una pieza que se mete entre dos rivales está a salvo."
    ),
    "howto.common.resign": "Puedes rendirte en cualquier momento; eso pierde la partida.",
    "howto.controls.mouse": (
        "Ratón: haz clic en una casilla vacía para colocar; en una pieza y luego en una "
        "casilla marcada para moverla (o arrástrala)."
    ),
    "howto.standard.source": "Según una guía del juego en español.",
    "howto.standard.start": "Tras la colocación, las claras hacen el primer movimiento.",
    "howto.standard.capture": (
        "Se captura toda una línea de piezas rivales encerrada entre la pieza movida y otra "
        "tuya. Una casilla vacía o el borde cortan la línea."
    ),
    "howto.standard.centre": (
        "Una pieza en la casilla central nunca es capturada (el resto de su línea sí puede serlo)."
    ),
    "howto.standard.chain": "Un movimiento por turno: sin cadenas.",
    "howto.standard.blocked": "Quien no puede mover pasa, y su rival vuelve a mover.",
    "howto.standard.end": (
        "Captura todas las piezas rivales para ganar. Tras 50 movimientos sin captura, o si "
        "nadie puede mover, gana el bando con más piezas; con las mismas, es tablas."
    ),
    "howto.traditional.source": "Según una descripción griega del Seega en Egipto.",
    "howto.traditional.start": (
        "Tras la colocación, las oscuras (que colocaron al final) hacen el primer movimiento."
    ),
    "howto.traditional.capture": (
        "Se captura una sola pieza rival entre la pieza movida y otra tuya; se puede capturar "
        "en varias direcciones a la vez."
    ),
    "howto.traditional.centre": "Una pieza en la casilla central nunca es capturada.",
    "howto.traditional.chain": (
        "Tras una captura, la misma pieza puede seguir moviendo mientras cada movimiento "
        "capture de nuevo; puedes parar cuando quieras."
    ),
    "howto.traditional.blocked": (
        "Si un jugador no puede mover, su rival juega un turno más y debe abrirle paso si puede."
    ),
    "howto.traditional.end": "Captura todas las piezas rivales para ganar.",
    "howto.traditional.safeguard": (
        "Añadido por este juego, no está en la fuente: tras 50 movimientos sin captura gana "
        "el bando con más piezas."
    ),
    "howto.lane.source": "Según un artículo de enciclopedia en español, que cita a E. W. Lane.",
    "howto.lane.start": (
        "Tras la colocación mueven primero las claras, y ese primer movimiento debe ir al centro."
    ),
    "howto.lane.capture": (
        "Se captura una sola pieza rival entre la pieza movida y otra tuya. El centro no protege."
    ),
    "howto.lane.chain": (
        "Tras una captura puedes volver a mover, con cualquier pieza, mientras cada "
        "movimiento capture."
    ),
    "howto.lane.blocked": (
        "Quien no puede mover pierde, salvo justo después del primer movimiento: entonces "
        "las claras retiran una pieza propia junto a la casilla de donde salió la primera "
        "pieza, para liberar a las oscuras."
    ),
    "howto.lane.end": (
        "Captura todas las piezas rivales, o deja a tu rival sin movimiento, para ganar."
    ),
    "howto.lane.safeguard": (
        "Añadido por este juego, no está en la fuente: tras 50 movimientos sin captura gana "
        "el bando con más piezas."
    ),
    "howto.seejeh.source": "Según una página italiana de juegos de mesa.",
    "howto.seejeh.start": ("Una moneda decide los colores; las claras colocan y mueven primero."),
    "howto.seejeh.capture": (
        "Encerrar una serie alterna (rival, tuya, rival, tuya…) captura todas sus piezas "
        "rivales; dos rivales seguidas no se capturan."
    ),
    "howto.seejeh.centre": "La casilla central, marcada con el anj, es segura: ahí no se captura.",
    "howto.seejeh.chain": (
        "Tras una captura puedes volver a mover, con cualquier pieza, mientras cada "
        "movimiento capture."
    ),
    "howto.seejeh.repetition": (
        "Ninguna pieza puede ir y volver entre las mismas dos casillas una tercera vez."
    ),
    "howto.seejeh.blocked": (
        "Si un jugador no puede mover, su rival le retira la pieza que quiera, y el jugador "
        "bloqueado lo intenta de nuevo."
    ),
    "howto.seejeh.end": (
        "Captura todas las piezas rivales para ganar. En tu turno puedes proponer terminar: "
        "si el otro acepta, gana el bando con más piezas."
    ),
    "howto.seejeh.safeguard": (
        "Añadido por este juego, no está en la fuente: tras 100 movimientos sin captura gana "
        "el bando con más piezas, y se puede proponer el fin una vez por turno."
    ),
    "howto.sija.source": "Según una página árabe sobre el juego en Sudán y Egipto.",
    "howto.sija.start": (
        "En un tablero de 7×7 con 24 piezas cada uno; las claras colocan y mueven primero."
    ),
    "howto.sija.capture": (
        "Se capturan una o dos piezas rivales en línea entre la pieza movida y otra tuya; tres "
        "o más seguidas están a salvo. El centro no protege."
    ),
    "howto.sija.blocked": (
        "Si las claras no pueden mover, pierden. Si las oscuras no pueden mover, pueden pedir "
        "un rescate: una de sus piezas por dos de las claras, mientras a ambos les queden dos "
        "piezas. Si las claras lo rechazan, o no se pide, las claras deben abrirles paso."
    ),
    "howto.sija.end": (
        "Pierde quien se queda con una pieza o ninguna, y también quien agota su tiempo para "
        "pensar (60 segundos por jugada, se cambia en Ajustes)."
    ),
    "howto.sija.score": (
        "Puntos: el ganador suma 240 + 4 × capturadas – 2 × perdidas – minutos – sus "
        "movimientos; el perdedor –100 + 4 × capturadas – 2 × perdidas + sus movimientos + "
        "minutos."
    ),
    "howto.sija.safeguard": (
        "Añadido por este juego, no está en la fuente: tras 100 movimientos sin captura gana "
        "el bando con más piezas; unas tablas puntúan 4 × capturadas – 2 × perdidas."
    ),
    # What happened, why a click did nothing, and what a hint does (the board's panel).
    "news.placed.light": "Claras colocaron en {cells}.",
    "news.placed.dark": "Oscuras colocaron en {cells}.",
    "news.moved.light": "Claras movieron {steps}.",
    "news.moved.dark": "Oscuras movieron {steps}.",
    "news.took_one.light": "Claras movieron {steps} y capturaron una pieza: {cells}.",
    "news.took_one.dark": "Oscuras movieron {steps} y capturaron una pieza: {cells}.",
    "news.took_many.light": "Claras movieron {steps} y capturaron {count} piezas: {cells}.",
    "news.took_many.dark": "Oscuras movieron {steps} y capturaron {count} piezas: {cells}.",
    "news.passed.light": "Claras no podían mover y pasaron.",
    "news.passed.dark": "Oscuras no podían mover y pasaron.",
    "news.removed.light": "Claras retiraron {cells}.",
    "news.removed.dark": "Oscuras retiraron {cells}.",
    "news.acted.light": "Claras jugaron {actions}.",
    "news.acted.dark": "Oscuras jugaron {actions}.",
    "hint.concedes": "Entrega {given}, pero luego toma {won}.",
    "hint.reason.only": "Es la única jugada legal.",
    "hint.reason.captures": "Captura {cells}.",
    "hint.reason.loses_least": "Aquí toda jugada pierde material; esta es la que menos.",
    "hint.reason.blocks": "Deja a tu rival sin movimiento.",
    "hint.reason.saves": "Pone tu pieza fuera de alcance ({cell}).",
    "hint.reason.safe": "No deja nada que tu rival pueda capturar.",
    "hint.reason.best": "La jugada más fuerte para la posición.",
    "hint.reason.corner": "Una esquina: ninguna línea puede encerrar una pieza ahí.",
    "hint.place": "una pieza en {cell}",
    "hint.reason.beside_centre": "Junto al centro vacío: esta pieza tendrá un primer paso.",
    "refusal.centre": "El centro queda vacío hasta colocar todas las piezas.",
    "refusal.occupied": "Esa casilla está ocupada: coloca en una vacía.",
    "refusal.not_yours": "Esa pieza es de tu rival: elige una de las tuyas.",
    "refusal.choose_piece": "Elige primero una de tus piezas y luego adónde va.",
    "refusal.boxed_in": "Esa pieza no tiene casilla vacía al lado: no puede moverse.",
    "refusal.not_a_step": "Una pieza avanza una casilla arriba, abajo o a un lado, a una vacía.",
    "refusal.first_step": "El primer movimiento debe entrar en el centro.",
    "refusal.shuttle": (
        "Una pieza no puede ir y volver entre las mismas dos casillas una tercera vez."
    ),
    "refusal.chain": "Solo una jugada que vuelva a capturar sigue la cadena; o termina tu turno.",
    "refusal.chain_piece": "Solo sigue la pieza que acaba de capturar; o termina tu turno.",
    "refusal.open": "Tu rival no puede mover: tu jugada debe abrirle paso.",
    "refusal.remove": "Elige una pieza de tu rival para retirarla.",
    "refusal.free": "Elige una de tus piezas junto a la casilla que dejó tu primer movimiento.",
    "refusal.decide": "Responde primero a la pregunta.",
    "refusal.over": "La partida ha terminado.",
    "refusal.wait": "Espera: es el turno del ordenador.",
    "prompt.pass": "Ninguna de tus piezas puede moverse: pasas.",
    "prompt.decide": "Responde a la pregunta del panel.",
    "moves.legend": (
        "@e3  pieza colocada en e3\n"
        "b2-b3  paso de b2 a b3\n"
        "b2-b3xb4  paso que captura b4\n"
        "xc4  se retira la pieza de c4\n"
        "ransom a1:b2,g7  pieza propia y dos ajenas\n"
        "pass (pasar) · end (fin de cadena) · offer · accept · refuse · resign · timeout"
    ),
    # the game explains itself: saved games, resigning, the end of a game
    "button.keep_saved": "Conservarla",
    "button.delete_saved": "Borrar",
    "dialog.delete_saved.title": "¿Borrar esta partida guardada?",
    "dialog.delete_saved.body": "{game}. Una partida borrada no se puede recuperar.",
    "saves.title": "Partidas en curso",
    "saves.none": "No hay ninguna partida en curso.",
    "saves.reading": "Leyendo las partidas guardadas…",
    "saves.saved_on": "guardada {date}",
    "dialog.leave_unsaved.body": (
        "Aún no se ha jugado nada, así que no se guarda nada: «Continuar» no recuperará esta "
        "partida."
    ),
    "dialog.resign_side.light": "¿Se rinden las claras?",
    "dialog.resign_side.dark": "¿Se rinden las oscuras?",
    "button.view_board": "Ver tablero",
    "button.result": "Resultado",
    "result.again.same": "Mismos colores",
    "result.again.swap": "Colores cambiados",
    "result.again.you_light": "Llevas las claras",
    "result.again.you_dark": "Llevas las oscuras",
    "result.again.people": "Quien llevaba oscuras lleva claras",
    "result.why.capture_all.light": "Las claras capturaron todas las piezas oscuras.",
    "result.why.capture_all.dark": "Las oscuras capturaron todas las piezas claras.",
    "result.why.capture_one.light": (
        "A las oscuras les queda una pieza, muy poco para jugar: ganan las claras."
    ),
    "result.why.capture_one.dark": (
        "A las claras les queda una pieza, muy poco para jugar: ganan las oscuras."
    ),
    "result.why.blocked.light": (
        "Las oscuras no podían mover, y quien queda bloqueado pierde: ganan las claras."
    ),
    "result.why.blocked.dark": (
        "Las claras no podían mover, y quien queda bloqueado pierde: ganan las oscuras."
    ),
    "result.why.stall.light": (
        "{limit} movimientos sin captura: se contaron las piezas y las claras tienen más."
    ),
    "result.why.stall.dark": (
        "{limit} movimientos sin captura: se contaron las piezas y las oscuras tienen más."
    ),
    "result.why.stall.draw": (
        "{limit} movimientos sin captura: se contaron las piezas y hay las mismas."
    ),
    "result.why.no_moves.light": (
        "Ningún bando podía mover: se contaron las piezas y las claras tienen más."
    ),
    "result.why.no_moves.dark": (
        "Ningún bando podía mover: se contaron las piezas y las oscuras tienen más."
    ),
    "result.why.no_moves.draw": (
        "Ningún bando podía mover: se contaron las piezas y hay las mismas."
    ),
    "result.why.agreement.light": (
        "Ambos acordaron terminar: se contaron las piezas y las claras tienen más."
    ),
    "result.why.agreement.dark": (
        "Ambos acordaron terminar: se contaron las piezas y las oscuras tienen más."
    ),
    "result.why.agreement.draw": (
        "Ambos acordaron terminar: se contaron las piezas y hay las mismas."
    ),
    "result.why.resign.light": "Las oscuras se rindieron: ganan las claras.",
    "result.why.resign.dark": "Las claras se rindieron: ganan las oscuras.",
    "result.why.timeout.light": "Se agotó el tiempo de las oscuras: ganan las claras por tiempo.",
    "result.why.timeout.dark": "Se agotó el tiempo de las claras: ganan las oscuras por tiempo.",
    # how to play: every key, and the notation of the move list
    "howto.heading.notation": "Notación: cómo escribe la partida la lista de jugadas",
    "howto.keys.arrows": (
        "Flechas: mueven el cursor por el tablero; en los menús mueven el foco, e Izquierda o "
        "Derecha cambian una opción o pasan la página."
    ),
    "howto.keys.enter": (
        "Intro o Espacio: actúan sobre la casilla del cursor como un clic; en los menús pulsan "
        "el botón (en una opción de Nueva partida: empezar)."
    ),
    "howto.keys.tab": "Tab: llega a los botones junto al tablero; una flecha vuelve al tablero.",
    "howto.keys.escape": "Esc: el menú de pausa durante una partida; en otras pantallas, volver.",
    "howto.keys.hint": "H: una pista, la jugada que haría el ordenador.",
    "howto.keys.undo": "U o Ctrl+Z: deshacer; Ctrl+Y: rehacer.",
    "howto.keys.replay": (
        "R: el último turno otra vez, tal como ocurrió (nada cambia en la partida)."
    ),
    "howto.keys.end": "E: terminar una cadena de capturas.",
    "howto.keys.place": (
        "P: en la colocación, la computadora coloca el resto de tus piezas (como lo haría el "
        "nivel Fuerte); deshacer te las devuelve."
    ),
    "howto.keys.mute": (
        "M: quita o devuelve el sonido en cualquier pantalla (un altavoz tachado aparece en la "
        "esquina)."
    ),
    "howto.keys.fullscreen": "F11: pantalla completa o ventana.",
    "howto.notation.cells": (
        "Las casillas se nombran por columna y fila, como en los bordes del tablero: a1 es abajo "
        "a la izquierda."
    ),
    "howto.notation.place": "@e3: una pieza colocada en e3.",
    "howto.notation.step": "b2-b3: un paso de b2 a b3.",
    "howto.notation.capture": (
        "b2-b3xb4: un paso de b2 a b3 que captura la pieza de b4; cada captura añade x y su "
        "casilla."
    ),
    "howto.notation.remove": "xc4: la pieza de c4 retirada a un jugador bloqueado.",
    "howto.notation.ransom": (
        "{ransom} a1:b2,g7: un jugador bloqueado ofrece su pieza de a1 por las del rival en "
        "b2 y g7."
    ),
    "howto.notation.pass": (
        "{pass}: no había jugada posible. {end}: una cadena de capturas terminada antes."
    ),
    "howto.notation.offer": (
        "{offer}, {accept}, {refuse}: una oferta de terminar contando las piezas, y la respuesta "
        "({accept} y {refuse} también responden a un rescate)."
    ),
    "howto.notation.resign": (
        "{resign}: el jugador se rindió. {timeout}: se agotó su tiempo para pensar."
    ),
    # sija's clock waits for the first step
    # statistics by rule set and board, recent games, reset
    "stats.view": "Mostrar",
    "stats.view.totals": "Totales por rival",
    "stats.view.setups": "Por reglas y tablero",
    "stats.view.recent": "Últimas partidas",
    "stats.view.rating": "Tu puntuación",
    "stats.rating": "Tu puntuación",
    "stats.margin": "Con qué certeza",
    "stats.margin_value": "± {margin}",
    "stats.rating_note": (
        "Según tus partidas contra la computadora, en la escala de los niveles: mover al azar 0, "
        "un principiante {beginner}, los niveles de {low} a {high}. Con qué certeza: tu "
        "puntuación real casi seguro está a esa distancia o menos de la mostrada."
    ),
    "stats.opponent": "Rival",
    "stats.setup": "Partida",
    "stats.date": "Fecha",
    "stats.result": "Resultado",
    "stats.reset": "Borrar",
    "dialog.reset_stats.title": "¿Borrar las estadísticas?",
    "dialog.reset_stats.body": (
        "Todos los recuentos y la lista de últimas partidas se borran para siempre."
    ),
    # Game review (docs/review.md) and the past games.
    "archive.too_large": "demasiado grande para ser una partida",
    "archive.not_text": "no es texto",
    "notice.record_unreadable": "No se pudo leer la partida {file} ({reason}).",
    "menu.past_games": "Partidas jugadas",
    "button.review": "Analizar partida",
    "button.first": "Inicio",
    "button.last": "Final",
    "button.play_it_now": "Jugarla ahora",
    "button.practise_this": "Practicar esto",
    "button.play_on": "Seguir desde aquí",
    "button.stop": "Parar",
    "button.resume_analysis": "Reanudar",
    "button.open_file": "Abrir un archivo",
    "past.title": "Partidas jugadas",
    "past.empty": "Aún no hay partidas terminadas: cada partida que termines se guarda aquí.",
    "past.result.white": "Ganan las claras",
    "past.result.black": "Ganan las oscuras",
    "past.result.draw": "Tablas",
    "past.result.none": "Sin terminar",
    "past.human": "Persona",
    "past.computer": "Ordenador ({level})",
    "past.open_prompt": (
        "Escribe la ruta de una partida y pulsa Intro, o suelta el archivo en la ventana:"
    ),
    "past.open_failed": "No se pudo abrir {file}: {reason}",
    "review.title": "Análisis de la partida",
    "review.analysing": "Analizando: {percent} % · quedan unos {seconds} s",
    "review.analysing_start": "Analizando…",
    "review.stopped": "Análisis detenido al {percent} %",
    "review.done": "Análisis completo (profundidad {depth})",
    "review.start": "Inicio de la partida",
    "review.end": "Fin de la partida",
    "review.turn": "Turno {number} de {total}",
    "review.played": "Jugada: {action}",
    "review.better": "Mejor: {action}",
    "review.waiting": "Aún sin analizar",
    "review.verdict.best": "Mejor",
    "review.verdict.good": "Buena",
    "review.verdict.inaccuracy": "Imprecisión",
    "review.verdict.mistake": "Error",
    "review.verdict.blunder": "Error grave",
    "review.verdict.forced": "Forzada",
    "review.accuracy": "Precisión: {value} %",
    "review.counts": (
        "Mejor {best} · Buenas {good} · Imprecisiones {inaccuracy} · Errores {mistake} · "
        "Graves {blunder}"
    ),
    "review.play_on.title": "Seguir desde aquí",
    "review.play_on.body": (
        "Una partida nueva desde esta posición; tú juegas el bando que mueve. Tu rival:"
    ),
    "review.play_on.computer": "Ordenador: {level}",
    "review.legend.played": "Flecha continua: jugada",
    "review.legend.better": "Flecha discontinua: mejor",
    # journey and challenges (levels/challenges, docs/challenges.md)
    "menu.journey": "Travesía",
    "button.retry": "Reintentar",
    "button.next_stage": "Siguiente",
    "button.journey": "Travesía",
    "journey.title": "La travesía por el Nilo",
    "journey.chapter": "Capítulo {number} de {count}: {name}",
    "journey.masters": "Maestros del río",
    "journey.stage.challenge": "Etapa {number} · Desafío: {theme}",
    "journey.stage.game": "Etapa {number} · {rules} contra el ordenador ({level})",
    "journey.par.tries": "Par (intentos): {count}.",
    "journey.par.pieces": "Gana la partida. Par: fichas tuyas al final: {count}.",
    "journey.locked": "Bloqueada: termina antes la etapa anterior.",
    "journey.best": "Mejor resultado: {stars} de 3 estrellas.",
    "journey.hint_cost": "Una pista cuesta una estrella.",
    "goal.capture": "Fichas que capturar en un movimiento: {count}",
    "goal.win": "Gana la partida. Movimientos permitidos: {count}",
    "goal.keep": "No pierdas ninguna ficha. Movimientos rivales que resistir: {count}",
    "goal.block": "Deja al rival sin movimientos. Movimientos permitidos: {count}",
    "goal.stall": (
        "Gana por recuento cuando se agoten los movimientos sin captura. Movimientos permitidos: "
        "{count}"
    ),
    "challenge.moves_left": "Movimientos restantes: {count}",
    "challenge.tries": "Intento: {count}",
    "challenge.from_game": "De tu partida del {date} contra {opponent}, jugada {turn}.",
    "challenge.from_people": "De una partida entre dos personas del {date}, jugada {turn}.",
    "challenge.solved": "¡Resuelto!",
    "challenge.wrong": "Esta vez no",
    "challenge.answer": "El rival responde {move}. Pulsa Intro o R para reintentar.",
    "challenge.missed": "Así no se alcanza el objetivo. Pulsa Intro o R para reintentar.",
    "challenge.stars": "Estrellas ganadas: {stars} de 3.",
    "challenge.star.par": "Una estrella perdida: resuelto en el intento {tries}; el par es {par}.",
    "challenge.star.hint": "Una estrella perdida: se mostró una pista.",
    "theme.capture": "captura",
    "theme.line": "una línea entera",
    "theme.chain": "una cadena de capturas",
    "theme.centre": "el centro seguro",
    "theme.series": "la serie alterna",
    "theme.removal": "la ficha del bloqueado",
    "theme.ransom": "el rescate",
    "theme.first-step": "el primer paso",
    "theme.free": "liberar al bloqueado",
    "theme.block": "bloquear",
    "theme.stall": "los movimientos sin captura",
    "theme.defence": "defensa",
    "theme.endgame": "el final",
    "journey.grade": "Dificultad: {grade} de {top}.",
    "dialog.quit.title": "¿Salir de Seega?",
    "dialog.quit.body": "La ventana se cierra; se conservan tus ajustes y la partida guardada.",
    "notation.pass": "pasa",
    "notation.end": "fin",
    "notation.accept": "acepta",
    "notation.refuse": "rechaza",
    "notation.offer": "ofrece",
    "notation.resign": "abandona",
    "notation.timeout": "sin tiempo",
    "notation.ransom": "rescate",
    "news.resigned.light": "Claras abandonaron.",
    "news.resigned.dark": "Oscuras abandonaron.",
    "news.timed_out.light": "Se agotó el tiempo para pensar de Claras.",
    "news.timed_out.dark": "Se agotó el tiempo para pensar de Oscuras.",
    "challenge.try_failed": "Intento {count} fallido · siguiente: intento {next}",
    "hint.threat.blocks.light": (
        "Las claras amenazan {threat}, que toma {taken}; {hint} lo bloquea."
    ),
    "hint.threat.blocks.dark": (
        "Las oscuras amenazan {threat}, que toma {taken}; {hint} lo bloquea."
    ),
    "hint.threat.takes.light": (
        "Las claras amenazan {threat}, que toma {taken}; {hint} captura antes a la atacante."
    ),
    "hint.threat.takes.dark": (
        "Las oscuras amenazan {threat}, que toma {taken}; {hint} captura antes a la atacante."
    ),
    "hint.threat.escapes.light": (
        "Las claras amenazan {threat}, que toma {taken}; {hint} se pone fuera de alcance."
    ),
    "hint.threat.escapes.dark": (
        "Las oscuras amenazan {threat}, que toma {taken}; {hint} se pone fuera de alcance."
    ),
    "hint.threat.stops.light": "Las claras amenazan {threat}, que toma {taken}; {hint} lo impide.",
    "hint.threat.stops.dark": "Las oscuras amenazan {threat}, que toma {taken}; {hint} lo impide.",
    "danger.step.light": "En peligro: las claras podrían tomar {taken} con {threat}.",
    "danger.step.dark": "En peligro: las oscuras podrían tomar {taken} con {threat}.",
    "settings.danger": "Piezas en peligro",
    "settings.danger.auto": "Partidas de aprendizaje",
    "settings.danger.on": "Siempre",
    "settings.danger.off": "Nunca",
    "hint.reason.goal": "Mantiene el objetivo a tu alcance.",
    "review.given.one": "Cuesta una pieza",
    "review.given.many": "Cuesta {count} piezas",
    "review.better_tied": "Mejor: {action} (una de varias igual de buenas)",
    "review.reply.takes.light": "Tras {played}: {line}; las claras toman {cells}.",
    "review.reply.takes.dark": "Tras {played}: {line}; las oscuras toman {cells}.",
    "review.reply.line": "Tras {played} el motor espera {line}.",
    "review.graph.sides": "Arriba: ventaja clara · abajo: ventaja oscura",
    "review.graph.phase": "Discontinua: movimiento",
    "review.accuracy_pending": "Precisión: tras el análisis",
    "review.graph.captures": "Puntos: capturas",
    "review.verdict.result": "Resultado",
    # Practise your mistakes: the review's button, its progress, the journey's own chapter
    "review.practise": "Practicar mis errores ({count})",
    "review.practise.proving": "Comprobando tus errores: {done} de {count}…",
    "review.practise.made": "Desafíos creados: {made} de {count} · en la travesía",
    "review.verdict.placed_for_you": "Por la computadora",
    "review.practise.unmade": (
        "Creados {made} de {count} · un desafío necesita una única respuesta claramente mejor"
    ),
    "journey.personal": "Tus errores",
    # the board's panel: the think clock's note, the low-time warning
    "hud.clock_note": "Un reloj corre desde el primer paso: {seconds} s para cada paso.",
    # a failed challenge says what it missed
    "challenge.miss.nothing_taken": "No se capturó ninguna pieza; el objetivo era {wanted}.",
    "challenge.miss.too_few": "Piezas capturadas: {got} de {wanted}.",
    "challenge.miss.piece_lost": "Piezas perdidas: {got}; el objetivo era no perder ninguna.",
    "challenge.miss.piece_will_fall": "Tras ese movimiento ya no se puede salvar una pieza.",
    "challenge.miss.game_lost": "La partida está perdida.",
    "challenge.miss.not_blocked": "El rival todavía puede moverse.",
    "challenge.miss.not_won": "Tras ese movimiento no hay victoria en {wanted} movimientos.",
    "challenge.miss.counter_short": (
        "Movimientos sin captura: {got} de {wanted}; la cuenta no se agotó."
    ),
    # a challenge names the player's colour and its opponent
    "challenge.banner.light": "Desafío: juegas con las claras",
    "challenge.banner.dark": "Desafío: juegas con las oscuras",
    "challenge.opponent": "Rival · mejor defensa",
    # Partidas anteriores más claras (filtros, exportar); Continuar nombra la partida.
    "journey.loading": "Leyendo el viaje…",
    "journey.checking": "Se está comprobando de nuevo: se abre en un momento.",
    "journey.practice.failed": "Retos tuyos que ya no se sostienen, retirados: {count}.",
    "past.loading": "Leyendo las partidas anteriores…",
    "past.none_match": "Ninguna partida guardada coincide con estos filtros.",
    "past.filter.opponent": "Rival",
    "past.filter.rules": "Reglas",
    "past.filter.all": "Todas",
    "past.people": "Dos jugadores",
    "past.you": "Tú ({side})",
    "past.you_won": "Ganaste",
    "past.you_lost": "Perdiste",
    "past.how.capture": "por capturas",
    "past.how.blocked": "por bloqueo",
    "past.how.stall": "por recuento",
    "past.how.nomoves": "por recuento",
    "past.how.agreement": "por acuerdo",
    "past.how.resign": "por abandono",
    "past.how.timeout": "por tiempo",
    "past.turns": "Turnos: {count}",
    "past.not_counted": "No contada",
    "button.export": "Exportar",
    "past.exported": "Se guardó una copia como {path}",
    "past.export_failed": "No se pudo guardar la copia: {reason}",
    "title.continue.against": "contra {computer}",
    "title.continue.your_turn": "te toca",
    "title.continue.computer_turn": "le toca al ordenador",
    "title.continue.light_to_play": "juegan las claras",
    "title.continue.dark_to_play": "juegan las oscuras",
    "title.continue.turn": "turno {number}",
    # lesson: "Aprender a jugar", una primera lección jugada a mano en el tablero
    "menu.lesson": "Aprender a jugar",
    "menu.lesson_progress": "Aprender a jugar · {done}/{total}",
    "lesson.offer.title": "¿Es tu primera vez con Seega?",
    "lesson.offer.body": (
        "Una lección corta enseña el juego en el tablero, jugada a jugada. "
        "También puedes abrirla más tarde desde el menú principal."
    ),
    "lesson.offer.yes": "Aprender a jugar",
    "lesson.offer.no": "Ahora no",
    "lesson.name": "Lección · {rules}",
    "lesson.menu.done": "{name} · hecha",
    "lesson.progress": "{lesson} · paso {step} de {steps}",
    "lesson.finished": "Lección terminada",
    "button.first_game": "Juega tu primera partida",
    "lesson.choose": (
        "Elige la siguiente lección: cada otro reglamento muestra lo que hace de otro modo."
    ),
    "lesson.leave": "Salir",
    "lesson.lessons": "Lecciones",
    "lesson.step_picker": "Ir al paso",
    "lesson.choose_any": (
        "Elige una lección: primero las reglas estándar, luego lo que cada otro "
        "reglamento hace de otro modo."
    ),
    "lesson.again": "Otra vez",
    "lesson.you": "Tú",
    "lesson.hint": "La jugada marcada es la que pide este paso.",
    "lesson.press_next": "Este paso está hecho: pulsa Enter o Siguiente.",
    "lesson.key.redo": "En una lección no hay nada que rehacer; U empieza el paso de nuevo.",
    "lesson.key.end": "No hay ninguna cadena de capturas en curso: no hay nada que terminar.",
    "lesson.key.place": "En la lección colocas tus piezas tú mismo.",
    "lesson.why.centre": (
        "La pieza del centro no se puede capturar: una pieza en la casilla central está a salvo."
    ),
    "lesson.why.stall": (
        "Ese paso no captura nada y la cuenta sin capturas llegaría a su límite: la partida "
        "acabaría enseguida por recuento, y gana quien tiene más piezas."
    ),
    "lesson.why.nothing": (
        "Ese paso no captura nada: una pieza se captura cuando queda encerrada en línea entre "
        "dos de las tuyas."
    ),
    "lesson.why.fewer": (
        "Ese paso captura menos de lo que podría: encierra más piezas de las Oscuras."
    ),
    "lesson.why.leaves_a_step": (
        "Tras ese paso las Oscuras aún podrían moverse: cierra el paso a todas sus piezas."
    ),
    "lesson.why.other": "Eso no es lo que enseña este paso. {task}",
    "lesson.why.shape.single": (
        "Con estas reglas solo se captura una pieza suelta: dos seguidas entre las tuyas "
        "están a salvo."
    ),
    "lesson.why.shape.line_1_or_2": (
        "Con estas reglas se capturan una o dos piezas seguidas, pero tres o más están a salvo."
    ),
    "lesson.why.shape.alternating": (
        "Con estas reglas se captura una serie alterna (Oscura, tuya, Oscura, tuya): dos "
        "piezas Oscuras juntas están a salvo."
    ),
    "lesson.standard.place.task": (
        "Colocación: haz clic en dos casillas vacías para colocar tus dos piezas. Vale "
        "cualquiera menos el centro, que queda vacío."
    ),
    "lesson.standard.place.done": (
        "Colocadas. Los jugadores colocan dos piezas por turno hasta que solo queda vacío "
        "el centro."
    ),
    "lesson.standard.step.task": (
        "Movimiento: elige tu pieza y luego una casilla vacía justo a su lado: arriba, abajo, "
        "izquierda o derecha. Sin diagonales ni saltos."
    ),
    "lesson.standard.step.done": (
        "Eso es un paso: una casilla, en línea recta, a una casilla vacía."
    ),
    "lesson.standard.capture.task": (
        "Captura: da un paso de modo que la pieza Oscura quede encerrada en línea entre dos "
        "de las tuyas."
    ),
    "lesson.standard.capture.done": (
        "¡Capturada! Solo captura la pieza que se mueve, y solo lo que encierra al llegar."
    ),
    "lesson.standard.line.task": (
        "Captura una línea entera: dos piezas Oscuras seguidas pueden encerrarse juntas."
    ),
    "lesson.standard.line.done": (
        "Las dos capturadas: una fila entera de piezas rivales cerrada por ambos extremos cae "
        "de una vez."
    ),
    "lesson.standard.centre.task": (
        "Una pieza en la casilla central no se puede capturar. Busca el paso que aun así "
        "captura algo."
    ),
    "lesson.standard.centre.done": (
        "Cayó la pieza junto al centro; la del centro se quedó, porque el centro está a salvo."
    ),
    "lesson.standard.blocked.task": (
        "Bloqueado: tu pieza no tiene ninguna casilla vacía al lado, así que no puedes mover. "
        "Haz lo que piden las reglas."
    ),
    "lesson.standard.blocked.done": (
        "Has pasado y las Oscuras vuelven a mover. Si ningún bando pudiera mover, la partida "
        "acabaría por recuento."
    ),
    "lesson.standard.stall.task": (
        "La cuenta sin capturas va por 49 pasos (míralo en el panel). A los 50 la partida acaba "
        "por recuento, y las Oscuras tienen más piezas. Captura a tiempo."
    ),
    "lesson.standard.stall.done": (
        "Tu captura puso la cuenta a cero e igualó las piezas. Ya conoces las reglas: ¡disfruta "
        "de tu primera partida!"
    ),
    "lesson.traditional.single.task": (
        "Aquí solo se captura una pieza suelta: dos seguidas entre las tuyas están a salvo. "
        "Captura una pieza."
    ),
    "lesson.traditional.single.done": (
        "Una pieza encerrada sola: una captura. Con estas reglas mueven primero las Oscuras, "
        "que colocaron las últimas."
    ),
    "lesson.traditional.chain.task": (
        "Una cadena: tras capturar, la misma pieza puede seguir moviendo y capturar otra vez "
        "en el mismo turno. Captura dos veces."
    ),
    "lesson.traditional.chain.done": (
        "Dos capturas en un turno. Una cadena solo sigue con pasos que capturan; E la termina "
        "antes."
    ),
    "lesson.traditional.open.task": (
        "Las Oscuras no pueden mover. Aquí el rival debe abrirles camino: da un paso que les "
        "deje moverse."
    ),
    "lesson.traditional.open.done": (
        "Las Oscuras pueden mover otra vez. Aquí al bloqueado no se le deja pasar sin más: el "
        "rival le abre camino."
    ),
    "lesson.lane.first.task": (
        "Reglas de Lane: el primer paso de la partida tiene que entrar en el centro."
    ),
    "lesson.lane.first.done": "Al centro: estas reglas comprueban el primer paso.",
    "lesson.lane.centre.task": ("Aquí el centro no protege: captura la pieza que está en él."),
    "lesson.lane.centre.done": (
        "Capturada, en el centro. Aquí se capturan piezas sueltas, y una cadena puede seguir "
        "con cualquier pieza."
    ),
    "lesson.lane.blocked.task": (
        "Quien no puede mover pierde. Encierra a las Oscuras para que no les quede ningún paso."
    ),
    "lesson.lane.blocked.done": (
        "Las Oscuras no pueden mover y pierden. Una excepción: justo tras el primer paso, el "
        "primer jugador debe liberar al segundo."
    ),
    "lesson.seejeh.series.task": (
        "Seejeh captura series alternas: Oscura, tuya, Oscura, tuya. Dos Oscuras juntas están "
        "a salvo. Captura dos de una vez."
    ),
    "lesson.seejeh.series.done": (
        "Las dos piezas de la serie capturadas. Seejeh además prohíbe ir y volver por tercera "
        "vez entre dos casillas, y se puede acabar de común acuerdo."
    ),
    "lesson.seejeh.remove.task": (
        "Las Oscuras no pueden mover. En Seejeh retiras una pieza Oscura a tu elección."
    ),
    "lesson.seejeh.remove.done": (
        "Retirada: cuenta como captura. Las Oscuras pueden mover otra vez; si no, retirarías otra."
    ),
    "lesson.sija.pair.task": (
        "Sija captura una o dos piezas seguidas, nunca tres o más. Encuentra la captura."
    ),
    "lesson.sija.pair.done": "Dos capturadas. La fila de tres se queda: en Sija está a salvo.",
    "lesson.sija.last.task": (
        "En Sija pierde el bando al que le queda una sola pieza. Captura la penúltima pieza Oscura."
    ),
    "lesson.sija.last.done": (
        "A las Oscuras les queda una pieza y pierden. Sija además tiene tiempo para pensar "
        "desde el primer paso, y las Oscuras bloqueadas pueden pedir un rescate."
    ),
    # the screens' rough edges: how to play's example controls, journey stars, New game's levels
    "howto.keys.examples": (
        "P: pausar o reanudar los ejemplos de una página; las teclas de coma y punto: un paso "
        "atrás o adelante (los botones bajo el ejemplo hacen lo mismo)."
    ),
    "journey.stars": (
        "Estrellas: {stars} de {most} en este capítulo · {total} de {total_most} en total"
    ),
    "newgame.rating": "Puntuación",
    # the mark between the items of a list inside a sentence ("b3, b4"), a space after it
    "list.separator": ",",
    "assist.title": "¿Ver una pista?",
    "assist.body": (
        "Esta partida cuenta para tu puntuación. Con una pista pasa a ser asistida: se guarda "
        "marcada como asistida y tu puntuación no cambia."
    ),
    "button.take_hint": "Ver la pista",
    "button.keep_rated": "Seguir puntuando",
    "stats.assisted": "Partidas asistidas (con pista, sin puntuar): {count}",
    "past.assisted": "asistida",
    "newgame.suggested_tag": "Sugerido",
    "newgame.your_choice": "Tu elección",
    "menu.daily": "Reto del día",
    "daily.streak": "Racha: {days}",
    "daily.solved": "Resuelto hoy",
    "daily.unsolved": "Aún sin resolver",
    "result.assisted": "Partida asistida (con pista): tu puntuación sigue igual.",
    "result.step_rung": "Tu puntuación ha llegado a {next} ({rating}): ¿juegas contra él?",
    "stats.view.history": "Puntuación por partida",
    "stats.view.daily": "Retos del día",
    "daily.weekdays": "lun mar mié jue vie sáb dom",
    "daily.month": "Resueltos en los últimos 30 días: {count} · Racha: {days}",
    # online: a person on another computer (New game, the invitation, the online board)
    "newgame.online": "Otro ordenador",
    "newgame.host": "Crear",
    "newgame.join": "Unirse",
    "hud.player.remote": "Rival · {side}",
    "hud.turn.remote": "Turno del rival",
    "hud.thinking.remote": "Tu rival está pensando…",
    "online.out_of_step": "este tablero no pudo seguir la partida del servidor",
    "online.link_down_wait": "La conexión se ha cortado: juega de nuevo cuando vuelva.",
    "online.no_undo": "Sin deshacer en línea",
    "online.no_undo_why": "En línea no hay deshacer ni pistas: una acción enviada queda jugada.",
    "online.claim": "Reclamar la partida",
    "online.keep_waiting": "Seguir esperando",
    "online.refused": "El servidor lo rechazó: {reason}",
    "online.link_closed": "La conexión con la partida está cerrada",
    "online.link_down": "Conexión perdida · reconectando…",
    "online.rematch_asked": "Revancha pedida: esperando a tu rival",
    "online.rematch_offered": "Tu rival pide la revancha",
    "online.waiting": "Esperando a tu rival · {time}",
    "online.gone": "Tu rival no ha vuelto: reclama la partida o sigue esperando",
    "online.host_title": "Tu invitación",
    "online.address": "Dirección: {address}",
    "online.host_waiting": "Lee el código a tu rival. Esperando a que se una…",
    "online.connecting": "Conectando…",
    "online.join_title": "Unirse a una partida",
    "online.nearby": "Partidas en esta red",
    "online.nearby_none": "Aún no se ofrece ninguna partida en esta red.",
    "online.offer": "{host} · {rules} · {size}×{size}",
    "online.typed": "Código, o dirección y código:",
    "online.typed_unknown": (
        "Ninguna partida tiene este código aquí: escribe la dirección del anfitrión y el código."
    ),
    "online.resume": "Tu partida en curso: vuelve a tu sitio",
    "settings.server": "Servidor de internet",
    "settings.server.none": "Solo esta red",
    "settings.server.typing": "Escribe la dirección del servidor (host:puerto) y pulsa Intro.",
    "online.status_then": "{status} · {prompt}",
}
