import { Box, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { MAX_INPUT } from '@pressrun/domain';
import type { Dispatch, SetStateAction } from 'react';
import type { TemplateDetails } from './draft-options';

/** The template's name and description, saved with the design. */
export function TemplateDetailsForm({
  details,
  onChange,
}: {
  details: TemplateDetails;
  onChange: Dispatch<SetStateAction<TemplateDetails>>;
}) {
  return (
    <Box>
      <Title order={2} fz="md" mb="xs">
        Template details
      </Title>
      <Stack gap="xs">
        <TextInput
          label="Name"
          size="sm"
          placeholder="Template N"
          maxLength={MAX_INPUT}
          value={details.name}
          onChange={(e) => onChange((d) => ({ ...d, name: e.currentTarget.value }))}
        />
        <Textarea
          label="Description"
          size="sm"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={MAX_INPUT}
          placeholder="What is this design for?"
          value={details.description}
          onChange={(e) => onChange((d) => ({ ...d, description: e.currentTarget.value }))}
        />
      </Stack>
    </Box>
  );
}
