import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { deriveEndpoints, permissionOrigins } from '@/utils/endpoints';
import { loadViewPrefs, saveViewPrefs } from '@/utils/feed-view/view-prefs';
import { exportSettings, importSettings, type SettingsBundle } from '@/utils/options/settings-file';
import { alertsItem, apiKeyItem, endpointOverridesItem, readAlerts, readOverrides, readRetention, retentionItem, serverAddressItem } from '@/utils/settings';
import { download } from '../download';
import { Outcome, saving, Section } from './Section';

async function currentSettings(): Promise<SettingsBundle> {
  const [serverAddress, overrides, apiKey, alerts, retention] = await Promise.all([
    serverAddressItem.getValue(),
    endpointOverridesItem.getValue(),
    apiKeyItem.getValue(),
    alertsItem.getValue(),
    retentionItem.getValue(),
  ]);
  return {
    serverAddress,
    endpointOverrides: readOverrides(overrides),
    apiKey,
    alerts: readAlerts(alerts),
    retention: readRetention(retention),
    dislike: loadViewPrefs().dislike,
  };
}

/** Stores what an import accepted; a server this extension may not reach yet is left for Save. */
async function apply(settings: Partial<SettingsBundle>, notes: string[]): Promise<void> {
  const writes: Promise<void>[] = [];
  if (settings.serverAddress !== undefined) {
    const endpoints = deriveEndpoints(settings.serverAddress, settings.endpointOverrides);
    const missing = endpoints.ok ? permissionOrigins(endpoints.endpoints) : [];
    const granted = missing.length === 0 || (await browser.permissions.contains({ origins: missing }));
    if (granted) {
      writes.push(serverAddressItem.setValue(settings.serverAddress), endpointOverridesItem.setValue(settings.endpointOverrides ?? {}));
    } else {
      notes.push(`The server address ${settings.serverAddress} was not applied: it needs your permission. Enter it under “Account and server” and press Save.`);
    }
  }
  if (settings.apiKey !== undefined) writes.push(apiKeyItem.setValue(settings.apiKey));
  if (settings.alerts) writes.push(alertsItem.setValue(settings.alerts));
  if (settings.retention) writes.push(retentionItem.setValue(settings.retention));
  if (settings.dislike) saveViewPrefs({ ...loadViewPrefs(), dislike: settings.dislike });
  await Promise.all(writes);
}

interface Report {
  error?: string;
  imported: string[];
  rejected: string[];
  notes: string[];
}

/** All settings to a file and back, the key only when asked for. */
export function TransferSection() {
  const [includeKey, setIncludeKey] = useState(false);
  const [report, setReport] = useState<Report>();

  const exportFile = async () => download('newsflash-settings.json', exportSettings(await currentSettings(), includeKey), 'application/json');

  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (file.size > 1_000_000) return setReport({ error: 'This file is too large to be a settings file (over 1 MB).', imported: [], rejected: [], notes: [] });
    const result = importSettings(await file.text());
    if (!result.ok) return setReport({ error: result.error, imported: [], rejected: [], notes: [] });
    const notes: string[] = [];
    const stored = await saving(() => apply(result.settings, notes), '');
    if (stored.tone === 'bad') return setReport({ error: stored.text, imported: [], rejected: [], notes: [] });
    setReport({ imported: result.imported, rejected: result.rejected, notes });
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
      {report?.error && <Outcome tone="bad">{report.error}</Outcome>}
      {report && !report.error && (
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
          {report.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}
    </Section>
  );
}
