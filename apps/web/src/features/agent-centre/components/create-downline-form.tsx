import type { ContractKind } from '@app/contracts/calls/agents';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { Field } from '../../../ui/form-kit.tsx';
import { McNotice } from '../../../ui/page-kit.tsx';
import { useRegisterRules } from '../../auth/api/register.ts';
import { type FieldProblem, reasonProblem, ruleHint, serverFieldReasons } from '../../auth/index.ts';
import { reloadTeam, useCreateDownline } from '../api/create-downline.ts';
import { OfferContractDialog } from './offer-contract-dialog.tsx';
import { useSubmit } from './use-submit.ts';

/** The form's fields, named as the server names them in a refusal. */
type FieldKey = 'username' | 'password' | 'confirmPassword' | 'nickname';
const FIELD_KEYS: readonly FieldKey[] = ['username', 'password', 'confirmPassword', 'nickname'];

/**
 * Register a downline (agents.createDownline): a member, or a sub-agent when the agent may make them,
 * with username, password (typed twice), and an optional nickname. The brand's register rules for
 * username and password (the ones the server applies to accounts made by an agent) show as hints; a
 * refusal marks each failing field with its own reason. A new sub-agent can be offered its first
 * contract at once.
 */
export function CreateDownlineForm({
  canCreateAgents,
  contractKinds,
}: {
  canCreateAgents: boolean;
  contractKinds: readonly ContractKind[];
}) {
  const t = useT();
  const create = useCreateDownline();
  const rules = useRegisterRules().data ?? [];
  const s = useSubmit();
  const [kind, setKind] = useState<'member' | 'agent'>('member');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [nickname, setNickname] = useState('');
  const [problems, setProblems] = useState<Partial<Record<FieldKey, FieldProblem>>>({});
  const [newAgent, setNewAgent] = useState<string | null>(null);
  const [offering, setOffering] = useState(false);
  const ruleOf = (key: FieldKey) => rules.find((r) => r.key === key);
  const hintOf = (key: FieldKey) => {
    const rule = ruleOf(key);
    if (!rule) return undefined;
    const h = ruleHint(rule);
    return t(h.key as TKey, h.vars);
  };
  const problemText = (key: FieldKey) => {
    const p = problems[key];
    return p ? t(p.key as TKey, p.vars) : undefined;
  };
  /** A reason the page can word: a shared message, or a rule's pattern when the rule is known. */
  const problemOf = (key: FieldKey, reason: string): FieldProblem => {
    const rule = ruleOf(key);
    if (reason.startsWith('err_') || (reason.startsWith('pattern_') && rule)) return reasonProblem(reason, rule);
    return { key: 'err_request_param' };
  };
  return (
    <form
      className="mc-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (password !== confirm) {
          setProblems({ confirmPassword: { key: 'ac_password_mismatch' } });
          s.fail(t('ac_fix_fields'));
          return;
        }
        setProblems({});
        void s.run(async () => {
          let made: Awaited<ReturnType<typeof create.run>>;
          try {
            made = await create.run({ kind, username, password, ...(nickname.trim() ? { nickname } : {}) });
          } catch (err) {
            const next: Partial<Record<FieldKey, FieldProblem>> = {};
            for (const [field, reason] of Object.entries(serverFieldReasons(err))) {
              const key = FIELD_KEYS.find((k) => k === field);
              if (key) next[key] = problemOf(key, reason);
            }
            setProblems(next);
            throw err;
          }
          setUsername('');
          setPassword('');
          setConfirm('');
          setNickname('');
          setNewAgent(kind === 'agent' ? made.username : null);
          reloadTeam();
          return t(kind === 'agent' ? 'ac_created_agent' : 'ac_created_member', { username: made.username });
        });
      }}
    >
      {canCreateAgents ? (
        <fieldset className="mc-field ac-choice">
          <legend>{t('ac_account_kind')}</legend>
          {(['member', 'agent'] as const).map((k) => (
            <label key={k} className="ac-choice__option">
              <input type="radio" name="ac-create-kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              <span>{t(k === 'agent' ? 'ac_type_agent' : 'ac_type_member')}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <Field
        label={t('ac_username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        aria-required
        maxLength={40}
        autoComplete="off"
        hint={hintOf('username')}
        error={problemText('username')}
      />
      <Field
        label={t('ac_password')}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-required
        maxLength={128}
        autoComplete="new-password"
        hint={hintOf('password')}
        error={problemText('password')}
      />
      <Field
        label={t('ac_password_confirm')}
        type="password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        aria-required
        maxLength={128}
        autoComplete="new-password"
        error={problemText('confirmPassword')}
      />
      <Field
        label={t('ac_nickname_optional')}
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        maxLength={40}
        autoComplete="off"
        error={problemText('nickname')}
      />
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
          {t('ac_create_submit')}
        </button>
      </div>
      <McNotice error={s.error} success={s.success} />
      {newAgent && contractKinds.length > 0 ? (
        <div className="mc-row">
          <button type="button" className="mc-button" onClick={() => setOffering(true)}>
            {t('ac_offer_first_contract', { username: newAgent })}
          </button>
        </div>
      ) : null}
      {offering && newAgent ? (
        <OfferContractDialog username={newAgent} kinds={contractKinds} onClose={() => setOffering(false)} />
      ) : null}
    </form>
  );
}
