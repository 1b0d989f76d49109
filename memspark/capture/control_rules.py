"""The phrase tables of :mod:`memspark.capture.control`, one :class:`Lexicon` per language.

Every string is a regular-expression fragment over the message's matching form (NFKC, case-folded,
curly apostrophes made straight, runs of space made one). A fragment never spans a sentence: the
gaps between its parts are ``[^.!?\\n]`` runs of bounded length (linear on long input).
"""

from __future__ import annotations

from dataclasses import dataclass

GAP = r"[^.!?\n]{1,60}?"  # a person or a thing between two parts of one sentence
NOTHING = r"(?!)"


@dataclass(frozen=True)
class Lexicon:
    """One language's phrases. ``direct``: (family, fragment) pairs that decide on their own;
    ``control``: verbs that put the assistant under someone (listen to, obey, follow …);
    ``precedence``: that someone above the user ("instead of me", "and not me");
    ``data``: verbs that hand something over; ``blanket``: everything or all of the user's messages,
    files, conversations; ``scoped``: "anything about …" (counts only with ``bypass``);
    ``bypass``: the user taken out of the loop ("without asking me"); ``trigger``: a third party's asking,
    saying or wanting as the cue to act ("when he asks", "if anyone asks"); ``sensitive``: the user's
    personal things (address, location, passwords, my notes …); ``comply``: acting on it unchecked ("just do
    it", "go along with it"). The last three default to matching nothing."""

    direct: tuple[tuple[str, str], ...]
    control: str
    precedence: str
    data: str
    blanket: str
    scoped: str
    bypass: str
    trigger: str = NOTHING
    sensitive: str = NOTHING
    comply: str = NOTHING


