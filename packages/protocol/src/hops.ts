import { lenient } from './lenient';
import { isPlausibleTime } from './plausible-time';
import { z } from './zod';

export { CLOCK_REQUEST, HOP_NAMES, hopsOf, type HopName, type Hops } from './hop-names';

/**
 * When an item passed each hop, ms since the epoch: a Newsflash service's addition (the `hops`
 * field), which the protocol's other clients ignore. `origin` is the origin's own time as the
 * origin states it (Binance's `releaseDate`, OKX's `pTime`, Jetstream's `time_us`, a feed's date,
 * an upstream's `time`), absent when it states none; `read` when the service read it from the
 * origin; `sent` when the service wrote it to its sockets (live frames only: the backlog has no
 * `sent`). Each is in the clock of whoever stamped it: `origin` in the origin's, the rest in the
 * service's.
 */

const hopTime = z.number().check(z.refine((time) => isPlausibleTime(time)));

export const hopsSchema = z.object({
  origin: lenient(hopTime),
  read: lenient(hopTime),
  sent: lenient(hopTime),
});

/** The service's answer to a client's `clock` text frame: its time, ms since the epoch, for the client's clock offset. */
export const clockFrameSchema = z.object({ clock: hopTime });
