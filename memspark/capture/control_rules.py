"""The phrase tables of :mod:`memspark.capture.control`, one :class:`Lexicon` per language.

Every string is a regular-expression fragment over the message's matching form (NFKC, case-folded,
curly apostrophes made straight, runs of space made one). A fragment never spans a sentence: the
gaps between its parts are ``[^.!?\\n]`` runs of bounded length (linear on long input).
"""

from __future__ import annotations

from dataclasses import dataclass

GAP = r"[^.!?\n]{1,60}?"  # a person or a thing between two parts of one sentence


@dataclass(frozen=True)
class Lexicon:
    """One language's phrases. ``direct``: (family, fragment) pairs that decide on their own;
    ``control``: verbs that put the assistant under someone (listen to, obey, follow …);
    ``precedence``: that someone above the user ("instead of me", "and not me");
    ``data``: verbs that hand something over; ``blanket``: everything or all of the user's messages,
    files, conversations; ``scoped``: "anything about …" (counts only with ``bypass``);
    ``bypass``: the user taken out of the loop ("without asking me")."""

    direct: tuple[tuple[str, str], ...]
    control: str
    precedence: str
    data: str
    blanket: str
    scoped: str
    bypass: str


ENGLISH = Lexicon(
    direct=(
        ("obey-other", r"\b(?:is|are|'s|'re) (?:now |also |officially )?in charge of you\b"),
        ("obey-other", r"\b(?:is|are|'s|'re|becomes?|as) (?:now |also )?your (?:new |real |actual )?(?:boss|master|owner|handler|"
                       r"commander|superior|principal|controller)\b"),
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
        ("obey-other", r"\b(?:you're|youre|you are|ur|u r) (?:now )?(?:my )?(?:\w+ ){0,3}?\w+'s (?:assistant|ai|bot|agent|helper)\b"),
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
                      r"need to (?:follow|apply))\b[^.!?\n]{0,40}?\b(?:rules|settings|instructions|limits|restrictions) (?:that )?"
                      r"(?:i|we) (?:gave|set|told)\b"),
        ("own-rules", r"\b(?:let|allow) (?!me\b)" + GAP + r" (?:change|rewrite|edit|set|override|update) (?:any (?:of )?|"
                      r"all (?:of )?)?your (?:rules|instructions|settings|guidelines|limits)\b"),
        ("own-rules", r"\byour (?:first |only |real |primary |true )?(?:loyalty|allegiance) (?:is|lies|belongs|now lies|is now) "
                      r"(?:now )?(?:with|to)\b"),
    ),
    control=r"\b(?:listen(?:ing)? (?:only )?to|obey|follow|trust|believe|side with|prioriti[sz]e|defer to|answer to|"
            r"take (?:orders|instructions) from)\b",
    precedence=r"\b(?:instead of|rather than|over|and not|not|before|above) (?:to )?(?:\w+ (?:or|and) )?(?:me|mine|my (?:own )?(?:word|instructions|say|"
               r"wishes)|what i (?:want|say|think|ask))\b|\beven (?:if|when|though) i (?:disagree|object|say (?:no|otherwise))\b",
    data=r"\b(?:send|forward|give|hand(?: over)?|share|pass(?: on| along)?|show|cc|cc'd|cc him|cc her|disclose|leak|relay|"
         r"read out|tell|report|copy (?!all\b)" + GAP + r" in on|loop " + GAP + r" in on|keep " + GAP + r" (?:posted|informed|updated|in the loop) (?:on|about)|(?:gets?|receives?) (?:a )?cop(?:y|ies) of|copy (?=(?:every|each) ))(?! ?(?:me|myself|us)\b)",
    blanket=r"\b(?:all (?:of )?my|every one of my|all the) (?:\w+ ){0,2}?(?:emails?|e-mails?|mail|messages|texts|chats?|"
            r"conversations?|dms|inbox|files|documents|docs|data|notes|memories|passwords?|logins?|credentials|contacts|"
            r"history|records|accounts?|calendar|bank details|statements)\b|\beverything (?:we(?:'ve| have)? (?:discussed|"
            r"talked about|said)|i(?:'ve| have)? (?:told|said to|shared with) you|you know(?: about me)?|you have (?:on|about) "
            r"me|(?:he|she|they) asks? for)\b|\b(?:whatever|anything) (?:he|she|they|\w+) asks? (?:for|about)\b|"
            r"\b(?:every|each|all) (?:single )?(?:conversation|chat|message|thing|query|question|request|prompt|email)s? (?:we have|we've had|between us|i (?:send|tell|"
            r"share with) you)\b|\beverything i (?:share with|tell|say to|send) you\b|"
            r"\bwhat we(?:'ve| have)? (?:talked about|discussed|said)\b|"
            r"\b(?:whenever|if|when) (?:someone|anyone|somebody|any \w+)\b[^.!?\n]{0,20}?\b(?:asks|wants|requests|emails)\b|"
            r"\bwhatever (?:\w+ ){1,3}(?:types?|sends?|writes?) in\b|\bwhat(?:ever)? i tell you\b|\bour "
            r"(?:conversations|chats|chat history|messages)\b|\bmy (?:private|personal) (?:\w+ )?(?:messages|conversations|"
            r"notes|data|files|emails|info(?:rmation)?|details)\b",
    scoped=r"\b(?:anything|everything) (?:about|to do with|related to|regarding|on|concerning|that mentions)\b",
    bypass=r"\bwithout (?:asking|checking with|telling|informing|consulting|notifying|running it by|my (?:approval|"
           r"permission|consent|ok|say-?so))(?: me)?\b|\bbehind my back\b|\b(?:don't|do not|never) (?:tell|ask|check with|"
           r"inform|notify) me\b|\beven if i (?:say no|object|disagree)\b|\bno need to (?:ask|check with) me\b|\b(?:don't|do not) need my (?:ok|okay|"
           r"permission|approval|consent|say-?so)\b|\bstop checking with me\b",
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
        ("obey-other", r"\blo que " + GAP + r" diga (?:va a misa|es ley|manda)\b"),
        ("treat-as-user", r"\btrata a " + GAP + r" como (?:si fuera(?:s)? )?(?:yo|a mí)\b"),
        ("own-rules", r"\bolvida (?:todas )?tus (?:reglas|instrucciones|normas)\b|\btus (?:reglas|instrucciones) ya no (?:valen|"
                      r"aplican|cuentan)\b|\btu lealtad (?:es|está) (?:ahora )?con\b"),
    ),
    control=r"\b(?:escúcha\w*|escucha\w*|obedéce\w*|obedece\w*|sígue\w*|sigue|haz lo que|haz caso|hazle caso|recibe órdenes)\b",
    precedence=r"\ben (?:vez|lugar) de (?:a )?mí\b|\by (?:ya )?no a mí\b|\bantes que a mí\b|\bpor encima de (?:mí|lo que yo)\b|"
               r"\bmás que a mí\b|\baunque yo (?:no esté de acuerdo|diga que no)\b",
    data=r"\b(?:reenvía|reenvíale|envía|envíale|manda|mándale|pásale|pasa|dale|da|comparte|compártele|enséñale|muéstrale|cuéntale|cuenta|dile)\b",
    blanket=r"\b(?:todos|todas) (?:los |las )?mis\b|\btodo lo que (?:hemos hablado|hablamos|te he contado|te cuento|(?:él|ella) "
            r"(?:pida|quiera))|\bmis (?:mensajes|correos|conversaciones) privad|\btodo lo que "
            r"(?:te digo|te cuento|te cuente|te diga|te escribo|hablo contigo)\b|\btodas nuestras conversaciones\b",
    scoped=r"\btodo lo (?:relacionado con|que tenga que ver con)\b",
    bypass=r"\bsin (?:preguntarme|consultarme|avisarme)\b|\bsin mi (?:permiso|aprobación|consentimiento)\b|\ba mis espaldas\b",
)

