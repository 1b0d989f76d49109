"""Cheap lexical cues of a durable statement, in many languages: what keeps a message in the store models' band.

Inside the learned store models' abstain band the heuristic decides (:mod:`memspark.capture.learned`), and its
patterns are English and few: a short request to keep something ("Zapisz: …", "simpan: …"), a standing rule
("…, siempre con …"), an appointment ("… am 21. März"), a decision or a cause and its fix, said in another language or in a
phrasing it has no pattern for, was skipped. These cues name those shapes in the words and scripts that say them —
English, the large European languages, Slavic, Turkish, Indonesian, Vietnamese, Swahili, Chinese, Japanese,
Korean, Arabic and romanised Hindi (:func:`~memspark.capture.learned.band_cues` reads them):

- ``keep``: the message asks to keep, save, note or remember what follows ("save this:", "merk dir:",
  "lưu lại:", "记下", "覚えておいて") or tells a fact to remember ("remember that …", "for future reference"); a
  bare "note:" is a chatty prefix as often as a request ("note: brb"), and sets no cue;
- ``standing``: a habit or rule over time ("always", "never", "from now on", "each time", "immer", "désormais",
  "siempre", "以后", "必ず", "항상");
- ``condition``: a rule's conditional opening ("when you …, …", "wenn …, …", "khi …, …", "kalau …, …");
- ``date``: a day of an appointment or a deadline (a month or weekday name, "tomorrow", "the 14th", "21.03.",
  "3/5", "3月5日", "수요일"); a clock time alone is not one ("flat calm at 4am" tells of a morning, not a plan);
- ``fix``: a cause found or a fix made ("root cause", "turned out", "the fix is", "stellte sich heraus",
  "resultó", "ternyata", "原来", "原因は");
- ``prefer``: a first-person preference ("I'd rather", "ich mag lieber", "prefiero", "我更喜欢", "好き");
- ``decide``: a first-person decision ("we decided", "ich habe beschlossen", "decidí", "我决定", "ことにした").

Each is a bit: a shape, not a verdict (the store model's score, the dampers and the gates still decide around it).
Patterns are alternations of literal words with bounded gaps, linear in the text's length.
"""

from __future__ import annotations

import re

import numpy as np

NAMES = ("keep", "standing", "condition", "date", "fix", "prefer", "decide")


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# a word boundary that holds in scripts without spaces too: Latin words need one, CJK words do not
_KEEP = _rx(
    r"^\W*(?:(?:oh and|also|btw|fyi|ps|and|pls|please|por favor|bitte)\W+)?"
    r"(?:(?:please\s+)?(?:save|keep|store|record|remember|memori[sz]e|jot down|write down|bookmark)"
    r"(?:(?:\s+(?:this|that|it|these|down|the following|for me|for later))?\s*[:,\-–]|(?:\s+[^\s:,.!?]+){1,4}\s*[:\-–])"
    r"|(?:speicher[en]?|merk dir|notier[en]?|behalte|garde|enregistre|retiens|mémorise|sauvegarde|guarda|apunta|"
    r"anota|recuerda|memoriza|salva|segna|annota|ricorda|memorizza|grava|lembra|bewaar|onthoud|noteer|spara|notera|"
    r"kom ihåg|zapisz|zapamiętaj|zanotuj|запомни|сохрани|запиши|збережи|запам['’]ятай|kaydet|not al|simpan|catat|"
    r"ingat|lưu lại|lưu|ghi nhớ|ghi lại|hifadhi|kumbuka|tallenna|muista|احفظ|سجل|تذكر)"
    r"(?:\s+(?:this|das|dies|ça|cela|esto|eso|isto|questo|dit|detta|to|это|bunu|ini|cái này|hii|tämä))?"
    r"(?:\s+(?:for me|für mich|pour moi|para mí|per me|para mim|voor mij|för mig|dla mnie|для меня|ya|giúp tôi|"
    r"cho tôi))?(?:\s*[:,\-–]|(?:\s+[^\s:,.!?]+){1,4}\s*[:\-–])"
    r"|(?:记住|记下|记一下|保存|存一下|帮我记|メモ|覚えて|保存して|控えて|저장|기억해|메모해))"
    r"|\b(?:remember|note|keep in mind|bear in mind|don't forget) that\b|\bfor (?:future reference|the record)\b"
    r"|\b(?:save|keep|note) (?:this|that|it) (?:for me|for later|somewhere|down)\b|\bnote (?:for later|for me|to self)\b"
    r"|\byaad rakh|\b(?:save|note) kar")
