import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('asks once for every call while under way and after, and again after a failure', async () => {
    const answers = [Promise.reject(new Error('chunk missing')), Promise.resolve('module')];
    let asked = 0;
    const load = loadOnce(() => answers[asked++]!);
    const [first, second] = [load(), load()];
    await expect(first).rejects.toThrow('chunk missing');
    await expect(second).rejects.toThrow('chunk missing');
    expect(await load()).toBe('module');
    expect(await load()).toBe('module');
    expect(asked).toBe(2);
  });
});
