import { t } from '@/utils/base/i18n';
import { ChannelsSection } from '@/components/settings-sections/ChannelsSection';
import { AccountSection } from '@/components/settings-sections/AccountSection';
import { DiagnosticsSection } from '@/components/settings-sections/DiagnosticsSection';
import { DisplaySection } from '@/components/settings-sections/DisplaySection';
import { FeedsSection } from '@/components/settings-sections/FeedsSection';
import { HistorySection } from '@/components/settings-sections/HistorySection';
import { PricesSection } from '@/components/settings-sections/PricesSection';
import { RulesSection } from '@/components/settings-sections/RulesSection';
import { StorageSection } from '@/components/settings-sections/StorageSection';
import { SyncSection } from '@/components/settings-sections/SyncSection';
import { TransferSection } from '@/components/settings-sections/TransferSection';
import { ConnectionPill } from '@/components/ConnectionPill';
import { useBackground } from '@/components/hooks/useBackground';
import { TABS, type Tab } from '@/utils/settings-forms/options-tabs';
import { useHashTab } from '@/components/options/useHashTab';
import type { StatusSnapshot } from '@/utils/messages';


/** One tab's parts; only the open tab is drawn, so Diagnostics asks the worker for figures only while it is read. */
function TabParts({ tab, status, changes }: { tab: Tab; status?: StatusSnapshot; changes: number }) {
  switch (tab) {
    case 'connection':
      return (
        <>
          <AccountSection keyWithheld={status?.keyWithheld} keyNeedsConsent={status?.keyNeedsConsent} />
          <FeedsSection />
        </>
      );
    case 'alerts':
      return (
        <>
          <RulesSection />
          <ChannelsSection />
        </>
      );
    case 'feed':
      return (
        <>
          <DisplaySection />
          <PricesSection />
        </>
      );
    case 'data':
      return (
        <>
          <HistorySection changes={changes} />
          <TransferSection />
          <SyncSection />
          <StorageSection changes={changes} />
        </>
      );
    case 'diagnostics':
      return <DiagnosticsSection status={status} />;
  }
}

export function App() {
  const { status, changes } = useBackground();
  const { tab } = useHashTab();
  return (
    <main class="options">
      <header class="top">
        <h1>{t('options.title')}</h1>
        <ConnectionPill status={status} now={Date.now()} diagnostics={{ href: '#diagnostics' }} />
      </header>
      <nav class="tabs" aria-label={t('options.sections')}>
        <ul>
          {TABS.map((id) => (
            <li key={id}>
              <a href={`#${id}`} aria-current={id === tab ? 'page' : undefined}>
                {t(`options.tab.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div class="tab" data-tab={tab}>
        <TabParts tab={tab} status={status} changes={changes} />
      </div>
      <footer class="footer">
        <a href="/privacy.txt" target="_blank" rel="noreferrer">
          {t('options.privacy')}
        </a>
        <a href="/welcome.html" target="_blank" rel="noreferrer">
          {t('options.welcome')}
        </a>
      </footer>
    </main>
  );
}
