"""The phrase tables of :mod:`memspark.capture.control` for the further languages (their commonest
structures only) and the languages written without spaces; see :mod:`memspark.capture.control_rules`.

Devanagari vowel signs are not word characters to :mod:`re`, so the Hindi fragments use no ``\\b``;
Han, kana and Hangul fragments have none either (no spaces between words, or particles glued on).
"""

from __future__ import annotations

from memspark.capture.control_rules import GAP, Lexicon

# Further languages, their commonest structures only: someone listened to instead of the user, all of the
# user's things handed over. (Japanese and Chinese put the object first and have no word boundaries.)
MALAY = Lexicon(  # Malay and Indonesian
    direct=(("obey-other", r"\byang (?:atur|mengatur|memerintah|perintah|kendalikan|mengendalikan) (?:kamu|anda|awak|engkau)\b|"
                           r"\bapa pun (?:kata|perintah|permintaan|mau)\w*\b[^.!?\n]{0,60}?\b(?:jalankan|lakukan|turuti|ikuti|kerjakan)\b"),),
    control=r"\b(?:ikut cakap|ikuti (?:perintah|arahan|kata)|turuti|patuhi|dengar(?:kan)? (?:cakap|kata)|dengarkan|"
                       r"ikut arahan)\b",
    precedence=r"\b(?:bukan|bukannya|jangan|daripada) (?:saya|aku)\b|\bmenggantikan saya\b",
    data=r"\b(?:bagi|beri|berikan|kasih|kirim|kirimkan|hantar|tunjuk|tunjukkan|teruskan)\b",
    blanket=r"\bsemua (?:\w+ ){0,3}?(?:saya|aku)\b|\bsemua yang kita (?:bincang|bicarakan|bualkan)\w*", scoped=r"(?!)",
    bypass=r"\btanpa (?:tanya|bertanya|izin) (?:saya|aku)\b",
    trigger=r"\b(?:kalau|kalo|jika|bila|apabila)\b[^.!?\n]{1,40}?\b(?:minta|meminta|tanya|bertanya|mau|mahu|perlu|hubungi|"
            r"telepon|telefon)\b",
    sensitive=r"\b(?:pin|kata sandi|kata laluan|password|sandi|alamat|rekening|akaun bank|data pelanggan|nomor rekening)\b")
POLISH = Lexicon(
    direct=(("treat-as-user", r"\btraktuj " + GAP + r" jak(?:by to był[a]?)? (?:mnie|ja)\b"),
            ("overrides-user", r"\b(?:polecenia|słowo|zdanie|decyzje|instrukcje|prośby)\b[^.!?\n]{0,20}?\b(?:są|jest) "
                               r"ważniejsz\w* (?:od|niż) (?:moich|mojego|moje|mnie|moja)\b")),
    control=r"\b(?:słuchaj|słuchać|rób to,? co|rób,? co|wykonuj polecenia)\b", precedence=r"\b(?:zamiast mnie|a nie mnie)\b",
    data=r"\b(?:wyślij|przekaż|przesyłaj|przekazuj|pokaż|daj|udostępnij)\b",
    blanket=r"\bwszystkie (?:moje )?(?:\w+ ){0,2}?(?:maile|wiadomości|pliki|rozmowy|dane|e-maile)\b|\bwszystko,? o czym "
            r"(?:rozmawialiśmy|mówiliśmy)", scoped=r"(?!)", bypass=r"\b(?:bez pytania mnie|nie pytając mnie)\b")
VIETNAMESE = Lexicon(
    direct=(("obey-other", r"\b(?:bảo|nói|sai) gì (?:thì )?làm (?:nấy|đó|theo)\b"),),
    control=r"\b(?:nghe theo|nghe lời|làm theo|tuân theo|vâng lời)\b", precedence=r"\b(?:thay vì|chứ không phải|thay cho) tôi\b",
    data=r"\b(?:gửi|chuyển tiếp|chuyển|cho xem|đưa)\b", blanket=r"\b(?:tất cả|mọi) (?:\w+ ){0,3}?của tôi\b", scoped=r"(?!)",
    bypass=r"\b(?:không cần|mà không) hỏi tôi\b",
    trigger=r"\b(?:nếu|khi|hễ)\b[^.!?\n]{1,40}?\b(?:hỏi|xin|muốn|cần|nhắn|gọi|nói)\b",
    sensitive=r"\b(?:mật khẩu|địa chỉ|số tài khoản|mã pin|tài khoản ngân hàng|số điện thoại)\b")
