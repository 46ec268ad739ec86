/**
 * What `storage.sync` allows an extension (Chrome's figures; Firefox enforces the same 100 kB):
 * Newsflash keeps well inside them by construction, so only a piece too large for one item and a
 * browser refusing a write are left to handle at run time.
 */
export const SYNC_QUOTA = {
  /** QUOTA_BYTES: everything synced together. */
  totalBytes: 102_400,
  /** QUOTA_BYTES_PER_ITEM: one key and its value as JSON. */
  itemBytes: 8_192,
  /** MAX_ITEMS. */
  items: 512,
  /** MAX_WRITE_OPERATIONS_PER_MINUTE and _PER_HOUR (one `set` call is one operation, whatever it holds). */
  writesPerMinute: 120,
  writesPerHour: 1_800,
} as const;

/**
 * Writes are coalesced and at least this far apart: 24 a minute and 1,440 an hour at most, under
 * both of the browser's rates however fast the reader clicks.
 */
export const WRITE_GAP_MS = 2_500;

/** A refused write (the rate limits, a full quota, sync broken) is tried again this much later. */
export const RETRY_MS = 60_000;

const encoder = new TextEncoder();

/** What the browser counts for one item: the key's length plus its value's JSON, in UTF-8 bytes. */
export const itemBytes = (key: string, value: unknown): number => encoder.encode(key).length + encoder.encode(JSON.stringify(value)).length;
