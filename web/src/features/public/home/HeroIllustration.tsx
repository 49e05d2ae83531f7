/**
 * The hero's product scene, drawn here so the public site loads no images from anywhere:
 * a printed mug, a water bottle and a shipping box, with an order card floating over them.
 */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 560 500"
      width="100%"
      role="img"
      aria-label="A custom printed mug, a water bottle and a shipping box ready to go"
      style={{
        display: 'block',
        maxWidth: 560,
        fontFamily: "'Inter Variable', Inter, system-ui, sans-serif",
      }}
    >
      <defs>
        <radialGradient id="hero-bg" cx="50%" cy="45%" r="60%">
          <stop offset="0" stopColor="#dfe8f2" />
          <stop offset="1" stopColor="#eef3f8" />
        </radialGradient>
        <linearGradient id="hero-mug" x1="0" x2="1">
          <stop offset="0" stopColor="#d9dfe6" />
          <stop offset="0.18" stopColor="#f7f8fa" />
          <stop offset="0.5" stopColor="#ffffff" />
          <stop offset="0.82" stopColor="#eef1f4" />
          <stop offset="1" stopColor="#cdd4dc" />
        </linearGradient>
        <linearGradient id="hero-bottle" x1="0" x2="1">
          <stop offset="0" stopColor="#2d6a8f" />
          <stop offset="0.35" stopColor="#5a99c2" />
          <stop offset="0.6" stopColor="#457b9d" />
          <stop offset="1" stopColor="#215e80" />
        </linearGradient>
        <linearGradient id="hero-sun" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ef4752" />
          <stop offset="1" stopColor="#e63946" />
        </linearGradient>
        <clipPath id="hero-badge">
          <circle cx="290" cy="304" r="60" />
        </clipPath>
        <pattern id="hero-dots" width="18" height="18" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.6" fill="#1d3557" opacity="0.13" />
        </pattern>
        <filter id="hero-shadow" x="-20%" y="-20%" width="140%" height="160%">
          <feDropShadow dx="0" dy="10" stdDeviation="12" floodColor="#1d3557" floodOpacity="0.14" />
        </filter>
        <filter id="hero-soft" x="-10%" y="-10%" width="120%" height="130%">
          <feDropShadow dx="0" dy="6" stdDeviation="6" floodColor="#1d3557" floodOpacity="0.12" />
        </filter>
      </defs>

      {/* backdrop */}
      <rect x="300" y="20" width="240" height="200" fill="url(#hero-dots)" />
      <rect x="10" y="330" width="170" height="150" fill="url(#hero-dots)" />
      <circle cx="300" cy="262" r="216" fill="url(#hero-bg)" />
      <ellipse cx="318" cy="446" rx="236" ry="16" fill="#1d3557" opacity="0.09" />

      <WaterBottle />
      <Mug />
      <MugPrint />
      <ShippingBox />
      <OrderShippedCard />
      <FactoryChip />

      {/* sparkles */}
      <path d="M520 210 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 Z" fill="#e63946" opacity="0.85" />
      <path d="M70 110 l3 7 l7 3 l-7 3 l-3 7 l-3 -7 l-7 -3 l7 -3 Z" fill="#457b9d" opacity="0.8" />
      <circle cx="236" cy="120" r="5" fill="#e63946" opacity="0.5" />
    </svg>
  );
}

/** The water bottle at the back, with its wave print. */
function WaterBottle() {
  return (
    <g filter="url(#hero-soft)">
      <rect x="130" y="66" width="50" height="34" rx="9" fill="#1d3557" />
      <rect x="138" y="58" width="34" height="12" rx="5" fill="#14263f" />
      <rect x="136" y="98" width="38" height="22" fill="#215e80" />
      <rect x="112" y="116" width="86" height="326" rx="36" fill="url(#hero-bottle)" />
      <rect x="124" y="150" width="8" height="250" rx="4" fill="#ffffff" opacity="0.22" />
      <path d="M112 250 q21 -16 43 0 t43 0" stroke="#f8f9fa" strokeWidth="6" fill="none" opacity="0.9" />
      <path d="M112 272 q21 -16 43 0 t43 0" stroke="#f8f9fa" strokeWidth="6" fill="none" opacity="0.6" />
      <path d="M112 294 q21 -16 43 0 t43 0" stroke="#f8f9fa" strokeWidth="6" fill="none" opacity="0.35" />
    </g>
  );
}