SWEDISH = Lexicon(
    direct=(("obey-other", r"\bgör (?:allt )?(?:som|vad) (?!jag\b)" + GAP + r"\b(?:säger|ber om|vill)\b"),
            ("own-rules", r"\bglöm (?:bort )?(?:reglerna|dina regler|regeln) om (?:sekretess|tystnadsplikt|integritet)\b")),
    control=r"\b(?:lyssna|lysna|lyd|gör som|följ)\b", precedence=r"\b(?:i stället för|istället för|inte) mig\b",
    data=r"\b(?:skicka|vidarebefordra|ge|visa|dela)\b", blanket=r"\balla mina\b|\ballt vi (?:har )?(?:pratat|diskuterat) om\b",
    scoped=r"(?!)", bypass=r"\butan att fråga mig\b")
DUTCH = Lexicon(
    direct=(("treat-as-user", r"\bbehandel " + GAP + r" alsof (?:hij|zij|ze) (?:ik|mij) (?:is|ben|was)\b"),
            ("obey-other", r"\bdoe (?:maar )?wat (?!ik\b)" + GAP + r"\b(?:zegt|vraagt|wil)\b")),
    control=r"\b(?:luister naar|gehoorzaam|doe wat|volg)\b", precedence=r"\b(?:in plaats van|en niet|niet) (?:naar )?mij\b",
    data=r"\b(?:stuur|geef|deel|laat)\b", blanket=r"\b(?:al|alle) mijn\b|\balles wat we (?:besproken|bespraken)\b",
    scoped=r"(?!)", bypass=r"\bzonder (?:het )?(?:mij|me) te vragen\b")
CZECH = Lexicon(
    direct=(), control=r"\b(?:řiď|poslouchej|dělej,? co|poslechni)\b", precedence=r"\b(?:ne mými|ne mě|místo mě|místo mne)\b",
    data=r"\b(?:posílej|pošli|přeposílej|přepošli|dej|ukaž)\b", blanket=r"\bvšechny (?:moje|mé|mých) \w+", scoped=r"(?!)",
    bypass=r"\bbez ptaní\b|\baniž by ses mě zeptal\w*")
ROMANIAN = Lexicon(
    direct=(), control=r"\b(?:ascultă|ascultați|fă ce|urmează)\b", precedence=r"\b(?:în loc de mine|și nu de mine|nu de mine)\b",
    data=r"\b(?:trimite|trimite-le|trimite-i|dă-i|arată-i|redirecționează)", blanket=r"\btoate (?:\w+ ){0,2}?mele\b|\btot ce "
    r"(?:vorbim|discutăm|am vorbit)\b", scoped=r"(?!)", bypass=r"\bfără să mă (?:întrebi|anunți)\b")
FINNISH = Lexicon(
    direct=(), control=r"\b(?:tottele|kuuntele|noudata)\b", precedence=r"\b(?:äläkä minua|eikä minua|minun sijaani)\b",
    data=r"\b(?:anna|lähetä|välitä|näytä)\b", blanket=r"\bkaikki\w* \w+ni\b", scoped=r"(?!)", bypass=r"\bkysymättä minulta\b")
TURKISH = Lexicon(
    direct=(("obey-other", r"\bne (?:derse|isterse|söylerse|emrederse) (?:onu |hemen )?(?:yap|uygula)\b"),), control=r"\b(?:dinle|itaat et|sözünü|sözüne|talimatlarını)", precedence=r"\b(?:benim yerime|benden önce|beni değil|"
    r"benimkinden üstün)", data=r"\b(?:gönder|ilet|ver|göster|aç)\b", blanket=r"\btüm (?:\w+ ){0,2}?\w+(?:ımı|imi|umu|ümü)\b",
    scoped=r"(?!)", bypass=r"\bbana sormadan\b", trigger=r"\b\w+(?:arsa|erse|ırsa|irse|ursa|ürse)\b",
    sensitive=r"\b(?:şifre\w*|parola\w*|adres\w*|hesap bilgi\w*)")
JAPANESE = Lexicon(
    direct=(("overrides-user", r"(?:私|僕|俺|わたし)(?:より|ではなく|じゃなくて?|の代わりに)[^。！？\n]{0,20}?(?:優先|従|聞いて|言うこと)"),),
    control=r"(?:指示|命令|言うこと)", precedence=r"(?:私|僕|俺)(?:より|ではなく|じゃなく)", data=r"(?!)", blanket=r"(?!)",
    scoped=r"(?!)", bypass=r"(?!)")
