import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/**
 * Inter, bundled with the app, in its script subsets: the faces every PDF we draw (packing slips,
 * statements, invoices, the terms) prints with. Names, addresses and the configured brand are not
 * all Latin, and PDF's built-in Helvetica has no Ł, Ж or ệ. Each character is set in the first
 * subset that has it.
 */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'greek', 'vietnamese'] as const;
export type Face = { name: string; bytes: Buffer; chars: Set<number> };
let faces: { regular: Face[]; bold: Face[] } | null = null;

export function loadFaces() {
  if (faces) return faces;
  const load = (weight: number) =>
    SUBSETS.map((subset) => {
      const bytes = fs.readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      );
      const font = fontkit.create(bytes) as fontkit.Font;
      return { name: `inter-${subset}-${weight}`, bytes, chars: new Set(font.characterSet) };
    });
  faces = { regular: load(400), bold: load(600) };
  return faces;
}

/** The text cut into runs, each with the face that has its characters. */
export function runsOf(text: string, set: Face[]): Array<{ face: Face; text: string }> {
  const runs: Array<{ face: Face; text: string }> = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const face = set.find((f) => f.chars.has(cp)) ?? set[0]!;
    const last = runs.at(-1);
    if (last && last.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}
