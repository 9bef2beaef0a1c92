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
  // Andorra la Vella (AD)
  3041563: { en: 'Andorra la Vella', de: 'Andorra la Vella', fr: 'Andorre-la-Vieille', es: 'Andorra la Vieja', pt: 'Andorra-a-Velha', it: 'Andorra la Vella', nl: 'Andorra la Vella', pl: 'Andora', ru: 'Андорра-ла-Велья', uk: 'Андорра-ла-Велья', tr: 'Andorra la Vella', zh: '安道尔城', 'zh-Hant': '安道爾城', ko: '안도라라베야', hi: 'अंडोरा ला वेला', bn: 'আন্দোরা লা ভেলা', id: 'Andorra la Vella', vi: 'Andorra la Vella', fa: 'آندورا لا ولا', ar: 'أندورا لا فيلا', ja: 'アンドラ・ラ・ベリャ' },
  // Abu Dhabi (AE)
  292968: { en: 'Abu Dhabi', de: 'Abu Dhabi', fr: 'Abou Dabi', es: 'Abu Dabi', pt: 'Abu Dhabi', it: 'Abu Dhabi', nl: 'Abu Dhabi', pl: 'Abu Zabi', ru: 'Абу-Даби', uk: 'Абу-Дабі', tr: 'Abu Dabi', zh: '阿布扎比', 'zh-Hant': '阿布達比', ko: '아부다비', hi: 'अबू धाबी', bn: 'আবুধাবি', id: 'Abu Dhabi', vi: 'Abu Dhabi', fa: 'ابوظبی', ar: 'أبوظبي', ja: 'アブダビ' },
  // Saint John's (AG)
  3576022: { en: "St. John's", de: "Saint John's", fr: "Saint John's", es: "Saint John's", pt: "Saint John's", it: "Saint John's", nl: "Saint John's", pl: "Saint John's", ru: 'Сент-Джонс', uk: 'Сент-Джонс', tr: "Saint John's", zh: '圣约翰', 'zh-Hant': '聖約翰', ko: '세인트존스', hi: 'सेंट जॉन्स', bn: 'সেন্ট জন্স', id: "Saint John's", vi: "Saint John's", fa: 'سنت جانز', ar: 'سانت جونز', ja: 'セントジョンズ' },
  // Canberra (AU)
  2172517: { en: 'Canberra', de: 'Canberra', fr: 'Canberra', es: 'Canberra', pt: 'Camberra', it: 'Canberra', nl: 'Canberra', pl: 'Canberra', ru: 'Канберра', uk: 'Канберра', tr: 'Canberra', zh: '堪培拉', 'zh-Hant': '坎培拉', ko: '캔버라', hi: 'कैनबरा', bn: 'ক্যানবেরা', id: 'Canberra', vi: 'Canberra', fa: 'کانبرا', ar: 'كانبرا', ja: 'キャンベラ' },
  // Bridgetown (BB)
  3374036: { en: 'Bridgetown', de: 'Bridgetown', fr: 'Bridgetown', es: 'Bridgetown', pt: 'Bridgetown', it: 'Bridgetown', nl: 'Bridgetown', pl: 'Bridgetown', ru: 'Бриджтаун', uk: 'Бриджтаун', tr: 'Bridgetown', zh: '布里奇顿', 'zh-Hant': '橋鎮', ko: '브리지타운', hi: 'ब्रिजटाउन', bn: 'ব্রিজটাউন', id: 'Bridgetown', vi: 'Bridgetown', fa: 'بریج تاون', ar: 'بريدجتاون', ja: 'ブリッジタウン' },
  // Manama (BH)
  290340: { en: 'Manama', de: 'Manama', fr: 'Manama', es: 'Manama', pt: 'Manama', it: 'Manama', nl: 'Manama', pl: 'Manama', ru: 'Манама', uk: 'Манама', tr: 'Manama', zh: '麦纳麦', 'zh-Hant': '麥納瑪', ko: '마나마', hi: 'मनामा', bn: 'মানামা', id: 'Manama', vi: 'Manama', fa: 'منامه', ar: 'المنامة', ja: 'マナーマ' },
  // Gitega (BI)
  426272: { en: 'Gitega', de: 'Gitega', fr: 'Gitega', es: 'Gitega', pt: 'Gitega', it: 'Gitega', nl: 'Gitega', pl: 'Gitega', ru: 'Гитега', uk: 'Гітега', tr: 'Gitega', zh: '基特加', 'zh-Hant': '基特加', ko: '기테가', hi: 'गितेगा', bn: 'গিতেগা', id: 'Gitega', vi: 'Gitega', fa: 'گیتگا', ar: 'جيتيغا', ja: 'ギテガ' },
  // Bandar Seri Begawan (BN)
  1820906: { en: 'Bandar Seri Begawan', de: 'Bandar Seri Begawan', fr: 'Bandar Seri Begawan', es: 'Bandar Seri Begawan', pt: 'Bandar Seri Begawan', it: 'Bandar Seri Begawan', nl: 'Bandar Seri Begawan', pl: 'Bandar Seri Begawan', ru: 'Бандар-Сери-Бегаван', uk: 'Бандар-Сері-Бегаван', tr: 'Bandar Seri Begawan', zh: '斯里巴加湾市', 'zh-Hant': '斯里巴加灣市', ko: '반다르스리브가완', hi: 'बंदर सेरी बेगवान', bn: 'বন্দর সেরি বেগাওয়ান', id: 'Bandar Seri Begawan', vi: 'Bandar Seri Begawan', fa: 'بندر سری بگاوان', ar: 'بندر سري بكاوان', ja: 'バンダルスリブガワン' },
  // Sucre (BO)
  3903987: { en: 'Sucre', de: 'Sucre', fr: 'Sucre', es: 'Sucre', pt: 'Sucre', it: 'Sucre', nl: 'Sucre', pl: 'Sucre', ru: 'Сукре', uk: 'Сукре', tr: 'Sucre', zh: '苏克雷', 'zh-Hant': '蘇克雷', ko: '수크레', hi: 'सूक्रे', bn: 'সুক্রে', id: 'Sucre', vi: 'Sucre', fa: 'سوکره', ar: 'سوكري', ja: 'スクレ' },
  // Brasília (BR)
  3469058: { en: 'Brasília', de: 'Brasília', fr: 'Brasilia', es: 'Brasilia', pt: 'Brasília', it: 'Brasilia', nl: 'Brasilia', pl: 'Brasília', ru: 'Бразилиа', uk: 'Бразиліа', tr: 'Brasília', zh: '巴西利亚', 'zh-Hant': '巴西利亞', ko: '브라질리아', hi: 'ब्रासीलिया', bn: 'ব্রাসিলিয়া', id: 'Brasília', vi: 'Brasília', fa: 'برازیلیا', ar: 'برازيليا', ja: 'ブラジリア' },
  // Belmopan (BZ)
  3582672: { en: 'Belmopan', de: 'Belmopan', fr: 'Belmopan', es: 'Belmopán', pt: 'Belmopan', it: 'Belmopan', nl: 'Belmopan', pl: 'Belmopan', ru: 'Бельмопан', uk: 'Бельмопан', tr: 'Belmopan', zh: '贝尔莫潘', 'zh-Hant': '貝爾墨邦', ko: '벨모판', hi: 'बेल्मोपान', bn: 'বেলমোপান', id: 'Belmopan', vi: 'Belmopan', fa: 'بلموپان', ar: 'بلموبان', ja: 'ベルモパン' },
  // Ottawa (CA)
  6094817: { en: 'Ottawa', de: 'Ottawa', fr: 'Ottawa', es: 'Ottawa', pt: 'Ottawa', it: 'Ottawa', nl: 'Ottawa', pl: 'Ottawa', ru: 'Оттава', uk: 'Оттава', tr: 'Ottawa', zh: '渥太华', 'zh-Hant': '渥太華', ko: '오타와', hi: 'ओटावा', bn: 'অটোয়া', id: 'Ottawa', vi: 'Ottawa', fa: 'اتاوا', ar: 'أوتاوا', ja: 'オタワ' },
  // Bern (CH)
  2661552: { en: 'Bern', de: 'Bern', fr: 'Berne', es: 'Berna', pt: 'Berna', it: 'Berna', nl: 'Bern', pl: 'Berno', ru: 'Берн', uk: 'Берн', tr: 'Bern', zh: '伯尔尼', 'zh-Hant': '伯恩', ko: '베른', hi: 'बर्न', bn: 'বার্ন', id: 'Bern', vi: 'Bern', fa: 'برن', ar: 'برن', ja: 'ベルン' },
  // Yamoussoukro (CI)
  2279755: { en: 'Yamoussoukro', de: 'Yamoussoukro', fr: 'Yamoussoukro', es: 'Yamusukro', pt: 'Yamoussoukro', it: 'Yamoussoukro', nl: 'Yamoussoukro', pl: 'Jamusukro', ru: 'Ямусукро', uk: 'Ямусукро', tr: 'Yamoussoukro', zh: '亚穆苏克罗', 'zh-Hant': '雅穆索戈', ko: '야무수크로', hi: 'यामूसूक्रो', bn: 'ইয়ামুসুক্রো', id: 'Yamoussoukro', vi: 'Yamoussoukro', fa: 'یاموسوکرو', ar: 'ياموسوكرو', ja: 'ヤムスクロ' },
  // Yaoundé (CM)
  2220957: { en: 'Yaoundé', de: 'Yaoundé', fr: 'Yaoundé', es: 'Yaundé', pt: 'Iaundé', it: 'Yaoundé', nl: 'Yaoundé', pl: 'Jaunde', ru: 'Яунде', uk: 'Яунде', tr: 'Yaoundé', zh: '雅温得', 'zh-Hant': '雅溫得', ko: '야운데', hi: 'याउंडे', bn: 'ইয়াউন্ডে', id: 'Yaoundé', vi: 'Yaoundé', fa: 'یائونده', ar: 'ياوندي', ja: 'ヤウンデ' },
  // Beijing (CN)
  1816670: { en: 'Beijing', de: 'Peking', fr: 'Pékin', es: 'Pekín', pt: 'Pequim', it: 'Pechino', nl: 'Peking', pl: 'Pekin', ru: 'Пекин', uk: 'Пекін', tr: 'Pekin', zh: '北京', 'zh-Hant': '北京', ko: '베이징', hi: 'बीजिंग', bn: 'বেইজিং', id: 'Beijing', vi: 'Bắc Kinh', fa: 'پکن', ar: 'بكين', ja: '北京' },
  // San José (CR)
  3621849: { en: 'San José', de: 'San José', fr: 'San José', es: 'San José', pt: 'San José', it: 'San José', nl: 'San José', pl: 'San José', ru: 'Сан-Хосе', uk: 'Сан-Хосе', tr: 'San José', zh: '圣何塞', 'zh-Hant': '聖荷西', ko: '산호세', hi: 'सान होसे', bn: 'সান হোসে', id: 'San José', vi: 'San José', fa: 'سن خوزه', ar: 'سان خوسيه', ja: 'サンホセ' },
  // Praia (CV)
  3374333: { en: 'Praia', de: 'Praia', fr: 'Praia', es: 'Praia', pt: 'Praia', it: 'Praia', nl: 'Praia', pl: 'Praia', ru: 'Прая', uk: 'Прая', tr: 'Praia', zh: '普拉亚', 'zh-Hant': '培亞', ko: '프라이아', hi: 'प्राइया', bn: 'প্রাইয়া', id: 'Praia', vi: 'Praia', fa: 'پرایا', ar: 'برايا', ja: 'プライア' },
  // Roseau (DM)
  3575635: { en: 'Roseau', de: 'Roseau', fr: 'Roseau', es: 'Roseau', pt: 'Roseau', it: 'Roseau', nl: 'Roseau', pl: 'Roseau', ru: 'Розо', uk: 'Розо', tr: 'Roseau', zh: '罗索', 'zh-Hant': '羅索', ko: '로조', hi: 'रोज़ो', bn: 'রোজো', id: 'Roseau', vi: 'Roseau', fa: 'روزو', ar: 'روزو', ja: 'ロゾー' },
  // Quito (EC)
  3652462: { en: 'Quito', de: 'Quito', fr: 'Quito', es: 'Quito', pt: 'Quito', it: 'Quito', nl: 'Quito', pl: 'Quito', ru: 'Кито', uk: 'Кіто', tr: 'Quito', zh: '基多', 'zh-Hant': '基多', ko: '키토', hi: 'कीटो', bn: 'কিতো', id: 'Quito', vi: 'Quito', fa: 'کیتو', ar: 'كيتو', ja: 'キト' },
  // Suva (FJ)
  2198148: { en: 'Suva', de: 'Suva', fr: 'Suva', es: 'Suva', pt: 'Suva', it: 'Suva', nl: 'Suva', pl: 'Suva', ru: 'Сува', uk: 'Сува', tr: 'Suva', zh: '苏瓦', 'zh-Hant': '蘇瓦', ko: '수바', hi: 'सुवा', bn: 'সুভা', id: 'Suva', vi: 'Suva', fa: 'سووا', ar: 'سوفا', ja: 'スバ' },
  // Palikir (FM)
  2081986: { en: 'Palikir', de: 'Palikir', fr: 'Palikir', es: 'Palikir', pt: 'Palikir', it: 'Palikir', nl: 'Palikir', pl: 'Palikir', ru: 'Паликир', uk: 'Палікір', tr: 'Palikir', zh: '帕利基尔', 'zh-Hant': '帕利基爾', ko: '팔리키르', hi: 'पालिकिर', bn: 'পালিকির', id: 'Palikir', vi: 'Palikir', fa: 'پالیکیر', ar: 'باليكير', ja: 'パリキール' },
  // St. George's (GD)
  3579925: { en: "St. George's", de: "St. George's", fr: 'Saint-Georges', es: "Saint George's", pt: "Saint George's", it: "Saint George's", nl: "Saint George's", pl: "Saint George's", ru: 'Сент-Джорджес', uk: 'Сент-Джорджес', tr: "Saint George's", zh: '圣乔治', 'zh-Hant': '聖喬治', ko: '세인트조지스', hi: 'सेंट जॉर्जेस', bn: 'সেন্ট জর্জেস', id: "Saint George's", vi: "Saint George's", fa: 'سنت جورجز', ar: 'سانت جورجز', ja: 'セントジョージズ' },
  // Guatemala City (GT)
  3598132: { en: 'Guatemala City', de: 'Guatemala-Stadt', fr: 'Guatemala', es: 'Ciudad de Guatemala', pt: 'Cidade da Guatemala', it: 'Città del Guatemala', nl: 'Guatemala-Stad', pl: 'Gwatemala', ru: 'Гватемала', uk: 'Гватемала', tr: 'Guatemala', zh: '危地马拉城', 'zh-Hant': '瓜地馬拉市', ko: '과테말라시티', hi: 'ग्वाटेमाला सिटी', bn: 'গুয়াতেমালা সিটি', id: 'Kota Guatemala', vi: 'Thành phố Guatemala', fa: 'شهر گواتمالا', ar: 'مدينة غواتيمالا', ja: 'グアテマラシティ' },
  // Georgetown (GY)
  3378644: { en: 'Georgetown', de: 'Georgetown', fr: 'Georgetown', es: 'Georgetown', pt: 'Georgetown', it: 'Georgetown', nl: 'Georgetown', pl: 'Georgetown', ru: 'Джорджтаун', uk: 'Джорджтаун', tr: 'Georgetown', zh: '乔治敦', 'zh-Hant': '喬治城', ko: '조지타운', hi: 'जॉर्जटाउन', bn: 'জর্জটাউন', id: 'Georgetown', vi: 'Georgetown', fa: 'جورج تاون', ar: 'جورج تاون', ja: 'ジョージタウン' },
  // New Delhi (IN)
  1261481: { en: 'New Delhi', de: 'Neu-Delhi', fr: 'New Delhi', es: 'Nueva Delhi', pt: 'Nova Délhi', it: 'Nuova Delhi', nl: 'New Delhi', pl: 'Nowe Delhi', ru: 'Нью-Дели', uk: 'Нью-Делі', tr: 'Yeni Delhi', zh: '新德里', 'zh-Hant': '新德里', ko: '뉴델리', hi: 'नई दिल्ली', bn: 'নতুন দিল্লি', id: 'New Delhi', vi: 'New Delhi', fa: 'دهلی نو', ar: 'نيودلهي', ja: 'ニューデリー' },
  // Kingston (JM)
  3489854: { en: 'Kingston', de: 'Kingston', fr: 'Kingston', es: 'Kingston', pt: 'Kingston', it: 'Kingston', nl: 'Kingston', pl: 'Kingston', ru: 'Кингстон', uk: 'Кінгстон', tr: 'Kingston', zh: '金斯敦', 'zh-Hant': '京斯敦', ko: '킹스턴', hi: 'किंग्स्टन', bn: 'কিংস্টন', id: 'Kingston', vi: 'Kingston', fa: 'کینگستون', ar: 'كينغستون', ja: 'キングストン' },
  // Basseterre (KN)
  3575551: { en: 'Basseterre', de: 'Basseterre', fr: 'Basseterre', es: 'Basseterre', pt: 'Basseterre', it: 'Basseterre', nl: 'Basseterre', pl: 'Basseterre', ru: 'Бастер', uk: 'Бастер', tr: 'Basseterre', zh: '巴斯特尔', 'zh-Hant': '巴士地', ko: '바스테르', hi: 'बासेतेर', bn: 'বাসেতেরে', id: 'Basseterre', vi: 'Basseterre', fa: 'باستر', ar: 'باستير', ja: 'バセテール' },
  // Kuwait City (KW)
  285787: { en: 'Kuwait City', de: 'Kuwait-Stadt', fr: 'Koweït', es: 'Ciudad de Kuwait', pt: 'Cidade do Kuwait', it: 'Kuwait City', nl: 'Koeweit', pl: 'Kuwejt', ru: 'Эль-Кувейт', uk: 'Ель-Кувейт', tr: 'Kuveyt', zh: '科威特城', 'zh-Hant': '科威特市', ko: '쿠웨이트시티', hi: 'कुवैत सिटी', bn: 'কুয়েত সিটি', id: 'Kota Kuwait', vi: 'Thành phố Kuwait', fa: 'شهر کویت', ar: 'مدينة الكويت', ja: 'クウェート市' },
  // Astana (KZ)
  1526273: { en: 'Astana', de: 'Astana', fr: 'Astana', es: 'Astaná', pt: 'Astana', it: 'Astana', nl: 'Astana', pl: 'Astana', ru: 'Астана', uk: 'Астана', tr: 'Astana', zh: '阿斯塔纳', 'zh-Hant': '阿斯塔納', ko: '아스타나', hi: 'अस्ताना', bn: 'আস্তানা', id: 'Astana', vi: 'Astana', fa: 'آستانه', ar: 'أستانا', ja: 'アスタナ' },
  // Castries (LC)
  3576812: { en: 'Castries', de: 'Castries', fr: 'Castries', es: 'Castries', pt: 'Castries', it: 'Castries', nl: 'Castries', pl: 'Castries', ru: 'Кастри', uk: 'Кастрі', tr: 'Castries', zh: '卡斯特里', 'zh-Hant': '卡斯翠', ko: '캐스트리스', hi: 'कैस्ट्रीज़', bn: 'ক্যাস্ট্রিস', id: 'Castries', vi: 'Castries', fa: 'کاستریس', ar: 'كاستريس', ja: 'カストリーズ' },
  // Rabat (MA)
  2538475: { en: 'Rabat', de: 'Rabat', fr: 'Rabat', es: 'Rabat', pt: 'Rabat', it: 'Rabat', nl: 'Rabat', pl: 'Rabat', ru: 'Рабат', uk: 'Рабат', tr: 'Rabat', zh: '拉巴特', 'zh-Hant': '拉巴特', ko: '라바트', hi: 'रबात', bn: 'রাবাত', id: 'Rabat', vi: 'Rabat', fa: 'رباط', ar: 'الرباط', ja: 'ラバト' },
  // Naypyidaw (MM)
  6611854: { en: 'Naypyidaw', de: 'Naypyidaw', fr: 'Naypyidaw', es: 'Naipyidó', pt: 'Naypyidaw', it: 'Naypyidaw', nl: 'Naypyidaw', pl: 'Naypyidaw', ru: 'Нейпьидо', uk: "Нейп'їдо", tr: 'Naypyidaw', zh: '内比都', 'zh-Hant': '奈比多', ko: '네피도', hi: 'नेपीडॉ', bn: 'নেপিডো', id: 'Naypyidaw', vi: 'Naypyidaw', fa: 'نایپیداو', ar: 'نايبيداو', ja: 'ネピドー' },
  // Valletta (MT)
  2562305: { en: 'Valletta', de: 'Valletta', fr: 'La Valette', es: 'La Valeta', pt: 'Valeta', it: 'La Valletta', nl: 'Valletta', pl: 'Valletta', ru: 'Валлетта', uk: 'Валлетта', tr: 'Valletta', zh: '瓦莱塔', 'zh-Hant': '瓦勒他', ko: '발레타', hi: 'वालेटा', bn: 'ভাল্লেত্তা', id: 'Valletta', vi: 'Valletta', fa: 'والتا', ar: 'فاليتا', ja: 'バレッタ' },
  // Port Louis (MU)
  934154: { en: 'Port Louis', de: 'Port Louis', fr: 'Port-Louis', es: 'Port Louis', pt: 'Port Louis', it: 'Port Louis', nl: 'Port Louis', pl: 'Port Louis', ru: 'Порт-Луи', uk: 'Порт-Луї', tr: 'Port Louis', zh: '路易港', 'zh-Hant': '路易港', ko: '포트루이스', hi: 'पोर्ट लुई', bn: 'পোর্ট লুই', id: 'Port Louis', vi: 'Port Louis', fa: 'پورت لوئیس', ar: 'بورت لويس', ja: 'ポートルイス' },
  // Malé (MV)
  1282027: { en: 'Malé', de: 'Malé', fr: 'Malé', es: 'Malé', pt: 'Malé', it: 'Malé', nl: 'Malé', pl: 'Male', ru: 'Мале', uk: 'Мале', tr: 'Male', zh: '马累', 'zh-Hant': '馬列', ko: '말레', hi: 'माले', bn: 'মালে', id: 'Malé', vi: 'Malé', fa: 'ماله', ar: 'ماليه', ja: 'マレ' },
  // Lilongwe (MW)
  927967: { en: 'Lilongwe', de: 'Lilongwe', fr: 'Lilongwe', es: 'Lilongüe', pt: 'Lilongwe', it: 'Lilongwe', nl: 'Lilongwe', pl: 'Lilongwe', ru: 'Лилонгве', uk: 'Лілонгве', tr: 'Lilongwe', zh: '利隆圭', 'zh-Hant': '里朗威', ko: '릴롱궤', hi: 'लिलोंग्वे', bn: 'লিলংওয়ে', id: 'Lilongwe', vi: 'Lilongwe', fa: 'لیلونگوه', ar: 'ليلونغوي', ja: 'リロングウェ' },
  // Abuja (NG)
  2352778: { en: 'Abuja', de: 'Abuja', fr: 'Abuja', es: 'Abuya', pt: 'Abuja', it: 'Abuja', nl: 'Abuja', pl: 'Abudża', ru: 'Абуджа', uk: 'Абуджа', tr: 'Abuja', zh: '阿布贾', 'zh-Hant': '阿布加', ko: '아부자', hi: 'अबुजा', bn: 'আবুজা', id: 'Abuja', vi: 'Abuja', fa: 'آبوجا', ar: 'أبوجا', ja: 'アブジャ' },
  // Yaren (NR)
  7626461: { en: 'Yaren', de: 'Yaren', fr: 'Yaren', es: 'Yaren', pt: 'Yaren', it: 'Yaren', nl: 'Yaren', pl: 'Yaren', ru: 'Ярен', uk: 'Ярен', tr: 'Yaren', zh: '亚伦', 'zh-Hant': '亞倫', ko: '야렌', hi: 'यारेन', bn: 'ইয়ারেন', id: 'Yaren', vi: 'Yaren', fa: 'یارن', ar: 'يارين', ja: 'ヤレン' },
  // Wellington (NZ)
  2179537: { en: 'Wellington', de: 'Wellington', fr: 'Wellington', es: 'Wellington', pt: 'Wellington', it: 'Wellington', nl: 'Wellington', pl: 'Wellington', ru: 'Веллингтон', uk: 'Веллінгтон', tr: 'Wellington', zh: '惠灵顿', 'zh-Hant': '威靈頓', ko: '웰링턴', hi: 'वेलिंगटन', bn: 'ওয়েলিংটন', id: 'Wellington', vi: 'Wellington', fa: 'ولینگتون', ar: 'ويلينغتون', ja: 'ウェリントン' },
  // Panama City (PA)
  3703443: { en: 'Panama City', de: 'Panama-Stadt', fr: 'Panama', es: 'Ciudad de Panamá', pt: 'Cidade do Panamá', it: 'Panama', nl: 'Panama-Stad', pl: 'Panama', ru: 'Панама', uk: 'Панама', tr: 'Panama', zh: '巴拿马城', 'zh-Hant': '巴拿馬市', ko: '파나마시티', hi: 'पनामा सिटी', bn: 'পানামা সিটি', id: 'Kota Panama', vi: 'Thành phố Panama', fa: 'شهر پاناما', ar: 'مدينة بنما', ja: 'パナマシティ' },
  // Islamabad (PK)
  1176615: { en: 'Islamabad', de: 'Islamabad', fr: 'Islamabad', es: 'Islamabad', pt: 'Islamabad', it: 'Islamabad', nl: 'Islamabad', pl: 'Islamabad', ru: 'Исламабад', uk: 'Ісламабад', tr: 'İslamabad', zh: '伊斯兰堡', 'zh-Hant': '伊斯蘭堡', ko: '이슬라마바드', hi: 'इस्लामाबाद', bn: 'ইসলামাবাদ', id: 'Islamabad', vi: 'Islamabad', fa: 'اسلام آباد', ar: 'إسلام آباد', ja: 'イスラマバード' },
  // Ngerulmud (PW)
  8063361: { en: 'Ngerulmud', de: 'Ngerulmud', fr: 'Ngerulmud', es: 'Ngerulmud', pt: 'Ngerulmud', it: 'Ngerulmud', nl: 'Ngerulmud', pl: 'Ngerulmud', ru: 'Нгерулмуд', uk: 'Нгерулмуд', tr: 'Ngerulmud', zh: '恩吉鲁穆德', 'zh-Hant': '恩吉魯穆德', ko: '응게룰무드', hi: 'न्गेरुलमुद', bn: 'এনগেরুলমুদ', id: 'Ngerulmud', vi: 'Ngerulmud', fa: 'انگرولمود', ar: 'نجيرولمود', ja: 'ンゲルルムド' },
  // Doha (QA)
  290030: { en: 'Doha', de: 'Doha', fr: 'Doha', es: 'Doha', pt: 'Doha', it: 'Doha', nl: 'Doha', pl: 'Doha', ru: 'Доха', uk: 'Доха', tr: 'Doha', zh: '多哈', 'zh-Hant': '杜哈', ko: '도하', hi: 'दोहा', bn: 'দোহা', id: 'Doha', vi: 'Doha', fa: 'دوحه', ar: 'الدوحة', ja: 'ドーハ' },
  // Honiara (SB)
  2108502: { en: 'Honiara', de: 'Honiara', fr: 'Honiara', es: 'Honiara', pt: 'Honiara', it: 'Honiara', nl: 'Honiara', pl: 'Honiara', ru: 'Хониара', uk: 'Хоніара', tr: 'Honiara', zh: '霍尼亚拉', 'zh-Hant': '荷尼阿拉', ko: '호니아라', hi: 'होनियारा', bn: 'হোনিয়ারা', id: 'Honiara', vi: 'Honiara', fa: 'هونیارا', ar: 'هونيارا', ja: 'ホニアラ' },
  // Victoria (SC)
  241131: { en: 'Victoria', de: 'Victoria', fr: 'Victoria', es: 'Victoria', pt: 'Vitória', it: 'Victoria', nl: 'Victoria', pl: 'Victoria', ru: 'Виктория', uk: 'Вікторія', tr: 'Victoria', zh: '维多利亚', 'zh-Hant': '維多利亞', ko: '빅토리아', hi: 'विक्टोरिया', bn: 'ভিক্টোরিয়া', id: 'Victoria', vi: 'Victoria', fa: 'ویکتوریا', ar: 'فيكتوريا', ja: 'ビクトリア' },
  // San Salvador (SV)
  3583361: { en: 'San Salvador', de: 'San Salvador', fr: 'San Salvador', es: 'San Salvador', pt: 'San Salvador', it: 'San Salvador', nl: 'San Salvador', pl: 'San Salvador', ru: 'Сан-Сальвадор', uk: 'Сан-Сальвадор', tr: 'San Salvador', zh: '圣萨尔瓦多', 'zh-Hant': '聖薩爾瓦多', ko: '산살바도르', hi: 'सान साल्वाडोर', bn: 'সান সালভাদোর', id: 'San Salvador', vi: 'San Salvador', fa: 'سان سالوادور', ar: 'سان سلفادور', ja: 'サンサルバドル' },
  // Nuku'alofa (TO)
  4032402: { en: "Nuku'alofa", de: "Nuku'alofa", fr: "Nuku'alofa", es: 'Nukualofa', pt: "Nuku'alofa", it: "Nuku'alofa", nl: "Nuku'alofa", pl: "Nuku'alofa", ru: 'Нукуалофа', uk: 'Нукуалофа', tr: "Nuku'alofa", zh: '努库阿洛法', 'zh-Hant': '努瓜婁發', ko: '누쿠알로파', hi: 'नुकुआलोफ़ा', bn: 'নুকুয়ালোফা', id: "Nuku'alofa", vi: "Nuku'alofa", fa: 'نوکوآلوفا', ar: 'نوكوالوفا', ja: 'ヌクアロファ' },
  // Ankara (TR)
  323786: { en: 'Ankara', de: 'Ankara', fr: 'Ankara', es: 'Ankara', pt: 'Ancara', it: 'Ankara', nl: 'Ankara', pl: 'Ankara', ru: 'Анкара', uk: 'Анкара', tr: 'Ankara', zh: '安卡拉', 'zh-Hant': '安卡拉', ko: '앙카라', hi: 'अंकारा', bn: 'আঙ্কারা', id: 'Ankara', vi: 'Ankara', fa: 'آنکارا', ar: 'أنقرة', ja: 'アンカラ' },
  // Dodoma (TZ)
  160196: { en: 'Dodoma', de: 'Dodoma', fr: 'Dodoma', es: 'Dodoma', pt: 'Dodoma', it: 'Dodoma', nl: 'Dodoma', pl: 'Dodoma', ru: 'Додома', uk: 'Додома', tr: 'Dodoma', zh: '多多马', 'zh-Hant': '杜篤瑪', ko: '도도마', hi: 'डोडोमा', bn: 'দোদোমা', id: 'Dodoma', vi: 'Dodoma', fa: 'دودوما', ar: 'دودوما', ja: 'ドドマ' },
  // Washington D.C. (US)
  4140963: { en: 'Washington, D.C.', de: 'Washington, D.C.', fr: 'Washington', es: 'Washington D. C.', pt: 'Washington, D.C.', it: 'Washington', nl: 'Washington D.C.', pl: 'Waszyngton', ru: 'Вашингтон', uk: 'Вашингтон', tr: 'Washington', zh: '华盛顿', 'zh-Hant': '華盛頓', ko: '워싱턴 D.C.', hi: 'वॉशिंगटन डी.सी.', bn: 'ওয়াশিংটন ডি.সি.', id: 'Washington, D.C.', vi: 'Washington, D.C.', fa: 'واشینگتن', ar: 'واشنطن', ja: 'ワシントンD.C.' },
  // Vatican City (VA)
  6691831: { en: 'Vatican City', de: 'Vatikanstadt', fr: 'Cité du Vatican', es: 'Ciudad del Vaticano', pt: 'Cidade do Vaticano', it: 'Città del Vaticano', nl: 'Vaticaanstad', pl: 'Watykan', ru: 'Ватикан', uk: 'Ватикан', tr: 'Vatikan', zh: '梵蒂冈', 'zh-Hant': '梵蒂岡', ko: '바티칸 시국', hi: 'वैटिकन सिटी', bn: 'ভ্যাটিকান সিটি', id: 'Kota Vatikan', vi: 'Thành Vatican', fa: 'واتیکان', ar: 'مدينة الفاتيكان', ja: 'バチカン市国' },
  // Kingstown (VC)
  3577887: { en: 'Kingstown', de: 'Kingstown', fr: 'Kingstown', es: 'Kingstown', pt: 'Kingstown', it: 'Kingstown', nl: 'Kingstown', pl: 'Kingstown', ru: 'Кингстаун', uk: 'Кінгстаун', tr: 'Kingstown', zh: '金斯敦', 'zh-Hant': '金石城', ko: '킹스타운', hi: 'किंग्सटाउन', bn: 'কিংসটাউন', id: 'Kingstown', vi: 'Kingstown', fa: 'کینگزتاون', ar: 'كينغستاون', ja: 'キングスタウン' },
  // Hanoi (VN)
  1581130: { en: 'Hanoi', de: 'Hanoi', fr: 'Hanoï', es: 'Hanói', pt: 'Hanói', it: 'Hanoi', nl: 'Hanoi', pl: 'Hanoi', ru: 'Ханой', uk: 'Ханой', tr: 'Hanoi', zh: '河内', 'zh-Hant': '河內', ko: '하노이', hi: 'हनोई', bn: 'হ্যানয়', id: 'Hanoi', vi: 'Hà Nội', fa: 'هانوی', ar: 'هانوي', ja: 'ハノイ' },
  // Port Vila (VU)
  2135171: { en: 'Port Vila', de: 'Port Vila', fr: 'Port-Vila', es: 'Port Vila', pt: 'Port Vila', it: 'Port Vila', nl: 'Port Vila', pl: 'Port Vila', ru: 'Порт-Вила', uk: 'Порт-Віла', tr: 'Port Vila', zh: '维拉港', 'zh-Hant': '維拉港', ko: '포트빌라', hi: 'पोर्ट विला', bn: 'পোর্ট ভিলা', id: 'Port Vila', vi: 'Port Vila', fa: 'پورت ویلا', ar: 'بورت فيلا', ja: 'ポートビラ' },
  // Sana'a (YE)
  71137: { en: 'Sanaa', de: 'Sanaa', fr: 'Sanaa', es: 'Saná', pt: 'Saná', it: "Sana'a", nl: 'Sanaa', pl: 'Sana', ru: 'Сана', uk: 'Сана', tr: 'Sana', zh: '萨那', 'zh-Hant': '沙那', ko: '사나', hi: 'सना', bn: 'সানা', id: "Sana'a", vi: "Sana'a", fa: 'صنعا', ar: 'صنعاء', ja: 'サヌア' },
  // Pretoria (ZA)
  964137: { en: 'Pretoria', de: 'Pretoria', fr: 'Pretoria', es: 'Pretoria', pt: 'Pretória', it: 'Pretoria', nl: 'Pretoria', pl: 'Pretoria', ru: 'Претория', uk: 'Преторія', tr: 'Pretoria', zh: '比勒陀利亚', 'zh-Hant': '普利托利亞', ko: '프리토리아', hi: 'प्रिटोरिया', bn: 'প্রিটোরিয়া', id: 'Pretoria', vi: 'Pretoria', fa: 'پرتوریا', ar: 'بريتوريا', ja: 'プレトリア' },
  // Cape Town (ZA)
  3369157: { en: 'Cape Town', de: 'Kapstadt', fr: 'Le Cap', es: 'Ciudad del Cabo', pt: 'Cidade do Cabo', it: 'Città del Capo', nl: 'Kaapstad', pl: 'Kapsztad', ru: 'Кейптаун', uk: 'Кейптаун', tr: 'Cape Town', zh: '开普敦', 'zh-Hant': '開普敦', ko: '케이프타운', hi: 'केप टाउन', bn: 'কেপ টাউন', id: 'Cape Town', vi: 'Cape Town', fa: 'کیپ تاون', ar: 'كيب تاون', ja: 'ケープタウン' },
  // Bloemfontein (ZA)
  1018725: { en: 'Bloemfontein', de: 'Bloemfontein', fr: 'Bloemfontein', es: 'Bloemfontein', pt: 'Bloemfontein', it: 'Bloemfontein', nl: 'Bloemfontein', pl: 'Bloemfontein', ru: 'Блумфонтейн', uk: 'Блумфонтейн', tr: 'Bloemfontein', zh: '布隆方丹', 'zh-Hant': '布隆泉', ko: '블룸폰테인', hi: 'ब्लूमफ़ोन्टेन', bn: 'ব্লুমফন্টেইন', id: 'Bloemfontein', vi: 'Bloemfontein', fa: 'بلومفونتین', ar: 'بلومفونتين', ja: 'ブルームフォンテーン' },
  // Sri Jayawardenepura Kotte (LK)
  1238992: { en: 'Sri Jayawardenepura Kotte', de: 'Sri Jayawardenepura Kotte', fr: 'Sri Jayawardenapura Kotte', es: 'Sri Jayawardenapura Kotte', pt: 'Sri Jayawardenepura Kotte', it: 'Sri Jayawardenepura Kotte', nl: 'Sri Jayawardenepura Kotte', pl: 'Sri Jayawardenepura Kotte', ru: 'Шри-Джаяварденепура-Котте', uk: 'Шрі-Джаяварденепура-Котте', tr: 'Sri Jayawardenepura Kotte', zh: '斯里贾亚瓦德纳普拉科特', 'zh-Hant': '斯里賈亞瓦德納普拉科特', ko: '스리자야와르데네푸라코테', hi: 'श्री जयवर्धनेपुर कोट्टे', bn: 'শ্রী জয়বর্ধনপুর কোট্টে', id: 'Sri Jayawardenepura Kotte', vi: 'Sri Jayawardenepura Kotte', fa: 'سری جایاواردنپورا کوته', ar: 'سري جاياواردنابورا كوتي', ja: 'スリジャヤワルダナプラコッテ' },
  // Lobamba (SZ)
  935048: { en: 'Lobamba', de: 'Lobamba', fr: 'Lobamba', es: 'Lobamba', pt: 'Lobamba', it: 'Lobamba', nl: 'Lobamba', pl: 'Lobamba', ru: 'Лобамба', uk: 'Лобамба', tr: 'Lobamba', zh: '洛班巴', 'zh-Hant': '洛班巴', ko: '로밤바', hi: 'लोबाम्बा', bn: 'লোবাম্বা', id: 'Lobamba', vi: 'Lobamba', fa: 'لوبامبا', ar: 'لوبامبا', ja: 'ロバンバ' },
  // San Marino (City of San Marino) (SM)
  3168070: { en: 'San Marino', de: 'San Marino', fr: 'Saint-Marin', es: 'San Marino', pt: 'San Marino', it: 'San Marino', nl: 'San Marino', pl: 'San Marino', ru: 'Сан-Марино', uk: 'Сан-Марино', tr: 'San Marino', zh: '圣马力诺', 'zh-Hant': '聖馬利諾', ko: '산마리노', hi: 'सान मारिनो', bn: 'সান মারিনো', id: 'San Marino', vi: 'San Marino', fa: 'سان مارینو', ar: 'سان مارينو', ja: 'サンマリノ' },
  // Tarawa (South Tarawa) (KI)
  2110257: { en: 'Tarawa', de: 'Tarawa', fr: 'Tarawa', es: 'Tarawa', pt: 'Tarawa', it: 'Tarawa', nl: 'Tarawa', pl: 'Tarawa', ru: 'Тарава', uk: 'Тарава', tr: 'Tarawa', zh: '塔拉瓦', 'zh-Hant': '塔拉瓦', ko: '타라와', hi: 'तरावा', bn: 'তারাওয়া', id: 'Tarawa', vi: 'Tarawa', fa: 'تاراوا', ar: 'تاراوا', ja: 'タラワ' },
  // Moroni (KM)
  921772: { en: 'Moroni', de: 'Moroni', fr: 'Moroni', es: 'Moroni', pt: 'Moroni', it: 'Moroni', nl: 'Moroni', pl: 'Moroni', ru: 'Морони', uk: 'Мороні', tr: 'Moroni', zh: '莫罗尼', 'zh-Hant': '莫洛尼', ko: '모로니', hi: 'मोरोनी', bn: 'মোরোনি', id: 'Moroni', vi: 'Moroni', fa: 'مورونی', ar: 'موروني', ja: 'モロニ' },
}

