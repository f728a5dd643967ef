import { useEffect, useId, useRef, useState } from 'react';

/**
 * After a refused submit, brings the failure to where the visitor is: on a phone the submit button is
 * a screen below the form's top, where the summary alert sits. The first field marked invalid is
 * focused (a screen reader then reads its error, tied by aria-describedby) and scrolled to the middle
 * of the screen, its label above it and its error below; with no field to blame, the alert (`alertId`)
 * is scrolled into view instead.
 */
export function useFailureInView() {
  const formRef = useRef<HTMLFormElement>(null);
  const alertId = useId();
  // Counts the failures: each one, even the same message twice, moves the view again.
  const [failures, setFailures] = useState(0);

  useEffect(() => {
    if (failures === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) {
      field.focus({ preventScroll: true });
      field.scrollIntoView({ block: 'center' });
      return;
    }
    document.getElementById(alertId)?.scrollIntoView({ block: 'center' });
  }, [failures, alertId]);

  /** Call when the submit was refused, in the same update as the errors it set. */
  const showFailure = () => setFailures((n) => n + 1);
  return { formRef, alertId, showFailure };
}
