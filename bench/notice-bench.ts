import { noticeKinds } from '@newsflash/protocol/notice';
import type { Detector } from '@/server/coins/detect';
import { classifyNotice } from '@/server/notices/classify';
import { NOTICE_SETS, type NoticeSet } from './labelled/notice-sets';
import { WRITTEN_LANGUAGES_HELD_OUT } from './labelled/held-out/notice-written-languages';
import { OTHER_LANGUAGE_NOTICES } from './labelled/notice-other-languages';
import { WRITTEN_LANGUAGES_TUNING } from './labelled/notice-written-languages';
import type { NoticeTitle } from './labelled/notice-titles';
import { rewriteFigures } from './notice-rewrites';
import { kindPrecision, kindRecall, scoreNotices, signShare, type NoticeScore } from './notice-score';
import type { Figure } from './stats';

/** The source the service's own sources give an exchange's notices, as an upstream names them. */
const SOURCE: Record<string, string> = { Binance: 'Binance EN' };

/** One set's figure, or a dash for a set with no titles yet. */
const per = (scored: readonly { set: NoticeSet; score: NoticeScore }[], show: (score: NoticeScore) => string) => scored.map(({ score }) => (score.titles === 0 ? '–' : show(score))).join(' · ');

/**
 * The notice classifier (server/notices/) on the labelled sets (bench/labelled/notice-sets.ts: the
 * project's own titles, the wild set's tuning part and its held-out part, labelled without reading
 * it), side by side: titles right, per-kind precision and recall, signs right, decoys read as a
 * listing, coins. The titles read wrong are printed for the sets that may show them, never for the
 * held-out part. Each title is classified as the service would an upstream's item: its exchange as
 * `source`, no category (the labels have none), detection's coins on the real market as `suggestions`.
 */
export function benchNotices(detector: Detector, log: (line: string) => void): Figure[] {
  const now = Date.now();
  const classify = ({ exchange, title }: NoticeTitle) => {
    const source = SOURCE[exchange] ?? exchange;
    const detected = detector.detect({ title, source }).map(({ coin }) => coin);
    return classifyNotice({ title, source, time: now, detected });
  };
  const scored = NOTICE_SETS.map((set) => ({ set, score: scoreNotices(set.titles, classify) }));
  for (const { set, score } of scored) {
    if (set.titles.length === 0) log(`notice kinds, ${set.name}: no titles yet, not scored`);
    else if (set.showTitles && score.wrong.length) log(`notice kinds, ${set.name}, titles read wrong (labelled → read):\n${score.wrong.join('\n')}`);
  }
  const sets = NOTICE_SETS.map(({ name }) => name).join(' · ');
  const foreign = scoreNotices(OTHER_LANGUAGE_NOTICES, classify);
  const writtenLanguages = [WRITTEN_LANGUAGES_TUNING, WRITTEN_LANGUAGES_HELD_OUT].map((titles) => scoreNotices(titles, classify));
  const started = performance.now();
  const rounds = 20;
  const timed = NOTICE_SETS[0]!.titles;
  const notices = timed.map((labelled) => ({ title: labelled.title, source: SOURCE[labelled.exchange] ?? labelled.exchange, time: now }));
  for (let round = 0; round < rounds; round++) for (const notice of notices) classifyNotice(notice);
  const perSecond = Math.round((rounds * timed.length) / ((performance.now() - started) / 1000));
  const right = (score: NoticeScore) => noticeKinds.reduce((sum, kind) => sum + score.byKind[kind].right, 0);
  const rightAndDecoys = (score: NoticeScore) => `${right(score)} of ${score.titles} / ${score.decoysAsListing}`;
  return [
    {
      figure: `notice kinds: titles read right (${sets})`,
      value: per(scored, (score) => `${right(score)} of ${score.titles} (${(right(score) / score.titles).toFixed(3)})`),
      unit: '',
      baseline: `decoys (labelled no listing kind): ${per(scored, (score) => String(score.decoys))}; read as no exchange's (outside the exact-name table, by design): ${per(scored, (score) => String(score.unread))}`,
    },
    { figure: `notice kinds: decoys read as a listing (${sets})`, value: per(scored, (score) => String(score.decoysAsListing)), unit: '', budget: '0' },
    ...noticeKinds.map((kind): Figure => ({
      figure: `notice kinds, ${kind}: precision / recall (${sets})`,
      value: per(scored, (score) => `${kindPrecision(score.byKind[kind]).toFixed(3)} / ${kindRecall(score.byKind[kind]).toFixed(3)}`),
      unit: '',
      budget: '≥ 0.97 / ≥ 0.97',
      baseline: `labelled, right, read wrongly as it: ${per(scored, (score) => `${score.byKind[kind].labelled}, ${score.byKind[kind].right}, ${score.byKind[kind].extra}`)}`,
    })),
    { figure: `notice signs: right, none included (${sets})`, value: per(scored, (score) => signShare(score).toFixed(3)), unit: '', budget: '≥ 0.97', baseline: `titles: ${per(scored, (score) => `${score.signsRight} of ${score.titles}`)}` },
    { figure: `notice coins: found / extra (${sets})`, value: per(scored, (score) => `${score.coins.found} of ${score.coins.labelled} / ${score.coins.extra}`), unit: '', baseline: 'the labels\' coins; coins given that no label names' },
    ...rewriteFigures(NOTICE_SETS, classify),
    {
      figure: 'notice kinds, real titles in other languages (never tuned on): read right / decoys read as a listing',
      value: rightAndDecoys(foreign),
      unit: '',
      baseline: 'Vietnamese, Russian, Portuguese, Spanish, Turkish, Arabic and others, never read to write words: the main words of six of them are written from the languages (title-words/other-languages.ts); the rest are read through an upstream\'s English only',
    },
    {
      figure: 'notice kinds, titles written blind in twelve other languages: read right / decoys read as a listing (tuned · held-out)',
      value: writtenLanguages.map(rightAndDecoys).join(' · '),
      unit: '',
      budget: '0 decoys',
      baseline: 'Spanish, Portuguese, Russian, Vietnamese, Japanese, French, Turkish, Indonesian, German, Italian, Polish and Arabic in the exchanges\' localised styles (bench/labelled/notice-written-languages.ts); the held-out third is never printed',
    },
    { figure: 'notice classifier: titles per second', value: perSecond.toLocaleString('en'), unit: '', budget: '≥ 2,000', baseline: `the ${NOTICE_SETS[0]!.name} set's ${timed.length} titles, one core, without detection; the service publishes at most tens of items a second` },
  ];
}
