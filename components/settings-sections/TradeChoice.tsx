import { useEffect, useState } from 'preact/hooks';
import { t } from '@/utils/base/i18n';
import { useSetting } from '@/components/hooks/useSetting';
import { EXCHANGES } from '@/utils/exchanges/all';
import { settings } from '@/utils/settings';
import { clickOpens, defaultTrade, type TradeSettings } from '@/utils/trade/trade-settings';
import { TRADE_MARKETS, tradeExchanges, tradeMarkets } from '@/utils/trade/trade-target';
import { Outcome, saving, type Tone } from './Section';

const nameOf = (exchange: string) => EXCHANGES.find((info) => Object.hasOwn(info.links, exchange))?.name ?? exchange;

/** The one-keystroke trade's exchange and market, and whether a notification's click opens the trade. */
export function TradeChoice() {
  const stored = useSetting(settings.trade);
  const [form, setForm] = useState<TradeSettings>(defaultTrade);
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  useEffect(() => stored && setForm(stored), [stored]);
  const set = (patch: Partial<TradeSettings>) => setForm({ ...form, ...patch });
  const save = async (event: Event) => {
    event.preventDefault();
    setOutcome(await saving(() => settings.trade.item.setValue(form), t('trade.saved')));
  };
  const hasPerpetual = 'perpetual' in TRADE_MARKETS[form.exchange];
  return (
    <form class="form trade-choice" onSubmit={(event) => void save(event)}>
      <h3>{t('trade.title')}</h3>
      <p class="hint">{t('trade.intro')}</p>
      <label for="trade-exchange">{t('trade.exchange')}</label>
      <select id="trade-exchange" value={form.exchange} onChange={(e) => set({ exchange: e.currentTarget.value as TradeSettings['exchange'] })}>
        {tradeExchanges.map((exchange) => (
          <option key={exchange} value={exchange}>
            {nameOf(exchange)}
          </option>
        ))}
      </select>
      <label for="trade-market">{t('trade.market')}</label>
      <select id="trade-market" value={hasPerpetual ? form.market : 'spot'} onChange={(e) => set({ market: e.currentTarget.value as TradeSettings['market'] })}>
        {tradeMarkets
          .filter((market) => market === 'spot' || hasPerpetual)
          .map((market) => (
            <option key={market} value={market}>
              {t(`trade.${market}`)}
            </option>
          ))}
      </select>
      <label for="trade-click">{t('trade.click')}</label>
      <select id="trade-click" value={form.click} onChange={(e) => set({ click: e.currentTarget.value as TradeSettings['click'] })}>
        {clickOpens.map((click) => (
          <option key={click} value={click}>
            {t(click === 'item' ? 'trade.clickItem' : 'trade.clickTrade')}
          </option>
        ))}
      </select>
      <div class="actions">
        <button type="submit" class="primary">
          {t('trade.save')}
        </button>
      </div>
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
    </form>
  );
}
