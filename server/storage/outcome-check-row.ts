import type { OutcomeSpan } from '@newsflash/protocol/outcome';
import type { OutcomeCheck } from './types';

/** A pending outcome check as both databases keep it (`outcome_checks`): the coins as the JSON text the service wrote. */
export type CheckRow = { item_id: string; span: OutcomeSpan; published_at: number; due_at: number; coins: string };

export const toCheck = (row: CheckRow): OutcomeCheck => ({
  itemId: row.item_id,
  span: row.span,
  publishedAt: row.published_at,
  dueAt: row.due_at,
  coins: JSON.parse(row.coins),
});
