import { PROOF_UPLOAD_PATH } from '@app/contracts/calls/cashier';
import { parseLanguage } from '@app/contracts/languages';
import { sharedMessage } from '@app/contracts/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { announceDevHelper, loopbackOnly } from '../../plugins/dev-helpers.ts';
import { imageUploadRoute } from '../../plugins/image-upload.ts';
import { headerValues } from '../../plugins/route.ts';
import { major } from '../wallet/money.ts';
import { callbackBody, SIGNATURE_HEADER, signBody } from './gateway.ts';
import { PROOF_MAX_BYTES } from './proof-store.ts';
import type { CashierServices } from './services.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'application/octet-stream'];

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Routes outside the JSON contract: proof image upload, gateway callbacks, the development gateway. */
export function cashierRawRoutes(app: FastifyInstance, s: CashierServices): void {
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: PROOF_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  // A proof image: the bytes themselves (PNG or JPEG by content, at most 5 MB, within the member's
  // daily quota); answers its id.
  imageUploadRoute(app, {
    path: PROOF_UPLOAD_PATH,
    maxBytes: PROOF_MAX_BYTES,
    tooLarge: 'cashier.proof.too.large',
    store: s.proofs.upload,
  });

  // A provider's signed callback; the signature is checked over the exact raw body.
  app.post<{ Params: { provider: string } }>('/wps/cashier/gateway/:provider/callback', async (req, reply) => {
    const raw = req.rawBody ?? '';
    const outcome = await s.deposits.callback(req.params.provider, raw, headerValues(req, SIGNATURE_HEADER)[0]);
    if (outcome === 'refused') throw new AppError('cashier.gateway.rejected');
    return reply.send({ success: true, value: 'OK' });
  });

  const dev = s.devGateway;
  if (!dev) return;
  announceDevHelper(app, 'payment gateway (/dev/gateway/<order>)');

  const page = (reply: FastifyReply, lang: string, body: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .send(
        `<!doctype html><html lang="${escapeHtml(lang.toLowerCase())}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(sharedMessage('gateway_title', parseLanguage(lang)) ?? '')}</title><style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;background:#f4f6fb;color:#131a2c}main{background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 10px #0002}button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:0;margin:.3rem .5rem .3rem 0;cursor:pointer}.pay{background:#0d6b3f;color:#fff}.fail{background:#a3202c;color:#fff}dt{color:#4a5675}dd{margin:0 0 .8rem;font-weight:700}</style></head><body><main>${body}</main></body></html>`,
      );

  // The development gateway's payment page: the tester pays or fails the order.
  app.get<{ Params: { orderNo: string }; Querystring: { lang?: string } }>(
    '/dev/gateway/:orderNo',
    { onRequest: loopbackOnly },
    async (req, reply) => {
      const lang = parseLanguage(req.query.lang ?? headerValues(req, 'accept-language')[0]?.slice(0, 2));
      const t = (k: string) => escapeHtml(sharedMessage(k, lang) ?? k);
      const order = await s.deposits.byOrderNo(req.params.orderNo).catch(() => undefined);
      if (order?.provider !== 'dev') throw new AppError('cashier.order.not.found');
      const brand = await app.brands.byId(order.brandId);
      if (!brand) throw new AppError('cashier.order.not.found');
      const amount = `${escapeHtml(brand.settings.symbol)} ${major(brand, order.amount).toFixed(brand.settings.minorUnits)}`;
      const action = (o: string) => `/dev/gateway/${encodeURIComponent(order.orderNo)}/${o}?lang=${lang}`;
      const done = order.status !== 'pending';
      return page(
        reply,
        lang,
        `<h1>${t('gateway_title')}</h1><p>${t('gateway_info')}</p><dl><dt>${t('gateway_order')}</dt><dd>${escapeHtml(order.orderNo)}</dd><dt>${t('gateway_amount')}</dt><dd>${amount}</dd></dl>${
          done
            ? `<p role="status">${t(order.status === 'paid' ? 'gateway_done_paid' : 'gateway_done_failed')}</p>`
            : `<form method="post" action="${action('paid')}"><button class="pay" type="submit">${t('gateway_pay')}</button></form><form method="post" action="${action('failed')}"><button class="fail" type="submit">${t('gateway_fail')}</button></form>`
        }`,
      );
    },
  );

  // The tester's choice becomes the signed callback a provider would send, through the same route.
  app.post<{ Params: { orderNo: string; outcome: string }; Querystring: { lang?: string } }>(
    '/dev/gateway/:orderNo/:outcome',
    { onRequest: loopbackOnly },
    async (req, reply) => {
      const outcome = req.params.outcome === 'paid' ? 'paid' : 'failed';
      const order = await s.deposits.byOrderNo(req.params.orderNo);
      const brand = await app.brands.byId(order.brandId);
      if (!brand || order.provider !== 'dev') throw new AppError('cashier.order.not.found');
      const body = callbackBody(
        {
          orderNo: order.orderNo,
          providerRef: order.providerRef,
          amount: order.amount,
          currency: brand.settings.currency,
          status: outcome,
        },
        brand.settings.minorUnits,
      );
      await app.inject({
        method: 'POST',
        url: '/wps/cashier/gateway/dev/callback',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(dev.secret, body, Date.now()) },
        payload: body,
      });
      const lang = parseLanguage(req.query.lang);
      return reply.redirect(`/dev/gateway/${encodeURIComponent(order.orderNo)}?lang=${lang}`, 303);
    },
  );
}
