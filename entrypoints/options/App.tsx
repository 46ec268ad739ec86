import { AccountSection } from '@/components/options/AccountSection';
import { DiagnosticsSection } from '@/components/options/DiagnosticsSection';
import { DisplaySection } from '@/components/options/DisplaySection';
import { HistorySection } from '@/components/options/HistorySection';
import { PricesSection } from '@/components/options/PricesSection';
import { RulesSection } from '@/components/options/RulesSection';
import { StorageSection } from '@/components/options/StorageSection';
import { TransferSection } from '@/components/options/TransferSection';
import { ConnectionPill } from '@/components/ConnectionPill';
import { useBackground } from '@/components/hooks/useBackground';

const SECTIONS = [
  ['account', 'Account and server'],
  ['rules', 'Notifications'],
  ['display', 'Disliked headlines'],
  ['prices', 'Price moves'],
  ['history', 'Vote history'],
  ['storage', 'Storage'],
  ['transfer', 'Import and export'],
  ['diagnostics', 'Diagnostics'],
] as const;

export function App() {
  const { status, changes } = useBackground();
  return (
    <main class="options">
      <header class="top">
        <h1>Newsflash options</h1>
        <ConnectionPill status={status} now={Date.now()} />
      </header>
      <nav aria-label="Sections">
        <ul>
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <AccountSection keyWithheld={status?.keyWithheld} />
      <RulesSection />
      <DisplaySection />
      <PricesSection />
      <HistorySection changes={changes} />
      <StorageSection changes={changes} />
      <TransferSection />
      <DiagnosticsSection status={status} />
      <footer class="footer">
        <a href="/privacy.txt" target="_blank" rel="noreferrer">
          Privacy: what leaves your computer, and where
        </a>
      </footer>
    </main>
  );
}
