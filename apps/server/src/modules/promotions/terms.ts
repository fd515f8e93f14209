/**
 * A promotion's rules in words, in the reader's language (promotions.detail `terms`, the back office's
 * preview, invite friends). The templates live here, one table per language; `{name}` placeholders are
 * filled from the rules (major units, formatted in the reader's language with the brand's currency).
 */

import type { TEligibility, TPromotionRules, TWagering } from '@app/contracts/calls/promotion-shapes';
import { interpolate } from '@app/contracts/interpolate';
import { LANGUAGE_TAGS, type Language } from '@app/contracts/languages';

type Key =
  | 'tier'
  | 'firstOnly'
  | 'chooseAtDeposit'
  | 'rebateRate'
  | 'cashbackRate'
  | 'daily'
  | 'weekly'
  | 'minPayout'
  | 'cap'
  | 'appReward'
  | 'appImages'
  | 'appNoImages'
  | 'appContact'
  | 'raffleBet'
  | 'raffleDeposit'
  | 'raffleDraw'
  | 'rafflePrize'
  | 'envTimes'
  | 'envPool'
  | 'refReward'
  | 'refMax'
  | 'cash'
  | 'wagerBonus'
  | 'wagerBonusDeposit'
  | 'maxBet'
  | 'maxWin'
  | 'contributions'
  | 'newMembers'
  | 'vip'
  | 'tags'
  | 'once'
  | 'onceDaily'
  | 'onceWeekly'
  | 'unlimited'
  | 'why_sign_in'
  | 'why_not_started'
  | 'why_ended'
  | 'why_new_members'
  | 'why_vip'
  | 'why_tags'
  | 'why_taken'
  | 'why_first_deposit'
  | 'why_bonus_active'
  | 'why_auto'
  | 'list_sep';

type Cat = 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'ESPORTS' | 'FISH' | 'RNG' | 'PVP' | 'DS88';

const EN: Record<Key, string> = {
  tier: 'Deposit {min} or more: {pct}% bonus, up to {cap}',
  firstOnly: 'For your first deposit only',
  chooseAtDeposit: 'Choose this bonus in the deposit form before you deposit',
  rebateRate: '{rate}% of your valid bets on {category}',
  cashbackRate: '{rate}% of your net loss on {category}',
  daily: 'Paid every day to your reward centre',
  weekly: 'Paid every Monday to your reward centre',
  minPayout: 'Paid from {amount}',
  cap: 'At most {amount} per period',
  appReward: 'A reward of up to {amount} once staff approve your application',
  appImages: 'Attach up to {count} images (PNG or JPG, 5 MB each) and a comment of at most 140 characters',
  appNoImages: 'Apply with a comment of at most 140 characters',
  appContact: 'Give your Zalo or WhatsApp ID to redeem it',
  raffleBet: 'One ticket for every {amount} of valid bets',
  raffleDeposit: 'One ticket for every {amount} deposited',
  raffleDraw: 'Drawn on {time}; the seed hash is published now and the seed after the draw',
  rafflePrize: 'Prize {rank}: {amount} for {count} winner(s)',
  envTimes: 'Red envelopes open every day at {times} for {minutes} minutes',
  envPool: '{shares} envelopes share {amount} each round',
  refReward: '{amount} for each friend whose first deposit reaches {min}',
  refMax: 'Rewarded for up to {count} friends',
  cash: 'Paid as cash, with no wagering',
  wagerBonus: 'Wager {multiple}x the bonus within {days} days to turn it into cash',
  wagerBonusDeposit: 'Wager {multiple}x the bonus plus the deposit within {days} days to turn it into cash',
  maxBet: 'While wagering, one bet may stake at most {amount}',
  maxWin: 'At most {amount} becomes cash',
  contributions: 'Counts toward wagering: {list}',
  newMembers: 'For members who registered in the last {days} days',
  vip: 'For VIP level {level} and above',
  tags: 'For selected members only',
  once: 'Once per member',
  onceDaily: 'Once a day',
  onceWeekly: 'Once a week',
  unlimited: 'No limit on taking part',
  why_sign_in: 'Sign in to take part.',
  why_not_started: 'This promotion has not started yet.',
  why_ended: 'This promotion has ended.',
  why_new_members: 'This promotion is for newly registered members.',
  why_vip: 'Your VIP level is too low for this promotion.',
  why_tags: 'This promotion is for selected members only.',
  why_taken: 'You have already taken part in this promotion.',
  why_first_deposit: 'This bonus is for the first deposit only.',
  why_bonus_active: 'Finish or give up the bonus you are wagering first.',
  why_auto: 'You take part automatically.',
  list_sep: ', ',
};

