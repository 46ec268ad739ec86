import { useEffect, useState } from 'preact/hooks';
import type { Setting } from '@/utils/settings';

/** A setting's value through its reader, kept current when anything (another page, the background) changes it. */
export function useSetting<T>(setting: Setting<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let active = true;
    void setting.get().then((current) => active && setValue(current));
    const unwatch = setting.watch((next) => setValue(next));
    return () => {
      active = false;
      unwatch();
    };
  }, [setting]);
  return value;
}
