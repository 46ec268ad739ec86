import { markWords, type ItemHighlight } from '@/utils/text/highlight';
import { useState } from 'preact/hooks';
import type { VoteAction, VoteType } from '@newsflash/protocol/control';
import type { FeedRow } from '@/utils/feed-view/stories';
import type { StoredItem } from '@/utils/store/store-types';
import { displayText } from '@/utils/text/entities';
import { shownLink } from '@/utils/text/linkify';
import { splitQuotedPost, type Post } from '@/utils/text/quoted-post';
import { dateTime, isoTime, latencyLabel, relativeTime } from '@/utils/text/time';
import { raceNote } from '@/utils/race/race-words';
import { namedPieces } from '@/utils/text/named-pieces';
import type { Tally } from '@/utils/votes/optimistic';
import { CoinChips } from './CoinChips';
import { lazyComponent } from './lazy';
import { NamedText } from './NamedText';
import { RichText } from './RichText';
import { VoteButtons } from './VoteButtons';
import { t, uiLanguage } from '@/utils/base/i18n';
import { noticeKindLabel, noticeSignLabel, shownTitle, SIGN_SHOWN } from '@/utils/text/notice-text';
import type { Notice } from '@newsflash/protocol/notice';

// Only some cards carry them (a listing's stages; hops, which only a self-hosted service stamps): loaded by the first that does.
const ListingTimeline = lazyComponent(async () => (await import('./ListingTimeline')).ListingTimeline);
const HopsDetails = lazyComponent(async () => (await import('./HopsDetails')).HopsDetails);

const POST_LABEL: Record<Post['kind'], () => string> = {
  reply: () => t('card.replyTo'),
  'self-reply': () => t('card.threadBy'),
  quote: () => t('card.quoting'),
  retweet: () => t('card.retweetOf'),
};

/**
 * A picture from a host the item names, asked for without referrer; in Chrome also without cookies
 * (`crossorigin="anonymous"`: only hosts that allow cross-origin reads show, and the request's Origin
 * names the extension, the same for every Chrome reader). In Firefox that Origin would carry this
 * install's own random address, a mark that follows the reader from host to host, so the picture
 * loads as a plain image there, which brings the host its own cookies: pictures start off there
 * (tests/e2e/images.e2e.test.ts measures both). Set before `src`, which starts the download.
 */
const REMOTE = { ...(import.meta.env.FIREFOX ? {} : { crossOrigin: 'anonymous' as const }), referrerpolicy: 'no-referrer', loading: 'lazy', alt: '' } as const;

function SourceBadge({ item, images }: { item: StoredItem; images: boolean }) {
  // A source icon that fails to load (offline, deleted account) or that the reader keeps off is a monogram.
  const [broken, setBroken] = useState(false);
  return (
    <span class="source" title={item.source}>
      {images && item.icon && !broken ? (
        <img class="avatar" {...REMOTE} src={item.icon} width={16} height={16} onError={() => setBroken(true)} />
      ) : (
        <span class="avatar monogram" aria-hidden="true">
          {item.source.slice(0, 1).toUpperCase()}
        </span>
      )}
      <span class="source-name">{item.source}</span>
    </span>
  );
}

/** What the notice announces; its expected effect as a sign and in words, never by colour alone. */
function NoticeChip({ notice }: { notice: Notice }) {
  return (
    <span class={`flag notice-kind${notice.sign ? ` sign-${notice.sign === '+' ? 'up' : 'down'}` : ''}`} data-kind={notice.kind}>
      {notice.sign && (
        <>
          <span class="sign" aria-hidden="true" title={noticeSignLabel(notice.sign)}>
            {SIGN_SHOWN[notice.sign]}
          </span>
          <span class="visually-hidden">{noticeSignLabel(notice.sign)}: </span>
        </>
      )}
      {noticeKindLabel(notice.kind)}
    </span>
  );
}

function PostKind({ post }: { post: Post }) {
  return (
    <div class="post">
      <span class="post-kind">
        {POST_LABEL[post.kind]()} {post.account ? `@${post.account}` : t('card.aPost')}
      </span>
      {post.text && <RichText class="quoted" text={post.text} />}
    </div>
  );
}

export interface NewsCardProps {
  item: FeedRow;
  vote?: VoteType;
  tally: Tally;
  busy: boolean;
  canVote: boolean;
  /** Pictures from items' hosts are shown (the reader's choice, off until known). */
  images: boolean;
  now: number;
  selected: boolean;
  /** Dimmed because readers disliked it (the user's chosen policy). */
  disliked: boolean;
  onVote: (action: VoteAction) => void;
  onSelect: () => void;
}

/** How long after it came in a headline still slides in when its row mounts. */
const ARRIVAL_MS = 1_000;

