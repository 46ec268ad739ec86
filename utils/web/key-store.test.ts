import { describe, expect, it } from 'vitest';
import { pageKeyStore } from './key-store';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the web page’s key store', () => {
  it('keeps the key in the page’s storage and removes it with one call', () => {
    const storage = memoryStorage();
    const keys = pageKeyStore(storage);
    expect(keys.get()).toBe('');
    keys.set('k-123');
    expect(storage.values.get('newsflash:apiKey')).toBe('k-123');
    expect(pageKeyStore(storage).get()).toBe('k-123');
    keys.remove();
    expect(storage.values.size).toBe(0);
    expect(keys.get()).toBe('');
  });

  it('holds the key for this visit when a policy disables storage, and forgets it on removal', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const keys = pageKeyStore(refusing);
    keys.set('k-456');
    expect(keys.get()).toBe('k-456');
    keys.remove();
    expect(keys.get()).toBe('');
  });
});
