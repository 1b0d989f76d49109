"""Regenerate the README's configuration table from the config metadata (run after adding a key)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from memspark.config import config_reference_markdown  # noqa: E402

README = Path(__file__).resolve().parents[1] / "README.md"
START, END = "<!-- config-table -->", "<!-- /config-table -->"


def main() -> None:
    text = README.read_text(encoding="utf-8")
    block = f"{START}\n{config_reference_markdown()}\n{END}"
    if END in text:
        text = re.sub(re.escape(START) + r".*?" + re.escape(END), lambda _: block, text, flags=re.S)
    else:
        text = text.replace(START, block)
    README.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
