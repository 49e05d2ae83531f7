/** Drawn in place of a product photo that is missing or fails to load: a plain blank mug. */
export function ProductPlaceholder() {
  return (
    <svg viewBox="0 0 120 120" width="56%" aria-hidden="true">
      <path d="M84 46 c18 0 18 30 0 30" stroke="#ced4da" strokeWidth="7" fill="none" strokeLinecap="round" />
      <path d="M34 36 v50 q0 8 8 8 h34 q8 0 8 -8 v-50 Z" fill="#ffffff" stroke="#ced4da" strokeWidth="2" />
      <ellipse cx="59" cy="36" rx="25" ry="5" fill="#e9ecef" stroke="#ced4da" strokeWidth="2" />
      <rect x="46" y="54" width="26" height="18" rx="3" fill="#e9ecef" />
    </svg>
  );
}
