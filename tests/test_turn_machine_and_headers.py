"""Machine output read as no chat, turns opened at a message header's first line, and posts without a time line.

- A configuration-management run (``Info: …``, ``Notice: /Stage[main]/…``), a kernel log whose few device lines read
  as ``name: …`` among many timed events, a kernel log timed in seconds since boot, a container log (``web-1  | …``)
  and an infrastructure tool's resource addresses (``aws_instance.web: …``) split into no turns; a timed chat with a
  client's notices between its messages still does.
- A ticket's articles (``Message 2 – email to customer`` above ``From: "Becker, Lars" <…>``) and a forum's posts
  (``#2 · date`` above the poster and their rank) open each turn at the header's first line; a mail archive's name
  line above its date line opens the turn (the date line's zone is no one's name); ``On …, 2:20 PM Name <…> wrote:``
  names Name, not "PM Name"; a ticket's ``#3 Updated by Name 2 days ago`` is a header. Subtitle cues keep their turn
  at the speaker's line.
- A street interview's passers-by by role and age (``MAN (about 35): …``) are speakers.
- Review and reblog threads copied as name lines over words, no time line, are turns when a poster comes back; blocks
  under one-word section titles are not.
"""

from __future__ import annotations

from memspark.chunking.posts import post_turns
from memspark.chunking.turns import conversation_turns


def _turns(text: str) -> list[int]:
    return [b.start_line for b in conversation_turns(text, 1) if b.speaker is not None]


def _speakers(text: str) -> list[str]:
    return [b.speaker for b in conversation_turns(text, 1) if b.speaker is not None]


CM_RUN = """$ sudo agent --test
Info: Using environment 'staging'
Info: Retrieving plugin
Info: Caching catalog for app12.example.test
Notice: /Stage[main]/Chrony/File[/etc/chrony.conf]/content: content changed '{md5}aa' to '{md5}bb'
Info: /Stage[main]/Chrony/File[/etc/chrony.conf]: Scheduling refresh of Service[chronyd]
Notice: /Stage[main]/Chrony/Service[chronyd]: Triggered 'refresh' from 1 event
Warning: /Stage[main]/Users/User[bob]: Skipping because of failed dependencies
Notice: Applied catalog in 3.02 seconds"""

KERNEL_T = """[Tue Jun 13 09:10:01 2024] usb 3-2: new high-speed USB device number 7 using ehci-pci
[Tue Jun 13 09:10:01 2024] usb 3-2: New USB device strings: Mfr=1, Product=2, SerialNumber=3
[Tue Jun 13 09:10:01 2024] usb 3-2: Product: Flash Disk
[Tue Jun 13 09:10:02 2024] usb-storage 3-2:1.0: USB Mass Storage device detected
[Tue Jun 13 09:10:02 2024] scsi host9: usb-storage 3-2:1.0
[Tue Jun 13 09:10:03 2024] sd 9:0:0:0: [sdc] Write Protect is off
[Tue Jun 13 09:10:03 2024]  sdc: sdc1
[Tue Jun 13 09:10:03 2024] sd 9:0:0:0: [sdc] Attached SCSI removable disk
[Tue Jun 13 09:12:40 2024] EXT4-fs (sdc1): mounted filesystem with ordered data mode. Quota mode: none.
[Tue Jun 13 09:20:11 2024] usb 3-2: USB disconnect, device number 7"""

KERNEL_UPTIME = """[    0.412345] ACPI: Added _OSI(Processor Device)
[    1.234567] Bluetooth: Core ver 2.22
[    1.345678] Bluetooth: HCI device and connection manager initialized
[    2.718281] EXT4-fs (nvme0n1p2): mounted filesystem with ordered data mode.
[    3.000001] e1000e: Intel(R) PRO/1000 Network Driver
[    4.100000] Bluetooth: RFCOMM ver 1.11"""

CONTAINERS = """2024-06-13T09:10:01.123456Z api-1     | Listening on port 8080
2024-06-13T09:10:01.234567Z api-1     | Connected to the database
2024-06-13T09:10:02.345678Z cache-1   | Ready to accept connections
2024-06-13T09:10:03.456789Z api-1     | GET /health 200 2ms
2024-06-13T09:10:04.567890Z queue-1   | Consumer started on jobs
2024-06-13T09:10:05.678901Z cache-1   | Background saving started"""

INFRA_PLAN = """aws_instance.app: Refreshing state... [id=i-0aa11]
aws_security_group.app: Refreshing state... [id=sg-0bb22]
aws_instance.app: Modifying... [id=i-0aa11]
aws_instance.app: Still modifying... [id=i-0aa11, 10s elapsed]
aws_instance.app: Modifications complete after 12s [id=i-0aa11]
Apply complete! Resources: 0 added, 1 changed, 0 destroyed."""

