import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { useUiTexts } from './ui-messages';

export interface ConfirmOptions {
  title: string;
  /** The question, word for word where the spec gives it. */
  message: ReactNode;
  confirmLabel: string;
  /** 'Cancel' unless given. */
  cancelLabel?: string;
  /** A destructive or money action shows its button in red. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive or money action; in place of `window.confirm`. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useUiTexts();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}

/**
 * `const { confirm, dialog } = useConfirm()`: render `dialog`, then
 * `if (await confirm({...})) ...` resolves true on the confirm button, false on cancel/Escape.
 */
export function useConfirm() {
  const [pending, setPending] = useState<ConfirmOptions | null>(null);
  const resolveRef = useRef<(answer: boolean) => void>(() => undefined);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolveRef.current = resolve;
        setPending(options);
      }),
    [],
  );

  function answer(value: boolean) {
    setPending(null);
    resolveRef.current(value);
  }

  const dialog = pending ? (
    <ConfirmDialog {...pending} onConfirm={() => answer(true)} onCancel={() => answer(false)} />
  ) : null;
  return { confirm, dialog };
}
