import { notifications } from '@mantine/notifications';
import {
  centredBox,
  DEFAULT_FONT,
  fitInside,
  fitsPrintArea,
  imageScaledNotice,
  LAYER_MSG,
  MAX_LAYERS,
} from '@pressrun/domain';
import { useCallback, useState } from 'react';
import type { PlaceableArtwork } from './AddArtwork';
import { loadTextLayer } from './lazyParts';
import { NEW_TEXT_FILL, newLayerId } from './newLayer';
import type { PrintArea } from './printArea';
import type { Design } from './useDesign';

/**
 * Adding an image or a text layer to the design, centred on the print area, within the layer limit.
 * `onAdded` runs after each one (the builder shows the artwork view then).
 */
export function useAddLayer(design: Design, area: PrintArea, onAdded: () => void) {
  const [placed, setPlaced] = useState<{ layerId: string; message: string } | null>(null);

  // The renderer takes at most MAX_LAYERS layers: say so before adding one more.
  const roomForLayer = useCallback(() => {
    if (design.layers.length < MAX_LAYERS) return true;
    notifications.show({ color: 'red', autoClose: false, message: LAYER_MSG.tooMany });
    return false;
  }, [design.layers.length]);

  const placeArtwork = useCallback(
    (art: PlaceableArtwork) => {
      if (!roomForLayer()) return false;
      // An image larger than the print area is placed scaled down to fit it (one step: one undo
      // takes it away again), and the panel says so; its file keeps its full resolution.
      const size = fitInside(art, area);
      const id = newLayerId();
      setPlaced(
        fitsPrintArea(art, area) ? null : { layerId: id, message: imageScaledNotice(area, art, size) },
      );
      design.add({ id, type: 'image', source: art.url, rotation: 0, ...centredBox(size, area) });
      onAdded();
      return true;
    },
    [area, design, roomForLayer, onAdded],
  );

  const addText = async () => {
    if (!roomForLayer()) return;
    const fontSize = Math.max(12, Math.round(area.height / 8));
    const source = 'Your text';
    // Text is measured with the canvas library, which comes with the canvas (in hand by the time a
    // button is pressed), not with the builder's first download.
    const { measureText } = await loadTextLayer();
    const size = measureText(source, fontSize, DEFAULT_FONT);
    design.add({
      id: newLayerId(),
      type: 'text',
      source,
      fontSize,
      fontFamily: DEFAULT_FONT,
      fill: NEW_TEXT_FILL,
      rotation: 0,
      ...centredBox(size, area),
    });
    onAdded();
  };

  // The notice is about the image it placed: it goes when that image is undone or removed.
  const notice = placed && design.layers.some((l) => l.id === placed.layerId) ? placed.message : null;
  return { placeArtwork, addText, notice, dismissNotice: () => setPlaced(null) };
}
