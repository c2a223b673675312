import { SignupRequestSchema } from '@vitrine/contracts';
import { TextField } from '@/components/ui/field';
import { EmailField, PasswordField } from './account-fields';
import { AccountForm } from './account-form';

const PASSWORD_HINT = '8 caractères au moins, avec un chiffre, une minuscule et une majuscule.';

/** `/Signup`: the spec's fields and password rule; there is no account service to send them to yet. */
export function SignupPage() {
  return (
    <AccountForm
      title="Créer un compte"
      description="Créer un compte Vitrine : aucun compte n’est nécessaire pour commander."
      schema={SignupRequestSchema}
      submitLabel="Créer mon compte"
      other={{ text: 'Déjà inscrit ?', to: '/Signin', label: 'Se connecter' }}
      answer={
        <>
          Aucun compte n’a été créé. Vous n’en avez pas besoin pour commander : il suffit de vos coordonnées,
          ou de votre code client si vous avez déjà commandé.
        </>
      }
    >
      {(field) => (
        <>
          <EmailField {...field('email')} />
          <TextField
            label="Nom d'utilisateur"
            {...field('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <PasswordField {...field('password')} autoComplete="new-password" hint={PASSWORD_HINT} />
        </>
      )}
    </AccountForm>
  );
}
