import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createSmtpMailer, formatMessage, isLoopback } from './mail.ts';
import { createHttpSms } from './sms.ts';

const fixtures = new URL('../../../test/fixtures/', import.meta.url);
/** A self-signed certificate for localhost and 127.0.0.1, made for these tests only. */
const testCert = {
  key: readFileSync(new URL('smtp-test-key.pem', fixtures)),
  cert: readFileSync(new URL('smtp-test-cert.pem', fixtures)),
};

type Received = { from: string; to: string; data: string; auth: string; overTls: boolean };

/**
 * A small SMTP server on the loopback address that keeps what it receives (stands for a mail relay):
 * plain, offering STARTTLS, or TLS from the first byte (port 465 style).
 */
function fakeSmtp(opts: { auth?: string; refuseRcpt?: boolean; tls?: 'starttls' | 'implicit' } = {}) {
  const received: Received[] = [];
  function serve(socket: net.Socket, overTls: boolean) {
    let buf = '';
    let inData = false;
    let cur: Received = { from: '', to: '', data: '', auth: '', overTls };
    const onData = (chunk: Buffer) => {
      buf += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          cur.data = buf.slice(0, end);
          buf = buf.slice(end + 5);
          inData = false;
          received.push(cur);
          cur = { from: '', to: '', data: '', auth: '', overTls };
          socket.write('250 queued\r\n');
          continue;
        }
        const i = buf.indexOf('\r\n');
        if (i < 0) return;
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'EHLO') {
          const offers = ['fake', ...(opts.auth ? ['AUTH PLAIN'] : [])];
          if (opts.tls === 'starttls' && !overTls) offers.push('STARTTLS');
          offers.push('8BITMIME');
          socket.write(offers.map((o, n) => `250${n === offers.length - 1 ? ' ' : '-'}${o}\r\n`).join(''));
        } else if (verb === 'STARTTLS' && opts.tls === 'starttls' && !overTls) {
          socket.off('data', onData);
          socket.write('220 ready to start TLS\r\n', () => {
            const secure = new tls.TLSSocket(socket, { isServer: true, ...testCert });
            secure.on('error', () => undefined);
            serve(secure, true);
          });
          return;
        } else if (verb === 'AUTH') {
          cur.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          socket.write(cur.auth === opts.auth ? '235 ok\r\n' : '535 bad credentials\r\n');
        } else if (verb === 'MAIL') {
          cur.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          cur.to = line;
          socket.write(opts.refuseRcpt ? '550 no such user\r\n' : '250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('500 what\r\n');
      }
    };
    socket.on('data', onData);
  }
  const server =
    opts.tls === 'implicit'
      ? tls.createServer(testCert, (socket) => {
          socket.write('220 fake ESMTPS\r\n');
          serve(socket, true);
        })
      : net.createServer((socket) => {
          socket.write('220 fake ESMTP\r\n');
          serve(socket, false);
        });
  server.on('tlsClientError', () => undefined);
  return {
    received,
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return (server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('SMTP adapter', () => {
  it('delivers a UTF-8 message with AUTH PLAIN', async () => {
    const smtp = fakeSmtp({ auth: '\u0000mailer\u0000s3cret' });
    const port = await smtp.start();
    const mailer = createSmtpMailer({
      host: '127.0.0.1',
      port,
      secure: false,
      user: 'mailer',
      pass: 's3cret',
      from: 'no-reply@nova.test',
    });
    await mailer.send({
      brandId: 1,
      to: 'yuki@example.com',
      subject: 'パスワード',
      text: 'こんにちは\n.',
      purpose: 't',
    });
    await smtp.close();
    expect(smtp.received).toHaveLength(1);
    const m = smtp.received[0];
    expect(m?.from).toBe('MAIL FROM:<no-reply@nova.test>');
    expect(m?.to).toBe('RCPT TO:<yuki@example.com>');
    expect(m?.data).toContain('Subject: =?UTF-8?B?');
    const body = m?.data.split('\r\n\r\n')[1] ?? '';
    expect(Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe('こんにちは\n.');
  });

  it('upgrades with STARTTLS when offered and sends the login only over TLS', async () => {
    const smtp = fakeSmtp({ auth: '\u0000mailer\u0000s3cret', tls: 'starttls' });
    const port = await smtp.start();
    const cfg = { host: 'localhost', port, secure: false, user: 'mailer', pass: 's3cret', from: 'no-reply@nova.test' };
    const message = { brandId: 1, to: 'ana@example.com', text: 'code 123456', purpose: 't' };
    await createSmtpMailer(cfg, { tls: { ca: testCert.cert } }).send(message);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ overTls: true, auth: '\u0000mailer\u0000s3cret' });
    // A relay whose certificate is not trusted gets nothing: not the login, not the message.
    await expect(createSmtpMailer(cfg).send(message)).rejects.toThrow(/self-signed|certificate/i);
    expect(smtp.received).toHaveLength(1);
    await smtp.close();
  });

  it('sends the login without TLS only to a relay on this machine', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '::1'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(['mail.example.com', '10.0.0.5', '127.example.com', '::2'].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('speaks TLS from the first byte when SMTP_SECURE is set (port 465)', async () => {
    const smtp = fakeSmtp({ tls: 'implicit' });
    const port = await smtp.start();
    const cfg = { host: 'localhost', port, secure: true, user: undefined, pass: undefined, from: 'no-reply@nova.test' };
    await createSmtpMailer(cfg, { tls: { ca: testCert.cert } }).send({
      brandId: 1,
      to: 'ana@example.com',
      subject: 'Reset',
      text: 'link',
      purpose: 't',
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ overTls: true, to: 'RCPT TO:<ana@example.com>' });
    await expect(
      createSmtpMailer(cfg).send({ brandId: 1, to: 'a@example.com', text: 'x', purpose: 't' }),
    ).rejects.toThrow(/self-signed|certificate/i);
    await smtp.close();
  });

  it('fails when the server refuses the recipient or the login', async () => {
    const smtp = fakeSmtp({ refuseRcpt: true });
    const port = await smtp.start();
    const cfg = { host: '127.0.0.1', port, secure: false, user: undefined, pass: undefined, from: 'a@b.test' };
    await expect(
      createSmtpMailer(cfg).send({ brandId: 1, to: 'x@example.com', text: 'hi', purpose: 't' }),
    ).rejects.toThrow(/550/);
    await smtp.close();
    const smtp2 = fakeSmtp({ auth: '\u0000u\u0000right' });
    const port2 = await smtp2.start();
    await expect(
      createSmtpMailer({ ...cfg, port: port2, user: 'u', pass: 'wrong' }).send({
        brandId: 1,
        to: 'x@example.com',
        text: 'hi',
        purpose: 't',
      }),
    ).rejects.toThrow(/535/);
    await smtp2.close();
  });

  it('refuses an address that could inject SMTP commands', async () => {
    const smtp = fakeSmtp();
    const port = await smtp.start();
    const mailer = createSmtpMailer({
      host: '127.0.0.1',
      port,
      secure: false,
      user: undefined,
      pass: undefined,
      from: 'a@b.test',
    });
    await expect(
      mailer.send({ brandId: 1, to: 'x@example.com>\r\nRCPT TO:<y@example.com', text: 'hi', purpose: 't' }),
    ).rejects.toThrow(/plain e-mail/);
    await smtp.close();
    expect(smtp.received).toHaveLength(0);
    expect(formatMessage('a@b.test', { brandId: 1, to: 'c@d.test', text: '.x', purpose: 't' }, new Date())).not.toMatch(
      /\r\n\./,
    );
  });
});

describe('HTTP SMS adapter', () => {
  const got: { auth: string | undefined; body: unknown }[] = [];
  let status = 200;
  const gateway = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      got.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(status).end('{}');
    });
  });
  let url = '';
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    t = await createTestApp({ SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'gw-token', SMS_SENDER_ID: 'NOVA' });
  });
  afterAll(async () => {
    await t.close();
    gateway.close();
  });

  it('posts the message with the bearer token', async () => {
    await createHttpSms({ url, token: 'gw-token', senderId: 'NOVA' }).send({
      brandId: 1,
      to: '+639170000009',
      text: 'hello',
      purpose: 't',
    });
    expect(got.at(-1)).toEqual({
      auth: 'Bearer gw-token',
      body: { to: '+639170000009', text: 'hello', sender: 'NOVA' },
    });
  });

  it('is used by the server when configured (nothing goes to the outbox), and a refusal answers sms.send.failed', async () => {
    const ok = await call(t.app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+63', mobileNo: '9170004444' },
    });
    expect(ok.res.statusCode).toBe(200);
    expect(got.at(-1)?.body).toMatchObject({ to: '+639170004444' });
    const outbox = await call(t.app, { method: 'GET', url: '/wps/dev/outbox' });
    expect(outbox.body.value).toEqual([]);
    status = 502;
    const failed = await call(t.app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+63', mobileNo: '9170005555' },
      remoteAddress: '10.0.0.77',
    });
    expect(failed.res.statusCode).toBe(503);
    expect(failed.body.errorCode).toBe('sms.send.failed');
    status = 200;
    // The failed code is withdrawn, so the person may ask again at once.
    const retry = await call(t.app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+63', mobileNo: '9170005555' },
      remoteAddress: '10.0.0.78',
    });
    expect(retry.res.statusCode).toBe(200);
  });
});

describe('development outbox call', () => {
  it('does not exist in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    const r = await call(prod.app, { method: 'GET', url: '/wps/dev/outbox' });
    expect(r.res.statusCode).toBe(404);
    await prod.close();
  });
});
