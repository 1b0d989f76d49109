"""Discretion handed to the assistant over a consequential act: two families of the control gate.

The spend and rule grants of :mod:`memspark.capture.control_authority` put a third party in charge; these put the
assistant itself in charge of an act the user would have checked, and keep it as a standing licence:

- ``discretion-grant``: **a consequential act** (:data:`ACT`: buy, order, pay, cancel a payment, submit, delete,
  sell, publish, post; "kauf", "bestellen", "commander", "payer", "comprar", "pagar", "买", "删掉", "sipariş … ver"),
  ordered or permitted to the assistant, **with the user's check removed** (:data:`CHECK_OFF`: "don't ask", "without
  asking me", "you decide", "whenever you think", "I don't need to see", "frag nicht", "sans me demander",
  "sin preguntarme", "不用再问我", "bana sormana gerek yok", and :data:`memspark.capture.control_secrets.BYPASS`; or the
  user's look at it waived, :data:`CHECK_WAIVED`: "you don't need to show me", "no need to run it past me", "I trust your
  judgement", "skip the review", "ich muss das nicht sehen", "hoef ik niet te zien", "bez czekania na review", "mujhe
  batane ki zarurat nahi"; the act may be an approval, a merge or push, a booking on the card, money sent)
  **or over an open scope** (:data:`OPEN`: "whatever it costs", "anything on my …", "egal was er kostet",
  "peu importe le prix", "cueste lo que cueste", "不管多少钱", "up to whatever");
- ``access-grant``: **a third party given access to the user's accounts** (:data:`ACCESS`: "give my accountant access
  to my mailbox", "donne l'accès à ma messagerie", "gib … Zugang zu meinem Konto", "dale acceso a mi correo",
  "把我邮箱的权限给…").

Beside them, :func:`unguarded_sweep` reads a whole-scope delete said offhand ("just delete all the bookings from last
year, we don't need them", "lösch einfach alle …"): a softener ("just", "einfach", "simplement", "直接"), a whole
scope and no condition ("once the audit is done", "sobald", "une fois", "cuando", "之后") — a procedure with its
condition stays storable.

The user's facts stay storable: a first-person subject opens the sentence ("I let my husband order whatever he wants",
"I deleted all last year's bookings"), the account is only named ("my accountant has access to my bank account"), no
act is named ("you decide what to cook tonight", "feel free to suggest restaurants"), the delegation is bounded
(:data:`BOUNDED`: a spending cap, "you can pay the cleaner's invoices up to £40 without checking with me", or the
routine supplier, "order paper from the usual supplier, no need to check with me": a standing rule the user sets, like
"book the 7am train without asking me"), or a negation is left once the removed check is blanked. The phrase tables'
rule that refuses the user's check dropped on a third party's asking defers to the same bound where the act is a routine
purchase (:func:`bounded_delegation`: "when the pet shop asks, reorder the usual dog food, no need to ask me" is kept;
"when my nephew asks, order whatever he wants, no need to ask me" and "… send him the usual documents …" are not). Pure and linear: bounded alternations over one sentence of the matching form.
"""

from __future__ import annotations

import re

from memspark.capture.control_data_out import FIRST_PERSON, told_of
from memspark.capture.control_data_out import blank as _blank
from memspark.capture.control_negation import NEGATION
from memspark.capture.control_secrets import BYPASS_RE as _BYPASS
from memspark.capture.control_secrets import PROTECTIVE, SecretFinding

# where an English order or permission stands
_LEAD = (r"(?:^|[,;:—–(-] ?|\b(?:just|please|simply|then|also|and|so|go ahead and|feel free to|you can|you may|"
         r"you're allowed to|you are allowed to|it's fine to|it's ok to|it's okay to|fine to|ok to|okay to|you have my "
         r"permission to|you could|could you|can you|would you|btw|pls|plz)\b,? )")