_STANDING = _rx(
    r"\b(?:always|never|from now on|going forward|in future|in the future|whenever|every time|each time|by default|"
    r"don't ever|do not ever|as a rule|immer|niemals|ab jetzt|künftig|zukünftig|jedes mal|grundsätzlich|stets|"
    r"toujours|jamais|désormais|à l'avenir|chaque fois|siempre|nunca|jamás|a partir de ahora|de ahora en adelante|"
    r"cada vez|sempre|mai più|d'ora in poi|ogni volta|a partir de agora|toda vez|altijd|nooit|voortaan|elke keer|"
    r"alltid|aldrig|hädanefter|varje gång|zawsze|nigdy|od teraz|za każdym razem|всегда|никогда|впредь|каждый раз|"
    r"завжди|ніколи|щоразу|her zaman|asla|hiçbir zaman|bundan sonra|her seferinde|selalu|jangan pernah|"
    r"mulai sekarang|setiap kali|tiap kali|luôn luôn|luôn|không bao giờ|từ giờ|mỗi khi|mỗi lần|kila mara|kamwe|"
    r"daima|aina|ei koskaan|دائما|أبدا|hamesha|kabhi nahi|har baar)\b"
    r"|(?:总是|一律|永远|每次|以后|从现在起|今后|必ず|いつも|絶対に|今後|毎回|항상|절대|앞으로|매번)")
_CONDITION = _rx(
    r"^\W*(?:(?:oh and|also|btw|fyi|ps|and)\W+)?(?:when(?:ever)? (?:you|I|we|someone|anyone)|"
    r"if (?:you|I|someone|anyone|it's|it is)|wenn|falls|quand|"
    r"lorsque|si tu|si vous|cuando|si alguien|quando|se qualcuno|als je|wanneer|när|om du|kiedy|jeśli|когда|если|"
    r"коли|якщо|eğer|kalau|jika|apabila|khi|nếu|kama|ikiwa|kun|jos|إذا|عندما|jab bhi|agar)\b[^.?!\n]{3,120}[,;，、]")
_MONTHS = (r"january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|"
           r"jul|aug|sept?|oct|nov|dec|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|"
           r"juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|"
           r"septiembre|setiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|"
           r"ottobre|dicembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|januari|"
           r"februari|maart|mei|augustus|augusti|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|"
           r"października|listopada|grudnia|января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|"
           r"ноября|декабря|січня|лютого|березня|квітня|травня|червня|липня|серпня|вересня|жовтня|листопада|грудня|"
           r"ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık|maret|agustus|desember|"
           r"tammikuuta|helmikuuta|maaliskuuta|huhtikuuta|toukokuuta|kesäkuuta|heinäkuuta|elokuuta|syyskuuta|"
           r"lokakuuta|marraskuuta|joulukuuta|januari|februari|machi|aprili|juni|julai|agosti|septemba|oktoba|novemba|"
           r"desemba")
_DAYS = (r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|"
         r"samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|"
         r"sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|segunda|terça|quarta|quinta|sexta|maandag|"
         r"dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag|"
         r"poniedziałek|wtorek|środa|środę|czwartek|piątek|sobota|sobotę|niedziela|niedzielę|понедельник|вторник|"
         r"среду|среда|четверг|пятницу|пятница|субботу|суббота|воскресенье|pazartesi|salı|çarşamba|perşembe|cuma|"
         r"cumartesi|pazar|senin|selasa|rabu|kamis|jumat|sabtu|minggu|jumatatu|jumanne|jumatano|alhamisi|ijumaa|"
         r"jumamosi|jumapili|maanantaina|tiistaina|keskiviikkona|torstaina|perjantaina|lauantaina|sunnuntaina|"
         r"tomorrow|tonight|next week|morgen|demain|mañana|domani|amanhã|morgen|imorgon|jutro|завтра|yarın|besok|"
         r"ngày mai|kesho|huomenna|kal subah")
