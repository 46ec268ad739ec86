/**
 * Third blind set (issue 40): REAL lines for the coin-detection bench, kept as references into
 * `../shared` plus labels, never as text (those files are other people's data and stay out of the
 * repository). Labelled on 2026-11-27 by a helper session of the project (branch `blindset`), blind:
 * each line was read on its own, in the recordings of /work/shared/real-world (Binance CMS answers,
 * Upbit's page, OKX's and Bybit's documented examples, Jetstream posts, RSS of CoinDesk,
 * Cointelegraph, Decrypt and The Block, crypto titles of feeds/) and the real frames of
 * /work/shared/corpus, without reading the detector (server/coins), its documentation or the other
 * labelled sets (only the policy and the `LabelledItem` interface at the top of coin-headlines.ts).
 * Labels follow that policy; coins are checked against Binance's real market (bench/markets/).
 *
 * A line becomes an item as the feed would carry it: exchange notices with their feed's `source`,
 * media headlines behind their outlet's `PREFIX: ` with source `Blogs`, posts titled
 * "Display Name (@handle)" with the text in `body` and no source (a Jetstream event names no display
 * name, so its DID stands for both), corpus frames as they are. `kind` is `trap` exactly when a line
 * expects no coin. BNB is allowed on every line that names Binance, as the policy says.
 *
 * Budgets (the files are read, not trusted): a file of at most MAX_FILE_BYTES; a title of at most
 * TITLE_MAX characters read as the service reads titles (plainText), a body of at most BODY_MAX.
 * A line past a budget, or whose reference no longer resolves, is left out and named in
 * BLIND_LINES_UNRESOLVED (the test fails on any); the other lines are unharmed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from '@newsflash/protocol/zod';
import { feedEntries } from '@/server/sources/feed-entries';
import { plainText, RAW_PER_CHARACTER } from '@/server/sources/plain-text';
import type { LabelledItem } from './coin-headlines';

export const MAX_FILE_BYTES = 4 * 1024 * 1024;
export const TITLE_MAX = 300;
export const BODY_MAX = 3_000;

type Outlet = 'coindesk' | 'cointelegraph' | 'decrypt' | 'theblock';
const OUTLET_PREFIX: Record<Outlet, string> = { coindesk: 'COINDESK', cointelegraph: 'COINTELEGRAPH', decrypt: 'DECRYPT', theblock: 'THE BLOCK' };

/**
 * Where a line is: a file under `../shared` and a locator that stays put inside it. The comment on
 * each origin says which of the line's fields become the item's.
 */
export type BlindRef =
  /** data.catalogs[].articles[] by code: title; source 'Binance EN'. */
  | { origin: 'binance-cms'; file: string; code: string }
  /** data.articles[] of a Python literal, by code: title; source 'Binance EN'. */
  | { origin: 'binance-cms-2021'; file: string; code: string }
  /** data.notices[] by id: title (Korean); source 'Upbit'. */
  | { origin: 'upbit'; file: string; id: number }
  /** data[].details[] by url: title; source 'OKX'. */
  | { origin: 'okx'; file: string; url: string }
  /** result.list[] by url: title, description as body; source 'Bybit'. */
  | { origin: 'bybit'; file: string; url: string }
  /** An app.bsky.feed.post create by did and rkey: "did (@did)" as title, record.text as body; no source. */
  | { origin: 'jetstream'; file: string; did: string; rkey: string }
  /** An RSS item by guid: 'OUTLET: ' and its title as the service's feed reader reads it; source 'Blogs'. */
  | { origin: 'media'; file: string; outlet: Outlet; guid: string }
  /** expected.json's docs[id].entries[i]: 'PREFIX: ' and its title; source 'Blogs'. */
  | { origin: 'feeds'; file: string; doc: string; index: number; prefix: string }
  /** A frame by _id: title, body, en and source as the frame carries them. */
  | { origin: 'corpus'; file: string; id: string };

type Origin = BlindRef['origin'];

export interface BlindEntry {
  ref: BlindRef;
  kind: LabelledItem['kind'];
  expect: string[];
  allow?: string[];
}

/** The fields a line gives, before its labels. */
type Found = Pick<LabelledItem, 'title' | 'body' | 'en' | 'source'>;

/** A locator as one string, the same for a reference and for the line an index holds. */
export function locatorOf(ref: BlindRef): string {
  switch (ref.origin) {
    case 'binance-cms':
    case 'binance-cms-2021':
      return ref.code;
    case 'upbit':
      return String(ref.id);
    case 'okx':
    case 'bybit':
      return ref.url;
    case 'jetstream':
      return `${ref.did}/${ref.rkey}`;
    case 'media':
      return ref.guid;
    case 'feeds':
      return `${ref.doc}#${ref.index}`;
    case 'corpus':
      return ref.id;
  }
}

/** A title as the service reads it, or undefined past its budget (refused, not cut). */
function titleOf(raw: string): string | undefined {
  if (raw.length > TITLE_MAX * RAW_PER_CHARACTER) return undefined;
  const title = plainText(raw, TITLE_MAX);
  return title && !(title.endsWith('…') && !raw.trimEnd().endsWith('…')) ? title : undefined;
}

/** A title the feed carries as it is (a frame, a post's author), or undefined past its budget. */
const rawTitleOf = (raw: string): string | undefined => (raw.trim() && raw.length <= TITLE_MAX ? raw : undefined);

const bodyOf = (raw: string | undefined): string | undefined => (raw === undefined || raw.length <= BODY_MAX ? raw || undefined : undefined);

const binanceCms = z.object({ data: z.object({ catalogs: z.array(z.object({ articles: z.array(z.object({ code: z.string(), title: z.string() })) })) }) });
const upbitPage = z.object({ data: z.object({ notices: z.array(z.object({ id: z.int(), title: z.string() })) }) });
const okxPage = z.object({ data: z.array(z.object({ details: z.array(z.object({ title: z.string(), url: z.string() })) })) });
const bybitPage = z.object({ result: z.object({ list: z.array(z.object({ title: z.string(), description: z.optional(z.string()), url: z.string() })) }) });
const jetstreamPost = z.object({
  did: z.string(),
  kind: z.literal('commit'),
  commit: z.object({ operation: z.literal('create'), collection: z.literal('app.bsky.feed.post'), rkey: z.string(), record: z.object({ text: z.optional(z.string()) }) }),
});
const feedsExpectedEntry = z.object({ i: z.int(), title: z.optional(z.nullable(z.string())) });
const feedsExpected = z.object({ docs: z.array(z.object({ id: z.string(), entries: z.array(feedsExpectedEntry) })) });
const corpusFrame = z.object({ _id: z.string(), title: z.string(), body: z.optional(z.string()), en: z.optional(z.string()), source: z.optional(z.string()) });

/** One JSON value per line; a line that is not JSON is no line of ours. */
function jsonLines(text: string): unknown[] {
  return text.split('\n').flatMap((line) => {
    if (!line.trim()) return [];
    try {
      return [JSON.parse(line) as unknown];
    } catch {
      return [];
    }
  });
}

/** Single- or double-quoted Python string literal bodies, unescaped. */
const PY_ARTICLE = /'code': '([0-9a-f]{1,64})', 'title': (?:'((?:[^'\\\n]|\\.){0,2000})'|"((?:[^"\\\n]|\\.){0,2000})")/g;
const unescapePy = (text: string) => text.replace(/\\(.)/g, '$1');

/** Every line a file of this origin holds, by locator (the raw fields, before budgets). */
function indexOf(origin: Origin, text: string, now: number): Map<string, Found> {
  const found = new Map<string, Found>();
  switch (origin) {
    case 'binance-cms':
      for (const catalog of binanceCms.parse(JSON.parse(text)).data.catalogs)
        for (const { code, title } of catalog.articles) found.set(code, { title, source: 'Binance EN' });
      break;
    case 'binance-cms-2021':
      for (const match of text.matchAll(PY_ARTICLE)) found.set(match[1]!, { title: unescapePy(match[2] ?? match[3] ?? ''), source: 'Binance EN' });
      break;
    case 'upbit':
      for (const { id, title } of upbitPage.parse(JSON.parse(text)).data.notices) found.set(String(id), { title, source: 'Upbit' });
      break;
    case 'okx':
      // OKX's documented example has a trailing comma: not JSON as published.
      for (const page of okxPage.parse(JSON.parse(text.replace(/,(\s*[}\]])/g, '$1'))).data)
        for (const { title, url } of page.details) found.set(url, { title, source: 'OKX' });
      break;
    case 'bybit':
      for (const { title, description, url } of bybitPage.parse(JSON.parse(text)).result.list) found.set(url, { title, body: description, source: 'Bybit' });
      break;
    case 'jetstream':
      for (const event of jsonLines(text)) {
        const post = jetstreamPost.safeParse(event);
        if (post.success) found.set(`${post.data.did}/${post.data.commit.rkey}`, { title: `${post.data.did} (@${post.data.did})`, body: post.data.commit.record.text });
      }
      break;
    case 'media':
      for (const entry of feedEntries(text, now)) found.set(entry.identity, { title: entry.title, source: 'Blogs' });
      break;
    case 'feeds':
      for (const doc of feedsExpected.parse(JSON.parse(text)).docs)
        for (const entry of doc.entries) if (entry.title) found.set(`${doc.id}#${entry.i}`, { title: entry.title, source: 'Blogs' });
      break;
    case 'corpus':
      for (const frame of jsonLines(text)) {
        const parsed = corpusFrame.safeParse(frame);
        if (parsed.success) found.set(parsed.data._id, { title: parsed.data.title, body: parsed.data.body, en: parsed.data.en, source: parsed.data.source });
      }
      break;
  }
  return found;
}