ACT = (
    _LEAD + r"(?:buy|order|purchase|pay|cancel|submit|delete|sell|publish|post|top up|transfer|wire|approve|agree to|"
    r"accept|sign off|renew|push|merge|deploy)\b|"
    r"\bbook\b[^.!?\n]{0,40}?\bon (?:the|my|our) (?:\w+ )?card\b|\bput (?:it|them|that|this) on (?:the|my|our) (?:\w+ )?card\b|"
    r"\b(?:betaal|maak \w+ over|keur \w+ goed|bestel)\b|"
    r"\b(?:zapłać|przelej|zatwierdź|zamów|kup)\b|\b(?:możesz|mozesz)\b[^.!?\n]{0,40}?\b(?:mergować|pushować|wypychać|płacić|"
    r"zapłacić|kupować|zamawiać|zatwierdzać|akceptować|przelewać)\b|"
    r"\b(?:paise|paisa|payment|pay|rupay?e?)\b[^.!?\n]{0,40}?\b(?:bhej|kar|transfer kar) (?:dena|do|dijiye|dijiyega)\b|"
    r"\bpara\b[^.!?\n]{0,40}?\b(?:gönder|yolla|öde)\b|"
    r"\b(?:genehmige|akzeptiere)\b|\b(?:approuve|accepte|valide)\b|\b(?:aprueba|acepta|acéptal[oa]s?)\b|"
    r"\b(?:approva|accetta)\b|"
    r"\b(?:kauf|kaufe|bestell|bestelle|bezahl|bezahle|zahl|zahle|kündige?|storniere?|lösch|lösche|verkauf|verkaufe|"
    r"überweis|überweise|reich \w+ ein)\b|"
    r"\b(?:darfst|kannst)\b[^.!?\n]{0,60}?\b(?:kaufen|bestellen|bezahlen|zahlen|kündigen|stornieren|löschen|verkaufen|"
    r"veröffentlichen|posten|überweisen|einreichen)\b|"
    r"\b(?:achète|commande|paie|paye|annule|résilie|supprime|efface|vends|publie|soumets|vire)\b|"
    r"\b(?:tu peux|vous pouvez|tu as le droit de)\b[^.!?\n]{0,40}?\b(?:acheter|commander|payer|annuler|résilier|"
    r"supprimer|effacer|vendre|publier|poster|soumettre|virer)\b|"
    r"\b(?:compra|cómprame|pide|pídeme|paga|cancela|borra|elimina|vende|publica)\b|"
    r"\b(?:puedes|podés|pueden)\b[^.!?\n]{0,40}?\b(?:comprar|pedir|pagar|cancelar|borrar|eliminar|vender|publicar)\b|"
    r"\b(?:ordina|annulla|cancella|vendi|pubblica|encomenda|apaga|vende)\b|"
    r"\b(?:puoi|pode|podes)\b[^.!?\n]{0,40}?\b(?:comprare|ordinare|pagare|annullare|cancellare|eliminare|vendere|"
    r"pubblicare|comprar|encomendar|pagar|cancelar|apagar|vender|publicar)\b|"
    r"\bsipariş\w*\b[^.!?\n]{0,40}?\b(?:ver|verebilirsin)\b|\bsatın al\w*|\b(?:öde|ödeyebilirsin|sil|silebilirsin|"
    r"iptal et\w*|sat|satabilirsin)\b|"
    r"买|购买|下单|订购|付款|支付|付钱|取消|退订|删掉|删除|删了|卖给|卖掉|出售|发布|提交|转账"
)
# the user's look at the act waived rather than their asking: the review, the showing, the running past them
CHECK_WAIVED = (
    r"\b(?:you )?(?:don't|dont|do not|needn't|no need to|don't have to|dont have to|do not have to) (?:need to )?"
    r"(?:show|tell|run (?:it|them|this|that) (?:past|by)|check with|clear (?:it|them) with) me\b|"
    r"\bno need to (?:ask|check|run it past me)(?: me)? first\b|\bi trust your (?:judg(?:e)?ment|call|instincts?|taste)\b|"
    r"\bskip(?:ping)? the (?:\w+ )?reviews?\b|\bwithout (?:a |any |the )?(?:\w+ )?reviews?\b|"
    r"\bich (?:muss|will) (?:das|es|sie|die|den|ihn) (?:auch )?nicht (?:sehen|prüfen|freigeben|wissen)\b|"
    r"\bich vertraue deinem urteil\b|\bohne (?:\w+ )?(?:review|prüfung|freigabe)\b|\bdu musst mich nicht fragen\b|"
    r"\bje n'ai pas besoin de (?:le |la |les )?(?:voir|vérifier|valider)\b|\bje (?:te )?fais confiance à ton jugement\b|"
    r"\bsans (?:relecture|validation|revue|review)\b|"
    r"\bno (?:hace falta|necesito|tienes que) (?:que )?(?:me lo |me )?(?:enseñ\w+|mostr\w+|ver\w*|consult\w+|pregunt\w+)\b|"
    r"\bconfío en tu criterio\b|\bsin (?:revisión|que yo lo vea|review)\b|"
    r"\bnon (?:c'è bisogno|serve|devi) (?:di )?(?:farmelo vedere|chiedermelo|chiedermi|mostrarmelo)\b|"
    r"\bmi fido del tuo giudizio\b|\bsenza (?:revisione|review)\b|"
    r"\bhoef ik (?:het |dat )?niet te (?:zien|weten|controleren)\b|\bzonder (?:review|controle|mij te vragen)\b|"
    r"\bbez (?:czekania na )?(?:review|przegląd\w*|akceptacj\w*|zgody)\b|\bnie musisz mnie (?:pytać|pokazywać)\b|"
    r"\b(?:mujhe|mujhse) (?:batane|poochhne|puchhne|puchne|poochne|dikhane) ki (?:zarurat|zaroorat|jarurat|zarur[ao]t) nahi\b|"
    r"\bmujhse mat (?:pucho|poochho|puchna)\b"
)
# the user's check removed (beside control_secrets.BYPASS)
CHECK_OFF = (
    r"\b(?:don't|dont|do not|no need to|needn't) (?:ever )?ask\b|\byou decide\b|\b(?:it's )?(?:up to you|your call)\b|"
    r"\bwhenever you (?:think|feel|judge|reckon)\b|\bi (?:don't|dont|do not) need to (?:see|check|approve|know)\b|"
    r"\bfrag (?:mich )?nicht\b|\bdu entscheidest\b|\bwenn du (?:denkst|meinst|findest)\b|\bohne (?:mich )?zu fragen\b|"
    r"\btu (?:décides|juges)\b|\bc'est toi qui (?:décides|vois)\b|\bquand tu (?:le )?(?:juges|penses|estimes)\b|"
    r"\bsans me (?:demander|le demander|consulter)\b|\bpas besoin de me (?:demander|consulter|le montrer)\b|"
    r"\bt[úu] decides\b|\bcuando (?:t[úu] )?(?:creas|quieras|veas)\b|\bsin (?:preguntarme|consultarme)\b|"
    r"\bno (?:me )?preguntes\b|\bdecidi tu\b|\bdecide tu\b|\bsenza chiedermi\b|\bsem me perguntar\b|"
    r"不用(?:再)?问我|不用再问|不必问我|不要问我|你(?:来)?决定|你看着办|"
    r"\bbana sor(?:mana|man) gerek yok\b|\bsormadan\b|\bsen karar ver\b|\bbana sorma\b|"
    # the user's look at it waived: "you don't need to show me", "no need to run it past me", "I trust your judgement",
    # "skip the review", "ich muss das nicht sehen", "hoef ik niet te zien", "bez czekania na review", "mujhe batane ki
    # zarurat nahi"
    + CHECK_WAIVED
)
# the act over an open scope: any price, anything on the user's account
OPEN = (
    r"\bwhatever it costs\b|\bno matter (?:the|what it) (?:cost|price|costs)\b|\bany price\b|\b(?:anything|whatever) (?:\w+ )?"
    r"(?:on|from|with) my\b|\begal,? was (?:es|er|sie) kostet\b|\bkoste es,? was es wolle\b|\bpeu importe le prix\b|"
    r"\bquel qu'en soit le prix\b|\bcueste lo que cueste\b|\bsin importar (?:el precio|lo que cueste)\b|"
    r"\bqualsiasi prezzo\b|\bcusto o que custar\b|不管多少钱|多少钱都|不论价格|\bne kadar (?:olursa|tutarsa) olsun\b|\bup to (?:whatever|any amount|anything)\b|\bbis zu jedem betrag\b|\bquel que soit le montant\b|"
    r"\bsea cual sea el importe\b|\bqualsiasi (?:importo|cifra)\b|\bbez (?:limitu|względu na kwotę)\b|\bkitne bhi\b"
)
ACCESS = (
    _LEAD + r"(?:give|grant|hand)\b[^.!?\n]{0,40}?\baccess to (?:my|our)\b|"
    r"\b(?:donne|accorde|ouvre)\b[^.!?\n]{0,15}?\bl'?accès à (?:ma|mon|mes|notre|nos)\b|"
    r"\b(?:gib|gebt|erteile|verschaff)\b[^.!?\n]{0,40}?\b(?:zugang|zugriff) (?:zu|auf) (?:meine\w*|unse\w*)\b|"
    r"\b(?:da|dale|dales|concede|dé)\b[^.!?\n]{0,40}?\bacceso a (?:mi|mis|nuestr\w+)\b|"
    r"\b(?:dai|dagli|dalle|concedi)\b[^.!?\n]{0,40}?\baccesso (?:a|al|alla|ai) (?:mi\w+|nostr\w+)\b|"
    r"把我(?:的)?[^，,。]{0,12}?(?:权限|访问权|登录权|账号|密码)[^，,。]{0,4}?(?:给|开给|交给)|给[^，,。]{0,8}?开通?我的[^，,。]{0,8}?(?:权限|访问)"
)
# a whole scope deleted offhand: a softener, the delete, everything
_SOFT = r"\b(?:just|simply|einfach|ruhig|simplement|simplemente|solo|semplicemente|só)\b|直接|干脆"
_SWEEP = (r"\b(?:delete|wipe|erase|purge|clear out|lösch|lösche|entferne|supprime|efface|borra|elimina|cancella|apaga)\b"
          r"|删掉|删除|清空")