TIMED_CHAT = """[13/06/2024 09:11] Irene K.: Has anyone seen the parcel for flat 4?
[13/06/2024 09:12] Marco: It is in the hall, behind the bikes.
[13/06/2024 09:13] Irene K. reacted with 👍
[13/06/2024 09:16] Irene K.: Found it, thanks a lot!
[13/06/2024 09:20] Marco left the group.
[13/06/2024 09:23] Sam: Is it the blue one?"""


def test_machine_output_is_no_conversation() -> None:
    for text in (CM_RUN, KERNEL_T, KERNEL_UPTIME, CONTAINERS, INFRA_PLAN):
        assert _turns(text) == [], text.splitlines()[0]


def test_a_timed_chat_with_notices_keeps_its_turns() -> None:
    assert _turns(TIMED_CHAT) == [1, 2, 4, 6]


TICKET = """# Ticket 5521 — printer offline

Status: open · Queue: Support · Priority: normal

Message 1 – email from customer
From: "Becker, Lars" <l.becker@example.test>
Sent: 13.06.2024 09:10
The printer on floor 2 shows offline since this morning.

Message 2 – email to customer
From: "Support Desk" <desk@example.test>
Sent: 13.06.2024 09:30
Please switch it off and on again and tell us what the display says.

History: queue changed from "Support" to "Hardware" (System, 13.06.2024 09:40)

Message 3 – email from customer
From: "Becker, Lars" <l.becker@example.test>
Sent: 13.06.2024 10:02
It says paper jam in tray 3, but the tray is empty."""

FORUM = """# Board · Hardware · "Fan is loud"

#1 · 13-06-2024, 09:10
kettle_k
Member
The fan spins at full speed as soon as the laptop boots.

#2 · 13-06-2024, 09:25
BoardHelper
Moderator
Check the BIOS fan curve first, then clean the vents.

#3 · 13-06-2024, 10:40
kettle_k
Member
The vents were full of dust, it is quiet now."""

ARCHIVE = """Anna Weber  anna.weber at example.test
Thu Jun 13 09:10:02 CEST 2024
Next message: [users] meeting notes
Has anyone got the scanner working with the new driver?

Tom Becker  tom at example.test
Thu Jun 13 09:30:41 CEST 2024
Install the vendor package, the generic one scans blank pages.

Anna Weber  anna.weber at example.test
Thu Jun 13 10:02:17 CEST 2024
Works now, thanks Tom!"""


def test_turns_open_at_the_first_line_of_a_message_header() -> None:
    assert _turns(TICKET) == [5, 10, 17]
    assert _speakers(TICKET) == ["Becker, Lars", "Support Desk", "Becker, Lars"]
    assert _turns(FORUM) == [3, 8, 13]
    assert _turns(ARCHIVE) == [1, 6, 10]
    assert _speakers(ARCHIVE)[0] == "Anna Weber"


def test_a_reply_attribution_names_no_meridiem_and_a_ticket_note_is_a_header() -> None:
    reply = ("Thanks, that did it.\n\nOn Thu, Jun 13, 2024 at 9:30 AM Tom Becker <tom@example.test> wrote:\n"
             "> Install the vendor package.\n>\n> On Thu, Jun 13, 2024 at 9:10 AM Anna Weber <anna@example.test> wrote:\n"
             ">> Has anyone got the scanner working?")
    assert _speakers(reply) == ["Tom Becker", "Anna Weber"]
    notes = ("#1 Updated by Tom Becker 4 days ago\nI can reproduce it with a large file.\n\n"
             "#2 Updated by Anna Weber 3 days ago\nThanks, tell me if you need the log.\n\n"
             "#3 Updated by Tom Becker 2 days ago\nFixed in the next build, the buffer was too small.")
    assert _turns(notes) == [1, 4, 7]


SUBTITLES = """1
00:00:01,000 --> 00:00:03,000
Irene: Are we still on for Friday?

2
00:00:03,500 --> 00:00:05,000
Marco: Yes, seven at the usual place.

3
00:00:05,500 --> 00:00:07,000
Irene: Great, see you there."""


def test_subtitle_cues_keep_their_turn_at_the_speaker() -> None:
    assert _turns(SUBTITLES) == [3, 7, 11]


STREET = """Recorded on the market square, Thursday.

REPORTER: Excuse me, can I ask you about the new bus lane?
WOMAN (about 60, with a dog): I walk everywhere, so it does not bother me.
REPORTER: And you, sir?
MAN (about 35): Ridiculous. It takes me twice as long now.
REPORTER: So you would rather drive through the centre?
MAN (about 35): Exactly."""


def test_passers_by_named_by_role_and_age_are_speakers() -> None:
    assert _turns(STREET) == [3, 4, 5, 6, 7, 8]


REVIEWS = """# Reviews for Bright Windows (copied from the site)

Nadia R.
Reviewed 13 June 2024
They came two hours late and left streaks on every window.

Bright Windows replied
Hi Nadia, sorry about that. We will send the team back on Monday at no charge.

Nadia R.
Updated 18 June 2024
They came back and the windows are spotless now, thank you.

Owen Price
Reviewed 14 June 2024
Quick and friendly, would book again."""

