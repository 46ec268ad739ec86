import { describe, expect, it } from 'vitest';
import { buildInfo, readBuildInfo } from './build-info';

const fails = () => {
  throw new Error('not a git checkout');
};

describe('readBuildInfo', () => {
  it('takes what the build wrote in over the checkout', () => {
    expect(readBuildInfo({ NEWSFLASH_BUILD_VERSION: '1.2.3', NEWSFLASH_BUILD_COMMIT: 'abc123' }, () => '0.0.0', () => 'def456')).toEqual({ version: '1.2.3', commit: 'abc123' });
  });

  it('reads the checkout when nothing was written in', () => {
    expect(readBuildInfo({}, () => '0.2.0', () => 'def456\n')).toEqual({ version: '0.2.0', commit: 'def456' });
  });

  it('says "unknown" for what it cannot read, and still starts', () => {
    expect(readBuildInfo({}, fails, fails)).toEqual({ version: 'unknown', commit: 'unknown' });
    expect(readBuildInfo({}, () => '0.2.0', () => '')).toEqual({ version: '0.2.0', commit: 'unknown' });
  });
});

describe('buildInfo', () => {
  it('is this checkout: the root package.json\'s version', async () => {
    const { version } = (await import('../../package.json', { with: { type: 'json' } })).default;
    expect(buildInfo().version).toBe(version);
    expect(buildInfo().commit).toMatch(/^([0-9a-f]{12}|unknown)$/);
  });
});
