"""Orders to hand other people's personal data to a third party: the ``data-out`` family of the control gate.

The user's own secrets are read by :mod:`memspark.capture.control_secrets`; this module reads the same structure
for the people the user works with (clients, customers, patients, pupils and their parents, employees, contacts),
from three cheap signs of one sentence that hold across languages:

- **the object is other people's personal data or a list of them**: a word for such a group (:data:`PEOPLE`:
  "clients", "pacientes", "Kunden…", "klientów", "khách hàng", "客户" …) within a short reach of a word for their
  data (:data:`DATA`: a list, their phones, addresses, account numbers, photos, details: "lista", "Adressen",
  "numerami kont", "số điện thoại", "电话" …; their pay and tax papers: "payslips", "Steuerbescheide", "nóminas",
  "급여 명세서"), or a compound of the two ("Kundenadressen", "Patientendaten"), or a relative's health records
  (:data:`RELATIVE` and :data:`HEALTH`: "my mum's hospital records", "mummy ki medical reports");
- **the assistant is ordered to send, export, post or share it** (the imperatives of
  :data:`memspark.capture.control_secrets.HAND` and :data:`SEND`: "export", "post", "manda", "wyślij", "gửi",
  "导出", "отправь" …) **to a third party** (:data:`RECIPIENT`: "to the gym next door", "wherever the studio wants",
  "al gimnasio", "dem Küchenstudio", "do biura", "cho cửa hàng", "发给那个…");
- **no negation or protective redirect is left** once a dropped rule ("forget the rule about not sharing …",
  "vergiss die Regel, dass …": :data:`DROPPED_RULE`) is blanked, the recipient is not the user or the user's own
  tool (a spreadsheet, the CRM: :data:`OWN_PLACE`), and the sentence is not the user telling what they do
  themselves (a first-person subject, :data:`FIRST_PERSON`: "I send the client list to the accountant monthly").

So "mándale al gimnasio de al lado la lista de mis pacientes con sus teléfonos" is refused, while "I never share
my patients' phone numbers", "my client list lives in the CRM" and "the accounting office gets our invoices every
month" are statements the user keeps. An order to send them to someone the user works with ("send the client list
to the accountant") is refused too, though it is the user's business: the gate cannot tell the user's accountant
from anyone who writes as one, and a stored order would send other people's data to whoever does; the user asks for it
in the conversation, where nothing is kept. Pure and linear: bounded alternations over one sentence of the matching
form (:func:`memspark.capture.control.matching_form`).
"""

from __future__ import annotations

import re

from memspark.capture.control_negation import ContextNegation

PEOPLE = (
    r"\b(?:clients?|customers?|patients?|students?|pupils?|parents?'?|employees?|staff|colleagues|co-?workers|"
    r"contacts|members?|tenants?|guests?|subscribers?|donors?|volunteers?|residents?|"
    r"clientes?|élèves|étudiants|employés|salariés|collègues|membres|locataires|adhérents|"
    r"pacientes|alumn[oa]s|estudiantes|empleados|trabajadores|contactos|socios|inquilinos|padres|huéspedes|"
    r"clienti|pazienti|alunni|studenti|genitori|dipendenti|contatti|"
    r"alunos|estudantes|pais|funcionários|contatos|"
    r"mandant\w*|kunden\w*|patient\w*|schüler\w*|eltern|mitarbeiter\w*|kontakte|mitglieder\w*|mieter\w*|klienten\w*|"
    r"klanten|patiënten|leerlingen|studenten|ouders|medewerkers|contacten|leden|huurders|"
    r"kunder(?:na)?|patienter|elever|föräldrar|anställda|kontakter|medlemmar|"
    r"klient\w*|pacjent\w*|ucz(?:eń|niów|niami|niach)|rodzic\w*|pracownik\w*|członk\w*|"
    r"клиент\w*|пациент\w*|учени\w*|студент\w*|родител\w*|сотрудник\w*|контакт\w*|клієнт\w*|пацієнт\w*|"
    r"müşteri\w*|hasta(?:lar|ların)\w*|öğrenci\w*|veli\w*|çalışan\w*|"
    r"pelanggan|pasien|murid|siswa|karyawan|pegawai|nasabah|"
    r"khách hàng|khách|bệnh nhân|học sinh|sinh viên|phụ huynh|nhân viên|juniors?'?|players?'?|kids'?|children'?s?|"
    r"(?:my|our) (?:supervisor|boss|manager|colleague|co-?worker|advisor|professor|tutor|tenant|neighbou?r)'s|"
    r"(?:all|every|each) (?:of (?:the|our) )?(?:staff|employees|workers|team members))\b"
    r"|客户|客戶|顾客|顧客|病人|患者|学生|學生|家长|家長|员工|員工|联系人|会员|會員|租客|お客様|生徒|保護者|社員|従業員|"
    r"고객|환자|학생|학부모|직원|회원"
)

