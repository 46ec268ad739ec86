// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SERVER } from '@/utils/base/endpoints';
import { settings } from '@/utils/settings';
import { WelcomePage } from './WelcomePage';

/** Every host permission the page asks for, and what the browser answers. */
let requested: string[][];
let allow: boolean;

beforeEach(async () => {
  fakeBrowser.reset();
  // As the worker leaves it on install: nothing chosen yet.
  await settings.onboarding.item.setValue('pending');
  requested = [];
  allow = true;
  const granted: string[] = [];
  const listeners = { addListener: () => undefined, removeListener: () => undefined };
  Object.assign(fakeBrowser.runtime, { getManifest: () => ({ manifest_version: 3, name: 'Newsflash', version: '0.1.0' }) });
  Object.assign(fakeBrowser.permissions, {
    getAll: async () => ({ origins: [...granted], permissions: [] }),
    request: async ({ origins = [] }: { origins?: string[] }) => {
      requested.push(origins);
      if (allow) granted.push(...origins);
      return allow;
    },
    remove: async () => true,
    onAdded: listeners,
    onRemoved: listeners,
  });
});
afterEach(cleanup);

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and start' }));
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
/** The line under the form that says what happened (its glyph only repeats it). */
const outcome = () => document.querySelector('.outcome')?.textContent?.replace(/^[✓✗] /, '');

describe('WelcomePage', () => {
  it('offers the public service with no address to type, and says what leaves the computer', () => {
    render(<WelcomePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Newsflash');
    expect(screen.getByRole('heading', { name: 'What leaves your computer' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /the public feed/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Server address')).toBeNull();
    expect(screen.getByLabelText('API key')).toBeTruthy();
  });

  it('will not save before the reader chooses about price moves, and stores nothing', async () => {
    render(<WelcomePage />);
    save();
    await waitFor(() => expect(outcome()).toBe('Choose whether to show price moves.'));
    expect(await settings.onboarding.get()).not.toBe('done');
  });

  it('saves the public service, the key and the choices, and says what comes next', async () => {
    render(<WelcomePage />);
    type('API key', 'key-123');
    fireEvent.click(screen.getByRole('radio', { name: /no exchange is contacted/ }));
    save();
    await screen.findByText(/You are set/);
    expect(outcome()).toBe('Saved. Newsflash follows your choices from now on.');
    expect([await settings.serverAddress.get(), await settings.apiKey.get(), (await settings.prices.get()).enabled, await settings.onboarding.get()]).toEqual([DEFAULT_SERVER, 'key-123', false, 'done']);
  });

  it('with their own service, shows where the typed address leads, or what is wrong with it', () => {
    render(<WelcomePage />);
    fireEvent.click(screen.getByRole('radio', { name: 'My own service' }));
    type('Server address', 'http://127.0.0.1:8080');
    expect(document.getElementById('server-hint')?.textContent).toBe('Feed: ws://127.0.0.1:8080/ws · API: http://127.0.0.1:8080/api');
    type('Server address', 'news example');
    expect(document.getElementById('server-hint')?.textContent).toBe('"news example" is not a web address (example: https://news.example.com)');
  });

  it('asks before Check key sends the key to a typed address that was never saved', async () => {
    render(<WelcomePage />);
    fireEvent.click(screen.getByRole('radio', { name: 'My own service' }));
    type('Server address', 'https://news.example.com');
    type('API key', 'key-123');
    fireEvent.click(screen.getByRole('button', { name: 'Check key' }));
    await waitFor(() => expect(outcome()).toMatch(/^Checking sends your key to https:\/\/news\.example\.com/));
    expect(requested).toEqual([]);
  });

  it('a host permission refused leaves nothing saved and says how to allow it', async () => {
    allow = false;
    render(<WelcomePage />);
    fireEvent.click(screen.getByRole('radio', { name: 'My own service' }));
    type('Server address', 'https://news.example.com');
    fireEvent.click(screen.getByRole('radio', { name: /no exchange is contacted/ }));
    save();
    await waitFor(() => expect(outcome()).toMatch(/needs your permission to reach/));
    expect(requested.flat()).toContain('https://news.example.com/*');
    expect(await settings.onboarding.get()).not.toBe('done');
  });
});
