import { t } from '@/utils/base/i18n';
import { hopDuration } from '@/utils/hops/hop-duration';
import type { StoredItem } from '@/utils/store/store-types';
import { dateTime } from '@/utils/text/time';

type Hops = NonNullable<StoredItem['hops']>;

const HOP_LABELS = { origin: 'hops.hopOrigin', read: 'hops.hopRead', sent: 'hops.hopSent', arrived: 'hops.hopArrived' } as const satisfies Record<keyof Hops, string>;
const ORDER = ['origin', 'read', 'sent', 'arrived'] as const;

/**
 * Origin → screen on the card, when the service stamped the origin's time and the worker its
 * arrival (in the service's clock); opened, each hop with the time since the one before.
 */
export function HopsDetails({ hops }: { hops: Hops & { origin: number; arrived: number } }) {
  const stamped = ORDER.filter((name) => hops[name] !== undefined);
  return (
    <details class="hops" onClick={(event) => event.stopPropagation()}>
      <summary title={t('hops.originToScreen')} data-testid="origin-to-screen">
        {` · +${hopDuration(hops.arrived - hops.origin)}`}
      </summary>
      <dl data-testid="hop-list">
        {stamped.map((name, i) => (
          <div key={name}>
            <dt>{t(HOP_LABELS[name])}</dt>
            <dd>{i === 0 ? dateTime(hops[name]) : `+${hopDuration(hops[name]! - hops[stamped[i - 1]!]!)}`}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
