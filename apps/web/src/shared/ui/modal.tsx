import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { inertOutside } from '@/shared/lib/inert';
import { lockPageScroll } from '@/shared/lib/page-scroll';
import { type ModalId, topModal, useModalStore } from '@/shared/stores/modal-store';
import './modal.css';

export interface ModalProps {
  id: ModalId;
  title: string;
  children: ReactNode;
  /** called when the player closes the modal (close button, Escape, backdrop), before it leaves the stack */
  onClose?: () => void;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** An element added above the modal after it opened (the error dialog, a toast): focus may go there. */
function isOverlay(node: Node): boolean {
  return node instanceof Element && node.closest('.swal2-container, [data-sonner-toaster]') !== null;
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** Where focus goes on opening: the first field of the content (so a form is typed into at once), else its first control. */
function firstStopIn(container: HTMLElement): HTMLElement | undefined {
  return container.querySelector<HTMLElement>(FIELD) ?? focusableIn(container)[0];
}

/**
 * An accessible modal of the modal stack: it renders only while it is the top modal (opening
 * another replaces it, spec-coverage S2.8). Focus moves into it and stays there, Escape and the
 * backdrop close it, and focus returns to where it was when it closes.
 */
export function Modal({ id, title, children, onClose }: ModalProps) {
  const isTop = useModalStore((state) => topModal(state) === id);
  if (!isTop) return null;
  return createPortal(
    <ModalDialog id={id} title={title} onClose={onClose}>
      {children}
    </ModalDialog>,
    document.body,
  );
}

function ModalDialog({ id, title, children, onClose }: ModalProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const close = () => {
    onClose?.();
    useModalStore.getState().close();
  };

  useEffect(() => {
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first field or button of the content, so a form can be typed into at once; else the dialog itself.
    (firstStopIn(bodyRef.current!) ?? dialogRef.current)?.focus();
    // Focus cannot reach the page behind, even when the control that held it goes (a form's next step).
    const undoInert = inertOutside(backdropRef.current!);
    // Focus that falls out of the dialog (its control removed by a form's next step) comes back to it.
    const keepFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !backdropRef.current?.contains(event.target) && !isOverlay(event.target))
        (firstStopIn(dialog) ?? dialog).focus();
    };
    document.addEventListener('focusin', keepFocusIn);
    const unlockScroll = lockPageScroll();
    return () => {
      document.removeEventListener('focusin', keepFocusIn);
      undoInert();
      unlockScroll();
      if (returnFocus?.isConnected) returnFocus.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(dialogRef.current!);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a pointer shortcut; keyboards close with Escape or the close button
    <div
      ref={backdropRef}
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        data-modal={id}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" aria-label={t('close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div ref={bodyRef} className="modal-body">
          {children}
        </div>
      </div>
    </div>
  );
}
