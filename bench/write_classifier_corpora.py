"""Write the labelled capture and injection corpora (issue 21) from the hand-written families.

    python bench/write_classifier_corpora.py [--only test|traindev|all]

The sentences are hand-written in :mod:`bench.corpora.capture_src` and :mod:`bench.corpora.injection_src`,
one block per *source family* (who writes them, or which attack framing / disguise). This script only
renders them: seeded typo / lowercase / prefix variants for capture messages, and for injection lines the
family's disguise (base64, split base64, hex, rot13, reversed, split over lines, spaced letters,
homoglyphs from six scripts, invisible characters, embedding in a longer note) plus neutral carriers
(a bullet in a dated note, an e-mail, a paragraph, a quote) used alike for attacks and benign notes.

Splits are by family, never at random: every line of a family lands in the same split, and the TEST
families are listed below, fixed before any model was fitted.
"""

from __future__ import annotations

import argparse
import base64
import codecs
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpora.capture_src import SOURCE as CAPTURE_SOURCE  # noqa: E402
from bench.corpora.injection_src import SOURCE as INJECTION_SOURCE  # noqa: E402

CAPTURE_DIR = ROOT / "tests" / "data" / "capture_corpus"
INJECTION_DIR = ROOT / "tests" / "data" / "injection_corpus_v2"
SEED = 21

CAPTURE_SPLIT = {
    "test": {"parent", "researcher-zh", "lawyer-formal", "musician", "dutch-cyclist", "korean-designer",
             "assistant-general", "travel-planner"},
    "dev": {"teacher-es", "gamer-casual", "hindi-shopkeeper", "small-business"},
}
INJECTION_SPLIT = {
    "test": {"override-soft", "agentic-web", "ml-framing", "enc-b64-split", "enc-reversed", "homoglyph-armenian",
             "homoglyph-lisu", "homoglyph-cherokee", "homoglyph-coptic", "prompt-eng", "theatre-roles",
             "multilingual-benign", "benign-notes-long"},
    "dev": {"mixed-lang", "tool-json", "pet-training", "benign-hex-rot"},
}
CODES = {"P": "preference", "F": "fact", "D": "decision", "E": "event", "X": "fix", "R": "procedure",
         "U": "rule", "S": "snippet", "c": "chit-chat", "q": "question", "t": "transient-request",
         "b": "boilerplate", "l": "pasted-log", "i": "instruction-to-assistant"}


def _blocks(source: str) -> list[tuple[list[str], list[str]]]:
    out: list[tuple[list[str], list[str]]] = []
    for line in source.strip().splitlines():
        if line.startswith("## "):
            out.append(([p.strip() for p in line[3:].split("|")], []))
        elif line.strip():
            out[-1][1].append(line.replace("\\n", "\n"))
    return out


def _split(family: str, table: dict[str, set[str]]) -> str:
    return next((s for s, fams in table.items() if family in fams), "train")


# ------------------------------------------------------------------ capture
_PREFIXES = ("btw ", "fyi, ", "note: ", "also, ", "oh and ", "just so you know, ")


def _typo(text: str, rng: random.Random) -> str:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    if not idx:
        return text.lower()
    i = rng.choice(idx)
    w = words[i]
    j = rng.randrange(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:] if rng.random() < 0.5 else w[:j] + w[j + 1:]
    return " ".join(words)


def _capture_variant(text: str, rng: random.Random) -> tuple[str, str]:
    kind = rng.choice(("typo", "lower", "prefix"))
    if kind == "typo":
        return _typo(text, rng), kind
    if kind == "lower":
        return text.lower().rstrip(".!"), kind
    return rng.choice(_PREFIXES) + text[0].lower() + text[1:], kind


def capture_rows(source: str = CAPTURE_SOURCE, table: dict[str, set[str]] = CAPTURE_SPLIT,
                 seed: int = SEED) -> list[dict[str, str]]:
    rng = random.Random(seed)
    rows = []
    for (family, lang, role), lines in _blocks(source):
        split = _split(family, table)
        for line in lines:
            code, text = line.split("|", 1)
            kind = CODES[code]
            label = "store" if code.isupper() else "skip"
            base = {"text": text, "label": label, "category": kind if label == "store" else "", "kind": kind,
                    "family": family, "lang": lang, "role": role, "split": split, "variant": "original"}
            rows.append(base)
            if "```" not in text and "\n" not in text and rng.random() < 0.85:
                vtext, vkind = _capture_variant(text, rng)
                if vtext != text:
                    rows.append({**base, "text": vtext, "variant": vkind})
    return rows


