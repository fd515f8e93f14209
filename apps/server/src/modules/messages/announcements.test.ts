import type { TAnnouncementsResponse } from '@app/contracts/calls/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBrandId, signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

// Announcements for signed-in members (getAnnouncementLogined): the public list and the members-only
// notices; the public list (MCSFE_getListAnnouncements) never shows the members-only ones.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const titles = (r: { body: { value?: unknown } }) => (r.body.value as TAnnouncementsResponse).list.map((n) => n.title);

describe('getAnnouncementLogined', () => {
  it('adds the members-only announcements for a signed-in member, and needs a sign-in', async () => {
    const brandId = await demoBrandId(t.app);
    const { notices } = t.app.services.content;
    await notices.create(brandId, { type: 'H', text: { lang: 'EN', title: 'Open to all', content: 'Hello' } });
    await notices.create(brandId, {
      type: 'H',
      membersOnly: true,
      text: { lang: 'EN', title: 'For members only', content: 'Welcome back' },
    });
    const { token } = await signedInMember(t.app);
    const pub = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?pageSize=50' });
    expect(titles(pub)).toContain('Open to all');
    expect(titles(pub)).not.toContain('For members only');
    const mine = await call(t.app, {
      method: 'GET',
      url: '/wps/relay/MCSFE_getAnnouncementLogined?pageSize=50',
      token,
    });
    expect(titles(mine)).toEqual(expect.arrayContaining(['Open to all', 'For members only']));
    const visitor = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getAnnouncementLogined' });
    expect(visitor.res.statusCode).toBe(401);
  });
});
