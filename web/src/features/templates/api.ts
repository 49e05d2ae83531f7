import type { DuplicateTemplateInput, MockupListing, TemplateView } from '@pressrun/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, patch, post } from '../../app/api';

export const TEMPLATES_KEY = ['templates'] as const;

/** The company's templates, newest first (the server clears abandoned drafts as it lists). */
export function useTemplates() {
  return useQuery({
    queryKey: TEMPLATES_KEY,
    queryFn: async () => (await get<{ templates: TemplateView[] }>('/api/templates')).templates,
  });
}

export function useRenameTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) =>
      (await patch<{ template: TemplateView }>(`/api/templates/${id}`, { name })).template,
    onSuccess: (t) =>
      qc.setQueryData<TemplateView[]>(TEMPLATES_KEY, (list) => list?.map((x) => (x.id === t.id ? t : x))),
  });
}

export function useDeleteTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await del<{ templates: TemplateView[] }>(`/api/templates/${id}`)).templates,
    onSuccess: (templates) => {
      qc.setQueryData(TEMPLATES_KEY, templates);
      // The dashboard checklist counts templates.
      void qc.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/** Duplicate: a new draft of the design on another product, variant or colour (layers re-fitted). */
export function useDuplicateTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: DuplicateTemplateInput & { id: number }) =>
      (await post<{ template: TemplateView }>(`/api/templates/${id}/duplicate`, body)).template,
    onSuccess: () => qc.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export const downloadUrl = (id: number) => `/api/templates/${id}/download`;
export const builderUrl = (t: Pick<TemplateView, 'id' | 'sku'>) =>
  `/product/mockup/${t.id}?sku=${encodeURIComponent(t.sku)}`;

/** The server adds the listing renders (2000 px) of the template's mockup to every template. */
export type TemplateWithListings = TemplateView & { listings?: MockupListing[] };

/** The listing Front view for a template card: on white when there is one, else any background's. */
export function listingFront(t: TemplateView): MockupListing | null {
  const fronts = ((t as TemplateWithListings).listings ?? []).filter((l) => l.name === 'Front');
  return fronts.find((l) => l.background === 'white') ?? fronts[0] ?? null;
}
