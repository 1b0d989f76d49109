"""Conversation turns from structure (issue 20): the labelled set, the label decorations, what is not a
conversation, how turns split, and JSONL transcripts focused like notes — real files, real store, real model."""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path

import pytest

from memspark.chunking import chunk_document
from memspark.chunking.turns import (
    conversation_turns,
    detect,
    is_conversation,
    parse_label,
    speaker,
    split_blocks,
)
from memspark.config import ChunkConfig, load_config

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from bench.turn_detection import BASELINE, current_detector, legacy_detector, load_set, score  # noqa: E402


def turn_starts(text: str) -> list[int]:
    return [b.start_line for b in conversation_turns(text, 1) if b.speaker is not None]


# --- the labelled set (tests/data/turn_detection, written before the detector) ----------------------------

@pytest.fixture(scope="module")
def labelled() -> list:
    return load_set()


def test_the_set_covers_the_layouts_and_the_look_alikes(labelled: list) -> None:
    kinds = {label: {n.kind for n in labelled if n.label == label} for label in ("conversation", "other")}
    assert len(kinds["conversation"]) >= 8 and len(kinds["other"]) >= 6
    assert all(n.gold for n in labelled if n.label == "conversation")
    assert not any(n.gold for n in labelled if n.label == "other")


@pytest.mark.parametrize("view", ["whole", "chunks"])
def test_precision_and_recall_on_the_labelled_set(labelled: list, view: str) -> None:
    for split in ("dev", "holdout"):
        got = score([n for n in labelled if n.split == split], current_detector, view)
        assert got["note"]["precision"] >= 0.95 and got["note"]["recall"] >= 0.9, (split, got["wrong"])
        assert got["turn"]["precision"] >= 0.95 and got["turn"]["recall"] >= 0.9, (split, got["wrong"])


def test_the_detector_before_issue_20_missed_most_layouts(labelled: list) -> None:
    """The before/after comparison the bench reports: today's detector finds far more turns than 14bfc24's."""
    legacy = legacy_detector(BASELINE)
    if legacy is None:
        pytest.skip(f"no git history with {BASELINE} here")
    before, after = score(labelled, legacy), score(labelled, current_detector)
    assert after["turn"]["recall"] > before["turn"]["recall"] + 0.5
    assert after["note"]["precision"] >= before["note"]["precision"]


def test_a_baseline_runs_its_whole_detector_not_only_its_turns_module() -> None:
    """``--baseline REV`` runs that commit's whole package: d3b93d2's detector (spread over turns, labels,
    namelines, chrome, speakers …) scores blind set v8 exactly as it was recorded for that commit."""
    legacy = legacy_detector("d3b93d2")
    if legacy is None:
        pytest.skip("no git history with d3b93d2 here")
    got = score(load_set(ROOT / "tests" / "data" / "turn_detection_v8"), legacy)
    assert (got["turn"]["precision"], got["turn"]["recall"]) == (0.977, 0.853)
    assert (got["note"]["precision"], got["note"]["recall"]) == (1.0, 0.871)


# --- one label line --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "name"), [
    ("Caroline: I went to the support group.", "Caroline"),
    ("**Caroline:** I went", "Caroline"),
    ("**Caroline**: I went", "Caroline"),
    ("*Caroline*: I went", "Caroline"),
    ("__Caroline__: I went", "Caroline"),
    ("- Caroline: I went", "Caroline"),
    ("* **Caroline:** I went", "Caroline"),
    ("12. Caroline: I went", "Caroline"),
    ("> Caroline: I went", "Caroline"),
    ("> **Caroline**: I went", "Caroline"),
    ("[2023-05-08 13:56] Caroline: I went", "Caroline"),
    ("- [10:02 AM] Caroline: I went", "Caroline"),
    ("13:56 Caroline: I went", "Caroline"),
    ("(10:02) Caroline: I went", "Caroline"),
    ("Caroline (10:02): I went", "Caroline"),
    ("**Caroline** [13:56]: I went", "Caroline"),
    ("[5/8/23, 1:56:12 PM] Caroline: I went", "Caroline"),
    ("08.05.2023, 13:56 - Caroline: I went", "Caroline"),
    ("Caroline, [5/8/23 1:56 PM]", "Caroline"),
    ("Caroline Smith  1:56 PM", "Caroline Smith"),
    ("Caroline — I went", "Caroline"),
    ("Caroline - I went", "Caroline"),
    ("[13:56] <caro_92> I went", "caro_92"),
    ("Dr. O'Neil: I went", "Dr. O'Neil"),
    ("Nguyễn Văn An: tôi đã đi", "Nguyễn Văn An"),
    ("李雷: 周末去爬香山吗？", "李雷"),
    ("user: how do I list timers?", "user"),
    ("@caroline: I went", "caroline"),
    ("* **10:02 Caroline:** I went", "Caroline"),
    ("Caroline — Today at 1:56 PM", "Caroline"),
    ('{"role": "assistant", "content": "Run systemctl list-timers."}', "assistant"),
])
def test_a_speaker_label_in_any_common_decoration(line: str, name: str) -> None:
    assert speaker(line) == name


