import type { TOddsRow } from '@app/contracts/calls/backoffice-lottery';
import * as calls from '@app/contracts/calls/backoffice-lottery';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from '@app/contracts/lottery/types';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { MANAGERS } from './index.ts';
import { OddsDialog } from './odds-dialog.tsx';
import { formatOdds, formatRtp, LotterySelect, Notice, usePlayName } from './shared.tsx';

const oddsText = (o: TOddsRow['defaultOdds']) =>
  typeof o === 'number'
    ? formatOdds(o)
    : Object.entries(o)
        .map(([k, v]) => `${k}: ${formatOdds(v)}`)
        .join(', ');

/** A lottery's odds table: default and brand odds with the published RTP; managers edit a play's odds. */
export default function OddsPage() {
  const t = useT();
  const me = useMe();
  const mayEdit = MANAGERS.includes(me.role);
  const playName = usePlayName();
  const [params, setParams] = useSearchParams();
  const asked = params.get('game') ?? '';
  const gameCode: LotteryGameCode = (LOTTERY_GAME_CODES as readonly string[]).includes(asked)
    ? (asked as LotteryGameCode)
    : 'ELOTT_5D1';
  const table = useStaffCall(calls.odds, { gameCode });
  const [target, setTarget] = useState<TOddsRow | null>(null);
  const [notice, setNotice] = useState('');

  const columns: Column<TOddsRow>[] = [
    { id: 'play', header: t('lottery.col.playType'), cell: (r) => playName(r.playType) },
    { id: 'default', header: t('lottery.col.defaultOdds'), cell: (r) => oddsText(r.defaultOdds) },
    {
      id: 'brand',
      header: t('lottery.col.brandOdds'),
      cell: (r) => (r.brandOdds === null ? t('lottery.odds.default') : oddsText(r.brandOdds)),
    },
    { id: 'rtp', header: t('lottery.col.rtp'), align: 'end', cell: (r) => formatRtp(r.rtp) },
    {
      id: 'actions',
      header: t('lottery.col.actions'),
      cell: (r) =>
        mayEdit ? (
          <button
            type="button"
            className="btn small"
            aria-label={t('lottery.odds.editOf', { play: playName(r.playType) })}
            onClick={() => {
              setNotice('');
              setTarget(r);
            }}
          >
            {t('lottery.edit')}
          </button>
        ) : null,
    },
  ];

  return (
    <Page title={t('lottery.odds.nav')}>
      <LotterySelect label={t('lottery.odds.pick')} value={gameCode} onChange={(game) => setParams({ game })} />
      <Notice text={notice} />
      <DataTable
        caption={t('lottery.odds.caption', { name: table.data?.name ?? gameCode })}
        columns={columns}
        rows={table.data?.list}
        rowKey={(r) => r.playType}
        loading={table.loading}
        error={table.error}
        onRetry={() => void table.refetch()}
      />
      {target ? (
        <OddsDialog
          gameCode={gameCode}
          row={target}
          onClose={() => setTarget(null)}
          onSaved={() => {
            setNotice(t('lottery.odds.saved', { play: playName(target.playType) }));
            setTarget(null);
          }}
        />
      ) : null}
    </Page>
  );
}
