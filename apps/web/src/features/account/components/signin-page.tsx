import { type SigninRequest, SigninRequestSchema } from '@vitrine/contracts';
import { usePageMeta } from '@/hooks/use-page-meta';
import { EmailField, PasswordField } from './account-fields';
import { AccountForm } from './account-form';

const BLANK: SigninRequest = { email: '', password: '' };

/** `/Signin`: e-mail and password; there is no account to sign in to yet, and the page says so. */
export function SigninPage() {
  usePageMeta('Se connecter', 'Se connecter à Vitrine : aucun compte n’est nécessaire pour commander.');
  return (
    <AccountForm
      title="Se connecter"
      schema={SigninRequestSchema}
      blank={BLANK}
      submitLabel="Se connecter"
      other={{ text: 'Pas encore de compte ?', to: '/Signup', label: 'Créer un compte' }}
      answer={
        <>
          Il n’existe pas encore de compte auquel se connecter. Vous n’en avez pas besoin pour commander :
          retrouvez vos commandes, vos coordonnées et vos favoris dans Mon espace.
        </>
      }
    >
      {({ register, formState: { errors } }) => (
        <>
          <EmailField registration={register('email')} error={errors.email?.message} />
          <PasswordField
            registration={register('password')}
            error={errors.password?.message}
            autoComplete="current-password"
          />
        </>
      )}
    </AccountForm>
  );
}
