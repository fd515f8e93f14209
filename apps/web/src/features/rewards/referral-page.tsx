import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useFormatTime } from '../../lib/format-time.ts';
import { Empty, Loading } from '../../ui/empty.tsx';
import { Money } from '../../ui/money.tsx';
import { McNotice, McPage, McPager, McSection, McTable, useLatest } from '../../ui/page-kit.tsx';
import { useReferral } from './api/get-referral.ts';
import { iso } from './components/labels.ts';
import { ReferralQr } from './components/referral-qr.tsx';
import './rewards.css';

const PAGE_SIZE = 10;

/**
 * referral (invite friends): the member's code and link with a copy button and a QR code drawn here,
 * the referral promotion's rules, the totals, and the friends invited with their first-deposit state
 * and the reward each brought.
 */
export default function ReferralPage() {
  const t = useT();
  const time = useFormatTime();
  const [pageNo, setPageNo] = useState(1);
  const referral = useReferral(pageNo);
  const d = useLatest(referral.data);
  const [copied, setCopied] = useState<{ ok?: string; error?: string }>({});
  const copy = (text: string, what: string) => {
    const done = () => setCopied({ ok: t('rw_copied', { what }) });
    const failed = () => setCopied({ error: t('rw_copy_failed') });
    if (!navigator.clipboard) return failed();
    void navigator.clipboard.writeText(text).then(done, failed);
  };

  return (
    <McPage titleKey="rw_page_referral">
      {!d ? <Loading /> : null}
      {d ? (
        <>
          <McSection title={t('rw_ref_your_link')} id="rf-link">
            <div className="rw-ref">
              <div className="rw-ref__fields">
                <dl className="mc-kv">
                  <dt>{t('rw_ref_code')}</dt>
                  <dd data-testid="referral-code">{d.code}</dd>
                </dl>
                <div className="mc-field">
                  <label htmlFor="rf-link-input">{t('rw_ref_link')}</label>
                  <input id="rf-link-input" value={d.link} readOnly onFocus={(e) => e.currentTarget.select()} />
                </div>
                <div className="mc-row">
                  <button
                    type="button"
                    className="mc-button mc-button--primary"
                    onClick={() => copy(d.link, t('rw_ref_link'))}
                  >
                    {t('rw_ref_copy_link')}
                  </button>
                  <button type="button" className="mc-button" onClick={() => copy(d.code, t('rw_ref_code'))}>
                    {t('rw_ref_copy_code')}
                  </button>
                </div>
                <McNotice success={copied.ok} error={copied.error} />
              </div>
              <ReferralQr text={d.link} label={t('rw_ref_qr_label')} />
            </div>
          </McSection>
          <McSection title={t('rw_ref_rules')} id="rf-rules">
            {d.promotion ? <p className="rw-ref__promo">{d.promotion.title}</p> : null}
            {d.promotion?.summary ? <p>{d.promotion.summary}</p> : null}
            {d.terms.length > 0 ? (
              <ul className="rw-terms">
                {d.terms.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : (
              <Empty>{t('rw_ref_no_promotion')}</Empty>
            )}
          </McSection>
          <McSection title={t('rw_ref_friends')} id="rf-friends">
            <dl className="rw-totals">
              <div>
                <dt>{t('rw_ref_invited')}</dt>
                <dd data-testid="referral-invited">{d.invited}</dd>
              </div>
              <div>
                <dt>{t('rw_ref_qualified')}</dt>
                <dd>{d.qualified}</dd>
              </div>
              <div>
                <dt>{t('rw_ref_rewarded')}</dt>
                <dd>
                  <Money amount={d.rewarded} />
                </dd>
              </div>
            </dl>
            {d.friends.length === 0 ? <Empty>{t('rw_ref_none')}</Empty> : null}
            {d.friends.length > 0 ? (
              <McTable label={t('rw_ref_friends')}>
                <thead>
                  <tr>
                    <th scope="col">{t('rw_col_friend')}</th>
                    <th scope="col">{t('rw_col_registered')}</th>
                    <th scope="col">{t('rw_col_first_deposit')}</th>
                    <th scope="col" className="mc-num">
                      {t('rw_col_reward')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {d.friends.map((f) => (
                    <tr key={`${f.username}-${f.registeredAt}`}>
                      <td>{f.username}</td>
                      <td>
                        <time dateTime={iso(f.registeredAt)}>{time(iso(f.registeredAt))}</time>
                      </td>
                      <td>{f.firstDeposit ? t('rw_ref_deposited') : t('rw_ref_not_yet')}</td>
                      <td className="mc-num">{f.reward !== null ? <Money amount={f.reward} /> : '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </McTable>
            ) : null}
            <McPager pageNo={pageNo} totalPages={Math.ceil(d.total / PAGE_SIZE)} onPage={setPageNo} />
          </McSection>
        </>
      ) : null}
    </McPage>
  );
}
