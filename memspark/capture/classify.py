"""Classifying a capture candidate into the configured categories, with a confidence.

:class:`HeuristicClassifier` is always available (no model, microseconds): weighted cue patterns
per category, then penalties for what makes a statement a poor memory — a question, a hedge, a
request addressed to the assistant, assistant boilerplate. :mod:`memspark.capture.spark` asks a
zero-shot model instead and falls back to this one.

Roles (issue 5): users state facts, preferences and decisions; assistants state facts, decisions
and code snippets. A category a role cannot produce scores 0 for that role.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from memspark.capture.gates import strip_code
from memspark.vocab import CaptureCategory, CaptureRole

CATEGORIES: tuple[str, ...] = tuple(CaptureCategory)
ROLE_CATEGORIES: dict[str, tuple[str, ...]] = {
    "user": ("fact", "preference", "decision", "code-snippet"),
    "assistant": ("fact", "decision", "code-snippet"),
}
OTHER = "other"
_PRIORITY = {"decision": 3, "preference": 2, "fact": 1, "code-snippet": 0}  # on equal scores


@dataclass(frozen=True)
class Classification:
    category: str  # one of CATEGORIES, or "other"
    confidence: float
    classifier: str  # "heuristic" | "spark" | "heuristic (fallback: …)"
    cues: tuple[str, ...] = ()


class Classifier(Protocol):
    def classify(self, text: str, role: str, categories: Sequence[str]) -> Classification: ...


def _rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# (cue name, pattern, confidence it gives on its own). A pattern that starts after leading non-word
# characters (``^\W*``) and then a token that may itself begin with one (``-``, ``.``, ``#`` …) tries
# the token from the start of each run only (``^\W*?(?<![…])``): the same matches, in linear time (the
# greedy form retried every split of a long run of dashes or dots, minutes on 20,000 of them).
_CUES: dict[str, tuple[tuple[str, re.Pattern[str], float], ...]] = {
    "preference": (
        ("i-rather", _rx(r"\bI(?:'d| would) (?:much )?rather\b"), 0.8),
        ("i-prefer", _rx(r"\bI(?: really| strongly| much| generally| usually| always| definitely)? (?:prefer|like|love|"
                         r"enjoy|hate|dislike|can't stand|cannot stand|don't like|do not like|'d rather|would rather|"
                         r"don't want|do not want)\b"), 0.8),
        ("favourite", _rx(r"\bmy (?:favou?rite|preferred|go-to)\b"), 0.85),
        ("always-never", _rx(r"\b(?:please\s+)?(?:always|never|don't ever|do not ever|stop|please don't|please do not)\s+(?:use|using|write|reply|"
                             r"respond|answer|format|call|include|add|put|mention|send|suggest|show|give|start|end|"
                             r"ask|wrap|explain|apologi[sz]e|sign|capitali[sz]e|commit|push|run)\b"), 0.8),
        ("from-now-on", _rx(r"\b(?:from now on|going forward|in (?:the )?future|by default),?\s+(?:please\s+)?"
                            r"(?:use|write|reply|respond|answer|format|keep|call|don't|do not|avoid|give|send)\b"), 0.85),
        ("call-me", _rx(r"\b(?:call me|address me as|my pronouns are)\b"), 0.85),
        ("i-want-you", _rx(r"\bI (?:want|need|expect) (?:you to (?:always|never)|(?:all )?(?:answers|responses|"
                           r"replies|summaries|commit messages|code reviews|reports|updates) (?:to|in))\b"), 0.8),
        ("diet", _rx(r"\bI(?:'m| am) (?:a )?(?:vegetarian|vegan|allergic|lactose intolerant|gluten[- ]free|"
                     r"teetotal|not a morning person|a night owl)\b"), 0.8),
        ("no-x-please", _rx(r"\bno (?:emojis|em[- ]dashes|exclamation marks|bullet points|tables|jargon)\b"), 0.75),
        ("works-best", _rx(r"\b(?:works best for me|suits me better|is (?:better|easier) for me)\b"), 0.7),
        # issue 13: preferences stated without "I prefer" — "X over Y", "for me", "is how I like it", "not a fan of"
        ("for-me", _rx(r"\b(?:for me|to me)\b(?:[,.;!]|\s+(?:please|always|when)\b|$)|\b(?:is how I like it|"
                       r"(?:that's|that is|is|are) what I(?:'m| am) used to|(?:is|are) what I (?:want|like|need) to see|"
                       r"I can't work without|my (?:thing|jam)|no exceptions|works (?:much |far )?better for me)\b"), 0.75),
        ("x-over-y", _rx(r"^\W*?(?<![\w.+#/-])[\w.+#/-]+(?: [\w.+#/-]+){0,3} (?:over|instead of|rather than|not) [\w.+#/-]+"
                         r"(?: [\w.+#/-]+){0,3}\s*(?:[,;.]|when|for|in|everywhere|$)"), 0.7),
        ("only-never", _rx(r"^\W*?(?<![\w-])(?:[\w-]+ ){0,3}[\w-]+,? (?:only|always|never|please|everywhere)\b\s*[,.;!]"), 0.7),
        ("not-a-fan", _rx(r"\bI(?:'m| am) (?:not (?:a (?:big |huge )?fan of|big on|into|keen on)|a (?:big |huge )?fan of)|"
                          r"\b(?:drives me (?:nuts|crazy|mad)|I can't (?:stand|handle)|I can't work with)\b"), 0.8),
        ("i-like-it", _rx(r"\bI(?:'d| would)? (?:like|want) (?:the|my|everything|all|it|them|things)\b[^.?!]{0,40}"
                          r"\b(?:to (?:be|speak|stay|look)|dark|light|short|plain|in)\b"), 0.7),
        ("keep-style", _rx(r"^\W*(?:keep|make) (?:your |the |my |all )?(?:answers|replies|responses|code comments|comments|"
                           r"summaries|emails|messages|updates|explanations)\b[^.?!]{0,30}\b(?:short|brief|concise|minimal|"
                           r"to a minimum|simple|formal|casual|plain)\b"), 0.75),
        ("dont-book-me", _rx(r"\b(?:don't|do not|never) (?:book|schedule|put|plan|invite|sign) me\b|"
                             r"\bdon't schedule\b[^.?!]{0,40}\bfor me\b"), 0.8),
        ("across-all-my", _rx(r"\b(?:in|for|across) all (?:of )?my\b"), 0.7),
        ("suits-me", _rx(r"\b(?:suits?|suited) me\b|\bof choice\b|\bnon-negotiable\b|\bwhat I (?:look for|go for|expect)\b|"
                         r"\bgo easy on\b|\b(?:overwhelms|annoys|bothers|stresses|distracts) me\b|"
                         r"\bmy (?:preference|default|rule of thumb)\b"), 0.75),
        ("standing-please", _rx(r"^(?!\W*(?:please\s+)?(?:can|could|would|will)\b)[^?]{12,}\b(?:,\s*please|please)\s*[.!]?\s*$"),
         0.65),
    ),
    "decision": (
        ("decided", _rx(r"\b(?:we|I|the team|team|they|everyone)(?: have| 've|'ve| finally| just)? (?:decided|agreed|"
                        r"settled on|committed to|opted (?:for|to)|chose|picked|went with)\b"), 0.85),
        ("decision-is", _rx(r"\b(?:the )?(?:final )?decision(?: is\b| was\b|:)|\bdecided:"), 0.85),
        ("go-with", _rx(r"\b(?:we(?:'ll| will)|let's|we are|we're|I'm|I am)\s+(?:go(?:ing)? with|stick(?:ing)? with|"
                        r"standardi[sz](?:e|ing) on|switch(?:ing)? to|mov(?:e|ing) to|migrat(?:e|ing) to|drop(?:ping)?|"
                        r"deprecat(?:e|ing)|replac(?:e|ing))\b"), 0.75),
        ("approved", _rx(r"\b(?:approved|signed off on|green-?lit|rejected|vetoed)\b"), 0.7),
        ("we-will-use", _rx(r"\bwe(?:'ll| will| are going to|'re going to) (?:use|keep|adopt|require|ship|freeze|"
                            r"release|launch|postpone|pin|enforce)\b"), 0.7),
        ("going-forward-we", _rx(r"\b(?:from now on|going forward|starting (?:today|tomorrow|next \w+)),? "
                                 r"(?:we|all|every|the team)\b"), 0.8),
        ("instead-of", _rx(r"\b(?:use|using|chose|pick|went with|switched to|moving to)\b[^.?!]{1,60}\binstead of\b"), 0.7),
        # issue 13: decisions named by who made them or by their outcome, not only "we decided"
        ("we-are-changing", _rx(r"\bwe(?:'re| are| will be|'ll be)\s+(?:\w+ ){0,2}?(?:retiring|sunsetting|deprecating|"
                                r"dropping|phasing out|moving|migrating|switching|signing|adopting|standardi[sz]ing|"
                                r"consolidating|letting|killing|rolling out|freezing|pausing|postponing|launching|keeping)\b"),
         0.75),
        ("verdict", _rx(r"^\W*(?:final (?:call|decision|verdict|answer|word)|verdict|decision|the call|it's settled|"
                        r"it is settled|settled|agreed|as agreed|as discussed|resolved|consensus|outcome|conclusion|"
                        r"per your (?:call|decision|request)|per the \w+)\b[^:,.]{0,50}[:,]"), 0.85),
        ("the-plan-is", _rx(r"\b(?:our|the) plan is to\b|\b(?:moving forward|from here on|henceforth|as of (?:today|now|"
                            r"next \w+)),"), 0.75),
        ("being-replaced", _rx(r"\b(?:is|are) being (?:rewritten|replaced|migrated|moved|retired|deprecated|sunset|rebuilt|"
                               r"ported|phased out)\b|\b(?:get|gets|will be) (?:archived|decommissioned|retired|shut down)\b"),
         0.75),
        ("done-deal", _rx(r"^\W*(?:cancelled|canceled|dropped|retired|killed|shut down|switched|moved|migrated|signed)\b"), 0.7),
        ("no-longer", _rx(r"\b(?:we|they|the team)(?:'re| are)? (?:won't|will not|no longer|are no longer|not going to)\s+"
                          r"(?:\w+ ){0,2}?(?:support|ship|shipping|use|using|offer|maintain|accept|build|run|allow)\b"), 0.75),
        ("who-chose", _rx(r"\b(?:leadership|management|the board|the committee|the client|the team|[A-Z][a-z]+)\s+"
                          r"(?:has |have )?(?:picked|chose|selected|decided|settled on|opted for|went with)\b"), 0.8),
        ("is-approved", _rx(r"\b(?:is|are|was|'s|got|has been) (?:\w+ )?(?:approved|signed off|green-?lit|confirmed)\b"), 0.75),
        ("booked", _rx(r"\b(?:is|are) (?:already )?(?:set for|booked|reserved|scheduled for)\b|\b(?:we|I) (?:\w+ )?"
                       r"(?:booked|reserved) the\b"), 0.7),
        ("going-with", _rx(r"^\W*(?:going|we're going|sticking|staying) with\b"), 0.8),
        ("stays", _rx(r"\b(?:stays|remains)\b(?! (?:open|up|late|home|here|the same for now))"), 0.65),
        ("starting-release", _rx(r"\bstarting (?:with|from|in|on) (?:the )?(?:v?\d|next|release|version)"), 0.7),
    ),
    "fact": (
        ("my-x-is", _rx(r"\bmy (?:\w+ ){0,2}(?:name|birthday|email|phone(?: number)?|address|wife|husband|partner|son|"
                        r"daughter|kids?|dog|cat|team|manager|boss|company|employer|time ?zone|role|job|title|"
                        r"username|handle|github|laptop|editor|os|desktop|server|home|office|flight|"
                        r"anniversary|sister|brother|mom|dad|mother|father|landlord|doctor|dentist|salary|"
                        r"budget|shell|keyboard|monitor|car)\b[^.?!]{0,50}\b(?:is|are|was|were|runs|uses|lives|"
                        r"starts|ends|leaves|arrives)\b"), 0.85),
        ("i-live-work", _rx(r"\bI (?:live|work|am based|'m based|grew up|was born|moved|relocated|study|studied)"
                            r" (?:in|at|for|on|to|from|as)\b"), 0.8),
        ("i-am-role", _rx(r"\bI(?:'m| am) (?:a|an|the) (?:\w+ ){0,2}(?:engineer|developer|designer|manager|scientist|"
                          r"student|teacher|researcher|nurse|doctor|lawyer|founder|lead|admin|analyst|architect|"
                          r"consultant|owner|maintainer|PhD|intern|CTO|CEO|director)\b"), 0.8),
        ("i-have", _rx(r"\bI (?:have|own|drive|use) (?:a|an|two|three|four|\d+|my) (?:\w+ ){0,2}(?:kids|children|dogs|"
                       r"cats|sons|daughters|car|bike|Mac(?:Book)?|ThinkPad|Pixel|iPhone|homelab|NAS|GPU|desk)\b"), 0.75),
        ("infra", _rx(r"\b(?:runs|is running|listens|is served|is hosted|is deployed|lives|is located|is stored|are "
                      r"stored|is mounted|is exposed|is reachable|is available|is mapped|points) (?:on|at|in|to|under|"
                      r"behind|via)\b"), 0.6),
        ("owned-by", _rx(r"\b(?:is|are) (?:owned|maintained|managed|run) by\b|\bis responsible for\b"), 0.7),
        ("due", _rx(r"\b(?:deadline|due date|launch|release|cutover|go-live|demo|review|renewal|expires?|"
                    r"expiry)\b[^.?!]{0,40}\b(?:is|are|on|by|at)\b[^.?!]{0,30}(?:\d|monday|tuesday|wednesday|thursday|"
                    r"friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|"
                    r"november|december|tomorrow|next week|end of)"), 0.8),
        ("our-x-is", _rx(r"\b(?:our|the|my) (?:\w+[ -]){0,3}(?:server|database|db|api|endpoint|cluster|repo|"
                         r"repository|bucket|domain|staging|production|prod|vpn|gpu|model|stack|backend|frontend|"
                         r"pipeline|budget|office|wifi|password manager|ci|cd|registry|queue|cache|host|node|box|"
                         r"nas|router|printer|account|plan|subscription|tenant|region|project|app|service|dashboard|wiki|docs|"
                         r"standup|meeting|sync|retro|rotation|on-call|pager|password|door code|environment)\b"
                         r"[^.?!]{0,60}\b(?:is|are|runs|uses|lives|was|has|sits|needs|requires|costs|holds)\b"), 0.6),
        ("we-use", _rx(r"\b(?:we|I|the team) (?:use|run|host|deploy|self-host|pay for|rely on|keep)\b[^.?!]{2,60}"
                       r"\b(?:for|to|on|as|in|with)\b"), 0.65),
        ("recurring", _rx(r"\b(?:every|each) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|"
                          r"morning|evening|day|week|month|quarter|sprint)\b"), 0.65),
        ("fyi", _rx(r"^(?:fyi|heads up|btw|note that|for the record|just so you know|remember that|for future "
                    r"reference)\b"), 0.65),
        ("is-at-url", _rx(r"\b(?:is|are|lives) (?:at|on|under) (?:https?://|~?/|[\w-]+\.[\w.-]+/)"), 0.7),
        ("assistant-set", _rx(r"\bI(?:'ve| have)? (?:configured|set up|set|installed|updated|changed|created|added|"
                              r"renamed|moved|enabled|disabled|rotated|migrated|pinned|upgraded|downgraded|bumped)\b[^.?!]{3,}"
                              r"\b(?:to|in|on|at|from|so|for)\b"), 0.7),
        ("is-now", _rx(r"\b(?:is|are) now (?:configured|running|set|pinned|enabled|disabled|deployed|available|"
                       r"located|stored|at|on|in)\b"), 0.75),
        # issue 13: facts phrased without the listed nouns and verbs
        ("our-x-verb", _rx(r"\b(?:my|our) (?:[\w-]+ ){0,2}[\w-]+\b[^.?!]{0,40}\b(?:is|are|was|were|goes|lives|sits|runs|"
                           r"plays|starts|happens|comes|gets|got|takes|answers|handles|pays|costs|rotates|expires)\b"), 0.65),
        ("family", _rx(r"\b[A-Z][a-z]+, my (?:son|daughter|wife|husband|partner|boss|manager|sister|brother|mom|dad)\b|"
                       r"\b(?:my|both|the) (?:son|daughter|wife|husband|partner|kids|children|sister|brother|mom|dad|"
                       r"mother|father)\b[^.?!]{0,30}\b(?:is|are|plays|starts|goes|works|lives)\b"), 0.75),
        ("i-am-the", _rx(r"\bI(?:'m| am) (?:the|a|an) (?:only |main |backup |new |sole )?(?:[\w-]+ ){0,2}(?:person|lead|"
                         r"approver|owner|contact|reviewer|admin|on-call)\b"), 0.8),
        ("recurring-nth", _rx(r"\bevery (?:other|second|third|fourth|\d+(?:st|nd|rd|th)?) (?:day|week|month|weekday|monday|"
                              r"tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:first|last|second|third) "
                              r"(?:monday|tuesday|wednesday|thursday|friday|weekday|day|week) of (?:each|every|the)\b"), 0.7),
        ("languages", _rx(r"\bI (?:speak|'m learning|am learning|grew up (?:bilingual|speaking))\b"), 0.75),
        ("was-moved", _rx(r"\b(?:got|was|were|has been|have been) (?:moved|migrated|bumped|upgraded|switched|relocated|"
                          r"renamed|rotated) (?:\w+ ){0,2}?(?:to|from|over)\b|\bmoved over to\b"), 0.7),
        ("runs-the-team", _rx(r"\b(?:took over|runs|leads|heads|owns|manages|handles) (?:as |the )?(?:[\w-]+ ){0,3}(?:team|"
                              r"side|service|platform|group|department|squad)\b|\bhead of \w+"), 0.75),
        ("routed-to", _rx(r"\b(?:is|are|gets|get) (?:charged|billed|debited|paid|routed|forwarded|assigned|escalated) "
                          r"(?:to|from|by|on|automatically)\b|\b(?:goes|go) (?:to|through) (?:the |our |my )?(?:\w+ )?[A-Z0-9]|"
                          r"\bcomes out (?:on|of)\b"), 0.7),
        ("allergy", _rx(r"\ballergic to\b|\b(?:lactose|gluten) intolerant\b"), 0.8),
        ("the-x-i-own", _rx(r"\b(?:the|my) [\w-]+(?: [\w-]+)? I (?:bought|ride|drive|use|own|have|got|run)\b[^.?!]{0,30}"
                            r"\b(?:is|are)\b"), 0.75),
        ("done-now", _rx(r"^\W*(?:done|finished|completed|fixed|noted(?: for later)?|for the record|update|heads-up)\b\s*[:,-]"
                         r"|\bnow (?:writes|runs|points|lives|uses|sits|requires|needs|keeps|goes)\b|\b(?:is|are) now\b"), 0.7),
        ("sits-behind", _rx(r"\b(?:sits|sit|is|are) behind\b|\b(?:sits|sit|is kept|are kept) (?:in|on|at|under)\b|"
                            r"\b(?:deployed|hosted|running|served) (?:on|at|in|from|via) [A-Z0-9]"), 0.65),
        ("turns-age", _rx(r"\bturns \d+\b|\b(?:is|are) (?:called|named)\b"), 0.75),
        ("changed-to", _rx(r"\b(?:changed|switched|updated) to\b"), 0.65),
        ("covers-every", _rx(r"\b(?:signs off|approves|reviews|handles|owns|covers) (?:on )?(?:every|all|any)\b"), 0.7),
        ("based-in", _rx(r"\b(?:is|are|'s) (?:based |located |remote |mostly )?in [A-Z][a-z]+"), 0.65),
        ("on-the-nth", _rx(r"\b(?:on|by|before|until|after|closes on) (?:the )?\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}(?:st|nd|rd|th)? "
                           r"of (?:january|february|march|april|may|june|july|august|september|october|november|december)\b"), 0.65),
        ("n-times-a", _rx(r"\b(?:once|twice|three times|\d+ times) (?:a|per|each) (?:day|week|month|year)\b"), 0.7),
        ("noting", _rx(r"^\W*(?:quick context|context|worth remembering|good to know|noting|just so (?:it's|it is|you) \w+"
                       r"(?: \w+)?(?: somewhere)?|for reference|reminder)\b[^:]{0,30}[:,-]"), 0.7),
        ("have-been-for", _rx(r"\bI(?:'ve| have) been (?:a |an )?[\w-]+ (?:for|since)\b"), 0.75),
        ("the-x-does", _rx(r"^\W*(?:the|our|my) [\w -]{2,40}? (?:takes|finishes|closes|opens|starts|ends|runs|needs|holds|"
                           r"uses|lasts|costs|renews|expires|ships|pulls|works|lives)\b"), 0.6),
        ("possessive-fact", _rx(r"\b[A-Z][a-z]+'s (?:\w+ ){0,2}(?:birthday|email|phone|address|team|role|timezone|"
                                r"time zone|office|manager|handle|number)\b[^.?!]{0,20}\b(?:is|are|was)\b"), 0.8),
    ),
}
# Specific tokens make an "X is Y" statement worth keeping: ports, IPs, paths, versions, dates, URLs.
# Linear in the text's length: a domain is looked for from the first word of each run of ``[\w.-]``, and
# an upper-case code ("ABC-12") from the first two-letter word of each run of ``[\w-]`` (atomic), which
# match exactly what ``\b[\w.-]+\.(?:com|…)\b`` and ``\b[A-Z]{2,}[\w-]*\d`` matched without retrying
# every later start of a long run (cubic on one long word).
_SPECIFIC = _rx(r"\bport \d{2,5}\b|:\d{2,5}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b|(?:^|\s)(?:~|/|\./)[\w.-]+/[\w./-]+|"
                r"\bv?\d+\.\d+(?:\.\d+)?\b|\b\d{4}-\d{2}-\d{2}\b|https?://\S+|(?<![\w.-])[.-]*\w[\w.-]*\.(?:com|io|dev|net|"
                r"org|local|internal|lan)\b|\b\d+ ?(?:GB|GiB|TB|MB|cores?|GPUs?|ms|s|%|USD|EUR|dollars)\b|"
                r"(?<![\w-])(?>(?:[\w-]*?-)??[A-Z]{2})(?:[^\W\d]|-)*+\d")

_QUESTION_START = _rx(r"^\s*(?:what|how|why|when|where|who|which|can you|could you|would you|will you|should|do you|"
                      r"does|did|is it|is there|are there|are you|have you|any idea|anyone know|do we|is the|are the|"
                      r"can we|could we|shall we)\b")
# A wh-word followed by its subject opens a clause, not a question: "When you draft invoices for me, always cc
# Dana", "How I tune a grand: …", "Where the backups live: …" (a question puts a verb there: "when is …", "how do I …")
_CLAUSE_START = _rx(r"^\W*(?:when(?:ever)?|where(?:ver)?|how|what|why|who|which)\s+(?:I|you|we|they|he|she|it|my|our|your|"
                    r"his|her|their|the|a|an|someone|anyone|somebody|anybody|everyone|people)\b")
_HEDGE = _rx(r"\b(?:maybe|might|perhaps|probably|possibly|not sure|I think|I guess|I wonder|wondering|considering|"
             r"thinking (?:about|of)|what if|not decided|undecided|haven't decided|no decision yet|tbd|to be decided|"
             r"let me think|on the fence|could go either way|for now|temporarily|just for today|this time only)\b")
_REQUEST = _rx(r"^\s*(?:please\s+)?(?:can you|could you|would you|help me|write|fix|explain|show me|tell me|give me|"
               r"generate|create|make|draft|summari[sz]e|translate|find|search|look up|check|review|debug|refactor|"
               r"run|list|send|remind me|let's (?:try|see|look|debug|check))\b")
_BOILERPLATE = _rx(r"^\s*(?:sure[!,.]|certainly[!,.]|of course[!,.]|great question|absolutely[!,.]|happy to help|"
                   r"I can help|I'd be happy|here's how you can|here is how you can|let me (?:check|look|see|know)|"
                   r"I'll (?:now |go ahead and |start by )?(?:run|check|look|try|start|open|read|search)|"
                   r"as an ai|I don't have access|I'm not able|I cannot|I apologi[sz]e|sorry)|"
                   r"\b(?:let me know if|hope this helps|feel free to|would you like me to|does that help)\b")
_GENERIC = _rx(r"\b(?:in general|generally speaking|typically|usually people|most people|it is (?:common|recommended|"
               r"generally)|(?:often|commonly|widely|typically) used\b|known for\b|is a (?:popular|common|widely used)|is an? (?:programming language|open[- ]source|"
               r"framework|library|tool) (?:that|for|which))\b")
# Statements about this moment: true now, useless as memory.
_TRANSIENT = _rx(r"\b(?:tonight|right now|at the moment|this (?:morning|afternoon|evening|week|time|test run)|"
                 r"for this (?:test|run|session)|yesterday|again|still (?:failing|broken|running|waiting)|re-?ran|"
                 r"(?:is|are) (?:down|broken|slow|failing|flaky|acting up)|lol|ugh|sorry for)\b")
# "…, replaced it and it's working again": in a statement of several clauses (a fault, its cause, its fix) the
# outcome of a fix, not a passing state ("the build broke again", "staging is running again")
_RESTORED = _rx(r"\b(?:works|working|fine|ok|okay|normal|clear|clean|passing|running|stable|healthy|green)\s+again\b")
# Someone else's words or a story: not the user's fact or preference.
_REPORTED = _rx(r"\b(?:said|says|told me|tweeted|wrote)\b\s*[:,]?\s*['\"“]|^\s*in the (?:movie|book|show|game|story|"
                r"novel|series|film)\b")
_REACTION = _rx(r"\bI (?:really |totally |absolutely )?(?:like|love|hate|prefer|enjoy) (?:it|this|that|these|those)\b"
                r"(?! (?:when|if|for|to|in|as|over)\b)")
_FENCE_BODY = re.compile(r"```[\w+-]*\n(.*?)(?:```|$)", re.DOTALL)
_SNIPPET_PURPOSE = _rx(r"\b(?:here(?:'s| is)|this is|use this|save this|keep this|for reference|the (?:script|command|"
                       r"snippet|function|query|config|configuration|regex|alias|one-liner|cron (?:line|entry)|"
                       r"systemd unit|dockerfile|makefile target|helper|workflow)|to (?:rotate|deploy|restart|run|build|"
                       r"install|fix|reset|migrate|back ?up|generate|clean|rebuild|release|bump|sync|start|stop))\b")
# a log-like line start (``^\s*`` spelt so that a long blank run is not retried line by line)
_LOGGY_BODY = re.compile(r"^[^\S\n]*(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:|\[\w+\]|(?:ERROR|WARN|INFO|DEBUG)\b|Traceback)|"
                         r"(?:\A\s+|\n[^\S\n]+|\n[^\S\n]*\n)at ", re.MULTILINE)

# A statement in several parts — a list of steps after a label ("Before leaving: check the vests, charge the
# radio, …"), a cause and its fix ("the pump wouldn't draw; the hose had air in it, refilled it"), a rule with its
# condition and exception — carries its own specifics in any language, where chit-chat and one-line requests
# rarely do. Clause separators in the Latin, CJK and Arabic scripts and a spaced dash; a comma or semicolon between two digits
# ("1,5", "09:14:22,118") separates no clauses; a colon only after a word (not "10:30").
_CLAUSE_SEP = re.compile(r"(?<!\d)[,;](?!\d)|[,;](?=\s)|[，、；،؛]|\s[—–]\s")
# a comma after the first word or two marks an interjection, a particle or an address ("also, …", "Oh man, …",
# "ok so, …", "Sam, …"), not a clause
_LEAD_WORD = re.compile(r"^\W*\w+(?:\s+\w+)?\s*[,，،]")
# a parenthesis is an aside, not a clause of the statement ("… 2.00 GiB (GPU 0; 79.15 GiB total capacity)")
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]|（[^（）]*）")
_LABEL_COLON = re.compile(r"^\W*[^\W\d_][^:：\n]{1,40}?(?<=[^\W\d_])[:：]\s*\S")


def structured_statement(text: str) -> bool:
    """True for a one-paragraph message in several clauses: two clause separators, or one after a leading label
    and colon; never for pasted log lines (see ``_CLAUSE_SEP``). A shape, in any language: what it says is the
    models' and the dampers' to judge."""
    prose = strip_code(text).strip()
    if not prose or "\n" in prose or _LOGGY_BODY.search(prose):
        return False
    seps = len(_CLAUSE_SEP.findall(_BRACKETED.sub(" ", _LEAD_WORD.sub("", prose, count=1))))
    return seps >= 2 or (seps >= 1 and bool(_LABEL_COLON.search(prose)))


def _snippet_score(text: str, prose: str) -> tuple[float, tuple[str, ...]]:
    bodies = [b for b in _FENCE_BODY.findall(text) if b.strip()]
    if not bodies:
        return 0.0, ()
    body = max(bodies, key=len)
    lines = [ln for ln in body.splitlines() if ln.strip()]
    if len(_LOGGY_BODY.findall(body)) >= max(2, len(lines) // 2):
        return 0.0, ("fenced-output",)
    if len(lines) > 60:
        return 0.45, ("long-code",)  # a whole file is a document, not a memory
    if _SNIPPET_PURPOSE.search(prose):
        return 0.8, ("fenced-code", "purpose")
    return 0.5, ("fenced-code",)


class HeuristicClassifier:
    """Cue patterns and penalties (see module docstring). Pure and deterministic."""

    name = "heuristic"

    def classify(self, text: str, role: str, categories: Sequence[str] = CATEGORIES) -> Classification:
        prose = " ".join(strip_code(text).split())
        allowed = [c for c in categories if c in ROLE_CATEGORIES.get(role, CATEGORIES)]
        scores: dict[str, float] = {}
        cues: dict[str, list[str]] = {}
        for category in ("decision", "preference", "fact"):
            best, names = 0.0, []
            for name, rx, conf in _CUES[category]:
                if rx.search(prose):
                    names.append(name)
                    best = max(best, conf)
            if names:
                best = min(0.95, best + 0.05 * (len(names) - 1))  # independent cues agree
            scores[category], cues[category] = best, names
        specific = bool(_SPECIFIC.search(prose))
        if scores["fact"] and specific:
            scores["fact"] = min(0.95, scores["fact"] + 0.15)
            cues["fact"].append("specific")
        scores["code-snippet"], snip_cues = _snippet_score(text, prose)
        cues["code-snippet"] = list(snip_cues)

        penalty, why = 1.0, []
        question = prose.rstrip().endswith("?") or (bool(_QUESTION_START.match(prose)) and not _CLAUSE_START.match(prose))
        if question:
            penalty *= 0.45
            why.append("question")
        if _HEDGE.search(prose):
            penalty *= 0.6
            why.append("hedge")
        if _REQUEST.match(prose) and not (cues["preference"] or cues["decision"]):
            penalty *= 0.5
            why.append("request")
        if role == CaptureRole.ASSISTANT and _BOILERPLATE.search(prose):
            penalty *= 0.6
            why.append("boilerplate")
        if _GENERIC.search(prose):
            penalty *= 0.6
            why.append("generic-knowledge")
        if _TRANSIENT.search(_RESTORED.sub(" ", prose) if structured_statement(text) else prose):
            penalty *= 0.6
            why.append("transient")
        if _REPORTED.search(prose):
            penalty *= 0.5
            why.append("reported-speech")
        if cues["preference"] and _REACTION.search(prose):
            scores["preference"] = 0.0  # "I love it!" reacts to this turn; it states no lasting preference
            why.append("reaction")

        ranked = sorted(((scores.get(c, 0.0), _PRIORITY.get(c, -1), c) for c in allowed), reverse=True)
        if not ranked or ranked[0][0] <= 0:
            return Classification(OTHER, 0.0, self.name, tuple(why))
        top_score, _, top = ranked[0]
        confidence = round(top_score * (penalty if top != CaptureCategory.CODE_SNIPPET or "question" in why else 1.0), 3)
        return Classification(top, confidence, self.name, tuple(cues[top] + why))
