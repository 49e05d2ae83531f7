import { Button } from '@mantine/core';
import { useState } from 'react';
import type { useDeleteEndpoint } from './api';

/** Delete asks once more in place: 'Delete for good' or 'Keep'. */
export function DeleteEndpointButton({
  endpointId,
  remove,
}: {
  endpointId: number;
  remove: ReturnType<typeof useDeleteEndpoint>;
}) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  return confirmDelete ? (
    <>
      <Button size="xs" color="red.8" loading={remove.isPending} onClick={() => remove.mutate(endpointId)}>
        Delete for good
      </Button>
      <Button size="xs" variant="subtle" onClick={() => setConfirmDelete(false)}>
        Keep
      </Button>
    </>
  ) : (
    <Button size="xs" variant="subtle" color="red.8" onClick={() => setConfirmDelete(true)}>
      Delete
    </Button>
  );
}
