// The demo itself (scripts/demo.mjs installs what is missing first). See README "The two commands".
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import type { StatusSnapshot } from '../utils/messages';
import { likesAtService, startDemoService } from '../devkit/demo-service';
import { MirrorFeed } from '../devkit/stand-ins/mirror-feed';
import { configureExtension, extensionStatus as statusOf, launchWithExtension, setViewport, type ExtensionSession } from '../devkit/extension-browser';

const args = process.argv.slice(2);
const firefox = args.includes('--firefox');
const headless = args.includes('--headless') || !process.env.DISPLAY;
const secondsArg = args.indexOf('--seconds');
const seconds = secondsArg === -1 ? 30 : Number(args[secondsArg + 1]);
const nodesArg = args.indexOf('--nodes');
const nodes = nodesArg === -1 ? 1 : Number(args[nodesArg + 1]);
const out = resolve('demo-output');
const ADMIN = 'D3m0-Zx8cV5bN2mQ9wE4rT7yU1iO6pA3';
const log = (line: string) => console.log(`[demo] ${line}`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (!Number.isFinite(seconds) || seconds < 5) {
  console.error('--seconds takes a number of seconds, at least 5');
  process.exit(2);
}
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 4) {
  console.error('--nodes takes a whole number from 1 to 4');
  process.exit(2);
}

const progress = (status: StatusSnapshot, votes: number) =>
  `${status.feed.connection === 'open' ? 'live' : status.feed.connection}, ${status.counters.items} headlines received, ${status.counters.notificationsShown} notifications raised, ${votes} votes cast`;

log(`building the extension for ${firefox ? 'Firefox' : 'Chromium'}…`);
execFileSync('npx', ['wxt', 'build', ...(firefox ? ['-b', 'firefox'] : [])], { stdio: ['ignore', 'ignore', 'inherit'] });
log('building the service\'s own web page into server/dist/web…');
execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'error'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });

