import { Card, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { StaffFrame } from '../../components/StaffFrame';
import { useAddFaq } from './api';
import { FaqForm } from './FaqForm';
import { StaffFaqList } from './StaffFaqList';

/** /admin/faqs: staff write the FAQ the Support page shows: add, edit, publish, reorder, delete. */
export default function StaffFaqsPage() {
  const add = useAddFaq();
  return (
    <StaffFrame title="FAQ">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="new-faq-title">
        <Text component="h2" id="new-faq-title" fw={700} fz="lg" mb="sm">
          New entry
        </Text>
        <FaqForm
          idPrefix="new-faq"
          submitLabel="Add entry"
          pending={add.isPending}
          onSubmit={async (values) => {
            await add.mutateAsync(values);
            notifications.show({ color: 'green', message: 'The entry was added at the end of the list.' });
          }}
        />
      </Card>
      <Card withBorder radius="lg" padding="lg">
        <StaffFaqList />
      </Card>
    </StaffFrame>
  );
}
