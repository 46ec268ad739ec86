import { noticeKinds } from '@newsflash/protocol/notice';
import type { Detector } from '@/server/coins/detect';
import { classifyNotice } from '@/server/notices/classify';
import { NOTICE_TITLES, type NoticeTitle } from './labelled/notice-titles';
import { kindPrecision, kindRecall, scoreNotices } from './notice-score';
import type { Figure } from './stats';

/** The source the service's own sources give an exchange's notices, as an upstream names them. */
const SOURCE: Record<string, string> = { Binance: 'Binance EN' };

/**
 * The notice classifier (server/notices/) on the labelled titles (bench/labelled/notice-titles.ts,
 * labelled by another engineer without reading it): per-kind precision and recall, the decoys read
 * as a listing, signs and coins, every title it read wrong printed. Each title is classified as the
 * service would an upstream's item: its exchange as `source`, no category (the labels have none),
 * detection's coins on the real market as `suggestions`.
 */
export function benchNotices(detector: Detector, log: (line: string) => void): Figure[] {
  const now = Date.now();
  const classify = ({ exchange, title }: NoticeTitle) => {
    const source = SOURCE[exchange] ?? exchange;
    const detected = detector.detect({ title, source }).map(({ coin }) => coin);
    return classifyNotice({ title, source, time: now, detected });
  };
  const score = scoreNotices(NOTICE_TITLES, classify);
  if (score.wrong.length) log(`notice kinds, titles read wrong (labelled → read):\n${score.wrong.join('\n')}`);
  const started = performance.now();
  const rounds = 20;
  for (let round = 0; round < rounds; round++) for (const labelled of NOTICE_TITLES) classifyNotice({ title: labelled.title, source: labelled.exchange, time: now });
  const perSecond = Math.round((rounds * NOTICE_TITLES.length) / ((performance.now() - started) / 1000));
  const right = noticeKinds.reduce((sum, kind) => sum + score.byKind[kind].right, 0);
  return [
    { figure: 'notice kinds: titles read right', value: `${right} of ${score.titles} (${(right / score.titles).toFixed(3)})`, unit: '', baseline: `bench/labelled/notice-titles.ts, ${score.decoys} decoys (labelled no listing kind)` },
    { figure: 'notice kinds: decoys read as a listing', value: score.decoysAsListing, unit: '', budget: '0', baseline: `of ${score.decoys} decoys` },
    ...noticeKinds.map((kind): Figure => {
      const tally = score.byKind[kind];
      return { figure: `notice kinds, ${kind}: precision / recall`, value: `${kindPrecision(tally).toFixed(3)} / ${kindRecall(tally).toFixed(3)}`, unit: '', budget: '≥ 0.97 / ≥ 0.97', baseline: `${tally.labelled} labelled, ${tally.right} right, ${tally.labelled - tally.right} missed, ${tally.extra} read wrongly as it` };
    }),
    { figure: 'notice signs: right (none included)', value: `${score.signsRight} of ${score.titles}`, unit: '' },
    { figure: 'notice coins: found / extra', value: `${score.coins.found} of ${score.coins.labelled} / ${score.coins.extra}`, unit: '', baseline: 'the labels\' coins; coins given that no label names' },
    { figure: 'notice classifier: titles per second', value: perSecond.toLocaleString('en'), unit: '', budget: '≥ 2,000', baseline: 'one core, without detection; the service publishes at most tens of items a second' },
  ];
}
