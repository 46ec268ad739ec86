// Kept apart from the zod schemas (hops.ts): the publisher's reader (published-item.ts) stays zod-free.

/** The hops a Newsflash service stamps on an item, in the order an item passes them (hops.ts). */
export const HOP_NAMES = ['origin', 'read', 'sent'] as const;
export type HopName = (typeof HOP_NAMES)[number];
export type Hops = Partial<Record<HopName, number>>;

/** The stamps a reader keeps: a hop with no readable time is left out, and no hops at all is none. */
export function hopsOf(raw: Partial<Record<HopName, number | undefined>>): Hops | undefined {
  const hops: Hops = {};
  for (const name of HOP_NAMES) if (raw[name] !== undefined) hops[name] = raw[name];
  return Object.keys(hops).length > 0 ? hops : undefined;
}

/** What a client sends to ask for the service's time; a service that does not know it answers nothing. */
export const CLOCK_REQUEST = 'clock';
