import type { ReactNode } from 'react';

/** One titled part of a legal page; its id is the anchor the table of contents links to. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}
