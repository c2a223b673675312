import { type SignupRequest, SignupRequestSchema } from '@vitrine/contracts';
import { TextField } from '@/components/ui/field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { EmailField, PasswordField } from './account-fields';
import { AccountForm } from './account-form';

const BLANK: SignupRequest = { email: '', username: '', password: '' };
const PASSWORD_HINT = '8 caractères au moins, avec un chiffre, une minuscule et une majuscule.';

/** `/Signup`: the spec's fields and password rule; there is no account service to send them to yet. */
export function SignupPage() {
  usePageMeta('Créer un compte', 'Créer un compte Vitrine : aucun compte n’est nécessaire pour commander.');
  return (
    <AccountForm
      title="Créer un compte"
      schema={SignupRequestSchema}
      blank={BLANK}
      submitLabel="Créer mon compte"
      other={{ text: 'Déjà inscrit ?', to: '/Signin', label: 'Se connecter' }}
      answer={
        <>
          Aucun compte n’a été créé. Vous n’en avez pas besoin pour commander : il suffit de vos coordonnées,
          ou de votre code client si vous avez déjà commandé.
        </>
      }
    >
      {({ register, formState: { errors } }) => (
        <>
          <EmailField registration={register('email')} error={errors.email?.message} />
          <TextField
            label="Nom d'utilisateur"
            registration={register('username')}
            error={errors.username?.message}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <PasswordField
            registration={register('password')}
            error={errors.password?.message}
            autoComplete="new-password"
            // The rule's own message replaces the hint while the field is wrong: one sentence, not two.
            hint={errors.password ? undefined : PASSWORD_HINT}
          />
        </>
      )}
    </AccountForm>
  );
}
