import { writeFileSync } from 'node:fs';
import { benchService } from './service-load';
import { printTable, type Figure } from './stats';

const json = process.argv.includes('--json');
const figures: Figure[] = [];
const log = (line: string) => (json ? process.stderr : process.stdout).write(`${line}\n`);

log('benchmark: local service (1,000 sockets, 50 items, then 3 s of votes)...');
figures.push(...(await benchService()));

if (json) {
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
} else {
  console.log('');
  printTable(figures);
}
writeFileSync('.tmp/bench.json', JSON.stringify(figures, null, 2));