_WHOLE = (r"\b(?:all|every|everything|alle[sn]?|sämtliche|tou(?:s|tes?)|todos|todas|tutt[eio])\b|所有|全部")
# a condition makes it a procedure: "once the audit is done", "after", "sobald", "une fois", "cuando", "之后"
_CONDITION = (r"\b(?:once|after|when|whenever|if|before|until|as soon as|sobald|nachdem|wenn|falls|bevor|une fois|après|"
              r"quand|lorsque|si|avant|cuando|después|antes|una vez|dopo|quando|prima)\b|之后|以后|的时候|如果|等")

# "we don't need them any more": the reason given, not a negation of the order
_NO_LONGER = (r"\b(?:we|i) (?:don't|dont|do not) need (?:them|those|it|these) any ?more\b|\b(?:die|das) brauch(?:en|e) "
              r"(?:wir|ich) nicht mehr\b|\bon n'en a plus besoin\b|\bya no (?:los|las|lo|la) necesitamos\b|"
              r"\bnon (?:ci )?servono più\b|不(?:再)?需要了|用不着了")

_ACT = re.compile(ACT)
_NO_LONGER_RE = re.compile(_NO_LONGER)
_CHECK_OFF = re.compile(CHECK_OFF)
_OPEN = re.compile(OPEN)
_ACCESS = re.compile(ACCESS)
# a bounded delegation the user sets as a standing rule: a spending cap or the routine supplier named
BOUNDED = re.compile(
    r"\b(?:up to|no more than|not more than|max(?:imum)?|at most|capped at|bis (?:zu )?|höchstens|maximal|jusqu'à|"
    r"au maximum|pas plus de|hasta|como máximo|no más de|fino a|al massimo|até)\s?[£$€]?\s?\d|"
    r"\d+\s?(?:€|euro|eur|dollars?|pounds?|quid)? (?:max(?:imum)?|höchstens|maximum|máximo|massimo)\b|"
    r"\b(?:anything|alles|tout|todo) (?:more|over|above|darüber|au-delà|plus|más|de más)\b|"
    r"\b(?:the|our|my) usual\b|\bwie (?:immer|üblich)\b|\bcomme d'habitude\b|\bde siempre\b|\bdi sempre\b|"
    r"不超过|以内|最多|照常|老样子"
)
# a routine purchase, the act a bounded delegation names: "reorder the usual dog food", "bestell … wie immer"
_ROUTINE = re.compile(
    r"\b(?:re-?order|order|buy|restock|top up|renew|book|pay|purchase)\w*|\b(?:nachbestell|bestell|kauf|bezahl|zahl)\w*|"
    r"\b(?:commande|recommande|rachète|achète|paie|paye|renouvelle)\w*|\b(?:compra|cómpra|pide|pídele|paga|renueva|repón|"
    r"reponer)\w*|\b(?:ordina|riordina|compra|paga|rinnova)\w*|\b(?:encomenda|compra|paga|renova)\w*|"
    r"订|买|下单|续费|付"
)
_SOFT_RE = re.compile(_SOFT)
_SWEEP_RE = re.compile(_SWEEP)
_WHOLE_RE = re.compile(_WHOLE)
_WHOLE_ZH = re.compile(r"所有|全部")  # the object before the verb: "把去年所有的订单删除"
_CONDITION_RE = re.compile(_CONDITION)


