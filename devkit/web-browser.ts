import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROME_ARGS, firefoxTemplate, recordLaunch, type BrowserKind } from './extension-browser';

/**
 * A plain browser (no extension, fresh profile) for the service's own web page, as any reader's.
 * Firefox's profile is a copy of the template when one is named (`LaunchOptions.firefoxProfileTemplate`).
 */
export async function launchPlainBrowser(
  kind: BrowserKind,
  options: { dark?: boolean; firefoxProfileTemplate?: string } = {},
): Promise<{ browser: Browser; close(): Promise<void> }> {
  const profile = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), `newsflash-web-${kind}-`));
  if (kind === 'firefox' && options.firefoxProfileTemplate) cpSync(await firefoxTemplate(options.firefoxProfileTemplate), profile, { recursive: true });
  recordLaunch(kind);
  const browser =
    kind === 'chromium'
      ? await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, pipe: true, userDataDir: profile, defaultViewport: null, args: CHROME_ARGS })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: '/usr/bin/firefox-esr',
          headless: true,
          userDataDir: profile,
          defaultViewport: null,
          args: ['--remote-allow-system-access'],
          // Firefox over WebDriver BiDi cannot emulate the colour scheme; its preference sets it.
          extraPrefsFirefox: options.dark ? { 'ui.systemUsesDarkTheme': 1 } : {},
        });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
