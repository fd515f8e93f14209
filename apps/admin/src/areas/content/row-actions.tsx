import { useT } from '../../i18n/i18n.tsx';

export interface RowActionsProps {
  /** The row's name, read out with each button ("Edit Summer offer"). */
  name: string;
  onEdit: () => void;
  onRemove: () => void;
  /** Show or hide: given for rows that can be hidden. */
  toggle?: { enabled: boolean; onToggle: () => void };
  /** Up and down: given for ordered rows. */
  move?: { onUp: () => void; onDown: () => void; upDisabled: boolean; downDisabled: boolean };
}

/** The buttons of one content row (banners, notices, help pages): edit, show/hide, up/down, remove. */
export function RowActions({ name, onEdit, onRemove, toggle, move }: RowActionsProps) {
  const t = useT();
  return (
    <div className="row-actions">
      <button type="button" className="btn small" aria-label={t('content.editOf', { name })} onClick={onEdit}>
        {t('content.edit')}
      </button>
      {toggle ? (
        <button
          type="button"
          className="btn small"
          aria-label={t(toggle.enabled ? 'content.hideOf' : 'content.showOf', { name })}
          onClick={toggle.onToggle}
        >
          {toggle.enabled ? t('content.hide') : t('content.show')}
        </button>
      ) : null}
      {move ? (
        <>
          <button
            type="button"
            className="btn small"
            aria-label={t('content.upOf', { name })}
            disabled={move.upDisabled}
            onClick={move.onUp}
          >
            {t('content.up')}
          </button>
          <button
            type="button"
            className="btn small"
            aria-label={t('content.downOf', { name })}
            disabled={move.downDisabled}
            onClick={move.onDown}
          >
            {t('content.down')}
          </button>
        </>
      ) : null}
      <button type="button" className="btn small" aria-label={t('content.removeOf', { name })} onClick={onRemove}>
        {t('content.remove')}
      </button>
    </div>
  );
}
