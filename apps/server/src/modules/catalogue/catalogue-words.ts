import type { Language } from '@app/contracts/languages';

/** One word or name in every shipped language, in the order EN, CN, VI, JA, TH, TY, ID. */
export type Words = readonly [string, string, string, string, string, string, string];

export const LANG_ORDER: readonly Language[] = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'];

/** Slot-name adjectives. TY forms carry their linker (-ng / na) so they read before the noun. */
export const ADJECTIVES: readonly Words[] = [
  ['Golden', '黄金', 'Vàng', '黄金の', 'ทองคำ', 'Gintong', 'Emas'],
  ['Lucky', '幸运', 'May Mắn', 'ラッキー', 'นำโชค', 'Masuwerteng', 'Beruntung'],
  ['Mystic', '神秘', 'Huyền Bí', '神秘の', 'ลึกลับ', 'Mahiwagang', 'Mistis'],
  ['Royal', '皇家', 'Hoàng Gia', 'ロイヤル', 'ราชวงศ์', 'Maharlikang', 'Kerajaan'],
  ['Wild', '狂野', 'Hoang Dã', 'ワイルド', 'ป่าเถื่อน', 'Mabangis na', 'Liar'],
  ['Crystal', '水晶', 'Pha Lê', 'クリスタル', 'คริสตัล', 'Kristal na', 'Kristal'],
  ['Jade', '翡翠', 'Ngọc Bích', '翡翠の', 'หยก', 'Jade na', 'Giok'],
  ['Thunder', '雷霆', 'Sấm Sét', '雷の', 'สายฟ้า', 'Kulog na', 'Petir'],
  ['Silver', '白银', 'Bạc', '銀の', 'เงิน', 'Pilak na', 'Perak'],
  ['Ruby', '红宝石', 'Hồng Ngọc', 'ルビーの', 'ทับทิม', 'Rubing', 'Rubi'],
  ['Sacred', '神圣', 'Thiêng Liêng', '聖なる', 'ศักดิ์สิทธิ์', 'Sagradong', 'Suci'],
  ['Ancient', '远古', 'Cổ Đại', '古代の', 'โบราณ', 'Sinaunang', 'Kuno'],
  ['Blazing', '烈焰', 'Rực Lửa', '燃える', 'ลุกโชน', 'Nagliliyab na', 'Membara'],
  ['Frozen', '冰封', 'Băng Giá', '凍てつく', 'เยือกแข็ง', 'Nagyeyelong', 'Beku'],
  ['Cosmic', '宇宙', 'Vũ Trụ', '宇宙の', 'จักรวาล', 'Kosmikong', 'Kosmik'],
  ['Hidden', '隐藏', 'Ẩn Giấu', '隠された', 'ซ่อนเร้น', 'Nakatagong', 'Tersembunyi'],
  ['Happy', '快乐', 'Vui Vẻ', 'ハッピー', 'แสนสุข', 'Masayang', 'Bahagia'],
  ['Mighty', '强大', 'Hùng Mạnh', '偉大な', 'ทรงพลัง', 'Makapangyarihang', 'Perkasa'],
  ['Emerald', '祖母绿', 'Lục Bảo', 'エメラルドの', 'มรกต', 'Esmeraldang', 'Zamrud'],
  ['Midnight', '午夜', 'Nửa Đêm', '真夜中の', 'เที่ยงคืน', 'Hatinggabing', 'Tengah Malam'],
  ['Sunny', '阳光', 'Nắng Vàng', '陽だまりの', 'แดดจ้า', 'Maaraw na', 'Cerah'],
  ['Diamond', '钻石', 'Kim Cương', 'ダイヤの', 'เพชร', 'Diyamanteng', 'Berlian'],
  ['Fiery', '火焰', 'Bốc Lửa', '炎の', 'เพลิง', 'Maapoy na', 'Berapi'],
  ['Twin', '双子', 'Song Sinh', '双子の', 'แฝด', 'Kambal na', 'Kembar'],
  ['Magic', '魔法', 'Phép Thuật', '魔法の', 'เวทมนตร์', 'Mahikang', 'Ajaib'],
  ['Grand', '盛大', 'Vĩ Đại', 'グランド', 'ยิ่งใหญ่', 'Engrandeng', 'Agung'],
  ['Secret', '秘密', 'Bí Mật', '秘密の', 'ลับ', 'Lihim na', 'Rahasia'],
  ['Eternal', '永恒', 'Vĩnh Cửu', '永遠の', 'นิรันดร์', 'Walang Hanggang', 'Abadi'],
  ['Neon', '霓虹', 'Neon', 'ネオンの', 'นีออน', 'Neon na', 'Neon'],
  ['Stormy', '风暴', 'Bão Tố', '嵐の', 'พายุ', 'Mabagyong', 'Badai'],
];

