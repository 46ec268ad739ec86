/**
 * How many backlog pages are built at once. A page is read from the database and written as up to
 * 8 MiB of JSON; 130 clients asking at once built 130 of them together (gigabytes, most of it for
 * clients that never read). Past this many, a request waits its turn; one whose client has gone
 * by then is never built.
 */
export const PAGE_BUILDS = 4;

/** Runs at most `limit` jobs at once, the others in the order they came. */
export class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
