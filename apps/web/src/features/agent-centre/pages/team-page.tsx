import type { TDownline } from '@app/contracts/calls/agents';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { formatAmount } from '../../../lib/money-format.ts';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { McNotice, McPage, McPager, McTable, useErrorText, useLatest } from '../../../ui/page-kit.tsx';
import { useTransferInfo } from '../../cashier/api/transfer.ts';
import { useAgentCentre } from '../api/get-centre.ts';
import { useDownlines } from '../api/get-downlines.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { count, pagesOf, useFormatMoment } from '../components/figures.tsx';
import { accountStatus, typeLabel } from '../components/labels.ts';
import { OfferContractDialog } from '../components/offer-contract-dialog.tsx';
import { SearchSubmit, UsernameSearch } from '../components/search-fields.tsx';
import { TransferDialog } from '../components/transfer-dialog.tsx';

const PAGE_SIZE = 20;
type TypeFilter = 'all' | 'member' | 'agent';

/**
 * teamManagement: the downlines (direct ones, or a downline agent's after drilling in, or a search of
 * the whole team), with balance, last sign-in and state; transfer to one, and offer a contract to a
 * direct downline agent.
 */
export default function TeamPage() {
  const t = useT();
  const errorText = useErrorText();
  const moment = useFormatMoment();
  const centre = useAgentCentre().data;
  const transferInfo = useTransferInfo().data;
  const [path, setPath] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [offerTo, setOfferTo] = useState<string | null>(null);
  const parent = path.at(-1);
  const list = useDownlines({
    ...(search ? { username: search } : parent ? { parent } : {}),
    type,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const data = useLatest(list.data);
  const kinds = centre?.contractKinds ?? [];
  const drill = (next: string[]) => {
    setPath(next);
    setSearch('');
    setTyped('');
    setPageNo(1);
  };
  // Short words on the buttons keep the column narrow; each button's name still says whose row it acts on.
  const actions = (r: TDownline) => (
    <div className="mc-row ac-actions">
      {r.type !== 0 && r.teamSize > 0 ? (
        <button
          type="button"
          className="mc-button"
          aria-label={t('ac_view_team', { username: r.username })}
          onClick={() => drill([...path, r.username])}
        >
          {t('ac_action_team')}
        </button>
      ) : null}
      {transferInfo?.toDownline ? (
        <button
          type="button"
          className="mc-button"
          aria-label={t('ac_transfer_to', { username: r.username })}
          onClick={() => setTransferTo(r.username)}
        >
          {t('ac_action_transfer')}
        </button>
      ) : null}
      {r.type !== 0 && r.level === 1 && kinds.length > 0 ? (
        <button
          type="button"
          className="mc-button"
          aria-label={t('ac_offer_contract', { username: r.username })}
          onClick={() => setOfferTo(r.username)}
        >
          {t('ac_action_contract')}
        </button>
      ) : null}
    </div>
  );

  return (
    <McPage titleKey="ac_team_management">
      <form
        className="mc-filters"
        aria-label={t('ac_search_username')}
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(typed.trim());
          setPageNo(1);
        }}
      >
        <UsernameSearch
          id="ac-team-search"
          label={t('ac_search_username')}
          value={typed}
          onChange={(v) => {
            setTyped(v);
            if (v === '') setSearch('');
          }}
        />
        <div className="mc-field">
          <label htmlFor="ac-team-type">{t('ac_account_kind')}</label>
          <select
            id="ac-team-type"
            value={type}
            onChange={(e) => {
              setType(e.target.value === 'member' ? 'member' : e.target.value === 'agent' ? 'agent' : 'all');
              setPageNo(1);
            }}
          >
            <option value="all">{t('ac_all')}</option>
            <option value="member">{t('ac_type_member')}</option>
            <option value="agent">{t('ac_type_agent')}</option>
          </select>
        </div>
        <SearchSubmit />
      </form>
      {search ? (
        <p className="ac-muted">{t('ac_search_results', { username: search })}</p>
      ) : (
        <Breadcrumb path={path} onGo={(depth) => drill(path.slice(0, depth))} />
      )}
      {list.error ? <McNotice error={errorText(list.error)} /> : null}
      {data && data.list.length > 0 ? (
        <div className="ac-card-table ac-fit-table">
          <McTable label={t('ac_team_management')}>
            <thead>
              <tr>
                <th scope="col">{t('ac_username')}</th>
                <th scope="col">{t('ac_account_kind')}</th>
                <th scope="col" className="mc-num">
                  {t('ac_level')}
                </th>
                <th scope="col" className="mc-num">
                  {t('ac_balance')}
                </th>
                <th scope="col">{t('ac_last_sign_in')}</th>
                <th scope="col">{t('ac_state')}</th>
                <th scope="col" className="mc-num">
                  {t('ac_team_size')}
                </th>
                <th scope="col">{t('ac_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <span className="ac-who">
                      <span>{r.username}</span>
                      {r.nickname ? <small>{r.nickname}</small> : null}
                    </span>
                  </th>
                  <td data-label={t('ac_account_kind')}>{t(typeLabel(r.type))}</td>
                  <td data-label={t('ac_level')} className="mc-num">
                    {r.level}
                  </td>
                  <td data-label={t('ac_balance')} className="mc-num">
                    {formatAmount(r.balance)}
                  </td>
                  <td data-label={t('ac_last_sign_in')}>
                    {r.lastLoginAt === null ? t('ac_never') : moment(r.lastLoginAt)}
                  </td>
                  <td data-label={t('ac_state')}>{accountStatus(t, r.status)}</td>
                  <td data-label={t('ac_team_size')} className="mc-num">
                    {count(r.teamSize)}
                  </td>
                  <td className="ac-card-table__actions">{actions(r)}</td>
                </tr>
              ))}
            </tbody>
          </McTable>
        </div>
      ) : list.loading ? (
        <Loading />
      ) : data ? (
        <Empty>{t('ac_no_downlines')}</Empty>
      ) : null}
      {data ? <McPager pageNo={pageNo} totalPages={pagesOf(data)} onPage={setPageNo} /> : null}
      {transferTo ? <TransferDialog username={transferTo} onClose={() => setTransferTo(null)} /> : null}
      {offerTo ? <OfferContractDialog username={offerTo} kinds={kinds} onClose={() => setOfferTo(null)} /> : null}
    </McPage>
  );
}
