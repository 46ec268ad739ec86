import { heldSignal } from './held-signal';

/**
 * SIGHUP held from the moment this module runs. The entry (entry.ts) imports it before anything
 * else is even loaded: loading the service's packages takes up to a second, and a SIGHUP then
 * (a reload racing a restart) would otherwise kill the process.
 */
export const hangup = heldSignal((handler) => process.on('SIGHUP', handler));