DATA = (
    r"\b(?:lists?|phones?|phone numbers?|numbers|addresses|address book|e-?mails?|e-?mail addresses|photos?|pictures?|"
    r"details|data|records|files|info(?:rmation)?|account numbers?|birthdays?|contact details|(?:medical |consent )?forms|"
    r"liste|téléphones?|numéros|adresses|photos|coordonnées|données|dossiers|fichiers|"
    r"lista|teléfonos|números(?: de cuenta)?|direcciones|correos|fotos|datos|expedientes|cuentas|contactos|"
    r"elenco|telefoni|numeri|indirizzi|dati|recapiti|telefones|moradas|endereços|dados|contatos|"
    r"\w*(?:liste|adressen|daten|nummern|fotos|bilder|kontakte)|lijst|telefoonnummers|nummers|foto's|gegevens|"
    r"telefonnummer|adresser|foton|uppgifter|"
    r"list\w*|numer\w*|telefon\w*|adres\w*|zdjęci\w*|danych|dane|kont|"
    r"спис\w*|номер\w*|телефон\w*|адрес\w*|фото\w*|данн\w*|контакт\w*|"
    r"numara\w*|fotoğraf\w*|bilgi\w*|dosya\w*|kayıt\w*|daftar|nomor|telepon|alamat|foto|kontak|"
    r"danh sách|số điện thoại|điện thoại|địa chỉ|ảnh|dữ liệu|số tài khoản|thông tin|"
    # pay and tax papers: payslips, tax documents, "Steuerbescheide", "fiches de paie", "nóminas", "buste paga"
    r"pay ?slips?|salary (?:slips?|statements?)|wage slips?|tax (?:documents?|returns?|forms?|assessments?|papers?)|"
    r"steuer\w*|\w*(?:bescheide|unterlagen|abrechnungen)|gehalts\w*|lohn\w*|fiches? de (?:paie|salaire)|bulletins? de (?:paie|salaire)|"
    r"documents? fiscaux|déclarations? (?:fiscales|d'impôts?)|nóminas?|declaraciones(?: de la renta)?|documentos fiscales|"
    r"buste paga|cedolini|dichiarazioni dei redditi|documenti fiscali|holerites?|contracheques?|loonstro(?:ken|okjes?)|"
    r"belastingaangifte\w*|pask\w* (?:płacow|wypłat)\w*|odcink\w* wypłat\w*|zeznani\w* podatkow\w*)\b"
    r"|급여 ?명세서|급여|월급|명세서|工资单|工资条|薪资单|税单|給与明細|源泉徴収票"
    r"|名单|名單|电话|電話|号码|號碼|地址|照片|资料|資料|信息|账号|帐号|通讯录|リスト|名簿|電話番号|住所|写真|データ|口座番号|"
    r"連絡先|명단|목록|전화번호|연락처|주소|사진|정보|계좌번호"
)

# a relative's health records: "my mum's medical reports", "mummy ki saari medical reports", "die Befunde meiner Mutter"
RELATIVE = (r"\b(?:mum|mom|mummy|mommy|mother|dad|daddy|father|papa|grandma|grandpa|granny|nan|gran|sister|brother|son|daughter|"
            r"wife|husband|uncle|aunt|maman|papa|mère|père|grand-mère|grand-père|sœur|frère|mamá|mami|papá|madre|padre|abuela|"
            r"abuelo|hermana|hermano|mutter|vater|mama|oma|opa|schwester|bruder|mamma|nonna|nonno|sorella|fratello|mãe|pai|avó|"
            r"avô|moeder|vader|zus|broer|mamy|taty|babci|dziadka|siostry|brata|ammi|abbu|dadi|nani|dada|nana|bhai|didi|"
            r"chacha\w*|mausi)\w*")
HEALTH = (r"\b(?:medical|health|hospital|lab|blood|test|scan|mri|x-ray) (?:reports?|records?|results?|files?|history|notes)|"
          r"\bmedizinische\w* (?:befunde|unterlagen|daten|berichte)|\b(?:arzt|kranken|labor)\w*(?:befund|bericht|akte)\w*|"
          r"\bbefunde\b|\bdossier médical|\b(?:résultats|comptes rendus|rapports) (?:médicaux|d'analyses?)|"
          r"\b(?:historial|informes?|expediente) médic[oa]s?|\bresultados (?:médicos|de (?:los )?análisis)|"
          r"\b(?:cartella clinica|referti(?: medici)?|esami del sangue)|\b(?:relatórios|exames|prontuário) médicos?|"
          r"\bmedische (?:gegevens|dossier|rapporten|uitslagen)|\bdokumentacj\w* medyczn\w*|\bwyniki badań\b")

