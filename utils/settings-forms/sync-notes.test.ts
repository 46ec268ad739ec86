import { describe, expect, it } from 'vitest';
import { syncNotes } from './sync-notes';

describe('syncNotes', () => {
  it('says nothing when everything syncs', () => {
    expect(syncNotes({ pieces: { rules: { at: 5 }, badge: { at: 0 } } })).toEqual([]);
  });

  it('names what stays local and why, in plain words', () => {
    const notes = syncNotes({ pieces: { rules: { at: 5, problem: 'tooLarge', bytes: 9_300 }, badge: { at: 1, problem: 'newer' }, view: { at: 1, problem: 'newer' } }, error: 'MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded' });
    expect(notes).toEqual([
      { tone: 'bad', text: expect.stringMatching(/^Not synced, kept on this computer only: Your notification rules \(9\.1 kB; .* 8 kB per setting\)/) },
      { tone: 'info', text: expect.stringMatching(/update Newsflash .*: The badge choice, The feed's filters and display\.$/) },
      { tone: 'bad', text: expect.stringContaining('(MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded)') },
    ]);
  });
});
