import type { Layer, TemplateStatus } from '@pressrun/domain';
import type { RenderForSave } from './useMockupRender';

/** Where a saved template's preview comes from: a mockup render, or a flat picture of the design. */
export interface PreviewSource {
  render: () => Promise<RenderForSave>;
  flat: () => Promise<Blob>;
}

export interface TemplateDetails {
  name: string;
  description: string;
}

export interface DraftOptions {
  sku: string;
  templateId: number | null;
  status: TemplateStatus | null;
  /** Whether the template has a preview yet (a listed template is changed only by saving). */
  hasPreview: boolean;
  layers: Layer[];
  /** The print area (print pixels): a layer counts when it shows inside it. */
  area: { width: number; height: number };
  /** Name and description as typed in the builder (an empty name shows as 'Template N'). */
  details: TemplateDetails;
  /** Told when a new draft got its id (the page keeps the builder mounted across the URL change). */
  onCreated: (id: number) => void;
}
