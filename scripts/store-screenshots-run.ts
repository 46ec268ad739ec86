// `npm run store:screenshots` (scripts/store-screenshots.mjs installs what is missing first): the
// store listing's pictures, from the running product, in English and Russian.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'puppeteer-core';
import { startDemoService } from '../devkit/demo-service';
import { configureExtension, extensionStatus, launchWithExtension, setViewport, settleAnimations } from '../devkit/extension-browser';
import { startOrigin } from '../devkit/stand-ins/origin-server';
import { startVirtualDisplay, XVFB, XWD } from '../devkit/virtual-display';

const ADMIN = 'St0r3-Qw8eR5tY2uI9oP4aS7dF1gH6jK';
const LANGUAGES = [
  ['en-US', 'en'],
  ['ru', 'ru'],
] as const;
const log = (line: string) => console.log(`[store] ${line}`);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
// A still of a headline half way through sliding in looks broken, so the stills ask for no motion.
const still = [{ name: 'prefers-reduced-motion', value: 'reduce' }];

/** A plain article, as the page a trader reads while the docked feed stays beside it. */
const ARTICLE = `<!doctype html><meta charset="utf-8"><title>Markets</title>
<body style="margin:0;font:16px/1.6 system-ui,sans-serif;color:#1d2430;background:#fff">
<header style="padding:18px 40px;border-bottom:1px solid #e3e6ea;font-weight:700;font-size:20px">Market Desk</header>
<main style="padding:24px 40px;max-width:760px">
<h1 style="font-size:30px;line-height:1.25">Bitcoin holds above $90,000 as ETF inflows return</h1>
<p style="color:#5b6472">Markets · 4 min read</p>
<p>Spot bitcoin funds drew fresh money for a third day as traders weighed the next rate decision. Ether and Solana followed, while exchange tokens lagged.</p>
<p>Analysts pointed to thinner order books over the weekend, which tends to exaggerate moves in either direction around macro data.</p>
<div style="height:220px;border-radius:8px;background:linear-gradient(135deg,#e9eef5,#d5deea)"></div>
</main></body>`;

const PROMO = (icon: string) => `<!doctype html><meta charset="utf-8">
<body style="margin:0;width:440px;height:280px;display:grid;place-items:center;background:linear-gradient(135deg,#16202c,#2b3b52);font-family:system-ui,sans-serif;color:#fff">
<div style="text-align:center"><img src="${icon}" width="72" height="72" alt="">
<div style="font-size:34px;font-weight:800;margin-top:8px">Newsflash</div>
<div style="font-size:16px;opacity:.85;margin-top:6px">Crypto headlines the moment they land</div></div></body>`;

log('building the extension for Chromium…');
execFileSync('npx', ['wxt', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
const service = await startDemoService(1, ADMIN, log);
const article = await startOrigin(() => ({ body: ARTICLE, type: 'text/html' }));
const key = ((await (await fetch(`${service.url}/admin/keys?name=store`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN}` } })).json()) as { key: string }).key;
const out = resolve('store/screenshots');

/**
 * The whole screen as a trader sees it: the docked feed's page filling the window, a headline's
 * desktop notification over it. A notification exists only on a screen, so Chromium runs headed
 * on a private one (Xvfb) and the screen is grabbed with xwd; with no window manager or
 * notification service there, Chromium draws its own notifications, as it does for such users.
 */
async function notificationShot(file: string): Promise<void> {
  if (!existsSync(XVFB) || !existsSync(XWD)) return log(`skipped ${file}: it needs a private screen (apt-get install -y xvfb x11-apps)`);
  const screen = await startVirtualDisplay(1280, 800);
  const session = await launchWithExtension('chromium', { screen });
  try {
    const feed = await session.open('/sidepanel.html');
    await configureExtension(feed, { serverAddress: service.url, apiKey: key });
    await feed.emulateMediaFeatures(still).catch(() => undefined);
    const raised = (await extensionStatus(feed)).counters.notificationsShown;
    const deadline = Date.now() + 20_000;
    while ((await extensionStatus(feed)).counters.notificationsShown === raised && Date.now() < deadline) await pause(250);
    await pause(1_500);
    writeFileSync(file, screen.grab());
    log(`wrote ${file}`);
  } finally {
    await session.close();
    screen.stop();
  }
}

async function shoot(page: Page, file: string): Promise<void> {
  await page.emulateMediaFeatures(still).catch(() => undefined);
  await settleAnimations(page);
  await page.screenshot({ path: file });
  log(`wrote ${file}`);
}

try {
  for (const [language, folder] of LANGUAGES) {
    const dir = join(out, folder);
    mkdirSync(dir, { recursive: true });
    log(`Chromium in ${language}…`);
    const session = await launchWithExtension('chromium', { language });
    try {
      const welcome = await session.open('/welcome.html');
      await setViewport(welcome, { width: 1280, height: 800 });
      await shoot(welcome, join(dir, 'welcome-1280x800.png'));

      const popup = await session.open('/popup.html');
      await configureExtension(popup, { serverAddress: service.url, apiKey: key });
      // The feed fills from the service's origins: its backlog at once, then a headline a second.
      await pause(8_000);
      await setViewport(popup, { width: 1280, height: 800 });
      await popup.addStyleTag({
        content: 'body { background: #d9dde3 !important; min-height: 100vh; margin: 0; display: grid; place-items: start end; padding: 12px 96px 0 0; box-sizing: border-box; } .popup { background: var(--bg); box-shadow: 0 8px 28px #0004; border-radius: 8px; overflow: hidden; }',
      });
      await shoot(popup, join(dir, 'popup-1280x800.png'));

      // The docked feed beside a web page, as Chrome's side panel shows it.
      const panel = await session.open('/sidepanel.html');
      await setViewport(panel, { width: 1280, height: 800 });
      await panel.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.title = 'A web page';
        frame.style.cssText = 'position:fixed;left:0;top:0;width:880px;height:100vh;border:0;border-right:1px solid #c9ced6';
        document.body.append(frame);
      }, article.url);
      await panel.addStyleTag({ content: 'main.panel { position: fixed; left: 881px; right: 0; top: 0; bottom: 0; width: auto; max-width: none; }' });
      await pause(1_000);
      await shoot(panel, join(dir, 'panel-beside-page-1280x800.png'));

      const options = await session.open('/options.html');
      await setViewport(options, { width: 1280, height: 800 });
      await shoot(options, join(dir, 'options-1280x800.png'));

      if (folder === 'en') {
        const tile = await session.open('/welcome.html');
        await setViewport(tile, { width: 440, height: 280 });
        await tile.setContent(PROMO(`${session.origin}/icon/128.png`));
        await pause(300);
        await tile.screenshot({ path: resolve('store/promo-440x280.png') });
        log('wrote store/promo-440x280.png');
      }
    } finally {
      await session.close();
    }
  }
  await notificationShot(join(out, 'en', 'notification-1280x800.png'));
} finally {
  await article.close();
  await service.stop();
}
process.exit(0);
