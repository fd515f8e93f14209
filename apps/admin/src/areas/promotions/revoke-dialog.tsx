import * as calls from '@app/contracts/calls/backoffice-promotions';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';

/** Revokes an active bonus grant or an unclaimed reward, with a reason the member sees. */
export function RevokeDialog({
  target,
  id,
  name,
  onClose,
  onDone,
}: {
  target: 'grant' | 'reward';
  id: number;
  /** Who and what, for the title: "player1 · Welcome bonus". */
  name: string;
  onClose(): void;
  onDone(): void;
}) {
  const t = useT();
  const revoke = useStaffWrite(calls.revokeGrant, { invalidates: [calls.grants, calls.rewardsList, calls.list] });
  return (
    <ReasonDialog
      open
      title={t(`promotions.revoke.${target}Title`, { name })}
      description={t(`promotions.revoke.${target}Description`)}
      confirmLabel={t('promotions.revoke.confirm')}
      error={revoke.error}
      onClose={() => {
        revoke.reset();
        onClose();
      }}
      onConfirm={async (reason) => {
        const done = await revoke.run({ target, id, reason });
        if (!done) return false;
        onDone();
        return true;
      }}
    />
  );
}
