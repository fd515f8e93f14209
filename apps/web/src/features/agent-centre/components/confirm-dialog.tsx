import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { McNotice, useErrorText } from '../../../ui/page-kit.tsx';

/**
 * Asks before an act that cannot be taken back (retire a link, accept, reject, ask to terminate). The
 * dialog stays open with the server's message when the act fails, and closes when it is done.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): Promise<unknown>;
  onClose(): void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      buttons={[
        { label: t('cancel') },
        {
          label: confirmLabel,
          primary: true,
          onClick: async () => {
            setError(undefined);
            try {
              await onConfirm();
              return undefined;
            } catch (e) {
              setError(errorText(e));
              return false;
            }
          },
        },
      ]}
    >
      <p>{text}</p>
      <McNotice error={error} />
    </Dialog>
  );
}
