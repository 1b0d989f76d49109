"""Two look-alikes of a chat with labels that are no speakers: release notes listing kinds of change under each
release's title (``新增：…`` ``修复：…``, ``Nouveau : …`` ``Corrigé : …``; a kind may come back in the next release) and a
tool's status output whose "messages" are bracketed identifiers and ``key=value`` fields (``ok: [web-01]``,
``web-01 : ok=4 changed=1``). Neither splits into turns; a chat in blocks by day, and a chat whose messages name a
bracketed thing among words, still do. Nor do two one-off keys around a listing of indented keys (an org chart)."""

from __future__ import annotations

from memspark.chunking.turns import conversation_turns


def _turns(text: str) -> list[int]:
    return [b.start_line for b in conversation_turns(text, 1) if b.speaker is not None]


RELEASE_NOTES = """# Notas de la versión

Versión 3.8.0 (12 de marzo de 2024)
Nuevo: exportar el historial a PDF
Nuevo: modo oscuro en la tableta
Mejorado: búsqueda en mensajes antiguos
Corregido: la foto de perfil no se actualizaba
Corregido: notificaciones duplicadas en Android

Versión 3.7.2 (1 de febrero de 2024)
Corregido: cierre inesperado al adjuntar vídeos
Corregido: orden de los chats archivados

Versión 3.7.0 (9 de enero de 2024)
Nuevo: reacciones con emoji
Nuevo: respuestas citadas

Soporte: ayuda@ejemplo.test"""

RELEASE_NOTES_JA = """リリースノート

v5.1.0 2024年4月2日
新機能：ファイルの一括アップロード
新機能：ダークモード
修正：通知が二重に届く問題
修正：検索結果の並び順

v5.0.3 2024年3月15日
改善：起動時間を短縮
改善：メモリ使用量を削減
修正：ログイン画面のレイアウト崩れ"""


def test_release_notes_with_kinds_under_each_title_are_no_conversation() -> None:
    assert _turns(RELEASE_NOTES) == []
    assert _turns(RELEASE_NOTES_JA) == []


def test_a_chat_in_blocks_by_day_still_splits() -> None:
    """Day lines above blocks of messages, someone answering within each day: a conversation."""
    text = """8 May 2023
Kenji: did you book the table?
Kenji: for eight people
Aiko: yes, at seven
Kenji: great

9 May 2023
Aiko: they moved us to half past seven
Aiko: is that ok?
Kenji: fine by me
Aiko: booked"""
    assert _turns(text) == [2, 3, 4, 5, 8, 9, 10, 11]


PLAYBOOK = """TASK [db : apply migrations] ****************************************
ok: [db-01]
changed: [db-02]

TASK [db : restart postgres] ****************************************
changed: [db-01]
ok: [db-02]

TASK [db : check replication] ***************************************
ok: [db-01]
ok: [db-02]

PLAY RECAP **********************************************************
db-01 : ok=3 changed=1 unreachable=0 failed=0
db-02 : ok=3 changed=1 unreachable=0 failed=0"""

CHECKS = """node-a: [OK]
node-b: [OK]
node-c: [FAILED]
node-a: [OK]
node-b: [SKIPPED]"""


def test_a_tools_status_output_is_no_conversation() -> None:
    assert _turns(PLAYBOOK) == []
    assert _turns(CHECKS) == []


def test_a_chat_naming_bracketed_things_among_words_still_splits() -> None:
    text = """Marta: the build on [web-02] failed again
Olek: which step?
Marta: deploy, status=failed and no log
Olek: I'll rerun it on [web-02] now"""
    assert _turns(text) == [1, 2, 3, 4]


ORG_CHART = """Direktor: Anna Berger

  Vertrieb
    Leitung: Jonas Klein
    Team: Lea Wolf, Tim Brandt
  Einkauf
    Leitung: Sara Vogel
    Team: Ole Hahn

Kontakt: Sekretariat, Durchwahl 210"""


def test_two_one_off_keys_around_an_indented_listing_are_no_exchange() -> None:
    """Two labelled paragraphs, once each, with a listing of indented keys between them: an org chart's keys (a list of
    records between two "turns" is no exchange, whether or not its keys are indented)."""
    assert _turns(ORG_CHART) == []


def test_two_long_turns_as_paragraphs_still_split() -> None:
    text = """Anna Berger: Ich habe die Zahlen für das zweite Quartal geprüft, der Vertrieb liegt acht Prozent über Plan.

Jonas Klein: Danke, dann können wir die Prämien wie besprochen auszahlen und das Budget für Herbst freigeben."""
    assert _turns(text) == [1, 3]


def test_a_decimal_number_is_no_time() -> None:
    """A notebook's output of a series (``annual     0.021``): ``0.021`` is a number, not ``0.02`` o'clock, so the rows
    are no name lines with their times."""
    from memspark.chunking.stamps import is_stamp

    assert not is_stamp("0.021") and not is_stamp("12.345") and is_stamp("0.02") and is_stamp("13:56:12.123")
    output = """Out[4]:
region
north     0.114
south     0.087
west      0.231
Name: share, dtype: float64"""
    assert _turns(output) == []
