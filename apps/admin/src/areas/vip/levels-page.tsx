import * as calls from '@app/contracts/calls/backoffice-vip';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { errorText } from '../../ui/error-text.ts';
import { Page } from '../../ui/page.tsx';
import { VIP_EDITORS } from './index.ts';
import { LevelsForm } from './levels-form.tsx';
import './vip.css';

/** /vip: the brand's VIP level table and rolling period (editable by the roles that grant bonuses). */
export default function LevelsPage() {
  const t = useT();
  const me = useMe();
  const settings = useStaffCall(calls.levels, {});
  return (
    <Page title={t('vip.levels.nav')}>
      <p className="muted">{t('vip.levels.lead', { currency: boot.currency })}</p>
      {settings.error ? (
        <p className="form-error" role="alert">
          {errorText(t, settings.error)}
        </p>
      ) : null}
      {settings.data ? (
        <LevelsForm
          key={JSON.stringify(settings.data.levels)}
          settings={settings.data}
          canEdit={VIP_EDITORS.includes(me.role)}
        />
      ) : null}
    </Page>
  );
}
