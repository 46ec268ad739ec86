import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { BUILT_IN_PATTERN, hostPattern, permissionOrigins } from '@/utils/base/endpoints';
import { originsToRequest } from '@/utils/permissions/host-access';
import { t } from '@/utils/base/i18n';
import { systemClock } from '@/utils/net/net-types';
import { permissionRequest } from '@/utils/permissions/permission-request';
import { EMPTY_DRAFT, planKeyCheck, readDraft, savedApiUrlOf, type AccountDraft, type DraftReading } from '@/utils/settings-forms/account-form';
import { settings } from '@/utils/settings';
import { checkKey } from '@/utils/votes/check-key';
import type { Tone } from './Section';
import { useGrantedOrigins } from './useGrantedOrigins';
import { useKeyConsent } from './useKeyConsent';

export type Said = { tone: Tone; text: string };

const VERDICT_TONE = { works: 'ok', rejected: 'bad', unreachable: 'bad', failed: 'bad' } as const;

export interface AccountForm {
  draft: AccountDraft;
  edit(change: Partial<AccountDraft>): void;
  /** The stored values are in (and, when prefilled, in the fields). */
  loaded: boolean;
  /** A key check is under way. */
  busy: boolean;
  check(): Promise<void>;
  /**
   * The account to store, once its addresses read and the browser lets the extension reach them;
   * otherwise says why not and gives nothing. Call it from the Save click itself: the browser asks
   * for a permission only during the user's gesture.
   */
  prepareSave(): Promise<Extract<DraftReading, { ok: true }> | undefined>;
}

/**
 * The account form's state and actions, the same on the options and the welcome page: where the
 * key may go is decided by `planKeyCheck`, and a host permission is asked for the same way.
 * `prefill` puts the stored account in the fields (and again when another page changes it);
 * `serverAddress`, when given, stands for the address field (the welcome page's public service).
 */
export function useAccountForm({ prefill, serverAddress, say }: { prefill: boolean; serverAddress?: string; say: (said: Said) => void }): AccountForm {
  const [draft, setDraft] = useState<AccountDraft>(EMPTY_DRAFT);
  const [savedApiUrl, setSavedApiUrl] = useState<string>();
  const [confirmedFor, setConfirmedFor] = useState<string>();
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const granted = useGrantedOrigins();
  const consent = useKeyConsent();

  useEffect(() => {
    let active = true;
    const load = async () => {
      const [storedAddress, overrides, storedKey] = await Promise.all([settings.serverAddress.get(), settings.endpointOverrides.get(), settings.apiKey.get()]);
      if (!active) return;
      setSavedApiUrl(savedApiUrlOf(storedAddress, overrides));
      if (prefill) setDraft({ serverAddress: storedAddress, socketUrl: overrides.socketUrl ?? '', apiUrl: overrides.apiUrl ?? '', apiKey: storedKey });
      setLoaded(true);
    };
    void load();
    const unwatch = [settings.serverAddress.watch(load), settings.endpointOverrides.watch(load), settings.apiKey.watch(load)];
    return () => {
      active = false;
      unwatch.forEach((stop) => stop());
    };
  }, [prefill]);

  const effective = serverAddress === undefined ? draft : { ...draft, serverAddress };

  async function check() {
    const plan = planKeyCheck(effective, savedApiUrl, confirmedFor);
    setConfirmedFor(plan.confirmedFor);
    const { step } = plan;
    if (step.do === 'refuse') return say({ tone: 'bad', text: step.error });
    if (step.do === 'ask-for-key') return say({ tone: 'bad', text: t('errors.enterKey') });
    if (step.do === 'confirm') return say({ tone: 'info', text: t('account.checkElsewhere', [step.apiUrl]) });
    // The check fetches from this page: a host not granted yet is asked for in the click's turn (the
    // next save gives it back if the address is not kept).
    const missing = originsToRequest([hostPattern(step.apiUrl)], [...granted, BUILT_IN_PATTERN]);
    if (missing.length > 0 && !(await browser.permissions.request({ origins: missing }).catch(() => false))) {
      return say({ tone: 'bad', text: t('account.permissionCheck', [step.apiUrl]) });
    }
    setBusy(true);
    say({ tone: 'info', text: t('account.checking') });
    const verdict = await checkKey({ fetch: (url, init) => fetch(url, init), clock: systemClock }, step.apiUrl, effective.apiKey);
    setBusy(false);
    say({ tone: VERDICT_TONE[verdict.verdict], text: verdict.message });
  }

  async function prepareSave() {
    const reading = readDraft(effective);
    if (!reading.ok) return void say({ tone: 'bad', text: reading.error });
    // Nothing awaited before the request: it must stay in the click's turn.
    const origins = originsToRequest(permissionOrigins(reading.endpoints), granted);
    const request = permissionRequest({ origins, apiKey: reading.account.apiKey, consent });
    // Firefox before 140 throws on `data_collection`; 140+ is the minimum, so that reads as a refusal.
    if (request && !(await browser.permissions.request(request as Parameters<typeof browser.permissions.request>[0]).catch(() => false))) {
      const text = request.data_collection ? t('account.keyConsent') : t('account.permission', [origins.join(', ')]);
      return void say({ tone: 'bad', text });
    }
    return reading;
  }

  return { draft, edit: (change) => setDraft((current) => ({ ...current, ...change })), loaded, busy, check, prepareSave };
}
