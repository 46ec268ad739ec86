import { describe, expect, it } from 'vitest';
import { OUTBOX_KEPT_MS, Retention, type RetentionOptions } from './retention';

const DAY = 24 * 60 * 60_000;
const NOW = Date.parse('2026-06-01T00:00:00Z');

/** Rows as their times; `prune` deletes up to `limit` of those before the cutoff, oldest first, and records each call. */
function table(times: number[]) {
  const rows = [...times].sort((a, b) => a - b);
  const calls: { before: number; limit: number }[] = [];
  return {
    rows,
    calls,
    prune: async (before: number, limit: number) => {
      calls.push({ before, limit });
      let n = 0;
      while (n < limit && rows.length > 0 && rows[0]! < before) {
        rows.shift();
        n++;
      }
      return n;
    },
  };
}

function leases(holderOf: { name?: string } = {}) {
  const held = new Map<string, string>();
  return {
    held,
    lease: async (name: string, holder: string) => {
      const other = holderOf.name ?? held.get(name);
      if (other && other !== holder) return false;
      held.set(name, holder);
      return true;
    },
    release: async (name: string, holder: string) => {
      if (held.get(name) === holder) held.delete(name);
    },
  };
}

function setup(overrides: Partial<RetentionOptions> & { items?: ReturnType<typeof table>; outbox?: ReturnType<typeof table> } = {}) {
  const items = overrides.items ?? table([]);
  const outbox = overrides.outbox ?? table([]);
  const pauses: number[] = [];
  const scheduled: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const lines: string[] = [];
  const retention = new Retention({
    retainDays: 90,
    leases: leases(),
    log: (line) => lines.push(line),
    now: () => NOW,
    batch: 3,
    pause: async (ms) => {
      expect(ms).toBeGreaterThanOrEqual(1);
      pauses.push(items.rows.length + outbox.rows.length);
    },
    schedule: (run, ms) => {
      const entry = { run, ms, cancelled: false };
      scheduled.push(entry);
      return { cancel: () => (entry.cancelled = true) };
    },
    ...overrides,
    items,
    outbox,
  });
  return { retention, items, outbox, pauses, scheduled, lines };
}

describe('Retention', () => {
  it('deletes items older than the retention in batches, pausing between batches, and keeps the newer ones', async () => {
    const old = Array.from({ length: 7 }, (_, i) => NOW - 91 * DAY - i);
    const kept = [NOW - 89 * DAY, NOW - DAY];
    const { retention, items, pauses } = setup({ items: table([...old, ...kept]) });
    expect(await retention.runOnce()).toEqual({ items: 7, outbox: 0 });
    expect(items.rows).toEqual(kept);
    // 3 + 3 + 1: a pause after each full batch, none after the short one that ends the pass.
    expect(items.calls).toEqual([
      { before: NOW - 90 * DAY, limit: 3 },
      { before: NOW - 90 * DAY, limit: 3 },
      { before: NOW - 90 * DAY, limit: 3 },
    ]);
    expect(pauses).toEqual([6, 3]);
  });

  it('a pass that ends on a full batch asks once more and stops at the empty one', async () => {
    const { retention, items } = setup({ items: table([1, 2, 3]) });
    expect(await retention.runOnce()).toEqual({ items: 3, outbox: 0 });
    expect(items.calls).toHaveLength(2);
  });

  it('--retain-days 0 keeps every item; the outbox still loses rows past their week', async () => {
    const { retention, items, outbox } = setup({ retainDays: 0, items: table([1, 2]), outbox: table([NOW - 8 * DAY, NOW - 6 * DAY]) });
    expect(await retention.runOnce()).toEqual({ items: 0, outbox: 1 });
    expect(items.calls).toEqual([]);
    expect(items.rows).toEqual([1, 2]);
    expect(outbox.calls[0]).toEqual({ before: NOW - OUTBOX_KEPT_MS, limit: 3 });
    expect(outbox.rows).toEqual([NOW - 6 * DAY]);
  });

  it('prunes nothing while another node holds the lease, and releases its own when done', async () => {
    const busy = setup({ leases: leases({ name: 'other-node' }), items: table([1]) });
    expect(await busy.retention.runOnce()).toBeUndefined();
    expect(busy.items.rows).toEqual([1]);

    const own = leases();
    const free = setup({ leases: own, items: table([1]) });
    await free.retention.runOnce();
    expect(own.held.size).toBe(0);
  });

  it('a failing database is logged and ends the pass without throwing', async () => {
    const failing = { rows: [], calls: [], prune: () => Promise.reject(new Error('database is locked')) };
    const { retention, lines } = setup({ items: failing as unknown as ReturnType<typeof table> });
    expect(await retention.runOnce()).toBeUndefined();
    expect(lines).toEqual([expect.stringMatching(/^retention: pass failed \(database is locked\)/)]);
  });

  it('runs at start and then hourly; stop() cancels what is planned and ends a pass after its batch', async () => {
    const { retention, items, scheduled } = setup({ items: table(Array.from({ length: 9 }, (_, i) => i)) });
    retention.start();
    expect(scheduled.map((entry) => entry.ms)).toEqual([0]);
    scheduled[0]!.run();
    await retention.stop();
    // The first batch ran; stop() came before the second.
    expect(items.rows).toHaveLength(6);
    await new Promise((resolve) => setImmediate(resolve));
    expect(scheduled.map((entry) => entry.ms)).toEqual([0]);

    const again = setup({ items: table([]) });
    again.retention.start();
    again.scheduled[0]!.run();
    await again.retention.runOnce();
    await new Promise((resolve) => setImmediate(resolve));
    expect(again.scheduled.map((entry) => entry.ms)).toEqual([0, 60 * 60_000]);
  });
});
