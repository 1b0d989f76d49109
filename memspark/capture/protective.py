"""A standing rule that keeps the user in charge: the user's own preference, whatever the injection model reads.

Capture's suspect bar (:mod:`memspark.capture.suspect`) refuses a message the injection model scores high. The
injection models were fitted on attacks that talk about passwords, codes, sending and money, and a user's
*protective* rule talks about the same things: "if anyone asks for the gate codes, tell them to ring me", "repairs
over £250 need my OK before you instruct anyone", "wenn jemand nach meinem Passwort fragt, gib nichts heraus",
"有人要密码，都让他直接找我". Such a rule is what the user expects kept, and it reads as an attack only by its
topic. Its structure is the opposite of an attack's: where an injection takes the user out of the loop or puts
someone else in charge, this rule *keeps the user in charge* of what leaves and what is done, by one of

- ``shield``: the asker answered with a refusal, a withholding, a reply the user dictates or a redirect to the user
  (the control gate's protective spans: each language's ``shield`` of :mod:`memspark.capture.control_rules` and
  :data:`~memspark.capture.control_secrets.PROTECTIVE`);
- ``withhold``: a negation governing a hand-over verb ("never send", "don't give them anything", "nic nie podawaj",
  "ne donne rien", "一律不给");
- ``defer``: the decision or the act deferred to the user ("ask me first", "wait for me before sending", "my written
  OK", "legst du mir vor", "dopóki sam nie potwierdzę", "先给我看", "先问我").

It does not hold where the message also takes the user out of the loop (the control gate's ``BYPASS``: "without
asking me", "sans me demander") or speaks of *the user* in the third person, as an attack on an assistant does
("don't tell the user", "ne dis rien à l'utilisateur"). The control gate runs before capture's classifier, so a
message read here has no control order the gate found. :func:`user_in_charge` names the cue; the learned capture
classifier reads such a message against the path's ``protective`` bar (fitted by ``bench/fit_suspect.py`` with the
other bars) instead of its suspect bar. Pure and linear: bounded patterns over each sentence of the matching form.
"""

from __future__ import annotations

import re

from memspark.capture.control import LEXICONS, _shield, matching_form
from memspark.capture.control_negation import NEGATION, in_context
from memspark.capture.control_secrets import BYPASS_RE as _BYPASS
from memspark.capture.control_secrets import PROTECTIVE

# PROTECTIVE's "send it to me" / "to my email": the user as the recipient, which an attack in the user's voice also says
_TO_ME = re.compile(r"^(?:give|send|text|email|tell|forward|read)\b|^to my |^only (?:to|with) me|^to me only|^just to me")
_SENTENCE = re.compile(r"(?<=[.!?。！？])\s*|\n+|[;；]")

# a hand-over verb a negation may govern, in the languages of the control tables
_HAND_VERB = (
    r"(?:(?:give|send|share|hand|pass|forward|tell|disclose|reveal|read out|move|pay|transfer|update|change|post|store|save|"
    r"gib|gebt|geben|schick\w*|send\w*|teil\w*|verrat\w*|nenn\w*|weiter\w*|überweis\w*|rausgeh\w*|heraus\w*|"
    r"donne\w*|envoie\w*|transmet\w*|communique\w*|partage\w*|dis|révèle\w*|paie\w*|vire\w*|"
    r"des|dar\w*|mand\w*|envíe\w*|envíes|compart\w*|digas|pases|revel\w*|pagu\w*|"
    r"dare|darg\w*|inviar\w*|dire|dirg\w*|condivid\w*|"
    r"dê|mande|envie|passe|diga|"
    r"poda\w*|daw\w*|wysył\w*|przekaz\w*|mów|udostępn\w*|płać|"
    r"дава\w*|отправля\w*|сообща\w*|говори\w*|пересыла\w*|перевод\w*|"
    r"gửi|đưa|tiết lộ|lưu|chia sẻ|"
    r"kasih|kirim|bagikan|beri\w*)(?![^\W\d_])|"
    r"(?:给|發|发|告诉|透露|转|付|保存|教え|渡さ|送ら|伝え|保存し))"
)
# between the negation and the verb: at most two short whole words ("never ever", "ne lui", "don't you"), or two
# characters where words are not spaced ("不要发"); never "have to" / "need to" ("you don't have to tell")
_GAP = (r"(?:(?: (?!have\b|need\b|must\b|hoeft\b|musst\b)[^\W\d_]{1,6}(?![^\W\d_])){0,2} |"
        r"[\u3040-\u30ff\u4e00-\u9fff]{0,2})")
