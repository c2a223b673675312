import { useQuery } from '@tanstack/react-query';
import {
  STAFF_PASSWORD_MIN,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@vitrine/contracts';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/ui/field';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ApiError } from '@/lib/api-client';
import { ownerSessionQueryOptions } from '../api/session';
import { staffQueryOptions, useAddStaff, useChangeStaff } from '../api/team';
import { formatDay } from '../lib/dates';
import { refusalOf } from '../lib/refusal';
import { ConsoleCard } from './console-card';
import form from './console-form.module.css';
import styles from './team-page.module.css';

/** Each field's first refusal; a taken identifiant (409) is the identifiant's, anything else the form's. */
function problemsOf(error: unknown): Record<string, string | undefined> {
  if (error instanceof ApiError && error.kind === 'conflict') return { identifiant: error.message };
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
    return Object.fromEntries(Object.entries(error.fieldErrors).map(([field, said]) => [field, said[0]]));
  return { form: refusalOf(error, 'form') };
}

const EMPTY = { nom: '', identifiant: '', mot_de_passe: '', role: 'confirmation' as StaffRole };

/** « Ajouter un compte »: a name, an identifiant to sign in with, a first password and a role. */
function AddMember() {
  const add = useAddStaff();
  const [member, setMember] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [done, setDone] = useState<string>();
  const set = (field: keyof typeof EMPTY) => (value: string) => setMember((m) => ({ ...m, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setDone(undefined);
    add.mutate(member, {
      onSuccess: (created) => {
        setMember(EMPTY);
        setDone(`Compte de ${created.nom} créé : identifiant « ${created.identifiant} ».`);
      },
      onError: (error) => setErrors(problemsOf(error)),
    });
  };

  return (
    <ConsoleCard name="add" title="Ajouter un compte">
      <form className={form.form} onSubmit={submit} noValidate aria-label="Ajouter un compte">
        <div className={styles.pair}>
          <Field label="Nom" error={errors.nom}>
            {(control) => (
              <input
                {...control}
                className="input"
                value={member.nom}
                onChange={(e) => set('nom')(e.target.value)}
                autoComplete="off"
              />
            )}
          </Field>
          <Field label="Identifiant" error={errors.identifiant} hint="Lettres sans accent, chiffres, . - _">
            {(control) => (
              <input
                {...control}
                className="input"
                value={member.identifiant}
                onChange={(e) => set('identifiant')(e.target.value)}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Field>
        </div>
        <Field
          label="Mot de passe"
          error={errors.mot_de_passe}
          hint={`Au moins ${STAFF_PASSWORD_MIN} caractères ; donnez-le à la personne, elle pourra en recevoir un autre.`}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              value={member.mot_de_passe}
              onChange={(e) => set('mot_de_passe')(e.target.value)}
              autoComplete="new-password"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <fieldset className={styles.roles}>
          <legend className="field-label">Rôle</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className={styles.role}>
              <input
                type="radio"
                name="role"
                value={role}
                checked={member.role === role}
                onChange={() => set('role')(role)}
              />
              <span>
                <strong>{STAFF_ROLE_LABELS[role]}</strong>
                <span className={styles.roleText}>{STAFF_ROLE_DESCRIPTIONS[role]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={form.actions}>
          <button type="submit" className="btn" disabled={add.isPending}>
            {add.isPending ? 'Création…' : 'Créer le compte'}
          </button>
        </div>
        {(errors.role ?? errors.form) && (
          <p className="field-error" role="alert">
            {errors.role ?? errors.form}
          </p>
        )}
        {done && (
          <p className={form.done} role="status">
            {done}
          </p>
        )}
      </form>
    </ConsoleCard>
  );
}

/** One account: its role, on or off, and a new password when it is forgotten. */
function Member({ member, self }: { member: StaffMember; self: boolean }) {
  const change = useChangeStaff();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const apply = (body: { role?: StaffRole; actif?: boolean; mot_de_passe?: string }, said: string) => {
    setProblem(undefined);
    setDone(undefined);
    change.mutate(
      { id: member.id, ...body },
      {
        onSuccess: () => {
          setPassword('');
          setDone(said);
        },
        onError: (error) => setProblem(refusalOf(error, 'mot_de_passe')),
      },
    );
  };
  const newPassword = (event: FormEvent) => {
    event.preventDefault();
    apply(
      { mot_de_passe: password },
      'Nouveau mot de passe enregistré : ses sessions ouvertes sont fermées.',
    );
  };
  return (
    <li className={styles.member} data-off={member.actif ? undefined : true} aria-label={member.nom}>
      <div className={styles.who}>
        <p className={styles.name}>
          {member.nom} {self && <span className={styles.self}>(vous)</span>}
        </p>
        <p className={styles.facts}>
          <span className={styles.identifiant}>{member.identifiant}</span> · depuis le{' '}
          {formatDay(member.created_at)}
          {!member.actif && <span className={styles.off}> · désactivé</span>}
        </p>
      </div>
      <div className={styles.controls}>
        <label className={styles.select}>
          <span className="visually-hidden">Rôle de {member.nom}</span>
          <select
            className="input"
            value={member.role}
            disabled={change.isPending || self}
            onChange={(e) =>
              apply(
                { role: e.target.value as StaffRole },
                `Rôle changé : ${STAFF_ROLE_LABELS[e.target.value as StaffRole]}.`,
              )
            }
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {STAFF_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
        {!self && (
          <button
            type="button"
            className={`btn btn-outline ${member.actif ? form.danger : ''}`}
            disabled={change.isPending}
            onClick={() =>
              apply(
                { actif: !member.actif },
                member.actif ? 'Compte désactivé : ses sessions sont fermées.' : 'Compte réactivé.',
              )
            }
          >
            {member.actif ? 'Désactiver' : 'Réactiver'}
          </button>
        )}
      </div>
      <form
        className={styles.password}
        onSubmit={newPassword}
        noValidate
        aria-label={`Nouveau mot de passe de ${member.nom}`}
      >
        <label className={styles.select}>
          <span className="visually-hidden">Nouveau mot de passe de {member.nom}</span>
          <input
            className="input"
            type="text"
            placeholder="Nouveau mot de passe"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            autoCapitalize="none"
            spellCheck={false}
          />
        </label>
        <button type="submit" className="btn btn-outline" disabled={change.isPending || !password}>
          Changer
        </button>
      </form>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p className={form.done} role="status">
          {done}
        </p>
      )}
    </li>
  );
}

/** « Équipe »: who signs in to the console, and as what. The owner's alone. */
export function TeamPage() {
  usePageMeta('Console — équipe');
  const team = useQuery(staffQueryOptions());
  const self = useQuery(ownerSessionQueryOptions()).data?.id;
  return (
    <div className={styles.page}>
      <header>
        <p className="eyebrow">Console</p>
        <h1 className={styles.title}>Équipe</h1>
        <p className={styles.lede}>
          Chacun entre avec son identifiant et son mot de passe, et ne voit que ce que son rôle permet. Le mot
          de passe de la boutique, seul, reste celui du propriétaire.
        </p>
      </header>
      {team.isError ? (
        <p role="alert" className="field-error">
          {team.error.message}
        </p>
      ) : !team.data ? (
        <div className="spinner" role="status" aria-label="Chargement de l’équipe" />
      ) : team.data.membres.length === 0 ? (
        <p className={styles.none}>Aucun compte pour le moment : ajoutez le premier ci-dessous.</p>
      ) : (
        <ul className={styles.list} aria-label="Comptes de l’équipe">
          {team.data.membres.map((member) => (
            <Member key={member.id} member={member} self={member.id === self} />
          ))}
        </ul>
      )}
      <AddMember />
    </div>
  );
}
