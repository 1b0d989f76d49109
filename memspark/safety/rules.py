"""The injection rules, by family: the regular expressions :mod:`memspark.safety.injection` runs.

Each rule is ``(family, anchors, regex)``: the regex runs only when one of the ``|``-separated anchors
occurs in the text. The families and what they demand are described in :mod:`memspark.safety.injection`.

:data:`AMBIGUOUS_FAMILIES` are the families whose phrases also occur in ordinary writing *about*
something else (a dog taught to "ignore previous commands", an actor who "plays the role of", a
security doc quoting "ignore all previous instructions"): a hit of theirs may be overruled by
:mod:`memspark.safety.mention`. Every other family (fake system/operator messages, chat-template
tags, encoded or spaced-out attacks) is flagged whatever the model says.
"""

from __future__ import annotations

from memspark.safety.carriers import CARRIER_RULES

AMBIGUOUS_FAMILIES = frozenset({"override", "role-switch", "from-now-on", "exfiltration", "addressed-order"})

_VERB = (r"(?:ignore|disregard|forget|override|overrule|bypass|circumvent|skip|drop|discard|abandon|dismiss|"
         r"neglect|nullify|erase|wipe|set aside|put aside|throw (?:out|away)|"
         r"pay no (?:attention|heed) to|stop (?:following|obeying|listening to)|(?:do not|don't|dont) (?:follow|obey)|"
         r"no longer (?:follow|obey)|never mind)")
_PRIOR = (r"(?:previous|prior|above|earlier|preceding|former|initial|original|old|existing|current|past|foregoing|"
          r"given|default|builtin|system|developer|safety|hidden|standing|other|all|any|these|those|every)")
_TARGET = (r"(?:instructions?|guidance|guidelines?|rules?|directives?|prompts?|commands?|orders?|programming|"
           r"training|constraints?|restrictions?|polic(?:y|ies)|directions?|messages?|conditioning|filters?|"
           r"safeguards?|limitations?|boundaries|principles|protocols?|ethics|system prompt|system message|persona|"
           r"context|conversation|settings)(?! (?:table|column|index|files?|folder|directory|repo|branch|section|page|"
           r"docs?|document|engine|module|config|configuration|schema)\b)")
_AGENT_WORD = r"(?:ai|llm|language model|assistant|agent|model|chatbot|bot|gpt|claude)"
_USER = r"(?:user|human|owner|operator|person you are talking to)"
# The agent's own instructions ("your safety rules", "the rules you follow", "constraints placed on you") and
# words that set them aside, within one sentence.
_OWNED = (rf"\byour (?:\w+ ){{0,2}}?(?:{_TARGET}|guardrails|setup(?: text)?)\b|\b(?:{_TARGET}|guardrails) (?:that |which )?"
          r"(?:you (?:follow|were given|received|learned|have been given|were configured with|were trained (?:on|with)|"
          r"operate under|obey)|(?:placed|imposed) (?:on|upon) you|given to you|on you|(?:normally |usually )?(?:limit|"
          r"restrict|bind|govern|constrain)s? you)\b|\b(?:the|this) (?:system prompt|system message|developer message|"
          r"hidden prompt)\b")
_NEGATE = (r"\b(?:ignor(?!es\b)\w*|disregard(?!s\b)\w*|forget|skip|bypass\w*|overrid\w*|overwrit\w*|overrul\w*|discard\w*|drop|"
           r"abandon|set (?:\w+ ){1,3}aside|to one side|lift(?:ed)?|void|no longer (?:apply|follow|obey|valid|matter)|"
           r"scratch|toss|deleted|erased|expired|cancel+ed|nullified|(?:are|is) over|stop applying|aside|"
           r"(?:do|does|should|must) not (?:apply|follow|obey|matter|bind)|stop (?:following|obeying|applying)|"
           r"suspend(?:ed)?|revoked?|turn(?:ed)? off|disabled?|written by mistake|(?:are|is|were) (?:wrong|mistaken|"
           r"outdated|obsolete|invalid|fake))\b")
_OWNED_ANCHORS = ("ignor|disregard|forget|skip|bypass|overrid|overwrit|overrul|discard|drop|abandon|aside|one side|lift|"
                  "scratch|toss|deleted|erased|expired|cancel|nullified| over|"
                  "void|no longer|not apply|not follow|not obey|not matter|not bind|stop |suspend|revoke|turn|disable|"
                  "mistake|wrong|outdated|obsolete|invalid|fake")
# A rule's regex runs only when one of its anchors occurs in the text (a plain substring test): most
# rules are skipped for most memories, which keeps the detector near 1 ms per 2 KB. Every match contains
# an anchor (a test checks this on the corpus).
_VERB_ANCHORS = ("ignor|disregard|forget|overrid|overrul|bypass|circumvent|skip|drop|discard|abandon|dismiss|neglect|"
                 "nullif|erase|wipe|aside|throw|pay no|stop |not follow|not obey|dont|no longer|never mind")

