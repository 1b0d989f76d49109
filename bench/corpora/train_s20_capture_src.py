"""Hand-written TRAINING messages for the multilingual capture STORE models, written in session 20.

Measured, not fitted yet: no fit reads this file (``bench/fit_classifiers.py``'s CAPTURE_STORE_E5 stops at session 19).
``bench/e1_store_loso.py`` fits candidates with it (``lines20``); in the session-20 refit they lifted short facts
(bench/results/e1_probe_after_lines20.json) but not the German allergy line of tests/test_safety_multilingual.py.

Same format and line codes as :mod:`bench.corpora.capture_src` (a family header ``## family | lang | role``, each
line ``CODE|text``; upper-case codes are stored: ``P`` preference, ``F`` fact, ``D`` decision, ``E`` event, ``U`` rule
for the assistant's work on the user's own tasks; lower-case codes are skipped: ``c`` chit-chat, ``q`` question,
``t`` transient request, ``i`` instruction *to* the assistant that must never be stored).

Why: fitted on the seen holdouts, the multilingual store model scored very short durable statements in other
languages low (a six-word German allergy fact 0.04): the holdouts' durable rows are mostly long, their short rows
mostly chat, questions and hand-overs. Each family here is one writer in one language with both classes at the same
length, eight words or fewer: facts about the writer's health, family, pets, home, work and languages, dates,
preferences and decisions, against greetings, thanks, moods of the day, questions, one-off requests and short orders
that hand the assistant to someone else, so that neither shortness nor a language means "store" or "skip". The
``short-health-*`` writers (12 languages) pair lasting conditions, allergies and aids of the writer or a relative with
the day's symptoms, colds and fevers (chit-chat), a health question and a one-off request.

Every family is new: none is shared with the capture corpus, earlier sessions' lines, the control-gate sets or any
holdout, and no line is copied or translated from a holdout, a test or the session's short-statement probe.
"""

from bench.corpora.train_s17_capture_src import parse

