import * as staffCalls from '@app/contracts/calls/backoffice-staff';
import * as calls from '@app/contracts/calls/backoffice-support';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { Age, DateTime } from '../../ui/age.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { errorText } from '../../ui/error-text.ts';
import { Page } from '../../ui/page.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { ReplyForm } from './reply-form.tsx';
import { may } from './shared.tsx';
import './members.css';

const DESK_ROLES = ['owner', 'admin', 'support'];

/** One conversation: its messages, claim, assign (owners and admins), reply and close. */
export default function ConversationPage() {
  const t = useT();
  const me = useMe();
  const id = useId();
  const conversation = useParams().conversation ?? '';
  const view = useStaffCall(calls.conversation, { conversation }, { enabled: conversation !== '' });
  const managers = me.role === 'owner' || me.role === 'admin';
  const staff = useStaffCall(staffCalls.staffList, {}, { enabled: managers });
  const invalidates = [calls.conversation, calls.conversations];
  const claim = useStaffWrite(calls.claim, { invalidates });
  const assign = useStaffWrite(calls.assign, { invalidates });
  const close = useStaffWrite(calls.close, { invalidates });
  const [closing, setClosing] = useState(false);
  const [assignee, setAssignee] = useState('');
  const s = view.data?.summary;
  const writer = may('desk', me.role);
  const mine = s?.assignee?.id === me.staff.id;
  const error = claim.error ?? assign.error;
  return (
    <Page
      title={t('support.view.title', { id: conversation.length > 14 ? `${conversation.slice(0, 12)}…` : conversation })}
    >
      <p>
        <Link to="/support">{t('support.view.back')}</Link>
      </p>
      {view.error ? (
        <div className="table-state" role="alert">
          <p>{errorText(t, view.error)}</p>
        </div>
      ) : !s ? (
        <p className="table-state" role="status">
          {t('ui.loading')}
        </p>
      ) : (
        <>
          <dl className="facts">
            <dt>{t('support.queue.status')}</dt>
            <dd>
              <StatusBadge status={s.status === 'open' ? 'pending' : 'ok'} label={t(`support.status.${s.status}`)} />
            </dd>
            <dt>{t('support.col.channel')}</dt>
            <dd>{s.channel}</dd>
            <dt>{t('support.col.age')}</dt>
            <dd>
              <Age at={s.startedAt} />
            </dd>
            <dt>{t('support.col.assignee')}</dt>
            <dd>{s.assignee?.username ?? t('support.nobody')}</dd>
          </dl>
          {writer && s.status === 'open' ? (
            <div className="mb-toolbar">
              {!s.assignee ? (
                <button type="button" className="btn" onClick={() => void claim.run({ conversation })}>
                  {t('support.claim')}
                </button>
              ) : null}
              {managers && staff.data ? (
                <form
                  className="mb-inline-form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (assignee) void assign.run({ conversation, staffId: Number(assignee) });
                  }}
                >
                  <div className="field">
                    <label htmlFor={id}>{t('support.assignTo')}</label>
                    <select id={id} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
                      <option value="">{t('support.nobody')}</option>
                      {staff.data
                        .filter((x) => DESK_ROLES.includes(x.role) && x.status === 'active')
                        .map((x) => (
                          <option key={x.id} value={x.id}>
                            {`${x.username} (${t(`role.${x.role}`)})`}
                          </option>
                        ))}
                    </select>
                  </div>
                  <button type="submit" className="btn">
                    {t('support.assign')}
                  </button>
                </form>
              ) : null}
              <button
                type="button"
                className="btn"
                onClick={() => {
                  close.reset();
                  setClosing(true);
                }}
              >
                {t('support.close')}
              </button>
            </div>
          ) : null}
          {error ? (
            <p className="form-error" role="alert">
              {errorText(t, error)}
            </p>
          ) : null}
          <h2 className="mb-h2">{t('support.view.messages')}</h2>
          <ol className="mb-messages">
            {view.data?.messages.map((m) => (
              <li key={m.id} className={`mb-message ${m.from}`}>
                <span className="mb-message-meta">
                  {m.from === 'agent' ? t('support.view.agent') : t('support.view.visitor')} ·{' '}
                  <DateTime at={new Date(m.time)} />
                </span>
                <p>{m.text}</p>
              </li>
            ))}
          </ol>
          {writer && s.status === 'open' && (mine || !s.assignee) ? <ReplyForm conversation={conversation} /> : null}
          <ConfirmDialog
            open={closing}
            title={t('support.close')}
            description={t('support.closeLead')}
            confirmLabel={t('support.close')}
            error={close.error}
            onClose={() => setClosing(false)}
            onConfirm={async () => {
              if (await close.run({ conversation })) setClosing(false);
            }}
          />
        </>
      )}
    </Page>
  );
}
