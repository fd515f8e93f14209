import type { TMessage } from '@app/contracts/calls/messages';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { useFormatTime } from '../../../lib/format-time.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { McNotice, useErrorText } from '../../../ui/page-kit.tsx';
import { reloadInbox, useDeleteMessages, useReadMessage } from '../api/message-actions.ts';
import { CATEGORY_KEYS } from './labels.ts';

/**
 * One message, opened from the inbox: opening marks it read (the badges count down), and it may be
 * deleted from here. The text is plain: shown as written, line breaks kept.
 */
export function MessageDialog({ message, onClose }: { message: TMessage; onClose(): void }) {
  const t = useT();
  const time = useFormatTime();
  const errorText = useErrorText();
  const read = useReadMessage();
  const remove = useDeleteMessages();
  const [error, setError] = useState<string | undefined>();
  const run = read.run;
  const wasRead = message.read;
  const id = message.id;

  useEffect(() => {
    if (wasRead) return;
    run({ id })
      .then(() => reloadInbox())
      .catch(() => {});
  }, [run, id, wasRead]);

  const onDelete = async () => {
    setError(undefined);
    try {
      await remove.run({ ids: [message.id] });
      reloadInbox();
      onClose();
    } catch (e) {
      setError(errorText(e));
    }
    return false;
  };

  const at = new Date(message.time).toISOString();
  return (
    <Dialog
      title={message.title}
      onClose={onClose}
      buttons={[
        { label: t('ms_delete'), onClick: onDelete },
        { label: t('ms_close'), primary: true },
      ]}
    >
      <p className="ms-dialog__meta">
        <span className="mc-pill">{t(CATEGORY_KEYS[message.category])}</span> <time dateTime={at}>{time(at)}</time>
      </p>
      <p className="ms-dialog__body">{message.body}</p>
      <McNotice error={error} />
    </Dialog>
  );
}
