export { z } from './zod';
export { toSafeUrl } from './safe-url';
export { firstPriceSchema, PRICE_SYMBOL, rawItemSchema, type RawItem } from './item';
export { newsItemSchema, type NewsItem, type ItemKind, type CoinRef } from './news-item';
export { normalise } from './normalise';
export {
  likesFrameSchema,
  loginFailureSchema,
  loginSuccessSchema,
  voteActions,
  voteTypes,
  type LikesFrame,
  type VoteAction,
  type VoteType,
} from './control';
export { parseItem, parseNewsFrame, readJson, MAX_FRAME_CHARS, type NewsFrame, type Rejection } from './frames';
export { parseBacklog } from './backlog';
export { parseMyLikes, voteResponseSchema, type VoteRecord, type VoteResponse } from './vote-replies';
export { listingCoinsOf, marketLiveSchema, type MarketLive } from './market-live';
export { listingKinds, noticeKinds, noticeSchema, noticeSigns, type Notice, type NoticeKind, type NoticeSign } from './notice';
export { noticeLanguages, noticeWords, renderedKinds, type NoticeLanguage } from './notice-wording';
export { CLOCK_REQUEST, clockFrameSchema, HOP_NAMES, hopsSchema, type HopName, type Hops } from './hops';
