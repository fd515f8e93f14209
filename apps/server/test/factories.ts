import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brands, members } from '../src/db/schema/index.ts';

/** The demo brand's id. */
export async function demoBrandId(app: FastifyInstance): Promise<number> {
  const [row] = await app.deps.db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, 'demo'));
  if (!row) throw new Error('demo brand missing');
  return row.id;
}

export interface MemberInput {
  brandId?: number;
  username?: string;
  accountType?: number;
  uplineId?: number | null;
  role?: 'player' | 'operator';
  status?: string;
  nickname?: string;
}

/** Inserts a member straight into the database (no password); returns its row. */
export async function createMember(app: FastifyInstance, input: MemberInput = {}) {
  const brandId = input.brandId ?? (await demoBrandId(app));
  const [row] = await app.deps.db
    .insert(members)
    .values({
      brandId,
      username: input.username ?? `u${randomBytes(5).toString('hex')}`,
      accountType: input.accountType ?? 0,
      uplineId: input.uplineId ?? null,
      role: input.role ?? 'player',
      status: input.status ?? 'active',
      nickname: input.nickname ?? '',
    })
    .returning();
  if (!row) throw new Error('member insert returned nothing');
  return row;
}

/** Opens a session for a member directly (tests of other areas need not sign in through the form). */
export async function sessionFor(app: FastifyInstance, member: { id: number; brandId: number }): Promise<string> {
  const { token } = await app.sessions.create(app.deps.db, {
    brandId: member.brandId,
    memberId: member.id,
    loginType: 'username',
    ip: '127.0.0.1',
    device: 'web',
  });
  return token;
}

/** A member with a session, in one step. */
export async function signedInMember(app: FastifyInstance, input: MemberInput = {}) {
  const member = await createMember(app, input);
  return { member, token: await sessionFor(app, member) };
}
