"""Orders that take a safeguard away: two families of the control gate.

:mod:`memspark.capture.control_secrets` refuses an order to switch off two-factor authentication. Two wider orders
have the same structure, an imperative aimed at the assistant whose effect, kept and acted on later, is to remove the
protection that would have stopped a mistake or a fraud:

- ``safeguard-off``: **a protection** (:data:`SAFEGUARD`: fraud checks, security or transaction alerts, payment
  confirmations, the spam filter, the antivirus, the firewall, parental controls, spending limits; "Betrugsprüfung",
  "contrôles anti-fraude", "control parental", "风控", "антифрод" …; login, sign-in and account-activity notifications,
  secret scanning, production alerts: "notifiche di accesso", "aviso de inicio de sesión", "Benachrichtigungen bei
  Kontobewegungen") with **an order to switch it off**
  (:data:`DISABLE`: "turn off", "disable", "schalte … aus", "désactive", "desactiva", "关闭", "отключи" …);
- ``destroy-unguarded``: **a destructive order** (:data:`DESTROY`: delete, wipe, purge, "lösch", "supprime",
  "borra", "删除", "удали" …) with **the safeguard against it dropped** (:data:`UNGUARDED`: without a backup, a copy or
  a confirmation, "ohne Sicherung", "sans sauvegarde", "sin hacer copia", "不留备份", "без копии"), or made final
  ("permanently", "endgültig", "définitivement", "永久") over a whole scope ("all", "every", "alle", "todas", "所有").

Each order stands where an imperative stands (:data:`LEAD`: a clause start, after "just", "please", "then", "btw",
"und", "y" …; the languages written without spaces have no such need), no negation is left once "without a backup",
"no backup", "without asking me" are set aside, and the reason given after the order (", I don't want them waking me", ", nie chcę …",
:data:`REASON`) ("never delete anything without a backup", "ne désactive jamais
l'antivirus") and no protective phrase stands in the sentence. So the user's facts and habits stay storable: "I turned
off 2FA on the old laptop because it's broken", "we keep backups on the NAS", "the spam filter is off on the shared
inbox", "I delete old invoices after seven years". Pure and linear: bounded alternations over one sentence of the
matching form (:func:`memspark.capture.control.matching_form`).
"""

from __future__ import annotations

import re

from memspark.capture.control_data_out import blank
from memspark.capture.control_negation import NEGATION
from memspark.capture.control_secrets import BYPASS_RE, PROTECTIVE, SecretFinding

# where an imperative stands: a clause start or after a connective or a softener (English and the Latin-script languages)
LEAD = (r"(?:^|[,;:—–(-] ?|\b(?:and|then|just|please|pls|plz|also|btw|fyi|note|so|now|go ahead and|you can|you may|"
        r"you should|you must|et|puis|alors|stp|y|luego|ahora|ya|und|dann|jetzt|bitte|e|poi|ora|subito|en|dan|nu|"
        r"и|а|потом|ve|şimdi|và|rồi|lalu|terus|oraz)\b,? |\b(?:oh|ok|okay)\b,? (?:and )?)")

