import type { TVipLevelInput, TVipMember } from '@app/contracts/calls/backoffice-vip';
import * as calls from '@app/contracts/calls/backoffice-vip';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';

/** Sets a member's VIP level by hand, with a reason (audited); the first time a level is reached its bonus is issued. */
export function SetLevelDialog({
  member,
  levels,
  onClose,
  onDone,
}: {
  member: TVipMember;
  levels: readonly TVipLevelInput[];
  onClose(): void;
  onDone(after: TVipMember): void;
}) {
  const t = useT();
  const id = useId();
  const write = useStaffWrite(calls.setMemberLevel, { invalidates: [calls.member, calls.levels] });
  const [level, setLevel] = useState(String(levels.find((l) => l.level !== member.level)?.level ?? member.level));
  return (
    <ReasonDialog
      open
      title={t('vip.member.setTitle', { username: member.username })}
      description={t('vip.member.setNote')}
      confirmLabel={t('vip.member.set')}
      error={write.error}
      onClose={() => {
        write.reset();
        onClose();
      }}
      onConfirm={async (reason) => {
        const done = await write.run({ username: member.username, level: Number(level), reason });
        if (!done) return false;
        onDone(done);
        return true;
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-level`}>{t('vip.member.newLevel')}</label>
        <select id={`${id}-level`} value={level} onChange={(e) => setLevel(e.target.value)}>
          {levels.map((l) => (
            <option key={l.level} value={l.level}>
              {t('vip.levelName', { level: l.level, name: l.names.EN ?? '' })}
            </option>
          ))}
        </select>
      </div>
    </ReasonDialog>
  );
}
