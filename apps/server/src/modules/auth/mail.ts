import { randomBytes } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';
import type { Config } from '../../config.ts';
import type { Outbox, OutgoingMessage } from './outbox.ts';

/** Sends an e-mail; throws when the server refuses it. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: OutgoingMessage): Promise<void>;
}

interface Reply {
  code: number;
  lines: string[];
}

const TIMEOUT_MS = 15_000;

/** Reads SMTP replies (multi-line "250-..." up to "250 ...") from a socket, in order. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private replies: Reply[] = [];
  private waiting: { resolve: (r: Reply) => void; reject: (e: Error) => void }[] = [];
  private failed: Error | undefined;
  private readonly onData = (chunk: Buffer) => this.feed(chunk.toString('utf8'));
  private readonly onError = (e: Error) => this.fail(e);
  private readonly onClose = () => this.fail(new Error('SMTP connection closed'));

  constructor(private socket: net.Socket) {
    this.attach(socket);
  }

  attach(socket: net.Socket): void {
    this.socket.off('data', this.onData).off('error', this.onError).off('close', this.onClose);
    this.socket = socket;
    socket.on('data', this.onData).on('error', this.onError).on('close', this.onClose);
  }

  private feed(text: string): void {
    this.buffer += text;
    for (let i = this.buffer.indexOf('\n'); i >= 0; i = this.buffer.indexOf('\n')) {
      const line = this.buffer.slice(0, i).replace(/\r$/, '');
      this.buffer = this.buffer.slice(i + 1);
      this.lines.push(line);
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), lines: this.lines.map((l) => l.slice(4)) };
        this.lines = [];
        const w = this.waiting.shift();
        if (w) w.resolve(reply);
        else this.replies.push(reply);
      }
    }
  }

  private fail(e: Error): void {
    this.failed ??= e;
    for (const w of this.waiting.splice(0)) w.reject(e);
  }

  next(): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  detach(): void {
    this.socket.off('data', this.onData).off('error', this.onError).off('close', this.onClose);
  }
}

/** "=?UTF-8?B?...?=" for a header with non-ASCII text. */
function encodeHeader(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

function cleanAddress(a: string): string {
  if (!/^[^\s<>@"]+@[^\s<>@"]+$/.test(a)) throw new Error('not a plain e-mail address');
  return a;
}

/** The message as sent after DATA: headers and a base64 UTF-8 body (no line can start with a dot). */
export function formatMessage(from: string, m: OutgoingMessage, now: Date): string {
  const domain = from.split('@')[1] ?? 'localhost';
  const body = Buffer.from(m.text, 'utf8')
    .toString('base64')
    .replace(/.{1,76}/g, '$&\r\n');
  return [
    `From: ${from}`,
    `To: ${m.to}`,
    `Subject: ${encodeHeader(m.subject ?? '')}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/** A relay on this machine may take the login without TLS (nothing crosses a network). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * A small SMTP client over node:net and node:tls: implicit TLS (SMTP_SECURE, port 465) or STARTTLS when
 * the server offers it, AUTH PLAIN when SMTP_USER is set (only over TLS, unless the relay is on this
 * machine: a relay that stops offering STARTTLS does not get the login in clear), one message per connection.
 */
export function createSmtpMailer(
  cfg: NonNullable<Config['smtp']>,
  opts: { tls?: tls.ConnectionOptions; now?: () => Date } = {},
): Mailer {
  async function connect(): Promise<net.Socket> {
    return new Promise((resolve, reject) => {
      const s = cfg.secure
        ? tls.connect({ host: cfg.host, port: cfg.port, servername: cfg.host, ...opts.tls }, () => resolve(s))
        : net.connect({ host: cfg.host, port: cfg.port }, () => resolve(s));
      s.once('error', reject);
      s.setTimeout(TIMEOUT_MS, () => s.destroy(new Error('SMTP time-out')));
    });
  }

  return {
    kind: 'smtp',
    async send(m) {
      let socket = await connect();
      const reader = new ReplyReader(socket);
      const expect = async (ok: number[], what: string) => {
        const r = await reader.next();
        if (!ok.includes(r.code)) throw new Error(`SMTP ${what}: ${r.code} ${r.lines.join(' ')}`);
        return r;
      };
      const command = async (line: string, ok: number[], what = line.split(' ')[0] ?? line) => {
        socket.write(`${line}\r\n`);
        return expect(ok, what);
      };
      try {
        await expect([220], 'greeting');
        let ehlo = await command('EHLO localhost', [250]);
        if (!cfg.secure && ehlo.lines.some((l) => /^STARTTLS\b/i.test(l))) {
          await command('STARTTLS', [220]);
          reader.detach();
          socket = await new Promise<net.Socket>((resolve, reject) => {
            const t = tls.connect({ socket, servername: cfg.host, ...opts.tls }, () => resolve(t));
            t.once('error', reject);
          });
          reader.attach(socket);
          ehlo = await command('EHLO localhost', [250]);
        }
        if (cfg.user) {
          if (!(socket instanceof tls.TLSSocket) && !isLoopback(cfg.host)) {
            throw new Error('SMTP: the relay offered no TLS; the login is not sent in clear');
          }
          const plain = Buffer.from(`\u0000${cfg.user}\u0000${cfg.pass ?? ''}`, 'utf8').toString('base64');
          await command(`AUTH PLAIN ${plain}`, [235], 'AUTH');
        }
        await command(`MAIL FROM:<${cleanAddress(cfg.from)}>`, [250]);
        await command(`RCPT TO:<${cleanAddress(m.to)}>`, [250, 251]);
        await command('DATA', [354]);
        socket.write(`${formatMessage(cfg.from, m, opts.now?.() ?? new Date())}\r\n.\r\n`);
        await expect([250], 'message');
        await command('QUIT', [221]).catch(() => undefined);
      } finally {
        reader.detach();
        socket.destroy();
      }
    },
  };
}

/** The development adapter: the e-mail goes to the outbox table. */
export function createOutboxMailer(outbox: Outbox): Mailer {
  return { kind: 'outbox', send: (m) => outbox.put('email', m) };
}
