import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { loadViewPrefs, saveViewPrefs } from '@/utils/feed-view/view-prefs';
import { planAccount, planPriceSource, type AccountPlan, type Change } from '@/utils/options/import-plan';
import { saveAccount } from '@/utils/options/save-account';
import { exportSettings, importSettings, type SettingsBundle } from '@/utils/options/settings-file';
import { alertsItem, pricesItem, retentionItem, settings } from '@/utils/settings';
import { download } from '../download';
import { Outcome, saving, Section, type Tone } from './Section';

async function currentSettings(): Promise<SettingsBundle & { apiKey: string }> {
  const [serverAddress, endpointOverrides, apiKey, alerts, retention, prices] = await Promise.all([
    settings.serverAddress.get(),
    settings.endpointOverrides.get(),
    settings.apiKey.get(),
    settings.alerts.get(),
    settings.retention.get(),
    settings.prices.get(),
  ]);
  return { serverAddress, endpointOverrides, apiKey, alerts, retention, prices, dislike: loadViewPrefs().dislike };
}

/** Stores what an import accepted apart from the address and key, which wait for confirmation. */
async function applyRest(settings: Partial<SettingsBundle>): Promise<void> {
  if (settings.dislike) saveViewPrefs({ ...loadViewPrefs(), dislike: settings.dislike });
  await Promise.all([
    settings.alerts && alertsItem.setValue(settings.alerts),
    settings.retention && retentionItem.setValue(settings.retention),
    settings.prices && pricesItem.setValue(settings.prices),
  ]);
}

interface Report {
  imported: string[];
  rejected: string[];
}
/** An import read and checked, with address or key changes that nothing has stored yet. */
interface Pending extends Report {
  settings: Partial<SettingsBundle>;
  plan?: AccountPlan;
  priceChange?: Change;
}

const ACCOUNT_PARTS = new Set(['server address', 'API key']);
/** Parts of the import that wait for confirmation: where Newsflash connects, and with which key. */
const waits = (part: string, pending: Pending) => ACCOUNT_PARTS.has(part) || (pending.priceChange !== undefined && part.startsWith('price moves'));

/** All settings to a file and back, the key only when asked for; address and key changes only once confirmed. */
export function TransferSection() {
  const [includeKey, setIncludeKey] = useState(false);
  const [report, setReport] = useState<Report>();
  const [pending, setPending] = useState<Pending>();
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();

  const exportFile = async () => download('newsflash-settings.json', exportSettings(await currentSettings(), includeKey), 'application/json');

  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    setReport(undefined);
    setPending(undefined);
    setOutcome(undefined);
    if (!file) return;
    if (file.size > 1_000_000) return setOutcome({ tone: 'bad', text: 'This file is too large to be a settings file (over 1 MB).' });
    const result = importSettings(await file.text());
    if (!result.ok) return setOutcome({ tone: 'bad', text: result.error });
    const current = await currentSettings();
    const plan = planAccount(current, result.settings);
    const priceChange = planPriceSource(current.prices, result.settings);
    if (plan || priceChange) return setPending({ settings: result.settings, plan, priceChange, imported: result.imported, rejected: result.rejected });
    const stored = await saving(() => applyRest(result.settings), '');
    if (stored.tone === 'bad') return setOutcome(stored);
    setReport({ imported: result.imported, rejected: result.rejected });
  };

  const confirm = async (withAccount: boolean) => {
    if (!pending) return;
    const { plan, settings: incoming } = pending;
    if (withAccount && plan && plan.permissions.length > 0) {
      // Asked first, while the click still counts as the user's gesture (browsers require one).
      const granted = await browser.permissions.request({ origins: plan.permissions }).catch(() => false);
      if (!granted) {
        return setOutcome({ tone: 'bad', text: `Nothing was stored: Newsflash needs your permission to reach ${plan.permissions.join(', ')}. Choose again.` });
      }
    }
    // Declined: the file's price switch is taken, its source is not.
    const rest = withAccount || !incoming.prices ? incoming : { ...incoming, prices: { ...incoming.prices, source: (await settings.prices.get()).source } };
    const stored = await saving(() => Promise.all([applyRest(rest), withAccount && plan && saveAccount(plan.account, plan.endpoints)]), '');
    if (stored.tone === 'bad') return setOutcome(stored);
    setPending(undefined);
    setOutcome(undefined);
    const imported = withAccount ? pending.imported : pending.imported.filter((part) => !waits(part, pending));
    const kept = [plan && 'server address and API key', pending.priceChange && 'price source'].filter(Boolean).join(', ');
    setReport({ imported, rejected: withAccount ? pending.rejected : [...pending.rejected, `${kept}: kept as they were, as you chose`] });
  };

  const cancel = () => {
    setPending(undefined);
    setOutcome({ tone: 'info', text: 'Nothing was imported.' });
  };

  return (
    <Section id="transfer" title="Import and export">
      <div class="actions">
        <label class="inline">
          <input type="checkbox" checked={includeKey} onChange={(e) => setIncludeKey(e.currentTarget.checked)} />
          Include my API key
        </label>
        <button type="button" class="secondary" onClick={() => void exportFile()}>
          Export settings
        </button>
      </div>
      <div class="field">
        <label for="import-file">Import settings from a file</label>
        <input id="import-file" type="file" accept="application/json,.json" onChange={(e) => void importFile(e.currentTarget)} />
      </div>
      {pending && (
        <div class="report confirm-import" role="alertdialog" aria-labelledby="confirm-import-title">
          <p id="confirm-import-title">
            <strong>This file changes where Newsflash connects and which key it sends. Nothing has been stored yet.</strong>
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Now</th>
                <th scope="col">After importing</th>
              </tr>
            </thead>
            <tbody>
              {[...(pending.plan?.changes ?? []), ...(pending.priceChange ? [pending.priceChange] : [])].map((change) => (
                <tr key={change.what}>
                  <th scope="row">{change.what}</th>
                  <td>{change.now}</td>
                  <td>{change.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {pending.plan &&
              (pending.plan.account.apiKey
                ? `After importing, your API key goes to ${pending.plan.endpoints.socketUrl} and ${pending.plan.endpoints.apiUrl}, and nowhere else. `
                : 'After importing, Newsflash has no API key. ')}
            {pending.priceChange && `Price moves would come from ${pending.priceChange.after}, which sees your address and the coins you look at. `}
            Only apply this if you made this file yourself or trust who did.
          </p>
          {pending.imported.some((part) => !waits(part, pending)) && <p>Also in the file: {pending.imported.filter((part) => !waits(part, pending)).join(', ')}.</p>}
          <div class="actions">
            <button type="button" class="primary" onClick={() => void confirm(true)}>
              Apply these changes
            </button>
            <button type="button" class="secondary" onClick={() => void confirm(false)}>
              Import the rest only
            </button>
            <button type="button" class="secondary" onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
      {report && (
        <div class="report" role="status">
          <p>Imported: {report.imported.length ? report.imported.join(', ') : 'nothing'}.</p>
          {report.rejected.length > 0 && (
            <>
              <p>Not imported:</p>
              <ul>
                {report.rejected.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Section>
  );
}
