import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { decodeBody } from '@/server/outbound/charset';

/**
 * How the service's feed reader agrees with peer parsers on real feeds (../shared/real-world/feeds:
 * documents with the entries rowanmanning/feed-parser, rss-parser or feed-rs read from them).
 *
 * Agreement. Each document carries the reading of one peer, the one whose test data it is
 * (rowanmanning/feed-parser's snapshots are themselves cross-checked against node-feedparser); no
 * document has three readings to take a majority of, so that peer's reading is the reference.
 * Where peers are known to read differently, the rule is stated here rather than one peer's quirk
 * copied:
 * - a title agrees when it is the same text, whitespace collapsed, case kept;
 * - a link agrees when it is the same URL once both are normalised as a browser writes them (host
 *   case, an empty path as `/`); a peer link that is relative (rss-parser keeps GitHub's
 *   `/org/repo/releases/tag/v1` as written) agrees when the service's link is an absolute http(s)
 *   URL ending in that path, query and fragment: the peer resolved it against nothing, so which
 *   base the service chose (xml:base, the feed's link, the fetched address) cannot be compared;
 * - an entry the peer gives no link is not counted for links (the service still publishes one);
 * - entries the material marks `skip` (untitled, a repeated identity) are not scored, nor titles
 *   marked `skipTitle` (the peer read a mis-declared charset as UTF-8).
 * An entry the service does not read fails both its title and its link.
 */

const expectedEntry = z.object({
  i: z.number(),
  title: z.string().optional(),
  link: z.string().optional(),
  skip: z.string().optional(),
  skipTitle: z.string().optional(),
});
const expectedDocument = z.object({ id: z.string(), file: z.string(), format: z.string(), contentType: z.string(), entries: z.array(expectedEntry) });
const expectedFile = z.object({ docs: z.array(expectedDocument) });

export type ExpectedEntry = z.infer<typeof expectedEntry>;
export type ExpectedDocument = z.infer<typeof expectedDocument>;

/** Where the material is, relative to the repository's root; a user's clone has none. */
export const REAL_FEEDS_DIR = join(import.meta.dirname, '..', '..', 'shared', 'real-world', 'feeds');

/** The documents and what the peers read from them, or undefined when the folder is absent. */
export function loadRealFeeds(dir = REAL_FEEDS_DIR): { documents: ExpectedDocument[]; bytes(document: ExpectedDocument): Buffer } | undefined {
  if (!existsSync(join(dir, 'expected.json'))) return undefined;
  const { docs } = expectedFile.parse(JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')));
  return { documents: docs, bytes: (document) => readFileSync(join(dir, document.file)) };
}

/** What the service read of one entry. */
export interface ReadEntry {
  title: string;
  link?: string;
}

export type FailureClass = 'entry not read' | 'title differs' | 'link missing' | 'link differs';
export const FAILURE_CLASSES: FailureClass[] = ['entry not read', 'title differs', 'link missing', 'link differs'];

export interface Tally {
  right: number;
  of: number;
}

export interface FeedScore {
  documents: number;
  titles: Tally;
  links: Tally;
  /** One line per failure, by class: document, entry, what the peer read, what the service read. */
  failures: Record<FailureClass, string[]>;
}

export const emptyScore = (): FeedScore => ({ documents: 0, titles: { right: 0, of: 0 }, links: { right: 0, of: 0 }, failures: { 'entry not read': [], 'title differs': [], 'link missing': [], 'link differs': [] } });

export const share = ({ right, of }: Tally) => (of === 0 ? 1 : right / of);

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

function sameLink(peer: string, read: string | undefined): boolean {
  if (read === undefined || !URL.canParse(read)) return false;
  const service = new URL(read);
  if (!/^https?:$/.test(service.protocol)) return false;
  if (URL.canParse(peer)) return new URL(peer).href === service.href;
  // Relative as the peer kept it: only its path, query and fragment can be compared.
  return URL.canParse(peer, service) && new URL(peer, service).href === service.href;
}

/** How far ahead of where it should be an entry is looked for: the service may skip a few the peer kept. */
const LOOKAHEAD = 5;

/**
 * Scores one document's entries as the service read them (`read`, document order) into `score`.
 * The two lists are walked together; an expected entry is matched with the next read entry whose
 * title or link agrees within LOOKAHEAD, else with the one in its place while the service has as
 * many entries left as the peer has scored ones (so a wrong title is scored as wrong, not as unread).
 */
export function scoreDocument(document: ExpectedDocument, read: readonly ReadEntry[], score: FeedScore): void {
  score.documents++;
  let next = 0;
  const scored = document.entries.flatMap((entry, index) => (entry.skip ? [] : [index]));
  const agrees = (expected: ExpectedEntry, entry: ReadEntry) =>
    (expected.title !== undefined && sameText(expected.title, entry.title)) || (expected.link !== undefined && sameLink(expected.link, entry.link));
  for (const [index, expected] of document.entries.entries()) {
    const ahead = read.slice(next, next + LOOKAHEAD).findIndex((entry) => agrees(expected, entry));
    const inPlace = read.length - next >= scored.filter((at) => at >= index).length;
    const at = ahead >= 0 ? next + ahead : inPlace && !expected.skip ? next : -1;
    const entry = at >= 0 ? read[at] : undefined;
    if (entry) next = at + 1;
    if (expected.skip) continue;
    const where = `${document.id} #${expected.i}`;
    if (!entry) score.failures['entry not read'].push(`${where}: "${expected.title ?? ''}"`);
    if (!expected.skipTitle && expected.title !== undefined) {
      score.titles.of++;
      if (entry && sameText(expected.title, entry.title)) score.titles.right++;
      else if (entry) score.failures['title differs'].push(`${where}: peer "${expected.title}", service "${entry.title}"`);
    }
    if (expected.link !== undefined) {
      score.links.of++;
      if (entry && sameLink(expected.link, entry.link)) score.links.right++;
      else if (entry) score.failures[entry.link ? 'link differs' : 'link missing'].push(`${where}: peer ${expected.link}, service ${entry.link ?? '(none)'}`);
    }
  }
}

/** The failures, one block per class, for a test's or the bench's log. */
export function describeFailures(score: FeedScore, perClass = 20): string {
  return FAILURE_CLASSES.filter((name) => score.failures[name].length)
    .map((name) => {
      const lines = score.failures[name];
      const more = lines.length > perClass ? `\n  … and ${lines.length - perClass} more` : '';
      return `${name} (${lines.length}):\n${lines.slice(0, perClass).map((line) => `  ${line}`).join('\n')}${more}`;
    })
    .join('\n');
}

/** Where each document is said to come from: a relative link the service resolves against the address lands here. */
export const servedAt = (document: ExpectedDocument) => `https://real-feeds.invalid/${document.file}`;

/**
 * Every document read as the service reads a fetched feed (bytes decoded by their declared charset,
 * then `readFeed` with the address), scored against the peers. A document the reader refuses
 * scores all its entries as unread.
 */
export async function scoreRealFeeds(
  material: NonNullable<ReturnType<typeof loadRealFeeds>>,
  readFeed: (text: string, address: string) => Promise<readonly ReadEntry[]>,
): Promise<FeedScore> {
  const score = emptyScore();
  for (const document of material.documents) {
    const { text } = decodeBody(material.bytes(document), document.contentType);
    const read = await readFeed(text, servedAt(document)).catch(() => []);
    scoreDocument(document, read, score);
  }
  return score;
}
