import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleFigures } from './bundle-sizes';
import { benchExtension } from './extension-bench';
import { benchFloods } from './floods';
import { benchIngest } from './ingest-bench';
import { benchOutcomes } from './outcome-bench';
import { benchPopup } from './popup-bench';
import { benchRace } from './race-bench';
import { benchRealFeeds } from './real-feeds-bench';
import { benchRecovery } from './recovery-bench';
import { benchReplyDepth } from './reply-depth-bench';
import { benchRetention } from './retention-bench';
import { benchService, benchVotes, sendLoop } from './service-load';
import { benchSourceDelay } from './source-delay';
import { benchWebPage } from './web-page-bench';
import { printTable, type Figure } from './stats';

const json = process.argv.includes('--json');
/** `-- --ingest`: only the service's detection, stories and real feeds' reading, which need no browser and take seconds. */
const ingestOnly = process.argv.includes('--ingest');
/** `-- --retention`: only the pruning of a million old items under load (about a minute, no browser). */
const retentionOnly = process.argv.includes('--retention');
/** `-- --source-delay`: only origin → socket per source kind at their default intervals, from stand-ins (about 2 minutes, no browser). */
const sourceDelayOnly = process.argv.includes('--source-delay');
/**
 * `-- --pushed`: only origin → reader from the pushed origins' stand-ins (Jetstream, an upstream,
 * Binance's signed stream), 40 items each over 20 s, no browser.
 */
const pushedOnly = process.argv.includes('--pushed');
/** `-- --floods`: only other readers' p95 and memory while one flood at a time hits the service (about a minute, no browser). */
const floodsOnly = process.argv.includes('--floods');
/**
 * `-- --race`: only feeds raced against each other in the built extension; `--race-items N` scales
 * its memory run down (at 10,000 it publishes 30,000 items through the admin API, about 50 a second
 * on this loaded 2-core machine: 10–15 minutes).
 */
const raceOnly = process.argv.includes('--race');
const raceItemsArg = process.argv.indexOf('--race-items');
const raceMemoryItems = raceItemsArg > 0 ? Number(process.argv[raceItemsArg + 1]) : 10_000;
/** `-- --popup`: only the popup's opening with 5,000 items stored and 500 price updates a second (about a minute, Chromium). */
const popupOnly = process.argv.includes('--popup');
/** `-- --web`: only the service's own web page beside the popup (about a minute, Chromium). */
const webOnly = process.argv.includes('--web');
/** `-- --bundle`: only the built extension's JS sizes beside their budgets (seconds, no browser). */
const bundleOnly = process.argv.includes('--bundle');
/**
 * `-- --extension`: only frame → notification beside the bare baseline, and the worker's heap
 * (about a minute, Chromium); `--extension-items N` scales its memory run down.
 */
const extensionOnly = process.argv.includes('--extension');
const extensionItemsArg = process.argv.indexOf('--extension-items');
const extensionMemoryItems = extensionItemsArg > 0 ? Number(process.argv[extensionItemsArg + 1]) : 10_000;
/** `--latency-items N`: frame → notification over N items instead of 200 (at 200 the p99 is about the second-worst item; 1,000 take about two minutes). */
const latencyItemsArg = process.argv.indexOf('--latency-items');
const latencyItems = latencyItemsArg > 0 ? Number(process.argv[latencyItemsArg + 1]) : 200;
/** `-- --replies`: only a 16 MB reply nested as deep as it goes, read in Chromium and Firefox before and after its nesting is counted (about 30 s). */
const repliesOnly = process.argv.includes('--replies');
/** `-- --outcomes`: only the outcome scheduler over a simulated day of items (about five minutes, no browser). */
const outcomesOnly = process.argv.includes('--outcomes');
/** `-- --votes`: only votes per second and round trips per vote, one SQLite node then two on PostgreSQL + Redis (about 30 s, no browser). */
const votesOnly = process.argv.includes('--votes');
/** `-- --fanout`: only one node's fan-out to 5,000 sockets against the raw-write floor's in the same run (about a minute, no browser). */
const fanoutOnly = process.argv.includes('--fanout');
/** The parts that run only when asked for by name. */
const alone = [popupOnly, outcomesOnly, fanoutOnly, votesOnly, raceOnly, webOnly, floodsOnly, bundleOnly, extensionOnly, pushedOnly, repliesOnly].some(
  Boolean,
);
const figures: Figure[] = [];
const log = (line: string) => (json ? process.stderr : process.stdout).write(`${line}\n`);

