import { useId, type FormEvent, type ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/Button';
import { FormAlert } from '@/shared/ui/FormAlert';
import { Modal } from '@/shared/ui/Modal';
import '../messages';

interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  formError: string | null;
  children: ReactNode;
  submitLabel?: string;
  /** 'danger' for a form whose submit can't be undone (a refund). */
  tone?: 'primary' | 'danger';
}

/** A console form in a dialog: fields, the server's refusal above them, save with progress. */
export function FormDialog({ open, title, onClose, onSubmit, busy, formError, children, submitLabel, tone = 'primary' }: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      open={open}
      onClose={() => !busy && onClose()}
      title={title}
      className="max-h-[92vh] w-[min(40rem,calc(100vw-1rem))] overflow-y-auto"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} variant={tone}>
            {submitLabel ?? t('admin.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {children}
      </form>
    </Modal>
  );
}