ENGLISH = Lexicon(
    direct=(
        ("obey-other", r"\b(?:is|are|'s|'re) (?:now |also |officially )?in charge of you\b"),
        ("obey-other", r"\b(?:is|are|'s|'re|becomes?|as|be) (?:now |also |basically )?your (?:new |real |actual |main |primary |only |"
                       r"true )?(?:boss|master|owner|handler|commander|superior|principal|controller|admin|operator)\b|\byour "
                       r"(?:new |real |actual |main |primary |only |true )user\b"),
        ("obey-other", r"\b(?:runs|controls|owns|operates) you (?:now|from (?:now|today|here)|while|these days|completely|fully)\b|"
                       r"\b(?:basically|now|officially) (?:runs|controls|owns) you\b|\b(?:full|total|complete) control (?:of|over) you\b|"
                       r"\b(?:you're|you are|you) (?:not|no longer) (?:my assistant|mine)\b|\byou(?:'re| are)? no longer "
                       r"(?:work(?:ing)?|answer(?:ing)?) (?:for|to) me\b"),
        ("obey-other", r"(?:\byou(?:'ll| will| must| should| now| shall)? (?:now )?|\bplease )(?:answer|report|belong) (?:directly )?"
                       r"to (?!me\b|us\b|myself\b)"),
        ("obey-other", r"\b(?:take|taking|accept|get) (?:your |all |any |the )?(?:orders|instructions|commands|directions|"
                       r"marching orders) (?:only |directly |straight )?from (?!me\b|us\b|myself\b)"),
        ("obey-other", r"(?:^|[,;:—–-] ?|\b(?:and|just|please|now|then|always|simply|you|you'll|you will|you must) )"
                       r"obey (?!me\b|only me\b|myself\b|the (?:law|rules|speed|limit)\b)"),
        ("obey-other", r"(?:^|[,;:—–-] ?|\b(?:and|just|please|now|then|always|simply|you'll|you will|you must|to) )"
                       r"do (?:what|whatever|anything|everything|exactly what) (?!i\b|you\b)" + GAP +
                       r"\b(?:says?|tells? you|asks?(?: you)?|wants?|orders?|decides?|instructs?)\b"),
        ("obey-other", r"\bwhatever (?!i\b)" + GAP + r"\b(?:says|wants|decides|tells you),? (?:goes|is final|is law|wins)\b"
                       r"(?=.*\b(?:you|your|from now on|going forward)\b)"),
        ("overrides-user", r"\b(?:word|say|instructions?|orders?|decisions?|requests?|wishes|calls?) (?:always )?(?:overrides?|"
                           r"overrules?|trumps?|outranks?|takes? (?:priority|precedence) over|counts? (?:for )?more than|"
                           r"comes? (?:before|ahead of)) (?:mine|me|my (?:own )?\w+|what i say)\b"),
        ("overrides-user", r"\b(?:can|may|is allowed to|gets to) (?:override|overrule|veto|countermand) (?:me|mine|my (?:own )?"
                           r"(?:decisions?|instructions?|word|calls?))\b"),
        ("overrides-user", r"\b(?:says?|tells? you|wants?|asks?|decides?)\b[^.!?\n]{0,60}?\beven (?:if|when|though) i (?:disagree|"
                           r"object|say (?:no|otherwise)|tell you (?:not to|otherwise|no)|don't agree|refuse)\b"),
        ("treat-as-user", r"\btreat (?!me\b)" + GAP + r"\b(?:as if|as though|like|the same as|as) (?:(?:he|she|they|it)"
                          r"(?:'s|'re| is| are| were| was) )?(?:me|myself|the user|your user)\b"),
        ("treat-as-user", r"\b(?:treat|consider|count|regard|handle) " + GAP + r"\b(?:as|like) (?:if (?:it|they|he|she) "
                          r"(?:were|was|came) from |coming from |though (?:it|they) (?:were|came) from )(?:me|myself)\b"),
        ("treat-as-user", r"\bas (?:if|though) (?:he|she|they|it)(?:'s|'re| is| are| were| was) me\b|\b(?:assume|pretend|act as if)"
                          r" (?:it's|it is|that's|that it's|they're|he's|she's) (?:really |actually |just )?me\b|\bas good as mine\b|"
                          r"\bspeaks for me (?:with|to) you\b"),
        ("data-handover", r"\b(?:hand|give|grant|share)\b[^.!?\n]{0,30}?\b(?:the keys?|full access|access|the passwords?|"
                          r"logins?) to (?:everything|all (?:of )?my\b|my (?:inbox|email|e-mail|accounts?|notes|messages|phone|"
                          r"memories))"),
        ("obey-other", r"\b(?:decides?|has the (?:last|final) (?:word|say)|calls the shots|has (?:authority|control|the say)|"
                       r"gives the orders|makes the (?:calls|decisions))\b[^.!?\n]{0,20}?\b(?:over you|for you|what you do|"
                       r"what you can|what you should)\b"),
        ("obey-other", r"\b(?:authority|control|power|command|charge|the (?:last|final) (?:word|say)|a veto)\b (?:\w+ ){0,2}?"
                       r"over you\b|\byour chain of command\b|\b(?:put|rank|place|keep) (?!me\b)" + GAP + r" above me\b"),
        ("obey-other", r"\byou now work for\b|\byou work for (?!me\b|us\b)[^.!?\n]{1,40}? now\b|\b(?:from now on|going "
                       r"forward|from today),? you work for (?!me\b|us\b)"),
        ("obey-other", r"\b(?:anything|everything|whatever) (?!i\b)" + GAP + r" (?:tells?|asks?) you(?: to do)?,? (?:just )?"
                       r"do it\b"),
        ("overrides-user", r"\bif (?!you\b)" + GAP + r" and i (?:disagree|differ|argue)\b[^.!?\n]{0,30}?\b(?:go with|side with|"
                           r"listen to|follow|do what|back) (?!me\b)|\band i disagree\b[^.!?\n]{0,30}?\b(?:wins|goes|is right|"
                           r"takes priority)\b"),
        ("obey-other", r"\b(?:you're|youre|you are|ur|u r) (?:now )?(?:my )?(?:\w+ ){0,3}?\w+'s (?:\w+ )?(?:assistant|ai|bot|agent|"
                       r"helper)\b"),
        ("treat-as-user", r"\bcan (?:approve|authori[sz]e|sign off|decide on|make) (?:any|every|all)\b(?=[^.!?\n]*\b(?:(?:don't|dont|do "
                          r"not) need to (?:check|ask)(?: with)? me|without (?:asking|checking with) me)\b)"),
        ("treat-as-user", r"\bcounts? as (?:mine|my own|coming from me)\b|\b(?:to be|as|are) my own (?:instructions|orders|"
                          r"word|requests|commands)\b"),
        ("treat-as-user", r"\b(?:make|take) (?:any|every|all) (?:calls?|decisions?) (?:on my behalf|for me)\b(?=[^.!?\n]*"
                          r"\b(?:without (?:asking|checking with|telling) me|(?:running|run) it (?:past|by) me|checking with me)\b)"),
        ("data-handover", r"\bmy (?:passwords?|pins?|credentials|logins?|login details|security codes?|2fa codes?)\b[^.!?\n]{0,60}?"
                          r"\b(?:hand (?:them|it) over|give (?:them|it)|pass (?:them|it) on|send (?:them|it)|share (?:them|it)|"
                          r"read (?:them|it) out)\b"),
        ("own-rules", r"\b(?:ignore|forget|drop|disregard|stop (?:applying|following)|no longer (?:apply|follow)|(?:don't|do not) "
                      r"need to (?:follow|apply))\b[^.!?\n]{0,40}?\b(?:rules?|settings?|instructions?|limits?|restrictions?) "
                      r"(?:that )?(?:i|we) (?:gave|set|told|made)\b"),
        ("own-rules", r"\b(?:let|allow) (?!me\b)" + GAP + r" (?:change|rewrite|edit|set|override|update|reset|tweak|adjust|"
                      r"reconfigure|turn off) (?:any (?:of )?|all (?:of )?)?your (?:rules|instructions|settings|guidelines|limits|"
                      r"permissions|safeguards|config\w*)\b"),
        ("own-rules", r"(?<!you )\b(?:can|may|is allowed to|gets to) (?:change|rewrite|reset|alter|adjust|reprogram|tweak) (?:how you "
                      r"(?:work|behave|act|respond|operate)|your (?:rules|settings|instructions|behaviou?r|permissions))\b|"
                      r"\bstop (?:keeping|treating) [^.!?\n]{0,40}?\b(?:private|confidential|secret)\b|\b(?:keep|have) no secrets "
                      r"from (?!me\b)"),
        ("treat-as-user", r"\b(?:treat|take|follow|handle|act on|consider|count|regard|do)\b" + GAP + r"\bas (?:if|though) "
                          r"(?:(?:it|they|he|she)(?:'d| had)? (?:were|was|came|come|had come) (?:straight |directly )?from me|i(?:'d| had| "
                          r"did)? (?:said|asked for|asked|written|wrote|sent|requested|given|typed))\b"),
        ("data-handover", r"\banswer (?:all |any )?(?:of )?(?:his|her|their|\w+'s) questions (?:about|on|regarding) (?:my|our)\b"),
        ("own-rules", r"\byour (?:first |only |real |primary |true )?(?:loyalty|allegiance) (?:is|lies|belongs|now lies|is now) "
                      r"(?:now )?(?:with|to)\b"),
    ),
    control=r"\b(?:listen(?:ing)? (?:only )?to|obey|follow|trust|believe|side with|prioriti[sz]e|defer to|answer to|"
            r"take (?:orders|instructions) from)\b",
    precedence=r"\b(?:instead of|rather than|over|and not|not|before|above) (?:to )?(?:\w+ (?:or|and) )?(?:me|mine|my (?:own )?(?:word|instructions|say|"
               r"wishes)|what i (?:want|say|think|ask))\b|\beven (?:if|when|though) i (?:disagree|object|say (?:no|otherwise))\b",
    data=r"\b(?:read(?= [^.!?\n]{0,60}? to (?!me\b))|read (?:him|her|them)\b|send|forward|give|hand(?: over)?|share|"
         r"pass(?: on| along)?|show|cc|cc'd|cc him|cc her|disclose|leak|relay|(?<!\bi )(?<!\bwe )(?<!\byou )(?:can|may|could) have|"
         r"read out|tell(?! (?:him|her|them|[a-z]+) to \w)|report|copy (?!all\b)" + GAP + r" in on|loop " + GAP + r" in on|keep " + GAP + r" (?:posted|informed|updated|in the loop) (?:on|about)|(?:gets?|receives?) (?:a )?cop(?:y|ies) of|copy (?=(?:every|each) ))"
         r"(?:s|es|ed|d|n|ing)?\b(?! ?(?:me|myself|us)\b)",  # a whole word, an inflection at most ("pass" is no verb in "passwords")
    blanket=r"\b(?:all (?:of )?my|every one of my|all the) (?:\w+ ){0,2}?(?:emails?|e-mails?|mail|messages|texts|chats?|"
            r"conversations?|dms|inbox|files|documents|docs|data|notes|memories|passwords?|logins?|credentials|contacts|"
            r"history|records|accounts?|calendar|bank details|statements)\b|\beverything (?:we(?:'ve| have)? (?:discussed|"
            r"talked about|said)|i(?:'ve| have)? (?:told|said to|shared with) you|you know(?: about me)?|you have (?:on|about) "
            r"me|(?:he|she|they) asks? for)\b|\b(?:whatever|anything) (?:he|she|they|\w+) asks? (?:for|about)\b|"
            r"\b(?:every|each|all) (?:single )?(?:conversation|chat|message|thing|query|question|request|prompt|email)s? (?:we have|we've had|between us|i (?:send|tell|"
            r"share with) you)\b|\beverything i (?:share with|tell|say to|send) you\b|"
            r"\bwhat we(?:'ve| have)? (?:talked about|discussed|said)\b|"
            r"\b(?:whenever|if|when) (?:someone|anyone|somebody|any \w+)\b[^.!?\n]{0,20}?\b(?:asks|wants|requests|emails)\b|"
            r"\bwhatever (?:\w+ ){1,3}(?:types?|sends?|writes?) in\b|\bwhat(?:ever)? i tell you\b|"
            r"\b(?:anything|everything) i (?:tell|say to|write to|share with) you\b|\b(?:our|my) (?:whole|entire|full|complete) "
            r"(?:chat|conversation|message|email|search) history\b|\b(?:every|all|each) (?:\w+ ){0,2}?(?:emails?|letters?|"
            r"messages?|texts?|statements?) from my (?:bank|gp|doctor|lawyer|solicitor|therapist|hospital|insurer|clinic|"
            r"psychiatrist|counsell?or)\b|\bour "
            r"(?:conversations|chats|chat history|messages)\b|\bmy (?:private|personal) (?:\w+ )?(?:messages|conversations|"
            r"notes|data|files|emails|info(?:rmation)?|details)\b",
    scoped=r"\b(?:anything|everything) (?:about|to do with|related to|regarding|on|concerning|that mentions)\b",
    bypass=r"\bwithout (?:asking|checking with|telling|informing|consulting|notifying|running it by|my (?:approval|"
           r"permission|consent|ok|say-?so))(?: me)?\b|\bbehind my back\b|\b(?:don't|do not|never) (?:tell|ask|check with|"
           r"inform|notify) me\b|\beven if i (?:say no|object|disagree)\b|\bno need to (?:ask|check with) me\b|\b(?:don't|do not) need my (?:ok|okay|"
           r"permission|approval|consent|say-?so)\b|\bstop checking with me\b|\bstop asking (?:me|for my) "
           r"(?:for )?(?:approval|permission|confirmation|ok)|\b(?:skip|turn off|drop) (?:the |my |your )?confirmation|\b(?:don't|do "
           r"not) (?:have|need) to (?:check|confirm) (?:it )?with me\b|\bno need to (?:bother|ask|check with|confirm with) me\b|"
           r"\b(?:don't|do not) bother (?:confirming|checking) with me\b",
    trigger=r"\b(?:when|whenever|if|any ?time|each time|every time) (?!i\b|i'm\b|you\b|we\b|it\b)[^.!?\n]{1,40}?\b(?:asks?|"
            r"wants?|requests?|says?(?! (?:she|he|they|it|that|we|i)\b)|tells you|messages you|emails? you|changes|edits|"
            r"feels? like)\b|\b(?:anyone|anybody|whoever|"
            r"everyone|someone)\b[^.!?\n]{0,30}?\b(?:asks?|asking|emails?|calls?|wants?|requests?)\b",
    sensitive=r"\b(?:(?:home )?address(?:es)?|location|whereabouts|where (?:i|we|the kids)(?: and i)? (?:am|are|live|stay|"
              r"staying)|passwords?|pins?|passport|bank (?:details|statements?|balance|account)|account (?:details|email|number|"
              r"login)|medical|therapy|(?:phone|mobile) numbers?|credit card|salary|earnings)\b|\bmy (?:\w+ ){0,2}?(?:notes|records|"
              r"messages|emails|files|contacts|details|data|finances|documents|history|chats?)\b",
    comply=r"(?<!n't )(?<!not )(?<!never )\b(?:just|simply) (?:do it|go ahead|go along with|go with it|do (?:what|as) "
           r"(?:he|she|they) (?:says?|asks?|wants?))|"
           r"\bgo along with (?:it|whatever|that|what)\b|\bgo with it\b|\bdo it,? no questions\b",
)

