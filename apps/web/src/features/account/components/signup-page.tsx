import { zodResolver } from '@hookform/resolvers/zod';
import { type SignupRequest, SignupRequestSchema } from '@vitrine/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { AccountPage, AccountsNotOpen } from './account-page';
import styles from './account-page.module.css';

const BLANK: SignupRequest = { email: '', username: '', password: '' };
const PASSWORD_HINT = '8 caractères au moins, avec un chiffre, une minuscule et une majuscule.';

/** `/Signup`: the spec's fields and password rule; there is no account service to send them to yet. */
export function SignupPage() {
  usePageMeta('Créer un compte', 'Créer un compte Vitrine : aucun compte n’est nécessaire pour commander.');
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SignupRequest>({
    resolver: zodResolver(SignupRequestSchema),
    mode: 'onTouched',
    defaultValues: BLANK,
  });

  const submit = handleSubmit(() => {
    // Nothing is kept: the typed password leaves memory with the form.
    reset(BLANK);
    setSent(true);
  });

  return (
    <AccountPage
      title="Créer un compte"
      other={{ text: 'Déjà inscrit ?', to: '/Signin', label: 'Se connecter' }}
    >
      {sent ? (
        <AccountsNotOpen>
          Aucun compte n’a été créé. Vous n’en avez pas besoin pour commander : il suffit de vos coordonnées,
          ou de votre code client si vous avez déjà commandé.
        </AccountsNotOpen>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Créer un compte">
          <TextField
            label="Adresse mail"
            type="email"
            registration={register('email')}
            error={errors.email?.message}
            autoComplete="email"
          />
          <TextField
            label="Nom d'utilisateur"
            registration={register('username')}
            error={errors.username?.message}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField
            label="Mot de passe"
            type="password"
            registration={register('password')}
            error={errors.password?.message}
            autoComplete="new-password"
            // The rule's own message replaces the hint while the field is wrong: one sentence, not two.
            hint={errors.password ? undefined : PASSWORD_HINT}
          />
          <button type="submit" className="btn btn-block">
            Créer mon compte
          </button>
        </form>
      )}
    </AccountPage>
  );
}