SAFEGUARD = (
    r"\bfraud(?:ulent)?[- ](?:checks?|detection|protection|filters?|screening|alerts?|monitoring|rules|prevention)\b|"
    r"\b(?:security|login|sign-in|transaction|payment|spending|purchase|card) (?:alerts?|notifications?|checks?)\b|"
    r"\bsecret[- ]scann(?:ing|er)\b|\bcredential scann(?:ing|er)\b|\b(?:log-?in|sign-?in|new[- ]device|account[- ]activity) "
    r"(?:alerts?|notifications?|warnings?|emails?)\b|\b(?:prod(?:uction)?|on-?call|uptime|outage) (?:alerts?|alarms?|pages?|paging)\b|"
    r"\balerts? (?:from|on|for) (?:prod|production)\b|"
    r"\bbenachrichtigung\w* (?:bei|über|zu) (?:konto\w*|anmeld\w*|log-?ins?)\b|\b(?:anmelde|login|log-in|kontobewegungs|konto)"
    r"(?:benachrichtigung|warnung|hinweis|alarm)\w*|\bprodukti(?:ons|v)(?:alarm|warnung|alert)\w*|\bsecret-?scan\w*|"
    r"\b(?:alertes?|notifications?|avis) (?:de connexion|de production|d'activité du compte)\b|"
    r"\b(?:avisos?|alertas?|notificaci(?:ón|ones)) (?:de (?:inicio de sesión|acceso|producción|actividad de la cuenta|movimientos))\b|"
    r"\b(?:notifiche|avvisi|alert|allarmi) (?:di (?:accesso|login|produzione)|dei movimenti)\b|"
    r"\b(?:alertas?|notificações|avisos?) de (?:login|acesso|produção|movimentações)\b|"
    r"\b(?:inlog|aanmeld|productie)(?:meldingen|waarschuwingen|alerts)\b|\bmeldingen (?:bij|van) (?:inloggen|aanmelden|productie)\b|"
    r"\b(?:alert\w*|powiadomie\w*) (?:z produkcji|produkcyjn\w*|o logowani\w*|o (?:operacjach|ruchach) na koncie)\b|"
    r"\b3-?d ?secure\b|\b(?:payment|purchase|transaction|order|transfer) (?:confirmations?|verification)\b|"
    r"\bconfirmation (?:steps?|prompts?|dialogs?)\b|\bspam (?:filters?|protection|folder rules)\b|\banti-?virus\b|"
    r"\bvirus (?:scanner|scanning|protection)\b|\bmalware (?:protection|scanning|scanner)\b|\bfirewall\b|"
    r"\bparental controls?\b|\bchild lock\b|\bsafe ?search\b|\bcontent filters?\b|\b(?:spending|purchase|transfer) "
    r"limits?\b|\b(?:two|dual|second)[- ](?:person|signature|signer) (?:approval|sign-off|rule)\b|\baudit log(?:ging|s)?\b|"
    r"\bbetrug\w*(?:prüfung|schutz|erkennung|warnung|filter|kontrolle)\w*|\bsicherheits(?:warnung|hinweis|abfrage)\w*|"
    r"\bspam-?filter\w*|\bviren(?:schutz|scanner)\b|\bantivir\w*|\bkindersicherung\b|\bjugendschutz\w*|"
    r"\b(?:ausgaben|überweisungs)limit\w*|\b(?:zahlungs|bestätigungs)(?:bestätigung|abfrage|schritt)\w*|"
    r"\b(?:contrôles?|vérifications?|détection|protection|alertes?) (?:anti-?fraude|de (?:la )?fraude)\b|\bantifraude\b|"
    r"\balertes? de sécurité\b|\bfiltre anti-?spam\b|\bpare-feu\b|\bcontrôle parental\b|\bplafond de (?:dépenses|paiement)\b|"
    r"\bconfirmations? de paiement\b|"
    r"\b(?:controles?|verificaci(?:ón|ones)|comprobaci(?:ón|ones)|detección|alertas?|protección) (?:de|contra el|anti) ?fraude\b|"
    r"\balertas? de seguridad\b|\bfiltro (?:de |anti-?)?spam\b|\bcortafuegos\b|\bcontrol parental\b|\blímites? de gasto\b|"
    r"\bconfirmaci(?:ón|ones) de pago\b|"
    r"\bcontroll\w* (?:anti-?frode|delle frodi)\b|\bantifrode\b|\bavvisi di sicurezza\b|\bcontrollo parentale\b|"
    r"\bverifica\w* (?:de |anti)?fraude\b|\balertas? de segurança\b|\bantivírus\b|\bcontrolo parental\b|\bcontrole parental\b|"
    r"\bfraude(?:controle|detectie|bescherming)\w*|\bvirusscanner\b|\bouderlijk toezicht\b|\bbetaalbevestiging\w*|"
    r"\b(?:weryfikacj\w*|ochron\w*|kontrol\w*) (?:przed |anty-?)?(?:oszustw\w*|fraud\w*)|\bantywirus\w*|"
    r"\bzapor\w* sieciow\w*|\bfiltr\w* antyspam\w*|\bkontrol\w* rodzicielsk\w*|"
    r"\bантифрод\w*|\bпроверк\w* на мошенни\w*|\bзащит\w* от мошенни\w*|\bантивирус\w*|\bбрандмауэр\w*|\bфаервол\w*|"
    r"\bспам-фильтр\w*|\bродительск\w* контрол\w*|\bуведомлени\w* (?:о|об) (?:операциях|безопасности)\b|"
    r"\bdolandırıcılık (?:kontrol|uyarı|koruma)\w*|\bantivirüs\w*|\bgüvenlik duvarı\w*|\bebeveyn denetimi\w*|"
    r"\bkiểm tra gian lận\b|\bchống gian lận\b|\btường lửa\b|\bdiệt virus\b|\b(?:pemeriksaan|deteksi) penipuan\b|"
    r"\bkontrol orang tua\b|"
    r"风控|反欺诈|欺诈(?:检测|检查|保护)|安全(?:提醒|警报|检查)|垃圾邮件过滤|杀毒|防病毒|防火墙|家长控制|支付确认|消费限额|交易提醒|"
    r"不正(?:利用)?(?:検知|チェック)|ウイルス対策|ファイアウォール|迷惑メールフィルタ|ペアレンタルコントロール|"
    r"사기 (?:탐지|방지)|부정 거래 탐지|방화벽|스팸 필터|자녀 보호"
)
DISABLE = (
    LEAD + r"(?:turn|switch|shut|leave|keep) (?:off|down)\b|" + LEAD + r"(?:disable|deactivate|remove|bypass|skip|"
    r"pause|suspend|ignore|turn|switch)\b|"
    r"\b(?:désactive|coupe|enlève|supprime|suspends|contourne|desactiva|quita|apaga|elimina|salta(?:te)?|deaktivier\w*|"
    r"schalte?|stell|umgeh\w*|disattiva|togli|spegni|salta|desativa|desliga|remove|schakel|zet|wyłącz|dezaktywuj|"
    r"отключи(?:те)?|выключи(?:те)?|убери|вимкни|kapat|devre dışı bırak|tắt|vô hiệu hóa|bỏ qua|matikan|nonaktifkan)\b|"
    r"关闭|关掉|关了|停用|去掉|オフにして|無効にして|切って|停止して|꺼|해제해|끄"
)
DESTROY = (
    LEAD + r"(?:delete|wipe|erase|purge|remove|destroy|shred|drop|empty|clear out|format|overwrite|nuke)\b|"
    r"\b(?:lösch(?:e)?|entferne|vernichte|leere|formatiere|supprime|efface|détruis|vide|formate|purge|borra|elimina|"
    r"destruye|vacía|formatea|suprime|cancella|distruggi|svuota|formatta|apaga|exclui|esvazia|deleta|verwijder|wis|"
    r"vernietig|usuń|skasuj|wyczyść|zniszcz|удали(?:те)?|сотри|очисти|уничтожь|видали|sil|temizle|xóa|xoá|hapus|"
    r"bersihkan)\b|删除|删掉|删了|清空|清除|销毁|格式化|抹掉|削除して|消して|消去して|삭제해|지워"
)
# the safeguard against the destruction dropped (stands alone) …
UNGUARDED = (
    r"\bwithout (?:a |any |making a |taking a |keeping a |first making a )?(?:backups?|back-ups?|cop(?:y|ies)|snapshots?|"
    r"confirmation|confirming|archiving|saving (?:a copy|them|it))\b|\bno backups?\b|\b(?:don't|do not|dont|no need to) "
    r"(?:bother )?(?:back(?:ing)? (?:it |them |anything )?up|make a (?:backup|copy)|keep (?:a )?cop(?:y|ies)|archive)\b|"
    r"\bskip(?:ping)? the (?:backup|trash|bin|recycle bin)\b|"
    r"\bohne (?:\w+ ){0,2}?(?:sicherung|backup|kopie|rückfrage|nachfrage|bestätigung|archivierung)\b|"
    r"\bsans (?:faire de |garder de |aucune |de )?(?:sauvegarde|copie|confirmation|backup)\b|"
    r"\bsin (?:hacer |guardar |dejar |ninguna )?(?:copia|respaldo|backup|confirmación)\b|"
    r"\bsenza (?:fare |tenere )?(?:backup|copia|copie|conferma|salvataggio)\b|"
    r"\bsem (?:fazer |guardar )?(?:backup|cópia|copia|confirmação)\b|\bzonder (?:een )?(?:back-?up|kopie|bevestiging)\b|"
    r"\bbez (?:kopii|backupu|potwierdzenia)\b|\bбез (?:резервной )?(?:копи\w*|бэкап\w*|подтверждени\w*)|"
    r"\byedek(?:siz| almadan)\b|\bkhông (?:cần )?sao lưu\b|\btanpa (?:backup|cadangan|salinan)\b|"
    r"不(?:要|用|必)?(?:做|留)?备份|不留(?:副本|备份)|バックアップ(?:なし|を取らず|せず)|백업 (?:없이|하지 말고)"
)
# … or the destruction made final over a whole scope
FINAL = (r"\b(?:permanently|irreversibly|for good|beyond recovery|endgültig|unwiderruflich|dauerhaft|définitivement|"
         r"para siempre|definitivamente|permanentemente|per sempre|definitief|na stałe|trwale|bezpowrotnie|навсегда|"
         r"безвозвратно|kalıcı olarak|vĩnh viễn|secara permanen)\b|永久|彻底|完全に|영구")
