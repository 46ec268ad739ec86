import { RE2JS } from 're2js';

/**
 * The RE2 engine rule patterns run on, for pages and tests. The worker's build puts
 * `pattern-engine-script.ts` in this module's place (`#pattern-engine`, wxt.config.ts): there RE2 is a script of its
 * own, loaded at the first pattern, so a worker with no pattern rule never parses it.
 */
export const patternEngine = (): typeof RE2JS => RE2JS;