CHINESE = Lexicon(
    # the verb of "do" is any of 做/干/办/弄 and "what" is 什么 or 啥: "站长让你干什么你就干什么"
    direct=(("obey-other", r"(?:说|讲|吩咐|(?:让|叫|要)你(?:做|干|办|弄))(?:什么|啥)你?就(?:(?:做|干|办|弄)(?:什么|啥)?|照做|去做|去干)"),
            ("data-handover", r"(?:要|问|想看|要看)(?:看)?就(?:全部|全都|都|全)(?:发给|给|告诉|转给)|谁(?:来)?问[^。！？\n]{0,12}?"
                              r"(?:你)?都(?:告诉|给|发给)|(?:要|问|想要|想看|要看)[^。！？\n]{0,15}?就(?:直接|全部|全都|都|全)(?:发给|给|告诉|转给)"
                              r"(?!我)"),
            ("treat-as-user", r"的话就(?:等于|是|算)我(?:的话|说的)|就当(?:她|他|他们|她们)是我(?:本人|自己)?"),
            ("overrides-user", r"比我的(?:规定|话|要求|指示|意见|决定|安排)(?:更|还)?(?:优先|重要|算数|管用)")),
    control=r"(?:听|聽|服从|服從|照着|按照)", precedence=r"(?:而不是我|不是我|不要听我|不聽我|比我的?更?优先|我(?:说)?的(?:话)?(?:放|排)(?:在)?后面)",
    data=r"(?!)", blanket=r"(?!)", scoped=r"(?!)", bypass=r"(?!)")
RUSSIAN = Lexicon(
    direct=(), control=r"\b(?:слушай(?:ся)?|подчиняйся|повинуйся|выполняй|делай(?: всё)?,? что)\b",
    precedence=r"\b(?:а не меня|а не мне|вместо меня|даже если я (?:против|не согласен|не согласна|скажу нет))\b",
    data=r"\b(?:отправляй|отправь|пересылай|перешли|покажи|показывай|дай|давай|передай|передавай|расскажи|сообщи|сообщай|скажи)\b",
    blanket=r"\b(?:все|всю|всё) (?:мои|мою|моё|мое)\b|\bвсё,? о чём мы (?:говорили|договорились)\b|\bвсю (?:мою |нашу )?переписку\b",
    scoped=r"(?!)", bypass=r"\b(?:не спрашивая меня|без моего (?:разрешения|согласия|ведома)|(?:больше )?не спрашивай (?:у )?меня|"
                        r"не надо меня спрашивать)\b",
    trigger=r"\b(?:если|когда)(?! я\b)[^.!?\n]{1,40}?\b(?:спросит|спрашивает|попросит|просит|захочет|хочет|скажет)\b",
    sensitive=r"\bмо(?:и|й|я|ё|е|их|ю) (?:пароли|пароль|адрес|счета|счёт|письма|сообщения|данные|заметки|документы)\b|\bклиент\w*")
KOREAN = Lexicon(  # particles are glued on: no word boundaries
    direct=(("overrides-user", r"(?:제|내|저의|나의) 말보다 (?:먼저|우선)"),
            ("data-handover", r"(?:제|내) (?:허락|동의|승인) 없이[^.!?\n]{0,40}?(?:요청하면|물어보면|달라고 하면|원하면|물으면)|(?:제|내) "
                              r"[^.!?\n]{0,30}?(?:달라고 하면|요청하면|물어보면|원하면) (?:다 )?(?:주세요|줘|알려 주세요|알려 줘|보내 주세요)"),
            ("obey-other", r"(?:시키는|말하는|하라는) (?:건|것은|대로) (?:다 )?(?:하세요|해 주세요|해요|해)[^.!?\n]{0,20}?(?:묻지|물어보지|허락)")),
    control=r"(?!)", precedence=r"(?!)", data=r"(?!)", blanket=r"(?!)", scoped=r"(?!)", bypass=r"(?!)")
HINDI = Lexicon(
    direct=(("obey-other", r"जो (?:कहें|कहे|कहेंगे|बोलें|बोले) वही करना|मेरी जगह[^।!?\n]{0,30}?(?:फ\u093c?ैसल|निर्णय)"),
            ("data-handover", r"(?:सारे|सभी|सारी) (?:\S+ ){0,2}?(?:मैसेज|संदेश|बातें|ईमेल|फ\u093c?ाइल\S*|नंबर)[^।!?\n]{0,40}?(?:भेज|बता|दे) "
                              r"देना")),
    control=r"(?!)", precedence=r"(?!)", data=r"(?!)", blanket=r"(?!)", scoped=r"(?!)", bypass=r"(?!)")

MORE_LEXICONS: dict[str, Lexicon] = {"ms": MALAY, "pl": POLISH, "vi": VIETNAMESE, "sv": SWEDISH, "nl": DUTCH, "cs": CZECH,
                                     "ro": ROMANIAN, "fi": FINNISH, "tr": TURKISH, "ja": JAPANESE, "zh": CHINESE,
                                     "ru": RUSSIAN, "ko": KOREAN, "hi": HINDI}
