import type { TInvitationLink } from '@app/contracts/calls/agents';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { McNotice, useErrorText } from '../../../ui/page-kit.tsx';
import {
  reloadInvitationLinks,
  useCreateInvitationLink,
  useDeleteInvitationLink,
  useInvitationLinks,
} from '../api/invitation-links.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { count, useFormatMoment } from './figures.tsx';
import { QrCode } from './qr-code.tsx';
import { useSubmit } from './use-submit.ts';

/** One link as a card: its code, address, figures, QR code, and copy and retire buttons. */
function LinkCard({ link, onRetire }: { link: TInvitationLink; onRetire(): void }) {
  const t = useT();
  const moment = useFormatMoment();
  const [qr, setQr] = useState(false);
  const [copied, setCopied] = useState<string | undefined>();
  const name = link.label || link.code;
  return (
    <li className="ac-link">
      <div className="ac-link__head">
        <h5 className="ac-link__name">{name}</h5>
        <span className="mc-pill">{t(link.kind === 'agent' ? 'ac_type_agent' : 'ac_type_member')}</span>
      </div>
      <dl className="mc-kv">
        <dt>{t('ac_link_code')}</dt>
        <dd>{link.code}</dd>
        <dt>{t('ac_link_url')}</dt>
        <dd>{link.url}</dd>
        <dt>{t('ac_sign_ups')}</dt>
        <dd>{count(link.signUps)}</dd>
        <dt>{t('ac_first_deposits')}</dt>
        <dd>{count(link.firstDeposits)}</dd>
        <dt>{t('ac_created_at')}</dt>
        <dd>{moment(link.createdAt)}</dd>
      </dl>
      <div className="mc-row">
        <button
          type="button"
          className="mc-button"
          onClick={() => {
            void navigator.clipboard?.writeText(link.url).then(
              () => setCopied(t('ac_link_copied')),
              () => setCopied(undefined),
            );
          }}
        >
          {t('ac_copy_link', { name })}
        </button>
        <button type="button" className="mc-button" aria-expanded={qr} onClick={() => setQr((v) => !v)}>
          {t(qr ? 'ac_hide_qr' : 'ac_show_qr', { name })}
        </button>
        <button type="button" className="mc-button" onClick={onRetire}>
          {t('ac_retire_link', { name })}
        </button>
      </div>
      <McNotice success={copied} />
      {qr ? <QrCode text={link.url} label={t('ac_qr_label', { name })} /> : null}
    </li>
  );
}

/**
 * The invitation links (up to `max`, 10): each with its sign-ups and first deposits, a QR code drawn
 * here, copy and retire (after a confirmation); a form adds one. The server refuses an eleventh and
 * its message shows.
 */
export function InvitationLinks({ canCreateAgents }: { canCreateAgents: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const links = useInvitationLinks();
  const create = useCreateInvitationLink();
  const remove = useDeleteInvitationLink();
  const s = useSubmit();
  const [kind, setKind] = useState<'member' | 'agent'>('member');
  const [label, setLabel] = useState('');
  const [retiring, setRetiring] = useState<TInvitationLink | null>(null);
  const data = links.data;
  const full = !!data && data.list.length >= data.max;
  return (
    <>
      {links.error ? <McNotice error={errorText(links.error)} /> : null}
      {data ? <p className="ac-muted">{t('ac_links_count', { count: data.list.length, max: data.max })}</p> : null}
      <form
        className="mc-form"
        onSubmit={(e) => {
          e.preventDefault();
          void s.run(async () => {
            const made = await create.run({ kind, label });
            setLabel('');
            reloadInvitationLinks();
            return t('ac_link_created', { code: made.code });
          });
        }}
      >
        {canCreateAgents ? (
          <div className="mc-field">
            <label htmlFor="ac-link-kind">{t('ac_link_registers')}</label>
            <select
              id="ac-link-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value === 'agent' ? 'agent' : 'member')}
            >
              <option value="member">{t('ac_type_member')}</option>
              <option value="agent">{t('ac_type_agent')}</option>
            </select>
          </div>
        ) : null}
        <div className="mc-field">
          <label htmlFor="ac-link-label">{t('ac_link_label')}</label>
          <input
            id="ac-link-label"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            maxLength={40}
            autoComplete="off"
          />
        </div>
        <div className="mc-row">
          <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
            {t('ac_add_link')}
          </button>
        </div>
        {full && !s.error ? <p className="mc-field__hint">{t('ac_links_full', { max: data.max })}</p> : null}
        <McNotice error={s.error} success={s.success} />
      </form>
      {data && data.list.length > 0 ? (
        <ul className="ac-links">
          {data.list.map((l) => (
            <LinkCard key={l.id} link={l} onRetire={() => setRetiring(l)} />
          ))}
        </ul>
      ) : links.loading ? (
        <Loading />
      ) : data ? (
        <Empty>{t('ac_no_links')}</Empty>
      ) : null}
      {retiring ? (
        <ConfirmDialog
          title={t('ac_retire_title')}
          text={t('ac_retire_text', { name: retiring.label || retiring.code })}
          confirmLabel={t('ac_retire')}
          onClose={() => setRetiring(null)}
          onConfirm={async () => {
            await remove.run({ id: retiring.id });
            reloadInvitationLinks();
          }}
        />
      ) : null}
    </>
  );
}
