// The kinds of item the feed carries and what each holds live (/ws) and in the backlog
// (/api/news), read off the real feed's frames (/work/shared/corpus, DESIGN.md §3). Clients
// (terminals, bots, relays) read these fields without checking and route on some of them
// (`'source' in item` means news): a published item that lacks one, or carries one its kind never
// does, breaks them. docs/item-kinds.md is the same table in words.

/** Every flag a social item's `info` carries on the real feed; false unless set. */
export const INFO_FLAGS = ['isQuote', 'isReply', 'isRetweet', 'isSelfReply'] as const;

/**
 * `type`s that make an item a post of a social network. The real feed sends "direct" for every
 * tweet; a publisher saying "reply", "quote" or "retweet" means a tweet with that flag, and is
 * published as "direct" with it.
 */
export const SOCIAL_TYPES = ['direct', 'reply', 'quote', 'retweet'] as const;
/** The `source` of a post in the backlog's shape (no `type`, text folded into the title). */
export const BACKLOG_POST_SOURCE = 'Twitter';
/** The `source` of a Telegram post in the backlog's shape (our choice: the corpus has none). */
export const BACKLOG_TELEGRAM_SOURCE = 'Telegram';
export const SOCIAL_SOURCES = [BACKLOG_POST_SOURCE] as const;
/**
 * Which network a post came from when it is not Twitter ("bluesky"): Newsflash's field, one the
 * protocol's clients do not route on (they route on `source`, which a live post never carries).
 */
export const NETWORK_FIELD = 'network';

const BASE = ['_id', 'title', 'time'] as const;
const TWEET = [...BASE, ...INFO_FLAGS.map((flag) => `info.${flag}` as const), 'info.twitterId'] as const;
const QUOTED = ['info.quotedUser.name', 'info.quotedUser.screen_name', 'info.quotedUser.text'] as const;
const REPLIED = ['info.replyUser.name', 'info.replyUser.screen_name', 'info.replyUser.text'] as const;
const VOTES = ['likes', 'dislikes'] as const;

/** One shape of a kind: fields carried (dotted into objects), fields never carried, fields of a fixed value. */
export interface Shape {
  carries: readonly string[];
  never: readonly string[];
  is: Readonly<Record<string, string>>;
}

export interface ItemKindShape {
  /** How an item is told to be of this kind. */
  when: string;
  /** What a publisher must give (or the edge make whole) for the item to be published at all. */
  required: readonly string[];
  /** A published item on `/ws`, once the service added what it adds (`symbols`). */
  live: Shape;
  /** The same item as `GET /api/news` answers it. */
  backlog: Shape;
}

const postShapes = (required: readonly string[]) => ({
  required,
  live: { carries: [...required, 'type'], never: ['source', 'url'], is: { type: 'direct' } },
  backlog: { carries: [...required, 'source', ...VOTES], never: ['type', 'body', 'link'], is: { source: BACKLOG_POST_SOURCE } },
});

/** The kinds, in the order they are told apart (the first that matches). */
export const ITEM_KINDS = {
  retweet: { when: 'social, info.isRetweet', ...postShapes([...TWEET, ...QUOTED]) },
  quote: { when: 'social, info.isQuote', ...postShapes([...TWEET, ...QUOTED]) },
  reply: { when: "social, info.isReply (isSelfReply: a reply to the author's own post)", ...postShapes([...TWEET, ...REPLIED]) },
  tweet: { when: `social: type ${SOCIAL_TYPES.map((type) => `"${type}"`).join(', ')} or source "${BACKLOG_POST_SOURCE}"`, ...postShapes(TWEET) },
  telegram: {
    when: 'type "telegram"',
    required: [...BASE, 'type'],
    live: { carries: [...BASE, 'type'], never: ['source', 'url'], is: { type: 'telegram' } },
    backlog: { carries: [...BASE, 'type', 'source', ...VOTES], never: ['link'], is: { type: 'telegram', source: BACKLOG_TELEGRAM_SOURCE } },
  },
  news: {
    when: 'anything else (source "Blogs", "Binance EN", "Upbit", an operator\'s or a feed\'s item)',
    required: BASE,
    live: { carries: [...BASE, 'symbols'], never: [NETWORK_FIELD], is: {} },
    backlog: { carries: [...BASE, 'symbols', ...VOTES], never: [NETWORK_FIELD], is: {} },
  },
} as const satisfies Record<string, ItemKindShape>;

export type ItemKindName = keyof typeof ITEM_KINDS;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** Whether an item is a post of a social network, which clients read `info` of. */
export function isSocial(item: Readonly<Record<string, unknown>>): boolean {
  return isOneOf(SOCIAL_TYPES, item.type) || isOneOf(SOCIAL_SOURCES, item.source);
}

/** Which kind an item is, by `type`, `source` and `info`'s flags. */
export function itemKindOf(item: Readonly<Record<string, unknown>>): ItemKindName {
  if (isSocial(item)) {
    const info = (typeof item.info === 'object' && item.info !== null ? item.info : {}) as Record<string, unknown>;
    if (info.isRetweet === true) return 'retweet';
    if (info.isQuote === true) return 'quote';
    if (info.isReply === true) return 'reply';
    return 'tweet';
  }
  return item.type === 'telegram' ? 'telegram' : 'news';
}

function valueAt(item: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = item;
  for (const key of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}
const absent = (value: unknown) => value === undefined || value === null;

/** The fields a publisher must give for its kind that an item does not carry (absent or null), in the table's order. */
export function missingFields(item: Readonly<Record<string, unknown>>, kind: ItemKindName = itemKindOf(item)): string[] {
  return ITEM_KINDS[kind].required.filter((path) => absent(valueAt(item, path)));
}

/** How an item differs from its kind's shape live or in the backlog: one line a difference, none when it is that shape. */
export function shapeProblems(item: Readonly<Record<string, unknown>>, where: 'live' | 'backlog'): string[] {
  const kind = itemKindOf(item);
  const shape: Shape = ITEM_KINDS[kind][where];
  return [
    ...shape.carries.filter((path) => absent(valueAt(item, path))).map((path) => `${path}: missing from a ${where} ${kind} item`),
    ...shape.never.filter((path) => !absent(valueAt(item, path))).map((path) => `${path}: never on a ${where} ${kind} item`),
    ...Object.entries(shape.is)
      .filter(([path, value]) => valueAt(item, path) !== value)
      .map(([path, value]) => `${path}: "${value}" on a ${where} ${kind} item, not ${JSON.stringify(valueAt(item, path))}`),
  ];
}
