"""Regenerate the configuration, tuning and moved-key tables of docs/configuration.md from the config metadata (run after adding a key)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from memspark.config import (  # noqa: E402
    config_reference_markdown,
    moved_keys_markdown,
    tuning_reference_markdown,
)

CONFIG_DOC = Path(__file__).resolve().parents[1] / "docs" / "configuration.md"
TABLES = {"config-table": config_reference_markdown, "tuning-table": tuning_reference_markdown,
          "moved-table": moved_keys_markdown}


def main() -> None:
    text = CONFIG_DOC.read_text(encoding="utf-8")
    for name, render in TABLES.items():
        start, end = f"<!-- {name} -->", f"<!-- /{name} -->"
        block = f"{start}\n{render()}\n{end}"
        if end in text:
            text = re.sub(re.escape(start) + r".*?" + re.escape(end), lambda _, b=block: b, text, flags=re.S)
        else:
            text = text.replace(start, block)
    CONFIG_DOC.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
