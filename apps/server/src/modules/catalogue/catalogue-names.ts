import type { Words } from './catalogue-words.ts';

/** Live-casino tables; each vendor opens several numbered tables of some of them. */
export const LIVE_TABLES: readonly Words[] = [
  ['Baccarat', '百家乐', 'Baccarat', 'バカラ', 'บาคาร่า', 'Baccarat', 'Bakarat'],
  [
    'Speed Baccarat',
    '极速百家乐',
    'Baccarat Tốc Độ',
    'スピードバカラ',
    'สปีดบาคาร่า',
    'Mabilis na Baccarat',
    'Bakarat Kilat',
  ],
  ['Blackjack', '二十一点', 'Xì Dách', 'ブラックジャック', 'แบล็คแจ็ค', 'Blackjack', 'Blackjack'],
  ['Roulette', '轮盘', 'Cò Quay', 'ルーレット', 'รูเล็ต', 'Roleta', 'Rolet'],
  ['Sic Bo', '骰宝', 'Tài Xỉu', 'シックボー', 'ไฮโล', 'Sic Bo', 'Sic Bo'],
  ['Dragon Tiger', '龙虎', 'Rồng Hổ', 'ドラゴンタイガー', 'เสือมังกร', 'Dragon Tiger', 'Naga Harimau'],
  ['Fan Tan', '番摊', 'Phan Than', 'ファンタン', 'ฟานทาน', 'Fan Tan', 'Fan Tan'],
  [
    'Casino Hold’em',
    '赌场扑克',
    'Hold’em Sòng Bài',
    'カジノホールデム',
    'คาสิโนโฮลเด็ม',
    'Casino Hold’em',
    'Hold’em Kasino',
  ],
  [
    'Three Card Poker',
    '三张牌扑克',
    'Poker Ba Lá',
    'スリーカードポーカー',
    'โป๊กเกอร์สามใบ',
    'Three Card Poker',
    'Poker Tiga Kartu',
  ],
  [
    'Wheel of Luck',
    '幸运转盘',
    'Vòng Quay May Mắn',
    '幸運のホイール',
    'วงล้อนำโชค',
    'Gulong ng Suwerte',
    'Roda Keberuntungan',
  ],
];

/** Table labels appended to live tables (proper labels, the same in every language). */
export const TABLE_LABELS = ['A', 'B', 'C', 'D', 'E', 'VIP', '1', '2', '3', '5', '7', '8', '9'];

export const FISH_GAMES: readonly Words[] = [
  [
    'Ocean Hunter',
    '海洋猎人',
    'Thợ Săn Đại Dương',
    'オーシャンハンター',
    'นักล่ามหาสมุทร',
    'Mangangaso ng Karagatan',
    'Pemburu Samudra',
  ],
  [
    'Fishing Frenzy',
    '疯狂捕鱼',
    'Câu Cá Điên Cuồng',
    'フィッシングフレンジー',
    'ตกปลามันส์',
    'Siklab ng Pangingisda',
    'Mancing Heboh',
  ],
  [
    'Dragon Fishing',
    '捕鱼龙王',
    'Câu Cá Rồng',
    'ドラゴンフィッシング',
    'ตกปลามังกร',
    'Pangingisda ng Dragon',
    'Mancing Naga',
  ],
  [
    'Deep Sea King',
    '深海之王',
    'Vua Biển Sâu',
    '深海の王',
    'ราชาทะเลลึก',
    'Hari ng Malalim na Dagat',
    'Raja Laut Dalam',
  ],
  ['Golden Shark', '黄金鲨鱼', 'Cá Mập Vàng', '黄金のサメ', 'ฉลามทองคำ', 'Gintong Pating', 'Hiu Emas'],
  [
    'Reef Blaster',
    '珊瑚爆破',
    'Phá Rạn San Hô',
    'リーフブラスター',
    'ยิงแนวปะการัง',
    'Pasabog sa Bahura',
    'Peledak Karang',
  ],
  [
    'Mermaid Catch',
    '美人鱼捕获',
    'Bắt Nàng Tiên Cá',
    'マーメイドキャッチ',
    'จับนางเงือก',
    'Huli ng Sirena',
    'Tangkapan Putri Duyung',
  ],
  ['Octopus Party', '章鱼派对', 'Tiệc Bạch Tuộc', 'タコパーティー', 'ปาร์ตี้ปลาหมึก', 'Party ng Pugita', 'Pesta Gurita'],
];

export const PVP_GAMES: readonly Words[] = [
  ['Texas Hold’em', '德州扑克', 'Xì Tố Texas', 'テキサスホールデム', 'เท็กซัสโฮลเด็ม', 'Texas Hold’em', 'Texas Hold’em'],
  ['Bull Bull', '牛牛', 'Ngưu Ngưu', 'ブルブル', 'วัวกระทิง', 'Bull Bull', 'Bull Bull'],
  ['Teen Patti', '三张牌', 'Teen Patti', 'ティーンパッティ', 'ทีนปัตตี', 'Teen Patti', 'Teen Patti'],
  ['Pusoy', '十三张', 'Mậu Binh', 'プソイ', 'ปูซอย', 'Pusoy', 'Pusoy'],
  ['Tongits', '通吉斯', 'Tongits', 'トンギッツ', 'ทองอิทส์', 'Tongits', 'Tongits'],
  ['Rummy', '拉米', 'Rummy', 'ラミー', 'รัมมี่', 'Rummy', 'Remi'],
  ['Mahjong Duel', '麻将对决', 'Đấu Mạt Chược', '麻雀対決', 'ดวลไพ่นกกระจอก', 'Tunggalian sa Mahjong', 'Duel Mahjong'],
  ['Landlord Fight', '斗地主', 'Đấu Địa Chủ', '闘地主', 'สู้เจ้าที่ดิน', 'Laban sa Panginoong May-lupa', 'Lawan Tuan Tanah'],
  [
    'Blackjack Duel',
    '二十一点对决',
    'Đấu Xì Dách',
    'ブラックジャック対決',
    'ดวลแบล็คแจ็ค',
    'Tunggalian sa Blackjack',
    'Duel Blackjack',
  ],
  [
    'Dragon Tiger Duel',
    '龙虎对决',
    'Đấu Rồng Hổ',
    '龍虎対決',
    'ดวลเสือมังกร',
    'Tunggalian ng Dragon at Tigre',
    'Duel Naga Harimau',
  ],
];

