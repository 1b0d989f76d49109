"""Capture's fallbacks keep a bug's traceback in the log (as the recall stage runner does) and say an
expected failure by its message alone: :func:`memspark.errors.fallback_exc_info`, one rule for both."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path

import pytest

from memspark.capture import CaptureService, after_message, agent_end
from memspark.capture.classify import Classification
from memspark.capture.writer import CaptureWriter
from memspark.config import Config, load_config
from memspark.embed import EmbedQueue
from memspark.errors import ClassifierResponseError, fallback_exc_info

FACT = "The embedding server on the DGX Spark listens on port 18091."


class FailingClassifier:
    """A classifier (the :class:`~memspark.capture.classify.Classifier` protocol) that fails as given."""

    def __init__(self, error: Exception) -> None:
        self.error = error

    def classify(self, text: str, role: str, categories: Sequence[str]) -> Classification:
        raise self.error


@pytest.fixture()
def cfg(tmp_path: Path) -> Config:
    (tmp_path / "workspace-meta").mkdir()
    return load_config(root=tmp_path, env={})


def _service(cfg: Config, queue: EmbedQueue, error: Exception) -> CaptureService:
    return CaptureService(cfg, CaptureWriter(cfg, queue=queue), FailingClassifier(error))


def _capture_records(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "memspark.capture.hooks" and r.levelno == logging.WARNING]


def test_a_bug_in_a_capture_component_is_logged_with_its_traceback(
        cfg: Config, queue: EmbedQueue, caplog: pytest.LogCaptureFixture) -> None:
    service = _service(cfg, queue, ZeroDivisionError("division by zero in the classifier"))
    with caplog.at_level(logging.WARNING, logger="memspark.capture"):
        one = after_message(service, agent_id="meta", message={"role": "user", "content": FACT})
        turn = agent_end(service, agent_id="meta", messages=[{"role": "user", "content": FACT}])
    assert one.action == "error" and [o.decision.gate for o in turn] == ["error"]  # the turn goes on
    records = _capture_records(caplog)
    assert len(records) == 2
    for record in records:
        assert record.exc_info is not None and record.exc_info[0] is ZeroDivisionError
    assert caplog.text.count("Traceback (most recent call last)") == 2
    assert "in classify" in caplog.text and "raise self.error" in caplog.text  # where it failed


def test_an_expected_capture_failure_is_logged_by_its_message_alone(
        cfg: Config, queue: EmbedQueue, caplog: pytest.LogCaptureFixture) -> None:
    error = ClassifierResponseError("the classifier answered without labels", reason="bad response")
    service = _service(cfg, queue, error)
    with caplog.at_level(logging.WARNING, logger="memspark.capture"):
        after_message(service, agent_id="meta", message={"role": "user", "content": FACT})
        agent_end(service, agent_id="meta", messages=[{"role": "user", "content": FACT}])
    records = _capture_records(caplog)
    assert len(records) == 2 and all(r.exc_info is None for r in records)
    assert "answered without labels" in caplog.text and "Traceback" not in caplog.text


def test_the_rule_is_the_stage_runners() -> None:
    from memspark.errors import RecallStageError

    bug, said, wrapped = KeyError("k"), ClassifierResponseError("bad", reason="bad response"), RecallStageError("x")
    assert fallback_exc_info(bug) is bug and fallback_exc_info(said) is None and fallback_exc_info(wrapped) is wrapped
