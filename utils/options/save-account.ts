import { storage } from 'wxt/utils/storage';
import { keyScopeOf, type Endpoints } from '@/utils/endpoints';
import { apiKeyItem, endpointOverridesItem, keyScopeItem, serverAddressItem, type StoredOverrides } from '@/utils/settings';

export interface Account {
  serverAddress: string;
  endpointOverrides: StoredOverrides;
  apiKey: string;
}

/**
 * Stores the address, the key and where the key may go in one write: the background watches all
 * three, and a key must never be seen beside addresses it was not saved for. Only what the user
 * saved or confirmed comes here.
 */
export function saveAccount(account: Account, endpoints: Endpoints): Promise<void> {
  return storage.setItems([
    { item: serverAddressItem, value: account.serverAddress },
    { item: endpointOverridesItem, value: account.endpointOverrides },
    { item: apiKeyItem, value: account.apiKey },
    { item: keyScopeItem, value: keyScopeOf(endpoints) },
  ]);
}
