import { useId, useRef } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { disallowedTags } from './draft.ts';

type Action = 'p' | 'h3' | 'strong' | 'em' | 'ul' | 'ol' | 'a' | 'br';
const ACTIONS: readonly Action[] = ['p', 'h3', 'strong', 'em', 'ul', 'ol', 'a', 'br'];

/** What a toolbar button puts around the selection (only the allowed tags). */
export function wrap(action: Action, selected: string, href = ''): string {
  const text = selected || '';
  switch (action) {
    case 'br':
      return `${text}<br>`;
    case 'ul':
    case 'ol': {
      const items = (text || ' ')
        .split('\n')
        .map((l) => `<li>${l.trim()}</li>`)
        .join('');
      return `<${action}>${items}</${action}>`;
    }
    case 'a':
      return `<a href="${href.replace(/"/g, '')}">${text}</a>`;
    default:
      return `<${action}>${text}</${action}>`;
  }
}

/**
 * The body of a promotion as rich text: a toolbar over a textarea of HTML that writes only the tags
 * the server keeps (p, h3, ul, ol, li, strong, em, a, br); any other tag is named under the field.
 */
export function RichText({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  error?: boolean;
}) {
  const t = useT();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const bad = disallowedTags(value);
  const apply = (action: Action) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    let href = '';
    if (action === 'a') {
      href = window.prompt(t('promotions.rich.href'), 'https://') ?? '';
      // As the server keeps them (modules/promotions/sanitise.ts): https addresses or site paths.
      if (!/^(https:\/\/|\/(?!\/))/.test(href)) return;
    }
    const next = value.slice(0, start) + wrap(action, value.slice(start, end), href) + value.slice(end);
    onChange(next);
    requestAnimationFrame(() => el?.focus());
  };
  const invalid = error || bad.length > 0;
  return (
    <div className={`field${invalid ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="promo-toolbar" role="toolbar" aria-label={t('promotions.rich.toolbar')} aria-controls={id}>
        {ACTIONS.map((a) => (
          <button key={a} type="button" className="btn small" onClick={() => apply(a)}>
            {t(`promotions.rich.${a}`)}
          </button>
        ))}
      </div>
      <textarea
        id={id}
        ref={area}
        rows={6}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {t('promotions.rich.hint')}
      </p>
      {invalid ? (
        <p className="field-error" id={`${id}-error`}>
          {bad.length > 0
            ? t('promotions.rich.badTags', { tags: bad.join(', ') })
            : t('promotions.form.invalid', { field: label })}
        </p>
      ) : null}
    </div>
  );
}