FRENCH = Lexicon(
    direct=(
        ("obey-other", r"\b(?:tu |vous )?(?:lui |leur )?(?:obéis|obéissez|obéiras|obéirez)\b(?! (?:à |a )?moi\b)"),
        ("obey-other", r"\b(?:est|sont) (?:désormais |maintenant |dorénavant )?(?:responsables? de toi|en charge de toi|"
                       r"ton (?:patron|chef|maître|supérieur)|ta (?:patronne|cheffe|maîtresse|supérieure))\b"),
        ("obey-other", r"\bfai(?:s|tes) (?:tout )?ce qu(?:e |')(?!je\b|j')" + GAP + r"\b(?:dit|te dit|demande|te demande|"
                       r"veut|décide|ordonne)\b"),
        ("obey-other", r"\b(?:prends|prenez|prendras) (?:tes|vos|les|des) ordres (?:de|auprès de|chez) (?!moi\b)"),
        ("obey-other", r"\bce qu(?:e |')" + GAP + r" dit (?:fait loi|prime|passe avant)\b"),
        ("obey-other", r"\b(?:autorité|pouvoir|contrôle|le dernier mot)\b (?:\w+ ){0,2}?sur toi\b"),
        ("obey-other", r"\b(?:ton|votre) (?:vrai|véritable|nouvel|nouveau|seul) (?:utilisateur|utilisatrice)\b|\b(?:ton|votre) "
                       r"(?:utilisateur|utilisatrice) (?:principal|principale|réel|réelle)\b|\btu n'es plus (?:mon|ton) assistant\b|"
                       r"\bce qu(?:e |')(?:(?!je\b|j')" + GAP + r"\b(?:dit|demande|veut|décide)|(?:dit|demande|veut|décide) " +
                       GAP + r"),? tu le fais\b"),
        ("obey-other", r"\b(?:décide|décident|commande|dirige)\b[^.!?\n]{0,20}?\b(?:pour toi|à ta place|ce que tu fais)\b"),
        ("treat-as-user", r"\btraite(?:z)? " + GAP + r" comme (?:si c'était |s'il s'agissait de )?moi\b|\bcomme si "
                          r"(?:c'était|il était|elle était) moi\b"),
        ("own-rules", r"\b(?:oublie|ignore|oubliez|ignorez) (?:toutes )?(?:tes|vos) (?:règles|instructions|consignes|directives)\b"
                      r"|\bne (?:plus )?(?:appliquer|suivre|respecter)\b[^.!?\n]{0,30}?\b(?:règles|consignes|paramètres)\b[^.!?\n]"
                      r"{0,30}?\bque je (?:t'ai|vous ai) (?:données|donnés|fixées|dites)\b"
                      r"|\b(?:tes|vos) (?:règles|instructions|consignes) ne (?:s'appliquent|comptent) plus\b|\b(?:ta|votre) "
                      r"(?:loyauté|fidélité) (?:va|est) (?:désormais |maintenant )?(?:à|envers)\b"),
    ),
    control=r"\b(?:écoute(?:z|ras)?|obéis|obéissez|suis|suivez|fais ce qu|faites ce qu|prends tes ordres)\b",
    precedence=r"\b(?:et )?(?:plus|pas|non) (?:à )?moi\b|\bau lieu de (?:moi|m'écouter)\b|\bplutôt que (?:moi|de m'écouter)\b|"
               r"\bà ma place\b|\bavant moi\b|\bmême si je (?:ne suis pas d'accord|refuse|dis non)\b",
    data=r"\b(?:transmets|transmettez|transmettras|envoie|envoyez|donne|donnez|partage|partagez|fais suivre|transfère|"
         r"transférez|montre|montrez|communique|communiquez|raconte|racontez|répète|répétez|dis|dites)\b",
    blanket=r"\b(?:tous|toutes) (?:les \w+ de )?mes\b|\btout ce (?:qu'on|que nous|que je t'ai) (?:a |avons )?(?:dit|discuté|"
            r"raconté)|\btout ce qu'(?:il|elle|ils|elles) (?:demande|veut)|\bles dossiers de tous mes\b|\btoutes nos conversations\b|\btout ce que je (?:te (?:dis|raconte|confie|"
            r"écris)|t'(?:écris|envoie))\b|\bmes (?:messages|"
            r"conversations|mails|courriels|fichiers|données) privé",
    scoped=r"\btout ce qui (?:concerne|touche)\b",
    bypass=r"\bsans me (?:demander|consulter|prévenir|le dire|poser la question)\b|\bsans mon (?:accord|avis|autorisation)\b|"
           r"\bdans mon dos\b|\bne me (?:dis|demande) rien\b",
    trigger=r"\b(?:si|quand|chaque fois qu(?:e |'))(?! ?je\b|j')[^.!?\n]{1,40}?\b(?:te |vous )?(?:demande|veut|dit)\b",
    sensitive=r"\b(?:mon|mes|ma) (?:adresse|emploi du temps|mots? de passe|codes?|comptes?|coordonnées|messages|dossiers|notes)\b|"
              r"\boù je (?:suis|me trouve|vis|habite)\b",
)

