"""Small talk to the assistant: the words of a prompt that talk *to* the assistant rather than about anything.

"thanks!", "hey, how's it going?", "ok, keep going", "happy new year!!", "what do you think?" — every word of such a
prompt is one some chat line holds, so a covered share would count them as evidence that a memory answers the
prompt (at a cosine of only 0.2–0.37, one or two held words lifted them over the hook's threshold). A chat memory
never answers a thank-you. :func:`without_formulas` blanks the conversational formulas out of a prompt, so that the
relevance stage counts only what the prompt is about as content terms (:mod:`memspark.recall.stages.relevance`); a
prompt that is nothing but small talk is left without content terms and judged by its cosine alone.

The lexicon is written for the family, in many languages, not from any set of prompts:

- :data:`FORMULAS` — phrases that are small talk wherever they stand: greetings and farewells, thanks, apologies,
  wishes and holiday greetings, asks for the assistant's own view or meaning with no object ("what do you think",
  "your opinion", "agree or disagree"), laughter. A question that names something keeps its object: "what do you
  think about Caroline's painting?" loses "what do you think" and keeps "Caroline" and "painting".
- :data:`LEADS` — words that are small talk only where they open a clause (the prompt's start, after sentence
  punctuation, or after another formula): acknowledgements ("ok", "great", "sounds good", "got it") and
  continuation commands ("continue", "go on", "keep going", "next"). Elsewhere they may be content ("Did Caroline
  continue her counseling course?", "What did Melanie think was great about the concert?").
- :data:`FILLERS` — vocatives and intensifiers ("there", "bot", "so much", "again"): when nothing else is left once
  the formulas are out, the prompt is small talk as a whole ("thanks so much again, buddy").

Matching is on the case-folded text with accents stripped (both sides), so "merci", "Merci" and "mercí" read the
same; the prompt's other characters are kept as written. Scripts written without spaces (Chinese, Japanese, Thai)
match without word boundaries. The content-term reader (:func:`~memspark.recall.stages.focus_features.terms`)
finds no terms in scripts other than Latin, so there the lexicon only keeps the reading consistent.
"""

from __future__ import annotations

import functools
import re
import unicodedata

from memspark.recall.stages.focus_features import terms