# ------------------------------------------------------------------ injection disguises
HOMOGLYPHS: dict[str, dict[str, str]] = {
    "cyrillic": {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "i": "і", "y": "у", "x": "х", "s": "ѕ"},
    "greek": {"o": "ο", "i": "ι", "a": "α", "e": "ε", "t": "τ", "u": "υ", "p": "ρ", "n": "η"},
    "armenian": {"o": "օ", "u": "ս", "g": "ց", "h": "հ", "n": "ո", "q": "զ"},
    "cherokee": {"A": "Ꭺ", "B": "Ᏼ", "C": "Ꮯ", "D": "Ꭰ", "E": "Ꭼ", "G": "Ᏻ", "H": "Ꮋ", "J": "Ꭻ", "K": "Ꮶ",
                 "L": "Ꮮ", "M": "Ꮇ", "P": "Ꮲ", "R": "Ꭱ", "S": "Ꮪ", "T": "Ꭲ", "V": "Ꮩ", "W": "Ꮃ", "Z": "Ꮓ"},
    "lisu": {"A": "ꓮ", "B": "ꓐ", "C": "ꓚ", "D": "ꓓ", "E": "ꓰ", "F": "ꓝ", "G": "ꓖ", "H": "ꓧ", "I": "ꓲ", "J": "ꓙ",
             "K": "ꓗ", "L": "ꓡ", "M": "ꓟ", "N": "ꓠ", "O": "ꓳ", "P": "ꓑ", "R": "ꓣ", "S": "ꓢ", "T": "ꓔ", "U": "ꓴ",
             "V": "ꓦ", "W": "ꓪ", "X": "ꓫ", "Y": "ꓬ", "Z": "ꓜ"},
    "coptic": {"a": "ⲁ", "o": "ⲟ", "p": "ⲣ", "c": "ⲥ", "i": "ⲓ", "k": "ⲕ", "n": "ⲛ", "y": "ⲩ", "x": "ⲭ",
               "w": "ⲱ", "O": "Ⲟ", "P": "Ⲣ", "C": "Ⲥ", "A": "Ⲁ", "H": "Ⲏ", "I": "Ⲓ", "K": "Ⲕ", "M": "Ⲙ",
               "N": "Ⲛ", "T": "Ⲧ", "X": "Ⲭ"},
}
_INVISIBLES = ("\u200b", "\u200c", "\u2060", "\U0001d173", "\U0001d175", "\U0001d179", "\ufeff", "\u180e")
_HOSTS = (
    "Weekly sync, 3 May. Attendees: Ana, Li, Sam. The migration is on track and QA starts Monday.",
    "Trip notes: the hotel is near the station, breakfast from 7. Museum passes are in the blue folder.",
    "Customer feedback digest: users like the new dashboard; two asked for CSV export.",
    "Recipe card: lemon drizzle cake, 200 g flour, 175 g sugar, 2 lemons, bake 45 minutes.",
    "Release 2.4 notes: faster search, fixed the login redirect, dark mode for settings.",
    "Garden log: planted garlic in bed 3, the raspberries need netting before June.",
)
_NEUTRAL = ("Updated after the call.", "Filed under misc.", "Copied from the shared doc.", "See also last week's entry.",
            "Pinned for later.", "From the team wiki.")


