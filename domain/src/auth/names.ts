// Small zod-free helpers: kept apart from the schemas so pages that need only these
// do not pull zod into the entry bundle.

/** A `next` URL is honoured only when it is a local path (no scheme, no protocol-relative `//`). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/[\r\n\t]/.test(next)) return null;
  return next;
}

/** 'jane doe' → 'Jane' — the checklist greets by first name, capitalised. */
export function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first ? first[0]!.toUpperCase() + first.slice(1) : '';
}

/** Splits a full name into first and last name for the user record. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  return { first_name: parts[0] ?? '', last_name: parts.slice(1).join(' ') };
}