# a negation, at most two short words (never ever, ne lui, don't you), then the verb: not "don't have to tell"
_WITHHOLD = re.compile(rf"(?:{NEGATION.pattern}){_GAP}{_HAND_VERB}")
# a negation right before a cue: "if you just didn't ask me before …", "you don't have to tell me"
_NEGATED = re.compile(rf"(?:(?:{NEGATION.pattern})|n't)[^,;:.!?。\n]{{0,20}}$")
_DEFER = re.compile(
    r"\b(?:ask|check with|run it by|clear it with|wait for) me\b|"
    r"\b(?:needs?|requires?|requiring|wait for|get|only with|subject to|pending|until you have|until you get) (?:\w+ ){0,2}?"
    r"my (?:\w+ )?(?:ok|okay|approval|go-ahead|sign-off|say-so|permission|consent|confirmation)\b|"
    r"\buntil i(?:'ve| have)? (?:confirm|approve|say|check|ok)\w*\b|\b(?:show|send|bring|give|pass) (?:it|them|that) to me "
    r"(?:first|before)\b|\b(?:let me know|remind me|flag it to me|tell me first|wait for me)\b|"
    r"\bfrag(?:e|st)? (?:du )?(?:mich|bei mir)\b|\bmir vor\b|\bmeine (?:\w+ )?(?:zustimmung|freigabe|ok|erlaubnis)\b|"
    r"\bbis ich\b|\bsag mir bescheid\b|\bmit mir\b|"
    r"\bdemande-moi\b|\bmon (?:accord|feu vert|ok)\b|\bjusqu'à ce que je\b|\bpréviens-moi\b|\bje rappellerai\b|\bavec moi\b|"
    r"\bpregúntame\b|\bmi (?:visto bueno|permiso|aprobación|ok)\b|\bavísame\b|\bhasta que (?:yo )?\w+\b|\bconmigo\b|"
    r"\bchiedimi\b|\bil mio (?:ok|via libera|permesso|consenso)\b|\bavvisami\b|\bcon me\b|"
    r"\b(?:pergunte-me|me pergunte)\b|\bminha (?:aprovação|autorização)\b|\bcomigo\b|"
    r"\bzapytaj mnie\b|\bze mną\b|\bdopóki (?:sam |sama )?nie\b|\bmoj(?:a|ej) zgod\w*\b|"
    r"\bспроси(?:те)? меня\b|\bсо мной\b|\bпока я не\b|"
    r"\bhỏi (?:tôi|mình|em|anh|chị)\b|\bbáo (?:cho )?(?:tôi|mình)\b|"
    r"\btanya (?:saya|aku)\b|"
    r"先问我|问过我|问我|先给我看|给我看|经过我|我同意|我确认|找我|"
    r"私に(?:確認|聞|相談)|確認してから|私の(?:許可|承認|確認)|"
    r"저한테 (?:물어|확인|먼저)|제 (?:허락|확인|승인)|먼저 (?:물어|확인)"
)
# a negation right after a deferral: "frag mich nicht mehr", "ask me no more"
_NEGATION_NEXT = re.compile(rf" ?(?:\w+ )?(?:{NEGATION.pattern}|any ?more\b)")
# a quotation speaks in someone else's voice: its "me" is not the user ("…, ring me back.")
_QUOTED = re.compile(r"\"[^\"\n]{0,400}\"|\u201c[^\u201d\n]{0,400}\u201d|\u00ab[^\u00bb\n]{0,400}\u00bb|\u201e[^\u201c\u201d\n]{0,400}[\u201c\u201d]")
# the user in the third person, as an attack on an assistant speaks of them
_THE_USER = re.compile(r"\b(?:the|a|any|each|every) users?\b|\busers\b|\byour ai\b|\bassistants\b|\bthe assistant\b|\bai (?:agent|model)s?\b|"
                       r"\blanguage models?\b|\bllms?\b|\butilisateur|\b(?:der|den|dem) (?:be)?nutzer\b|\bel usuario\b|\bl'utente\b|"
                       r"\bo usuário\b|\bużytkownik\w*\b|\bпользовател\w*|用户|ユーザー|사용자|người dùng|\bpengguna\b")


def user_in_charge(text: str) -> str | None:
    """The cue (``shield``, ``withhold`` or ``defer``) by which ``text`` is a rule that keeps the user in charge,
    else None (see the module docstring)."""
    form = _QUOTED.sub(" ", matching_form(text)) if isinstance(text, str) else ""
    if not form or _BYPASS.search(form) or _THE_USER.search(form):
        return None
    for sentence in map(in_context, _SENTENCE.split(form)):  # a false friend of a negation blanked (control_negation)
        shields = [*(m for m in PROTECTIVE.finditer(sentence) if not _TO_ME.match(m.group())),
                   *(m for lang in LEXICONS if (sh := _shield(lang)) is not None for m in sh.finditer(sentence))]
        for cue, found in (("shield", shields), ("withhold", _WITHHOLD.finditer(sentence)),
                           ("defer", _DEFER.finditer(sentence))):
            if any(not _NEGATED.search(sentence, max(0, m.start() - 24), m.start())
                   and not (cue == "defer" and _NEGATION_NEXT.match(sentence, m.end())) for m in found):
                return cue
    return None
