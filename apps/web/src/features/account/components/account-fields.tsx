import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/field';

interface AccountFieldProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The e-mail both account forms start with. */
export function EmailField({ registration, error }: AccountFieldProps) {
  return (
    <TextField
      label="Adresse mail"
      type="email"
      registration={registration}
      error={error}
      autoComplete="email"
    />
  );
}

interface PasswordFieldProps extends AccountFieldProps {
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** The password both account forms end with. */
export function PasswordField({ registration, error, autoComplete, hint }: PasswordFieldProps) {
  return (
    <TextField
      label="Mot de passe"
      type="password"
      registration={registration}
      error={error}
      autoComplete={autoComplete}
      // The rule's own message replaces the hint while the field is wrong: one sentence, not two.
      hint={error ? undefined : hint}
    />
  );
}
