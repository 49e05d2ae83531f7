import { ActionIcon, Divider, Group, Tooltip } from '@mantine/core';
import type { Alignment } from '@pressrun/domain';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconFocusCentered,
  IconLayoutAlignBottom,
  IconLayoutAlignCenter,
  IconLayoutAlignLeft,
  IconLayoutAlignMiddle,
  IconLayoutAlignRight,
  IconLayoutAlignTop,
  IconStackBack,
  IconStackFront,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Design } from './useDesign';

const ALIGN: Array<{ how: Alignment; label: string; icon: ReactNode }> = [
  { how: 'left', label: 'Align left', icon: <IconLayoutAlignLeft size={18} /> },
  { how: 'center', label: 'Align center', icon: <IconLayoutAlignCenter size={18} /> },
  { how: 'right', label: 'Align right', icon: <IconLayoutAlignRight size={18} /> },
  { how: 'top', label: 'Align top', icon: <IconLayoutAlignTop size={18} /> },
  { how: 'middle', label: 'Align middle', icon: <IconLayoutAlignMiddle size={18} /> },
  { how: 'bottom', label: 'Align bottom', icon: <IconLayoutAlignBottom size={18} /> },
  { how: 'centre', label: 'Centre on the print area', icon: <IconFocusCentered size={18} /> },
];

function Tool(props: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  color?: string;
}) {
  return (
    <Tooltip label={props.label} withArrow openDelay={300}>
      <ActionIcon
        variant="subtle"
        color={props.color ?? 'navy'}
        size="lg"
        aria-label={props.label}
        disabled={props.disabled}
        onClick={props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

/** Undo/redo, alignment against the print area, stacking order and delete for the selected layer. */
export function DesignToolbar({ design }: { design: Design }) {
  const id = design.selectedId;
  const index = id ? design.layers.findIndex((l) => l.id === id) : -1;
  return (
    // Wraps on a narrow screen rather than scrolling: every tool stays in view and in the tab order.
    <Group gap={2} wrap="wrap" px="xs" py={4} role="toolbar" aria-label="Design tools">
      <Tool label="Undo (Ctrl+Z)" disabled={!design.canUndo} onClick={design.undo}>
        <IconArrowBackUp size={18} />
      </Tool>
      <Tool label="Redo (Ctrl+Shift+Z)" disabled={!design.canRedo} onClick={design.redo}>
        <IconArrowForwardUp size={18} />
      </Tool>
      <Divider orientation="vertical" mx={4} />
      {ALIGN.map((a) => (
        <Tool key={a.how} label={a.label} disabled={!id} onClick={() => id && design.align(id, a.how)}>
          {a.icon}
        </Tool>
      ))}
      <Divider orientation="vertical" mx={4} />
      <Tool
        label="Bring forward"
        disabled={!id || index === design.layers.length - 1}
        onClick={() => id && design.restack(id, 'forward')}
      >
        <IconStackFront size={18} />
      </Tool>
      <Tool
        label="Send backward"
        disabled={!id || index <= 0}
        onClick={() => id && design.restack(id, 'backward')}
      >
        <IconStackBack size={18} />
      </Tool>
      <Divider orientation="vertical" mx={4} />
      <Tool label="Delete layer" color="press" disabled={!id} onClick={() => id && design.remove(id)}>
        <IconTrash size={18} />
      </Tool>
    </Group>
  );
}
