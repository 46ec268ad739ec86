import { Converter } from 'opencc-js/t2cn';

/**
 * Chinese written in traditional characters (Taiwan's forms: Gate's, Binance's and HTX's 繁體 pages)
 * read in simplified ones, so one list of Chinese words reads both scripts: "網絡擁堵暫停提現" is
 * "网络拥堵暂停提现". OpenCC's dictionaries (opencc-js) convert phrases, not only characters.
 * Text without Chinese passes unchanged.
 */
export const simplified = Converter({ from: 'tw', to: 'cn' });
