import type { TDrawDetail } from '@app/contracts/calls/backoffice-lottery';
import * as calls from '@app/contracts/calls/backoffice-lottery';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';

type Groups = NonNullable<TDrawDetail['result']>;

/** "digits: 1 2 3\nfirst: 1234" -> groups, or null when a line is not `group: numbers`. */
export function parseGroups(text: string): Groups | null {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  const groups: Groups = [];
  for (const line of lines) {
    const m = /^([A-Za-z0-9:_-]{1,40}?)\s*:\s*([0-9][0-9\s,]*)$/.exec(line);
    if (!m?.[1] || !m[2]) return null;
    groups.push({ key: m[1], numbers: m[2].split(/[\s,]+/).filter(Boolean) });
  }
  return groups;
}

/** Enters an outside result (one operator; a second confirms it), with a reason. */
export function ResultDialog({
  draw,
  onClose,
  onDone,
}: {
  draw: TDrawDetail;
  onClose(): void;
  onDone(next: TDrawDetail): void;
}) {
  const t = useT();
  const id = useId();
  const enter = useStaffWrite(calls.enterResult, { invalidates: [calls.draw, calls.draws] });
  const [text, setText] = useState(
    (draw.pendingResult ?? []).map((g) => `${g.key}: ${g.numbers.join(' ')}`).join('\n'),
  );
  const [bad, setBad] = useState(false);
  return (
    <ReasonDialog
      open
      title={t('lottery.enter')}
      description={t('lottery.enter.lead')}
      confirmLabel={t('lottery.enter')}
      error={enter.error}
      onClose={() => {
        enter.reset();
        onClose();
      }}
      onConfirm={async (reason) => {
        const groups = parseGroups(text);
        setBad(groups === null);
        if (!groups) return false;
        const done = await enter.run({ id: draw.id, groups, reason });
        if (!done) return false;
        onDone(done);
        return true;
      }}
    >
      <div className={`field${bad ? ' invalid' : ''}`}>
        <label htmlFor={id}>{t('lottery.enter.groups')}</label>
        <textarea
          id={id}
          rows={6}
          value={text}
          aria-invalid={bad ? true : undefined}
          aria-describedby={bad ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        {bad ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {t('lottery.enter.invalid')}
          </p>
        ) : null}
      </div>
    </ReasonDialog>
  );
}
