import { useUpdateUserMutation, type User } from '@/shared/api/users';
import { errorMessage, fieldErrors } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { toast } from '@/shared/toast';
import { useFormFields, type FieldErrors } from '@/shared/use-form-fields';

export const nameFields = ['first_name', 'last_name'] as const;
export type NameField = (typeof nameFields)[number];
export type Names = Pick<User, NameField>;

/** An account's names as far as they are known: a profile not loaded counts as nameless (the API judges). */
export const savedNames = (profile: Names | undefined): Names => profile ?? { first_name: '', last_name: '' };

/** The account has both names: a speaker under it can be shown in the programme. */
export const hasNames = (names: Names) => names.first_name.trim() !== '' && names.last_name.trim() !== '';

/**
 * The speaker's own first and last name, asked for where a proposal makes them a speaker (sending one,
 * accepting an invitation): a confirmed proposal makes a public presenter under these names, and an
 * account made by a login by code has none, which the API refuses (400 on first_name/last_name). A
 * name the profile has already may be left as it is: an empty field then keeps the saved one.
 */
export function useSpeakerNames(phone: string | null, saved: Names) {
  const [updateUser] = useUpdateUserMutation();
  const { values, errors, setErrors, bind } = useFormFields<NameField>({ first_name: saved.first_name, last_name: saved.last_name });
  const required = (field: NameField) => saved[field].trim() === '';

  /** Marks the required names left empty; true when none is. */
  function check(): boolean {
    const found: FieldErrors<NameField> = {};
    for (const field of nameFields) if (required(field) && !values[field].trim()) found[field] = t('auth.required');
    setErrors(found);
    return !Object.values(found).some(Boolean);
  }

  /** Writes the names changed into the profile (an unchanged profile is not written again); false when refused. */
  async function save(): Promise<boolean> {
    const changed = Object.fromEntries(nameFields.filter((f) => values[f].trim() && values[f].trim() !== saved[f].trim()).map((f) => [f, values[f].trim()]));
    if (!phone || Object.keys(changed).length === 0) return true;
    const result = await updateUser({ phone, update: changed });
    if (!('error' in result)) return true;
    setErrors(fieldErrors(result.error) as FieldErrors<NameField>);
    toast.error(errorMessage(result.error));
    return false;
  }

  /** Props for a TextField of one name. */
  const field = (name: NameField) => ({
    label: t(name === 'first_name' ? 'auth.firstName' : 'auth.lastName'),
    autoComplete: name === 'first_name' ? 'given-name' : 'family-name',
    ...bind(name),
    required: required(name),
  });

  return { errors, setErrors, check, save, field };
}

export type SpeakerNames = ReturnType<typeof useSpeakerNames>;
