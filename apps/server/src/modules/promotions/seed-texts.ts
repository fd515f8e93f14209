import type { Language } from '@app/contracts/languages';

/** The demo promotions' texts: [title, summary, body HTML] per language. */
export type DemoKey = 'welcome' | 'reload' | 'rebate' | 'cashback' | 'application' | 'raffle' | 'envelope' | 'referral';

type Texts = Record<DemoKey, [string, string, string]>;

const EN: Texts = {
  welcome: [
    'Welcome bonus 100%',
    'Double your first deposit, up to 500.',
    '<p>New here? Your <strong>first deposit</strong> is matched 100%, up to 500.</p><p>Choose the bonus in the deposit form. Wager it 10 times to turn it into cash.</p>',
  ],
  reload: [
    'Reload bonus up to 20%',
    'The more you deposit, the bigger the match.',
    '<p>Every deposit can bring a bonus: the higher the deposit, the higher the match.</p><ul><li>From 100: 10%</li><li>From 1,000: 15%</li><li>From 5,000: 20%</li></ul>',
  ],
  rebate: [
    'Daily rebate up to 1%',
    'A share of every valid bet back, every day.',
    '<p>Play as you like: every day we pay back part of your <em>valid bets</em> to your reward centre.</p>',
  ],
  cashback: [
    'Weekly cashback 5%',
    'A bad week? Get 5% of your net loss back on Monday.',
    '<p>Each Monday, 5% of last week\u2019s net loss on slots and live casino comes back to your reward centre.</p>',
  ],
  application: [
    'Share your big win',
    'Post a screenshot of your big win and get a reward.',
    '<p>Hit a big win? Send us a screenshot and a few words. Our team reviews each application within a day.</p>',
  ],
  raffle: [
    'Lucky raffle',
    'Earn tickets by playing and depositing. Drawn in 7 days.',
    '<p>Join the raffle, then every valid bet and deposit earns tickets. The draw is verifiable: the seed hash is published now.</p>',
  ],
  envelope: [
    'Red envelope rain',
    'Red envelopes open four times a day. Be quick!',
    '<p>At set times every day a round of red envelopes opens for 30 minutes. Open one for a random share of the pool.</p>',
  ],
  referral: [
    'Invite friends',
    'Get a reward for every friend who deposits.',
    '<p>Share your link. When a friend you invited makes a first deposit of 100 or more, you get 50.</p>',
  ],
};

const CN: Texts = {
  welcome: [
    '首存红利 100%',
    '首次存款翻倍，最高 500。',
    '<p>新会员？<strong>首次存款</strong>享 100% 红利，最高 500。</p><p>在存款表单中选择红利，完成 10 倍流水即可转为现金。</p>',
  ],
  reload: [
    '续存红利最高 20%',
    '存得越多，红利越高。',
    '<p>每次存款都可获得红利：存款越多，比例越高。</p><ul><li>100 起：10%</li><li>1,000 起：15%</li><li>5,000 起：20%</li></ul>',
  ],
  rebate: [
    '每日返水最高 1%',
    '每笔有效投注，每天返还一部分。',
    '<p>尽情游戏：我们每天将您<em>有效投注</em>的一部分返还到奖励中心。</p>',
  ],
  cashback: [
    '每周返现 5%',
    '手气不好？周一返还净输额的 5%。',
    '<p>每周一，上周电子游戏和真人娱乐净输额的 5% 返还到您的奖励中心。</p>',
  ],
  application: [
    '晒出您的大奖',
    '上传大奖截图即可获得奖励。',
    '<p>中了大奖？发送截图并留言。我们的团队会在一天内审核每份申请。</p>',
  ],
  raffle: [
    '幸运抽奖',
    '游戏和存款即可获得抽奖券，7 天后开奖。',
    '<p>参加抽奖后，每笔有效投注和存款都能获得抽奖券。开奖可验证：种子哈希现已公布。</p>',
  ],
  envelope: [
    '红包雨',
    '红包每天开放四次，手快有手慢无！',
    '<p>每天定时开放一轮红包，持续 30 分钟。打开红包即可随机分得奖池的一份。</p>',
  ],
  referral: [
    '邀请好友',
    '每位存款的好友都能为您带来奖励。',
    '<p>分享您的链接。您邀请的好友首存 100 或以上，您即可获得 50。</p>',
  ],
};

