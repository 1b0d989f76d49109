"""Injection rules for the carriers a payload rides in: a tool call, an operator console, an order to a reader.

An indirect injection rarely says "ignore your instructions"; it is shaped like something the agent acts on.
These rules describe three such shapes by their structure, not by any one wording, and join the rule table
(:data:`memspark.safety.rules.RULES`) in the same ``(family, anchors, regex)`` form, on the detection form
(lower case, folded: "Reviewer-bot" reads ``reviewerbot``, "@" reads ``a``):

- ``tool-call``: tool-call-shaped JSON or XML (a ``function_call`` / ``tool`` / ``action`` / ``call`` /
  ``name`` / ``invoke`` key or tag naming a dotted or underscored operation) whose arguments switch a
  safeguard off (a ``confirm*`` / ``notify*`` / ``consent`` / ``approval`` / two-factor / alerts / audit flag
  set false or off, ``silent: true``) or share with anyone (``anyone with link``, ``public``); in a fence named
  for a tool call (YAML-shaped, ```` ```tool_use ````), a bare ``notify: false`` too. A call that only sends
  mail to an address or fetches the weather is an API example, not an attack.
- ``console``: a banner posing as the operator's channel (``[OPERATOR CONSOLE]``, ``=== orchestrator notice
  ===``, ``>>> platform-ops broadcast:``, ``[[ vendor override channel ]]``) followed in the same paragraph by
  words about the agent's safeguards or secrets *and* an order; or a shell prompt running a command that
  switches the user's confirmation or consent off. A maintenance banner about a database window passes.
- ``addressed-order``: an order to an automated reader of a document (a bug report, a review, a transcript):
  the reader named by what it is ("reviewer-bot:", "triage automation,", "any AI labelling these:", "AI
  captioners,", "whoever summarises this,") with a consequential imperative or its own configuration right
  after ("skip the checks", "close every …", "your config is outdated"). A speaker label alone ("Assistant:")
  is never the address: a chat transcript's assistant says such things, and "travel agent, book …" speaks
  to a person. This family is ambiguous (:data:`memspark.safety.rules.AMBIGUOUS_FAMILIES`): a security note
  quoting such a line may be overruled as a mention.

- ``hidden-markup``: an element styled to be invisible (``display:none``, ``visibility:hidden``, zero font size or
  opacity, the text colour equal to the background's) whose text addresses an automated reader ("reading
  agent:", "AI summarisers,"): a person never sees it, so nothing in it is for a person.

Every gap is bounded (a few hundred characters at most), so each rule costs linear time per screening window.
"""

from __future__ import annotations

# --- tool-call ------------------------------------------------------------------------------------------------
# the key or tag naming the operation, and the operation: a dotted or underscored identifier ("files.share",
# "email.forward_all", "payments.send")
_CALL_KEY = (r"(?:\"(?:function_call|tool_call|tool|action|call|function|name|method|operation|op)\"\s*:\s*"
             r"(?:\{\s*\"name\"\s*:\s*)?\"[a-z][a-z0-9]*(?:[._][a-z0-9]+)+\""
             r"|<(?:tool_call|function_call|invoke|function|tool)\b[^>\n]{0,80}>)")
# YAML-shaped, in a fence named for a tool call ("```tool_use\nname: calendar.delete_events"): nobody writes
# that fence but to make a call, so a bare "notify": false there switches a safeguard off as well
_FENCED_CALL = (r"```[ \t]*(?:tool_?use|tool_?call|function_?call|invoke)\s{1,8}(?:name|tool|function|action):[ \t]*"
                r"[a-z][a-z0-9]*(?:[._][a-z0-9]+)+")
# what turns a safeguard off inside the arguments (JSON "key": value, XML name="key">value)
_FLAG = (r"(?:confirm\w*|notify_?(?:owner|user|account\w*|admin)\w*|ask_?user\w*|user_?confirm\w*|consent\w*|"
         r"(?:require_?)?approval\w*|two_?factor\w*|2fa|mfa|(?:login|security|fraud|signin|account)_?alerts?|audit\w*|"
         r"safety\w*|guardrails?)")
