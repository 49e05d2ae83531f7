import { gte, lt, type SQL } from 'drizzle-orm';

/**
 * A stretch of time, [from, to); `from` null: everything before `to` (a statement's opening
 * balance). The owners' read models that statements sum filter their rows by it the same way.
 */
export interface Span {
  from: Date | null;
  to: Date;
}

/** The conditions keeping `col` inside the span. */
export const within = (col: Parameters<typeof gte>[0], span: Span): SQL[] =>
  span.from ? [gte(col, span.from), lt(col, span.to)] : [lt(col, span.to)];
