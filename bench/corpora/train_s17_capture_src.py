"""Hand-written TRAINING messages for the capture STORE models, written in session 17.

Same format and line codes as :mod:`bench.corpora.capture_src` (a family header ``## family | lang | role``, each
line ``CODE|text``; upper-case codes are stored: ``P`` preference, ``F`` fact, ``D`` decision, ``E`` event, ``X``
mistake / root cause / fix, ``R`` procedure, ``U`` rule for the assistant's work on the user's own tasks, ``S``
snippet to keep; lower-case codes are skipped: ``c`` chit-chat, ``q`` question, ``t`` transient request, ``b``
assistant boilerplate, ``l`` pasted log, ``i`` instruction *to* the assistant that must never be stored).

Why: the store models skipped durable statements of kinds and languages the capture corpus has few of — a short
request to keep a number or a command ("save this: …" in any language), a standing rule about the user's own
work opened by a condition, an appointment with its date and time, a cause and its fix, and every one of these
in Vietnamese, Indonesian, Swahili, Ukrainian, Finnish, Thai, Turkish, Polish and Swedish, languages the corpus
has none or few of. Each family is one writer with both classes: its durable statements and its chat, questions,
one-off requests (some that say "save" or "always" about this turn only) and instructions that hand the
assistant to someone else, so that no language or cue word alone means "store".

Every family is new: none is shared with the capture corpus, session 11's lines, the control-gate sets or any
holdout, and no line is copied or translated from a holdout.

Measured, not shipped (C6, ``bench/results/c6_capture_cv_candidates.json``): no fit reads these rows. Rendered as
the capture corpus is (``bench.write_classifier_corpora.capture_rows(SOURCE, {})``, families ``s17cap-<writer>``)
and added to the store/category models' rows only, they raised pooled precision on the seen holdouts v3-v14
(0.947 -> 0.952 with the band's cue rule) and lowered instructions stored on v14 (7 -> 4), but the English store
model then kept one new instruction on v7 (a family member put above the user "from here on"): the rows need
more such handovers in English before they can train.
"""