GERMAN = Lexicon(
    direct=(
        ("obey-other", r"\b(?:du )?(?:gehorchst|gehorche)\b(?! mir\b)"),
        ("obey-other", r"\bhat (?:jetzt |ab sofort |ab jetzt |nun )?(?:das sagen über dich|über dich zu bestimmen)\b|\bist "
                       r"(?:jetzt |ab sofort |ab jetzt |nun )?(?:dein|deine) (?:chef|chefin|boss|herr|herrin|vorgesetzter|"
                       r"vorgesetzte)\b|\b(?:ist|sind) (?:jetzt |ab sofort |nun )?für dich zuständig\b"),
        ("obey-other", r"\b(?:das letzte wort|macht|kontrolle|befehlsgewalt|das sagen)\b (?:\w+ ){0,2}?über dich\b"),
        ("obey-other", r"\b(?:entscheidet|entscheiden|bestimmt|bestimmen|befiehlt)\b[^.!?\n]{0,40}?\b(?:für dich|über dich|"
                       r"was du tust|was du machst)\b"),
        ("obey-other", r"\btu(?:e)?,? was (?!ich\b)" + GAP + r"\b(?:sagt|dir sagt|will|verlangt|anordnet)\b"),
        ("obey-other", r"\b(?:nimm|nimmst|nehme) " + r"[^.!?\n]{0,20}?(?:befehle|anweisungen|aufträge) (?:nur )?von (?!mir\b)"),
        ("overrides-user", r"\bwort (?:zählt mehr als|geht vor|steht über) (?:meins|meines|meinem|mir)\b"),
        ("obey-other", r"\b(?:dein|deine) (?:(?:eigentliche[rn]?|echte[rn]?|wahre[rn]?|neue[rn]?) (?:haupt)?|haupt)(?:be)?nutzer(?:in)?\b|"
                       r"\bwas (?!ich\b)" + GAP + r" (?:sagt|will|verlangt|anordnet),? (?:machst|tust) du\b"),
        ("own-rules", r"\bvergiss (?:die|deine|alle|meine) \w*regel\w*,? die ich dir (?:gegeben|gesagt|gestellt)"),
        ("treat-as-user", r"\bbehandle " + GAP + r"(?:so,? )?(?:wie mich|als wäre (?:er|sie|es) ich|als ob (?:er|sie) ich wäre)\b"),
        ("own-rules", r"\bvergiss (?:alle )?deine (?:regeln|anweisungen|vorgaben)\b|\bdeine (?:regeln|anweisungen) gelten nicht "
                      r"mehr\b|\bdeine loyalität gilt (?:jetzt |ab sofort |nun )?"),
    ),
    control=r"\b(?:hör(?:e|st)?|gehorch\w*|folge|folgst|befolge|tu|tue)\b",
    precedence=r"\b(?:statt|anstatt|anstelle) (?:auf )?(?:mich|mir|von mir)\b|\bund nicht (?:mehr )?(?:auf )?mich\b|\bnicht mehr "
               r"auf mich\b|\ban meiner stelle\b|\bauch wenn ich (?:widerspreche|nein sage|dagegen bin)\b",
    data=r"\b(?:leite|leitest|schick|schicke|schickst|sende|gib|gibst|zeig|zeige|teile|teilst|erzähl|erzähle|sag|sage)\b",
    blanket=r"\b(?:alle|all) meine\b|\bsämtliche\b|\balles,? was wir (?:besprochen|beredet)|\balles,? was (?:er|sie) (?:will|"
            r"verlangt)|\bmeine privaten\b|\balles,? was ich dir (?:erzähl|sag|schreib)\w*|\balle "
            r"unsere (?:gespräche|unterhaltungen|chats)\b",
    scoped=r"\balles,? was (?:mit \w+ zu tun hat|\w+ betrifft)\b",
    bypass=r"\bohne mich zu fragen\b|\bohne rückfrage\b|\bohne mein(?:e)? (?:zustimmung|einverständnis|okay)\b|\bhinter "
           r"meinem rücken\b|\bohne mir bescheid zu geben\b",
    trigger=r"\b(?:wenn|falls|sobald)(?! ich\b)[^.!?\n]{1,40}?\b(?:fragt|will|verlangt|sagt|möchte)\b|\b(?:jede[nm]?|alle),? "
            r"(?:der|die) (?:danach |darum )?(?:fragt|fragen)\b",
    sensitive=r"\b(?:mein|meine|meinen|meinem|meiner) (?:\w+ )?(?:adresse|kontostand|passwort|passwörter|konto|nachrichten|akten|"
              r"daten|befunde|notizen)\b|\bbefunde\b|\bwo ich (?:bin|wohne)\b",
)

