import { deriveEndpoints, type Endpoints, type EndpointOverrides } from '@/utils/base/endpoints';
import type { Account } from './save-account';

/** The account form as typed (options and welcome page alike): nothing in it is stored or sent yet. */
export interface AccountDraft {
  serverAddress: string;
  socketUrl: string;
  apiUrl: string;
  apiKey: string;
}

export const EMPTY_DRAFT: AccountDraft = { serverAddress: '', socketUrl: '', apiUrl: '', apiKey: '' };

export type DraftReading = { ok: true; account: Account; endpoints: Endpoints } | { ok: false; error: string };

const draftOverrides = ({ socketUrl, apiUrl }: AccountDraft): EndpointOverrides => ({
  ...(socketUrl.trim() ? { socketUrl: socketUrl.trim() } : {}),
  ...(apiUrl.trim() ? { apiUrl: apiUrl.trim() } : {}),
});

/** The account the draft would store, and the endpoints its key would go to: where the key may go once saved. */
export function readDraft(draft: AccountDraft): DraftReading {
  const endpointOverrides = draftOverrides(draft);
  const result = deriveEndpoints(draft.serverAddress, endpointOverrides);
  if (!result.ok) return result;
  return { ok: true, account: { serverAddress: draft.serverAddress.trim(), endpointOverrides, apiKey: draft.apiKey.trim() }, endpoints: result.endpoints };
}

export type KeyCheckStep =
  | { do: 'refuse'; error: string }
  /** Nothing would be sent, so nothing needs confirming. */
  | { do: 'ask-for-key' }
  /** Say where the key would go, and send it only on a second press for that same address. */
  | { do: 'confirm'; apiUrl: string }
  | { do: 'send'; apiUrl: string };

export interface KeyCheckPlan {
  step: KeyCheckStep;
  /** The API address the next press may send the key to without asking again. */
  confirmedFor?: string;
}

/**
 * What one press of "Check key" does. The key goes at once only to the saved API address (the
 * one the stored server address and overrides lead to); to any other, typed and unsaved, the
 * first press only says where it would go, because a check must not be a way round Save. A
 * confirmation holds for the very next press and that address only: typing another address,
 * or checking once, asks again.
 */
export function planKeyCheck(draft: AccountDraft, savedApiUrl: string | undefined, confirmedFor: string | undefined): KeyCheckPlan {
  const reading = readDraft(draft);
  if (!reading.ok) return { step: { do: 'refuse', error: reading.error } };
  if (!reading.account.apiKey) return { step: { do: 'ask-for-key' } };
  const { apiUrl } = reading.endpoints;
  if (apiUrl === savedApiUrl || apiUrl === confirmedFor) return { step: { do: 'send', apiUrl } };
  return { step: { do: 'confirm', apiUrl }, confirmedFor: apiUrl };
}

/** The API address the stored account sends the key to, if the stored addresses still read. */
export function savedApiUrlOf(serverAddress: string, overrides: EndpointOverrides): string | undefined {
  const saved = deriveEndpoints(serverAddress, overrides);
  return saved.ok ? saved.endpoints.apiUrl : undefined;
}
