import type { TPromotionCard } from '@app/contracts/calls/promotions';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { hideBroken } from './art.ts';
import { KIND_KEYS } from './labels.ts';
import { StateChip } from './state-chip.tsx';
import { useFormatDate } from './time.ts';

/** The period of a promotion in words: from its start, until its end (or with no end). */
export function PeriodText({ startsAt, endsAt }: { startsAt: number; endsAt: number | null }) {
  const t = useT();
  const f = useFormatDate();
  return (
    <>
      {endsAt === null
        ? t('pm_period_open_ended', { from: f.date(startsAt) })
        : t('pm_period', { from: f.date(startsAt), to: f.date(endsAt) })}
    </>
  );
}

/** One promotion in the list: its drawn art, kind, title, summary, period and the reader's state. */
export function PromotionCard({ promotion: p, headingLevel = 2 }: { promotion: TPromotionCard; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="pm-card">
      <img
        className="pm-card__art"
        src={p.artUrl}
        alt=""
        width={600}
        height={300}
        loading="lazy"
        onError={hideBroken}
      />
      <div className="pm-card__body">
        <div className="pm-card__meta">
          <span className="pm-card__kind">{t(KIND_KEYS[p.kind])}</span>
          <StateChip state={p.state} />
        </div>
        <Heading className="pm-card__title">
          <Link to={`/promoDetail?id=${p.id}`} className="pm-card__link">
            {p.title}
          </Link>
        </Heading>
        <p className="pm-card__summary">{p.summary}</p>
        <p className="pm-card__period">
          <PeriodText startsAt={p.startsAt} endsAt={p.endsAt} />
        </p>
      </div>
    </li>
  );
}
