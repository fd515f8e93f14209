import type { Station } from './types.ts';

/**
 * The Vietnam regions' stations and the weekdays they draw (0 Sunday ... 6 Saturday), as the
 * provincial lotteries publish them: the south three or four stations a day, the centre two or three,
 * the north one. Codes are stable (tickets and results keep them); names are proper nouns.
 */

export const SOUTH_STATIONS: readonly Station[] = [
  { code: 'HCM', name: 'TP. Hồ Chí Minh', days: [1, 6] },
  { code: 'DTH', name: 'Đồng Tháp', days: [1] },
  { code: 'CMA', name: 'Cà Mau', days: [1] },
  { code: 'BTR', name: 'Bến Tre', days: [2] },
  { code: 'VTA', name: 'Vũng Tàu', days: [2] },
  { code: 'BLI', name: 'Bạc Liêu', days: [2] },
  { code: 'DNA', name: 'Đồng Nai', days: [3] },
  { code: 'CTH', name: 'Cần Thơ', days: [3] },
  { code: 'STR', name: 'Sóc Trăng', days: [3] },
  { code: 'TNI', name: 'Tây Ninh', days: [4] },
  { code: 'AGI', name: 'An Giang', days: [4] },
  { code: 'BTH', name: 'Bình Thuận', days: [4] },
  { code: 'VLO', name: 'Vĩnh Long', days: [5] },
  { code: 'BDU', name: 'Bình Dương', days: [5] },
  { code: 'TVI', name: 'Trà Vinh', days: [5] },
  { code: 'LAN', name: 'Long An', days: [6] },
  { code: 'BPH', name: 'Bình Phước', days: [6] },
  { code: 'HGI', name: 'Hậu Giang', days: [6] },
  { code: 'TGI', name: 'Tiền Giang', days: [0] },
  { code: 'KGI', name: 'Kiên Giang', days: [0] },
  { code: 'DLA', name: 'Đà Lạt', days: [0] },
];

export const CENTRAL_STATIONS: readonly Station[] = [
  { code: 'TTH', name: 'Thừa Thiên Huế', days: [1, 0] },
  { code: 'PYE', name: 'Phú Yên', days: [1] },
  { code: 'DLK', name: 'Đắk Lắk', days: [2] },
  { code: 'QNA', name: 'Quảng Nam', days: [2] },
  { code: 'DNG', name: 'Đà Nẵng', days: [3, 6] },
  { code: 'KHO', name: 'Khánh Hòa', days: [3, 0] },
  { code: 'BDI', name: 'Bình Định', days: [4] },
  { code: 'QTR', name: 'Quảng Trị', days: [4] },
  { code: 'QBI', name: 'Quảng Bình', days: [4] },
  { code: 'GLA', name: 'Gia Lai', days: [5] },
  { code: 'NTH', name: 'Ninh Thuận', days: [5] },
  { code: 'QNG', name: 'Quảng Ngãi', days: [6] },
  { code: 'DNO', name: 'Đắk Nông', days: [6] },
  { code: 'KTU', name: 'Kon Tum', days: [0] },
];

export const NORTH_STATIONS: readonly Station[] = [
  { code: 'HNO', name: 'Hà Nội', days: [1, 4] },
  { code: 'QNI', name: 'Quảng Ninh', days: [2] },
  { code: 'BNI', name: 'Bắc Ninh', days: [3] },
  { code: 'HPH', name: 'Hải Phòng', days: [5] },
  { code: 'NDI', name: 'Nam Định', days: [6] },
  { code: 'TBI', name: 'Thái Bình', days: [0] },
];

/** The prize tiers of a station's draw: [tier, how many numbers, digits each]; 18 lots, 27 in the north. */
export type TierPlan = readonly (readonly [tier: string, count: number, digits: number])[];

export const SOUTH_TIERS: TierPlan = [
  ['db', 1, 6],
  ['g1', 1, 5],
  ['g2', 1, 5],
  ['g3', 2, 5],
  ['g4', 7, 5],
  ['g5', 1, 4],
  ['g6', 3, 4],
  ['g7', 1, 3],
  ['g8', 1, 2],
];

export const NORTH_TIERS: TierPlan = [
  ['db', 1, 5],
  ['g1', 1, 5],
  ['g2', 2, 5],
  ['g3', 6, 5],
  ['g4', 4, 4],
  ['g5', 6, 4],
  ['g6', 3, 3],
  ['g7', 4, 2],
];

/** The tier plan of a region by its lots (27: the north). */
export const tiersOf = (lots: number): TierPlan => (lots === 27 ? NORTH_TIERS : SOUTH_TIERS);
