import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type StaffFaq, useEditFaq } from './api';
import { FaqForm } from './FaqForm';

/** Edits one entry in a modal; the form is made afresh for each entry opened. */
export function EditFaqModal({ faq, onClose }: { faq: StaffFaq | null; onClose: () => void }) {
  const edit = useEditFaq();
  return (
    <Modal opened={faq !== null} onClose={onClose} title="Edit FAQ entry" size="lg" centered>
      {faq && (
        <FaqForm
          key={faq.id}
          idPrefix="edit-faq"
          initial={{ question: faq.question, answer: faq.answer, published: faq.published }}
          submitLabel="Save"
          pending={edit.isPending}
          onCancel={onClose}
          onSubmit={async (values) => {
            await edit.mutateAsync({ id: faq.id, ...values });
            notifications.show({ color: 'green', message: 'The entry was saved.' });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
