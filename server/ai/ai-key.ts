import { readFileSync, statSync } from 'node:fs';

/** The longest key read: hosted APIs' keys are under 200 characters; a file far past it is not a key. */
export const AI_KEY_MAX = 1_000;

/**
 * The endpoint's key from its file, as the admin token's file is read (access/admin-token.ts):
 * trimmed, refused when empty, too long or not one printable line, and `looseMode` set when others
 * may read the file. The key goes in a file, not a flag, so it never shows in `ps` or a shell's history.
 */
export function readAiKey(file: string): { key: string; looseMode?: string } {
  const key = readFileSync(file, 'utf8').trim();
  if (key === '' || key.length > AI_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) throw new Error(`${file} holds no API key (one line of at most ${AI_KEY_MAX} printable characters, no spaces)`);
  const mode = statSync(file).mode & 0o777;
  return { key, ...(mode & 0o077 ? { looseMode: mode.toString(8) } : {}) };
}