@pytest.mark.parametrize("line", [
    "- [x] Changelog: updated", "| 1 | Ana | Rahul |", "  role: database", ": a definition", "## Status: open",
    "- 09:05 checked the deploy history, upgrade at 08:58", "see https://example.com/a: b", "Meeting 10:30 with Ana",
    '{"type": "session", "version": 3}', "", "12: twelve",
])
def test_lines_that_hold_no_speaker_label(line: str) -> None:
    assert parse_label(line) is None


# --- what is a conversation ------------------------------------------------------------------------------

def test_consecutive_label_lines_are_turns_and_headings_stay_context() -> None:
    text = ("# March\n\n## Call 1\n\nSøren: The lease is signed.\nMarta: When do you move in?\n"
            "Søren: April 15th.\n\n## Call 2\n\nMarta: Did the movers show up?\nSøren: Two days late.")
    blocks = split_blocks(text, 1)
    assert [(b.start_line, b.speaker) for b in blocks] == [(5, "Søren"), (6, "Marta"), (7, "Søren"), (11, "Marta"),
                                                           (12, "Søren")]
    assert [b.heading for b in blocks] == ["Call 1"] * 3 + ["Call 2"] * 2


def test_continuation_lines_and_a_label_alone_keep_the_whole_turn() -> None:
    text = ("Fatima: I keep getting pulled into incidents.\nI tried blocking my calendar.\n\n"
            "Gustavo: Who owns the on-call schedule?\n\nFatima: Nobody really.\n\n"
            "Zoë, [14.02.24 09:31]\n\nDid the courier come?\n\nIvan, [14.02.24 09:35]\nNot yet.\n\nZoë, [14.02.24 09:36]\nok")
    blocks = split_blocks(text, 1)
    assert [(b.start_line, b.end_line) for b in blocks][:3] == [(1, 2), (4, 4), (6, 6)]
    assert [(b.start_line, b.end_line, b.speaker) for b in blocks][3:5] == [(8, 10, "Zoë"), (12, 13, "Ivan")]


def test_turns_in_a_note_among_ordinary_bullets() -> None:
    text = ("# 2024-04-03\n\n## Done\n- renewed the certificates\n- moved the backup window\n\n## Chat\n\n"
            "Ingrid: Budget is 40k NOK.\nFarid: Does that cover dinner?\nIngrid: Yes, keep receipts.\n")
    assert turn_starts(text) == [9, 10, 11]
    assert is_conversation(split_blocks(text, 1))


@pytest.mark.parametrize("text", [
    # key/value incident note: labels once each
    "Root cause: the upgrade renamed a key.\nImpact: 23 minutes of errors.\nFix: renamed it back.\nOwner: dev agent\nStatus: closed",
    # the chunk the issue saw come back as a result of its own
    "Owner: dev agent\nStatus: closed",
    "- Owner: dev agent\n- Status: closed",
    # records: the same keys under each heading, or a cycle of keys with a gap between records
    "## A\nPros: embedded, no server at all.\nCons: needs an optimize after writes.\n"
    "## B\nPros: mature filtering and indexes.\nCons: another service to run.",
    "Root cause: disk full on staging.\nFix: extended the volume.\nOwner: Ana Lopez\n\n"
    "Root cause: an expired certificate.\nFix: renewed it with certbot.\nOwner: Rahul Mehta\n\n"
    "Root cause: overlapping jobs at night.\nFix: moved the backup window.\nOwner: Ana Lopez",
    # YAML front matter, config and env listings, nested keys
    "---\ntitle: Timers\nauthor: Kwame\ntags: [infra]\n---\n\nWe have eleven cron jobs.",
    "- name: stage-db-1\n  role: database\n  region: eu-west\n- name: stage-app-1\n  role: app\n  region: eu-west",
    "embedding: 18091\nreranker: 18092\nllm: 18080\ngateway: 8443",
    # meeting notes with owner-labelled action items, a glossary, a checklist, a table
    "Attendees: Ana, Rahul, Farid\nAgenda: roadmap, on-call\n\n## Action items\n- Ana: draft the roadmap\n"
    "- Rahul: fix the disk alert\n- Farid: book the hotel\n- Ana: send the agenda",
    "**Embedding**: a vector for a text.\n\n**BM25**: a ranking function.\n\n**Chunk**: a slice of a file.",
    "- [x] Changelog: updated\n- [ ] Tag: v2.4.0\n- [ ] Announce: post in releases",
    "| Week | Primary |\n| --- | --- |\n| 1 | Ana: out Friday |\n| 2 | Ana: back |",
    "```yaml\nuser: admin\nassistant: none\nuser: root\n```",
])
def test_look_alikes_are_not_conversations(text: str) -> None:
    assert detect(text.split("\n")) == {}
    assert conversation_turns(text, 1) == []