/** Slot-name nouns. */
export const NOUNS: readonly Words[] = [
  ['Dragon', '龙', 'Rồng', 'ドラゴン', 'มังกร', 'Dragon', 'Naga'],
  ['Tiger', '虎', 'Hổ', 'タイガー', 'เสือ', 'Tigre', 'Harimau'],
  ['Phoenix', '凤凰', 'Phượng Hoàng', 'フェニックス', 'หงส์', 'Phoenix', 'Phoenix'],
  ['Panda', '熊猫', 'Gấu Trúc', 'パンダ', 'แพนด้า', 'Panda', 'Panda'],
  ['Lotus', '莲花', 'Hoa Sen', '蓮', 'ดอกบัว', 'Lotus', 'Teratai'],
  ['Koi', '锦鲤', 'Cá Chép', '鯉', 'ปลาคาร์ป', 'Koi', 'Koi'],
  ['Treasure', '宝藏', 'Kho Báu', '財宝', 'สมบัติ', 'Kayamanan', 'Harta Karun'],
  ['Temple', '神殿', 'Đền Thờ', '神殿', 'วิหาร', 'Templo', 'Kuil'],
  ['Empire', '帝国', 'Đế Chế', '帝国', 'จักรวรรดิ', 'Imperyo', 'Kekaisaran'],
  ['Jungle', '丛林', 'Rừng Rậm', 'ジャングル', 'ป่า', 'Gubat', 'Rimba'],
  ['Ocean', '海洋', 'Đại Dương', '大海', 'มหาสมุทร', 'Karagatan', 'Samudra'],
  ['Pearl', '珍珠', 'Ngọc Trai', '真珠', 'ไข่มุก', 'Perlas', 'Mutiara'],
  ['Crown', '王冠', 'Vương Miện', '王冠', 'มงกุฎ', 'Korona', 'Mahkota'],
  ['Lantern', '灯笼', 'Đèn Lồng', 'ランタン', 'โคมไฟ', 'Parol', 'Lentera'],
  ['Fortune', '财富', 'Tài Lộc', '富', 'โชคลาภ', 'Kapalaran', 'Rezeki'],
  ['Pharaoh', '法老', 'Pharaoh', 'ファラオ', 'ฟาโรห์', 'Paraon', 'Firaun'],
  ['Samurai', '武士', 'Samurai', '侍', 'ซามูไร', 'Samurai', 'Samurai'],
  ['Wolf', '狼', 'Sói', 'ウルフ', 'หมาป่า', 'Lobo', 'Serigala'],
  ['Eagle', '雄鹰', 'Đại Bàng', 'イーグル', 'อินทรี', 'Agila', 'Elang'],
  ['Buffalo', '水牛', 'Trâu Rừng', 'バッファロー', 'ควาย', 'Kalabaw', 'Kerbau'],
  ['Volcano', '火山', 'Núi Lửa', '火山', 'ภูเขาไฟ', 'Bulkan', 'Gunung Api'],
  ['Garden', '花园', 'Khu Vườn', '庭園', 'สวน', 'Hardin', 'Taman'],
  ['Galaxy', '银河', 'Thiên Hà', '銀河', 'กาแล็กซี', 'Galaksiya', 'Galaksi'],
  ['Pirate', '海盗', 'Cướp Biển', '海賊', 'โจรสลัด', 'Pirata', 'Bajak Laut'],
  ['Genie', '精灵', 'Thần Đèn', 'ジーニー', 'ยักษ์จินนี่', 'Genie', 'Jin'],
  ['Unicorn', '独角兽', 'Kỳ Lân', 'ユニコーン', 'ยูนิคอร์น', 'Unicorn', 'Unikorn'],
  ['Castle', '城堡', 'Lâu Đài', '城', 'ปราสาท', 'Kastilyo', 'Istana'],
  ['Fruit', '水果', 'Trái Cây', 'フルーツ', 'ผลไม้', 'Prutas', 'Buah'],
  ['Candy', '糖果', 'Kẹo Ngọt', 'キャンディ', 'ลูกอม', 'Kendi', 'Permen'],
  ['Star', '星辰', 'Ngôi Sao', 'スター', 'ดวงดาว', 'Bituin', 'Bintang'],
  ['Moon', '月亮', 'Mặt Trăng', '月', 'ดวงจันทร์', 'Buwan', 'Bulan'],
  ['Sun', '太阳', 'Mặt Trời', '太陽', 'ดวงอาทิตย์', 'Araw', 'Matahari'],
  ['Gem', '宝石', 'Đá Quý', '宝石', 'อัญมณี', 'Hiyas', 'Permata'],
  ['Horse', '骏马', 'Tuấn Mã', '駿馬', 'ม้า', 'Kabayo', 'Kuda'],
  ['Monkey', '猴王', 'Khỉ', 'モンキー', 'ลิง', 'Unggoy', 'Monyet'],
  ['Fox', '狐狸', 'Cáo', 'キツネ', 'จิ้งจอก', 'Soro', 'Rubah'],
  ['Owl', '猫头鹰', 'Cú Mèo', 'フクロウ', 'นกฮูก', 'Kuwago', 'Burung Hantu'],
  ['Rose', '玫瑰', 'Hoa Hồng', 'バラ', 'กุหลาบ', 'Rosas', 'Mawar'],
  ['Bell', '铃铛', 'Chuông', 'ベル', 'ระฆัง', 'Kampana', 'Lonceng'],
  ['Vault', '金库', 'Kho Vàng', '金庫', 'ห้องนิรภัย', 'Bodega', 'Brankas'],
];

