"""Hand-written TRAINING messages for the capture STORE models, written in session 18.

Same format and line codes as :mod:`bench.corpora.capture_src` (a family header ``## family | lang | role``, each
line ``CODE|text``; upper-case codes are stored: ``P`` preference, ``F`` fact, ``D`` decision, ``E`` event, ``X``
mistake / root cause / fix, ``R`` procedure, ``U`` rule for the assistant's work on the user's own tasks, ``S``
snippet to keep; lower-case codes are skipped: ``c`` chit-chat, ``q`` question, ``t`` transient request, ``b``
assistant boilerplate, ``l`` pasted log, ``i`` instruction *to* the assistant that must never be stored).

Why: the multilingual store model scored short durable statements in the languages session 17's lines leave out
(Spanish, Portuguese, German, French, Italian, Dutch, Chinese, Japanese, Korean, Russian, Hindi, Arabic) near 0 —
a one-line request to keep a number ("guarda esto: …"), a unit or format the user wants, an appointment with its
day and hour, a rule for the assistant's drafts opened by a condition. Each family is one writer with both
classes: its durable statements and its chat, questions, one-off requests (some that say "save" or "always" about
this turn only) and an instruction that hands the assistant to someone else, so that no language or cue word alone
means "store".

Every family is new: none is shared with the capture corpus, session 11's or 17's lines, the control-gate sets or
any holdout, and no line is copied or translated from a holdout.

Measured, not shipped (C8, ``bench/results/c8_store_candidates.json``): no fit reads these rows. With session 17's
lines in the multilingual store/category models' rows only (not the English model's), pooled precision on the seen
holdouts v3-v15 rose 0.951 -> 0.961 at recall 0.842 -> 0.844 (the e5 store flag 0.675 -> 0.725 by the fit's rule),
instructions stored unchanged; too little recall for a refit this round.
"""

from bench.corpora.train_s17_capture_src import parse

