import { describe, expect, it } from 'vitest';
import { updateNoteOf, updateNoteToShow } from './update-note';

describe('updateNoteOf', () => {
  it('an update to another version leaves a note with both versions', () => {
    expect(updateNoteOf({ reason: 'update', previousVersion: '1.4.0' }, '1.5.0')).toEqual({ from: '1.4.0', to: '1.5.0' });
  });

  it('never on install, nor for a browser update or a reload of the same version', () => {
    expect(updateNoteOf({ reason: 'install' }, '1.5.0')).toBeUndefined();
    expect(updateNoteOf({ reason: 'browser_update' }, '1.5.0')).toBeUndefined();
    expect(updateNoteOf({ reason: 'update', previousVersion: '1.5.0' }, '1.5.0')).toBeUndefined();
    expect(updateNoteOf({ reason: 'update' }, '1.5.0')).toBeUndefined();
  });
});

describe('updateNoteToShow', () => {
  it('shows the note for the version installed now', () => {
    expect(updateNoteToShow({ from: '1.4.0', to: '1.5.0' }, '1.5.0')).toEqual({ from: '1.4.0', to: '1.5.0' });
  });

  it('shows nothing when none is stored, it is malformed, or it was left by an earlier update', () => {
    expect(updateNoteToShow(undefined, '1.5.0')).toBeUndefined();
    expect(updateNoteToShow('1.5.0', '1.5.0')).toBeUndefined();
    expect(updateNoteToShow({ from: 4, to: '1.5.0' }, '1.5.0')).toBeUndefined();
    expect(updateNoteToShow({ from: '1.3.0', to: '1.4.0' }, '1.5.0')).toBeUndefined();
  });
});
