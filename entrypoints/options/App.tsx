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