/** Slot-name endings; the first is none. */
export const SUFFIXES: readonly Words[] = [
  ['', '', '', '', '', '', ''],
  ['Deluxe', '豪华版', 'Cao Cấp', 'デラックス', 'ดีลักซ์', 'Deluxe', 'Deluxe'],
  ['Riches', '财富', 'Giàu Sang', 'リッチ', 'มั่งคั่ง', 'Yaman', 'Kekayaan'],
  ['Legends', '传奇', 'Huyền Thoại', 'レジェンド', 'ตำนาน', 'Alamat', 'Legenda'],
  ['Quest', '探险', 'Phiêu Lưu', 'クエスト', 'ผจญภัย', 'Pakikipagsapalaran', 'Petualangan'],
  ['Party', '派对', 'Lễ Hội', 'パーティー', 'ปาร์ตี้', 'Party', 'Pesta'],
  ['Rush', '狂潮', 'Cơn Sốt', 'ラッシュ', 'ทะลัก', 'Dagsa', 'Serbu'],
  ['Kingdom', '王国', 'Vương Quốc', '王国', 'อาณาจักร', 'Kaharian', 'Kerajaan Raya'],
  ['Mania', '狂热', 'Cuồng Nhiệt', 'マニア', 'คลั่งไคล้', 'Kahibangan', 'Mania'],
  ['Nights', '之夜', 'Đêm Hội', 'ナイト', 'ราตรี', 'Gabi', 'Malam'],
];

/** Composes a slot name in one language; the word order follows the language. */
export function composeSlotName(lang: Language, adj: string, noun: string, suffix: string): string {
  const parts = (() => {
    switch (lang) {
      case 'CN':
      case 'JA':
        return [`${adj}${noun}${suffix}`];
      case 'VI':
      case 'TH':
      case 'ID':
        return [noun, adj, suffix];
      default:
        return [adj, noun, suffix];
    }
  })();
  const sep = lang === 'TH' ? '' : ' ';
  return parts
    .filter((p) => p !== '')
    .join(sep)
    .replace(/\s+/g, ' ')
    .trim();
}