/** Other spellings a player may type for a capital, per locale ('*' for every locale), accepted after the game's usual folding (case, accents). */
export const CAPITAL_SPELLINGS: Readonly<Record<number, Readonly<Record<string, readonly string[]>>>> = {
  3041563: { fr: ['Andorra la Vella'], es: ['Andorra la Vella'], pt: ['Andorra la Vella'], pl: ['Andorra la Vella'], zh: ['老安道尔'], 'zh-Hant': ['老安道爾', '安道爾拉貝亞'], ko: ['안도라 라 베야', '안도라라벨라'], hi: ['अण्डोरा ला वेला', 'अंडोरा ला वेल्ला'], ja: ['アンドララベリャ', 'アンドラ・ラ・ヴェリャ', 'アンドララヴェリャ'] },
  292968: { '*': ['Abu Dhabi', 'Abu Dabi'], fr: ['Abou Dhabi'], 'zh-Hant': ['阿布扎比'], bn: ['আবু ধাবি'], fa: ['ابو ظبی'], ar: ['أبو ظبي'] },
  3576022: { '*': ["Saint John's", "St. John's"], zh: ['圣约翰斯'], 'zh-Hant': ['聖約翰斯'], ko: ['세인트 존스'], ar: ['سانت جونس'] },
  2172517: { pt: ['Canberra'], tr: ['Kanberra'], 'zh-Hant': ['堪培拉'] },
  3374036: { zh: ['布里奇敦'], 'zh-Hant': ['布里奇敦'], ko: ['브리지 타운'], fa: ['بریجتاون'], ar: ['بريدج تاون'] },
  290340: { nl: ['Manamah'], 'zh-Hant': ['麥納麥'], id: ['Al-Manamah'], ar: ['منامة'], ja: ['マナマ'] },
  426272: { ru: ['Гитеге'] },
  1820906: { tr: ['Bandar Seri Begavan'], zh: ['斯里巴加湾'], 'zh-Hant': ['斯里巴卡旺市'], ko: ['반다르 스리 브가완'], ar: ['بندر سري بيغاوان'], ja: ['バンダル・スリ・ブガワン'] },
  3469058: { '*': ['Brasília'] },
  3582672: { pt: ['Belmopã'], 'zh-Hant': ['貝爾莫潘'] },
  6094817: { pt: ['Otava'], fa: ['اوتاوا'] },
  2661552: { '*': ['Bern', 'Berne'], zh: ['伯恩'], 'zh-Hant': ['伯爾尼'] },
  2279755: { '*': ['Yamoussoukro'], 'zh-Hant': ['亞穆蘇克羅'] },
  2220957: { '*': ['Yaoundé'], de: ['Jaunde'], tr: ['Yaunde'], 'zh-Hant': ['雅恩德', '雅溫德'], hi: ['याउन्डे'], bn: ['ইয়াউন্দে'] },
  1816670: { '*': ['Beijing', 'Peking'], zh: ['北京市'], 'zh-Hant': ['北京市'], ko: ['북경'], hi: ['पेइचिंग'], fa: ['بیجینگ'], ar: ['بيجين', 'بيجينغ'], ja: ['ペキン', '北京市'] },
  3621849: { zh: ['圣荷西'], 'zh-Hant': ['聖何塞'], ko: ['산 호세'], hi: ['सैन होज़े', 'सैन जोस'], fa: ['سان خوزه', 'سان خوسه'] },
  3374333: { pt: ['Cidade da Praia'], zh: ['培亚'], 'zh-Hant': ['普拉亞'] },
  3575635: { hi: ['रोसो'], fa: ['روسو'], ar: ['روسو'] },
  3652462: { hi: ['क्विटो', 'कीतो'], bn: ['কুইটো'] },
  2198148: { pl: ['Suwa'] },
  3579925: { '*': ["Saint George's", "St. George's"], zh: ['圣乔治斯'], 'zh-Hant': ['聖喬治斯'], ko: ['세인트 조지스'] },
  3598132: { '*': ['Guatemala City', 'Ciudad de Guatemala'], de: ['Guatemala'], fr: ['Guatemala Ciudad'], es: ['Guatemala'], pt: ['Guatemala'], it: ['Guatemala'], nl: ['Guatemala'], ru: ['Гватемала-Сити'], tr: ['Guatemala Şehri'], zh: ['危地马拉市'], 'zh-Hant': ['瓜地馬拉城'], ko: ['과테말라 시티'], hi: ['ग्वाटेमाला शहर'], vi: ['Guatemala'], fa: ['گواتمالاسیتی', 'گواتمالا سیتی'], ar: ['غواتيمالا'], ja: ['グアテマラ市'] },
  3378644: { 'zh-Hant': ['喬治敦'], ko: ['조지 타운'], fa: ['جورجتاون'], ar: ['جورجتاون'] },
  1261481: { '*': ['New Delhi'], fr: ['Nouvelle-Delhi'], es: ['Nueva Deli'], pt: ['Nova Deli'], ko: ['뉴 델리'], hi: ['नयी दिल्ली'], bn: ['নয়াদিল্লি', 'নয়া দিল্লি', 'নিউ দিল্লি'], ar: ['نيو دلهي'] },
  3489854: { zh: ['京斯敦', '金斯顿'], 'zh-Hant': ['金斯敦'], ar: ['كينجستون'] },
  3575551: { ru: ['Бас-Тер'], 'zh-Hant': ['巴斯特爾'], ar: ['باسيتير'] },
  285787: { '*': ['Kuwait City'], de: ['Kuwait'], fr: ['Koweït City', 'Koweït-Ville'], es: ['Kuwait'], pt: ['Kuwait', 'Cidade do Kuait'], it: ['Kuwait', 'Città del Kuwait', 'Al-Kuwait'], nl: ['Koeweit-Stad'], ru: ['Кувейт'], uk: ['Кувейт'], tr: ['Kuveyt Şehri'], zh: ['科威特市'], 'zh-Hant': ['科威特城'], ko: ['쿠웨이트 시티', '쿠웨이트'], hi: ['कुवैत शहर', 'कुवैत'], bn: ['কুয়েত'], id: ['Kuwait'], vi: ['Kuwait'], fa: ['کویت', 'کویت سیتی'], ar: ['الكويت'], ja: ['クウェートシティ', 'クウェート'] },
  1526273: { '*': ['Nur-Sultan'], ru: ['Нур-Султан'], uk: ['Нур-Султан'], zh: ['努尔苏丹'], 'zh-Hant': ['努爾蘇丹'], ko: ['누르술탄'], hi: ['नूर-सुल्तान'], bn: ['নুর-সুলতান'], fa: ['آستانا'], ar: ['نور سلطان'], ja: ['ヌルスルタン'] },
  3576812: { 'zh-Hant': ['卡斯特里'], ko: ['캐스트리'] },
  2538475: { ar: ['رباط'] },
  6611854: { '*': ['Naypyidaw', 'Nay Pyi Taw', 'Naypyitaw', 'Nay Pyi Daw'], pt: ['Naipidau'], ru: ['Нейпидо', 'Найпьидо'], uk: ['Нейпідо', "Найп'їдо"], zh: ['奈比多'], 'zh-Hant': ['內比都'], hi: ['नेप्यीडॉ', 'ने पी डॉ'], fa: ['نی پی دا', 'نایپیتاو'], ar: ['نايبيتاو', 'ناي بي تاو'], ja: ['ネーピードー'] },
  2562305: { '*': ['Valletta'], es: ['Valeta'], pt: ['La Valletta'], 'zh-Hant': ['瓦萊塔'], hi: ['वालेत्ता'], bn: ['ভালেটা'], ja: ['ヴァレッタ'] },
  934154: { '*': ['Port Louis'], es: ['Puerto Luis'], 'zh-Hant': ['路易士港'], ko: ['포트 루이스'], bn: ['পোর্ট লুইস'] },
  1282027: { '*': ['Malé'], zh: ['马列'], 'zh-Hant': ['馬累'] },
  927967: { '*': ['Lilongwe'], 'zh-Hant': ['利隆圭'], ar: ['ليلونجوي'] },
  2352778: { '*': ['Abuja'], 'zh-Hant': ['阿布賈'] },
  7626461: { zh: ['亚伦区'], 'zh-Hant': ['雅連', '亞倫區'], ko: ['야렌 구'], ja: ['ヤレン地区'] },
  2179537: { 'zh-Hant': ['惠靈頓'] },
  3703443: { '*': ['Panama City'], de: ['Panama'], es: ['Panamá'], pt: ['Panamá'], it: ['Città di Panama'], nl: ['Panama'], zh: ['巴拿马市'], 'zh-Hant': ['巴拿馬城'], ko: ['파나마 시티'], hi: ['पनामा शहर'], id: ['Panama'], vi: ['Panama'], fa: ['پاناماسیتی', 'پاناما سیتی', 'پاناما'], ar: ['بنما'], ja: ['パナマ市'] },
  1176615: { '*': ['Islamabad'], pt: ['Islamabade'], 'zh-Hant': ['伊斯蘭馬巴德'], fa: ['اسلامآباد'] },
  8063361: { ar: ['نغرولمود'], ja: ['ンゲルルムッド'] },
  290030: { pl: ['Dauha', 'Ad-Dauha'], 'zh-Hant': ['多哈'], fa: ['دوحا'], ar: ['دوحة'] },
  2108502: { 'zh-Hant': ['霍尼亞拉'] },
  241131: { '*': ['Victoria'], ja: ['ヴィクトリア'] },
  3583361: { ko: ['산 살바도르'], ar: ['سان سالفادور'] },
  4032402: { '*': ["Nuku'alofa", 'Nukualofa'], 'zh-Hant': ['努庫阿洛法'] },
  323786: { '*': ['Ankara'] },
  160196: { 'zh-Hant': ['多多馬'], hi: ['दोदोमा'] },
  4140963: { '*': ['Washington', 'Washington, D.C.', 'Washington DC'], pl: ['Waszyngton D.C.'], ru: ['Вашингтон, округ Колумбия'], tr: ['Vaşington'], zh: ['华盛顿特区', '华盛顿哥伦比亚特区'], 'zh-Hant': ['華盛頓特區', '華盛頓哥倫比亞特區'], ko: ['워싱턴', '워싱턴 DC', '워싱턴 디시'], hi: ['वॉशिंगटन'], bn: ['ওয়াশিংটন', 'ওয়াশিংটন ডিসি'], vi: ['Hoa Thịnh Đốn'], fa: ['واشنگتن', 'واشینگتن دی سی', 'واشنگتن دی سی'], ar: ['واشنطن العاصمة', 'واشنطن دي سي'], ja: ['ワシントン', 'ワシントンDC'] },
  6691831: { '*': ['Vatican City', 'Vatican'], de: ['Vatikan'], es: ['Vaticano'], pt: ['Vaticano'], it: ['Vaticano'], nl: ['Vaticaan'], zh: ['梵蒂冈城'], 'zh-Hant': ['梵蒂岡城'], ko: ['바티칸', '바티칸시국', '바티칸 시티'], hi: ['वैटिकन'], bn: ['ভ্যাটিকান'], id: ['Vatikan'], fa: ['شهر واتیکان'], ar: ['الفاتيكان'], ja: ['バチカン', 'ヴァチカン', 'ヴァチカン市国'] },
  3577887: { 'zh-Hant': ['金斯敦'] },
  1581130: { '*': ['Hanoi'], zh: ['河内市'], 'zh-Hant': ['河內市'], hi: ['हनोइ'] },
  2135171: { '*': ['Port Vila'], es: ['Puerto Vila'], ko: ['포트 빌라'], ja: ['ポートヴィラ'] },
  71137: { '*': ['Sanaa', "Sana'a"], 'zh-Hant': ['薩那'], fa: ['صنعاء'], ar: ['صنعا'], ja: ['サナア', 'サナ'] },
  964137: { 'zh-Hant': ['普勒托利亞', '比勒陀利亞'] },
  3369157: { '*': ['Cape Town'], 'zh-Hant': ['開普頓'], ko: ['케이프 타운'], hi: ['केपटाउन'], fa: ['کیپتاون'], ar: ['كيبتاون'] },
  1018725: { 'zh-Hant': ['布隆方丹'], fa: ['بلومفونتن'], ja: ['ブルームフォンテイン'] },
  1238992: { '*': ['Sri Jayawardenepura Kotte', 'Sri Jayewardenepura Kotte', 'Sri Jayawardenapura Kotte', 'Kotte', 'Sri Jayawardenepura'], ru: ['Котте', 'Шри-Джаяварденепура'], uk: ['Котте'], zh: ['科特'], 'zh-Hant': ['科特'], ko: ['스리자야와르다나푸라코테', '코테'], hi: ['कोट्टे'], bn: ['কোট্টে'], fa: ['کوته'], ar: ['كوتي', 'سري جايواردنابورا كوته'], ja: ['スリ・ジャヤワルダナプラ・コッテ', 'コッテ', 'スリジャヤワルダナプラ'] },
  3168070: { '*': ['San Marino', 'City of San Marino'], fr: ['Ville de Saint-Marin'], pt: ['São Marinho', 'Cidade de São Marinho'], it: ['Città di San Marino'], tr: ['San Marino Şehri'], zh: ['圣马力诺市'], 'zh-Hant': ['聖馬力諾', '聖馬利諾市'], vi: ['Thành phố San Marino'], fa: ['سن مارینو'], ar: ['مدينة سان مارينو'], ja: ['サンマリノ市'] },
  2110257: { '*': ['South Tarawa', 'Tarawa'], de: ['Süd-Tarawa'], fr: ['Tarawa-Sud'], es: ['Tarawa Sur'], pt: ['Tarawa do Sul'], it: ['Tarawa Sud'], nl: ['Zuid-Tarawa'], pl: ['Tarawa Południowa'], ru: ['Южная Тарава'], uk: ['Південна Тарава'], tr: ['Güney Tarawa'], zh: ['南塔拉瓦'], 'zh-Hant': ['南塔拉瓦'], ko: ['남타라와', '남 타라와'], hi: ['दक्षिण तरावा'], bn: ['দক্ষিণ তারাওয়া'], id: ['Tarawa Selatan'], vi: ['Nam Tarawa'], fa: ['تاراوای جنوبی'], ar: ['جنوب تاراوا', 'تاراوا الجنوبية'], ja: ['南タラワ'] },
  921772: { zh: ['莫洛尼'], 'zh-Hant': ['莫羅尼'] },
}
