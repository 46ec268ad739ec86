import { useEffect, useState } from 'preact/hooks';
import type { UpdateNote } from '@/utils/base/update-note';
import { usePageHost } from '../host/page-host';

/** The note the worker left after an update, until the reader dismisses it (on any feed page). */
export function useUpdateNote(): { note: UpdateNote | undefined; dismiss(): void } {
  const { updates } = usePageHost();
  const [note, setNote] = useState<UpdateNote>();
  useEffect(() => {
    updates?.read().then(setNote, () => undefined);
  }, [updates]);
  const dismiss = () => {
    setNote(undefined);
    updates?.dismiss();
  };
  return { note, dismiss };
}