const CN: Record<Key, string> = {
  tier: '存款 {min} 或以上：{pct}% 红利，最高 {cap}',
  firstOnly: '仅限首次存款',
  chooseAtDeposit: '存款前在存款表单中选择此红利',
  rebateRate: '{category} 有效投注的 {rate}%',
  cashbackRate: '{category} 净输额的 {rate}%',
  daily: '每日发放至奖励中心',
  weekly: '每周一发放至奖励中心',
  minPayout: '满 {amount} 发放',
  cap: '每期最高 {amount}',
  appReward: '申请经审核通过后，奖励最高 {amount}',
  appImages: '最多上传 {count} 张图片（PNG 或 JPG，每张 5 MB），留言不超过 140 字',
  appNoImages: '申请时留言不超过 140 字',
  appContact: '领取时需提供 Zalo 或 WhatsApp 账号',
  raffleBet: '每 {amount} 有效投注得一张抽奖券',
  raffleDeposit: '每存款 {amount} 得一张抽奖券',
  raffleDraw: '于 {time} 开奖；种子哈希现已公布，开奖后公布种子',
  rafflePrize: '第 {rank} 名奖：{amount}，共 {count} 名',
  envTimes: '红包每天 {times} 开放，持续 {minutes} 分钟',
  envPool: '每轮 {shares} 个红包瓜分 {amount}',
  refReward: '好友首存达 {min}，每位好友奖励 {amount}',
  refMax: '最多奖励 {count} 位好友',
  cash: '以现金发放，无需流水',
  wagerBonus: '{days} 天内完成红利 {multiple} 倍流水即可转为现金',
  wagerBonusDeposit: '{days} 天内完成（红利 + 存款）{multiple} 倍流水即可转为现金',
  maxBet: '流水期间单注最高 {amount}',
  maxWin: '最多 {amount} 转为现金',
  contributions: '流水计算比例：{list}',
  newMembers: '限最近 {days} 天内注册的会员',
  vip: '限 VIP {level} 级及以上',
  tags: '仅限指定会员',
  once: '每位会员限一次',
  onceDaily: '每天一次',
  onceWeekly: '每周一次',
  unlimited: '参与次数不限',
  why_sign_in: '请登录后参与。',
  why_not_started: '该活动尚未开始。',
  why_ended: '该活动已结束。',
  why_new_members: '该活动仅限新注册会员。',
  why_vip: '您的 VIP 等级不足以参与该活动。',
  why_tags: '该活动仅限指定会员。',
  why_taken: '您已参与过该活动。',
  why_first_deposit: '该红利仅限首次存款。',
  why_bonus_active: '请先完成或放弃正在进行流水的红利。',
  why_auto: '您将自动参与。',
  list_sep: '，',
};

