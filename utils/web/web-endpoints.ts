/** The service's addresses on the page's own origin: its news socket, vote stream and API. */
export function webEndpoints(origin: string) {
  const url = new URL(origin);
  const socketOrigin = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return { socketUrl: `${socketOrigin}/ws`, likesUrl: `${socketOrigin}/ws/likes`, apiUrl: `${url.origin}/api` };
}
