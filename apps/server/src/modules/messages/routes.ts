import * as bo from '@app/contracts/calls/backoffice-messages';
import * as calls from '@app/contracts/calls/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { imageUploadRoute } from '../../plugins/image-upload.ts';
import { resolveBrand, route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { actingOf, staffGate, staffRoute } from '../staff/staff-route.ts';
import { caller } from '../wallet/caller.ts';

/** The member's messages, announcements and feedback (docs/decisions/1540-messages.md). */
export function messagesRoutes(app: FastifyInstance, s: Services): void {
  const { inbox, feedback } = s.messages;
  route(app, calls.unreadCount, async ({ auth }) => ({ count: (await inbox.counts(caller(auth).memberId)).total }));
  route(app, calls.unread, async ({ auth }) => inbox.counts(caller(auth).memberId));
  route(app, calls.list, async ({ brand, lang, auth, input }) =>
    inbox.list(brand, lang, caller(auth).memberId, input.category, input.pageNo, input.pageSize),
  );
  route(app, calls.read, async ({ brand, lang, auth, input }) =>
    inbox.read(brand, lang, caller(auth).memberId, input.id),
  );
  route(app, calls.readAll, async ({ auth, input }) => inbox.readAll(caller(auth).memberId, input.category));
  route(app, calls.remove, async ({ auth, input }) => inbox.remove(caller(auth).memberId, input.ids));
  route(app, calls.announcementsLogined, async ({ brand, lang, input }) =>
    s.content.notices.announcements(brand, lang, input.pageNo, input.pageSize, true),
  );
  route(app, calls.submitFeedback, async ({ brand, auth, input }) =>
    feedback.submit(brand, caller(auth).memberId, input),
  );
  route(app, calls.myFeedback, async ({ auth }) => feedback.mine(caller(auth).memberId));

  // A feedback image: the bytes themselves (PNG or JPG by content, at most 5 MB); answers its id.
  imageUploadRoute(app, {
    path: calls.FEEDBACK_IMAGE_UPLOAD_PATH,
    maxBytes: calls.FEEDBACK_LIMITS.imageBytesMax,
    tooLarge: 'feedback.image.too.large',
    store: feedback.upload,
  });
}

/** The back office's messages to segments and the feedback queue; every write audited. */
export function messagesBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const { campaigns, feedback } = s.messages;
  staffRoute(app, s.staff, bo.preview, ({ brand, input }) => campaigns.preview(brand, input.category, input.segment));
  staffRoute(app, s.staff, bo.send, ({ brand, input, staff, ip, req }) =>
    campaigns.send(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.campaigns, ({ brand }) => campaigns.list(brand));
  staffRoute(app, s.staff, bo.feedbackQueue, ({ brand, input }) => feedback.queue(brand, input.status, input.question));
  staffRoute(app, s.staff, bo.feedbackReply, ({ brand, input, staff, ip, req }) =>
    feedback.reply(brand, input, actingOf(staff, ip, req)),
  );
  // A feedback image (the bytes) for staff who may read the queue.
  app.get<{ Params: { id: string } }>(`${bo.FEEDBACK_IMAGE_PATH}/:id`, async (req, reply) => {
    const brand = await resolveBrand(app, req);
    await staffGate(app, s.staff, req, brand.id, bo.feedbackQueue.id);
    if (!/^[a-f0-9]{32}$/.test(req.params.id)) throw new AppError('not_found');
    const img = await feedback.image(brand, req.params.id);
    return reply
      .type(img.mime)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(img.bytes);
  });
}
