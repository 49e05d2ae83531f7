import { ActionIcon, Group, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { MAX_INPUT } from '@pressrun/domain';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

/**
 * A name edited in place, as template and artwork names are: clicking it shows an
 * input where a check saves and an x cancels; Enter saves, Escape cancels. Saving an empty name
 * brings back the fallback ('Template N', 'Artwork N').
 */
export function InlineName({
  name,
  fallback,
  saving,
  onSave,
  label,
  testId,
}: {
  name: string | null;
  fallback: string;
  saving: boolean;
  onSave: (name: string) => Promise<unknown>;
  /** What is named, for the input's label: 'Artwork name', 'Template name'. */
  label: string;
  testId?: string;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name ?? '');
  // When the editor closes (saved or cancelled) the focus goes back to the name, not to the page top.
  const nameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) nameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const shown = name || fallback;
  const save = async () => {
    try {
      await onSave(value.trim());
      setEditing(false);
    } catch {
      // The page shows the error; the input stays open to try again.
    }
  };
  if (!editing)
    return (
      <Tooltip label="Rename" withArrow openDelay={400}>
        <UnstyledButton
          ref={nameButton}
          onClick={() => {
            setValue(name ?? '');
            setEditing(true);
          }}
          aria-label={`Rename ${shown}`}
          style={{ minWidth: 0, maxWidth: '100%' }}
        >
          <Group gap={6} wrap="nowrap">
            <span
              style={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              data-testid={testId}
            >
              {shown}
            </span>
            <IconPencil size={14} color="var(--mantine-color-gray-6)" style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
      </Tooltip>
    );
  return (
    <Group gap={4} wrap="nowrap" style={{ flex: 1 }}>
      <TextInput
        size="xs"
        autoFocus
        value={value}
        maxLength={MAX_INPUT}
        placeholder={fallback}
        aria-label={label}
        onChange={(e) => setValue(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
          if (e.key === 'Escape') setEditing(false);
        }}
        style={{ flex: 1 }}
      />
      <ActionIcon color="green" variant="light" aria-label="Save name" loading={saving} onClick={save}>
        <IconCheck size={16} />
      </ActionIcon>
      <ActionIcon color="gray" variant="subtle" aria-label="Cancel rename" onClick={() => setEditing(false)}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
