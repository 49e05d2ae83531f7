/** The 404 illustration: a mug whose "404" came off the press crooked, smeared and out of register. */
export function MisprintedMug() {
  return (
    <svg
      viewBox="0 0 400 300"
      width="100%"
      role="img"
      aria-label="A misprinted mug: the 404 on it is crooked and smudged"
      style={{
        display: 'block',
        maxWidth: 420,
        fontFamily: "'Inter Variable', Inter, system-ui, sans-serif",
      }}
      data-testid="not-found-image"
    >
      <defs>
        <linearGradient id="nf-mug" x1="0" x2="1">
          <stop offset="0" stopColor="#d9dfe6" />
          <stop offset="0.2" stopColor="#f7f8fa" />
          <stop offset="0.5" stopColor="#ffffff" />
          <stop offset="0.85" stopColor="#eceff3" />
          <stop offset="1" stopColor="#cdd4dc" />
        </linearGradient>
        <clipPath id="nf-body">
          <path d="M112 78 L112 236 Q112 258 138 260 L242 260 Q268 258 268 236 L268 78 Z" />
        </clipPath>
        <filter id="nf-shadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="10" stdDeviation="10" floodColor="#1d3557" floodOpacity="0.14" />
        </filter>
        <pattern id="nf-dots" width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.5" fill="#1d3557" opacity="0.12" />
        </pattern>
      </defs>

      <circle cx="200" cy="160" r="130" fill="#eef3f8" />
      <rect x="292" y="24" width="96" height="80" fill="url(#nf-dots)" />
      <rect x="12" y="190" width="90" height="80" fill="url(#nf-dots)" />
      <ellipse cx="206" cy="268" rx="150" ry="10" fill="#1d3557" opacity="0.09" />

      {/* ink spilt beside the mug */}
      <path
        d="M286 262 q10 -14 30 -8 q18 -8 26 4 q14 2 8 10 q-6 8 -30 6 q-22 4 -34 -12 Z"
        fill="#e63946"
        opacity="0.9"
      />
      <circle cx="362" cy="252" r="4" fill="#e63946" opacity="0.8" />
      <circle cx="276" cy="250" r="3" fill="#e63946" opacity="0.7" />

      <MugBody />

      <MisprintedPrint />

      {/* a smudge thumbprint and a stray drop */}
      <ellipse
        cx="146"
        cy="118"
        rx="9"
        ry="12"
        fill="none"
        stroke="#1d3557"
        strokeWidth="1.4"
        opacity="0.25"
        strokeDasharray="3 3"
        transform="rotate(-20 146 118)"
      />
      <path d="M92 60 q6 10 0 14 q-6 -4 0 -14 Z" fill="#e63946" opacity="0.85" />
      <path d="M332 150 l3 7 l7 3 l-7 3 l-3 7 l-3 -7 l-7 -3 l7 -3 Z" fill="#457b9d" opacity="0.8" />
    </svg>
  );
}

/** The white mug itself: handle, body and rim, lifted off the page by a soft shadow. */
function MugBody() {
  return (
    <g filter="url(#nf-shadow)">
      <path
        d="M266 110 C 330 110, 330 222, 266 222"
        stroke="#c9d1da"
        strokeWidth="26"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M266 110 C 330 110, 330 222, 266 222"
        stroke="#ffffff"
        strokeWidth="17"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M112 78 L112 236 Q112 258 138 260 L242 260 Q268 258 268 236 L268 78 Z" fill="url(#nf-mug)" />
      <ellipse cx="190" cy="78" rx="78" ry="13" fill="#eef1f4" stroke="#d5dbe2" strokeWidth="2" />
      <ellipse cx="190" cy="80" rx="70" ry="9" fill="#c9d1da" />
    </g>
  );
}

/** The misprint: three colour passes that did not line up, running off the edge. */
function MisprintedPrint() {
  return (
    <g clipPath="url(#nf-body)">
      <g transform="rotate(-9 200 180)">
        <text
          x="212"
          y="196"
          textAnchor="middle"
          fontSize="78"
          fontWeight="800"
          fill="#457b9d"
          opacity="0.55"
        >
          404
        </text>
        <text x="200" y="190" textAnchor="middle" fontSize="78" fontWeight="800" fill="#e63946" opacity="0.6">
          404
        </text>
        <text x="205" y="186" textAnchor="middle" fontSize="78" fontWeight="800" fill="#1d3557">
          404
        </text>
        <path d="M150 188 q2 18 0 30 q-2 6 -4 0 q-2 -12 4 -30 Z" fill="#1d3557" />
        <path d="M232 190 q3 22 1 34 q-3 7 -5 0 q-1 -16 4 -34 Z" fill="#1d3557" />
        <path d="M268 186 q2 12 0 20 q-2 4 -3 0 q-1 -8 3 -20 Z" fill="#1d3557" />
      </g>
      <path d="M112 214 q40 -8 80 6 t80 -4 L268 262 L112 262 Z" fill="#1d3557" opacity="0.05" />
    </g>
  );
}
