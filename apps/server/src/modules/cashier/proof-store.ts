import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where proof images live: the disk under DATA_DIR, or an object store with the same two calls. */
export interface ProofStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
}

/** Proof images as files in a directory (written whole, then renamed into place). */
export function createDiskProofStore(dir: string): ProofStore {
  const file = (key: string) => {
    if (!/^[a-f0-9]{32}$/.test(key)) throw new Error('bad proof key');
    return path.join(dir, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch {
        return undefined;
      }
    },
  };
}

export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** The image type by its first bytes (never by a file name or a header): PNG or JPEG, else undefined. */
export function sniffImage(bytes: Buffer): 'image/png' | 'image/jpeg' | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}
