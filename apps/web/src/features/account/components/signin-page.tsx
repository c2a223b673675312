import { SigninRequestSchema } from '@vitrine/contracts';
import { TextField } from '@/components/ui/field';
import { AccountForm } from './account-form';

/** `/Signin`: e-mail and password; there is no account to sign in to yet, and the page says so. */
export function SigninPage() {
  return (
    <AccountForm
      title="Se connecter"
      description="Se connecter à Vitrine : aucun compte n’est nécessaire pour commander."
      schema={SigninRequestSchema}
      submitLabel="Se connecter"
      other={{ text: 'Pas encore de compte ?', to: '/Signup', label: 'Créer un compte' }}
      answer={
        <>
          Il n’existe pas encore de compte auquel se connecter. Vous n’en avez pas besoin pour commander :
          retrouvez vos commandes, vos coordonnées et vos favoris dans Mon espace.
        </>
      }
    >
      {(field) => (
        <>
          <TextField label="Adresse mail" type="email" {...field('email')} autoComplete="email" />
          <TextField
            label="Mot de passe"
            type="password"
            {...field('password')}
            autoComplete="current-password"
          />
        </>
      )}
    </AccountForm>
  );
}
