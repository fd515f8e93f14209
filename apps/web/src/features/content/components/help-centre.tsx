import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { useHelpCenter } from '../api/get-help.ts';
import { RichText } from '../rich-text.tsx';
import './help.css';
import { lazyScreen } from '../../../lib/lazy-page.ts';

const HelpDialog = lazyScreen(() => import('./help-dialog.tsx'));

/**
 * The help centre (SPEC §2): the items as cards; a card, or a link to /help#tag, opens the help modal
 * at that item. The modal's item is kept in the address, so back and shared links work.
 */
export function HelpCentre() {
  const t = useT();
  const { data, loading } = useHelpCenter();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const tag = decodeURIComponent(hash.replace(/^#/, ''));
  const items = data ?? [];
  const open = items.some((i) => i.tag === tag) ? tag : null;
  const show = (next: string | null) =>
    void navigate(`${pathname}${search}${next ? `#${next}` : ''}`, { replace: open !== null && next !== null });
  if (loading && !data) return <p className="help__state">{t('loading')}</p>;
  return (
    <>
      <ul className="help-cards">
        {items.map((i) => (
          <li key={i.tag}>
            <button type="button" className="help-card" onClick={() => show(i.tag)}>
              <span className="help-card__title">{i.title}</span>
              <span className="help-card__tag">{`#${i.tag}`}</span>
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <HelpDialog items={items} tag={open} onTag={(next) => show(next)} onClose={() => show(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The member-centre help (/helpmc): every item expandable in place, no header around it. */
export function HelpAccordion() {
  const t = useT();
  const { data, loading } = useHelpCenter();
  const { hash } = useLocation();
  const [openTag, setOpenTag] = useState<string | null>(null);
  useEffect(() => {
    if (hash) setOpenTag(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  if (loading && !data) return <p className="help__state">{t('loading')}</p>;
  return (
    <ul className="help-accordion">
      {(data ?? []).map((i) => {
        const open = openTag === i.tag;
        return (
          <li key={i.tag}>
            <h2 className="help-accordion__heading">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={`help-${i.tag}`}
                onClick={() => setOpenTag(open ? null : i.tag)}
              >
                {i.title}
              </button>
            </h2>
            <div id={`help-${i.tag}`} className="help-accordion__body" hidden={!open}>
              <RichText html={i.content} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