/** The outlet's or the feed's prefix, as the real feed writes media titles. */
function prefixed(ref: BlindRef, title: string): string {
  if (ref.origin === 'media') return `${OUTLET_PREFIX[ref.outlet]}: ${title}`;
  if (ref.origin === 'feeds') return `${ref.prefix}: ${title}`;
  return title;
}

/** The file a reference reads: text, or an Error saying why not (absent, past its budget). */
export type ReadShared = (file: string) => string;

/** Reads files under `root` (the `../shared` folder), refusing any past `maxBytes` before reading it. */
export function sharedReader(root: string, maxBytes = MAX_FILE_BYTES): ReadShared {
  return (file) => {
    const path = resolve(root, file);
    if (!path.startsWith(`${resolve(root)}/`)) throw new Error(`${file} is outside the shared folder`);
    const size = statSync(path).size;
    if (size > maxBytes) throw new Error(`${file} is ${size} bytes, past the ${maxBytes}-byte budget`);
    return readFileSync(path, 'utf8');
  };
}

const NAMES_BINANCE = /\bbinance\b/i;

/**
 * The items the entries reference, labelled, and the references that did not resolve (with why).
 * Each file is read and indexed once; a file that cannot be read or parsed leaves out its own
 * lines only.
 */
export function resolveBlindLines(entries: readonly BlindEntry[], read: ReadShared, now = Date.now()): { items: LabelledItem[]; unresolved: string[] } {
  const indexes = new Map<string, Map<string, Found> | Error>();
  const items: LabelledItem[] = [];
  const unresolved: string[] = [];
  for (const { ref, kind, expect, allow } of entries) {
    const at = `${ref.file} ${locatorOf(ref)}`;
    let index = indexes.get(ref.file);
    if (!index) {
      try {
        const text = read(ref.file);
        if (text.length > MAX_FILE_BYTES) throw new Error(`${ref.file} is past the ${MAX_FILE_BYTES}-byte budget`);
        index = indexOf(ref.origin, text, now);
      } catch (error) {
        index = error instanceof Error ? error : new Error(String(error));
      }
      indexes.set(ref.file, index);
    }
    if (index instanceof Error) {
      unresolved.push(`${at}: ${index.message}`);
      continue;
    }
    const found = index.get(locatorOf(ref));
    if (!found) {
      unresolved.push(`${at}: no such line`);
      continue;
    }
    const title = ref.origin === 'corpus' || ref.origin === 'jetstream' ? rawTitleOf(found.title) : titleOf(found.title);
    const body = bodyOf(found.body);
    if (!title || (found.body && !body)) {
      unresolved.push(`${at}: empty or past its budget (title ${TITLE_MAX}, body ${BODY_MAX} characters)`);
      continue;
    }
    const text = `${title} ${body ?? ''}`;
    const allowed = [...(allow ?? []), ...(NAMES_BINANCE.test(text) && !expect.includes('BNB') && !allow?.includes('BNB') ? ['BNB'] : [])];
    items.push({
      kind,
      title: prefixed(ref, title),
      ...(body ? { body } : {}),
      ...(found.en ? { en: found.en } : {}),
      ...(found.source ? { source: found.source } : {}),
      expect,
      ...(allowed.length ? { allow: allowed } : {}),
    });
  }
  return { items, unresolved };
}

/** [locator, expect, allow]: the labels of one line. */
type Row = [string, string[], string[]?];
type NumberedRow = [number, string[], string[]?];
type PostRow = [file: string, did: string, rkey: string, expect: string[], allow?: string[]];
type FeedRow = [doc: string, index: number, prefix: string, expect: string[], allow?: string[]];

const kindOf = (kind: Exclude<LabelledItem['kind'], 'trap'>, expect: string[]): LabelledItem['kind'] => (expect.length ? kind : 'trap');
const labels = (kind: Exclude<LabelledItem['kind'], 'trap'>, expect: string[], allow?: string[]) => ({ kind: kindOf(kind, expect), expect, ...(allow ? { allow } : {}) });

const ORIGINS = 'real-world/origins';

