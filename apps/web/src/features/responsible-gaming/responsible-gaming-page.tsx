import type { TRgKind } from '@app/contracts/calls/rg';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { Loading } from '../../ui/empty.tsx';
import { McNotice, McPage, McSection, useErrorText, useLatest } from '../../ui/page-kit.tsx';
import { useRgState } from './api/get-rg-state.ts';
import { BlockStatus } from './components/block-status.tsx';
import { BreakForm } from './components/break-form.tsx';
import { KIND_KEYS } from './components/labels.ts';
import { LimitForm } from './components/limit-form.tsx';
import { RealityForm } from './components/reality-form.tsx';
import './responsible-gaming.css';

// From the labels (complete by type), not the zod enum: zod stays out of the page's chunk (decision 0002).
const KINDS = Object.keys(KIND_KEYS) as TRgKind[];

/**
 * responsibleGaming (issue 20; decision 1400): deposit, loss, wager and play-time limits per day,
 * week and month with what each period used and the raises waiting, the reality check's interval, and taking a
 * cooling-off or a self-exclusion.
 */
export default function ResponsibleGamingPage() {
  const t = useT();
  const errorText = useErrorText();
  const hintId = useId();
  const state = useRgState();
  const data = useLatest(state.data);
  return (
    <McPage titleKey="rg_page_title">
      <McSection title={t('rg_limits_title')} id="rg-limits">
        <p className="rg-intro">{t('rg_limits_intro')}</p>
        <p className="rg-muted" id={hintId}>
          {t('rg_limits_empty_hint')}
        </p>
        {!data && !state.error ? <Loading /> : null}
        {!data && state.error ? <McNotice error={errorText(state.error)} /> : null}
        {data ? (
          <div className="rg-kinds">
            {KINDS.map((kind) => (
              <LimitForm key={kind} kind={kind} lines={data.limits.filter((l) => l.kind === kind)} hintId={hintId} />
            ))}
          </div>
        ) : null}
      </McSection>
      <McSection title={t('rg_reality_title')} id="rg-reality">
        <p className="rg-intro">{t('rg_reality_intro')}</p>
        {data ? <RealityForm minutes={data.realityCheckMinutes} /> : null}
      </McSection>
      <McSection title={t('rg_break_title')} id="rg-break">
        <p className="rg-intro">{t('rg_break_intro')}</p>
        {data?.block ? <BlockStatus block={data.block} /> : <BreakForm />}
      </McSection>
    </McPage>
  );
}
