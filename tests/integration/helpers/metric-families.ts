import { startTestService } from './local-service';

/** The families a node's /metrics declares (whether or not they hold a sample yet), histograms apart. */
export async function exportedFamilies(): Promise<{ names: Set<string>; histograms: Set<string> }> {
  const service = await startTestService();
  try {
    const text = await (await fetch(`${service.url}/metrics`)).text();
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)];
    return { names: new Set(types.map((type) => type[1]!)), histograms: new Set(types.filter((type) => type[2] === 'histogram').map((type) => type[1]!)) };
  } finally {
    await service.close();
  }
}

/** Every newsflash_ name a text (rules, a dashboard) refers to, a histogram's series named by their family. */
export function referencedFamilies(text: string, histograms: Set<string>): string[] {
  const names = new Set<string>();
  for (const [name] of text.matchAll(/newsflash_[a-z0-9_]+/g)) {
    const family = name.replace(/_(bucket|sum|count)$/, '');
    names.add(histograms.has(family) ? family : name);
  }
  return [...names].sort();
}