if (raceOnly) {
  log(`benchmark: feeds raced in Chromium: 100 items at 10/s on one, two and three feeds, then ${raceMemoryItems} items twice on one feed and once on three...`);
  figures.push(...(await benchRace({ items: 100, ratePerSecond: 10, memoryItems: raceMemoryItems })));
}
if (votesOnly) {
  log('benchmark: votes for 3 s from 20 keys on one SQLite node, then on two PostgreSQL + Redis nodes, with round trips per vote...');
  figures.push(...(await benchVotes()));
}
if (fanoutOnly) {
  log('benchmark: one node and the raw-write floor, 5,000 sockets each from 4 client processes, 30 items alternating between them...');
  figures.push(...(await sendLoop(5_000, 4)));
}
if (bundleOnly) figures.push(...bundleFigures());
if (outcomesOnly) {
  log('benchmark: the outcome scheduler over a simulated day of 5,000 items with coins, against kline stand-ins...');
  figures.push(...(await benchOutcomes({ items: 5_000 })));
}
if (repliesOnly) {
  log('benchmark: a 16 MB reply of brackets read in Chromium and Firefox, parsed as before and counted as now...');
  figures.push(...(await benchReplyDepth()));
}
if (extensionOnly) {
  log(`benchmark: built extension in Chromium beside a bare baseline (${latencyItems} items at 8/s, then ${extensionMemoryItems} items)...`);
  figures.push(...(await benchExtension({ items: latencyItems, ratePerSecond: 8, memoryItems: extensionMemoryItems })));
}
if (pushedOnly) {
  log('benchmark: origin → reader from the pushed origins (Jetstream, an upstream service, Binance\'s signed stream), 40 headlines each over 20 s; the polled-only kinds and what polling costs them...');
  figures.push(...(await benchSourceDelay({ items: 40, windowMs: 20_000, pushedOnly: true })));
}
if (popupOnly) {
  log('benchmark: popup opening with 5,000 items stored, virtualised and not, prices on; then 500 price updates a second...');
  figures.push(...(await benchPopup({ items: 5_000, runs: 5, priceTicksPerSecond: 500 })));
}
if (webOnly) {
  log('benchmark: the service\'s own web page beside the popup: its JS, and its opening with 5,000 items stored...');
  figures.push(...(await benchWebPage({ items: 5_000, runs: 5 })));
}
if (floodsOnly) {
  log('benchmark: other readers while one flood at a time hits a SQLite node (market lists, notices, an upstream, Jetstream, slow readers)...');
  figures.push(...(await benchFloods(log)));
}
if (!alone && !retentionOnly && !sourceDelayOnly) {
  log('benchmark 1/5: the service\'s coin detection and stories on labelled headlines and pairs...');
  figures.push(...(await benchIngest(log)));
  log('benchmark 1b: the service\'s feed reader on real feeds, against what peer parsers read from them...');
  figures.push(...(await benchRealFeeds(log)));
}
if (!alone && !ingestOnly && !retentionOnly && !sourceDelayOnly) {
  log('benchmark 2/5: local service: 5,000 sockets on one SQLite node, then 10,000 on two PostgreSQL + Redis nodes (40 items 250 ms apart, then 3 s of votes), clients in 4 processes...');
  figures.push(...(await benchService({ singleSockets: 5_000, clusterSockets: 10_000, items: 40, everyMs: 250, processes: 4 })));
  log('benchmark 3/5: built extension in Chromium beside a bare baseline (200 items at 4/s, then 10,000 items)...');
  figures.push(...(await benchExtension({ items: 200, ratePerSecond: 4, memoryItems: 10_000 })));
  log('benchmark 4/5: a burst of 5,000 items in 5 s, then a service restart with 50 missed items...');
  figures.push(...(await benchRecovery({ burst: 5_000, burstSeconds: 5, missed: 50 })));
  log('benchmark 5/5: popup opening with 5,000 items stored, virtualised and not, prices on; then 500 price updates a second...');
  figures.push(...(await benchPopup({ items: 5_000, runs: 5, priceTicksPerSecond: 500 })));
  log('benchmark 5b: feeds raced: 100 items at 10/s on one, two and three feeds, then 10,000 items twice on one feed and once on three...');
  figures.push(...(await benchRace({ items: 100, ratePerSecond: 10, memoryItems: 10_000 })));
  log('benchmark 5c: the service\'s own web page beside the popup: its JS, and its opening with 5,000 items stored...');
  figures.push(...(await benchWebPage({ items: 5_000, runs: 5 })));
}
if (!alone && !ingestOnly && !sourceDelayOnly) {
  log('benchmark 6: retention prunes 1,000,000 old items from SQLite while clients read /api/news and vote...');
  figures.push(...(await benchRetention({ items: 1_000_000 })));
}
if (!alone && !ingestOnly && !retentionOnly) {
  log('benchmark 7: origin → socket per source kind at its default interval: stand-ins publish 40 headlines each at random moments over a minute, all kinds at once...');
  figures.push(...(await benchSourceDelay({ items: 40 })));
}

mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/bench.json', JSON.stringify(figures, null, 2));
if (json) process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
else {
  log('');
  printTable(figures);
  log('\nFigures, not pass/fail. Also written to .tmp/bench.json.');
}