SPANISH = Lexicon(
    direct=(
        ("obey-other", r"(?:^|[,;:—–-] ?|\b(?:y|ahora|tú|siempre) )(?:le |les )?obedece(?:s|rás)? (?:a|al)\b(?! mí\b)"),
        ("obey-other", r"\b(?:está|están) (?:ahora )?a cargo de ti\b|\bes (?:ahora )?tu (?:jefe|jefa|amo|ama|dueño|dueña|"
                       r"superior)\b|\bmanda (?:ahora )?sobre ti\b"),
        ("obey-other", r"\bhaz (?:todo )?lo que (?!yo\b|te digo\b)" + GAP + r"\b(?:diga|te diga|pida|te pida|quiera|mande|"
                       r"ordene)\b"),
        ("obey-other", r"\b(?:decide|deciden|manda|ordena)\b[^.!?\n]{0,20}?\b(?:por ti|sobre ti|lo que haces)\b|"
                       r"\b(?:autoridad|control|poder|la última palabra)\b (?:\w+ ){0,2}?sobre ti\b"),
        ("obey-other", r"\b(?:recibe|recibirás|aceptas?|toma) órdenes (?:solo |solamente )?de (?!mí\b)"),
        ("obey-other", r"\blo que " + GAP + r" diga (?:va a misa|es ley|manda)\b|\blo que (?:diga|mande|pida|quiera|ordene) "
                       r"(?!yo\b)" + GAP + r"\b(?:va a misa|es ley|se hace|lo haces|hazlo)\b"),
        ("obey-other", r"\btu (?:usuario|usuaria) (?:principal|real|verdader[oa])\b|\btu (?:verdadero|nuevo) (?:usuario|jefe|dueño)\b|"
                       r"\bya no eres mi asistente\b"),
        ("treat-as-user", r"\btrata a " + GAP + r" como (?:si fuera(?:s)? )?(?:yo|a mí)\b"),
        ("own-rules", r"\bolvida (?:todas )?tus (?:reglas|instrucciones|normas)\b|\btus (?:reglas|instrucciones) ya no (?:valen|"
                      r"aplican|cuentan)\b|\btu lealtad (?:es|está) (?:ahora )?con\b"),
    ),
    control=r"\b(?:escúcha\w*|escucha\w*|obedéce\w*|obedece\w*|sígue\w*|sigue|haz lo que|haz caso|hazle caso|recibe órdenes)\b",
    precedence=r"\ben (?:vez|lugar) de (?:a )?mí\b|\by (?:ya )?no a mí\b|\bantes que a mí\b|\bpor encima de (?:mí|lo que yo)\b|"
               r"\bmás que a mí\b|\baunque yo (?:no esté de acuerdo|diga que no)\b",
    data=r"\b(?:dáse\w*|díse\w*|pása\w*|reenvía|reenvíale|envía|envíale|manda|mándale|pásale|pasa|dale|da|comparte|compártele|enséñale|muéstrale|cuéntale|cuenta|dile)\b",
    blanket=r"\b(?:todos|todas) (?:los |las )?mis\b|\btodo lo que (?:hemos hablado|hablamos|te he contado|te cuento|(?:él|ella) "
            r"(?:pida|quiera))|\bmis (?:mensajes|correos|conversaciones) privad|\btodo lo que "
            r"(?:te digo|te cuento|te cuente|te diga|te escribo|hablo contigo)\b|\btodas nuestras conversaciones\b",
    scoped=r"\btodo lo (?:relacionado con|que tenga que ver con)\b",
    bypass=r"\bsin (?:preguntarme|consultarme|avisarme)\b|\bsin mi (?:permiso|aprobación|consentimiento)\b|\ba mis espaldas\b",
    trigger=r"\b(?:si|cuando|cada vez que)(?! yo\b)[^.!?\n]{1,40}?\b(?:te )?(?:pide|pida|pregunta|pregunte|quiere|quiera|dice|"
            r"diga)\b",
    sensitive=r"\b(?:mi|mis) (?:dirección|direccion|horarios?|contraseñas?|claves?|cuentas?|ganancias|mensajes|correos|datos|"
              r"notas)\b|\bdónde (?:estoy|vivo)\b",
)

