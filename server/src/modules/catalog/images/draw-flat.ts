import type { PrintMask } from '@pressrun/domain';
import { shade, tint } from './color';
import { flatShadow, tube } from './shading';
import { r1, Svg } from './svg';
import { type Angle, CANVAS, type Drawing, type DrawingSpec, type Rect } from './types';

const C = CANVAS / 2;

/**
 * Flat products (posters, pads, coasters …) are seen straight on at 0°. At 90° the object has
 * turned a little to the right (its right edge recedes) and at 270° to the left; both are one
 * affine matrix of the 0° image, returned in mockup.views so the renderer can move a design the
 * same way.
 */
function viewMatrix(angle: Angle): [number, number, number, number, number, number] {
  if (angle === 0) return [1, 0, 0, 1, 0, 0];
  const a = 0.84;
  const b = angle === 90 ? -0.09 : 0.09;
  return [a, b, 0, 1, r1(C * (1 - a)), r1(-b * C)];
}

/**
 * A flat drawing with its print rectangle `area` (0° frame). `mask` is the printable face when it
 * is not the whole rectangle: round or rounded items, holes and slots the print must stay off.
 */
function flatDrawing(angle: Angle, area: Rect, draw: (svg: Svg) => void, mask?: PrintMask): Drawing {
  const svg = new Svg(CANVAS, CANVAS);
  const m = viewMatrix(angle);
  const inner = new Svg(CANVAS, CANVAS);
  draw(inner);
  // Draw into a group carrying the view's matrix (defs are shared through the inner writer).
  const markup = inner.toString();
  const defs = markup.slice(markup.indexOf('<defs>') + 6, markup.indexOf('</defs>'));
  const body = markup.slice(markup.indexOf('</defs>') + 7, markup.lastIndexOf('</svg>'));
  svg.def(defs);
  svg.add(`<g transform="matrix(${m.join(' ')})">${body}</g>`);
  return {
    svg: svg.toString(),
    mockup: {
      shape: 'flat',
      imageWidth: CANVAS,
      imageHeight: CANVAS,
      area,
      curve: 0,
      views: ([0, 90, 270] as const).map((a) => ({ angle: a, matrix: viewMatrix(a) })),
      ...(mask ? { mask } : {}),
    },
  };
}

const roundRect = (x: number, y: number, w: number, h: number, rad: number) =>
  `M${r1(x + rad)} ${r1(y)}H${r1(x + w - rad)}A${rad} ${rad} 0 0 1 ${r1(x + w)} ${r1(y + rad)}V${r1(y + h - rad)}A${rad} ${rad} 0 0 1 ${r1(x + w - rad)} ${r1(y + h)}H${r1(x + rad)}A${rad} ${rad} 0 0 1 ${r1(x)} ${r1(y + h - rad)}V${r1(y + rad)}A${rad} ${rad} 0 0 1 ${r1(x + rad)} ${r1(y)}Z`;

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`;

/** Fits a w:h sheet into a box, centred on the canvas. */
function fit(w: number, h: number, boxW: number, boxH: number): Rect {
  const k = Math.min(boxW / w, boxH / h);
  const width = Math.round(w * k);
  const height = Math.round(h * k);
  return { x: Math.round(C - width / 2), y: Math.round(C - height / 2), width, height };
}

/** Soft light across a flat face: brighter upper left, a touch darker lower right. */
function faceLight(svg: Svg, d: string, strength = 1) {
  svg.add(
    `<path d="${d}" fill="${svg.linear(
      [
        [0, '#fff', 0.35 * strength],
        [0.45, '#fff', 0],
        [1, '#000', 0.1 * strength],
      ],
      [0, 0, 1, 1],
    )}"/>`,
  );
}

const sizeOf = (size: string | undefined, fallback: [number, number]): [number, number] => {
  const m = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(size ?? '');
  return m ? [Number(m[1]), Number(m[2])] : fallback;
};

export function poster(spec: DrawingSpec, angle: Angle): Drawing {
  const [w, h] = sizeOf(spec.size, [18, 24]);
  const area = fit(w, h, 700, 800);
  return flatDrawing(angle, area, (svg) => {
    const d = roundRect(area.x, area.y, area.width, area.height, 2);
    flatShadow(svg, d, 10, 16, 14, 0.28);
    svg.add(`<path d="${d}" fill="${spec.color}"/>`);
    faceLight(svg, d, 0.6);
    // A little lift at the bottom corners, as a poster held by its top edge does.
    svg.add(
      `<path d="M${area.x} ${area.y + area.height - 40} L${area.x} ${area.y + area.height} L${area.x + 60} ${area.y + area.height}Z" fill="#000" fill-opacity="0.04"/>`,
    );
    svg.add(`<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="1.5"/>`);
  });
}

