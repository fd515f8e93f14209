import type { THelpItem } from '@app/contracts/calls/content';
import { useT } from '../../../i18n/i18n.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { RichText } from '../rich-text.tsx';
import './help.css';

/** The help modal: one help item, with the other items beside it to switch to. */
export default function HelpDialog({
  items,
  tag,
  onTag,
  onClose,
}: {
  items: readonly THelpItem[];
  tag: string;
  onTag(tag: string): void;
  onClose(): void;
}) {
  const t = useT();
  const item = items.find((i) => i.tag === tag);
  if (!item) return null;
  return (
    <Dialog title={t('in_help_center')} onClose={onClose} wide>
      <div className="help-dialog">
        <ul className="help-dialog__menu">
          {items.map((i) => (
            <li key={i.tag}>
              <button type="button" aria-current={i.tag === tag ? 'true' : undefined} onClick={() => onTag(i.tag)}>
                {i.title}
              </button>
            </li>
          ))}
        </ul>
        <article aria-labelledby="help-dialog-heading">
          <h3 id="help-dialog-heading" className="help-dialog__heading">
            {item.title}
          </h3>
          <RichText html={item.content} />
        </article>
      </div>
    </Dialog>
  );
}
