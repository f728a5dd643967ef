import { useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { Modal } from '@/shared/ui/Modal';
import '../messages';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Exactly what will happen when confirmed. */
  children: ReactNode;
  confirmLabel: string;
  /** The work; the dialog closes when it succeeds and shows the refusal when it fails. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  tone?: 'danger' | 'primary';
}

/** Every destructive action of the console asks here first; the button can't be pressed twice. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose, tone = 'danger' }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  const close = () => {
    if (running.current) return;
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      running.current = false;
      setBusy(false);
      onClose();
    } catch (err) {
      running.current = false;
      setBusy(false);
      setFailure(errorMessage(err));
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button variant={tone} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className="grid gap-3 leading-7 text-navy-800">{children}</div>
    </Modal>
  );
}
