import { grantedOrigins } from '@/utils/permissions/host-grants';
import { usePermissionsState } from './usePermissionsState';

/**
 * The host patterns granted now, kept current. A Save click asks only for what is missing, which
 * also spares a prompt for what a build made for tests already grants (a prompt crashes headless
 * Chromium).
 */
export function useGrantedOrigins(): string[] {
  return usePermissionsState<string[]>([], grantedOrigins);
}
