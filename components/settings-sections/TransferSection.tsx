import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { loadViewPrefs, saveViewPrefs } from '@/utils/feed-view/view-prefs';
import { planAccount, planPriceSource, type AccountPlan, type Change } from '@/utils/settings-forms/import-plan';
import { saveAccount } from '@/utils/settings-forms/save-account';
import { exportSettings, importSettings, type ImportedPart, type SettingsBundle } from '@/utils/settings-forms/settings-file';
import { t } from '@/utils/base/i18n';
import { originsToRequest } from '@/utils/permissions/host-access';
import { permissionRequest } from '@/utils/permissions/permission-request';
import { importedPrices } from '@/utils/prices/source-trust';
import { alertsItem, imagesItem, pricesItem, readPrices, retentionItem, settings, type PriceSettings } from '@/utils/settings';
import { download } from '../download';
import { Outcome, saving, Section, type Tone } from './Section';
import { useGrantedOrigins } from './useGrantedOrigins';
import { useKeyConsent } from './useKeyConsent';

async function currentSettings(): Promise<SettingsBundle & { apiKey: string }> {
  const [serverAddress, endpointOverrides, apiKey, alerts, retention, prices, images] = await Promise.all([
    settings.serverAddress.get(),
    settings.endpointOverrides.get(),
    settings.apiKey.get(),
    settings.alerts.get(),
    settings.retention.get(),
    settings.prices.get(),
    settings.images.get(),
  ]);
  return { serverAddress, endpointOverrides, apiKey, alerts, retention, prices, images, dislike: loadViewPrefs().dislike };
}

/**
 * Stores what an import accepted apart from the address and key, which wait for confirmation. A new
 * price source counts as confirmed only when the reader just confirmed it (`importedPrices`).
 */
async function applyRest(settings: Partial<SettingsBundle>, sourceConfirmed: boolean): Promise<void> {
  if (settings.dislike) saveViewPrefs({ ...loadViewPrefs(), dislike: settings.dislike });
  await Promise.all([
    settings.alerts && alertsItem.setValue(settings.alerts),
    settings.retention && retentionItem.setValue(settings.retention),
    settings.prices && storeImportedPrices(settings.prices, sourceConfirmed),
    settings.images && imagesItem.setValue(settings.images),
  ]);
}

const storeImportedPrices = async (incoming: PriceSettings, confirmed: boolean) =>
  pricesItem.setValue(importedPrices(readPrices(await pricesItem.getValue()), incoming, confirmed));

interface Report {
  imported: ImportedPart[];
  rejected: string[];
}
/** An import read and checked, with address or key changes that nothing has stored yet. */
interface Pending extends Report {
  settings: Partial<SettingsBundle>;
  plan?: AccountPlan;
  priceChange?: Change;
}

/** Parts of the import that wait for confirmation: where Newsflash connects, and with which key. */
const waits = ({ part }: ImportedPart, pending: Pending) => part === 'serverAddress' || part === 'apiKey' || (pending.priceChange !== undefined && part === 'prices');
const texts = (parts: ImportedPart[]) => parts.map((part) => part.text).join(', ');

