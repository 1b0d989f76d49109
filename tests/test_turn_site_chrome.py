"""Threads copied from social sites with the site's words around each post — badges under or above the poster's name
(``Admin``, ``Top fan``, ``작성자``), action bars and like counters (``Like`` / ``Comment`` alone, ``Нравится 37``,
``Danke · Antworten``), a sort control (``Most relevant``), ages in other languages (``vor 3 Std.``, ``il y a 2 h``)
and a day and month in figures after the name (``Tiago Ramos  8/05``): the posts are turns, the site's words are
neither names nor what anyone said (:mod:`memspark.chunking.chrome`, :mod:`memspark.chunking.stamps`)."""

from __future__ import annotations

import pytest

from memspark.chunking.chrome import is_badge, is_interface
from memspark.chunking.labels import is_name, parse_label
from memspark.chunking.stamps import dated_meta, is_day
from memspark.chunking.turns import conversation_turns

# a LinkedIn-style company page post copied with its comments: a badge above one name, badges under others, one
# action word a line under the post
BADGED = """# Harbour Bikes — post about the winter service offer

Nora Lindqvist
Author
Admin
Winter service is back: 49 euros, brakes, gears and chain, ready in two days.
Like
Comment
Share
Most relevant
Top contributor
Erik Sand
Does that include new brake pads or only the adjustment?
Like · Reply · 3h
Nora Lindqvist
Author
Only the adjustment, pads are 12 euros a pair on top if they need replacing.
Like · Reply · 2h
Maja Berg
Booked for Thursday, the rear brake squeals like a seagull.
Like · Reply · 1h
Erik Sand
Fair enough, I'll book mine for next week then.
Like · Reply · 40m
"""

# a Polish wall thread: like counters under each comment, the age at the end of the message
COUNTED = """# Osiedle Zielone — ogłoszenie o wymianie wodomierzy

Zarząd Osiedla
Wymiana wodomierzy w klatkach A i B odbędzie się w czwartek od 8:00 do 14:00.
Lubię to 12
Anna Kowal
Czy ktoś musi być w domu przez cały czas?
Lubię to 4
Zarząd Osiedla
Wystarczy zostawić klucz u sąsiada albo w administracji.
Lubię to 9
Piotr Nowak
A co z klatką C? U nas liczniki też są stare.
Lubię to 2
Zarząd Osiedla
Klatka C będzie w przyszłym tygodniu, ogłoszenie wisi na drzwiach.
Lubię to 6
"""

# a French neighbourhood board: initials after the first name, an area and an age under it, buttons under the words
AGED = """# Voisins du quartier Saint-Michel — vélo trouvé

Claire D.
Saint-Michel · il y a 5 h
J'ai trouvé un vélo bleu d'enfant devant l'école, il est dans mon garage.
Merci · Répondre
Julien P.
Capucins · il y a 4 h
C'est peut-être celui de la petite du 12, je lui demande ce soir.
Répondre
Claire D.
Saint-Michel · il y a 3 h
Parfait, elle peut passer le chercher quand elle veut après 18 h.
Répondre
Julien P.
Capucins · il y a 1 h
Modifié
C'était bien le sien, elle passe demain matin. Merci Claire !
Répondre
"""

# a class stream: the teacher's post dated below the name, comments with the day and month after the name
STREAM = """# Turma 10.º A — Português — «Leitura de Os Maias» (comentários)

Marta Reis
12/03
Leiam os capítulos 1 a 3 até sexta-feira e tragam três perguntas escritas.

Duarte Lopes  12/03
Professora, as perguntas podem ser sobre as personagens ou só sobre a ação?
Marta Reis  12/03
Podem ser sobre as duas coisas, desde que se refiram ao texto.
Beatriz Sousa  13/03
Eu não tenho o livro, posso ler a versão digital da biblioteca?
Marta Reis  13/03
Pode, é a mesma edição e tem as mesmas páginas.
"""


