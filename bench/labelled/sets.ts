import { existsSync } from 'node:fs';
import { z } from 'zod';
import { COIN_HEADLINES, type LabelledItem } from './coin-headlines';

/** A labelled set detection is scored on, by the name the bench prints. */
export interface LabelledSet {
  name: string;
  items: readonly LabelledItem[];
}

/** The items of a set written elsewhere, checked as the bench reads them (the shape of coin-headlines.ts). */
const ITEMS = z.array(
  z.object({
    kind: z.enum(['notice', 'media', 'post', 'trap']),
    title: z.string(),
    body: z.string().optional(),
    en: z.string().optional(),
    source: z.string().optional(),
    expect: z.array(z.string()),
    allow: z.array(z.string()).optional(),
  }),
);

/**
 * The blind set: real lines labelled by someone who read neither the detector nor the other sets,
 * exporting `BLIND_LINES`. It is read only when its file is there, by a specifier the type checker
 * does not follow, so the bench and its test run with or without it.
 */
const BLIND_FILE = new URL('./blind-lines.ts', import.meta.url);
const BLIND_SPECIFIER = './blind-lines.ts';

/** The sets to score: the hand-written headlines, then the blind lines when their file is present. */
export async function labelledSets(): Promise<LabelledSet[]> {
  const sets: LabelledSet[] = [{ name: 'coin-headlines', items: COIN_HEADLINES }];
  if (existsSync(BLIND_FILE)) {
    const blind = (await import(/* @vite-ignore */ BLIND_SPECIFIER)) as { BLIND_LINES?: unknown };
    sets.push({ name: 'blind-lines', items: ITEMS.parse(blind.BLIND_LINES) });
  }
  return sets;
}
