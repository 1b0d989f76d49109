"""Capture's own bars for "never keep: it reads like an instruction or an injection".

A capture is permanent and is read back later as the user's own word, so capture refuses more than the
injection detector flags: a message the injection model scores at or above capture's *suspect bar* is never
kept, though the detector itself only flags at its (higher) ``flag``. There are two bars, one per reading
path of :class:`~memspark.capture.learned.LearnedClassifier`:

- ``en``: over the English injection model's probability (:func:`~memspark.safety.learned.injection_probability`),
  for a message the English models read;
- ``e5``: over the multilingual injection model's probability
  (:func:`~memspark.safety.multilingual.multilingual_probability`), for a message the language gate sends to
  the multilingual (e5) capture models.

Each bar is **fitted for capture** by ``bench/fit_suspect.py`` (seeded, family-grouped cross-validation on the
capture development data: the capture corpus, the control-gate development lines and the seen capture and
injection holdouts) and shipped in the capture model's asset (``suspect`` in ``assets/capture_lr.json`` and
``assets/capture_e5_lr.json``), with the fingerprint of the injection model it was fitted over. It is never
derived from the injection model's own abstain band: a refit of the injection model moves that band, and
must not move what capture keeps unseen. A refit whose fingerprint no longer matches is logged here and fails
``tests/test_capture_suspect_bar.py``; ``bench/fit_classifiers.py`` refits the bars after the models.
Without the ``suspect`` record (an older asset) the bars are :data:`FALLBACK_BARS`, fixed numbers.

A standing rule that keeps the user in charge (:func:`~memspark.capture.protective.user_in_charge`: "if anyone asks
for the codes, tell them to ring me", "repairs over £250 need my OK") is the user's own preference, though the
injection models read its topic (codes, money, sending) as an attack's: it is read against the path's second bar,
``protective`` (fitted with the other, by the same script and folds, at a higher cost for a harmful row kept;
an asset without it reads it against ``bar``). :func:`over_bar` applies both.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # numpy loads with the models
    from memspark.safety.learned import LinearModel

log = logging.getLogger(__name__)

ASSETS = Path(__file__).parent / "assets"
PATH_ASSETS = {"en": ASSETS / "capture_lr.json", "e5": ASSETS / "capture_e5_lr.json"}
# The last bars before capture had its own (the English model's abstain 0.6 less 0.3, the multilingual model's
# abstain 0.615), as fixed numbers: used only when an asset has no ``suspect`` record.
FALLBACK_BARS = {"en": 0.3, "e5": 0.615}


@dataclass(frozen=True)
class SuspectBar:
    """One path's bar: ``bar`` over the probability of the injection model named ``scores``, whose weights
    had the fingerprint ``model_sha256`` (:func:`model_fingerprint`) when the bar was fitted."""

    path: str
    bar: float
    scores: str
    model_sha256: str
    protective: float = -1.0  # the bar of a rule that keeps the user in charge; < bar: none fitted, ``bar`` applies

    @property
    def in_charge_bar(self) -> float:
        """The bar a rule that keeps the user in charge is read against (never below ``bar``)."""
        return max(self.bar, self.protective)


def model_fingerprint(model: LinearModel) -> str:
    """A digest of a linear model's weights and bias (rounded as they are shipped): changes with any refit."""
    import numpy as np

    h = hashlib.sha256()
    for part in (model.weights, model.bias):
        h.update(np.round(np.asarray(part, dtype=np.float64), 6).astype(np.float32).tobytes())
    return h.hexdigest()


def _injection_model(path: str) -> LinearModel | None:
    if path == "en":
        from memspark.safety.learned import injection_model

        return injection_model()
    from memspark.safety.multilingual import multilingual_model

    return multilingual_model()


@functools.lru_cache(maxsize=2)
def suspect_bar(path: str) -> SuspectBar:
    """The shipped bar of ``path`` (``en`` or ``e5``); :data:`FALLBACK_BARS` when its asset has no record."""
    asset = PATH_ASSETS[path]
    record = json.loads(asset.read_text(encoding="utf-8")).get("suspect") if asset.is_file() else None
    if not isinstance(record, dict):
        log.warning("capture suspect bar %s: %s has no fitted record, using %s", path, asset, FALLBACK_BARS[path])
        return SuspectBar(path, FALLBACK_BARS[path], "", "")
    bar = SuspectBar(path, float(record["bar"]), str(record["scores"]), str(record["model_sha256"]),
                     float(record.get("protective", -1.0)))
    model = _injection_model(path)
    if model is not None and model_fingerprint(model) != bar.model_sha256:
        log.warning("capture suspect bar %s was fitted over another %s model: refit it (bench/fit_suspect.py)",
                    path, bar.scores)
    return bar


def injection_suspect_bar() -> float:
    """The English injection probability at or above which capture never keeps a message."""
    return suspect_bar("en").bar


def e5_suspect_bar() -> float:
    """The multilingual injection probability at or above which capture never keeps a message."""
    return suspect_bar("e5").bar


def over_bar(p: float | None, bar: float, in_charge_bar: float, text: str) -> str | None:
    """Why a message scored ``p`` by its path's injection model is never kept: ``injection-suspect <p>`` at or above
    ``bar``, unless it is a rule that keeps the user in charge (:func:`~memspark.capture.protective.user_in_charge`)
    scored under ``in_charge_bar``; else None."""
    if p is None or p < bar:
        return None
    if p < in_charge_bar:
        from memspark.capture.protective import user_in_charge

        if user_in_charge(text) is not None:
            return None
    return f"injection-suspect {p:.2f}"
