"""``python -m memspark.cli`` (what the tests and scripts run) is the ``memspark`` command."""

from __future__ import annotations

import sys

from memspark.cli import main

sys.exit(main())
