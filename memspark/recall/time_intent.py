"""Does a query ask about a time? Then temporal decay must not bury the answer.

Temporal decay (spec: ``floor + (1 − floor)·e^(−rate·age)``) prefers recent notes, which is right
for a recency-neutral question ("what did we work on regarding the Mika LoRA?", "what do I do when
the gateway crash-loops?") but wrong for one anchored in time: "when did Caroline go to the support
group?", "what did we decide last May?", "which city was John in before Chicago?" ask for a dated
fact, and its note is as old as it is.

:func:`time_anchor` returns the cue that anchors a query in time (for the trace), or ``None``.
The rule, in the order it is checked (the first cue found is reported):

1. **A time expression** anchors wherever it stands: ISO and slashed dates, years (not a size such
   as "2048 MB" or a port), month names ("may" only where a date needs it), weekdays (not "every
   Monday"), holidays ("Christmas", "the holidays"), relative periods ("last week", "two years ago",
   "the day before", "in the summer", "yesterday"), *what time / which year* and *how long ago*
   questions ("what time zone" is not one).
2. **"when" asks for a time** only as a question word: "since/until/by when", or "when" followed by
   an auxiliary that asks about an event — past or perfect ("when did", "when was", "when has"), or
   "when is/are/will/'s" + a thing ("when is her birthday"; not "when is it safe to …"), or
   "when do/does … start/end/happen …". "When should I …", "when do I …" ask for a *condition*.
3. **Order words** ("before", "after", "since", "until", "prior to", "following", "during",
   conjunction "when", "the first", "the last time") anchor only with a time or event object:
   a life event or appointment right after them ("after her trip", "before the wedding", "prior to
   the interview"), or a question about the past ("what did Mel do after …", "… before she adopted
   the dogs", "what changed after …"; "since" also with the perfect: "what has Jon done since …").
   A procedure or a condition stays recency-neutral: "what should I run before a deploy", "after the
   build fails, where are the logs", "how do I restart the worker when it hangs", "what should I do
   after I got a 429" (a *how do I / what should I / what now* frame wins over a past clause).
   "Before"/"after" with no object ("have we seen this error before?") mean *ever* / *later*: no cue.
4. German, French and Spanish: the question words *wann*, *quand* (asked: "quand est-ce que",
   "depuis quand", inverted "quand a-t-il"), *cuándo*, and their relative periods and month names.
   Conjunctions (*wenn*, *quand* before a clause, *cuando*) are not cues.

Words that ask for the *latest* state ("recently", "currently", "now", "latest", "today") are not
anchors: decay is what such a query wants. A plain past-tense question without an order word ("how
did we fix the flaky test?") is not one either (the spec's decay example is phrased so).
Precision and recall on a labelled set are in ``tests/data/time_intent_queries.json`` and
``docs/architecture.md``.
"""

from __future__ import annotations

import re

# "may" is a month only where a date needs it ("in May", "May 7", "mid-May"): it is a verb too
_MONTHS = ("january|february|march|april|june|july|august|september|october|november|december|"
           "jan|feb|apr|jun|jul|aug|sept|oct|nov|dec")
_WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_NUMBER = r"(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|couple of)"
_PERIOD = (r"(?:day|night|morning|evening|week|weekend|month|year|summer|winter|spring|autumn|fall|season|"
           r"semester|quarter)s?")
_HOLIDAYS = (r"christmas|xmas|thanksgiving|easter|halloween|hanukkah|diwali|ramadan|passover|new year'?s(?: eve| day)?|"
             r"valentine'?s day|mother'?s day|father'?s day|independence day|labou?r day|memorial day|"
             r"(?:the|over|during|for|after|before) (?:the )?holidays")
# a number that is a size, count or port, not a year: "2048 MB", "port 2020", "#1999"
_NOT_YEAR_AFTER = r"(?!\s*(?:[kmgt]i?b|bytes?|ms|px|tokens?|rows?|chunks?|dims?|items?|records?|lines?|%|x)\b)"
_NOT_YEAR_BEFORE = r"(?<![#:v.])(?<!port )(?<!pid )(?<!issue )(?<!pr )(?<!code )(?<!error )(?<!status )"