@pytest.mark.parametrize("line", ["Admin", "Author", "Top fan", "Author · Admin", "작성자", "Bearbeitet", "Автор"])
def test_badges_are_no_names(line: str) -> None:
    assert is_badge(line) and is_interface(line) and not is_name(line)


@pytest.mark.parametrize("line", ["Like", "Comment", "Share", "Нравится 37", "Danke · Antworten", "Danke 14 · 6 Antworten",
                                  "댓글 7", "Lubię to 4", "Most relevant", "등록순 최신순", "Merci · Répondre"])
def test_action_bars_counters_and_sort_controls_are_the_interface(line: str) -> None:
    assert is_interface(line) and parse_label(line) is None


@pytest.mark.parametrize("line", ["Nora Lindqvist", "Me", "Love", "Danke", "Top Gun Fan Club", "Erik Sand"])
def test_names_and_words_that_merely_look_like_it_stay(line: str) -> None:
    assert not is_interface(line)


def test_badged_posts_are_turns_and_a_badge_above_the_name_opens_its_turn() -> None:
    turns = conversation_turns(BADGED, 1)
    assert [(b.start_line, b.speaker) for b in turns if b.speaker] == [
        (3, "Nora Lindqvist"), (11, "Erik Sand"), (15, "Nora Lindqvist"), (19, "Maja Berg"), (22, "Erik Sand")]
    assert turns[2].plain == "Nora Lindqvist: Only the adjustment, pads are 12 euros a pair on top if they need replacing."


def test_like_counters_under_the_comments_are_no_senders() -> None:
    turns = conversation_turns(COUNTED, 1)
    assert [b.speaker for b in turns if b.speaker] == ["Zarząd Osiedla", "Anna Kowal", "Zarząd Osiedla", "Piotr Nowak",
                                                       "Zarząd Osiedla"]
    assert "Lubię" not in turns[1].plain


@pytest.mark.parametrize("text", ["vor 3 Std.", "il y a 2 h", "hace 5 min", "há 2 dias", "2 ore fa", "3 uur geleden",
                                  "3 часа назад", "2 godz. temu", "3小时前", "3시간 전", "gestern"])
def test_ages_in_other_languages_are_days(text: str) -> None:
    assert is_day(text) and dated_meta(f"Südstadt · {text}")


@pytest.mark.parametrize("text", ["Ich war vor 3 Std. beim Arzt und es war voll.", "il y a 2 hommes devant la porte",
                                  "Südstadt · vor dem Rathaus treffen wir uns."])
def test_sentences_holding_such_words_are_not(text: str) -> None:
    assert not is_day(text) and not dated_meta(text)


def test_names_with_an_initial_above_an_area_and_an_age_are_senders() -> None:
    turns = conversation_turns(AGED, 1)
    assert [(b.start_line, b.speaker) for b in turns if b.speaker] == [
        (3, "Claire D."), (7, "Julien P."), (11, "Claire D."), (15, "Julien P.")]
    assert turns[3].plain == "Julien P.: C'était bien le sien, elle passe demain matin. Merci Claire !"


def test_a_day_and_month_in_figures_after_the_name_is_a_header() -> None:
    turns = conversation_turns(STREAM, 1)
    assert [(b.start_line, b.speaker) for b in turns if b.speaker] == [
        (3, "Marta Reis"), (7, "Duarte Lopes"), (9, "Marta Reis"), (11, "Beatriz Sousa"), (13, "Marta Reis")]


@pytest.mark.parametrize("text", ["1/2", "5/8", "3/4 cup"])
def test_fractions_are_no_dates(text: str) -> None:
    assert not is_day(text)


def test_an_ingredient_list_with_fractions_is_no_conversation() -> None:
    note = "# Scones\n\nFlour  1/2\nButter  1/4\nSugar  1/8\nFlour  1/2\n\nRub the butter into the flour, then add milk.\n"
    assert conversation_turns(note, 1) == []


