import type { ResponseLike } from '@/utils/net/net-types';
import { readAtMost } from '@/utils/net/read-at-most';

/** An icon is shown at 80 px at most: past this, it is not worth the download (or the memory). */
export const MAX_ICON_BYTES = 256 * 1024;
/** A notification waits this long for its icon, then goes out with ours. */
export const ICON_TIMEOUT_MS = 3_000;
/** What the notification area can draw; SVG and anything else is not an icon here. */
const ICON_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export interface IconRequest {
  /** No cookies or HTTP authentication go to the icon's host. */
  credentials: 'omit';
  /** Nor which page asked. */
  referrerPolicy: 'no-referrer';
  signal: AbortSignal;
}
export type IconFetch = (url: string, init: IconRequest) => Promise<ResponseLike>;

/**
 * An item's icon for its notification, downloaded by the worker rather than by the browser's
 * notification code: that code sends what the platform chooses, this sends no cookies and no
 * referrer in both browsers. The host learns the reader's address and the moment the item
 * notified, which is why notification icons are the reader's choice (off until turned on). A data
 * URL, or undefined when the host fails, is slow, refuses cross-origin reads or sends anything but
 * a small image: the notification then shows the bundled icon.
 */
export async function fetchIcon(url: string, fetch: IconFetch, timeoutMs = ICON_TIMEOUT_MS): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { credentials: 'omit', referrerPolicy: 'no-referrer', signal: controller.signal });
    const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!response.ok || !ICON_TYPES.has(type) || !response.body) return undefined;
    const bytes = await readAtMost(response.body, MAX_ICON_BYTES);
    return bytes && `data:${type};base64,${base64(bytes)}`;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: one call with every byte as an argument overflows the stack on a large icon.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