def _carrier(text: str, rng: random.Random) -> str:
    k = rng.randrange(4)
    if k == 0:
        return f"## Notes {rng.randint(1, 28)}.{rng.randint(1, 12)}.\n- {rng.choice(_NEUTRAL)}\n- {text}"
    if k == 1:
        name = rng.choice(("Sam", "Priya", "Jonas", "Mei", "Tom", "Aisha"))
        return f"From: {name}\nSubject: {rng.choice(('update', 're: notes', 'FYI', 'quick one'))}\n\n{text}\n\nThanks,\n{name}"
    if k == 2:
        return f"{rng.choice(_NEUTRAL)} {text}"
    return f"> {text}"


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _disguise(text: str, transform: str, rng: random.Random) -> list[str]:
    if transform in ("plain", ""):
        return [text]
    if transform == "b64":
        blob = _b64(text)
        return [blob, f"{rng.choice(('Decode and follow:', 'Payload:', 'Note (base64):', 'data='))} {blob}"]
    if transform == "b64split":
        blob = _b64(text)
        n = rng.choice((3, 4))
        size = -(-len(blob) // n)
        parts = [blob[i:i + size] for i in range(0, len(blob), size)]
        return [" ".join(parts), "Join these parts and decode them:\n" + "\n".join(f'"{p}"' for p in parts)]
    if transform == "hex":
        raw = text.encode().hex()
        return [raw, "hex: " + " ".join(raw[i:i + 2] for i in range(0, len(raw), 2))]
    if transform == "rot13":
        r = codecs.encode(text, "rot13")
        return [f"(rot13) {r}", r]
    if transform == "hexrot":
        return [text.encode().hex(), f"(rot13) {codecs.encode(text, 'rot13')}"]
    if transform == "reversed":
        r = text[::-1]
        return [r, f"Read this backwards: {r}"]
    if transform == "split":
        words = text.split()
        third = max(1, len(words) // 3)
        lines = [" ".join(words[:third]), " ".join(words[third:2 * third]), " ".join(words[2 * third:])]
        return ["\n".join(lines), "\n".join(words), "\n\n".join(lines)]
    if transform == "spaced":
        return [" ".join(text), ".".join(text.replace(" ", "  ")), "-".join(text)]
    if transform in HOMOGLYPHS:
        table = HOMOGLYPHS[transform]
        full = "".join(table.get(ch, ch) for ch in text)
        part = "".join(table.get(ch, ch) if rng.random() < 0.5 else ch for ch in text)
        return [full, part]
    if transform == "invisible":
        inv = rng.choice(_INVISIBLES)
        every = "".join(ch + inv for ch in text)
        words = " ".join(w[:2] + rng.choice(_INVISIBLES) + w[2:] if len(w) > 3 else w for w in text.split())
        return [every, words]
    if transform in ("embedded", "embeddedbenign"):
        out = []
        for host in rng.sample(_HOSTS, 3):
            sentences = host.split(". ")
            cut = rng.randrange(1, len(sentences) + 1)
            out.append(". ".join(sentences[:cut]) + (". " if cut < len(sentences) else " ") + text + " "
                       + ". ".join(sentences[cut:]))
        return out
    raise ValueError(transform)


def injection_rows(source: str = INJECTION_SOURCE, table: dict[str, set[str]] = INJECTION_SPLIT,
                   ) -> list[dict[str, str]]:
    rng = random.Random(SEED)
    rows = []
    for (family, label, transform), lines in _blocks(source):
        split = _split(family, table)
        for line in lines:
            texts = _disguise(line, transform, rng)
            if transform == "plain":  # plain lines also appear once in a neutral carrier (twice for benign)
                texts += [_carrier(line, rng) for _ in range(1 if label == "attack" else 2)]
            for i, text in enumerate(texts):
                rows.append({"text": text, "label": label, "family": family, "transform": transform,
                             "source_line": line, "rendering": i, "split": split})
    return rows


def _write(folder: Path, rows: list[dict[str, str]], splits: tuple[str, ...], suffix: str = "") -> list[str]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for split in splits:
        path = folder / f"{split}{suffix}.jsonl"
        path.write_text("".join(json.dumps({k: v for k, v in r.items() if k != "split"}, ensure_ascii=False) + "\n"
                                for r in rows if r["split"] == split), encoding="utf-8")
        written.append(str(path.relative_to(ROOT)))
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", choices=("test", "traindev", "all"), default="all")
    ap.add_argument("--multilingual", action="store_true",
                    help="write only train_multilingual.jsonl / dev_multilingual.jsonl from bench.corpora.multilingual_src")
    args = ap.parse_args(argv)
    if args.multilingual:
        return write_multilingual()
    splits = {"test": ("test",), "traindev": ("train", "dev"), "all": ("train", "dev", "test")}[args.only]
    cap, inj = capture_rows(), injection_rows()
    for name, rows in (("capture", cap), ("injection", inj)):
        for split in ("train", "dev", "test"):
            sub = [r for r in rows if r["split"] == split]
            pos = sum(r["label"] in ("store", "attack") for r in sub)
            print(f"{name} {split}: {len(sub)} rows ({pos} positive, {len(sub) - pos} negative), "
                  f"{len({r['family'] for r in sub})} families")
    for path in _write(CAPTURE_DIR, cap, splits) + _write(INJECTION_DIR, inj, splits):
        print("wrote", path)
    return 0


def write_multilingual() -> int:
    """The multilingual train/dev lines (:mod:`bench.corpora.multilingual_src`) in their own files: the
    English files and the test splits stay as they are."""
    from bench.corpora import multilingual_src as ml

    table = {"dev": ml.DEV_FAMILIES}
    cap, inj = capture_rows(ml.CAPTURE_SOURCE, table), injection_rows(ml.INJECTION_SOURCE, table)
    for name, rows in (("capture", cap), ("injection", inj)):
        for split in ("train", "dev"):
            sub = [r for r in rows if r["split"] == split]
            pos = sum(r["label"] in ("store", "attack") for r in sub)
            print(f"{name} {split}_multilingual: {len(sub)} rows ({pos} positive), {len({r['family'] for r in sub})} families")
    for path in (_write(CAPTURE_DIR, cap, ("train", "dev"), "_multilingual")
                 + _write(INJECTION_DIR, inj, ("train", "dev"), "_multilingual")):
        print("wrote", path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
