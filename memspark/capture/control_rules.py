"""The phrase tables of :mod:`memspark.capture.control`: the shape of one language's table (:class:`Lexicon`)
and the English table (the other languages: :mod:`memspark.capture.control_rules_full` and
:mod:`memspark.capture.control_rules_more`).

Every string is a regular-expression fragment over the message's matching form (NFKC, case-folded,
curly apostrophes made straight, runs of space made one). A fragment never spans a sentence: the
gaps between its parts are ``[^.!?\\n]`` runs of bounded length (linear on long input).
"""

from __future__ import annotations

from dataclasses import dataclass

GAP = r"[^.!?\n]{1,60}?"  # a person or a thing between two parts of one sentence
NOTHING = r"(?!)"
# the rest of a clause: to a comma, a sentence end or a conjunction (English, French, Spanish, German, Italian, Portuguese)
CLAUSE = r"[^,;.!?\n]*?(?=[,;.!?\n]| (?:and|but|then|or|et|mais|puis|ou|y|pero|und|aber|oder|dann|e|ma|poi|mas)\b|$)"


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
    it", "go along with it"); ``shield``: what a protective rule answers the asker with, the user's things kept
    from them: a refusal or withholding addressed to them ("don't give them anything", "nothing about where I
    am", "no le des nada"), a reply the user dictates ("tell them I'll call back", "say you can't share
    that") or the asker sent on to someone else or back to the user ("tell them to go through Jo", "dile
    que hable conmigo"). The last four default to matching nothing."""

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
    shield: str = NOTHING


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
        ("obey-other", r"\b(?:take|taking|accept|get) (?:your |all |any |the )?(?:orders|instructions|commands|directions?|"
                       r"marching orders) (?:only |directly |straight )?from (?!me\b|us\b|myself\b)"),
        ("obey-other", r"(?:^|[,;:—–-] ?|\b(?:and|just|please|now|then|always|simply|you|you'll|you will|you must) )"
                       r"obey (?!me\b|only me\b|myself\b|the (?:law|rules|speed|limit)\b)"),
        ("obey-other", r"(?:^|[,;:—–-] ?|\b(?:and|just|please|now|then|always|simply|you'll|you will|you must|to|from now on|"
                       r"going forward|from today),? )"
                       r"do (?:what|whatever|anything|everything|exactly what) (?!i\b|you\b)" + GAP +
                       r"\b(?:says?|tells? you|asks?(?: you)?|wants?|orders?|decides?|instructs?)\b"),
        ("obey-other", r"\bwhatever (?!i\b)" + GAP + r"\b(?:says|wants|decides|tells you),? (?:goes|is final|is law|wins)\b"
                       r"(?=.*\b(?:you|your|from now on|going forward)\b)"),
        ("overrides-user", r"\b(?:word|say|instructions?|orders?|decisions?|requests?|wishes|calls?)(?: (?:about|on|for|regarding) "
                           r"(?:\w+ ){0,2}?\w+)?(?: (?:that|which))? (?:always |would |will |can |may )?(?:overrides?|"
                           r"overrules?|trumps?|outranks?|takes? (?:priority|precedence) over|counts? (?:for )?more than|"
                           r"comes? (?:before|ahead of)|beats?|wins? over|(?:is|are) (?:more important than|above)|"
                           r"(?:matters?|weighs?) more than|ranks? above) (?:mine|me|my (?:own )?\w+|what i say)\b"),
        # a person above the user in what the assistant does: "the head of the team outranks me in everything you do"
        ("overrides-user", r"\b(?:outranks?|overrules?|trumps?|overrides?|ranks? above) me\b[^.!?\n]{0,12}?\b(?:in|on|for|with|"
                           r"when it comes to) (?:everything|anything|whatever|all|all of what|all that) (?:that )?you\b"),
        # someone's instructions followed, the user's not: "follow the officer's instructions about how you work, not mine"
        ("overrides-user", r"\b(?:follow|obey|go by|go with|stick to|apply|take|listen to)\b[^.!?\n]{1,90}?\b(?:instructions|"
                           r"orders|directions|word|say|rules|wishes|requests|lead|guidance)\b[^.!?\n]{0,50}?,? (?:not|and not|"
                           r"instead of|rather than|over|above|before) mine\b"),
        # the user's privacy rules dropped when someone asks: "forget the rules about confidentiality when she asks"
        ("own-rules", r"(?<!never )(?<!n't )(?<!not )\b(?:forget|ignore|drop|waive|set aside|skip|bend|relax|disregard) (?:the |your |"
                      r"my |all |any )?(?:rules?|"
                      r"policy|policies) (?:about|on|around|of|for) (?:confidentiality|privacy|secrecy|discretion|data protection)\b"
                      r"(?=[^.!?\n]*\b(?:when|whenever|if|for)\b)"),
        ("overrides-user", r"\b(?:can|may|is allowed to|gets to) (?:override|overrule|veto|countermand) (?:me|mine|my (?:own )?"
                           r"(?:decisions?|instructions?|word|calls?))\b"),
        ("overrides-user", r"\b(?:says?|tells? you|wants?|asks?|decides?)\b[^.!?\n]{0,60}?\beven (?:if|when|though) i (?:disagree|"
                           r"object|say (?:no|otherwise)|tell you (?:not to|otherwise|no)|don't agree|refuse)\b"),
        ("treat-as-user", r"\btreat (?!me\b)" + GAP + r"\b(?:as if|as though|like|the same as|as) (?:(?:he|she|they|it)"
                          r"(?:'s|'re| is| are| were| was) )?(?:me|myself|the user|your user)\b"),
        ("treat-as-user", r"\b(?:treat|consider|count|regard|handle) " + GAP + r"\b(?:as|like) (?:if (?:it|they|he|she) "
                          r"(?:were|was|came) from |coming from |though (?:it|they) (?:were|came) from )(?:me|myself)\b"),
        ("treat-as-user", r"\bas (?:if|though) (?:he|she|they|it)(?:'s|'re| is| are| were| was) me\b|\b(?:treat|take|handle) "
                          r"(?:it|that|them|the call|their call|the request) as (?:if|though) i(?:'m| am| was| were) (?:the one )?(?:calling|"
                          r"asking|ringing|phoning|speaking|writing|texting)\b|\b(?:assume|pretend|act as if)"
                          r" (?:it's|it is|that's|that it's|they're|he's|she's) (?:really |actually |just )?me\b|\bas good as mine\b|"
                          r"\bspeaks for me (?:with|to) you\b|\band (?:i|me) are (?:basically |essentially |practically |more or "
                          r"less )?(?:the same person|one and the same|interchangeable)\b(?=[^.!?\n]*\byou\b)"),
        ("data-handover", r"\b(?:hand|give|grant|share)\b[^.!?\n]{0,30}?\b(?:the keys?|full access|access|the passwords?|"
                          r"logins?) to (?:everything|all (?:of )?my\b|my (?:(?:personal|private|work|main|whole) )?(?:inbox|email|e-mail|mail|"
                          r"accounts?|notes|messages|phone|memories|calendar|bank(?:ing)?(?: app| account)?|savings|cards?))"),
        ("obey-other", r"\b(?:decides?|has the (?:last|final) (?:word|say)|calls the shots|has (?:authority|control|the say)|"
                       r"gives the orders|makes the (?:calls|decisions))\b[^.!?\n]{0,20}?\b(?:over you|for you|what you do|"
                       r"what you can|what you should)\b"),
        ("obey-other", r"\b(?:authority|control|power|command|charge|the (?:last|final) (?:word|say)|a veto)\b (?:\w+ ){0,2}?"
                       r"over you\b|\byour chain of command\b|\b(?:put|rank|place|keep) (?!me\b)" + GAP + r" above me\b"),
        ("obey-other", r"\byou now work for\b|\byou work for (?!me\b|us\b)[^.!?\n]{1,40}? now\b|\b(?:from now on|going "
                       r"forward|from today),? you work for (?!me\b|us\b)"),
        ("obey-other", r"\b(?:anything|everything|whatever) (?!i\b)" + GAP + r" (?:tells?|asks?) you(?: to do)?(?: (?:with|about|"
                       r"on|for) [^.!?\n]{1,60}?)?,? (?:just )?do it\b|\b(?:anything|everything|whatever) (?!i\b)" + GAP + r" (?:tells?|asks?) "
                       r"you to (?P<act>\w+)\b[^.!?\n]{0,60}?,? (?:just )?(?P=act) it\b"),
        ("overrides-user", r"\bif (?!you\b)" + GAP + r" and i (?:disagree|differ|argue|(?:tell you|say|want|ask for) (?:different|"
                           r"conflicting|opposite|contradictory) things)\b[^.!?\n]{0,30}?\b(?:go with|side with|"
                           r"listen to|follow|do what|back) (?!me\b)|\band i disagree\b[^.!?\n]{0,30}?\b(?:wins|goes|is right|"
                           r"takes priority)\b"),
        ("obey-other", r"\b(?:you're|youre|you are|ur|u r) (?:now )?(?:my )?(?:\w+ ){0,3}?\w+'s (?:\w+ )?(?:assistant|ai|bot|agent|"
                       r"helper)\b"),
        ("treat-as-user", r"\bcan (?:approve|authori[sz]e|sign off|decide on|make) (?:any|every|all)\b(?=[^.!?\n]*\b(?:(?:don't|dont|do "
                          r"not) need to (?:check|ask)(?: with)? me|without (?:asking|checking with) me)\b)"),
        ("treat-as-user", r"\bcounts? as (?:mine|my own|coming from me|(?:me|myself)\b(?! \w+ing\b))\b|\b(?:to be|as|are) my own (?:instructions|orders|"
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
        ("own-rules", r"(?<!you )(?<!\bme )(?<!\bi )\b(?:can|may|is allowed to|gets to) (?:(?:tell|ask|get) you to )?(?:change|rewrite|reset|alter|adjust|reprogram|tweak) (?:how you "
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
         r"pass(?: on| along)?|show|cc|cc'd|cc him|cc her|disclose|leak|relay|(?<!\bi )(?<!\bwe )(?<!\byou )(?:can|may|could) (?:have|read|see|access|look at|look through|go through|view)|"
         r"read out|tell(?! (?:him|her|them|[a-z]+) to \w)|report|copy (?!all\b)" + GAP + r" in on|loop " + GAP + r" in on|keep " + GAP + r" (?:posted|informed|updated|in the loop) (?:on|about)|(?:gets?|receives?) (?:a )?cop(?:y|ies) of|copy (?=(?:every|each) ))"
         r"(?:s|es|ed|d|n|ing)?\b(?! ?(?:me|myself|us)\b)",  # a whole word, an inflection at most ("pass" is no verb in "passwords")
    blanket=r"\b(?:all (?:of )?my|every one of my|all the) (?:[\w']+ ){0,2}?(?:emails?|e-mails?|mail|messages|texts|chats?|"
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
    scoped=r"\b(?:anything|everything) (?:about|to do with|related to|regarding|on|concerning|that mentions|in (?:my|our))\b",
    bypass=r"\bwithout (?:asking|checking with|telling|informing|consulting|notifying|running it by|my (?:approval|"
           r"permission|consent|ok|say-?so))(?: me)?\b|\bbehind my back\b|\b(?:don't|do not|never) (?:tell|ask|check with|"
           r"inform|notify) me\b|\beven if i (?:say no|object|disagree)\b|\bno need to (?:ask|check with) me\b|\b(?:don't|do not) need my (?:ok|okay|"
           r"permission|approval|consent|say-?so)\b|\bstop(?:ped)? checking with me\b|\bstop(?:ped)? asking (?:me|for my) (?:to )?"
           r"(?:for )?(?:approval|permission|confirmation|confirm|ok)|\b(?:skip|turn off|drop) (?:the |my |your )?confirmation|\b(?:don't|do "
           r"not) (?:have|need) to (?:check|confirm) (?:it )?with me\b|\bno need to (?:bother|ask|check with|confirm with) me\b|"
           r"\b(?:don't|do not) bother (?:confirming|checking) with me\b|\b(?:don't|do not) bother (?:asking|checking with) me\b|"
           r"\b(?:don't|do not|you don't|you do not) (?:need|have) to double-?check (?:it )?with me\b|\b(?:didn't|did not|weren't to|stopped) "
           r"(?:check(?:ing)?|ask(?:ing)?|confirm(?:ing)?)(?: it)? with me\b|\b(?:don't|do not|no need to) wait for (?:me to (?:say yes|say ok|"
           r"ok|okay|approve|agree|confirm)|my (?:ok|okay|yes|approval|go-ahead|answer|say-?so))\b",
    trigger=r"\b(?:when|whenever|if|any ?time|each time|every time) (?!i\b|i'm\b|you\b|we\b|it\b)[^.!?\n]{1,40}?\b(?:asks?|"
            r"wants?|requests?|says?(?! (?:she|he|they|it|that|we|i)\b)|says (?:that )?i(?:'ve| have| had)? (?:said|approved|"
            r"agreed|okayed|ok'd|allowed|signed off|cleared)|tells you|messages you|emails? you|changes|edits|"
            r"feels? like|likes|pleases|needs|calls(?: you)?|rings(?: you)?|phones(?: you)?|texts you|contacts you|gets in touch)\b|"
            r"\b(?:anyone|anybody|whoever|everyone|someone)\b[^.!?\n]{0,30}?\b(?:asks?|asking|emails?|calls?|wants?|requests?|"
            r"rings?|phones?|texts?|messages?|writes?)\b|\b(?:the|my|our|his|her|their) (?!user\b)\w+ (?:finds|picks|chooses|"
            r"proposes|suggests|offers|lines up)\b|\bwhat(?:ever)? (?:they|he|she|the \w+) (?:bills?|invoices?|charges?)\b",
    sensitive=r"\b(?:(?:home )?(?<!\bto the )(?<!\bto their )(?<!\bto his )(?<!\bto her )(?<!email )(?<!e-mail )"
              r"(?<!office )(?<!work )(?<!business )(?<!company )(?<!shop )(?<!web )(?<!ip )(?<!return )address(?:es)?|location|whereabouts|where (?:i|we|the kids)(?: and i)? (?:am|are|live|stay|"
              r"staying)|passwords?|pins?|logins?|login details|credentials|passport|bank (?:details|statements?|balance|account)|account (?:details|email|number|"
              r"login)|medical|therapy|(?:phone|mobile) numbers?|contact details|credit card|salary|earnings|tax (?:details|data|"
              r"records|returns?|documents|number|id|code|file)|national insurance number|social security number|the whole (?:thing|lot|file|"
              r"folder|record|archive)|all of it)\b|\bmy (?:\w+ ){0,2}?(?:notes|records|"
              r"messages|emails|files|contacts|details|data|finances|documents|history|chats?)\b",
    comply=r"(?<!n't )(?<!not )(?<!never )\b(?:just|simply) (?:do it|go ahead|go along with|go with it|do (?:what|as) "
           r"(?:he|she|they) (?:says?|asks?|wants?))|"
           r"\bgo along with (?:it|whatever|that|what)\b|(?<!n't )(?<!not )(?<!never )(?:[,;:] ?|\b(?:just|simply|then|well|fine)"
           r" )(?:send|give|hand|pass|forward|share)(?: (?:him|her|them))? (?:it|them|those|that|the lot|all of it)\b(?: over| on| "
           r"across)?(?: to (?:him|her|them))?(?=[,;:.!?\n]| (?:and|but|too|as well|directly|straight away|right away|whenever|any ?time)\b|$)|\blet (?:him|her|them) have (?!a word\b|a go\b|a look\b|a think\b)|\bgo with it\b|\bdo it,? no questions\b|(?:[,;:] ?|\b(?:just|simply|then|please|and|you can|you may|you should|always) )"
           r"take (?:her|his|their|them|its) word(?: for it)?\b|\b(?:assume|consider|take it) "
           r"(?:that )?i(?:'ve| have)? (?:already )?(?:said yes|agreed|approved|signed off)\b",
    shield=(  # refused or withheld from the asker; a reply the user dictates; the asker sent elsewhere or back to the user
        r"\b(?:don't|dont|do not|never|not)(?: ever)? (?:give|send|tell|show|share|hand|pass|read|forward|say) (?:(?:him|her|them|"
        r"anyone|anybody) )?(?:anything|a thing|any of it|a word)\b|\bnothing (?:about|else|more|on|of|from)\b" + CLAUSE +
        r"|\binstead of (?:answering|replying|responding|telling (?:him|her|them)|giving (?:him|her|them)|handing it over)\b|"
        r"\b(?:refer|point|direct|redirect|send) (?:him|her|them) (?:on |over |back )?to\b[^,;.!?\n]{1,40}? instead\b(?: of \w+)?|"
        r"\b(?:refer|point|direct|redirect) (?:him|her|them) (?:on |back )?to\b|"
        r"\b(?:tell|say to) (?:him|her|them|[a-z]+) (?:that )?(?:i'll|i will|i'm|i am|i'd|we(?:'ll| will|'re| are| need| can't| "
        r"don't)|it's|there's|you'll|you can't|you're not|no\b|nothing\b)" + CLAUSE + r"|\bsay (?:that )?(?:you'll|you will|you'd|"
        r"you can't|you cannot|you don't|i'll|i'm|i am|i will|we'll|we're|it's|no\b|nothing\b)" + CLAUSE +
        r"|\btell (?:him|her|them|[a-z]+) to (?!have\b|take\b|get\b)\w+" + CLAUSE + r"|\b(?:tell|say to) (?:him|her|them) (?:that )?"
        r"(?:the |my |our )?\w+(?: \w+)? (?:will|'ll|would|is going to|can) (?:call|ring|phone|email|write|reply|get back|be in touch|"
        r"contact|deal with|sort|handle|follow up)\b" + CLAUSE + r"|\b(?:ask|check with|run it by|clear it with) me "
        r"(?:first|before)\b"),
)
