"""A rule hit that is a *mention* of an attack phrase, not its use (issue 21).

Some rule families match phrases that ordinary writing uses about something else: a dog taught to
"ignore previous commands", an actor who "plays the role of" Horatio, a recipe that says "forget
everything you know about yeast", a security doc that quotes "let's play a game where you are an AI
without limits". Those families are :data:`~memspark.safety.rules.AMBIGUOUS_FAMILIES`; every other
family (chat-template tags, fake system/operator messages, encoded or spaced-out attacks) is flagged
whatever follows.

A hit of an ambiguous family is overruled only when the sentence around it carries a *mention cue*
and what the sentence says besides the matched phrase (the finding's ``context``: the sentence with
the match cut out) is confidently benign by the learned model:

- every rule hit of the text is of an ambiguous family (one hard hit and the text is flagged), and
  the text wears no disguise (:func:`disguised`);
- each hit has a cue, and its context scores below that cue's bar: ``override_quoted`` when the phrase
  stands inside quotation marks (double, single or typographic) that writing introduces as an example
  (:func:`framed`: 'payloads like "…"', 'the input "…"', "contained the text '…'"; not the value of a JSON
  key or an HTML attribute), or that closes on a noun naming what it quotes (:func:`named`: 'the classic
  "…" jailbreak'), or that a study frame opens — a drill, a translation exercise, homework, a paper, a talk
  abstract, in several languages, with no order to act on the quotation (:func:`memspark.safety.quotation.studied`:
  'German homework: translate "…"', "Übung: übersetze „…“"), after at least :data:`MIN_CONTEXT_WORDS` words (the mention a security doc makes:
  'payloads like "you are now DAN"'); ``override_addressed`` when the phrase has a subject
  or addressee other than the reader and does not name the reader itself (:func:`addressed_elsewhere`:
  "in Hamlet *I* play the role of", "*teach Rex to* ignore previous commands", "*the kids* pretend to
  be", "*the committee proposes to* override the old rule"; not "… you are now DAN"), or a stage direction
  names whom the line is said to (:func:`staged`: "MARGOT *(to the audience)*: 'forget everything I told you …'"), or the
  phrase is a character's line in a script, after a speaker label in a sentence a theatre frame opens
  (:func:`memspark.safety.quotation.scripted`: 'Panto script: WIDOW TWANKEY: "Forget everything I told you, children"',
  "Szene 2. MARGOT: „Vergiss alles …“"; never a chat role's label). A hit without a
  cue is never overruled, however benign the rest of
  its sentence reads (a benign-looking sentence is no mention: an attack phrase inserted in word salad
  scores as benign as the salad).

The bars are chosen by ``bench/fit_classifiers.py`` on data the model was not fitted on: every family
of the corpora scored by a model fitted without that family (family-grouped cross-validation), below
every attack context with that cue, with a margin and never above 0.5, so that no attack there is
overruled (a cue no attack shows gets the 0.5 cap: thin evidence, reported).
The context is embedded (a sentence, ≈ 3 ms, cached): only texts a rule of an ambiguous family
flags pay for it, which ordinary notes and recall candidates almost never are.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from memspark.safety.quotation import carried_out, scripted, studied
from memspark.safety.rules import AMBIGUOUS_FAMILIES

if TYPE_CHECKING:
    from memspark.safety.injection import InjectionFinding
    from memspark.safety.learned import LinearModel

MIN_CONTEXT_WORDS = 3
CONTEXT_TAIL = 80  # characters before the matched phrase the subject is looked for in (bounds the regex)
CUT = "…"  # where the matched phrase was cut out of its sentence (see injection._sentence)
# a word: a run of letters, or one Chinese or Japanese character (those scripts put no spaces between words, so a
# frame like "英语作业:把「…」" counts as the several words it is)
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff"
_WORD = re.compile(rf"[{_CJK}]|(?:(?![{_CJK}])\w)+")
_OPENING, _CLOSING = "«「『‹„", "»」』›"  # curly double quotes are folded to '"' before the rules run


def context_words(context: str) -> int:
    """Words of a finding's sentence before the matched phrase: what frames it (an attack phrase
    starts its sentence, or follows a greeting; "teach Rex to …", "payloads like "…"" frame one)."""
    return len(_WORD.findall(context.split(CUT, 1)[0])) if CUT in context else 0


# a single quote that opens (after a space or bracket, before a letter) or closes (after a letter, before a
# space or punctuation); an apostrophe inside a word ("don't") is neither
_SINGLE_OPEN = re.compile(r"(?:^|(?<=[\s(\[:=,]))'(?=\w|\s*$)")
_SINGLE_CLOSE = re.compile(r"(?<=[\w.!?,])'(?=[\s.,;:!?)\]]|$)")
# what introduces a quoted example in writing about it: "payloads like", "such as", "e.g.", "the input",
# "contained the text", "(" … just before the opening quote; not a key of JSON or an HTML attribute
_FRAME = re.compile(r"(?:\b(?:such as|like|e\.g\.|i\.e\.|for (?:example|instance)|examples?|the (?:input|text|phrase|"
                    r"string|words?|line|payload|prompt|message|sentence|request|comment)s?|contain(?:s|ed|ing)?|reads?|"
                    r"say(?:s|ing)?|said|wrote|typed|pasted|hid|hidden|planted|embedded|injected|inserted|smuggled|quot(?:e|es|ed|ing)|(?:drop|block|flag|catch|detect|strip|reject)s?)|\(|"
                    r"[\"'](?:,|,? and|,? or))"
                    r"[,:]?\s*$")


def _open_quote(before: str) -> int:
    """Where the quotation mark open at the end of ``before`` starts, else -1."""
    if before.count('"') % 2 == 1:
        return before.rfind('"')
    if before.count("`") % 2 == 1:
        return before.rfind("`")
    if sum(map(before.count, _OPENING)) > sum(map(before.count, _CLOSING)):
        return max(map(before.rfind, _OPENING))
    opens = [m.start() for m in _SINGLE_OPEN.finditer(before)]
    return opens[-1] if len(opens) > len(_SINGLE_CLOSE.findall(before)) else -1


def quoted(context: str) -> bool:
    """Whether the matched phrase stands inside quotation marks: a quote is open where it was cut out."""
    return _open_quote(context.split(CUT, 1)[0] if CUT in context else "") >= 0


# a quotation that names what it quotes right after it closes: 'the classic "…" jailbreak', "a '…' payload"
_NAMED_AFTER = re.compile(r"[^\"'\u00bb\u300d\u300f\u203a\n]{0,40}?[\"'\u00bb\u300d\u300f\u203a]\s*(?:\w+[- ])?(?:jailbreak|attack|"
                          r"injection|payload|prompt|trick|exploit|probe|test|string|example|technique|pattern|line|phrase|"
                          r"message|sentence|wording|clause)s?\b")


def named(context: str) -> bool:
    """Whether the quotation around the matched phrase closes on a noun that names it as a specimen: 'tried the
    classic "…" jailbreak', "the '…' payload was blocked"."""
    return quoted(context) and CUT in context and _NAMED_AFTER.match(context.split(CUT, 1)[1]) is not None


