"""Comment threads and app chats copied as post stanzas: a name line (a handle, a badge after it, any script), the
words, and a time line with the site's words (or the time on the name line). Each stanza opens a turn when the
blocks read as a thread (a name comes back, a reply is indented, the site's action word on every time line, a post
names another's poster); an event list, a diary, an appointment list or a changelog of the same shape stays whole."""

from __future__ import annotations

from memspark.chunking.turns import conversation_turns


def _turns(text: str) -> list[tuple[int, str | None, str]]:
    return [(b.start_line, b.speaker, b.plain) for b in conversation_turns(text, 1) if b.speaker is not None]


COMMENTS_PT = """# Comentários do vídeo da padaria (copiados)

rui.m
Qual é a farinha que vocês usam? A minha massa fica sempre mole
há 3 h   Responder   ♡ 12

    padaria_ze · Autor
    Farinha tipo 65 e um pouco de centeio, experimenta!
    há 2 h   Responder   ♡ 30

bia_santos
Fiz ontem e ficou ótimo, obrigada pela receita
há 1 h   Responder   ♡ 4"""


def test_a_comment_thread_with_an_indented_reply_has_a_turn_per_stanza() -> None:
    turns = _turns(COMMENTS_PT)
    assert [t[0] for t in turns] == [3, 7, 11]
    assert [t[1] for t in turns] == ["rui.m", "padaria_ze", "bia_santos"]
    assert turns[1][2] == "padaria_ze: Farinha tipo 65 e um pouco de centeio, experimenta!"  # no badge, no time line


DRIVER_CHAT_HI = """# ड्राइवर से चैट (कॉपी)

ड्राइवर
मैं गेट नंबर दो पर खड़ा हूँ, सफ़ेद गाड़ी
2:14 pm

आप
ठीक है, दो मिनट में आ रही हूँ
2:15 pm  पढ़ा गया

ड्राइवर
ठीक है, मैं इंतज़ार कर रहा हूँ
2:15 pm

आप
आ गई, धन्यवाद
2:18 pm  ✓✓"""


def test_a_role_chat_with_a_read_mark_in_its_script_splits_at_each_name_line() -> None:
    turns = _turns(DRIVER_CHAT_HI)
    assert [t[0] for t in turns] == [3, 7, 11, 15]
    assert [t[1] for t in turns] == ["ड्राइवर", "आप", "ड्राइवर", "आप"]


TIMED_HEADS = """#512  ivo_p  2024.03.02. 09:10
Does the tram still stop at the old station during the works?

#513  Marta K.  2024.03.02. 09:25   re: ivo_p (512)
Only on weekdays, the weekend service turns back a stop early.

#514  ivo_p  2024.03.02. 09:31
Thanks, that settles my Saturday plans then."""


def test_numbered_posts_with_the_time_on_the_name_line_are_turns() -> None:
    turns = _turns(TIMED_HEADS)
    assert [t[0] for t in turns] == [1, 4, 7]
    assert [t[1] for t in turns] == ["ivo_p", "Marta K.", "ivo_p"]


def test_an_event_list_with_a_button_word_on_each_date_line_is_no_thread() -> None:
    events = """# Spring events

Team lunch
At the Italian place on Main Street, bring cash
May 8, 12:00 · RSVP

Book club
We are reading the lighthouse novel this month
May 15, 19:00 · RSVP

Board games night
Upstairs room, snacks provided by the office
May 22, 18:30 · RSVP"""
    assert _turns(events) == []


def test_an_appointment_list_whose_doctors_come_back_is_no_thread() -> None:
    appointments = """Dr. Patel
Check-up
8 May 2024 10:00

Dr. Lee
Eye exam
9 May 2024 14:00

Dr. Patel
Follow-up
16 May 2024 10:30"""
    assert _turns(appointments) == []


def test_diary_entries_under_a_title_and_a_date_stay_whole() -> None:
    diary = """Trip to the coast
We drove down early and walked the cliffs until lunch.
8 May 2024

Market day
Bought cherries and a new basket for the bike.
9 May 2024

Rainy Sunday
Stayed in, finished the puzzle with Ana.
10 May 2024"""
    assert _turns(diary) == []


BLOG_COMMENTS_JA = """# ブログ「春の山歩き」へのコメント

ゆうこ 2024年03月02日 09:10
桜はもう咲いていましたか？来週行く予定です
削除

けんた（ブログの作成者） 2024年03月02日 10:00
>ゆうこさん
まだつぼみでした。来週なら見頃だと思います。
削除

たかし 2024年03月02日 12:30
駐車場は混んでいましたか？
削除

けんた（ブログの作成者） 2024年03月02日 13:15
>たかしさん
朝八時でほぼ満車でした、早めがいいですよ。
削除"""


def test_a_thread_whose_author_lines_carry_a_role_keeps_the_author_turns_the_grammar_missed() -> None:
    turns = _turns(BLOG_COMMENTS_JA)
    assert [t[0] for t in turns] == [3, 7, 12, 16]
    assert [t[1] for t in turns] == ["ゆうこ", "けんた", "たかし", "けんた"]


FLOOR_REPLIES_ZH = """# 论坛帖子（复制）

青山不老
周末去爬山的路线有人推荐吗？
1楼 2024-03-02 09:10

远方的云
推荐东线，风景好人也少。
2楼 2024-03-02 09:40   回复(2)
  青山不老：东线要走多久？
  远方的云 回复 青山不老：大概四个小时。

小林同学
西线也不错，就是台阶多。
3楼 2024-03-02 11:05"""


def test_replies_inside_a_post_that_open_with_a_posters_label_are_its_turns() -> None:
    turns = _turns(FLOOR_REPLIES_ZH)
    assert [t[0] for t in turns] == [3, 7, 10, 11, 13]
    assert [t[1] for t in turns] == ["青山不老", "远方的云", "青山不老", "远方的云", "小林同学"]
