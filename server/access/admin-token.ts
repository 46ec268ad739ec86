import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { adminTokenWeakness } from './admin-token-strength';

/**
 * An admin token shorter than this is refused at start: 32 characters of base64 are 192 bits, past
 * any guessing even without the rate limit on wrong tokens (admin-failures.ts).
 * A generated one is exactly this long.
 */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/**
 * The admin token when none was given: the one kept in `file` (so a restart keeps it), or
 * `generated`, written there first. The file is the owner's alone (0600, in a folder created
 * 0700): the token never goes to the log, where anything that collects logs would read it.
 */
export function keptAdminToken(file: string, generated: string): { token: string; created: boolean; looseMode?: string } {
  if (existsSync(file)) {
    const token = readFileSync(file, 'utf8').trim();
    if (token.length < MIN_ADMIN_TOKEN_LENGTH) throw new Error(`${file} holds no admin token (at least ${MIN_ADMIN_TOKEN_LENGTH} characters): delete it to have one generated, or pass --admin-token`);
    const weakness = adminTokenWeakness(token);
    if (weakness) throw new Error(`${file} holds an admin token that is refused: ${weakness}. Delete it to have one generated, or pass --admin-token`);
    const mode = statSync(file).mode & 0o777;
    return { token, created: false, ...(mode & 0o077 ? { looseMode: mode.toString(8) } : {}) };
  }
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return { token: generated, created: true };
}
