import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../test/admin.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = (...argv: string[]) => runAdmin(t, ...argv);

describe('operator commands refuse bad input and change nothing', () => {
  const cases: [string, string[], RegExp][] = [
    ['unknown banner group', ['banner', 'add', '--group', 'w_moon', '--image', '/art/a.svg'], /group: use one of/],
    ['banner without image', ['banner', 'add', '--group', 'w_home'], /image: /],
    ['script as image', ['banner', 'add', '--group', 'w_home', '--image', 'javascript:alert(1)'], /image: /],
    ['http image', ['banner', 'add', '--group', 'w_home', '--image', 'http://x.test/a.png'], /image: /],
    [
      'link type without target',
      ['banner', 'add', '--group', 'w_home', '--image', '/a.svg', '--link-type', 'ROUTE'],
      /link: /,
    ],
    [
      'unknown link type',
      ['banner', 'add', '--group', 'w_home', '--image', '/a.svg', '--link-type', 'GAME', '--link', 'x'],
      /linkType: /,
    ],
    [
      'protocol-relative route',
      ['banner', 'add', '--group', 'w_home', '--image', '/a.svg', '--link-type', 'ROUTE', '--link', '//evil.test'],
      /link: /,
    ],
    [
      'unknown lobby',
      ['banner', 'add', '--group', 'w_home', '--image', '/a.svg', '--link-type', 'LOBBY', '--link', 'MOON'],
      /link: /,
    ],
    [
      'end before start',
      ['banner', 'add', '--group', 'w_home', '--image', '/a.svg', '--from', '+2h', '--until', '+1h'],
      /until: /,
    ],
    ['bad time', ['banner', 'add', '--group', 'w_home', '--image', '/a.svg', '--from', 'tomorrow'], /--from must be/],
    ['bad sort', ['banner', 'add', '--group', 'w_home', '--image', '/a.svg', '--sort', '1.5'], /--sort must be/],
    [
      'title too long',
      ['banner', 'add', '--group', 'w_home', '--image', '/a.svg', '--title', 'x'.repeat(81)],
      /title: use at most 80/,
    ],
    [
      'unknown language',
      ['banner', 'add', '--group', 'w_home', '--image', '/a.svg', '--title', 'x', '--lang', 'KO'],
      /lang: /,
    ],
    ['unknown banner', ['banner', 'edit', '99999', '--sort', '1'], /id: no banner/],
    ['banner id not a number', ['banner', 'remove', 'abc'], /<id> must be a number/],
    ['unknown notice type', ['notice', 'add', '--type', 'ZZ', '--title', 'x', '--content', 'y'], /type: /],
    ['notice without title', ['notice', 'add', '--type', 'PL', '--content', '<p>x</p>'], /title: /],
    [
      'notice only unsafe html',
      ['notice', 'add', '--type', 'PL', '--title', 'x', '--content', '<script>a()</script>'],
      /content: must have some text/,
    ],
    ['banner notice without image', ['notice', 'add', '--type', 'B', '--title', 'x'], /image: /],
    [
      'notice too long',
      ['notice', 'add', '--type', 'PL', '--title', 'x', '--content', 'y'.repeat(20_001)],
      /content: use at most/,
    ],
    ['unknown notice', ['notice', 'remove', '424242'], /id: no notice/],
    ['bad help tag', ['helpcenter', 'add', 'Bad Tag', '--title', 'x', '--content', 'y'], /tag: /],
    [
      'duplicate help tag',
      ['helpcenter', 'add', 'deposit', '--title', 'x', '--content', 'y'],
      /tag: "deposit" already exists/,
    ],
    ['help without content', ['helpcenter', 'add', 'new-tag', '--title', 'x'], /content: /],
    ['rename help onto another', ['helpcenter', 'edit', 'deposit', '--tag', 'terms'], /already exists/],
    ['unknown help item', ['helpcenter', 'remove', 'nothing-here'], /no help item/],
    ['resource bad type', ['resource', 'add', '--type', 'App Android', '--name', 'x', '--url', '/down'], /type: /],
    ['resource bad url', ['resource', 'add', '--type', 'guide', '--name', 'x', '--url', 'ftp://x'], /url: /],
    [
      'resource bad qr',
      ['resource', 'add', '--type', 'guide', '--name', 'x', '--url', '/down', '--qr', 'data:x'],
      /qr: /,
    ],
    ['resource without name', ['resource', 'add', '--type', 'guide', '--url', '/down'], /name: /],
    ['unknown resource', ['resource', 'edit', '777', '--name', 'x'], /id: no resource/],
    ['cs edit out of range', ['cs', 'edit', '9', '--name', 'x'], /<number> must be 1-4/],
    ['cs edit bad type', ['cs', 'edit', '1', '--type', 'pigeon'], /--type must be one of/],
    ['cs edit bad url', ['cs', 'edit', '1', '--url', 'javascript:alert(1)'], /url/],
    ['reply to nothing', ['support', 'reply', 'abcdefghijklmnopqrstuv', 'hello'], /no conversation/],
  ];
  for (const [name, argv, message] of cases) {
    it(name, async () => {
      const before = await snapshot(t.database);
      const { code, out } = await admin(...argv);
      expect(code, out).toBe(2);
      expect(out).toMatch(message);
      expect(await snapshot(t.database)).toBe(before);
    });
  }
});

