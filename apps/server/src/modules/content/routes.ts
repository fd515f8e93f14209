import * as calls from '@app/contracts/calls/content';
import type { NoticeType } from '@app/contracts/content';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';

/** Site content calls: banners, notices, announcements, help centre and customer-service messages. */
export function contentRoutes(app: FastifyInstance, s: Services): void {
  const { content } = s;

  route(app, calls.banners, async ({ brand, lang, input }) => content.banners.live(brand, input.groupName, lang));

  route(app, calls.notices, async ({ brand, lang, input }) =>
    content.notices.live(brand, lang, input.types ? (input.types.split(',') as NoticeType[]) : undefined),
  );

  route(app, calls.announcements, async ({ brand, lang, input }) =>
    content.notices.announcements(brand, lang, input.pageNo, input.pageSize),
  );

  route(app, calls.helpCenter, async ({ brand, lang }) => content.help.centre(brand, lang));

  // The VIP service channel is only for members above VIP level 4 (SPEC §4; docs/decisions/1520-vip.md).
  route(app, calls.supportMessages, async ({ brand, auth, input }) => {
    if (input.channel === 'vip') await s.vip.assertVipService(brand, auth?.memberId ?? null);
    return content.support.messages(brand.id, input.conversation, input.channel, input.after);
  });

  route(app, calls.supportSend, async ({ brand, auth, input }) => {
    if (input.channel === 'vip') await s.vip.assertVipService(brand, auth?.memberId ?? null);
    return content.support.send(brand.id, input.conversation, input.channel, input.text, auth?.memberId ?? null);
  });
}
