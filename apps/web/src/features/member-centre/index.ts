/** The member-centre feature's public face: what other features may use. Everything else is internal. */
export {
  memberCentrePageAt,
  onMemberCentreClose,
  useMemberCentreLink,
  useOpenMemberCentre,
} from './open-member-centre.ts';
export type { MemberCentrePageProps } from './pages.ts';
