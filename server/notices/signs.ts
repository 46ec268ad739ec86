import type { NoticeKind, NoticeSign } from '@newsflash/protocol/notice';

/**
 * The price effect a kind is expected to have on the coins it names (docs/notice-kinds.md): a
 * coin becoming tradable somewhere new `+`; leaving, or tagged as a risk, `-`; a tag taken off
 * `+`. A launch platform (the coin not tradable there yet), transfers, upgrades, promotions and
 * the rest: no sign.
 */
export const NOTICE_SIGNS: Readonly<Record<NoticeKind, NoticeSign | undefined>> = {
  'spot-listing': '+',
  'futures-listing': '+',
  'new-markets': '+',
  'launch-platform': undefined,
  delisting: '-',
  'tag-added': '-',
  'tag-removed': '+',
  'transfers-suspended': undefined,
  'transfers-resumed': undefined,
  'network-upgrade': undefined,
  promotion: undefined,
  other: undefined,
};