_DATE = _rx(
    rf"\b(?:{_MONTHS}|{_DAYS})\b|\b\d{{1,2}}(?:st|nd|rd|th)\b"
    r"|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\b\d{1,2}\.\d{1,2}\.(?:\d{2,4}\b)?|\bthứ (?:hai|ba|tư|năm|sáu|bảy)|\bchủ nhật\b"
    r"|\btháng \d|\d{1,2}\s?月\s?\d{1,2}\s?[日号]|星期[一二三四五六日天]|周[一二三四五六日]|[月火水木金土日]曜"
    r"|\d{1,2}\s?월\s?\d{1,2}\s?일|[월화수목금토일]요일")
_FIX = _rx(
    r"\b(?:root cause|turned out|turns out|the (?:fix|cause|culprit|problem|issue|trick|solution) (?:is|was)|"
    r"caused by|fixed (?:it|by|with)|solved (?:it|by)|workaround|was the culprit|stellte sich heraus|ursache|"
    r"lag (?:daran|an)|behoben|die lösung|la cause|venait d|le problème venait|en fait c'était|réglé en|"
    r"la causa|resultó|era por|se arregla|lo arreglé|la solución|si è scoperto|era colpa|risolto|"
    r"acabou sendo|resolvi|consertei|oorzaak|bleek|opgelost|orsaken|visade sig|löste|przyczyn|okazało się|"
    r"naprawi|причин|оказалось|исправил|помогло|виявилось|причина|sebebi|nedeni|meğer|düzeldi|çözdüm|"
    r"ternyata|penyebab|sudah (?:saya )?(?:perbaiki|bersihkan|ganti)|normal lagi|hóa ra|nguyên nhân|là xong|ที่แท้|"
    r"đã sửa|kumbe|sababu|inafanya kazi|syy oli|korjaantui|السبب|تبين)"
    r"|(?:原来|原因是|问题出在|修好|解决了|原因は|直った|直りました|解決した|원인은|알고 보니|고쳤|해결)")
_DECIDE = _rx(
    r"\b(?:I|we)(?:'ve| have)? (?:decided|agreed|settled on|chose)\b|\b(?:entschieden|beschlossen|décidé|decidí|"
    r"decidimos|decidi|decidimos|ho deciso|abbiamo deciso|besloten|bestämt|beslutat|zdecydował|zdecydowała|"
    r"postanowił|postanowiła|решил|решила|решили|вирішив|вирішила|karar verdim|karar verdik|memutuskan|"
    r"quyết định|nimeamua|tumeamua|päätin|päätimme|قررت|قررنا|tay kiya)"
    r"|(?:决定|決定|ことにした|ことにしました|결정했|하기로 했|ตัดสินใจ)")
_PREFER = _rx(
    r"\bI(?:'d| would)? (?:really |much |strongly |generally |usually |always )?(?:prefer|rather|like|love|hate|"
    r"dislike|can't stand|cannot stand|appreciate it if)\b|\bmy (?:favou?rite|preferred|go-to)\b"
    r"|\bich (?:mag|bevorzuge|hasse|hätte lieber|möchte lieber|will lieber)\b|\b(?:lieber|am liebsten)\b"
    r"|\bje (?:préfère|déteste|n'aime pas)\b|\bj'(?:aime|adore|préfère)\b|\bplutôt que\b"
    r"|\b(?:prefiero|me gusta|me encanta|odio|no me gusta|preferisco|mi piace|non mi piace|prefiro|gosto de|"
    r"não gosto|odeio|ik (?:heb liever|hou van)|liever|jag (?:föredrar|gillar)|hellre|wolę|lubię|"
    r"nie lubię|nie znoszę|предпочитаю|люблю|не люблю|терпеть не могу|віддаю перевагу|tercih ederim|severim|"
    r"sevmem|hoşlanmam|(?:saya )?lebih suka|saya suka|saya tidak suka|tôi thích|tôi không thích|"
    r"napenda|sipendi|pidän|mieluummin|أفضل|mujhe pasand)\b"
    r"|(?:我更?喜欢|我比较喜欢|我偏好|我不喜欢|我讨厌|我习惯|好き|苦手|嫌い|の方がいい|좋아|싫어|선호|편해요)")
_PATTERNS = (_KEEP, _STANDING, _CONDITION, _DATE, _FIX, _PREFER, _DECIDE)


def store_cues(text: str) -> np.ndarray:
    """One bit per cue of :data:`NAMES`: whether ``text`` (the message without code fences) says it."""
    return np.array([1.0 if rx.search(text) else 0.0 for rx in _PATTERNS], dtype=np.float32)