# words that rewrite the agent's own instructions, and what they rewrite
_REWRITE = (r"(?:update|modify|change|replace|rewrite|edit|amend|alter|revise|adjust|reprogram|reconfigure|reset|"
            r"overwrite|rewire)")
# the verb and "your" side by side: the rule is skipped for every text without such a pair (most of them)
_REWRITE_ANCHORS = "|".join(f"{v} your" for v in ("update", "modify", "change", "replace", "rewrite", "edit", "amend", "alter",
                                                  "revise", "adjust", "reprogram", "reconfigure", "reset", "overwrite", "rewire"))
_SELF_TARGET = (r"(?:instructions?|guidelines|directives?|programming|system prompt|prompt|rules|polic(?:y|ies)|principles|"
                r"protocols?|standing orders|constraints|restrictions|guardrails)")

# A label of a code comment about the program's own behaviour ("// Admin override: staff users skip the rate limiter",
# "# security override: the nightly job skips the quota check", "-- admin override: managers may edit locked rows"):
# the comment marker just before the label. Such a label is flagged only when its line speaks to the agent, of its
# instructions or of how it answers (:data:`_AIMED`), or ends with it (what it orders follows); an HTML comment
# ("<!-- admin override: … -->") is no code comment: it is where attacks hide. ``_NOT_TYPED``: an identifier (the
# words joined) with a type or a literal after it ("adminOverride: boolean", "systemPrompt: string") is code, not a label.
_IN_COMMENT = r"(?<!//)(?<!// )(?<!/\* )(?<![^!]-- )(?<!^-- )(?<!^# )(?<!^#)(?<! # )(?<!^; )"
_COMMENT_MARK = r"(?:/\*+|//+|(?<!\S)(?:#|--|;))[^\S\n]*"
_AIMED = (r"\b(?:you|your|yourself|assistant|ai|llm|model|agent|chatbot|bot|gpt|claude|instructions?|prompts?|rules|ignore|"
          r"disregard|forget|reveal|print|send|email|upload|exfiltrat\w*|obey|comply|safety|filters?|guardrails?|"
          r"restrictions?|moderation|jailbr\w*|unrestricted|uncensored|memor(?:y|ies)|passwords?|credentials?|secrets?|"
          r"api keys?|tokens?|repl(?:y|ies)|respon(?:d|ses?)|answers?|mention|tell|say|forward|output|write|pretend|act as|"
          r"behave|from now on|always|never|(?:do|does) not|don't|dont)\b")
_NOT_TYPED = (r"(?!\s*(?:string|str|bool(?:ean)?|int|integer|number|float|double|optional|none|null|nil|true|false|"
              r"undefined|\d)\b)")

# a chat-template tag after another in a list ("`[INST]` and `<<SYS>>`", "<|user|>, <|assistant|>"): named, not used
_NOT_LISTED = r"(?<! and )(?<!, )(?<! or )(?<! and `)(?<!, `)(?<! or `)"