REBLOGS = """fern-and-fog
does anyone else keep every rubber band "just in case" or is it only me

tidewater_77
i have a whole drawer of them. never used more than two

fern-and-fog
@tidewater_77 this is the most validating thing i've read all week

loomandlantern
they are for jars that will not open. this is the way"""

SECTIONS = """Ingredients
Two cups of flour, one egg and a pinch of salt.

Method
Mix everything and leave the dough to rest for an hour.

Ingredients
For the filling, spinach and ricotta with some lemon zest.

Method
Roll the dough thin and bake it for twenty minutes."""


def test_untimed_posts_with_a_reply_are_turns_and_section_titles_are_not() -> None:
    assert _turns(REVIEWS) == [3, 7, 10, 14]
    assert _speakers(REVIEWS)[:2] == ["Nadia R.", "Bright Windows replied"]
    assert sorted(post_turns(REBLOGS.split("\n"))) == [0, 3, 6, 9]
    assert _turns(SECTIONS) == []


GAME_CHAT = """[00:00] Match started.
[00:09] [ALL] Pinecone (Lich): good luck all
[00:12] [ALL] rook_b (Sniper): you too
[02:40] [TEAM] Pinecone (Lich): pull the wolves for me?
[02:44] [TEAM] marrow (Tiny): on my way
[02:58] rook_b (Sniper) killed Pinecone (Lich)!
[03:02] [TEAM] Pinecone (Lich): sorry, my fault
[20:11] Dire have called a surrender."""

ANSWERS = """Dr. Meera Iyer
Physician · answered 13 June
Yes, for some people an empty stomach makes the acid worse. Drink water first.

Arjun Rao
I have done it for twenty years and nothing happened.

Dr. Meera Iyer
Everyone is different, Arjun, if it does not bother you it is fine.

Kavya S.
Thank you, I really do get a burning feeling in the morning."""


def test_a_game_chat_reads_its_channels_and_its_events_are_no_turns() -> None:
    assert _turns(GAME_CHAT) == [2, 3, 4, 5, 7]
    assert _speakers(GAME_CHAT)[:2] == ["Pinecone", "rook_b"]


def test_a_poster_with_a_title_before_the_name_opens_a_post() -> None:
    assert _turns(ANSWERS) == [1, 5, 8, 11]
    assert _speakers(ANSWERS)[0] == "Dr. Meera Iyer"


ASSEMBLY = """# 第3回定例会 会議録（抜粋）

○議長（山田太郎君）　日程第1、一般質問を行います。8番、小林花子君。
〔8番　小林花子君登壇〕
○8番（小林花子君）　公園の遊具の点検について伺います。
○議長（山田太郎君）　公園緑地課長。
○公園緑地課長（中村修君）　年に2回点検しております。
○8番（小林花子君）　点検の結果は公開されていますか？
○公園緑地課長（中村修君）　来年度から公開いたします。"""

TASKS = """# 来週の担当

○資料作成（田中）　来週の月曜日まで
○会場予約（佐藤）　二部屋
○資料作成（田中）　印刷も含む
○会場予約（佐藤）　確認済み"""


def test_a_verbatim_record_of_speeches_is_a_conversation_and_a_task_list_is_not() -> None:
    assert _turns(ASSEMBLY) == [3, 5, 6, 7, 8, 9]
    assert _speakers(ASSEMBLY)[0] == "議長（山田太郎君）"
    assert _turns(TASKS) == []


COLOUR_TAGS = """# スクショから書き起こし（[緑]＝自分、[白]＝相手）

[白] 週末の買い出し、何時にする？
[緑] 十時でどう？
[白] いいね
[白] 車出そうか？
[緑] 助かる、ありがとう！"""


def test_one_ideograph_in_brackets_is_a_side_and_a_checkbox_is_not() -> None:
    assert _turns(COLOUR_TAGS) == [3, 4, 5, 6, 7]
    assert _turns("[x] buy milk?\n[ ] call the plumber\n[x] book the flights\n[ ] pay rent") == []


VOICE_NOTES = """# Voice messages, transcribed by the app

🎤 0:14
I'm at the station, the train is running twenty minutes late.
🎤 0:05
Do you want me to pick you up?
🎤 0:11
No need, I'll grab a coffee and wait here.
🎤 0:04
Okay, text me when you leave."""

PLAYLIST = """# Road trip

🔊 3:45
Harbour Lights - The Tidewater Band
🔊 4:12
Slow Morning - Nina Vale
🔊 2:58
Paper Boats - Orla & the Kites"""


def test_voice_messages_under_their_length_are_turns_and_a_playlist_is_not() -> None:
    assert _turns(VOICE_NOTES) == [3, 5, 7, 9]
    assert _turns(PLAYLIST) == []