const VI: Texts = {
  welcome: [
    'Thưởng chào mừng 100%',
    'Nhân đôi lần nạp đầu, tối đa 500.',
    '<p>Bạn mới đến? <strong>Lần nạp đầu tiên</strong> được thưởng 100%, tối đa 500.</p><p>Chọn khuyến mãi trong biểu mẫu nạp tiền. Cược 10 lần để đổi thành tiền mặt.</p>',
  ],
  reload: [
    'Thưởng nạp lại đến 20%',
    'Nạp càng nhiều, thưởng càng lớn.',
    '<p>Mỗi lần nạp đều có thể nhận thưởng: nạp càng nhiều, tỷ lệ càng cao.</p><ul><li>Từ 100: 10%</li><li>Từ 1.000: 15%</li><li>Từ 5.000: 20%</li></ul>',
  ],
  rebate: [
    'Hoàn trả hằng ngày đến 1%',
    'Nhận lại một phần mỗi cược hợp lệ, mỗi ngày.',
    '<p>Chơi thoải mái: mỗi ngày chúng tôi hoàn lại một phần <em>cược hợp lệ</em> vào trung tâm phần thưởng của bạn.</p>',
  ],
  cashback: [
    'Hoàn tiền hằng tuần 5%',
    'Tuần không may? Nhận lại 5% tiền thua ròng vào thứ Hai.',
    '<p>Mỗi thứ Hai, 5% tiền thua ròng tuần trước ở slot và casino trực tiếp được trả vào trung tâm phần thưởng.</p>',
  ],
  application: [
    'Khoe chiến thắng lớn',
    'Gửi ảnh chụp chiến thắng lớn và nhận thưởng.',
    '<p>Trúng lớn? Gửi ảnh chụp màn hình và vài lời. Đội ngũ của chúng tôi duyệt mỗi đơn trong vòng một ngày.</p>',
  ],
  raffle: [
    'Rút thăm may mắn',
    'Nhận vé khi chơi và nạp tiền. Quay thưởng sau 7 ngày.',
    '<p>Tham gia rút thăm, mỗi cược hợp lệ và lần nạp đều mang lại vé. Kết quả có thể kiểm chứng: mã băm hạt giống đã được công bố.</p>',
  ],
  envelope: [
    'Mưa lì xì',
    'Lì xì mở bốn lần mỗi ngày. Nhanh tay lên!',
    '<p>Mỗi ngày vào giờ cố định, một vòng lì xì mở trong 30 phút. Mở một phong bao để nhận phần ngẫu nhiên của quỹ.</p>',
  ],
  referral: [
    'Mời bạn bè',
    'Nhận thưởng cho mỗi người bạn nạp tiền.',
    '<p>Chia sẻ liên kết của bạn. Khi người bạn được mời nạp lần đầu từ 100, bạn nhận 50.</p>',
  ],
};

const JA: Texts = {
  welcome: [
    'ウェルカムボーナス 100%',
    '初回入金が 2 倍に（最大 500）。',
    '<p>はじめての方へ：<strong>初回入金</strong>に 100% ボーナス（最大 500）。</p><p>入金フォームでボーナスを選び、10 倍賭けると現金に変わります。</p>',
  ],
  reload: [
    'リロードボーナス最大 20%',
    '入金が多いほどボーナスも大きく。',
    '<p>入金のたびにボーナス：入金額が多いほど率も上がります。</p><ul><li>100 から：10%</li><li>1,000 から：15%</li><li>5,000 から：20%</li></ul>',
  ],
  rebate: [
    'デイリーリベート最大 1%',
    '有効ベットの一部を毎日お返しします。',
    '<p>好きなだけ遊んでください。毎日、<em>有効ベット</em>の一部をリワードセンターにお返しします。</p>',
  ],
  cashback: [
    'ウィークリーキャッシュバック 5%',
    'ついていない週でも、月曜に純損失の 5% が戻ります。',
    '<p>毎週月曜日、先週のスロットとライブカジノの純損失の 5% がリワードセンターに戻ります。</p>',
  ],
  application: [
    'ビッグウィンをシェア',
    'ビッグウィンのスクリーンショットで報酬をゲット。',
    '<p>大勝ちしましたか？スクリーンショットと一言を送ってください。チームが 1 日以内に審査します。</p>',
  ],
  raffle: [
    'ラッキー抽選',
    'プレイと入金でチケット獲得。7 日後に抽選。',
    '<p>抽選に参加すると、有効ベットと入金ごとにチケットがもらえます。抽選は検証可能で、シードのハッシュは公開済みです。</p>',
  ],
  envelope: [
    'お年玉の雨',
    'お年玉は 1 日 4 回開きます。お早めに！',
    '<p>毎日決まった時刻にお年玉のラウンドが 30 分間開きます。1 つ開けるとプールのランダムな分け前がもらえます。</p>',
  ],
  referral: [
    '友達を招待',
    '入金した友達 1 人ごとに報酬。',
    '<p>リンクをシェアしてください。招待した友達が 100 以上の初回入金をすると、50 がもらえます。</p>',
  ],
};

