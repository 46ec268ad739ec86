import { useEffect, useState } from 'preact/hooks';
import { browser } from '@/utils/bare-browser';
import { UPDATE_NOTE_KEY, updateNoteToShow, type UpdateNote } from '@/utils/update-note';

/** The note the worker left after an update, until the reader dismisses it (on any feed page). */
export function useUpdateNote(): { note: UpdateNote | undefined; dismiss(): void } {
  const [note, setNote] = useState<UpdateNote>();
  useEffect(() => {
    const version = browser.runtime.getManifest().version;
    browser.storage.local.get(UPDATE_NOTE_KEY).then((stored) => setNote(updateNoteToShow(stored[UPDATE_NOTE_KEY], version)), () => undefined);
  }, []);
  const dismiss = () => {
    setNote(undefined);
    void browser.storage.local.remove(UPDATE_NOTE_KEY);
  };
  return { note, dismiss };
}
