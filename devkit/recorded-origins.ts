import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * Answers real origins sent, recorded by others in public repositories and kept beside the
 * project (`../shared/real-world/origins/`, never copied in: they are other people's data). A
 * clone without that folder skips the tests that replay them (`RECORDED_SKIP` says why, once).
 */
export const RECORDED_ORIGINS = resolve(import.meta.dirname, '../../shared/real-world/origins');
export const RECORDED = existsSync(`${RECORDED_ORIGINS}/manifest.json`);
export const RECORDED_SKIP = `skipped: no recorded origin answers at ${RECORDED_ORIGINS} (see ../shared/real-world/README.md)`;

interface Recording {
  file: string;
  repo: string | null;
  path: string;
  commit: string | null;
  sha256: string;
  gzip?: boolean;
}

let manifest: Recording[] | undefined;

/**
 * One recording's bytes as text (gunzipped when stored gzipped), refused when they are not the
 * bytes the manifest names: a test cites the repository, path and commit those bytes came from.
 */
export function recorded(file: string): string {
  manifest ??= (JSON.parse(readFileSync(`${RECORDED_ORIGINS}/manifest.json`, 'utf8')) as { recordings: Recording[] }).recordings;
  const entry = manifest.find((recording) => recording.file === file);
  if (!entry) throw new Error(`${file} is not in the recordings' manifest`);
  const stored = readFileSync(`${RECORDED_ORIGINS}/${file}`);
  const bytes = entry.gzip ? gunzipSync(stored) : stored;
  if (createHash('sha256').update(bytes).digest('hex') !== entry.sha256) throw new Error(`${file} differs from the recording the manifest names`);
  return bytes.toString('utf8');
}