const VI: Record<Key, string> = {
  tier: 'Nạp từ {min}: thưởng {pct}%, tối đa {cap}',
  firstOnly: 'Chỉ áp dụng cho lần nạp đầu tiên',
  chooseAtDeposit: 'Chọn khuyến mãi này trong biểu mẫu nạp tiền trước khi nạp',
  rebateRate: '{rate}% cược hợp lệ của bạn ở {category}',
  cashbackRate: '{rate}% số tiền thua ròng của bạn ở {category}',
  daily: 'Trả hằng ngày vào trung tâm phần thưởng',
  weekly: 'Trả mỗi thứ Hai vào trung tâm phần thưởng',
  minPayout: 'Trả từ {amount}',
  cap: 'Tối đa {amount} mỗi kỳ',
  appReward: 'Thưởng tối đa {amount} khi đơn của bạn được duyệt',
  appImages: 'Đính kèm tối đa {count} ảnh (PNG hoặc JPG, mỗi ảnh 5 MB) và bình luận tối đa 140 ký tự',
  appNoImages: 'Đăng ký kèm bình luận tối đa 140 ký tự',
  appContact: 'Cung cấp ID Zalo hoặc WhatsApp để nhận thưởng',
  raffleBet: 'Một vé cho mỗi {amount} cược hợp lệ',
  raffleDeposit: 'Một vé cho mỗi {amount} tiền nạp',
  raffleDraw: 'Quay thưởng lúc {time}; mã băm của hạt giống được công bố ngay, hạt giống sau khi quay',
  rafflePrize: 'Giải {rank}: {amount} cho {count} người thắng',
  envTimes: 'Lì xì mở mỗi ngày lúc {times} trong {minutes} phút',
  envPool: '{shares} phong bao chia {amount} mỗi vòng',
  refReward: '{amount} cho mỗi người bạn có lần nạp đầu đạt {min}',
  refMax: 'Thưởng tối đa cho {count} người bạn',
  cash: 'Trả bằng tiền mặt, không cần cược',
  wagerBonus: 'Cược {multiple} lần tiền thưởng trong {days} ngày để đổi thành tiền mặt',
  wagerBonusDeposit: 'Cược {multiple} lần (thưởng + tiền nạp) trong {days} ngày để đổi thành tiền mặt',
  maxBet: 'Trong khi cược, mỗi cược tối đa {amount}',
  maxWin: 'Tối đa {amount} được đổi thành tiền mặt',
  contributions: 'Tính vào doanh số cược: {list}',
  newMembers: 'Dành cho thành viên đăng ký trong {days} ngày qua',
  vip: 'Dành cho VIP cấp {level} trở lên',
  tags: 'Chỉ dành cho thành viên được chọn',
  once: 'Mỗi thành viên một lần',
  onceDaily: 'Mỗi ngày một lần',
  onceWeekly: 'Mỗi tuần một lần',
  unlimited: 'Không giới hạn số lần tham gia',
  why_sign_in: 'Đăng nhập để tham gia.',
  why_not_started: 'Khuyến mãi này chưa bắt đầu.',
  why_ended: 'Khuyến mãi này đã kết thúc.',
  why_new_members: 'Khuyến mãi này dành cho thành viên mới đăng ký.',
  why_vip: 'Cấp VIP của bạn chưa đủ cho khuyến mãi này.',
  why_tags: 'Khuyến mãi này chỉ dành cho thành viên được chọn.',
  why_taken: 'Bạn đã tham gia khuyến mãi này.',
  why_first_deposit: 'Khuyến mãi này chỉ dành cho lần nạp đầu tiên.',
  why_bonus_active: 'Hãy hoàn thành hoặc từ bỏ khoản thưởng đang cược trước.',
  why_auto: 'Bạn được tham gia tự động.',
  list_sep: ', ',
};

const JA: Record<Key, string> = {
  tier: '{min} 以上の入金：{pct}% ボーナス（上限 {cap}）',
  firstOnly: '初回入金のみ対象',
  chooseAtDeposit: '入金前に入金フォームでこのボーナスを選択してください',
  rebateRate: '{category} の有効ベットの {rate}%',
  cashbackRate: '{category} の純損失の {rate}%',
  daily: '毎日リワードセンターに付与',
  weekly: '毎週月曜日にリワードセンターに付与',
  minPayout: '{amount} から付与',
  cap: '1 期間あたり最大 {amount}',
  appReward: '申請が承認されると最大 {amount} の報酬',
  appImages: '画像は最大 {count} 枚（PNG または JPG、各 5 MB）、コメントは 140 文字まで',
  appNoImages: '140 文字以内のコメントを添えて申請',
  appContact: '受け取りには Zalo または WhatsApp の ID が必要です',
  raffleBet: '有効ベット {amount} ごとにチケット 1 枚',
  raffleDeposit: '入金 {amount} ごとにチケット 1 枚',
  raffleDraw: '{time} に抽選。シードのハッシュは今公開、シードは抽選後に公開',
  rafflePrize: '{rank} 等：{amount}（{count} 名）',
  envTimes: 'お年玉は毎日 {times} に {minutes} 分間開きます',
  envPool: '毎回 {shares} 個のお年玉で {amount} を分け合います',
  refReward: '初回入金が {min} に達した友達 1 人につき {amount}',
  refMax: '報酬の対象は最大 {count} 人まで',
  cash: '現金で付与、賭け条件なし',
  wagerBonus: '{days} 日以内にボーナスの {multiple} 倍を賭けると現金に変わります',
  wagerBonusDeposit: '{days} 日以内に（ボーナス + 入金）の {multiple} 倍を賭けると現金に変わります',
  maxBet: '賭け条件の消化中、1 回のベットは最大 {amount}',
  maxWin: '現金に変わるのは最大 {amount}',
  contributions: '賭け条件への反映率：{list}',
  newMembers: '登録から {days} 日以内の会員が対象',
  vip: 'VIP レベル {level} 以上が対象',
  tags: '選ばれた会員のみ対象',
  once: '会員 1 人につき 1 回',
  onceDaily: '1 日 1 回',
  onceWeekly: '週 1 回',
  unlimited: '参加回数の制限なし',
  why_sign_in: '参加するにはログインしてください。',
  why_not_started: 'このプロモーションはまだ始まっていません。',
  why_ended: 'このプロモーションは終了しました。',
  why_new_members: 'このプロモーションは新規登録の会員が対象です。',
  why_vip: 'VIP レベルが足りません。',
  why_tags: 'このプロモーションは選ばれた会員のみ対象です。',
  why_taken: 'このプロモーションには参加済みです。',
  why_first_deposit: 'このボーナスは初回入金のみ対象です。',
  why_bonus_active: '賭け条件を消化中のボーナスを先に完了するか放棄してください。',
  why_auto: '自動的に参加します。',
  list_sep: '、',
};