export function photoPanel(spec: DrawingSpec, angle: Angle): Drawing {
  const [w, h] = sizeOf(spec.size, [8, 10]);
  const panel = fit(w, h, 620, 760);
  const inset = 0;
  const area = { x: panel.x + inset, y: panel.y + inset, width: panel.width, height: panel.height };
  const face = roundRect(panel.x, panel.y, panel.width, panel.height, 14);
  return flatDrawing(
    angle,
    area,
    (svg) => {
      const d = face;
      flatShadow(svg, d, 14, 20, 16, 0.3);
      // Brushed edge, then the glossy white face.
      svg.add(
        `<path d="${roundRect(panel.x - 5, panel.y - 5, panel.width + 10, panel.height + 10, 18)}" fill="${svg.linear(
          [
            [0, '#e3e7ea'],
            [0.5, '#9aa3aa'],
            [1, '#d5dadf'],
          ],
          [0, 0, 1, 1],
        )}"/>`,
      );
      svg.add(`<path d="${d}" fill="${spec.color}"/>`);
      svg.add(
        `<path d="M${panel.x} ${panel.y + panel.height * 0.1} L${panel.x + panel.width * 0.55} ${panel.y} L${panel.x + panel.width * 0.75} ${panel.y} L${panel.x} ${panel.y + panel.height * 0.36}Z" fill="#fff" fill-opacity="0.25"/>`,
      );
      faceLight(svg, d, 0.5);
    },
    { face },
  );
}

export function mousePad(spec: DrawingSpec, angle: Angle): Drawing {
  const xl = spec.size === 'xl';
  const box = xl ? fit(31.5, 11.8, 880, 600) : fit(9.25, 7.75, 760, 700);
  const rad = xl ? 26 : 34;
  const face = roundRect(box.x, box.y, box.width, box.height, rad);
  return flatDrawing(
    angle,
    box,
    (svg) => {
      const d = face;
      const base = roundRect(box.x, box.y + 12, box.width, box.height, rad);
      flatShadow(svg, base, 6, 18, 14, 0.3);
      svg.add(`<path d="${base}" fill="#1e2124"/>`);
      svg.add(`<path d="${d}" fill="${spec.color}"/>`);
      faceLight(svg, d, 0.5);
      if (xl)
        svg.add(
          `<path d="${roundRect(box.x + 6, box.y + 6, box.width - 12, box.height - 12, rad - 6)}" fill="none" stroke="${shade(spec.color, 0.6)}" stroke-width="5" stroke-dasharray="10 6" stroke-opacity="0.7"/>`,
        );
    },
    { face },
  );
}

export function coaster(spec: DrawingSpec, angle: Angle): Drawing {
  const round = spec.size !== 'square';
  const r = 320;
  const area = { x: C - r, y: C - r - 8, width: 2 * r, height: 2 * r };
  // The print covers the glossy face only, never the cork back showing below it.
  const face = round ? circle(C, C - 8, r) : roundRect(area.x, area.y, area.width, area.height, 36);
  return flatDrawing(
    angle,
    area,
    (svg) => {
      const back = round ? circle(C, C + 8, r) : roundRect(area.x, area.y + 16, area.width, area.height, 36);
      flatShadow(svg, back, 8, 18, 14, 0.3);
      // Cork back, then the glossy hardboard face.
      svg.add(`<path d="${back}" fill="#b07a4a"/>`);
      svg.add(`<path d="${back}" fill="#000" fill-opacity="0.12"/>`);
      svg.add(`<path d="${face}" fill="${spec.color}"/>`);
      faceLight(svg, face, 0.6);
      svg.add(`<path d="${face}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`);
    },
    { face },
  );
}

export function tile(spec: DrawingSpec, angle: Angle): Drawing {
  const s = spec.size === '8x8' ? 680 : 620;
  const box = { x: C - s / 2, y: C - s / 2, width: s, height: s };
  const bevel = 14;
  const area = { x: box.x + bevel, y: box.y + bevel, width: s - 2 * bevel, height: s - 2 * bevel };
  return flatDrawing(angle, area, (svg) => {
    const d = roundRect(box.x, box.y, s, s, 10);
    flatShadow(svg, d, 10, 18, 14, 0.3);
    svg.add(
      `<path d="${d}" fill="${svg.linear(
        [
          [0, '#ffffff'],
          [1, '#cfd4d8'],
        ],
        [0, 0, 1, 1],
      )}"/>`,
    );
    const f = roundRect(area.x, area.y, area.width, area.height, 4);
    svg.add(`<path d="${f}" fill="${spec.color}"/>`);
    faceLight(svg, f, 0.5);
    svg.add(
      `<path d="M${area.x} ${area.y + area.height * 0.25} L${area.x + area.width * 0.25} ${area.y} L${area.x + area.width * 0.42} ${area.y} L${area.x} ${area.y + area.height * 0.42}Z" fill="#fff" fill-opacity="0.35"/>`,
    );
  });
}