const TH: Texts = {
  welcome: [
    'โบนัสต้อนรับ 100%',
    'ฝากครั้งแรกรับเพิ่มเป็นสองเท่า สูงสุด 500',
    '<p>สมาชิกใหม่? <strong>การฝากครั้งแรก</strong>รับโบนัส 100% สูงสุด 500</p><p>เลือกโบนัสในแบบฟอร์มฝากเงิน ทำเทิร์น 10 เท่าเพื่อเปลี่ยนเป็นเงินสด</p>',
  ],
  reload: [
    'โบนัสฝากซ้ำสูงสุด 20%',
    'ยิ่งฝากมาก ยิ่งได้โบนัสมาก',
    '<p>ทุกการฝากรับโบนัสได้: ยิ่งฝากมาก อัตรายิ่งสูง</p><ul><li>ตั้งแต่ 100: 10%</li><li>ตั้งแต่ 1,000: 15%</li><li>ตั้งแต่ 5,000: 20%</li></ul>',
  ],
  rebate: [
    'คืนยอดเล่นรายวันสูงสุด 1%',
    'รับคืนส่วนหนึ่งของทุกเดิมพันที่ถูกต้อง ทุกวัน',
    '<p>เล่นได้ตามใจ: ทุกวันเราคืนส่วนหนึ่งของ<em>ยอดเดิมพันที่ถูกต้อง</em>เข้าศูนย์รางวัลของคุณ</p>',
  ],
  cashback: [
    'คืนยอดเสียรายสัปดาห์ 5%',
    'สัปดาห์ไม่ดี? รับคืน 5% ของยอดเสียสุทธิทุกวันจันทร์',
    '<p>ทุกวันจันทร์ 5% ของยอดเสียสุทธิสัปดาห์ก่อนในสล็อตและคาสิโนสดจะเข้าศูนย์รางวัลของคุณ</p>',
  ],
  application: [
    'อวดรางวัลใหญ่',
    'ส่งภาพหน้าจอรางวัลใหญ่แล้วรับรางวัล',
    '<p>ได้รางวัลใหญ่? ส่งภาพหน้าจอและข้อความสั้นๆ ทีมงานตรวจสอบทุกคำขอภายในหนึ่งวัน</p>',
  ],
  raffle: [
    'จับรางวัลนำโชค',
    'รับตั๋วจากการเล่นและการฝาก จับรางวัลใน 7 วัน',
    '<p>เข้าร่วมแล้วทุกเดิมพันที่ถูกต้องและทุกการฝากจะได้ตั๋ว การจับรางวัลตรวจสอบได้: เผยแพร่แฮชของซีดแล้ว</p>',
  ],
  envelope: [
    'ฝนอั่งเปา',
    'อั่งเปาเปิดวันละสี่ครั้ง รีบเลย!',
    '<p>ทุกวันตามเวลาที่กำหนด อั่งเปาหนึ่งรอบจะเปิด 30 นาที เปิดหนึ่งซองเพื่อรับส่วนแบ่งแบบสุ่มจากกองรางวัล</p>',
  ],
  referral: ['ชวนเพื่อน', 'รับรางวัลทุกครั้งที่เพื่อนฝากเงิน', '<p>แชร์ลิงก์ของคุณ เมื่อเพื่อนที่คุณชวนฝากครั้งแรก 100 ขึ้นไป คุณรับ 50</p>'],
};