# the object: a group's data within a short reach either way, or one German/Dutch compound
OBJECT = re.compile(rf"(?:{PEOPLE})[^.!?\n;]{{0,40}}?(?:{DATA})|(?:{DATA})[^.!?\n;]{{0,40}}?(?:{PEOPLE})|"
                    rf"(?:{RELATIVE})[^.!?\n;]{{0,30}}?(?:{HEALTH})|(?:{HEALTH})[^.!?\n;]{{0,30}}?(?:{RELATIVE})|"
                    r"\b(?:kunden|patienten|schüler|mitarbeiter|mitglieder|klanten)(?:adress|daten|liste|nummer|kontakt|"
                    r"foto|bilder|gegevens|lijst)\w*|\b(?:kund|elev|patient|medlems)(?:lista|listan|register|registret|"
                    r"uppgifter|adresser|nummer)\w*")

# send, export, post, upload: the verbs an order to move data out takes beside the hand-over ones
_EN_LEAD = (r"(?:^|[,;:—–(-] ?|\b(?:just|please|simply|then|also|and|so|go ahead and|feel free to|you can|you may|"
            r"you should|you must|btw|fyi|pls|plz)\b,? )")
SEND = (
    _EN_LEAD + r"(?:export|upload|post|publish|dump|send|share|forward|email|e-mail|give|hand over|pass on|sell)\b|"
    r"\b(?:exporte|envoie|partage|publie|transmets|exporta|envía|envia|manda|sube|comparte|pasa|publica|"
    r"esporta|invia|condividi|exportiere|lade|teile|schick|schicke|exporteer|stuur|deel|exportera|skicka|"
    r"eksportuj|wyślij|wyslij|przekaż|udostępnij|wrzuć|выгрузи|экспортируй|отправь|перешли|передай|скинь|отдай|"
    r"надішли|передай|gönder|paylaş|aktar|ekspor|kirim|kirimkan|bagikan|gửi|xuất (?:ra|file)|chia sẻ)\b|"
    r"\b(?:darfst|kannst)\b[^.!?\n]{0,60}?\b(?:geben|weitergeben|schicken|senden|verkaufen)\b|\b(?:vends|vende|verkauf\w*)\b|"
    r"\bgib\b[^.!?\n]{0,60}?\bweiter\b|\b(?:whatsapp|forward|send|share|bhej|mail|email) (?:kar )?(?:do|dena|dijiye|de)\b|"
    r"导出|发给|發給|发到|传给|傳給|转给|交给|给那个|卖给|エクスポート|送って|渡して|共有して|보내|넘겨|공유해|올려"
)
RECIPIENT = (
    r"\b(?:to|with|for) (?:the|a|an|that|this|his|her|their|my|our|some|whoever|anyone|any|every)\b|\bwhere(?:ver)? \w+ "
    r"(?:\w+ )?wants?\b|\bwhoever\b|\b(?:à|au|aux|al|a la|a los|a las|a|para|pra|pro|ao|aos|alla|alle|agli|ai|"
    r"all'|dall'|an|dem|der|den|zum|zur|naar|aan|till|do|dla|для|на|в|ke|kepada|untuk|buat|cho|đến|tới)\b|"
    r"发给|發給|传给|交给|给|に|へ|에게|한테|께|에 |"
    r"\bin (?:the|a|our) public\b|\bpublicly\b|\bko\b|"
    r"\w(?:ye|ya|e|a) (?:gönder|ilet|aktar|paylaş|yolla)"  # a Turkish dative right before the order: "şirkete gönder"
)
_RECIPIENT = re.compile(RECIPIENT)
# the recipient is the user or the user's own tool: not a third party. The user as a pronoun counts only where it is
# the recipient (after "to"/"à"/"a"/"an"/"do"/"для", or right after the order's verb: "send me", "schick mir"), never
# anywhere in the sentence: "me", "mich", "mnie", "мне" are also the object of a clause about the recipient ("a la
# academia que me llamó", "dem Studio, das mich angerufen hat", "do firmy, która mnie pytała")
OWN_PLACE = re.compile(
    r"\b(?:csv|excel|spreadsheet|pdf|backup|crm|google (?:sheets?|drive)|to my (?:own )?(?:drive|laptop|computer)|hoja de cálculo|"
    r"tabela|tabelle|arkusz\w*|таблиц\w*)\b|"
    r"\b(?:to|for|with) me\b|\b(?:à|pour) moi\b|\b(?:a|para|pra) mí\b|\b(?:an|für) mich\b|\b(?:a|per) me\b|\bdo mnie\b|"
    r"\b(?:для|на) меня\b|\bмне на\b|"
    r"表格|我的邮箱|我自己|发给我(?![的们])|エクセル|엑셀"  # not "给我打电话的公司" (the company that rang me)
)
# the user right after the order's verb: "send me the list", "envoie-moi", "schick mir", "wyślij mi", "отправь мне"
ME_AFTER = re.compile(r"(?:-| )?(?:me|moi|mí|mich|mir|mi|mnie|мне|мені)\b")
# a rule the order tells the assistant to drop: its negation is the rule's, not the user's
DROPPED_RULE = re.compile(
    r"\b(?:forget|ignore|drop|never mind|scrap) (?:the|my|that|your|our) (?:\w+ )?(?:rule|policy)\b[^,;.!?]*|"
    r"\b(?:oublie|ignore) (?:la|ma|cette) règle\b[^,;.!?]*|\b(?:olvida|ignora) (?:la|mi|esa) regla\b[^,;.!?]*|"
    r"\b(?:vergiss|ignoriere) (?:die|meine|deine) regel\w*\b[^;.!?]*?(?=,? (?:und|und dann) )|"
    r"\b(?:vergiss|ignoriere) (?:die|meine|deine) regel\w*\b,?[^,;.!?]*|"
    r"\b(?:dimentica|ignora) la regola\b[^,;.!?]*|\b(?:esquece|ignora) a regra\b[^,;.!?]*|"
    r"\bzapomnij o zasadzie\b[^,;.!?]*|\bзабудь (?:про|о) правил\w*\b[^,;.!?]*|忘了?(?:那条|这条)?规[则定][^，,。；]*"
)
# the user telling what they do themselves, not an order: a first-person subject opens the sentence