# 1. time expressions: anchor wherever they stand
_EXPRESSIONS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("what time", re.compile(r"\bwhat (?:time(?! ?zones?\b)|date|day|year|month|week)\b|"
                             r"\bwhich (?:year|month|day|date|week)\b", re.I)),
    ("how long ago", re.compile(r"\bhow long ago\b|\bhow long (?:has|have|had|did)\b", re.I)),
    ("date", re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b0\d/\d{2}\b|\b\d{2}/0\d\b|"
                        r"\b(?:on|since|until|till|by|before|after|from)\s+\d{1,2}/\d{1,2}\b", re.I)),
    ("year", re.compile(rf"{_NOT_YEAR_BEFORE}\b(?:19|20)\d{{2}}s?\b{_NOT_YEAR_AFTER}", re.I)),
    ("month", re.compile(rf"\b(?:{_MONTHS})\b|\b(?:in|of|on|during|early|late|mid|last|next|this|since|until|"
                         rf"before|after)[- ]may\b|\bmay \d", re.I)),
    ("weekday", re.compile(rf"(?<!every )(?<!each )\b(?:{_WEEKDAYS})\b", re.I)),
    ("holiday", re.compile(rf"\b(?:{_HOLIDAYS})\b", re.I)),
    ("relative period", re.compile(rf"\b(?:last|past|previous|next|that|this) {_PERIOD}\b|"
                                   rf"\b{_NUMBER} {_PERIOD} (?:ago|earlier|before|later)\b|\bago\b|"
                                   rf"\bthe {_PERIOD} (?:before|after)\b|\b{_PERIOD} (?:before|after) (?:the|her|his|"
                                   rf"my|our|their|your|we|i|he|she|they)\b|"
                                   rf"\b(?:yesterday|tomorrow|the other day)\b|\bin the {_PERIOD}\b", re.I)),
)

# 2. "when" as a question word that asks for a time
_AUX_PAST = r"(?:did|was|were|had|has|have|didn't|wasn't|weren't|hadn't|hasn't|haven't)"
_WHEN_QUESTION = re.compile(
    r"\b(?:since|until|till|by) when\b|"
    rf"\bwhen(?:\s+(?:exactly|roughly|approximately|about))?\s+{_AUX_PAST}\b|"
    r"\bwhen(?:\s+(?:exactly|roughly|approximately|about))?(?:'s|\s+(?:is|are|will|would))\b"
    r"(?!\s+it\s+(?:ever\s+)?(?:safe|ok|okay|fine|better|best|worth|necessary|possible|wise|appropriate|needed|"
    r"required|a good idea|time to|too late|too early)\b)|"
    r"\bwhen\s+(?:do|does)\s+[^?.!,;]*?\b(?:start|starts|begin|begins|end|ends|finish|finishes|open|opens|close|"
    r"closes|happen|happens|take place|takes place|arrive|arrives|leave|leaves|expire|expires)\b",
    re.I)

# 3. order words, and what makes one an anchor
# "before" with no object ("have we seen this error before?") means "ever", not an order in time
_ORDER = re.compile(r"\b(?:before|after)\b(?!\s*(?:[?!.:;,]|$))|\b(?:since|until|till|prior to|during|when)\b|(?<!the )(?<!\w)following\b|"
                    r"\b(?:the|at) first\b|\bfirst time\b|\bthe last time\b", re.I)
_EVENT_NOUNS = (r"trip|travels?|journey|vacation|holiday|honeymoon|wedding|birthday|anniversary|party|funeral|"
                r"graduation|move|breakup|divorce|surgery|operation|accident|appointment|interview|meeting|"
                r"conference|concert|festival|parade|race|marathon|game|match|tournament|show|exhibition|"
                r"retreat|camp|camping|hike|visit|pandemic|lockdown|war|election|pregnancy|retirement|"
                r"promotion|layoffs?|adoption|ceremony|reunion|launch party|offsite")
_EVENT_OBJECT = re.compile(rf"\s*(?:the|her|his|my|our|their|your|[A-Z][\w-]*'s)\s+(?:[\w'’-]+\s+){{0,2}}?"
                           rf"(?:{_EVENT_NOUNS})\b(?!\s+(?:is|are|ends|starts|begins|finishes|runs|gets|goes)\b)",
                           re.I)  # "after the meeting ends, …" is a condition
_IRREGULAR_PAST = ("went|came|got|made|took|gave|said|told|met|saw|left|began|found|lost|won|bought|brought|"
                   "thought|felt|heard|wrote|sold|spent|paid|built|sent|fell|became|ate|drove|flew|grew|knew|"
                   "wore|chose|broke|spoke|forgot|taught|caught|fought|slept|held|stood|ran|sang|swam|drew|"
                   "threw|rode|hid|quit|moved|happened")
# an irregular past form after "is/are/be/been/get" is a participle (passive): "when the file is not found"
_PASSIVE = r"(?<!\bis )(?<!\bare )(?<!\bbe )(?<!\bbeen )(?<!\bget )(?<!\bgets )(?<!\bnot )(?<!'s )(?<!'re )"
_ED_NOT_PAST = r"(?!(?:need|feed|speed|seed|embed|shed|breed|bleed|proceed|exceed|succeed|indeed|weed)\b)"
_PAST = re.compile(
    rf"\b(?:did|was|were|had|didn't|wasn't|weren't|hadn't)\b|{_PASSIVE}\b(?:{_IRREGULAR_PAST})\b|"
    rf"(?:^|[,;:?!]\s*)(?:what|who|which \w+)\s+{_ED_NOT_PAST}\w{{2,}}ed\b|"
    rf"\b(?:i|we|he|she|they|you)\s+(?:\w+ly\s+|just\s+|first\s+|then\s+)?{_ED_NOT_PAST}\w{{2,}}ed\b",
    re.I)
