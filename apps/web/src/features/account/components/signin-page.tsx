import { zodResolver } from '@hookform/resolvers/zod';
import { type SigninRequest, SigninRequestSchema } from '@vitrine/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { AccountPage, AccountsNotOpen } from './account-page';
import styles from './account-page.module.css';

const BLANK: SigninRequest = { email: '', password: '' };

/** `/Signin`: e-mail and password; there is no account to sign in to yet, and the page says so. */
export function SigninPage() {
  usePageMeta('Se connecter', 'Se connecter à Vitrine : aucun compte n’est nécessaire pour commander.');
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SigninRequest>({
    resolver: zodResolver(SigninRequestSchema),
    mode: 'onTouched',
    defaultValues: BLANK,
  });

  const submit = handleSubmit(() => {
    reset(BLANK);
    setSent(true);
  });

  return (
    <AccountPage
      title="Se connecter"
      other={{ text: 'Pas encore de compte ?', to: '/Signup', label: 'Créer un compte' }}
    >
      {sent ? (
        <AccountsNotOpen>
          Il n’existe pas encore de compte auquel se connecter. Vous n’en avez pas besoin pour commander :
          retrouvez vos commandes, vos coordonnées et vos favoris dans Mon espace.
        </AccountsNotOpen>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Se connecter">
          <TextField
            label="Adresse mail"
            type="email"
            registration={register('email')}
            error={errors.email?.message}
            autoComplete="email"
          />
          <TextField
            label="Mot de passe"
            type="password"
            registration={register('password')}
            error={errors.password?.message}
            autoComplete="current-password"
          />
          <button type="submit" className="btn btn-block">
            Se connecter
          </button>
        </form>
      )}
    </AccountPage>
  );
}