@pytest.mark.parametrize("text", [
    "Ann: the port is 18091\nBob: thanks, that fixed it\nAnn: great",  # two people alternating
    "user: hi\nassistant: hello\nuser: thanks",  # a role vocabulary
    "**Amara** (19:02): Did you finish it?\n**Pedro** (19:03): Halfway\n**Yuki** (19:03): I did\n"
    "**Amara** (19:05): Let's meet on the 28th\n**Pedro** (19:06): I'll bring empanadas\n**Yuki** (19:06): and mochi",
    "Melanie: Thanks for the chat, it was lovely!\n\nCaroline: Bye Mel, talk soon!",  # a session's goodbyes
])
def test_conversations_with_little_evidence_still_count(text: str) -> None:
    assert len(turn_starts(text)) == len([ln for ln in text.split("\n") if ln.strip()])


def test_the_bare_layout_splits_as_before_one_paragraph_per_turn() -> None:
    text = "# Session 3\n\nCaroline: I went yesterday.\n\nMelanie: How did it go?\n\nCaroline: It was powerful."
    assert [(b.start_line, b.end_line) for b in split_blocks(text, 10)] == [(12, 12), (14, 14), (16, 16)]


# --- JSONL transcripts -----------------------------------------------------------------------------------

TRANSCRIPT = [
    {"type": "session", "version": 3, "id": "b1f2", "timestamp": "2026-02-11T09:00:00Z"},
    {"role": "user", "content": "The gateway keeps crash-looping after the upgrade, what changed?",
     "timestamp": "2026-02-11T09:00:05Z"},
    {"role": "assistant", "content": "The upgrade renamed the config key listen_port to port; the old key is "
                                     "ignored, so it binds 0 and exits.", "timestamp": "2026-02-11T09:00:09Z"},
    {"role": "user", "content": "ok, what about the zebra exhibit tickets for Saturday?", "timestamp": "2026-02-11T09:03:40Z"},
    {"type": "model_change", "model": "spark-large", "timestamp": "2026-02-11T09:04:00Z"},
    {"role": "assistant", "content": "Two zebra exhibit tickets are booked for Saturday at 11.",
     "timestamp": "2026-02-11T09:04:02Z"},
]


AFTER = [  # more of the session, on the gateway again
    "Back to the gateway: after renaming the key it starts, but the healthcheck still fails on boot.",
    "The healthcheck probes /ready before the model has loaded; raise its start period to 60 seconds.",
    "Done, and the healthcheck is green now. Should I pin the image tag as well?",
    "Yes, pin the image to the exact release so the next upgrade is a deliberate step.",
]


def test_a_transcripts_messages_are_turns_and_its_metadata_lines_belong_to_none() -> None:
    text = "\n".join(json.dumps(m) for m in TRANSCRIPT) + "\n"
    kids = [c for c in chunk_document(text, agent_id="a", path="sessions/s.jsonl", content_type="session",
                                      doc_date=None, cfg=ChunkConfig()) if not c.is_parent]
    turns = [b for c in kids for b in conversation_turns(c.text, c.start_line)]
    assert [(b.start_line, b.speaker) for b in turns] == [(2, "user"), (3, "assistant"), (4, "user"), (6, "assistant")]


