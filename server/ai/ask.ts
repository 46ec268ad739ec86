import type { FeedItem } from '../items/feed-item';
import { hasOtherScript } from '../items/english-headline';

/** The item's text the model reads, at most this long: a post's body past it adds nothing to one line. */
export const AI_TEXT_MAX = 4_000;

/** What one request asks of the model about one item. */
export interface AiAsk {
  id: string;
  title: string;
  /** The item's longer text (a post's body, a news item's text), cut at AI_TEXT_MAX; '' when none. */
  text: string;
  /** A summary, where the text is longer than the title. */
  summary: boolean;
  /** English, where the item has none and its title is in another script. */
  en: boolean;
  /** The text speaks to a model: its importance is capped whatever the answer (answer.ts). */
  addressesModel: boolean;
}

/** Phrases that address a language model rather than a reader: an item's text steering its own rating. */
const TO_THE_MODEL = /\b(?:ignore|disregard|forget|override)\b[^.]{0,40}\b(?:instructions?|prompts?|rules?|above|previous)\b|\b(?:system prompt|you are now|as an ai|rate (?:this|it|me)\b|importance\s*[:=]?\s*[1-5]\b|respond with|output (?:only|json))/iu;

/** What to ask of the model about an item: its importance always, a summary and English where they help. */
export function askFor(item: FeedItem): AiAsk {
  const longer = [item.body, item.text].find((part): part is string => typeof part === 'string' && part.trim().length > 0) ?? '';
  const text = longer.slice(0, AI_TEXT_MAX);
  return {
    id: item._id,
    title: item.title,
    text,
    summary: text.trim().length > item.title.trim().length,
    en: typeof item.en !== 'string' && hasOtherScript(item.title),
    addressesModel: TO_THE_MODEL.test(`${item.title}\n${text}`),
  };
}
