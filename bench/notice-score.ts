import { listingKinds, noticeKinds, type Notice, type NoticeKind } from '@newsflash/protocol/notice';
import type { NoticeTitle } from './labelled/notice-titles';

export interface KindTally {
  /** Titles labelled this kind. */
  labelled: number;
  /** Labelled this kind and read as it. */
  right: number;
  /** Read as this kind, labelled another. */
  extra: number;
}

export interface NoticeScore {
  titles: number;
  byKind: Record<NoticeKind, KindTally>;
  /** Titles labelled with a kind that is no listing (launch platforms, promotions, tags…). */
  decoys: number;
  /** Of those, read as a listing kind: what a listing bot would have bought on. */
  decoysAsListing: number;
  /** Titles read as no exchange's notice: their exchange is outside the classifier's exact-name table (server/notices/exchanges.ts), by design. */
  unread: number;
  /** Titles whose sign (none included) is the label's. */
  signsRight: number;
  /** The labels' coins found, and coins given that no label names. */
  coins: { labelled: number; found: number; extra: number };
  /** One line per title read wrong: `labelled → read`, the exchange and the title. */
  wrong: string[];
}

export const kindPrecision = ({ right, extra }: KindTally) => (right + extra === 0 ? 1 : right / (right + extra));
export const kindRecall = ({ right, labelled }: KindTally) => (labelled === 0 ? 1 : right / labelled);
/** The share of titles whose sign (none included) is the label's; 1 for a set with no titles. */
export const signShare = ({ signsRight, titles }: NoticeScore) => (titles === 0 ? 1 : signsRight / titles);

/** Scores a classifier against a set of labelled titles (label policy: docs/notice-kinds.md). */
export function scoreNotices(titles: readonly NoticeTitle[], classify: (title: NoticeTitle) => Notice | undefined): NoticeScore {
  const byKind = Object.fromEntries(noticeKinds.map((kind) => [kind, { labelled: 0, right: 0, extra: 0 }])) as Record<NoticeKind, KindTally>;
  const score: NoticeScore = {
    titles: titles.length,
    byKind,
    decoys: 0,
    decoysAsListing: 0,
    unread: 0,
    signsRight: 0,
    coins: { labelled: 0, found: 0, extra: 0 },
    wrong: [],
  };
  for (const labelled of titles) {
    const read = classify(labelled);
    const kind = read?.kind;
    if (!read) score.unread++;
    byKind[labelled.kind].labelled++;
    if (kind === labelled.kind) byKind[labelled.kind].right++;
    else {
      if (kind) byKind[kind].extra++;
      score.wrong.push(`  ${labelled.kind} → ${kind ?? 'nothing'}: ${labelled.exchange}: ${labelled.title}`);
    }
    if (!listingKinds.includes(labelled.kind)) {
      score.decoys++;
      if (kind && listingKinds.includes(kind)) score.decoysAsListing++;
    }
    if ((read?.sign ?? '') === (labelled.sign ?? '')) score.signsRight++;
    const expected = new Set(labelled.coins ?? []);
    const given = new Set(read?.coins ?? []);
    score.coins.labelled += expected.size;
    score.coins.found += [...expected].filter((coin) => given.has(coin)).length;
    score.coins.extra += [...given].filter((coin) => !expected.has(coin)).length;
  }
  return score;
}