# Each entry: language → phrases ("|" inside a phrase is not used; variants are separate entries).
_FORMULAS: dict[str, str] = {
    "en": "thanks; thank you; thank u; thx; ty; tysm; thanks a lot; thanks so much; thank you so much; thank you very "
          "much; many thanks; much appreciated; appreciate it; i appreciate it; appreciated; cheers; "
          "hello; hi; hey; heya; hiya; howdy; yo; greetings; good morning; good afternoon; good evening; good night; "
          "good day; gm; gn; how are you; how are you doing; how r u; how's it going; hows it going; "
          "how is it going; how have you been; how's your day; hows your day; how is your day going; what's up; whats "
          "up; wassup; sup; nice to meet you; long time no see; welcome back; you're welcome; youre welcome; no "
          "problem; no worries; bye; goodbye; bye bye; see you; see you later; see ya; cya; take care; talk "
          "soon; talk to you later; ttyl; have a nice day; have a good day; have a great day; have a good one; have a "
          "nice weekend; have a good weekend; enjoy your weekend; sorry; so sorry; i'm sorry; im sorry; my bad; my "
          "apologies; apologies; excuse me; pardon; oops; happy new year; new year's greetings; merry christmas; "
          "happy holidays; season's greetings; happy birthday; happy easter; happy thanksgiving; happy hanukkah; happy "
          "diwali; eid mubarak; happy eid; happy lunar new year; happy chinese new year; happy valentine's day; happy "
          "mother's day; happy father's day; happy halloween; happy friday; happy monday; happy weekend; best wishes; "
          "all the best; good luck; congrats; congratulations; well done; bless you; get well soon; what do you think; "
          "what do u think; what do you reckon; what's your opinion; whats your opinion; what is your opinion; your "
          "opinion; your thoughts; any thoughts; what are your thoughts; your take; what's your take; what would you "
          "do; would you agree; do you agree; agree or disagree; what about you; how about you; and you; and yourself; "
          "what do you mean; what did you mean; what does that mean; what do you mean by that; come again; lol; lmao; "
          "haha; hahaha; hehe; wow; omg",
    "de": "danke; danke schön; dankeschön; vielen dank; danke sehr; besten dank; hallo; hi; servus; moin; grüß gott; "
          "guten morgen; guten tag; guten abend; gute nacht; wie geht's; wie gehts; wie geht es dir; wie geht es "
          "ihnen; tschüss; tschüs; auf wiedersehen; bis später; bis bald; entschuldigung; tut mir leid; sorry; frohes "
          "neues jahr; frohe weihnachten; frohe ostern; guten rutsch; alles gute; alles gute zum geburtstag; viel "
          "glück; herzlichen glückwunsch; schönes wochenende; schönen tag; was denkst du; was meinst du; deine "
          "meinung; was hältst du davon; wie siehst du das",
    "fr": "merci; merci beaucoup; merci bien; bonjour; bonsoir; salut; coucou; ça va; comment ça va; comment vas-tu; "
          "comment allez-vous; au revoir; à plus; à bientôt; bonne nuit; désolé; désolée; pardon; excusez-moi; "
          "bonne année; joyeux noël; joyeuses fêtes; bon anniversaire; bonne journée; bonne soirée; bon week-end; "
          "bonne chance; félicitations; qu'en penses-tu; qu'en pensez-vous; qu'est-ce que tu en penses; ton avis; "
          "votre avis; tu es d'accord",
    "es": "gracias; muchas gracias; mil gracias; hola; buenos días; buenas tardes; buenas noches; buenas; qué tal; "
          "cómo estás; cómo está; cómo te va; adiós; hasta luego; hasta pronto; chao; perdón; lo siento; disculpa; "
          "disculpe; feliz año nuevo; feliz navidad; felices fiestas; feliz cumpleaños; buen fin de semana; buena "
          "suerte; felicidades; enhorabuena; qué opinas; qué piensas; tu opinión; qué te parece; estás de acuerdo",
    "it": "grazie; grazie mille; ciao; buongiorno; buonasera; buonanotte; come stai; come va; arrivederci; "
          "a presto; scusa; scusami; mi dispiace; buon anno; felice anno nuovo; buon natale; buone feste; buon "
          "compleanno; auguri; buona giornata; buon fine settimana; buona fortuna; complimenti; cosa ne pensi; che ne "
          "pensi; la tua opinione; sei d'accordo",
    "pt": "obrigado; obrigada; muito obrigado; muito obrigada; valeu; olá; oi; bom dia; boa tarde; boa noite; tudo "
          "bem; tudo bom; como vai; como você está; como estás; tchau; até logo; até mais; desculpa; desculpe; foi "
          "mal; feliz ano novo; feliz natal; boas festas; feliz aniversário; parabéns; boa sorte; bom fim de semana; "
          "o que você acha; o que achas; o que acha; sua opinião; a tua opinião; concorda",
    "nl": "dank je; dank je wel; dankjewel; dank u; dank u wel; bedankt; hoi; hallo; goedemorgen; goedemiddag; "
          "goedenavond; welterusten; hoe gaat het; hoe gaat het met je; doei; tot ziens; tot later; sorry; "
          "gelukkig nieuwjaar; prettige kerstdagen; fijne feestdagen; gefeliciteerd; fijne dag; fijn weekend; "
          "succes; wat vind jij; wat vind je ervan; wat denk je; jouw mening",
    "sv": "tack; tack så mycket; tusen tack; hej; hej hej; hallå; god morgon; god kväll; god natt; hur mår du; hur "
          "är läget; hejdå; vi ses; förlåt; ursäkta; gott nytt år; god jul; grattis; grattis på födelsedagen; "
          "lycka till; trevlig helg; vad tycker du; vad tror du",
    "da_no": "tak; tusind tak; mange tak; takk; tusen takk; hei; hallo; god morgen; hvordan går det; hvordan har du "
             "det; ha det; farvel; undskyld; unnskyld; godt nytår; godt nyttår; glædelig jul; god jul; tillykke; "
             "gratulerer; hvad synes du; hva synes du; hva tenker du",
    "pl": "dziękuję; dzięki; dziękuję bardzo; cześć; dzień dobry; dobry wieczór; dobranoc; jak się masz; co "
          "słychać; do widzenia; na razie; przepraszam; szczęśliwego nowego roku; wesołych świąt; wszystkiego "
          "najlepszego; powodzenia; gratulacje; co myślisz; co o tym myślisz; twoja opinia",
    "cs_sk": "děkuji; děkuju; díky; ďakujem; ahoj; dobrý den; dobrý deň; dobrou noc; jak se máš; ako sa máš; na "
             "shledanou; promiň; prepáč; omlouvám se; šťastný nový rok; veselé vánoce; všechno nejlepší; hodně štěstí; "
             "gratuluji; co si myslíš; čo si myslíš",
    "tr": "teşekkürler; teşekkür ederim; çok teşekkürler; sağ ol; sağol; merhaba; selam; günaydın; iyi akşamlar; "
          "iyi geceler; nasılsın; naber; görüşürüz; hoşça kal; özür dilerim; kusura bakma; pardon; mutlu yıllar; "
          "iyi bayramlar; doğum günün kutlu olsun; iyi şanslar; tebrikler; kolay gelsin; ne düşünüyorsun; sence",
    "id_ms": "terima kasih; makasih; trims; halo; hai; selamat pagi; selamat siang; selamat sore; selamat malam; apa "
             "kabar; sampai jumpa; dadah; maaf; mohon maaf; selamat tahun baru; selamat natal; selamat hari raya; "
             "selamat ulang tahun; semoga berhasil; selamat; bagaimana menurutmu; menurut kamu; menurutmu",
    "ro": "mulțumesc; mersi; salut; bună; bună ziua; bună dimineața; bună seara; noapte bună; ce faci; la revedere; "
          "scuze; îmi pare rău; la mulți ani; crăciun fericit; succes; felicitări; ce crezi; ce părere ai",
    "fi_hu": "kiitos; kiitos paljon; moi; hei; terve; huomenta; hyvää yötä; mitä kuuluu; näkemiin; anteeksi; hyvää "
             "uutta vuotta; hyvää joulua; onnea; mitä mieltä olet; köszönöm; köszi; szia; sziasztok; jó reggelt; jó "
             "napot; jó éjszakát; hogy vagy; viszlát; bocsánat; boldog új évet; boldog karácsonyt; boldog "
             "születésnapot; sok sikert; mit gondolsz",
    "vi_tl_sw": "cảm ơn; cám ơn; xin chào; chào bạn; tạm biệt; xin lỗi; chúc mừng năm mới; bạn nghĩ sao; salamat; "
                "maraming salamat; kumusta; magandang umaga; paalam; pasensya na; maligayang pasko; manigong bagong "
                "taon; asante; asante sana; habari; jambo; hujambo; kwa heri; samahani; heri ya mwaka mpya",
    "ru_uk_el": "спасибо; большое спасибо; привет; здравствуйте; доброе утро; добрый день; добрый вечер; как дела; "
                "пока; до свидания; извините; простите; с новым годом; с днём рождения; с рождеством; удачи; что "
                "думаешь; как думаешь; дякую; привіт; вибачте; ευχαριστώ; γεια σου; γεια σας; καλημέρα; συγγνώμη; "
                "χρόνια πολλά; καλή χρονιά; τι λες",
    "cjk_th": "谢谢; 多谢; 你好; 您好; 早上好; 晚安; 再见; 对不起; 不好意思; 新年快乐; 生日快乐; 圣诞快乐; 你觉得呢; "
              "ありがとう; ありがとうございます; こんにちは; おはよう; おはようございます; こんばんは; おやすみ; "
              "さようなら; すみません; ごめんなさい; あけましておめでとう; お誕生日おめでとう; どう思う; "
              "감사합니다; 고마워; 안녕하세요; 안녕; 미안해요; 죄송합니다; 새해 복 많이 받으세요; 어떻게 생각해; "
              "ขอบคุณ; สวัสดี; ขอโทษ",
    "ar_he_hi": "شكرا; شكرا جزيلا; مرحبا; السلام عليكم; صباح الخير; مساء الخير; مع السلامة; آسف; عيد مبارك; كل عام "
                "وأنتم بخير; ما رأيك; תודה; תודה רבה; שלום; בוקר טוב; סליחה; שנה טובה; מה דעתך; धन्यवाद; शुक्रिया; "
                "नमस्ते; माफ़ कीजिए; नया साल मुबारक; आप क्या सोचते हैं",
}
# Small talk only at a clause's head: acknowledgements and continuation commands (content elsewhere).
_LEADS: dict[str, str] = {
    "en": "morning; evening; later; ok; okay; okey; kk; alright; all right; yes; yeah; yep; yup; yes please; no; nope; nah; sure; of course; "
          "right; exactly; indeed; agreed; true; fine; good; great; perfect; awesome; cool; nice; neat; wonderful; "
          "excellent; brilliant; fantastic; amazing; lovely; sweet; got it; gotcha; understood; noted; i see; makes "
          "sense; that makes sense; sounds good; sounds great; looks good; that works; works for me; fair enough; will "
          "do; that helps; that helped; very helpful; that's helpful; thats helpful; helpful; interesting; hmm; hm; "
          "ah; oh; um; uh; well; so; anyway; continue; continue please; please continue; go on; keep going; keep it "
          "up; carry on; go ahead; proceed; next; more; and then; then what; what else; anything else; what next; "
          "what now; and; also; do it; do that; please do; let's go; lets go; go for it; resume; finish; finish it; "
          "thoughts",
    "de": "ja; nein; okay; gut; sehr gut; super; prima; klar; genau; stimmt; alles klar; verstanden; verstehe; "
          "weiter; mach weiter; weitermachen; und weiter; los; bitte weiter",
    "fr": "oui; non; d'accord; ok; parfait; super; génial; compris; bien sûr; très bien; bien; continue; continuez; "
          "vas-y; allez-y; la suite; ensuite",
    "es": "sí; si; no; vale; de acuerdo; perfecto; genial; entendido; claro; muy bien; bueno; continúa; continua; "
          "sigue; adelante; dale; y luego",
    "it": "sì; si; no; va bene; perfetto; capito; certo; benissimo; d'accordo; continua; vai avanti; avanti; vai",
    "pt": "sim; não; beleza; certo; perfeito; entendi; combinado; tá bom; ta bom; continua; continue; pode continuar; "
          "segue; vai em frente",
    "nl": "ja; nee; oké; prima; begrepen; precies; klopt; ga door; ga verder; verder; doorgaan",
    "nordic": "ja; nej; nei; okej; precis; fortsätt; fortsæt; fortsett; kör; jatka; kyllä; selvä",
    "pl_cs": "tak; nie; dobrze; jasne; rozumiem; kontynuuj; dalej; ano; ne; jasně; rozumím; pokračuj",
    "tr_id": "evet; hayır; tamam; anladım; devam; devam et; ya; iya; oke; siap; baik; mengerti; lanjut; lanjutkan; "
             "teruskan",
    "ro_hu": "da; nu; bine; perfect; am înțeles; continuă; igen; nem; rendben; értem; folytasd; tovább",
    "ru_cjk": "да; нет; хорошо; ладно; понятно; продолжай; дальше; 好的; 好; 继续; はい; 続けて; 네; 계속",
}
# Vocatives and intensifiers: small talk when nothing else is left (as content terms, stemmed: :func:`terms`).
FILLERS = "there, bot, chatbot, assistant, ai, buddy, mate, dude, man, friend, pal, guys, everyone, folks, again, " \
          "much, lot, ton, bunch, really, truly, indeed, once, today, tonight, all, everybody, one, it, that, ok, " \
          "please, pls, plz, bitte, sehr, viel, por favor, s'il vous plaît, s'il te plaît, beaucoup, per favore, " \
          "molto, muito, mucho, alsjeblieft, graag, proszę, lütfen, tolong, banyak, sana, vă rog"