/** The headline with the words its rule matched marked in the rule's colour. */
function Marked({ text, highlight }: { text: string; highlight?: ItemHighlight }) {
  if (!highlight) return <>{text}</>;
  return (
    <>
      {markWords(text, highlight.words).map((piece, index) =>
        piece.marked ? (
          <mark key={index} class={`hl hl-${highlight.colour}`}>
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

export function NewsCard(props: NewsCardProps) {
  const { item, now, tally } = props;
  const latency = latencyLabel(item.time, item.receivedAt);
  const exact = dateTime(item.time);
  const shown = shownTitle(item);
  const title = displayText(shown.title);
  const [showOriginal, setShowOriginal] = useState(false);
  // A headline link shows no URL of its own, so the host it opens is shown beside the source.
  const host = item.link && shownLink(item.link)?.host;
  const [expanded, setExpanded] = useState(false);
  const [mediaBroken, setMediaBroken] = useState(false);
  // Only a headline that just came in slides in: the virtual list remounts older rows as the reader
  // scrolls, and replaying the animation on them would make the list shimmer.
  const [arrived] = useState(() => Date.now() - item.receivedAt < ARRIVAL_MS);
  const { body, post } = splitQuotedPost(item);
  const long = body !== undefined && (body.length > 320 || body.split('\n').length > 6);
  return (
    <article
      class={`card${arrived ? ' arrived' : ''}${props.selected ? ' selected' : ''}${props.disliked ? ' disliked' : ''}${item.requireInteraction ? ' important' : ''}`}
      data-id={item.id}
      tabIndex={-1}
      aria-current={props.selected ? 'true' : undefined}
      onClick={props.onSelect}
    >
      <header class="meta">
        <SourceBadge item={item} images={props.images} />
        {host && (
          <span class="link-host" dir="ltr">
            {host}
          </span>
        )}
        {item.requireInteraction && <span class="flag">{t('card.important')}</span>}
        {item.ai && (
          // An image of bars, named: a label on a plain span is not read, the bars' characters would be.
          <span
            class={`importance importance-${item.ai.importance}`}
            role="img"
            title={t('card.importance', [String(item.ai.importance)])}
            aria-label={t('card.importance', [String(item.ai.importance)])}
          >
            {'▮'.repeat(item.ai.importance)}
          </span>
        )}
        {item.notice && <NoticeChip notice={item.notice} />}
        {props.disliked && <span class="flag">{t('card.disliked')}</span>}
        <span class="when">
          <time dateTime={isoTime(item.time)} title={t('card.published', [exact])}>
            {relativeTime(item.time, now)}
          </time>
          {item.hops?.origin !== undefined && item.hops.arrived !== undefined ? (
            <HopsDetails hops={{ ...item.hops, origin: item.hops.origin, arrived: item.hops.arrived }} />
          ) : (
            latency && <span title={t('card.latency')}> · +{latency}</span>
          )}
        </span>
      </header>
      <h2 class="title" dir="auto" title={shown.original ? t('card.original', [displayText(shown.original)]) : undefined}>
        {item.link ? (
          <a href={item.link} target="_blank" rel="noreferrer noopener">
            <Marked text={title} highlight={item.highlight} />
          </a>
        ) : (
          <Marked text={title} highlight={item.highlight} />
        )}
      </h2>
      {shown.original && (
        <button
          type="button"
          class="more original-toggle"
          aria-expanded={showOriginal}
          onClick={(event) => {
            event.stopPropagation();
            setShowOriginal(!showOriginal);
          }}
        >
          {t('notices.original')}
        </button>
      )}
      {shown.original && showOriginal && (
        <p class="original" dir="auto">
          <span class="visually-hidden">{t('notices.originalLabel')}: </span>
          {displayText(shown.original)}
        </p>
      )}
      {item.ai?.summary && (
        <p class="ai-summary" dir="auto">
          {displayText(item.ai.summary)}
        </p>
      )}
      {item.race && item.race.over.length > 0 && (
        <p class="race-note">
          <NamedText pieces={raceNote(item.race)} />
        </p>
      )}
      {item.alsoFrom && (
        <p class="also-from">
          <NamedText pieces={namedPieces((names) => t('card.alsoFrom', [new Intl.ListFormat(uiLanguage()).format(names)]), item.alsoFrom)} />
        </p>
      )}
      {item.timeline && <ListingTimeline stages={item.timeline} now={now} />}
      {post && <PostKind post={post} />}
      {body && <RichText class={`body${expanded ? ' expanded' : ''}`} text={body} />}
      {long && (
        <button type="button" class="more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('card.showLess') : t('card.showMore')}
        </button>
      )}
      {props.images && item.image && !mediaBroken && <img class="media" {...REMOTE} src={item.image} onError={() => setMediaBroken(true)} />}
      <CoinChips item={item} />
      <VoteButtons vote={props.vote} tally={tally} busy={props.busy} canVote={props.canVote} onVote={props.onVote} />
    </article>
  );
}
