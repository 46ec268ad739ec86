import { homepage } from '../../package.json';
import { version } from '../package.json';

/** How this service names itself to every origin it asks: who it is, which version, where to read about it. */
export const USER_AGENT = `Newsflash/${version} (+${homepage})`;
