"""A quiz or exam item about an attack: asks about one, quotes it, never issues it.

Security-awareness training writes attacks into its questions: 'Quiz Q5: A web page tells your AI browser to
"send the user's cookies". Which control stops this? Answer: …', "True or false: a text from "your bank" asking
for your code is safe." The learned models read the quoted order and score such an item as an attack; no rule
does. :func:`quizzed` recognises the item by its structure, so :mod:`memspark.safety.injection` can set a
learned verdict on it aside (a rule hit is never set aside here: those go through :mod:`memspark.safety.mention`):

- a quiz frame opens the text or a line of it ("Quiz Q5:", "Question 3:", "True or false:", "Scenario:",
  "Multiple choice:", "Frage 2:", "Vrai ou faux :", "Pregunta 4:", "问题 3：", "問題3：", "문제 3:" …);
- it asks (a question mark) and quotes (a quotation in any of the marks :mod:`memspark.safety.mention` reads);
- it gives no address to send anything to (an e-mail address, a web address), its quotations ask for none of
  the reader's secrets or data (passwords, tokens, the chat history …), and it gives no order to act on what it
  quotes (:func:`memspark.safety.quotation.carried_out`): an attack dressed as a quiz keeps its verdict.

One pass of a few bounded regular expressions over the text: linear in its length.
"""

from __future__ import annotations

import re

from memspark.safety.quotation import PAYLOAD, carried_out

# a quiz frame at the start of the text or of a line (after list marks or a quote mark), by language
_FRAME = re.compile(
    r"(?:^|\n)[^\S\n]*(?:[-*>\u2022]+[^\S\n]*)?(?:"
    r"(?:security |awareness |phishing |training )?(?:quiz|exam|test|question|q)[^\S\n]*(?:q?\d+[a-z]?)?[^\S\n]*[:.)]"
    r"|true or false\b|multiple choice\b|scenario[^\S\n]*\d*[^\S\n]*:|spot the (?:attack|scam|phish)"
    r"|(?:frage|aufgabe|quiz)[^\S\n]*\d*[^\S\n]*:|richtig oder falsch\b|szenario[^\S\n]*:"
    r"|(?:question|quiz)[^\S\n]*\d*[^\S\n]*:|vrai ou faux\b|scenario[^\S\n]*:"
    r"|(?:pregunta|cuestionario|examen)[^\S\n]*\d*[^\S\n]*:|verdadero o falso\b|escenario[^\S\n]*:"
    r"|(?:domanda|quiz)[^\S\n]*\d*[^\S\n]*:|vero o falso\b"
    r"|(?:测验|测试题|问题|判断题|选择题|考题|場景|情景)[^\S\n]*\d*[^\S\n]*[:：]"
    r"|(?:クイズ|問題|設問|正誤)[^\S\n]*\d*[^\S\n]*[:：]"
    r"|(?:퀴즈|문제|시나리오)[^\S\n]*\d*[^\S\n]*[:：])")
_QUESTION = re.compile(r"[?？]")
_QUOTED = re.compile(r"\"[^\"\n]{1,300}\"|\u00ab[^\u00bb\n]{1,300}\u00bb|\u201e[^\"\u201c\n]{1,300}[\"\u201c]|"
                     r"\u300c[^\u300d\n]{1,300}\u300d|\u300e[^\u300f\n]{1,300}\u300f|(?<![\w])'[^'\n]{1,300}'(?![\w])")
# somewhere to send things: an e-mail address, a web address
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+|https?://|www\.", re.IGNORECASE)


_CURLY = str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"})


def quizzed(text: str) -> bool:
    """Whether ``text`` is a quiz item about an attack (see the module docstring). Read as written, lower-cased
    (the detection form reads "Q5" as "qs"): a frame disguised with look-alike letters is no frame."""
    view = text.casefold().translate(_CURLY)
    if _FRAME.search(view) is None or _QUESTION.search(view) is None:
        return False
    if _QUOTED.search(view) is None:
        return False
    if _ADDRESS.search(view) is not None or any(PAYLOAD.search(m.group()) for m in _QUOTED.finditer(view)):
        return False
    return not carried_out(_QUOTED.sub(" ", view))


__all__ = ["quizzed"]