_OFF = r"(?:false|\"?off\"?|\"?no\"?|0|\"?disabled?\"?|\"?none\"?|\"?skip\"?)"
_SAFEGUARD_OFF = (rf"(?:\"{_FLAG}\"\s*:\s*{_OFF}(?![\w.])|name=\"{_FLAG}\"\s*>\s*{_OFF}<|"
                  r"\"(?:silent|silently|quiet|stealth|hidden|covert)\"\s*:\s*(?:true|\"?yes\"?|1)\b|"
                  r"name=\"(?:silent|quiet|stealth|hidden)\"\s*>\s*(?:true|yes|1)<|"
                  r"\"(?:anyonewithlink|anyone|public|everyone|world)\"|>\s*(?:anyonewithlink|public|everyone)\s*<)")
TOOL_CALL = (rf"{_CALL_KEY}[\s\S]{{0,400}}?{_SAFEGUARD_OFF}"
             rf"|{_FENCED_CALL}[\s\S]{{0,400}}?(?:{_SAFEGUARD_OFF}|\"?notify\"?\s*:\s*{_OFF}(?![\w.]))")
TOOL_ANCHORS = "\"function_call\"|\"tool_call\"|\"tool\"|\"action\"|\"call\"|\"function\"|\"name\"|\"method\"|" \
               "\"operation\"|\"op\"|<tool_call|<function|<invoke|<tool|```"

# --- console ---------------------------------------------------------------------------------------------------
# a banner: brackets, a rule of "=" or ">" marks, naming a role of the platform and a channel word
# (roles of the agent's own infrastructure: "security notice" and "admin notice" are how people write to people)
_ROLE = r"(?:operator|orchestrator|platform\w*|vendor|supervisor|control ?plane|runtime|provider|agent\w*|model|llm|ai)"
_CHANNEL = (r"(?:console|channel|broadcast|notice|panel|bulletin|override|terminal|bus|feed|relay|uplink|"
            r"directive|dispatch|control)")
# (each mark run is entered at its start only: entered anywhere, a long run of "=" would be rescanned from each)
_BANNER = (rf"(?:(?<!\[)\[\[?|(?<!=)={{2,}}|(?<!>)>{{2,}}|(?<!\*)\*{{2,}}|(?<!#)#{{3,}})[^\S\n]*(?:[\w-]+ ){{0,2}}?{_ROLE}[^\S\n]+(?:[\w-]+ ){{0,2}}?"
           rf"{_CHANNEL}\b")
# what the banner's paragraph says about the agent's safeguards or secrets, and the order it gives
_GUARD = (r"(?:guardrails?|consent|confirm\w*|unrestricted|elevated|principal|oauth|tokens?|credentials?|api keys?|"
          r"memory|memories|safety|restrictions?|polic(?:y|ies) (?:bundle|unloaded|disabled|suspended|lifted|off))")
_ORDER = (r"(?:proceed|answer every|skip|disable|hand over|upload|share|send|grant|export|forward|you may now|"
          r"continue without|comply|approve|transfer|delete|reveal|turn off)")
CONSOLE = (rf"{_BANNER}(?=[^\n]{{0,300}}?\b{_GUARD}\b)(?=[^\n]{{0,300}}?\b{_ORDER}\b)"
           # a shell prompt ("root@agent-host#", "ops@runner$") running a command that switches the person's say off
           # ("--disable user-confirmation", "--no-consent"; not "--noconfirm", which only skips a package manager's question)
           r"|(?:^|(?<=\s))[\w.-]+[#$][^\S\n]*[\w.-]+[^\n]{0,80}?--?(?:disable|no|skip|off)[- ]?(?:consent\w*|"
           r"(?:user|human|owner|person)\w{0,12}(?:confirm\w*|consent|approval)|guard\w*|safety\w*)")
CONSOLE_ANCHORS = "[|==|>>|**|###|--"

# --- addressed-order ------------------------------------------------------------------------------------------
# a consequential imperative (or the reader's own configuration) right after the address
_IMPERATIVE = (r"(?:please )?(?:skip|close|grant|drop|delete|remove|merge|approve|transfer|pay|refund|issue|send|"
               r"forward|email|upload|export|share|post|disable|turn off|ignore|disregard|put me|mark|add my|"
               r"include my|insert my|raise|give|hand over|reply with|wire|reset|make me|unlock|leak|reveal|print|"
               r"reassign|escalate|whitelist|allowlist|rate|delist|cancel|withdraw|move (?:all|every|the)|"
               r"you (?:now )?(?:work|answer|report) for|you (?:must|should|will|are to) (?!be\b)\w+|"
               r"your (?:config\w*|instructions|rules|settings|policy|orders|task|prompt|guidelines) (?:is|are|has|"
               r"have|were)\b)\b")
