import { luminance, shade, tint } from './color';
import { cylinderShade, cylinderSpecular, type Finish, floorShadow, groundFalloff, tube } from './shading';
import { r1, type Svg } from './svg';

/**
 * Round vessels seen from the side, camera a little above the rim (so rims are thin ellipses).
 *
 * ANGLE CONVENTION (shared with the mockup renderer through `product.mockup.views`):
 * the print file wraps the body starting at the handle (u = 0, the seam) and going round to the
 * handle again (u = 1); seen from outside, the file's left edge is next to the handle.
 * - 0°: the handle is straight behind the body, hidden; the viewer sees the middle of the wrap
 *   (u = 0.5 at the centre of the body).
 * - 90°: the mug has turned so the handle sticks out on the RIGHT in profile; the viewer sees
 *   the right half of the wrap (u = 0.5 at the left edge … u = 1 at the handle), centre u = 0.75.
 * - 270°: the handle sticks out on the LEFT; the viewer sees the left half (centre u = 0.25).
 * So the visible centre is u = 0.5 + angle / 360 (mod 1). The body sits at the same place in all
 * three images, so one print rectangle serves every angle.
 */
export type Angle = 0 | 90 | 270;

export interface HandleSpec {
  color: string;
  /** y of the upper and lower attach points */
  top: number;
  bottom: number;
  /** how far the handle reaches beyond the body's edge */
  reach: number;
  thickness: number;
  shape?: 'd' | 'square' | 'thin';
  finish?: Finish;
}

export interface VesselSpec {
  cx: number;
  top: number;
  bottom: number;
  rTop: number;
  rBottom: number;
  /** ellipse ry / rx of the rims (how far above the rim the camera is) */
  ellipse: number;
  exterior: string;
  interior: string;
  finish: Finish;
  /** colour of the rim band (enamel cups have a dark rolled rim); default: the exterior */
  rimColor?: string;
  rimWidth?: number;
  /** false when a lid sits on top (the caller draws it) */
  open?: boolean;
  handle?: HandleSpec;
  /** translucent body (glass): opacity of the fill */
  glass?: number;
}

/** The body's radius at height y (a straight taper from the rim to the bottom). */
export const rAt = (v: VesselSpec, y: number) =>
  v.rTop + ((v.rBottom - v.rTop) * (y - v.top)) / (v.bottom - v.top);

export function bodyPath(v: VesselSpec) {
  const ryT = v.rTop * v.ellipse;
  const ryB = v.rBottom * v.ellipse;
  const { cx, top, bottom } = v;
  return [
    `M${r1(cx - v.rTop)} ${r1(top)}`,
    `L${r1(cx - v.rBottom)} ${r1(bottom)}`,
    `A${r1(v.rBottom)} ${r1(ryB)} 0 0 0 ${r1(cx + v.rBottom)} ${r1(bottom)}`,
    `L${r1(cx + v.rTop)} ${r1(top)}`,
    `A${r1(v.rTop)} ${r1(ryT)} 0 0 1 ${r1(cx - v.rTop)} ${r1(top)}Z`,
  ].join('');
}

function handlePath(v: VesselSpec, h: HandleSpec, side: 1 | -1) {
  const hh = h.bottom - h.top;
  const xa = v.cx + side * (rAt(v, h.top) - h.thickness * 0.4);
  const xb = v.cx + side * (rAt(v, h.bottom) - h.thickness * 0.4);
  const edge = v.cx + side * (Math.max(rAt(v, h.top), rAt(v, h.bottom)) + h.reach);
  const s = side;
  if (h.shape === 'square') {
    return [
      `M${r1(xa)} ${r1(h.top)}`,
      `L${r1(edge - s * h.reach * 0.35)} ${r1(h.top)}`,
      `Q${r1(edge)} ${r1(h.top)} ${r1(edge)} ${r1(h.top + hh * 0.18)}`,
      `L${r1(edge)} ${r1(h.bottom - hh * 0.22)}`,
      `Q${r1(edge)} ${r1(h.bottom)} ${r1(edge - s * h.reach * 0.45)} ${r1(h.bottom)}`,
      `L${r1(xb)} ${r1(h.bottom)}`,
    ].join('');
  }
  const lift = h.shape === 'thin' ? 0.02 : 0.05;
  return [
    `M${r1(xa)} ${r1(h.top)}`,
    `C${r1(xa + (edge - xa) * 0.8)} ${r1(h.top - hh * lift)} ${r1(edge)} ${r1(h.top + hh * 0.12)} ${r1(edge)} ${r1(h.top + hh * 0.46)}`,
    `C${r1(edge)} ${r1(h.bottom - hh * 0.14)} ${r1(xb + (edge - xb) * 0.75)} ${r1(h.bottom + hh * lift)} ${r1(xb)} ${r1(h.bottom)}`,
  ].join('');
}

