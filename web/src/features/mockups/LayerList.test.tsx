import { LAYER_MSG, type Layer, MAX_LAYERS } from '@pressrun/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DesignToolbar } from './DesignToolbar';
import { LayerList } from './LayerList';
import type { PrintArea } from './printArea';
import { useAddLayer } from './useAddLayer';
import { useDesign } from './useDesign';

// Text is measured with the canvas, which the test DOM has not got: a fixed box stands in.
vi.mock('./lazyParts', async (real) => ({
  ...(await real<typeof import('./lazyParts')>()),
  loadTextLayer: async () => ({ measureText: () => ({ width: 200, height: 60 }) }),
}));

const AREA: PrintArea = { width: 1000, height: 800, bleed: 0, dpi: 300 };
const text = (id: string, source: string): Layer => ({
  id,
  type: 'text',
  source,
  left: 10,
  top: 10,
  width: 100,
  height: 40,
  rotation: 0,
  fontSize: 32,
});

/** The layer list as the builder's panel uses it, with the design tools and 'Add text'. */
function Layers({ initial }: { initial: Layer[] }) {
  const design = useDesign(AREA, initial);
  const adding = useAddLayer(design, AREA, () => {});
  return (
    <>
      <DesignToolbar design={design} />
      <button type="button" onClick={adding.addText}>
        Add text
      </button>
      <LayerList
        layers={design.layers}
        selectedId={design.selectedId}
        onSelect={design.select}
        dpi={AREA.dpi}
      />
    </>
  );
}

/** The rows' layer names, top to bottom. */
const rows = () => screen.queryAllByRole('option').map((r) => r.querySelector('p')?.textContent);
const row = (name: string) => screen.getByRole('option', { name: new RegExp(name) });
const tool = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe("the builder's layer list", () => {
  it('says how to start when there are no layers', () => {
    renderWithApp(<Layers initial={[]} />);
    expect(screen.getByText(/No layers yet/)).toBeTruthy();
    expect(screen.queryByRole('listbox', { name: 'Layers' })).toBeNull();
  });

  it('lists the top of the stack first', () => {
    renderWithApp(<Layers initial={[text('a', 'Bottom'), text('b', 'Top')]} />);
    expect(rows()).toEqual(['Top', 'Bottom']);
  });

  it('selects the layer clicked, and only that one', async () => {
    const user = userEvent.setup({ skipHover: true });
    renderWithApp(<Layers initial={[text('a', 'Bottom'), text('b', 'Top')]} />);
    expect(tool('Delete layer').disabled).toBe(true);
    await user.click(row('Bottom'));
    expect(row('Bottom').getAttribute('aria-selected')).toBe('true');
    expect(row('Top').getAttribute('aria-selected')).toBe('false');
    expect(tool('Delete layer').disabled).toBe(false);
    await user.click(row('Top'));
    expect(row('Bottom').getAttribute('aria-selected')).toBe('false');
    expect(row('Top').getAttribute('aria-selected')).toBe('true');
  });

  it('reorders the selected layer, within the stack', async () => {
    const user = userEvent.setup({ skipHover: true });
    renderWithApp(<Layers initial={[text('a', 'Bottom'), text('b', 'Middle'), text('c', 'Top')]} />);
    await user.click(row('Bottom'));
    expect(tool('Send backward').disabled).toBe(true);
    await user.click(tool('Bring forward'));
    expect(rows()).toEqual(['Top', 'Bottom', 'Middle']);
    await user.click(tool('Bring forward'));
    expect(rows()).toEqual(['Bottom', 'Top', 'Middle']);
    // At the top it can go no further; the selection stays with the layer it moved.
    expect(tool('Bring forward').disabled).toBe(true);
    expect(row('Bottom').getAttribute('aria-selected')).toBe('true');
    await user.click(tool('Send backward'));
    expect(rows()).toEqual(['Top', 'Bottom', 'Middle']);
  });

  it('deletes the selected layer and lets go of it; undo brings it back', async () => {
    const user = userEvent.setup({ skipHover: true });
    renderWithApp(<Layers initial={[text('a', 'Bottom'), text('b', 'Top')]} />);
    await user.click(row('Top'));
    await user.click(tool('Delete layer'));
    expect(rows()).toEqual(['Bottom']);
    expect(tool('Delete layer').disabled).toBe(true);
    await user.click(tool('Undo (Ctrl+Z)'));
    expect(rows()).toEqual(['Top', 'Bottom']);
  });

  it('adds text on top, selected', async () => {
    const user = userEvent.setup({ skipHover: true });
    renderWithApp(<Layers initial={[text('a', 'Logo')]} />);
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    await waitFor(() => expect(rows()).toEqual(['Your text', 'Logo']));
    expect(row('Your text').getAttribute('aria-selected')).toBe('true');
  });

  it(`refuses a layer past ${MAX_LAYERS}, and says why`, async () => {
    const user = userEvent.setup({ skipHover: true });
    const full = Array.from({ length: MAX_LAYERS }, (_, i) => text(`l${i}`, `Line ${i}`));
    renderWithApp(<Layers initial={full} />);
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    expect(await screen.findByText(LAYER_MSG.tooMany)).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(MAX_LAYERS);
    expect(screen.queryByRole('option', { name: /Your text/ })).toBeNull();
  });

  it('adds the last layer the limit allows', async () => {
    const user = userEvent.setup({ skipHover: true });
    const almost = Array.from({ length: MAX_LAYERS - 1 }, (_, i) => text(`l${i}`, `Line ${i}`));
    renderWithApp(<Layers initial={almost} />);
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(MAX_LAYERS));
    expect(screen.queryByText(LAYER_MSG.tooMany)).toBeNull();
  });
});
