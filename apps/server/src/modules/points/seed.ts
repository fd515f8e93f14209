/** Demo points mall: a few items of each kind for the demo brand (docs/decisions/1510-points.md). */
import { eq } from 'drizzle-orm';
import { brands } from '../../db/schema/index.ts';
import { mallItems } from '../../db/schema/points.ts';
import type { Seed } from '../../db/seed-types.ts';

const ITEMS = [
  {
    kind: 'voucher' as const,
    names: {
      EN: 'Cash voucher 50',
      CN: '50 现金券',
      VI: 'Phiếu tiền mặt 50',
      JA: '現金クーポン 50',
      TH: 'บัตรเงินสด 50',
      TY: 'Cash voucher 50',
      ID: 'Voucher tunai 50',
    },
    descriptions: { EN: '50 paid into your wallet once approved.', CN: '审核通过后 50 存入钱包。' },
    points: 500,
    amount: 5_000,
    wageringMultiple: 0,
    stock: 100,
    perMemberLimit: 5,
    sort: 1,
  },
  {
    kind: 'bonus' as const,
    names: {
      EN: 'Bonus 200',
      CN: '200 红利',
      VI: 'Thưởng 200',
      JA: 'ボーナス 200',
      TH: 'โบนัส 200',
      TY: 'Bonus 200',
      ID: 'Bonus 200',
    },
    descriptions: { EN: 'A 200 bonus with 5x wagering.', CN: '200 红利，5 倍流水。' },
    points: 1_500,
    amount: 20_000,
    wageringMultiple: 5,
    stock: 50,
    perMemberLimit: 2,
    sort: 2,
  },
  {
    kind: 'goods' as const,
    names: {
      EN: 'Branded mug',
      CN: '品牌马克杯',
      VI: 'Cốc thương hiệu',
      JA: 'ブランドマグ',
      TH: 'แก้วมัค',
      TY: 'Branded mug',
      ID: 'Mug bermerek',
    },
    descriptions: { EN: 'Delivered to your address.', CN: '送货到府。' },
    points: 800,
    amount: 0,
    wageringMultiple: 0,
    stock: 20,
    perMemberLimit: 1,
    sort: 3,
  },
];

export const pointsSeed: Seed = {
  name: 'points.demo-mall',
  async run(deps) {
    const [demo] = await deps.db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, 'demo'));
    if (!demo) return;
    const at = deps.now();
    await deps.db
      .insert(mallItems)
      .values(ITEMS.map((i) => ({ ...i, brandId: demo.id, active: true, createdAt: at, updatedAt: at })));
  },
};
