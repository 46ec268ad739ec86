import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedFamilies, referencedFamilies } from './helpers/metric-families';

interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { uid: string };
  gridPos: { h: number; w: number; x: number; y: number };
  targets?: { expr: string; datasource: { uid: string } }[];
}

const file = 'deploy/grafana/newsflash.json';
const dashboard = JSON.parse(readFileSync(file, 'utf8')) as { uid: string; title: string; panels: Panel[]; templating: { list: { name: string }[] } };
const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
const exprs = panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));
/** Where Debian's prometheus package puts it (devkit/debian-packages.mjs; `npm test` installs it). */
const PROMTOOL = '/usr/bin/promtool';
const promtool = spawnSync(PROMTOOL, ['--version']).status === 0;
if (!promtool) console.warn(`dashboard.test.ts: ${PROMTOOL} is missing, so the dashboard's queries are not parsed: apt-get install prometheus`);

/** A query as Prometheus receives it once Grafana has put in its variables. */
const asSent = (expr: string) => expr.replaceAll('$__rate_interval', '2m').replaceAll('$instance', '.*').replaceAll('$job', 'newsflash');

describe('the Grafana dashboard (deploy/grafana/newsflash.json)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'newsflash-dashboard-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shows sockets, fan-out, sources\' state and delay, votes, the outbox, storage and the bus', () => {
    const text = exprs.map(({ expr }) => expr).join('\n');
    for (const family of ['newsflash_sockets', 'newsflash_fanout_seconds_bucket', 'newsflash_source_up', 'newsflash_source_last_item_timestamp_seconds', 'newsflash_votes_total', 'newsflash_outbox_depth', 'newsflash_outbox_oldest_age_seconds', 'newsflash_storage_up', 'newsflash_bus_up', 'newsflash_bus_queue', 'newsflash_build_info']) {
      expect(text).toContain(family);
    }
  });

  it('is one provisionable dashboard: a fixed uid, unique panel ids, every query on the chosen Prometheus, no panels overlapping', () => {
    expect(dashboard.uid).toBe('newsflash');
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    expect(dashboard.templating.list.map((variable) => variable.name)).toEqual(['datasource', 'job', 'instance']);
    for (const panel of panels) {
      expect(panel.datasource?.uid, panel.title).toBe('${datasource}');
      for (const target of panel.targets ?? []) expect(target.datasource.uid, panel.title).toBe('${datasource}');
    }
    const cells = new Set<string>();
    for (const panel of dashboard.panels) {
      const { x, y, w, h } = panel.gridPos;
      expect(x + w, panel.title).toBeLessThanOrEqual(24);
      for (let row = y; row < y + h; row++) {
        for (let column = x; column < x + w; column++) {
          const cell = `${row}:${column}`;
          expect(cells.has(cell), `${panel.title} overlaps another panel at ${cell}`).toBe(false);
          cells.add(cell);
        }
      }
    }
  });

  it('queries only figures the service exports', async () => {
    const { names, histograms } = await exportedFamilies();
    const referenced = referencedFamilies(exprs.map(({ expr }) => expr).join('\n'), histograms);
    expect(referenced.filter((name) => !names.has(name))).toEqual([]);
  });

  it.runIf(promtool)('holds queries Prometheus parses (each checked by promtool as a recording rule)', () => {
    const rules = exprs.map(({ expr }, index) => `      - record: dashboard:query_${index}\n        expr: ${JSON.stringify(asSent(expr))}`).join('\n');
    writeFileSync(join(dir, 'queries.yml'), `groups:\n  - name: dashboard\n    rules:\n${rules}\n`);
    const check = spawnSync(PROMTOOL, ['check', 'rules', join(dir, 'queries.yml')], { encoding: 'utf8' });
    expect(check.stdout + check.stderr).toContain(`SUCCESS: ${exprs.length} rules found`);
    // The check does catch a query Prometheus cannot read.
    writeFileSync(join(dir, 'broken.yml'), `groups:\n  - name: dashboard\n    rules:\n      - record: dashboard:broken\n        expr: ${JSON.stringify('sum by (le (rate(newsflash_fanout_seconds_bucket[2m]))')}\n`);
    expect(spawnSync(PROMTOOL, ['check', 'rules', join(dir, 'broken.yml')]).status).not.toBe(0);
  });

  it('is provisioned from the folder its provisioning file names', () => {
    const provisioning = readFileSync('deploy/grafana/provisioning/newsflash-dashboards.yaml', 'utf8');
    const path = /^\s+path: (\S+)$/m.exec(provisioning)?.[1];
    expect(path).toBe('/var/lib/grafana/dashboards/newsflash');
    expect(provisioning).toContain(`cp deploy/grafana/newsflash.json ${path}/`);
    expect(provisioning).toMatch(/^\s+type: file$/m);
  });
});
