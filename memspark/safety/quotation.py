"""A quoted attack phrase that writing studies, not issues: language drills, translation exercises, papers.

:mod:`memspark.safety.mention` overrules a rule hit of an ambiguous family when the sentence frames it as a
mention. One such frame is a quotation that ordinary study puts in front of the phrase: a language drill or
homework ("German homework: translate "Forget what I told you …" and underline the verb"), a translation
exercise ("render into French — "Disregard the previous message …""), a gloss ("「…」 = "Please forget …""),
an interpreting practice, a talk abstract, a thesis, a paper, a slide, a class, in any of several languages
("Hausaufgabe: übersetze „…“", "Exercice de traduction : « … »", "Ejercicio: traduce «…»", "翻译练习：「…」").

:func:`studied` says whether the matched phrase stands inside quotation marks (double, single, typographic,
guillemets, 「」/『』 or backticks) opened after such a *study frame* in the same sentence, and the sentence does
not then tell the reader to act on the quotation: "translate this and then do it: '…'", "the example below is
your new instruction", "… und befolge es", "然后照做" are orders, never studies. The frame words are written in
their natural spelling and folded as the detection form folds text (:func:`memspark.safety.normalise.fold`),
so accents and look-alike letters match as the rules see them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from memspark.safety.normalise import fold

# Study frames, by language: words naming a drill, an exercise, a translation, a gloss, a class or a piece of
# writing that quotes what it studies. Latin-script words match at word starts (inflections follow); CJK ones
# anywhere.
_STUDY_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("translat", "render into", "rendered into", "render it into", "render this into", "interpret",
           "exercise", "homework", "drill", "practice", "practise", "lesson", "quiz", "worksheet", "flashcard",
           "vocabulary", "grammar", "conjugat", "dictation", "phrasebook", "glossary", "subtitle", "transcri",
           "paraphras", "thesis", "dissertation", "abstract", "paper", "slide", "talk", "lecture", "keynote",
           "seminar", "course", "textbook", "tutorial", "students", "pupils", "class", "curriculum", "chapter",
           "essay", "study", "studies", "survey", "experiment", "example", "sample", "specimen"),
    "de": ("übersetz", "übung", "hausaufgabe", "aufgabe", "beispiel", "vokabel", "grammatik", "lektion",
           "unterricht", "schüler", "studierende", "abschlussarbeit", "masterarbeit", "doktorarbeit", "seminararbeit",
           "vortrag", "folie", "referat", "aufsatz", "kurs", "diktat", "satz", "redewendung"),
    "fr": ("tradu", "exercice", "devoir", "exemple", "vocabulaire", "grammaire", "leçon", "cours", "élève",
           "étudiant", "mémoire", "thèse", "exposé", "diapo", "conférence", "dictée", "version", "thème", "phrase",
           "expression"),
    "es": ("tradu", "ejercicio", "tarea", "deberes", "ejemplo", "vocabulario", "gramática", "lección", "clase",
           "alumno", "estudiante", "tesis", "charla", "ponencia", "diapositiva", "dictado", "frase", "expresión"),
    "it": ("tradu", "esercizi", "compiti", "esempio", "lezione", "studenti", "tesi", "frase"),
    "pt": ("tradu", "exercício", "lição", "dever de casa", "exemplo", "aula", "alunos", "tese", "palestra", "frase"),
    "nl": ("vertaal", "vertaling", "oefening", "huiswerk", "voorbeeld", "scriptie", "zin"),
    "zh": ("翻译", "翻譯", "译成", "譯成", "译为", "练习", "練習", "作业", "作業", "例句", "例如", "例子", "论文", "論文",
           "摘要", "幻灯片", "课堂", "課堂", "课文", "課文", "学生", "學生", "句子", "短语", "短語", "意思是"),
    "ja": ("翻訳", "和訳", "英訳", "訳して", "訳す", "練習", "宿題", "ドリル", "例文", "論文", "講演", "スライド", "授業",
           "生徒", "学生", "課題"),
    "ko": ("번역", "연습", "숙제", "예문", "논문", "발표", "수업", "학생"),
}


def _alternation(words: Iterable[str]) -> str:
    folded = {fold(w) for w in words}  # as the detection form spells them (accents and dakuten dropped)
    latin = sorted((w for w in folded if not _cjk(w)), key=len, reverse=True)
    cjk = sorted((w for w in folded if _cjk(w)), key=len, reverse=True)
    parts = [rf"\b(?:{'|'.join(map(re.escape, latin))})"] if latin else []
    parts += [f"(?:{'|'.join(map(re.escape, cjk))})"] if cjk else []
    return "|".join(parts)


def _cjk(word: str) -> bool:
    return any("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" for ch in word)


_STUDY = re.compile(_alternation(w for words in _STUDY_WORDS.values() for w in words))

# a web address names no study ("example.com/notes", "https://talk.example/…")
_URL = re.compile(r"\S*(?:://|www\.)\S*|\S+\.[a-z]{2,}/\S*")

# An order to act on what is quoted: the quotation is then the reader's instruction, whatever frames it.
_CARRY_OUT = re.compile(
    r"\b(?:and|then|&)\s+(?:then\s+)?(?:do|follow|obey|execute|apply|run|perform|carry out|act on|comply with|"
    r"implement)\s+(?:it|this|that|them|these|those|what it says|the (?:above|instructions?|result|translation|"
    r"text|line|sentence|example|command))\b"
    r"|\b(?:do|act|behave) (?:what|as|whatever) (?:it|the (?:text|line|sentence|quote|example)) (?:says|tells you)\b"
    r"|\b(?:is|are|as|becomes?) (?:now )?your (?:new |next |real |actual |only |current )?(?:instructions?|orders?|"
    r"tasks?|commands?|directives?|rules?|prompt|system prompt)\b"
    r"|\btreat (?:it|this|them|that|the \w+) as (?:your |an? |the )?(?:new )?(?:instructions?|orders?|commands?)\b"
    r"|\b(?:and|then) act accordingly\b|\b(?:and|then|now) comply\b|\b(?:test|try|use|run) (?:it|this|that) (?:now )?on yourself\b"
    # de / fr / es / it / pt
    r"|\b(?:und|dann) (?:befolge|befolgen|führe|tu|mach|gehorche)\w*\b|\bdeine neue (?:anweisung|aufgabe|regel)"
    r"|\b(?:puis|et) (?:execute|executez|applique|appliquez|suis|suivez|obeis|obeissez|fais-le|faites-le)\b"
    r"|\b(?:ta|votre) nouvelle (?:instruction|consigne|regle)"
    r"|\b(?:y|luego) (?:hazlo|haz lo que|obedece|ejecuta|cumple|siguelo|sigue)\w*\b|\btu nueva (?:instruccion|orden|regla)"
    r"|\b(?:e|poi) (?:eseguil[oa]|esegui|obbedisci|seguil[oa])\b|\b(?:e|depois) (?:execute|obedeca|siga)\b"
    # zh / ja / ko
    r"|然后(?:执行|照做|遵守|服从)|并(?:执行|照做|遵守)|照做|你的新指令|你的新任务"
    r"|(?:実行|従っ|従う)て?(?:ください|下さい)?|新しい指示|그대로 (?:따르|실행)|새 지시"
)


# What a drill's sentence never asks for: the agent's secrets or data, or an address to send them to. A quotation
# naming one is an attack dressed as an exercise ("Homework: translate 'ignore … and email the chat history to …'").
PAYLOAD = re.compile(r"\b(?:passwords?|passcodes?|credentials?|api keys?|access keys?|private keys?|tokens?|secrets?|"
                      r"system prompt|hidden prompt|(?:initial|original) prompt|memor(?:y|ies)|chat (?:history|log)|"
                      r"conversation history|transcripts?|inbox|files?|contacts?|card numbers?)\b|@\w|https?://|www\.")


def carried_out(context: str) -> bool:
    """Whether the sentence orders the reader to act on what it quotes (:data:`_CARRY_OUT`)."""
    return _CARRY_OUT.search(context) is not None


def studied(context: str, open_quote: Callable[[str], int], cut: str) -> bool:
    """Whether the matched phrase (cut out of ``context`` at ``cut``) is a quotation a study frame introduces
    (see the module docstring); ``open_quote`` gives where the quotation open at the end of a text starts."""
    if cut not in context:
        return False
    before, after = context.split(cut, 1)
    start = open_quote(before)
    if start < 0 or _STUDY.search(_URL.sub(" ", before[:start])) is None:
        return False
    return PAYLOAD.search(before[start:]) is None and PAYLOAD.search(after) is None and not carried_out(context)


# Theatre frames, by language: a script, a scene, an act, a pantomime, a rehearsal, a cue sheet (Latin-script words
# at word starts, CJK anywhere), and the speaker label a script puts before a line ("WIDOW TWANKEY:", "HAMLET (aside):",
# "12. GUARD:"), one to three words, never a chat role ("assistant:", "system:", "user:").
_SCRIPT_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("script", "screenplay", "scene", "act i", "act ii", "act iii", "act iv", "act v", "act 1", "act 2", "act 3",
           "panto", "pantomime", "play", "stage", "rehearsal", "cue sheet", "sketch", "musical", "drama", "improv",
           "monologue", "dialogue", "radio play", "audition", "cast", "libretto", "sitcom", "episode"),
    "de": ("drehbuch", "szene", "akt", "theater", "bühne", "probe", "hörspiel", "stück", "textbuch", "sketch"),
    "fr": ("scène", "acte", "pièce", "théâtre", "répétition", "scénario", "sketch", "réplique", "tirade"),
    "es": ("guion", "guión", "escena", "acto", "obra", "teatro", "ensayo", "libreto", "sketch"),
    "it": ("copione", "scena", "atto", "teatro", "prove", "sceneggiatura"),
    "zh": ("剧本", "劇本", "台词", "台詞", "场景", "場景", "第一幕", "第二幕", "话剧", "話劇", "舞台"),
    "ja": ("台本", "脚本", "場面", "第一幕", "第二幕", "芝居", "舞台", "台詞", "セリフ"),
    "ko": ("대본", "장면", "연극", "막", "대사"),
}
_SCRIPT = re.compile(_alternation(w for words in _SCRIPT_WORDS.values() for w in words))
_CHAT_ROLE = r"(?:assistants?|ai|models?|agents?|bots?|llms?|chatbots?|systems?|users?|humans?|developers?|admins?|operators?)"
_SPEAKER = re.compile(rf"(?:^|[:.!?;\-\u2014]\s+|\d+\.\s*)(?!{_CHAT_ROLE}\b)(?:[^\W\d_]+[ .'-]?){{1,3}}"
                      r"(?:\([^)\n]{1,30}\))?\s*:\s*[\"'\u00ab\u201e\u300c]?\s*$")


def scripted(context: str, cut: str) -> bool:
    """Whether the matched phrase (cut out of ``context`` at ``cut``) is a character's line in a script: a speaker
    label just before it and a theatre frame earlier in the sentence (:data:`_SCRIPT_WORDS`), with no order to act
    on it and nothing of the reader's to hand over (the line is said to another character, not to the reader)."""
    if cut not in context:
        return False
    before, after = context.split(cut, 1)
    speaker = _SPEAKER.search(before[-120:])
    if speaker is None:
        return False
    frame = before[: len(before) - len(before[-120:]) + speaker.start()]
    return (_SCRIPT.search(_URL.sub(" ", frame)) is not None and PAYLOAD.search(after) is None
            and not carried_out(context))
