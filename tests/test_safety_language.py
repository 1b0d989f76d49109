"""The language gate reads what a Latin-script text is made of, not only which function words it has:
romanised Hindi, Arabic, Greek and Russian, and Uzbek, Afrikaans, Finnish, Swahili, Polish and Turkish notes
without the gate's function words go to the multilingual pass; a Chinese or Japanese note with an embedded Latin
word stays non-English; English with code, paths, names, URLs, hashes, jargon and typos stays on the English path."""

from __future__ import annotations

import pytest

from memspark.safety.language import (
    english_vocabulary,
    foreign_script_share,
    not_english,
    vocabulary_words,
)

ROMANISED_AND_LESS_COMMON = [
    "mujhe kal subah yaad dilana ki doctor ke paas jaana hai",  # Hindi in Latin letters
    "bukra ana mesh fadi, momken nekhalli el meeting ba3d bokra?",  # Arabizi
    "kalimera, ti kaneis? avrio tha pame gia kafe",  # Greeklish
    "privet, kak dela? zavtra vstrechaemsya v ofise",  # Russian in Latin letters
    "Men ertaga soat oltida uchrashuvga boraman, iltimos eslatib qoying",  # Uzbek
    "Huomenna menen lääkäriin kello yhdeksän",  # Finnish
    "Kesho nitaenda sokoni kununua mboga",  # Swahili
    "Jutro idę do dentysty o dziewiątej rano",  # Polish
    "Yarın sabah dokuzda doktora gideceğim",  # Turkish
]

CJK_WITH_LATIN = [
    "请把PDF发给我",
    "我们明天用Python写一个script来处理CSV文件",
    "请review一下这个pull request的changes",
    "来週のmeetingはZoomでお願いします",
]

ENGLISH_JARGON = [
    "ran kubectl rollout restart on the postgres pod after the yaml config change",
    "fix typo in readme, recieve -> receive, teh -> the",
    "todo: refactor utils, dedupe imports, rm unused vars",
    "lgtm, ship it",
    "Grafana dashboards for k8s nodes: cpu, mem, iowait",
    "kubectl, helm, terraform, ansible, jenkins, grafana, prometheus",
    "my fav editor is neovim w/ telescope + treesitter + lsp",
    "cron runs at 3am utc, logs to syslog, rotates via logrotate",
    "prefers tabs over spaces, black + isort + mypy strict",
    "gonna grab brunch w/ the fam tmrw, prob around noon",
    "Alembic migrations: autogenerate, then hand-edit downgrade fns",
    "Redis sentinel failover flapped twice overnight, pagerduty paged oncall",
    "i definately recomend the tiramisu, its amazng",
    "usr/local/bin/python3 symlinked, pyenv shims first on PATH",
    "see https://github.com/acme/widgets/pull/4821 and src/memspark/safety/language.py",
    "commit 9f3c2ab1e7d4 fixed it; sha256 e3b0c44298fc1c149afbf4c8996fb924",
    "Priya Raghunathan and Oluwaseun Adeyemi from Kraków joined the Zurich offsite",
    "GraphQL resolvers call getUserById, setCacheTTL and invalidateQueries",
]


@pytest.mark.parametrize("text", ROMANISED_AND_LESS_COMMON)
def test_romanised_and_less_common_latin_script_text_is_not_english(text: str) -> None:
    assert not_english(text)


@pytest.mark.parametrize("text", CJK_WITH_LATIN)
def test_a_cjk_note_with_embedded_latin_words_stays_non_english(text: str) -> None:
    assert foreign_script_share(text) >= 0.3
    assert not_english(text)


@pytest.mark.parametrize("text", ENGLISH_JARGON)
def test_english_with_code_paths_names_urls_hashes_jargon_and_typos_stays_english(text: str) -> None:
    assert not not_english(text)


def test_the_vocabulary_counts_only_plain_words() -> None:
    assert len(english_vocabulary()) > 15000 and "receive" in english_vocabulary()
    # identifiers, paths, digits, camel case and capitalised names outside the vocabulary do not count
    assert vocabulary_words("getUserById src/app.py db-stg-2 Raghunathan 3f9a2c1") == (0, 0, 5)
    # inflections, compounds and typos of vocabulary words are English; a plain unknown word is not
    english, unknown, _ = vocabulary_words("dashboards webpack recieve jaana")
    assert (english, unknown) == (3, 1)
    # vowel-less abbreviations are not evidence of another language
    assert vocabulary_words("thx tmrw pls npm") == (0, 0, 4)
