/**
 * The validators of an origin's last answer (ETag, Last-Modified), sent back with the next
 * request so an unchanged answer costs a 304 and no parsing. Kept only once that answer's
 * entries are handed over: a failed offer reads the whole answer again.
 */
export class Validators {
  private kept: Record<string, string> = {};

  headers(): Record<string, string> {
    return this.kept;
  }

  keep(headers: Headers): void {
    const etag = headers.get('etag');
    const modified = headers.get('last-modified');
    this.kept = { ...(etag ? { 'if-none-match': etag } : {}), ...(modified ? { 'if-modified-since': modified } : {}) };
  }
}
