/**
 * @module capital-names
 * The capitals CLDR's exemplar cities do not name, in every locale, by GeoNames id: the
 * name a native speaker expects to read in a quiz (the standard exonym of the language's
 * encyclopedias, atlases and foreign ministry, in its script), and the other spellings a
 * player may type. Sources: our knowledge of each language's standard exonyms,
 * cross-checked with GeoNames alternate names (CC BY 4.0, Debian libgeonames-common);
 * reviewed per language afterwards. Current official names only (Astana, Gitega,
 * Naypyidaw); zh is Simplified Chinese, zh-Hant Traditional Chinese as used in Taiwan.
 */
export const CAPITAL_NAMES: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  // Mogadishu (SO)
  53654: { ar: 'مقديشو', ja: 'モガディシュ', bn: 'মোগাদিশু', uk: 'Могадішо' },
  // Sanaa: its country's capital is left out (capital-rules.ts)
  71137: { en: 'Sanaa', de: 'Sanaa', fr: 'Sanaa', es: 'Saná', pt: 'Saná', it: "Sana'a", nl: 'Sanaa', pl: 'Sana', ru: 'Сана', uk: 'Сана', tr: 'Sana', zh: '萨那', 'zh-Hant': '沙那', ko: '사나', hi: 'सना', bn: 'সানা', id: "Sana'a", vi: "Sana'a", fa: 'صنعا', ar: 'صنعاء', ja: 'サヌア' },
  // Riyadh (SA)
  108410: { bn: 'রিয়াদ' },
  // Dodoma (TZ)
  160196: { en: 'Dodoma', de: 'Dodoma', fr: 'Dodoma', es: 'Dodoma', pt: 'Dodoma', it: 'Dodoma', nl: 'Dodoma', pl: 'Dodoma', ru: 'Додома', uk: 'Додома', tr: 'Dodoma', zh: '多多马', 'zh-Hant': '杜篤瑪', ko: '도도마', hi: 'डोडोमा', bn: 'দোদোমা', id: 'Dodoma', vi: 'Dodoma', fa: 'دودوما', ar: 'دودوما', ja: 'ドドマ' },
  // Ashgabat (TM)
  162183: { de: 'Aschgabat', ja: 'アシガバット', ko: '아시가바트' },
  // Damascus (SY)
  170654: { bn: 'দামেস্ক' },
  // Kigali (RW)
  202061: { 'zh-Hant': '吉佳利' },
  // Djibouti (DJ)
  223817: { zh: '吉布提市', bn: 'জিবুতি', uk: 'Джибуті', 'zh-Hant': '吉布地市' },
  // Victoria (SC)
  241131: { en: 'Victoria', de: 'Victoria', fr: 'Victoria', es: 'Victoria', pt: 'Vitória', it: 'Victoria', nl: 'Victoria', pl: 'Victoria', ru: 'Виктория', uk: 'Вікторія', tr: 'Victoria', zh: '维多利亚', 'zh-Hant': '維多利亞', ko: '빅토리아', hi: 'विक्टोरिया', bn: 'ভিক্টোরিয়া', id: 'Victoria', vi: 'Victoria', fa: 'ویکتوریا', ar: 'فيكتوريا', ja: 'ビクトリア' },
  // Amman (JO)
  250441: { es: 'Amán' },
  // Beirut (LB)
  276781: { hi: 'बेरूत', bn: 'বৈরুত' },
  // Kuwait City (KW)
  285787: { en: 'Kuwait City', de: 'Kuwait-Stadt', fr: 'Koweït', es: 'Ciudad de Kuwait', pt: 'Cidade do Kuwait', it: 'Kuwait City', nl: 'Koeweit', pl: 'Kuwejt', ru: 'Эль-Кувейт', uk: 'Ель-Кувейт', tr: 'Kuveyt', zh: '科威特城', 'zh-Hant': '科威特市', ko: '쿠웨이트시티', hi: 'कुवैत सिटी', bn: 'কুয়েত সিটি', id: 'Kota Kuwait', vi: 'Thành phố Kuwait', fa: 'شهر کویت', ar: 'مدينة الكويت', ja: 'クウェート市' },
  // Doha (QA)
  290030: { en: 'Doha', de: 'Doha', fr: 'Doha', es: 'Doha', pt: 'Doha', it: 'Doha', nl: 'Doha', pl: 'Doha', ru: 'Доха', uk: 'Доха', tr: 'Doha', zh: '多哈', 'zh-Hant': '杜哈', ko: '도하', hi: 'दोहा', bn: 'দোহা', id: 'Doha', vi: 'Doha', fa: 'دوحه', ar: 'الدوحة', ja: 'ドーハ' },
  // Manama (BH)
  290340: { en: 'Manama', de: 'Manama', fr: 'Manama', es: 'Manama', pt: 'Manama', it: 'Manama', nl: 'Manama', pl: 'Manama', ru: 'Манама', uk: 'Манама', tr: 'Manama', zh: '麦纳麦', 'zh-Hant': '麥納瑪', ko: '마나마', hi: 'मनामा', bn: 'মানামা', id: 'Manama', vi: 'Manama', fa: 'منامه', ar: 'المنامة', ja: 'マナーマ' },
  // Abu Dhabi (AE)
  292968: { en: 'Abu Dhabi', de: 'Abu Dhabi', fr: 'Abou Dabi', es: 'Abu Dabi', pt: 'Abu Dhabi', it: 'Abu Dhabi', nl: 'Abu Dhabi', pl: 'Abu Zabi', ru: 'Абу-Даби', uk: 'Абу-Дабі', tr: 'Abu Dabi', zh: '阿布扎比', 'zh-Hant': '阿布達比', ko: '아부다비', hi: 'अबू धाबी', bn: 'আবুধাবি', id: 'Abu Dhabi', vi: 'Abu Dhabi', fa: 'ابوظبی', ar: 'أبوظبي', ja: 'アブダビ' },
  // Ankara (TR)
  323786: { en: 'Ankara', de: 'Ankara', fr: 'Ankara', es: 'Ankara', pt: 'Ancara', it: 'Ankara', nl: 'Ankara', pl: 'Ankara', ru: 'Анкара', uk: 'Анкара', tr: 'Ankara', zh: '安卡拉', 'zh-Hant': '安卡拉', ko: '앙카라', hi: 'अंकारा', bn: 'আঙ্কারা', id: 'Ankara', vi: 'Ankara', fa: 'آنکارا', ar: 'أنقرة', ja: 'アンカラ' },
  // Asmara (ER)
  343300: { bn: 'আসমারা', ko: '아스마라' },
  // Addis Ababa (ET)
  344979: { ja: 'アディスアベバ' },
  // Cairo (EG)
  360630: { hi: 'काहिरा' },
  // Juba (SS)
  373303: { es: 'Yuba' },
  // Gitega (BI)
  426272: { en: 'Gitega', de: 'Gitega', fr: 'Gitega', es: 'Gitega', pt: 'Gitega', it: 'Gitega', nl: 'Gitega', pl: 'Gitega', ru: 'Гитега', uk: 'Гітега', tr: 'Gitega', zh: '基特加', 'zh-Hant': '基特加', ko: '기테가', hi: 'गितेगा', bn: 'গিতেগা', id: 'Gitega', vi: 'Gitega', fa: 'گیتگا', ar: 'جيتيغا', ja: 'ギテガ' },
  // Baku (AZ)
  587084: { hi: 'बाकू' },
  // Tallinn (EE)
  588409: { hi: 'तालिन', bn: 'তাল্লিন', pl: 'Tallinn' },
  // Vilnius (LT)
  593116: { bn: 'ভিলনিউস', ko: '빌뉴스' },
  // Tbilisi (GE)
  611717: { hi: 'त्बिलिसी', bn: 'তিবিলিসি' },
  // Yerevan (AM)
  616052: { bn: 'ইয়েরেভান' },
  // Chișinău (MD)
  618426: { ar: 'كيشيناو', hi: 'किशिनाउ', ru: 'Кишинёв', bn: 'কিশিনাউ', id: 'Chișinău', ko: '키시너우' },
  // Bucharest (RO)
  683506: { vi: 'București' },
  // Kyiv (UA)
  703448: { id: 'Kyiv', ko: '키이우' },
  // Istanbul (TR)
  745044: { bn: 'ইস্তাম্বুল' },
  // Warsaw (PL)
  756135: { vi: 'Warszawa' },
  // Skopje (MK)
  785842: { bn: 'স্কোপিয়ে' },
  // Belgrade (RS)
  792680: { vi: 'Beograd' },
  // Moroni (KM)
  921772: { en: 'Moroni', de: 'Moroni', fr: 'Moroni', es: 'Moroni', pt: 'Moroni', it: 'Moroni', nl: 'Moroni', pl: 'Moroni', ru: 'Морони', uk: 'Мороні', tr: 'Moroni', zh: '莫罗尼', 'zh-Hant': '莫洛尼', ko: '모로니', hi: 'मोरोनी', bn: 'মোরোনি', id: 'Moroni', vi: 'Moroni', fa: 'مورونی', ar: 'موروني', ja: 'モロニ' },
  // Lilongwe (MW)
  927967: { en: 'Lilongwe', de: 'Lilongwe', fr: 'Lilongwe', es: 'Lilongüe', pt: 'Lilongwe', it: 'Lilongwe', nl: 'Lilongwe', pl: 'Lilongwe', ru: 'Лилонгве', uk: 'Лілонгве', tr: 'Lilongwe', zh: '利隆圭', 'zh-Hant': '里朗威', ko: '릴롱궤', hi: 'लिलोंग्वे', bn: 'লিলংওয়ে', id: 'Lilongwe', vi: 'Lilongwe', fa: 'لیلونگوه', ar: 'ليلونغوي', ja: 'リロングウェ' },
  // Maseru (LS)
  932505: { bn: 'মাসেরু' },
  // Gaborone (BW)
  933773: { bn: 'গাবোরোনে', uk: 'Габороне' },
  // Port Louis (MU)
  934154: { en: 'Port Louis', de: 'Port Louis', fr: 'Port-Louis', es: 'Port Louis', pt: 'Port Louis', it: 'Port Louis', nl: 'Port Louis', pl: 'Port Louis', ru: 'Порт-Луи', uk: 'Порт-Луї', tr: 'Port Louis', zh: '路易港', 'zh-Hant': '路易港', ko: '포트루이스', hi: 'पोर्ट लुई', bn: 'পোর্ট লুই', id: 'Port Louis', vi: 'Port Louis', fa: 'پورت لوئیس', ar: 'بورت لويس', ja: 'ポートルイス' },
  // Mbabane (SZ)
  934985: { hi: 'म्बाबाने', bn: 'এমবাবানে' },
  // Lobamba (SZ)
  935048: { en: 'Lobamba', de: 'Lobamba', fr: 'Lobamba', es: 'Lobamba', pt: 'Lobamba', it: 'Lobamba', nl: 'Lobamba', pl: 'Lobamba', ru: 'Лобамба', uk: 'Лобамба', tr: 'Lobamba', zh: '洛班巴', 'zh-Hant': '洛班巴', ko: '로밤바', hi: 'लोबाम्बा', bn: 'লোবাম্বা', id: 'Lobamba', vi: 'Lobamba', fa: 'لوبامبا', ar: 'لوبامبا', ja: 'ロバンバ' },
  // Pretoria (ZA)
  964137: { en: 'Pretoria', de: 'Pretoria', fr: 'Pretoria', es: 'Pretoria', pt: 'Pretória', it: 'Pretoria', nl: 'Pretoria', pl: 'Pretoria', ru: 'Претория', uk: 'Преторія', tr: 'Pretoria', zh: '比勒陀利亚', 'zh-Hant': '普利托利亞', ko: '프리토리아', hi: 'प्रिटोरिया', bn: 'প্রিটোরিয়া', id: 'Pretoria', vi: 'Pretoria', fa: 'پرتوریا', ar: 'بريتوريا', ja: 'プレトリア' },
  // Bloemfontein (ZA)
  1018725: { en: 'Bloemfontein', de: 'Bloemfontein', fr: 'Bloemfontein', es: 'Bloemfontein', pt: 'Bloemfontein', it: 'Bloemfontein', nl: 'Bloemfontein', pl: 'Bloemfontein', ru: 'Блумфонтейн', uk: 'Блумфонтейн', tr: 'Bloemfontein', zh: '布隆方丹', 'zh-Hant': '布隆泉', ko: '블룸폰테인', hi: 'ब्लूमफ़ोन्टेन', bn: 'ব্লুমফন্টেইন', id: 'Bloemfontein', vi: 'Bloemfontein', fa: 'بلومفونتین', ar: 'بلومفونتين', ja: 'ブルームフォンテーン' },
  // Antananarivo (MG)
  1070940: { hi: 'अंतानानारिवो', bn: 'আন্তানানারিভো', 'zh-Hant': '安塔那那利佛' },
  // Islamabad (PK)
  1176615: { en: 'Islamabad', de: 'Islamabad', fr: 'Islamabad', es: 'Islamabad', pt: 'Islamabad', it: 'Islamabad', nl: 'Islamabad', pl: 'Islamabad', ru: 'Исламабад', uk: 'Ісламабад', tr: 'İslamabad', zh: '伊斯兰堡', 'zh-Hant': '伊斯蘭堡', ko: '이슬라마바드', hi: 'इस्लामाबाद', bn: 'ইসলামাবাদ', id: 'Islamabad', vi: 'Islamabad', fa: 'اسلام‌آباد', ar: 'إسلام آباد', ja: 'イスラマバード' },
  // Dhaka (BD)
  1185241: { fr: 'Dacca', pt: 'Daca', uk: 'Дака' },
  // Sri Jayawardenepura Kotte (LK)
  1238992: { en: 'Sri Jayawardenepura Kotte', de: 'Sri Jayawardenepura Kotte', fr: 'Sri Jayawardenapura Kotte', es: 'Sri Jayawardenapura Kotte', pt: 'Sri Jayawardenepura Kotte', it: 'Sri Jayawardenepura Kotte', nl: 'Sri Jayawardenepura Kotte', pl: 'Sri Dźajawardanapura Kotte', ru: 'Шри-Джаяварденепура-Котте', uk: 'Шрі-Джаяварденепура-Котте', tr: 'Sri Jayawardenepura Kotte', zh: '斯里贾亚瓦德纳普拉科特', 'zh-Hant': '斯里賈亞瓦德納普拉科特', ko: '스리자야와르데네푸라코테', hi: 'श्री जयवर्धनपुर कोट्टे', bn: 'শ্রী জয়বর্ধনপুর কোট্টে', id: 'Sri Jayawardenepura Kotte', vi: 'Sri Jayawardenepura Kotte', fa: 'سری جایاواردنپورا کوته', ar: 'سري جاياواردنابورا كوتي', ja: 'スリジャヤワルダナプラコッテ' },
  // New Delhi (IN)
  1261481: { en: 'New Delhi', de: 'Neu-Delhi', fr: 'New Delhi', es: 'Nueva Delhi', pt: 'Nova Délhi', it: 'Nuova Delhi', nl: 'New Delhi', pl: 'Nowe Delhi', ru: 'Нью-Дели', uk: 'Нью-Делі', tr: 'Yeni Delhi', zh: '新德里', 'zh-Hant': '新德里', ko: '뉴델리', hi: 'नई दिल्ली', bn: 'নয়াদিল্লি', id: 'New Delhi', vi: 'New Delhi', fa: 'دهلی نو', ar: 'نيودلهي', ja: 'ニューデリー' },
  // Malé (MV)
  1282027: { en: 'Malé', de: 'Malé', fr: 'Malé', es: 'Malé', pt: 'Malé', it: 'Malé', nl: 'Malé', pl: 'Male', ru: 'Мале', uk: 'Мале', tr: 'Male', zh: '马累', 'zh-Hant': '馬列', ko: '말레', hi: 'माले', bn: 'মালে', id: 'Malé', vi: 'Malé', fa: 'ماله', ar: 'ماليه', ja: 'マレ' },
  // Yangon (MM)
  1298824: { ar: 'يانغون', hi: 'यांगून', bn: 'ইয়াঙ্গুন', id: 'Yangon', ko: '양곤', nl: 'Yangon', vi: 'Yangon' },
  // Tashkent (UZ)
  1512569: { pl: 'Taszkent' },
  // Astana (KZ)
  1526273: { en: 'Astana', de: 'Astana', fr: 'Astana', es: 'Astaná', pt: 'Astana', it: 'Astana', nl: 'Astana', pl: 'Astana', ru: 'Астана', uk: 'Астана', tr: 'Astana', zh: '阿斯塔纳', 'zh-Hant': '阿斯塔納', ko: '아스타나', hi: 'अस्ताना', bn: 'আস্তানা', id: 'Astana', vi: 'Astana', fa: 'آستانه', ar: 'أستانا', ja: 'アスタナ' },
  // Almaty (KZ)
  1526384: { fr: 'Almaty', nl: 'Almaty' },
  // Bishkek (KG)
  1528675: { es: 'Biskek' },
  // Ho Chi Minh City (VN)
  1566083: { ar: 'مدينة هو تشي منه', id: 'Kota Ho Chi Minh', ko: '호찌민시', vi: 'Thành phố Hồ Chí Minh' },
  // Hanoi (VN)
  1581130: { en: 'Hanoi', de: 'Hanoi', fr: 'Hanoï', es: 'Hanói', pt: 'Hanói', it: 'Hanoi', nl: 'Hanoi', pl: 'Hanoi', ru: 'Ханой', uk: 'Ханой', tr: 'Hanoi', zh: '河内', 'zh-Hant': '河內', ko: '하노이', hi: 'हनोई', bn: 'হ্যানয়', id: 'Hanoi', vi: 'Hà Nội', fa: 'هانوی', ar: 'هانوي', ja: 'ハノイ' },
  // Dili (TL)
  1645457: { hi: 'दिली', pt: 'Díli' },
  // Vientiane (LA)
  1651944: { bn: 'ভিয়েনতিয়েন' },
  // Shanghai (CN)
  1796236: { nl: 'Shanghai' },
  // Beijing (CN)
  1816670: { en: 'Beijing', de: 'Peking', fr: 'Pékin', es: 'Pekín', pt: 'Pequim', it: 'Pechino', nl: 'Peking', pl: 'Pekin', ru: 'Пекин', uk: 'Пекін', tr: 'Pekin', zh: '北京', 'zh-Hant': '北京', ko: '베이징', hi: 'बीजिंग', bn: 'বেইজিং', id: 'Beijing', vi: 'Bắc Kinh', fa: 'پکن', ar: 'بكين', ja: '北京' },
  // Bandar Seri Begawan (BN)
  1820906: { en: 'Bandar Seri Begawan', de: 'Bandar Seri Begawan', fr: 'Bandar Seri Begawan', es: 'Bandar Seri Begawan', pt: 'Bandar Seri Begawan', it: 'Bandar Seri Begawan', nl: 'Bandar Seri Begawan', pl: 'Bandar Seri Begawan', ru: 'Бандар-Сери-Бегаван', uk: 'Бандар-Сері-Бегаван', tr: 'Bandar Seri Begawan', zh: '斯里巴加湾市', 'zh-Hant': '斯里巴卡旺市', ko: '반다르스리브가완', hi: 'बंदर सेरी बेगवान', bn: 'বন্দর সেরি বেগাওয়ান', id: 'Bandar Seri Begawan', vi: 'Bandar Seri Begawan', fa: 'بندر سری بگاوان', ar: 'بندر سري بكاوان', ja: 'バンダルスリブガワン' },
  // Phnom Penh (KH)
  1821306: { es: 'Nom Pen', vi: 'Phnôm Pênh' },
  // Seoul (KR)
  1835848: { hi: 'सियोल' },
  // Pyongyang (KP)
  1871859: { es: 'Pionyang' },
  // Ulaanbaatar (MN)
  2028462: { ar: 'أولان باتور', vi: 'Ulaanbaatar' },
  // Palikir (FM)
  2081986: { en: 'Palikir', de: 'Palikir', fr: 'Palikir', es: 'Palikir', pt: 'Palikir', it: 'Palikir', nl: 'Palikir', pl: 'Palikir', ru: 'Паликир', uk: 'Палікір', tr: 'Palikir', zh: '帕利基尔', 'zh-Hant': '帕利基爾', ko: '팔리키르', hi: 'पालिकिर', bn: 'পালিকির', id: 'Palikir', vi: 'Palikir', fa: 'پالیکیر', ar: 'باليكير', ja: 'パリキール' },
  // Port Moresby (PG)
  2088122: { ar: 'بورت مورسبي', bn: 'পোর্ট মোর্সবি' },
  // Honiara (SB)
  2108502: { en: 'Honiara', de: 'Honiara', fr: 'Honiara', es: 'Honiara', pt: 'Honiara', it: 'Honiara', nl: 'Honiara', pl: 'Honiara', ru: 'Хониара', uk: 'Хоніара', tr: 'Honiara', zh: '霍尼亚拉', 'zh-Hant': '荷尼阿拉', ko: '호니아라', hi: 'होनियारा', bn: 'হোনিয়ারা', id: 'Honiara', vi: 'Honiara', fa: 'هونیارا', ar: 'هونيارا', ja: 'ホニアラ' },
  // Tarawa (KI)
  2110257: { en: 'Tarawa', de: 'Tarawa', fr: 'Tarawa', es: 'Tarawa', pt: 'Tarawa', it: 'Tarawa', nl: 'Tarawa', pl: 'Tarawa', ru: 'Тарава', uk: 'Тарава', tr: 'Tarawa', zh: '塔拉瓦', 'zh-Hant': '塔拉瓦', ko: '타라와', hi: 'तरावा', bn: 'তারাওয়া', id: 'Tarawa', vi: 'Tarawa', fa: 'تاراوا', ar: 'تاراوا', ja: 'タラワ' },
  // Funafuti (TV)
  2110394: { hi: 'फ़ुनाफ़ुटी' },
  // Majuro (MH)
  2113779: { 'zh-Hant': '馬久羅' },
  // Port Vila (VU)
  2135171: { en: 'Port Vila', de: 'Port Vila', fr: 'Port-Vila', es: 'Port Vila', pt: 'Port Vila', it: 'Port Vila', nl: 'Port Vila', pl: 'Port Vila', ru: 'Порт-Вила', uk: 'Порт-Віла', tr: 'Port Vila', zh: '维拉港', 'zh-Hant': '維拉港', ko: '포트빌라', hi: 'पोर्ट विला', bn: 'পোর্ট ভিলা', id: 'Port Vila', vi: 'Port Vila', fa: 'پورت ویلا', ar: 'بورت فيلا', ja: 'ポートビラ' },
  // Canberra (AU)
  2172517: { en: 'Canberra', de: 'Canberra', fr: 'Canberra', es: 'Canberra', pt: 'Camberra', it: 'Canberra', nl: 'Canberra', pl: 'Canberra', ru: 'Канберра', uk: 'Канберра', tr: 'Canberra', zh: '堪培拉', 'zh-Hant': '坎培拉', ko: '캔버라', hi: 'कैनबरा', bn: 'ক্যানবেরা', id: 'Canberra', vi: 'Canberra', fa: 'کانبرا', ar: 'كانبرا', ja: 'キャンベラ' },
  // Wellington (NZ)
  2179537: { en: 'Wellington', de: 'Wellington', fr: 'Wellington', es: 'Wellington', pt: 'Wellington', it: 'Wellington', nl: 'Wellington', pl: 'Wellington', ru: 'Веллингтон', uk: 'Веллінгтон', tr: 'Wellington', zh: '惠灵顿', 'zh-Hant': '威靈頓', ko: '웰링턴', hi: 'वेलिंगटन', bn: 'ওয়েলিংটন', id: 'Wellington', vi: 'Wellington', fa: 'ولینگتون', ar: 'ويلينغتون', ja: 'ウェリントン' },
  // Suva (FJ)
  2198148: { en: 'Suva', de: 'Suva', fr: 'Suva', es: 'Suva', pt: 'Suva', it: 'Suva', nl: 'Suva', pl: 'Suva', ru: 'Сува', uk: 'Сува', tr: 'Suva', zh: '苏瓦', 'zh-Hant': '蘇瓦', ko: '수바', hi: 'सुवा', bn: 'সুভা', id: 'Suva', vi: 'Suva', fa: 'سووا', ar: 'سوفا', ja: 'スバ' },
  // Yaoundé (CM)
  2220957: { en: 'Yaoundé', de: 'Yaoundé', fr: 'Yaoundé', es: 'Yaundé', pt: 'Iaundé', it: 'Yaoundé', nl: 'Yaoundé', pl: 'Jaunde', ru: 'Яунде', uk: 'Яунде', tr: 'Yaoundé', zh: '雅温得', 'zh-Hant': '雅恩德', ko: '야운데', hi: 'याउंडे', bn: 'ইয়াউন্ডে', id: 'Yaoundé', vi: 'Yaoundé', fa: 'یائونده', ar: 'ياوندي', ja: 'ヤウンデ' },
  // Douala (CM)
  2232593: { bn: 'দুয়ালা' },
  // Luanda (AO)
  2240449: { bn: 'লুয়ান্ডা' },
  // Brazzaville (CG)
  2260535: { hi: 'ब्राज़ाविल', bn: 'ব্রাজাভিল', 'zh-Hant': '布拉薩市' },
  // Lisbon (PT)
  2267057: { vi: 'Lisboa' },
  // Yamoussoukro (CI)
  2279755: { en: 'Yamoussoukro', de: 'Yamoussoukro', fr: 'Yamoussoukro', es: 'Yamusukro', pt: 'Yamoussoukro', it: 'Yamoussoukro', nl: 'Yamoussoukro', pl: 'Jamusukro', ru: 'Ямусукро', uk: 'Ямусукро', tr: 'Yamoussoukro', zh: '亚穆苏克罗', 'zh-Hant': '雅穆索戈', ko: '야무수크로', hi: 'यामूसूक्रो', bn: 'ইয়ামুসুক্রো', id: 'Yamoussoukro', vi: 'Yamoussoukro', fa: 'یاموسوکرو', ar: 'ياموسوكرو', ja: 'ヤムスクロ' },
  // Accra (GH)
  2306104: { hi: 'अक्रा' },
  // Kinshasa (CD)
  2314302: { es: 'Kinsasa' },
  // Lagos (NG)
  2332459: { uk: 'Лагос' },
  // Abuja (NG)
  2352778: { en: 'Abuja', de: 'Abuja', fr: 'Abuja', es: 'Abuya', pt: 'Abuja', it: 'Abuja', nl: 'Abuja', pl: 'Abudża', ru: 'Абуджа', uk: 'Абуджа', tr: 'Abuja', zh: '阿布贾', 'zh-Hant': '阿布加', ko: '아부자', hi: 'अबुजा', bn: 'আবুজা', id: 'Abuja', vi: 'Abuja', fa: 'آبوجا', ar: 'أبوجا', ja: 'アブジャ' },
  // Ouagadougou (BF)
  2357048: { hi: 'वागादुगू', bn: 'ওয়াগাদুগু', pt: 'Uagadugu', uk: 'Уагадугу', fa: 'واگادوگو' },
  // Lomé (TG)
  2365267: { hi: 'लोमे' },
  // Bissau (GW)
  2374775: { bn: 'বিসাউ', 'zh-Hant': '比索' },
  // Nouakchott (MR)
  2377450: { hi: 'नुआकशॉट', tr: 'Nuakşot', uk: 'Нуакшот' },
  // Bangui (CF)
  2389853: { hi: 'बांगुई', uk: 'Бангі', 'zh-Hant': '班基' },
  // Porto-Novo (BJ)
  2392087: { de: 'Porto-Novo', es: 'Porto Novo', pl: 'Porto-Novo' },
  // Libreville (GA)
  2399697: { hi: 'लिब्रेविल', bn: 'লিব্রেভিল' },
  // Freetown (SL)
  2409306: { bn: 'ফ্রিটাউন' },
  // São Tomé (ST)
  2410763: { hi: 'साओ टोमे', bn: 'সাও টোমে' },
  // Banjul (GM)
  2413876: { hi: 'बांजुल' },
  // N’Djamena (TD)
  2427123: { hi: 'एनजामेना', bn: 'এনজামেনা', ko: '은자메나', 'zh-Hant': '恩加美納' },
  // Niamey (NE)
  2440485: { 'zh-Hant': '尼阿美' },
  // Bamako (ML)
  2460596: { bn: 'বামাকো' },
  // Tunis (TN)
  2464470: { zh: '突尼斯市', bn: 'তিউনিস' },
  // Algiers (DZ)
  2507480: { vi: 'Alger' },
  // Rabat (MA)
  2538475: { en: 'Rabat', de: 'Rabat', fr: 'Rabat', es: 'Rabat', pt: 'Rabat', it: 'Rabat', nl: 'Rabat', pl: 'Rabat', ru: 'Рабат', uk: 'Рабат', tr: 'Rabat', zh: '拉巴特', 'zh-Hant': '拉巴特', ko: '라바트', hi: 'रबात', bn: 'রাবাত', id: 'Rabat', vi: 'Rabat', fa: 'رباط', ar: 'الرباط', ja: 'ラバト' },
  // Valletta (MT)
  2562305: { en: 'Valletta', de: 'Valletta', fr: 'La Valette', es: 'La Valeta', pt: 'Valeta', it: 'La Valletta', nl: 'Valletta', pl: 'Valletta', ru: 'Валлетта', uk: 'Валлетта', tr: 'Valletta', zh: '瓦莱塔', 'zh-Hant': '瓦勒他', ko: '발레타', hi: 'वालेटा', bn: 'ভাল্লেত্তা', id: 'Valletta', vi: 'Valletta', fa: 'والتا', ar: 'فاليتا', ja: 'バレッタ' },
  // Zurich (CH)
  2657896: { vi: 'Zürich' },
  // Bern (CH)
  2661552: { en: 'Bern', de: 'Bern', fr: 'Berne', es: 'Berna', pt: 'Berna', it: 'Berna', nl: 'Bern', pl: 'Berno', ru: 'Берн', uk: 'Берн', tr: 'Bern', zh: '伯尔尼', 'zh-Hant': '伯恩', ko: '베른', hi: 'बर्न', bn: 'বার্ন', id: 'Bern', vi: 'Bern', fa: 'برن', ar: 'برن', ja: 'ベルン' },
  // Stockholm (SE)
  2673730: { tr: 'Stockholm' },
  // Vienna (AT)
  2761369: { hi: 'वियना', ko: '빈', vi: 'Viên' },
  // Brussels (BE)
  2800866: { hi: 'ब्रसेल्स', id: 'Brussel', vi: 'Bruxelles' },
  // Luxembourg (LU)
  2960316: { zh: '卢森堡市', bn: 'লাক্সেমবার্গ', 'zh-Hant': '盧森堡市' },
  // Andorra la Vella (AD)
  3041563: { en: 'Andorra la Vella', de: 'Andorra la Vella', fr: 'Andorre-la-Vieille', es: 'Andorra la Vieja', pt: 'Andorra-a-Velha', it: 'Andorra la Vella', nl: 'Andorra la Vella', pl: 'Andora', ru: 'Андорра-ла-Велья', uk: 'Андорра-ла-Велья', tr: 'Andorra la Vella', zh: '安道尔城', 'zh-Hant': '安道爾城', ko: '안도라라베야', hi: 'अंडोरा ला वेला', bn: 'আন্দোরা লা ভেলা', id: 'Andorra la Vella', vi: 'Andorra la Vella', fa: 'آندورا لا ولا', ar: 'أندورا لا فيلا', ja: 'アンドラ・ラ・ベリャ' },
  // San Marino (SM)
  3168070: { en: 'San Marino', de: 'San Marino', fr: 'Saint-Marin', es: 'San Marino', pt: 'San Marino', it: 'San Marino', nl: 'San Marino', pl: 'San Marino', ru: 'Сан-Марино', uk: 'Сан-Марино', tr: 'San Marino', zh: '圣马力诺市', 'zh-Hant': '聖馬利諾市', ko: '산마리노', hi: 'सान मारिनो', bn: 'সান মারিনো', id: 'San Marino', vi: 'San Marino', fa: 'سان مارینو', ar: 'سان مارينو', ja: 'サンマリノ' },
  // Rome (IT)
  3169070: { vi: 'Roma' },
  // Tirana (AL)
  3183875: { hi: 'तिराना' },
  // Sarajevo (BA)
  3191281: { bn: 'সারায়েভো' },
  // Podgorica (ME)
  3193044: { ar: 'بودغوريتسا', bn: 'পডগোরিৎসা', fa: 'پودگوریتسا' },
  // Ljubljana (SI)
  3196359: { hi: 'ल्यूब्लियाना' },
  // Windhoek (NA)
  3352136: { bn: 'উইন্ডহুক', 'zh-Hant': '溫荷克' },
  // Cape Town (ZA)
  3369157: { en: 'Cape Town', de: 'Kapstadt', fr: 'Le Cap', es: 'Ciudad del Cabo', pt: 'Cidade do Cabo', it: 'Città del Capo', nl: 'Kaapstad', pl: 'Kapsztad', ru: 'Кейптаун', uk: 'Кейптаун', tr: 'Cape Town', zh: '开普敦', 'zh-Hant': '開普敦', ko: '케이프타운', hi: 'केप टाउन', bn: 'কেপ টাউন', id: 'Cape Town', vi: 'Cape Town', fa: 'کیپ‌تاون', ar: 'كيب تاون', ja: 'ケープタウン' },
  // Bridgetown (BB)
  3374036: { en: 'Bridgetown', de: 'Bridgetown', fr: 'Bridgetown', es: 'Bridgetown', pt: 'Bridgetown', it: 'Bridgetown', nl: 'Bridgetown', pl: 'Bridgetown', ru: 'Бриджтаун', uk: 'Бриджтаун', tr: 'Bridgetown', zh: '布里奇顿', 'zh-Hant': '橋鎮', ko: '브리지타운', hi: 'ब्रिजटाउन', bn: 'ব্রিজটাউন', id: 'Bridgetown', vi: 'Bridgetown', fa: 'بریج‌تاون', ar: 'بريدجتاون', ja: 'ブリッジタウン' },
  // Praia (CV)
  3374333: { en: 'Praia', de: 'Praia', fr: 'Praia', es: 'Praia', pt: 'Praia', it: 'Praia', nl: 'Praia', pl: 'Praia', ru: 'Прая', uk: 'Прая', tr: 'Praia', zh: '普拉亚', 'zh-Hant': '培亞', ko: '프라이아', hi: 'प्राइया', bn: 'প্রাইয়া', id: 'Praia', vi: 'Praia', fa: 'پرایا', ar: 'برايا', ja: 'プライア' },
  // Georgetown (GY)
  3378644: { en: 'Georgetown', de: 'Georgetown', fr: 'Georgetown', es: 'Georgetown', pt: 'Georgetown', it: 'Georgetown', nl: 'Georgetown', pl: 'Georgetown', ru: 'Джорджтаун', uk: 'Джорджтаун', tr: 'Georgetown', zh: '乔治敦', 'zh-Hant': '喬治城', ko: '조지타운', hi: 'जॉर्जटाउन', bn: 'জর্জটাউন', id: 'Georgetown', vi: 'Georgetown', fa: 'جورج‌تاون', ar: 'جورج تاون', ja: 'ジョージタウン' },
  // Paramaribo (SR)
  3383330: { bn: 'পারামারিবো' },
  // Reykjavík (IS)
  3413829: { bn: 'রেইকিয়াভিক', en: 'Reykjavík', pl: 'Reykjavík', vi: 'Reykjavík' },
  // Buenos Aires (AR)
  3435910: { hi: 'ब्यूनस आयर्स', bn: 'বুয়েনোস আইরেস', ko: '부에노스아이레스' },
  // Asunción (PY)
  3439389: { hi: 'असुनसियोन' },
  // Brasília (BR)
  3469058: { en: 'Brasília', de: 'Brasília', fr: 'Brasilia', es: 'Brasilia', pt: 'Brasília', it: 'Brasilia', nl: 'Brasilia', pl: 'Brasília', ru: 'Бразилиа', uk: 'Бразиліа', tr: 'Brasília', zh: '巴西利亚', 'zh-Hant': '巴西利亞', ko: '브라질리아', hi: 'ब्रासीलिया', bn: 'ব্রাসিলিয়া', id: 'Brasília', vi: 'Brasília', fa: 'برازیلیا', ar: 'برازيليا', ja: 'ブラジリア' },
  // Kingston (JM)
  3489854: { en: 'Kingston', de: 'Kingston', fr: 'Kingston', es: 'Kingston', pt: 'Kingston', it: 'Kingston', nl: 'Kingston', pl: 'Kingston', ru: 'Кингстон', uk: 'Кінгстон', tr: 'Kingston', zh: '金斯敦', 'zh-Hant': '京斯敦', ko: '킹스턴', hi: 'किंग्स्टन', bn: 'কিংস্টন', id: 'Kingston', vi: 'Kingston', fa: 'کینگستون', ar: 'كينغستون', ja: 'キングストン' },
  // Santo Domingo (DO)
  3492908: { hi: 'सैंटो डोमिंगो', bn: 'সান্তো দোমিঙ্গো', uk: 'Санто-Домінго' },
  // Mexico City (MX)
  3530597: { ja: 'メキシコシティ', id: 'Kota Meksiko', ko: '멕시코시티', tr: 'Meksiko', vi: 'Thành phố México' },
  // Havana (CU)
  3553478: { ko: '아바나', vi: 'La Habana' },
  // Nassau (BS)
  3571824: { es: 'Nasáu' },
  // Basseterre (KN)
  3575551: { en: 'Basseterre', de: 'Basseterre', fr: 'Basseterre', es: 'Basseterre', pt: 'Basseterre', it: 'Basseterre', nl: 'Basseterre', pl: 'Basseterre', ru: 'Бастер', uk: 'Бастер', tr: 'Basseterre', zh: '巴斯特尔', 'zh-Hant': '巴士地', ko: '바스테르', hi: 'बासेतेर', bn: 'বাসেতের', id: 'Basseterre', vi: 'Basseterre', fa: 'باستر', ar: 'باستير', ja: 'バセテール' },
  // Roseau (DM)
  3575635: { en: 'Roseau', de: 'Roseau', fr: 'Roseau', es: 'Roseau', pt: 'Roseau', it: 'Roseau', nl: 'Roseau', pl: 'Roseau', ru: 'Розо', uk: 'Розо', tr: 'Roseau', zh: '罗索', 'zh-Hant': '羅梭', ko: '로조', hi: 'रोज़ो', bn: 'রোজো', id: 'Roseau', vi: 'Roseau', fa: 'روزو', ar: 'روزو', ja: 'ロゾー' },
  // St. John's (AG)
  3576022: { en: "St. John's", de: "Saint John's", fr: "Saint John's", es: "Saint John's", pt: "Saint John's", it: "Saint John's", nl: "Saint John's", pl: "Saint John's", ru: 'Сент-Джонс', uk: 'Сент-Джонс', tr: "Saint John's", zh: '圣约翰', 'zh-Hant': '聖約翰', ko: '세인트존스', hi: 'सेंट जॉन्स', bn: 'সেন্ট জন্স', id: "Saint John's", vi: "Saint John's", fa: 'سنت جانز', ar: 'سانت جونز', ja: 'セントジョンズ' },
  // Castries (LC)
  3576812: { en: 'Castries', de: 'Castries', fr: 'Castries', es: 'Castries', pt: 'Castries', it: 'Castries', nl: 'Castries', pl: 'Castries', ru: 'Кастри', uk: 'Кастрі', tr: 'Castries', zh: '卡斯特里', 'zh-Hant': '卡斯翠', ko: '캐스트리스', hi: 'कैस्ट्रीज़', bn: 'ক্যাস্ট্রিস', id: 'Castries', vi: 'Castries', fa: 'کاستریس', ar: 'كاستريس', ja: 'カストリーズ' },
  // Kingstown (VC)
  3577887: { en: 'Kingstown', de: 'Kingstown', fr: 'Kingstown', es: 'Kingstown', pt: 'Kingstown', it: 'Kingstown', nl: 'Kingstown', pl: 'Kingstown', ru: 'Кингстаун', uk: 'Кінгстаун', tr: 'Kingstown', zh: '金斯敦', 'zh-Hant': '金石城', ko: '킹스타운', hi: 'किंग्सटाउन', bn: 'কিংসটাউন', id: 'Kingstown', vi: 'Kingstown', fa: 'کینگزتاون', ar: 'كينغستاون', ja: 'キングスタウン' },
  // St. George's (GD)
  3579925: { en: "St. George's", de: "St. George's", fr: 'Saint-Georges', es: "Saint George's", pt: "Saint George's", it: "Saint George's", nl: "Saint George's", pl: "Saint George's", ru: 'Сент-Джорджес', uk: 'Сент-Джорджес', tr: "Saint George's", zh: '圣乔治', 'zh-Hant': '聖喬治', ko: '세인트조지스', hi: 'सेंट जॉर्जेस', bn: 'সেন্ট জর্জেস', id: "Saint George's", vi: "Saint George's", fa: 'سنت جورجز', ar: 'سانت جورجز', ja: 'セントジョージズ' },
  // Belmopan (BZ)
  3582672: { en: 'Belmopan', de: 'Belmopan', fr: 'Belmopan', es: 'Belmopán', pt: 'Belmopan', it: 'Belmopan', nl: 'Belmopan', pl: 'Belmopan', ru: 'Бельмопан', uk: 'Бельмопан', tr: 'Belmopan', zh: '贝尔莫潘', 'zh-Hant': '貝爾墨邦', ko: '벨모판', hi: 'बेल्मोपान', bn: 'বেলমোপান', id: 'Belmopan', vi: 'Belmopan', fa: 'بلموپان', ar: 'بلموبان', ja: 'ベルモパン' },
  // San Salvador (SV)
  3583361: { en: 'San Salvador', de: 'San Salvador', fr: 'San Salvador', es: 'San Salvador', pt: 'San Salvador', it: 'San Salvador', nl: 'San Salvador', pl: 'San Salvador', ru: 'Сан-Сальвадор', uk: 'Сан-Сальвадор', tr: 'San Salvador', zh: '圣萨尔瓦多', 'zh-Hant': '聖薩爾瓦多', ko: '산살바도르', hi: 'सान साल्वाडोर', bn: 'সান সালভাদোর', id: 'San Salvador', vi: 'San Salvador', fa: 'سان سالوادور', ar: 'سان سلفادور', ja: 'サンサルバドル' },
  // Guatemala City (GT)
  3598132: { en: 'Guatemala City', de: 'Guatemala-Stadt', fr: 'Guatemala', es: 'Ciudad de Guatemala', pt: 'Cidade da Guatemala', it: 'Città del Guatemala', nl: 'Guatemala-Stad', pl: 'Gwatemala', ru: 'Гватемала', uk: 'Гватемала', tr: 'Guatemala', zh: '危地马拉城', 'zh-Hant': '瓜地馬拉市', ko: '과테말라시티', hi: 'ग्वाटेमाला सिटी', bn: 'গুয়াতেমালা সিটি', id: 'Kota Guatemala', vi: 'Thành phố Guatemala', fa: 'شهر گواتمالا', ar: 'مدينة غواتيمالا', ja: 'グアテマラシティ' },
  // Tegucigalpa (HN)
  3600949: { uk: 'Тегусігальпа', 'zh-Hant': '德古西加巴' },
  // Managua (NI)
  3617763: { uk: 'Манагуа' },
  // San José (CR)
  3621849: { en: 'San José', de: 'San José', fr: 'San José', es: 'San José', pt: 'San José', it: 'San José', nl: 'San José', pl: 'San José', ru: 'Сан-Хосе', uk: 'Сан-Хосе', tr: 'San José', zh: '圣何塞', 'zh-Hant': '聖荷西', ko: '산호세', hi: 'सान होसे', bn: 'সান হোসে', id: 'San José', vi: 'San José', fa: 'سن خوزه', ar: 'سان خوسيه', ja: 'サンホセ' },
  // Quito (EC)
  3652462: { en: 'Quito', de: 'Quito', fr: 'Quito', es: 'Quito', pt: 'Quito', it: 'Quito', nl: 'Quito', pl: 'Quito', ru: 'Кито', uk: 'Кіто', tr: 'Quito', zh: '基多', 'zh-Hant': '基多', ko: '키토', hi: 'कीटो', bn: 'কিতো', id: 'Quito', vi: 'Quito', fa: 'کیتو', ar: 'كيتو', ja: 'キト' },
  // Guayaquil (EC)
  3657509: { bn: 'গুয়াইয়াকিল', pt: 'Guayaquil', uk: 'Гуаякіль' },
  // Bogotá (CO)
  3688689: { bn: 'বোগোতা', pl: 'Bogota', uk: 'Богота' },
  // Panama City (PA)
  3703443: { en: 'Panama City', de: 'Panama-Stadt', fr: 'Panama', es: 'Ciudad de Panamá', pt: 'Cidade do Panamá', it: 'Panama', nl: 'Panama-Stad', pl: 'Panama', ru: 'Панама', uk: 'Панама', tr: 'Panama', zh: '巴拿马城', 'zh-Hant': '巴拿馬市', ko: '파나마시티', hi: 'पनामा सिटी', bn: 'পানামা সিটি', id: 'Kota Panama', vi: 'Thành phố Panama', fa: 'شهر پاناما', ar: 'مدينة بنما', ja: 'パナマシティ' },
  // Port-au-Prince (HT)
  3718426: { bn: 'পোর্ট-অ-প্রিন্স' },
  // Santiago (CL)
  3871336: { ja: 'サンティアゴ', bn: 'সান্তিয়াগো', uk: 'Сантьяго' },
  // Sucre (BO)
  3903987: { en: 'Sucre', de: 'Sucre', fr: 'Sucre', es: 'Sucre', pt: 'Sucre', it: 'Sucre', nl: 'Sucre', pl: 'Sucre', ru: 'Сукре', uk: 'Сукре', tr: 'Sucre', zh: '苏克雷', 'zh-Hant': '蘇克雷', ko: '수크레', hi: 'सूक्रे', bn: 'সুক্রে', id: 'Sucre', vi: 'Sucre', fa: 'سوکره', ar: 'سوكري', ja: 'スクレ' },
  // Nuku'alofa (TO)
  4032402: { en: "Nuku'alofa", de: "Nuku'alofa", fr: "Nuku'alofa", es: 'Nukualofa', pt: "Nuku'alofa", it: "Nuku'alofa", nl: "Nuku'alofa", pl: "Nuku'alofa", ru: 'Нукуалофа', uk: 'Нукуалофа', tr: "Nuku'alofa", zh: '努库阿洛法', 'zh-Hant': '努瓜婁發', ko: '누쿠알로파', hi: 'नुकुआलोफ़ा', bn: 'নুকুয়ালোফা', id: "Nuku'alofa", vi: "Nuku'alofa", fa: 'نوکوآلوفا', ar: 'نوكوالوفا', ja: 'ヌクアロファ' },
  // Washington, D.C. (US)
  4140963: { en: 'Washington D.C.', de: 'Washington D.C.', fr: 'Washington', es: 'Washington D. C.', pt: 'Washington D.C.', it: 'Washington', nl: 'Washington D.C.', pl: 'Waszyngton', ru: 'Вашингтон', uk: 'Вашингтон', tr: 'Washington', zh: '华盛顿', 'zh-Hant': '華盛頓', ko: '워싱턴 D.C.', hi: 'वॉशिंगटन डी.सी.', bn: 'ওয়াশিংটন ডি.সি.', id: 'Washington D.C.', vi: 'Washington D.C.', fa: 'واشینگتن', ar: 'واشنطن', ja: 'ワシントンD.C.' },
  // Ottawa (CA)
  6094817: { en: 'Ottawa', de: 'Ottawa', fr: 'Ottawa', es: 'Ottawa', pt: 'Ottawa', it: 'Ottawa', nl: 'Ottawa', pl: 'Ottawa', ru: 'Оттава', uk: 'Оттава', tr: 'Ottawa', zh: '渥太华', 'zh-Hant': '渥太華', ko: '오타와', hi: 'ओटावा', bn: 'অটোয়া', id: 'Ottawa', vi: 'Ottawa', fa: 'اتاوا', ar: 'أوتاوا', ja: 'オタワ' },
  // Naypyidaw (MM)
  6611854: { en: 'Naypyidaw', de: 'Naypyidaw', fr: 'Naypyidaw', es: 'Naipyidó', pt: 'Naypyidaw', it: 'Naypyidaw', nl: 'Naypyidaw', pl: 'Naypyidaw', ru: 'Нейпьидо', uk: 'Нейпʼїдо', tr: 'Naypyidaw', zh: '内比都', 'zh-Hant': '奈比多', ko: '네피도', hi: 'नेपीडॉ', bn: 'নেপিডো', id: 'Naypyidaw', vi: 'Naypyidaw', fa: 'نایپیداو', ar: 'نايبيداو', ja: 'ネピドー' },
  // Vatican City (VA)
  6691831: { en: 'Vatican City', de: 'Vatikanstadt', fr: 'Cité du Vatican', es: 'Ciudad del Vaticano', pt: 'Cidade do Vaticano', it: 'Città del Vaticano', nl: 'Vaticaanstad', pl: 'Watykan', ru: 'Ватикан', uk: 'Ватикан', tr: 'Vatikan', zh: '梵蒂冈城', 'zh-Hant': '梵蒂岡城', ko: '바티칸 시국', hi: 'वैटिकन सिटी', bn: 'ভ্যাটিকান সিটি', id: 'Kota Vatikan', vi: 'Thành Vatican', fa: 'واتیکان', ar: 'مدينة الفاتيكان', ja: 'バチカン市国' },
  // Yaren: its country's capital is left out (capital-rules.ts)
  7626461: { en: 'Yaren', de: 'Yaren', fr: 'Yaren', es: 'Yaren', pt: 'Yaren', it: 'Yaren', nl: 'Yaren', pl: 'Yaren', ru: 'Ярен', uk: 'Ярен', tr: 'Yaren', zh: '亚伦', 'zh-Hant': '亞倫', ko: '야렌', hi: 'यारेन', bn: 'ইয়ারেন', id: 'Yaren', vi: 'Yaren', fa: 'یارن', ar: 'يارين', ja: 'ヤレン' },
  // Ngerulmud (PW)
  8063361: { en: 'Ngerulmud', de: 'Ngerulmud', fr: 'Ngerulmud', es: 'Ngerulmud', pt: 'Ngerulmud', it: 'Ngerulmud', nl: 'Ngerulmud', pl: 'Ngerulmud', ru: 'Нгерулмуд', uk: 'Нгерулмуд', tr: 'Ngerulmud', zh: '恩吉鲁穆德', 'zh-Hant': '恩吉魯穆德', ko: '응게룰무드', hi: 'न्गेरुलमुद', bn: 'এনগেরুলমুদ', id: 'Ngerulmud', vi: 'Ngerulmud', fa: 'انگرولمود', ar: 'نجيرولمود', ja: 'ンゲルルムッド' },
}

