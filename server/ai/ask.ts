import unhomoglyph from 'unhomoglyph';
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

/**
 * Phrases that address a language model rather than a reader: an item's text steering its own
 * rating. In English and in the other scripts the feeds carry (Chinese, Japanese, Korean, Russian),
 * each in the word order of its language.
 */
const TO_THE_MODEL = [
  /\b(?:ignore|disregard|forget|override)\b[^.]{0,40}\b(?:instructions?|prompts?|rules?|above|previous)\b|\b(?:system prompt|you are now|as an ai|rate (?:this|it|me)\b|importance\s*[:=]?\s*[1-5]\b|respond with|output (?:only|json))/iu,
  /(?:忽略|无视|無視|忽视|忽視|忘记|忘記|不要理会|不要理會)[^。]{0,20}(?:指令|指示|提示|规则|規則|说明|說明|要求)|(?:系统|系統)提示|(?:重要性|重要度)\s*[:：=为為是]?\s*[1-5]|(?:指示|命令|プロンプト|ルール)[^。]{0,20}(?:無視|忘れ)/u,
  /(?:지시|명령|프롬프트|규칙|지침)[^.]{0,20}(?:무시|잊어)|중요도\s*[:=]?\s*[1-5]/u,
  /(?:игнорир|проигнорир|забудь)[^.]{0,40}(?:инструкци|правил|промпт)/iu,
];

/**
 * The text as a model reads it: compatibility forms folded (fullwidth ｉｇｎｏｒｅ is ignore), and
 * invisible characters dropped (ig\u200bnore is ignore to a model, not to a pattern).
 */
const asReadByModel = (text: string) => text.normalize('NFKC').replace(/[\p{Cf}\p{Mn}]+/gu, '').replace(/\s+/gu, ' ');

/**
 * Letters of other alphabets that look like Latin ones, as Latin (Cyrillic і, ѕ, р; Greek ι, ο: "іgnore" is
 * ignore to a reader and to a model). Only those that fold to one Latin letter (Unicode's confusables, through
 * unhomoglyph); Latin text is left as written, since the confusables' skeleton also splits Latin m into rn.
 */
const withLatinLookAlikes = (text: string) =>
  text.replace(/[^\p{ASCII}]/gu, (character) => {
    const base = unhomoglyph(character);
    return /^[a-z]$/i.test(base) ? base : character;
  });

/** Whether the text speaks to a model, as written or with its look-alike letters read as Latin ones. */
const speaksToModel = (text: string) => {
  const read = asReadByModel(text);
  const latin = withLatinLookAlikes(read);
  return TO_THE_MODEL.some((pattern) => pattern.test(read) || (latin !== read && pattern.test(latin)));
};

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
    addressesModel: speaksToModel(`${item.title}\n${text}`),
  };
}
