/** What the toolbar badge shows in normal times: headlines since the popup was last opened, or nothing. */
export type BadgeMode = 'count' | 'off';
export const badgeModes: readonly BadgeMode[] = ['count', 'off'];
export const readBadgeMode = (value: unknown): BadgeMode => (badgeModes.includes(value as BadgeMode) ? (value as BadgeMode) : 'count');