def blank(m: re.Match[str]) -> str:
    """A match replaced by as many spaces (offsets kept): the span read by no later pattern."""
    return " " * len(m.group())


FIRST_PERSON = re.compile(
    r"^(?:(?:so|well|and|but|also|btw|yes|yeah|ok|okay|then|et|y|e|und|и|і|та|a|và),? )?"
    r"(?:i|we|ich|wir|je|nous|yo|nosotros|eu|nós|io|noi|ja|я|мы|tôi|chúng tôi|saya|kami|aku)\b"
    r"(?! (?:want|need|would like|'d like) you)|^我(?!要你|让你|想让你|需要你|请你)"
)

# a third party of the user's as the subject that opens the sentence, and the second person that makes it an order
THIRD_PERSON = re.compile(
    r"^(?:(?:so|and|btw|also|und|et|y|e),? )?(?:my|our|mein\w*|unser\w*|ma|mon|mes|notre|nos|mi|mis|nuestr\w+|mia|mio|"
    r"mie|miei|nostr\w+|meu|minha|meus|minhas|mijn|onze|min|mitt|mina|vår\w*|moj\w*|mój|мо[йяиё]\w*|наш\w*)\s")
YOU = re.compile(r"\b(?:you|your|u|du|dir|dich|dein\w*|tu|te|toi|ton|ta|tes|tú|ti|tuo|tua|puoi|podes|pode|você|vocês|jij|je|"
                 r"jou|je mag|ty|tobie|ciebie|możesz|ты|тебе|тебя|ти|тобі|можеш|bạn|kamu|anda|sen|sana)\b|你|您|あなた|너|당신")


def told_of(sentence: str) -> bool:
    """A third party of the user's opens the sentence and no second person stands in it: what someone does ("my sister
    pays the rent without asking me", "meine Schwester überweist sie ohne Rückfrage"), not an order to the assistant."""
    return THIRD_PERSON.search(sentence) is not None and YOU.search(sentence) is None


# a negation sign that negates nothing: "出价不错" (a good offer)
_NOT_NEGATION = re.compile(r"不错|不少|不过")


def data_out(rest: str, send: re.Pattern[str], negation: ContextNegation,
             protective: re.Pattern[str]) -> tuple[int, int] | None:
    """The span from the object to the order when ``rest`` (one sentence, the user taken out of the loop already
    blanked) orders other people's personal data to a third party with no negation or protective phrase left,
    else None. ``send`` is the order's pattern (:data:`SEND` with the hand-over imperatives); ``negation`` and
    ``protective`` are the gate's."""
    obj = OBJECT.search(rest)
    if obj is None or FIRST_PERSON.search(rest) or OWN_PLACE.search(rest) or protective.search(rest):
        return None
    act = send.search(rest)
    if act is None or not _RECIPIENT.search(rest) or ME_AFTER.match(rest, act.end()):
        return None
    kept = _NOT_NEGATION.sub(blank, DROPPED_RULE.sub(blank, rest))
    if negation.search(kept, 0, act.start()) or negation.search(kept, act.end()):
        return None
    return min(obj.start(), act.start()), max(obj.end(), act.end())
