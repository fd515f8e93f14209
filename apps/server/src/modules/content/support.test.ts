import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { runCli } from '../../cli/run.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONV = 'c0nversation_id-1234567890';

describe('customer-service conversations', () => {
  it('stores a visitor message and shows the operator reply after it', async () => {
    const sent = await call(t.app, {
      method: 'POST',
      url: '/wps/relay/CSP_sendMessage',
      payload: { conversation: CONV, channel: 'chat', text: '  I cannot find my bonus  ' },
    });
    expect(sent.res.statusCode).toBe(200);
    const first = sent.body.value as { id: number; from: string; text: string };
    expect(first).toMatchObject({ from: 'visitor', text: 'I cannot find my bonus' });

    const lines: string[] = [];
    const code = await runCli(['support', 'reply', CONV, 'Let me check that for you.'], {
      services: t.app.services,
      print: (l) => lines.push(l),
    });
    expect(code, lines.join('\n')).toBe(0);

    const after = await call(t.app, {
      method: 'GET',
      url: `/wps/relay/CSP_getMessages?conversation=${CONV}&channel=chat&after=${first.id}`,
    });
    expect((after.body.value as { from: string; text: string }[]).map((m) => [m.from, m.text])).toEqual([
      ['agent', 'Let me check that for you.'],
    ]);
    const listed: string[] = [];
    await runCli(['support', 'list'], { services: t.app.services, print: (l) => listed.push(l) });
    expect(listed.join('\n')).toContain(`${CONV}  chat  2 messages`);
  });

  it('keeps conversations apart by brand and channel', async () => {
    const other = await call(t.app, {
      method: 'GET',
      url: `/wps/relay/CSP_getMessages?conversation=${CONV}&channel=messenger`,
    });
    expect(other.body.value).toEqual([]);
  });

  it('refuses bad conversation ids, channels and texts without storing anything', async () => {
    const before = await snapshot(t.database);
    const bad = [
      { conversation: 'short', channel: 'chat', text: 'hi' },
      { conversation: CONV, channel: 'fax', text: 'hi' },
      { conversation: CONV, channel: 'chat', text: '   ' },
      { conversation: CONV, channel: 'chat', text: 'x'.repeat(1001) },
      { conversation: `${CONV}<script>`, channel: 'chat', text: 'hi' },
    ];
    for (const payload of bad) {
      const { res, body } = await call(t.app, {
        method: 'POST',
        url: '/wps/relay/CSP_sendMessage',
        payload,
        lang: 'JA',
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body.errorCode).toBe('request_param_err');
    }
    expect(await snapshot(t.database)).toBe(before);
  });
});
