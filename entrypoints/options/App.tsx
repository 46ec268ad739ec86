import { t } from '@/utils/i18n';
import { ChannelsSection } from '@/components/options/ChannelsSection';
import { AccountSection } from '@/components/options/AccountSection';
import { DiagnosticsSection } from '@/components/options/DiagnosticsSection';
import { DisplaySection } from '@/components/options/DisplaySection';
import { FeedsSection } from '@/components/options/FeedsSection';
import { HistorySection } from '@/components/options/HistorySection';
import { PricesSection } from '@/components/options/PricesSection';
import { RulesSection } from '@/components/options/RulesSection';
import { StorageSection } from '@/components/options/StorageSection';
import { SyncSection } from '@/components/options/SyncSection';
import { TransferSection } from '@/components/options/TransferSection';
import { ConnectionPill } from '@/components/ConnectionPill';
import { useBackground } from '@/components/hooks/useBackground';

const SECTIONS = ['account', 'feeds', 'rules', 'channels', 'display', 'sync', 'prices', 'history', 'storage', 'transfer', 'diagnostics'] as const;

export function App() {
  const { status, changes } = useBackground();
  return (
    <main class="options">
      <header class="top">
        <h1>{t('options.title')}</h1>
        <ConnectionPill status={status} now={Date.now()} />
      </header>
      <nav aria-label={t('options.sections')}>
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`options.section.${id}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <AccountSection keyWithheld={status?.keyWithheld} keyNeedsConsent={status?.keyNeedsConsent} />
      <FeedsSection />
      <RulesSection />
      <ChannelsSection />
      <DisplaySection />
      <SyncSection />
      <PricesSection />
      <HistorySection changes={changes} />
      <StorageSection changes={changes} />
      <TransferSection />
      <DiagnosticsSection status={status} />
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
