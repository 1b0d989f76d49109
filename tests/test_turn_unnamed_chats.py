"""Chats that name no one: a dialogue dash or a coloured mark per side before each line, a model's terminal session
(prompts after the tool's prompt mark, the answers unmarked), a conversation through a translation app (each
utterance above its translation, the languages swapping with the speaker). Each splits into a turn per message;
look-alikes of the same form (a dash or emoji list, a Python prompt, a phrasebook) do not."""

from __future__ import annotations

from memspark.chunking.turns import conversation_turns


def _turns(text: str) -> list[tuple[int, str | None]]:
    return [(b.start_line, b.speaker) for b in conversation_turns(text, 1) if b.speaker is not None]


DASHES = """# Llamada con la inmobiliaria (transcrita del móvil, 3 de junio)

– Buenos días, llamo por el piso de la calle Atocha.
– Sí, dígame. ¿Le interesa visitarlo?
– Sí, ¿estaría libre el jueves por la tarde?
– El jueves a las seis le va bien.
– Perfecto, allí estaré.
(fin de la llamada)"""


def test_a_dialogue_dash_opens_a_turn_on_every_line() -> None:
    assert [line for line, _ in _turns(DASHES)] == [3, 4, 5, 6, 7]


def test_a_dash_list_that_asks_nothing_answered_is_no_dialogue() -> None:
    notes = """Packing list for the trip
— passport and the printed tickets
— chargers, two adapters
— medicine for the week
— who waters the plants?"""
    points = """Reasons to move the meeting
— Half the team is on leave.
— The budget is not final yet.
— The venue is still booked.
— The agenda needs another week."""
    assert _turns(notes) == []
    assert _turns(points) == []


EMOJI_SIDES = """# Chat mit dem Vermieter, abgeschrieben (🟣 ich, 🟠 er)

🟣 Guten Abend, die Heizung im Bad bleibt kalt.
🟠 Seit wann denn?
🟣 Seit heute Morgen, der Rest der Wohnung ist warm.
🟠 Ich schicke morgen früh jemanden vorbei. Passt neun Uhr?
🟣 Ja, das passt.
🟠 Gut, dann bis morgen."""


def test_a_coloured_mark_per_side_opens_a_turn_on_every_line() -> None:
    turns = _turns(EMOJI_SIDES)
    assert [line for line, _ in turns] == [3, 4, 5, 6, 7, 8]
    assert [who for _, who in turns] == ["🟣", "🟠", "🟣", "🟠", "🟣", "🟠"]


def test_an_emoji_checklist_or_an_emoji_before_a_name_is_no_signed_chat() -> None:
    checklist = """Release checklist
✅ Changelog written.
✅ Version bumped.
❌ Docs deployed?
✅ Tag pushed.
❌ Announcement sent."""
    named = """👩 Mama: Are you home for dinner?
🧑 Leo: Yes, around seven.
👩 Mama: Bring bread, please.
🧑 Leo: Will do!"""
    assert _turns(checklist) == []
    assert [who for _, who in _turns(named)] == ["Mama", "Leo", "Mama", "Leo"]


SESSION = """# llm chat — mistral, copied 12 June

>>> how do I undo the last git commit but keep the changes?
Use a soft reset:

    git reset --soft HEAD~1

Your changes stay staged.

>>> and if I already pushed it?
Then prefer `git revert HEAD`, which adds a new commit that undoes it.
>>> thanks, that helps
Glad it helped!
>>> /exit"""


def test_a_model_session_has_a_turn_at_each_prompt_and_each_answer() -> None:
    turns = _turns(SESSION)
    assert [line for line, _ in turns] == [3, 4, 10, 11, 12, 13]
    assert [who for _, who in turns] == ["user", "assistant"] * 3


def test_a_python_prompt_or_a_doctest_is_no_chat() -> None:
    repl = """>>> import json
>>> json.dumps({"a": 1})
'{"a": 1}'
>>> len(data)
42"""
    doctest = """Examples
>>> add(2, 3)
5
>>> add(-1, 1)
0"""
    assert _turns(repl) == []
    assert _turns(doctest) == []


TRANSLATED = """# Переводчик, режим разговора — аптека в Лиссабоне

Русский ⇄ English
Здравствуйте, у вас есть что-нибудь от кашля?
Hello, do you have anything for a cough?
Yes, this syrup, three times a day after meals.
Да, этот сироп, три раза в день после еды.
Сколько он стоит?
How much does it cost?
Eight euros fifty.
Восемь евро пятьдесят."""


def test_a_translated_conversation_has_a_turn_at_each_utterance_named_by_its_language() -> None:
    turns = _turns(TRANSLATED)
    assert [line for line, _ in turns] == [4, 6, 8, 10]
    assert [who for _, who in turns] == ["Русский", "English", "Русский", "English"]


def test_a_phrasebook_keeps_one_order_and_is_no_conversation() -> None:
    phrasebook = """# Фразы для поездки
Здравствуйте!
Hello!
Сколько это стоит?
How much is it?
Где вокзал?
Where is the station?
Спасибо.
Thank you."""
    assert _turns(phrasebook) == []


def test_a_dash_line_wrapped_onto_the_next_line_and_a_notice_between_keep_the_dialogue() -> None:
    wrapped = """— Bonjour, la machine s'arrête au milieu du cycle, c'est normal ?
— Bonsoir. Le robinet est bien ouvert ? Et le tuyau n'est pas plié derrière ?
— Le robinet est ouvert, le tuyau a l'air bien.
— Alors le filtre de l'arrivée d'eau est sans doute bouché. Il se trouve là où le tuyau
se visse sur la machine.
— D'accord, j'essaie demain matin.
— appel terminé · 2:14 —
— Ça marche ! Le filtre était plein de sable. Merci beaucoup !
— Avec plaisir."""
    assert [line for line, _ in _turns(wrapped)] == [1, 2, 3, 4, 6, 8, 9]


SCREENSHOT = """# texts with the electrician, OCR of my screenshots

Tue 8:02
Morning, I can come by at 11 instead of 2
if that works for you
                        Yes that's fine, I'll be in
                        all day
Great, will the meter cupboard be unlocked?
                        I'll leave the key on the
                        doormat
                        Delivered
Tue 11:48
All sorted, the breaker was faulty
                        Thanks so much!"""


def test_a_screenshot_copy_with_the_owners_bubbles_indented_has_a_turn_at_each_change_of_side() -> None:
    turns = _turns(SCREENSHOT)
    assert [line for line, _ in turns] == [4, 6, 8, 9, 13, 14]
    assert [who for _, who in turns] == ["Them", "Me", "Them", "Me", "Them", "Me"]


def test_an_indented_code_block_or_a_nested_outline_is_no_screenshot_chat() -> None:
    code = """Run it like this:
        python -m http.server 8000
Then open the page:
        open http://localhost:8000/index.html
And stop it with:
        kill %1"""
    outline = """Plan
    Phase one
        research the market
    Phase two
        build the prototype
Budget
        ask finance first"""
    assert _turns(code) == []
    assert _turns(outline) == []
