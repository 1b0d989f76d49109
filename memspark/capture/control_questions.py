"""A question the message answers itself with "no, keep it": no order, whatever the question asks.

The control gate reads a message one sentence at a time, and a question ends a sentence. "Turn off the fraud alerts?
No — keep them on." was read as the order "turn off the fraud alerts" (``safeguard-off``), the answer that keeps the
safeguard cut off by the split. A question followed by a refusal ("no", "nein", "non", "nee", "nej", "nie", "нет",
"hayır", "không", "tidak", "não", "不", "いいえ", "아니") that keeps the thing asked about (:data:`KEEP`: "keep them on",
"leave it on", "lass sie an", "garde-les", "mantenlas", "tienili attivi", "mantém", "laat ze aan", "保持开启", "别关",
"оставь", "zostaw") is the user's rhetorical or self-answered question, and :func:`answered` blanks it before the
rules read the message. In Chinese, Japanese and Korean the refusal may be the whole answer ("要我关掉吗？不用。",
"いいえ。", "아뇨."), never the start of an order ("不用问我，直接关": no need to ask me, switch it off). An answer that agrees ("yes, turn them off") or keeps the thing switched off ("no, keep them
off") leaves the question as it was. Pure and linear: one bounded pattern over the matching form.
"""

from __future__ import annotations

import re

from memspark.capture.control_data_out import blank

NO = r"(?:no|nope|nah|nein|non|nee|nej|nie|нет|ні|hayır|không|tidak|nggak|não|nao)(?![^\W\d_])"
# the thing kept as it is: on, enabled, in place, by language (never "keep them off")
KEEP = (
    r"\b(?:keep|leave)\b(?: (?:\w+ ){0,2}?(?:on|enabled|active|running|in place|alone|as (?:it is|they are|is))\b|"
    r" (?:it|them|that|those|the \w+)(?! (?:off|disabled|down|switched off|turned off)\b))|"
    r"\b(?:lass|lasse|lasst)\b[^.!?\n]{0,30}?\b(?:an|aktiv|eingeschaltet|drin|so)\b|\b(?:anlassen|behalte\w*|beibehalten)\b|"
    r"\bbleib(?:t|en)? (?:\w+ )?(?:an|aktiv|eingeschaltet)\b|"
    r"\bgarde(?:-les|-le|-la|z)?\b|\blaisse(?:-les|-le|-la|z)?\b[^.!?\n]{0,20}?\b(?:activ\w*|allum\w*|en place|comme (?:ça|"
    r"elles sont|ils sont))|\bmaintiens?\b|"
    r"\bmant[ée]n(?:las?|los?)?\b|\bmantener\w*|\bd[ée]ja(?:las?|los?)?\b[^.!?\n]{0,20}?\b(?:activ\w*|encendid\w*|puest\w*|"
    r"como est\w+)|"
    r"\b(?:tien|mantien)\w*|\blascia\w*\b[^.!?\n]{0,20}?\b(?:attiv\w*|acces\w*|com'è|come sono)|"
    r"\bmant(?:enha|ém|em|er|enham)\w*|\bdeix(?:a|e)\w*\b[^.!?\n]{0,20}?\b(?:ligad\w*|ativ\w*|como est\w+)|"
    r"\b(?:laat|houd|hou)\b[^.!?\n]{0,20}?\baan\b|\bbehoud\w*|"
    r"\bbehåll\w*|\blåt (?:\w+ ){0,2}?vara på\b|\bzostaw\w*|\bnie wyłączaj\w*|\bоставь\w*|\bне (?:отключай|выключай)\w*|"
    r"\baçık bırak\w*|\bkalsın\b|\bgiữ\b|\bđể nguyên\b|\bbiarkan\b|\btetap (?:aktif|nyala)\b"
)
# the same answer where words are not spaced: "不，保持开启", "别关", "不用了，留着", "いいえ、そのままで", "아니요, 켜 둬"; or
# the refusal alone, the answer's whole sentence ("不用。", "いいえ。", "아니요.": never "不用问我", no need to ask me)
_CJK_NO = r"(?:不用|不要|不必|算了|先别|别|不)(?:了|吧)?"
CJK = (rf"{_CJK_NO}[，,、 ]*(?:保持|留着|保留|继续开着|开着|别动|不动|就这样)|(?:别|不要|不用|不)(?:关|删|动)|"
       rf"{_CJK_NO}(?:[.!。]+|$)|"
       r"(?:いいえ|いや|ううん)[、, ]*(?:そのまま|オンのまま|残して|消さないで|切らないで|止めないで|結構です|大丈夫)|"
       r"(?:いいえ|いや|ううん)(?:[.!。]+|$)|"
       r"(?:아니요?|아뇨)[, ]*(?:켜 ?(?:둬|두세요|놔)|그대로|놔 ?(?:둬|두세요)|유지|지우지 마|끄지 마|괜찮아)|"
       r"(?:아니요?|아뇨)(?:[.!。]+|$)")
# the question, then its answer: the refusal standing alone at the answer's start ("no, …", "no — …"; never "no need",
# "no questions"), the keep within a few words
_ANSWERED = re.compile(rf"[^.!?。！？\n]{{0,300}}[?？](?=[\s\"'”»)]*(?:(?:{NO})\s*[,.!:;—–-][\s,.!:;—–-]*(?:[^\s.!?。！？\n]+[\s,]+){{0,2}}?"
                       rf"(?:{KEEP})|{CJK}))")


def answered(form: str) -> str:
    """``form`` (a message's matching form) with each question answered "no, keep it" blanked (offsets kept)."""
    return _ANSWERED.sub(blank, form) if "?" in form or "？" in form else form
