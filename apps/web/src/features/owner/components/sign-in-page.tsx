import { MESSAGES } from '@vitrine/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SHOP } from '@/config/shop';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ApiError } from '@/lib/api-client';
import { useSignIn } from '../api/session';
import { returnPath } from '../lib/console-paths';
import { refusalOf } from '../lib/refusal';
import styles from './sign-in-page.module.css';

/** What the owner reads when the sign-in fails. */
function signInProblem(error: unknown, identifiant: string): string {
  if (error instanceof ApiError && error.kind === 'unauthorized')
    return identifiant ? MESSAGES.staffSignInWrong : MESSAGES.ownerPasswordWrong;
  if (error instanceof ApiError && error.kind === 'rate_limited')
    return error.message || MESSAGES.rateLimited;
  return refusalOf(error, 'mot_de_passe');
}

/**
 * A team member's identifiant and password, or the shop's password alone (the owner), then back to
 * the page wanted.
 */
export function SignInPage() {
  usePageMeta('Console — connexion');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [identifiant, setIdentifiant] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The API holds the password to OwnerSignInSchema; an empty field need not travel to hear it.
    if (!password) {
      setProblem(MESSAGES.passwordRequired);
      return;
    }
    setProblem(undefined);
    signIn.mutate(
      { identifiant: identifiant.trim() || undefined, mot_de_passe: password },
      {
        onSuccess: () => navigate(returnPath(params.get('retour')), { replace: true }),
        onError: (error) => setProblem(signInProblem(error, identifiant.trim())),
      },
    );
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="owner-sign-in-title">
        <p className={styles.brand}>
          <span className={styles.word}>{SHOP.name}</span>
          <span className="eyebrow">Console de la boutique</span>
        </p>
        <h1 id="owner-sign-in-title" className={styles.title}>
          Connexion
        </h1>
        {params.get('retour') && <p className={styles.note}>{MESSAGES.ownerSignInRequired}</p>}
        <div className="field">
          <label htmlFor="owner-identifiant" className="field-label">
            Identifiant <span className={styles.optional}>(membre de l’équipe)</span>
          </label>
          <input
            id="owner-identifiant"
            className="input"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={identifiant}
            onChange={(event) => setIdentifiant(event.target.value)}
            aria-describedby="owner-identifiant-hint"
          />
          <p id="owner-identifiant-hint" className={styles.hint}>
            Laissez vide pour entrer avec le mot de passe de la boutique.
          </p>
        </div>
        <div className="field">
          <label htmlFor="owner-password" className="field-label">
            Mot de passe
          </label>
          <div className={styles.password}>
            <input
              id="owner-password"
              className="input"
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              autoCapitalize="none"
              spellCheck={false}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'owner-password-error' : undefined}
            />
            <button
              type="button"
              className={styles.toggle}
              aria-controls="owner-password"
              onClick={() => setShown((value) => !value)}
              // The visible word first: voice control finds the button by it.
              aria-label={`${shown ? 'Masquer' : 'Afficher'} le mot de passe`}
            >
              {shown ? 'Masquer' : 'Afficher'}
            </button>
          </div>
          {problem && (
            <p id="owner-password-error" className="field-error" role="alert">
              {problem}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn-block" disabled={signIn.isPending}>
          {signIn.isPending ? 'Connexion…' : 'Se connecter'}
        </button>
      </form>
    </main>
  );
}