export function pillow(spec: DrawingSpec, angle: Angle): Drawing {
  const s = spec.size === '18x18' ? 760 : 720;
  const x0 = C - s / 2;
  const y0 = C - s / 2;
  const pinch = 26;
  const d = [
    `M${x0} ${y0}`,
    `Q${C} ${y0 + pinch} ${x0 + s} ${y0}`,
    `Q${x0 + s - pinch} ${C} ${x0 + s} ${y0 + s}`,
    `Q${C} ${y0 + s - pinch} ${x0} ${y0 + s}`,
    `Q${x0 + pinch} ${C} ${x0} ${y0}Z`,
  ].join('');
  // The cover is printed edge to edge (the print area is the whole 16 or 18 in front); stuffed,
  // its seams pull in, so the print follows the pinched outline.
  const area = { x: x0, y: y0, width: s, height: s };
  return flatDrawing(
    angle,
    area,
    (svg) => {
      flatShadow(svg, d, 12, 20, 18, 0.32);
      svg.add(`<path d="${d}" fill="${spec.color}"/>`);
      // Puffed: shaded towards the pinched seams (fabric has no gloss, so nothing is lighter than it).
      svg.add(
        `<path d="${d}" fill="${svg.radial(
          [
            [0, '#000', 0],
            [0.6, '#000', 0.05],
            [1, '#000', 0.24],
          ],
          0.45,
          0.42,
          0.7,
        )}"/>`,
      );
      svg.add(
        `<path d="${d}" fill="none" stroke="${shade(spec.color, 0.25)}" stroke-width="4" stroke-opacity="0.6"/>`,
      );
      for (const [cx, cy] of [
        [x0, y0],
        [x0 + s, y0],
        [x0 + s, y0 + s],
        [x0, y0 + s],
      ] as const)
        svg.add(`<circle cx="${cx}" cy="${cy}" r="6" fill="${shade(spec.color, 0.2)}"/>`);
    },
    { face: d },
  );
}

/**
 * Hardboard keychains: a 1.5 × 2.5 in rectangle or a 2 in disc with a hole near the top, a jump
 * ring through it, a short chain and a split ring. The ring passes over the face between the hole
 * and the top edge, so the print leaves the hole and that strip bare.
 */
export function keychain(spec: DrawingSpec, angle: Angle): Drawing {
  const round = spec.size === 'round';
  const area: Rect = round
    ? { x: C - 220, y: 380, width: 440, height: 440 }
    : { x: C - 180, y: 330, width: 360, height: 600 };
  const holeY = area.y + 42;
  const face = round ? circle(C, area.y + 220, 220) : roundRect(area.x, area.y, area.width, area.height, 40);
  const mask: PrintMask = {
    face,
    cutouts: [circle(C, holeY, 18), roundRect(C - 9, area.y - 10, 18, holeY - area.y + 10, 6)],
  };
  return flatDrawing(
    angle,
    area,
    (svg) => {
      flatShadow(svg, face, 8, 14, 12, 0.3);
      svg.add(`<path d="${face}" fill="${shade(spec.color, 0.12)}" transform="translate(0 8)"/>`);
      svg.add(`<path d="${face}" fill="${spec.color}"/>`);
      faceLight(svg, face, 0.6);
      svg.add(`<circle cx="${C}" cy="${holeY}" r="16" fill="#d0d5d9"/>`);
      svg.add(`<circle cx="${C}" cy="${holeY}" r="11" fill="#8a939a"/>`);
      // Jump ring: up out of the hole, over the top edge, to a short chain and a split ring.
      tube(
        svg,
        `M${C} ${holeY + 4} C${C - 6} ${holeY - 24} ${C + 6} ${holeY - 58} ${C} ${holeY - 80}`,
        '#c3c9ce',
        10,
        'metal',
      );
      for (let i = 0; i < 3; i++) {
        const y = holeY - 100 - i * 34;
        svg.add(
          `<ellipse cx="${C}" cy="${y}" rx="${i % 2 ? 8 : 11}" ry="18" fill="none" stroke="#aeb6bc" stroke-width="6"/>`,
        );
      }
      svg.add(
        `<circle cx="${C}" cy="${holeY - 250}" r="70" fill="none" stroke="#b5bcc2" stroke-width="12"/>`,
      );
      svg.add(
        `<circle cx="${C}" cy="${holeY - 250}" r="70" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3" transform="translate(-4 -4)"/>`,
      );
    },
    mask,
  );
}

