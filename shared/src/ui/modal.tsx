import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useUiTexts } from './ui-messages';
import styles from './ui.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  /** The dialog's heading and accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
}

/** The first error shown in `container` (a banner, an error box), if any. */
function shownError(container: HTMLElement): HTMLElement | undefined {
  return Array.from(container.querySelectorAll<HTMLElement>('[role="alert"]')).find(
    (alert) => alert.textContent?.trim() !== '',
  );
}

/**
 * A modal dialog: labelled by its title, focus moved inside and kept there (Tab wraps), Escape
 * and the Close button close it, and focus returns to where it was. An error appearing in it
 * (anything with role alert: announced as it appears) is scrolled into view, so a refusal at the
 * top of a long dialog is seen from its buttons. Render it only while open.
 */
export function Modal({ title, onClose, children, footer }: ModalProps) {
  const { t } = useUiTexts();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    let seen: { alert: HTMLElement; text: string } | undefined;
    const observer = new MutationObserver(() => {
      const alert = shownError(body);
      const text = alert?.textContent ?? '';
      if (alert && (alert !== seen?.alert || text !== seen.text)) {
        alert.scrollIntoView({ block: 'nearest' });
      }
      seen = alert && { alert, text };
    });
    observer.observe(body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className={styles.modal}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.modalDialog}
        onKeyDown={onKeyDown}
      >
        <div className={styles.modalHeader}>
          <h2 id={titleId} className={styles.modalTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.modalClose}
            aria-label={t('close')}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div ref={bodyRef} className={styles.modalBody}>
          {children}
        </div>
        {footer && <div className={styles.modalFooter}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
