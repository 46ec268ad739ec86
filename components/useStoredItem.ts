import { useEffect, useState } from 'preact/hooks';
import type { WxtStorageItem } from 'wxt/utils/storage';

/** A storage item's value, kept current when anything (another page, the background) changes it. */
export function useStoredItem<T>(item: WxtStorageItem<T, Record<string, unknown>>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let active = true;
    void item.getValue().then((current) => active && setValue(current));
    const unwatch = item.watch((next) => setValue(next));
    return () => {
      active = false;
      unwatch();
    };
  }, [item]);
  return value;
}