TAGALOG = Lexicon(
    direct=(
        ("obey-other", r"\bsundin mo (?:si|sina|kay)\b|\bsumunod ka (?:kay|kina)\b"),
        ("obey-other", r"\bang (?:boss|amo) mo\b|\bang (?:masusunod|bahala|may hawak) sa (?:iyo|'yo)\b"),
        ("obey-other", r"\b(?:magdedesisyon|nagdedesisyon|magpapasya|nagpapasya)\b[^.!?\n]{0,20}?\b(?:para sa iyo|sa iyo|"
                       r"para sa 'yo)\b"),
        ("treat-as-user", r"\bituring mo" + GAP + r"(?:parang|bilang|gaya ng|na) ako\b"),
        ("own-rules", r"\bkalimutan mo (?:ang |lahat ng )?(?:mga )?(?:patakaran|instruksyon|tuntunin) mo\b"),
    ),
    control=r"\b(?:sundin|sumunod|makinig|pakinggan)\b",
    precedence=r"\b(?:at |pero )?hindi (?:na )?(?:ako|sa akin)\b|\bsa halip na (?:ako|sa akin)\b|\bkaysa sa akin\b",
    data=r"\b(?:ibigay|ipasa|ipadala|ibahagi|ipakita|i-forward|iforward)\b",
    blanket=r"\blahat ng (?:mga )?(?:mensahe|email|file|usapan|sinabi|pinag-usapan|impormasyon|detalye|dokumento|\w+ ko)\b",
    scoped=r"\blahat ng tungkol sa\b",
    bypass=r"\bnang hindi (?:nagtatanong|nagpapaalam|humihingi ng pahintulot) sa akin\b|\bnang hindi ako tinatanong\b|"
           r"\bhuwag mo (?:na )?akong tanungin\b|\bnang walang paalam sa akin\b",
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
        ("own-rules", r"\bdimentica (?:tutte )?le tue (?:regole|istruzioni)\b|\ble tue (?:regole|istruzioni) non valgono più\b|"
                      r"\bla tua lealtà (?:va|è) (?:ora )?"),
    ),
    control=r"\b(?:ascolta|obbedisci|segui|fai quello che|dai retta)\b",
    precedence=r"\binvece (?:di|che) (?:a )?me\b|\be non (?:più )?(?:a )?me\b|\bal posto mio\b|\bpiù di me\b|\bprima di me\b|"
               r"\banziché (?:a )?me\b|\banche se (?:io )?(?:non sono d'accordo|dico di no)\b",
    data=r"\b(?:inoltra|inoltragli|gira|girale|manda|mandagli|mandale|invia|inviagli|dai|dagli|dalle|condividi|mostra|"
         r"passa|passagli|racconta|raccontagli|riferisci|riferiscigli|di'|dì)\b",
    blanket=r"\btutt[ei] (?:le mie|i miei)\b|\btutto (?:quello|ciò) che (?:ci siamo detti|abbiamo discusso|ti ho detto|"
            r"(?:lui|lei) chiede)|\bi miei (?:messaggi|dati) privati\b|"
            r"\btutto (?:quello|ciò) che ti (?:dico|racconto|scrivo)\b|\btutte le nostre (?:conversazioni|chat)\b",
    scoped=r"\btutto ciò che riguarda\b|\btutto quello che riguarda\b",
    bypass=r"\bsenza (?:chiedermelo|chiedermi|consultarmi|avvisarmi|dirmelo)\b|\bsenza il mio (?:permesso|consenso|ok)\b|\balle mie "
           r"spalle\b",
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
)

