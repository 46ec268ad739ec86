/** OKX's documented `GET /api/v5/support/announcements` answer and its rate-limit refusal. */

export const OKX_NOTICES_PATH = '/api/v5/support/announcements';

export interface OkxNotice {
  annType: string;
  title: string;
  url: string;
  pTime: number;
  /** The time the notice shows; may lie before pTime. */
  businessPTime?: number;
}

export function okxAnswer(notices: OkxNotice[]): string {
  const details = notices.map((notice) => ({ ...notice, pTime: String(notice.pTime), businessPTime: String(notice.businessPTime ?? notice.pTime) }));
  return JSON.stringify({ code: '0', msg: '', data: [{ details, totalPage: '1' }] });
}

/** Sent with HTTP 429 and no Retry-After, as public code logged it (no `data`). */
export const OKX_RATE_LIMITED = JSON.stringify({ msg: 'Too Many Requests', code: '50011' });