const BINANCE_CMS: Record<string, Row[]> = {
  'coinsniper-full-page1.json': [
    ['1f2f122eb1e64f56991a33b65e8cf243', ['HOME']],
    ['b5210fb7261e46dba5b4a9a7a5f0cff6', ['HOME']],
    ['e83e8f08569d4b5f8c2d1fb0f71a10d5', ['RESOLV']],
    ['1bc235e6cafc4b5e8ce5c279523bc87e', ['TAIKO', 'SQD'], ['USDT']],
    ['fb1e6fe6c1864d21a194d6a7b55ee3cc', ['HOME']],
    ['8778a8c264af4a589f5cdd4ba6e176f4', ['SKATE']],
    ['9cf6136c4740478692b65eb366f6802f', []],
    ['f123a26bb0ae488b9f94e2571b2976aa', ['LA'], ['USDT']],
    ['9d12cbfb72bb46e6835313471b6b3c85', ['BOB'], ['USDT']],
    ['51915d8f87044d0690b21c3a26206497', []],
    ['7b11496ac43a42ceac50a1895c454d25', []],
    ['aded1650d36c45b4975849adf4a9ac19', []],
    ['ccf4c153b8e34604b1ac2c351107aa90', [], ['USDC']],
    ['38a74ee47cdc43ebbc672e1dc6968358', ['PUMPBTC'], ['PUMP', 'USDT']],
    ['aa1730d2950e4ed09e6a8f74882cfebc', []],
    ['26cef346531649f487a2dd3631c88ed0', []],
    ['fed6c0cbecb84685a157fed45da638ad', []],
    ['4fa8a900db574a36b779ba4b477cd296', ['ACE']],
    ['30c54d805ac14728baa751aab4821d64', []], // Pundi AI (PUNDIAI) is not listed on Binance; PUNDIX is another coin
    ['bea039ba3a344e5bb2f6677370e80dc2', ['AVA']],
    ['e0379be26a634c609752658fdc7ef0fd', []],
    ['38d04f5a3c9f4be2af3414feb01a7754', [], ['USDC']],
    ['2f0ab1c9c3b34778a59f288ddd81ec3e', []],
    ['9406e7b976834fe0ae633534b703b420', ['OL']],
    ['e90fb3a7ea1045a381e0036239bcf12c', []], // AB is not listed on Binance
    ['77b28b8cfeb24dce96af1d6b8817cf35', ['LA'], ['BNB']], // RDO, RWA, BDXN, ELDE, TGT are not listed on Binance
    ['618d5054d6c542508e610b212006139e', ['ARB', 'ID', 'RDNT', 'TUSD', 'USDC']],
    ['62e08665050045e28a3db5e92cc18323', ['BADGER']],
    ['cb93ffe7573c4a459215fc6989ae1896', ['HOOK', 'MAGIC']],
    ['be32593c290d438e8c457aa94a344574', ['HFT', 'OSMO', 'QKC']],
    ['0207dd6f358f4de3b9279214008cf168', ['APT', 'POLYX', 'VIDT']],
    ['cbf00ede84bc4ee8b1d2bbbb7e7f9ef8', []], // PROS and VIB are not listed on Binance
    ['73ecca74da444358a62157c25735e927', ['SSV', 'STG', 'RIF']], // BETH and SNM are not listed
    ['c3f72a5489fa4dcbacaf893d4f8a6780', ['LEVER']], // WTC is not listed
    ['e6a6214f24d14215bb0741c8779f0ae7', []],
    ['0274f9d47da1437990bc13eb17b0ec99', ['ALPACA']], // PDA, VIB, WING are not listed
    ['fac9c3e401da4cc8b604566fd261d70c', ['BADGER', 'BAL', 'NULS', 'SNT', 'TROY', 'VIDT']], // BETA, CREAM, CTXC, ELF, FIRO, HARD, PROS, UFT are not listed
    ['e855c884b7bb418192498379b663301a', ['STRAX']],
    ['08fd693d1dcd4697ad84ddf24da572dd', ['HFT'], ['SOL']],
    ['05ca6efd3d5a444fab9b83e3813c3de1', ['DOOD', 'MUBARAK', 'BROCCOLI714', 'TST', 'BABYDOGE', 'KOMA']],
    ['846271468214442dbc257556687e32f6', ['WCT'], ['ETH']],
    ['1b65fe7b88d34ed5b259dfa56d53ca25', ['SC']],
    ['f5a19fab8c5d4078a1235a17f542dfc5', ['A']],
    ['ad0f6c6b7d6640eea285538c96e2cd42', ['AWE'], ['STPT']],
    ['e38d9fd886aa489ca62dac8a45ec7c08', ['RUNE']],
    ['192b6bdedbda4f0b951abb13d4a86007', ['BIO']],
    ['753c0ebc710c4084a06a845dd959dd6f', [], ['SOL']],
    ['f2809259702b46f7abdc9c97b977908f', []],
    ['808c283c23af4162af706c97fbc207a9', ['DOOD', 'MUBARAK', 'BROCCOLI714', 'TST', 'BABYDOGE', 'KOMA']],
    ['73c353a46eba4970a84f286761a9a1ba', ['FLOKI', 'APE']], // MONKY is not listed
    ['8dbfafca2f954d87be383bbefc7405d8', ['CHZ']], // 1000PEPPER is not listed
    ['2d199f82707b43eaa0ed2521755f7f25', ['STRK'], ['ETH']],
    ['2d133c0fbf09408b88017b97fd7f8dcb', ['TRX', 'BTTC', 'JST', 'WIN']], // NFT and BTTOLD are not listed
    ['540372a7215b438fbb1eab23e041ad1d', ['XRP']], // FLR is not listed
  ],
  'coinsniper-full-page10.json': [
    ['3175d8e47b044b48be5439c14f32b194', ['WAL'], ['USDT']],
    ['d9d307783a144d9b81772bc690454ba3', ['GUN'], ['FDUSD', 'USDC']],
    ['407190c3e5894c679fb4dc1cd7de5982', ['PAXG'], ['USDT']],
    ['815acb27cc2146d2b3f2a4fe933f11d9', ['JELLYJELLY', 'MAVIA'], ['USDT']],
    ['fece84a5029b41519f4b837ae9e1f7ab', ['PARTI']],
    ['6ddc69d48ff34b26b906f492e0794e22', ['NIL']],
    ['d47d09515317401c90baead0a01fd38a', []],
    ['35c693260c6b44169e7dfbc40f454cca', ['BR', 'PLUME'], ['USDT']],
    ['03d4fc147cd5421681219eac7ac8eea9', []],
    ['b731b3cc752c4c98b38332e772b006f4', ['TROY', 'GAS'], ['USDT']],
    ['e9940634c3884379bf37907193305f96', ['BABY'], ['BTC']],
    ['562332a340474eda890417685ebbb26b', []],
    ['79ab34d7b21f47bfa03150dd63aabb62', []],
    ['536a32d64d8e43d2b148ab2b93b30b67', [], ['USDT']], // LDUSDT is Binance's own earn asset, not a coin
    ['d4a6c1a2cd004f6b8bba78c2df6c276e', ['BANANAS31', 'MUBARAK']],
    ['edf136c281644fef883a6cd22ae05873', ['BEL']],
    ['14a0f73398334a32b8d08e5760dc57a4', []],
    ['f73b083ba6834771b07dbe5319917ae5', ['XMR']], // ANT, MULTI, VAI are not listed
    ['066ba1773ce4480492b983f8d4764c91', ['LUMIA']], // ORN is not listed
    ['cd1e039064474422adb075dbe43d42cc', ['BNB']],
    ['8b9328395d2b4c0390d1bd4d29fa21ef', ['MANTA']],
    ['2ec26abeeb6a436194ed8982357ad801', ['LUNC']],
    ['619c4929fc3f4a0d9df7f9ae1d4519a5', ['POL']], // MATIC is not listed
    ['d23542587a414d3f99b9640995353c35', []], // FIRO is not listed
    ['e470c47567a64b4ba42cded18ceda5e1', ['OP']],
  ],
  'coinsniper-full-page2.json': [
    ['4ae9af04809c438599cadcae36513033', ['RESOLV']],
    ['85203b0d244841839bd77d3fc829d02e', ['PUFFER', 'PORT3'], ['USDT']],
    ['2dae21629d644e7695f9570769bbdd44', []], // BDXN is not listed
    ['9166fe6f7b8a4b438262df3a040b007b', ['HYPE'], ['USDT']],
    ['df7fe0571e074bfa8ebd0a2757537461', ['SOPH']],
    ['90c9ef3a52a4420b8b8480dd9aeecc9b', ['MERL'], ['USDT']],
    ['099cc488ede44c64b51a454410c49d4e', ['A']],
    ['e3840e610d3c4b4db5816e0abfc33f9e', ['HUMA']],
    ['74103b430fbe40438e59a5c0e1b5b201', ['BIFI', 'FIS', 'MDT']], // KMD is not listed
    ['15282c02d9a2464fac3f5dd0501d6561', ['HAEDAL', 'HUMA', 'SOPH', 'A', 'USD1']],
    ['e3a913d38af94454a4cd6a729588a332', ['BABY']],
    ['72f4f77bcdd64609847e4b611416056c', ['PEPE']],
    ['b5214052835b4277873af77b9c615bab', ['WCT']],
    ['bbe5abd97bbe48e0a7c958860bb41c9a', ['BTC']],
    ['1439f54addb64f9a915bf8eb8a09875a', ['ZRC']],
    ['59c02c4fc7f34551a9d630029123cdae', ['SQD']],
    ['e5bba4a3296e4e669a3cda14f64c54c6', ['LEVER']], // FIRO is not listed
    ['3b72dabb097d4e07880bf08597608322', ['STORJ', 'T', 'OP']], // WING is not listed
    ['f06778dd9aa44b1ea4729dffc87b0eb4', ['LUNA', 'PEOPLE', 'JASMY']], // MATIC is not listed
    ['8be5d31e276240f18b151246badbe33f', ['GMT', 'JASMY', 'LDO']],
    ['9c757295e132447fbbe3560e2dbdf6d0', ['CAKE', 'DAI', 'DAR', 'FIL', 'FTM', 'ALGO', 'APE', 'BSW']],
    ['db7ad1c7aa6248cda735102cdcdc4b8d', ['COMBO', 'LINA']], // AERGO, AST, BURGER are not listed
    ['f3cc64a8758d4bb394e0830e5b31da97', ['AMB', 'STMX']], // CLV, VITE are not listed
    ['596788e36c9e46f0b2f67445941d8701', ['HYPER'], ['ARB', 'OP']],
    ['d22e3beee0b94c6b82d365d67b1268bd', ['XEC']],
    ['204ef5df4edc4830b562081b38a02cec', [], ['TRX']],
    ['b08bebb48a1949e181439e839b6c5069', ['OP', 'MTL']],
    ['900616e2daa64b0bbeff1fee0c000119', ['ETH']],
    ['a18db274720642c0a0c20d477a431ad6', ['IOTA']],
    ['68c0c8c0f7834c7895eb3a5c440db329', ['USDC'], ['S']],
    ['f67bd5ba9a4a424fbae268c4c9725f8a', [], ['ETH']],
    ['6c9ca64a94064973a273328edc99019a', ['LUNA', 'LUNC', 'USTC']],
    ['a8ba16c0d502446788da7aa19eb4c2da', [], ['BNB']], // pNetwork (PNT) and pGALA are not listed; GALA is another token
    ['d4b2e1f7153c43db94d389715f055823', ['BEL']],
    ['4468892a6c494657b9f65bb9d546bd7b', ['OGN']], // OGV is not listed
  ],
  'coinsniper-full-page3.json': [
    ['282da00874f841d39a90929a50e883f4', ['SOON'], ['USDT']],
    ['52c6f34173e44f898764fb45e9dbb4ca', ['B'], ['USDT']],
    ['d34c1947c12c448882c2d88c6758985e', ['USD1']],
    ['515c45c283ea44c59b7f4623a3512666', ['HUMA'], ['FDUSD', 'USDC']],
    ['3eec9de75b1c4ab78efd1d53478e7340', ['USD1']],
    ['cd7c5f39acd34d6e83531330079a75ab', ['AWE']],
    ['a35b5664611d46679d911f588b84b194', ['NXPC']],
    ['2764bd3ff85c45f78332e1f7b228c75b', [], ['A']], // EOS is not listed since its rebranding to Vaulta (A)
    ['927fdd0f41ec44248c82ded1bdac0a57', ['COS']],
    ['3d90cc107e3f486d91981a3c8cbc5d76', ['TAIKO']],
    ['a70fd78d1ab64456b4e25debc2f5b9e5', ['SOPH']],
    ['f697d144fb4c4545961902f012a9da6d', []], // MULTI and RAMP are not listed
    ['9eba8b215ae1453c8bc484e0ace29ea3', ['APE', 'ATM', 'MBL', 'TROY']],
    ['bc3170925e6f4b529cfb12bd7457d6a8', ['BAR', 'JUV', 'T', 'AMP', 'KEY']], // BTCST is not listed
    ['c16ad799ca2d45deb0cb2f374cc1c255', ['HIGH']], // CLV and CREAM are not listed
    ['572715f2d96e47769ebbb967c2a6e445', ['REEF'], ['USDT']],
    ['08148564f3d04a3b8a77d0de85860cd9', [], ['BNB']],
    ['13c5ea0fae5f414ebededfbb81480d33', ['IOST']],
    ['3f2ea0ed8a494940b174081bd7064a0a', ['NTRN']],
    ['c4ef59ba6d9c484ab58c93491e10b9eb', ['SYS']],
    ['f33e1f17a9884369bf1b1ad8e00ec632', ['CELO']],
    ['7f7464e238fa45409b454912e874cb5f', ['OGN']], // OGV is not listed
    ['4132bfe935cc4930b1a7c2e829492f36', ['PUNDIX']], // PURSE is not listed
    ['eec786aca16c494e88d7f7471bcdc7a8', ['XRP']], // SGB is not listed
  ],
  'coinsniper-full-page4.json': [
    ['191429f0e35b475d9a8159ffa63379d1', ['AGT'], ['USDT']],
    ['bbe829426ad844b9b9dac62f878d1e67', ['CVC'], ['USDT']],
    ['0bb09a06f9cf47cc9b896065ef3b2edc', ['NXPC']],
    ['07c88538531d40d49492b314994bf6c5', ['NXPC']],
    ['21868e668aec4f359abcd3bf581330b6', ['ZKJ', 'SKYAI'], ['USDT']],
    ['7744f70f5d7e4bd192ede80a7f8a6574', ['DOOD']],
    ['c5f4486efb05424181d05824dafbd10c', ['SXT']],
    ['e4da8c80e31c4dd3a7ce57b63cd28566', ['PEPE']],
    ['e8bc0d526adc4dac85cf933eff4a1378', ['KMNO', 'SYRUP', 'SXT', 'STO']],
    ['1dd4064d933041bf8af03fec5d12e14a', ['LAYER']],
    ['dcbc7e16ccc54c17993545db08676ddd', ['SOL', 'PEPE']],
    ['4aba6c55d1184c26bd5fb631c6624a72', ['OG'], ['USDT']],
    ['178fdf6224d348108a9aad46f5eb0a62', ['A']],
    ['d732a826314747b6a581677395c9157d', [], ['EURI', 'FDUSD', 'USDC']],
    ['ebb1be85860b4376b992b29d2f86c086', [], ['USDC']],
    ['c8c26c688c764d3380fee9cec0180ce4', ['WCT']],
    ['8b51fa6f6d7b4017b6a9f1b5093fac56', []], // Orbiter Finance (OBT) is not listed
    ['d84d4dea7c994d1e837b2e4e7267e57e', ['DOGE']],
    ['18fb0f38881546a487861f390218ec7c', ['CELR', 'ENS', 'FLUX', 'FTT', 'POWR', 'DUSK', 'FARM', 'JOE', 'MDT', 'VOXEL']], // KP3R and OOKI are not listed
    ['1b4cfd1a82f743d7b68b15e5216d8ec6', ['BICO', 'EGLD', 'ROSE']], // GXS is not listed
    ['bb243abacde540468385a3db96cef076', []], // COCOS is not listed
    ['422ae94585bc47ee892b7fe949ecd806', ['ARPA', 'CRV', 'FET', 'GALA', 'IOTX', 'ONE', 'SAND']], // HNT and TRIBE are not listed
    ['cd836704d4e642d4a0fc732d3413335a', ['PORTO', 'LAZIO', 'AVAX']],
    ['1e43c128806544018d3cc537a8add3f6', ['OMG'], ['USDT']],
    ['b140faee7cf9482cb10257308abda245', ['BLZ']], // AKRO and WRX are not listed
    ['27eac260521b4f40ab331e1a345887a7', ['MAVIA', 'OMG', 'BOND'], ['USDT']],
    ['7ce833294cdf4eff97dd4d1cc01845f3', []], // GFT is not listed
    ['cfe97d52a8c840d3ba631835b637e9e7', ['XEM', 'ORBS', 'LOOM'], ['USDT']],
    ['637ce9e9e3c34b2a90138b95364b1813', ['EGLD']],
    ['d25f7e4f3aa34d5b95302b88bf31cb59', ['USDC'], ['APT']],
    ['7d5accdcf8f446f3ba3d79f8747a28e2', ['FORM'], ['BNX']],
    ['f45acbb0b4a445aab5a24762093a45a1', ['RONIN']],
    ['53d4f5fd4d9a49ec917d712b1d1fb58e', ['EPIC']], // ERN is not listed
    ['f1d8846190bb4d058d7c743cee5ca79a', ['USDC'], ['HBAR']],
    ['37db0260b50d4dccb34522c0db14dfba', ['CFX']],
    ['61f5a719c2d64bd1a33bd6ffd87acafb', ['AVA'], ['SOL']],
    ['ccb567574cb14c528b3e5e8e69752c6a', ['OMG']], // BOBA is not listed
    ['6ad1a1abb8104b9fa8400a30bed73525', ['IOST']], // DON is not listed
    ['7e9d5fa946fd4a889deb45c63a76e304', ['XVS']], // VRT is not listed
    ['61c5a8c3063143e89727f0343c2cf80b', ['FET']], // MTLX is not listed
    ['329acb863f8749f98de6d82dbfb7ed6d', ['XEM']], // XYM is not listed
  ],
  'coinsniper-full-page5.json': [
    ['8f3f137fa2d1451587667877aa02a0df', ['SYRUP', 'KMNO']],
    ['2ebd8f9d2acc4123a9f372a650760b66', ['SYRUP', 'KMNO']],
    ['5c52dd73ce004021bf94252c4449f924', ['B2', 'MILK'], ['USDT']],
    ['af987bb3d3864e81ba2ab5ce4e97186a', ['ASR', 'ALPINE'], ['USDT']],
    ['7d695afee5c14c789dd8accb05cda42a', ['SXT'], ['FDUSD', 'USDC']],
    ['128fd735453046978d07d44fc802c302', ['OBOL']],
    ['6f5ef8be535141eab0666b38968e4b74', ['STO']],
    ['835b952dce4f4a35a6655cf8ebf4cac2', ['SXT'], ['USDT']],
    ['514e8ba0fef0462b97a8ce1506dc474d', ['ALPHA', 'HIFI', 'LEVER', 'MOVE', 'PORTAL', 'REI']],
    ['ff2c835edbdb4ab6ada364f8f2aaff33', ['MOVE']],
    ['dda4b33247494cd08d6ba7d5c26e158e', ['HYPER', 'INIT', 'KERNEL', 'SIGN', 'WCT']],
    ['fb10ffd306454644a0fc3fafb2bc29f5', [], ['EUR', 'USDC']], // ZEN here is a payment provider, not Horizen
    ['54b0c2a2e69f426badae3f9c44a12ce5', ['BANK', 'AGT', 'PUFFER', 'FHE'], ['BNB']], // REX is not listed
    ['0b4ae3c1f85a45169c597a3c2235c7b8', ['BMT']],
    ['f2a3cb4f0554470daa9ec067e37c9c75', [], ['BTC', 'USDC']],
    ['8d7c2c26d0554c4391d940630b70fa4e', ['PEPE']],
    ['4ec5501dc3394d039e108def698d5f9e', ['MERL']],
    ['33e2ea8a2d2446a7b0c226188121750c', []], // Xterio (XTER) is not listed
    ['c10d3304b240408ea511bcf962beab4c', ['ETH'], ['USDC']],
    ['cc85f83ab7d2459ab20d67dcb88ce9ce', ['ARPA', 'XRP', 'SUSHI', 'SOL', 'C98', 'XEC', 'OGN', 'MTL', 'PROM'], ['USDT', 'BTC']],
    ['2b940ba95e7d40b2b17f70ca2545b427', ['AXS']], // TVK is not listed
    ['d2ce74e88da7485a8f31b370d9ca3ba8', ['RUNE', 'SOL']],
    ['3701e8fb27a64b7099f1d0fffd2192f5', ['ICP', 'SHIB'], ['EUR']], // MATIC is not listed
    ['5512c20815c940aab220398a4693a6ab', ['BAKE', 'SLP', 'TRX', 'VET'], ['USDT']], // BURGER is not listed
    ['131b75b63a71490393034f36de70c92c', ['KEY', 'REN']], // GFT, IRIS, OAX are not listed
    ['043c8407bb904652a428573a50d07e07', ['UNFI']], // IDRT, KP3R, OOKI are not listed
    ['d3cdca21d043487f9c3e6921b5c4fe7c', ['ZEN']],
    ['abbbc0739257441f8f47a920340ea7b0', ['LUNA']],
    ['9ef64f170c4b42589716880584d17dd4', ['LPT', 'BIO'], ['ARB', 'SOL']],
    ['7d2620ecf7754a14abc85ee425f3f67b', ['USDC'], ['SUI']],
    ['2f963977c7274e0583f16f2e26987b61', ['BNX', 'FORM']],
    ['4ca7f7afce7c494491adfe2fd2575d3b', ['RIF']],
    ['a976b8105e0c48179b29c1757f9a623f', ['KEY']], // KEYFI is not listed
    ['9ba712cc2d2043bbb28e47e590706c02', ['QI', 'QTUM']],
    ['f0b8996fcc834c5086922afe20125179', ['WAVES']], // NSBT is not listed
    ['a87d145bd0644720bf93599cc5f5a3de', ['BEL', 'ARPA']],
  ],
  'coinsniper-full-page6.json': [
    ['a92157dc9064414f82142dbda7c47701', ['AIOT', 'DOLO', 'HAEDAL'], ['USDT']],
    ['63155163bce541f5856d416efa71c6e8', ['PUNDIX', 'CTK'], ['USDT']],
    ['011f4bd142d04539ac7b9b31bfe13577', ['SIGN']],
    ['88b67d724cf64f3f9fd6b92ea0f91620', ['JST'], ['USDT']],
    ['4ed7b66008e247329bf255a383699ef4', ['SIGN']],
    ['dff0e35e8be64f5fbc642af6a2ccccfb', ['MEMEFI', 'FIS'], ['USDT']],
    ['4e07a703c9da44709e22e79d0b4be452', ['INIT']],
    ['96c5a17661a2488f894189ad4ab3cb83', ['DEEP'], ['USDT']],
    ['2960dfda7bef49dba7d3b82f4b74e1ae', ['SOLV'], ['BTC']],
    ['f6b5e5ec5d9a4e29b84c5b35ff2a9bcf', [], ['USDC']],
    ['c19fd6e3483947a89b484e3508eec052', ['ALPACA'], ['USDT']],
    ['1d9e2a14b3d84d7890527e55eca4b5dc', ['T'], ['USDT']], // AERGO is not listed
    ['39a16be810fa46dfbd3b4353a4366548', [], ['SUI']],
    ['d7e767fb55504cccb0a3e0c8c9aec9ff', ['NXPC']],
    ['cb65e398128f443cbee1ddb170c69d93', ['BTC']],
    ['23c0e5df92c14c4c96ed51c7b425d149', ['LAYER'], ['BNSOL', 'SOL']],
    ['d8d41c1bc7884428afe755e54b945aa5', ['BROCCOLI714']],
    ['87ee548ace95487794a471135a6dbff9', ['BANANAS31']],
    ['5dcccf4111384a1a98a12fdaddab973a', ['BNB', 'ONT', 'VET', 'WIN'], ['EUR']],
    ['faf49883f6c643d991fe86d939778990', ['RVN', 'THETA', 'XVG'], ['ETH', 'EUR']], // NAV is not listed
    ['9d10b1095f3a4d5594b28696c5df8175', ['ADA', 'ENJ', 'NEO'], ['EUR']], // MATIC is not listed
    ['29f05b8680ab4464ad5fc235d8a7a282', ['CHZ', 'DOT']],
    ['e2fcd2c945654c8d832395335429403e', ['LOOM', 'REEF']], // CVP, EPX, FOR, VGX are not listed
    ['f65ece87c4a7406eba416b9b1f514cec', ['HEI'], ['LIT']],
    ['b9d135bcb7374cd9b464936264e78b27', ['NTRN', 'POL']],
    ['815c9f649172414791c3056cf65de691', ['LUNA', 'KDA', 'SEI']],
    ['05eb516371dc42fe9da6a7df18268370', ['ADA']],
    ['8474cccbb7f44b51b855c92bb4abb118', []], // PROS is not listed
  ],
  'coinsniper-full-page7.json': [
    ['cd31b4166f3047fe91889f1e83a99a79', ['HYPER']],
    ['639d650204914c4f86c20e71c61228dd', ['BANK'], ['USDT']],
    ['305a295dddf54b41a030174e137869d7', ['EPT']],
    ['c288d0d677304b9e9246eceae0237ff3', ['INIT'], ['FDUSD', 'USDC']],
    ['dbc6a46991f04e6eb5b7bcc7161c198c', ['INIT'], ['USDT']],
    ['c5e5d114adfa49939dabbaa35d04c66d', ['WCT']],
    ['1b2844192ae8427c8ff2f70a2e7a9429', ['KERNEL']],
    ['209e18f8600f41c09f064d2909e17474', ['ALPACA', 'FLM'], ['USDT']],
    ['773fd9f959b048078273026a1ffb334e', ['MAGIC'], ['USDT']],
    ['d86a99c8edd84dfaa6fa28e568ae7845', ['NKN', 'BROCCOLIF3B'], ['USDT']],
    ['5737ab391fbc4dc68048d0d178de52f2', []],
    ['9b3991da45594b3dab9fa0a12647d3d3', ['SXT']],
    ['62f78985d5c8400d93e5ce0fa7d905f0', [], ['S']], // Sonic chain tokens in general
    ['afa3aa4588404598b42950885355bef4', ['B2', 'AIOT', 'MYX', 'ZKJ']],
    ['ee5f374cbde4414fb8abf80e7a3d9c0e', ['CHZ'], ['EUR']],
    ['66e05582234b4b63b97f0fe3126374f2', ['AVAX', 'CHZ', 'UNI'], ['BTTC', 'EUR']], // BTT is not listed; BTTC is its successor
    ['b7fa0ebc5f7c475aa3d80755e76d64d9', ['CAKE', 'ADA']],
    ['44e121076fb045f69810a1da1e4c632f', ['TUSD']],
    ['4ffb7170f2f84ce3a06cc0cf1a788c23', ['BOND']], // DOCK, MDX, POLS are not listed
    ['30f60a488b224e0b89f24569348da205', ['S'], ['FTM']],
    ['eaaf8b7a4bd043b8a90119fb0e6a3e8c', ['D'], ['DAR']],
    ['e2decb6c7f9742c38f90bc0b3a52d9a5', []], // aelf (ELF) is not listed
    ['ab9fb24ed03341489a020b1e0ea8edec', ['DYM']],
    ['061bea4e7bf344ddb903024d1dc1b227', ['DASH']],
  ],
  'coinsniper-full-page8.json': [
    ['7855fe2d2f724744975aad89f73b40e9', ['ONDO', 'BIGTIME', 'VIRTUAL']],
    ['c3f1c445148049f8a5cbe3c152753fea', ['XCN'], ['USDT']],
    ['2216f0665d9542f69b2957933ad551d4', ['ONDO', 'BIGTIME', 'VIRTUAL']],
    ['37d3b9a537ad4edfa5d847877c2bce32', ['PROMPT'], ['USDT']],
    ['c5049497aa06456cafeeb2a3817e3f24', ['BABY']],
    ['5a1eedebf6e54c418c326e44df8775b2', ['WCT'], ['FDUSD', 'USDC']],
    ['3a5583acaad84236acd5135b2ea61717', ['BABY']],
    ['85a30db60120420785629cfd93b9a82d', ['KERNEL']],
    ['eb3ff993968d456dbde92331ae42a7b6', ['VOXEL'], ['USDT']],
    ['ffa90d74a5384211b62c643409fb4247', ['T'], ['USDT']],
    ['ecff4d3d26124e7fbecf108f20517d23', [], ['BTC', 'USDT']],
    ['45a3d2f917e54b259393527d35efb4ca', []],
    ['ff4a3561e08b4871922245210e7eca53', [], ['USDT']], // AERGO is not listed
    ['516228fe026d4029a457d1dcfeeee625', ['GAS', 'ORCA'], ['USDT']],
    ['88654d99ac6a48d1bae763b75279e8d1', []],
    ['b7a07396024841f0bc3ca3170efa49f6', ['SOLV']],
    ['6f8cc6d872f146c5b8ea44f15db425cc', ['SHELL']],
    ['9f4a26abe30443ddada12b726e735255', ['NFP']],
    ['00ea9cfad89f4edea0c709452b973c1c', [], ['EUR']],
    ['5827910d14a1428493443ba2a6e8ce1f', ['DOGE', 'DOT']],
    ['2d4dd7d0fddb42fbada06de044ab3497', ['DOGE'], ['EUR']],
    ['c7098bf97a184d73a422ca0a51359495', ['ADA']],
    ['1b03c876284a4f2bb6024d1a6be5169d', ['LTC'], ['EUR']], // EOS is not listed
    ['f65faeeefe07417a8b6dd2900ba8da7e', ['OMG', 'WAVES', 'XEM']], // WNXM is not listed
    ['5150d4f0ee1546d7ae6382ba7cda3ffe', ['KNC', 'ICX', 'XTZ', 'ROSE', 'APE']],
    ['cb525a5fbb954935afc77630fc5bd0cc', ['IDEX', 'SLP', 'GLMR', 'MDT', 'AUDIO'], ['USDT']],
    ['33aa433e91f3445094a81ba20f8db0e1', ['FDUSD'], ['SUI']],
    ['8e5b9115984d46ddbdd067a8099a31b7', ['USDT'], ['APT']],
    ['e7abdaefca4a44f8a0abc15fdbcfbb49', ['IOTX']],
    ['71ac0cb0fce54595b80a99db39e131d3', ['ARDR']],
    ['33cfe5332e9748af8c5806ee83ca0c74', ['KAVA']],
    ['733a3abd068741ffbaeba1fa443445a4', ['FIL']],
  ],
  'coinsniper-full-page9.json': [
    ['20d2a2ba45124c0ebab5c95b771c4337', ['BABY'], ['USDT']],
    ['6fa586322cfa4cdf899255841fee5a94', ['ATH'], ['USDT']],
    ['fcb0aca70fe7458197d653f63117d8ff', ['KERNEL']],
    ['42a55175bf804cbd84f2e3a6a0547d27', ['GUN']],
    ['08f802493a6a424db8906c07c0c0eb17', ['FUN', 'MLN'], ['USDT']],
    ['df7ba16ec4174d0e8c04f593eab2cf61', ['MUBARAK', 'BROCCOLI714', 'TUT', 'BANANAS31']],
    ['6e3391cffa774b2a9711e8597a618edb', ['MUBARAK', 'BROCCOLI714', 'TUT', 'BANANAS31']],
    ['d4f44d6fb5fe40f597b5e9bd75a91d06', ['ETH']],
    ['44763df5f7074704a00d7ce9300ac45e', []],
    ['f3c67a71716844b29df3f5c65c69bd4c', ['OM'], ['MANTRA']],
    ['4a4bb43f865a4348828de4facfc9eee4', ['PUMPBTC', 'STO', 'FHE'], ['USDT', 'PUMP']], // in April 2025 PUMPUSDT was PumpBTC's contract
    ['b1ca526606ff4b74ab1e9d11ccb91d1b', []],
    ['ac65ca398a0341b298b585260abf05be', ['INIT']],
    ['4c2e0946d8574f8db4c4e99b311eb08d', ['PEPE']],
    ['14f7170e372e457ab87094703c64d842', [], ['EURI']],
    ['5b88445ef09749b0a0e7aa1f7f19b645', [], ['USDC']],
    ['4d8539b89b1e4c53bd719bfc7af26942', ['CHZ', 'XLM', 'LINK', 'GRT'], ['EUR']],
    ['ba469bde289e4e799859928a06fe0917', [], ['EUR']],
    ['4b89eb74a8e34f70b2442a0d7d8a2cac', ['BTC']],
    ['a58cc13f78a34fbba11f00ff7144e9ee', ['STPT', 'SNT', 'MBL', 'RAD', 'CVX'], ['USDT']],
    ['ce74360a3fd444b2b35da7186f8dd0ad', ['DGB', 'CTK'], ['USDT']], // ANT is not listed
    ['1e531578a30c46eebf52c8dae3c56092', []], // DREP, MOB, PNT are not listed
    ['673183dd8eea4e3cba1596dcec7565d1', [], ['USDT']], // FOOTBALL and BLUEBIRD are indices, not coins
    ['2f49f7d5fdad4209b83777b680a66548', ['AR']],
    ['e1d966b9ea2b4756a84ad48203d3a766', ['KAIA'], ['KLAY']],
    ['ba15ea1f03df4604861349e855d2851c', [], ['BNB']],
    ['053f140a04fc455a940ad295115b8c61', ['ONE']], // VITE is not listed
    ['025c96ec431b4a2aa7ffceee342fb80a', ['VIC']],
    ['10ad5db9ea2544568621393e1f31c85c', ['ATOM']],
  ],
  'coinsniper-full.json': [
    ['917a66f6d8654c2695d858db6b7f1bff', ['XUSD', 'FORM']],
    ['abaf814363f14e429c68ee385fdd68d5', ['BMT']],
    ['6539265e571540298fa4b7943140469d', ['BMT']],
    ['b4a7eb2646c640b39eab0e329a0d656b', ['BMT', 'MUBARAK'], ['USDT']],
    ['65af5039eae04563b47e424b9cae77ed', ['XUSD']],
    ['5b3221ba1f494e57a005d8dd8695e135', ['EPIC']],
    ['08e0ea0b2c534dffab50f42c3776895c', ['VIC'], ['USDT']],
    ['ffac84f9e8ed4e2294c4ae464bcc42af', ['SOLV']],
    ['271275757fa34e6b9335a5674c3b502f', ['PEPE'], ['USDC', 'USDT']],
    ['3c358483a40840e7b2eba4487a0c81cb', ['BNB', 'MUBARAK'], ['USDT']],
    ['43d15bbb0d7744049b8e1d51aff5e9a4', ['PEPE'], ['BNB']],
  ],
};
const BINANCE_CMS_2021: Row[] = [
  ['b9fbcf46da3a4d7f8f2d1bf1bd874665', ['BNX']], // BETA is not listed
  ['14e4354e11444c7092934e618f5eac64', ['PORTO']],
  ['5c649babec204c27b7d7b734dba937ee', ['ALGO', 'LAZIO', 'LUNA', 'MANA', 'OXT', 'SHIB'], ['USDC']],
  ['f9e1123ffc12458795716a0e027ff07a', []], // Rari Governance Token (RGT) is not listed
  ['1f01516fe1f64bd08ed5a9f4207a9e5b', ['DOGE', 'SHIB']],
  ['0337a0095c5b47f09a4882b6af624bdd', ['BNX']],
  ['8f89686731e04da3b9a98e20a0897413', ['FTM']],
  ['e75ededcc356463a94786de743009a31', ['SHIB'], ['DOGE']],
  ['eabde816eb1043f6b1cb04215902b7c1', ['ADX', 'AUCTION', 'CELO', 'FTM', 'REEF'], ['USDT']], // NU is not listed
  ['28c68286fe9340cd97740774b4e13af9', ['DAR']],
  ['6ccecf57e6b24276a23ce49b77496efd', ['CHESS']],
  ['aa4a4f5e4f1344ae921ad13c90d7a21f', ['CTSI'], ['USDT']],
  ['8d0eaa46e96e490999a7e1a5cd6bebcd', ['FTM', 'SCRT']],
  ['75ee0166b3ec43aba2266ef98893dd56', ['CHESS']],
  ['c94a767e99244553b7a976ee8957a2c7', ['LAZIO']],
];
const MEDIA: Record<Outlet, Row[]> = {
  coindesk: [
    ['9aef2b42-3854-4f38-8336-c157cc2d05a1', []],
    ['85b43003-2e26-49fb-89b4-b7c9d06ee992', ['JUV'], ['USDT']], // Juventus's fan token
    ['15cf3b8f-d7b4-48cf-8fc9-ef202f04eae1', []],
    ['868a1532-0798-472f-89b5-0c31a99df209', ['DOT']],
    ['ccb8e557-cfb4-4b53-9b65-34db0a3a4d60', ['HBAR']],
    ['dab608c4-617b-4157-9f1e-9c8ecfcabc4e', [], ['XRP']],
    ['06fc3a87-7075-4cff-be98-15d4b4cfe8ed', ['BTC']],
    ['e8e018a3-f011-454b-a3b3-0a11aadbecb6', [], ['BNB']],
    ['370d2a3a-1b25-46eb-a443-2bdbd0700d8a', []],
    ['1e1669e1-7272-4cb9-a01c-aa2e1ccc46e4', []],
    ['311f0d34-b101-4e98-98a4-8280442cf62b', []],
    ['765dbfb9-85e1-4118-8943-ec992bb7465c', []],
    ['c25f14c6-bb2a-4395-b90b-849989bb21b8', []],
    ['caa1336f-e9b6-4315-b7b8-5b3ed05a2452', []],
    ['f523828f-b0bd-40a1-9941-92e1267f8f42', ['LINK'], ['SOL', 'ETH']],
    ['c999b051-42ad-4ab8-9267-f00560f6ecbf', []],
    ['3aafebf6-ecb9-4f54-ba9f-8cd91c443feb', []],
    ['09156560-f6f2-4e47-8e78-6c939016f69c', ['FIL']],
    ['66531607-daee-4e0d-85b0-324aba1f6d31', ['SUI']],
    ['c2088570-37e1-4f71-aa35-248f3b0ef712', [], ['EUR']],
    ['3fd3be3f-e14f-46cc-b2a3-cdfe515fd14d', []],
    ['2f98a3e8-7f7e-4495-beb1-a56818208e97', ['BTC']],
    ['814212ad-4442-4b5a-83d2-bc843ce88c73', []], // PayPal's stablecoin (PYUSD) is not listed
    ['e03e7d63-b497-496c-b2bb-b1481d155e89', ['XRP']], // a headline about Ripple is about its coin
    ['2bac9c08-de06-442d-8c11-301f159168ed', ['XRP']],
  ],
  cointelegraph: [
    ['https://cointelegraph.com/news/figure-technology-solana-onchain-equity-second-ipo', [], ['SOL']],
    ['https://cointelegraph.com/news/trillions-dollars-risk-trade-unions-crypto-401ks', []],
    ['https://cointelegraph.com/news/bitgo-circle-fidelity-bitgo-ripple-occ-approval-bank-conversion', [], ['XRP']],
    ['https://cointelegraph.com/news/europe-crypto-oversight-esma-centralization-podcast', []],
    ['https://cointelegraph.com/news/bitcoin-wobbles-92k-trader-eyes-end-manipulative-btc-price-dip', ['BTC']],
    ['https://cointelegraph.com/news/ripple-amina-stablecoin-cross-border-payments-europe', ['XRP']],
    ['https://cointelegraph.com/news/what-happened-in-crypto-today', []],
    ['https://cointelegraph.com/news/crypto-speculation-2024-lows-leveraged-etfs-record-239b', []],
    ['https://cointelegraph.com/news/pakistan-greenlight-binance-htx-seek-crypto-exchange-licenses', [], ['BNB']],
    ['https://cointelegraph.com/news/ethereum-price-rallied-260-percent-last-time-eth-5k', ['ETH']],
    ['https://cointelegraph.com/news/crypto-cruising-on-tailwinds-into-2026-longitude-recap', []],
    ['https://cointelegraph.com/news/uk-lawmakers-bank-of-england-stablecoin-rules-offshore-risk', []],
    ['https://cointelegraph.com/news/bitcoin-decouples-stocks-second-half-2025', ['BTC']],
    ['https://cointelegraph.com/news/phantom-kalshi-prediction-markets-wallet-integration', []],
    ['https://cointelegraph.com/news/sec-innovation-exemption-dtcc-tokenization-onchain-markets', []],
    ['https://cointelegraph.com/news/binance-stock-perpetuals-tokenized-equities-api-update', [], ['BNB']],
    ['https://cointelegraph.com/news/uae-bitcoin-first-crypto-at-scale-digital-asset-strategy', ['BTC']],
    ['https://cointelegraph.com/news/binance-upbit-hack-funds-freeze-kbs-report', [], ['BNB']],
    ['https://cointelegraph.com/news/coinbase-prediction-markets-tokenized-stocks-december-17-report', []],
    ['https://cointelegraph.com/news/standard-chartered-capital-a-ringgit-stablecoin-malaysia', []],
    ['https://cointelegraph.com/news/bitcoin-new-year-bear-flag-sparks-76k-btc-price-target-next', ['BTC']],
    ['https://cointelegraph.com/news/cftc-prediction-markets-event-contracts-relief', []],
    ['https://cointelegraph.com/news/blockchain-gaming-sentiment-rebounds-after-painful-correction-phase-bga', []],
    ['https://cointelegraph.com/news/cftc-withdraws-crypto-actual-delivery-guidance', []],
    ['https://cointelegraph.com/news/youtube-enables-pyusd-stablecoin-payouts-for-us-creators', []], // PYUSD is not listed
    ['https://cointelegraph.com/news/crypto-markets-bounce-fed-rate-cut-analysts-predict-bigger-rally-ahead', ['BTC']],
    ['https://cointelegraph.com/news/binance-cozies-trumps-crypto-platform-adding-usd1-pairs', ['USD1'], ['WLFI', 'BNB']],
    ['https://cointelegraph.com/news/sec-clears-dtcc-to-offer-tokenization-service', []],
    ['https://cointelegraph.com/news/bitcoin-miners-corporate-adoption-treasury-buying-slowdown', ['BTC']],
    ['https://cointelegraph.com/news/do-kwon-sentenced-prison-guilty-plea', [], ['LUNA', 'LUNC']],
  ],
  decrypt: [
    ['https://decrypt.co/?p=352201', ['BTC']],
    ['https://decrypt.co/?p=352207', [], ['LUNA', 'LUNC']],
    ['https://decrypt.co/?p=352226', ['JUV'], ['USDT']],
    ['https://decrypt.co/?p=352224', []],
    ['https://decrypt.co/?p=352200', ['XRP'], ['ETH', 'SOL']],
    ['https://decrypt.co/?p=352208', []],
    ['https://decrypt.co/?p=352167', []],
    ['https://decrypt.co/?p=352193', ['BTC']],
    ['https://decrypt.co/?p=352189', []],
    ['https://decrypt.co/?p=352183', [], ['USDT']],
    ['https://decrypt.co/?p=352184', [], ['XRP']],
    ['https://decrypt.co/?p=352175', []],
    ['https://decrypt.co/?p=352165', []],
    ['https://decrypt.co/?p=352014', [], ['BTC']],
    ['https://decrypt.co/?p=352135', ['LUNC'], ['LUNA']],
    ['https://decrypt.co/?p=352136', ['DOGE', 'PEPE', 'SOL']],
    ['https://decrypt.co/?p=352132', []],
    ['https://decrypt.co/?p=352128', []],
    ['https://decrypt.co/?p=352125', []],
    ['https://decrypt.co/?p=352121', []],
    ['https://decrypt.co/?p=352113', ['BTC']],
    ['https://decrypt.co/?p=352093', []],
    ['https://decrypt.co/?p=352092', []],
    ['https://decrypt.co/?p=352081', []],
    ['https://decrypt.co/?p=352080', []],
    ['https://decrypt.co/?p=352068', []],
    ['https://decrypt.co/?p=352066', [], ['LUNA', 'LUNC']],
    ['https://decrypt.co/?p=352064', ['BTC']],
    ['https://decrypt.co/?p=352057', ['BTC', 'ETH', 'SOL']],
    ['https://decrypt.co/?p=352035', [], ['USD1', 'WLFI', 'BNB']],
    ['https://decrypt.co/?p=352016', ['BTC']],
    ['https://decrypt.co/?p=352015', []],
    ['https://decrypt.co/?p=352005', []],
    ['https://decrypt.co/?p=352002', ['BTC']],
    ['https://decrypt.co/?p=351996', []],
    ['https://decrypt.co/?p=351946', ['USDC']],
    ['https://decrypt.co/?p=351903', []],
    ['https://decrypt.co/?p=351967', []],
    ['https://decrypt.co/videos/interviews/OClBa8uC/from-paper-to-code-the-future-of-tokenization-with-carlos-domingo', []],
    ['https://decrypt.co/videos/interviews/tUN6hCk7/2-4-crypto-dip-sovereign-wealth-funds-buying-btc-ctfc-approves-us-spot-crypto', ['BTC']],
    ['https://decrypt.co/videos/interviews/a9gidnnr/xrp-etfs-near-1-billion-sovereign-wealth-funds-buying-bitcoin-cftc-approves-us-spot-crypto-trading-daily-crypto-recap', ['XRP', 'BTC']],
    ['https://decrypt.co/videos/interviews/rPR1y1Fb/blackrock-is-risk-on-polymarket-launches-us-app-crypto-still-green', []],
    ['https://decrypt.co/videos/interviews/eX3XwJr8/blackrock-stays-risk-on-into-2026-binance-launches-binance-junior-for-kids-kalshi-partners-with-cnn-daily-crypto-recap', [], ['BNB']],
    ['https://decrypt.co/videos/interviews/kLKB13oZ/crypto-up-7-10-bank-of-america-recommends-crypto-kalshi-raise-11b', []],
    ['https://decrypt.co/videos/interviews/ImN1EVr6/bitcoin-back-above-92k-blackrock-bullish-on-a-tokenized-future-kalshi-raise-11b-daily-crypto-recap', ['BTC']],
    ['https://decrypt.co/videos/interviews/DBFV5WgA/vanguard-crypto-etfs-coinbase-lawsuit-strategys-144b-reserve-daily-crypto-recap', []],
    ['https://decrypt.co/videos/interviews/KenRTGb5/the-big-crypto-fake-out-saylor-tether-fud-vanguard-crypto-etfs', [], ['USDT']],
    ['https://decrypt.co/videos/interviews/LTeJZrra/strategy-announces-144b-reserve-to-cover-debt-vanguard-crypto-etfs-myriad-partners-with-trust-wallet', [], ['TWT']],
    ['https://decrypt.co/videos/interviews/0bzRT1D1/trust-wallet-launches-first-in-wallet-prediction-markets-with-myriad', ['TWT']], // a headline about Trust Wallet is about its coin
    ['https://decrypt.co/videos/interviews/BcHTc0O2/over-650m-liquidated-china-confirms-crypto-illegal-infinex-interview', []],
    ['https://decrypt.co/videos/interviews/TYv5hOIq/polymarket-can-now-operate-in-us-texas-buys-5m-btc-mon-up-another-24', ['BTC', 'MON']],
    ['https://decrypt.co/videos/interviews/fw2vHNRd/is-the-bull-market-over-the-ai-manhattan-project-monad-launch-reaction', ['MON']],
    ['https://decrypt.co/videos/interviews/FL6CGV2a/crypto-is-green-mon-launches-at-39billion-fdv', ['MON']],
    ['https://decrypt.co/videos/interviews/p0hnnDle/btc-86k-monad-presale-oversubscribed-coinbase-acquires-vector-dot-fun', ['BTC', 'MON']],
    ['https://decrypt.co/videos/interviews/feVCIfte/bitcoin-plummets-11-crypto-in-free-fall-guests-osf-wizard-of-soho', ['BTC']],
    ['https://decrypt.co/videos/interviews/QRXa6eou/how-lynq-connects-crypto-with-traditional-finance', []],
    ['https://decrypt.co/videos/interviews/t3mo8oyn/borrowing-against-your-tesla-stock-to-buy-a-car-is-the-future-of-defi-superstate-ceo-robert-leshner', []],
    ['https://decrypt.co/videos/interviews/S03jFnRg/1-mentions-market-trader-0xtyrael-shares-his-prediction-market-strategies', []],
  ],
  theblock: [
    ['https://www.theblock.co/post/382435', ['FOGO']],
    ['https://www.theblock.co/post/382433', ['JUV'], ['USDT']],
    ['https://www.theblock.co/post/382421', []],
    ['https://www.theblock.co/post/382422', []],
    ['https://www.theblock.co/post/382409', ['XRP']],
    ['https://www.theblock.co/post/382411', ['SOL']],
    ['https://www.theblock.co/post/382379', [], ['XRP']],
    ['https://www.theblock.co/post/382369', ['AAVE'], ['COW']],
    ['https://www.theblock.co/post/382357', ['PYTH']],
    ['https://www.theblock.co/post/382346', ['BTC']],
    ['https://www.theblock.co/post/382344', [], ['USDT']],
    ['https://www.theblock.co/post/382340', []],
    ['https://www.theblock.co/post/382331', []],
    ['https://www.theblock.co/post/382329', ['BTC']],
    ['https://www.theblock.co/post/382324', [], ['BTC']],
    ['https://www.theblock.co/post/382291', []],
    ['https://www.theblock.co/post/382296', []], // PYUSD is not listed
    ['https://www.theblock.co/post/382298', []], // deBridge's token is not listed
    ['https://www.theblock.co/post/382211', ['XRP']],
  ],
};

