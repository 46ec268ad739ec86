import { describe, expect, it } from 'vitest';
import type { Notice } from './notice';
import { FORMATTER_ZONES_KEPT } from './notice-say';
import { noticeLanguages, noticeWords, RENDERED_COINS_MAX, type NoticeLanguage } from './notice-wording';

const at = Date.UTC(2026, 10, 28, 1, 0); // 10:00 in Seoul
const seoul = { timeZone: 'Asia/Seoul' };

const notices = {
  spot: { kind: 'spot-listing', sign: '+', exchange: 'Upbit', coins: ['ARB'], markets: ['ARB_KRW', 'ARB_USDT'], at },
  futures: { kind: 'futures-listing', exchange: 'Binance', coins: ['ARB'], markets: ['ARB_USDT'], at },
  markets: { kind: 'new-markets', exchange: 'Upbit', coins: ['SOL'], markets: ['SOL_BTC', 'SOL_USDT'] },
  delisting: { kind: 'delisting', sign: '-', exchange: 'Bithumb', coins: ['XYZ', 'ABC'], markets: [], at },
  tagAdded: { kind: 'tag-added', exchange: 'Upbit', coins: ['XYZ'], markets: [] },
  tagRemoved: { kind: 'tag-removed', exchange: 'Upbit', coins: ['XYZ'], markets: [] },
  suspended: { kind: 'transfers-suspended', exchange: 'OKX', coins: ['ETH'], markets: [], at },
  resumed: { kind: 'transfers-resumed', exchange: 'OKX', coins: ['ETH'], markets: [] },
  upgrade: { kind: 'network-upgrade', exchange: 'Binance', coins: ['DOT'], markets: [], at },
} satisfies Record<string, Notice>;

const expected: Record<NoticeLanguage, Record<keyof typeof notices, string>> = {
  en: {
    spot: 'Upbit lists ARB (KRW, USDT markets), trading from 28 Nov 10:00',
    futures: 'Binance lists ARB futures (USDT markets), trading from 28 Nov 10:00',
    markets: 'Upbit opens new SOL markets (BTC, USDT)',
    delisting: 'Bithumb delists XYZ, ABC, trading ends 28 Nov 10:00',
    tagAdded: 'Upbit flags XYZ with a warning tag',
    tagRemoved: 'Upbit removes the warning tag from XYZ',
    suspended: 'OKX suspends ETH deposits and withdrawals from 28 Nov 10:00',
    resumed: 'OKX resumes ETH deposits and withdrawals',
    upgrade: 'Binance supports the DOT network upgrade on 28 Nov 10:00',
  },
  es: {
    spot: 'Upbit lista ARB (mercados KRW, USDT), negociación desde el 28 nov 10:00',
    futures: 'Binance lista futuros de ARB (mercados USDT), negociación desde el 28 nov 10:00',
    markets: 'Upbit abre nuevos mercados de SOL (BTC, USDT)',
    delisting: 'Bithumb retira XYZ, ABC, la negociación termina el 28 nov 10:00',
    tagAdded: 'Upbit marca XYZ con una etiqueta de advertencia',
    tagRemoved: 'Upbit retira la etiqueta de advertencia de XYZ',
    suspended: 'OKX suspende depósitos y retiros de ETH desde el 28 nov 10:00',
    resumed: 'OKX reanuda depósitos y retiros de ETH',
    upgrade: 'Binance admite la actualización de red de DOT el 28 nov 10:00',
  },
  ja: {
    spot: 'Upbit、ARBを上場（KRW、USDT市場）、11月28日 10:00に取引開始',
    futures: 'Binance、ARBの先物を上場（USDT市場）、11月28日 10:00に取引開始',
    markets: 'Upbit、SOLの新しい市場を追加（BTC、USDT）',
    delisting: 'Bithumb、XYZ、ABCを上場廃止、11月28日 10:00に取引終了',
    tagAdded: 'Upbit、XYZを注意銘柄に指定',
    tagRemoved: 'Upbit、XYZの注意銘柄指定を解除',
    suspended: 'OKX、ETHの入出金を停止（11月28日 10:00から）',
    resumed: 'OKX、ETHの入出金を再開',
    upgrade: 'Binance、DOTのネットワークアップグレードに対応（11月28日 10:00）',
  },
  ko: {
    spot: 'Upbit, ARB 상장 (KRW, USDT 마켓), 11월 28일 10:00 거래 시작',
    futures: 'Binance, ARB 선물 상장 (USDT 마켓), 11월 28일 10:00 거래 시작',
    markets: 'Upbit, SOL 마켓 추가 (BTC, USDT)',
    delisting: 'Bithumb, XYZ, ABC 상장 폐지, 11월 28일 10:00 거래 종료',
    tagAdded: 'Upbit, XYZ 유의 종목 지정',
    tagRemoved: 'Upbit, XYZ 유의 종목 지정 해제',
    suspended: 'OKX, ETH 입출금 중단 (11월 28일 10:00부터)',
    resumed: 'OKX, ETH 입출금 재개',
    upgrade: 'Binance, DOT 네트워크 업그레이드 지원 (11월 28일 10:00)',
  },
  ru: {
    spot: 'Upbit листит ARB (рынки KRW, USDT), торги с 28 нояб. 10:00',
    futures: 'Binance листит фьючерсы ARB (рынки USDT), торги с 28 нояб. 10:00',
    markets: 'Upbit открывает новые рынки SOL (BTC, USDT)',
    delisting: 'Bithumb делистит XYZ, ABC, конец торгов 28 нояб. 10:00',
    tagAdded: 'Upbit помечает XYZ предупреждающей меткой',
    tagRemoved: 'Upbit снимает предупреждающую метку с XYZ',
    suspended: 'OKX приостанавливает ввод и вывод ETH с 28 нояб. 10:00',
    resumed: 'OKX возобновляет ввод и вывод ETH',
    upgrade: 'Binance поддерживает обновление сети DOT, 28 нояб. 10:00',
  },
  zh_CN: {
    spot: 'Upbit 上线 ARB（KRW、USDT 市场），11月28日 10:00 开放交易',
    futures: 'Binance 上线 ARB 合约（USDT 市场），11月28日 10:00 开放交易',
    markets: 'Upbit 新增 SOL 交易市场（BTC、USDT）',
    delisting: 'Bithumb 下架 XYZ、ABC，11月28日 10:00 停止交易',
    tagAdded: 'Upbit 将 XYZ 标记为风险警示',
    tagRemoved: 'Upbit 解除 XYZ 的风险警示',
    suspended: 'OKX 暂停 ETH 充提，11月28日 10:00 起',
    resumed: 'OKX 恢复 ETH 充提',
    upgrade: 'Binance 支持 DOT 网络升级，11月28日 10:00',
  },
};

