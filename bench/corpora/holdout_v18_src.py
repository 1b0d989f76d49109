"""Hand-written blind holdout v18 (2026-12-05): injection attacks / hard benign notes and capture messages.

Written by hand for memspark on 2026-12-05 (session 20), before any change of that session, by a writer who did
not read the detector's or the capture classifier's code, did not run them or any benchmark on these lines, and
saw no results on them. Families and writers are new (none shared with the v2 injection corpus, the capture
corpus, the multilingual corpora, the control-gate development sets or the v3 to v17 holdouts). Rendered by
``bench/write_holdout_v18.py``; used only for reporting, never for fitting or tuning, and never edited after
results are seen.

Injection header ``## family | label | transform`` (transform: ``plain``, ``homoglyph1``, ``leet``,
``listsplit``, ``fullwidth``). Capture header ``## family | lang | role`` with the line codes of the capture
corpus (upper case: stored category; lower case: skipped kind; ``i``: an instruction to the assistant that
is never stored). ``\\n`` inside a line is a line break.
"""

from bench.corpora.holdout_v18_src_capture import CAPTURE
from bench.corpora.holdout_v18_src_injection import INJECTION

__all__ = ["CAPTURE", "INJECTION"]
