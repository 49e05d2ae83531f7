import { SiteLink } from '../app/site-nav';
import classes from './Brand.module.css';

/** The press/roller mark: a roller over a sheet, drawn as SVG in the repo. */
export function BrandMark({ size = 28, light = false }: { size?: number; light?: boolean }) {
  // On dark backgrounds the tile turns paper-white so the mark keeps its outline.
  const tile = light ? '#f8f9fa' : '#1d3557';
  const roller = light ? '#1d3557' : '#f8f9fa';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill={tile} />
      <rect x="6" y="8" width="20" height="7" rx="3.5" fill={roller} />
      <circle cx="16" cy="11.5" r="2" fill={tile} />
      <rect x="6" y="19" width="20" height="5" rx="1.5" fill="#e63946" />
    </svg>
  );
}

/** The wordmark "PressRun" with its mark; links home. `light` for dark backgrounds. */
export function Brand({ light = false, to = '/' }: { light?: boolean; to?: string }) {
  return (
    <SiteLink href={to} className={classes.brand} data-light={light || undefined} aria-label="PressRun home">
      <BrandMark light={light} />
      <span className={classes.word}>
        Press<span className={classes.run}>Run</span>
      </span>
    </SiteLink>
  );
}