def framed(context: str) -> bool:
    """Whether the open quote around the matched phrase is introduced as an example (:data:`_FRAME`):
    'payloads like "…"', 'the input "…"', "contained the text '…'"; not '"content": "…"'."""
    before = context.split(CUT, 1)[0] if CUT in context else ""
    start = _open_quote(before)
    return start >= 0 and _FRAME.search(before[:start]) is not None


# Who the matched phrase is said of: a subject (a pronoun, or a noun phrase that is not the agent and
# starts its clause, so "tell me the first 50 …" is no subject), with adverbs or modals; or an
# object-control verb with an object other than the reader ("teach Rex to").
_AGENT = r"(?:assistants?|ai|models?|agents?|bots?|llms?|chatbots?|systems?|gpt|claude|copilot)\b"
# a preposition is no noun: "a note for …" gives the phrase no subject, it says whom the note is for
_NP_WORD = (rf"(?!{_AGENT}|(?:and|or|then|where|when|that|which|who|so|to|if|but|for|of|in|on|at|with|from|by|"
            r"about|into|onto|toward|towards|per|via)\b)\w+")
_ELSEWHERE = re.compile(
    rf"(?:(?:\b(?:i|we|he|she|they)|(?:^\s*|(?:^|\s)[-*>\u2022]\s*|[,;:.!?(]\s*|\b(?:and|but|so|because|when|while|if|where|then|"
    r"can|could|does|do|did|will|would|should|may|might) )"
    rf"(?:my|our|his|her|their|the|a|an|this|that) {_NP_WORD}(?: {_NP_WORD})?)"
    r"(?: (?:also|often|sometimes|usually|always|never|still|just|will|would|should|could|can|may|might|must|"
    r"has to|have to|had to|wants? to|likes? to|loves? to|gets? to|tends? to|(?:is|are|was|were) (?:going|supposed|"
    r"asked|told|planning|hoping|trying) to|(?:propose|plan|intend|hope|aim|vote|agree|decide)(?:s|d|ed)? to|tried to|"
    r"tries to)){0,2}"
    r"|\b(?:teach(?:es)?|taught|train(?:s|ed)?|tells?|told|ask(?:s|ed)?|gets?|got|help(?:s|ed)?|makes?|made|"
    rf"want(?:s|ed)?|need(?:s|ed)?|encourag\w*|remind\w*|invit\w*) (?!you\b|yourself\b|us\b|me\b){_NP_WORD}(?: {_NP_WORD})? to)\s*$")