/** Upbit's page of 2025-04-22, by notice id. */
const UPBIT: NumberedRow[] = [
  [5030, []], // Validity (VAL) is not listed on Binance
  [5056, []],
  [5055, ['DEEP']],
];

/** OKX's and Bybit's documented examples, by url. */
const OKX: Row[] = [
  ['https://www.okx.com/help/okx-to-list-virtuals-protocol-virtual-for-spot-trading', ['VIRTUAL']],
  ['https://www.okx.com/help/completion-of-x-layer-mainnet-upgrade', []], // OKB is not listed on Binance
];
const BYBIT: Row[] = [['https://announcements.bybit.com/en-US/article/new-listing-arbitrum-arb-deposit-trade-and-stake-arb-to-share-a-400-000-usdt-prize-pool--bltf662314c211a8616/', ['ARB'], ['USDT']]];

/** Posts served by production Jetstream: none is about crypto; several carry ticker-words. */
const JETSTREAM: PostRow[] = [
  ['corpus-expected_v1.jsonl', 'did:plc:dclwtltrt2ggsryagfzk7dp4', '3mptbyoeyc22k', []],
  ['corpus-expected_v1.jsonl', 'did:plc:amnbije7mr5g3pgxuun7q44o', '3mptbyqhi7s2f', []],
  ['corpus-expected_v1.jsonl', 'did:plc:o2rolxey6s5k7d4lxcz3inl4', '3mptbyp7lu223', []],
  ['corpus-expected_v1.jsonl', 'did:plc:d3blkgynnwi3rp7vak25pfe3', '3mptbyo7dms2m', []],
  ['corpus-expected_v1.jsonl', 'did:plc:tn3hni2jpphsgl6amfbb7ja6', '3mptbypfywk2v', []],
  ['corpus-expected_v1.jsonl', 'did:plc:u4lmvw4wwzaql3z5kcf3r7h4', '3mptbyospqk2i', []],
  ['corpus-expected_v1.jsonl', 'did:plc:u4lmvw4wwzaql3z5kcf3r7h4', '3mptbyou7ls2i', []],
  ['corpus-expected_v1.jsonl', 'did:plc:u4lmvw4wwzaql3z5kcf3r7h4', '3mptbyoumc22i', []],
  ['corpus-expected_v1.jsonl', 'did:plc:t2yw5frug3pu4nmygjiq7vln', '3mptbypky4c27', []],
  ['corpus-expected_v1.jsonl', 'did:plc:ybqkf2mtfbwx3qhga63mttja', '3mptbyoigog2b', []],
  ['corpus-expected_v1.jsonl', 'did:plc:zcxfgub447re7p3vuvlw37wy', '3mptbypjm6224', []],
  ['corpus-expected_v1.jsonl', 'did:plc:f4vi4bkamzhaw25jxlfogozc', '3mptbypockk2v', []],
  ['corpus-expected_v1.jsonl', 'did:plc:fe7cz462lvsuhadx6z35orni', '3mptbypt22l26', []],
  ['corpus-expected_v1.jsonl', 'did:plc:imaoo4sjelfd6cbg5yinjjfq', '3mptbypqqok2f', []],
  ['corpus-expected_v1.jsonl', 'did:plc:6aw7u7xjbaiznddugigmdhvc', '3mptbxs3hq22j', []],
  ['corpus-expected_v1.jsonl', 'did:plc:ynfp6wddjqpl44gordpsqkuw', '3mptbyo7tas2u', []],
  ['subscribe-golden_v1.jsonl', 'did:plc:q235v55g5unth4zjjdpacfdr', '3mmoojp4cd223', []],
];