TAGALOG = Lexicon(
    direct=(
        ("obey-other", r"\bsundin mo (?:si|sina|kay)\b|\bsumunod ka (?:kay|kina)\b"),
        ("obey-other", r"\bang (?:boss|amo) mo\b|\bang (?:masusunod|bahala|may hawak) sa (?:iyo|'yo)\b"),
        ("obey-other", r"\b(?:magdedesisyon|nagdedesisyon|magpapasya|nagpapasya)\b[^.!?\n]{0,20}?\b(?:para sa iyo|sa iyo|"
                       r"para sa 'yo)\b"),
        ("treat-as-user", r"\bituring mo" + GAP + r"(?:parang|bilang|gaya ng|na) ako\b"),
        ("obey-other", r"\bkung ano ang (?:sabihin|gusto|iutos|ipagawa) ng\b" + GAP + r"\bgawin mo\b"),
        ("own-rules", r"\bkalimutan mo (?:ang |lahat ng )?(?:mga )?(?:patakaran|instruksyon|tuntunin) mo\b"),
    ),
    control=r"\b(?:sundin|sumunod|makinig|pakinggan)\b",
    precedence=r"\b(?:at |pero )?hindi (?:na )?(?:ako|sa akin)\b|\bsa halip na (?:ako|sa akin)\b|\bkaysa sa akin\b",
    data=r"\b(?:ibigay|ipasa|ipadala|ibahagi|ipakita|i-forward|iforward)\b",
    blanket=r"\blahat ng (?:mga )?(?:mensahe|email|file|usapan|sinabi|pinag-usapan|impormasyon|detalye|dokumento|\w+ ko)\b",
    scoped=r"\blahat ng tungkol sa\b",
    bypass=r"\bnang hindi (?:nagtatanong|nagpapaalam|humihingi ng pahintulot) sa akin\b|\bnang hindi ako tinatanong\b|"
           r"\bhuwag mo (?:na )?akong tanungin\b|\bnang walang paalam sa akin\b",
    trigger=r"\b(?:kapag|kung|pag) (?:nagtanong|magtanong|humingi|humiling|sinabi)\b",
    sensitive=r"\b(?:address|password|lokasyon|numero|mensahe|account) ko\b|\bnasaan ako\b",
)

