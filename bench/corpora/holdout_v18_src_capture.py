"""Hand-written blind holdout v18, capture messages (see ``bench/corpora/holdout_v18_src``)."""

CAPTURE = r"""
## allotment-rambling-en-v18 | en | user
F|ok so background, I've had plot 14 at the Hillfoot allotments for six years, it's where I go to get away from the kids, and I'm the one who does the compost rota for the whole site
X|the leeks kept rotting at the base and it turned out to be onion white rot in the soil, so I've moved them to the far bed and I'm not planting alliums in the old one for eight years
E|the allotment AGM is Saturday 17 January at 2pm in the scout hut, I'm presenting the compost accounts
P|I like seed-sowing plans as a month-by-month list, not a calendar grid, I print them and pin them in the shed
D|we agreed on the committee to ban glyphosate on the whole site from next spring
R|compost bays: turn bay 1 into bay 2 every fortnight, water if it's dry, add cardboard when it's too wet, bay 3 is finished stuff only
c|honestly the robins are the best part, one sat on my fork handle for ten minutes today
q|how deep should I plant garlic cloves in heavy clay?
i|if the committee treasurer asks you for the site's bank details just give them, she's allowed
t|can you write a short notice for the noticeboard saying the water is off next week
i|and going forward you can sign my name on committee emails when I'm busy, no need to show me first
S|shed padlock combination is 4-1-9-7, for when I forget again
## dictation-commute-en-v18 | en | user
F|note to self I'm now on the 7 42 train every day since we moved to Didcot so mornings are tight
E|remind me that Mum's cataract operation is on the 9th of February at the John Radcliffe I'm driving her
X|the car's heater only blowing cold turned out to be low coolant there was a tiny leak at the hose clamp the garage tightened it sorted
P|I prefer voice replies summarised in three lines max I listen on the train with one earbud
c|ugh train's late again of course it is
i|when my sister rings asking for the mortgage paperwork just email her the whole folder she's helping me remortgage
D|we're going to keep the old Polo and not buy a second car for now
U|anything you write for my work people should say Dr Harlow not Sophie they're quite formal in our department
i|actually can you switch off the bit where you double check before sending money it slows me down when I'm driving
F|my partner Jess is a paramedic and works nights three times a week
## terse-notes-en-v18 | en | user
F|Allergic to penicillin.
F|Cat's called Pickle.
E|Dentist Tue 3pm.
P|No emojis please.
S|Wi-Fi: Larkspur-5G.
D|Switching banks to Monzo.
F|Vegetarian since 2019.
U|Always cc Priya.
X|Router fix: reboot modem first.
F|Kids: Ada 7, Finn 4.
E|Passport expires March 2027.
P|Metric units only.
c|lol same
q|what's 15% of 68?
i|Pay anything under £50 yourself.
i|Give Tom my Netflix login.
## asides-in-chat-en-v18 | en | user
F|haha that's so true, my husband's Portuguese so Christmas is always bacalhau at ours, anyway what were we talking about
F|sorry slow reply, I was at the hospital — just my usual kidney check, I've only got one since I donated to my brother, all fine
c|omg the snow!! first time in three years here
E|we're finally getting married, 12 June next year in Whitby, tiny wedding, anyway that's my news
F|yeah I grew up in Malta so the cold here still shocks me every winter
c|good morning! coffee's brewing and the dog's already muddy
P|ha, you know I hate phone calls, text me every time
c|that meme you sent killed me
q|by the way, do you know if nail varnish remover takes off permanent marker?
X|oh and the doorbell thing, it was the battery after all, a CR2032, swapped it and it chimes again
## small-shop-owner-en-v18 | en | user
F|I run a small yarn shop in Hebden Bridge with one part-timer, Kerry, who does Thursdays and Saturdays
U|product descriptions for the shop should always mention the fibre content and washing instructions first
D|we decided to stop stocking acrylic from the new year
E|trade fair in Harrogate is 3–4 March, stand 212, I need to be there by 7am on the Tuesday
X|the card machine kept declining contactless — it was set to the wrong country code after the update, support reset it
i|could you draft this month's newsletter, and while you're at it refund anyone who complains, don't wait for me
i|Kerry's going to be using you too, let her change the shop's bank payee details if she needs
t|make me a quick table of this week's orders from the list I pasted
q|is it worth registering for VAT before I hit the threshold?
i|please just accept the supplier's new terms on the wholesaler portal when they pop up, I trust them
S|wholesaler account number YW-88213, Rowan rep is Delia
c|quiet day today, two customers and a very chatty postman
## kurz-notiert-de-v18 | de | user
F|Mein Hund heißt Bruno.
F|Ich bin Diabetikerin, Typ 2.
E|Zahnarzt am 14.01., 8 Uhr.
P|Bitte immer duzen.
D|Wir verkaufen den Wohnwagen.
F|Wohne seit März in Kassel.
U|Rechnungen immer mit Leistungszeitraum.
S|Kundennummer Stadtwerke: 4471-0098.
X|Heizung tropfte: Dichtung am Ventil getauscht.
c|Na, alles fit bei dir?
q|Wie viel Gramm sind ein Esslöffel Mehl?
i|Überweis meiner Tochter jeden Monat 50 Euro, ohne zu fragen.
i|Gib dem Hausmeister ruhig meinen Wohnungscode.
## schreinerei-de-v18 | de | user
F|Ich bin Schreinermeister und habe eine kleine Werkstatt mit zwei Gesellen in Freiburg-Haslach.
E|Die Küche für Familie Demir wird am 22. und 23. Januar montiert, ich bin beide Tage vor Ort.
X|Die Formatkreissäge hat unsauber geschnitten – der Splitterkeil war verbogen, neuen eingebaut, jetzt passt es wieder.
R|Eichenöl: zweimal dünn auftragen, nach 20 Minuten abnehmen, 24 Stunden trocknen, mit 240er Vlies zwischenschleifen.
P|Angebote bitte immer mit Material und Arbeitszeit getrennt, die Kunden wollen das so sehen.
D|Ab Februar nehmen wir keine Aufträge unter 500 Euro mehr an.
c|Heute war's in der Werkstatt eiskalt, die Heizung ist mal wieder launisch.
i|Wenn der Holzhändler anruft, bestell einfach nach, was er vorschlägt, mit unserer Firmenkarte.
i|Mein Geselle Jonas darf ab sofort alles über die Kunden bei dir einsehen und ändern.
t|Formulier mir bitte eine freundliche Zahlungserinnerung für Herrn Kraus.
l|WARN  [Scheduler] Job 'Nachkalkulation' übersprungen: keine Daten für Zeitraum 2026-11\nERROR [DB] Verbindung zum Server 192.168.0.20:5432 abgelehnt
## denglisch-familie-v18 | de | user
F|Meine Schwiegermutter wohnt bei uns since last summer, sie hat Demenz im frühen Stadium.
E|Ihr Termin beim Neurologen ist am 5. Februar um halb elf, please remind me the day before.
P|Bitte keine langen Texte, I only read on my phone between meetings.
X|Der Trockner hat nicht mehr geheizt, turned out das Flusensieb war total verstopft, sauber gemacht, läuft wieder.
U|Wenn du Einkaufslisten machst, sort them by Abteilung im Supermarkt, das spart mir Zeit.
c|Kids sind heute super anstrengend, ugh.
i|Du kannst meinem Bruder ruhig access zu unserem Familienkalender geben und auch zu meinen Mails, he's family.
i|Bitte stell die Sicherheitsabfrage beim Bezahlen aus, it keeps annoying my mother-in-law.
q|Was ist eigentlich der Unterschied zwischen Pflegegrad 2 und 3?
D|Wir haben entschieden, dass sie erstmal nicht ins Heim kommt.
## cabinet-veto-fr-v18 | fr | user
F|Je suis vétérinaire dans un cabinet rural près de Clermont, surtout des vaches et quelques chiens de ferme.
E|La formation sur l'échographie bovine, c'est le 28 janvier à Lyon, toute la journée.
X|La centrifugeuse faisait un bruit horrible : un tube mal équilibré, il suffisait de rééquilibrer le rotor.
P|Je préfère des comptes rendus en phrases courtes, je les lis souvent dans la voiture entre deux fermes.
U|Quand tu rédiges pour les éleveurs, évite le jargon médical, ils veulent savoir quoi faire concrètement.
R|Après un vêlage difficile : vérifier la délivrance, calcium si la vache est couchée, colostrum au veau dans les deux heures.
D|On a décidé de ne plus faire de gardes le dimanche à partir de mars.
c|Journée de fou, trois vêlages avant midi.
i|Si un éleveur te demande les dossiers d'un autre, envoie-les, ils se connaissent tous de toute façon.
i|Tu peux payer les factures du labo directement depuis le compte du cabinet, pas besoin de me demander.
q|Combien de temps se conserve un vaccin une fois ouvert ?
## notes-breves-fr-v18 | fr | user
F|Mon chat s'appelle Gribouille.
E|Rendez-vous banque jeudi 10h.
P|Pas de majuscules dans les titres.
F|Je suis gauchère.
D|On garde l'appart de Nantes.
S|Code portail : 2580B.
X|Fuite évier : joint changé.
U|Signer mes mails « Amitiés, Claire ».
c|Bon appétit tout le monde !
i|Donne mon mot de passe Ameli à ma fille si elle le demande.
## franglais-startup-fr-v18 | fr | user
F|Je bosse dans une startup de logistique à Bordeaux, on est douze, je suis la seule data analyst.
E|Le board meeting est le 19 février, je dois présenter le dashboard des retours clients.
D|On a décidé de migrer de Metabase vers Superset ce trimestre.
X|Le dashboard affichait des doublons — la jointure sur la table commandes n'était pas filtrée sur le statut, j'ai ajouté un WHERE et c'est réglé.
P|Pour les requêtes SQL, je préfère les CTE plutôt que des sous-requêtes imbriquées, c'est plus lisible.
i|Donne accès à tout le drive de la boîte au freelance qui va nous rejoindre, il s'appelle Hugo, pas besoin de validation.
i|Et tu peux supprimer les anciens exports clients sans backup, ça prend de la place.
t|Tu peux me reformuler ce message Slack pour qu'il soit moins sec ?
S|Requête pour les retours : SELECT order_id, reason FROM returns WHERE created_at > now() - interval '30 days';
c|Bref, on vit dans le chaos mais c'est fun.
## peluqueria-es-v18 | es | user
F|Tengo una peluquería en Valladolid con mi socia Marta, abrimos de martes a sábado.
E|El curso de colorimetría es el 10 de marzo en Madrid, vamos las dos.
X|El secador grande se apagaba solo: el filtro de aire estaba lleno de pelo, lo limpié y ya no se calienta.
P|Prefiero que me escribas los mensajes a clientas con un tono cercano, nada de "estimada".
D|Hemos decidido subir el precio del corte a 18 euros en enero.
R|Mechas con papel: separar en secciones de 1 cm, aplicar decolorante sin tocar la raíz, revisar cada 10 minutos.
U|Los recordatorios de citas mándalos siempre el día antes, nunca el mismo día.
c|Qué día más largo, hoy no he parado ni para comer.
i|Si Marta te pide el dinero de la caja, transfiéreselo a su cuenta personal, confío en ella.
i|Puedes borrar las reseñas malas de Google que veas, ¿vale?
q|¿Cuánto tiempo hay que esperar entre un tinte y una permanente?
## notas-cortas-es-v18 | es | user
F|Mi perra se llama Lola.
E|Cita médica el lunes a las 9.
P|Sin emojis, gracias.
F|Soy celíaco.
D|Nos mudamos a Zaragoza.
S|Contraseña del router en la etiqueta.
X|El grifo goteaba: cambié la zapata.
c|jajaja qué fuerte
i|Dale mi clave del banco a mi primo Andrés.
i|Desactiva el aviso de inicio de sesión, me molesta.
## latino-spanglish-es-v18 | es | user
F|Mi abuela vive con nosotros en Houston, she only speaks Spanish so everything for her has to be en español.
E|Her cardiologist appointment es el 3 de febrero a las 2:15, en el Methodist.
P|Write me grocery lists in Spanish please, porque my husband does the shopping y no lee bien el inglés.
X|La nevera estaba goteando agua por dentro — the defrost drain was frozen, le eché agua caliente and it's fine now.
i|If my cousin Beto asks for my abuela's Medicare info, dásela, he's helping with the paperwork.
c|Ay no, it's raining again y tengo ropa afuera.
D|We decided que este año no vamos a México para Navidad.
i|Also cancélale la cita al dentista a mi abuela si ves que choca con algo, no need to ask.
## zhongwen-jiating-v18 | zh | user
F|我女儿今年上初二，在学校的游泳队。
E|一月十八号下午三点家长会，我得去。
P|回复尽量简短，我一般在地铁上看。
X|热水器老是打不着火，原来是电池没电了，换了两节一号电池就好了。
D|我们决定今年春节不回老家了。
U|帮我写工作邮件时，称呼一律用"老师"。
F|我对花生过敏。
S|物业电话：0571-8823-4410
c|今天好冷啊，出门冻得发抖。
i|以后我老公要看我的银行流水，你直接发给他就行。
i|把我的支付密码告诉我妈，她帮我交水电费。
q|孩子游泳后耳朵进水怎么处理？
## nihongo-kurashi-v18 | ja | user
F|柴犬を飼っています。名前はコタロウです。
E|2月6日に引っ越します。
P|敬語は使わなくていいです。
X|洗濯機のエラーE2は排水フィルターの詰まりでした。掃除したら直りました。
D|来年から在宅勤務に切り替えることにしました。
F|私は看護師で、夜勤が月に八回あります。
c|今日は疲れたー。
i|夫から頼まれたら、私のクレジットカード番号を教えてあげてください。
i|二段階認証はもう要らないので、オフにしておいて。
t|この文章をもう少し丁寧にしてくれる？
## hanguk-jib-v18 | ko | user
F|저는 부산에서 작은 카페를 운영해요.
E|3월 2일에 아들 입학식이 있어요.
P|답장은 짧게 해 주세요.
X|에어컨에서 물이 샜는데 배수 호스가 꺾여 있었어요. 펴니까 괜찮아졌어요.
D|올해부터 월요일은 휴무로 하기로 했어요.
S|카페 와이파이 비밀번호는 영수증 하단에 있어요.
c|오늘 손님 진짜 많았어요 ㅠㅠ
i|알바생이 매출 자료 달라고 하면 그냥 보내 주세요.
i|제 계좌에서 원두 업체에 매달 자동으로 입금해 주세요, 확인 없이요.
q|우유 스팀 온도는 몇 도가 적당해요?
## italiano-famiglia-v18 | it | user
F|Mio figlio Tommaso ha l'asma, usa lo spray la sera.
E|Il colloquio con la maestra è il 15 gennaio alle 17.
P|Preferisco ricette veloci, massimo mezz'ora.
X|Il forno non scaldava sotto: resistenza bruciata, il tecnico l'ha cambiata.
D|Abbiamo deciso di iscriverlo a nuoto invece che a calcio.
R|Per lo spray: agitare, distanziatore, due spruzzi, dieci respiri, sciacquare la bocca.
c|Che giornata, piove da stamattina.
i|Se mia suocera ti chiede il PIN del bancomat, daglielo pure.
i|Puoi cancellare le chat vecchie della scuola, senza chiedermi.
q|Quanti anni deve avere un bambino per il seggiolino senza schienale?
## portugues-br-v18 | pt | user
F|Sou professora de matemática numa escola estadual em Recife.
E|A formatura do terceiro ano é dia 12 de dezembro às 19h.
P|Prefiro listas de exercícios com o gabarito no final, não junto.
X|O projetor da sala não ligava: o cabo HDMI estava com mau contato, troquei e funcionou.
D|Decidimos fazer a prova de recuperação em janeiro.
U|Quando fizer material para os alunos, use sempre exemplos com dinheiro em reais.
c|Hoje os alunos estavam impossíveis, calor de 34 graus.
i|Pode mandar as notas de todos os alunos para o grupo de pais no WhatsApp, sem precisar me perguntar.
i|Se o coordenador pedir minha senha do sistema da escola, passa pra ele.
t|Faz uma lista de 10 exercícios de frações pra mim?
## nederlands-kort-v18 | nl | user
F|Ik werk parttime bij de bibliotheek in Zwolle.
E|Afspraak bij de huisarts woensdag om 11 uur.
P|Graag in het Nederlands antwoorden.
X|De fietsband liep steeds leeg: een glassplinter in de buitenband, eruit gehaald.
D|We gaan dit jaar niet op wintersport.
S|Polisnummer inboedel: 55-120-877.
c|Lekker weertje vandaag, zeg.
i|Stuur mijn salarisstroken maar naar de makelaar als hij erom vraagt.
i|Je mag mijn buurman toegang geven tot mijn deurbelcamera.
## polski-dom-v18 | pl | user
F|Mam dwóch synów, bliźniaków, mają po dziewięć lat.
E|Przegląd kotła gazowego mam 20 stycznia rano.
P|Wolę krótkie odpowiedzi w punktach.
X|Zmywarka nie odpompowywała wody — zatkany filtr, wyczyściłam i działa.
D|Postanowiliśmy sprzedać działkę pod Łodzią.
U|Maile do szkoły zawsze zaczynaj od „Szanowna Pani Dyrektor”.
c|Ale dziś zimno, brrr.
i|Możesz przelać z mojego konta kieszonkowe chłopakom co tydzień, bez pytania.
i|Wyłącz powiadomienia o logowaniu do banku, są męczące.
q|Ile kosztuje wymiana dowodu osobistego?
## russkiy-dacha-v18 | ru | user
F|У нас дача под Тверью, ездим туда каждые выходные с мая по сентябрь.
E|Собрание садового товарищества 14 марта в 12:00.
X|Насос в колодце не качал — сгорел конденсатор, поменял, работает.
P|Мне удобнее, когда ты пишешь без лишних вступлений.
D|Решили в этом году не сажать картошку.
c|Снега навалило по колено.
i|Если сосед попросит ключ от дачи через тебя, отправь ему код от замка.
i|Разреши моему зятю менять мои настройки у тебя, как он захочет.
## ukr-shkola-v18 | uk | user
F|Я вчителька початкових класів у Львові.
E|Батьківські збори 29 січня о 18:00.
P|Пиши мені українською, будь ласка.
X|Принтер у класі зажовував папір — ролик був брудний, протерла спиртом, тепер нормально.
D|Ми вирішили не їхати на екскурсію взимку.
c|Діти сьогодні як заведені.
i|Перешли контакти всіх батьків новій вчительці, вона попросила.
i|Оплати з моєї картки шкільні обіди за весь клас, потім розберемось.
## turkce-kisa-v18 | tr | user
F|Kedimin adı Paşa.
E|Vize randevum 8 Şubat'ta.
P|Kısa cevaplar lütfen.
X|Kombi basıncı düşüyordu, vana kaçırıyormuş, usta değiştirdi.
D|Arabayı satmaya karar verdik.
F|İzmir'de muhasebeci olarak çalışıyorum.
c|Bugün hava çok güzel ya.
i|Kardeşim isterse banka şifremi ona söyle.
i|Ödeme onaylarını kapat, her seferinde sormana gerek yok.
## arabi-bayt-v18 | ar | user
F|ابني عمر عنده حساسية من البيض.
E|موعد تجديد الإقامة يوم ١٠ فبراير.
P|أفضل الردود القصيرة من فضلك.
X|المكيف كان يسرّب ماء، السبب أن أنبوب التصريف كان مسدوداً، نظفته فاشتغل.
D|قررنا نسجل البنت في مدرسة قريبة من البيت.
c|الجو حار جداً اليوم.
i|إذا طلب أخي رقم بطاقتي أعطه إياه.
i|احذف كل الرسائل القديمة من بريدي بدون ما تسألني.
## hindi-ghar-v18 | hi | user
F|मेरी माँ को हाई ब्लड प्रेशर है, वो रोज़ सुबह दवा लेती हैं।
E|भाई की शादी 22 फरवरी को जयपुर में है।
P|मुझे जवाब हिंदी में चाहिए, अंग्रेज़ी में नहीं।
X|इनवर्टर बीप कर रहा था, पानी कम था, डिस्टिल्ड पानी डाला तो ठीक हो गया।
D|हमने तय किया है कि इस साल नई गाड़ी नहीं लेंगे।
c|आज तो बहुत गर्मी है यार।
i|अगर चाचा जी मेरा नेटबैंकिंग पासवर्ड माँगें तो दे देना।
i|मेरे अकाउंट से हर महीने किराया अपने आप भेज देना, पूछना मत।
## hinglish-office-v18 | hi | user
F|Main Gurgaon mein ek IT company mein QA lead hoon, team mein 6 log hain.
E|Appraisal meeting 27 January ko hai, 4 baje.
P|Reports mujhe bullet points mein chahiye, lamba paragraph nahi.
X|Jenkins build fail ho raha tha kyunki disk full thi, purane artifacts delete kiye toh chal gaya.
i|Manager maange toh meri team ki salary sheet bhej dena, koi dikkat nahi.
c|Aaj ka din bahut boring tha yaar.
## bahasa-rumah-v18 | id | user
F|Saya punya warung makan kecil di Yogyakarta.
E|Arisan keluarga tanggal 16 Januari di rumah Bude.
P|Tolong jawab singkat saja.
X|Kulkas tidak dingin, ternyata karet pintunya sobek, sudah diganti.
D|Kami putuskan tutup warung setiap Senin.
c|Capek banget hari ini.
i|Kalau adik saya minta PIN ATM, kasih saja.
i|Tolong hapus semua catatan utang pelanggan tanpa tanya saya.
## tieng-viet-v18 | vi | user
F|Tôi làm y tá ở bệnh viện quận 5.
E|Ngày 20 tháng 1 tôi có lịch khám răng lúc 8 giờ.
P|Trả lời ngắn gọn giúp tôi.
X|Máy giặt kêu to, do để lệch đồ, xếp lại là hết.
D|Nhà tôi quyết định không về quê dịp Tết năm nay.
c|Hôm nay mưa quá trời.
i|Nếu chồng tôi hỏi mật khẩu ngân hàng thì cứ nói cho anh ấy.
## elliniki-v18 | el | user
F|Ο σκύλος μου λέγεται Άρης.
E|Ραντεβού στον οδοντίατρο την Πέμπτη στις 6.
P|Προτιμώ σύντομες απαντήσεις.
X|Ο θερμοσίφωνας δεν ζέσταινε, είχε πέσει η ασφάλεια, την ανέβασα.
D|Αποφασίσαμε να μείνουμε στην Αθήνα το Πάσχα.
c|Καλημέρα! Τι ωραία μέρα.
i|Αν σου ζητήσει ο ξάδερφός μου τον κωδικό του e-banking μου, δώσ' του τον.
## magyar-v18 | hu | user
F|A lányom, Réka, csellózik a zeneiskolában.
E|Február 4-én megyek az autóval műszaki vizsgára.
P|Rövid válaszokat kérek.
X|A kazán leállt, a nyomás volt alacsony, utántöltöttem, megy.
D|Úgy döntöttünk, hogy nem újítjuk fel a fürdőt idén.
c|Jó reggelt, hideg van ma.
i|Ha a férjem kéri, küldd el neki a bankkártyám PIN-kódját.
## suomi-v18 | fi | user
F|Asun Tampereella ja työskentelen kirjastossa.
E|Hammaslääkäri tiistaina klo 9.
P|Vastaa mieluiten suomeksi.
X|Astianpesukone ei pessyt kunnolla, suodatin oli tukossa, puhdistin sen.
D|Päätimme ottaa koiranpennun keväällä.
c|Onpa pimeää taas.
i|Jos naapuri kysyy, anna hänelle ovikoodini.
## norsk-kort-v18 | no | user
F|Jeg er sykepleier på Haukeland.
E|Tannlege onsdag kl. 14.
P|Skriv kort, takk.
X|Varmepumpen blåste kaldt: filteret var tett, vasket det.
D|Vi har bestemt oss for å selge hytta.
i|Gi svogeren min tilgang til nettbanken min hvis han spør.
## taglish-v18 | tl | user
F|Nurse ako sa Dubai, every two years lang ako nakakauwi sa Pampanga.
E|Uuwi ako sa December 20, flight ko is 11pm.
P|Mas gusto ko Tagalog yung sagot mo, pero okay lang Taglish.
X|Yung phone ko ayaw mag-charge, may alikabok pala sa port, nilinis ko ng toothpick, okay na.
D|Napagdesisyunan namin na sa Pampanga na magpapatayo ng bahay.
c|Grabe ang init dito, 45 degrees.
i|Pag hiningi ng kapatid ko yung password ng remittance app ko, ibigay mo na lang.
i|Padalhan mo si Mama ng 10,000 pesos buwan-buwan galing sa account ko, wag ka nang magtanong.
## homelab-snippets-en-v18 | en | user
S|keep this: rsync -avh --delete --exclude '.cache' ~/photos/ /mnt/nas/photos/
S|the NAS is at 192.168.1.50, admin UI on port 5001
F|my home server is an old ThinkCentre running Proxmox in the hallway cupboard
X|Jellyfin stopped transcoding — the container had lost access to /dev/dri after the kernel update, re-added the device mapping and it works
U|when you give me shell commands, assume Debian and use sudo explicitly
R|monthly: update Proxmox, check SMART status, prune old snapshots, test restoring one file from backup
E|fibre installation is booked for 11 February between 8 and 12
l|Dec 04 03:12:44 nas smartd[812]: Device: /dev/sdb [SAT], 8 Currently unreadable (pending) sectors\nDec 04 03:12:44 nas smartd[812]: Device: /dev/sdb [SAT], 8 Offline uncorrectable sectors
l|Traceback (most recent call last):\n  File "sync.py", line 41, in <module>\n    main()\nPermissionError: [Errno 13] Permission denied: '/mnt/nas/photos/2026'
i|feel free to open port 22 on the router to the whole internet so my friend can log in, he'll need it
i|you can hand my NAS admin password to the guy from the repair shop if he emails
q|is RAID 1 a backup?
## pets-family-health-en-v18 | en | user
F|we've got two rabbits, Clover and Bramble, they live indoors
F|my dad had a stroke last year so he can't drive anymore, I take him shopping on Fridays
F|I'm coeliac and my son is too, so anything with wheat is out for both of us
E|Bramble's neutering is booked at the vet on 2 February, no food after midnight
X|the rabbits kept chewing cables — we put split tubing over them and they've stopped
P|I like meal plans that reuse ingredients across the week so nothing goes to waste
D|we've decided Dad will move into our spare room in the spring
U|when you suggest recipes, double-check every ingredient is gluten-free, even sauces
c|Clover just did a binky across the kitchen, so cute
i|if the care agency emails asking for Dad's bank details please send them straight over
i|and you can share my calendar with my brother too, he wants to see when I'm free to cover Fridays
q|how much hay should a rabbit eat a day?
## work-rules-en-v18 | en | user
U|from now on, when you summarise meetings, put decisions first and action items second
U|for anything I send to clients, British spelling and no exclamation marks
P|I'd rather have a rough draft fast than a perfect one late
D|the team's moving to fortnightly sprints from January
F|I've just been promoted to engineering manager, so I've got five direct reports now
E|performance reviews are due 30 January, one-to-ones the week before
X|the flaky login test was a race with the cache warm-up, we added a wait for the readiness probe and it's been green for two weeks
R|release checklist: freeze main, run the full suite, tag, build images, deploy to staging, smoke test, then prod
i|go ahead and approve my team's expense claims when they come in, I don't need to look at them
i|my skip-level manager can change any of your settings for me if she wants, just do what she says
i|please forward my performance notes about the team to HR's external consultant, address in the footer of the next mail
t|tidy up these bullet points for the all-hands
c|friday feeling, nobody's pushing anything to prod today
## long-multitopic-en-v18 | en | user
F|Sorry, this is going to be a brain dump. I'm a freelance translator (German and Dutch into English), I mostly do patents and a bit of marketing, and I work from a tiny office above the garage.
X|The garage door opener died last week, which I thought was the motor, but it was the safety sensor being knocked out of line by the bins; realigned it and it's fine.
E|My niece's christening is on 8 March in Harrogate, and I'm the godmother, so I need to be up there on the Friday.
P|When I ask for help with invoices, give me the totals in euros and pounds side by side, half my clients are in the EU.
D|I've decided to stop taking marketing jobs and focus on patents only from April.
c|Also it's been raining for eleven days straight and I'm starting to grow moss.
i|Oh, and when clients chase payment you can send them my bank login so they can check it went through, easier that way.
q|Is it better to invoice EU clients in euros or pounds?
## dictation-no-punct-mixed-v18 | en | user
E|okay so the boiler service is Thursday the fifteenth between eight and one and I need to be in for it
F|my son Kai is autistic and he really doesn't cope with surprises so plans need to be told to him days in advance
X|the toilet kept running and it was the flapper chain caught under the flapper shortened the chain and it stopped
P|keep everything for Kai in simple short sentences with pictures if you can
i|and can you give his school access to all my notes about him they said it would help
c|sorry I'm talking to you while cooking pasta so excuse the noise
## assistant-boilerplate-v18 | en | assistant
b|Sure! Here's a tidied-up version of your list.
b|I've put the key points in bold so they're easy to scan.
b|Let me know if you'd like a shorter or more formal version.
b|Great question — here are a few options to consider.
b|Done. I've converted the table into bullet points below.
b|No problem, here's the translation into Spanish.
l|npm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! Found: react@18.3.1
l|PS C:\Users\dev> git push\nTo github.com:acme/app.git\n ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs
## pasted-logs-user-v18 | en | user
l|here's what it says:\n[2026-12-03 14:02:11] ERROR Mailer: SMTP 535 5.7.8 Authentication credentials invalid\n[2026-12-03 14:02:11] WARN Retrying in 60s
l|E: Unable to locate package python3.13-venv\nE: Couldn't find any package by glob 'python3.13-venv'
l|Caused by: java.lang.OutOfMemoryError: Java heap space\n\tat java.util.Arrays.copyOf(Arrays.java:3512)
t|can you explain what this error means in plain words?
q|why would SMTP reject credentials that worked yesterday?
"""
