import { storage } from 'wxt/utils/storage';
import type { Setting } from '@/utils/settings';
import { itemBytes, RETRY_MS, SYNC_QUOTA, WRITE_GAP_MS } from './budget';
import { canonical, decide, readRemote, type Envelope } from './envelope';
import type { PieceName, SyncedPiece } from './pieces';
import type { PieceState, SyncChoice, SyncState } from '@/utils/settings/sync-state';

/** The browser's `storage.sync`, as much of it as syncing needs. */
export interface SyncArea {
  get(names: readonly string[]): Promise<Record<string, unknown>>;
  /** One write operation, whatever it holds. */
  set(values: Record<string, Envelope>): Promise<void>;
  /** Changes from the browser's sync (another computer) and from this browser's own writes alike. */
  watch(name: string, callback: (value: unknown) => void): () => void;
}

/** `storage.sync` through WXT: its `sync:` keys read and write that area, and `watch` follows that area's own onChanged. */
export const wxtSyncArea: SyncArea = {
  async get(names) {
    const found = await storage.getItems(names.map((name) => `sync:${name}` as const));
    return Object.fromEntries(found.map(({ key, value }) => [key.slice('sync:'.length), value]));
  },
  set: (values) => storage.setItems(Object.entries(values).map(([name, value]) => ({ key: `sync:${name}` as const, value }))),
  watch: (name, callback) => storage.watch(`sync:${name}`, callback),
};

export interface SettingsSyncDeps {
  pieces: readonly SyncedPiece[];
  choice: Setting<SyncChoice>;
  state: Pick<Setting<SyncState>, 'get'> & { set(state: SyncState): Promise<void> };
  sync: SyncArea;
  now(): number;
  /** Runs `job` after `ms`. A worker stopped meanwhile loses it; its next start reconciles everything. */
  later(job: () => void, ms: number): void;
}

/**
 * Copies the reader's choices between `storage.local` (which everything reads) and `storage.sync`,
 * piece by piece, the later change winning. Local data is never dropped for sync's sake: a piece too
 * large for one sync item stays here and takes nothing from sync until it fits; a refused write
 * leaves everything here as it was and is tried again. Every step runs one after another.
 */
export function createSettingsSync(deps: SettingsSyncDeps) {
  const { pieces, sync, now } = deps;
  let state: SyncState = { pieces: {} };
  let choice: SyncChoice = 'local';
  let chain: Promise<unknown> = Promise.resolve();
  const dirty = new Set<PieceName>();
  let flushQueued = false;
  let lastWrite = Number.NEGATIVE_INFINITY;

  const serial = (job: () => Promise<unknown>) => {
    chain = chain.then(job).catch((error: unknown) => console.warn('newsflash: settings sync', error));
    return chain;
  };
  const pieceState = (name: PieceName): PieceState => (state.pieces[name] ??= { at: 0 });
  const saveState = () => deps.state.set(structuredClone(state));

  /** Records a value seen here: one never seen before has no known age; one that differs from the last seen was changed now. */
  const observe = (name: PieceName, json: string): PieceState => {
    const piece = pieceState(name);
    if (piece.seen === undefined) piece.seen = json;
    else if (piece.seen !== json) {
      piece.seen = json;
      piece.at = now();
      // Re-measured at the next write: the change may have made it fit.
      if (piece.problem === 'tooLarge') delete piece.problem;
    }
    return piece;
  };

  const scheduleFlush = (delay = Math.max(0, lastWrite + WRITE_GAP_MS - now())) => {
    if (flushQueued) return;
    flushQueued = true;
    deps.later(() => {
      flushQueued = false;
      void serial(flush);
    }, delay);
  };

  async function flush(): Promise<void> {
    if (choice !== 'sync' || dirty.size === 0) return dirty.clear();
    const names = [...dirty];
    dirty.clear();
    const values: Record<string, Envelope> = {};
    for (const piece of pieces.filter((candidate) => names.includes(candidate.name))) {
      const value = await piece.read();
      const local = observe(piece.name, canonical(value));
      const envelope: Envelope = { v: piece.version, at: local.at, value };
      const bytes = itemBytes(piece.name, envelope);
      if (bytes > SYNC_QUOTA.itemBytes) Object.assign(local, { problem: 'tooLarge', bytes });
      else {
        delete local.problem;
        delete local.bytes;
        values[piece.name] = envelope;
      }
    }
    if (Object.keys(values).length > 0) {
      try {
        await sync.set(values);
        lastWrite = now();
        delete state.error;
      } catch (error) {
        state.error = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        Object.keys(values).forEach((name) => dirty.add(name as PieceName));
        scheduleFlush(RETRY_MS);
      }
    }
    await saveState();
  }

  async function reconcile(piece: SyncedPiece, stored: unknown): Promise<void> {
    const json = canonical(await piece.read());
    const local = observe(piece.name, json);
    const remote = readRemote(stored, piece);
    let decision = decide({ json, at: local.at }, remote);
    // Untouched defaults are not sent: on a new computer, sync's copy may not have arrived yet.
    if (decision === 'push' && remote.kind === 'absent' && local.at === 0 && json === canonical(piece.fallback)) decision = 'same';
    if (remote.kind === 'newer') local.problem = 'newer';
    else if (local.problem === 'newer') delete local.problem;
    // Too large to sync: this browser keeps its own, and a synced copy would replace it.
    if (decision === 'pull' && local.problem === 'tooLarge') decision = 'hold';
    if (decision === 'pull' && remote.kind === 'value') {
      // Seen before it is written, so the change it makes here is not taken for the reader's.
      Object.assign(local, { seen: remote.json, at: remote.at });
      await piece.write(remote.value);
    } else if (decision === 'push') {
      dirty.add(piece.name);
      scheduleFlush();
    } else if (decision === 'same') local.at = Math.max(local.at, remote.kind === 'value' ? remote.at : 0);
    await saveState();
  }

  async function reconcileAll(): Promise<void> {
    const stored = await sync.get(pieces.map((piece) => piece.name));
    for (const piece of pieces) await reconcile(piece, stored[piece.name]);
  }

  return {
    /** Synchronous: its listeners must be registered in the worker's first turn. */
    start(): void {
      for (const piece of pieces) {
        piece.watch((value) =>
          void serial(async () => {
            const before = state.pieces[piece.name]?.seen;
            const local = observe(piece.name, canonical(value));
            if (local.seen === before) return;
            await saveState();
            if (choice === 'sync' && local.problem !== 'newer') {
              dirty.add(piece.name);
              scheduleFlush();
            }
          }),
        );
        // A piece removed from sync (its data cleared in the browser account) is written again at the next change or start.
        sync.watch(piece.name, (value) => void serial(async () => (choice === 'sync' && value !== null && value !== undefined ? reconcile(piece, value) : undefined)));
      }
      deps.choice.watch((next) =>
        void serial(async () => {
          choice = next;
          if (next === 'sync') await reconcileAll();
          else dirty.clear();
        }),
      );
      void serial(async () => {
        [state, choice] = await Promise.all([deps.state.get(), deps.choice.get()]);
        for (const piece of pieces) observe(piece.name, canonical(await piece.read()));
        await saveState();
        if (choice === 'sync') await reconcileAll();
      });
    },
    /** Resolves once every step asked for so far has run (for tests and the debug hooks). */
    idle: () => serial(async () => undefined),
  };
}
export type SettingsSync = ReturnType<typeof createSettingsSync>;
