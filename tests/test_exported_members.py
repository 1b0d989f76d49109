"""The public API is small, sorted and every name resolves (as httpx keeps its own)."""

from __future__ import annotations

import subprocess
import sys

import memspark


def test_all_is_sorted_and_resolves() -> None:
    assert memspark.__all__ == sorted(memspark.__all__)
    for name in memspark.__all__:
        assert getattr(memspark, name) is not None, name


def test_import_is_cheap() -> None:
    code = "import sys, memspark; print(any(m.split('.')[0] in ('lancedb', 'prefect', 'onnxruntime') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"
