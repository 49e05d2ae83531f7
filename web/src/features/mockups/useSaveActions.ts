import { notifications } from '@mantine/notifications';
import { hasVisibleLayer, type TemplateView } from '@pressrun/domain';
import { ApiError } from '../../app/api';
import type { PrintArea } from './printArea';
import type { Design } from './useDesign';
import type { useMockupRender } from './useMockupRender';
import type { useTemplateDraft } from './useTemplateDraft';

const fail = (e: unknown) =>
  notifications.show({
    color: 'red',
    autoClose: false,
    message: e instanceof ApiError ? e.message : 'Something went wrong. Please try again later.',
  });

/**
 * The header's actions on the design: Review Order (when anything prints), leaving through a
 * link (which saves or discards), and the saved template's zip while the design is as saved.
 */
export function useSaveActions({
  template,
  design,
  area,
  render,
  draft,
}: {
  template: TemplateView | null;
  design: Design;
  area: PrintArea;
  render: ReturnType<typeof useMockupRender>;
  draft: ReturnType<typeof useTemplateDraft>;
}) {
  // Anything that prints counts: an image, or text alone.
  const canReview = hasVisibleLayer(design.layers, area);
  // The flat preview is drawn with the canvas library, loaded when it is needed.
  const flat = async () => (await import('./snapshot')).snapshotDesign(design.layers, area);
  const preview = { render: render.ensure, flat };
  const onReview = () => draft.save(design.layers, preview).catch(fail);
  const onLeave = (to: string) => draft.leave(to, design.layers, preview).catch(fail);

  // The saved template's zip holds the design as saved: offered while the builder shows that design.
  const savedAsShown =
    Boolean(template?.previewUrl) && JSON.stringify(design.layers) === JSON.stringify(template?.layers);
  const downloadAllUrl = savedAsShown && template ? `/api/templates/${template.id}/download` : null;
  return { canReview, onReview, onLeave, downloadAllUrl };
}
