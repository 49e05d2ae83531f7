import { Anchor, Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QueueColumn } from './ReviewQueueList';

/** A cell that breaks a long unbroken value (an email, a file name) rather than widen the table. */
export const WRAP = { style: { overflowWrap: 'anywhere' } } as const;

/** The row's name, a link to the item's page; it heads the row. */
export const linkColumn = <T,>(
  header: string,
  to: (row: T) => string,
  text: (row: T) => ReactNode,
): QueueColumn<T> => ({
  header,
  rowHeader: true,
  cell: (row) => (
    <Anchor component={Link} to={to(row)} fw={600}>
      {text(row)}
    </Anchor>
  ),
});

/** The row's status, as a badge in the status's colour. */
export const statusColumn = <T,>(
  label: (row: T) => ReactNode,
  color: (row: T) => string,
): QueueColumn<T> => ({
  header: 'Status',
  cell: (row) => (
    <Badge variant="light" radius="sm" tt="none" color={color(row)}>
      {label(row)}
    </Badge>
  ),
});
