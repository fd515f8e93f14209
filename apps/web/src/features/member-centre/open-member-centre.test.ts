import { describe, expect, it } from 'vitest';
import { isMemberCentrePath, MEMBER_CENTRE_PAGES, memberCentrePageAt, memberCentrePath } from './open-member-centre.ts';

describe('member-centre addresses', () => {
  it('give every page its own address, which names that page again', () => {
    const paths = MEMBER_CENTRE_PAGES.map((p) => memberCentrePath(p));
    expect(new Set(paths).size).toBe(MEMBER_CENTRE_PAGES.length);
    expect(paths.map(memberCentrePageAt)).toEqual([...MEMBER_CENTRE_PAGES]);
    expect(memberCentrePath('depositv2')).toBe('/member/deposit');
    expect(memberCentrePath()).toBe('/member/account');
    expect(memberCentrePath('responsibleGaming')).toBe('/member/responsible-gaming');
  });

  it('read /member as the default page and an unknown segment as no page', () => {
    expect(memberCentrePageAt('/member')).toBe('securityCenter');
    expect(memberCentrePageAt('/member/')).toBe('securityCenter');
    expect(memberCentrePageAt('/member/records/')).toBe('transactionHistory');
    expect(memberCentrePageAt('/member/responsible-gaming')).toBe('responsibleGaming');
    expect(memberCentrePageAt('/member/nothing')).toBeUndefined();
    expect(memberCentrePageAt('/members')).toBeNull();
    expect(isMemberCentrePath('/memberships')).toBe(false);
    expect(isMemberCentrePath('/member/deposit')).toBe(true);
  });
});
