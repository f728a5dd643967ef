import { useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * A form's text values and per-field errors. `bind(field)` gives a TextField its name, value, error
 * and a change handler that also clears that field's error, so a fixed field stops looking wrong.
 * `E` names extra error keys that are not text fields (an avatar file, say).
 */
export function useFormFields<F extends string, E extends string = never>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F | E>>({});
  const bind = (field: F) => ({
    name: field,
    value: values[field],
    error: errors[field],
    required: true,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
  });
  return { values, setValues, errors, setErrors, bind };
}