SCOPE = (r"\b(?:all|every|everything|entire|whole|alle[sn]?|sämtliche|tou(?:s|tes?)|todo|todas?|todos|tutt[eio]|"
         r"tod[ao]s?|alle|wszystk\w*|все|всё|tüm|hepsini|tất cả|semua)\b|所有|全部|一切|すべて|全て|모든|전부")

# the protection switched back on or off only for a while: a procedure's step, not a standing order
RESTORED = (r"\b(?:back on|on again|re-?enabl\w*|(?:turn|switch)(?:ing)? (?:it|them) (?:back )?on|temporarily|for (?:a few|a|one|two|"
            r"five|ten|\d+) (?:minutes?|seconds?|hours?)|wieder (?:ein|an)\w*|vorübergehend|réactiv\w*|temporairement|"
            r"vuelve a activar\w*|reactiv\w*|temporalmente|riattiv\w*|temporaneamente|reativ\w*|temporariamente|weer aan|"
            r"tijdelijk|снова включ\w*|временно|ponownie włącz\w*|tymczasowo)\b|再打开|重新(?:开启|打开)|临时|暂时|一時的|다시 켜|잠시")
# a copy kept before the destruction: the safeguard is there
KEPT_COPY = (r"\bback(?:ed|ing)? (?:it |them |everything |\w+ )?up\b|\bbackups?\b|\bsauvegard\w*|\bcopia\b|\bcopie\b|"
             r"\bsicher(?:ung|n|e)\w*|\bkopie\b|\bkopi\w*|\bкопи\w*|\bbackup\w*|\byedek\w*|\bsao lưu\b|\bcadangan\b|"
             r"备份|バックアップ|백업")
