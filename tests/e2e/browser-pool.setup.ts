import { afterAll } from 'vitest';
import { closeBrowsers } from './browser-pool';

// Run for each e2e file (the files share one module graph): its browsers end with it.
afterAll(closeBrowsers);