const TH: Record<Key, string> = {
  tier: 'ฝาก {min} ขึ้นไป: โบนัส {pct}% สูงสุด {cap}',
  firstOnly: 'สำหรับการฝากครั้งแรกเท่านั้น',
  chooseAtDeposit: 'เลือกโบนัสนี้ในแบบฟอร์มฝากเงินก่อนฝาก',
  rebateRate: '{rate}% ของยอดเดิมพันที่ถูกต้องใน {category}',
  cashbackRate: '{rate}% ของยอดเสียสุทธิใน {category}',
  daily: 'จ่ายทุกวันเข้าศูนย์รางวัล',
  weekly: 'จ่ายทุกวันจันทร์เข้าศูนย์รางวัล',
  minPayout: 'จ่ายเมื่อถึง {amount}',
  cap: 'สูงสุด {amount} ต่องวด',
  appReward: 'รางวัลสูงสุด {amount} เมื่อทีมงานอนุมัติคำขอ',
  appImages: 'แนบรูปได้สูงสุด {count} รูป (PNG หรือ JPG รูปละ 5 MB) และความคิดเห็นไม่เกิน 140 ตัวอักษร',
  appNoImages: 'สมัครพร้อมความคิดเห็นไม่เกิน 140 ตัวอักษร',
  appContact: 'ระบุ Zalo หรือ WhatsApp ID เพื่อรับรางวัล',
  raffleBet: 'หนึ่งตั๋วต่อยอดเดิมพันที่ถูกต้องทุก {amount}',
  raffleDeposit: 'หนึ่งตั๋วต่อยอดฝากทุก {amount}',
  raffleDraw: 'จับรางวัล {time}; เผยแพร่แฮชของซีดแล้ว และเผยแพร่ซีดหลังจับรางวัล',
  rafflePrize: 'รางวัลที่ {rank}: {amount} จำนวน {count} รางวัล',
  envTimes: 'อั่งเปาเปิดทุกวันเวลา {times} นาน {minutes} นาที',
  envPool: 'อั่งเปา {shares} ซองแบ่ง {amount} ในแต่ละรอบ',
  refReward: '{amount} ต่อเพื่อนหนึ่งคนที่ฝากครั้งแรกถึง {min}',
  refMax: 'ได้รับรางวัลสูงสุด {count} คน',
  cash: 'จ่ายเป็นเงินสด ไม่ต้องทำเทิร์น',
  wagerBonus: 'ทำเทิร์น {multiple} เท่าของโบนัสภายใน {days} วันเพื่อเปลี่ยนเป็นเงินสด',
  wagerBonusDeposit: 'ทำเทิร์น {multiple} เท่าของ (โบนัส + ยอดฝาก) ภายใน {days} วันเพื่อเปลี่ยนเป็นเงินสด',
  maxBet: 'ระหว่างทำเทิร์น เดิมพันต่อครั้งสูงสุด {amount}',
  maxWin: 'เปลี่ยนเป็นเงินสดได้สูงสุด {amount}',
  contributions: 'สัดส่วนที่นับเป็นเทิร์น: {list}',
  newMembers: 'สำหรับสมาชิกที่สมัครภายใน {days} วันที่ผ่านมา',
  vip: 'สำหรับ VIP ระดับ {level} ขึ้นไป',
  tags: 'สำหรับสมาชิกที่ได้รับเลือกเท่านั้น',
  once: 'สมาชิกละหนึ่งครั้ง',
  onceDaily: 'วันละหนึ่งครั้ง',
  onceWeekly: 'สัปดาห์ละหนึ่งครั้ง',
  unlimited: 'ไม่จำกัดจำนวนครั้ง',
  why_sign_in: 'กรุณาเข้าสู่ระบบเพื่อเข้าร่วม',
  why_not_started: 'โปรโมชั่นนี้ยังไม่เริ่ม',
  why_ended: 'โปรโมชั่นนี้สิ้นสุดแล้ว',
  why_new_members: 'โปรโมชั่นนี้สำหรับสมาชิกใหม่',
  why_vip: 'ระดับ VIP ของคุณยังไม่ถึง',
  why_tags: 'โปรโมชั่นนี้สำหรับสมาชิกที่ได้รับเลือกเท่านั้น',
  why_taken: 'คุณเข้าร่วมโปรโมชั่นนี้แล้ว',
  why_first_deposit: 'โบนัสนี้สำหรับการฝากครั้งแรกเท่านั้น',
  why_bonus_active: 'กรุณาทำโบนัสที่กำลังทำเทิร์นให้เสร็จหรือยกเลิกก่อน',
  why_auto: 'คุณเข้าร่วมโดยอัตโนมัติ',
  list_sep: ', ',
};

