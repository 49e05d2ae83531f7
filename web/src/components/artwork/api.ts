import { type ArtworkFile, FILES_MSG } from '@pressrun/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, del, get, put, upload } from '../../app/api';

export const FILES_KEY = ['files'] as const;

/** The company's artwork, newest first. */
export function useArtworkFiles() {
  return useQuery({
    queryKey: FILES_KEY,
    queryFn: async () => (await get<{ files: ArtworkFile[] }>('/api/files')).files,
  });
}

export function useRenameArtwork() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) =>
      (await put<{ file: ArtworkFile }>(`/api/files/${id}`, { name })).file,
    onSuccess: (f) =>
      qc.setQueryData<ArtworkFile[]>(FILES_KEY, (list) => list?.map((x) => (x.id === f.id ? f : x))),
  });
}

export function useDeleteArtwork() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => del(`/api/files/${id}`),
    onSuccess: (_r, id) =>
      qc.setQueryData<ArtworkFile[]>(FILES_KEY, (list) => list?.filter((x) => x.id !== id)),
  });
}

/** One file on its way up: what the progress list shows. */
export interface UploadItem {
  key: string;
  name: string;
  size: number;
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  file?: ArtworkFile;
}

/** Files sent at once; the rest wait their turn (each has its own request, so its own progress). */
const PARALLEL = 3;

/**
 * Uploads artwork with progress. Each file goes up in its own request, so one bad file does not
 * refuse the others and each shows its own bar and the server's message. Returns the files stored, in the order given.
 */
export function useArtworkUpload() {
  const qc = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const seq = useRef(0);
  const patchItem = useCallback(
    (key: string, patch: Partial<UploadItem>) =>
      setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i))),
    [],
  );

  const start = useCallback(
    async (files: File[]): Promise<ArtworkFile[]> => {
      const batch = files.map((f) => ({
        key: `u${++seq.current}`,
        name: f.name,
        size: f.size,
        progress: 0,
        status: 'uploading' as const,
        blob: f,
      }));
      setItems((list) => [...batch.map(({ blob: _b, ...i }) => i), ...list]);
      const stored: Array<ArtworkFile | null> = batch.map(() => null);
      let next = 0;
      const worker = async () => {
        while (next < batch.length) {
          const index = next++;
          const item = batch[index]!;
          const form = new FormData();
          form.append('file', item.blob, item.name);
          try {
            const res = await upload<{ files: ArtworkFile[] }>('/api/files', form, (progress) =>
              patchItem(item.key, { progress: Math.min(progress, 99) }),
            );
            const file = res.files[0]!;
            stored[index] = file;
            patchItem(item.key, { progress: 100, status: 'done', file });
            // A success row goes after 3 s, as every success message does; errors stay.
            setTimeout(() => setItems((list) => list.filter((i) => i.key !== item.key)), 3000);
            qc.setQueryData<ArtworkFile[]>(FILES_KEY, (list) =>
              list ? [file, ...list.filter((x) => x.id !== file.id)] : list,
            );
          } catch (e) {
            const message =
              e instanceof ApiError &&
              e.status === 413 &&
              e.code !== 'too_large' &&
              e.code !== 'too_many_files'
                ? FILES_MSG.tooLarge
                : e instanceof Error
                  ? e.message
                  : FILES_MSG.unreadable;
            patchItem(item.key, { status: 'error', error: message });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));
      void qc.invalidateQueries({ queryKey: FILES_KEY });
      return stored.filter((f): f is ArtworkFile => f !== null);
    },
    [qc, patchItem],
  );

  /** Adds a message for a file refused before upload (wrong type or too large, by the picker). */
  const reject = useCallback((name: string, size: number, error: string) => {
    setItems((list) => [
      { key: `r${++seq.current}`, name, size, progress: 0, status: 'error', error },
      ...list,
    ]);
  }, []);

  const dismiss = useCallback((key: string) => setItems((list) => list.filter((i) => i.key !== key)), []);
  const clearFinished = useCallback(
    () => setItems((list) => list.filter((i) => i.status === 'uploading')),
    [],
  );

  return { items, start, reject, dismiss, clearFinished, busy: items.some((i) => i.status === 'uploading') };
}

/** The absolute address of an artwork (Copy Artwork Url): the media URL on this host. */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).toString();
