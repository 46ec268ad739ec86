// Types of scripts/release-plan.mjs (a plain script, run by node without a build) for its tests.
export const PACKAGE_FILES: string[];
export const CHANGELOG: string;
export function compareVersions(a: string, b: string): number;
export function currentVersions(read: (path: string) => string): { file: string; field: string; value: string }[];
export function releaseChangelog(text: string, version: string, date: string): string;
export function planRelease(read: (path: string) => string, version: string, date: string): { path: string; text: string; changes: string[] }[];
