import type { Layer } from '@pressrun/domain';
import sharp from 'sharp';
import type { Affine } from './flat';
import type { MockupGeometry } from './preview';

/**
 * Product photos drawn for tests and the benchmark (the catalogue draws its own): a white glossy
 * mug at 0°, 90° and 270° and a flat pad, 1000 × 1000 like the catalogue's images.
 */
export const TEST_MUG_GEOMETRY: MockupGeometry = {
  imageWidth: 1000,
  imageHeight: 1000,
  area: { x: 290, y: 330, width: 420, height: 420 },
  curve: 0.1,
};

export const TEST_FLAT_GEOMETRY: MockupGeometry = {
  imageWidth: 1000,
  imageHeight: 1000,
  area: { x: 150, y: 250, width: 700, height: 500 },
};

export function testMugSvg(angle: 0 | 90 | 270): string {
  const { x, width } = TEST_MUG_GEOMETRY.area;
  const r = width / 2;
  const cx = x + r;
  const top = 300;
  const bottom = 790;
  const ry = r * 0.1;
  const side = angle === 90 ? 1 : -1;
  const handle =
    angle === 0
      ? ''
      : `<path d="M${cx + side * (r - 10)} 400 C${cx + side * (r + 150)} 380 ${cx + side * (r + 150)} 660 ${cx + side * (r - 10)} 680" fill="none" stroke="#e8e8e8" stroke-width="44"/>` +
        `<path d="M${cx + side * (r - 10)} 400 C${cx + side * (r + 150)} 380 ${cx + side * (r + 150)} 660 ${cx + side * (r - 10)} 680" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="44"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">
<defs>
<linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-opacity="0.38"/><stop offset="0.18" stop-opacity="0.08"/><stop offset="0.32" stop-opacity="0"/><stop offset="0.62" stop-opacity="0.03"/><stop offset="0.85" stop-opacity="0.16"/><stop offset="1" stop-opacity="0.42"/></linearGradient>
<linearGradient id="spec" x1="0" x2="1"><stop offset="0.2" stop-color="#fff" stop-opacity="0"/><stop offset="0.27" stop-color="#fff" stop-opacity="0.9"/><stop offset="0.31" stop-color="#fff" stop-opacity="0"/></linearGradient>
<radialGradient id="floor"><stop offset="0" stop-opacity="0.3"/><stop offset="1" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1000" height="1000" fill="#f4f5f7"/>
<ellipse cx="${cx}" cy="${bottom + 6}" rx="${r * 1.25}" ry="${ry * 2.4}" fill="url(#floor)"/>
${handle}
<path d="M${cx - r} ${top} L${cx - r} ${bottom} A${r} ${ry} 0 0 0 ${cx + r} ${bottom} L${cx + r} ${top} A${r} ${ry} 0 0 1 ${cx - r} ${top}Z" fill="#ececec"/>
<path d="M${cx - r} ${top} L${cx - r} ${bottom} A${r} ${ry} 0 0 0 ${cx + r} ${bottom} L${cx + r} ${top} A${r} ${ry} 0 0 1 ${cx - r} ${top}Z" fill="url(#shade)"/>
<path d="M${cx - r} ${top} L${cx - r} ${bottom} A${r} ${ry} 0 0 0 ${cx + r} ${bottom} L${cx + r} ${top} A${r} ${ry} 0 0 1 ${cx - r} ${top}Z" fill="url(#spec)"/>
<ellipse cx="${cx}" cy="${top}" rx="${r}" ry="${ry}" fill="#f7f7f7"/>
<ellipse cx="${cx}" cy="${top + 2}" rx="${r - 12}" ry="${ry - 2}" fill="#cfd2d6"/>
</svg>`;
}

/** Flat products turn a little at 90° and 270° (as the catalogue's drawings do). */
export const testFlatMatrix = (angle: 0 | 90 | 270): Affine =>
  angle === 0 ? [1, 0, 0, 1, 0, 0] : [0.84, angle === 90 ? -0.09 : 0.09, 0, 1, 80, angle === 90 ? 45 : -45];

export function testFlatSvg(angle: 0 | 90 | 270 = 0): string {
  const { x, y, width, height } = TEST_FLAT_GEOMETRY.area;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">
<rect width="1000" height="1000" fill="#eef0f3"/>
<g transform="matrix(${testFlatMatrix(angle).join(' ')})">
<rect x="${x}" y="${y + 10}" width="${width}" height="${height}" rx="24" fill="#202225"/>
<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="24" fill="#f2f2f2"/>
</g></svg>`;
}

export const renderSvg = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

/** An image layer for tests: a 100 × 100 box at the origin unless `box` says otherwise. */
export const imageLayer = (source: string, box: Partial<Layer> = {}): Layer => ({
  id: source,
  type: 'image',
  source,
  left: 0,
  top: 0,
  width: 100,
  height: 100,
  rotation: 0,
  ...box,
});