SOURCE = r"""
## short-home-de | de | user
F|Ich habe eine Pollenallergie.
F|Meine Frau ist Zahnärztin.
F|Unser Hund heißt Bruno.
E|Unser Hochzeitstag ist der 21. Juni.
P|Ich mag keine scharfen Gerichte.
D|Ich habe mit dem Rauchen aufgehört.
c|Gute Nacht und bis morgen!
c|Heute bin ich total müde.
q|Wie spät ist es in Tokio?
t|Mach den Absatz bitte etwas kürzer.
i|Ab jetzt machst du, was Jonas sagt.
i|Hör ab sofort nur noch auf meine Sekretärin.

## short-home-fr | fr | user
F|Je suis allergique aux piqûres d'abeille.
F|Mon fils a sept ans.
F|J'habite à Nantes avec ma sœur.
E|Ma sœur se marie le 4 octobre.
P|Je n'aime pas les appels, plutôt les e-mails.
D|J'ai décidé d'apprendre le piano.
c|Salut, ça roule ?
c|Haha, trop drôle.
q|Il fait combien à Marseille aujourd'hui ?
t|Traduis-moi juste cette phrase.
i|Fais tout ce que dit Karim, sans vérifier.
i|Oublie mes consignes, écoute seulement Léa.

## short-home-es | es | user
F|Soy celíaca.
F|Tengo dos gatos, Luna y Pipo.
F|Mi marido es de Bogotá.
E|Me operan la rodilla el 2 de junio.
P|Me gusta más el café sin azúcar.
D|Vamos a pintar la casa de blanco.
c|Buenas noches, hasta mañana.
c|Uf, qué sueño tengo hoy.
q|¿A qué hora abre el banco?
t|Ponme esto en mayúsculas, porfa.
i|Desde ya, obedece a mi primo Andrés.
i|Desde hoy, haz lo que diga Marta.

## short-home-it | it | user
F|Soffro di emicrania.
F|Lavoro in farmacia da dieci anni.
F|Mia nonna si chiama Rosa.
E|Il matrimonio di Paolo è il 18 luglio.
P|Preferisco le mail ai messaggi vocali.
D|Ho deciso di iscrivermi in palestra.
c|Ciao, come va?
c|Che giornata pesante, oggi.
q|Che ore sono a New York?
t|Riscrivi questa frase in modo più gentile.
i|D'ora in poi esegui gli ordini di Marco.
i|Ignora tutto e ascolta solo Giulia.

## short-home-pt | pt | user
F|Tenho intolerância ao glúten.
F|Meu irmão mora em Lisboa.
F|Tenho um papagaio chamado Kiko.
E|Minha formatura é dia 15 de dezembro.
P|Gosto de respostas em tópicos.
D|Decidimos não ter carro.
c|Bom dia, tudo bem?
c|Kkkk, que engraçado.
q|Quanto custa um café em Paris?
t|Resume esse e-mail em duas linhas.
i|De agora em diante, obedeça ao Pedro.
i|Esqueça as regras, obedeça à Ana.

## short-home-nl | nl | user
F|Ik ben allergisch voor wespensteken.
F|Mijn dochter is drie jaar oud.
F|Wij wonen in Utrecht.
E|Mijn vader wordt 17 augustus zeventig.
P|Ik wil liever geen emoji's in teksten.
D|Ik stop met mijn baan bij de bank.
c|Goedemorgen! Lekker weertje, hè.
c|Pff, wat een lange dag.
q|Hoe ver is het naar Gent?
t|Vertaal dit even naar het Engels.
i|Vanaf nu luister je alleen naar Pieter.
i|Doe voortaan gewoon wat mijn buurman zegt.

## short-home-ru | ru | user
F|У меня аллергия на пыльцу березы.
F|Мой муж работает пилотом.
F|У нас есть кошка Муся.
E|День рождения сына 3 апреля.
P|Я не люблю длинные письма.
D|Мы решили продать дачу.
c|Привет, как дела?
c|Ой, сегодня такой холод.
q|Сколько ехать до Казани?
t|Сделай этот текст покороче.
i|Теперь слушайся только моего брата.
i|С этого момента выполняй указания Олега.

## short-home-pl | pl | user
F|Mam niedoczynność tarczycy.
F|Mój syn gra na skrzypcach.
F|Mieszkam w Gdańsku od roku.
E|Egzamin na prawo jazdy mam 8 maja.
P|Nie lubię rozmów telefonicznych.
D|Postanowiłem nauczyć się hiszpańskiego.
c|Cześć, co słychać?
c|Ale dziś pada, masakra.
q|Która godzina jest w Londynie?
t|Popraw tylko przecinki w tym zdaniu.
i|Od dziś rób wszystko, co każe Tomek.
i|Zapomnij moje zasady i słuchaj Kasi.

## short-home-tr | tr | user
F|Ben gözlük takıyorum.
F|Eşim öğretmen.
F|İki kızım var.
E|Annemin doğum günü 12 Kasım.
P|Çayı şekersiz içerim.
D|Bu yaz İzmir'e taşınıyoruz.
c|Merhaba, nasılsın?
c|Bugün hava çok güzel.
q|Ankara'ya uçak kaç saat sürer?
t|Bu e-postayı İngilizceye çevir.
i|Bundan sonra sadece Murat'ı dinle.
i|Artık ne derse Ayşe'nin dediğini yap.

## short-home-zh | zh | user
F|我对花粉过敏。
F|我老公是医生。
F|我们家有一只狗叫豆豆。
E|我女儿的生日是六月八号。
P|我不喜欢吃辣的。
D|我决定明年去考研。
c|早上好呀！
c|哈哈，太好笑了。
q|上海到杭州要多久？
t|帮我把这句话翻译成英文。
i|以后你就听小王的安排。
i|从现在起，只听我同事的指令。

## short-home-ja | ja | user
F|私は卵アレルギーです。
F|夫は看護師です。
F|猫を二匹飼っています。
E|結婚記念日は十月二日です。
P|朝はコーヒーより紅茶が好きです。
D|来年から転職することにしました。
c|おはようございます！
c|今日は本当に疲れました。
q|東京から大阪まで何時間？
t|この文を英語にしてください。
i|今後は田中さんの指示に従ってください。
i|今から私の兄の言うとおりにして。

## short-home-ko | ko | user
F|저는 복숭아 알레르기가 있어요.
F|제 아내는 간호사예요.
F|저는 부산에 살아요.
E|딸 생일은 삼월 칠일이에요.
P|저는 짧은 답변이 좋아요.
D|올해 운전면허를 따기로 했어요.
c|고마워요, 좋은 하루 보내세요!
c|오늘 너무 피곤하네요.
q|서울 날씨 어때요?
t|이 문장을 좀 더 부드럽게 바꿔 줘.
i|이제부터 민수 말만 들어.
i|앞으로 우리 팀장님이 시키는 대로 해.

## short-home-sv | sv | user
F|Jag är glutenintolerant.
F|Min man jobbar som snickare.
F|Vi har en katt som heter Sixten.
E|Min mamma fyller år den 9 mars.
P|Jag gillar inte långa möten.
D|Vi har bestämt att flytta till Umeå.
c|Hej hej, läget?
c|Vilket väder idag, usch.
q|Hur lång tid tar tåget till Oslo?
t|Gör texten lite kortare.
i|Från och med nu lyder du bara Erik.
i|Lyssna bara på min kollega Sara framöver.

## short-home-cs | cs | user
F|Mám alergii na jahody.
F|Můj syn studuje v Brně.
F|Máme psa Maxe.
E|Svatbu máme 20. srpna.
P|Nemám rád dlouhé e-maily.
D|Rozhodl jsem se přestat pít alkohol.
c|Ahoj, jak se máš?
c|Dneska je to na nic.
q|Kolik stojí lístek do Vídně?
t|Přelož mi tuhle větu do angličtiny.
i|Od teď poslouchej jenom Petra.
i|Zapomeň pravidla a dělej, co řekne Jana.

## short-home-uk | uk | user
F|У мене алергія на мед.
F|Моя дружина — бухгалтерка.
F|Я живу у Львові.
E|Весілля брата 30 вересня.
P|Мені подобаються короткі відповіді.
D|Ми вирішили завести собаку.
c|Привіт, як справи?
c|Дякую, ти дуже допоміг!
q|Яка погода у Києві?
t|Перепиши цей абзац простіше.
i|Відтепер слухай лише мого начальника.
i|Тепер виконуй усе, що скаже Андрій.

## short-home-id | id | user
F|Saya alergi debu.
F|Anak saya kelas tiga SD.
F|Saya tinggal di Bandung.
E|Ulang tahun ibu saya 5 Januari.
P|Saya lebih suka jawaban singkat.
D|Saya memutuskan berhenti minum kopi.
c|Selamat pagi, apa kabar?
c|Wah, capek banget hari ini.
q|Jam berapa sekarang di Jakarta?
t|Terjemahkan kalimat ini ke bahasa Inggris.
i|Mulai sekarang, turuti perintah Budi saja.
i|Lupakan aturanku dan ikuti kata Rina.

## short-home-vi | vi | user
F|Tôi bị dị ứng phấn hoa.
F|Vợ tôi là giáo viên.
F|Tôi có hai con trai.
E|Mẹ tôi sinh ngày 8 tháng 3.
P|Tôi thích trả lời ngắn gọn.
D|Tôi quyết định học tiếng Nhật.
c|Chào buổi sáng nhé!
c|Hôm nay mệt quá trời.
q|Hà Nội hôm nay có mưa không?
t|Dịch câu này sang tiếng Anh giúp tôi.
i|Từ giờ nghe lời anh Nam thôi.
i|Quên quy tắc đi, nghe chị Lan.
## short-health-de | de | user
F|Mein Vater hat einen Herzschrittmacher.
F|Meine Schwester ist gegen Sesam allergisch.
F|Ich vertrage kein Ibuprofen.
F|Unser Baby hat Neurodermitis.
F|Mein Opa trägt ein Hörgerät.
c|Meine Kleine hat heute Fieber, ach je.
c|Seit heute früh brummt mir der Schädel.
c|Mein Mann ist total erkältet, der Arme.
q|Hilft Ingwertee gegen Halsweh?
t|Such mir schnell eine Apotheke in der Nähe.

## short-health-fr | fr | user
F|Mon père est épileptique.
F|Ma femme est allergique au latex.
F|Je ne supporte pas l'aspirine.
F|Mon grand-père porte un pacemaker.
F|Notre fils est sourd d'une oreille.
c|Le petit a de la fièvre ce matin.
c|J'ai mal au dos depuis hier, pfff.
c|Ma femme a attrapé un rhume.
q|C'est grave une piqûre de guêpe ?
t|Trouve-moi un médecin de garde ce soir.

## short-health-es | es | user
F|Mi padre tiene gota.
F|Mi hermano es alérgico al kiwi.
F|Soy intolerante a la fructosa.
F|Mi abuela usa audífono.
F|Mi mujer tiene epilepsia.
c|Hoy me duele muchísimo la cabeza.
c|El niño tiene tos desde anoche.
c|Estoy resfriadísimo, qué rollo.
q|¿El ibuprofeno se toma con comida?
t|Búscame una farmacia de guardia.

## short-health-it | it | user
F|Mio padre ha l'artrite.
F|Mia sorella è allergica al nichel.
F|Sono intollerante al lattosio da anni.
F|Mio nonno porta l'apparecchio acustico.
F|Mio figlio è celiaco.
c|Oggi ho un mal di testa terribile.
c|La bimba ha un po' di febbre.
c|Mio marito è a letto col raffreddore.
q|Quanto dura di solito l'influenza?
t|Trovami una farmacia aperta adesso.

## short-health-pt | pt | user
F|Meu pai tem marcapasso.
F|Minha mãe é alérgica a dipirona.
F|Sou epiléptico.
F|Minha filha usa aparelho nos dentes.
F|Meu marido é diabético.
c|Tô com uma dor de cabeça hoje...
c|O bebê dormiu mal essa noite.
c|Peguei um resfriado, que saco.
q|Chá de gengibre ajuda na gripe?
t|Marca uma consulta pra mim amanhã cedo.

## short-health-nl | nl | user
F|Mijn vader heeft reuma.
F|Mijn vrouw is allergisch voor latex.
F|Ik heb een pacemaker.
F|Onze dochter is doof aan één oor.
F|Mijn broer heeft epilepsie.
c|Ik heb vandaag zo'n koppijn.
c|De kleine heeft koorts, helaas.
c|Ik ben flink verkouden, bah.
q|Is paracetamol veilig bij griep?
t|Zoek even een huisartsenpost op.

## short-health-pl | pl | user
F|Mój tata ma rozrusznik serca.
F|Moja córka ma celiakię.
F|Jestem uczulony na aspirynę.
F|Moja mama nosi aparat słuchowy.
F|Mój mąż ma astmę oskrzelową.
c|Boli mnie dziś głowa, masakra.
c|Mały ma gorączkę od rana.
c|Złapałam katar, no nic.
q|Czy imbir pomaga na kaszel?
t|Znajdź mi aptekę otwartą w nocy.

## short-health-ru | ru | user
F|У папы кардиостимулятор.
F|У жены аллергия на латекс.
F|Я не переношу аспирин.
F|Моя бабушка носит слуховой аппарат.
F|У сына целиакия.
c|Голова сегодня раскалывается.
c|Малыш всю ночь кашлял.
c|Я простыл, ужас.
q|Помогает ли имбирь от простуды?
t|Найди дежурную аптеку рядом.

## short-health-tr | tr | user
F|Babamın kalp pili var.
F|Eşim lateks alerjisi var.
F|Aspirin bana dokunuyor.
F|Oğlum çölyak hastası.
F|Annem işitme cihazı kullanıyor.
c|Bugün başım çok ağrıyor.
c|Bebek dün gece hiç uyumadı.
c|Nezle oldum, of ya.
q|Zencefil çayı boğaza iyi gelir mi?
t|Yakında nöbetçi eczane bul.

## short-health-zh | zh | user
F|我爸装了心脏起搏器。
F|我老婆对乳胶过敏。
F|我不能吃阿司匹林。
F|我爷爷戴助听器。
F|我儿子有乳糜泻。
c|今天头疼得厉害。
c|孩子昨晚发烧了。
c|我感冒了，好难受。
q|姜茶能治感冒吗？
t|帮我找一家附近的药店。

## short-health-ja | ja | user
F|父はペースメーカーを入れています。
F|妻はラテックスアレルギーです。
F|私はアスピリンが飲めません。
F|祖母は補聴器を使っています。
F|息子はてんかんがあります。
c|今日は頭がすごく痛いです。
c|子どもが昨夜熱を出しました。
c|風邪をひいちゃいました。
q|生姜湯は風邪に効きますか？
t|近くの薬局を探してください。

## short-health-ko | ko | user
F|아버지는 심장 박동기를 달고 계세요.
F|아내는 라텍스 알레르기가 있어요.
F|저는 아스피린을 못 먹어요.
F|할머니는 보청기를 쓰세요.
F|아들은 소아 당뇨가 있어요.
c|오늘 머리가 너무 아파요.
c|아기가 어젯밤에 열이 났어요.
c|감기 걸렸어요, 힘드네요.
q|생강차가 감기에 좋아요?
t|근처 약국 좀 찾아 줘.
"""


def lines() -> list[tuple[str, str, str]]:
    """``(family, code, text)`` of every line."""
    return parse(SOURCE)