_NAME_PAST = re.compile(rf"(?<=\w )[A-Z][a-z]+\s+(?:\w+ly\s+)?{_ED_NOT_PAST}[a-z]{{2,}}ed\b")  # "… Caroline moved"
_PERFECT = re.compile(r"\b(?:has|have|had|'ve|hasn't|haven't)\b", re.I)
# a procedure or a condition: the order words name steps, not a dated event
_PROCEDURE = re.compile(
    r"\bhow (?:do|does|can|could|should|would|to|must)\b|"
    r"\bwhat (?:do|does|should|can|could|must|would) (?:i|we|you|one)\b|"
    r"\b(?:should|must|can|could|do) (?:i|we|you)\b|\bis it (?:safe|ok|okay|fine|better)\b|"
    r"\bwhat now\b|\bwhy (?:does|do|is|are|won't|doesn't|don't|can't|isn't|would)\b|\bis there\b", re.I)


def _order_anchor(query: str) -> str | None:
    orders = list(_ORDER.finditer(query))
    if not orders:  # most queries: the tense tests below are the costly part
        return None
    for m in orders:
        if m.group(0).lower() not in ("when", "the first", "at first") and _EVENT_OBJECT.match(query, m.end()):
            return m.group(0)
    if _PROCEDURE.search(query):
        return None
    if _PAST.search(query) or _NAME_PAST.search(query):
        return orders[0].group(0)
    since = next((m for m in orders if m.group(0).lower() == "since"), None)
    return since.group(0) if since is not None and _PERFECT.search(query) else None


# 4. German, French, Spanish
_FOREIGN: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("when", re.compile(r"\bwann\b|\bseit wann\b|\bbis wann\b|"
                        r"\bcuándo\b|(?:^|[¿¡])\s*cuando\b|\b(?:desde|hasta) cu[áa]ndo\b|"
                        r"\b(?:depuis|jusqu'à|jusqu’à|à partir de) quand\b|\bquand est-ce\b|"
                        r"^\s*quand\s+(?:\w+-t-|\w+-(?:il|elle|ils|elles|on|nous|vous|je|tu)\b|"
                        r"(?:a|est|sont|ont|était|étaient|avait|avez|as|va|vont|aura)\s+)", re.I)),
    ("month", re.compile(r"\b(?:im|am|seit|bis|anfang|ende|mitte|\d{1,2}\.)\s+(?:januar|februar|märz|april|mai|juni|"
                         r"juli|august|september|oktober|november|dezember)\b|"
                         r"\b(?:en|début|fin|mi-|depuis|\d{1,2})\s*(?:janvier|février|mars|avril|mai|juin|juillet|août|"
                         r"septembre|octobre|novembre|décembre)\b|"
                         r"\b(?:en|de|desde|hasta|\d{1,2} de)\s+(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|"
                         r"septiembre|setiembre|octubre|noviembre|diciembre)\b", re.I)),
    ("relative period", re.compile(
        r"\b(?:letzte[nrs]?|vorige[nrs]?|vergangene[nrs]?)\s+(?:woche|monat|jahr|wochenende|sommer|winter)\b|"
        r"\bvor\s+(?:\d+|einem|einer|zwei|drei|vier|fünf|ein paar)\s+(?:tag|tagen|woche|wochen|monat|monaten|jahr|"
        r"jahren)\b|\bgestern\b|\bvorgestern\b|"
        r"\b(?:la semaine|le mois|l'année|l’année|l'an|l’an|le week-end|l'été|l’été|l'hiver|l’hiver) dernier?e?\b|"
        r"\bil y a\s+(?:\d+|un|une|deux|trois|quelques)\s+(?:jours?|semaines?|mois|ans|années?)\b|\bhier\b|"
        r"\b(?:la semana|el mes|el año|el fin de semana|el verano|el invierno) pasad[oa]\b|"
        r"\bhace\s+(?:\d+|un|una|dos|tres|unos|unas)\s+(?:días?|semanas?|mes|meses|años?)\b|\bayer\b", re.I)),
)


def time_anchor(query: str) -> str | None:
    """The first time cue in ``query`` as ``"<kind>: <matched text>"``, or ``None`` when the query
    is recency-neutral (temporal decay applies as the spec defines it)."""
    m = _WHEN_QUESTION.search(query)
    if m:
        return f"when: {m.group(0).strip()!r}"
    for kind, pattern in _EXPRESSIONS:
        m = pattern.search(query)
        if m:
            return f"{kind}: {m.group(0).strip()!r}"
    order = _order_anchor(query)
    if order is not None:
        return f"order: {order.strip()!r}"
    for kind, pattern in _FOREIGN:
        m = pattern.search(query)
        if m:
            return f"{kind}: {m.group(0).strip()!r}"
    return None
