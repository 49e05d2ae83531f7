import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { checkPdf } from './api';

/** The reason a PDF did not open, as the 'Error' alert shows it. */
function pdfErrorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : String(err);
}

/**
 * A link to one of our PDFs that opens it in a new tab once the server says it will work, and
 * hands the reasons to `onError` when it will not. The tab is opened at the click (a tab opened
 * after waiting would be taken for a pop-up) and closed again on failure. Without script it is a
 * plain link in a new tab.
 */
export function PdfLink({
  url,
  children,
  hidden,
  onError,
  onOpen,
  buttonProps,
  testId,
}: {
  url: string;
  children: ReactNode;
  /** Words only a screen reader needs (which month, which order). */
  hidden?: string;
  onError: (message: string) => void;
  onOpen?: () => void;
  buttonProps?: ButtonProps;
  testId?: string;
}) {
  const [checking, setChecking] = useState(false);

  const open = async (e: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new window, download) do what the person asked.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    if (checking) return;
    const tab = window.open('', '_blank');
    setChecking(true);
    try {
      await checkPdf(url);
      onOpen?.();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (err) {
      tab?.close();
      onError(pdfErrorMessage(err));
    } finally {
      setChecking(false);
    }
  };

  const label = (
    <>
      {children}
      <VisuallyHidden>{hidden ? ` ${hidden}` : ''} (PDF, opens in a new tab)</VisuallyHidden>
    </>
  );
  const common = {
    component: 'a' as const,
    href: url,
    target: '_blank',
    rel: 'noopener noreferrer',
    onClick: open,
    'data-testid': testId,
    'aria-busy': checking || undefined,
  };
  return (
    <Button
      {...common}
      variant="default"
      loading={checking}
      rightSection={<IconExternalLink size={16} aria-hidden />}
      {...buttonProps}
    >
      {label}
    </Button>
  );
}