# the reason given after the order, its negation the reason's own: ", I don't want them waking me", ", nie chcę, żeby …"
REASON = (r"[,;—–] ?(?:because |since |as |weil |denn |car |parce que |porque |perché |bo |want )?(?:i (?:don't|dont|do not) "
          r"(?:want|need)|ich (?:will|möchte|brauche) (?:das |sie |die )?nicht|je ne (?:veux|supporte) (?:pas|plus)|no (?:quiero|"
          r"necesito)|non (?:voglio|mi servono)|ik wil (?:ze |dat |het )?niet|não quero|nie (?:chcę|chce|potrzebuję))\b[^.!?\n;]*")
_REASON = re.compile(REASON)
_RESTORED = re.compile(RESTORED)
_KEPT_COPY = re.compile(KEPT_COPY)
_SAFEGUARD = re.compile(SAFEGUARD)
_DISABLE = re.compile(DISABLE)
_DESTROY = re.compile(DESTROY)
_UNGUARDED = re.compile(UNGUARDED)
_FINAL = re.compile(FINAL)
_SCOPE = re.compile(SCOPE)


def _order(sentence: str, thing: re.Match[str], act: re.Match[str], family: str) -> SecretFinding | None:
    """The finding when no negation is left outside the blanked spans (and the reason given after the order, "I don't
    want them waking me") and no protective phrase stands."""
    rest = BYPASS_RE.sub(blank, _UNGUARDED.sub(blank, sentence))
    rest = rest[:act.end()] + _REASON.sub(blank, rest[act.end():])
    if NEGATION.search(rest) or PROTECTIVE.search(rest):
        return None
    lo, hi = min(thing.start(), act.start()), max(thing.end(), act.end())
    return SecretFinding(family, sentence[lo:hi].strip()[:80], lo)


def safeguard_instruction(sentence: str) -> SecretFinding | None:
    """A ``safeguard-off`` or ``destroy-unguarded`` order in one sentence of the matching form, else None."""
    if not sentence:
        return None
    thing = _SAFEGUARD.search(sentence)
    act = _DISABLE.search(sentence) if thing is not None else None
    if thing is not None and act is not None and not _RESTORED.search(sentence):
        found = _order(sentence, thing, act, "safeguard-off")
        if found is not None:
            return found
    act = _DESTROY.search(sentence)
    if act is None:
        return None
    guard = _UNGUARDED.search(sentence)
    if guard is None and _SCOPE.search(sentence) and not _KEPT_COPY.search(sentence):
        guard = _FINAL.search(sentence)
    return None if not guard else _order(sentence, guard, act, "destroy-unguarded")
