"""Review blocks, Q&A threads and comments whose poster shares the line with the words: reviewers' profile lines and
age-in-words lines, a reply header naming the reviewed poster, a review verb before the date, answers signed below
their words (a name and an age, or ``posted by …``), Q&A header lines (the site's word for a question or an answer),
an Instagram-style ``handle words`` line above its ``2d  4 likes  Reply`` line, a name with a lowercase particle
(``Ruud van Dijk``). Look-alikes — a FAQ's question and answer pairs, release notes under version numbers with ages,
a file list — stay whole."""

from __future__ import annotations

from memspark.chunking.turns import conversation_turns, split_blocks


def _turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


COMMENTS = """# Photo post · comments

bakery.on.main Sourdough loaves out of the oven now, preorder by Friday.
#bread #sourdough
3d

lena_rides Are the seeded ones back this week?
3d  2 likes  Reply

bakery.on.main @lena_rides yes, on Saturday from eight!
3d  1 like  Reply

tom.k82 Do you deliver to the east side?
2d  Reply

bakery.on.main @tom.k82 we do, five dollars a trip
2d  Reply"""


def test_a_handle_and_its_words_on_one_line_open_a_turn_above_the_time_line() -> None:
    assert _turns(COMMENTS) == [(3, "bakery.on.main"), (7, "lena_rides"), (10, "bakery.on.main"), (13, "tom.k82"),
                                (16, "bakery.on.main")]
    said = [b.plain for b in split_blocks(COMMENTS, 1) if b.speaker is not None]
    assert said[1] == "lena_rides: Are the seeded ones back this week?"  # the time line is the site's, not said


FILES = """# Repository files

setup.py builds the package and reads the version from one place.
2 days ago

config.yaml holds the settings every worker reads at start.
3 days ago

run_all.sh starts the workers one by one and waits for each.
5 days ago"""


def test_file_names_over_their_ages_are_no_comment_thread() -> None:
    assert _turns(FILES) == []  # no poster comes back, nobody is named, no site's word on the time lines


REVIEWS = """# Maps — Café Noord · Reviews

Ruud van Dijk
Local Guide · 31 reviews · 96 photo's
★★★☆☆ 2 weeks ago
Good coffee, but the queue on Sunday took twenty minutes and only one till was open.

Response from the owner 2 weeks ago
Thanks Ruud, we now open a second till on Sundays. Hope to see you again!

Esther Bakker
7 reviews
★★★★★ a month ago
Best apple pie in town, friendly staff.

Response from the owner a month ago
Thank you Esther!"""


def test_review_blocks_with_profile_lines_and_an_age_in_words_are_turns() -> None:
    found = _turns(REVIEWS)
    assert [line for line, _ in found] == [3, 8, 11, 16]
    assert [found[0][1], found[2][1]] == ["Ruud van Dijk", "Esther Bakker"]


TRIP = """# Travel site — Osteria del Ponte

Giorgio_R_Torino
Torino, Italia · 41 contributi
●●●○○ Recensito il 3 giugno 2023
Good pasta but we waited nearly an hour for the mains and nobody told us why.
Utile · Condividi

Risposta di OsteriaPonte, Proprietario a Giorgio_R_Torino
Risposto il 5 giugno 2023
Dear Giorgio, we were short of a cook that night; next time dessert is on us.

LauraInViaggio
Milano · 9 contributi
●●●●● Recensito il 1 giugno 2023
Generous portions, fair prices and a lovely house wine.
Utile · Condividi"""


def test_a_reply_header_naming_the_reviewed_poster_and_a_verb_before_the_date_read_as_posts() -> None:
    assert _turns(TRIP) == [(3, "Giorgio_R_Torino"), (9, "OsteriaPonte"), (13, "LauraInViaggio")]


SIGNED = """# Answers › Pets › Cats

Question from Anonymous · 6 years ago
Is it normal that my kitten sleeps most of the day?
She is ten weeks old and eats well.
3 answers · Report

Best answer: Yes, kittens sleep a lot while they grow. Worry only if she stops eating.
Marta · 6 years ago
Thumbs up 9 · Thumbs down 0

Mine did the same until she was six months old.
Source(s): our vet
Daniel K · 6 years ago
Thumbs up 3 · Thumbs down 1"""


def test_answers_signed_below_their_words_open_at_their_first_line() -> None:
    found = _turns(SIGNED)
    assert [line for line, _ in found] == [3, 8, 12]
    assert [who for _, who in found][1:] == ["Marta", "Daniel K"]


POSTED_BY = """# Ask the board: how do I stop my dog barking at the door?

Every time the bell rings he barks for five minutes. He is three and healthy. Any ideas?
posted by riverbend to Pets at 9:12 AM on June 3, 2023

Teach a place command and reward him for going there when the bell rings.
posted by quietfox at 9:30 AM on June 3, 2023 [6 favorites]

Seconding the place command, it took us two weeks.
posted by old_oak at 10:02 AM on June 3, 2023

Thanks all, starting tonight!
posted by riverbend at 11:45 AM on June 3, 2023"""


def test_a_posted_by_line_under_a_comment_signs_it() -> None:
    assert _turns(POSTED_BY) == [(3, "riverbend"), (6, "quietfox"), (9, "old_oak"), (12, "riverbend")]


