// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { StatusSnapshot } from '@/utils/messages';
import { FeedNotices } from './FeedNotices';

/** A worker's status as far as the notices read it: on memory or IndexedDB, with or without a key. */
const status = (change: Partial<StatusSnapshot>) => ({ storage: { kind: 'indexeddb' }, onboarding: 'done', hasKey: true, keyWithheld: false, ...change }) as StatusSnapshot;

beforeEach(() => {
  fakeBrowser.reset();
  // No update to tell of: the installed version is the one last seen.
  fakeBrowser.runtime.getManifest = () => ({ manifest_version: 3, name: 'Newsflash', version: '0.1.0' });
});
afterEach(cleanup);

describe('FeedNotices', () => {
  it('says nothing about the key when it is sent', () => {
    render(<FeedNotices status={status({})} onDismissVote={() => undefined} />);
    expect(document.body.textContent).not.toMatch(/API key/);
  });

  it('says the key is not sent when Firefox\'s consent was withdrawn, not that there is none', () => {
    render(<FeedNotices status={status({ hasKey: false, keyNeedsConsent: true })} onDismissVote={() => undefined} />);
    expect(document.body.textContent).toMatch(/consent to send it to the news service was withdrawn/);
    expect(document.body.textContent).not.toMatch(/without an API key/i);
  });

  it('says so when there is no key at all', () => {
    render(<FeedNotices status={status({ hasKey: false })} onDismissVote={() => undefined} />);
    expect(document.body.textContent).toMatch(/Reading without an API key/);
    expect(document.body.textContent).not.toMatch(/withdrawn/);
  });
});
