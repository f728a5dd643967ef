import { useRef, useState } from 'react';
import { errorMessage, fieldErrors } from '@/shared/api-error';

/** The part of a zod schema the forms use (structural, so the console does not import zod itself). */
export interface BodySchema<B> {
  safeParse: (value: unknown) => { success: true; data: B } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

/** The first message per top-level field of a failed parse. */
export function issueErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A console form: its values, the errors shown beside each field (the contract schema's before
 * sending, the server's `errors` after), a message for the rest, and a submit that runs once at a
 * time. `submit` parses with the contract's schema, sends the parsed body and reports success.
 */
export function useAdminForm<V extends Record<string, unknown>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key as string];
      return next;
    });
  };

  /** Props for a text input or select bound to a string field. */
  const text = (name: keyof V & string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value as V[typeof name]),
  });

  async function submit<B>(schema: BodySchema<B>, body: unknown, send: (body: B) => Promise<unknown>): Promise<boolean> {
    if (running.current) return false;
    setFormError(null);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(issueErrors(parsed.error.issues));
      return false;
    }
    running.current = true;
    setBusy(true);
    try {
      await send(parsed.data);
      setErrors({});
      return true;
    } catch (err) {
      const byField = fieldErrors(err);
      setErrors(byField);
      setFormError(errorMessage(err));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { values, set, text, errors, setErrors, formError, busy, submit };
}

/** '12' -> 12, '' -> NaN (the schema then names the field), Persian digits allowed. */
export function toNumber(value: string): number {
  const western = value.trim().replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return western === '' ? Number.NaN : Number(western);
}
