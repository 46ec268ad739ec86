import type { ChannelRequest, AlertMessage } from './channel';
import type { ChannelConfig } from './config';
import { ntfy } from './ntfy';
import { pushover } from './pushover';
import { telegram } from './telegram';
import { webhook } from './webhook';

/** The request one channel makes for one message, whatever its kind. */
export function requestFor(config: ChannelConfig, message: AlertMessage): ChannelRequest {
  switch (config.kind) {
    case 'ntfy':
      return ntfy.build(config, message);
    case 'telegram':
      return telegram.build(config, message);
    case 'pushover':
      return pushover.build(config, message);
    case 'webhook':
      return webhook.build(config, message);
  }
}

/** The address whose host a channel's requests reach, asked for when it is saved. */
export function targetOf(config: ChannelConfig): string {
  switch (config.kind) {
    case 'ntfy':
      return ntfy.target(config);
    case 'telegram':
      return telegram.target(config);
    case 'pushover':
      return pushover.target(config);
    case 'webhook':
      return webhook.target(config);
  }
}