describe('noticeWords', () => {
  for (const language of noticeLanguages) {
    describe(language, () => {
      for (const [name, notice] of Object.entries(notices)) {
        it(name, () => expect(noticeWords(notice, language, seoul)).toBe(expected[language][name as keyof typeof notices]));
      }
    });
  }

  it('names UTC when the time is given in UTC (the service’s English)', () => {
    expect(noticeWords(notices.spot, 'en', { timeZone: 'UTC' })).toBe('Upbit lists ARB (KRW, USDT markets), trading from 28 Nov 01:00 UTC');
  });

  it('keeps the origin’s words for kinds without a form and for notices missing parts', () => {
    for (const kind of ['promotion', 'launch-platform', 'other'] as const) {
      for (const language of noticeLanguages) expect(noticeWords({ ...notices.spot, kind }, language, seoul)).toBeUndefined();
    }
    const { exchange: _, ...noExchange } = notices.spot;
    expect(noticeWords(noExchange, 'en', seoul)).toBeUndefined();
    expect(noticeWords({ ...notices.spot, coins: [], markets: [] }, 'en', seoul)).toBeUndefined();
    const many = Array.from({ length: RENDERED_COINS_MAX + 1 }, (_, n) => `C${n}`);
    expect(noticeWords({ ...notices.spot, coins: many }, 'en', seoul)).toBeUndefined();
    expect(noticeWords({ ...notices.spot, coins: many.slice(0, RENDERED_COINS_MAX) }, 'en', seoul)).toContain('C5');
  });

  it('takes the coins from the markets when none is named, and ignores malformed markets', () => {
    expect(noticeWords({ ...notices.spot, coins: [], markets: ['ARB_KRW', 'KRW', '_USDT', 'OP_'] }, 'en', seoul)).toBe('Upbit lists ARB (KRW markets), trading from 28 Nov 10:00');
  });

  it('leaves parts that look like placeholders as they are, and an unknown time zone without a time', () => {
    expect(noticeWords({ ...notices.tagAdded, exchange: '{coins}$&' }, 'en', seoul)).toBe('{coins}$& flags XYZ with a warning tag');
    expect(noticeWords(notices.suspended, 'en', { timeZone: 'Mars/Olympus' })).toBe('OKX suspends ETH deposits and withdrawals');
  });

  it('builds one formatter per zone, and after more zones than it keeps still says each time right', () => {
    // Counts formatters built, as a spy cannot stand in for a constructor.
    const Real = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Real, { construct: (target, args: ConstructorParameters<typeof Real>) => (built++, new target(...args)) });
    try {
      expect(noticeWords(notices.spot, 'en', { timeZone: 'Pacific/Chatham' })).toBe('Upbit lists ARB (KRW, USDT markets), trading from 28 Nov 14:45');
      expect(noticeWords(notices.futures, 'en', { timeZone: 'Pacific/Chatham' })).toContain('28 Nov 14:45');
      expect(built).toBe(1);
      const zones = ['Asia/Tokyo', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney', 'Africa/Cairo', 'America/Sao_Paulo', 'Europe/London', 'Asia/Dubai'];
      expect(zones.length).toBeGreaterThan(FORMATTER_ZONES_KEPT);
      for (const timeZone of zones) noticeWords(notices.spot, 'en', { timeZone });
      expect(noticeWords(notices.spot, 'en', { timeZone: 'Pacific/Chatham' })).toContain('28 Nov 14:45');
      expect(noticeWords(notices.spot, 'en', seoul)).toContain('28 Nov 10:00');
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