describe('operator commands change content', () => {
  it('adds, translates, edits and removes a notice', async () => {
    const added = await admin(
      'notice',
      'add',
      '--type',
      'PL',
      '--title',
      'Server move tonight',
      '--content',
      '<p>Short outage.</p>',
    );
    expect(added.code, added.out).toBe(0);
    const id = /#(\d+)/.exec(added.out)?.[1] ?? '';
    expect(
      (
        await admin(
          'notice',
          'edit',
          id,
          '--lang',
          'ID',
          '--title',
          'Pindah server malam ini',
          '--content',
          '<p>Gangguan singkat.</p>',
        )
      ).code,
    ).toBe(0);
    expect((await admin('notice', 'edit', id, '--title', 'Server move at 23:00')).code).toBe(0);
    const listed = await admin('notice', 'list', '--type', 'PL');
    expect(listed.out).toContain('EN: Server move at 23:00  —  Short outage.');
    expect(listed.out).toContain('ID: Pindah server malam ini');
    const id_ = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getNotices?types=PL', lang: 'ID' });
    expect(JSON.stringify(id_.body.value)).toContain('Pindah server malam ini');
    expect((await admin('notice', 'remove', id)).code).toBe(0);
    expect((await admin('notice', 'list')).out).not.toContain('Server move');
  });

  it('manages help items by tag', async () => {
    expect(
      (
        await admin(
          'helpcenter',
          'add',
          'bonus-rules',
          '--title',
          'Bonus rules',
          '--content',
          '<p>Wager 10x.</p>',
          '--sort',
          '99',
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await admin(
          'helpcenter',
          'edit',
          'bonus-rules',
          '--tag',
          'bonus',
          '--lang',
          'CN',
          '--title',
          '奖金规则',
          '--content',
          '<p>10 倍流水。</p>',
        )
      ).code,
    ).toBe(0);
    const { body } = await call(t.app, { method: 'GET', url: '/wps/system/helpCenter', lang: 'CN' });
    expect((body.value as { tag: string; title: string }[]).at(-1)).toMatchObject({ tag: 'bonus', title: '奖金规则' });
    expect((await admin('helpcenter', 'remove', 'bonus')).code).toBe(0);
  });

  it('manages resources served by the permission and domainRoute calls', async () => {
    const added = await admin(
      'resource',
      'add',
      '--type',
      'guide_ios',
      '--name',
      'iOS install guide',
      '--url',
      '/help#install',
      '--label',
      'Guide',
      '--sort',
      '5',
    );
    expect(added.code, added.out).toBe(0);
    const id = /#(\d+)/.exec(added.out)?.[1] ?? '';
    expect(
      (await admin('resource', 'edit', id, '--url', 'https://example.com/guide', '--qr', 'https://example.com/guide'))
        .code,
    ).toBe(0);
    const perm = await call(t.app, { method: 'GET', url: '/wps/system/permission' });
    const resources = (perm.body.value as { resources: { resourceType: string; url: string; qrCodeUrl: string }[] })
      .resources;
    expect(resources.find((r) => r.resourceType === 'guide_ios')).toMatchObject({
      url: 'https://example.com/guide',
      qrCodeUrl: 'https://example.com/guide',
    });
    expect((await admin('resource', 'remove', id)).code).toBe(0);
    const route = await call(t.app, { method: 'GET', url: '/wps/system/domainRoute' });
    expect(JSON.stringify(route.body.value)).not.toContain('guide_ios');
  });

  it('edits a customer-service link', async () => {
    const { code, out } = await admin('cs', 'edit', '2', '--name', 'Facebook Messenger');
    expect(code, out).toBe(0);
    expect((await admin('cs', 'list')).out).toContain('Facebook Messenger  /support/messenger');
  });
});
