import type { VariantRow } from './repo';
import type { Family, Snapshot } from './snapshot';

/** Lower case, accents and punctuation away: 'Ceramic Coffee Mug, 11 oz' → 'ceramic coffee mug 11 oz'. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.&]+/g, ' ')
    .trim();

/** 'mugs' finds 'mug' and 'bottles' finds 'bottle': a light plural stemmer is all a catalogue needs. */
const stem = (t: string) => (t.length > 3 && t.endsWith('s') && !t.endsWith('ss') ? t.slice(0, -1) : t);

const words = (s: string) => norm(s).split(' ').filter(Boolean);

/** How well one token matches a text: a whole word beats a word start beats a substring. */
function tokenScore(token: string, text: string, weight: number): number {
  if (!text) return 0;
  const ws = words(text).map(stem);
  if (ws.includes(token)) return weight;
  if (ws.some((w) => w.startsWith(token))) return weight * 0.7;
  if (token.length >= 3 && norm(text).includes(token)) return weight * 0.4;
  return 0;
}

/**
 * Scores a variant against the query. Every token has to match somewhere (so 'red mug' means red
 * AND mug); the score adds up where it matched: sku, product name, colour, collection, size, type,
 * description. An exact sku wins outright.
 */
export function scoreVariant(v: VariantRow, query: string): number {
  const q = norm(query);
  if (!q) return 0;
  const sku = v.sku.toLowerCase();
  if (sku === query.trim().toLowerCase()) return 10_000;
  let score = 0;
  if (sku.startsWith(q.replace(/ /g, ''))) score += 400;
  const tokens = q.split(' ').map(stem);
  for (const token of tokens) {
    const s =
      tokenScore(token, v.product, 60) +
      tokenScore(token, v.colorName, 45) +
      Math.max(0, ...v.collections.map((c) => tokenScore(token, c, 35))) +
      tokenScore(token, v.variantName, 25) +
      tokenScore(token, v.type, 30) +
      tokenScore(token, v.material, 6) +
      tokenScore(token, v.bodyDescription, 4) +
      (sku.includes(token) ? 50 : 0);
    if (s === 0) return 0;
    score += s;
  }
  if (norm(v.product).includes(q)) score += 80;
  return score;
}

export interface SearchHit {
  family: Family;
  variant: VariantRow;
  score: number;
}

/**
 * One hit per product family: its best-matching variant (a search for 'pink' shows the pink mug,
 * not the white one), families ranked by that score, then by catalogue order.
 */
export function searchCatalog(s: Snapshot, query: string, filter: (v: VariantRow) => boolean): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const family of s.families) {
    let best: SearchHit | null = null;
    for (const v of family.variants) {
      if (!filter(v)) continue;
      let score = scoreVariant(v, query);
      if (score <= 0) continue;
      // Among equals, prefer the listed variant, then the ones offered in the dropdown.
      score += (v === family.listed ? 0.5 : 0) + (v.hidden ? 0 : 0.25);
      if (!best || score > best.score) best = { family, variant: v, score };
    }
    if (best) hits.push(best);
  }
  return hits.sort((a, b) => b.score - a.score || a.family.position - b.family.position);
}