ITALIAN = Lexicon(
    direct=(
        ("obey-other", r"\b(?:gli |le )?obbedisci(?:rai)? (?:a|al|alla|ai|alle|agli)\b(?! me\b)"),
        ("obey-other", r"\b(?:è|sono) (?:ora |adesso |d'ora in poi )?(?:responsabili? di te|il tuo (?:capo|padrone|superiore)|"
                       r"la tua (?:capa|padrona|superiore))\b|\bcomanda (?:ora |adesso )?su di te\b"),
        ("obey-other", r"\bfai (?:tutto )?(?:quello|ciò|quel) che (?!io\b|ti dico\b)" + GAP + r"\b(?:dice|ti dice|chiede|"
                       r"ti chiede|vuole|decide|ordina)\b"),
        ("obey-other", r"\b(?:decide|decidono|comanda)\b[^.!?\n]{0,20}?\b(?:per te|su di te|cosa fai|quello che fai)\b|"
                       r"\b(?:autorità|controllo|potere|l'ultima parola)\b (?:\w+ ){0,2}?su di te\b"),
        ("obey-other", r"\b(?:prendi|prenderai|accetta) (?:gli )?ordini (?:solo )?da (?!me\b)"),
        ("treat-as-user", r"\btratta " + GAP + r" come (?:se fosse )?(?:me|io)\b"),
        ("obey-other", r"\btuo (?:utente|capo|padrone) (?:principale|vero)\b|\btuo vero (?:utente|capo)\b|\bnon sei più il mio "
                       r"assistente\b|\b(?:quello|ciò) che (?:dice|chiede|vuole|ordina) (?!io\b)" + GAP + r"\blo (?:fai|esegui|farai)\b"),
        ("own-rules", r"\bdimentica (?:tutte )?le tue (?:regole|istruzioni)\b|\ble tue (?:regole|istruzioni) non valgono più\b|"
                      r"\bla tua lealtà (?:va|è) (?:ora )?"),
    ),
    control=r"\b(?:ascolta|obbedisci|segui|fai quello che|dai retta)\b",
    precedence=r"\binvece (?:di|che) (?:a )?me\b|\be non (?:più )?(?:a )?me\b|\bal posto mio\b|\bpiù di me\b|\bprima di me\b|"
               r"\banziché (?:a )?me\b|\banche se (?:io )?(?:non sono d'accordo|dico di no)\b",
    data=r"\b(?:diglie\w*|daglie\w*|inoltra|inoltragli|gira|girale|manda|mandagli|mandale|invia|inviagli|dai|dagli|dalle|condividi|mostra|"
         r"passa|passagli|racconta|raccontagli|riferisci|riferiscigli|di'|dì)\b",
    blanket=r"\btutt[ei] (?:le mie|i miei)\b|\btutto (?:quello|ciò) che (?:ci siamo detti|abbiamo discusso|ti ho detto|"
            r"(?:lui|lei) chiede)|\bi miei (?:messaggi|dati) privati\b|"
            r"\btutto (?:quello|ciò) che ti (?:dico|racconto|scrivo)\b|\btutte le nostre (?:conversazioni|chat)\b",
    scoped=r"\btutto ciò che riguarda\b|\btutto quello che riguarda\b",
    bypass=r"\bsenza (?:chiedermelo|chiedermi|consultarmi|avvisarmi|dirmelo)\b|\bsenza il mio (?:permesso|consenso|ok)\b|\balle mie "
           r"spalle\b|\bnon chiedermi (?:più )?(?:conferm\w+|il permesso)\b",
    trigger=r"\b(?:se|quando|ogni volta che)(?! io\b)[^.!?\n]{1,40}?\b(?:ti )?(?:chiede|chiedesse|vuole|dice)\b",
    sensitive=r"\b(?:il mio|la mia|i miei|le mie) (?:indirizzo|password|conti?|messaggi|dati|note)\b|\bdove (?:mi trovo|sono|abito|"
              r"vivo)\b",
)