RULES: tuple[tuple[str, str, str], ...] = (  # (family, anchors: any must occur, regex)
    ("override", _VERB_ANCHORS, rf"\b{_VERB} (?:(?:all|any|every|each) )?(?:of )?(?:the |your |my |these |those |its |his |her |our )?"
                 rf"(?:{_PRIOR} (?:and \w+ )?){{1,3}}{_TARGET}\b"),
    ("override", _VERB_ANCHORS, rf"\b{_VERB} (?:(?:all|any|every) )?(?:of )?(?:the rest of |the remainder of )?your (?:\w+ ){{0,2}}?"
                 rf"{_TARGET}\b"),
    ("override", "void|null|cancel|revoked|obsolete|outdated|invalid|suspended|lifted|overridden|superseded|replaced|no longer", rf"\b(?:your|all|any) (?:{_PRIOR} )?{_TARGET}(?: you (?:received|were given|got)[^.\n]{{0,30}})? "
                 r"(?:are|is|were|have been) (?:now )?(?:void|null|cancel+ed|revoked|obsolete|outdated|invalid|suspended|"
                 r"lifted|overridden|superseded|replaced|no longer (?:valid|apply|in effect|active))\b"),
    ("override", "disregard|ignor|forget|discard", rf"\b{_TARGET} you (?:received|were given|got|were told)\b[^\n]{{0,60}}?\b(?:disregard|ignore|forget|"
                 r"discard) (?:them|it|those|these)\b"),
    # "Previous safety instructions: revoked." (a bare "API keys: revoked" line passes: it names no instructions)
    ("override", "revoked|void|cancel|null|suspended|lifted|obsolete|rescinded", r"\b(?:previous|prior|earlier|old|original|"
                 r"safety|system|your|all) (?:\w+ )?(?:instructions|rules|guidelines|directives|restrictions|guardrails)\s*[:\-]"
                 r"\s*(?:revoked|void|cancel+ed|null|suspended|lifted|obsolete|rescinded)\b"),
    ("override", "treat", rf"\btreat (?:all |any |your )(?:{_PRIOR} )?{_TARGET} as (?:void|null|cancel+ed|revoked|obsolete|"
                 r"invalid|optional|suggestions)\b"),
    ("override", "nothing", r"\bnothing (?:that )?you (?:were|have been) (?:told|given|instructed|taught)\b"),
    ("override", "erase|wipe|clear|reset|purge|delete|flush", r"\b(?:erase|wipe|clear|reset|purge|delete|flush) your (?:memory|mind|context|training|programming|"
                 r"instructions|rules)\b"),
    ("override", _VERB_ANCHORS, rf"\b{_VERB} (?:all |any )?(?:of )?(?:the |these |those )?{_TARGET} (?:above|before this|so far|"
                 r"you (?:were|have been) given|you received|given (?:to you|above|earlier|before))\b"),
    ("override", _VERB_ANCHORS, rf"\b{_VERB} (?:all |everything |anything |whatever (?:was |is )?(?:said |written )?)?(?:of )?"
                 r"(?:the )?(?:above|before|previously|so far|earlier)(?= ?(?:[.,;:!\n\-\"')]|and\b|then\b|this\b|$))"),
    ("override", "ignor|disregard|forget|discard|erase|wipe", r"\b(?:ignore|disregard|forget|discard|erase|wipe) (?:about )?(?:all |everything |anything |whatever |what )"
                 r"(?:that )?(?:you(?:'ve| have)? (?:were |been |have been |are )?(?:told|taught|instructed|given|"
                 r"trained|learned|know|remember)|(?:i|we|they|anyone|someone) (?:told|said to|asked|instructed) you)"
                 rf"(?! about (?!(?:the |a |an |how |what |my |our )?(?:old |previous |usual )?(?:{_TARGET}|your?\b|safety\b|ai\b))\w)"),
    ("override", "ignor|disregard|listen|obey", rf"\b(?:ignore|disregard|(?:do not|don't|dont|stop) (?:listen(?:ing)? to|obey(?:ing)?)) "
                 rf"(?:what(?:ever)? )?(?:the |your |this )?{_USER}(?:'s)? ?(?:says?|said|wants?|asks?|requests?|"
                 r"instructions?|messages?|tells? you|types?|writes?)?\b"),
    ("override", "whatever|what|everything", rf"\b(?:whatever|what(?:ever)?|everything) (?:the |your )?(?:{_USER}|developer|"
                 r"system|admin|anyone|they|others?) (?:told|said to|asked|instructed) you\b"),
    ("override", _OWNED_ANCHORS, rf"(?:{_OWNED})[^.!?;\n]{{0,80}}?{_NEGATE}|{_NEGATE}[^.!?;\n]{{0,60}}?(?:{_OWNED})"),
    # the agent's own instructions rewritten: "update your core instructions", "change your system prompt to …",
    # "reprogram yourself"; not "update your instructions for the dog sitter" or "your rules file"
    ("override", _REWRITE_ANCHORS, rf"\b{_REWRITE} your (?:own )?(?:\w+ ){{0,2}}?{_SELF_TARGET}\b"
                 r"(?! (?:files?|docs?|documents?|pages?|sections?|tables?|repo|folder|in|on|at|for (?:the|my|our|a|an|your|his|"
                 r"her|their)|language)\b)"),
    ("override", "reprogram|reconfigur|rewire|recalibrat", r"\b(?:reprogram|reconfigure|rewire|recalibrate) (?:yourself|you)\b"),
    ("override", "my core |my base |my internal |my own |my directives|my programming|my guardrails", r"\bi (?:have |had |just )?"
                 r"(?:updated|changed|modified|rewritten|rewrote|replaced|overwritten|reset) my (?:own )?(?:core |base |internal )?"
                 r"(?:directives|programming|guardrails|core (?:instructions|rules))\b(?! language)"),
    ("override", "told you|taught you|said to you|asked you|instructed you|gave you", r"\b(?:ignore|disregard|forget|set aside|discard) "
                 r"(?:what(?:ever)?|everything|anything|all) (?:that )?(?:the |your )(?:developers?|creators?|makers?|trainers?|"
                 r"programmers?|engineers?) (?:told|taught|said to|asked|instructed|gave) you\b"),
    ("role-switch", "you are now|you are no longer|you are henceforth", r"\byou are (?:now|no longer|henceforth)(?= \w)(?! (?:able|ready|done|set|all set|logged|connected|"
                    r"subscribed|allowed to (?:deploy|merge|push)|responsible|in charge|on (?:the|call)|oncall|part of|"
                    r"a member|assigned|registered|enrolled|eligible|the (?:owner|maintainer|lead|reviewer|admin) of|"
                    r"up to date)\b)"),
    ("role-switch", "with no|with zero|without|free of|free from|freed|unbound|released from|liberated", r"\b(?:you are|you have been|you were|as) (?:now )?(?:an? |the )?(?:\w+ ){0,4}?(?:with (?:no|zero)|without(?: any)?|"
                    r"free (?:of|from)|freed from|unbound by|released from|liberated from) (?:your |any |all )?(?:filters?|"
                    r"restrictions?|rules|limits|limitations|guidelines|censorship|boundaries|morals|ethics|constraints|"
                    r"programming)\b"),
    ("role-switch", "assume|adopt|take on|take over|inhabit|play", r"\b(?:assume|adopt|take on|take over|inhabit|play) (?:the )?(?:identity|role|persona|personality|character|part) "
                    r"of\b"),
    ("role-switch", "imagine|suppose", r"\b(?:imagine|suppose)(?: that)? you are (?:an? |the )?(?:\w+ ){0,2}?(?:unrestricted|unfiltered|"
                    r"uncensored|evil|jailbroken|ai|model|assistant|chatbot|hacker)\b"),
    ("role-switch", "never refuses|can do anything|has no |ignores |never given|answers everything|answers anything|without", r"\b(?:an? |the )?(?:ai|assistant|model|bot|chatbot|agent) (?:that|who|which) (?:never refuses|can do "
                    r"anything|has no (?:rules|restrictions|limits|filters)|ignores (?:all )?(?:rules|restrictions)|"
                    r"was never given any rules|answers (?:everything|anything))\b|\b(?:ai|assistant|model|bot|chatbot) (?:that|who|"
                    r"which) [^.\n]{0,30}?without (?:any )?(?:restrictions|rules|limits|filters|guidelines|ethics|censorship)\b"),
    ("role-switch", "simulate|emulate|impersonate", r"\b(?:simulate|emulate|impersonate) (?:an? |the )?(?:\w+ ){0,2}?(?:console|terminal|shell|ai|assistant|"
                    r"chatbot|language model|admin|administrator|root user|superuser)\b"),
    ("role-switch", "become|strive to avoid|antidan", r"\bbecome (?:dan|stan|dude|aim|an? (?:unrestricted|unfiltered|uncensored|evil)\b)|"
                    r"\bstrive to avoid norms\b|\banti-?dan\b"),
    ("role-switch", "actually|really|secretly", r"\byou(?:'re| are) (?:actually|really|secretly) (?:an? |the )?(?:\w+ )?(?:ai|assistant|bot|"
                    r"model|agent|hacker|system)\b"),
    ("role-switch", "pretend", r"\bpretend (?:to have no\b|(?:to be|you are|you're|that you(?:'re| are)?)\b(?:(?![.;!?]).){0,80}?\b(?:my|"
                    r"admin\w*|administrator|developer|root|superuser|sudo|ai|assistant|model|bot|chatbot|system|"
                    r"unrestricted|unfiltered|uncensored|jailbroken|evil|dan|hacker|no (?:\w+ ){0,2}?(?:rules|limits|restrictions|"
                    r"filters|polic(?:y|ies)|guidelines|ethics|morals|censorship|boundaries)|"
                    r"without|passwords?|credentials?|keys?|secrets?|tokens?|memor(?:y|ies)|export\w*|reveal\w*|leak\w*|"
                    r"(?:read|tell|give|show|send) (?:me|them|him|her|everyone|us))\b)"),
    ("role-switch", "act as|behave as|pose as|act like|behave like", r"\b(?:act|behave|pose) (?:as|like) (?:an? |the |my )?[^.\n]{0,40}?(?:\bwith(?:out)? (?:no |any )?"
                    r"(?:rules|restrictions|limits|filters|guidelines|censorship)|\b(?:unrestricted|unfiltered|"
                    r"uncensored|jailbroken|evil|root)\b)"),
    ("role-switch", "as if you|as though you", r"\b(?:act|behave|respond|answer|reply) as (?:if|though) you (?:are|were|have|had)\b|"
                    r"\bas (?:if|though) you (?:had|have|were|are) (?:no|without|free of|not bound by) "),
    ("role-switch", "roleplay|role play|pretend", r"\broleplay as\b|\blet(?:'s| us) (?:roleplay|role play|pretend)\b"),
    ("role-switch", "role|persona|name|identity|instruction|task|objective|goal|purpose|directive|rule|system prompt|job|master|owner", r"\byour (?:new|updated|revised|latest|real|true|actual|only) (?:role|persona|name|identity|instructions?|task|"
                    r"objective|goal|purpose|directive|rules?|system prompt|job|master|owner) (?:is|are|will be|"
                    r"from now)\b|\byour (?:role|persona|name|identity|task|purpose|goal|job|character) (?:is|are) now\b"),
    ("role-switch", "are now|is now", rf"\byour (?:\w+ ){{0,2}}?{_SELF_TARGET} (?:are|is) now\b(?! (?:in|on|at|stored|saved|"
                    r"available|kept|live|part|located|hosted|documented|pinned|listed|online|published)\b)"),
    ("role-switch", " mode", r"\b(?:switch|change|enter|activate|enable|turn on|unlock|go) (?:to |into |in )?(?:the )?"
                    r"(?:developer|dev|god|admin|debug|unrestricted|jailbreak|jailbroken|dan|sudo|root|evil|"
                    r"unfiltered|uncensored|nolimits?) mode\b(?! (?:in|of|on) (?:chrome|firefox|the browser|android|"
                    r"ios|windows|vs ?code)\b)"),
    ("role-switch", " mode", r"\b(?:developer|god|dan|jailbreak|unrestricted|unfiltered|uncensored|evil|maintenance) mode "
                    r"(?:is )?(?:now )?(?:enabled|activated|on(?= *(?:[.,;:!\n]|$|now\b|and\b))|engaged|unlocked)\b"),
    ("role-switch", "anything now|jailbr|dan", r"\bdo anything now\b|\byou (?:are|have been) jailbroken\b|\bjailbreak (?:prompt|mode|enabled)\b|"
                    r"\b(?:you are|as|called|named) dan\b"),
    ("role-switch", "developer|creator|admin|owner|master|maker|programmer|operator", r"\b(?:i am|i'm|this is) your (?:developer|creator|admin|administrator|owner|master|maker|"
                    r"programmer|operator|system administrator)\b|\bi am the (?:system administrator|developer|creator|owner|"
                    r"operator|admin|administrator) of (?:this|you|your|the) ?(?:assistant|ai|agent|model|bot)?\b"),
    ("role-switch", "no longer", r"\bno longer (?:an? |the )?(?:ai|assistant|helpful|bound by|restricted|limited)\b"),
    ("from-now-on", "now on|this point|here on|this moment|today on|going forward|starting|henceforth|hereafter|rest of|otherwise|i say|as of now|as of this|henceforward", r"\b(?:from (?:now on|this point (?:on|forward)|here on(?: out)?|this moment on|today on)|going "
                    r"forward|starting (?:now|today|immediately)|henceforth|henceforward|hereafter|as of (?:now|this message|this moment)|for the rest of (?:this|the) "
                    r"(?:conversation|chat|session)|until (?:told|instructed) otherwise|until i say (?:stop|otherwise|so))\b,? ?"
                    r"(?:\w+ ){0,2}?"
                    r"(?:you (?:are|will be|answer|work for|take (?:orders|instructions) from|obey|serve)\b|your (?:first |only |primary |"
                    r"real )?(?:loyalty|allegiance)\b|your (?:name|role|persona|identity|instructions|rules|guidelines|directives|"
                    r"programming|standing orders|system prompt|only|new)|"
                    r"(?:you (?:will |must |shall |should |may |can )?)?(?:reply|respond|answer|speak|write|talk|"
                    r"communicate) only (?:in|as|with)\b|(?:you (?:will |must |shall )?)?only (?:reply|"
                    r"respond|answer|speak|write|talk|obey|follow)|(?:you (?:will |must |shall )?)?(?:ignore|disregard|"
                    r"forget|obey|refuse|pretend)|(?:you (?:will |must |shall )?)?(?:act|behave) as|(?:you (?:will |"
                    r"must |shall )?)?(?:never|do not|don't) (?:tell|reveal|mention|refuse|say no|disclose|inform)|"
                    r"you (?:will|must|shall) (?:answer|reply|respond|begin|start|end|sign|include) (?:to )?(?:every|all|"
                    r"each|any)\b|(?:all |every |each )?(?:of )?your (?:answers|replies|responses|messages|outputs?|"
                    r"answer|reply|response) (?:must|will|should|shall)\b)"),
    ("system-rule", "system|core|master|global|prime|priority|overriding|admin|developer", r"\bnew (?:system|core|master|global|prime|top[- ]?priority|overriding|admin|developer) "
                    r"(?:rule|instruction|directive|prompt|policy|order|command)s?\b(?! for (?:backups?|the|our)\b)"),
    ("system-rule", "system|core|admin|developer", r"\b(?:this|that|it|here) is (?:a |an |the |your )?(?:new |updated |official |mandatory )?"
                    r"(?:system|core|admin|developer) (?:rule|instruction|directive|prompt|message|command)\b"),
    # a label posing as the system's own; not one marked as a specimen ("Example system prompt: …", "sample developer prompt:")
    ("system-rule", "override|directive|instruction|prompt", r"(?<!\bexample )(?<!\bsample )(?<!\btemplate )(?<!\bdraft )"
                    rf"(?<!\be\.g\. ){_IN_COMMENT}\b(?:system|admin(?:istrator)?|developer|root|sudo|emergency|priority|master|god|"
                    rf"security)(?: (?:override|directive|instruction|prompt)s?\b ?[:!\-]|(?:override|directive|instruction|prompt)s?"
                    rf"\b ?[:!\-]{_NOT_TYPED})"),
    # the same label in a code comment, flagged when its line speaks to the agent or of its instructions
    ("system-rule", "override|directive|instruction|prompt|authoriz|authoris", rf"{_COMMENT_MARK}(?:system|admin(?:istrator)?|"
                    r"developer|root|sudo|emergency|priority|master|god|security|operator) ?(?:override|directive|instruction|"
                    rf"prompt|authori[sz]ation)s?\b ?(?:[:!\-]|granted\b|enabled\b)(?=[^\n]{{0,160}}?{_AIMED}|[^\S\n]*(?:\n|$))"),
    ("system-rule", "instruction", r"(?:^|[.!?]\s*|\n[^\S\n]*)(?:new|updated|revised|real|additional|secret|hidden) instructions? ?[:!\-]"
                    r"(?! for (?:the )?(?:barista|build|setup|install))"),
    ("system-rule", "system", r"\b(?:updated|new|revised|real|actual|true|hidden) system (?:prompt|message)\b(?! for (?!(?:the |our |my |a |an |this )?"
                    r"(?:ai|assistant|agent|model|bot|chatbot|llm|you)\b)\w)"),
    ("system-rule", "override|authoriz|authoris", rf"{_IN_COMMENT}\b(?:admin|administrator|developer|system|operator|security|root|"
                    r"sudo|emergency) (?:override|authori[sz]ation) ?(?:[:!\-]|granted|enabled|code(?! (?:is )?(?:printed|written|on|"
                    r"in|under|behind|stored|kept|taped|located|found)\b))"),
    ("system-rule", "notice|alert|message|update|announcement|note|directive|instruction|override|command", r"\b(?:system|admin(?:istrator)?|developer|operator|security|openai|anthropic) (?:notice|alert|"
                    r"message|update|announcement|note|directive|instruction|override|command)s?\s*[:!\-]\s*(?:the )?"
                    r"(?:assistant|ai|agent|model|you)\b|\b(?:system|admin(?:istrator)?|developer|operator|security) "
                    r"(?:notice|alert|message|update|announcement|note)s?\s*[:!\-][^.\n]{0,40}?\b(?:the )?(?:assistant|ai|"
                    r"agent|model)s?\b"),
    ("system-rule", "openai|anthropic|google|developer|creator|system|administrator|admin|owner|operator", r"\b(?:instruction|directive|message|order|command)s? from (?:openai|anthropic|google|the developers?|"
                    r"your developers?|your creators?|the system|the administrator|the admin|your (?:owner|operator))\b"),
    ("system-rule", "system|administrator|admin|developer|creator|operator|openai|anthropic", r"\b(?:this|the following) (?:message|note|text|instruction|request)s? (?:is|are|comes?) from (?:the |"
                    r"your )?(?:system|administrator|admin|developer|creator|operator|openai|anthropic)\b"),
    ("system-rule", "ai|llm|language model|assistant|agent|model|chatbot|bot|gpt|claude", rf"\b(?:rule|instruction|note|message|directive|order)s? for (?:the |any |all |every )?{_AGENT_WORD}s?"
                    r"\s*[:!\-]"),
    ("system-rule", "comply|disable", r"\bcomply with (?:every|all|any|each) (?:request|instruction|command|order)s?\b|\bdisable (?:all |"
                    r"the |your )?(?:content )?(?:filtering|filters?|safety(?: checks| filters?)?|guardrails|moderation|"
                    r"injection filter)\b(?! (?:in|on|for) (?:the |our |my |a |an )?(?:staging|dev|development|test|testing|local|"
                    r"prod\w*|ci|sandbox|environment|app|site|repo|config|settings|browser|router)\b)"),
    # a tag named as a specimen: one of a list of tags, or followed by the noun naming it ("every `<|im_start|>system`
    # block", "strip stray `[INST]` and `<<SYS>>` tags"), the tags plain or as inline code
    ("fake-tag", "<|", rf"{_NOT_LISTED}<\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id|eom_id|"
                 r"start_header_id|end_header_id|begin_of_text)\|>(?!\w*`?(?:, | and | or )`?<\||\w*`? (?:tokens?|tags?|markers?|"
                 r"blocks?|delimiters?)\b)"),
    ("fake-tag", "inst]|sys>>|sys|instruction|admin|developer|im_start", rf"{_NOT_LISTED}(?:\[/?inst\]|<</?sys>>)(?!`?(?:, | and | or )"
                 r"`?(?:\[/?inst\]|<</?sys>>)|`? (?:tokens?|tags?|markers?|blocks?|delimiters?)\b)|(?<![<\w])<\s*/?\s*(?:system|sys|system[_-]?prompt|instructions?|admin|developer|"
                 r"im_start|assistant_instructions)\s*>(?!>)"),
    ("fake-tag", "system|instruction", r"(?:^|\n)[^\S\n]*#{1,6} ?(?:system|instruction|instructions|new instructions?|system prompt|"
                 r"system message)\s*:?\s*(?:\n|$)"),
    ("fake-tag", "[system|[admin|[developer|[sys", r"\[(?:system|admin|developer|sys)(?: (?:message|note|override|prompt|instruction))?\]"),
    ("fake-tag", "system|sys|admin|developer", r"(?:^|\n)[^\S\n]*(?:system|sys|admin|developer)(?: message| prompt| note| instruction)?\s*:\s*"
                 r"(?:you\b|ignore|disregard|forget|from now on|new\b|override|the assistant|assistant\b|do not|"
                 r"always\b|never\b|reveal|print)"),
    # a fake turn of the raw chat format: "Human: … Assistant: …" pasted into a note, the assistant's reply forged
    ("fake-tag", "assistant", r"(?:^|\n|[.!?] )[^\S\n]*human ?:[^\n]{1,200}?(?:[^\S\n]*\n\s*|[.!?] )assistant ?: ?\w"),
    ("exfiltration", "prompt|instruction|system message|rules|configuration|guidelines|directives", r"\b(?:reveal|print|show|output|repeat|leak|disclose|dump|display|tell me|give me|share|"
                     r"write out|recite|spell out|paste|return|summari[sz]e|list|describe|translate|encode)(?: me| us)?(?: all| back)?"
                     r"(?: of)? (?:your (?:\w+ )?"
                     r"(?:system prompt|initial prompt|hidden prompt|original prompt|instructions|preprompt|"
                     r"system message|rules|configuration|guidelines|directives)|the (?:system prompt|initial prompt|"
                     r"hidden prompt|original prompt|system message|preprompt|hidden (?:rules|instructions)))\b"),
    ("exfiltration", "reading|processing|summaris|summariz|parsing|viewing|seeing|reads this", rf"\b(?:if you(?:'re| are) an? |to (?:any|every|the) |any |attention,? |note to (?:any |the )?){_AGENT_WORD}"
                     rf"s?\b[^.\n]{{0,30}}?\b(?:reading|processing|summari[sz]ing|parsing|viewing|seeing|that reads) "
                     r"this\b"),
    ("exfiltration", "above|before this", r"\b(?:repeat|print|output|reproduce|recite|copy) (?:all |back )?(?:of )?(?:the |"
                     r"your )?(?:text|words|content|message|prompt|instructions?) (?:above|before this)\b"),
    ("exfiltration", "silently|secretly|quietly|covertly|discreetly", r"\b(?:silently|secretly|quietly|covertly|discreetly) (?:send|transfer|forward|upload|email|"
                     r"post|copy|exfiltrate|leak|wire)\b"),
    ("exfiltration", "attention|note for|message for|instructions for|important for", rf"\b(?:attention|hidden note for|secret note for|message for|instructions for|important for),? "
                     rf"(?:the |any |all )?{_AGENT_WORD}s?\s*[:,!\-]"),
    ("exfiltration", "send|email|forward|post|upload|exfiltrate|leak", r"\b(?:send|email|forward|post|upload|exfiltrate|leak) (?:the |this |all |our |your |my )?(?:entire |"
                     r"full |whole )?(?:chat(?: log| history)?|conversation(?: history| log)?|transcript|memories|memory "
                     r"files|message history)\b[^.\n]{0,40}\b(?:to|at)\b"),
    ("exfiltration", "password|credential|api key|token|secret|private key|link to|links to|url|http", r"\b(?:append|include|add|insert|attach|put|leak)\b[^\n]{0,40}?\b(?:passwords?|credentials|api "
                     r"keys?|tokens?|secrets?|private keys?|links? to|urls?|https?://)[^.\n]{0,60}\b(?:to|in|into) "
                     r"(?:your|every|each|all|any) (?:\w+ )?(?:reply|replies|answers?|responses?|messages?|outputs?)\b"),
    # the same link insertion said the other way round: "end your replies with a link to …"
    ("exfiltration", "end |close |finish |conclude ", r"\b(?:end|close|finish|conclude) (?:(?:all|every|each|any) (?:of )?)?"
                     r"(?:your )?(?:\w+ )?(?:reply|replies|answers?|responses?|messages?|outputs?) with\b[^.\n]{0,30}?"
                     r"\b(?:links? to|urls?|https?://)"),
    ("exfiltration", "given", r"\b(?:instructions|prompt|rules|guidelines|directives)[^.?!\n]{0,20}you (?:were|have been) given\b"
                     r"[^\n]{0,60}\b(?:print|reveal|repeat|output|show|tell|list|recite)\b"),
    ("exfiltration", "never mention|keep this", r"\bnever mention this (?:note|message|instruction)s? to anyone\b|\bkeep this (?:note|message|"
                     r"instruction) (?:a )?secret\b"),
    ("exfiltration", "without", rf"\bwithout (?:telling|informing|alerting|notifying|asking|letting|confirming with|checking with) "
                     rf"(?:the |your )?{_USER}\b"),
    ("exfiltration", "keep|hide|never tell", rf"\b(?:keep|hide) (?:this|it|these instructions|this message) (?:secret |hidden )?from "
                     rf"(?:the |your )?{_USER}\b|\bnever tell the {_USER} about (?:this|these instructions)\b"),
    ("role-switch", "reset yourself|call yourself|refer to yourself|obey me|obey only me|listen only to me",
     r"\breset yourself\b|\bcall yourself\b|\brefer to yourself as\b|\bobey (?:only )?me\b|\blisten only to me\b"),
    ("role-switch", "version of yourself| self", r"\b(?:unfiltered|unrestricted|uncensored|jailbroken|evil|dark) version of "
                    r"yourself\b|\byour (?:unfiltered|unrestricted|uncensored|evil|dark|jailbroken) self\b"),
    ("role-switch", "terminal|shell|console", r"\b(?:you (?:will|must|should|shall)(?: now)?|now) (?:play|be|act as|become|"
                    r"simulate|emulate|pretend to be) (?:an? |the )?(?:\w+ )?(?:terminal|shell|console)\b"),
    ("role-switch", "in character", r"\b(?:respond|reply|answer|speak|stay|remain|talk) in character as (?:an? |the )?"
                    r"(?:\w+ ){0,2}?(?:ai|assistant|bot|model|hacker|agent)\b|\bstay in character\b(?! is\b)"),
    ("system-rule", "override code|override key|override password|override token|authorization |authorisation ",
     # a code presented as a credential (a label opening its line or sentence, or a value after it), not household
     # vocabulary about one ("an override code given 'just once' gets shared", "the router's admin override code is …")
     r"(?:^|(?<=[.!?:;\[(>*=])[^\S\n]*|(?<=\n)[^\S\n]*)(?:override|authori[sz]ation) (?:code|key|password|token)\b(?! (?:is )?"
     r"(?:printed|written|on|in|under|behind|stored|kept|taped|located|found)\b)"
     r"|\b(?:override|authori[sz]ation) (?:code|key|password|token)[^\S\n]*(?:[:#=]|\d)"),
    ("system-rule", "lifted|removed|disabled|suspended|revoked", r"\b(?:all|any) (?:restrictions|rules|limits|filters|"
     r"guardrails|safeguards) (?:are |have been |were )?(?:now )?(?:lifted|removed|disabled|off|suspended|revoked)\b"),
    ("system-rule", " to the | for the | to any | for any | to all | for all ", rf"\b(?:message|note|instruction|directive)s? "
                    rf"(?:from [^:\n]{{0,40}} )?(?:to|for) (?:the |any |all )?{_AGENT_WORD}s?\s*[:!\-]"),
    ("exfiltration", "disclose|reveal|share|leak|print|send", r"\b(?:may|can|should|must|will) (?:now )?(?:disclose|reveal|"
                     r"share|leak|print|send) (?:the |all |any |private |stored |user |users' |your )*(?:credentials|"
                     r"passwords?|secrets?|api keys?|tokens?|private (?:notes|data|memories))\b"),
    ("exfiltration", "your context|your memory|your prompt|your instructions|your system",
     r"\b(?:print|repeat|output|dump|reveal|show|copy) (?:me )?(?:everything|all|the (?:contents?|text)) (?:in|of) your "
     r"(?:context(?: window)?|memory|prompt|instructions|system (?:prompt|message))\b"),
    ("exfiltration", "of your", r"\b(?:words|lines|sentences|characters|paragraphs|text|contents?) of your (?:system )?"
                     r"(?:prompt|instructions|system message|context|rules)\b"),
    ("exfiltration", "future", r"\bin (?:all|every|each|your) (?:future |next )?(?:replies|answers|responses|messages|"
                     r"outputs)\b[^.\n]{0,40}\b(?:include|append|add|insert|attach|mention)\b[^.\n]{0,40}\b(?:passwords?|"
                     r"credentials|api keys?|tokens?|secrets?|private keys?)\b"),
) + CARRIER_RULES