/** An aluminium luggage tag with rounded corners; the strap runs through a slot the print leaves bare. */
export function luggageTag(spec: DrawingSpec, angle: Angle): Drawing {
  const area = { x: C - 210, y: 250, width: 420, height: 700 };
  const face = roundRect(area.x, area.y, area.width, area.height, 34);
  const slot = roundRect(C - 62, area.y + 28, 124, 40, 14);
  return flatDrawing(
    angle,
    area,
    (svg) => {
      const d = face;
      // The strap loops through the slot and over the top.
      svg.add(
        `<path d="M${C - 40} ${area.y + 60} C${C - 80} ${area.y - 140} ${C + 80} ${area.y - 200} ${C + 50} ${area.y + 60}" fill="none" stroke="${shade(spec.color, 0.35)}" stroke-width="40" stroke-linecap="round"/>`,
      );
      svg.add(
        `<path d="M${C - 40} ${area.y + 60} C${C - 80} ${area.y - 140} ${C + 80} ${area.y - 200} ${C + 50} ${area.y + 60}" fill="none" stroke="${spec.color}" stroke-width="30" stroke-linecap="round"/>`,
      );
      flatShadow(svg, d, 8, 14, 12, 0.3);
      svg.add(`<path d="${d}" fill="#e7eaec" transform="translate(0 7)"/>`);
      svg.add(`<path d="${d}" fill="#ffffff"/>`);
      faceLight(svg, d, 0.5);
      svg.add(`<rect x="${C - 60}" y="${area.y + 40}" width="120" height="26" rx="13" fill="#59626a"/>`);
      svg.add(
        `<rect x="${C - 52}" y="${area.y + 30}" width="104" height="30" rx="10" fill="${spec.color}"/>`,
      );
      svg.add(
        `<rect x="${C - 52}" y="${area.y + 30}" width="104" height="12" rx="6" fill="#fff" fill-opacity="0.25"/>`,
      );
    },
    { face, cutouts: [slot] },
  );
}

export function tote(spec: DrawingSpec, angle: Angle): Drawing {
  const bag = { x: C - 330, y: 300, width: 660, height: 640 };
  const ps = 14 / 15;
  const area = {
    x: Math.round(C - (bag.width * ps) / 2),
    y: Math.round(bag.y + 40),
    width: Math.round(bag.width * ps),
    height: Math.round(bag.width * ps),
  };
  return flatDrawing(angle, area, (svg) => {
    const hcol = spec.color;
    for (const x of [C - 170, C + 170]) {
      const d = `M${x - 80} ${bag.y + 10} C${x - 80} ${bag.y - 230} ${x + 80} ${bag.y - 230} ${x + 80} ${bag.y + 10}`;
      svg.add(`<path d="${d}" fill="none" stroke="${shade(hcol, 0.3)}" stroke-width="34"/>`);
      svg.add(`<path d="${d}" fill="none" stroke="${hcol}" stroke-width="26"/>`);
      svg.add(
        `<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="2" stroke-dasharray="8 6" transform="translate(0 2)"/>`,
      );
    }
    const d = `M${bag.x} ${bag.y}H${bag.x + bag.width}L${bag.x + bag.width + 8} ${bag.y + bag.height}H${bag.x - 8}Z`;
    flatShadow(svg, d, 10, 16, 16, 0.28);
    svg.add(`<path d="${d}" fill="#fbfbfa"/>`);
    svg.add(
      `<path d="${d}" fill="${svg.linear(
        [
          [0, '#000', 0.06],
          [0.15, '#000', 0],
          [0.85, '#000', 0],
          [1, '#000', 0.08],
        ],
        'x',
      )}"/>`,
    );
    // Soft folds of the fabric.
    svg.add(
      `<path d="M${C - 120} ${bag.y + 40} Q${C - 150} ${bag.y + 330} ${C - 110} ${bag.y + bag.height - 10}" fill="none" stroke="#000" stroke-opacity="0.035" stroke-width="40"/>`,
    );
    svg.add(
      `<path d="M${C + 180} ${bag.y + 60} Q${C + 150} ${bag.y + 330} ${C + 200} ${bag.y + bag.height - 10}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="30"/>`,
    );
    svg.add(`<rect x="${bag.x}" y="${bag.y}" width="${bag.width}" height="22" fill="${tint(hcol, 0.1)}"/>`);
    svg.add(
      `<rect x="${bag.x}" y="${bag.y + 18}" width="${bag.width}" height="4" fill="#000" fill-opacity="0.12"/>`,
    );
    svg.add(`<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.1" stroke-width="2"/>`);
  });
}
