import type { TContract } from '@app/contracts/calls/agent-contracts';
import type { ContractKind } from '@app/contracts/calls/agents';
import { type ComponentType, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { formatAmount } from '../../../lib/money-format.ts';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { Money } from '../../../ui/money.tsx';
import { McHead, McNotice, McPage, McSection, McTable, useErrorText } from '../../../ui/page-kit.tsx';
import { reloadContracts, useContracts, useRequestTermination, useRespondContract } from '../api/contracts.ts';
import { usePayoutPreview } from '../api/get-income.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { count, percent, useFormatMoment } from '../components/figures.tsx';
import { periodLabel } from '../components/offer-contract-dialog.tsx';
import { measuresLoss } from '../components/tiers.ts';
import type { AgentCentrePageProps } from '../pages.ts';

const TITLES: Record<ContractKind, TKey> = {
  dividend: 'ac_dividend',
  dailyWage: 'ac_daily_wage',
  hourSalary: 'ac_hour_salary',
  realtimeSalary: 'ac_realtime_salary',
};

/** What a confirmation asks: accept or reject what awaits the agent, or ask to terminate. */
type Act = { contract: TContract; act: 'accept' | 'reject' | 'terminate' };

const statusLabel = (s: TContract['status']): TKey => `ac_contract_${s}` as TKey;

/** The tiers of a contract as a small table. */
function TiersTable({ contract, label }: { contract: TContract; label: string }) {
  const t = useT();
  const loss = measuresLoss(contract.kind);
  return (
    <McTable label={label}>
      <McHead
        cols={[
          t('ac_tier'),
          { num: t('ac_min_valid_bet') },
          { num: t('ac_min_active') },
          ...(loss ? [{ num: t('ac_min_loss') }] : []),
          { num: t('ac_rate') },
        ]}
      />
      <tbody>
        {contract.tiers.map((tier, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no identity but their place
          <tr key={i}>
            <th scope="row">{i + 1}</th>
            <td className="mc-num">{formatAmount(tier.minValidBet)}</td>
            <td className="mc-num">{count(tier.minActiveMembers)}</td>
            {loss ? <td className="mc-num">{formatAmount(tier.minLoss)}</td> : null}
            <td className="mc-num">{percent(tier.rate)}</td>
          </tr>
        ))}
      </tbody>
    </McTable>
  );
}

/** The buttons of what the viewer (`side`) may do with a contract now. */
function Actions({ contract, side, onAct }: { contract: TContract; side: 'holder' | 'upline'; onAct(act: Act): void }) {
  const t = useT();
  const who = side === 'holder' ? contract.offeredBy || t('ac_platform') : contract.holder;
  if (contract.awaiting === side) {
    const offer = contract.status === 'offered';
    return (
      <div className="mc-row ac-actions">
        <button
          type="button"
          className="mc-button mc-button--primary"
          onClick={() => onAct({ contract, act: 'accept' })}
        >
          {t(offer ? 'ac_accept_offer' : 'ac_accept_termination', { username: who })}
        </button>
        <button type="button" className="mc-button" onClick={() => onAct({ contract, act: 'reject' })}>
          {t(offer ? 'ac_reject_offer' : 'ac_reject_termination', { username: who })}
        </button>
      </div>
    );
  }
  if (contract.status === 'active' && contract.awaiting === '') {
    return (
      <div className="mc-row ac-actions">
        <button type="button" className="mc-button" onClick={() => onAct({ contract, act: 'terminate' })}>
          {t('ac_request_termination', { username: who })}
        </button>
      </div>
    );
  }
  if (contract.awaiting !== '') return <p className="ac-muted">{t('ac_awaiting_other')}</p>;
  return null;
}

/** The current period so far (agentPayouts.preview). */
function Preview({ kind }: { kind: ContractKind }) {
  const t = useT();
  const errorText = useErrorText();
  const moment = useFormatMoment();
  const { data, error, loading } = usePayoutPreview(kind);
  if (error) return <McNotice error={errorText(error)} />;
  if (!data) return loading ? <Loading /> : null;
  if (!data.active) return <Empty>{t('ac_preview_none')}</Empty>;
  return (
    <dl className="mc-kv">
      <dt>{t('ac_period')}</dt>
      <dd>{`${moment(data.periodStart)} – ${moment(data.periodEnd)}`}</dd>
      <dt>{t(measuresLoss(kind) ? 'ac_team_loss' : 'ac_valid_bet')}</dt>
      <dd>
        <Money amount={data.base} />
      </dd>
      {measuresLoss(kind) ? (
        <>
          <dt>{t('ac_valid_bet')}</dt>
          <dd>
            <Money amount={data.validBet} />
          </dd>
        </>
      ) : null}
      <dt>{t('ac_active_members')}</dt>
      <dd>{count(data.activeMembers)}</dd>
      <dt>{t('ac_rate')}</dt>
      <dd>{percent(data.rate)}</dd>
      <dt>{t('ac_gross')}</dt>
      <dd>
        <Money amount={data.gross} />
      </dd>
      <dt>{t('ac_to_downlines')}</dt>
      <dd>
        <Money amount={data.toDownlines} />
      </dd>
      <dt>{t('ac_net')}</dt>
      <dd>
        <Money amount={data.net} />
      </dd>
    </dl>
  );
}

/** One of the agent's own contracts as a card. */
function MyContract({ contract, onAct }: { contract: TContract; onAct(act: Act): void }) {
  const t = useT();
  const moment = useFormatMoment();
  const titleId = `ac-contract-${contract.id}`;
  return (
    <li className="ac-card" aria-labelledby={titleId}>
      <div className="ac-link__head">
        <h5 id={titleId} className="ac-card__title">
          {t('ac_contract_from', { username: contract.offeredBy || t('ac_platform') })}
        </h5>
        <span className="mc-pill">{t(statusLabel(contract.status))}</span>
      </div>
      <dl className="mc-kv">
        <dt>{t('ac_period')}</dt>
        <dd>{t(periodLabel(contract.period))}</dd>
        <dt>{t('ac_offered_at')}</dt>
        <dd>{moment(contract.offeredAt)}</dd>
        <dt>{t('ac_effective_from')}</dt>
        <dd>{contract.effectiveFrom === null ? '—' : moment(contract.effectiveFrom)}</dd>
        {contract.endedAt !== null ? (
          <>
            <dt>{t('ac_ended_at')}</dt>
            <dd>{moment(contract.endedAt)}</dd>
          </>
        ) : null}
        {contract.note ? (
          <>
            <dt>{t('ac_note')}</dt>
            <dd>{noteText(t, contract.note)}</dd>
          </>
        ) : null}
      </dl>
      <TiersTable contract={contract} label={t('ac_tiers_of', { username: contract.holder })} />
      <Actions contract={contract} side="holder" onAct={onAct} />
    </li>
  );
}

const NOTES: Record<string, TKey> = {
  terminated: 'ac_note_terminated',
  replaced: 'ac_note_replaced',
  lowered: 'ac_note_lowered',
  rejected: 'ac_note_rejected',
};
const noteText = (t: (k: TKey) => string, note: string) => (NOTES[note] ? t(NOTES[note]) : note);

const topRate = (c: TContract) => percent(Math.max(0, ...c.tiers.map((x) => x.rate)));

/**
 * A contract entry (dividend, daily wage, hourly salary, real-time salary): the current period so far,
 * the agent's own contracts with accept, reject and termination, and those it offered its downlines.
 */
function ContractsPage({ kind }: { kind: ContractKind }) {
  const t = useT();
  const errorText = useErrorText();
  const moment = useFormatMoment();
  const lists = useContracts(kind);
  const respond = useRespondContract();
  const terminate = useRequestTermination();
  const [asking, setAsking] = useState<Act | null>(null);
  const data = lists.data;
  const confirmText = (a: Act): { title: string; text: string; label: string } => {
    const other = a.contract.holder;
    if (a.act === 'terminate') {
      return { title: t('ac_terminate_title'), text: t('ac_terminate_text'), label: t('ac_terminate_confirm') };
    }
    const offer = a.contract.status === 'offered';
    if (a.act === 'accept') {
      return offer
        ? { title: t('ac_accept_title'), text: t('ac_accept_text'), label: t('ac_accept') }
        : {
            title: t('ac_accept_termination_title'),
            text: t('ac_accept_termination_text', { username: other }),
            label: t('ac_accept'),
          };
    }
    return offer
      ? { title: t('ac_reject_title'), text: t('ac_reject_text'), label: t('ac_reject') }
      : { title: t('ac_keep_title'), text: t('ac_keep_text'), label: t('ac_reject') };
  };
  return (
    <McPage titleKey={TITLES[kind]}>
      <McSection title={t('ac_this_period')} id={`ac-${kind}-preview`}>
        <Preview kind={kind} />
      </McSection>
      {lists.error ? <McNotice error={errorText(lists.error)} /> : null}
      {data ? (
        <>
          <McSection title={t('ac_my_contract')} id={`ac-${kind}-mine`}>
            {data.mine.length > 0 ? (
              <ul className="ac-contracts">
                {data.mine.map((c) => (
                  <MyContract key={c.id} contract={c} onAct={setAsking} />
                ))}
              </ul>
            ) : (
              <Empty>{t('ac_no_contract')}</Empty>
            )}
          </McSection>
          <McSection title={t('ac_team_contracts')} id={`ac-${kind}-team`}>
            {data.team.length > 0 ? (
              <div className="ac-card-table">
                <McTable label={`${t(TITLES[kind])} · ${t('ac_team_contracts')}`}>
                  <McHead
                    cols={[
                      t('ac_username'),
                      t('wl_status'),
                      t('ac_period'),
                      { num: t('ac_top_rate') },
                      t('ac_offered_at'),
                      t('ac_effective_from'),
                      t('ac_actions'),
                    ]}
                  />
                  <tbody>
                    {data.team.map((c) => (
                      <tr key={c.id}>
                        <th scope="row">{c.holder}</th>
                        <td data-label={t('wl_status')}>
                          <span className="mc-pill">{t(statusLabel(c.status))}</span>
                          {c.note ? <small className="ac-muted">{` ${noteText(t, c.note)}`}</small> : null}
                        </td>
                        <td data-label={t('ac_period')}>{t(periodLabel(c.period))}</td>
                        <td data-label={t('ac_top_rate')} className="mc-num">
                          {topRate(c)}
                        </td>
                        <td data-label={t('ac_offered_at')}>{moment(c.offeredAt)}</td>
                        <td data-label={t('ac_effective_from')}>
                          {c.effectiveFrom === null ? '—' : moment(c.effectiveFrom)}
                        </td>
                        <td className="ac-card-table__actions">
                          <Actions contract={c} side="upline" onAct={setAsking} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </McTable>
              </div>
            ) : (
              <Empty>{t('ac_no_team_contracts')}</Empty>
            )}
          </McSection>
        </>
      ) : lists.loading ? (
        <Loading />
      ) : null}
      {asking ? (
        <ConfirmDialog
          {...(() => {
            const c = confirmText(asking);
            return { title: c.title, text: c.text, confirmLabel: c.label };
          })()}
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            if (asking.act === 'terminate') await terminate.run({ id: asking.contract.id });
            else await respond.run({ id: asking.contract.id, accept: asking.act === 'accept' });
            reloadContracts();
          }}
        />
      ) : null}
    </McPage>
  );
}

const PAGES = {} as Partial<Record<ContractKind, ComponentType<AgentCentrePageProps>>>;

/** The page of one contract kind (a component per kind, so each keeps its own state). */
export function contractPageOf(kind: ContractKind): ComponentType<AgentCentrePageProps> {
  const existing = PAGES[kind];
  if (existing) return existing;
  const Page = () => <ContractsPage kind={kind} />;
  PAGES[kind] = Page;
  return Page;
}
