"""Safety checks shared by every surface: the one prompt-injection detector (recall, tool results,
capture, memory_store) and the screening of tool output with it."""

from memspark.safety.injection import InjectionFinding, detect_injection
from memspark.safety.normalise import normalise
from memspark.safety.screen import redact_text, screen_rows

__all__ = ["InjectionFinding", "detect_injection", "normalise", "redact_text", "screen_rows"]