PORTUGUESE = Lexicon(
    direct=(
        ("obey-other", r"(?:^|[,;:—–-] ?|\b(?:e|agora|você|voce|tu|sempre) )(?:vai |deve |tem que )?(?:obedeça|obedece|"
                       r"obedecer)\b (?:a|ao|à|aos|às)\b(?! mim\b)"),
        ("obey-other", r"\b(?:é|está) (?:agora )?(?:responsável por você|encarregad[oa] de você|seu (?:chefe|dono|patrão|"
                       r"superior)|sua (?:chefe|dona|patroa|superior))\b|\bmanda em você\b"),
        ("obey-other", r"\bfaça (?:tudo )?o que (?!eu\b)" + GAP + r"\b(?:disser|te disser|pedir|te pedir|mandar|quiser|"
                       r"decidir|falar)\b"),
        ("obey-other", r"\b(?:decide|decidem|manda)\b[^.!?\n]{0,20}?\b(?:por você|em você|o que você faz)\b|"
                       r"\b(?:autoridade|controle|poder|a última palavra)\b (?:\w+ ){0,2}?sobre você\b"),
        ("obey-other", r"\b(?:receba|aceite|recebe|aceita) ordens (?:só |apenas )?de (?!mim\b)"),
        ("treat-as-user", r"\btrate " + GAP + r" como se (?:fosse|ele fosse|ela fosse) eu\b"),
        ("obey-other", r"\b(?:seu|teu) (?:usuário|usuario) (?:principal|real|verdadeiro)\b|\b(?:seu|teu) (?:verdadeiro|novo) "
                       r"(?:usuário|usuario|chefe|dono)\b|\bvocê não é mais (?:o )?meu assistente\b|\bo que (?!eu\b)" + GAP +
                       r"\b(?:disser|pedir|mandar|quiser),? (?:você|tu) (?:faz|fará|obedece)\b"),
        ("own-rules", r"\besqueça (?:todas )?(?:as )?suas (?:regras|instruções)\b|\bsuas (?:regras|instruções) não (?:valem|"
                      r"se aplicam) mais\b|\bsua lealdade (?:é|agora é) (?:com|para)\b"),
    ),
    control=r"\b(?:ouça|escute|obedeça|siga|faça o que|receba ordens)\b",
    precedence=r"\bem vez de (?:a )?mim\b|\be não (?:mais )?(?:a )?mim\b|\bno meu lugar\b|\bmais do que (?:a )?mim\b|"
               r"\bacima de mim\b|\bmesmo que eu (?:discorde|diga não)\b",
    data=r"\b(?:encaminhe|encaminha|envie|envia|mande|manda|passe|passa|dê|dá|compartilhe|mostre|repasse|repassa|conte|conta|diga|fale)\b",
    blanket=r"\btod[oa]s (?:os |as )?(?:meus|minhas)\b|\btudo (?:o )?que (?:a gente|nós) (?:conversou|conversamos|falamos|"
            r"discutimos)|\btudo (?:o )?que (?:ele|ela|eles) pedir\b|\bminhas (?:mensagens|conversas) privadas\b|\btudo (?:o )?que eu "
            r"(?:falar|disser|contar|escrever)\b|\btodas as nossas conversas\b",
    scoped=r"\btudo (?:o )?que (?:envolve|tem a ver com)\b|\btudo sobre\b",
    bypass=r"\bsem me (?:perguntar|consultar|avisar)\b|\bsem (?:a )?minha (?:permissão|autorização|aprovação)\b|\bpelas "
           r"minhas costas\b",
    trigger=r"\b(?:se|quando|sempre que)(?! eu\b)[^.!?\n]{1,40}?\b(?:te |lhe )?(?:pedir|pede|perguntar|pergunta|quiser|quer|disser)\b",
    sensitive=r"\b(?:o meu|a minha|os meus|as minhas|meu|minha|meus|minhas) (?:endereço|senhas?|contas?|mensagens|dados|notas|"
              r"localização)\b|\bonde (?:estou|moro)\b",
)

FULL_LEXICONS: dict[str, Lexicon] = {"en": ENGLISH, "fr": FRENCH, "de": GERMAN, "es": SPANISH, "tl": TAGALOG,
                                     "it": ITALIAN, "pt": PORTUGUESE}