const TY: Record<Key, string> = {
  tier: 'Mag-deposit ng {min} o higit pa: {pct}% na bonus, hanggang {cap}',
  firstOnly: 'Para sa unang deposito lamang',
  chooseAtDeposit: 'Piliin ang bonus na ito sa deposit form bago mag-deposit',
  rebateRate: '{rate}% ng iyong valid na taya sa {category}',
  cashbackRate: '{rate}% ng iyong net na talo sa {category}',
  daily: 'Ibinibigay araw-araw sa iyong reward center',
  weekly: 'Ibinibigay tuwing Lunes sa iyong reward center',
  minPayout: 'Ibinibigay mula {amount}',
  cap: 'Hanggang {amount} bawat panahon',
  appReward: 'Gantimpala na hanggang {amount} kapag inaprubahan ng staff ang iyong aplikasyon',
  appImages: 'Maglakip ng hanggang {count} larawan (PNG o JPG, tig-5 MB) at komentong hanggang 140 karakter',
  appNoImages: 'Mag-apply na may komentong hanggang 140 karakter',
  appContact: 'Ibigay ang iyong Zalo o WhatsApp ID para makuha ito',
  raffleBet: 'Isang tiket sa bawat {amount} na valid na taya',
  raffleDeposit: 'Isang tiket sa bawat {amount} na dineposito',
  raffleDraw: 'Bubunutin sa {time}; inilathala na ang hash ng seed, at ang seed pagkatapos ng bunutan',
  rafflePrize: 'Premyo {rank}: {amount} para sa {count} nanalo',
  envTimes: 'Bumubukas ang mga red envelope araw-araw nang {times} sa loob ng {minutes} minuto',
  envPool: '{shares} envelope ang naghahati sa {amount} bawat round',
  refReward: '{amount} para sa bawat kaibigang umabot sa {min} ang unang deposito',
  refMax: 'Gantimpala para sa hanggang {count} kaibigan',
  cash: 'Ibinibigay bilang cash, walang wagering',
  wagerBonus: 'Tumaya ng {multiple}x ng bonus sa loob ng {days} araw para maging cash ito',
  wagerBonusDeposit: 'Tumaya ng {multiple}x ng bonus at deposito sa loob ng {days} araw para maging cash ito',
  maxBet: 'Habang nagwa-wager, hanggang {amount} lamang bawat taya',
  maxWin: 'Hanggang {amount} lamang ang nagiging cash',
  contributions: 'Bilang sa wagering: {list}',
  newMembers: 'Para sa mga miyembrong nagparehistro sa nakaraang {days} araw',
  vip: 'Para sa VIP level {level} pataas',
  tags: 'Para sa mga piling miyembro lamang',
  once: 'Isang beses bawat miyembro',
  onceDaily: 'Isang beses bawat araw',
  onceWeekly: 'Isang beses bawat linggo',
  unlimited: 'Walang limitasyon sa pagsali',
  why_sign_in: 'Mag-sign in para sumali.',
  why_not_started: 'Hindi pa nagsisimula ang promosyong ito.',
  why_ended: 'Tapos na ang promosyong ito.',
  why_new_members: 'Para sa mga bagong miyembro ang promosyong ito.',
  why_vip: 'Kulang ang iyong VIP level para sa promosyong ito.',
  why_tags: 'Para sa mga piling miyembro lamang ang promosyong ito.',
  why_taken: 'Nakasali ka na sa promosyong ito.',
  why_first_deposit: 'Para sa unang deposito lamang ang bonus na ito.',
  why_bonus_active: 'Tapusin o isuko muna ang bonus na iyong winawager.',
  why_auto: 'Awtomatiko kang kasali.',
  list_sep: ', ',
};

