import { UPLOAD_MAX_BYTES, UPLOAD_MAX_IMAGES } from '@app/contracts/constants';

/** The message key for what is wrong with the chosen proof images (the server's own codes), if anything. */
export type ProofFileProblem =
  | 'err_cashier_proof_too_many'
  | 'err_cashier_proof_too_large'
  | 'err_cashier_proof_invalid';

const TYPES = ['image/png', 'image/jpeg'];

/**
 * The server's limits (SPEC §5), checked before anything is sent: at most 3 images, 5 MB each, PNG or
 * JPG. The type is the browser's guess from the name; the first bytes are checked by proofFileKind.
 */
export function proofFilesProblem(files: readonly { size: number; type: string }[]): ProofFileProblem | undefined {
  if (files.length > UPLOAD_MAX_IMAGES) return 'err_cashier_proof_too_many';
  if (files.some((f) => f.size > UPLOAD_MAX_BYTES)) return 'err_cashier_proof_too_large';
  if (files.some((f) => f.size === 0 || !TYPES.includes(f.type))) return 'err_cashier_proof_invalid';
  return undefined;
}

/** PNG or JPEG by the file's first bytes (as the server decides), else undefined. */
export function proofFileKind(head: Uint8Array): 'png' | 'jpeg' | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return undefined;
}

/** Every limit, the first bytes included: reads the start of each file. */
export async function checkProofFiles(files: readonly File[]): Promise<ProofFileProblem | undefined> {
  const problem = proofFilesProblem(files);
  if (problem) return problem;
  for (const f of files) {
    if (!proofFileKind(new Uint8Array(await f.slice(0, 8).arrayBuffer()))) return 'err_cashier_proof_invalid';
  }
  return undefined;
}
