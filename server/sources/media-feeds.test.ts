import { afterAll, describe, expect, it } from 'vitest';
import { RECORDED, RECORDED_SKIP, recorded } from '@/devkit/recorded-origins';
import { FeedReader } from './feed-reader';

/**
 * Crypto media's RSS as the outlets served it on 2025-12-12/13, recorded in syspulse/skel-ext3
 * `sentry-news/rss/{coindesk,coingtelegraph-all,decrypt,theblock}.rss` at
 * 58dfb8af4aa6b165eb7895a9665a461e4a143631, read through the feed reader (its worker) as a feed
 * source reads them: titles, links, identities and dates. Relative links are feed-entries.ts's own tests'.
 */
const NOW = Date.UTC(2025, 11, 13, 12);
const reader = new FeedReader();
afterAll(() => reader.close());

describe.skipIf(!RECORDED)('crypto media feeds, as the outlets served them', () => {
  it('CoinDesk: 25 entries by guid; a CDATA title\'s trailing space is not kept; six entries with the same date all read', async () => {
    const entries = await reader.read(recorded('media/coindesk.rss'), NOW);
    expect(entries).toHaveLength(25);
    expect(entries[0]).toMatchObject({
      identity: '9aef2b42-3854-4f38-8336-c157cc2d05a1',
      title: 'Citadel Securities and DeFi Waging War of Words Through SEC Correspondence',
      link: 'https://www.coindesk.com/policy/2025/12/12/citadel-securities-and-defi-waging-war-of-words-through-sec-correspondence',
      published: Date.UTC(2025, 11, 12, 22, 20, 18),
    });
    expect(entries.filter((entry) => entry.published === Date.UTC(2025, 11, 12, 15))).toHaveLength(6);
    expect(entries.at(-1)).toMatchObject({ title: 'XRP Ledger Upgrade Lays Groundwork for Lending, Tokenization Expansion', published: Date.UTC(2025, 11, 12, 11, 45, 39) });
  });

  it('Cointelegraph: 30 entries; curly quotes kept, the link with its &amp;-joined utm parameters as written', async () => {
    const entries = await reader.read(recorded('media/cointelegraph.rss'), NOW);
    expect(entries).toHaveLength(30);
    expect(entries[0]).toMatchObject({
      identity: 'https://cointelegraph.com/news/figure-technology-solana-onchain-equity-second-ipo',
      title: 'Figure Technology files ‘second IPO’ to bring native equity issuance to Solana',
      link: 'https://cointelegraph.com/news/figure-technology-solana-onchain-equity-second-ipo?utm_source=rss_feed&utm_medium=rss&utm_campaign=rss_partner_inbound',
      published: Date.UTC(2025, 11, 12, 16, 57, 28),
    });
    expect(entries.at(-1)).toMatchObject({ title: 'Terraform co-founder sentenced to 15 years in prison after guilty plea', published: Date.UTC(2025, 11, 11, 22, 0, 4) });
  });

  it('Decrypt: 58 entries over three weeks; &#39; in titles read as an apostrophe', async () => {
    const entries = await reader.read(recorded('media/decrypt.rss'), NOW);
    expect(entries).toHaveLength(58);
    expect(entries[0]).toMatchObject({
      identity: 'https://decrypt.co/?p=352201',
      title: "Vanguard Exec Calls Bitcoin a 'Digital Labubu', Even as Firm Offers Crypto ETF Trading",
      link: 'https://decrypt.co/352201/vanguard-exec-calls-bitcoin-digital-labubu-firm-offers-crypto-etf-trading',
      published: Date.UTC(2025, 11, 12, 21, 59, 32),
    });
    expect(entries[1]!.title).toBe("These Bleak Victim Letters Helped Seal Terra Founder Do Kwon's Fate");
    expect(entries.at(-1)).toMatchObject({ title: '#1 Mentions Market Trader @0xTyrael shares his Prediction Market strategies!', published: Date.UTC(2025, 10, 20, 18, 17, 31) });
  });

  it('The Block: 19 entries; -0500 dates read in UTC, &amp; in links read as &', async () => {
    const entries = await reader.read(recorded('media/theblock.rss'), NOW);
    expect(entries).toHaveLength(19);
    expect(entries[0]).toMatchObject({
      identity: 'https://www.theblock.co/post/382435',
      title: 'Fogo cancels $20 million pre-sale, will airdrop tokens instead in upcoming mainnet launch',
      link: 'https://www.theblock.co/post/382435/fogo-solana-svm-airdrop-token-sale-mainnet-launch?utm_source=rss&utm_medium=rss',
      published: Date.UTC(2025, 11, 12, 22, 33, 11),
    });
    expect(entries.at(-1)).toMatchObject({ title: 'Hex Trust to issue and custody wrapped XRP to expand DeFi utility across multiple blockchains', published: Date.UTC(2025, 11, 12, 1) });
  });
});
if (!RECORDED) console.log(RECORDED_SKIP);