def test_a_session_transcript_is_focused_like_a_note(tmp_path: Path) -> None:
    """A real transcript file under agents/<agent>/sessions/, indexed and searched with the shipped pipeline:
    the answer comes back as its own turn (one message line), not as the whole session chunk."""
    from memspark.embed import EmbedQueue, create_provider
    from memspark.recall.pipeline import PipelineRequest, RecallPipeline
    from memspark.storage import LanceStore
    from memspark_eval.index import index_workspace

    root = tmp_path / "ws"
    (root / "workspace-main").mkdir(parents=True)
    sessions = root / "agents" / "main" / "sessions"
    sessions.mkdir(parents=True)
    more = [{"role": "user" if i % 2 else "assistant", "content": text, "timestamp": f"2026-02-11T09:1{i}:00Z"}
            for i, text in enumerate(AFTER)]
    (sessions / "2026-02-11.jsonl").write_text("\n".join(json.dumps(m) for m in TRANSCRIPT + more) + "\n",
                                              encoding="utf-8")
    cfg = load_config(root=root, data_dir=tmp_path / "data", env={}, overrides={"workspace": {"index_sessions": True}})
    queue = EmbedQueue(create_provider(cfg.embed), cfg.embed)
    store = LanceStore(cfg.data_dir, cfg.storage, model_id=queue.identity, dims=queue.provider.dims)
    n, _ = index_workspace(cfg, store, queue)
    store.optimize()
    assert n >= 1
    res = RecallPipeline(store, queue, cfg).run(PipelineRequest("When are the zebra exhibit tickets booked?", "main",
                                                             mode="tool", max_results=5, min_score=0.0,
                                                             now=date(2026, 2, 12)))
    top = res.results[0]
    assert top.path == "sessions/2026-02-11.jsonl" and top.source == "sessions"
    # a turn range around the answer, read as words (the chunk is the transcript's role: content rendering)
    assert top.start_line <= 6 <= top.end_line and "assistant: Two zebra exhibit tickets" in top.text
    assert "{" not in top.text and "listen_port" not in top.text and top.end_line - top.start_line < 8


@pytest.mark.parametrize("chunk", [
    "### Heartbeat vs cron\n\n- Heartbeat: several checks batched together, timing can drift.\n"
    "- Cron: exact timing, isolated from the main session, one-shot reminders.\n",
    "**What happened:** I ran the migration without a backup and the table was dropped.\n\n"
    "**Lesson:** always take a snapshot before running a schema change.\n",
    "## Context\n\n- Runs a small homelab: the Spark, a Mac mini gateway and a NAS.\n"
    "- Side project: training a character LoRA called Mika on the Spark.\n",
])
def test_two_bulleted_or_bold_keys_once_each_are_not_a_conversation(chunk: str) -> None:
    """A 200-token chunk of a curated note often holds two keys once each; in bullets or bold they are
    keys (focus would split the note), while a message header with a time still counts."""
    assert detect(chunk.split("\n")) == {}


def test_two_bold_names_once_each_are_a_conversation_when_the_heading_names_them() -> None:
    """Two bold labels once each are keys, unless the chunk's heading (its breadcrumb, or a heading line inside
    it) names both: a child chunk cut from a bold-labelled conversation under ``# Session 3 (Caroline and
    Melanie)`` splits into turns as the same chunk with bare labels does."""
    chunk = ["**Caroline:** I went to the support group yesterday and it was powerful.", "",
             "**Melanie:** That sounds amazing, I am so proud of you!"]
    assert detect(chunk) == {}
    assert sorted(detect(chunk, "Session 3 — 8 May, 2023 (Caroline and Melanie)")) == [0, 2]
    assert sorted(detect(["# Caroline and Melanie", "", *chunk])) == [2, 4]
    assert detect(chunk, "Session 3 — 8 May, 2023 (Caroline and Jon)") == {}  # one name is not enough
    keys = ["**What happened:** I ran the migration without a backup.", "", "**Lesson:** take a snapshot first."]
    assert detect(keys, "Mistakes > Database") == {}
    assert detect(chunk, "Session 3 (caroline and melanie)") == {}  # named as written
    listed = ["- Heartbeat: several checks batched together.", "- Cron: exact timing, isolated runs."]
    assert detect(listed, "Heartbeat vs Cron") == {}  # bullets stay keys


def test_two_stamped_messages_once_each_are_a_conversation() -> None:
    chunk = "[5/8/23, 1:56 PM] Caroline: I went to the support group yesterday!\n" \
            "[5/8/23, 1:58 PM] Melanie: That's great, how did it go?\n"
    assert len(detect(chunk.split("\n"))) == 2


# --- evidence when names do not recur enough, and records that look like people -------------------------------

