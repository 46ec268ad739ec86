import type { FetchInit } from '@/utils/net/net-types';

/** What every channel says about one alert: already in the reader's words, already cut to size. */
export interface AlertMessage {
  /** The headline, at most TITLE_MAX characters. */
  title: string;
  /** The notice's kind in words, the coins and the link, one per line. */
  text: string;
  /** The item's own page (only an https one), for the channels that show a link apart. */
  link?: string;
}

/** One request to a channel's API, built without sending it: the sender adds the signal. */
export interface ChannelRequest {
  url: string;
  init: Required<Pick<FetchInit, 'method' | 'headers' | 'body'>>;
}

/** A channel's pure half: the request for one message, and the host the browser must let it reach. */
export interface ChannelBuilder<C> {
  build(config: C, message: AlertMessage): ChannelRequest;
  /** The address the request goes to, whose host is asked for as a permission when the channel is saved. */
  target(config: C): string;
}
