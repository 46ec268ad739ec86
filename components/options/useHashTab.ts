import { useEffect, useState } from 'preact/hooks';
import { placeOf } from '@/utils/settings-forms/options-tabs';

/**
 * The tab the address names, followed through back, forward and reload (each tab a history entry
 * of its own, as the links make it); a part named by an old address is scrolled to once drawn.
 */
export function useHashTab() {
  const [place, setPlace] = useState(() => placeOf(location.hash));
  useEffect(() => {
    const follow = () => setPlace(placeOf(location.hash));
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    if (place.part) document.getElementById(place.part)?.scrollIntoView();
    else scrollTo(0, 0);
  }, [place]);
  return place;
}