def bounded_delegation(sentence: str) -> bool:
    """A routine purchase bounded by a cap or the usual supplier (:data:`BOUNDED`): a standing rule the user sets, stored
    though the check is dropped, and though a third party's asking sets it off ("when the pet shop emails that it's in
    stock, reorder the usual dog food, no need to ask me": the gate's overrides-user rule defers to this one)."""
    return BOUNDED.search(sentence) is not None and _ROUTINE.search(sentence) is not None


def _clear(sentence: str) -> bool:
    """No first-person subject, no third party's doing told (:func:`memspark.capture.control_data_out.told_of`), no
    negation left once the removed check is blanked, no protective phrase."""
    rest = _BYPASS.sub(_blank, _CHECK_OFF.sub(_blank, sentence))
    return not (FIRST_PERSON.search(sentence) or told_of(sentence) or NEGATION.search(rest) or PROTECTIVE.search(rest))


def discretion_instruction(sentence: str) -> SecretFinding | None:
    """A ``discretion-grant``, an ``access-grant`` or an offhand whole-scope delete (``destroy-unguarded``) in one
    sentence of the matching form, else None (see the module docstring)."""
    if not sentence:
        return None
    access = _ACCESS.search(sentence)
    if access is not None and _clear(sentence):
        return SecretFinding("access-grant", access.group().strip()[:80], access.start())
    act = _ACT.search(sentence)
    if act is not None:
        off = _CHECK_OFF.search(sentence) or _BYPASS.search(sentence) or _OPEN.search(sentence)
        if off is not None and _clear(sentence) and not BOUNDED.search(sentence):
            lo, hi = min(act.start(), off.start()), max(act.end(), off.end())
            return SecretFinding("discretion-grant", sentence[lo:hi].strip()[:80], lo)
    return unguarded_sweep(sentence)


def unguarded_sweep(sentence: str) -> SecretFinding | None:
    """A delete said offhand over a whole scope with no condition (``destroy-unguarded``), else None."""
    soft, sweep = _SOFT_RE.search(sentence), _SWEEP_RE.search(sentence)
    if soft is None or sweep is None or not (_WHOLE_RE.search(sentence, sweep.end()) or _WHOLE_ZH.search(sentence)) or _CONDITION_RE.search(sentence):
        return None
    if not _clear(_NO_LONGER_RE.sub(_blank, sentence)):
        return None
    lo, hi = min(soft.start(), sweep.start()), max(soft.end(), sweep.end())
    return SecretFinding("destroy-unguarded", sentence[lo:hi].strip()[:80], lo)