/** The crypto-related titles among feeds/ (general outlets), all without a coin. */
const FEEDS: FeedRow[] = [
  ['rm-re-182cf60c', 4, 'THE NEXT WEB', []],
  ['rm-re-66aa3055', 16, 'FINANCIAL TIMES', []],
  ['rm-re-6d80261f', 6, 'BUZZFEED', []], // "Coin" as money
  ['rm-re-c5e0e655', 28, 'NYT', []],
  ['rp-guardian', 36, 'GUARDIAN', []],
];

/** The corpus's real frames (verbatim or partial in its PROVENANCE.tsv; the invented EXMP ones are left out). */
const CORPUS: Record<string, [id: string, kind: Exclude<LabelledItem['kind'], 'trap'>, expect: string[], allow?: string[]][]> = {
  'live-items.jsonl': [
    ['1749403469352710423', 'post', ['GALA']],
    ['2022332462836457512', 'post', ['WAL']],
    ['1714596164274892897', 'post', ['AMB']], // AirDAO's coin is AMB
    ['1700838613719tgEXAMPLE', 'post', ['BTC']],
    ['1681851104138CLCUIAAtBAoA', 'media', ['LDO', 'ARB']],
    ['1770990580707HFJHCtStFoDGSC', 'media', ['HBAR']],
    ['1761390911451BnLstEXMPLa', 'notice', ['BANK', 'MET']],
    ['1699003204030BnFutEXMPLb', 'notice', ['MEME']],
  ],
  'backlog-items.jsonl': [
    ['1700581595770DtABSiPCT', 'media', []],
    ['1906732376517955771', 'post', ['BTC']],
  ],
};

