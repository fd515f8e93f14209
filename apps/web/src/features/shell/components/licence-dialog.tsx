import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { usePermission } from '../../system/api/get-permission.ts';
import { LICENCE_NAMES } from './licence-names.ts';

/** What each licence covers, by licence code. */
const LICENCE_ABOUT: Record<string, TKey> = {
  MGA: 'shell_licence_mga_about',
  BVI: 'shell_licence_bvi_about',
  PAGCOR: 'shell_licence_pagcor_about',
};

/** The licence button's dialog: the brand's licences with their badges. */
export default function LicenceDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  const { data } = usePermission();
  const licences = (data?.brand.licences ?? []).filter((l) => l in LICENCE_NAMES);
  return (
    <Dialog title={t('shell_licence_title')} onClose={onClose}>
      <p>{t('shell_licence_intro')}</p>
      <ul className="licence-list">
        {licences.map((code) => {
          const name = LICENCE_NAMES[code];
          const about = LICENCE_ABOUT[code];
          if (!name || !about) return null;
          return (
            <li key={code} className="licence-list__item">
              <img src={`/art/licence/${code}.svg`} alt="" width={120} height={48} />
              <div>
                <h3>{t(name)}</h3>
                <p>{t(about)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
