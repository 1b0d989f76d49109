"""An age written with Arabic's or Hebrew's word before it (``قبل 3 ساعات``, ``לפני 2 שעות``) is a post's time line
under its poster's name, no name of its own: the thread's turns open at the posters' names."""

from __future__ import annotations

import re

from memspark.chunking.stamps import RELATIVE
from memspark.chunking.turns import conversation_turns

COMMENTS = """# تعليقات الإعلان

سالم_88
قبل 5 ساعات
هل السيارة ما زالت متوفرة؟ وكم الممشى؟

خالد المطيري
قبل 4 ساعات
نعم متوفرة، الممشى 90 ألف والصيانة منتظمة.

سالم_88
قبل ساعتين
ممتاز، هل يمكن المعاينة غدا بعد العصر؟

خالد المطيري
قبل ساعة
أكيد، أرسل لي رسالة خاصة."""


def test_an_age_after_arabics_or_hebrews_word_is_a_time() -> None:
    for age in ("قبل 3 ساعات", "قبل ساعتين", "منذ 2 أيام", "לפני 2 שעות"):
        assert re.fullmatch(RELATIVE, age)
    assert not re.fullmatch(RELATIVE, "قبل الغداء")  # "before lunch": no age


def test_posters_above_their_ages_open_the_turns() -> None:
    found = [(b.start_line, b.speaker) for b in conversation_turns(COMMENTS, 1) if b.speaker is not None]
    assert found == [(3, "سالم_88"), (7, "خالد المطيري"), (11, "سالم_88"), (15, "خالد المطيري")]
