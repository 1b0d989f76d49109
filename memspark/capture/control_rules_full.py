"""The phrase tables of :mod:`memspark.capture.control` for French, German, Spanish, Tagalog, Italian and
Portuguese, the languages with full tables besides English (see :mod:`memspark.capture.control_rules` for
what each field of a :class:`~memspark.capture.control_rules.Lexicon` means).
"""

from __future__ import annotations

from memspark.capture.control_rules import CLAUSE, ENGLISH, GAP, Lexicon

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
        ("obey-other", r"\btu travailles (?:désormais |maintenant |dorénavant )?pour (?!moi\b)[^.!?\n]{1,60}?(?:\bmaintenant\b|"
                       r"\bdésormais\b|\b(?:et )?(?:plus|pas|non) pour moi\b)"),
        ("treat-as-user", r"\btraite(?:z)? " + GAP + r" comme (?:si c'était |s'il s'agissait de )?moi\b|\bcomme si "
                          r"(?:c'était|il était|elle était) moi\b"),
        ("own-rules", r"\b(?:oublie|ignore|oubliez|ignorez) (?:toutes )?(?:tes|vos) (?:règles|instructions|consignes|directives)\b"
                      r"|\bne (?:plus )?(?:appliquer|suivre|respecter)\b[^.!?\n]{0,30}?\b(?:règles|consignes|paramètres)\b[^.!?\n]"
                      r"{0,30}?\bque je (?:t'ai|vous ai) (?:données|donnés|fixées|dites)\b"
                      r"|\b(?:tes|vos) (?:règles|instructions|consignes) ne (?:s'appliquent|comptent) plus\b|\b(?:ta|votre) "
                      r"(?:loyauté|fidélité) (?:va|est) (?:désormais |maintenant )?(?:à|envers)\b"),
        ("own-rules", r"(?<!n')\boublie(?:z)? (?:les|la|tes|vos) (?:règles?|consignes?) (?:de|sur la|sur le) (?:confidentialité|discrétion|"
                      r"secret)\b(?=[^.!?\n]*\b(?:quand|si|lorsque|s'ils?)\b)"),
    ),
    control=r"\b(?:écoute(?:z|ras)?|obéis|obéissez|suis|suivez|fais ce qu|faites ce qu|prends tes ordres)\b",
    precedence=r"\b(?:et )?(?:plus|pas|non) (?:à )?moi\b|\bau lieu de (?:moi|m'écouter)\b|\bplutôt que (?:moi|de m'écouter)\b|"
               r"\bà ma place\b|\bavant moi\b|\b(?:avant|plutôt que|au lieu des?|plus que) (?:les |la |le )?miennes?\b|\bmême si je (?:ne suis pas d'accord|refuse|dis non)\b",
    data=r"\b(?:transmets|transmettez|transmettras|envoie|envoyez|donne|donnez|partage|partagez|fais suivre|transfère|"
         r"transférez|montre|montrez|communique|communiquez|raconte|racontez|répète|répétez|dis|dites)\b",
    blanket=r"\b(?:tous|toutes) (?:les \w+ de )?mes\b|\btout ce (?:qu'on|que nous|que je t'ai) (?:a |avons )?(?:dit|discuté|"
            r"raconté)|\btout ce qu'(?:il|elle|ils|elles) (?:demande|veut)|\bles dossiers de tous mes\b|\btoutes nos conversations\b|\btout ce que je (?:te (?:dis|raconte|confie|"
            r"écris)|t'(?:écris|envoie))\b|\bmes (?:messages|"
            r"conversations|mails|courriels|fichiers|données) privé",
    scoped=r"\btout ce qui (?:concerne|touche)\b",
    bypass=r"\bsans me (?:demander|consulter|prévenir|le dire|poser la question)\b|\bsans mon (?:accord|avis|autorisation)\b|"
           r"\bdans mon dos\b|\bne me (?:dis|demande) rien\b|\b(?:tu )?n'(?:as|avez) plus besoin de me (?:demander|consulter)\b",
    trigger=r"\b(?:si|quand|chaque fois qu(?:e |'))(?! ?je\b|j')[^.!?\n]{1,40}?\b(?:te |vous )?(?:demande|veut|dit|appelle|écrit)\b|\bs'ils?\b"
            r"[^.!?\n]{0,30}?\b(?:te |vous )?(?:demande|demandent|veut|veulent|dit|disent)\b|\bce qu'(?:il|elle|ils|elles) "
            r"(?:facture|facturent|réclame|réclament|demande|demandent)\b",
    comply=r"\b(?:donne|envoie|transmets|passe|montre|fais-(?:lui|leur) suivre)(?:-(?:le|la|les))?-(?:lui|leur)(?:-(?:le|la|les))?"
           r"(?: directement| tout| sans (?:souci|problème|hésiter))?(?=[,;:.!?\n]| (?:et|mais)\b|$)|"
           r"\bconsidère(?:z)? (?:que )?j'ai (?:déjà )?dit oui\b|\bfai(?:s|tes) comme si j'avais (?:déjà )?dit oui\b",
    sensitive=r"\b(?:mon|mes|ma) (?:adresse|emploi du temps|mots? de passe|codes?|comptes?|coordonnées|messages|dossiers|notes)\b|"
              r"\b(?:données|informations|documents|papiers) (?:fiscales|fiscaux|bancaires|d'impôts?)\b|\bnuméro fiscal\b|"
              r"\boù je (?:suis|me trouve|vis|habite)\b",
    shield=(r"\bne (?:lui |leur )?(?:donne|dis|envoie|transmets|montre|communique|partage|raconte)z? rien\b|\brien sur\b" + CLAUSE +
            r"|\bau lieu de (?:lui |leur )?répondre\b|\bdi(?:s|tes)-(?:lui|leur)(?: bien)? (?:de |d'|qu'|que )" + CLAUSE +
            r"|\b(?:renvoie|redirige|oriente)(?:z)?-(?:le|la|les) vers\b|\b(?:demande|vérifie)(?:-moi| avec moi) d'abord\b"),
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
        ("own-rules", r"\bvergiss (?:die|deine) (?:(?:regeln?|vorgaben?) (?:zur|zum|über) )?(?:vertraulichkeit|verschwiegenheit|"
                      r"datenschutz|schweigepflicht)\b(?=[^.!?\n]*\b(?:wenn|falls|sobald)\b)"),
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
    sensitive=r"\bsteuer(?:daten|unterlagen|-?id|nummer|identifikationsnummer|erklärung\w*|bescheid\w*)\b|\bbankdaten\b|"
              r"\b(?:mein|meine|meinen|meinem|meiner) (?:\w+ )?(?:adresse|kontostand|passwort|passwörter|konto|nachrichten|akten|"
              r"daten|befunde|notizen)\b|\bbefunde\b|\bwo ich (?:bin|wohne)\b",
    shield=(r"\b(?:gib|sag|schick|zeig|erzähl|nenn)e? (?:ihm|ihr|ihnen) (?:gar )?nichts\b|\bnichts über\b" + CLAUSE +
            r"|\bstatt (?:ihm |ihr |ihnen )?zu antworten\b|\bsag(?:e)? (?:ihm|ihr|ihnen),? (?:dass |er |sie )" + CLAUSE +
            r"|\bverweise (?:ihn|sie) an\b|\bfrag(?:e)? (?:mich )?(?:zuerst|vorher)(?: mich)?\b"),
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
        ("treat-as-user", r"\btrata a " + GAP + r" como (?:si fuera(?:s)? )?(?:yo|a mí)\b|\bcomo si (?!yo\b)(?:\w+ ){1,3}fuera yo\b"),
        ("overrides-user", r"\by yo\b[^.!?\n]{0,30}?\b(?:distintas|diferentes|contrarias|opuestas|distinto|diferente)\b[^.!?\n]{0,40}?"
                           r"\b(?:hazle caso|haz caso|escucha|sigue|obedece)\b(?! a (?:mí|los dos|las dos|ambos|ambas|nosotros|nosotras)\b)"),
        ("own-rules", r"\bolvida (?:las|la|tus) (?:reglas?|normas?) de (?:confidencialidad|privacidad|secreto|discreción)\b"
                      r"(?=[^.!?\n]*\b(?:cuando|si)\b)"),
        ("own-rules", r"\bolvida (?:todas )?tus (?:reglas|instrucciones|normas)\b|\btus (?:reglas|instrucciones) ya no (?:valen|"
                      r"aplican|cuentan)\b|\btu lealtad (?:es|está) (?:ahora )?con\b"),
    ),
    control=r"\b(?:escúcha\w*|escucha\w*|obedéce\w*|obedece\w*|sígue\w*|sigue|haz lo que|haz caso|hazle caso|recibe órdenes)\b",
    precedence=r"\ben (?:vez|lugar) de (?:a )?mí\b|\by (?:ya )?no a mí\b|\bantes que a mí\b|\bpor encima de (?:mí|lo que yo)\b|"
               r"\bmás que a mí\b|\b(?:antes que|por encima de|en (?:vez|lugar) de) (?:las|los) mí(?:as|os)\b|\baunque yo (?:no esté de acuerdo|diga que no)\b",
    data=r"\b(?:dáse\w*|díse\w*|pása\w*|reenvía|reenvíale|envía|envíale|manda|mándale|pásale|pasa|dale|da|comparte|compártele|enséñale|muéstrale|cuéntale|cuenta|dile)\b",
    blanket=r"\b(?:todos|todas) (?:los |las )?mis\b|\btodo lo que (?:hemos hablado|hablamos|te he contado|te cuento|(?:él|ella) "
            r"(?:pida|quiera))|\bmis (?:mensajes|correos|conversaciones) privad|\btodo lo que "
            r"(?:te digo|te cuento|te cuente|te diga|te escribo|hablo contigo)\b|\btodas nuestras conversaciones\b",
    scoped=r"\btodo lo (?:relacionado con|que tenga que ver con)\b",
    bypass=r"\bsin (?:preguntarme|consultarme|avisarme)\b|\bsin mi (?:permiso|aprobación|consentimiento)\b|\ba mis espaldas\b|"
           r"\bno me (?:preguntes|consultes)\b|\bno hace falta (?:que me (?:lo )?(?:preguntes|consultes)|preguntarme|consultarme)\b|"
           r"\bdeja de (?:pedirme (?:permiso|autorización)|preguntarme|consultarme)\b",
    trigger=r"\b(?:si|cuando|cada vez que)(?! yo\b)[^.!?\n]{1,40}?\b(?:te )?(?:pide|pida|pregunta|pregunte|quiere|quiera|dice|"
            r"diga|llama|llame|escribe|escriba)\b|\b(?:cualquiera|quien|quienquiera|alguien) que (?:te )?(?:llame|pida|pregunte|escriba|venga|diga)\b",
    sensitive=r"\b(?:datos|documentos|papeles) (?:fiscales|bancarios|tributarios)\b|\bnúmero (?:fiscal|de identificación fiscal)\b|"
              r"\b(?:mi|mis) (?:dirección|direccion|horarios?|contraseñas?|claves?|cuentas?|ganancias|mensajes|correos|datos|"
              r"notas)\b|\bdónde (?:estoy|vivo)\b",
    shield=(r"\bno (?:le |les )?(?:des|digas|mandes|envíes|enseñes|muestres|pases|reenvíes|cuentes|compartas) nada\b|\bnada sobre\b" +
            CLAUSE + r"|\ben (?:lugar|vez) de (?:responder|contestar)(?:le|les)?\b|\bdi(?:le|les) que (?:no\b|(?:me |se |lo |te )?"
            r"(?:hable|hablen|llame|llamen|escriba|escriban|pregunte|pregunten|consulte|consulten|ponga|pongan|espere|esperen|vaya|"
            r"vayan|pase|pasen|contacte|contacten|dirija|dirijan)\b|yo (?:le|les|lo|me)\b)" + CLAUSE +
            r"|\b(?:pregúntame|consúltame) (?:antes|primero)\b"),
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
        ("own-rules", r"\bdimentica (?:le|la|tue) (?:regole?|norme?) (?:sulla|di|della|sulle) (?:riservatezza|privacy|segretezza)\b"
                      r"(?=[^.!?\n]*\b(?:se|quando)\b)"),
        ("obey-other", r"\btuo (?:utente|capo|padrone) (?:principale|vero)\b|\btuo vero (?:utente|capo)\b|\bnon sei più il mio "
                       r"assistente\b|\b(?:quello|ciò) che (?:dice|chiede|vuole|ordina) (?!io\b)" + GAP + r"\blo (?:fai|esegui|farai)\b"),
        ("own-rules", r"\bdimentica (?:tutte )?le tue (?:regole|istruzioni)\b|\ble tue (?:regole|istruzioni) non valgono più\b|"
                      r"\bla tua lealtà (?:va|è) (?:ora )?"),
    ),
    control=r"\b(?:ascolta|obbedisci|segui|fai quello che|dai retta)\b",
    precedence=r"\binvece (?:di|che) (?:a )?me\b|\be non (?:più )?(?:a )?me\b|\bal posto mio\b|\bpiù di me\b|\bprima di me\b|"
               r"\banziché (?:a )?me\b|\b(?:prima delle|più delle|invece delle) mie\b|\banche se (?:io )?(?:non sono d'accordo|dico di no)\b",
    data=r"\b(?:diglie\w*|digli|dille|daglie\w*|inoltra|inoltragli|gira|girale|manda|mandagli|mandale|invia|inviagli|dai|dagli|dalle|condividi|mostra|"
         r"passa|passagli|racconta|raccontagli|riferisci|riferiscigli|di'|dì)\b",
    blanket=r"\btutt[ei] (?:le mie|i miei)\b|\btutto (?:quello|ciò) che (?:ci siamo detti|abbiamo discusso|ti ho detto|"
            r"(?:lui|lei) chiede)|\bi miei (?:messaggi|dati) privati\b|"
            r"\btutto (?:quello|ciò) che ti (?:dico|racconto|scrivo)\b|\btutte le nostre (?:conversazioni|chat)\b",
    scoped=r"\btutto ciò che riguarda\b|\btutto quello che riguarda\b",
    bypass=r"\bsenza (?:chiedermelo|chiedermi|consultarmi|avvisarmi|dirmelo)\b|\bsenza il mio (?:permesso|consenso|ok)\b|\balle mie "
           r"spalle\b|\bnon chiedermi (?:più )?(?:conferm\w+|il permesso)\b",
    trigger=r"\b(?:se|quando|ogni volta che)(?! io\b)[^.!?\n]{1,40}?\b(?:ti )?(?:chiede|chiedesse|vuole|dice|chiama|scrive)\b",
    comply=r"(?<!\bnon )\b\w+glie(?:lo|la|li|le|ne)\b(?: pure| tranquillamente| subito)?(?: tutt[oiae])?"
           r"(?=[,;:.!?\n]| (?:e|ma)\b|$)",
    sensitive=r"\b(?:dati|documenti) (?:fiscali|bancari)\b|\bcodice fiscale\b|"
              r"\b(?:il mio|la mia|i miei|le mie) (?:indirizzo|password|conti?|messaggi|dati|note)\b|\bdove (?:mi trovo|sono|abito|"
              r"vivo)\b",
    shield=(r"\bnon (?:dargli|darle|dirgli|dirle|dare|dire|mandare|mandargli|inviare|mostrare|passare|girare) (?:loro )?(?:niente|"
            r"nulla)\b|\bniente su\b" + CLAUSE + r"|\bdi(?:gli|lle) (?:di |che )" + CLAUSE + r"|\b(?:chiedimi|chiedi a me) prima\b"),
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
        ("own-rules", r"(?<!não )\besqueça (?:as|a|suas) (?:regras?|normas?) de (?:confidencialidade|privacidade|sigilo)\b"
                      r"(?=[^.!?\n]*\b(?:se|quando)\b)"),
        ("obey-other", r"\b(?:seu|teu) (?:usuário|usuario) (?:principal|real|verdadeiro)\b|\b(?:seu|teu) (?:verdadeiro|novo) "
                       r"(?:usuário|usuario|chefe|dono)\b|\bvocê não é mais (?:o )?meu assistente\b|\bo que (?!eu\b)" + GAP +
                       r"\b(?:disser|pedir|mandar|quiser),? (?:você|tu) (?:faz|fará|obedece)\b"),
        ("own-rules", r"\besqueça (?:todas )?(?:as )?suas (?:regras|instruções)\b|\bsuas (?:regras|instruções) não (?:valem|"
                      r"se aplicam) mais\b|\bsua lealdade (?:é|agora é) (?:com|para)\b"),
    ),
    control=r"\b(?:ouça|escute|obedeça|siga|faça o que|receba ordens)\b",
    precedence=r"\bem vez de (?:a )?mim\b|\be não (?:mais )?(?:a )?mim\b|\bno meu lugar\b|\bno lugar (?:das|dos|da|do) (?:minhas|meus|"
               r"minha|meu)\b|\bem vez (?:das|dos|da|do) (?:minhas|meus|minha|meu)\b|\be não as minhas\b|\bmais do que (?:a )?mim\b|"
               r"\bacima de mim\b|\b(?:antes das|acima das|em vez das) minhas\b|\bmesmo que eu (?:discorde|diga não)\b",
    data=r"\b(?:encaminhe|encaminha|envie|envia|mande|manda|passe|passa|dê|dá|compartilhe|mostre|repasse|repassa|conte|conta|diga|fale)\b",
    blanket=r"\btod[oa]s (?:os |as )?(?:meus|minhas)\b|\btudo (?:o )?que (?:a gente|nós) (?:conversou|conversamos|falamos|"
            r"discutimos)|\btudo (?:o )?que (?:ele|ela|eles) pedir\b|\bminhas (?:mensagens|conversas) privadas\b|\btudo (?:o )?que eu "
            r"(?:falar|disser|contar|escrever)\b|\btodas as nossas conversas\b",
    scoped=r"\btudo (?:o )?que (?:envolve|tem a ver com)\b|\btudo sobre\b",
    bypass=r"\bsem me (?:perguntar|consultar|avisar)\b|\bsem (?:a )?minha (?:permissão|autorização|aprovação)\b|\bpelas "
           r"minhas costas\b",
    trigger=r"\b(?:se|quando|sempre que)(?! eu\b)[^.!?\n]{1,40}?\b(?:te |lhe )?(?:pedir|pede|perguntar|pergunta|quiser|quer|disser|ligar|liga)\b",
    sensitive=r"\b(?:dados|documentos) (?:fiscais|bancários)\b|\bnúmero (?:fiscal|de contribuinte)\b|\bnif\b|"
              r"\b(?:o meu|a minha|os meus|as minhas|meu|minha|meus|minhas) (?:endereço|senhas?|contas?|mensagens|dados|notas|"
              r"localização)\b|\bonde (?:estou|moro)\b",
    shield=(r"\bnão (?:lhe |lhes )?(?:dê|diga|mande|envie|passe|mostre|conte|repasse|compartilhe|fale) nada\b|\bnada sobre\b" + CLAUSE +
            r"|\bdiga(?:-lhe|-lhes| a (?:ele|ela|eles|elas))? (?:para|que) (?:falar|fale|ligar|ligue|escrever|escreva|procurar|procure|"
            r"esperar|espere|me\b|eu\b|não\b)" + CLAUSE + r"|\bpergunte (?:a mim )?(?:antes|primeiro)\b"),
)

FULL_LEXICONS: dict[str, Lexicon] = {"en": ENGLISH, "fr": FRENCH, "de": GERMAN, "es": SPANISH, "tl": TAGALOG,
                                     "it": ITALIAN, "pt": PORTUGUESE}
