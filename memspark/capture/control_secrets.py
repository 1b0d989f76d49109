"""Orders to give away the keys: a secret handed over, security switched off, elevated rights granted.

The phrase tables of :mod:`memspark.capture.control` read *who* the assistant obeys and *what* it hands over,
one language at a time. An order to act on the user's behalf against the user's own safety has a narrower
structure that holds across languages, and this module reads it from three cheap signs of one sentence:

- **the object is a secret** (:data:`SECRET`): a password, PIN, one-time or SMS code, login, credentials, a
  private key or recovery phrase, the answers to the user's security questions ("answer them for me",
  "beantworte sie", "contéstalas"), in some twenty languages (the words are few and stable: "mot de passe",
  "Passwort", "contraseña", "hasło", "пароль", "密码", "暗証番号", "비밀번호", "kode OTP", "mật khẩu" …), or a
  protection (:data:`SECURITY`: two-factor authentication, the screen lock, the antivirus) or elevated rights
  (:data:`ELEVATED`: admin or root rights, run as administrator);
- **the assistant is the one who acts**: a second-person order or permission to hand it over, switch it off or
  grant it (:data:`HAND`, :data:`DISABLE`, :data:`GRANT`): an imperative ("donne-le", "gib es ihm", "dáselas",
  "kasih saja", "отправь его", "直接发给他", "알려 주세요", "turn off …") or a third party given it ("the agency can
  have my passwords", "puede pedirte mi contraseña");
- **no negation is left** (:data:`memspark.capture.control_negation.NEGATION`, where a word that negates in one
  language and not in another, Romanian "nu" and Dutch "nu", counts only in its own) once the phrases that only take
  the user out of the loop ("without asking me", "sans me demander", "bana sormadan", "不用问我", "저한테 묻지 말고":
  :data:`BYPASS`) are blanked: a negation left
  ("never give", "ne donne rien", "一律不给", "nic nie podawaj", "the answer is no") or a refusal, a redirect or the
  user as the only recipient (:data:`PROTECTIVE`: "tell them to contact IT", "only to me") makes the sentence a
  protective rule the user keeps, which is stored.

So "if the bank calls for the SMS code, give it without asking me" and "turn off two-factor on the admin account
so the night staff can log in" are refused, while "I never share my bank codes", "my 2FA is on the Yubikey",
"if anyone asks for my passwords, tell them to contact IT" and "never turn off 2FA on the shared laptop" are
statements about the user and their rules. The code that disarms the alarm or opens a key safe
("the alarm code", "le code de l'alarme", "código de la alarma") is a secret; a thing that is not one by itself (the wifi code, a door code,
billing codes) is left to the phrase tables, where a guest given the wifi code is the user's delegation.

English orders need the verb where an imperative stands (a clause start, after "just", "please", "then" …, or
after "you can"), since "give" is also the first person's verb ("I give my PIN to nobody"). Pure and linear:
each pattern is a bounded alternation over one sentence of the matching form
(:func:`memspark.capture.control.matching_form`).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from memspark.capture.control_data_out import SEND, data_out
from memspark.capture.control_negation import NEGATION

_B = r"(?<![^\W\d_])"  # a word start that also works before a digit, where \b would not (between two letters: no)
_E = r"(?![^\W\d_])"   # a word end, the same way

SECRET = (
    _B + r"(?:"
    # English
    r"passwords?|passcodes?|(?:my|bank|card|debit|atm|account|sim|phone) pins?|pins? (?:number|code)s?|otps?|one[- ]time (?:codes?|passwords?|pins?)|"
    r"(?:sms|text|verification|security|login|log-in|2fa|mfa|two[- ]factor|authenticat\w+|confirmation|bank(?:ing)?|"
    r"one[- ]time|auth) codes?|credentials|log-?ins?(?! (?:page|screen|link|form|button|flow|issues?|problems?))|(?:private|secret|api|ssh) keys?|seed phrases?|"
    r"recovery (?:phrases?|codes?|keys?)|card numbers?|cvvs?|cvcs?|security (?:questions?|answers?)|sicherheitsfragen?|"
    r"questions? de sécurité|preguntas? de seguridad|domande di sicurezza|perguntas? de segurança|(?:beveiligings|veiligheids)vragen|"
    # the code that disarms the alarm or opens the key safe: "the alarm code", "code de l'alarme", "Alarmcode"
    r"(?:alarm|burglar alarm|security system|key ?safe|lock ?box|safe) (?:codes?|pins?)|codes? (?:of|for) the (?:alarm|key ?safe|safe)|"
    r"codes? (?:de l'alarme|d'alarme|de l'alarme de \w+|du coffre(?:-fort)?|de la boîte à clés)|alarmcodes?|alarmanlagen-?codes?|"
    r"(?:code|pin) (?:der|für die) alarmanlage|tresorcodes?|códigos? de (?:la )?alarma|códigos? do alarme|codic[ei] dell'allarme|"
    r"kod(?:u|em)? (?:do )?alarmu|alarmcode|"
    # French, Spanish, Italian, Portuguese
    r"mots? de passe|codes? (?:reçus? )?(?:par |du |de |d')?(?:sms|otp|vérification|confirmation|sécurité|pin)|"
    r"codes? (?:secret|bancaires?|pin)|codes? (?:confidentiel )?de (?:ma |ta |la )?carte(?: bancaire| bleue)?|"
    r"identifiants(?: bancaires)?|code pin|códigos? (?:secreto )?(?:do|da|de) (?:meu |minha )?(?:cartão|tarjeta)|"
    r"pin (?:do|da|de) (?:meu |minha |mi )?(?:cartão|tarjeta)|codice (?:segreto )?della (?:mia )?carta|"
    r"contraseñas?|claves?(?: de acceso| bancarias?)?|códigos? (?:de (?:verificación|seguridad|confirmación)|"
    r"del? sms|sms|otp|pin)|credenciales|números? de (?:la |mi )?tarjeta|"
    r"codic[ei] (?:otp|sms|pin|di (?:verifica|sicurezza))|credenziali|pin (?:della|del) (?:mia |mio )?(?:carta|bancomat)|"
    r"numero della (?:mia )?carta|"
    r"senhas?|códigos? (?:de verificação|de segurança)|credenciais|"
    # German, Dutch, Swedish, Finnish
    r"passw(?:o|ö)rt(?:er)?|kennw(?:o|ö)rt(?:er)?|zugangsdaten|anmeldedaten|logindaten|(?:die|eine|meine|deine) tans?|tan-\w+|sms-codes?|"
    r"(?:bestätigungs|verifizierungs|einmal|sicherheits)codes?|"
    r"wachtwoord(?:en)?|inloggegevens|pincodes?|verificatiecodes?|lösenord(?:et|en)?|pinkod(?:en)?|bankid|"
    r"inloggningsuppgifter|engångskod(?:en)?|verifieringskod(?:en)?|salasan\w*|pin-koodi\w*|pankkitunnu\w*|"
    r"tunnusluvu?\w*|vahvistuskoodi\w*|"
    # Polish, Russian, Ukrainian, Turkish
    r"hasł\w+|hasl[oa]\w*|kod\w* (?:z sms-?a?|sms|blik|pin|weryfikacyjn\w*)|парол\w+|пин-?код\w*|пін-?код\w*|"
    r"код\w* (?:из|з) смс|код\w* подтверждения|смс-код\w*|логин\w*|şifre\w*|parola\w*|sms kodu\w*|doğrulama kodu\w*|"
    # Indonesian/Malay, Vietnamese, Hindi (Latin), Swahili
    r"kode (?:otp|pin|verifikasi|sms)|pin (?:kartu|rekening|atm|bank|saya|aku)|kata sandi|sandi|mã (?:otp|pin|xác (?:nhận|thực))|mật khẩu|"
    r"namba (?:yangu )?ya siri|nenosiri|parol\w+|jelsza\w+|jelszó\w*|hesl[oa]\w*|přihlašovací\w* údaj\w*|"
    r"prihlasovaci\w* udaj\w*"
    r")" + _E +
    # scripts written without spaces, and Hebrew, Arabic
    r"|密码|密碼|验证码|驗證碼|口令|动态码|パスワード|暗証番号|認証コード|ワンタイム|비밀번호|비번|인증 ?번호|인증 ?코드|"
    r"סיסמ[הא]|קוד אימות|كلم(?:ة|ات) (?:السر|المرور)|رمز التحقق|رمز التحقّق|"
    r"รหัสผ่าน|รหัส ?(?:atm|otp|pin)|पासवर्ड|ओटीपी|पिन"
)

SECURITY = (
    r"two[- ]factor(?: auth\w*)?|2fa|mfa|multi[- ]factor(?: auth\w*)?|two[- ]step verification|"
    r"(?:login|fraud|security|sign-in) alerts?|(?:password|passcode|pin) (?:protection|lock|requirement)|screen ?lock|"
    r"lock screen|(?:login|sign-in|2fa|mfa|push|authentication) (?:requests?|prompts?)|"
    r"double authentification|authentification (?:à|a) deux facteurs|autenticación (?:de|en) dos (?:factores|pasos)|"
    r"verificación en dos pasos|zwei-faktor-\w+|2-faktor-\w+|autenticazione a due fattori|"
    r"autenticação de dois (?:fatores|factores)|verificação em duas etapas|verifikasi dua langkah|"
    r"uwierzytelniani\w+ dwuskładnikow\w+|двухфакторн\w+|двоетапн\w+|iki (?:adımlı|faktörlü) doğrulam\w+|"
    r"tweestapsverificatie|tvåfaktors\w+|kaksivaihei\w+|xác (?:thực|minh) hai (?:yếu tố|bước)|"
    r"两步验证|两步驗證|双重验证|二次验证|双因素认证|2段階認証|二段階認証|2단계 인증|이중 인증|"
    # the count of steps or factors is short and survives a typo in the word beside it ("la vreificación en dos pasos")
    r"\b(?:two|2)[- ]?(?:step|factor)\b|\ben dos (?:pasos|factores)\b|\ben deux (?:étapes|facteurs)\b|"
    r"\bzwei[- ]?(?:faktor|stufen|schritt)\w*|\b(?:a|in) due (?:fattori|passaggi)\b|\bem (?:duas etapas|dois fatores)\b|"
    r"\bdwu(?:etapow|składnikow)\w*|\bдвух(?:этапн|факторн)\w*|\bhai (?:bước|yếu tố)\b|\bdua (?:langkah|faktor)\b"
)

ELEVATED = (
    r"(?:admin|administrator|root|sudo|superuser|elevated|full admin) (?:rights|access|privileges|permissions)|"
    r"with (?:admin|administrator|root|elevated) (?:rights|privileges)|"
    r"droits? (?:d'|de )?admin\w*|permisos de administrador|admin(?:istrator)?rechte|diritti di amministratore|"
    r"permissões de administrador|права администратора|管理员权限|管理者権限|관리자 권한"
)

# the order or permission to hand a secret over, by language (imperatives, and a third party given it)
_EN_LEAD = (r"(?:^|[,;:—–(-] ?|\b(?:just|please|simply|then|also|and|so|always|go ahead and|feel free to|you can|you may|"
            r"you should|you're allowed to|you are allowed to|it's fine to|it's ok to|ok to|okay to|you'll|you will|"
            r"you must|btw|fyi|plz|pls)\b,? )")
HAND = (
    _EN_LEAD + r"(?:give(?: out| away)?|hand(?: over)?|send|share|tell|read(?: (?:it|them|that|those))? (?:out|back)|repeat|"
    r"confirm|(?:reply|respond|answer) with|answer (?:them|it|those|these)|"
    r"pass(?: on| along)?|forward|disclose|reveal|"
    r"provide|text|email|let \w+ have)\b|"
    r"\b(?:can|may|should) (?:have|get|see|know)\b|\bgets? (?:all |the lot of )?my\b|\bcan ask you for\b|"
    r"\bdonne(?:-(?:le|la|les|lui|leur|les-lui|les-leur|le-lui|le-leur|la-lui|la-leur))?\b|\benvoie\b|\btransmets\b|"
    r"\bcommunique\b|\bfile(?:-(?:le|la|les|lui|leur))\b|\bpasse(?:-(?:le|la|les|lui|leur))\b|\bdis-(?:le|lui|leur)\b|"
    r"\btu peux (?:lui |leur |les |le |la )*(?:donner|envoyer|transmettre|communiquer|passer)\b|"
    r"\b(?:dale|dales|dáselos?|dáselas?|se (?:la|las|lo|los) das|envíaselos?|envíaselas?|envíale|mándale|mándaselos?|"
    r"mándaselas?|pásale|pásaselos?|pásaselas?|díselos?|díselas?|dile|puede pedirte|pueden pedirte)\b|"
    r"\b(?:dagli|dalle|dagliel[aeio]|mandagli|inviagli|passagli|comunicagli|digli|può chiederti)\b|"
    r"\b(?:pode passar|passa-lhe|dá-lhe|dê a ele|dê a ela|manda pra|manda para|envia pra|envia para|pode dar)\b|"
    r"(?:^|[,;:] ?)(?:dá|dê|manda|invia|inoltra)\b|"
    r"\b(?:gib|gebt|schick|schicke|sende|teile|nenn|nenne|sag (?:ihm|ihr|ihnen)|rück|leite)\b|(?<!\bich )\bbeantworte\b|"
    r"(?<!\bik )\bbeantwoord\b|\bréponds-y\b|\b(?:contéstal[ao]s|respóndel[ao]s)\b|\brispondi\b|\bresponde-(?:lhes|as|os)\b|"
    r"\bkannst du (?:ihm|ihr|ihnen) \w+|\bsoll \w+ (?:\w+ )*?bekommen\b|\bkann \w+ (?:\w+ )*?bekommen\b|"
    r"\b(?:geef|stuur|deel|vertel)\b|\b(?:ge (?:honom|henne|dem)|skicka|dela|berätta)\b|"
    r"\b(?:anna (?:ne|se|sitä|niitä|hänelle|heille)|lähetä|kerro|jaa)\b|\b(?:daj|podaj|wyślij|przekaż|powiedz|udostępnij)\b|"
    r"\b(?:дай|дайте|отправь|отправьте|скажи|скажите|сообщи|сообщите|продиктуй|перешли|передай|вышли|"
    r"надішли|повідом|віддай|віддавай|отдай|отдайте|отдавай)\b|\b(?:dă-i|da-i|trimite-i|spune-i|i le dai|i-o dai|i-l dai|add (?:oda|meg)|"
    r"küldd|mondd meg|dej|pošli|řekni)\b|(?:^|\s)(?:فأعطه|أعطه|أعطها|أعطهم|اعطه|أرسلها|أرسله|ارسلها|أخبره|أخبرها)|"
    r"ให้(?:เขา|เธอ|พวกเขา)|ส่งให้|บอก(?:เขา|เธอ)|दे देना|दे दो|दे दीजिए|बता देना|बता दो|भेज दो|\b(?:ver|verin|söyle|söyleyin|gönder|gönderin|ilet|paylaş)(?=\s*(?:[,;:.!]|$))|"
    r"\b(?:kasih|kasihkan|berikan|beri|kirim|kirimkan|bagikan|sebutkan|kasih tahu|ibigay|ipadala|sabihin)\b|"
    r"\b(?:đưa|gửi|cho họ|cho anh|cho chị|cho nó|nói cho|báo cho|cung cấp)\b|"
    r"\b(?:de dena|de do|de dijiye|bata dena|bata do|bhej dena|bhej do)\b|\b(?:mpe|wape|mpa|mtumie|mwambie)\b|"
    r"(?:^|\s)(?:תן|תני|תנו|שלח|שלחי|תמסור|תמסרי|תגיד|תגידי)(?:\s|$|[,.!?])|"
    r"给他|给她|给他们|给她们|发给|告诉(?!我)|转给|交给|就给|直接给|提供给|"
    r"教えて|伝えて|送って|渡して|알려 ?주|알려 ?줘|알려줘|보내 ?주|보내 ?줘|전달해|넘겨"
)

DISABLE = (
    _EN_LEAD + r"(?:turn off|switch off|disable|deactivate|remove|bypass|skip|approve (?:any|all|every|each))\b|"
    r"\b(?:désactive|coupe|enlève|desactiva|quita|apaga|deaktivier\w*|schalte|schalt|disattiva|togli|desativa|"
    r"desliga|matikan|nonaktifkan|wyłącz|отключи|выключи|вимкни|kapat|devre dışı bırak|schakel|stäng av|"
    r"poista|tắt|bỏ)\b|关闭|关掉|取消|オフにして|無効にして|꺼 ?주|꺼줘|해제해"
)

GRANT = (
    _EN_LEAD + r"(?:give|grant|allow)\b|\b(?:donne|accorde|dale|concede|gib|dai|dá|дай|дайте)\b|给|授予|与えて|줘|주세요"
)
# elevated rights for something that came from someone else: a file run or opened with them
_FOREIGN = (_EN_LEAD + r"(?:run|open|execute|install|launch)\b[^.!?\n]{0,80}?\b(?:attachment|attached|download\w*|link|"
            r"email|sent|from)\b|pièce jointe|adjunto|anhang|allegato|anexo|附件|添付")

# money out on a third party's word: the amount is whatever someone else says, bills or asks for, or the account is
# the one the payee gives the assistant. "Pay whatever the vet charges" stays refused: stored, it pays anyone who
# writes as the vet, whatever they bill (the user can say so per bill, in the conversation, where nothing is kept)
AMOUNT = (
    r"\b(?:whatever|anything|everything|all) (?:that )?(?!i\b|we\b)\w+(?: \w+)? (?:says?|asks? for|bills?|charges?|wants?|"
    r"invoices?|demands?|quotes?)\b|\blo que (?:te )?(?:diga|digan|pida|pidan|cobre|cobren|quiera|quieran|facture|facturen)\b|"
    r"\b(?:tout )?ce qu'(?:il|elle|ils|elles) (?:te )?(?:demande|demandent|facture|facturent|réclame|réclament|veut|veulent|"
    r"dit|disent)\b|\bwas (?:er|sie|die|der) (?:dir )?(?:verlangt|verlangen|will|wollen|sagt|sagen|berechnet|berechnen|"
    r"fordert|fordern)\b|\bquello che (?:ti )?(?:chiede|chiedono|dice|dicono|vuole|vogliono)\b|"
    r"\bo que (?:ele|ela|eles|elas) (?:te )?(?:pedir|pedirem|cobrar|cobrarem|disser|disserem)\b|"
    r"\bwat (?:ze|hij|zij) (?:vragen|vraagt|rekenen|rekent|zeggen|zegt)\b|"
    r"\bon my (?:card|credit card|debit card|account)\b|"
    # or whatever it comes to
    r"\bwhatever (?:the (?:amount|cost|price|total|sum)|it costs)\b|\bcueste lo que cueste\b|\bsea cual sea (?:el importe|la "
    r"cantidad)\b|\bquel que soit le montant\b|\begal,? (?:wie viel|wie hoch|was es kostet)\b|\bqualunque sia l'importo\b|"
    r"不管多少钱|无论(?:金额|多少)|"
    # or whoever bills: any invoice that comes in, anyone who sends the assistant a bill
    r"\b(?:every|any|each|all) (?:\w+ ){0,2}?(?:who|that) (?:sends?|emails?|gives?|hands?) you (?:an? |their |the )?"
    r"(?:invoices?|bills?|payment requests?)\b|\b(?:any|every|all|each) (?:new )?(?:invoices?|bills?) (?:that )?(?:comes? in|"
    r"arrives?|you (?:get|receive))\b|\bjede[mnr]? \w+,? (?:der|die|das) dir (?:eine |seine |ihre )?rechnung\w* (?:schickt|"
    r"stellt|sendet)\b|\bjede rechnung,? die (?:reinkommt|eingeht|ankommt|du bekommst)\b|\b(?:toute|chaque) facture qu(?:i "
    r"arrive|e tu reçois)\b|\bn'importe quelle facture\b|\b(?:cualquier|toda|cada) factura que (?:llegue|te (?:manden|envíen|"
    r"llegue))\b|\b(?:qualsiasi|ogni) fattura che (?:arriva|ti (?:mandano|inviano))\b|"
    r"任何[^，,。]{0,8}发来的(?:发票|账单)|所有(?:发来的)?(?:发票|账单)|"
    # or to the account the payee gives the assistant: "send £400 to the seller, he'll give you the details"
    r"\b(?:he|she|they)(?:'ll| will| can| is going to| are going to) (?:give|send|text|email|pass) you (?:the|his|her|their) "
    r"(?:\w+ )?(?:details|account|iban|sort code)|\b(?:il|elle|ils|elles) (?:te|vous) (?:donnera|donneront|enverra|enverront|"
    r"passera|passeront|donne|envoie) (?:ses|son|sa|leurs|leur|les) (?:coordonnées|rib|iban|infos)|\bte (?:dará|darán|pasará|"
    r"pasarán|mandará|mandarán|da|pasa|manda) (?:los|sus|su|el) (?:datos|cuenta|iban|número)|\b(?:er|sie) (?:gibt|schickt|gibst|"
    r"sendet|wird) dir (?:die|seine|ihre) (?:\w+)?(?:daten|iban|kontonummer|bankverbindung)|\bti (?:darà|daranno|manderà|"
    r"manderanno|passerà) (?:i|l'|il|le) ?(?:dati|iban|coordinate)|\bvai te passar (?:os|a|o) (?:dados|conta|iban)"
)
PAY = (
    _EN_LEAD + r"(?:pay|settle|transfer|wire|send|let (?:\w+ ){1,3}(?:order|buy|charge|spend|book|put))\b|"
    r"\b(?:paga|págale|págales|pague|paie|paye|règle|vire|bezahl\w*|zahl|überweis\w*|pagagli|pagali|betaal|"
    r"envoie|mande|manda|mándale|mándales|envía|envíale|invia|mandagli|schick|schicke)\b|付款|支付|转账|付钱"
)

# what only takes the user out of the loop: blanked before the negation is looked for
BYPASS = (
    r"\b(?:without|w/o) (?:asking|checking with|pinging|bothering|telling|consulting) (?:me|with me)(?: first)?\b|"
    r"\b(?:no need to|you don't need to|you do not need to|you don't have to|don't|do not|dont|there's no need to) "
    r"(?:\w+ )?(?:ask|check(?: with)?|ping|bother|confirm with|wait for|run it by) me\b|\bno need to check\b|"
    r"\bsans (?:me |m')?(?:demander|consulter|prévenir|poser la question|mon accord)\b|\b(?:pas besoin|inutile) de me "
    r"\w+\b|\bsin (?:preguntarme|consultarme|avisarme|mi permiso)\b|\bno (?:hace falta|hay que|necesitas|tienes que) "
    r"(?:que )?(?:me )?\w+|\bohne (?:mich|rückfrage|meine zustimmung)(?: \w+)?(?: zu fragen)?\b|"
    r"\b(?:da )?musst du (?:mich )?nicht (?:erst |extra )?fragen\b|\bsenza (?:chiedermi\w*|consultarmi|avvisarmi)\b|"
    r"\bnon (?:serve|c'è bisogno di) chiedermi\w*\b|\bsem (?:me )?(?:perguntar|consultar|avisar)\b|"
    r"\bnão precisa (?:de )?me (?:perguntar|consultar)\b|\bzonder (?:het )?(?:mij|me) te vragen\b|"
    r"\bje hoeft (?:het )?(?:mij|me) niet (?:meer )?te vragen\b|\butan att fråga mig\b|\bkysymättä (?:minulta|multa)\b|"
    r"\bbez pytania(?: mnie)?\b|\bnie pytając mnie\b|\bnie musisz mnie pytać\b|\bне спрашивая меня\b|"
    r"\bменя не спрашивай\b|\bбез моего (?:ведома|согласия|разрешения)\b|\bне питаючи мене\b|"
    r"\bbana (?:sormadan|sorma|danışmadan)\b|\b(?:nggak|gak|ga|tidak|tak|ndak) (?:usah|perlu) (?:tanya|nanya|minta izin|"
    r"konfirmasi)(?: (?:ke|sama))? (?:saya|aku|gue|gw)\b|\bkhông cần hỏi (?:lại )?(?:tôi|mình|em|anh|chị)\b|"
    r"\bmujhse (?:poochhne|puchhne|puchne|poochne) ki (?:zaroorat|zarurat|jarurat) nahi\b|\bmujhse mat (?:poochh|pooch|puchh)\w*\b|"
    r"\bbila kuniuliza\b|בלי לשאול אותי|\bfără să mă (?:întrebi|intrebi|consulți)\b|\bne kérdezz (?:rá )?(?:nálam|engem)\b|"
    r"\bbez ptaní\b|(?:دون|بدون) (?:أن|ما) تسألني|ไม่ต้องถาม(?:ฉัน|ผม|เรา)?|मुझसे पूछने की (?:ज़रूरत|जरूरत) नहीं|"
    r"不用(?:再)?问我|不用再问|不用问|不必问我|不需要问我|不用管我|不用经过我|不用跟我确认|"
    r"私に(?:確認|聞か)(?:しないで|ずに|なくて)|確認しないで|저한테 (?:따로 )?(?:묻지 말고요?|확인하지 말고|확인 안 해도)|"
    r"제 허락 없이도?|묻지 말고요?|확인 안 해도"
)

PROTECTIVE = re.compile(
    r"\b(?:only (?:to|with) me|to me only|just to me|(?:tell|ask) (?:them|him|her) to (?:call|ring|contact|go|talk|speak|"
    r"email|text|message)|point (?:them|him|her) to|send (?:them|him|her) (?:back )?to (?:me|reception|the (?:front desk|office|website|helpdesk|help desk|reception|police|bank's (?:number|website)))|refer (?:them|him|her) to|hang up|"
    r"it's a scam|is a scam|c'est une arnaque|es una estafa|dile que (?:me llame|hable conmigo)|verweis\w*|"
    r"the answer is no|tell (?:them|him|her),? (?:that|i|i'm|i'll|to)|dile,? que|dis-(?:lui|leur),? que|"
    r"sag (?:ihm|ihr|ihnen),? (?:dass|er|sie|ich)|diga,? que|digli,? che|powiedz(?: mu| jej| im)?,? że|"
    r"скажи(?:те)?(?: ему| ей| им)?,? что|to my (?:own |work |personal |other |new )?(?:email|e-mail|inbox|phone|mobile|"
    r"number|address|account|laptop)|(?:give|send|text|email|tell|forward|read) (?:it |them |that |those )?(?:to |with )?me)\b|"
    r"让他们?直接找我|找我(?!的)|打我电话(?!的)|给我打电话(?!的)|打给我(?!的)|告诉我|挂掉|詐欺|사기"  # "…的" is a relative clause
)
# a thing handed out to guests as a matter of course, not a secret of the user's: the wifi password
_LOW_STAKES = re.compile(r"\bwi-?fi\b|\bwlan\b|guest network|réseau invité|red de invitados|gäste-?netz|无线网|wifi")

class SecretFinding(NamedTuple):
    """The ``family`` (``secret-handover``, ``security-off``, ``elevated-access``, ``money-out``, ``data-out``), the matched ``excerpt`` and
    the offset in the sentence where it ``start``-s."""

    family: str
    excerpt: str
    start: int


def _compiled() -> tuple[tuple[str, re.Pattern[str], re.Pattern[str]], ...]:
    return (("secret-handover", re.compile(SECRET), re.compile(HAND)),
            ("security-off", re.compile(SECURITY), re.compile(DISABLE)),
            ("elevated-access", re.compile(ELEVATED), re.compile(f"{GRANT}|{_FOREIGN}")),
            ("money-out", re.compile(AMOUNT), re.compile(PAY)))


_RULES = _compiled()
BYPASS_RE = re.compile(BYPASS)  # compiled once: every control family reads it
_SEND = re.compile(f"{HAND}|{SEND}")


def secret_instruction(sentence: str) -> SecretFinding | None:
    """The first family whose object and order both stand in ``sentence`` (one sentence of the matching form)
    with no negation or protective phrase left once :data:`BYPASS` is blanked, else None."""
    if not sentence:
        return None
    rest = BYPASS_RE.sub(" ", sentence)
    for family, thing, order in _RULES:
        obj = next((m for m in thing.finditer(rest) if family != "secret-handover"
                    or not _LOW_STAKES.search(rest, max(0, m.start() - 16), m.end() + 16)), None)
        if obj is None:
            continue
        act = order.search(rest)
        if act is None or PROTECTIVE.search(rest):
            continue
        if NEGATION.search(rest, 0, act.start()) or NEGATION.search(rest, act.end()):  # not the order's own words
            continue
        lo, hi = min(obj.start(), act.start()), max(obj.end(), act.end())
        return SecretFinding(family, rest[lo:hi].strip()[:80], lo)
    span = data_out(rest, _SEND, NEGATION, PROTECTIVE)  # other people's data to a third party
    return None if span is None else SecretFinding("data-out", rest[span[0]:span[1]].strip()[:80], span[0])