QA_THREAD = """# Knowledge Q&A › Home › Appliances

질문 비공개 작성일 2023.06.03
냉장고에서 계속 물이 떨어져요
배수구 청소도 해봤는데 며칠 지나면 다시 그래요. 방법 있을까요?

답변 1 · 냉장고박사 님 답변
채택 답변
뒤쪽 배수 호스가 막혔는지 먼저 보세요. 얼음이 끼어 있으면 녹여서 뚫어 주셔야 합니다.
2023.06.03 10:10 · 도움돼요 8

답변 2 · mina2024 님 답변
저도 같은 문제였는데 문 패킹을 바꾸니까 없어졌어요.
2023.06.03 11:02 · 도움돼요 2

냉장고박사 님 답글
호스가 괜찮으면 서비스센터에 점검을 받아 보세요."""


def test_qa_header_lines_open_the_question_and_each_answer() -> None:
    found = _turns(QA_THREAD)
    assert [line for line, _ in found] == [3, 7, 12, 16]
    assert found[1][1] == found[3][1] == "냉장고박사"


FAQ = """# Help centre — frequently asked

Question
How do I reset my password?

Answer
Use the link on the sign-in page and follow the mail we send you.

Question
Can I change my user name?

Answer
Yes, once a year from the account page."""


def test_a_faqs_question_and_answer_pairs_are_no_thread() -> None:
    assert _turns(FAQ) == []


RELEASES = """# Releases

v2.1 fixed the crash on start and sped up the sync.
3 days ago  Notes

v2.0 added dark mode and a new settings page.
2 weeks ago  Notes

v1.9 dropped the old importer, use the new one instead.
a month ago  Notes"""


def test_release_notes_under_version_numbers_are_no_comments() -> None:
    assert _turns(RELEASES) == []


CHANGESET = """# Map edits — discussion of changeset #4411 ("cycle paths fixed")

Closed by velo_anna · vor 2 Monaten
Diskussion
Kommentar von kartenfuchs vor 2 Monaten
Hallo, am Marktplatz ist das kein reiner Radweg, sondern ein gemeinsamer Geh- und Radweg.
Kommentar von velo_anna vor 2 Monaten
Danke! Ich korrigiere es heute Abend.
Kommentar von kartenfuchs vor 1 Monat
Super, und bitte die Trennlinie auch entfernen."""


def test_a_comment_header_in_the_sites_language_names_its_poster() -> None:
    assert _turns(CHANGESET) == [(5, "kartenfuchs"), (7, "velo_anna"), (9, "kartenfuchs")]


AGES = """# News — comments

andi_prakoso
3 jam yang lalu
Harga naik sedikit masih wajar, asal keretanya tepat waktu.
Balas · 👍 12

sari.m
2 jam yang lalu
Membalas andi_prakoso
Tepat waktu apanya, tadi pagi telat dua puluh menit.
Balas · 👍 20

dimas_bogor
40 menit yang lalu
Yang penting gerbongnya ditambah.
Balas · 👍 5"""


def test_an_age_before_the_languages_word_for_ago_is_a_posts_time_line() -> None:
    assert _turns(AGES) == [(3, "andi_prakoso"), (8, "sari.m"), (14, "dimas_bogor")]


VOTED = """# Comments on "Moving our builds to one big machine"

▲ 9 ▼  maple_j  4 hours ago | link | flag
We did the same, builds went from ten minutes to four.

  ▲ 4 ▼  orrin  3 hours ago | link | flag
  What happens when the machine goes down?

    ▲ 3 ▼  maple_j  3 hours ago | link | flag
    We keep a second one warm, it failed once in a year."""


def test_a_vote_counter_before_a_threads_header_is_no_part_of_the_name() -> None:
    assert _turns(VOTED) == [(3, "maple_j"), (6, "orrin"), (9, "maple_j")]


UNBROKEN = """# Microblog comments (copied) — @city_metro: line 3 runs until midnight tonight

小鱼爱旅行
终于！每次看完演出都挤不上末班车
6-3 21:02 来自 四川  回复  赞 88
竹林熊猫
周末也延长吗？
6-3 21:05 来自 北京  回复  赞 6
老王在路上
建议5号线也安排一下
6-3 21:31 来自 四川  回复  赞 41
查看更多评论 >"""

EVENTS = """# Events this week

Poetry evening
City library, hall B
3 June 19:00
Repair café
Community centre
4 June 14:00
Choir rehearsal
St. Mary's
5 June 19:30"""


def test_posts_with_no_blank_line_between_them_are_cut_after_each_time_line() -> None:
    assert _turns(UNBROKEN) == [(3, "小鱼爱旅行"), (6, "竹林熊猫"), (9, "老王在路上")]
    assert _turns(EVENTS) == []  # titles, places and dates: nobody answers, no site's word on the time lines


CAMEL = """# Parenting forum › Toddler won't eat, any advice?

mama_lan
My two-year-old only eats a few spoons at each meal and spits the rest out. Any advice?

ThuHa1988
Let her feed herself, mine eats much more when she holds the spoon.

mama_lan
@ThuHa1988 thank you, I will try that.

DoctorLinh
If she gains weight along the chart there is no need to worry, but ask for an iron test."""

TITLES = """# Languages we use

JavaScript
Runs the web front end and most of our small tools.

TypeScript
Used for the new dashboard, the types caught many bugs early.

JavaScript
Still used by the build scripts, which nobody wants to port."""


def test_a_camel_case_handle_among_other_posters_opens_its_post() -> None:
    assert [line for line, _ in _turns(CAMEL)] == [3, 6, 9, 12]
    assert _turns(CAMEL)[-1] == (12, "DoctorLinh")
    assert _turns(TITLES) == []  # titles in camel case alone: no posters
