import { FeedReader } from '@/server/sources/feed-reader';
import { describeFailures, loadRealFeeds, REAL_FEEDS_DIR, scoreRealFeeds, share } from './feed-score';
import type { Figure } from './stats';

/**
 * The service's feed reader (its worker, as a poll uses it) on real feeds, scored against what
 * peer parsers read from them (feed-score.ts): titles and links agreeing, beside the 0.99 goal.
 * Nothing when the material is absent (a user's clone has no ../shared).
 */
export async function benchRealFeeds(log: (line: string) => void): Promise<Figure[]> {
  const material = loadRealFeeds();
  if (!material) {
    log(`real feeds: ${REAL_FEEDS_DIR} is absent, no figure`);
    return [];
  }
  const reader = new FeedReader();
  try {
    const score = await scoreRealFeeds(material, (text, address) => reader.read(text, Date.now(), address));
    const failures = describeFailures(score);
    if (failures) log(`real feeds, entries read otherwise than the peers:\n${failures}`);
    const of = `${score.documents} documents`;
    return [
      { figure: 'real feeds: titles as peer parsers read them', value: share(score.titles).toFixed(3), unit: '', budget: '≥ 0.99', baseline: `${score.titles.right} of ${score.titles.of} entries, ${of}` },
      { figure: 'real feeds: links as peer parsers read them', value: share(score.links).toFixed(3), unit: '', budget: '≥ 0.99', baseline: `${score.links.right} of ${score.links.of} entries, ${of}` },
    ];
  } finally {
    await reader.close();
  }
}