/** The entry that opens a vendor's sub-game list (isGame VASSALAGE). */
export const CARD_HALL: Words = [
  'Card Hall',
  '棋牌大厅',
  'Sảnh Bài',
  'カードホール',
  'ห้องไพ่',
  'Bulwagan ng Baraha',
  'Aula Kartu',
];
export const ARENA_HALL: Words = [
  'Arena Hall',
  '斗鸡大厅',
  'Sảnh Đấu Trường',
  'アリーナホール',
  'ห้องสังเวียน',
  'Bulwagan ng Arena',
  'Aula Arena',
];
export const ARENA: Words = ['Arena', '斗鸡场', 'Đấu Trường', 'アリーナ', 'สังเวียน', 'Arena', 'Arena'];

export const SPORTS_GAMES: readonly Words[] = [
  ['Sportsbook', '体育投注', 'Cá Cược Thể Thao', 'スポーツブック', 'กีฬา', 'Sportsbook', 'Taruhan Olahraga'],
  [
    'Virtual Football',
    '虚拟足球',
    'Bóng Đá Ảo',
    'バーチャルサッカー',
    'ฟุตบอลเสมือน',
    'Virtual na Football',
    'Sepak Bola Virtual',
  ],
  [
    'Virtual Basketball',
    '虚拟篮球',
    'Bóng Rổ Ảo',
    'バーチャルバスケット',
    'บาสเกตบอลเสมือน',
    'Virtual na Basketball',
    'Bola Basket Virtual',
  ],
  ['Horse Racing', '赛马', 'Đua Ngựa', '競馬', 'แข่งม้า', 'Karera ng Kabayo', 'Pacuan Kuda'],
];

export const ESPORTS_GAMES: readonly Words[] = [
  [
    'Esports Arena',
    '电竞竞技场',
    'Đấu Trường Thể Thao Điện Tử',
    'eスポーツアリーナ',
    'อีสปอร์ตอารีน่า',
    'Esports Arena',
    'Arena Esports',
  ],
  [
    'Esports Live',
    '电竞直播',
    'Thể Thao Điện Tử Trực Tiếp',
    'eスポーツライブ',
    'อีสปอร์ตสด',
    'Esports Live',
    'Esports Langsung',
  ],
];

export const LOTTERY_GAMES: readonly Words[] = [
  ['Lucky 5D', '幸运5D', '5D May Mắn', 'ラッキー5D', 'ลัคกี้ 5D', 'Lucky 5D', '5D Beruntung'],
  ['Speed 3D', '极速3D', '3D Tốc Độ', 'スピード3D', 'สปีด 3D', 'Mabilis na 3D', '3D Kilat'],
  ['Quick Keno', '快乐基诺', 'Keno Nhanh', 'クイックキノ', 'คีโนด่วน', 'Mabilis na Keno', 'Keno Cepat'],
  ['Pick 3', '排列三', 'Chọn 3', 'ピック3', 'เลือก 3', 'Pumili ng 3', 'Pilih 3'],
  ['Lotto 6/45', '乐透6/45', 'Xổ Số 6/45', 'ロト6/45', 'ล็อตโต้ 6/45', 'Lotto 6/45', 'Lotre 6/45'],
  ['Lotto 6/55', '乐透6/55', 'Xổ Số 6/55', 'ロト6/55', 'ล็อตโต้ 6/55', 'Lotto 6/55', 'Lotre 6/55'],
  ['Racing 10', '赛车10', 'Đua Xe 10', 'レーシング10', 'แข่งรถ 10', 'Karera 10', 'Balap 10'],
  [
    'Fast 11 Pick 5',
    '快乐11选5',
    '11 Chọn 5 Nhanh',
    '11選5',
    '11 เลือก 5',
    'Mabilis na 11 Pumili ng 5',
    '11 Pilih 5 Cepat',
  ],
  ['Happy 8', '快乐8', 'Hạnh Phúc 8', 'ハッピー8', 'แฮปปี้ 8', 'Masayang 8', 'Bahagia 8'],
  ['Dice 3', '快三', 'Xúc Xắc 3', 'ダイス3', 'ลูกเต๋า 3', 'Dais 3', 'Dadu 3'],
  ['North Draw', '北部开奖', 'Xổ Số Miền Bắc', '北部抽選', 'หวยภาคเหนือ', 'Bunutan sa Hilaga', 'Undian Utara'],
  ['South Draw', '南部开奖', 'Xổ Số Miền Nam', '南部抽選', 'หวยภาคใต้', 'Bunutan sa Timog', 'Undian Selatan'],
];
