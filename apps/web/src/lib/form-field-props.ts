import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';

type FormParts<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

/** One field's registration and message, as TextField and SelectField take them: `{...field('nom')}`. */
export function formFieldProps<T extends FieldValues>({ register, formState }: FormParts<T>) {
  return (name: FieldPath<T>) => ({
    registration: register(name),
    // Read while rendering, so that the form re-renders when this field's message changes.
    error: (get(formState.errors, name) as FieldError | undefined)?.message,
  });
}

/** A code typed by hand (client code, order reference): no autofill, capitals, no spelling check. */
export const CODE_INPUT = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const;
