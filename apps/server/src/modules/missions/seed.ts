/** Demo missions and leaderboards for every brand there is when the seed runs (docs/decisions/1530-missions.md). */
import { brands } from '../../db/schema/index.ts';
import { leaderboards, missions } from '../../db/schema/missions.ts';
import type { Seed } from '../../db/seed-types.ts';

const t = (EN: string, CN: string, VI: string, TH: string, JA: string, ID: string, TY: string) => ({
  EN,
  CN,
  VI,
  TH,
  JA,
  ID,
  TY,
});

export const missionsSeed: Seed = {
  name: 'missions.demo',
  async run(deps) {
    const at = deps.now();
    const list = await deps.db.select({ id: brands.id, settings: brands.settings }).from(brands);
    for (const b of list) {
      const unit = 10 ** ((b.settings as { minorUnits?: number } | null)?.minorUnits ?? 2);
      const base = { brandId: b.id, createdAt: at, updatedAt: at };
      await deps.db
        .insert(missions)
        .values([
          {
            ...base,
            code: 'daily-deposit',
            cadence: 'daily',
            kind: 'deposit',
            target: 100 * unit,
            rewardKind: 'points',
            rewardAmount: 50,
            sort: 1,
            titles: t(
              'Deposit 100 today',
              '今日存款 100',
              'Nạp 100 hôm nay',
              'ฝาก 100 วันนี้',
              '本日 100 入金',
              'Deposit 100 hari ini',
              'Mag-deposit ng 100 ngayon',
            ),
          },
          {
            ...base,
            code: 'daily-slots',
            cadence: 'daily',
            kind: 'bet',
            category: 'RNG',
            target: 500 * unit,
            rewardKind: 'cash',
            rewardAmount: 5 * unit,
            sort: 2,
            titles: t(
              'Bet 500 on slots today',
              '今日老虎机投注 500',
              'Cược 500 vào slot hôm nay',
              'เดิมพันสล็อต 500 วันนี้',
              '本日スロットで 500 ベット',
              'Taruhan 500 di slot hari ini',
              'Tumaya ng 500 sa slots ngayon',
            ),
          },
          {
            ...base,
            code: 'weekly-signin',
            cadence: 'weekly',
            kind: 'signin',
            target: 5,
            rewardKind: 'bonus',
            rewardAmount: 10 * unit,
            wageringMultiple: 3,
            sort: 3,
            titles: t(
              'Sign in on 5 days this week',
              '本周登录 5 天',
              'Đăng nhập 5 ngày trong tuần',
              'เข้าสู่ระบบ 5 วันในสัปดาห์นี้',
              '今週 5 日ログイン',
              'Masuk 5 hari minggu ini',
              'Mag-sign in nang 5 araw ngayong linggo',
            ),
          },
          {
            ...base,
            code: 'weekly-rounds',
            cadence: 'weekly',
            kind: 'rounds',
            target: 50,
            rewardKind: 'points',
            rewardAmount: 200,
            sort: 4,
            titles: t(
              'Play 50 rounds this week',
              '本周玩 50 局',
              'Chơi 50 ván trong tuần',
              'เล่น 50 รอบในสัปดาห์นี้',
              '今週 50 ラウンドプレイ',
              'Main 50 ronde minggu ini',
              'Maglaro ng 50 round ngayong linggo',
            ),
          },
        ])
        .onConflictDoNothing();
      await deps.db
        .insert(leaderboards)
        .values([
          {
            ...base,
            code: 'daily-valid-bet',
            metric: 'validBet',
            cadence: 'daily',
            titles: t(
              'Top bettors today',
              '今日投注榜',
              'Cược nhiều nhất hôm nay',
              'ผู้เดิมพันสูงสุดวันนี้',
              '本日のベットランキング',
              'Petaruh teratas hari ini',
              'Nangungunang taya ngayon',
            ),
            prizes: [
              { fromRank: 1, toRank: 1, kind: 'points', amount: 1000, wageringMultiple: 0 },
              { fromRank: 2, toRank: 3, kind: 'points', amount: 500, wageringMultiple: 0 },
              { fromRank: 4, toRank: 10, kind: 'points', amount: 100, wageringMultiple: 0 },
            ],
          },
          {
            ...base,
            code: 'weekly-win',
            metric: 'win',
            cadence: 'weekly',
            titles: t(
              'Biggest wins this week',
              '本周赢家榜',
              'Thắng lớn nhất tuần',
              'ชนะมากที่สุดสัปดาห์นี้',
              '今週の勝利ランキング',
              'Kemenangan terbesar minggu ini',
              'Pinakamalaking panalo ngayong linggo',
            ),
            prizes: [
              { fromRank: 1, toRank: 1, kind: 'cash', amount: 100 * unit, wageringMultiple: 0 },
              { fromRank: 2, toRank: 5, kind: 'cash', amount: 20 * unit, wageringMultiple: 0 },
            ],
          },
        ])
        .onConflictDoNothing();
    }
  },
};
