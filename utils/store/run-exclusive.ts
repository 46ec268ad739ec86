/**
 * What @wxt-dev/storage asks of async-mutex (one `Mutex` per stored item, `runExclusive` around its
 * first read), without the rest of that library: semaphores, priorities, timeouts and cancelling,
 * 1 kB of every bundle that reads a setting. wxt.config.ts points `async-mutex` here.
 */
export class Mutex {
  private last: Promise<unknown> = Promise.resolve();

  /** Runs `work` once every earlier call has settled, whether it succeeded or not. */
  runExclusive<T>(work: () => T | Promise<T>): Promise<T> {
    const result = this.last.then(() => work());
    this.last = result.catch(() => undefined);
    return result;
  }
}
