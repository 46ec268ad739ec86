import { describe, expect, it } from 'vitest';
import { LEAN_PRELOAD_HELPER, leanPreload, PRELOAD_HELPER_ID } from './lean-preload-plugin';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (name: 'config' | 'resolveId' | 'load' | 'generateBundle') => leanPreload()[name] as unknown as Hook;
const errors = { error: (message: string) => { throw new Error(message); } };
const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code });

describe('leanPreload', () => {
  it("stands in for Vite's preload helper, and for nothing else", () => {
    expect(hook('resolveId')(PRELOAD_HELPER_ID)).toBe(PRELOAD_HELPER_ID);
    expect(hook('load')(PRELOAD_HELPER_ID)).toBe(LEAN_PRELOAD_HELPER);
    expect(hook('resolveId')('preact')).toBeUndefined();
    expect(hook('load')('/src/main.tsx')).toBeUndefined();
  });

  it('loads the chunk it is handed, whatever list of imports comes with it', async () => {
    const helper = (await import(`data:text/javascript,${encodeURIComponent(LEAN_PRELOAD_HELPER)}`)) as { __vitePreload(load: () => Promise<unknown>, deps?: string[]): Promise<unknown> };
    await expect(helper.__vitePreload(async () => ({ loaded: true }), ['chunks/a.js'])).resolves.toEqual({ loaded: true });
    await expect(helper.__vitePreload(() => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
  });

  it("keeps the page's preload links and drops the lists beside each import()", () => {
    const { build } = hook('config')() as { build: { modulePreload: { resolveDependencies(file: string, deps: string[], context: { hostType: string }): string[] } } };
    const { resolveDependencies } = build.modulePreload;
    expect(resolveDependencies('chunks/popup.js', ['chunks/a.js', 'chunks/b.js'], { hostType: 'html' })).toEqual(['chunks/a.js', 'chunks/b.js']);
    expect(resolveDependencies('chunks/later.js', ['chunks/a.js'], { hostType: 'js' })).toEqual([]);
  });

  it("stops a build that still holds Vite's helper or a chunk's list of CSS to load", () => {
    const generate = hook('generateBundle');
    const clean = { 'chunks/a.js': chunk('chunks/a.js', 'export const a = () => import("./b.js");'), 'assets/a.css': { type: 'asset', fileName: 'assets/a.css', source: '__vite__mapDeps' } };
    expect(() => generate.call(errors, {}, clean)).not.toThrow();
    const withCss = { 'chunks/a.js': chunk('chunks/a.js', 'const __vite__mapDeps=(i)=>i.map((i)=>["assets/b.css"][i]);') };
    expect(() => generate.call(errors, {}, withCss)).toThrow(/chunks\/a\.js .*CSS of its own/);
    const renamed = { 'chunks/c.js': chunk('chunks/c.js', 'let e=new Event(`vite:preloadError`,{cancelable:!0});') };
    expect(() => generate.call(errors, {}, renamed)).toThrow(/chunks\/c\.js .*vite:preloadError/);
  });
});