@pytest.mark.parametrize("text", [
    # four people, six lines: one comes back after the others (names recur less than 2k - 1 times)
    "Oma: Wer kommt Sonntag zum Kaffee?\nTim: Ich, aber erst um vier\nJule: ich bringe Kuchen mit!\n"
    "Karl: ohne mich, ich habe Dienst\nOma: Schade. Dann backe ich nur einen\nTim: ok",
    "Priya (Lead): Can we ship the import fix today?\nOmar (Dev): The tests pass, the migration is still open.\n"
    "Lena (QA): I can check the migration after lunch.\nPriya (Lead): Then we ship tomorrow morning.",
])
def test_a_short_chat_of_many_people_is_a_conversation_when_someone_answers(text: str) -> None:
    assert len(detect(text.split("\n"))) == len(text.split("\n"))


@pytest.mark.parametrize("text", [
    # the same names, nobody comes back: a list of who said what once, not an exchange
    "Oma: Wer kommt Sonntag zum Kaffee?\nTim: Ich, aber erst um vier\nJule: ich bringe Kuchen mit!\n"
    "Karl: ohne mich, ich habe Dienst",
    # a name comes back, but the lines are values, not said
    "Host: db-1\nPort: 5432\nUser: app\nHost: db-2",
    # bulleted owners under "Action items" (a name comes back): assignments, not replies
    "## Action items\n- Ana: draft the roadmap for Q3\n- Rahul: fix the disk alert on staging\n"
    "- Farid: book the hotel in Oslo\n- Ana: send the agenda to everyone",
])
def test_a_short_list_of_names_without_an_answer_is_no_conversation(text: str) -> None:
    assert detect(text.split("\n")) == {}


@pytest.mark.parametrize("text", [
    # release notes: under each version the entries grouped by kind
    "## 1.2.0\nAdded: dark mode.\nAdded: a CSV export for reports.\nFixed: login loop on Safari.\n\n"
    "## 1.1.0\nFixed: the crash on empty input.\nFixed: wrong totals in the summary.\nRemoved: the old API.",
    # a score per person per round, and a total line
    "## Round 1\nMia: 4\nNoah: 6\nIdris: 5\n\n## Round 2\nMia: 8\nNoah: 3\nIdris: 5\n\n## Final\nMia: 12\nNoah: 9\n"
    "Idris: 10\nWinner: Mia",
    # pairs of keys set apart between every two, never inside one: a FAQ, symptoms and causes, a git log
    "Q: Where do I get a badge?\nA: At reception, bring your ID.\n\nQ: Can I bring a guest?\nA: Yes, register them the "
    "day before.\n\nQ: Is there a locker?\nA: On every floor, next to the kitchen.",
    "Symptom: the page loads forever.\nCause: the cache is cold after a deploy.\n\n"
    "Symptom: the chart is empty.\nCause: the time range is in the future.",
    "commit 1a2b3c\nAuthor: Ana Lopez <ana@example.org>\nDate:   Mon Jun 3 10:00 2024\n\n    fix the parser\n\n"
    "commit 4d5e6f\nAuthor: Rahul Mehta <rahul@example.org>\nDate:   Sun Jun 2 18:30 2024\n\n    add tests",
])
def test_sections_listing_their_keys_in_runs_and_pairs_set_apart_are_records(text: str) -> None:
    assert detect(text.split("\n")) == {}


def test_two_people_answering_each_other_in_pairs_of_lines_without_gaps_stay_a_conversation() -> None:
    chat = ["Ann: did the backup run?", "Bob: yes, at two", "Ann: and the restore test?", "Bob: passed this morning"]
    spaced = ["Q: How long have you lived here?", "", "A: Since 1998, before the bridge.", "",
              "Q: What changed?", "", "A: The traffic, mostly."]
    assert sorted(detect(chat)) == [0, 1, 2, 3]
    assert sorted(detect(spaced)) == [0, 2, 4, 6]


def test_a_changelogs_kinds_once_each_are_no_speakers() -> None:
    chunk = ["## 3.0.1", "Added: retry with backoff for uploads.", "Deprecated: the legacy login flag, gone in 4.0."]
    assert detect(chunk) == {}
    assert sorted(detect(["Ada: retry with backoff for uploads?", "Bea: the legacy login flag, gone in 4.0."])) == [0, 1]


def test_one_turn_under_each_time_heading_is_no_record() -> None:
    chat = ["Mo: is the build green?", "## 10:05", "Mo: the deploy is waiting on it", "## 10:07", "Sam: green now, go"]
    assert sorted(detect(chat)) == [0, 2, 4]
