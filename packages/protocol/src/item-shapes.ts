import { BACKLOG_POST_SOURCE, BACKLOG_TELEGRAM_SOURCE, isSocial, NETWORK_FIELD, SOCIAL_TYPES } from './item-kinds';

// An item has two shapes on the wire (DESIGN.md §3, the corpus): live on `/ws`, and the backlog's
// on `/api/news`. The service stores the live shape and answers the backlog's; what enters in the
// backlog's shape (an upstream's backfill, an operator copying a backlog entry) is read back into
// the live one. Clients route on these fields: `'source' in item` means news, `source: "Twitter"`
// means a backlog post.

type Item = Record<string, unknown>;
/** An item as stored and listed: the three fields every item has. */
type Listed = Item & { _id: string; title: string; time: number };
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** A stored (live) item as the backlog shows it: posts folded ("Name (@handle): text", `source` "Twitter", `url`), Telegram posts with `source` and `url`. */
export function toBacklogShape(item: Listed): Listed {
  if (isSocial(item)) {
    const { type: _type, body, link, ...rest } = item;
    // A post stored before posts lost `source` ("Bluesky") still says its network.
    const network = rest[NETWORK_FIELD] ?? (isText(item.source) && item.source !== BACKLOG_POST_SOURCE ? item.source.toLowerCase() : undefined);
    return { ...rest, title: isText(body) ? `${item.title}: ${body}` : item.title, source: BACKLOG_POST_SOURCE, ...(network === undefined ? {} : { [NETWORK_FIELD]: network }), ...(isText(link) ? { url: link } : {}) };
  }
  if (item.type === 'telegram') {
    const { link, ...rest } = item;
    return { ...rest, source: BACKLOG_TELEGRAM_SOURCE, ...(isText(link) ? { url: link } : {}) };
  }
  return item;
}

/**
 * An item as the live shape has it, whichever shape it came in: a post never carries `source` (a
 * backlog post is unfolded at the title's first ": ", another network's name is kept as
 * `network`), a post's address is its `link`; only a post says its `network`.
 */
export function toLiveShape(item: Item): void {
  const social = isSocial(item);
  if (!social && item.type !== 'telegram') {
    delete item[NETWORK_FIELD];
    return;
  }
  if (social && item.source === BACKLOG_POST_SOURCE) {
    if (!(SOCIAL_TYPES as readonly unknown[]).includes(item.type)) item.type = 'direct';
    const cut = typeof item.title === 'string' && item.body === undefined ? item.title.indexOf(': ') : -1;
    if (cut > 0) {
      item.body = (item.title as string).slice(cut + 2);
      item.title = (item.title as string).slice(0, cut);
    }
  } else if (social && isText(item.source) && item[NETWORK_FIELD] === undefined) {
    item[NETWORK_FIELD] = item.source.toLowerCase();
  }
  delete item.source;
  if (item.link === undefined && item.url !== undefined) item.link = item.url;
  delete item.url;
}
