/**
 * WordPress pages its lists by number (`page`, `per_page` up to 100) and says how many there are in
 * `X-WP-TotalPages`, and the next one in a `Link: <…>; rel="next"` header. PressRun's cursor is the
 * next page's number. A proxy that strips both headers leaves the page's size to judge by.
 */
export function nextPage(headers: Headers, page: number, count: number, perPage: number): string | null {
  const total = Number(headers.get('x-wp-totalpages'));
  if (headers.has('x-wp-totalpages') && Number.isInteger(total))
    return page < total ? String(page + 1) : null;
  const link = headers.get('link');
  if (link) return /rel="?next"?/.test(link) ? String(page + 1) : null;
  return count >= perPage ? String(page + 1) : null;
}

/** The page a cursor names (1 for none); a cursor that is not a page number starts over. */
export function pageOf(cursor: string | null): number {
  const n = Number(cursor);
  return cursor && Number.isInteger(n) && n >= 1 ? n : 1;
}
