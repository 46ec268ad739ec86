import { RE2JS } from 're2js';
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { PATTERN_ENGINE_GLOBAL } from '@/utils/notify/pattern-engine-script';

// The worker's rule patterns' engine, a script of its own: utils/notify/pattern-engine-script.ts says when it loads.
export default defineUnlistedScript(() => {
  Object.assign(globalThis, { [PATTERN_ENGINE_GLOBAL]: RE2JS });
});