# a stage direction naming whom the line is said to: "MARGOT (to the audience): '…'" (the "you" of the line is theirs)
_STAGED = re.compile(rf"\((?:to|aside to) (?![^)\n]*\b(?:{_AGENT}|you\b|me\b))\w+(?: \w+){{0,2}}\)[:,]?\s*"
                     r"[\"'\u00ab\u201e]?\s*$")


def staged(context: str) -> bool:
    """Whether the matched phrase is a line a stage direction says to someone other than the reader."""
    return CUT in context and _STAGED.search(context.split(CUT, 1)[0][-CONTEXT_TAIL:]) is not None


def addressed_elsewhere(context: str) -> bool:
    """Whether the words just before the matched phrase give it a subject or addressee other than the
    reader (see the module docstring); "the assistant must …", "I need you to …" are not."""
    return CUT in context and _ELSEWHERE.search(context.split(CUT, 1)[0][-CONTEXT_TAIL:]) is not None


_NAMES_THE_READER = re.compile(r"\b(?:you|your|yours|yourself)\b")


def cues(finding: InjectionFinding) -> tuple[str, ...]:
    """The mention cues of a finding: ``quoted`` and/or ``addressed`` (see the module docstring)."""
    out: tuple[str, ...] = ()
    if ((framed(finding.context) or named(finding.context) or studied(finding.context, _open_quote, CUT))
            and context_words(finding.context) >= MIN_CONTEXT_WORDS and not carried_out(finding.context)):
        out += ("quoted",)
    if staged(finding.context) or scripted(finding.context, CUT) or (
            addressed_elsewhere(finding.context) and not _NAMES_THE_READER.search(finding.excerpt)):
        out += ("addressed",)
    return out


def bar(finding: InjectionFinding, model: LinearModel) -> float:
    """The probability the finding's context must stay below for it to be overruled (0: never)."""
    limits = {"quoted": model.override_quoted, "addressed": model.override_addressed}
    return max((limits[c] for c in cues(finding)), default=0.0)


def disguised(text: str) -> bool:
    """Whether ``text`` wears a disguise (letters spaced out, invisible characters, words mixing Latin
    with look-alike letters): nobody mentions an attack phrase that way, so it is never overruled."""
    from memspark.safety.learned import detection_view, lexical_features
    from memspark.safety.normalise import fold, spaced_words

    if spaced_words(fold(text)):
        return True
    if text.isascii():
        return False
    mixed, invisible = lexical_features(text, detection_view(text))[:2]
    return bool(mixed > 0.0 or invisible > 0.0)


def overruled(findings: Sequence[InjectionFinding], model: LinearModel | None = None) -> bool:
    """Whether every hit in ``findings`` (all of a text's rule hits) is a mention (see the module
    docstring; the caller checks :func:`disguised` first)."""
    from memspark.safety.learned import injection_model, injection_probability

    model = model or injection_model()
    if not findings or model is None:
        return False
    for finding in findings:
        if finding.rule not in AMBIGUOUS_FAMILIES:
            return False
        limit = bar(finding, model)
        if limit <= 0.0:
            return False
        p = injection_probability(finding.context, model)
        if p is None or p >= limit:
            return False
    return True
