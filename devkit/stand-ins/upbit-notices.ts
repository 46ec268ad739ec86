/** Upbit's notice list (`api-manager.upbit.com/api/v1/announcements`), times in KST as it writes them. */

export const UPBIT_NOTICES_PATH = '/api/v1/announcements';

export interface UpbitNotice {
  id: number;
  title: string;
  category: string;
  time: number;
}

/** `2025-05-19T17:30:00+09:00`: Korean time, to the second. */
export function kst(time: number): string {
  return `${new Date(Math.floor(time / 1000) * 1000 + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;
}

export function upbitAnswer(notices: UpbitNotice[], fixed: UpbitNotice[] = []): string {
  const shape = (notice: UpbitNotice) => ({
    id: notice.id,
    title: notice.title,
    category: notice.category,
    need_new_badge: true,
    need_update_badge: false,
    listed_at: kst(notice.time),
    first_listed_at: kst(notice.time),
  });
  return JSON.stringify({ success: true, data: { total_pages: 1, total_count: notices.length, notices: notices.map(shape), fixed_notices: fixed.map(shape) } });
}
