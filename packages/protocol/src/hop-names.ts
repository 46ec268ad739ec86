// Kept apart from the zod schemas (hops.ts): the publisher's reader (published-item.ts) stays zod-free.

/** The hops a Newsflash service stamps on an item, in the order an item passes them (hops.ts). */
export const HOP_NAMES = ['origin', 'read', 'sent'] as const;
export type HopName = (typeof HOP_NAMES)[number];
export type Hops = Partial<Record<HopName, number>>;