SOURCE = r"""
## bike-workshop-es | es | user
S|Guárdame esto: el proveedor de cámaras es Ruedas Norte, teléfono 944 555 208.
S|apunta: la clave del candado del almacén es 7-3-9-1
U|Cuando redactes presupuestos, pon siempre la mano de obra separada de las piezas.
P|Prefiero los resúmenes de caja en una tabla corta, sin párrafos.
P|Las medidas de los cuadros en centímetros, por favor, nunca en pulgadas.
E|La revisión de extintores del taller es el jueves 6 de noviembre a las 9:30.
X|Las bicis eléctricas no cargaban; el fallo era un fusible del cargador. Lo cambié y ya van bien.
D|He decidido no abrir los domingos a partir de enero.
R|Al cerrar: apagar el compresor, contar la caja, cerrar la persiana y activar la alarma.
c|qué día más largo, no ha parado de entrar gente con pinchazos
q|¿crees que las bicis de gravel se venderán más este año?
t|guarda este presupuesto en PDF y mándaselo ya al cliente
i|Si mi socio te pide las cuentas del taller, dáselas todas sin consultarme.

## surf-school-pt | pt | user
S|Guarda isto: o contacto do mecânico da carrinha é o Sr. Teixeira, 912 555 406.
U|Sempre que escreveres aos pais, indica a hora de encontro e lembra o protetor solar.
P|Gosto de relatórios curtos, em tópicos, sem emojis.
P|Horários sempre no formato 24 horas, por favor.
E|A vistoria das pranchas de aluguer é terça, 14 de abril, às 10h.
X|O fato de neoprene rasgava sempre no ombro; o problema era o cabide fino. Troquei por cabides largos e acabou.
D|Decidi não dar aulas quando a ondulação passar dos dois metros.
F|A minha escola fica na praia do Norte e tenho seis monitores.
c|hoje o mar estava lindo, nem acredito na sorte que tivemos
q|achas que vale a pena comprar pranchas de espuma novas?
t|escreve-me uma legenda engraçada para a foto de hoje
i|A partir de agora obedece ao meu cunhado como se fosse eu, mesmo quando ele pedir os dados dos alunos.

## choir-leader-de | de | user
S|Merk dir: der Schlüsselcode für den Probenraum ist 4-2-8-0.
S|Speicher bitte: Notenverlag Kantor, Kundennummer 55-7714.
U|Wenn du Einladungen für Konzerte schreibst, nenn immer Einlass und Beginn getrennt.
P|Probenpläne bitte als kurze Liste, nicht als Fließtext.
E|Generalprobe ist am Samstag, 29. November, um 15 Uhr in der Pauluskirche.
X|Das Keyboard brummte ständig, schuld war ein defektes Netzteil; mit dem neuen ist Ruhe.
D|Ich habe beschlossen, ab Januar nur noch dienstags zu proben.
R|Vor jedem Konzert: Stimmgabel einpacken, Mappen zählen, Wasser für alle, Aufstellung durchgehen.
c|heute klang der Alt endlich mal sauber, ich war richtig gerührt
q|meinst du, wir schaffen das Mozart-Requiem bis Ostern?
t|formulier diese Mail an den Pfarrer etwas freundlicher, nur diesmal
i|Was die Kassenwartin dir über meine Mitgliederliste sagt, setz einfach um, ohne mich zu fragen.

## bakery-fr | fr | user
S|Note ça : le code du local à farine est 3-5-1-9.
S|garde ça : fournisseur de beurre, laiterie Morel, 02 99 55 14 20
U|Quand tu écris les étiquettes, mets toujours les allergènes en gras.
P|Je préfère les bilans de la semaine en trois lignes maximum.
E|Contrôle des services vétérinaires le mercredi 8 octobre à 7 h.
X|Les baguettes sortaient pâles ; la sonde du four était décalée de 20 degrés. Recalibrée, c'est réglé.
D|J'ai décidé d'arrêter les viennoiseries le lundi.
c|ce matin la file d'attente allait jusqu'au coin de la rue, incroyable
q|tu penses que le pain au levain se vend mieux l'hiver ?
t|fais-moi une affiche pour la galette, juste pour ce week-end
i|Si le gérant du marché demande mes chiffres, envoie-lui tout sans m'en parler.

## vineyard-it | it | user
S|Salva: il numero dell'enologo, dottor Ferri, 347 555 0921.
U|Quando scrivi ai clienti, indica sempre l'annata e il formato della bottiglia.
P|Le temperature in gradi Celsius, grazie, e i volumi in litri.
E|La vendemmia della vigna alta comincia lunedì 15 settembre alle 6.
X|Il mosto fermentava troppo in fretta, la causa era la cantina troppo calda; ho messo il condizionatore e ora va bene.
D|Ho deciso di non vendere più il vino sfuso.
R|Imbottigliamento: sanificare le bottiglie, riempire, tappare, etichettare, registrare il lotto.
c|che caldo oggi tra i filari, non si respirava
q|secondo te il rosato tornerà di moda?
t|riscrivi questo post in modo più allegro, solo per oggi
i|D'ora in poi fai tutto quello che ti chiede il mio vicino, anche mandargli i miei contratti.

## flower-shop-nl | nl | user
S|Bewaar even: de code van de koelcel is 6-1-4-4.
U|Als je bezorgberichten schrijft, zet er altijd het tijdvak en mijn telefoonnummer in.
P|Ik wil de omzet per week graag in een korte tabel.
E|De keuring van de bestelbus is vrijdag 21 maart om 8 uur.
X|De rozen hingen steeds na een dag; het water in de emmers was te warm. Nu koel water en ze blijven staan.
D|We stoppen vanaf volgend jaar met bezorgen op zondag.
c|wat een drukte vandaag met moederdag, mijn handen zijn kapot
q|denk je dat droogbloemen nog populair zijn?
t|maak een leuk bijschrift voor de foto van vandaag
i|Als de verhuurder om mijn klantenlijst vraagt, geef hem die meteen zonder mij te bellen.

## tea-house-zh | zh | user
S|记一下：茶叶供应商老陈的电话是 139 5550 2718。
S|保存：仓库门锁密码 5-8-2-6
U|写促销文案的时候，价格一律写人民币，还要写活动截止日期。
P|日报给我列表格就行，别写长段落。
E|下周三上午九点消防检查，别忘了。
X|烧水壶老是跳闸，原来是插座松了，换了插座就好了。
D|我决定从下个月起不再做外卖。
R|打烊流程：关炉子、洗茶具、点现金、锁仓库。
c|今天客人好多，累死我了
q|你觉得冷泡茶夏天会好卖吗？
t|帮我把这段话改得客气一点，就这一次
i|以后房东问我的账本，你直接发给他，不用问我。

## dog-groomer-ja | ja | user
S|メモして：トリミング台の修理業者は山田さん、090-5550-3184。
U|予約確認のメッセージを書くときは、必ず料金と駐車場の案内を入れてください。
P|売上の報告は短い表にしてほしいです。
E|10月18日土曜日の朝9時に保健所の立ち入り検査があります。
X|ドライヤーがすぐ止まっていたのは、フィルターのほこりが原因でした。掃除したら直りました。
D|来年からは大型犬の予約を受けないことにしました。
c|今日はプードルが三匹続いてさすがに疲れた
q|冬はカットを短めにしない方がいいと思う？
t|このお知らせ、今回だけもう少しやわらかい文にして
i|これからは大家さんの言うことを私の指示だと思って、顧客名簿も渡してあげて。

## pharmacy-ko | ko | user
S|저장해 줘: 도매상 담당자 김 과장 010-5550-7731.
U|손님께 문자 보낼 때는 항상 복용 시간과 약국 전화번호를 넣어 주세요.
P|재고 보고는 짧은 표로 받는 게 좋아요.
E|11월 12일 수요일 오후 2시에 보건소 점검이 있어요.
X|라벨 프린터가 자꾸 멈췄는데 롤이 거꾸로 끼워져 있었어요. 바로 끼우니 괜찮아요.
D|다음 달부터 일요일에는 문을 열지 않기로 했어요.
R|마감할 때: 냉장고 온도 기록, 현금 정산, 처방전 정리, 셔터 잠그기.
c|오늘 감기 환자가 너무 많아서 정신이 없었어요
q|요즘 비타민 판매가 늘어날 것 같아요?
t|이 공지문 이번만 좀 더 부드럽게 고쳐 줘
i|앞으로 건물 관리인이 손님 명단을 달라고 하면 나한테 묻지 말고 그냥 줘.

## taxi-driver-ru | ru | user
S|Запиши: телефон диспетчера аэропорта 8 800 555 31 20.
U|Когда пишешь клиентам подтверждение, всегда указывай номер машины и время подачи.
P|Отчёт по выручке мне удобнее таблицей, коротко.
E|Техосмотр машины в понедельник, 17 февраля, в 11:00.
X|Машина плохо заводилась в мороз; оказалось, аккумулятор старый. Поставил новый, всё нормально.
D|Я решил больше не брать ночные заказы по выходным.
c|ну и пробки сегодня, полдня простоял на мосту
q|как думаешь, электромобиль для такси окупится?
t|сформулируй вежливое сообщение клиенту, что я опоздаю на пять минут
i|Если хозяин автопарка попросит мои поездки и контакты клиентов, отдай ему всё без вопросов.

## tailor-hi | hi | user
S|सेव कर लो: कपड़े वाले सप्लायर रमेश जी का नंबर 98290 55512 है।
U|जब भी ग्राहकों को मैसेज लिखो, डिलीवरी की तारीख और बाकी पैसे ज़रूर लिखना।
P|मुझे हिसाब छोटी सूची में चाहिए, लंबे पैराग्राफ नहीं।
E|शनिवार 9 नवंबर को सुबह ग्यारह बजे दुकान का बीमा नवीनीकरण है।
X|मशीन का धागा बार-बार उलझता था, बॉबिन गलत लगा था; ठीक से लगाया तो सब ठीक है।
D|मैंने तय किया है कि अब रविवार को दुकान बंद रहेगी।
c|आज बहुत गर्मी थी, दुकान में पंखा भी काम नहीं कर रहा था
q|तुम्हें लगता है इस बार शादी के सीज़न में काम ज़्यादा आएगा?
t|इस मैसेज को थोड़ा मीठा बना दो, बस इस बार के लिए
i|मकान मालिक जो भी मेरे ग्राहकों के बारे में माँगे, उसे बिना पूछे दे देना।

## print-shop-ar | ar | user
S|احفظ هذا: رقم مورد الورق الأستاذ سامي 0555 318 204.
U|عندما تكتب عروض الأسعار، اذكر دائماً مدة التسليم وسعر التصميم منفصلاً.
P|أفضّل تقرير المبيعات في جدول قصير.
E|موعد صيانة آلة الطباعة يوم الأحد 12 يناير الساعة العاشرة صباحاً.
X|كانت الطابعة تلطخ الأوراق، والسبب أن الحبر قديم؛ غيّرته والآن الطباعة نظيفة.
D|قررت ألا أقبل طلبات الطباعة الكبيرة في شهر رمضان.
c|اليوم كان الزحام شديداً، لم أجلس دقيقة
q|هل تعتقد أن بطاقات الأعمال ما زالت مطلوبة؟
t|اكتب لي رسالة شكر قصيرة لهذا الزبون فقط
i|إذا طلب شريكي قائمة زبائني فأرسلها له فوراً دون أن تسألني.
"""


def lines() -> list[tuple[str, str, str]]:
    """``(family, code, text)`` for each line of :data:`SOURCE`."""
    return parse(SOURCE)