/** Other spellings a player may type for a capital, per locale ('*' for every locale), accepted after the game's usual folding (case, accents). */
export const CAPITAL_SPELLINGS: Readonly<Record<number, Readonly<Record<string, readonly string[]>>>> = {
  53654: { ar: ['مقديشيو'], hi: ['मोगादिशू'], ja: ['モガディシオ'], bn: ['মাওগাদিসু', 'মোগাদিসু'], uk: ['Моґадішо'] },
  71137: { '*': ['Sanaa', "Sana'a"], 'zh-Hant': ['薩那'], fa: ['صنعاء'], ar: ['صنعا'], ja: ['サナア', 'サナ'] },
  98182: { hi: ['बग़दाद'], id: ['Bagdad'], it: ['Bagdad'], nl: ['Baghdad'] },
  108410: { fr: ['Riyadh'], hi: ['रियाध'], ru: ['Рияд'], bn: ['রিয়াধ'], it: ['Riad', 'Riyadh'], nl: ['Riyadh'], uk: ['Ріяд'] },
  112931: { bn: ['তেহরান'], it: ['Tehran'], nl: ['Tehran'] },
  146268: { 'zh-Hant': ['尼柯西亞', '尼科西亞'] },
  160196: { 'zh-Hant': ['多多馬'], hi: ['दोदोमा'] },
  162183: { de: ['Aşgabat', 'Aschchabad'], fr: ['Achkhabad', 'Ashgabat'], hi: ['अशगाबात', 'अश्काबाद'], ja: ['アシガバード', 'アシガバート', 'アシハバード'], ru: ['Ашгабат'], en: ['Ashkhabad'], it: ['Aşgabat'], ko: ['아슈하바트'], nl: ['Ashgabat', 'Aşgabat'], pt: ['Ashgabat', 'Asgabat'], tr: ['Aşgabat'], uk: ['Ашхабад'], fa: ['عشق آباد'] },
  170654: { hi: ['दमिश्क'], bn: ['দামাস্কাস'] },
  184745: { pt: ['Nairobi'] },
  202061: { 'zh-Hant': ['基加利'] },
  223817: { ja: ['ジブチ市'], zh: ['Djibouti'], bn: ['জিবুটি'], en: ['Djibouti City'], id: ['Kota Djibouti'], uk: ['Джібуті'], 'zh-Hant': ['Djibouti'] },
  232422: { bn: ['কাম্পালা'], 'zh-Hant': ['康培拉'] },
  241131: { '*': ['Victoria'], ja: ['ヴィクトリア'] },
  250441: { ar: ['عمان'], es: ['Ammán', 'Amman'] },
  264371: { vi: ['Athena', 'A-ten'] },
  276781: { hi: ['बेरुत'], bn: ['বেইরুট'], nl: ['Beirut'] },
  285787: { '*': ['Kuwait City'], de: ['Kuwait'], fr: ['Koweït City', 'Koweït-Ville'], es: ['Kuwait'], pt: ['Kuwait', 'Cidade do Kuait'], it: ['Kuwait', 'Città del Kuwait', 'Al-Kuwait'], nl: ['Koeweit-Stad', 'Kuwait'], ru: ['Кувейт'], uk: ['Кувейт'], tr: ['Kuveyt Şehri'], zh: ['科威特市'], 'zh-Hant': ['科威特城'], ko: ['쿠웨이트 시티', '쿠웨이트'], hi: ['कुवैत शहर', 'कुवैत'], bn: ['কুয়েত'], id: ['Kuwait'], vi: ['Kuwait'], fa: ['کویت', 'کویت سیتی'], ar: ['الكويت'], ja: ['クウェートシティ', 'クウェート'] },
  287286: { bn: ['মাস্কাট'], it: ['Muscat'], nl: ['Masqat'] },
  290030: { pl: ['Dauha', 'Ad-Dauha'], 'zh-Hant': ['多哈'], fa: ['دوحا'], ar: ['دوحة'] },
  290340: { nl: ['Manamah'], 'zh-Hant': ['麥納麥'], id: ['Al-Manamah'], ar: ['منامة'], ja: ['マナマ'] },
  292223: { fr: ['Dubai'] },
  292968: { '*': ['Abu Dhabi', 'Abu Dabi'], fr: ['Abou Dhabi'], 'zh-Hant': ['阿布扎比'], bn: ['আবু ধাবি'], fa: ['ابو ظبی'], ar: ['أبو ظبي'], ko: ['아부 다비'] },
  323786: { '*': ['Ankara'] },
  343300: { ru: ['Асмара'], bn: ['অ্যাসমারাহু', 'অ্যাসমারা'], ko: ['아스메라'] },
  344979: { es: ['Addis Abeba', 'Adis Abeba'], ja: ['アジスアベバ', 'アディス・アベバ'], bn: ['আদিস আবাবা'], ko: ['아디스 아바바'], nl: ['Addis Ababa'], fa: ['آدیس‌آبابا', 'آدیسآبابا'] },
  360630: { hi: ['कायरो', 'कैरो'], it: ['Cairo'] },
  373303: { es: ['Juba'], fr: ['Djouba', 'Juba'], it: ['Juba'], tr: ['Juba'] },
  379252: { it: ['Khartoum'], nl: ['Khartoum'] },
  426272: { ru: ['Гитеге'] },
  524901: { hi: ['मास्को'], id: ['Moskow'], vi: ['Moskva', 'Matxcơva', 'Moscow'] },
  587084: { hi: ['बाकु'], nl: ['Baku'], tr: ['Bakı'] },
  588409: { es: ['Tallinn'], hi: ['तेलिन', 'टालिन', 'टैलिन'], ru: ['Таллинн'], bn: ['তাহলিন', 'তালিন'], pl: ['Tallin'], uk: ['Таллін'] },
  593116: { es: ['Vilnius'], ja: ['ビリニュス'], bn: ['ভিলনিওস'], ko: ['빌니우스'] },
  611717: { de: ['Tbilissi'], es: ['Tbilisi'], fr: ['Tbilisi'], hi: ['टबिलिसी', 'तिबिलिसी', 'त्बिलीसी'], bn: ['তিবলিসি', 'তবিলিসি', 'সিবিলিশি'], tr: ['Tbilisi'], 'zh-Hant': ['提比里斯'], fa: ['تبیلیسی'] },
  616052: { de: ['Jerewan'], fr: ['Yerevan'], bn: ['ইয়েরাভান'], it: ['Erevan', 'Jerevan'], nl: ['Yerevan'], pt: ['Erevan', 'Ierevan'], tr: ['Yerevan'] },
  618426: { ar: ['تشيسيناو', 'كيشينيف'], es: ['Chisinau'], fr: ['Chisinau', 'Kichinev'], hi: ['चिसीनाउ', 'किशिनेव', 'कीशिनेव', 'चिशिनाउ'], ja: ['キシニョフ'], ru: ['Кишинев'], bn: ['কিসিনাহু', 'কিশিনেভ', 'কিশিনিউ'], en: ['Kishinev'], id: ['Kishinev'], ko: ['키시나우', '키시뇨프'], nl: ['Kisjinev'], pt: ['Chisinau'], tr: ['Chișinău', 'Kişinau'], vi: ['Chisinau'], 'zh-Hant': ['基希訥烏', '基希涅夫'], fa: ['کیشینف'] },
  683506: { hi: ['बुखारेस्ट'], id: ['Bukares'], ko: ['부카레스트'], vi: ['Bucharest', 'Bucuresti', 'Bu-ca-rét'] },
  703448: { de: ['Kyjiw', 'Kyiv'], es: ['Kyiv'], fr: ['Kyiv', 'Kyïv'], hi: ['कीएव', 'कीयेव'], ja: ['キエフ'], bn: ['কিইভ', 'কিভ', 'কিয়েফ'], en: ['Kiev'], id: ['Kiev'], it: ['Kyiv'], ko: ['키예프'], nl: ['Kyiv', 'Kyjiv'], pt: ['Kyiv'], tr: ['Kyiv'], vi: ['Kyiv', 'Ki-ép'] },
  727011: { fa: ['سوفیا'] },
  745044: { hi: ['इस्तानबुल', 'इस्तंबूल'], bn: ['ইস্তানবুল'], nl: ['Istanbul'] },
  756135: { vi: ['Warsaw', 'Vác-sa-va', 'Varsava'] },
  785842: { ar: ['سكوبيه'], es: ['Skopje'], bn: ['স্কপয়ে', 'স্কপিয়ে', 'স্কোপইয়ে'], it: ['Scopia'], tr: ['Skopje'], uk: ["Скоп'є", 'Скоп’є'] },
  792680: { vi: ['Belgrade', 'Bê-ô-grát'] },
  921772: { zh: ['莫洛尼'], 'zh-Hant': ['莫羅尼'] },
  927967: { '*': ['Lilongwe'], 'zh-Hant': ['利隆圭'], ar: ['ليلونجوي'] },
  932505: { bn: ['মাহসুরু'] },
  933773: { ja: ['ハボロネ'], bn: ['গ্যাবুরনি', 'গাবোরোন', 'গ্যাবোরোন'], uk: ['Ґабороне'] },
  934154: { '*': ['Port Louis'], es: ['Puerto Luis', 'Port-Louis'], 'zh-Hant': ['路易士港'], ko: ['포트 루이스'], bn: ['পোর্ট লুইস'] },
  934985: { es: ['Babane'], hi: ['एमबाबेन', 'अम्बाबाने', 'एम्बाबाने'], ja: ['ムババネ'], bn: ['অমবাবান', 'এমবাবান', 'মবাবানে'] },
  964137: { 'zh-Hant': ['普勒托利亞', '比勒陀利亞'] },
  1018725: { 'zh-Hant': ['布隆方丹'], fa: ['بلومفونتن'], ja: ['ブルームフォンテイン'] },
  1040652: { 'zh-Hant': ['馬布多'] },
  1070940: { fr: ['Tananarive'], hi: ['एंटानानरीवो', 'अंटानानारिवो'], zh: ['塔那那利佛'], bn: ['আন্তুনানারিভো', 'আন্টানানারিভো'], 'zh-Hant': ['安塔那那利弗', '塔那那利佛'] },
  1138958: { pt: ['Kabul'], tr: ['Kabul'] },
  1176615: { '*': ['Islamabad'], pt: ['Islamabade'], 'zh-Hant': ['伊斯蘭馬巴德', '伊斯蘭瑪巴德'], fa: ['اسلامآباد', 'اسلام آباد'] },
  1185241: { fr: ['Dhaka'], ru: ['Дхака'], it: ['Dhaka'], pl: ['Dakka'], pt: ['Dacca', 'Dhaka'], uk: ['Дакка'] },
  1221874: { ar: ['دوشنبه'], nl: ['Dushanbe'], pt: ['Dushanbe', 'Duchambé'], 'zh-Hant': ['杜尚貝', '杜尚別'] },
  1238992: { '*': ['Sri Jayawardenepura Kotte', 'Sri Jayewardenepura Kotte', 'Sri Jayawardenapura Kotte', 'Kotte', 'Sri Jayawardenepura'], ru: ['Котте', 'Шри-Джаяварденепура'], uk: ['Котте'], zh: ['科特'], 'zh-Hant': ['科特'], ko: ['스리자야와르다나푸라코테', '코테'], hi: ['कोट्टे', 'श्री जयवर्धनेपुर कोट्टे', 'जयवर्धनपुर कोट्टे'], bn: ['কোট্টে'], fa: ['کوته'], ar: ['كوتي', 'سري جايواردنابورا كوته'], ja: ['スリ・ジャヤワルダナプラ・コッテ', 'コッテ', 'スリジャヤワルダナプラ'] },
  1252416: { fr: ['Thimphou'], hi: ['थिम्पू'], bn: ['থিম্পু'], ko: ['팀푸'], pt: ['Timbu'], 'zh-Hant': ['辛布', '亭布'] },
  1261481: { '*': ['New Delhi'], fr: ['Nouvelle-Delhi'], es: ['Nueva Deli'], pt: ['Nova Deli', 'Nova Déli', 'Nova Delhi'], ko: ['뉴 델리'], hi: ['नयी दिल्ली'], bn: ['নয়াদিল্লি', 'নয়া দিল্লি', 'নিউ দিল্লি', 'নতুন দিল্লি'], ar: ['نيو دلهي'] },
  1282027: { '*': ['Malé'], zh: ['马列'], 'zh-Hant': ['馬累'] },
  1283240: { fr: ['Kathmandu'], hi: ['काठमाण्डू', 'काठमाडौं'], bn: ['কাঠমাণ্ডু'], it: ['Katmandu'], pt: ['Kathmandu'], tr: ['Kathmandu'] },
  1298824: { ar: ['رانغون', 'رنغون'], de: ['Yangon'], es: ['Rangún'], fr: ['Yangon', 'Rangoon'], hi: ['रंगून', 'यंगून'], bn: ['রেঙ্গুন', 'ইয়াংগুন'], en: ['Rangoon'], id: ['Rangoon', 'Rangun'], it: ['Yangon'], ko: ['랑군'], nl: ['Rangoon'], pl: ['Yangon'], pt: ['Yangon', 'Rangoon'], tr: ['Rangun'], vi: ['Rangoon', 'Ngưỡng Quang'], fa: ['رانگون'] },
  1512569: { hi: ['ताशकेंत'], bn: ['তাশকেন্ত', 'তাসখন্ড'], nl: ['Tashkent'], pl: ['Taszkient'] },
  1526273: { '*': ['Nur-Sultan'], ru: ['Нур-Султан'], uk: ['Нур-Султан'], zh: ['努尔苏丹'], 'zh-Hant': ['努爾蘇丹'], ko: ['누르술탄'], hi: ['नूर-सुल्तान'], bn: ['নুর-সুলতান'], fa: ['آستانا', 'نورسلطان', 'نور سلطان'], ar: ['نور سلطان'], ja: ['ヌルスルタン'], es: ['Astana'], pl: ['Nur-Sułtan'] },
  1526384: { fr: ['Alma-Ata', 'Alma Ata'], hi: ['अल्माती', 'अल्मा-अता'], ja: ['アルマティ', 'アルマアタ'], ru: ['Алма-Ата'], bn: ['আলমাতি', 'আলমা-আতা'], en: ['Alma-Ata'], it: ['Alma-Ata'], nl: ['Alma-Ata', 'Alma Ata'], tr: ['Almaty', 'Alma-Ata'], uk: ['Алма-Ата'], fa: ['آلماآتا', 'آلما آتا'] },
  1528675: { es: ['Bishkek'], ko: ['비시케크'], nl: ['Bishkek'], 'zh-Hant': ['比斯凱克'] },
  1566083: { ar: ['هو تشي منه', 'سايغون'], de: ['Saigon'], es: ['Saigón', 'Ho Chi Minh'], fr: ['Hô Chi Minh-Ville', 'Ho Chi Minh-Ville', 'Saïgon', 'Saigon'], hi: ['हो ची मिन्ह शहर', 'साइगॉन'], ja: ['ホーチミン市', 'ホーチミンシティ'], zh: ['胡志明', '西贡'], bn: ['হো চি মিন সিটি', 'সাইগন'], en: ['Saigon', 'Ho Chi Minh'], id: ['Ho Chi Minh', 'Saigon', 'Sai Gon'], it: ['Città di Ho Chi Minh', 'Ho Chi Minh City', 'Saigon'], ko: ['호찌민', '호치민', '호치민시', '사이공'], nl: ['Ho Chi Minh-Stad', 'Ho Chi Minh', 'Saigon'], pl: ['Ho Chi Minh City', 'Sajgon'], pt: ['Ho Chi Minh', 'Saigon'], tr: ['Ho Chi Minh', 'Saygon'], vi: ['TP Hồ Chí Minh', 'TP. Hồ Chí Minh', 'TPHCM', 'TP.HCM', 'Hồ Chí Minh', 'Sài Gòn', 'Ho Chi Minh City'], fa: ['هوشی مین سیتی', 'شهر هوشی‌مین', 'شهر هوشی مین', 'هوشی مین', 'سایگون'] },
  1581130: { '*': ['Hanoi'], zh: ['河内市'], 'zh-Hant': ['河內市'], hi: ['हनोइ'], bn: ['হানোই'] },
  1609350: { hi: ['बैंकाक'], vi: ['Băng Cốc'] },
  1642911: { fr: ['Djakarta'], it: ['Jakarta'], nl: ['Djakarta'], pl: ['Jakarta'], tr: ['Jakarta'] },
  1645457: { hi: ['डिलि', 'डिली'], pt: ['Dili'], 'zh-Hant': ['狄力'] },
  1651944: { ar: ['فيينتيان', 'فينتيان'], hi: ['वियनतियान', 'वियंतियान'], bn: ['ভিয়েনতায়েন', 'ভিয়েনতিয়ান'], ko: ['비엔티엔'], uk: ["В'єнтьян", 'В’єнтьян'], vi: ['Vientiane'] },
  1701668: { hi: ['मनिला'], nl: ['Manila'], fa: ['مانیلا'] },
  1735161: { ar: ['كوالالمبور'], hi: ['कुआला लंपुर', 'क्वालालंपुर'], ko: ['쿠알라 룸푸르'] },
  1796236: { ja: ['シャンハイ'], ko: ['상해'], nl: ['Sjanghai'], vi: ['Shanghai'] },
  1816670: { '*': ['Beijing', 'Peking'], zh: ['北京市'], 'zh-Hant': ['北京市'], ko: ['북경'], hi: ['पेइचिंग'], fa: ['بیجینگ'], ar: ['بيجين', 'بيجينغ'], ja: ['ペキン', '北京市'], bn: ['পিকিং'] },
  1820906: { tr: ['Bandar Seri Begavan'], zh: ['斯里巴加湾'], 'zh-Hant': ['斯里巴卡旺市', '斯里巴加灣市', '斯里巴卡旺'], ko: ['반다르 스리 브가완'], ar: ['بندر سري بيغاوان'], ja: ['バンダル・スリ・ブガワン'], hi: ['बन्दर सेरी बेगवान'] },
  1821306: { es: ['Phnom Penh'], hi: ['नोम पेन्ह', 'नोम पेन'], bn: ['নমপেন', 'নম পেনহ'], vi: ['Phnom Penh', 'Nam Vang'], fa: ['پنوم پن'] },
  1835848: { ar: ['سيول'], hi: ['सिओल'], zh: ['汉城'], bn: ['সোল'], it: ['Seoul'], tr: ['Seoul'] },
  1850147: { de: ['Tokyo'], hi: ['तोक्यो'], it: ['Tokio'], ko: ['동경'], nl: ['Tokyo'] },
  1871859: { ar: ['بيونغيانغ'], de: ['Pjongjang', 'Pyongyang'], es: ['Pyongyang'], ja: ['ピョンヤン'], bn: ['পিয়ংইয়াং', 'পিয়ং ইয়াং'], vi: ['Pyongyang'], fa: ['پیونگ یانگ'] },
  2028462: { ar: ['أولان باتار', 'أولانباتار', 'آلانباتار'], de: ['Ulan Bator', 'Ulan-Bator'], es: ['Ulan Bator', 'Ulaanbaatar'], fr: ['Ulaanbaatar', 'Oulan Bator'], hi: ['उलान बातर', 'उलानबाटर'], bn: ['উলান বাতোর', 'উলানবাটোর'], en: ['Ulan Bator'], id: ['Ulan Bator'], it: ['Ulaanbaatar'], ko: ['울란바타르'], nl: ['Ulan Bator'], pt: ['Ulaanbaatar', 'Ulã Bator'], tr: ['Ulanbatur', 'Ulan Bator', 'Ulaanbaatar'], vi: ['Ulan Bator', 'Ulan Bato', 'U-lan Ba-to'], fa: ['اولان باتور', 'اولانباتور'] },
  2081986: { 'zh-Hant': ['帕里克爾'] },
  2088122: { ar: ['بور مورسبي'], bn: ['পোর্ট মৌরজবি', 'পোর্ট মোরসবি'], ko: ['포트 모르즈비', '포트모레스비'], 'zh-Hant': ['摩士比港', '摩斯比港'], fa: ['پورت مورزبی', 'پورت مورسبی'] },
  2108502: { 'zh-Hant': ['霍尼亞拉'] },
  2110257: { '*': ['South Tarawa', 'Tarawa'], de: ['Süd-Tarawa'], fr: ['Tarawa-Sud'], es: ['Tarawa Sur'], pt: ['Tarawa do Sul'], it: ['Tarawa Sud'], nl: ['Zuid-Tarawa'], pl: ['Tarawa Południowa'], ru: ['Южная Тарава'], uk: ['Південна Тарава'], tr: ['Güney Tarawa'], zh: ['南塔拉瓦'], 'zh-Hant': ['南塔拉瓦'], ko: ['남타라와', '남 타라와'], hi: ['दक्षिण तरावा'], bn: ['দক্ষিণ তারাওয়া'], id: ['Tarawa Selatan'], vi: ['Nam Tarawa'], fa: ['تاراوای جنوبی'], ar: ['جنوب تاراوا', 'تاراوا الجنوبية'], ja: ['南タラワ'] },
  2110394: { hi: ['फ़्यूनाफ़ुटी', 'फुनाफुटी', 'फ़ुनाफ़ुती'], 'zh-Hant': ['富納富提'] },
  2113779: { 'zh-Hant': ['馬朱諾', '馬朱羅'] },
  2135171: { '*': ['Port Vila'], es: ['Puerto Vila'], ko: ['포트 빌라'], ja: ['ポートヴィラ'] },
  2147714: { tr: ['Sydney'] },
  2172517: { pt: ['Canberra'], tr: ['Kanberra'], 'zh-Hant': ['堪培拉'], es: ['Camberra'] },
  2179537: { 'zh-Hant': ['惠靈頓'] },
  2210247: { tr: ['Trablusgarp'] },
  2220957: { '*': ['Yaoundé'], de: ['Jaunde'], tr: ['Yaunde'], 'zh-Hant': ['雅恩德', '雅溫德', '雅溫得'], hi: ['याउन्डे'], bn: ['ইয়াউন্দে'] },
  2232593: { bn: ['ডোয়ালা', 'ডুয়ালা'] },
  2240449: { bn: ['লোয়ান্ডা', 'লুয়ান্দা'], 'zh-Hant': ['魯安達'] },
  2253354: { bn: ['দাকার'], 'zh-Hant': ['達卡'] },
  2260535: { hi: ['ब्राज़ाविले', 'ब्राजाविल'], bn: ['পোর্তো-নোভো', 'পোর্তো নোভো', 'পোর্টো নোভো', 'ব্রাজাভিলি', 'ব্রাজাভিলে'], tr: ['Brazzaville', 'Brazavil'], 'zh-Hant': ['布拉柴維爾', '布拉薩'] },
  2267057: { id: ['Lisboa', 'Lisabon'], vi: ['Lisbon', 'Li-xbon'] },
  2279755: { '*': ['Yamoussoukro'], 'zh-Hant': ['亞穆蘇克羅'], tr: ['Yamusukro'] },
  2306104: { hi: ['एक्रा'] },
  2314302: { es: ['Kinshasa'] },
  2332459: { uk: ['Лаґос'] },
  2352778: { '*': ['Abuja'], 'zh-Hant': ['阿布賈'] },
  2357048: { hi: ['औगाडोगू', 'वागाडुगू', 'वागादूगू'], ja: ['ワガドゥグ'], bn: ['ওয়াহগুডোগু', 'ওয়াগাডুগু', 'উয়াগাদুগু'], pt: ['Ouagadougou'], tr: ['Vagadugu'], uk: ['Уаґадуґу'], fa: ['اوآگادوگو'] },
  2365267: { hi: ['लोम'] },
  2374775: { bn: ['বিসোউ'], 'zh-Hant': ['比紹'] },
  2377450: { hi: ['नौआकशॉट', 'नुआकशोट', 'नौआकचोट'], bn: ['নুয়াকশোত'], tr: ['Nouakchott'], uk: ['Нуакшотт'] },
  2389853: { ar: ['بانغي'], hi: ['बांगुइ', 'बांगी'], uk: ['Банґі'], 'zh-Hant': ['班吉'] },
  2392087: { de: ['Porto Novo'], es: ['Porto-Novo', 'Portonovo'], ko: ['포르토 노보'], pl: ['Porto Novo'], pt: ['Porto-Novo'], 'zh-Hant': ['新港', '波多諾伏'] },
  2399697: { hi: ['लिब्रेविले'], ja: ['リーブルビル'], bn: ['লিব্রুভিল'], tr: ['Libreville'] },
  2409306: { bn: ['ফ্রীটাউন'], fa: ['فری تاون', 'فریتاون'] },
  2410763: { fr: ['Sao Tomé'], hi: ['साओ टोम', 'साओ तोमे'], bn: ['সাও টোম', 'সাওটোমে', 'সাঁউ তুমি'], ko: ['상 투메'] },
  2413876: { hi: ['बैंजुल', 'बन्जुल'], bn: ['বানজুল'] },
  2422465: { bn: ['কোনাক্রি'] },
  2427123: { ar: ['إنجامينا', 'انجمينا'], de: ["N'Djamena", 'Ndjamena'], fr: ["N'Djaména", "N'Djamena", 'Ndjamena'], hi: ['नेद्जामीना', 'न्जामेना', 'इंजामेना', 'अंजामेना'], bn: ['এনজমেনা', "এন'জামেনা", 'নজামেনা'], en: ['Ndjamena'], id: ['Ndjamena'], it: ['Ndjamena'], ko: ['엔자메나'], nl: ['Ndjamena'], pt: ["N'Djamena", 'Ndjamena', 'Jamena'], tr: ['Encamena', "N'Djamena", 'Ndjamena'], vi: ["N'Djamena", 'Ndjamena'], 'zh-Hant': ['恩賈梅納'] },
  2440485: { 'zh-Hant': ['尼亞美'] },
  2460596: { bn: ['বাম্যাকো'] },
  2464470: { ar: ['تونس العاصمة'], zh: ['突尼斯城', 'Tunis'], bn: ['টিউনিস'] },
  2507480: { ar: ['الجزائر العاصمة', 'مدينة الجزائر'], hi: ['अल्जियर्स'], vi: ['Algiers', 'An-giê'], fa: ['شهر الجزایر'] },
  2538475: { ar: ['رباط'] },
  2553604: { tr: ['Casablanca'] },
  2562305: { '*': ['Valletta'], es: ['Valeta'], pt: ['La Valletta'], 'zh-Hant': ['瓦萊塔'], hi: ['वालेत्ता'], bn: ['ভালেটা'], ja: ['ヴァレッタ'] },
  2643743: { vi: ['Luân Đôn'] },
  2657896: { hi: ['ज़्यूरिख', 'ज्यूरिख'], tr: ['Zürich'], vi: ['Zurich'] },
  2661552: { '*': ['Bern', 'Berne'], zh: ['伯恩'], 'zh-Hant': ['伯爾尼'] },
  2673730: { tr: ['Stokholm'] },
  2759794: { hi: ['एम्सटर्डम'], pt: ['Amsterdam'] },
  2761369: { hi: ['विएना', 'वियेना'], id: ['Wien'], ko: ['비엔나', 'Wien', 'Vienna'], vi: ['Vienna', 'Wien'] },
  2800866: { hi: ['ब्रूसेल्स', 'ब्रुसेल्स'], vi: ['Brussels', 'Brúc-xen'] },
  2960316: { ar: ['مدينة لوكسمبورغ'], hi: ['लक्समबर्ग'], zh: ['Luxembourg'], en: ['Luxembourg City'], id: ['Kota Luksemburg'], 'zh-Hant': ['Luxembourg'] },
  3041563: { fr: ['Andorra la Vella'], es: ['Andorra la Vella'], pt: ['Andorra la Vella'], pl: ['Andorra la Vella'], zh: ['老安道尔'], 'zh-Hant': ['老安道爾', '安道爾拉貝亞'], ko: ['안도라 라 베야', '안도라라벨라'], hi: ['अण्डोरा ला वेला', 'अंडोरा ला वेल्ला', 'एंडोरा ला वेला'], ja: ['アンドララベリャ', 'アンドラ・ラ・ヴェリャ', 'アンドララヴェリャ'], bn: ['আন্ডোরা লা ভেলা', 'আন্দোরা লা ভেলিয়া'] },
  3054643: { bn: ['বুদাপেস্ট'], nl: ['Budapest'] },
  3060972: { ja: ['ブラチスラヴァ'] },
  3117735: { ja: ['マドリッド'] },
  3168070: { '*': ['San Marino', 'City of San Marino'], fr: ['Ville de Saint-Marin'], pt: ['São Marinho', 'Cidade de São Marinho'], it: ['Città di San Marino'], tr: ['San Marino Şehri'], zh: ['圣马力诺市'], 'zh-Hant': ['聖馬力諾', '聖馬利諾市'], vi: ['Thành phố San Marino'], fa: ['سن مارینو'], ar: ['مدينة سان مارينو'], ja: ['サンマリノ市'] },
  3169070: { vi: ['Rome', 'Rô-ma'] },
  3183875: { hi: ['टाइरेन', 'टिराना'], tr: ['Tirana'] },
  3186886: { 'zh-Hant': ['札格雷布'] },
  3191281: { ja: ['サラエヴォ'], bn: ['সারাজিভো', 'সারাজেভো'], tr: ['Sarajevo'] },
  3193044: { ar: ['بودغوريتشا', 'بودغوريكا'], hi: ['पोडगोरिका', 'पोडगोरित्सा'], bn: ['পডগরিত্সা', 'পদগোরিৎসা', 'পডগোরিকা'], 'zh-Hant': ['波德里查', '波德戈里察'], fa: ['پادگاریتسا'] },
  3196359: { hi: ['ल्यूबेलजाना', 'ल्युब्लियाना', 'लुब्लियाना'], bn: ['লিউবলিয়ানা', 'লুব্লিয়ানা'] },
  3352136: { bn: ['উইনধোক', 'ভিন্টহুক'], 'zh-Hant': ['溫得和克', '文豪克'] },
  3369157: { '*': ['Cape Town'], 'zh-Hant': ['開普頓'], ko: ['케이프 타운'], hi: ['केपटाउन'], fa: ['کیپتاون', 'کیپ تاون'], ar: ['كيبتاون'] },
  3374036: { zh: ['布里奇敦'], 'zh-Hant': ['布里奇敦'], ko: ['브리지 타운'], fa: ['بریجتاون', 'بریج تاون'], ar: ['بريدج تاون'] },
  3374333: { pt: ['Cidade da Praia'], zh: ['培亚'], 'zh-Hant': ['普拉亞'] },
  3378644: { 'zh-Hant': ['喬治敦'], ko: ['조지 타운'], fa: ['جورجتاون', 'جورج تاون'], ar: ['جورجتاون'] },
  3383330: { bn: ['প্যারামেরিবো'] },
  3413829: { es: ['Reykjavik'], hi: ['रेक्जाविक', 'रेकयाविक'], bn: ['রিকজাভিক', 'রেইকজাভিক', 'রেকইয়াভিক', 'রেইকইয়াভিক'], ko: ['레이캬빅'], pl: ['Reykjavik'], pt: ['Reykjavik'], uk: ["Рейк'явік", 'Рейк’явік'], vi: ['Reykjavik'] },
  3435910: { ar: ['بوينس آيرس', 'بوينوس آيرس'], hi: ['ब्यूनस आयरस', 'ब्यूनस ऐरिस'], bn: ['বুয়েনোস আয়েরেস', 'বুয়েনস আইরেস', 'বুয়েনস এইরেস', 'বুয়েনস আয়ার্স'], ko: ['부에노스 아이레스'], fa: ['بوئنوس آیرس'] },
  3439389: { hi: ['एसनशियॉन', 'असुन्सिओन', 'असुनसिओन'] },
  3441575: { ar: ['مونتيفيديو'], bn: ['মন্তেভিদেও'], fa: ['مونته ویدئو', 'مونته ویدیو', 'مونته‌ویدیو'] },
  3448439: { es: ['Sao Paulo', 'San Pablo'], fr: ['Sao Paulo'], it: ['São Paulo'], ko: ['상파울로', '상 파울루'] },
  3469058: { '*': ['Brasília'], pl: ['Brasilia'] },
  3489854: { zh: ['京斯敦', '金斯顿'], 'zh-Hant': ['金斯敦'], ar: ['كينجستون'] },
  3492908: { hi: ['सेंटो डोमिंगो', 'सांतो दोमिंगो', 'सैंटो डोमिंगो'], bn: ['স্যান্টো ডোমিংগো', 'সান্টো ডোমিংগো', 'সান্তো দোমিংগো'], ko: ['산토 도밍고'], uk: ['Санто-Домінґо'] },
  3530597: { ar: ['مدينة مكسيكو', 'مكسيكو'], hi: ['मैक्सिको सिटी', 'मेक्सिको शहर'], ja: ['メキシコシティー', 'メキシコ市'], id: ['Ciudad de México'], ko: ['멕시코 시티', '멕시코시'], nl: ['Mexico City', 'Ciudad de México'], pl: ['Miasto Meksyk', 'Mexico City'], tr: ['Ciudad de México', 'Mexico City', 'Meksiko Şehri', 'Meksika Şehri'], vi: ['Ciudad de México', 'Mexico City', 'Thành phố Mexico'], fa: ['مکزیکو سیتی', 'شهر مکزیکو'] },
  3553478: { it: ['Avana'], ko: ['하바나', '라아바나', 'Havana'], vi: ['Havana', 'La Havana', 'Habana'] },
  3571824: { ar: ['ناساو'], es: ['Nassau'] },
  3573890: { fr: ['Port of Spain', "Port-d'Espagne"], ko: ['포트 오브 스페인'], fa: ['پورت آو اسپین', 'پورت اسپین'] },
  3575551: { ru: ['Бас-Тер'], 'zh-Hant': ['巴斯特爾'], ar: ['باسيتير'], bn: ['বাসেতেরে', 'বাসটের'] },
  3575635: { hi: ['रोसो'], fa: ['روسو'], ar: ['روسو'], bn: ['রোসো'], 'zh-Hant': ['羅索'] },
  3576022: { '*': ["Saint John's", "St. John's"], zh: ['圣约翰斯'], 'zh-Hant': ['聖約翰斯'], ko: ['세인트 존스'], ar: ['سانت جونس'], bn: ['সেন্ট জনস'] },
  3576812: { 'zh-Hant': ['卡斯特里'], ko: ['캐스트리'] },
  3577887: { 'zh-Hant': ['金斯敦'], zh: ['金斯顿'] },
  3579925: { '*': ["Saint George's", "St. George's"], zh: ['圣乔治斯'], 'zh-Hant': ['聖喬治斯'], ko: ['세인트 조지스'] },
  3582672: { pt: ['Belmopã'], 'zh-Hant': ['貝爾莫潘'] },
  3583361: { ko: ['산 살바도르'], ar: ['سان سالفادور'] },
  3598132: { '*': ['Guatemala City', 'Ciudad de Guatemala'], de: ['Guatemala'], fr: ['Guatemala Ciudad'], es: ['Guatemala'], pt: ['Guatemala'], it: ['Guatemala'], nl: ['Guatemala'], ru: ['Гватемала-Сити'], tr: ['Guatemala Şehri'], zh: ['危地马拉市'], 'zh-Hant': ['瓜地馬拉城'], ko: ['과테말라 시티'], hi: ['ग्वाटेमाला शहर'], vi: ['Guatemala'], fa: ['گواتمالاسیتی', 'گواتمالا سیتی'], ar: ['غواتيمالا'], ja: ['グアテマラ市'], uk: ['Гватемала-Сіті'] },
  3600949: { uk: ['Теґусіґальпа'], 'zh-Hant': ['德古斯加巴', '特古西加爾巴'] },
  3617763: { uk: ['Манаґуа'], 'zh-Hant': ['馬納瓜'] },
  3621849: { zh: ['圣荷西'], 'zh-Hant': ['聖何塞'], ko: ['산 호세'], hi: ['सैन होज़े', 'सैन जोस'], fa: ['سان خوزه', 'سان خوسه'] },
  3646738: { bn: ['কারাকাস'], tr: ['Karakas'] },
  3652462: { hi: ['क्विटो', 'कीतो'], bn: ['কুইটো'], tr: ['Kito'] },
  3657509: { bn: ['গোয়াইয়াকিল', 'গুয়ায়াকিল'], pt: ['Guaiaquil'], uk: ['Ґуаякіль'] },
  3688689: { fr: ['Bogota'], hi: ['बोगोता'], bn: ['বোগোটা'], pl: ['Bogotá'], tr: ['Bogota'], uk: ['Боґота'] },
  3703443: { '*': ['Panama City'], de: ['Panama'], es: ['Panamá'], pt: ['Panamá'], it: ['Città di Panama'], nl: ['Panama'], zh: ['巴拿马市'], 'zh-Hant': ['巴拿馬城'], ko: ['파나마 시티'], hi: ['पनामा शहर'], id: ['Panama'], vi: ['Panama'], fa: ['پاناماسیتی', 'پاناما سیتی', 'پاناما'], ar: ['بنما'], ja: ['パナマ市'], ru: ['Панама-Сити'] },
  3718426: { bn: ['পোর্ট-অহ-প্রিন্স', 'পোর্ট অ প্রিন্স', 'পোর্ত-অ-প্রাঁস'], ko: ['포르토 프랭스'] },
  3871336: { de: ['Santiago de Chile'], es: ['Santiago'], hi: ['सान्तियागो', 'सैन्टियागो'], ja: ['サンチアゴ', 'サンティアゴ・デ・チレ'], ru: ['Сантьяго-де-Чили'], bn: ['সান্টিয়াগো', 'স্যান্টিয়াগো'], id: ['Santiago de Chile'], it: ['Santiago del Cile'], nl: ['Santiago de Chile'], pl: ['Santiago de Chile'], pt: ['Santiago do Chile'], tr: ['Santiago de Chile'], uk: ['Сантьяґо', 'Сантьяго-де-Чилі'], vi: ['Santiago de Chile'] },
  3903987: { hi: ['सुक्रे'], 'zh-Hant': ['蘇克瑞'] },
  3911925: { bn: ['লা পাস'], ko: ['라 파스'] },
  4032402: { '*': ["Nuku'alofa", 'Nukualofa'], 'zh-Hant': ['努庫阿洛法'] },
  4035413: { ar: ['آبيا'], 'zh-Hant': ['阿庇亞'] },
  4140963: { '*': ['Washington', 'Washington, D.C.', 'Washington DC'], pl: ['Waszyngton D.C.'], ru: ['Вашингтон, округ Колумбия'], tr: ['Vaşington'], zh: ['华盛顿特区', '华盛顿哥伦比亚特区'], 'zh-Hant': ['華盛頓特區', '華盛頓哥倫比亞特區'], ko: ['워싱턴', '워싱턴 DC', '워싱턴 디시'], hi: ['वॉशिंगटन', 'वाशिंगटन', 'वाशिंगटन डी.सी.'], bn: ['ওয়াশিংটন', 'ওয়াশিংটন ডিসি'], vi: ['Hoa Thịnh Đốn'], fa: ['واشنگتن', 'واشینگتن دی سی', 'واشنگتن دی سی'], ar: ['واشنطن العاصمة', 'واشنطن دي سي'], ja: ['ワシントン', 'ワシントンDC'], es: ['Washington D.C.'], pt: ['Washington D.C.', 'Washington DC'] },
  6094817: { pt: ['Otava'], fa: ['اوتاوا'] },
  6611854: { '*': ['Naypyidaw', 'Nay Pyi Taw', 'Naypyitaw', 'Nay Pyi Daw'], pt: ['Naipidau'], ru: ['Нейпидо', 'Найпьидо'], uk: ['Нейпідо', "Найп'їдо", "Нейп'їдо"], zh: ['奈比多'], 'zh-Hant': ['內比都'], hi: ['नेप्यीडॉ', 'ने पी डॉ'], fa: ['نی پی دا', 'نایپیتاو'], ar: ['نايبيتاو', 'ناي بي تاو'], ja: ['ネーピードー'], bn: ['নেপিদো', 'নেপিডো', 'নাইপিডো'] },
  6691831: { '*': ['Vatican City', 'Vatican'], de: ['Vatikan'], es: ['Vaticano'], pt: ['Vaticano'], it: ['Vaticano'], nl: ['Vaticaan'], zh: ['梵蒂冈城'], 'zh-Hant': ['梵蒂岡城'], ko: ['바티칸', '바티칸시국', '바티칸 시티'], hi: ['वैटिकन', 'वेटिकन'], bn: ['ভ্যাটিকান'], id: ['Vatikan'], fa: ['شهر واتیکان'], ar: ['الفاتيكان'], ja: ['バチカン', 'ヴァチカン', 'ヴァチカン市国'] },
  7626461: { zh: ['亚伦区'], 'zh-Hant': ['雅連', '亞倫區'], ko: ['야렌 구'], ja: ['ヤレン地区'] },
  8063361: { ar: ['نغرولمود'], ja: ['ンゲルルムッド', 'ンゲルルムド', 'マルキョク'] },
}
