// `npm run submit -- --dry-run`: checks that both zips and the listing are complete, then (with the
// stores' credentials in the environment) runs WXT's own `submit`, which signs in to each store.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import JSZip from 'jszip';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const LANGUAGES = readdirSync('locales').map((file) => file.replace(/\.yml$/, ''));
const problems = [];
const need = (ok, problem) => ok || problems.push(problem);

/** A PNG's size, from its header. */
function pngSize(file) {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const zips = { chrome: `.output/newsflash-${version}-chrome.zip`, firefox: `.output/newsflash-${version}-firefox.zip`, sources: `.output/newsflash-${version}-sources.zip` };
for (const [name, file] of Object.entries(zips)) need(existsSync(file), `${file} is missing: run npm run zip (the ${name} zip)`);
for (const browser of ['chrome', 'firefox']) {
  if (!existsSync(zips[browser])) continue;
  const zip = await JSZip.loadAsync(readFileSync(zips[browser]));
  const manifest = JSON.parse(await zip.file('manifest.json').async('string'));
  need(manifest.default_locale === 'en' && manifest.name === '__MSG_extName__', `${browser} zip: the manifest's name is not localised`);
  for (const language of LANGUAGES) need(zip.file(`_locales/${language}/messages.json`), `${browser} zip: no _locales/${language}`);
  need(zip.file('privacy.txt'), `${browser} zip: no privacy.txt`);
}

for (const language of LANGUAGES) {
  const file = `store/listing/${language}.md`;
  if (!existsSync(file)) {
    problems.push(`${file} is missing`);
    continue;
  }
  const sections = readFileSync(file, 'utf8').split(/^## /m).slice(1);
  need(sections.length === 2, `${file}: wants a short and a long description`);
  const short = (sections[0] ?? '').split('\n').slice(1).join(' ').trim();
  need(short.length > 0 && [...short].length <= 132, `${file}: the short description has ${[...short].length} characters, the stores take 132`);
}
for (const folder of ['en', 'ru']) {
  for (const shot of ['welcome', 'popup', 'panel-beside-page', 'options']) {
    const file = `store/screenshots/${folder}/${shot}-1280x800.png`;
    need(existsSync(file) && pngSize(file) === '1280x800', `${file}: missing or not 1280x800 (npm run store:screenshots)`);
  }
}
need(existsSync('store/promo-440x280.png') && pngSize('store/promo-440x280.png') === '440x280', 'store/promo-440x280.png: missing or not 440x280');
for (const file of ['store/privacy-practices.md', 'store/amo-reviewer-notes.md', 'PRIVACY.md', 'LICENSE']) need(existsSync(file), `${file} is missing`);

if (problems.length) {
  console.error(`Not ready to submit:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Ready: both zips (version ${version}, ${LANGUAGES.length} languages), the listing in each, screenshots in English and Russian, the promo tile, the privacy answers and the reviewer notes.`);

const CREDENTIALS = ['CHROME_EXTENSION_ID', 'CHROME_CLIENT_ID', 'CHROME_CLIENT_SECRET', 'CHROME_REFRESH_TOKEN', 'FIREFOX_EXTENSION_ID', 'FIREFOX_JWT_ISSUER', 'FIREFOX_JWT_SECRET'];
const missing = CREDENTIALS.filter((name) => !process.env[name]);
if (missing.length) {
  console.log(`The stores' own checks need their credentials, not set here: ${missing.join(', ')}.`);
  process.exit(process.argv.includes('--dry-run') ? 0 : 1);
}
const result = spawnSync('npx', ['wxt', 'submit', '--chrome-zip', zips.chrome, '--firefox-zip', zips.firefox, '--firefox-sources-zip', zips.sources, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
