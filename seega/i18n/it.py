"""Italiano. Lessico della fonte italiana: pedine, casella, scacchiera, cattura per custodia,
serie alternata, avversario, stallo, comune accordo; le pedine chiare (primo giocatore) e
le scure."""

TEXTS: dict[str, str] = {
    "app.name": "SEEGA",
    "app.caption": "Seega",
    "app.subtitle": "Il gioco di pietra del Nilo",
    "app.version": "Versione {version}",
    "app.crashed": "Seega si è fermato per un errore. Un rapporto è stato scritto in:\n{path}",
    "app.data_dir_not_folder": (
        "Seega tiene i suoi file in una cartella, e {path} non lo è: "
        "lì non è stato cambiato nulla. Indica una cartella con --data-dir."
    ),
    "menu.continue": "Continua",
    "menu.new_game": "Nuova partita",
    "menu.how_to_play": "Come si gioca",
    "menu.settings": "Impostazioni",
    "menu.statistics": "Statistiche",
    "menu.quit": "Esci",
    "button.back": "Indietro",
    "button.start": "Inizia",
    "button.ok": "OK",
    "button.cancel": "Annulla",
    "button.yes": "Sì",
    "button.no": "No",
    "button.next": "Avanti",
    "button.previous": "Indietro",
    "button.hint": "Suggerimento",
    "button.undo": "Annulla mossa",
    "button.redo": "Ripeti mossa",
    "button.replay": "Rivedi",
    "button.end_turn": "Fine turno",
    "button.resume": "Riprendi",
    "button.restart": "Ricomincia",
    "button.resign": "Abbandona",
    "button.save_leave": "Salva ed esci",
    "button.play_again": "Gioca ancora",
    "button.rematch": "Rivincita",
    "button.menu": "Menu",
    "button.accept": "Accetta",
    "button.refuse": "Rifiuta",
    "button.pass": "Passa",
    "button.ask_ransom": "Chiedi riscatto",
    "button.offer_end": "Proponi la fine",
    "button.place_rest": "Piazza il resto",
    "button.play_level": "Gioca a {level}",
    "settings.title": "Impostazioni",
    "settings.sound_volume": "Volume effetti",
    "settings.music_volume": "Volume musica",
    "settings.mute": "Silenzia tutto",
    "settings.animation_speed": "Velocità animazioni",
    "settings.speed.slow": "Lenta",
    "settings.speed.normal": "Normale",
    "settings.speed.fast": "Veloce",
    "settings.show_legal_moves": "Mostra le mosse valide",
    "settings.think_time": "Tempo per mossa (Sija)",
    "settings.think_time.off": "Nessun limite",
    "settings.think_time.seconds": "{seconds} s",
    "settings.fullscreen": "Schermo intero (F11)",
    "settings.language": "Lingua",
    "settings.larger_text": "Testo più grande",
    "settings.piece_style": "Stile delle pedine",
    "settings.style.carved": "Pietra scolpita",
    "settings.style.contrast": "Alto contrasto",
    "settings.percent": "{value}%",
    "stats.title": "Statistiche",
    "stats.won": "Vinte",
    "stats.lost": "Perse",
    "stats.drawn": "Pari",
    "stats.games": "Partite",
    "stats.computer": "Computer",
    "stats.light_won": "Vittorie chiare",
    "stats.dark_won": "Vittorie scure",
    "stats.two_players": "Due giocatori",
    "stats.none_yet": "Nessuna partita ancora conclusa",
    "level.easy": "Facile",
    "level.casual": "Calmo",
    "level.steady": "Costante",
    "level.keen": "Sveglio",
    "level.sharp": "Attento",
    "level.medium": "Forte",
    "level.tough": "Tenace",
    "level.fierce": "Feroce",
    "level.hard": "Difficile",
    "side.light": "Chiare",
    "side.dark": "Scure",
    "rules.standard.name": "Standard",
    "rules.standard.summary": "Si catturano file intere; chi è bloccato passa.",
    "rules.traditional.name": "Tradizionale",
    "rules.traditional.summary": "Catture singole, catene con una pedina.",
    "rules.lane.name": "Lane",
    "rules.lane.summary": "Prima mossa al centro; chi resta bloccato perde.",
    "rules.seejeh.name": "Seejeh",
    "rules.seejeh.summary": "Si catturano serie alternate; fine per comune accordo.",
    "rules.sija.name": "Sija",
    "rules.sija.summary": "File di una o due; riscatto, tempo e punteggio.",
    "newgame.title": "Nuova partita",
    "newgame.opponent": "Avversario",
    "newgame.computer": "Computer",
    "newgame.two_players": "Due giocatori",
    "newgame.level": "Livello",
    "newgame.colour": "Le tue pedine",
    "newgame.coin_toss": "Testa o croce",
    "newgame.rules": "Regole",
    "newgame.size": "Scacchiera",
    "newgame.size_value": "{size}×{size}",
    "newgame.level_rated": "{level} · {rating}",
    "newgame.placement": "Piazzamento",
    "newgame.placement.hand": "A mano",
    "newgame.placement.auto": "Dal computer",
    "newgame.ratings": (
        "Il punteggio di ogni livello è su un'unica scala: le mosse a caso valgono 0, un "
        "principiante circa {beginner}."
    ),
    "newgame.ratings.yours": (
        "Il punteggio di ogni livello è su un'unica scala: le mosse a caso valgono 0, un "
        "principiante circa {beginner}; tu, con queste regole, circa {rating} (± {margin})."
    ),
    "newgame.suggested": "Suggerito per il tuo punteggio: {level}.",
    "newgame.suggested_first": "Suggerito per una prima partita: {level}.",
    "newgame.light_first": "Le chiare piazzano e muovono per prime: un netto vantaggio.",
    "newgame.dark_first": (
        "Le chiare piazzano per prime; le scure fanno la prima mossa: un netto vantaggio."
    ),
    "hud.title": "{rules} · {size}×{size}",
    "hud.phase.placement": "Piazzamento",
    "hud.phase.movement": "Movimento",
    "hud.phase.over": "Partita finita",
    "hud.banner.movement": "Tutte le pedine sono piazzate: comincia il movimento",
    "hud.turn.you": "Tocca a te",
    "hud.turn.computer": "Tocca al computer",
    "hud.turn.light": "Tocca alle chiare",
    "hud.turn.dark": "Tocca alle scure",
    "hud.player.you": "Tu · {side}",
    "hud.player.computer": "Computer · {level}",
    "hud.player.side": "{side} · Giocatore {number}",
    "hud.on_board": "In gioco: {count}",
    "hud.in_hand": "In mano: {count}",
    "hud.captured": "Ha preso: {count}",
    "hud.quiet": "Mosse senza cattura: {count} su {limit}",
    "hud.thinking.computer": "Il computer sta pensando…",
    "hud.thinking.light": "Le chiare stanno pensando…",
    "hud.thinking.dark": "Le scure stanno pensando…",
    "hud.hint_wait": "Cerco un suggerimento…",
    "prompt.place.first": (
        "Piazza una pedina in una casella vuota (non al centro): la prima di due."
    ),
    "prompt.place.second": (
        "Piazza una pedina in una casella vuota (non al centro): la seconda di due."
    ),
    "prompt.place.last": "Piazza la tua ultima pedina in una casella vuota (non al centro).",
    "prompt.placing_for_you": (
        "Il computer piazza le tue pedine come farebbe il livello {level}. Annulla te le "
        "restituisce."
    ),
    "prompt.placing_for_people": (
        "Le pedine rimaste a entrambi vengono piazzate per voi, una alla volta. Annulla lo "
        "ferma e vi restituisce il piazzamento."
    ),
    "prompt.first_step": "Prima mossa: porta una pedina al centro.",
    "prompt.select": "Scegli una delle tue pedine da muovere.",
    "prompt.move": "Spostala in una casella segnata, oppure scegli un'altra pedina.",
    "prompt.chain.same": "Catena! Cattura ancora con la stessa pedina, oppure finisci il turno.",
    "prompt.chain.any": "Catena! Cattura ancora con una pedina qualsiasi, oppure finisci il turno.",
    "prompt.open": "L'avversario non può muovere: fai una mossa che gli apra un varco.",
    "prompt.remove": "L'avversario non può muovere: scegli una sua pedina da togliere.",
    "prompt.free": (
        "L'avversario è bloccato subito dopo la prima mossa: togli una delle tue pedine "
        "accanto alla casella lasciata libera, per aprirgli un varco."
    ),
    "prompt.ransom": (
        "Riscatto: scegli una tua pedina, poi due dell'avversario. "
        "Scegli di nuovo una pedina per cambiare idea."
    ),
    "dialog.pass.title": "Nessuna mossa",
    "dialog.pass.light": "Le chiare non possono muovere e passano. Le scure muovono di nuovo.",
    "dialog.pass.dark": "Le scure non possono muovere e passano. Le chiare muovono di nuovo.",
    "dialog.pass_open.light": (
        "Le chiare non possono muovere e passano. Le scure devono aprire loro un varco."
    ),
    "dialog.pass_open.dark": (
        "Le scure non possono muovere e passano. Le chiare devono aprire loro un varco."
    ),
    "dialog.must_pass.light": "Le chiare non possono muovere e devono passare.",
    "dialog.must_pass.dark": "Le scure non possono muovere e devono passare.",
    "dialog.removed.title": "Pedina tolta",
    "dialog.removed.light": "Le chiare hanno tolto la pedina in {cell}.",
    "dialog.removed.dark": "Le scure hanno tolto la pedina in {cell}.",
    "dialog.remove.title": "Avversario bloccato",
    "dialog.remove.body": "L'avversario non può muovere. Scegli una sua pedina da togliere.",
    "dialog.free.title": "Apri un varco",
    "dialog.free.body": (
        "L'avversario è bloccato subito dopo la prima mossa. Togli una delle tue pedine "
        "accanto alla casella da cui è partita la tua prima pedina."
    ),
    "dialog.ransom.title": "Riscatto",
    "dialog.ransom.light": (
        "Le chiare sono bloccate e offrono un riscatto: la pedina in {own} per le pedine "
        "scure in {first} e {second}."
    ),
    "dialog.ransom.dark": (
        "Le scure sono bloccate e offrono un riscatto: la pedina in {own} per le pedine "
        "chiare in {first} e {second}."
    ),
    "dialog.ransom.ask": (
        "L'avversario è bloccato e chiede un riscatto: la sua pedina in {own} per le tue in "
        "{first} e {second}. Accetti, o rifiuti e gli apri un varco?"
    ),
    "dialog.ransom_accepted.title": "Riscatto accettato",
    "dialog.ransom_accepted.light": "Le chiare accettano: le tre pedine lasciano la scacchiera.",
    "dialog.ransom_accepted.dark": "Le scure accettano: le tre pedine lasciano la scacchiera.",
    "dialog.ransom_refused.title": "Riscatto rifiutato",
    "dialog.ransom_refused.light": (
        "Le chiare rifiutano. Le scure passano; le chiare devono aprire loro un varco."
    ),
    "dialog.ransom_refused.dark": (
        "Le scure rifiutano. Le chiare passano; le scure devono aprire loro un varco."
    ),
    "dialog.blocked.title": "Bloccato",
    "dialog.blocked.body": (
        "Non puoi muovere. Chiedi un riscatto (una tua pedina per due dell'avversario), "
        "oppure passa e lascia che l'avversario ti apra un varco."
    ),
    "dialog.offer.title": "Finire la partita?",
    "dialog.offer.ask": (
        "L'avversario propone di finire ora e contare le pedine (chiare {light}, scure {dark})."
    ),
    "dialog.offered.light": "Le chiare propongono di finire la partita e contare le pedine.",
    "dialog.offered.dark": "Le scure propongono di finire la partita e contare le pedine.",
    "dialog.offer_refused.title": "Proposta rifiutata",
    "dialog.offer_refused.light": "Le chiare non vogliono finire. Si continua a giocare.",
    "dialog.offer_refused.dark": "Le scure non vogliono finire. Si continua a giocare.",
    "dialog.open.title": "Apri un varco",
    "dialog.open.body": (
        "L'avversario non può muovere: la tua prossima mossa deve lasciargliene una."
    ),
    "dialog.coin.title": "Testa o croce",
    "dialog.coin.you_light": "La moneta ha deciso: giochi con le chiare e cominci tu.",
    "dialog.coin.you_dark": "La moneta ha deciso: giochi con le scure; comincia l'avversario.",
    "dialog.resign.title": "Abbandonare?",
    "dialog.resign.body": "La partita finisce ora e conta come persa.",
    "dialog.restart.title": "Ricominciare?",
    "dialog.restart.body": "La partita in corso riparte dalla scacchiera vuota.",
    "dialog.leave.title": "Lasciare la partita?",
    "pause.title": "In pausa",
    "result.you_win": "Hai vinto!",
    "result.you_lose": "Hai perso",
    "result.light_wins": "Vincono le chiare",
    "result.dark_wins": "Vincono le scure",
    "result.draw": "Pareggio",
    "result.pieces": "Pedine sulla scacchiera: chiare {light}, scure {dark}",
    "result.score": "Punteggio · {name}: {score}",
    "result.score_detail": "Catturate {ate} · perse {lost} · minuti {minutes} · mosse {moves}",
    "result.time": "Tempo di gioco: {minutes} min",
    "result.step_up": "{count} vittorie di fila contro il livello {level}: pronto per {next}?",
    "result.step_down": (
        "{count} sconfitte di fila contro il livello {level}: {next} forse è più divertente, per "
        "ora."
    ),
    "result.rating": "Il tuo punteggio: {before}, ora {after}",
    "result.rating_first": "Il tuo punteggio: {after}",
    "result.not_kept": (
        "Non è stato possibile salvare questo risultato: il tuo punteggio non è cambiato."
    ),
    "result.next_level": "{level} ({rating}) è {points} punti più su.",
    "result.top_level": "Sopra ogni livello.",
    "notice.file_unreadable": (
        "Impossibile leggere {file} ({reason}); si usano i valori predefiniti."
    ),
    "notice.folder_set_aside": (
        "{file} non era una cartella: "
        "è stato conservato come {name} ed è stata creata "
        "una nuova cartella {file} per le tue partite."
    ),
    "notice.file_kept": "Il vecchio file è stato conservato come {name}.",
    "notice.save_failed": "Impossibile salvare {file}: {error}",
    "notice.save_where": (
        "Il gioco ha provato a scrivere in {folder}; avvialo con --data-dir CARTELLA per "
        "tenere i suoi file in un'altra cartella."
    ),
    "notice.desktop_entry_gone": (
        "La voce di Seega nel menu delle applicazioni avvia {path}, che non esiste più. "
        "Esegui Seega con --install-desktop da dove si trova ora per correggerla."
    ),
    "notice.autosave_unusable": "Impossibile continuare la partita salvata ({reason}).",
    "notice.title": "Avviso",
    "notice.file_left": "Il file è stato lasciato com'era.",
    "notice.left": "il file esistente non si può leggere e resta com'è",
    "notice.delete_failed": "Impossibile eliminare il salvataggio della partita finita: {error}",
    "notice.levels_skipped": "File di livello non utilizzabili: {files}",
    "notice.no_levels": "Nessun file di livello è utilizzabile: si offre il gioco Standard.",
    "notice.skipped_file": "{file} ({reason})",
    "notice.challenges_skipped": "File di sfida non utilizzabili: {files}",
    "notice.folder_missing": "Manca la cartella {folder}.",
    "file.problem.unreadable": "non si può aprire",
    "file.problem.not_regular": "non è un file normale",
    "file.problem.too_large": "è troppo grande",
    "file.problem.not_text": "non è testo",
    "file.problem.not_json": "il contenuto è danneggiato",
    "file.problem.wrong_shape": "il contenuto non è quello scritto dal gioco",
    "file.problem.missing": "non c'è più",
    "file.problem.repeated_id": "il suo id è quello di un altro file",
    "file.problem.newer_version": "l'ha scritto una versione più recente del gioco",
    "howto.heading.common": "Il gioco",
    "howto.heading.controls": "Comandi",
    "howto.heading.rules": "Regole: {rules}",
    "howto.page": "Pagina {page} di {pages}",
    "howto.common.board": (
        "Due giocatori, chiare e scure, su una scacchiera di 5×5, 7×7 o 9×9 caselle. Ognuno ha "
        "tante pedine quante la metà delle caselle meno una: 12, 24 o 40. Le caselle si "
        "chiamano come negli scacchi: colonne a, b, c… da sinistra, righe 1, 2, 3… dal basso."
    ),
    "howto.common.placement": (
        "Piazzamento: si comincia con la scacchiera vuota. A turno ogni giocatore piazza due "
        "pedine in qualsiasi casella vuota tranne quella centrale, finché resta vuoto solo il "
        "centro. Durante il piazzamento non si cattura."
    ),
    "howto.common.movement": (
        "Movimento: una pedina si sposta di una casella in alto, in basso, a sinistra o a "
        "destra, in una casella vuota. Niente diagonali, niente salti."
    ),
    "howto.common.capture": (
        "Cattura per custodia: cattura solo la pedina appena mossa, in tutte e quattro le "
        "direzioni insieme. Una pedina che entra tra due nemiche non corre rischi."
    ),
    "howto.common.resign": "Puoi abbandonare in qualsiasi momento; così perdi la partita.",
    "howto.controls.mouse": (
        "Mouse: clic su una casella vuota per piazzare; clic su una pedina e poi su una "
        "casella segnata per muoverla (o trascinala)."
    ),
    "howto.standard.source": "Da una guida spagnola al gioco.",
    "howto.standard.start": "Dopo il piazzamento, le chiare fanno la prima mossa.",
    "howto.standard.capture": (
        "Si cattura un'intera fila di pedine nemiche chiusa tra la pedina mossa e un'altra "
        "tua. Una casella vuota o il bordo interrompono la fila."
    ),
    "howto.standard.centre": (
        "Una pedina sulla casella centrale non viene mai catturata (il resto della sua fila sì)."
    ),
    "howto.standard.chain": "Una mossa per turno: niente catene.",
    "howto.standard.blocked": "Chi non può muovere passa, e l'avversario muove di nuovo.",
    "howto.standard.end": (
        "Cattura tutte le pedine nemiche per vincere. Dopo 50 mosse senza cattura, o se "
        "nessuno può muovere, vince chi ha più pedine; a parità è pareggio."
    ),
    "howto.traditional.source": "Da una descrizione greca del Seega in Egitto.",
    "howto.traditional.start": (
        "Dopo il piazzamento, le scure (che hanno piazzato per ultime) fanno la prima mossa."
    ),
    "howto.traditional.capture": (
        "Si cattura una sola pedina nemica tra la pedina mossa e un'altra tua; si può "
        "catturare in più direzioni insieme."
    ),
    "howto.traditional.centre": "Una pedina sulla casella centrale non viene mai catturata.",
    "howto.traditional.chain": (
        "Dopo una cattura la stessa pedina può continuare a muovere finché ogni mossa cattura "
        "ancora; puoi fermarti quando vuoi."
    ),
    "howto.traditional.blocked": (
        "Se un giocatore non può muovere, l'avversario gioca un turno in più e deve aprirgli "
        "un varco, se possibile."
    ),
    "howto.traditional.end": "Cattura tutte le pedine nemiche per vincere.",
    "howto.traditional.safeguard": (
        "Aggiunta di questo gioco, non presente nella fonte: dopo 50 mosse senza cattura vince "
        "chi ha più pedine."
    ),
    "howto.lane.source": "Da una voce di enciclopedia spagnola, secondo E. W. Lane.",
    "howto.lane.start": (
        "Dopo il piazzamento muovono prima le chiare, e la prima mossa deve entrare al centro."
    ),
    "howto.lane.capture": (
        "Si cattura una sola pedina nemica tra la pedina mossa e un'altra tua. Il centro non "
        "protegge."
    ),
    "howto.lane.chain": (
        "Dopo una cattura puoi muovere di nuovo, con qualsiasi pedina, finché ogni mossa cattura."
    ),
    "howto.lane.blocked": (
        "Chi non può muovere perde, tranne subito dopo la prima mossa: allora le chiare "
        "tolgono una propria pedina accanto alla casella lasciata dalla prima pedina, per "
        "liberare le scure."
    ),
    "howto.lane.end": (
        "Cattura tutte le pedine nemiche, o lascia l'avversario senza mosse, per vincere."
    ),
    "howto.lane.safeguard": (
        "Aggiunta di questo gioco, non presente nella fonte: dopo 50 mosse senza cattura vince "
        "chi ha più pedine."
    ),
    "howto.seejeh.source": "Da una pagina italiana sui giochi da tavolo.",
    "howto.seejeh.start": (
        "Si tira a sorte con una moneta per i colori; le chiare piazzano e muovono per prime."
    ),
    "howto.seejeh.capture": (
        "Chiudendo una serie alternata (nemica, tua, nemica, tua…) si catturano tutte le sue "
        "pedine nemiche; due nemiche di fila non vengono catturate."
    ),
    "howto.seejeh.centre": (
        "La casella centrale, con il simbolo dell'Ankh, è sicura: lì non si cattura."
    ),
    "howto.seejeh.chain": (
        "Dopo una cattura puoi muovere di nuovo, con qualsiasi pedina, finché ogni mossa cattura."
    ),
    "howto.seejeh.repetition": (
        "Nessuna pedina può andare avanti e indietro tra le stesse due caselle una terza volta."
    ),
    "howto.seejeh.blocked": (
        "Se un giocatore è intrappolato e non può muovere, l'avversario cattura una sua pedina "
        "a scelta, e il giocatore bloccato riprova."
    ),
    "howto.seejeh.end": (
        "Cattura tutte le pedine nemiche per vincere. Nel tuo turno puoi proporre di finire "
        "per comune accordo: se l'altro accetta, vince chi ha più pedine."
    ),
    "howto.seejeh.safeguard": (
        "Aggiunta di questo gioco, non presente nella fonte: dopo 100 mosse senza cattura "
        "vince chi ha più pedine, e la fine si propone una volta per turno."
    ),
    "howto.sija.source": "Da una pagina araba sul gioco come si gioca in Sudan e in Egitto.",
    "howto.sija.start": (
        "Su una scacchiera 7×7 con 24 pedine a testa; le chiare piazzano e muovono per prime."
    ),
    "howto.sija.capture": (
        "Si catturano una o due pedine nemiche in fila tra la pedina mossa e un'altra tua; "
        "tre o più di fila sono al sicuro. Il centro non protegge."
    ),
    "howto.sija.blocked": (
        "Se le chiare non possono muovere, perdono. Se non possono muovere le scure, possono "
        "chiedere un riscatto: una loro pedina per due chiare, finché a entrambi ne restano "
        "due. Se le chiare rifiutano, o il riscatto non è chiesto, le chiare devono aprire "
        "un varco."
    ),
    "howto.sija.end": (
        "Perde chi resta con una pedina o nessuna, e chi supera il tempo per pensare "
        "(60 secondi a mossa, si cambia nelle Impostazioni)."
    ),
    "howto.sija.score": (
        "Punteggio: il vincitore fa 240 + 4 × catturate – 2 × perse – minuti – mosse proprie; "
        "lo sconfitto –100 + 4 × catturate – 2 × perse + mosse proprie + minuti."
    ),
    "howto.sija.safeguard": (
        "Aggiunta di questo gioco, non presente nella fonte: dopo 100 mosse senza cattura "
        "vince chi ha più pedine; un pareggio vale 4 × catturate – 2 × perse."
    ),
    # What happened, why a click did nothing, and what a hint does (the board's panel).
    "news.placed.light": "Le Chiare hanno posato in {cells}.",
    "news.placed.dark": "Le Scure hanno posato in {cells}.",
    "news.moved.light": "Le Chiare hanno mosso {steps}.",
    "news.moved.dark": "Le Scure hanno mosso {steps}.",
    "news.took_one.light": "Le Chiare hanno mosso {steps} e catturato una pedina: {cells}.",
    "news.took_one.dark": "Le Scure hanno mosso {steps} e catturato una pedina: {cells}.",
    "news.took_many.light": "Le Chiare hanno mosso {steps} e catturato {count} pedine: {cells}.",
    "news.took_many.dark": "Le Scure hanno mosso {steps} e catturato {count} pedine: {cells}.",
    "news.passed.light": "Le Chiare non potevano muovere e hanno passato.",
    "news.passed.dark": "Le Scure non potevano muovere e hanno passato.",
    "news.removed.light": "Le Chiare hanno tolto {cells}.",
    "news.removed.dark": "Le Scure hanno tolto {cells}.",
    "news.acted.light": "Le Chiare hanno giocato {actions}.",
    "news.acted.dark": "Le Scure hanno giocato {actions}.",
    "hint.concedes": "Cede {given}, ma poi prende {won}.",
    "hint.reason.only": "È l'unica mossa legale.",
    "hint.reason.captures": "Cattura {cells}.",
    "hint.reason.loses_least": "Qui ogni mossa perde materiale; questa perde meno.",
    "hint.reason.blocks": "Lascia l'avversario senza mosse.",
    "hint.reason.saves": "Mette la tua pedina fuori portata ({cell}).",
    "hint.reason.safe": "Non lascia nulla da catturare all'avversario.",
    "hint.reason.best": "La mossa più forte per la posizione.",
    "hint.reason.corner": "Un angolo: nessuna linea può chiudere un pezzo lì.",
    "hint.place": "una pedina su {cell}",
    "hint.reason.beside_centre": "Accanto al centro vuoto: questo pezzo avrà un primo passo.",
    "refusal.centre": "Il centro resta vuoto finché tutte le pedine non sono posate.",
    "refusal.occupied": "Quella casella è occupata: posa su una vuota.",
    "refusal.not_yours": "Quella pedina è dell'avversario: scegline una tua.",
    "refusal.choose_piece": "Scegli prima una tua pedina, poi dove va.",
    "refusal.boxed_in": "Quella pedina non ha caselle vuote accanto: non può muovere.",
    "refusal.not_a_step": "Una pedina si sposta di una casella in su, giù o di lato, in una vuota.",
    "refusal.first_step": "La prima mossa deve entrare nel centro.",
    "refusal.shuttle": (
        "Una pedina non può andare e tornare fra le stesse due caselle una terza volta."
    ),
    "refusal.chain": "Solo una mossa che cattura di nuovo continua la catena, o finisci il turno.",
    "refusal.chain_piece": "Continua solo la pedina che ha appena catturato, o finisci il turno.",
    "refusal.open": "L'avversario non può muovere: la tua mossa deve aprirgli un varco.",
    "refusal.remove": "Scegli una pedina dell'avversario da togliere.",
    "refusal.free": "Scegli una tua pedina accanto alla casella lasciata dalla prima mossa.",
    "refusal.decide": "Prima rispondi alla domanda.",
    "refusal.over": "La partita è finita.",
    "refusal.wait": "Aspetta: tocca al computer.",
    "prompt.pass": "Nessuna delle tue pedine può muovere: passi.",
    "prompt.decide": "Rispondi alla domanda nel pannello.",
    "moves.legend": (
        "@e3  pedina posata in e3\n"
        "b2-b3  passo da b2 a b3\n"
        "b2-b3xb4  passo che cattura b4\n"
        "xc4  tolta la pedina in c4\n"
        "ransom a1:b2,g7  pedina propria, poi due altrui\n"
        "pass (passo) · end (fine catena) · offer · accept · refuse · resign · timeout"
    ),
    # the game explains itself: saved games, resigning, the end of a game
    "button.keep_saved": "Tienila",
    "button.delete_saved": "Elimina",
    "dialog.delete_saved.title": "Eliminare questa partita salvata?",
    "dialog.delete_saved.body": "{game}. Una partita eliminata non si può recuperare.",
    "saves.title": "Partite in corso",
    "saves.none": "Nessuna partita in corso.",
    "saves.reading": "Lettura delle partite salvate…",
    "saves.saved_on": "salvata {date}",
    "dialog.leave_unsaved.body": (
        "Non si è ancora giocato nulla, quindi non si salva nulla: «Continua» non riprenderà "
        "questa partita."
    ),
    "dialog.resign_side.light": "Le chiare abbandonano?",
    "dialog.resign_side.dark": "Le scure abbandonano?",
    "button.view_board": "Vedi scacchiera",
    "button.result": "Risultato",
    "result.again.same": "Stessi colori",
    "result.again.swap": "Colori scambiati",
    "result.again.you_light": "Prendi le chiare",
    "result.again.you_dark": "Prendi le scure",
    "result.again.people": "Chi aveva le scure prende le chiare",
    "result.why.capture_all.light": "Le chiare hanno catturato tutte le pedine scure.",
    "result.why.capture_all.dark": "Le scure hanno catturato tutte le pedine chiare.",
    "result.why.capture_one.light": (
        "Alle scure resta una pedina, troppo poco per giocare: vincono le chiare."
    ),
    "result.why.capture_one.dark": (
        "Alle chiare resta una pedina, troppo poco per giocare: vincono le scure."
    ),
    "result.why.blocked.light": (
        "Le scure non potevano muovere, e chi è bloccato perde: vincono le chiare."
    ),
    "result.why.blocked.dark": (
        "Le chiare non potevano muovere, e chi è bloccato perde: vincono le scure."
    ),
    "result.why.stall.light": (
        "{limit} mosse senza cattura: si sono contate le pedine e le chiare ne hanno di più."
    ),
    "result.why.stall.dark": (
        "{limit} mosse senza cattura: si sono contate le pedine e le scure ne hanno di più."
    ),
    "result.why.stall.draw": "{limit} mosse senza cattura: si sono contate le pedine e sono pari.",
    "result.why.no_moves.light": (
        "Nessuno dei due poteva muovere: si sono contate le pedine e le chiare ne hanno di più."
    ),
    "result.why.no_moves.dark": (
        "Nessuno dei due poteva muovere: si sono contate le pedine e le scure ne hanno di più."
    ),
    "result.why.no_moves.draw": (
        "Nessuno dei due poteva muovere: si sono contate le pedine e sono pari."
    ),
    "result.why.agreement.light": (
        "Di comune accordo la partita è finita: si sono contate le pedine e le chiare ne hanno "
        "di più."
    ),
    "result.why.agreement.dark": (
        "Di comune accordo la partita è finita: si sono contate le pedine e le scure ne hanno di "
        "più."
    ),
    "result.why.agreement.draw": (
        "Di comune accordo la partita è finita: si sono contate le pedine e sono pari."
    ),
    "result.why.resign.light": "Le scure hanno abbandonato: vincono le chiare.",
    "result.why.resign.dark": "Le chiare hanno abbandonato: vincono le scure.",
    "result.why.timeout.light": "Il tempo delle scure è scaduto: vincono le chiare a tempo.",
    "result.why.timeout.dark": "Il tempo delle chiare è scaduto: vincono le scure a tempo.",
    # how to play: every key, and the notation of the move list
    "howto.heading.notation": "Notazione: come l'elenco delle mosse scrive la partita",
    "howto.keys.arrows": (
        "Frecce: muovono il cursore sulla scacchiera; nei menu spostano il fuoco, e Sinistra o "
        "Destra cambiano una scelta o voltano pagina."
    ),
    "howto.keys.enter": (
        "Invio o Spazio: agiscono sulla casella del cursore come un clic; nei menu premono il "
        "pulsante (su una scelta di Nuova partita: inizia)."
    ),
    "howto.keys.tab": (
        "Tab: raggiunge i pulsanti accanto alla scacchiera; una freccia torna alla scacchiera."
    ),
    "howto.keys.escape": "Esc: il menu di pausa durante una partita; altrove, indietro.",
    "howto.keys.hint": "H: un suggerimento, la mossa che farebbe il computer.",
    "howto.keys.undo": "U o Ctrl+Z: annulla; Ctrl+Y: ripeti.",
    "howto.keys.replay": (
        "R: l'ultimo turno di nuovo, come è avvenuto (nulla cambia nella partita)."
    ),
    "howto.keys.end": "E: termina una catena di catture.",
    "howto.keys.place": (
        "P: nel piazzamento, il computer piazza le tue pedine rimaste (come farebbe il livello "
        "Forte); annulla te le restituisce."
    ),
    "howto.keys.mute": (
        "M: spegne o riaccende il suono in ogni schermata (un altoparlante barrato appare "
        "nell'angolo)."
    ),
    "howto.keys.fullscreen": "F11: schermo intero o finestra.",
    "howto.notation.cells": (
        "Le caselle si chiamano per colonna e riga, come sui bordi della scacchiera: a1 è in "
        "basso a sinistra."
    ),
    "howto.notation.place": "@e3: una pedina posata su e3.",
    "howto.notation.step": "b2-b3: un passo da b2 a b3.",
    "howto.notation.capture": (
        "b2-b3xb4: un passo da b2 a b3 che cattura la pedina su b4; ogni cattura aggiunge x e la "
        "sua casella."
    ),
    "howto.notation.remove": "xc4: la pedina su c4 tolta a un giocatore bloccato.",
    "howto.notation.ransom": (
        "{ransom} a1:b2,g7: un giocatore bloccato offre la sua pedina su a1 per quelle avversarie "
        "su b2 e g7."
    ),
    "howto.notation.pass": (
        "{pass}: nessuna mossa possibile. {end}: una catena di catture chiusa prima."
    ),
    "howto.notation.offer": (
        "{offer}, {accept}, {refuse}: una proposta di finire contando le pedine, e la risposta "
        "({accept} e {refuse} rispondono anche a un riscatto)."
    ),
    "howto.notation.resign": (
        "{resign}: il giocatore ha abbandonato. {timeout}: è scaduto il suo tempo per pensare."
    ),
    # sija's clock waits for the first step
    # statistics by rule set and board, recent games, reset
    "stats.view": "Mostra",
    "stats.view.totals": "Totali per avversario",
    "stats.view.setups": "Per regole e scacchiera",
    "stats.view.recent": "Ultime partite",
    "stats.view.rating": "Il tuo punteggio",
    "stats.rating": "Punteggio",
    "stats.margin": "Con che certezza",
    "stats.margin_value": "± {margin}",
    "stats.rating_note": (
        "Dalle tue partite contro il computer, sulla scala dei livelli: mosse a caso 0, un "
        "principiante {beginner}, i livelli da {low} a {high}. Con che certezza: il tuo punteggio "
        "vero è quasi certamente entro questa distanza da quello mostrato."
    ),
    "stats.opponent": "Avversario",
    "stats.setup": "Partita",
    "stats.date": "Data",
    "stats.result": "Risultato",
    "stats.reset": "Azzera",
    "dialog.reset_stats.title": "Azzerare le statistiche?",
    "dialog.reset_stats.body": (
        "Tutti i conteggi e l'elenco delle ultime partite vengono cancellati per sempre."
    ),
    # Game review (docs/review.md) and the past games.
    "archive.too_large": "troppo grande per essere una partita",
    "archive.not_text": "non è testo",
    "notice.record_unreadable": "Impossibile leggere la partita {file} ({reason}).",
    "menu.past_games": "Partite giocate",
    "button.review": "Analizza partita",
    "button.first": "Inizio",
    "button.last": "Fine",
    "button.play_it_now": "Giocala ora",
    "button.practise_this": "Allenati su questa",
    "button.play_on": "Continua da qui",
    "button.stop": "Ferma",
    "button.resume_analysis": "Riprendi",
    "button.open_file": "Apri un file",
    "past.title": "Partite giocate",
    "past.empty": "Ancora nessuna partita finita: ogni partita che finisci viene conservata qui.",
    "past.result.white": "Vince il chiaro",
    "past.result.black": "Vince lo scuro",
    "past.result.draw": "Patta",
    "past.result.none": "Non finita",
    "past.human": "Persona",
    "past.computer": "Computer ({level})",
    "past.open_prompt": (
        "Scrivi il percorso di una partita e premi Invio, o trascina il file sulla finestra:"
    ),
    "past.open_failed": "Impossibile aprire {file}: {reason}",
    "review.title": "Analisi della partita",
    "review.analysing": "Analisi: {percent}% · circa {seconds} s alla fine",
    "review.analysing_start": "Analisi in corso…",
    "review.stopped": "Analisi fermata al {percent}%",
    "review.done": "Analisi completa (profondità {depth})",
    "review.start": "Inizio della partita",
    "review.end": "Fine della partita",
    "review.turn": "Turno {number} di {total}",
    "review.played": "Giocata: {action}",
    "review.better": "Migliore: {action}",
    "review.waiting": "Non ancora analizzata",
    "review.verdict.best": "Migliore",
    "review.verdict.good": "Buona",
    "review.verdict.inaccuracy": "Imprecisione",
    "review.verdict.mistake": "Errore",
    "review.verdict.blunder": "Errore grave",
    "review.verdict.forced": "Forzata",
    "review.accuracy": "Precisione: {value}%",
    "review.counts": (
        "Migliori {best} · Buone {good} · Imprecisioni {inaccuracy} · Errori {mistake} · "
        "Gravi {blunder}"
    ),
    "review.play_on.title": "Continua da qui",
    "review.play_on.body": (
        "Una nuova partita da questa posizione: giochi tu la parte che muove. Avversario:"
    ),
    "review.play_on.computer": "Computer: {level}",
    "review.legend.played": "Freccia piena: giocata",
    "review.legend.better": "Freccia tratteggiata: migliore",
    # journey and challenges (levels/challenges, docs/challenges.md)
    "menu.journey": "Viaggio",
    "button.retry": "Riprova",
    "button.next_stage": "Avanti",
    "button.journey": "Viaggio",
    "journey.title": "Il viaggio lungo il Nilo",
    "journey.chapter": "Capitolo {number} di {count}: {name}",
    "journey.masters": "Maestri del fiume",
    "journey.stage.challenge": "Tappa {number} · Sfida: {theme}",
    "journey.stage.game": "Tappa {number} · {rules} contro il computer ({level})",
    "journey.par.tries": "Par (tentativi): {count}.",
    "journey.par.pieces": "Vinci la partita. Par: tue pedine rimaste alla fine: {count}.",
    "journey.locked": "Bloccata: completa prima la tappa precedente.",
    "journey.best": "Miglior risultato: {stars} stelle su 3.",
    "journey.hint_cost": "Un suggerimento costa una stella.",
    "goal.capture": "Pedine da catturare in una mossa: {count}",
    "goal.win": "Vinci la partita. Mosse concesse: {count}",
    "goal.keep": "Non perdere pedine. Mosse avversarie da superare: {count}",
    "goal.block": "Lascia l'avversario senza mosse. Mosse concesse: {count}",
    "goal.stall": (
        "Vinci al conteggio quando finiscono le mosse senza cattura. Mosse concesse: {count}"
    ),
    "challenge.moves_left": "Mosse rimaste: {count}",
    "challenge.tries": "Tentativo: {count}",
    "challenge.from_game": "Dalla tua partita del {date} contro {opponent}, mossa {turn}.",
    "challenge.from_people": "Da una partita tra due persone del {date}, mossa {turn}.",
    "challenge.solved": "Risolto!",
    "challenge.wrong": "Non questa volta",
    "challenge.answer": "L'avversario risponde {move}. Premi Invio o R per riprovare.",
    "challenge.missed": "Così non raggiungi l'obiettivo. Premi Invio o R per riprovare.",
    "challenge.stars": "Stelle ottenute: {stars} su 3.",
    "challenge.star.par": "Una stella persa: risolto al tentativo {tries}; il par è {par}.",
    "challenge.star.hint": "Una stella persa: è stato mostrato un suggerimento.",
    "theme.capture": "cattura",
    "theme.line": "una linea intera",
    "theme.chain": "una catena di catture",
    "theme.centre": "il centro sicuro",
    "theme.series": "la serie alternata",
    "theme.removal": "la pedina del bloccato",
    "theme.ransom": "il riscatto",
    "theme.first-step": "la prima mossa",
    "theme.free": "liberare il bloccato",
    "theme.block": "bloccare",
    "theme.stall": "le mosse senza cattura",
    "theme.defence": "difesa",
    "theme.endgame": "il finale",
    "journey.grade": "Difficoltà: {grade} su {top}.",
    "dialog.quit.title": "Uscire da Seega?",
    "dialog.quit.body": "La finestra si chiude; impostazioni e partita salvata restano.",
    "notation.pass": "passa",
    "notation.end": "fine",
    "notation.accept": "accetta",
    "notation.refuse": "rifiuta",
    "notation.offer": "propone",
    "notation.resign": "abbandona",
    "notation.timeout": "tempo scaduto",
    "notation.ransom": "riscatto",
    "news.resigned.light": "Le Chiare hanno abbandonato.",
    "news.resigned.dark": "Le Scure hanno abbandonato.",
    "news.timed_out.light": "È scaduto il tempo per pensare delle Chiare.",
    "news.timed_out.dark": "È scaduto il tempo per pensare delle Scure.",
    "challenge.try_failed": "Tentativo {count} mancato · prossimo: {next}",
    "hint.threat.blocks.light": (
        "Le chiare minacciano {threat}, che prende {taken}; {hint} lo blocca."
    ),
    "hint.threat.blocks.dark": (
        "Le scure minacciano {threat}, che prende {taken}; {hint} lo blocca."
    ),
    "hint.threat.takes.light": (
        "Le chiare minacciano {threat}, che prende {taken}; {hint} cattura prima l'attaccante."
    ),
    "hint.threat.takes.dark": (
        "Le scure minacciano {threat}, che prende {taken}; {hint} cattura prima l'attaccante."
    ),
    "hint.threat.escapes.light": (
        "Le chiare minacciano {threat}, che prende {taken}; {hint} si mette fuori portata."
    ),
    "hint.threat.escapes.dark": (
        "Le scure minacciano {threat}, che prende {taken}; {hint} si mette fuori portata."
    ),
    "hint.threat.stops.light": (
        "Le chiare minacciano {threat}, che prende {taken}; {hint} lo impedisce."
    ),
    "hint.threat.stops.dark": (
        "Le scure minacciano {threat}, che prende {taken}; {hint} lo impedisce."
    ),
    "danger.step.light": "In pericolo: le chiare potrebbero prendere {taken} con {threat}.",
    "danger.step.dark": "In pericolo: le scure potrebbero prendere {taken} con {threat}.",
    "settings.danger": "Pedine in pericolo",
    "settings.danger.auto": "Partite didattiche",
    "settings.danger.on": "Sempre",
    "settings.danger.off": "Mai",
    "hint.reason.goal": "Tiene l'obiettivo a portata di mano.",
    "review.given.one": "Costa un pezzo",
    "review.given.many": "Costa {count} pezzi",
    "review.better_tied": "Meglio: {action} (una di varie altrettanto buone)",
    "review.reply.takes.light": "Dopo {played}: {line}; le chiare prendono {cells}.",
    "review.reply.takes.dark": "Dopo {played}: {line}; le scure prendono {cells}.",
    "review.reply.line": "Dopo {played} il motore prevede {line}.",
    "review.graph.sides": "Su: vantaggio chiare · giù: vantaggio scure",
    "review.graph.phase": "Tratteggio: movimento",
    "review.accuracy_pending": "Precisione: dopo l'analisi",
    "review.graph.captures": "Punti: catture",
    "review.verdict.result": "Risultato",
    # Practise your mistakes: the review's button, its progress, the journey's own chapter
    "review.practise": "Esercitati sui miei errori ({count})",
    "review.practise.proving": "Verifica dei tuoi errori: {done} di {count}…",
    "review.practise.made": "Sfide create: {made} di {count} · nel viaggio",
    "review.verdict.placed_for_you": "Dal computer",
    "review.practise.unmade": (
        "Create {made} di {count} · una sfida richiede un'unica risposta chiaramente migliore"
    ),
    "journey.personal": "I tuoi errori",
    # the board's panel: the think clock's note, the low-time warning
    "hud.clock_note": "Dal primo passo corre un orologio: {seconds} s per ogni passo.",
    # a failed challenge says what it missed
    "challenge.miss.nothing_taken": "Nessun pezzo catturato; l'obiettivo era {wanted}.",
    "challenge.miss.too_few": "Pezzi catturati: {got} su {wanted}.",
    "challenge.miss.piece_lost": "Pezzi persi: {got}; l'obiettivo era non perderne nessuno.",
    "challenge.miss.piece_will_fall": "Dopo quella mossa un pezzo non si può più salvare.",
    "challenge.miss.game_lost": "La partita è persa.",
    "challenge.miss.not_blocked": "L'avversario può ancora muoversi.",
    "challenge.miss.not_won": "Dopo quella mossa non c'è vittoria entro {wanted} mosse.",
    "challenge.miss.counter_short": (
        "Mosse senza cattura: {got} su {wanted}; il conteggio non si è esaurito."
    ),
    # a challenge names the player's colour and its opponent
    "challenge.banner.light": "Sfida: giochi con le chiare",
    "challenge.banner.dark": "Sfida: giochi con le scure",
    "challenge.opponent": "Avversario · miglior difesa",
    # Partite passate più chiare (filtri, esporta); Continua nomina la partita.
    "journey.loading": "Lettura del viaggio…",
    "journey.checking": "Si sta verificando di nuovo: si apre tra un momento.",
    "journey.practice.failed": "Tue sfide che non reggono più, escluse: {count}.",
    "past.loading": "Lettura delle partite passate…",
    "past.none_match": "Nessuna partita conservata corrisponde a questi filtri.",
    "past.filter.opponent": "Avversario",
    "past.filter.rules": "Regole",
    "past.filter.all": "Tutte",
    "past.people": "Due giocatori",
    "past.you": "Tu ({side})",
    "past.you_won": "Hai vinto",
    "past.you_lost": "Hai perso",
    "past.how.capture": "per catture",
    "past.how.blocked": "per blocco",
    "past.how.stall": "ai punti",
    "past.how.nomoves": "ai punti",
    "past.how.agreement": "per accordo",
    "past.how.resign": "per abbandono",
    "past.how.timeout": "per tempo",
    "past.turns": "Turni: {count}",
    "past.not_counted": "Non contata",
    "button.export": "Esporta",
    "past.exported": "Una copia è stata salvata come {path}",
    "past.export_failed": "Non è stato possibile salvare la copia: {reason}",
    "title.continue.against": "contro {computer}",
    "title.continue.your_turn": "tocca a te",
    "title.continue.computer_turn": "tocca al computer",
    "title.continue.light_to_play": "muovono le Chiare",
    "title.continue.dark_to_play": "muovono le Scure",
    "title.continue.turn": "turno {number}",
    # lesson: "Impara a giocare", una prima lezione giocata a mano sulla scacchiera
    "menu.lesson": "Impara a giocare",
    "menu.lesson_progress": "Impara a giocare · {done}/{total}",
    "lesson.offer.title": "Nuovo a Seega?",
    "lesson.offer.body": (
        "Una breve lezione insegna il gioco sulla scacchiera, una mossa alla volta. "
        "Puoi aprirla anche più tardi dal menu iniziale."
    ),
    "lesson.offer.yes": "Impara a giocare",
    "lesson.offer.no": "Non ora",
    "lesson.name": "Lezione · {rules}",
    "lesson.menu.done": "{name} · fatta",
    "lesson.progress": "{lesson} · passo {step} di {steps}",
    "lesson.finished": "Lezione finita",
    "button.first_game": "Gioca la tua prima partita",
    "lesson.choose": (
        "Scegli la prossima lezione: ogni altro regolamento mostra che cosa fa di diverso."
    ),
    "lesson.leave": "Esci",
    "lesson.lessons": "Lezioni",
    "lesson.step_picker": "Vai al passo",
    "lesson.choose_any": (
        "Scegli una lezione: prima le regole standard, poi che cosa fa di diverso "
        "ogni altro regolamento."
    ),
    "lesson.again": "Di nuovo",
    "lesson.you": "Tu",
    "lesson.hint": "L'azione segnata è quella che chiede questo passo.",
    "lesson.press_next": "Questo passo è fatto: premi Invio o Avanti.",
    "lesson.key.redo": "In una lezione non c'è nulla da rifare; U ricomincia il passo.",
    "lesson.key.end": "Non è in corso nessuna catena di catture: non c'è nulla da chiudere.",
    "lesson.key.place": "Nella lezione le pedine le posizioni tu.",
    "lesson.why.centre": (
        "La pedina al centro non si può catturare: una pedina sulla casella centrale è al sicuro."
    ),
    "lesson.why.stall": (
        "Quel passo non cattura nulla e il conto senza catture arriverebbe al limite: la "
        "partita finirebbe subito a conteggio, e vince chi ha più pedine."
    ),
    "lesson.why.nothing": (
        "Quel passo non cattura nulla: una pedina è catturata quando è chiusa in linea tra "
        "due delle tue."
    ),
    "lesson.why.fewer": "Quel passo cattura meno di quanto potrebbe: chiudi più pedine Scure.",
    "lesson.why.leaves_a_step": (
        "Dopo quel passo le Scure potrebbero ancora muovere: chiudi ogni pedina Scura."
    ),
    "lesson.why.other": "Non è questo che insegna il passo. {task}",
    "lesson.why.shape.single": (
        "Con queste regole si cattura solo una pedina isolata: due in fila tra le tue sono "
        "al sicuro."
    ),
    "lesson.why.shape.line_1_or_2": (
        "Con queste regole si catturano una o due pedine in fila, ma tre o più sono al sicuro."
    ),
    "lesson.why.shape.alternating": (
        "Con queste regole si cattura una serie alternata (Scura, tua, Scura, tua): due "
        "pedine Scure vicine sono al sicuro."
    ),
    "lesson.standard.place.task": (
        "Posizionamento: fai clic su due caselle vuote per mettere le tue due pedine. Va bene "
        "qualunque casella tranne il centro, che resta vuoto."
    ),
    "lesson.standard.place.done": (
        "Posizionate. I giocatori mettono due pedine a turno finché resta vuoto solo il centro."
    ),
    "lesson.standard.step.task": (
        "Movimento: scegli la tua pedina, poi una casella vuota proprio accanto: su, giù, a "
        "sinistra o a destra. Niente diagonali, niente salti."
    ),
    "lesson.standard.step.done": (
        "Questo è un passo: una casella, in linea retta, verso una casella vuota."
    ),
    "lesson.standard.capture.task": (
        "Cattura: muovi in modo che la pedina Scura resti chiusa in linea tra due delle tue."
    ),
    "lesson.standard.capture.done": (
        "Presa! Cattura solo la pedina che muove, e solo ciò che chiude arrivando."
    ),
    "lesson.standard.line.task": (
        "Cattura una linea intera: due pedine Scure in fila si possono chiudere insieme."
    ),
    "lesson.standard.line.done": (
        "Prese tutte e due: una fila intera di pedine avversarie chiusa ai due capi cade in "
        "una volta."
    ),
    "lesson.standard.centre.task": (
        "Una pedina sulla casella centrale non si può catturare. Trova il passo che cattura "
        "comunque qualcosa."
    ),
    "lesson.standard.centre.done": (
        "È caduta la pedina accanto al centro; quella al centro è rimasta, perché il centro "
        "è al sicuro."
    ),
    "lesson.standard.blocked.task": (
        "Bloccato: la tua pedina non ha caselle vuote accanto, quindi non puoi muovere. Fai "
        "ciò che chiedono le regole."
    ),
    "lesson.standard.blocked.done": (
        "Hai passato, e le Scure muovono di nuovo. Se nessuno potesse muovere, la partita "
        "finirebbe a conteggio."
    ),
    "lesson.standard.stall.task": (
        "Il conto senza catture: 49 passi senza catturare (vedi il pannello). A 50 la partita "
        "finisce a conteggio, e le Scure hanno più pedine. Cattura in tempo."
    ),
    "lesson.standard.stall.done": (
        "La tua cattura ha azzerato il conto e pareggiato le pedine. Conosci le regole: buona "
        "prima partita!"
    ),
    "lesson.traditional.single.task": (
        "Qui si cattura solo una pedina isolata: due in fila tra le tue sono al sicuro. "
        "Cattura una pedina."
    ),
    "lesson.traditional.single.done": (
        "Una pedina chiusa da sola: una cattura. Con queste regole muovono per prime le Scure, "
        "che hanno posizionato per ultime."
    ),
    "lesson.traditional.chain.task": (
        "Una catena: dopo una cattura la stessa pedina può muovere ancora e catturare di nuovo "
        "nello stesso turno. Cattura due volte."
    ),
    "lesson.traditional.chain.done": (
        "Due catture in un turno. Una catena continua solo con passi che catturano; E la "
        "chiude prima."
    ),
    "lesson.traditional.open.task": (
        "Le Scure non possono muovere. Qui l'avversario deve aprire una via: fai un passo che "
        "le lasci muovere."
    ),
    "lesson.traditional.open.done": (
        "Le Scure possono muovere di nuovo. Qui chi è bloccato non resta a passare: "
        "l'avversario gli apre una via."
    ),
    "lesson.lane.first.task": (
        "Regole di Lane: il primissimo passo della partita deve entrare al centro."
    ),
    "lesson.lane.first.done": "Al centro: queste regole controllano il primo passo.",
    "lesson.lane.centre.task": "Qui il centro non protegge: cattura la pedina che ci sta sopra.",
    "lesson.lane.centre.done": (
        "Presa, al centro. Qui si catturano pedine isolate, e una catena può continuare con "
        "qualunque pedina."
    ),
    "lesson.lane.blocked.task": (
        "Chi non può muovere perde. Chiudi le Scure in modo che non resti loro alcun passo."
    ),
    "lesson.lane.blocked.done": (
        "Le Scure non possono muovere e perdono. Un'eccezione: subito dopo il primissimo "
        "passo, il primo giocatore deve liberare il secondo."
    ),
    "lesson.seejeh.series.task": (
        "Seejeh cattura una serie alternata: Scura, tua, Scura, tua. Due Scure vicine sono al "
        "sicuro. Catturane due in una volta."
    ),
    "lesson.seejeh.series.done": (
        "Prese entrambe le pedine della serie. Seejeh vieta anche un terzo andirivieni tra "
        "due caselle, e una partita può finire di comune accordo."
    ),
    "lesson.seejeh.remove.task": (
        "Le Scure non possono muovere. In Seejeh togli una pedina Scura a tua scelta."
    ),
    "lesson.seejeh.remove.done": (
        "Tolta: conta come una cattura. Le Scure possono muovere di nuovo; altrimenti ne "
        "toglieresti un'altra."
    ),
    "lesson.sija.pair.task": (
        "Sija cattura una o due pedine in fila, mai tre o più. Trova la cattura."
    ),
    "lesson.sija.pair.done": "Due prese. La fila di tre resta: in Sija è al sicuro.",
    "lesson.sija.last.task": (
        "In Sija perde chi resta con una sola pedina. Cattura la penultima pedina Scura."
    ),
    "lesson.sija.last.done": (
        "Alle Scure resta una pedina e perdono. Sija ha anche un tempo per pensare dal primo "
        "passo, e le Scure bloccate possono chiedere un riscatto."
    ),
    # the screens' rough edges: how to play's example controls, journey stars, New game's levels
    "howto.keys.examples": (
        "P: metti in pausa o riprendi gli esempi di una pagina; i tasti virgola e punto: un "
        "passo indietro o avanti (i pulsanti sotto l'esempio fanno lo stesso)."
    ),
    "journey.stars": (
        "Stelle: {stars} su {most} in questo capitolo · {total} su {total_most} in tutto"
    ),
    "newgame.rating": "Punteggio",
    # the mark between the items of a list inside a sentence ("b3, b4"), a space after it
    "list.separator": ",",
    "assist.title": "Vuoi un suggerimento?",
    "assist.body": (
        "Questa partita conta per il tuo punteggio. Con un suggerimento diventa assistita: "
        "resta salvata e segnata come assistita, e il tuo punteggio non cambia."
    ),
    "button.take_hint": "Mostra il suggerimento",
    "button.keep_rated": "Resta valida",
    "stats.assisted": "Partite assistite (con suggerimento, non valutate): {count}",
    "past.assisted": "assistita",
    "newgame.suggested_tag": "Consigliato",
    "newgame.your_choice": "Scelta tua",
    "menu.daily": "Enigma del giorno",
    "daily.streak": "Serie: {days}",
    "daily.solved": "Risolto oggi",
    "daily.unsolved": "Non ancora risolto",
    "result.assisted": "Partita assistita (con suggerimento): il tuo punteggio resta com'era.",
    "result.step_rung": "Il tuo punteggio ha raggiunto {next} ({rating}): pronto a giocarci?",
    "stats.view.history": "Punteggio partita per partita",
    "stats.view.daily": "Enigmi del giorno",
    "daily.weekdays": "lun mar mer gio ven sab dom",
    "daily.month": "Risolti negli ultimi 30 giorni: {count} · Serie: {days}",
    # online: a person on another computer (New game, the invitation, the online board)
    "newgame.online": "Un altro computer",
    "newgame.host": "Ospita",
    "newgame.join": "Unisciti",
    "hud.player.remote": "Avversario · {side}",
    "hud.turn.remote": "Turno dell'avversario",
    "hud.thinking.remote": "Il tuo avversario sta pensando…",
    "online.out_of_step": "questa scacchiera non ha potuto seguire la partita del server",
    "online.link_down_wait": "La connessione è caduta: gioca di nuovo quando torna.",
    "online.no_undo": "Niente annulla online",
    "online.no_undo_why": (
        "Online non ci sono annullamenti né suggerimenti: un'azione inviata è giocata."
    ),
    "online.claim": "Rivendica la partita",
    "online.keep_waiting": "Continua ad aspettare",
    "online.refused": "Il server ha rifiutato: {reason}",
    "online.link_closed": "La connessione alla partita è chiusa",
    "online.link_down": "Connessione persa · riconnessione…",
    "online.rematch_asked": "Rivincita chiesta: in attesa dell'avversario",
    "online.rematch_offered": "Il tuo avversario chiede la rivincita",
    "online.waiting": "In attesa dell'avversario · {time}",
    "online.gone": "L'avversario non è tornato: rivendica la partita o continua ad aspettare",
    "online.host_title": "Il tuo invito",
    "online.address": "Indirizzo: {address}",
    "online.host_waiting": "Leggi il codice al tuo avversario. In attesa che si unisca…",
    "online.connecting": "Connessione…",
    "online.join_title": "Unisciti a una partita",
    "online.nearby": "Partite in questa rete",
    "online.nearby_none": "Nessuna partita offerta in questa rete per ora.",
    "online.offer": "{host} · {rules} · {size}×{size}",
    "online.typed": "Codice, o indirizzo e codice:",
    "online.typed_unknown": (
        "Nessuna partita ha questo codice qui: scrivi l'indirizzo di chi ospita e il codice."
    ),
    "online.resume": "La tua partita in corso: riprendi il tuo posto",
    "settings.server": "Server internet",
    "settings.server.none": "Solo questa rete",
    "settings.server.typing": "Scrivi l'indirizzo del server (host:porta), poi Invio.",
    "online.status_then": "{status} · {prompt}",
}
