import { nextStart, type TimelineStage } from '@/utils/feed-view/timeline';
import { t } from '@/utils/base/i18n';
import { countdownLabel, dateTime, isoTime } from '@/utils/text/time';
import { useNow } from './hooks/useNow';

const STAGE_LABEL: { [K in TimelineStage['kind']]: (stage: Extract<TimelineStage, { kind: K }>) => string } = {
  notice: (stage) => t('timeline.notice', [stage.exchange]),
  trading: (stage) => t('timeline.trading', [stage.exchange]),
  live: (stage) => (stage.futures ? t('timeline.liveFutures', [stage.exchange, stage.market]) : t('timeline.live', [stage.exchange, stage.market])),
  deposits: (stage) => t('timeline.deposits', [stage.exchange]),
};
const labelOf = (stage: TimelineStage) => (STAGE_LABEL[stage.kind] as (stage: TimelineStage) => string)(stage);

/**
 * The time left until a stated trading start, to the second. It keeps its own clock, so a tick
 * renders this line alone, not the feed.
 */
function Countdown({ stage }: { stage: TimelineStage }) {
  const now = useNow(1_000);
  const left = stage.time - now;
  return (
    <p class="countdown" role="timer">
      {left > 0 ? t('timeline.startsIn', [stage.exchange, countdownLabel(left)]) : t('timeline.started', [stage.exchange])}
    </p>
  );
}

/**
 * A listing's stages with their times, each marked done or upcoming in words, and a countdown to
 * the next stated start. A named group, not a landmark: one per card would fill a screen reader's
 * list of landmarks with identical "Listing timeline" entries.
 */
export function ListingTimeline({ stages, now }: { stages: TimelineStage[]; now: number }) {
  const next = nextStart(stages, now);
  return (
    <div class="timeline" role="group" aria-label={t('timeline.label')}>
      {next && <Countdown stage={next} />}
      <ol>
        {stages.map((stage) => {
          // Only a stated moment can be ahead: a notice or a market seen is past, whatever the clocks say.
          const upcoming = (stage.kind === 'trading' || stage.kind === 'deposits') && stage.time > now;
          return (
            <li key={`${stage.kind} ${labelOf(stage)}`} class={`stage${upcoming ? ' upcoming' : ''}`}>
              <span class="stage-mark" aria-hidden="true">
                {upcoming ? '○' : '●'}
              </span>
              <span class="stage-label">{labelOf(stage)}</span>{' '}
              <time dateTime={isoTime(stage.time)}>{dateTime(stage.time)}</time>
              {upcoming && <span class="stage-state"> · {t('timeline.upcoming')}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