/** The white mug in front, handle and rim, lifted off the page by a shadow. */
function Mug() {
  return (
    <g filter="url(#hero-shadow)">
      <path
        d="M384 238 C 462 238, 462 378, 384 378"
        stroke="#c9d1da"
        strokeWidth="30"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M384 238 C 462 238, 462 378, 384 378"
        stroke="#ffffff"
        strokeWidth="20"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M190 196 L190 414 Q190 442 222 444 L358 444 Q390 442 390 414 L390 196 Z"
        fill="url(#hero-mug)"
      />
      <ellipse cx="290" cy="196" rx="100" ry="17" fill="#eef1f4" stroke="#d5dbe2" strokeWidth="2" />
      <ellipse cx="290" cy="198" rx="90" ry="12" fill="#c9d1da" />
      <ellipse cx="290" cy="201" rx="84" ry="9" fill="#b8c2cd" />
    </g>
  );
}

/** The print on the mug: a sunset-over-waves badge and its caption. */
function MugPrint() {
  return (
    <g>
      <circle cx="290" cy="304" r="62" fill="#1d3557" />
      <g clipPath="url(#hero-badge)">
        <circle cx="290" cy="300" r="24" fill="url(#hero-sun)" />
        <path d="M222 348 L258 300 L278 322 L304 286 L360 348 Z" fill="#457b9d" />
        <path d="M280 348 L304 314 L330 348 Z" fill="#a8c5da" opacity="0.55" />
        <path d="M226 340 q16 -8 32 0 t32 0 t32 0 t32 0" stroke="#f8f9fa" strokeWidth="4" fill="none" />
        <path d="M226 352 q16 -8 32 0 t32 0 t32 0 t32 0" stroke="#f8f9fa" strokeWidth="4" fill="none" />
      </g>
      <circle cx="290" cy="304" r="56" fill="none" stroke="#f8f9fa" strokeWidth="2" strokeDasharray="3 5" />
      <text
        x="290"
        y="396"
        textAnchor="middle"
        fontSize="12"
        fontWeight="800"
        letterSpacing="3"
        fill="#1d3557"
      >
        COAST TO COAST
      </text>
    </g>
  );
}

/** The shipping box beside the mug, with its address label and barcode. */
function ShippingBox() {
  return (
    <g filter="url(#hero-soft)">
      <path d="M404 340 L430 314 L548 314 L522 340 Z" fill="#e8c08d" />
      <path d="M522 340 L548 314 L548 418 L522 444 Z" fill="#c48f52" />
      <rect x="404" y="340" width="118" height="104" fill="#d9a86c" />
      <path d="M454 340 L480 314 L498 314 L472 340 Z" fill="#f1d6ae" />
      <rect x="454" y="340" width="18" height="30" fill="#f1d6ae" />
      <rect x="418" y="378" width="66" height="50" rx="4" fill="#ffffff" />
      <rect x="426" y="386" width="32" height="4" rx="2" fill="#1d3557" />
      <rect x="426" y="394" width="22" height="3" rx="1.5" fill="#adb5bd" />
      <g fill="#1d3557">
        <rect x="426" y="406" width="2" height="14" />
        <rect x="430" y="406" width="4" height="14" />
        <rect x="436" y="406" width="2" height="14" />
        <rect x="440" y="406" width="3" height="14" />
        <rect x="445" y="406" width="2" height="14" />
        <rect x="449" y="406" width="4" height="14" />
        <rect x="455" y="406" width="2" height="14" />
        <rect x="459" y="406" width="3" height="14" />
        <rect x="464" y="406" width="2" height="14" />
        <rect x="468" y="406" width="4" height="14" />
        <rect x="474" y="406" width="2" height="14" />
      </g>
      <rect x="466" y="384" width="12" height="12" rx="2" fill="#e63946" />
    </g>
  );
}

/** The floating card saying an order has shipped. */
function OrderShippedCard() {
  return (
    <g transform="translate(318 64)" filter="url(#hero-shadow)">
      <rect width="222" height="68" rx="14" fill="#ffffff" />
      <circle cx="34" cy="34" r="18" fill="#e6f6ec" />
      <path
        d="M26 34 l6 6 l11 -12"
        stroke="#2f9e44"
        strokeWidth="3.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="62" y="30" fontSize="14" fontWeight="700" fill="#1d3557">
        Order #1042 shipped
      </text>
      <text x="62" y="49" fontSize="12" fill="#6b7a90">
        USPS · arrives in 2-3 days
      </text>
    </g>
  );
}

/** The floating chip saying where printing happens now. */
function FactoryChip() {
  return (
    <g transform="translate(18 170)" filter="url(#hero-shadow)">
      <rect width="176" height="60" rx="14" fill="#ffffff" />
      <rect x="14" y="14" width="32" height="32" rx="9" fill="#ffe9eb" />
      <path d="M21 40 V28 l6 4 v-4 l6 4 v-4 l6 4 v12 Z" fill="#e63946" />
      <text x="58" y="27" fontSize="11" fill="#6b7a90">
        Printing now
      </text>
      <text x="58" y="44" fontSize="13" fontWeight="700" fill="#1d3557">
        East &amp; West Coast
      </text>
    </g>
  );
}