log(`starting the local feed service${nodes > 1 ? ` on ${nodes} nodes` : ''}, gathering from local stand-ins of its origins (a new headline about every second)…`);
const service = await startDemoService(nodes, ADMIN, log);
const newKey = async (name: string) => {
  const response = await fetch(`${service.url}/admin/keys?name=${name}`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}` } });
  return ((await response.json()) as { key: string }).key;
};
const key = await newKey('demo');
const votesCast = async (by = key) => ((await (await fetch(`${service.url}/api/mylikes?api_key=${by}`)).json()) as unknown[]).length;
log(`service at ${service.url}, demo API key ${key.slice(0, 6)}…`);
// A second feed raced against the service (issue 43): a stand-in publishing the same items 0.2–1.5 s later.
const mirror = new MirrorFeed(() => 200 + Math.random() * 1_300);
const mirrorAddress = await mirror.start(`${service.url.replace('http', 'ws')}/ws`, key);
log(`a second feed at http://${mirrorAddress} publishes the same items 0.2–1.5 s later; cards say which feed was first, Diagnostics shows the race`);
const raceLine = (status: Awaited<ReturnType<typeof statusOf>>) =>
  `race: ${(status.race ?? []).map((row) => `${row.feed} first for ${Math.round(row.firstShare * 100)} % of ${row.items} (median ${row.medianMs === undefined ? '—' : `${row.medianMs > 0 ? '+' : ''}${Math.round(row.medianMs)} ms`})`).join(', ')}`;

const mode = headless ? ' (headless)' : '';
log(`opening ${firefox ? 'Firefox ESR' : 'Chromium'}${mode} with a fresh profile and Newsflash loaded…`);
const session = await launchWithExtension(firefox ? 'firefox' : 'chromium', { headless });
/** With several nodes, a second reader: another browser profile with a key of its own, through the same proxy. */
let second: { session: ExtensionSession; key: string } | undefined;
let stopping: Promise<void> | undefined;
/** Stops the browsers, then the service; every caller (Ctrl-C, a closed window, the end) waits for all. */
async function stop(code: number): Promise<never> {
  stopping ??= (async () => {
    log('stopping the browsers and the service…');
    await Promise.all([session, second?.session].map((open) => open?.close().catch(() => undefined)));
    await mirror.stop().catch(() => undefined);
    await service.stop();
  })();
  await stopping;
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
session.browser.on('disconnected', () => void stop(0));

try {
  const popup = await session.open('/popup.html');
  await setViewport(popup, { width: 420, height: 600 });
  await configureExtension(popup, { serverAddress: service.url, apiKey: key, extraFeeds: [{ id: 'stand-in', name: 'Stand-in', serverAddress: `http://${mirrorAddress}`, apiKey: '' }] });
  let secondPopup: Page | undefined;
  if (nodes > 1) {
    log(`opening a second ${firefox ? 'Firefox ESR' : 'Chromium'} profile, also through the proxy…`);
    second = { session: await launchWithExtension(firefox ? 'firefox' : 'chromium', { headless }), key: await newKey('demo-2') };
    second.session.browser.on('disconnected', () => void stop(0));
    secondPopup = await second.session.open('/popup.html');
    await setViewport(secondPopup, { width: 420, height: 600 });
    await configureExtension(secondPopup, { serverAddress: service.url, apiKey: second.key });
  }
  // The service's own page beside the extension: the same feed, no extension needed (sign in with the demo key there).
  const webPage = await session.browser.newPage();
  await webPage.goto(`${service.url}/`);
  await setViewport(webPage, { width: 1000, height: 700 });
  await webPage.waitForSelector('#api-key');
  await webPage.type('#api-key', key);
  await webPage.click('.account-form button[type=submit]');
  log(`the service's own web page is open beside it, signed in with the demo key: ${service.url}/ (no extension needed)`);
  // The feed's tab in front again: a hidden feed lays out no rows, so the reader (and the votes below) would find none.
  await popup.bringToFront();
  const report = async () => {
    log(`${nodes > 1 ? 'first profile: ' : ''}${progress(await statusOf(popup), await votesCast())}`);
    log(raceLine(await statusOf(popup)));
    if (second && secondPopup) log(`second profile: ${progress(await statusOf(secondPopup), await votesCast(second.key))}`);
    if (nodes > 1) for (const line of await service.describe()) log(line);
  };

  if (!headless) {
    log('ready: the tab shows the live feed (also behind the Newsflash toolbar button), notifications arrive as headlines land.');
    log('vote with △ / ▽, or j/k then l / d. Close the browser or press Ctrl-C to stop everything.');
    for (;;) {
      await pause(15_000);
      await report();
    }
  }

  log(`no display${args.includes('--headless') ? ' wanted' : ''}: running ${seconds} s${mode}, then writing screenshots and a log to ${out}/`);
  const started = Date.now();
  let voted = 0;
  let shared = { id: '', title: '' };
  while (Date.now() - started < seconds * 1000) {
    await pause(5_000);
    // Vote like a reader would, from the popup's buttons: a like, then a dislike.
    const label = voted === 0 ? 'Like' : 'Dislike';
    if (voted < 2 && (await popup.$$('.card')).length > voted) {
      const card = await popup.evaluate(
        (name, index) => {
          const button = document.querySelectorAll<HTMLButtonElement>(`.card button[aria-label="${name}"]`)[index];
          button?.click();
          const voted = button?.closest('.card');
          return { id: voted?.getAttribute('data-id') ?? '', title: voted?.querySelector('.title')?.textContent ?? '' };
        },
        label,
        voted,
      );
      // The second reader, on whichever node the proxy gave it, likes the same headline (by its
      // id: the title a card shows is the reader's rendering): each popup's totals then count the
      // other's vote, carried between the nodes.
      if (voted === 0) shared = card;
      if (voted === 0) await secondPopup?.evaluate((id) => document.querySelector<HTMLButtonElement>(`.card[data-id="${CSS.escape(id)}"] button[aria-label="Like"]`)?.click(), card.id);
      voted++;
    }
    await report();
  }

  mkdirSync(out, { recursive: true });
  await popup.screenshot({ path: join(out, 'popup.png') });
  if (secondPopup) {
    // "My votes" brings the headline both profiles liked to the top of the second one's feed.
    await secondPopup.evaluate(() => [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'My votes')?.click());
    await pause(500);
    await secondPopup.screenshot({ path: join(out, 'popup-second-profile.png') });
  }
  const serviceItems = (await (await fetch(`${service.url}/api/news?limit=100`)).json()) as { title: string; likes: number; suggestions?: unknown[]; firstPrice?: object; story?: string }[];
  const sources = (await Promise.all(service.nodes.map(async (node) => ((await (await fetch(`${node.url}/healthz`, { headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { sources: { leader: boolean; sources: { name: string; state: string; reason: string | null; taken: number }[] } }).sources))).find((each) => each.leader);
  const sharedLikes = shared.id ? await likesAtService(service.url, shared.id) : 0;
  await popup.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]).catch(() => undefined);
  await popup.screenshot({ path: join(out, 'popup-dark.png') });
  await webPage.bringToFront();
  await webPage.screenshot({ path: join(out, 'web-page.png') });
  const options = await session.open('/options.html');
  await setViewport(options, { width: 900, height: 1000 });
  await pause(1_500);
  await options.screenshot({ path: join(out, 'options.png'), fullPage: true });
  const status = await statusOf(popup);
  const secondStatus = secondPopup && (await statusOf(secondPopup));
  const summary = [
    `browser: ${firefox ? 'Firefox ESR' : 'Chromium'}${mode}, ${seconds} s against ${service.url}${nodes > 1 ? ` (a proxy in front of ${nodes} nodes)` : ''}`,
    `connection: ${status.feed.connection}, login: ${status.feed.login.state}${status.feed.login.state === 'ok' && status.feed.login.username ? ` as ${status.feed.login.username}` : ''}`,
    `headlines received: ${status.counters.items} (plus ${status.counters.backfilled} from the backlog at start)`,
    `notifications raised: ${status.counters.notificationsShown}`,
    `${raceLine(status)}; cards marked "first via": ${await popup.evaluate(() => document.querySelectorAll('.race-note').length)}; feeds in Diagnostics' race table: ${await options.evaluate(() => document.querySelectorAll('.feed-race tbody tr').length)}`,
    `sources (run by one node): ${sources?.sources.map((source) => `${source.name} ${source.state}${source.reason ? ` (${source.reason})` : ''}, ${source.taken} taken`).join('; ') ?? 'no node holds the sources'}`,
    `of the service's newest ${serviceItems.length} items: ${serviceItems.filter((item) => item.suggestions?.length).length} with coins detected, ${serviceItems.filter((item) => item.firstPrice && Object.keys(item.firstPrice).length).length} priced at publication, ${serviceItems.filter((item) => item.story).length} folded into an earlier item's story`,
    `votes cast (as the service records them): ${await votesCast()}`,
    ...(second && secondStatus
      ? [
          `second profile: ${secondStatus.counters.items} headlines received, ${await votesCast(second.key)} votes cast; screenshot ${join(out, 'popup-second-profile.png')}`,
          `the headline both profiles liked ("${shared.title}", id ${shared.id}) has ${sharedLikes} likes at the service (the second profile's screenshot shows its "My votes")`,
          ...(await service.describe()),
        ]
      : []),
    `screenshots: ${['popup.png', 'popup-dark.png', 'web-page.png', 'options.png'].map((file) => join(out, file)).join(', ')}`,
  ].join('\n');
  writeFileSync(join(out, 'demo-log.txt'), `${summary}\n`);
  console.log(`\n${summary}`);
  await stop(0);
} catch (error) {
  console.error(`[demo] failed: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
