import type { ContractKind } from '@app/contracts/calls/agents';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { McNotice } from '../../../ui/page-kit.tsx';
import { reloadTeam, useCreateDownline } from '../api/create-downline.ts';
import { OfferContractDialog } from './offer-contract-dialog.tsx';
import { useSubmit } from './use-submit.ts';

/**
 * Register a downline (agents.createDownline): a member, or a sub-agent when the agent may make them,
 * with username, password (typed twice), and an optional nickname. A new sub-agent can be offered its
 * first contract at once.
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
  const s = useSubmit();
  const [kind, setKind] = useState<'member' | 'agent'>('member');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [nickname, setNickname] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [newAgent, setNewAgent] = useState<string | null>(null);
  const [offering, setOffering] = useState(false);
  return (
    <form
      className="mc-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (password !== confirm) {
          s.clear();
          setMismatch(true);
          return;
        }
        setMismatch(false);
        void s.run(async () => {
          const made = await create.run({ kind, username, password, ...(nickname.trim() ? { nickname } : {}) });
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
      <div className="mc-field">
        <label htmlFor="ac-create-username">{t('ac_username')}</label>
        <input
          id="ac-create-username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          maxLength={40}
          autoComplete="off"
        />
      </div>
      <div className="mc-field">
        <label htmlFor="ac-create-password">{t('ac_password')}</label>
        <input
          id="ac-create-password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          maxLength={128}
          autoComplete="new-password"
        />
      </div>
      <div className="mc-field">
        <label htmlFor="ac-create-confirm">{t('ac_password_confirm')}</label>
        <input
          id="ac-create-confirm"
          type="password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          required
          maxLength={128}
          autoComplete="new-password"
          aria-invalid={mismatch ? true : undefined}
        />
      </div>
      <div className="mc-field">
        <label htmlFor="ac-create-nickname">{t('ac_nickname_optional')}</label>
        <input
          id="ac-create-nickname"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          maxLength={40}
          autoComplete="off"
        />
      </div>
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
          {t('ac_create_submit')}
        </button>
      </div>
      <McNotice error={mismatch ? t('ac_password_mismatch') : s.error} success={s.success} />
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
