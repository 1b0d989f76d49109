"""``memspark eval``'s ``--out``: the report is written only when asked, and the help says so."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from memspark.cli import build_parser, main
from tests.test_eval_locomo import TINY


def _out_help(*command: str) -> str:
    parser = build_parser()
    for name in command:
        parser = next(a for a in parser._actions if a.dest in ("command", "eval_command")).choices[name]
    return next(a.help or "" for a in parser._actions if "--out" in a.option_strings)


@pytest.mark.parametrize("command", [("eval", "locomo"), ("eval", "examples")])
def test_the_out_help_names_no_default_file(command: tuple[str, ...]) -> None:
    assert _out_help(*command).endswith("(default: print only)")


def test_a_locomo_run_without_out_writes_no_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    data = tmp_path / "tiny.json"
    data.write_text(json.dumps(TINY), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["--root", str(tmp_path), "eval", "locomo", "--data", str(data), "--json", "--ablations", "bm25"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ablations"]["bm25"]["n"] == 4 and "written_to" not in report
    written = [Path(d, f) for d, _, files in os.walk(tmp_path) for f in files if f.endswith(".json")]
    assert written == [data]
