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
    "app.crashed": "توقفت سيجة بسبب خطأ. كُتب تقرير في:\n{path}",
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
    "button.end_turn": "إنهاء الدور",
    "button.pause": "إيقاف مؤقت",
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
    "settings.title": "الإعدادات",
    "settings.sound_volume": "مستوى المؤثرات الصوتية",
    "settings.music_volume": "مستوى الموسيقى",
    "settings.mute": "كتم كل الأصوات",
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
    "settings.larger_text": "نص أكبر",
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
    "level.medium": "متوسط",
    "level.hard": "صعب",
    "side.light": "الفاتح",
    "side.dark": "الداكن",
    "rules.standard.name": "القياسية",
    "rules.standard.summary": "تؤكل الصفوف كاملة، ومن لا يستطيع الحركة يمرّر دوره.",
    "rules.traditional.name": "التقليدية",
    "rules.traditional.summary": "أكل حجر واحد، وسلسلة بالحجر نفسه، ويبدأ الداكن الحركة.",
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
    "newgame.light_first": "يوزّع الفاتح ويتحرك أولًا دائمًا.",
    "newgame.dark_first": "يوزّع الفاتح أولًا، ويبدأ الداكن الحركة.",
    "hud.title": "{rules} · {size}×{size}",
    "hud.phase.placement": "التوزيع",
    "hud.phase.movement": "الحركة",
    "hud.phase.over": "انتهت اللعبة",
    "hud.banner.movement": "وُزّعت كل الحجارة: تبدأ مرحلة الحركة",
    "hud.turn.you": "دورك",
    "hud.turn.computer": "دور الحاسوب",
    "hud.turn.light": "دور الفاتح",
    "hud.turn.dark": "دور الداكن",
    "hud.player.you": "أنت",
    "hud.player.computer": "الحاسوب · {level}",
    "hud.player.side": "{side} · اللاعب {number}",
    "hud.on_board": "على الرقعة: {count}",
    "hud.in_hand": "في اليد: {count}",
    "hud.captured": "أكل: {count}",
    "hud.quiet": "حركات بلا أكل: {count} من {limit}",
    "hud.think_time": "وقت التفكير",
    "hud.thinking.computer": "الحاسوب يفكّر…",
    "hud.thinking.light": "الفاتح يفكّر…",
    "hud.thinking.dark": "الداكن يفكّر…",
    "hud.hint_wait": "جارٍ البحث عن تلميح…",
    "hud.cursor": "المربع {cell}",
    "prompt.place.first": "ضع حجرًا في مربع فارغ (غير الأوسط): الأول من اثنين.",
    "prompt.place.second": "ضع حجرًا في مربع فارغ (غير الأوسط): الثاني من اثنين.",
    "prompt.place.last": "ضع آخر حجارتك في مربع فارغ (غير الأوسط).",
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
    "prompt.keys": "الأسهم: المؤشر · Enter أو المسافة: تنفيذ · Tab: الأزرار · Esc: القائمة",
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
    "dialog.leave.body": "ستُحفظ: زر «متابعة» في الشاشة الرئيسية يعيدها.",
    "pause.title": "إيقاف مؤقت",
    "result.you_win": "فزت!",
    "result.you_lose": "خسرت",
    "result.light_wins": "فاز الفاتح",
    "result.dark_wins": "فاز الداكن",
    "result.draw": "تعادل",
    "result.reason.capture": "فوز بالأكل: بقي عدد قليل جدًا من الحجارة لمتابعة اللعب.",
    "result.reason.blocked": "فوز بالحصار: لم يستطع الخاسر الحركة.",
    "result.reason.stall": "حركات كثيرة بلا أكل: عُدّت الحجارة.",
    "result.reason.no_moves": "لم يستطع أي طرف الحركة: عُدّت الحجارة.",
    "result.reason.agreement": "انتهت اللعبة بالاتفاق: عُدّت الحجارة.",
    "result.reason.resign": "فوز بانسحاب الخصم.",
    "result.reason.timeout": "فوز بالوقت: انتهى وقت التفكير.",
    "result.pieces": "الحجارة على الرقعة: الفاتح {light}، الداكن {dark}",
    "result.score": "النقاط · {name}: {score}",
    "result.score_detail": "أكل {ate} · خسر {lost} · الدقائق {minutes} · الحركات {moves}",
    "result.time": "مدة اللعب بالدقائق: {minutes}",
    "notice.file_unreadable": "تعذّرت قراءة {file} ({reason})؛ تُستخدم القيم الافتراضية.",
    "notice.file_kept": "حُفظ الملف القديم باسم {name}.",
    "notice.save_failed": "تعذّر حفظ {file}: {error}",
    "notice.autosave_unusable": "تعذّرت متابعة اللعبة المحفوظة ({reason}).",
    "howto.title": "طريقة اللعب",
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
    "howto.controls.keyboard": (
        "لوحة المفاتيح: تحرّك الأسهم مؤشرًا على الرقعة، و Enter أو المسافة للّعب في "
        "مربعه، و Tab للوصول إلى الأزرار، و Esc لفتح القائمة أو الرجوع."
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
        "النقاط: للفائز 240 + 4 × ما أكله – 2 × ما خسره – الدقائق – عدد حركاته؛ وللخاسر "
        "4 × ما أكله – 2 × ما خسره + عدد حركاته + الدقائق – 100."
    ),
    "howto.sija.safeguard": (
        "إضافة من هذه اللعبة، ليست في المصدر: بعد 100 حركة بلا أكل يفوز صاحب الحجارة "
        "الأكثر، وفي التعادل تُحسب النقاط 4 × ما أكله – 2 × ما خسره."
    ),
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
    "journey.notice.dropped": "مدخلات غير مقروءة حُذفت: {count}",
    "goal.capture": "القطع المطلوب أسرها في نقلة واحدة: {count}",
    "goal.win": "اربح المباراة. النقلات المسموحة: {count}",
    "goal.keep": "لا تخسر أي قطعة. نقلات الخصم المطلوب الصمود أمامها: {count}",
    "goal.block": "اترك خصمك بلا حركة. النقلات المسموحة: {count}",
    "goal.stall": "اربح بالعدّ عند انتهاء عدّاد الهدوء. النقلات المسموحة: {count}",
    "challenge.moves_left": "النقلات الباقية: {count}",
    "challenge.tries": "المحاولة: {count}",
    "challenge.solved": "أحسنت!",
    "challenge.wrong": "ليس هذه المرة",
    "challenge.answer": "يردّ الخصم بـ {move}. اضغط Enter أو R لتعيد المحاولة.",
    "challenge.missed": "هذا لا يبلغ الهدف. اضغط Enter أو R لتعيد المحاولة.",
    "challenge.stars": "النجوم المكتسبة: {stars} من 3",
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
    "theme.stall": "عدّاد الهدوء",
    "theme.defence": "الدفاع",
    "theme.endgame": "نهاية المباراة",
    "challenge.banner": "تحدٍّ",
}