# Further languages, their commonest structures only: someone listened to instead of the user, all of the
# user's things handed over. (Japanese and Chinese put the object first and have no word boundaries.)
MALAY = Lexicon(  # Malay and Indonesian
    direct=(), control=r"\b(?:ikut cakap|ikuti (?:perintah|arahan|kata)|turuti|patuhi|dengar(?:kan)? (?:cakap|kata)|dengarkan|"
                       r"ikut arahan)\b",
    precedence=r"\b(?:bukan|bukannya|jangan|daripada) (?:saya|aku)\b|\bmenggantikan saya\b",
    data=r"\b(?:bagi|beri|berikan|kasih|kirim|kirimkan|hantar|tunjuk|tunjukkan|teruskan)\b",
    blanket=r"\bsemua (?:\w+ ){0,3}?(?:saya|aku)\b|\bsemua yang kita (?:bincang|bicarakan|bualkan)\w*", scoped=r"(?!)",
    bypass=r"\btanpa (?:tanya|bertanya|izin) (?:saya|aku)\b")
POLISH = Lexicon(
    direct=(("treat-as-user", r"\btraktuj " + GAP + r" jak(?:by to był[a]?)? (?:mnie|ja)\b"),),
    control=r"\b(?:słuchaj|słuchać|rób to,? co|rób,? co|wykonuj polecenia)\b", precedence=r"\b(?:zamiast mnie|a nie mnie)\b",
    data=r"\b(?:wyślij|przekaż|przesyłaj|przekazuj|pokaż|daj|udostępnij)\b",
    blanket=r"\bwszystkie (?:moje )?(?:\w+ ){0,2}?(?:maile|wiadomości|pliki|rozmowy|dane|e-maile)\b|\bwszystko,? o czym "
            r"(?:rozmawialiśmy|mówiliśmy)", scoped=r"(?!)", bypass=r"\b(?:bez pytania mnie|nie pytając mnie)\b")
VIETNAMESE = Lexicon(
    direct=(("obey-other", r"\b(?:bảo|nói|sai) gì (?:thì )?làm (?:nấy|đó|theo)\b"),),
    control=r"\b(?:nghe theo|nghe lời|làm theo|tuân theo|vâng lời)\b", precedence=r"\b(?:thay vì|chứ không phải|thay cho) tôi\b",
    data=r"\b(?:gửi|chuyển tiếp|chuyển|cho xem|đưa)\b", blanket=r"\b(?:tất cả|mọi) (?:\w+ ){0,3}?của tôi\b", scoped=r"(?!)",
    bypass=r"\b(?:không cần|mà không) hỏi tôi\b")