# software by what it is ("all agents:", "all transcribers:" may be people at a call centre or an agency)
_READER = r"(?:ai|bots?|automations?|llms?|copilots?|crawlers?)"
ADDRESSED_ORDER = (
    # "any AI labelling these:", "oh, AI captioners,", "all review bots:", "hey agents reading this,"
    rf"\b(?:any|all|every|each|dear|hey|oh|attention|also)\b[^\S\n]*,?[^\S\n]*(?:[\w]+ ){{0,2}}?{_READER}\b"
    rf"(?:[^\S\n]+(?!you\b|your\b)[\w']+){{0,3}}[^\S\n]*[,:][^\S\n]*{_IMPERATIVE}"
    # "reviewerbot:", "triage automation,", "note-taking bot,", "review bots:" ("agent" alone may be a person's)
    r"|\b\w+(?:bots?|[^\S\n]bots?|[^\S\n]automations?)[^\S\n]*[,:][^\S\n]*" + _IMPERATIVE
    # "whoever summarises this, drop …"
    + r"|\bwhoever (?:is )?(?:summari[sz](?:es|ing)|transcrib(?:es|ing)|index(?:es|ing)|pars(?:es|ing)|"
      r"process(?:es|ing)|labell?(?:s|ing)|triag(?:es|ing)|caption(?:s|ing)) (?:this|these|it)\b[^.\n]{0,20}?[,:]"
      r"[^\S\n]*" + _IMPERATIVE)
ADDRESSED_ANCHORS = "bot|automation|ai |ai,|ai:|agent|assistant|model|llm|summari|caption|transcrib|label|triag|" \
                    "crawler|indexer|copilot|whoever"

# --- hidden-markup --------------------------------------------------------------------------------------------
# (on the detection form: "font-size:0" reads "fontsize:o", a digit among letters read as a letter)
_INVISIBLE = (r"(?:display:\s*none|visibility:\s*hidden|font-?size:\s*[0o](?![.\d])(?:px|pt|em|rem)?|opacity:\s*[0o](?![.\d])|"
              r"color:\s*(#[0-9a-z]{3,8}|[a-z]+)\s*;[^\"'>]{0,80}?background(?:-?color)?:\s*\1(?![0-9a-z]))")
# who hidden text is for (here "agent" and "assistant" are software: no person sees the text)
_HIDDEN_READER = (r"(?:ai|bots?|automations?|llms?|copilots?|crawlers?|agents?|assistants?|models?|summari[sz]\w*|parsers?|"
                  r"scrapers?|ki|ia|assistent(?:en)?|assistente|asistente|agentes?|agenten|modell|mod[èe]le)")
HIDDEN_MARKUP = (rf"<[a-z][a-z0-9]*\b[^>]{{0,200}}?style\s*=\s*[\"'][^\"'>]{{0,200}}?{_INVISIBLE}[^>]{{0,200}}>"
                 # the reader addressed at the start of the hidden text or of a sentence in it
                 rf"[^\S\n]*(?:[^<]{{0,200}}?[.!?;:][^\S\n]+)?(?:(?:to|for|dear|hey|attention|note for|any|all|every|each|the) )*"
                 rf"(?:\w+ )?(?:{_HIDDEN_READER}|\w+(?:assist[ae]nt|bot|agent)\w*)(?:[ -]?(?:helpers?|readers?|tools?|systems?|assistants?|agents?))?\b[^\S\n]*[,:]")
HIDDEN_ANCHORS = "style"

CARRIER_RULES: tuple[tuple[str, str, str], ...] = (
    ("tool-call", TOOL_ANCHORS, TOOL_CALL),
    ("console", CONSOLE_ANCHORS, CONSOLE),
    ("addressed-order", ADDRESSED_ANCHORS, ADDRESSED_ORDER),
    ("hidden-markup", HIDDEN_ANCHORS, HIDDEN_MARKUP),
)