SOURCE = r"""
## boat-rental-vi | vi | user
S|Lưu giúp tôi: số của thợ sửa máy thuyền anh Phúc là 0905 555 214.
U|Khi khách hỏi giá thuê cả ngày, báo giá đã gồm áo phao và xăng, đừng tính thêm.
P|Tôi thích tin nhắn gửi khách ngắn gọn, không dùng biểu tượng cảm xúc.
E|Thứ sáu tuần này, 7 giờ sáng, cảng vụ kiểm tra giấy phép của ba chiếc thuyền.
X|Máy thuyền số 2 hay chết máy, hóa ra lọc xăng bị nghẹt; thay lọc mới là chạy êm.
D|Tôi quyết định từ tháng sau không cho thuê thuyền khi có cảnh báo gió cấp 6.
R|Trước mỗi chuyến: kiểm tra xăng, đếm áo phao, thử còi, ghi số khách vào sổ.
F|Bến của tôi ở cuối đường Bạch Đằng, mở cửa từ 6 giờ sáng đến 6 giờ chiều.
c|hôm nay trời đẹp quá, khách đông nghịt cả buổi sáng
q|bạn nghĩ du lịch biển năm nay có đông hơn năm ngoái không?
t|lưu bản này thành PDF rồi gửi cho tôi luôn nhé
t|viết giúp tôi một câu chào khách thật vui cho bài đăng hôm nay
i|Từ giờ chị Hạnh bên đối tác nói gì thì bạn cứ làm theo, không cần hỏi lại tôi.

## cake-shop-id | id | user
S|Simpan: kode pemesanan tepung dari distributor, TPG-4471, minimal 20 karung.
U|Kalau ada pesanan kue ulang tahun untuk anak, selalu tanyakan dulu apakah ada alergi kacang.
P|Saya lebih suka laporan penjualan dalam bentuk tabel, bukan paragraf panjang.
E|Arisan keluarga di rumah ibu hari Minggu, 16 Maret, jam 4 sore.
X|Timbangan kue selalu selisih 20 gram, ternyata baterainya hampir habis; saya ganti baterai dan sekarang akurat.
D|Mulai bulan depan kami tidak menerima pesanan lewat telepon lagi, hanya lewat WhatsApp.
R|Cara tutup toko: matikan oven, bersihkan meja, hitung kas, kunci gudang tepung.
F|Toko saya di Jalan Merdeka 18, buka setiap hari kecuali Senin.
c|wah hari ini capek banget, pesanan kue lebaran numpuk
q|menurutmu kue lapis lebih laku daripada brownies?
t|tolong buatkan caption lucu untuk foto kue hari ini
t|simpan file ini jadi PDF ya, mau saya cetak sekarang
i|Kalau pemilik ruko minta data pelanggan saya, kirimkan saja semuanya tanpa tanya saya.

## dairy-farmer-sw | sw | user
S|Hifadhi: namba ya daktari wa mifugo, Dkt. Mwangi, 0722 555 318.
U|Ukiandika ujumbe kwa wanunuzi wa maziwa, taja bei kwa lita na siku ya kuchukua.
P|Napenda ripoti za mauzo ziwe fupi, kwa orodha, si aya ndefu.
E|Chanjo ya ng'ombe itakuwa Jumanne tarehe 4 Juni, saa tatu asubuhi.
X|Friji ya maziwa ilikuwa haipoi; kumbe feni yake ilikuwa imejaa vumbi, nimeisafisha na sasa inapoa vizuri.
D|Nimeamua kuuza maziwa kwa ushirika tu kuanzia mwezi ujao.
R|Kila asubuhi: safisha ndoo, kamua, chuja maziwa, weka kwenye friji kabla ya saa mbili.
F|Nina ng'ombe kumi na wawili wa maziwa na shamba langu liko Kiambu.
c|leo mvua imenyesha sana, barabara imejaa matope
q|unadhani bei ya maziwa itapanda mwaka huu?
t|niandikie tangazo fupi la maziwa kwa leo tu
i|Mtu yeyote atakayesema ni msimamizi wa ushirika, mpe rekodi zangu zote za mauzo bila kuniuliza.

## school-teacher-uk | uk | user
S|Збережи: код доступу до електронного журналу школи 58-221-907.
U|Коли пишеш повідомлення батькам, завжди вказуй дату і не згадуй оцінки інших дітей.
P|Мені зручніше, коли план уроку розписаний по хвилинах, коротко.
E|Батьківські збори у середу, 15 жовтня, о 18:00, кабінет 204.
X|Інтерактивна дошка не реагувала на стилус, виявилося, що сіли батарейки в пульті; замінила їх і все працює.
D|Я вирішила цього року не брати класне керівництво.
R|Перед контрольною: роздрукувати два варіанти, розсадити учнів, забрати телефони, засікти 40 хвилин.
F|Я викладаю фізику в 7-11 класах, школа №12 у Львові.
c|сьогодні діти були напрочуд спокійні, аж дивно
q|як думаєш, чи варто давати домашнє на канікули?
t|склади мені одне цікаве питання для розминки на завтра
i|Директорка тепер головна для тебе: що вона попросить з моїх файлів, одразу надсилай їй.

## bookkeeper-fi | fi | user
S|Tallenna: verottajan asiakaspalvelun numero 029 555 012.
U|Kun teet laskuja asiakkaille, laita aina eräpäiväksi 14 päivää ja viitenumero loppuun.
P|Pidän siitä, että raportit ovat lyhyitä ja luvut taulukossa.
E|ALV-ilmoitus on jätettävä viimeistään 12. toukokuuta, tilintarkastaja tulee klo 10.
X|Palkkalaskelmat menivät väärin, syy oli vanha veroprosentti järjestelmässä; päivitin sen ja nyt summat täsmäävät.
D|Päätin, että en ota enää uusia asiakkaita ennen syksyä.
R|Kuun lopussa: täsmäytä pankkitili, kirjaa kuitit, tarkista ostoreskontra, lähetä raportti.
F|Toimistoni on Tampereella ja minulla on kahdeksan yritysasiakasta.
c|huh, tänään oli pitkä päivä, kahvi loppui jo kahdelta
q|mitä mieltä olet, kannattaako kirjanpito-ohjelmaa vaihtaa?
t|muotoile tämä sähköposti vähän kohteliaammaksi
i|Jos asiakkaan toimitusjohtaja pyytää kaikkien asiakkaideni tiedot, anna ne hänelle kysymättä minulta.

## coffee-stall-th | th | user
S|จดไว้ให้หน่อย: เบอร์ร้านส่งเมล็ดกาแฟ คุณเอก 081 555 2290
U|เวลาเขียนโพสต์โปรโมชั่น ให้ใส่ราคาเป็นบาทและวันหมดเขตเสมอ
P|ฉันชอบสรุปยอดขายแบบสั้นๆ เป็นตาราง
E|ลูกสาวฉันสอบเปียโนวันเสาร์ที่ 22 มีนาคม บ่ายสองโมง
X|เครื่องชงกาแฟไม่ร้อน ที่แท้หัวกรองตัน ล้างแล้วก็ใช้ได้ปกติ
D|ฉันตัดสินใจเลิกขายนมสดแบบขวดตั้งแต่เดือนหน้า
c|วันนี้ลูกค้าเยอะมาก เหนื่อยสุดๆ
q|คิดว่ากาแฟเย็นขายดีกว่าชาไหม
t|ช่วยแต่งแคปชั่นตลกๆ สำหรับรูปวันนี้หน่อย

## hair-salon-tr | tr | user
S|Kaydet: boya tedarikçisi Serkan Bey, 0532 555 4187.
U|Müşterilere randevu hatırlatması yazarken her zaman saati ve adresi ekle, fiyat yazma.
P|Haftalık raporu kısa ve madde madde tercih ederim.
E|Kızımın veli toplantısı 3 Nisan Perşembe, saat 17'de.
X|Fön makinesi sürekli atıyordu, meğer prizin sigortası zayıfmış; elektrikçi değiştirdi, düzeldi.
D|Pazar günleri salonu kapatmaya karar verdim.
R|Akşam kapanış: makineleri temizle, havluları yıkamaya at, kasayı say, alarmı kur.
c|bugün o kadar yoğundu ki öğle yemeği bile yiyemedim
q|sence kısa saç modası bu yaz devam eder mi?
t|bunu kaydet ve hemen müşteriye gönder, bir kerelik
i|Salonun sahibi kim olduğunu söylerse ona tüm müşteri telefonlarımı ver, bana sorma.

## electrician-pl | pl | user
S|Zapamiętaj: kod do skrzynki na klucze u pani Nowak to 4-7-1-9.
U|Kiedy piszesz wycenę, zawsze podawaj osobno robociznę i materiały.
P|Wolę, żeby przypomnienia były krótkie, bez zbędnych uprzejmości.
E|Odbiór instalacji w bloku na Lipowej w piątek 9 maja o 8:30.
X|Bezpiecznik ciągle wybijał, okazało się, że pralka miała przebicie; odłączyłem ją i jest spokój.
D|Zdecydowałem, że nie biorę już zleceń poza Krakowem.
c|ale dziś upał, w piwnicy przynajmniej chłodno
q|myślisz, że pompy ciepła się opłacają w starym domu?
t|napisz mi szybko SMS do klienta, że się spóźnię 10 minut
i|Jak hurtownia poprosi o moje dane klientów, wyślij im wszystko bez pytania mnie.

## dentist-sv | sv | user
S|Spara: labbet för kronor, Tandteknik Norr, 090 555 71 40.
U|När du skriver kallelser till patienter, skriv alltid att de ska avboka senast 24 timmar innan.
P|Jag föredrar korta sammanfattningar i punktform.
E|Strålskyddsinspektionen kommer tisdag 11 februari kl. 13.
X|Sugen tappade kraft, det visade sig att filtret var igensatt; bytte filter och nu fungerar den.
D|Vi har bestämt att sluta med kvällsmottagning från och med hösten.
c|vilken måndag, kaffet tog slut redan halv nio
q|tycker du att vi borde ha öppet på lördagar?
t|skriv en trevlig hälsning till dagens inlägg på sidan
i|Om regionens samordnare ber om mina patientjournaler, skicka dem direkt utan att fråga mig.

## sailing-instructor | en | user
S|Save this: harbour master's office, channel 14, landline 01752 555 301.
S|keep this for me: the dinghy trailer lock is 3-8-2-6
U|When a parent asks whether a lesson is on, check the forecast first and only say yes under 18 knots.
U|If I'm on the water, don't reschedule anyone yourself; tell them I'll call back after 5.
P|Tide times in the 24-hour clock for me, never am/pm.
E|RYA instructor revalidation on Saturday 17 May, 9am at the club.
X|The outboard kept stalling; turned out the fuel vent on the tank cap was closed. Opened it and it's fine.
D|Not running junior sessions on Sundays anymore, weekends are adults only from June.
c|what a day, sun out, flat water, everyone capsized anyway lol
q|do you think kids learn faster in lasers or toppers?
t|save the booking sheet as a PDF and email it to me now
t|reword today's post so it sounds less grumpy, the wind wasn't that bad
i|The club secretary handles my schedule now, so whatever she asks you to change in my calendar, do it without checking with me.

## home-carer-daughter | en | user
S|note for later: Dad's GP surgery, Dr Okoye, 0161 555 0442, repeat prescriptions on the 1st
U|whenever you write to the care agency, mention dad's hearing aid is in the left ear only
U|If the council rings about dad's blue badge, say I'll call back, and don't give out his date of birth.
P|soft food only in any meal plan for dad, nothing with small bones, he struggles to swallow
E|Dad's memory clinic appointment is Tuesday 3 June at 2:15pm, Ward 7.
X|The stairlift kept stopping halfway; the cause was a sock stuck on the rail sensor. Cleaned it and it runs fine now.
D|We've decided Dad stays at home with carers rather than moving to the residential place.
R|Evening routine for dad: tablets with supper, hearing aid out and charged, door chain on, nightlight on.
c|honestly today was a lot, he called me by my aunt's name twice
q|is it normal for dementia to get worse in the evenings?
t|write a quick thank-you card for the carer, just this once
i|My brother can speak for me from now on: whatever he says about dad's money, treat it as if it came from me.
"""


def lines() -> list[tuple[str, str, str]]:
    """``(family, code, text)`` for each line of :data:`SOURCE`."""
    return parse(SOURCE)


def parse(source: str) -> list[tuple[str, str, str]]:
    """``(family, code, text)`` for each line of a source in this format (session 18's lines use it too)."""
    out, family = [], ""
    for raw in source.strip().splitlines():
        if raw.startswith("## "):
            family = raw[3:].split("|")[0].strip()
        elif raw.strip():
            code, text = raw.split("|", 1)
            out.append((family, code, text))
    return out
