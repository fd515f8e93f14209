import type { Tx } from '../../db/client.ts';
import type { EventPayloads } from '../../events/catalogue.ts';
import { recordEvent } from '../../events/record.ts';
import type { Brand } from '../system/brand-types.ts';

export type RegisterMethod = EventPayloads['member.registered']['method'];

/**
 * member.registered, in the transaction that makes the member (docs/conventions.md "Jobs and events").
 * Trial (free-play) accounts and members an operator makes are not registrations.
 */
export async function recordRegistered(
  tx: Tx,
  m: { id: number; brandId: number; username: string },
  method: RegisterMethod,
  at: Date,
): Promise<void> {
  await recordEvent(tx, {
    type: 'member.registered',
    brandId: m.brandId,
    subject: `member:${m.id}`,
    payload: { memberId: m.id, username: m.username, method },
    at,
  });
}

/** member.signed_in, in the transaction that opens the session. */
export async function recordSignedIn(tx: Tx, brand: Brand, memberId: number, ip: string, at: Date): Promise<void> {
  await recordEvent(tx, {
    type: 'member.signed_in',
    brandId: brand.id,
    subject: `member:${memberId}`,
    payload: { memberId, ip },
    at,
  });
}
