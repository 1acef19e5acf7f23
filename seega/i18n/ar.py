"""العربية. مفردات المصدر العربي: الرقعة، المربع، الحجارة، المربع الأوسط، الأكل، الفدية،
الخصم، الانسحاب، وقت التفكير، إفساح المجال؛ الحجارة الفاتحة (اللاعب الأول) والداكنة.

Written right to left. Numbers and cell names stay in Latin digits and letters; the text
renderer keeps them in reading order inside Arabic lines. Before a Latin cell name the
conjunction و stands apart ("و {second}") so it does not join a Latin letter.
"""

TEXTS: dict[str, str] = {
    "app.name": "سيجة",
    "app.caption": "سيجة",
    "app.subtitle": "لعبة الحجارة على ضفاف النيل",
    "app.version": "الإصدار {version}",
    "app.crashed": "توقفت سيجة بسبب خطأ. كُتب تقرير في:\n{path}",
    "app.data_dir_not_folder": (
        "تحفظ سيجة ملفاتها في مجلد، و{path} ليس مجلدًا: لم يُغيَّر فيه شيء. سمِّ مجلدًا بـ --data-dir."
    ),
    "menu.continue": "متابعة",
    "menu.new_game": "لعبة جديدة",
    "menu.how_to_play": "طريقة اللعب",
    "menu.settings": "الإعدادات",
    "menu.statistics": "الإحصاءات",
    "menu.quit": "خروج",
    "button.back": "رجوع",
    "button.start": "ابدأ",
    "button.ok": "حسنًا",
    "button.cancel": "إلغاء",
    "button.yes": "نعم",
    "button.no": "لا",
    "button.next": "التالي",
    "button.previous": "السابق",
    "button.hint": "تلميح",
    "button.undo": "تراجع",
    "button.redo": "إعادة",
    "button.replay": "أعد العرض",
    "button.end_turn": "إنهاء الدور",
    "button.resume": "متابعة",
    "button.restart": "إعادة البدء",
    "button.resign": "انسحاب",
    "button.save_leave": "حفظ وخروج",
    "button.play_again": "العب مجددًا",
    "button.rematch": "مباراة العودة",
    "button.menu": "القائمة",
    "button.accept": "قبول",
    "button.refuse": "رفض",
    "button.pass": "تمرير الدور",
    "button.ask_ransom": "طلب فدية",
    "button.offer_end": "عرض الإنهاء",
    "button.place_rest": "وزّع الباقي",
    "button.play_level": "العب: {level}",
    "settings.title": "الإعدادات",
    "settings.sound_volume": "مستوى المؤثرات الصوتية",
    "settings.music_volume": "مستوى الموسيقى",
    "settings.mute": "كتم كل الصوت",
    "settings.animation_speed": "سرعة الحركة",
    "settings.speed.slow": "بطيئة",
    "settings.speed.normal": "عادية",
    "settings.speed.fast": "سريعة",
    "settings.show_legal_moves": "إظهار الحركات المسموحة",
    "settings.think_time": "وقت التفكير في سيجة",
    "settings.think_time.off": "بلا حد",
    "settings.think_time.seconds": "{seconds} ث",
    "settings.fullscreen": "ملء الشاشة (F11)",
    "settings.language": "اللغة",
    "settings.larger_text": "نص كبير",
    "settings.piece_style": "شكل الحجارة",
    "settings.style.carved": "حجر منحوت",
    "settings.style.contrast": "تباين عالٍ",
    "settings.percent": "{value}٪",
    "stats.title": "الإحصاءات",
    "stats.won": "فوز",
    "stats.lost": "خسارة",
    "stats.drawn": "تعادل",
    "stats.games": "المباريات",
    "stats.computer": "الحاسوب",
    "stats.light_won": "فوز الفاتح",
    "stats.dark_won": "فوز الداكن",
    "stats.two_players": "لاعبان",
    "stats.none_yet": "لم تنتهِ أي مباراة بعد",
    "level.easy": "سهل",
    "level.casual": "هادئ",
    "level.steady": "ثابت",
    "level.keen": "نبيه",
    "level.sharp": "يقظ",
    "level.medium": "قوي",
    "level.tough": "عنيد",
    "level.fierce": "شرس",
    "level.hard": "صعب",
    "side.light": "الفاتح",
    "side.dark": "الداكن",
    "rules.standard.name": "القياسية",
    "rules.standard.summary": "تؤكل الصفوف كاملة، ومن لا يستطيع الحركة يمرّر دوره.",
    "rules.traditional.name": "التقليدية",
    "rules.traditional.summary": "أكل حجر واحد، وسلسلة بالحجر نفسه.",
    "rules.lane.name": "لين",
    "rules.lane.summary": "الحركة الأولى إلى الوسط، ومن يُحاصَر يخسر.",
    "rules.seejeh.name": "سيجة التناوب",
    "rules.seejeh.summary": "تؤكل السلاسل المتناوبة، وتنتهي اللعبة بالاتفاق.",
    "rules.sija.name": "سيجة",
    "rules.sija.summary": "أكل حجر أو حجرين، وفدية ووقت تفكير ونقاط.",
    "newgame.title": "لعبة جديدة",
    "newgame.opponent": "الخصم",
    "newgame.computer": "الحاسوب",
    "newgame.two_players": "لاعبان",
    "newgame.level": "المستوى",
    "newgame.colour": "حجارتك",
    "newgame.coin_toss": "قرعة بالعملة",
    "newgame.rules": "القواعد",
    "newgame.size": "الرقعة",
    "newgame.size_value": "{size}×{size}",
    "newgame.level_rated": "{level} · {rating}",
    "newgame.placement": "التوزيع",
    "newgame.placement.hand": "باليد",
    "newgame.placement.auto": "بالحاسوب",
    "newgame.ratings": (
        "تقييم كل مستوى على مقياس واحد: الحركات العشوائية 0، والمبتدئ نحو {beginner}."
    ),
    "newgame.ratings.yours": (
        "تقييم كل مستوى على مقياس واحد: الحركات العشوائية 0، والمبتدئ نحو {beginner}؛ وأنت بهذه "
        "القواعد نحو {rating}، بهامش {margin} زيادةً أو نقصًا."
    ),
    "newgame.suggested": "المقترح لتقييمك: {level}.",
    "newgame.suggested_first": "المقترح لأول مباراة: {level}.",
    "newgame.light_first": "يوزّع الفاتح ويتحرك أولًا دائمًا، وهذه ميزة واضحة.",
    "newgame.dark_first": "يوزّع الفاتح أولًا، ويبدأ الداكن الحركة، وهذه ميزة واضحة.",
    "hud.title": "{rules} · {size}×{size}",
    "hud.phase.placement": "التوزيع",
    "hud.phase.movement": "الحركة",
    "hud.phase.over": "انتهت اللعبة",
    "hud.banner.movement": "وُزّعت كل الحجارة: تبدأ مرحلة الحركة",
    "hud.turn.you": "دورك",
    "hud.turn.computer": "دور الحاسوب",
    "hud.turn.light": "دور الفاتح",
    "hud.turn.dark": "دور الداكن",
    # No-break spaces: with larger text the hamza keeps "أنت" a little under the card's name
    # size, and a name that breaks in two lines then shrinks both; this one stays on one line.
    "hud.player.you": "أنت\u00a0·\u00a0{side}",
    "hud.player.computer": "الحاسوب · {level}",
    "hud.player.side": "{side} · اللاعب {number}",
    "hud.on_board": "على الرقعة: {count}",
    "hud.in_hand": "في اليد: {count}",
    "hud.captured": "أخذ من الخصم: {count}",
    "hud.quiet": "حركات بلا أكل: {count} من {limit}",
    "hud.thinking.computer": "الحاسوب يفكّر…",
    "hud.thinking.light": "الفاتح يفكّر…",
    "hud.thinking.dark": "الداكن يفكّر…",
    "hud.hint_wait": "جارٍ البحث عن تلميح…",
    "prompt.place.first": "ضع حجرًا في مربع فارغ (غير الأوسط): الأول من اثنين.",
    "prompt.place.second": "ضع حجرًا في مربع فارغ (غير الأوسط): الثاني من اثنين.",
    "prompt.place.last": "ضع آخر حجارتك في مربع فارغ (غير الأوسط).",
    "prompt.placing_for_you": (
        "يوزّع الحاسوب حجارتك كما يفعل مستوى «{level}». والتراجع يعيدها إليك."
    ),
    "prompt.placing_for_people": (
        "تُوزَّع بقية حجارة الطرفين عنكما، حجرًا بعد حجر. والتراجع يوقف ذلك ويعيد إليكما التوزيع."
    ),
    "prompt.first_step": "الحركة الأولى: حرّك حجرًا إلى المربع الأوسط.",
    "prompt.select": "اختر حجرًا من حجارتك لتحريكه.",
    "prompt.move": "حرّكه إلى مربع مُعلَّم، أو اختر حجرًا آخر.",
    "prompt.chain.same": "سلسلة! كُل مرة أخرى بالحجر نفسه، أو أنهِ دورك.",
    "prompt.chain.any": "سلسلة! كُل مرة أخرى بأي حجر، أو أنهِ دورك.",
    "prompt.open": "لا يستطيع خصمك الحركة: تحرّك حركةً تفسح له المجال.",
    "prompt.remove": "لا يستطيع خصمك الحركة: اختر حجرًا من حجارته لإخراجه.",
    "prompt.free": (
        "حوصر خصمك بعد الحركة الأولى مباشرة: أخرج حجرًا من حجارتك بجوار المربع الذي "
        "غادره حجرك، لتفسح له المجال."
    ),
    "prompt.ransom": (
        "الفدية: اختر حجرًا من حجارتك، ثم حجرين من حجارة خصمك. اختر الحجر مرة أخرى لتغيّر رأيك."
    ),
    "dialog.pass.title": "لا حركة",
    "dialog.pass.light": "لا يستطيع الفاتح الحركة فيمرّر دوره. يلعب الداكن مرة أخرى.",
    "dialog.pass.dark": "لا يستطيع الداكن الحركة فيمرّر دوره. يلعب الفاتح مرة أخرى.",
    "dialog.pass_open.light": "لا يستطيع الفاتح الحركة فيمرّر دوره. على الداكن أن يفسح له المجال.",
    "dialog.pass_open.dark": "لا يستطيع الداكن الحركة فيمرّر دوره. على الفاتح أن يفسح له المجال.",
    "dialog.must_pass.light": "لا يستطيع الفاتح الحركة، وعليه أن يمرّر دوره.",
    "dialog.must_pass.dark": "لا يستطيع الداكن الحركة، وعليه أن يمرّر دوره.",
    "dialog.removed.title": "أُخرج حجر",
    "dialog.removed.light": "أخرج الفاتح الحجر الذي في {cell}.",
    "dialog.removed.dark": "أخرج الداكن الحجر الذي في {cell}.",
    "dialog.remove.title": "الخصم محاصر",
    "dialog.remove.body": "لا يستطيع خصمك الحركة. اختر حجرًا من حجارته لإخراجه.",
    "dialog.free.title": "افسح المجال",
    "dialog.free.body": (
        "حوصر خصمك بعد الحركة الأولى مباشرة. أخرج حجرًا من حجارتك بجوار المربع الذي "
        "غادره حجرك الأول."
    ),
    "dialog.ransom.title": "فدية",
    "dialog.ransom.light": (
        "الفاتح محاصر ويعرض فدية: حجره الذي في {own} مقابل حجرَي الداكن في {first} و {second}."
    ),
    "dialog.ransom.dark": (
        "الداكن محاصر ويعرض فدية: حجره الذي في {own} مقابل حجرَي الفاتح في {first} و {second}."
    ),
    "dialog.ransom.ask": (
        "خصمك محاصر ويطلب فدية: حجره الذي في {own} مقابل حجرَيك في {first} و {second}. "
        "هل تقبل، أم ترفض وتفسح له المجال؟"
    ),
    "dialog.ransom_accepted.title": "قُبلت الفدية",
    "dialog.ransom_accepted.light": "قبل الفاتح: تخرج الحجارة الثلاثة من الرقعة.",
    "dialog.ransom_accepted.dark": "قبل الداكن: تخرج الحجارة الثلاثة من الرقعة.",
    "dialog.ransom_refused.title": "رُفضت الفدية",
    "dialog.ransom_refused.light": "رفض الفاتح. يمرّر الداكن دوره، وعلى الفاتح أن يفسح له المجال.",
    "dialog.ransom_refused.dark": "رفض الداكن. يمرّر الفاتح دوره، وعلى الداكن أن يفسح له المجال.",
    "dialog.blocked.title": "محاصر",
    "dialog.blocked.body": (
        "لا تستطيع الحركة. اطلب فدية (حجر من حجارتك مقابل حجرين من حجارة خصمك)، "
        "أو مرّر دورك ودع خصمك يفسح لك المجال."
    ),
    "dialog.offer.title": "إنهاء اللعبة؟",
    "dialog.offer.ask": "يعرض خصمك إنهاء اللعبة الآن وعدّ الحجارة (الفاتح {light}، الداكن {dark}).",
    "dialog.offered.light": "يعرض الفاتح إنهاء اللعبة وعدّ الحجارة.",
    "dialog.offered.dark": "يعرض الداكن إنهاء اللعبة وعدّ الحجارة.",
    "dialog.offer_refused.title": "رُفض العرض",
    "dialog.offer_refused.light": "رفض الفاتح إنهاء اللعبة. يستمر اللعب.",
    "dialog.offer_refused.dark": "رفض الداكن إنهاء اللعبة. يستمر اللعب.",
    "dialog.open.title": "افسح المجال",
    "dialog.open.body": "لا يستطيع خصمك الحركة: يجب أن تترك له حركتك التالية مجالًا ليتحرك.",
    "dialog.coin.title": "قرعة بالعملة",
    "dialog.coin.you_light": "قالت العملة كلمتها: تلعب بالفاتح وتبدأ أنت.",
    "dialog.coin.you_dark": "قالت العملة كلمتها: تلعب بالداكن، ويبدأ خصمك.",
    "dialog.resign.title": "الانسحاب؟",
    "dialog.resign.body": "تنتهي اللعبة الآن وتُحسب خسارة.",
    "dialog.restart.title": "إعادة البدء؟",
    "dialog.restart.body": "تبدأ اللعبة الجارية من جديد على رقعة فارغة.",
    "dialog.leave.title": "مغادرة اللعبة؟",
    "pause.title": "إيقاف مؤقت",
    "result.you_win": "فزت!",
    "result.you_lose": "خسرت",
    "result.light_wins": "فاز الفاتح",
    "result.dark_wins": "فاز الداكن",
    "result.draw": "تعادل",
    "result.pieces": "الحجارة على الرقعة: الفاتح {light}، الداكن {dark}",
    "result.score": "النقاط · {name}: {score}",
    "result.score_detail": "أكل {ate} · خسر {lost} · الدقائق {minutes} · الحركات {moves}",
    "result.time": "مدة اللعب بالدقائق: {minutes}",
    "result.step_up": (
        "{count} انتصارات متتالية على الحاسوب ({level}): هل أنت مستعد لمستوى «{next}»؟"
    ),
    "result.step_down": (
        "{count} هزائم متتالية أمام الحاسوب ({level}): لعل مستوى «{next}» أمتع الآن."
    ),
    "result.rating": "تقييمك: {before}، والآن {after}",
    "result.rating_first": "تقييمك: {after}",
    "result.not_kept": "تعذّر حفظ هذه النتيجة: لم يتغيّر تقييمك.",
    "result.next_level": "{level} ({rating}) أعلى منك بـ {points} نقطة.",
    "result.top_level": "تقييمك فوق كل المستويات.",
    "notice.file_unreadable": "تعذّرت قراءة {file} ({reason})؛ تُستخدم القيم الافتراضية.",
    "notice.folder_set_aside": (
        "لم يكن {file} مجلدًا: حُفظ باسم {name}، وأُنشئ مجلد {file} جديد لمبارياتك."
    ),
    "notice.file_kept": "حُفظ الملف القديم باسم {name}.",
    "notice.save_failed": "تعذّر حفظ {file}: {error}",
    "notice.save_where": (
        "حاولت اللعبة الكتابة في {folder}؛ شغّلها مع --data-dir مجلد لحفظ ملفاتها في مجلد آخر."
    ),
    "notice.desktop_entry_gone": (
        "مدخل سيجة في قائمة التطبيقات يشغّل {path}، ولم يعد موجودًا. شغّل سيجة مع "
        "--install-desktop من مكانها الحالي لإصلاح المدخل."
    ),
    "notice.autosave_unusable": "تعذّرت متابعة اللعبة المحفوظة ({reason}).",
    "notice.title": "تنبيه",
    "notice.file_left": "تُرك الملف كما هو.",
    "notice.left": "تعذّرت قراءة الملف الموجود فتُرك كما هو",
    "notice.delete_failed": "تعذّر حذف حفظ اللعبة المنتهية: {error}",
    "notice.levels_skipped": "ملفات مستويات تعذّر استخدامها: {files}",
    "notice.no_levels": "تعذّر استخدام أي ملف مستويات: تُعرض اللعبة القياسية.",
    "notice.skipped_file": "{file} ({reason})",
    "notice.challenges_skipped": "ملفات تحديات تعذّر استخدامها: {files}",
    "notice.folder_missing": "المجلد {folder} مفقود.",
    "file.problem.unreadable": "يتعذّر فتحه",
    "file.problem.not_regular": "ليس ملفًا عاديًا",
    "file.problem.too_large": "كبير جدًا",
    "file.problem.not_text": "ليس نصًا",
    "file.problem.not_json": "محتواه تالف",
    "file.problem.wrong_shape": "محتواه ليس ما كتبته اللعبة",
    "file.problem.missing": "لم يعد موجودًا",
    "file.problem.repeated_id": "معرّفه هو معرّف ملف آخر",
    "file.problem.newer_version": "كتبه إصدار أحدث من اللعبة",
    "howto.heading.common": "اللعبة",
    "howto.heading.controls": "التحكم",
    "howto.heading.rules": "القواعد: {rules}",
    "howto.page": "الصفحة {page} من {pages}",
    "howto.common.board": (
        "لاعبان، الفاتح والداكن، على رقعة من 5×5 أو 7×7 أو 9×9 مربعات. لكل منهما من "
        "الحجارة نصف عدد المربعات إلا واحدًا: 12 أو 24 أو 40. تُسمّى المربعات كما في "
        "الشطرنج: الأعمدة a و b و c… من اليسار، والصفوف 1 و 2 و 3… من الأسفل."
    ),
    "howto.common.placement": (
        "التوزيع: تبدأ الرقعة فارغة. يتناوب اللاعبان، فيضع كل منهما حجرين في كل مرة في "
        "أي مربع فارغ عدا المربع الأوسط، حتى لا يبقى فارغًا إلا الأوسط. لا أكل أثناء "
        "التوزيع."
    ),
    "howto.common.movement": (
        "الحركة: يتحرك الحجر مربعًا واحدًا إلى الأعلى أو الأسفل أو اليمين أو اليسار نحو "
        "مربع فارغ. لا حركة قطرية ولا قفز."
    ),
    "howto.common.capture": (
        "الأكل: لا يأكل إلا الحجر الذي تحرّك للتو، وفي الاتجاهات الأربعة معًا. والحجر "
        "الذي يدخل بين حجرين للخصم لا يُؤكل."
    ),
    "howto.common.resign": "يمكنك الانسحاب في أي وقت، لكنك تخسر اللعبة بذلك.",
    "howto.controls.mouse": (
        "الفأرة: انقر مربعًا فارغًا لتضع حجرًا؛ وانقر حجرًا ثم مربعًا مُعلَّمًا لتحريكه (أو اسحبه إليه)."
    ),
    "howto.standard.source": "عن دليل إسباني للعبة.",
    "howto.standard.start": "بعد التوزيع يبدأ الفاتح الحركة.",
    "howto.standard.capture": (
        "يُؤكل صف كامل من حجارة الخصم محصور بين الحجر المتحرك وحجر آخر لك. والمربع "
        "الفارغ أو حافة الرقعة يقطعان الصف."
    ),
    "howto.standard.centre": "الحجر في المربع الأوسط لا يُؤكل أبدًا (أما بقية صفه فتُؤكل).",
    "howto.standard.chain": "حركة واحدة في كل دور: لا سلاسل.",
    "howto.standard.blocked": "من لا يستطيع الحركة يمرّر دوره، ويلعب خصمه مرة أخرى.",
    "howto.standard.end": (
        "كُل جميع حجارة خصمك لتفوز. بعد 50 حركة بلا أكل، أو إن لم يستطع أحد الحركة، "
        "يفوز صاحب الحجارة الأكثر؛ وعند التساوي تعادل."
    ),
    "howto.traditional.source": "عن وصف يوناني للسيجة في مصر.",
    "howto.traditional.start": "بعد التوزيع يبدأ الداكن (آخر من وضع حجارته) الحركة.",
    "howto.traditional.capture": (
        "يُؤكل حجر واحد للخصم بين الحجر المتحرك وحجر آخر لك، ويمكن الأكل في عدة اتجاهات معًا."
    ),
    "howto.traditional.centre": "الحجر في المربع الأوسط لا يُؤكل أبدًا.",
    "howto.traditional.chain": (
        "بعد الأكل يمكن للحجر نفسه أن يواصل الحركة ما دامت كل حركة تأكل من جديد، ولك أن "
        "تتوقف متى شئت."
    ),
    "howto.traditional.blocked": (
        "إن لم يستطع لاعب الحركة، لعب خصمه دورًا إضافيًا وعليه أن يفسح له المجال إن أمكن."
    ),
    "howto.traditional.end": "كُل جميع حجارة خصمك لتفوز.",
    "howto.traditional.safeguard": (
        "إضافة من هذه اللعبة، ليست في المصدر: بعد 50 حركة بلا أكل يفوز صاحب الحجارة الأكثر."
    ),
    "howto.lane.source": "عن مقالة موسوعية إسبانية، نقلًا عن إدوارد وليم لين.",
    "howto.lane.start": "بعد التوزيع يبدأ الفاتح، ويجب أن تدخل حركته الأولى المربع الأوسط.",
    "howto.lane.capture": (
        "يُؤكل حجر واحد للخصم بين الحجر المتحرك وحجر آخر لك. والمربع الأوسط لا يحمي."
    ),
    "howto.lane.chain": "بعد الأكل يمكنك أن تتحرك من جديد، بأي حجر، ما دامت كل حركة تأكل.",
    "howto.lane.blocked": (
        "من لا يستطيع الحركة يخسر، إلا بعد الحركة الأولى مباشرة: عندها يُخرج الفاتح حجرًا "
        "من حجارته بجوار المربع الذي غادره الحجر الأول، ليفسح المجال للداكن."
    ),
    "howto.lane.end": "كُل جميع حجارة خصمك، أو اتركه بلا حركة، لتفوز.",
    "howto.lane.safeguard": (
        "إضافة من هذه اللعبة، ليست في المصدر: بعد 50 حركة بلا أكل يفوز صاحب الحجارة الأكثر."
    ),
    "howto.seejeh.source": "عن صفحة إيطالية لألعاب الطاولة.",
    "howto.seejeh.start": "تُجرى قرعة بالعملة لاختيار الألوان، ويوزّع الفاتح ويتحرك أولًا.",
    "howto.seejeh.capture": (
        "محاصرة سلسلة متناوبة (للخصم، لك، للخصم، لك…) تأكل كل حجارة الخصم فيها، أما "
        "حجران متتاليان للخصم فلا يُؤكلان."
    ),
    "howto.seejeh.centre": "المربع الأوسط، وعليه رمز العنخ، آمن: لا أكل فيه.",
    "howto.seejeh.chain": "بعد الأكل يمكنك أن تتحرك من جديد، بأي حجر، ما دامت كل حركة تأكل.",
    "howto.seejeh.repetition": "لا يجوز لحجر أن يذهب ويعود بين المربعين نفسيهما مرة ثالثة.",
    "howto.seejeh.blocked": (
        "إن لم يستطع لاعب الحركة، أخرج خصمه أي حجر يختاره من حجارته، ثم يحاول اللاعب "
        "المحاصر من جديد."
    ),
    "howto.seejeh.end": (
        "كُل جميع حجارة خصمك لتفوز. ويمكنك في دورك أن تعرض إنهاء اللعبة: إن قبل الآخر، "
        "فاز صاحب الحجارة الأكثر."
    ),
    "howto.seejeh.safeguard": (
        "إضافة من هذه اللعبة، ليست في المصدر: بعد 100 حركة بلا أكل يفوز صاحب الحجارة "
        "الأكثر، ويُعرض الإنهاء مرة واحدة في كل دور."
    ),
    "howto.sija.source": "عن صفحة عربية عن اللعبة كما تُلعب في السودان ومصر.",
    "howto.sija.start": "على رقعة 7×7 ولكل لاعب 24 حجرًا، ويوزّع الفاتح ويتحرك أولًا.",
    "howto.sija.capture": (
        "يُؤكل حجر أو حجران للخصم في صف بين الحجر المتحرك وحجر آخر لك، أما ثلاثة أو أكثر "
        "متتالية فآمنة. والمربع الأوسط لا يحمي."
    ),
    "howto.sija.blocked": (
        "إن حوصر الفاتح خسر. وإن حوصر الداكن، فله أن يطلب فدية: حجر من حجارته مقابل حجرين "
        "من حجارة الفاتح، ما دام لكل منهما حجران على الأقل. فإن رفض الفاتح، أو لم تُطلب "
        "فدية، وجب على الفاتح أن يفسح له المجال."
    ),
    "howto.sija.end": (
        "يخسر من بقي له حجر واحد أو لا شيء، ومن انتهى وقت تفكيره (60 ثانية لكل حركة، "
        "ويُغيَّر من الإعدادات)."
    ),
    "howto.sija.score": (
        "النقاط: للفائز 4 × ما أكله – 2 × ما خسره – الدقائق – عدد حركاته + 240؛ وللخاسر 4 × ما "
        "أكله – 2 × ما خسره + عدد حركاته + الدقائق – 100."
    ),
    "howto.sija.safeguard": (
        "إضافة من هذه اللعبة، ليست في المصدر: بعد 100 حركة بلا أكل يفوز صاحب الحجارة "
        "الأكثر، وفي التعادل تُحسب النقاط 4 × ما أكله – 2 × ما خسره."
    ),
    # What happened, why a click did nothing, and what a hint does (the board's panel).
    "news.placed.light": "وضع الفاتح في {cells}.",
    "news.placed.dark": "وضع الداكن في {cells}.",
    "news.moved.light": "حرّك الفاتح {steps}.",
    "news.moved.dark": "حرّك الداكن {steps}.",
    "news.took_one.light": "حرّك الفاتح {steps} وأكل حجرًا: {cells}.",
    "news.took_one.dark": "حرّك الداكن {steps} وأكل حجرًا: {cells}.",
    "news.took_many.light": "حرّك الفاتح {steps} وأكل {count} أحجار: {cells}.",
    "news.took_many.dark": "حرّك الداكن {steps} وأكل {count} أحجار: {cells}.",
    "news.passed.light": "لم يستطع الفاتح الحركة فمرّر دوره.",
    "news.passed.dark": "لم يستطع الداكن الحركة فمرّر دوره.",
    "news.removed.light": "أزال الفاتح {cells}.",
    "news.removed.dark": "أزال الداكن {cells}.",
    "news.acted.light": "لعب الفاتح {actions}.",
    "news.acted.dark": "لعب الداكن {actions}.",
    "hint.concedes": "تعطي {given} لكنها تأخذ بعدها {won}.",
    "hint.reason.only": "إنها الحركة الوحيدة المسموحة.",
    "hint.reason.captures": "تأكل {cells}.",
    "hint.reason.loses_least": "كل حركة هنا تخسر أحجارًا، وهذه أقلها خسارة.",
    "hint.reason.blocks": "تترك خصمك بلا حركة.",
    "hint.reason.saves": "تُبعد حجرك عن الخطر ({cell}).",
    "hint.reason.safe": "لا تترك لخصمك شيئًا يأكله.",
    "hint.reason.best": "أقوى حركة في هذا الوضع.",
    "hint.reason.corner": "زاوية: لا يستطيع خط أن يحاصر حجرًا هناك.",
    "hint.place": "حجر في {cell}",
    "hint.reason.beside_centre": "بجوار المركز الفارغ: سيكون لهذا الحجر خطوة أولى.",
    "refusal.centre": "يبقى المركز فارغًا حتى توضع كل الأحجار.",
    "refusal.occupied": "هذا المربع مشغول: ضع في مربع فارغ.",
    "refusal.not_yours": "هذا الحجر لخصمك: اختر واحدًا من حجارتك.",
    "refusal.choose_piece": "اختر أولًا حجرًا من حجارتك، ثم إلى أين يذهب.",
    "refusal.boxed_in": "لا مربع فارغ بجانب هذا الحجر: لا يستطيع الحركة.",
    "refusal.not_a_step": "يتحرك الحجر مربعًا واحدًا إلى أعلى أو أسفل أو جانبًا، إلى مربع فارغ.",
    "refusal.first_step": "يجب أن تدخل الحركة الأولى إلى المركز.",
    "refusal.shuttle": "لا يذهب الحجر ويعود بين المربعين نفسيهما مرة ثالثة.",
    "refusal.chain": "لا تستمر السلسلة إلا بحركة تأكل من جديد، أو أنهِ دورك.",
    "refusal.chain_piece": "لا يستمر إلا الحجر الذي أكل للتو، أو أنهِ دورك.",
    "refusal.open": "خصمك لا يستطيع الحركة: يجب أن تفتح له حركتك طريقًا.",
    "refusal.remove": "اختر حجرًا من حجارة خصمك لإزالته.",
    "refusal.free": "اختر حجرًا من حجارتك بجانب المربع الذي غادرته الحركة الأولى.",
    "refusal.decide": "أجب عن السؤال أولًا.",
    "refusal.over": "انتهت اللعبة.",
    "refusal.wait": "انتظر: إنه دور الحاسوب.",
    "prompt.pass": "لا يستطيع أي حجر من حجارتك الحركة: تمرّر دورك.",
    "prompt.decide": "أجب عن السؤال في اللوحة.",
    "moves.legend": (
        "@e3  حجر وُضع في e3\n"
        "b2-b3  خطوة من b2 إلى b3\n"
        "b2-b3xb4  خطوة تأكل b4\n"
        "xc4  إزالة الحجر في c4\n"
        "ransom a1:b2,g7  حجر لك ثم حجران للخصم\n"
        "pass (تمرير) · end (نهاية السلسلة) · offer · accept · refuse · resign · timeout"
    ),
    # the game explains itself: saved games, resigning, the end of a game
    "button.keep_saved": "احتفظ بها",
    "button.delete_saved": "احذف",
    "dialog.delete_saved.title": "أتحذف هذه اللعبة المحفوظة؟",
    "dialog.delete_saved.body": "{game}. لا يمكن استعادة لعبة محذوفة.",
    "saves.title": "ألعاب جارية",
    "saves.none": "لا توجد لعبة جارية.",
    "saves.reading": "قراءة الألعاب المحفوظة…",
    "saves.saved_on": "حُفظت {date}",
    "dialog.leave_unsaved.body": "لم يُلعب شيء بعد، فلا شيء محفوظ: زر «متابعة» لن يعيد هذه اللعبة.",
    "dialog.resign_side.light": "هل ينسحب الفاتح؟",
    "dialog.resign_side.dark": "هل ينسحب الداكن؟",
    "button.view_board": "اعرض الرقعة",
    "button.result": "النتيجة",
    "result.again.same": "الألوان نفسها",
    "result.again.swap": "الألوان متبادلة",
    "result.again.you_light": "تلعب بالفاتح",
    "result.again.you_dark": "تلعب بالداكن",
    "result.again.people": "لاعب الداكن يأخذ الفاتح",
    "result.why.capture_all.light": "أكل الفاتح كل حجارة الداكن.",
    "result.why.capture_all.dark": "أكل الداكن كل حجارة الفاتح.",
    "result.why.capture_one.light": "بقي للداكن حجر واحد، وهو أقل من أن يلعب به: فاز الفاتح.",
    "result.why.capture_one.dark": "بقي للفاتح حجر واحد، وهو أقل من أن يلعب به: فاز الداكن.",
    "result.why.blocked.light": "لم يستطع الداكن الحركة، ومن يُحاصَر يخسر: فاز الفاتح.",
    "result.why.blocked.dark": "لم يستطع الفاتح الحركة، ومن يُحاصَر يخسر: فاز الداكن.",
    "result.why.stall.light": "{limit} حركة بلا أكل: عُدّت الحجارة وللفاتح أكثر.",
    "result.why.stall.dark": "{limit} حركة بلا أكل: عُدّت الحجارة وللداكن أكثر.",
    "result.why.stall.draw": "{limit} حركة بلا أكل: عُدّت الحجارة والعددان متساويان.",
    "result.why.no_moves.light": "لم يستطع أي طرف الحركة: عُدّت الحجارة وللفاتح أكثر.",
    "result.why.no_moves.dark": "لم يستطع أي طرف الحركة: عُدّت الحجارة وللداكن أكثر.",
    "result.why.no_moves.draw": "لم يستطع أي طرف الحركة: عُدّت الحجارة والعددان متساويان.",
    "result.why.agreement.light": "اتفق الطرفان على إنهاء اللعبة: عُدّت الحجارة وللفاتح أكثر.",
    "result.why.agreement.dark": "اتفق الطرفان على إنهاء اللعبة: عُدّت الحجارة وللداكن أكثر.",
    "result.why.agreement.draw": "اتفق الطرفان على إنهاء اللعبة: عُدّت الحجارة والعددان متساويان.",
    "result.why.resign.light": "انسحب الداكن: فاز الفاتح.",
    "result.why.resign.dark": "انسحب الفاتح: فاز الداكن.",
    "result.why.timeout.light": "انتهى وقت تفكير الداكن: فاز الفاتح بالوقت.",
    "result.why.timeout.dark": "انتهى وقت تفكير الفاتح: فاز الداكن بالوقت.",
    # how to play: every key, and the notation of the move list
    "howto.heading.notation": "التدوين: كيف تكتب قائمة الحركات اللعبة",
    "howto.keys.arrows": (
        "الأسهم: تحرّك المؤشر على الرقعة؛ وفي القوائم تنقل التركيز، ويغيّر السهمان الأيمن "
        "والأيسر اختيارًا أو يقلبان الصفحة."
    ),
    "howto.keys.enter": (
        "Enter أو Space: يعملان على خانة المؤشر كالنقر؛ وفي القوائم يضغطان الزر (وعلى اختيار في "
        "لعبة جديدة: ابدأ)."
    ),
    "howto.keys.tab": "Tab: يصل إلى الأزرار بجانب الرقعة؛ وسهم يعيدك إلى الرقعة.",
    "howto.keys.escape": "Esc: قائمة الإيقاف أثناء اللعب؛ وفي غيرها رجوع.",
    "howto.keys.hint": "H: تلميح، وهو الحركة التي كان الحاسوب سيلعبها.",
    "howto.keys.undo": "U أو Ctrl+Z: تراجع؛ Ctrl+Y: إعادة.",
    "howto.keys.replay": "R: الدور الأخير مرة أخرى كما جرى (لا يتغير شيء في المباراة).",
    "howto.keys.end": "E: إنهاء سلسلة أكل.",
    "howto.keys.place": (
        "P: في التوزيع يوزّع الحاسوب باقي حجارتك (كما يفعل المستوى «قوي»)؛ والتراجع يعيدها إليك."
    ),
    "howto.keys.mute": "M: يطفئ الصوت أو يعيده في أي شاشة (تظهر سماعة مشطوبة في الزاوية).",
    "howto.keys.fullscreen": "F11: ملء الشاشة أو نافذة.",
    "howto.notation.cells": "تُسمّى الخانات بالعمود والصف كما على حواف الرقعة: a1 في أسفل اليسار.",
    "howto.notation.place": "@e3: حجر وُضع في e3.",
    "howto.notation.step": "b2-b3: خطوة من b2 إلى b3.",
    "howto.notation.capture": (
        "b2-b3xb4: خطوة من b2 إلى b3 تأكل الحجر في b4؛ وكل أكل يضيف x وخانته."
    ),
    "howto.notation.remove": "xc4: الحجر في c4 أُزيل من لاعب محاصَر.",
    "howto.notation.ransom": (
        "{ransom} a1:b2,g7: لاعب محاصَر يعرض حجره في a1 مقابل حجري الخصم في b2 و g7."
    ),
    "howto.notation.pass": "{pass}: لم تكن هناك حركة ممكنة. {end}: سلسلة أكل انتهت مبكرًا.",
    "howto.notation.offer": (
        "{offer} و {accept} و {refuse}: عرض لإنهاء اللعبة بعدّ الحجارة، والرد عليه "
        "(و {accept} و {refuse} يردّان أيضًا على الفدية)."
    ),
    "howto.notation.resign": "{resign}: انسحب اللاعب. {timeout}: انتهى وقت تفكيره.",
    # sija's clock waits for the first step
    # statistics by rule set and board, recent games, reset
    "stats.view": "اعرض",
    "stats.view.totals": "المجاميع حسب الخصم",
    "stats.view.setups": "حسب القواعد والرقعة",
    "stats.view.recent": "آخر المباريات",
    "stats.view.rating": "تقييمك",
    "stats.rating": "تقييمك",
    "stats.margin": "درجة اليقين",
    "stats.margin_value": "± {margin}",
    "stats.rating_note": (
        "من مبارياتك ضد الحاسوب، على مقياس المستويات: الحركات العشوائية 0، والمبتدئ {beginner}، "
        "والمستويات من {low} إلى {high}. درجة اليقين: تقييمك الحقيقي يكاد يكون مؤكدًا ضمن هذا "
        "الهامش حول الرقم المعروض."
    ),
    "stats.opponent": "الخصم",
    "stats.setup": "اللعبة",
    "stats.date": "التاريخ",
    "stats.result": "النتيجة",
    "stats.reset": "تصفير",
    "dialog.reset_stats.title": "تصفير الإحصاءات؟",
    "dialog.reset_stats.body": "تُمحى كل الأعداد وقائمة آخر المباريات نهائيًا.",
    # Game review (docs/review.md) and the past games.
    "archive.too_large": "أكبر من أن يكون سجل لعبة",
    "archive.not_text": "ليس نصًا",
    "notice.record_unreadable": "تعذّرت قراءة سجل اللعبة {file} ({reason}).",
    "menu.past_games": "المباريات السابقة",
    "button.review": "مراجعة اللعبة",
    "button.first": "الأولى",
    "button.last": "الأخيرة",
    "button.play_it_now": "العبها الآن",
    "button.practise_this": "تدرّب على هذه",
    "button.play_on": "تابع من هنا",
    "button.stop": "إيقاف",
    "button.resume_analysis": "استئناف",
    "button.open_file": "فتح ملف",
    "past.title": "المباريات السابقة",
    "past.empty": "لا توجد لعبة منتهية بعد: تُحفظ هنا كل لعبة تنهيها.",
    "past.result.white": "فاز الفاتح",
    "past.result.black": "فاز الداكن",
    "past.result.draw": "تعادل",
    "past.result.none": "لم تنتهِ",
    "past.human": "شخص",
    "past.computer": "الحاسوب ({level})",
    "past.open_prompt": "اكتب مسار سجل لعبة ثم اضغط Enter، أو أفلت الملف على النافذة:",
    "past.open_failed": "تعذّر فتح {file}: {reason}",
    "review.title": "مراجعة اللعبة",
    "review.analysing": "جارٍ التحليل: {percent}% · بقي نحو {seconds} ث",
    "review.analysing_start": "جارٍ التحليل…",
    "review.stopped": "توقف التحليل عند {percent}%",
    "review.done": "اكتمل التحليل (العمق {depth})",
    "review.start": "بداية اللعبة",
    "review.end": "نهاية اللعبة",
    "review.turn": "الدور {number} من {total}",
    "review.played": "لعبت: {action}",
    "review.better": "الأفضل: {action}",
    "review.waiting": "لم تُحلَّل بعد",
    "review.verdict.best": "الأفضل",
    "review.verdict.good": "جيدة",
    "review.verdict.inaccuracy": "غير دقيقة",
    "review.verdict.mistake": "خطأ",
    "review.verdict.blunder": "خطأ فادح",
    "review.verdict.forced": "اضطرارية",
    "review.accuracy": "الدقة: {value}%",
    "review.counts": (
        "الأفضل {best} · جيدة {good} · غير دقيقة {inaccuracy} · أخطاء {mistake} · فادحة {blunder}"
    ),
    "review.play_on.title": "تابع من هنا",
    "review.play_on.body": "لعبة جديدة من هذا الوضع، وتلعب أنت الطرف الذي عليه الدور. خصمك:",
    "review.play_on.computer": "الحاسوب: {level}",
    "review.legend.played": "سهم متصل: ما لُعب",
    "review.legend.better": "سهم متقطع: الأفضل",
    # journey and challenges (levels/challenges, docs/challenges.md)
    "menu.journey": "الرحلة",
    "button.retry": "أعد المحاولة",
    "button.next_stage": "التالي",
    "button.journey": "الرحلة",
    "journey.title": "الرحلة على ضفاف النيل",
    "journey.chapter": "الفصل {number} من {count}: {name}",
    "journey.masters": "أسياد النهر",
    "journey.stage.challenge": "المرحلة {number} · تحدٍّ: {theme}",
    "journey.stage.game": "المرحلة {number} · {rules} ضد الحاسوب ({level})",
    "journey.par.tries": "المعيار (المحاولات): {count}.",
    "journey.par.pieces": "اربح المباراة. المعيار: قطعك الباقية في النهاية: {count}.",
    "journey.locked": "مقفلة: أنهِ المرحلة السابقة أولاً.",
    "journey.best": "أفضل نتيجة: {stars} من 3 نجوم.",
    "journey.hint_cost": "التلميح يكلّف نجمة.",
    "goal.capture": "القطع المطلوب أسرها في نقلة واحدة: {count}",
    "goal.win": "اربح المباراة. النقلات المسموحة: {count}",
    "goal.keep": "لا تخسر أي قطعة. نقلات الخصم المطلوب الصمود أمامها: {count}",
    "goal.block": "اترك خصمك بلا حركة. النقلات المسموحة: {count}",
    "goal.stall": "اربح بالعدّ عند انتهاء الحركات بلا أكل. النقلات المسموحة: {count}",
    "challenge.moves_left": "النقلات الباقية: {count}",
    "challenge.tries": "المحاولة: {count}",
    "challenge.from_game": "من مباراتك يوم {date} ضد {opponent}، النقلة {turn}.",
    "challenge.from_people": "من مباراة بين شخصين يوم {date}، النقلة {turn}.",
    "challenge.solved": "أحسنت!",
    "challenge.wrong": "ليس هذه المرة",
    "challenge.answer": "يردّ الخصم بـ {move}. اضغط Enter أو R لتعيد المحاولة.",
    "challenge.missed": "هذا لا يبلغ الهدف. اضغط Enter أو R لتعيد المحاولة.",
    "challenge.stars": "النجوم المكتسبة: {stars} من 3.",
    "challenge.star.par": "فاتتك نجمة: الحل في المحاولة {tries}، والمعيار {par}.",
    "challenge.star.hint": "فاتتك نجمة: عُرض تلميح.",
    "theme.capture": "الأسر",
    "theme.line": "صف كامل",
    "theme.chain": "سلسلة أسر",
    "theme.centre": "المركز الآمن",
    "theme.series": "السلسلة المتناوبة",
    "theme.removal": "قطعة اللاعب المحاصر",
    "theme.ransom": "الفدية",
    "theme.first-step": "النقلة الأولى",
    "theme.free": "تحرير المحاصر",
    "theme.block": "الحصار",
    "theme.stall": "الحركات بلا أكل",
    "theme.defence": "الدفاع",
    "theme.endgame": "نهاية المباراة",
    "journey.grade": "الصعوبة: {grade} من {top}.",
    "dialog.quit.title": "الخروج من سيجة؟",
    "dialog.quit.body": "ستُغلق النافذة، وتبقى إعداداتك واللعبة المحفوظة.",
    "notation.pass": "تمرير",
    "notation.end": "إنهاء",
    "notation.accept": "قبول",
    "notation.refuse": "رفض",
    "notation.offer": "عرض",
    "notation.resign": "انسحاب",
    "notation.timeout": "نفاد الوقت",
    "notation.ransom": "فدية",
    "news.resigned.light": "انسحب الفاتح.",
    "news.resigned.dark": "انسحب الداكن.",
    "news.timed_out.light": "انتهى وقت تفكير الفاتح.",
    "news.timed_out.dark": "انتهى وقت تفكير الداكن.",
    "challenge.try_failed": "فشلت المحاولة {count} · التالية: {next}",
    "hint.threat.blocks.light": (
        "يهدد الفاتح بالحركة {threat} التي تأخذ {taken}؛ الحركة {hint} تسدّها."
    ),
    "hint.threat.blocks.dark": (
        "يهدد الداكن بالحركة {threat} التي تأخذ {taken}؛ الحركة {hint} تسدّها."
    ),
    "hint.threat.takes.light": (
        "يهدد الفاتح بالحركة {threat} التي تأخذ {taken}؛ الحركة {hint} تأسر المهاجم أولًا."
    ),
    "hint.threat.takes.dark": (
        "يهدد الداكن بالحركة {threat} التي تأخذ {taken}؛ الحركة {hint} تأسر المهاجم أولًا."
    ),
    "hint.threat.escapes.light": (
        "يهدد الفاتح بالحركة {threat} التي تأخذ {taken}؛ الحركة {hint} تبعد الحجر عن الخطر."
    ),
    "hint.threat.escapes.dark": (
        "يهدد الداكن بالحركة {threat} التي تأخذ {taken}؛ الحركة {hint} تبعد الحجر عن الخطر."
    ),
    "hint.threat.stops.light": (
        "يهدد الفاتح بالحركة {threat} التي تأخذ {taken}؛ الحركة {hint} تمنعها."
    ),
    "hint.threat.stops.dark": (
        "يهدد الداكن بالحركة {threat} التي تأخذ {taken}؛ الحركة {hint} تمنعها."
    ),
    "danger.step.light": "في خطر: يستطيع الفاتح أخذ {taken} بالحركة {threat}.",
    "danger.step.dark": "في خطر: يستطيع الداكن أخذ {taken} بالحركة {threat}.",
    "settings.danger": "الأحجار المهددة",
    "settings.danger.auto": "مباريات التعلم",
    "settings.danger.on": "دائمًا",
    "settings.danger.off": "مخفية",
    "hint.reason.goal": "تُبقي الهدف في متناولك.",
    "review.given.one": "تكلّف قطعة",
    "review.given.many": "تكلّف {count} قطع",
    "review.better_tied": "الأفضل: {action} (واحدة من عدة حركات بالجودة نفسها)",
    # The numbered line ends the sentence: a mark after it would touch its last number.
    "review.reply.takes.light": "بعد {played} يأخذ الفاتح {cells} هكذا: {line}",
    "review.reply.takes.dark": "بعد {played} يأخذ الداكن {cells} هكذا: {line}",
    "review.reply.line": "بعد {played} يتوقع المحرك: {line}",
    "review.graph.sides": "أعلى: تقدّم الفاتح · أسفل: تقدّم الداكن",
    "review.graph.phase": "المتقطع: بداية الحركة",
    "review.accuracy_pending": "الدقة: بعد التحليل",
    "review.graph.captures": "النقاط: الأكل",
    "review.verdict.result": "نتيجة",
    # Practise your mistakes: the review's button, its progress, the journey's own chapter
    "review.practise": "تدرّب على أخطائي ({count})",
    "review.practise.proving": "جارٍ إثبات أخطائك: {done} من {count}…",
    "review.practise.made": "التحديات المصنوعة: {made} من {count} · في الرحلة",
    "review.verdict.placed_for_you": "بالحاسوب",
    "review.practise.unmade": "صُنع {made} من {count} · التحدي يحتاج جوابًا واحدًا أفضل بوضوح",
    "journey.personal": "أخطاؤك",
    # the board's panel: the think clock's note, the low-time warning
    "hud.clock_note": "تبدأ ساعة التفكير مع أول خطوة: {seconds} ثانية لكل خطوة.",
    # a failed challenge says what it missed
    "challenge.miss.nothing_taken": "لم تُؤسر أي قطعة، والهدف كان {wanted}.",
    "challenge.miss.too_few": "القطع المأسورة: {got} من {wanted}.",
    "challenge.miss.piece_lost": "القطع المفقودة: {got}، والهدف ألّا تفقد أي قطعة.",
    "challenge.miss.piece_will_fall": "بعد هذه النقلة لم يعد إنقاذ إحدى القطع ممكنًا.",
    "challenge.miss.game_lost": "خُسرت المباراة.",
    "challenge.miss.not_blocked": "ما زال الخصم قادرًا على الحركة.",
    "challenge.miss.not_won": "بعد هذه النقلة لا فوز خلال {wanted} نقلات.",
    "challenge.miss.counter_short": "حركات بلا أكل: {got} من {wanted}، ولم ينتهِ العدّ.",
    # a challenge names the player's colour and its opponent
    "challenge.banner.light": "تحدٍّ: تلعب بالفاتح",
    "challenge.banner.dark": "تحدٍّ: تلعب بالداكن",
    "challenge.opponent": "الخصم · أفضل دفاع",
    # المباريات السابقة تقول ما تحفظه (مرشّحات، تصدير) و«متابعة» تسمّي لعبتها.
    "journey.loading": "جارٍ قراءة الرحلة…",
    "journey.checking": "يُتحقَّق منها من جديد: تُفتح بعد لحظة.",
    "journey.practice.failed": "تحدياتك التي لم تعد صحيحة، أُزيلت: {count}.",
    "past.loading": "جارٍ قراءة المباريات السابقة…",
    "past.none_match": "لا توجد لعبة محفوظة تطابق هذه المرشّحات.",
    "past.filter.opponent": "الخصم",
    "past.filter.rules": "القواعد",
    "past.filter.all": "الكل",
    "past.people": "لاعبان",
    "past.you": "أنت ({side})",
    "past.you_won": "فزت",
    "past.you_lost": "خسرت",
    "past.how.capture": "بالأسر",
    "past.how.blocked": "بالحصار",
    "past.how.stall": "بالعدّ",
    "past.how.nomoves": "بالعدّ",
    "past.how.agreement": "بالاتفاق",
    "past.how.resign": "بالاستسلام",
    "past.how.timeout": "بانتهاء الوقت",
    "past.turns": "الأدوار: {count}",
    "past.not_counted": "غير محسوبة",
    "button.export": "تصدير",
    "past.exported": "حُفظت نسخة باسم {path}",
    "past.export_failed": "تعذّر حفظ النسخة: {reason}",
    "title.continue.against": "ضد {computer}",
    "title.continue.your_turn": "دورك",
    "title.continue.computer_turn": "دور الحاسوب",
    "title.continue.light_to_play": "دور الفاتح",
    "title.continue.dark_to_play": "دور الداكن",
    "title.continue.turn": "الدور {number}",
    # lesson: «تعلم اللعب»، درس أول يُلعب باليد على الرقعة
    "menu.lesson": "تعلم اللعب",
    "menu.lesson_progress": "تعلم اللعب · {done} من {total}",
    "lesson.offer.title": "جديد على السيجة؟",
    "lesson.offer.body": (
        "درس قصير يعلّمك اللعبة على الرقعة، حركةً بعد حركة. "
        "ويمكنك أن تفتحه لاحقًا من القائمة الرئيسية."
    ),
    "lesson.offer.yes": "تعلم اللعب",
    "lesson.offer.no": "ليس الآن",
    "lesson.name": "درس · {rules}",
    "lesson.menu.done": "{name} · تمّ",
    "lesson.progress": "{lesson} · الخطوة {step} من {steps}",
    "lesson.finished": "انتهى الدرس",
    "button.first_game": "العب مباراتك الأولى",
    "lesson.choose": "اختر الدرس التالي: كل قواعد أخرى تُريك ما تفعله بطريقة مختلفة.",
    "lesson.leave": "خروج",
    "lesson.lessons": "الدروس",
    "lesson.step_picker": "انتقل إلى الخطوة",
    "lesson.choose_any": (
        "اختر درسًا: القواعد القياسية أولًا، ثم ما تفعله كل قواعد أخرى بطريقة مختلفة."
    ),
    "lesson.again": "مرة أخرى",
    "lesson.you": "أنت",
    "lesson.hint": "الحركة المعلَّمة هي ما تطلبه هذه الخطوة.",
    "lesson.press_next": "تمّت هذه الخطوة: اضغط Enter أو التالي.",
    "lesson.key.redo": "لا شيء يُعاد في الدرس؛ المفتاح U يبدأ الخطوة من جديد.",
    "lesson.key.end": "لا سلسلة أكل جارية، فلا شيء يُنهى.",
    "lesson.key.place": "في الدرس تضع حجارتك بنفسك.",
    "lesson.why.centre": "حجر المركز لا يُؤكل: الحجر القائم على المربع الأوسط في أمان.",
    "lesson.why.stall": (
        "هذه الحركة لا تأكل شيئًا، وسيبلغ عدّ الحركات بلا أكل حدّه: تنتهي المباراة فورًا "
        "بالعدّ، ويفوز صاحب الحجارة الأكثر."
    ),
    "lesson.why.nothing": (
        "هذه الحركة لا تأكل شيئًا: يُؤكل الحجر حين يُحصر في خط بين حجرين من حجارتك."
    ),
    "lesson.why.fewer": "هذه الحركة تأكل أقل مما تستطيع: احصر مزيدًا من حجارة الداكن.",
    "lesson.why.leaves_a_step": (
        "بعد هذه الحركة يبقى للداكن ما يتحرك به: أغلق الطريق على كل حجارته."
    ),
    "lesson.why.other": "ليس هذا ما تعلّمه الخطوة. {task}",
    "lesson.why.shape.single": (
        "في هذه القواعد لا يُؤكل إلا حجر منفرد: حجران متتاليان بين حجارتك في أمان."
    ),
    "lesson.why.shape.line_1_or_2": (
        "في هذه القواعد يُؤكل حجر أو حجران متتاليان، أما ثلاثة فأكثر ففي أمان."
    ),
    "lesson.why.shape.alternating": (
        "في هذه القواعد تُؤكل سلسلة متناوبة (داكن، حجرك، داكن، حجرك): حجران داكنان متجاوران في أمان."
    ),
    "lesson.standard.place.task": (
        "التوزيع: انقر مربعين فارغين لتضع حجريك. أي مربع يصلح إلا المركز، فهو يبقى فارغًا."
    ),
    "lesson.standard.place.done": (
        "وُضع الحجران. يضع اللاعبان حجرين في كل دور حتى لا يبقى فارغًا إلا المركز."
    ),
    "lesson.standard.step.task": (
        "الحركة: اختر حجرك، ثم مربعًا فارغًا بجانبه مباشرة: أعلى أو أسفل أو يمينًا أو "
        "يسارًا. لا قطري ولا قفز."
    ),
    "lesson.standard.step.done": "هذه حركة: مربع واحد، في خط مستقيم، إلى مربع فارغ.",
    "lesson.standard.capture.task": ("الأكل: تحرّك بحيث يُحصر حجر الداكن في خط بين حجرين من حجارتك."),
    "lesson.standard.capture.done": (
        "أُكل! لا يأكل إلا الحجر الذي تحرّك، ولا يأكل إلا ما يحصره عند وصوله."
    ),
    "lesson.standard.line.task": "كُل صفًا كاملًا: حجران داكنان متتاليان يُحصران معًا.",
    "lesson.standard.line.done": (
        "أُكل الاثنان: صف كامل من حجارة الخصم مغلق من طرفيه يُؤكل دفعة واحدة."
    ),
    "lesson.standard.centre.task": (
        "الحجر القائم على المربع الأوسط لا يُؤكل. جد الحركة التي تأكل شيئًا رغم ذلك."
    ),
    "lesson.standard.centre.done": (
        "أُكل الحجر المجاور للمركز، وبقي حجر المركز، لأن المركز في أمان."
    ),
    "lesson.standard.blocked.task": (
        "محاصَر: ليس بجانب حجرك مربع فارغ، فلا تستطيع الحركة. افعل ما تطلبه القواعد."
    ),
    "lesson.standard.blocked.done": (
        "مرّرت دورك، ويتحرك الداكن من جديد. ولو عجز الطرفان عن الحركة لانتهت المباراة بالعدّ."
    ),
    "lesson.standard.stall.task": (
        "عدّ الحركات بلا أكل: مضت 49 حركة بلا أكل (انظر اللوحة). عند 50 تنتهي المباراة "
        "بالعدّ، وحجارة الداكن أكثر. كُل في الوقت المناسب."
    ),
    "lesson.standard.stall.done": (
        "أعاد أكلك العدّ إلى الصفر وساوى بين الحجارة. صرت تعرف القواعد: استمتع بمباراتك الأولى!"
    ),
    "lesson.traditional.single.task": (
        "هنا لا يُؤكل إلا حجر منفرد: حجران متتاليان بين حجارتك في أمان. كُل حجرًا."
    ),
    "lesson.traditional.single.done": (
        "حجر محصور وحده: هذا أكل. وفي هذه القواعد يتحرك الداكن أولًا، لأنه آخر من وزّع."
    ),
    "lesson.traditional.chain.task": (
        "سلسلة: بعد الأكل يستطيع الحجر نفسه أن يتحرك ثانية ويأكل من جديد في الدور نفسه. كُل مرتين."
    ),
    "lesson.traditional.chain.done": (
        "أكلتان في دور واحد. لا تستمر السلسلة إلا بحركات تأكل، والمفتاح E ينهيها مبكرًا."
    ),
    "lesson.traditional.open.task": (
        "لا يستطيع الداكن الحركة. هنا على الخصم أن يفتح له طريقًا: تحرّك حركة تتيح له الحركة."
    ),
    "lesson.traditional.open.done": (
        "صار الداكن يستطيع الحركة. هنا لا يُترك المحاصَر يمرّر دوره: خصمه يفتح له طريقًا."
    ),
    "lesson.lane.first.task": "قواعد لين: أول حركة في المباراة يجب أن تدخل المركز.",
    "lesson.lane.first.done": "إلى المركز: هذه القواعد تتحقق من الحركة الأولى.",
    "lesson.lane.centre.task": "هنا المركز لا يحمي: كُل الحجر القائم عليه.",
    "lesson.lane.centre.done": (
        "أُكل، وهو على المركز. هنا تُؤكل الحجارة المنفردة، وتستمر السلسلة بأي حجر."
    ),
    "lesson.lane.blocked.task": "من لا يستطيع الحركة يخسر. احصر الداكن حتى لا تبقى له حركة.",
    "lesson.lane.blocked.done": (
        "لا يستطيع الداكن الحركة فيخسر. استثناء واحد: بعد الحركة الأولى مباشرة، على اللاعب "
        "الأول أن يحرّر الثاني."
    ),
    "lesson.seejeh.series.task": (
        "سيجة التناوب تأكل سلسلة متناوبة: داكن، حجرك، داكن، حجرك. حجران داكنان متجاوران في "
        "أمان. كُل اثنين دفعة واحدة."
    ),
    "lesson.seejeh.series.done": (
        "أُكل حجرا السلسلة. وتمنع سيجة التناوب أيضًا الذهاب والإياب مرة ثالثة بين مربعين، "
        "ويمكن أن تنتهي المباراة بالاتفاق."
    ),
    "lesson.seejeh.remove.task": (
        "لا يستطيع الداكن الحركة. في سيجة التناوب تُزيل حجرًا داكنًا من اختيارك."
    ),
    "lesson.seejeh.remove.done": (
        "أُزيل: هذا يُحسب أكلًا. صار الداكن يستطيع الحركة، وإلا لأزلت حجرًا آخر."
    ),
    "lesson.sija.pair.task": "السيجة تأكل حجرًا أو حجرين متتاليين، لا ثلاثة أبدًا. جد الأكلة.",
    "lesson.sija.pair.done": "أُكل اثنان. يبقى صف الثلاثة: فهو في أمان في السيجة.",
    "lesson.sija.last.task": ("في السيجة يخسر من بقي له حجر واحد. كُل حجر الداكن قبل الأخير."),
    "lesson.sija.last.done": (
        "بقي للداكن حجر واحد فخسر. وللسيجة أيضًا وقت تفكير من الحركة الأولى، ويستطيع الداكن "
        "المحاصَر أن يطلب فدية."
    ),
    # the screens' rough edges: how to play's example controls, journey stars, New game's levels
    "howto.keys.examples": (
        "P: يوقف أمثلة الصفحة مؤقتًا أو يشغّلها؛ مفتاحا الفاصلة والنقطة: خطوة إلى الوراء أو "
        "إلى الأمام (والأزرار تحت المثال تفعل الشيء نفسه)."
    ),
    "journey.stars": (
        "النجوم: {stars} من {most} في هذا الفصل · {total} من {total_most} في الرحلة كلها"
    ),
    "newgame.rating": "التقييم",
    # the mark between the items of a list inside a sentence ("b3, b4"), a space after it
    "list.separator": "،",
    "assist.title": "هل تريد تلميحًا؟",
    "assist.body": (
        "هذه اللعبة تُحتسب في تصنيفك. مع التلميح تصبح لعبة بمساعدة: تُحفظ ويُشار إليها بأنها "
        "بمساعدة، ويبقى تصنيفك كما هو."
    ),
    "button.take_hint": "أظهر التلميح",
    "button.keep_rated": "أبقها محتسبة",
    "stats.assisted": "ألعاب بمساعدة (أُخذ فيها تلميح، فلا تُحتسب): {count}",
    "past.assisted": "بمساعدة",
    "newgame.suggested_tag": "مقترح",
    "newgame.your_choice": "اختيارك",
    "menu.daily": "لغز اليوم",
    "daily.streak": "أيام متتالية: {days}",
    "daily.solved": "حُلّ اليوم",
    "daily.unsolved": "لم يُحلّ بعد",
    "result.assisted": "لعبة بمساعدة (أُخذ فيها تلميح): يبقى تصنيفك كما كان.",
    "result.step_rung": "وصل تصنيفك إلى {next} ({rating}): هل أنت مستعد لمواجهته؟",
    "stats.view.history": "التصنيف عبر الألعاب",
    "stats.view.daily": "ألغاز اليوم",
    "daily.weekdays": "الإثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد",
    "daily.month": "حُلّت في آخر 30 يومًا: {count} · أيام متتالية: {days}",
    # online: a person on another computer (New game, the invitation, the online board)
    "newgame.online": "حاسوب آخر",
    "newgame.host": "استضافة",
    "newgame.join": "انضمام",
    "hud.player.remote": "الخصم · {side}",
    "hud.turn.remote": "دور الخصم",
    "hud.thinking.remote": "خصمك يفكّر…",
    "online.out_of_step": "تعذّر على هذه الرقعة متابعة لعبة الخادم",
    "online.link_down_wait": "انقطع الاتصال: العب مجددًا حين يعود.",
    "online.no_undo": "لا تراجع عبر الشبكة",
    "online.no_undo_why": "لا تراجع ولا تلميحات في اللعب عبر الشبكة: الحركة المرسلة قد لُعبت.",
    "online.claim": "المطالبة بالفوز",
    "online.keep_waiting": "مواصلة الانتظار",
    "online.refused": "رفض الخادم: {reason}",
    "online.link_closed": "أُغلق الاتصال باللعبة",
    "online.link_down": "انقطع الاتصال · إعادة الاتصال…",
    "online.rematch_asked": "طُلبت مباراة ثأرية: بانتظار خصمك",
    "online.rematch_offered": "خصمك يطلب مباراة ثأرية",
    "online.waiting": "بانتظار خصمك · {time}",
    "online.gone": "لم يعد خصمك: طالب بالفوز أو واصل الانتظار",
    "online.host_title": "دعوتك",
    "online.address": "العنوان: {address}",
    "online.host_waiting": "اقرأ الرمز لخصمك. بانتظار انضمامه…",
    "online.connecting": "جارٍ الاتصال…",
    "online.join_title": "الانضمام إلى لعبة",
    "online.nearby": "ألعاب على هذه الشبكة",
    "online.nearby_none": "لا لعبة معروضة على هذه الشبكة بعد.",
    "online.offer": "{host} · {rules} · {size}×{size}",
    "online.typed": "الرمز، أو العنوان والرمز:",
    "online.typed_unknown": "لا لعبة بهذا الرمز هنا: اكتب عنوان المضيف والرمز.",
    "online.resume": "لعبتك الجارية: عُد إلى مقعدك",
    "settings.server": "خادم الإنترنت",
    "settings.server.none": "هذه الشبكة فقط",
    "settings.server.typing": "اكتب عنوان الخادم (host:port) ثم اضغط Enter.",
    "online.status_then": "{status} · {prompt}",
}
