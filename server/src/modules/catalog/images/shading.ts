import { shade, tint } from './color';
import { r1, type Svg } from './svg';

/**
 * Light comes from the upper left in every drawing, so all angles and products look like one
 * photo studio. These overlays are colour-independent (black and white at varying opacity), so
 * the same shading works on a white mug, a black one and a pink one.
 */
export type Finish = 'gloss' | 'matte' | 'metal' | 'frosted' | 'fabric' | 'paper';

/** Horizontal shading of a round body: dark edges, a soft core. */
export function cylinderShade(svg: Svg, finish: Finish) {
  // Cloth has no bright core: it is evenly lit across the front and only falls off at the sides,
  // so the mockup renderer finds nothing brighter than the body to read as gloss.
  if (finish === 'fabric')
    return svg.linear(
      [
        [0, '#000', 0.34],
        [0.06, '#000', 0.18],
        [0.2, '#000', 0.04],
        [0.28, '#000', 0],
        [0.66, '#000', 0],
        [0.82, '#000', 0.1],
        [0.94, '#000', 0.26],
        [1, '#000', 0.38],
      ],
      'x',
    );
  const k = finish === 'matte' ? 0.85 : finish === 'metal' ? 1.15 : finish === 'frosted' ? 0.6 : 1;
  // A glazed body is never quite white where it is lit: only its specular band is, which is how
  // the mockup renderer tells gloss (to lay over the ink) from the body's own colour.
  const floor = finish === 'gloss' ? 0.06 : 0;
  const stops: Array<[number, number]> = [
    [0, 0.36],
    [0.05, 0.22],
    [0.16, 0.07],
    [0.3, 0],
    [0.6, 0.02],
    [0.8, 0.12],
    [0.94, 0.28],
    [1, 0.4],
  ];
  return svg.linear(
    stops.map(
      ([at, dark]) =>
        [at, '#000', Math.round((floor + (1 - floor) * dark * k) * 1000) / 1000] as [number, string, number],
    ),
    'x',
  );
}

/** The specular band a studio light leaves on a round body. */
export function cylinderSpecular(svg: Svg, finish: Finish) {
  if (finish === 'metal')
    return svg.linear(
      [
        [0, '#fff', 0],
        [0.12, '#fff', 0.55],
        [0.2, '#fff', 0.1],
        [0.3, '#fff', 0.7],
        [0.38, '#fff', 0],
        [0.7, '#fff', 0.05],
        [0.82, '#fff', 0.35],
        [0.9, '#fff', 0],
      ],
      'x',
    );
  // Cloth scatters the light: no sheen at all (the mockup renderer would read any as gloss on the ink).
  const peak = finish === 'matte' ? 0.16 : finish === 'fabric' ? 0 : finish === 'frosted' ? 0.45 : 0.78;
  return svg.linear(
    [
      [0, '#fff', 0],
      [0.17, '#fff', 0],
      [0.235, '#fff', peak * 0.85],
      [0.27, '#fff', peak],
      [0.31, '#fff', 0],
      [0.8, '#fff', 0],
      [0.845, '#fff', peak * 0.3],
      [0.88, '#fff', 0],
    ],
    'x',
  );
}

/** Darkens the bottom of a standing object a little (light falls off towards the table). */
export function groundFalloff(svg: Svg) {
  return svg.linear(
    [
      [0, '#000', 0],
      [0.82, '#000', 0],
      [1, '#000', 0.13],
    ],
    'y',
  );
}

/** The soft shadow an object casts on the table, plus a darker contact shadow right under it. */
export function floorShadow(svg: Svg, cx: number, y: number, rx: number, ry: number) {
  const soft = svg.radial([
    [0, '#000', 0.28],
    [0.55, '#000', 0.12],
    [1, '#000', 0],
  ]);
  const contact = svg.radial([
    [0, '#000', 0.38],
    [0.7, '#000', 0.18],
    [1, '#000', 0],
  ]);
  svg.add(
    `<ellipse cx="${r1(cx + rx * 0.06)}" cy="${r1(y + ry * 0.25)}" rx="${r1(rx * 1.35)}" ry="${r1(ry * 2.1)}" fill="${soft}"/>`,
  );
  svg.add(`<ellipse cx="${r1(cx)}" cy="${r1(y)}" rx="${r1(rx * 1.02)}" ry="${r1(ry)}" fill="${contact}"/>`);
}

/**
 * A drop shadow under a flat object: the shape offset and filled faintly, then ringed by wider and
 * fainter strokes. Looks like a blur at a fraction of the cost (librsvg's blur filter takes about
 * a second on a 1000 px image; this takes milliseconds).
 */
export function flatShadow(svg: Svg, d: string, dx: number, dy: number, spread: number, opacity = 0.3) {
  const steps = 8;
  const parts: string[] = [];
  for (let i = steps; i >= 1; i--) {
    const w = (spread * 2 * i) / steps;
    parts.push(
      `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${Math.round(((opacity * 0.7) / steps) * 1000) / 1000}" stroke-width="${r1(w * 1.6)}" stroke-linejoin="round"/>`,
    );
  }
  svg.add(
    `<g transform="translate(${dx} ${dy})">${parts.join('')}<path d="${d}" fill="#000" fill-opacity="${r1(opacity * 0.35 * 100) / 100}"/></g>`,
  );
}

/** A tube look for a stroked path (handles, straps, rings): dark edge, body, highlight. */
export function tube(svg: Svg, d: string, color: string, width: number, finish: Finish = 'gloss') {
  const hl = finish === 'matte' ? 0.14 : finish === 'metal' ? 0.6 : 0.42;
  svg.add(
    `<path d="${d}" fill="none" stroke="${shade(color, 0.38)}" stroke-width="${r1(width)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  svg.add(
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${r1(width * 0.74)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(${r1(-width * 0.07)} ${r1(-width * 0.07)})"/>`,
  );
  svg.add(
    `<path d="${d}" fill="none" stroke="${tint(color, 0.55)}" stroke-opacity="${hl}" stroke-width="${r1(width * 0.2)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(${r1(-width * 0.2)} ${r1(-width * 0.16)})"/>`,
  );
}
