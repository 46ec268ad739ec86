// The kinds of item the feed carries and what each must hold, read off the real feed's frames
// (/work/shared/corpus, DESIGN.md §3). Clients (terminals, bots) read these fields without checking:
// a published item that lacks one breaks them. docs/item-kinds.md is the same table in words.

/** Every flag a social item's `info` carries on the real feed; false unless set. */
export const INFO_FLAGS = ['isQuote', 'isReply', 'isRetweet', 'isSelfReply'] as const;

/**
 * `type`s that make an item a post of a social network. The real feed sends "direct" for every
 * tweet; a publisher saying "reply", "quote" or "retweet" means a tweet with that flag, and is
 * published as "direct" with it.
 */
export const SOCIAL_TYPES = ['direct', 'reply', 'quote', 'retweet'] as const;
/** The `source` of a tweet in the backlog's shape (no `type`, text folded into the title). */
export const SOCIAL_SOURCES = ['Twitter'] as const;

const BASE = ['_id', 'title', 'time'] as const;
const TWEET = [...BASE, ...INFO_FLAGS.map((flag) => `info.${flag}` as const), 'info.twitterId'] as const;
const QUOTED = ['info.quotedUser.name', 'info.quotedUser.screen_name', 'info.quotedUser.text'] as const;
const REPLIED = ['info.replyUser.name', 'info.replyUser.screen_name', 'info.replyUser.text'] as const;

export interface ItemKindShape {
  /** How an item is told to be of this kind. */
  when: string;
  /** What every published item of the kind carries: field names, dotted into objects. */
  required: readonly string[];
}

/** The kinds, in the order they are told apart (the first that matches). */
export const ITEM_KINDS = {
  retweet: { when: 'social, info.isRetweet', required: [...TWEET, ...QUOTED] },
  quote: { when: 'social, info.isQuote', required: [...TWEET, ...QUOTED] },
  reply: { when: 'social, info.isReply (isSelfReply: a reply to the author\'s own post)', required: [...TWEET, ...REPLIED] },
  tweet: { when: `social: type ${SOCIAL_TYPES.map((type) => `"${type}"`).join(', ')} or source ${SOCIAL_SOURCES.map((source) => `"${source}"`).join(', ')}`, required: TWEET },
  telegram: { when: 'type "telegram"', required: [...BASE, 'type'] },
  news: { when: 'anything else (source "Blogs", "Binance EN", "Upbit", an operator\'s or a feed\'s item)', required: BASE },
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

/** The required fields of its kind an item does not carry (absent or null), in the table's order. */
export function missingFields(item: Record<string, unknown>, kind: ItemKindName = itemKindOf(item)): string[] {
  return ITEM_KINDS[kind].required.filter((path) => {
    let value: unknown = item;
    for (const key of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
    return value === undefined || value === null;
  });
}