/** All settings to a file and back, the key only when asked for; address and key changes only once confirmed. */
export function TransferSection() {
  const [includeKey, setIncludeKey] = useState(false);
  const [report, setReport] = useState<Report>();
  const [pending, setPending] = useState<Pending>();
  const [outcome, setOutcome] = useState<{ tone: Tone; text: string }>();
  const granted = useGrantedOrigins();
  const consent = useKeyConsent();

  const exportFile = async () => download('newsflash-settings.json', exportSettings(await currentSettings(), includeKey), 'application/json');

  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    setReport(undefined);
    setPending(undefined);
    setOutcome(undefined);
    if (!file) return;
    if (file.size > 1_000_000) return setOutcome({ tone: 'bad', text: t('transfer.tooLarge') });
    const result = importSettings(await file.text());
    if (!result.ok) return setOutcome({ tone: 'bad', text: result.error });
    const current = await currentSettings();
    const plan = planAccount(current, result.settings);
    const priceChange = planPriceSource(current.prices, result.settings);
    if (plan || priceChange) return setPending({ settings: result.settings, plan, priceChange, imported: result.imported, rejected: result.rejected });
    const stored = await saving(() => applyRest(result.settings, false), '');
    if (stored.tone === 'bad') return setOutcome(stored);
    setReport({ imported: result.imported, rejected: result.rejected });
  };

  const confirm = async (withAccount: boolean) => {
    if (!pending) return;
    const { plan, settings: incoming } = pending;
    const missing = plan ? originsToRequest(plan.permissions, granted) : [];
    const request = plan && permissionRequest({ origins: missing, apiKey: plan.account.apiKey, consent });
    if (withAccount && request) {
      // Asked first, while the click still counts as the user's gesture (browsers require one).
      const allowed = await browser.permissions.request(request as Parameters<typeof browser.permissions.request>[0]).catch(() => false);
      if (!allowed) {
        return setOutcome({ tone: 'bad', text: request.data_collection ? t('transfer.keyConsent') : t('transfer.permission', [missing.join(', ')]) });
      }
    }
    // Declined: the file's price switch is taken, its source is not.
    const rest = withAccount || !incoming.prices ? incoming : { ...incoming, prices: { ...incoming.prices, source: (await settings.prices.get()).source } };
    const stored = await saving(() => Promise.all([applyRest(rest, withAccount), withAccount && plan && saveAccount(plan.account, plan.endpoints)]), '');
    if (stored.tone === 'bad') return setOutcome(stored);
    setPending(undefined);
    setOutcome(undefined);
    const imported = withAccount ? pending.imported : pending.imported.filter((part) => !waits(part, pending));
    const kept = [plan && t('transfer.keptAccount'), pending.priceChange && t('transfer.keptPrice')].filter(Boolean).join(', ');
    setReport({ imported, rejected: withAccount ? pending.rejected : [...pending.rejected, t('transfer.keptAsChosen', [kept])] });
  };

  const cancel = () => {
    setPending(undefined);
    setOutcome({ tone: 'info', text: t('transfer.nothing') });
  };

  return (
    <Section id="transfer" title={t('options.section.transfer')}>
      <div class="actions">
        <label class="inline">
          <input type="checkbox" checked={includeKey} onChange={(e) => setIncludeKey(e.currentTarget.checked)} />
          {t('transfer.includeKey')}
        </label>
        <button type="button" class="secondary" onClick={() => void exportFile()}>
          {t('transfer.export')}
        </button>
      </div>
      <div class="field">
        <label for="import-file">{t('transfer.import')}</label>
        <input id="import-file" type="file" accept="application/json,.json" onChange={(e) => void importFile(e.currentTarget)} />
      </div>
      {pending && (
        <div class="report confirm-import" role="alertdialog" aria-labelledby="confirm-import-title">
          <p id="confirm-import-title">
            <strong>{t('transfer.confirmTitle')}</strong>
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('transfer.what')}</th>
                <th scope="col">{t('transfer.now')}</th>
                <th scope="col">{t('transfer.after')}</th>
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
                ? t('transfer.keyGoes', [pending.plan.endpoints.socketUrl, pending.plan.endpoints.apiUrl])
                : t('transfer.noKey'))}
            {pending.priceChange && t('transfer.priceFrom', [pending.priceChange.after])}
            {t('transfer.trust')}
          </p>
          {pending.imported.some((part) => !waits(part, pending)) && <p>{t('transfer.also', [texts(pending.imported.filter((part) => !waits(part, pending)))])}</p>}
          <div class="actions">
            <button type="button" class="primary" onClick={() => void confirm(true)}>
              {t('transfer.apply')}
            </button>
            <button type="button" class="secondary" onClick={() => void confirm(false)}>
              {t('transfer.rest')}
            </button>
            <button type="button" class="secondary" onClick={cancel}>
              {t('options.cancel')}
            </button>
          </div>
        </div>
      )}
      {outcome && <Outcome tone={outcome.tone}>{outcome.text}</Outcome>}
      {report && (
        <div class="report" role="status">
          <p>{t('transfer.imported', [report.imported.length ? texts(report.imported) : t('transfer.nothingImported')])}</p>
          {report.rejected.length > 0 && (
            <>
              <p>{t('transfer.notImported')}</p>
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