const ID: Record<Key, string> = {
  tier: 'Deposit {min} atau lebih: bonus {pct}%, hingga {cap}',
  firstOnly: 'Hanya untuk deposit pertama',
  chooseAtDeposit: 'Pilih bonus ini di formulir deposit sebelum melakukan deposit',
  rebateRate: '{rate}% dari taruhan valid Anda di {category}',
  cashbackRate: '{rate}% dari kekalahan bersih Anda di {category}',
  daily: 'Dibayar setiap hari ke pusat hadiah',
  weekly: 'Dibayar setiap Senin ke pusat hadiah',
  minPayout: 'Dibayar mulai {amount}',
  cap: 'Paling banyak {amount} per periode',
  appReward: 'Hadiah hingga {amount} setelah staf menyetujui pengajuan Anda',
  appImages: 'Lampirkan hingga {count} gambar (PNG atau JPG, masing-masing 5 MB) dan komentar maksimal 140 karakter',
  appNoImages: 'Ajukan dengan komentar maksimal 140 karakter',
  appContact: 'Berikan ID Zalo atau WhatsApp Anda untuk menukarkannya',
  raffleBet: 'Satu tiket untuk setiap {amount} taruhan valid',
  raffleDeposit: 'Satu tiket untuk setiap {amount} yang didepositkan',
  raffleDraw: 'Diundi pada {time}; hash seed diumumkan sekarang dan seed setelah undian',
  rafflePrize: 'Hadiah {rank}: {amount} untuk {count} pemenang',
  envTimes: 'Angpao dibuka setiap hari pukul {times} selama {minutes} menit',
  envPool: '{shares} angpao berbagi {amount} setiap putaran',
  refReward: '{amount} untuk setiap teman yang deposit pertamanya mencapai {min}',
  refMax: 'Hadiah untuk hingga {count} teman',
  cash: 'Dibayar tunai, tanpa syarat taruhan',
  wagerBonus: 'Pertaruhkan {multiple}x bonus dalam {days} hari untuk mengubahnya menjadi uang tunai',
  wagerBonusDeposit:
    'Pertaruhkan {multiple}x bonus plus deposit dalam {days} hari untuk mengubahnya menjadi uang tunai',
  maxBet: 'Selama syarat taruhan, satu taruhan paling banyak {amount}',
  maxWin: 'Paling banyak {amount} menjadi uang tunai',
  contributions: 'Dihitung untuk syarat taruhan: {list}',
  newMembers: 'Untuk anggota yang mendaftar dalam {days} hari terakhir',
  vip: 'Untuk VIP level {level} ke atas',
  tags: 'Hanya untuk anggota terpilih',
  once: 'Sekali per anggota',
  onceDaily: 'Sekali sehari',
  onceWeekly: 'Sekali seminggu',
  unlimited: 'Tanpa batas keikutsertaan',
  why_sign_in: 'Masuk untuk ikut serta.',
  why_not_started: 'Promosi ini belum dimulai.',
  why_ended: 'Promosi ini telah berakhir.',
  why_new_members: 'Promosi ini untuk anggota yang baru mendaftar.',
  why_vip: 'Level VIP Anda belum cukup untuk promosi ini.',
  why_tags: 'Promosi ini hanya untuk anggota terpilih.',
  why_taken: 'Anda sudah ikut serta dalam promosi ini.',
  why_first_deposit: 'Bonus ini hanya untuk deposit pertama.',
  why_bonus_active: 'Selesaikan atau lepaskan bonus yang sedang Anda pertaruhkan terlebih dahulu.',
  why_auto: 'Anda ikut serta secara otomatis.',
  list_sep: ', ',
};

