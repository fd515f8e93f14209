import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@app/contracts/constants';

/** Where proof images live: the disk under DATA_DIR, or an object store with the same three calls. */
export interface ProofStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** Removes an image; removing one that is already gone is not an error. */
  delete(key: string): Promise<void>;
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
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

/** SPEC §5: proof images are PNG or JPG, 5 MB each, at most 3 on a confirmation. */
export const PROOF_MAX_BYTES = UPLOAD_MAX_BYTES;
