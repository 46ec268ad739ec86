// Stands in for re2js in one bench build, so `npm run bench` can report what the pattern engine
// costs the background by difference. That build is measured, never loaded.
export class RE2JS {
  static CASE_INSENSITIVE = 0;
  static translateRegExp(pattern: string): string {
    return pattern;
  }
  static compile(pattern: string): { test: (text: string) => boolean } {
    throw new Error(`stub: ${pattern}`);
  }
}