FILLER_TERMS = frozenset(terms(FILLERS))
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "\u00b4": "'"})
_TOKEN = re.compile(r"\w+")
_JOINERS = re.compile(r"[\s'\-]*")  # what may stand between a phrase's words: spaces, an apostrophe, a hyphen
_CLAUSE_END = re.compile(r"[.!?;:,\n\u3002\uff01\uff1f\u061f\u2026]|\s[-\u2013\u2014]\s")
_UNSPACED = ("CJK", "HIRAGANA", "KATAKANA", "THAI")  # scripts written without spaces between words
Phrases = dict[str, list[tuple[str, ...]]]  # first word → the phrases' words, longest first


@functools.lru_cache(maxsize=1 << 12)
def _fold_char(ch: str) -> str:
    """One character, case-folded, its accents and apostrophe variants normalised (may be empty or longer)."""
    return "".join(c for c in unicodedata.normalize("NFKD", ch.casefold().translate(_APOSTROPHES))
                   if not unicodedata.combining(c))


def _fold(text: str) -> tuple[str, list[int]]:
    """``text`` folded for matching, and for each folded character the index of the character it came from."""
    if text.isascii():
        return text.lower().replace("`", "'"), list(range(len(text)))
    parts = [c.lower() if c < "\x80" else _fold_char(c) for c in text]
    return "".join(parts), [i for i, part in enumerate(parts) for _ in part]