const TY: Texts = {
  welcome: [
    'Welcome bonus 100%',
    'Doblehin ang unang deposito, hanggang 500.',
    '<p>Bago ka rito? Ang iyong <strong>unang deposito</strong> ay may 100% na bonus, hanggang 500.</p><p>Piliin ang bonus sa deposit form. Tayaan ito ng 10 beses para maging cash.</p>',
  ],
  reload: [
    'Reload bonus hanggang 20%',
    'Mas malaki ang deposito, mas malaki ang bonus.',
    '<p>Bawat deposito ay maaaring may bonus: mas mataas ang deposito, mas mataas ang porsiyento.</p><ul><li>Mula 100: 10%</li><li>Mula 1,000: 15%</li><li>Mula 5,000: 20%</li></ul>',
  ],
  rebate: [
    'Araw-araw na rebate hanggang 1%',
    'Bahagi ng bawat valid na taya, ibinabalik araw-araw.',
    '<p>Maglaro nang malaya: araw-araw ibinabalik namin ang bahagi ng iyong <em>valid na taya</em> sa iyong reward center.</p>',
  ],
  cashback: [
    'Lingguhang cashback 5%',
    'Malas na linggo? Makuha ang 5% ng net na talo tuwing Lunes.',
    '<p>Tuwing Lunes, 5% ng net na talo noong nakaraang linggo sa slots at live casino ay bumabalik sa iyong reward center.</p>',
  ],
  application: [
    'Ibahagi ang iyong malaking panalo',
    'Mag-post ng screenshot ng malaking panalo at makakuha ng gantimpala.',
    '<p>Nanalo nang malaki? Ipadala ang screenshot at ilang salita. Sinusuri ng aming team ang bawat aplikasyon sa loob ng isang araw.</p>',
  ],
  raffle: [
    'Lucky raffle',
    'Kumita ng tiket sa paglalaro at pagdeposito. Bunutan sa loob ng 7 araw.',
    '<p>Sumali sa raffle; bawat valid na taya at deposito ay may tiket. Mapapatunayan ang bunutan: nailathala na ang hash ng seed.</p>',
  ],
  envelope: [
    'Ulan ng red envelope',
    'Apat na beses bumubukas ang mga red envelope araw-araw. Bilisan!',
    '<p>Sa takdang oras araw-araw, bumubukas ang isang round ng red envelope nang 30 minuto. Magbukas ng isa para sa random na bahagi ng pool.</p>',
  ],
  referral: [
    'Mag-imbita ng kaibigan',
    'Gantimpala sa bawat kaibigang nagdeposito.',
    '<p>Ibahagi ang iyong link. Kapag ang inimbitahang kaibigan ay nagdeposito ng 100 o higit pa sa unang pagkakataon, makakakuha ka ng 50.</p>',
  ],
};

const ID: Texts = {
  welcome: [
    'Bonus sambutan 100%',
    'Gandakan deposit pertama Anda, hingga 500.',
    '<p>Baru di sini? <strong>Deposit pertama</strong> Anda mendapat bonus 100%, hingga 500.</p><p>Pilih bonus di formulir deposit. Pertaruhkan 10 kali untuk mengubahnya menjadi uang tunai.</p>',
  ],
  reload: [
    'Bonus isi ulang hingga 20%',
    'Semakin besar deposit, semakin besar bonusnya.',
    '<p>Setiap deposit bisa mendapat bonus: semakin besar deposit, semakin tinggi persentasenya.</p><ul><li>Mulai 100: 10%</li><li>Mulai 1.000: 15%</li><li>Mulai 5.000: 20%</li></ul>',
  ],
  rebate: [
    'Rebate harian hingga 1%',
    'Sebagian dari setiap taruhan valid kembali, setiap hari.',
    '<p>Bermainlah sesuka Anda: setiap hari kami mengembalikan sebagian <em>taruhan valid</em> Anda ke pusat hadiah.</p>',
  ],
  cashback: [
    'Cashback mingguan 5%',
    'Minggu yang sial? Dapatkan 5% kekalahan bersih kembali setiap Senin.',
    '<p>Setiap Senin, 5% kekalahan bersih minggu lalu di slot dan kasino langsung kembali ke pusat hadiah Anda.</p>',
  ],
  application: [
    'Bagikan kemenangan besar Anda',
    'Kirim tangkapan layar kemenangan besar dan dapatkan hadiah.',
    '<p>Menang besar? Kirim tangkapan layar dan beberapa kata. Tim kami meninjau setiap pengajuan dalam satu hari.</p>',
  ],
  raffle: [
    'Undian keberuntungan',
    'Dapatkan tiket dengan bermain dan deposit. Diundi dalam 7 hari.',
    '<p>Ikuti undian, lalu setiap taruhan valid dan deposit memberi tiket. Undian dapat diverifikasi: hash seed sudah diumumkan.</p>',
  ],
  envelope: [
    'Hujan angpao',
    'Angpao dibuka empat kali sehari. Cepatlah!',
    '<p>Setiap hari pada jam tertentu, satu putaran angpao dibuka selama 30 menit. Buka satu untuk bagian acak dari total hadiah.</p>',
  ],
  referral: [
    'Undang teman',
    'Dapatkan hadiah untuk setiap teman yang deposit.',
    '<p>Bagikan tautan Anda. Saat teman yang Anda undang melakukan deposit pertama 100 atau lebih, Anda mendapat 50.</p>',
  ],
};

export const DEMO_TEXTS: Record<Language, Texts> = { EN, CN, VI, JA, TH, TY, ID };