# a chunk cut from a wall's comments: two people, nobody answers yet, each message ending in its time line and the
# site's buttons, a removed comment between them
WALL = """Tomás Ibarra
¿Alguien sabe si el mercado abre el lunes festivo?
8 de mayo a las 13:56 · Responder
👍 4
Comentario eliminado
Lucía Herrera
Sí, abre de 9 a 14, lo pusieron en la puerta.
8 de mayo a las 14:02 · Responder
Ver 3 respuestas más"""

# a diary: section titles after blank lines, each entry ending in its date line — no senders
DIARY = """# Garden diary

Greenhouse
Repaired the door hinge and cleared the gutter.
8 May 2023

Orchard
Pruned the plum, far too late as usual.
9 May 2023
"""

# a ticket's discussion copied with each avatar's initials above the name and the time under it
INITIALS = """# Bug 3117 — discussion

LP
Lena Park
Mar 12, 2024 9:14 AM
Crash on save when the file name has an emoji in it.
TR
Tomás Reyes
Mar 12, 2024 9:40 AM
Reproduced on 4.2, the path encoder drops the surrogate pair.
LP
Lena Park
Mar 12, 2024 10:02 AM
Thanks, I'll add a test with a few emoji names.
"""

# a Japanese room copy: one sender's two messages in a row, each under its own name line, its time under it
ROOM = """# 「週末の予定」ルーム

佐藤 花子
了解です！
2024年3月12日 13:58
佐藤 花子
ところで、集合は何時にしますか？
2024年3月12日 14:02
山田 太郎
十時に駅の改札でどうでしょう。
2024年3月12日 14:05
山田 太郎さんがタスクを追加しました：切符の予約
"""


@pytest.mark.parametrize("line", ["View 2 more replies", "Показать ещё 5 ответов", "Ver 3 respuestas más",
                                  "👍😮 14", "❤️ 5", "👍 212   💬 48   ↪ 9", "Comentario eliminado", "삭제된 댓글입니다.",
                                  "[ Parent ]", "Like · Reply · 2h · Edited"])
def test_expanders_reactions_placeholders_and_links_are_the_interface(line: str) -> None:
    assert is_interface(line)


@pytest.mark.parametrize("line", ["Show me the money", "5", "View from the top", "I ❤️ 5 a side football"])
def test_sentences_are_not(line: str) -> None:
    assert not is_interface(line)


def test_two_comments_ending_in_their_time_lines_are_turns_before_anyone_answers() -> None:
    turns = [b for b in conversation_turns(WALL, 1) if b.speaker]
    assert [(b.start_line, b.speaker) for b in turns] == [(1, "Tomás Ibarra"), (6, "Lucía Herrera")]
    # the time line under the words is the comment's stamp, not said (test_turn_time_below)
    assert turns[0].plain == "Tomás Ibarra: ¿Alguien sabe si el mercado abre el lunes festivo?"


def test_section_titles_above_dated_entries_are_no_senders() -> None:
    assert conversation_turns(DIARY, 1) == []


def test_an_avatar_s_initials_above_the_name_open_the_header() -> None:
    turns = [b for b in conversation_turns(INITIALS, 1) if b.speaker]
    assert [(b.start_line, b.speaker) for b in turns] == [(3, "Lena Park"), (7, "Tomás Reyes"), (11, "Lena Park")]
    assert turns[1].plain == "Tomás Reyes: Reproduced on 4.2, the path encoder drops the surrogate pair."


def test_a_short_message_under_a_name_is_no_badge_and_a_notice_is_no_speaker() -> None:
    turns = [b for b in conversation_turns(ROOM, 1) if b.speaker]
    assert [(b.start_line, b.speaker) for b in turns] == [(3, "佐藤 花子"), (6, "佐藤 花子"), (9, "山田 太郎")]
    assert parse_label("山田 太郎さんがタスクを追加しました：切符の予約") is None
    label = parse_label("小明：马上到，还有五分钟")
    assert label is not None and label.name == "小明"