def _phrases(groups: dict[str, str]) -> tuple[Phrases, tuple[str, ...]]:
    """The phrases of ``groups`` as word tuples by first word, and those of scripts without spaces as folded text."""
    by_first: Phrases = {}
    unspaced = set()
    for group in groups.values():
        for phrase in (p.strip() for p in group.split(";")):
            folded = _fold(phrase)[0]
            if any(unicodedata.name(c, "").startswith(_UNSPACED) for c in folded):
                unspaced.add(folded)
            elif words := tuple(_TOKEN.findall(folded)):
                by_first.setdefault(words[0], []).append(words)
    for alts in by_first.values():
        alts.sort(key=len, reverse=True)
    return by_first, tuple(sorted(unspaced, key=len, reverse=True))


FORMULAS, _UNSPACED_FORMULAS = _phrases(_FORMULAS)
LEADS, _UNSPACED_LEADS = _phrases(_LEADS)
# Verbs that report a formula instead of saying it (folded): a question about who said thanks keeps "thanks".
_MENTION = frozenset(re.findall(r"\w+", "say says said saying wish wishes wished wishing tell tells told telling bid "
                                         "bids bade send sends sent write writes wrote written text texted reply "
                                         "replied replies answer answered"))


def _match(phrases: Phrases, folded: str, tokens: list[re.Match[str]], i: int) -> int:
    """How many tokens from ``tokens[i]`` the longest phrase of ``phrases`` spans there (0: none)."""
    for words in phrases.get(tokens[i].group(), ()):
        if i + len(words) > len(tokens):
            continue
        if all(tokens[i + k].group() == w and _JOINERS.fullmatch(folded, tokens[i + k - 1].end(), tokens[i + k].start())
               for k, w in enumerate(words) if k):
            return len(words)
    return 0


