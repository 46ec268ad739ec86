import type { ChannelBuilder } from './channel';
import type { NtfyConfig } from './config';

/**
 * ntfy, published as JSON to the server's root so a headline in any language needs no header
 * encoding: `{ topic, title, message, click, tags }`, with `Authorization: Bearer <token>` for a
 * protected topic (https://docs.ntfy.sh/publish/ , "Publish as JSON" and "Access tokens").
 */
export const ntfy: ChannelBuilder<NtfyConfig> = {
  target: (config) => config.topicUrl,
  build(config, message) {
    const url = new URL(config.topicUrl);
    const segments = url.pathname.split('/').filter(Boolean);
    const topic = decodeURIComponent(segments.pop() ?? '');
    url.pathname = `/${segments.join('/')}`;
    url.search = '';
    url.hash = '';
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (config.token) headers.Authorization = `Bearer ${config.token}`;
    const body = { topic, title: message.title, message: message.text, tags: ['newspaper'], ...(message.link ? { click: message.link } : {}) };
    return { url: url.href, init: { method: 'POST', headers, body: JSON.stringify(body) } };
  },
};
