import { describe, expect, it } from 'vitest';
import { migrationFiles } from './migrate';

describe('migrationFiles', () => {
  it('numbers the shipped migrations 1, 2, 3… with no gap or repeat', () => {
    const versions = migrationFiles().map((migration) => migration.version);
    expect(versions).toEqual(versions.map((_, index) => index + 1));
    expect(migrationFiles()[0]!.sql).toContain('CREATE TABLE items');
  });
});
