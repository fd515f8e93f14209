import { createHash, randomBytes } from 'node:crypto';

/** The hex SHA-256 of a secret: how tokens, challenges and device ids are stored. */
export const sha = (s: string) => createHash('sha256').update(s).digest('hex');
/** A new 256-bit token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
