import { describe, expect, it } from 'vitest';
import type { Layer } from '../mockups/layers';
import {
  alignLayer,
  centredBox,
  fitInside,
  hasImage,
  historyReducer,
  initialHistory,
  layerBounds,
  restack,
} from './design';
import {
  createTemplateSchema,
  fitsPrintArea,
  imageScaledNotice,
  imageTooLargeMessage,
  renameTemplateSchema,
  templateDisplayName,
} from './schemas';

const layer = (over: Partial<Layer> = {}): Layer => ({
  id: 'a',
  type: 'image',
  source: '/files/a.png',
  left: 10,
  top: 20,
  width: 100,
  height: 50,
  rotation: 0,
  ...over,
});
const area = { width: 1000, height: 400 };

describe('alignLayer', () => {
  it('lines the drawn box up with each edge and the centre', () => {
    expect(alignLayer(layer(), area, 'left').left).toBe(0);
    expect(alignLayer(layer(), area, 'right').left).toBe(900);
    expect(alignLayer(layer(), area, 'center').left).toBe(450);
    expect(alignLayer(layer(), area, 'top').top).toBe(0);
    expect(alignLayer(layer(), area, 'bottom').top).toBe(350);
    expect(alignLayer(layer(), area, 'middle').top).toBe(175);
    const c = alignLayer(layer(), area, 'centre');
    expect([c.left, c.top]).toEqual([450, 175]);
  });

  it('uses the rotated bounds, so a quarter-turned layer touches the edge', () => {
    const turned = alignLayer(layer({ rotation: 90 }), area, 'left');
    expect(layerBounds(turned).left).toBeCloseTo(0);
    const bottom = alignLayer(layer({ rotation: 90 }), area, 'bottom');
    expect(layerBounds(bottom).bottom).toBeCloseTo(400);
  });
});

describe('stacking and placement', () => {
  it('moves a layer one step forward or backward and ignores the ends', () => {
    const ls = [layer({ id: 'a' }), layer({ id: 'b' }), layer({ id: 'c' })];
    expect(restack(ls, 'a', 'forward').map((l) => l.id)).toEqual(['b', 'a', 'c']);
    expect(restack(ls, 'c', 'backward').map((l) => l.id)).toEqual(['a', 'c', 'b']);
    expect(restack(ls, 'c', 'forward')).toBe(ls);
    expect(restack(ls, 'a', 'backward')).toBe(ls);
  });

  it('centres a new image and knows when a design has one', () => {
    expect(centredBox({ width: 200, height: 100 }, area)).toEqual({
      left: 400,
      top: 150,
      width: 200,
      height: 100,
    });
    expect(hasImage([layer({ type: 'text', source: 'Hi' })])).toBe(false);
    expect(hasImage([layer()])).toBe(true);
  });
});

describe('history', () => {
  it('undoes and redoes commits, and a new commit drops the redo branch', () => {
    let h = initialHistory([]);
    h = historyReducer(h, { type: 'commit', layers: [layer()] });
    h = historyReducer(h, { type: 'commit', layers: [layer({ left: 50 })] });
    h = historyReducer(h, { type: 'undo' });
    expect(h.present[0]!.left).toBe(10);
    h = historyReducer(h, { type: 'redo' });
    expect(h.present[0]!.left).toBe(50);
    h = historyReducer(h, { type: 'undo' });
    h = historyReducer(h, { type: 'commit', layers: [] });
    expect(h.future).toEqual([]);
    expect(historyReducer(initialHistory(), { type: 'undo' }).present).toEqual([]);
  });

  it('folds quick nudges of one layer into a single undo step', () => {
    let h = initialHistory([layer()]);
    for (let i = 1; i <= 5; i++)
      h = historyReducer(h, {
        type: 'commit',
        layers: [layer({ left: 10 + i })],
        tag: 'nudge:a',
        at: 1000 + i * 100,
      });
    expect(h.past).toHaveLength(1);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present[0]!.left).toBe(10);
  });
});

describe('template rules', () => {
  it('refuses an image larger than the print area with the too-large message', () => {
    expect(fitsPrintArea({ width: 1000, height: 400 }, area)).toBe(true);
    expect(fitsPrintArea({ width: 1001, height: 10 }, area)).toBe(false);
    expect(imageTooLargeMessage(area, { width: 1200, height: 300 })).toBe(
      'This product accepts dimensions no greater than 1000 pixels × 400 pixels. Your image dimensions are 1200 pixels × 300 pixels',
    );
  });

  it('places an image larger than the print area scaled to fit inside it, proportions kept', () => {
    const mug = { width: 2700, height: 1050 };
    expect(fitInside({ width: 3000, height: 2000 }, mug)).toEqual({ width: 1575, height: 1050 });
    expect(fitInside({ width: 2000, height: 1400 }, mug)).toEqual({ width: 1500, height: 1050 });
    // Wider than tall: the width decides.
    expect(fitInside({ width: 5400, height: 100 }, mug)).toEqual({ width: 2700, height: 50 });
    // Too large one way only.
    expect(fitInside({ width: 2800, height: 100 }, mug)).toEqual({ width: 2700, height: 96.43 });
    // What fits keeps its own size (never enlarged).
    expect(fitInside({ width: 900, height: 500 }, mug)).toEqual({ width: 900, height: 500 });
    expect(fitInside({ width: 2700, height: 1050 }, mug)).toEqual(mug);
    for (const size of [
      { width: 3000, height: 2000 },
      { width: 7000, height: 7000 },
      { width: 2701, height: 1051 },
      { width: 12345, height: 678 },
    ]) {
      const placed = fitInside(size, mug);
      expect(placed.width).toBeLessThanOrEqual(mug.width);
      expect(placed.height).toBeLessThanOrEqual(mug.height);
      expect(placed.width === mug.width || placed.height === mug.height).toBe(true);
      expect(placed.width / placed.height).toBeCloseTo(size.width / size.height, 2);
    }
    expect(imageScaledNotice(mug, { width: 3000, height: 2000 }, { width: 1575, height: 1050 })).toBe(
      'This product accepts dimensions no greater than 2700 pixels × 1050 pixels. Your image dimensions are 3000 pixels × 2000 pixels. It is placed scaled down to fit the print area (1575 × 1050 pixels); your file keeps its full resolution for printing.',
    );
  });

  it('validates new templates and names with clear messages', () => {
    expect(createTemplateSchema.safeParse({ sku: ' ' }).error?.issues[0]?.message).toBe(
      'Please choose a product.',
    );
    expect(createTemplateSchema.parse({ sku: 'MUG-11' }).layers).toEqual([]);
    expect(renameTemplateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please enter a template name.',
    );
    expect(renameTemplateSchema.parse({ name: '  ' }).name).toBe('');
    expect(renameTemplateSchema.safeParse({ name: 'x'.repeat(257) }).success).toBe(false);
    expect(templateDisplayName('', 3)).toBe('Template 3');
    expect(templateDisplayName('Mug', 3)).toBe('Mug');
  });
});
