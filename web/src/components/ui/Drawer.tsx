import { IconX } from '@tabler/icons-react';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import classes from './Drawer.module.css';

interface DrawerProps {
  opened: boolean;
  /** asked for by Escape, the close button, a click beside the panel, or a link followed in it */
  onClose: () => void;
  /** once it has closed and the page scrolls again */
  onClosed?: () => void;
  /** what the panel is named by, shown at its top */
  title: ReactNode;
  /** the close button's accessible name */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A panel that slides in from the right over the page: the browser's modal dialog, so focus moves
 * into it and stays there, Escape closes it, the page behind is inert, and focus goes back to what
 * opened it. The page does not scroll behind it (Drawer.module.css).
 */
export function Drawer({ opened, onClose, onClosed, title, closeLabel = 'Close', children }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || opened === dialog.open) return;
    if (opened) dialog.showModal();
    else dialog.close();
  }, [opened]);

  // A click on the dialog itself is on its backdrop (the panel fills the dialog); a followed link
  // leaves the menu behind, whether the page changes or only scrolls.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget || (e.target instanceof Element && e.target.closest('a[href]')))
      onClose();
  };

  return (
    <dialog
      ref={ref}
      className={classes.drawer}
      aria-labelledby={titleId}
      onClick={onClick}
      onClose={() => {
        onClose();
        onClosed?.();
      }}
    >
      <div className={classes.panel}>
        <div className={classes.head}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button type="button" className={classes.close} aria-label={closeLabel} onClick={onClose}>
            <IconX size={20} stroke={1.5} />
          </button>
        </div>
        <div className={classes.body}>{children}</div>
      </div>
    </dialog>
  );
}
