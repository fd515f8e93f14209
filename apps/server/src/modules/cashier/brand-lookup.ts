import { AppError } from '../../lib/app-error.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { Brand } from '../system/brand-types.ts';

/** Finds a brand by id (call it outside database transactions: it may read the database). */
export type BrandLookup = (id: number) => Promise<Brand>;

export function brandLookup(brands: BrandService): BrandLookup {
  return async (id) => {
    const b = await brands.byId(id);
    if (!b) throw new AppError('not_found');
    return b;
  };
}
