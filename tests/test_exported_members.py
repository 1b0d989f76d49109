"""The public API is small, sorted and every name resolves (as httpx keeps its own)."""

from __future__ import annotations

import subprocess
import sys

import memspark
import memspark.recall


def test_all_is_sorted_and_resolves() -> None:
    assert memspark.__all__ == sorted(memspark.__all__)
    for name in memspark.__all__:
        assert getattr(memspark, name) is not None, name


def test_import_is_cheap() -> None:
    code = "import sys, memspark; print(any(m.split('.')[0] in ('lancedb', 'prefect', 'onnxruntime') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_the_typed_search_core_is_exported() -> None:
    """``memspark.RecallRequest``/``RecallHit``/``RecallResult`` are the typed core every surface shares
    (:mod:`memspark.recall.request`), not the pipeline's internal run types."""
    from memspark.recall import pipeline, request

    assert (memspark.RecallRequest, memspark.RecallHit, memspark.RecallResult) == (
        request.RecallRequest, request.RecallHit, request.RecallResult)
    assert memspark.RecallRequest is not pipeline.PipelineRequest
    assert memspark.RecallResult is not pipeline.PipelineRun


def test_no_exported_name_is_defined_twice() -> None:
    """An exported name names one class in the package: a second class of the same name (the pipeline's
    internal request and result once shared the typed core's names) makes imports ambiguous."""
    import ast
    from pathlib import Path

    package = Path(memspark.__file__).parent
    defined: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef):
                defined.setdefault(node.name, []).append(str(path.relative_to(package)))
    public = set(memspark.__all__) | set(memspark.recall.__all__)
    assert "RecallRequest" in defined and "PipelineRequest" in defined  # the scan sees both kinds of request
    assert {name: where for name, where in defined.items() if name in public and len(where) > 1} == {}