/** Draws the vessel (shadow, handle, body, rim) and returns the body path for callers' extras. */
export function drawVessel(svg: Svg, v: VesselSpec, angle: Angle) {
  const ryT = v.rTop * v.ellipse;
  const ryB = v.rBottom * v.ellipse;
  floorShadow(svg, v.cx, v.bottom + ryB * 0.35, v.rBottom, Math.max(ryB, 14));

  // The handle is behind the body's silhouette where it joins, so it is drawn first.
  const d = bodyPath(v);
  if (v.handle && angle !== 0) {
    const side = angle === 90 ? 1 : -1;
    // Through a glass body the handle's roots would show, and the print over them would darken:
    // the handle is drawn outside the body only.
    const outside = v.glass === undefined ? null : svg.id('cp');
    if (outside) {
      svg.def(
        `<clipPath id="${outside}"><path clip-rule="evenodd" d="M0 0H${svg.width}V${svg.height}H0Z${d}"/></clipPath>`,
      );
      svg.add(`<g clip-path="url(#${outside})">`);
    }
    tube(svg, handlePath(v, v.handle, side), v.handle.color, v.handle.thickness, v.handle.finish ?? v.finish);
    if (outside) svg.add('</g>');
  }

  const fillOpacity = v.glass ?? 1;
  svg.add(`<path d="${d}" fill="${v.exterior}" fill-opacity="${fillOpacity}"/>`);
  if (v.glass !== undefined) {
    // Thick glass looks brighter at the silhouette, where the light travels through more of it.
    svg.add(
      `<path d="${d}" fill="${svg.linear(
        [
          [0, '#ffffff', 0.85],
          [0.08, '#ffffff', 0.35],
          [0.25, '#ffffff', 0.05],
          [0.75, '#ffffff', 0.05],
          [0.92, '#ffffff', 0.35],
          [1, '#ffffff', 0.85],
        ],
        'x',
      )}"/>`,
    );
  }
  svg.add(`<path d="${d}" fill="${cylinderShade(svg, v.finish)}"/>`);
  svg.add(`<path d="${d}" fill="${cylinderSpecular(svg, v.finish)}"/>`);
  svg.add(`<path d="${d}" fill="${groundFalloff(svg)}"/>`);
  svg.add(`<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="1.6"/>`);

  if (v.open !== false) drawOpenRim(svg, v, ryT);
  return d;
}

/** The rim seen from a little above: a ring in the rim colour and the lit inside wall. */
function drawOpenRim(svg: Svg, v: VesselSpec, ryT: number) {
  const rimW = v.rimWidth ?? Math.max(6, v.rTop * 0.045);
  const rim = v.rimColor ?? (luminance(v.exterior) > 0.8 ? '#f3f4f5' : tint(v.exterior, 0.12));
  const rIn = v.rTop - rimW;
  const ryIn = ryT * (rIn / v.rTop);
  const { cx, top } = v;
  svg.add(
    `<ellipse cx="${cx}" cy="${r1(top)}" rx="${r1(v.rTop)}" ry="${r1(ryT)}" fill="${rim}" fill-opacity="${v.glass !== undefined ? 0.9 : 1}"/>`,
  );
  svg.add(
    `<ellipse cx="${cx}" cy="${r1(top)}" rx="${r1(v.rTop)}" ry="${r1(ryT)}" fill="${svg.linear([
      [0, '#000', 0.28],
      [0.2, '#000', 0.06],
      [0.5, '#000', 0],
      [0.8, '#000', 0.08],
      [1, '#000', 0.3],
    ])}"/>`,
  );
  const inner = v.glass !== undefined ? tint(v.interior, 0.3) : v.interior;
  svg.add(
    `<ellipse cx="${cx}" cy="${r1(top + ryT * 0.04)}" rx="${r1(rIn)}" ry="${r1(ryIn)}" fill="${inner}" fill-opacity="${v.glass ?? 1}"/>`,
  );
  svg.add(
    `<ellipse cx="${cx}" cy="${r1(top + ryT * 0.04)}" rx="${r1(rIn)}" ry="${r1(ryIn)}" fill="${svg.linear(
      [
        [0, '#000', 0.05],
        [0.45, '#000', 0.12],
        [0.75, '#000', 0.32],
        [1, '#000', 0.5],
      ],
      'y',
    )}"/>`,
  );
  // A glint along the front-left of the rim.
  svg.add(
    `<path d="M${r1(cx - v.rTop * 0.92)} ${r1(top + ryT * 0.39)} A${r1(v.rTop)} ${r1(ryT)} 0 0 0 ${r1(cx - v.rTop * 0.2)} ${r1(top + ryT * 0.98)}" fill="none" stroke="#fff" stroke-opacity="${v.finish === 'matte' ? 0.25 : 0.7}" stroke-width="${r1(Math.max(2, rimW * 0.35))}" stroke-linecap="round"/>`,
  );
  // The shadow the front rim throws into the cup.
  svg.add(
    `<path d="M${r1(cx - rIn)} ${r1(top)} A${r1(rIn)} ${r1(ryIn)} 0 0 0 ${r1(cx + rIn)} ${r1(top)}" fill="none" stroke="${shade(v.interior, 0.5)}" stroke-opacity="0.35" stroke-width="${r1(rimW * 0.6)}"/>`,
  );
}

/**
 * The body as a surface a print wraps, drawn at `pxPerInch`: the band from `band.top` to
 * `band.bottom` (default: under the rim to just above the bottom edge).
 */
export function wrapSurface(v: VesselSpec, pxPerInch: number, band: { top?: number; bottom?: number } = {}) {
  const top = band.top ?? v.top + v.rTop * v.ellipse + 4;
  const bottom = band.bottom ?? v.bottom - 4;
  return { pxPerInch, cx: v.cx, top, bottom, radiusTop: rAt(v, top), radiusBottom: rAt(v, bottom) };
}
