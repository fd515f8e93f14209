import { CS_TYPES } from '@app/contracts/constants';
import { resources } from '../../db/schema/index.ts';
import type { Seed } from '../../db/seed-types.ts';
import { createBrandService } from './brand-service.ts';

/** The demo brand (DECISIONS: merchant `demo`, domain `localhost`, the default brand). */
export const DEMO_MERCHANT = 'demo';

export const systemSeed: Seed = {
  name: 'system.demo-brand',
  async run(deps) {
    const brands = createBrandService(deps);
    const brand = await brands.create({
      merchantCode: DEMO_MERCHANT,
      name: 'Nova88',
      domains: ['localhost'],
      isDefault: true,
      settings: {
        customerService: [
          { csType: CS_TYPES.LIVE_CHAT, name: 'Live chat', url: '/support/chat' },
          { csType: CS_TYPES.MESSENGER, name: 'Messenger', url: '/support/messenger' },
          { csType: CS_TYPES.CHAT_APP, name: 'Chat app', url: '/support/chat-app' },
          { csType: CS_TYPES.VIP, name: 'VIP service', url: '/support/vip' },
        ],
      },
    });
    await deps.db.insert(resources).values([
      {
        brandId: brand.id,
        name: 'Android app',
        url: '/down#android',
        labelNameEn: 'Android',
        resourceType: 'app_android',
        qrCodeUrl: '/down#android',
        sort: 1,
      },
      {
        brandId: brand.id,
        name: 'iOS app',
        url: '/down#ios',
        labelNameEn: 'iOS',
        resourceType: 'app_ios',
        qrCodeUrl: '/down#ios',
        sort: 2,
      },
    ]);
  },
};
