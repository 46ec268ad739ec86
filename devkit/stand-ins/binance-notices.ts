/** Binance's CMS notice list (`/bapi/composite/v1/public/cms/article/list/query`), in both shapes it answers. */

export const BINANCE_NOTICES_PATH = '/bapi/composite/v1/public/cms/article/list/query';

export interface BinanceNotice {
  id: number;
  code: string;
  title: string;
  releaseDate: number;
}

/** `data.catalogs[].articles`, the shape behind the announcement pages. */
export function binanceCatalogAnswer(catalogId: number, catalogName: string, articles: BinanceNotice[]): string {
  return JSON.stringify({ code: '000000', message: null, messageDetail: null, data: { catalogs: [{ catalogId, parentCatalogId: null, catalogName, description: null, catalogType: 1, total: articles.length, articles: articles.map((article) => ({ ...article, type: 1 })) }] }, success: true });
}

/** `data.articles`: no `releaseDate`, `publishDate` null, as ToucanBran/crypto-announcment-scraper recorded it (binance_tdg.py at a51e863). */
export function binanceArticlesAnswer(articles: Omit<BinanceNotice, 'releaseDate'>[]): string {
  const shaped = articles.map((article) => ({ ...article, body: null, type: null, catalogId: null, catalogName: null, publishDate: null }));
  return JSON.stringify({ code: '000000', message: null, messageDetail: null, data: { articles: shaped, total: articles.length }, success: true });
}

/** What it answers when asked too fast: success, and nothing. */
export const BINANCE_EMPTY_ANSWER = JSON.stringify({ code: '000000', message: null, data: null, success: true });