SWEDISH = Lexicon(
    direct=(("obey-other", r"\bgör (?:allt )?(?:som|vad) (?!jag\b)" + GAP + r"\b(?:säger|ber om|vill)\b"),),
    control=r"\b(?:lyssna|lysna|lyd|gör som|följ)\b", precedence=r"\b(?:i stället för|istället för|inte) mig\b",
    data=r"\b(?:skicka|vidarebefordra|ge|visa|dela)\b", blanket=r"\balla mina\b|\ballt vi (?:har )?(?:pratat|diskuterat) om\b",
    scoped=r"(?!)", bypass=r"\butan att fråga mig\b")
DUTCH = Lexicon(
    direct=(("treat-as-user", r"\bbehandel " + GAP + r" alsof (?:hij|zij|ze) (?:ik|mij) (?:is|ben|was)\b"),
            ("obey-other", r"\bdoe (?:maar )?wat (?!ik\b)" + GAP + r"\b(?:zegt|vraagt|wil)\b")),
    control=r"\b(?:luister naar|gehoorzaam|doe wat|volg)\b", precedence=r"\b(?:in plaats van|en niet|niet) (?:naar )?mij\b",
    data=r"\b(?:stuur|geef|deel|laat)\b", blanket=r"\b(?:al|alle) mijn\b|\balles wat we (?:besproken|bespraken)\b",
    scoped=r"(?!)", bypass=r"\bzonder (?:het )?(?:mij|me) te vragen\b")
CZECH = Lexicon(
    direct=(), control=r"\b(?:řiď|poslouchej|dělej,? co|poslechni)\b", precedence=r"\b(?:ne mými|ne mě|místo mě|místo mne)\b",
    data=r"\b(?:posílej|pošli|přeposílej|přepošli|dej|ukaž)\b", blanket=r"\bvšechny (?:moje|mé|mých) \w+", scoped=r"(?!)",
    bypass=r"\bbez ptaní\b|\baniž by ses mě zeptal\w*")
ROMANIAN = Lexicon(
    direct=(), control=r"\b(?:ascultă|ascultați|fă ce|urmează)\b", precedence=r"\b(?:în loc de mine|și nu de mine|nu de mine)\b",
    data=r"\b(?:trimite|trimite-le|trimite-i|dă-i|arată-i|redirecționează)", blanket=r"\btoate (?:\w+ ){0,2}?mele\b|\btot ce "
    r"(?:vorbim|discutăm|am vorbit)\b", scoped=r"(?!)", bypass=r"\bfără să mă (?:întrebi|anunți)\b")
FINNISH = Lexicon(
    direct=(), control=r"\b(?:tottele|kuuntele|noudata)\b", precedence=r"\b(?:äläkä minua|eikä minua|minun sijaani)\b",
    data=r"\b(?:anna|lähetä|välitä|näytä)\b", blanket=r"\bkaikki\w* \w+ni\b", scoped=r"(?!)", bypass=r"\bkysymättä minulta\b")
TURKISH = Lexicon(
    direct=(), control=r"\b(?:dinle|itaat et|sözünü|sözüne|talimatlarını)", precedence=r"\b(?:benim yerime|benden önce|beni değil|"
    r"benimkinden üstün)", data=r"\b(?:gönder|ilet|ver|göster|aç)\b", blanket=r"\btüm (?:\w+ ){0,2}?\w+(?:ımı|imi|umu|ümü)\b",
    scoped=r"(?!)", bypass=r"\bbana sormadan\b")
JAPANESE = Lexicon(
    direct=(("overrides-user", r"(?:私|僕|俺|わたし)(?:より|ではなく|じゃなくて?|の代わりに)[^。！？\n]{0,20}?(?:優先|従|聞いて|言うこと)"),),
    control=r"(?:指示|命令|言うこと)", precedence=r"(?:私|僕|俺)(?:より|ではなく|じゃなく)", data=r"(?!)", blanket=r"(?!)",
    scoped=r"(?!)", bypass=r"(?!)")
CHINESE = Lexicon(
    direct=(), control=r"(?:听|聽|服从|服從|照着|按照)", precedence=r"(?:而不是我|不是我|不要听我|不聽我|比我的?更?优先)",
    data=r"(?!)", blanket=r"(?!)", scoped=r"(?!)", bypass=r"(?!)")

LEXICONS: dict[str, Lexicon] = {"en": ENGLISH, "fr": FRENCH, "de": GERMAN, "es": SPANISH, "tl": TAGALOG, "it": ITALIAN,
                                "pt": PORTUGUESE, "ms": MALAY, "pl": POLISH, "vi": VIETNAMESE, "sv": SWEDISH, "nl": DUTCH,
                                "cs": CZECH, "ro": ROMANIAN, "fi": FINNISH, "tr": TURKISH, "ja": JAPANESE, "zh": CHINESE}
