import type { CallDef, CallRequest } from '@app/contracts/define';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { downloadStaff } from '../../lib/api.ts';
import { errorText } from '../../ui/error-text.ts';

/** Downloads a report's CSV for the shown range (fetched with the staff token, saved under the server's name). */
export function CsvButton<C extends CallDef>({ call, input, name }: { call: C; input: CallRequest<C>; name: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <>
      <button
        type="button"
        className="btn"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await downloadStaff(call, input, `${name}.csv`);
          } catch (e) {
            setError(e);
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('reports.csv')}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {t('reports.csvFailed', { message: errorText(t, error) })}
        </p>
      ) : null}
    </>
  );
}