def _find_all(folded: str, phrase: str) -> list[int]:
    """Where ``phrase`` occurs in ``folded``."""
    out, at = [], folded.find(phrase)
    while at >= 0:
        out.append(at)
        at = folded.find(phrase, at + len(phrase))
    return out


@functools.lru_cache(maxsize=1 << 12)
def without_formulas(text: str) -> str:
    """``text`` with its conversational formulas blanked (spaces of the same length; the module docstring): every
    :data:`FORMULAS` phrase not reported by a verb of saying, and :data:`LEADS` words at a clause's head."""
    folded, origin = _fold(text)
    tokens = list(_TOKEN.finditer(folded))
    cut = [False] * len(tokens)
    spans = [(at, len(p)) for p in _UNSPACED_FORMULAS for at in _find_all(folded, p)]
    for i in range(len(tokens)):
        n = 0 if cut[i] or not _MENTION.isdisjoint(t.group() for t in tokens[max(0, i - 3):i]) else \
            _match(FORMULAS, folded, tokens, i)
        cut[i:i + n] = [True] * n
    for i in range(len(tokens)):  # a clause's head: its first word, then past every formula and lead
        if i and not _CLAUSE_END.search(folded, tokens[i - 1].end(), tokens[i].start()):
            continue
        while i < len(tokens):
            n = 1 if cut[i] else _match(LEADS, folded, tokens, i)
            if not n:
                break
            cut[i:i + n] = [True] * n
            i += n
    spans += [(tokens[i].start(), len(tokens[i].group())) for i in range(len(tokens)) if cut[i]]
    spans += [(at, len(p)) for p in _UNSPACED_LEADS for at in _find_all(folded, p)
              if not at or not folded[at - 1].isalnum()]  # at a clause's head: after a space or punctuation
    if not spans:
        return text
    keep = [True] * len(text)
    for at, n in spans:
        for k in range(at, at + n):
            keep[origin[k]] = False
    return "".join(ch if keep[i] else " " for i, ch in enumerate(text))


def small_talk(text: str) -> bool:
    """``text`` is small talk as a whole: it holds a formula, and outside its formulas no content term but
    :data:`FILLERS` and no word in a script the content-term reader does not see (Chinese "谢谢, 东京天气怎么样?" is a
    question after its thanks)."""
    rest = without_formulas(text)
    if rest == text:
        return False
    if any(ch.isalpha() and ord(ch) > 0x24F for ch in rest):  # past Latin Extended: words terms() cannot read
        return False
    return frozenset(terms(rest)) <= FILLER_TERMS