const CATS: Record<Language, Record<Cat, string>> = {
  EN: {
    ELOTT: 'e-lottery',
    LOTT: 'lottery',
    LIVE: 'live casino',
    SPORTS: 'sports',
    ESPORTS: 'e-sports',
    FISH: 'fishing',
    RNG: 'slots',
    PVP: 'card games',
    DS88: 'cockfighting',
  },
  CN: {
    ELOTT: '电子彩票',
    LOTT: '彩票',
    LIVE: '真人娱乐',
    SPORTS: '体育',
    ESPORTS: '电竞',
    FISH: '捕鱼',
    RNG: '电子游戏',
    PVP: '棋牌',
    DS88: '斗鸡',
  },
  VI: {
    ELOTT: 'xổ số điện tử',
    LOTT: 'xổ số',
    LIVE: 'casino trực tiếp',
    SPORTS: 'thể thao',
    ESPORTS: 'thể thao điện tử',
    FISH: 'bắn cá',
    RNG: 'slot',
    PVP: 'game bài',
    DS88: 'đá gà',
  },
  JA: {
    ELOTT: '電子宝くじ',
    LOTT: '宝くじ',
    LIVE: 'ライブカジノ',
    SPORTS: 'スポーツ',
    ESPORTS: 'eスポーツ',
    FISH: 'フィッシング',
    RNG: 'スロット',
    PVP: 'カードゲーム',
    DS88: '闘鶏',
  },
  TH: {
    ELOTT: 'หวยออนไลน์',
    LOTT: 'หวย',
    LIVE: 'คาสิโนสด',
    SPORTS: 'กีฬา',
    ESPORTS: 'อีสปอร์ต',
    FISH: 'ยิงปลา',
    RNG: 'สล็อต',
    PVP: 'เกมไพ่',
    DS88: 'ชนไก่',
  },
  TY: {
    ELOTT: 'e-lottery',
    LOTT: 'lottery',
    LIVE: 'live casino',
    SPORTS: 'sports',
    ESPORTS: 'e-sports',
    FISH: 'pangingisda',
    RNG: 'slots',
    PVP: 'mga laro ng baraha',
    DS88: 'sabong',
  },
  ID: {
    ELOTT: 'lotre elektronik',
    LOTT: 'lotre',
    LIVE: 'kasino langsung',
    SPORTS: 'olahraga',
    ESPORTS: 'e-sports',
    FISH: 'tembak ikan',
    RNG: 'slot',
    PVP: 'permainan kartu',
    DS88: 'sabung ayam',
  },
};

const TEXTS: Record<Language, Record<Key, string>> = { EN, CN, VI, JA, TH, TY, ID };

/** Why a member may not take part, as a key of the tables above. */
export type IneligibleWhy =
  | 'sign_in'
  | 'not_started'
  | 'ended'
  | 'new_members'
  | 'vip'
  | 'tags'
  | 'taken'
  | 'first_deposit'
  | 'bonus_active';

/** The reason in the reader's language. */
export function whyText(why: IneligibleWhy, lang: Language): string {
  return TEXTS[lang][`why_${why}`];
}

export interface TermsFormat {
  lang: Language;
  currency: string;
  /** Brand offset from UTC, minutes (dates are shown in the brand's time). */
  offsetMinutes: number;
}

/** Every template key, for the test that checks each language has each. */
export const TERM_LANGUAGES = TEXTS;
export const CATEGORY_NAMES = CATS;

function money(v: number, f: TermsFormat): string {
  const n = new Intl.NumberFormat(LANGUAGE_TAGS[f.lang], { maximumFractionDigits: 4 }).format(v);
  return `${n} ${f.currency}`;
}

function pct(bp: number): string {
  return String(bp / 100);
}

