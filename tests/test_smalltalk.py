"""Small talk to the assistant gets no memories: its formulas are not content terms, and a prompt that is small talk
as a whole leaves the hook silent (:mod:`memspark.recall.stages.smalltalk`, :mod:`memspark.recall.stages.relevance`).

Before, every word of "thanks!", "keep going" or "happy new year!!" was a content term some chat line held, and the
covered share lifted a cosine of 0.2–0.37 over the hook's threshold. The prompts here are written for the family
(greetings, thanks, apologies, acknowledgements, go-aheads, opinion asks, wishes) in many languages, not taken from
any measured set.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from recall_fixtures import cand  # noqa: E402

from memspark.config import Config  # noqa: E402
from memspark.recall.stages.focus_features import terms  # noqa: E402
from memspark.recall.stages.relevance import (  # noqa: E402
    COVERAGE_WEIGHT,
    abstain,
    assess_relevance,
    covered_share,
    query_terms,
    said_terms,
)
from memspark.recall.stages.smalltalk import small_talk, without_formulas  # noqa: E402
from memspark.recall.trace import DropReason, RelevanceDetail  # noqa: E402

SMALL_TALK = {
    "en": ["Thank you so much!!", "hi there :)", "Good evening, how have you been?", "my bad, sorry",
           "Alright, carry on", "Sounds good, go ahead.", "what's your take?", "Merry Christmas and happy holidays!",
           "Congrats!! 🎉", "ok great, next", "cheers mate"],
    "de": ["Vielen Dank!", "Guten Abend, wie geht es dir?", "Alles klar, mach weiter", "Frohe Weihnachten!"],
    "fr": ["Merci beaucoup !", "Salut, ça va ?", "D'accord, continuez", "Joyeux Noël !", "Qu'en penses-tu ?"],
    "es": ["¡Muchas gracias!", "Hola, ¿qué tal?", "Vale, sigue", "¡Feliz Navidad!", "Lo siento"],
    "it": ["Grazie mille!", "Ciao, come stai?", "Va bene, continua", "Buon Natale!", "Che ne pensi?"],
    "pt": ["Muito obrigada!", "Oi, tudo bem?", "Beleza, pode continuar", "Feliz Natal!", "O que você acha?"],
    "nl": ["Dank je wel!", "Hoi, hoe gaat het?", "Oké, ga door", "Fijne feestdagen!", "Wat vind jij?"],
    "sv": ["Tack så mycket!", "Hej, hur mår du?", "Fortsätt", "God jul!"],
    "pl": ["Dziękuję bardzo!", "Cześć, jak się masz?", "Dobrze, kontynuuj", "Wesołych świąt!"],
    "tr": ["Çok teşekkürler!", "Merhaba, nasılsın?", "Tamam, devam et", "Mutlu yıllar!"],
    "id": ["Terima kasih banyak!", "Halo, apa kabar?", "Oke, lanjutkan", "Selamat tahun baru!"],
    "ro": ["Mulțumesc!", "Bună ziua, ce faci?", "La mulți ani!"],
    "ru": ["Спасибо!", "Привет, как дела?", "С новым годом!"],
    "zh": ["谢谢！", "你好", "新年快乐！", "好的，继续"],
    "ko": ["감사합니다!", "안녕하세요", "네, 계속"],
    "ja": ["ありがとうございます！", "こんにちは"],
}
# Questions that name something keep their content terms; the formula words alone go.
KEPT = {
    "what do you think about Caroline's painting?": {"caroline", "paint"},
    "Thanks! What's the capital of Mongolia?": {"capital", "mongolia"},
    "Merci ! Quelle est la capitale de la Mongolie ?": {"quelle", "est", "la", "capitale", "de", "mongolie"},
    "Did Caroline continue her counseling course?": {"caroline", "continue", "counsel", "course"},  # not at the head
    "What did Melanie think was great about the concert?": {"melanie", "think", "great", "concert"},
    "What did Melanie do in the morning?": {"melanie", "morn"},
    "Who wished Melanie a happy birthday?": {"wish", "melanie", "happy", "birthday"},  # reported, not said
    "What was the name of the pet John had to say goodbye to?": {"name", "pet", "john", "say", "goodbye"},
    "What J.K. Rowling quote does Tim like?": {"j", "k", "rowl", "quote", "tim", "like"},
}


@pytest.mark.parametrize("lang", sorted(SMALL_TALK))
def test_small_talk_in_many_languages_has_no_content_terms(lang: str) -> None:
    assert len(SMALL_TALK) >= 10
    for prompt in SMALL_TALK[lang]:
        assert small_talk(prompt), prompt
        assert query_terms(prompt) == frozenset(), prompt


def test_latin_small_talk_said_terms_before_and_none_now() -> None:
    # the behaviour's reason: these words are terms a chat line holds ("thanks", "keep", "going", "happy", "year")
    for prompt in ("thanks!", "keep going", "happy new year!!", "Hey, how's it going?", "what do you think?"):
        assert terms(prompt) and not query_terms(prompt) and said_terms(prompt) == len(set(terms(prompt)))


@pytest.mark.parametrize("prompt", sorted(KEPT))
def test_a_question_that_names_something_keeps_its_content_terms(prompt: str) -> None:
    assert query_terms(prompt) == frozenset(KEPT[prompt])
    assert not small_talk(prompt)


def test_not_small_talk_a_question_after_a_thanks_in_a_script_terms_cannot_read() -> None:
    assert not small_talk("谢谢, 东京明天的天气怎么样?")
    assert not small_talk("What's the capital of Mongolia?")  # no formula at all
    assert not small_talk("")


def test_formulas_are_blanked_in_place_the_rest_kept_as_written() -> None:
    out = without_formulas("Danke schön! Wie hoch ist die Zugspitze?")
    assert len(out) == len("Danke schön! Wie hoch ist die Zugspitze?")
    assert out.strip().startswith("!") and out.endswith("Wie hoch ist die Zugspitze?")
    assert without_formulas("Schöne Grüße aus Köln") == "Schöne Grüße aus Köln"  # no formula: the same string


def test_a_formula_word_is_said_but_never_evidence() -> None:
    # "continue" opens the clause: it is not evidence, yet it still counts among the words the prompt says, so taking it
    # out never raises the share of the word left ("stop" would have earned 1/2 alone, 1/3 as said)
    line = "Jon: We stopped at the bridge and will continue tomorrow."
    prompt = "continue from where you stopped"
    assert query_terms(prompt) == {"stop"} and said_terms(prompt) == 2
    assert said_terms(prompt, query_terms(prompt)) == 2  # the request's terms passed in, computed once: the same count
    assert covered_share(query_terms(prompt), line, said_terms(prompt)) == pytest.approx(1 / 3)
    before = len(set(terms(prompt)) & set(terms(line))) / (len(set(terms(prompt))) + 1)  # both held, 2/3
    assert covered_share(query_terms(prompt), line, said_terms(prompt)) < before
    cands = assess_relevance((cand("a", 1.0, cosine=0.30, text=line),), prompt).candidates
    assert cands[0].absolute == pytest.approx(0.30 + COVERAGE_WEIGHT / 3)


def test_small_talk_as_a_whole_leaves_the_hook_silent_whatever_a_chat_line_holds() -> None:
    line = "Maria: Thanks so much, happy new year! Keep going with the garden, it looks great."
    threshold = Config().tuning.hook_min_relevance
    for prompt in ("thanks so much!", "Happy new year!!", "keep going", "great 👌"):
        cands = assess_relevance((cand("a", 1.0, cosine=0.45, text=line),), prompt).candidates
        assert (cands[0].absolute or 0.0) >= threshold  # its cosine alone would pass
        out = abstain(cands, prompt, threshold)
        assert out.candidates == () and isinstance(out.detail, RelevanceDetail) and out.detail.abstained, prompt
        assert out.detail.relevance == 0.0 and {d.reason for d in out.drops} == {DropReason.NOT_RELEVANT}
        assert any("small talk to the assistant" in n for n in out.notes)
        assert abstain(cands, prompt, 0.0).candidates == cands  # 0: the hook never abstains
    asked = "How does Maria's garden look?"  # the same line answers a question about it
    held = assess_relevance((cand("a", 1.0, cosine=0.45, text=line),), asked).candidates
    assert abstain(held, asked, threshold).candidates == held
