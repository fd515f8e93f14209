/**
 * The white-label switch tree (SPEC §1, §3): one module per area with its feature switches as children.
 * Defaults live here; a brand's overrides live in the database. A child counts as on only when every
 * ancestor is on too.
 */
export interface WhiteLabelModuleDef {
  readonly modId: string;
  readonly defaultOn: boolean;
  /** Operator-facing description (command-line help), not shown to players. */
  readonly about: string;
  readonly children?: readonly WhiteLabelModuleDef[];
}

export const WHITE_LABEL_TREE = [
  {
    modId: 'REGISTER',
    defaultOn: true,
    about: 'registration',
    children: [
      { modId: 'REG_USERNAME', defaultOn: true, about: 'username registration' },
      { modId: 'REG_MOBILE', defaultOn: true, about: 'mobile registration' },
      { modId: 'REG_MOBILE_PASSWORD', defaultOn: true, about: 'mobile registration asks for a password' },
      { modId: 'REG_SMS_VERIFY', defaultOn: true, about: 'SMS verification of the mobile number' },
      { modId: 'REG_DIRECT', defaultOn: true, about: 'register button beside the header login form' },
    ],
  },
  {
    modId: 'LOGIN',
    defaultOn: true,
    about: 'sign-in',
    children: [
      { modId: 'LOGIN_PHONE', defaultOn: true, about: 'phone number login' },
      { modId: 'LOGIN_VERIFY_CODE', defaultOn: true, about: 'verification-code (SMS) login tab' },
      { modId: 'LOGIN_FREE_PLAY', defaultOn: true, about: 'free-play trial accounts' },
      { modId: 'LOGIN_FORCE_PASSWORD', defaultOn: true, about: 'forced password change' },
      { modId: 'LOGIN_PASSWORD_EXPIRY', defaultOn: false, about: 'passwords expire' },
      { modId: 'LOGIN_IP_VERIFY', defaultOn: false, about: 'extra verification from an unregistered IP' },
      {
        modId: 'LOGIN_SOCIAL',
        defaultOn: false,
        about: 'social sign-in',
        children: [
          { modId: 'LOGIN_FACEBOOK', defaultOn: true, about: 'Facebook sign-in' },
          { modId: 'LOGIN_GOOGLE', defaultOn: true, about: 'Google sign-in' },
        ],
      },
    ],
  },
  {
    modId: 'FORGOT',
    defaultOn: true,
    about: 'password recovery',
    children: [
      { modId: 'FORGOT_EMAIL', defaultOn: true, about: 'recovery by e-mail' },
      { modId: 'FORGOT_MOBILE', defaultOn: true, about: 'recovery by mobile' },
    ],
  },
  {
    modId: 'WALLET',
    defaultOn: true,
    about: 'wallet and cashier',
    children: [
      { modId: 'WALLET_DEPOSIT', defaultOn: true, about: 'deposits' },
      { modId: 'WALLET_WITHDRAW', defaultOn: true, about: 'withdrawals' },
      { modId: 'WALLET_TRANSFER_UPLINE', defaultOn: true, about: 'member transfers to upline' },
      { modId: 'WALLET_TRANSFER_DOWNLINE', defaultOn: true, about: 'agent transfers to downline' },
    ],
  },
  {
    modId: 'GAMES',
    defaultOn: true,
    about: 'game lobbies',
    children: [
      { modId: 'GAMES_JACKPOT', defaultOn: true, about: 'jackpot ticker' },
      { modId: 'GAMES_WINNERS', defaultOn: true, about: 'latest winners list' },
    ],
  },
  {
    modId: 'CONTENT',
    defaultOn: true,
    about: 'site content',
    children: [
      { modId: 'CONTENT_MARQUEE', defaultOn: true, about: 'notice marquee' },
      { modId: 'CONTENT_POPUP_NOTICE', defaultOn: true, about: 'popup notices after load' },
      { modId: 'CONTENT_DOWNLOAD', defaultOn: true, about: 'app download page' },
      { modId: 'CONTENT_JOIN', defaultOn: true, about: 'agent recruitment page' },
    ],
  },
  {
    modId: 'PROMOTIONS',
    defaultOn: true,
    about: 'promotions',
    children: [{ modId: 'PROMO_REFERRAL', defaultOn: true, about: 'invite-a-friend referral promotion' }],
  },
  { modId: 'POINTS_MALL', defaultOn: true, about: 'points mall' },
  { modId: 'MESSAGES', defaultOn: true, about: 'platform messages' },
  {
    modId: 'AGENT',
    defaultOn: true,
    about: 'agent centre',
    children: [
      { modId: 'AGENT_CONTRACT', defaultOn: true, about: 'dividend contracts (enableCt)' },
      { modId: 'AGENT_SALARY', defaultOn: true, about: 'daily wages' },
      { modId: 'AGENT_HOUR_SALARY', defaultOn: true, about: 'hourly salary' },
      { modId: 'AGENT_REALTIME_SALARY', defaultOn: true, about: 'real-time salary' },
    ],
  },
] as const satisfies readonly WhiteLabelModuleDef[];

type ModIds<T> = T extends readonly (infer M)[]
  ? M extends { modId: infer I; children?: infer C }
    ? I | ModIds<C>
    : never
  : never;

/** Every switch id of the tree. */
export type ModId = ModIds<typeof WHITE_LABEL_TREE>;

/** A node as served by /wps/system/whitelabel. */
export interface WhiteLabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhiteLabelNode[];
}

function walk(defs: readonly WhiteLabelModuleDef[], fn: (d: WhiteLabelModuleDef) => void): void {
  for (const d of defs) {
    fn(d);
    if (d.children) walk(d.children, fn);
  }
}

/** All switch ids, in tree order. */
export const ALL_MOD_IDS: readonly ModId[] = (() => {
  const out: string[] = [];
  walk(WHITE_LABEL_TREE, (d) => out.push(d.modId));
  return out as ModId[];
})();

export function isModId(id: string): id is ModId {
  return (ALL_MOD_IDS as readonly string[]).includes(id);
}

/** Builds the served tree from defaults and a brand's overrides. */
export function buildWhiteLabelTree(overrides: ReadonlyMap<string, boolean>): WhiteLabelNode[] {
  const build = (defs: readonly WhiteLabelModuleDef[]): WhiteLabelNode[] =>
    defs.map((d) => ({
      modId: d.modId,
      enabled: (overrides.get(d.modId) ?? d.defaultOn) ? '1' : '0',
      childrenNodes: build(d.children ?? []),
    }));
  return build(WHITE_LABEL_TREE);
}

/** True when the switch and all its ancestors are on in a served tree. */
export function isSwitchOn(tree: readonly WhiteLabelNode[], modId: ModId): boolean {
  const find = (nodes: readonly WhiteLabelNode[]): boolean | undefined => {
    for (const n of nodes) {
      if (n.modId === modId) return n.enabled === '1';
      const inner = find(n.childrenNodes);
      if (inner !== undefined) return n.enabled === '1' && inner;
    }
    return undefined;
  };
  return find(tree) ?? false;
}