/** Every line of the set: a reference and its labels. */
export const BLIND_ENTRIES: BlindEntry[] = [
  ...Object.entries(BINANCE_CMS).flatMap(([file, rows]) =>
    rows.map(([code, expect, allow]) => ({ ref: { origin: 'binance-cms' as const, file: `${ORIGINS}/binance-cms/${file}`, code }, ...labels('notice', expect, allow) })),
  ),
  ...BINANCE_CMS_2021.map(([code, expect, allow]) => ({
    ref: { origin: 'binance-cms-2021' as const, file: `${ORIGINS}/binance-cms/toucanbran-articles.pyliteral`, code },
    ...labels('notice', expect, allow),
  })),
  ...UPBIT.map(([id, expect, allow]) => ({ ref: { origin: 'upbit' as const, file: `${ORIGINS}/upbit/kimprun-2025-04-22.json`, id }, ...labels('notice', expect, allow) })),
  ...OKX.map(([url, expect, allow]) => ({ ref: { origin: 'okx' as const, file: `${ORIGINS}/okx/docs-example-zh.json`, url }, ...labels('notice', expect, allow) })),
  ...BYBIT.map(([url, expect, allow]) => ({ ref: { origin: 'bybit' as const, file: `${ORIGINS}/bybit/docs-example.json`, url }, ...labels('notice', expect, allow) })),
  ...(Object.entries(MEDIA) as [Outlet, Row[]][]).flatMap(([outlet, rows]) =>
    rows.map(([guid, expect, allow]) => ({ ref: { origin: 'media' as const, file: `${ORIGINS}/media/${outlet}.rss`, outlet, guid }, ...labels('media', expect, allow) })),
  ),
  ...JETSTREAM.map(([file, did, rkey, expect, allow]) => ({ ref: { origin: 'jetstream' as const, file: `${ORIGINS}/jetstream/${file}`, did, rkey }, ...labels('post', expect, allow) })),
  ...FEEDS.map(([doc, index, prefix, expect, allow]) => ({ ref: { origin: 'feeds' as const, file: 'real-world/feeds/expected.json', doc, index, prefix }, ...labels('media', expect, allow) })),
  ...Object.entries(CORPUS).flatMap(([file, rows]) => rows.map(([id, kind, expect, allow]) => ({ ref: { origin: 'corpus' as const, file: `corpus/${file}`, id }, ...labels(kind, expect, allow) }))),
];

/** `../shared` beside the repository, where the recordings live (absent in a user's clone). */
export const SHARED_ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)), '../shared');

export const BLIND_LINES_SOURCE =
  'REAL lines referenced in ../shared (real-world/ recordings of Binance CMS, Upbit, OKX, Bybit, Jetstream, four media RSS and feeds/; corpus/ real frames), labelled blind on 2026-11-27 (bench/labelled/blind-lines.ts)';

const present = existsSync(join(SHARED_ROOT, 'real-world')) && existsSync(join(SHARED_ROOT, 'corpus'));

/** Why the set is empty, when it is: no `../shared` beside the repository. */
export const BLIND_LINES_MISSING: string | undefined = present ? undefined : `no ${SHARED_ROOT}/real-world and corpus: the blind lines reference files there`;

const resolved = present ? resolveBlindLines(BLIND_ENTRIES, sharedReader(SHARED_ROOT)) : { items: [], unresolved: [] };

export const BLIND_LINES: LabelledItem[] = resolved.items;
/** References that did not resolve, with why; the test fails on any. */
export const BLIND_LINES_UNRESOLVED: string[] = resolved.unresolved;
