"""``EvalOptions.mix_seed`` and ``EvalOptions.rows``: the ``mixed`` layout measured on another draw, and each
question's turns kept, so that a figure can be checked to be no one draw's and read question by question."""

from __future__ import annotations

import json
from pathlib import Path

from memspark.config import load_config
from memspark_eval.locomo import EvalOptions, run_locomo
from memspark_eval.locomo_data import convert_all
from memspark_eval.locomo_layouts import MIX_SEED
from tests.test_eval_locomo import _long_sample


def _notes(work: Path) -> dict[str, str]:
    return {str(p.relative_to(work)): p.read_text(encoding="utf-8") for p in sorted(work.rglob("*"))
            if p.suffix in (".md", ".jsonl") and ".memspark" not in p.parts}


def test_the_mixed_eval_draws_with_the_seed_it_is_given_and_keeps_each_question_s_turns(tmp_path: Path) -> None:
    sample = _long_sample(12)
    data = tmp_path / "long.json"
    data.write_text(json.dumps([sample]), encoding="utf-8")
    cfg = load_config(env={})
    reports, written = {}, {}
    for seed in (MIX_SEED, MIX_SEED + 1):
        work = tmp_path / f"seed{seed}"
        reports[seed] = run_locomo(cfg, EvalOptions(data=data, ablations=("full",), layout="mixed", mix_seed=seed,
                                                    rows=True, hook=False, work_dir=work))
        written[seed] = _notes(work)
        # the notes measured are the draw of that seed, and the report says which
        assert sorted(t for t in written[seed].values()) == sorted(convert_all([sample], "mixed", seed)[0][0].files.values())
        assert reports[seed]["mix_seed"] == seed
        rows = reports[seed]["rows"]["full"]
        assert [(r["conversation"], r["qa"], r["category"], r["evidence"]) for r in rows] == [(0, 0, 4, ["D3:2"])]
        assert len(rows[0]["turns"]) <= 10 and len(set(rows[0]["turns"])) == len(rows[0]["turns"])
        recall10 = reports[seed]["ablations"]["full"]["overall"]["recall@10"]
        assert recall10 == (1.0 if "D3:2" in rows[0]["turns"] else 0.0)  # the rows are what was scored
    assert written[MIX_SEED] != written[MIX_SEED + 1]  # another draw: other layouts, other files

    # a single layout has no draw, and rows are only kept when asked for
    bare = run_locomo(cfg, EvalOptions(data=data, ablations=("full",), hook=False, mix_seed=MIX_SEED + 1))
    assert "mix_seed" not in bare and "rows" not in bare
