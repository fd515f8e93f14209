import { createHmac, timingSafeEqual } from 'node:crypto';
import { LANGUAGE_TAGS, type Language, parseLanguage } from '@app/contracts/languages';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { artUrls } from '../catalogue/art-urls.ts';
import { type LaunchMode, type LaunchRequest, launchSignatureBase } from '../launch/launch-adapter.ts';

const TEXT: Record<Language, { title: string; body: string; modes: Record<LaunchMode, string>; bad: string }> = {
  EN: {
    title: 'Sandbox vendor',
    body: 'This page stands in for an external game provider. The launch was signed and accepted; the game itself is served by the provider once it is connected.',
    modes: { real: 'Real money', free: 'Free play', view: 'View only' },
    bad: 'This launch link is not valid or has expired.',
  },
  CN: {
    title: '沙盒供应商',
    body: '此页面代替外部游戏供应商。启动请求已签名并被接受；接入供应商后，游戏将由供应商提供。',
    modes: { real: '真钱', free: '免费试玩', view: '仅浏览' },
    bad: '此启动链接无效或已过期。',
  },
  VI: {
    title: 'Nhà cung cấp thử nghiệm',
    body: 'Trang này thay thế cho một nhà cung cấp trò chơi bên ngoài. Yêu cầu khởi chạy đã được ký và chấp nhận; trò chơi sẽ do nhà cung cấp phục vụ khi được kết nối.',
    modes: { real: 'Tiền thật', free: 'Chơi miễn phí', view: 'Chỉ xem' },
    bad: 'Liên kết khởi chạy này không hợp lệ hoặc đã hết hạn.',
  },
  JA: {
    title: 'サンドボックス提供元',
    body: 'このページは外部のゲーム提供元の代わりです。起動は署名され受け付けられました。提供元が接続されると、ゲームは提供元から配信されます。',
    modes: { real: 'リアルマネー', free: '無料プレイ', view: '閲覧のみ' },
    bad: 'この起動リンクは無効か、有効期限が切れています。',
  },
  TH: {
    title: 'ผู้ให้บริการทดสอบ',
    body: 'หน้านี้ใช้แทนผู้ให้บริการเกมภายนอก คำขอเปิดเกมได้รับการลงนามและยอมรับแล้ว เกมจะให้บริการโดยผู้ให้บริการเมื่อเชื่อมต่อแล้ว',
    modes: { real: 'เงินจริง', free: 'เล่นฟรี', view: 'ดูอย่างเดียว' },
    bad: 'ลิงก์เปิดเกมนี้ไม่ถูกต้องหรือหมดอายุแล้ว',
  },
  TY: {
    title: 'Sandbox na provider',
    body: 'Ang pahinang ito ay pamalit sa isang panlabas na provider ng laro. Pinirmahan at tinanggap ang paglulunsad; ang laro mismo ay ihahain ng provider kapag nakakonekta na ito.',
    modes: { real: 'Totoong pera', free: 'Libreng laro', view: 'Panonood lamang' },
    bad: 'Hindi wasto o expired na ang link na ito.',
  },
  ID: {
    title: 'Penyedia sandbox',
    body: 'Halaman ini menggantikan penyedia game eksternal. Peluncuran telah ditandatangani dan diterima; game akan disajikan oleh penyedia setelah tersambung.',
    modes: { real: 'Uang asli', free: 'Main gratis', view: 'Hanya lihat' },
    bad: 'Tautan peluncuran ini tidak valid atau sudah kedaluwarsa.',
  },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The local stand-in for an external URL-template vendor, where the seeded vendors point: it checks
 * the launch signature and token as a vendor would, and shows the game it was asked to open.
 */
export function demoVendorRoutes(app: FastifyInstance, s: Services): void {
  app.get('/sandbox/vendor/:vassalage/play', async (req, reply) => {
    const { vassalage } = req.params as { vassalage: string };
    const q = req.query as Record<string, string | undefined>;
    const lang = parseLanguage(q.lang);
    const t = TEXT[lang];
    const mode = (['real', 'free', 'view'] as const).find((m) => m === q.mode);
    const vendor = /^[A-Z0-9_]{2,32}$/.test(vassalage) ? await s.vendors.vendorRow(vassalage) : undefined;
    let ok = false;
    let gameName = '';
    let nodeId = '';
    if (vendor && mode && q.game && q.ts && q.sig && /^[0-9a-f]{64}$/.test(q.sig)) {
      const base = launchSignatureBase(
        {
          vendor: { ...vendor },
          game: { gameCode: q.game, nodeId: '', gameType: '' },
          launchToken: q.token ?? '',
          currency: q.currency ?? '',
          mode,
        } as unknown as LaunchRequest,
        q.ts,
      );
      const expected = createHmac('sha256', vendor.launchSecret).update(base).digest();
      const signed = timingSafeEqual(expected, Buffer.from(q.sig, 'hex'));
      const game = await s.vendors.gameByCode(vendor.id, q.game, lang);
      const tokenOk = mode === 'view' || (q.token !== undefined && (await s.launches.tokenLive(vendor.id, q.token)));
      ok = signed && tokenOk && game !== undefined;
      gameName = game?.name ?? '';
      nodeId = game?.nodeId ?? '';
    }
    const body = ok
      ? `<img src="${artUrls.game(nodeId)}" alt="" width="320" height="240"><h1>${esc(gameName)}</h1>
         <p class="tag">${esc(vendor?.name ?? '')} · ${esc(mode ? t.modes[mode] : '')}</p><h2>${esc(t.title)}</h2><p>${esc(t.body)}</p>`
      : `<h1>${esc(t.title)}</h1><p>${esc(t.bad)}</p>`;
    return reply
      .code(ok ? 200 : 403)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="${LANGUAGE_TAGS[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(gameName || t.title)}</title>
<style>body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.5rem;background:#10131c;color:#f2f4f8;font:16px/1.5 system-ui,sans-serif;text-align:center;padding:1rem;box-sizing:border-box}img{max-width:100%;height:auto;border-radius:12px}h1{margin:.5rem 0 0;font-size:1.5rem}h2{margin:1rem 0 0;font-size:1rem;color:#f5c542}p{max-width:36rem;margin:0}.tag{color:#b9c0d0}</style></head><body><main>${body}</main></body></html>`,
      );
  });
}