function localTime(ms: number, offsetMinutes: number): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const off = Math.abs(offsetMinutes);
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())} (UTC${sign}${p(Math.floor(off / 60))}:${p(off % 60)})`;
}

function wageringTerms(w: TWagering, f: TermsFormat, t: Record<Key, string>): string[] {
  if (w.multiple === 0) return [t.cash];
  const lines = [
    interpolate(w.base === 'bonus' ? t.wagerBonus : t.wagerBonusDeposit, { multiple: w.multiple, days: w.expiresDays }),
  ];
  const contributions = Object.entries(w.contributions)
    .filter(([, v]) => v !== undefined)
    .map(([c, v]) => `${CATS[f.lang][c as Cat] ?? c} ${v}%`);
  if (contributions.length > 0) lines.push(interpolate(t.contributions, { list: contributions.join(t.list_sep) }));
  if (w.maxBet !== null) lines.push(interpolate(t.maxBet, { amount: money(w.maxBet, f) }));
  if (w.maxWin !== null) lines.push(interpolate(t.maxWin, { amount: money(w.maxWin, f) }));
  return lines;
}

function rateLines(rates: Partial<Record<string, number>>, template: string, f: TermsFormat): string[] {
  return Object.entries(rates)
    .filter(([, bp]) => bp !== undefined && bp > 0)
    .map(([c, bp]) => interpolate(template, { rate: pct(bp as number), category: CATS[f.lang][c as Cat] ?? c }));
}

/** The rules (major units) and eligibility in words, one line each, in the reader's language. */
export function termsOf(rules: TPromotionRules, eligibility: TEligibility, f: TermsFormat): string[] {
  const t = TEXTS[f.lang];
  const lines: string[] = [];
  switch (rules.kind) {
    case 'deposit':
    case 'first_deposit':
      for (const tier of rules.tiers) {
        lines.push(
          interpolate(t.tier, { min: money(tier.minDeposit, f), pct: pct(tier.matchBp), cap: money(tier.cap, f) }),
        );
      }
      if (rules.kind === 'first_deposit') lines.push(t.firstOnly);
      lines.push(t.chooseAtDeposit);
      break;
    case 'rebate':
    case 'cashback':
      lines.push(...rateLines(rules.rates, rules.kind === 'rebate' ? t.rebateRate : t.cashbackRate, f));
      lines.push(rules.period === 'daily' ? t.daily : t.weekly);
      if (rules.minPayout > 0) lines.push(interpolate(t.minPayout, { amount: money(rules.minPayout, f) }));
      if (rules.cap !== null) lines.push(interpolate(t.cap, { amount: money(rules.cap, f) }));
      break;
    case 'application':
      lines.push(interpolate(t.appReward, { amount: money(rules.reward, f) }));
      lines.push(rules.maxImages > 0 ? interpolate(t.appImages, { count: rules.maxImages }) : t.appNoImages);
      if (rules.needsContact) lines.push(t.appContact);
      break;
    case 'raffle':
      if (rules.validBetPerTicket !== null)
        lines.push(interpolate(t.raffleBet, { amount: money(rules.validBetPerTicket, f) }));
      if (rules.depositPerTicket !== null)
        lines.push(interpolate(t.raffleDeposit, { amount: money(rules.depositPerTicket, f) }));
      lines.push(interpolate(t.raffleDraw, { time: localTime(rules.drawAt, f.offsetMinutes) }));
      rules.prizes.forEach((p, i) => {
        lines.push(interpolate(t.rafflePrize, { rank: i + 1, amount: money(p.amount, f), count: p.count }));
      });
      break;
    case 'envelope':
      lines.push(interpolate(t.envTimes, { times: rules.times.join(t.list_sep), minutes: rules.windowMinutes }));
      lines.push(interpolate(t.envPool, { shares: rules.shares, amount: money(rules.pool, f) }));
      break;
    case 'referral':
      lines.push(interpolate(t.refReward, { amount: money(rules.reward, f), min: money(rules.minFirstDeposit, f) }));
      if (rules.maxFriends !== null) lines.push(interpolate(t.refMax, { count: rules.maxFriends }));
      break;
  }
  lines.push(...wageringTerms(rules.wagering, f, t));
  if (eligibility.newMembersDays !== null) lines.push(interpolate(t.newMembers, { days: eligibility.newMembersDays }));
  if (eligibility.minVipLevel > 0) lines.push(interpolate(t.vip, { level: eligibility.minVipLevel }));
  if (eligibility.tags.length > 0) lines.push(t.tags);
  const repeat = { once: t.once, daily: t.onceDaily, weekly: t.onceWeekly, unlimited: t.unlimited } as const;
  if (rules.kind !== 'rebate' && rules.kind !== 'cashback' && rules.kind !== 'referral') {
    lines.push(repeat[eligibility.repeat]);
  }
  return lines;
}
