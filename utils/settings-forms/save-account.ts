import { storage } from 'wxt/utils/storage';
import { keyScopeOf, type Endpoints } from '@/utils/base/endpoints';
import { releaseUnusedOrigins } from '@/utils/permissions/host-grants';
import { apiKeyItem, endpointOverridesItem, keyScopeItem, serverAddressItem, type StoredOverrides } from '@/utils/settings';

export interface Account {
  serverAddress: string;
  endpointOverrides: StoredOverrides;
  apiKey: string;
}

/**
 * Stores the address, the key and where the key may go in one write: the background watches all
 * three, and a key must never be seen beside addresses it was not saved for. Only what the user
 * saved or confirmed comes here, with the host permission it needs already granted.
 */
export async function saveAccount(account: Account, endpoints: Endpoints): Promise<void> {
  await storage.setItems([
    { item: serverAddressItem, value: account.serverAddress },
    { item: endpointOverridesItem, value: account.endpointOverrides },
    { item: apiKeyItem, value: account.apiKey },
    { item: keyScopeItem, value: keyScopeOf(endpoints) },
  ]);
  // The address it replaces may have been the last to use its host: that grant goes back.
  await releaseUnusedOrigins();
}
