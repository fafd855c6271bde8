import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import classes from './dialog.module.css';

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  /** Called on Escape, on the close button and on a click outside the dialog. */
  readonly onClose: () => void;
  /** The accessible name of the close button. */
  readonly closeLabel: string;
  /** An id for the dialog element (e.g. to match a URL hash). */
  readonly id?: string;
  readonly children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * A modal dialog: focus moves into it on open, Tab and Shift+Tab stay inside, Escape closes it, and focus
 * returns to the element that opened it.
 */
export function Dialog({ open, title, onClose, closeLabel, id, children }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={classes.backdrop} role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the modal dialog pattern: the dialog itself handles Escape (close) and Tab (focus trap) */}
      <div ref={dialogRef} id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={classes.dialog} onKeyDown={onKeyDown}>
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button type="button" className={classes.close} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
