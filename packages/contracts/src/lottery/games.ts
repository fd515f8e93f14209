import { DAILY4D_PLAYS, DICE3_PLAYS, FAST5D_PLAYS, PICK3_PLAYS, SEA4D_PLAYS, vnPlays } from './plays.ts';
import { CENTRAL_STATIONS, NORTH_STATIONS, SOUTH_STATIONS } from './stations.ts';
import type { LotteryDef, LotteryGameCode, Station } from './types.ts';

/**
 * The ten house lotteries of LOTTERY_GAME_CODES (issue 17): schedules, close seconds, play types with
 * default odds (./plays.ts), Vietnam stations and lots (./stations.ts). docs/lottery-rules.md tells
 * them in words with the published RTP table.
 */

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
const STAKES = { minUnitMinor: 100, maxUnitMinor: 1_000_000 } as const;

const fast5d = (minutes: number, closeSeconds: number): LotteryDef => ({
  gameCode: `ELOTT_5D${minutes}` as LotteryGameCode,
  vassalage: 'ELOTT',
  kind: 'fast5d',
  names: {
    EN: `${minutes}-Minute 5D`,
    CN: `${minutes}分5D彩`,
    VI: `Xổ số 5D ${minutes} phút`,
    JA: `${minutes}分5D`,
    TH: `5D ${minutes} นาที`,
    TY: `5D bawat ${minutes} minuto`,
    ID: `5D ${minutes} Menit`,
  },
  schedule: { kind: 'interval', minutes },
  closeSeconds,
  playTypes: FAST5D_PLAYS,
  resultSource: 'house',
  ...STAKES,
});

const vn = (
  gameCode: LotteryGameCode,
  time: string,
  stations: readonly Station[],
  lots: number,
  names: LotteryDef['names'],
): LotteryDef => ({
  gameCode,
  vassalage: 'TCG_LOTTO_VN',
  kind: 'vn',
  names,
  schedule: { kind: 'weekly', time, days: EVERY_DAY, tzOffsetMinutes: 420 },
  closeSeconds: 900,
  playTypes: vnPlays(
    stations.map((s) => s.code),
    lots,
  ),
  stations,
  lots,
  resultSource: 'house',
  minUnitMinor: 100,
  maxUnitMinor: 500_000,
});

export const LOTTERIES: readonly LotteryDef[] = [
  fast5d(1, 10),
  fast5d(3, 30),
  fast5d(5, 60),
  {
    gameCode: 'ELOTT_K3',
    vassalage: 'ELOTT',
    kind: 'dice3',
    names: {
      EN: 'Fast 3 Dice',
      CN: '快3',
      VI: 'Xúc xắc nhanh 3',
      JA: 'ファスト3ダイス',
      TH: 'ลูกเต๋าด่วน 3 ลูก',
      TY: 'Mabilis na 3 Dice',
      ID: 'Dadu Cepat 3',
    },
    schedule: { kind: 'interval', minutes: 1 },
    closeSeconds: 10,
    playTypes: DICE3_PLAYS,
    resultSource: 'house',
    ...STAKES,
  },
  {
    gameCode: 'LOTT_4D',
    vassalage: 'LOTT',
    kind: 'daily4d',
    names: {
      EN: 'Daily 4D',
      CN: '每日4D',
      VI: 'Xổ số 4D hằng ngày',
      JA: 'デイリー4D',
      TH: '4D รายวัน',
      TY: 'Pang-araw-araw na 4D',
      ID: '4D Harian',
    },
    schedule: { kind: 'weekly', time: '20:00', days: EVERY_DAY },
    closeSeconds: 600,
    playTypes: DAILY4D_PLAYS,
    resultSource: 'house',
    ...STAKES,
  },
  {
    gameCode: 'LOTT_P3',
    vassalage: 'LOTT',
    kind: 'pick3',
    names: { EN: 'Pick 3', CN: '排列3', VI: 'Chọn 3 số', JA: 'ピック3', TH: 'เลือก 3', TY: 'Pick 3', ID: 'Pilih 3' },
    schedule: { kind: 'weekly', time: '21:00', days: EVERY_DAY },
    closeSeconds: 600,
    playTypes: PICK3_PLAYS,
    resultSource: 'house',
    ...STAKES,
  },
  vn('VN_SOUTH', '16:15', SOUTH_STATIONS, 18, {
    EN: 'Vietnam South',
    CN: '越南南部彩',
    VI: 'Xổ số Miền Nam',
    JA: 'ベトナム南部',
    TH: 'เวียดนามภาคใต้',
    TY: 'Timog Vietnam',
    ID: 'Vietnam Selatan',
  }),
  vn('VN_CENTRAL', '17:15', CENTRAL_STATIONS, 18, {
    EN: 'Vietnam Central',
    CN: '越南中部彩',
    VI: 'Xổ số Miền Trung',
    JA: 'ベトナム中部',
    TH: 'เวียดนามภาคกลาง',
    TY: 'Gitnang Vietnam',
    ID: 'Vietnam Tengah',
  }),
  vn('VN_NORTH', '18:15', NORTH_STATIONS, 27, {
    EN: 'Vietnam North',
    CN: '越南北部彩',
    VI: 'Xổ số Miền Bắc',
    JA: 'ベトナム北部',
    TH: 'เวียดนามภาคเหนือ',
    TY: 'Hilagang Vietnam',
    ID: 'Vietnam Utara',
  }),
  {
    gameCode: 'SEA_4D',
    vassalage: 'TCG_SEA',
    kind: 'sea4d',
    names: {
      EN: 'SEA 4D',
      CN: '东南亚4D',
      VI: 'Xổ số 4D Đông Nam Á',
      JA: '東南アジア4D',
      TH: '4D เอเชียตะวันออกเฉียงใต้',
      TY: 'SEA 4D',
      ID: '4D Asia Tenggara',
    },
    schedule: { kind: 'weekly', time: '18:30', days: [0, 3, 6] },
    closeSeconds: 1800,
    playTypes: SEA4D_PLAYS,
    resultSource: 'house',
    ...STAKES,
  },
];

/** The lottery of a game code, or undefined. */
export function lotteryOf(gameCode: string): LotteryDef | undefined {
  return LOTTERIES.find((l) => l.gameCode === (gameCode as LotteryGameCode));
}
