import { CAPTCHA_REFRESH_MIN_MS } from '@app/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { createThrottle } from '../../../lib/countdown.ts';
import { Field } from '../../../ui/form-kit.tsx';
import { fetchCaptcha } from '../api/captcha.ts';
import { deviceId } from '../remember.ts';

/**
 * The captcha box (shown once the server asks for it): the image from /wps/captcha for this device,
 * a refresh at most once a second (SPEC §5), and the answer field. `version` reloads the image after
 * a failed attempt.
 */
export function CaptchaBox({
  value,
  onChange,
  error,
  version,
}: {
  value: string;
  onChange(v: string): void;
  error?: string;
  version: number;
}) {
  const t = useT();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const throttle = useRef(createThrottle(CAPTCHA_REFRESH_MIN_MS));
  const load = useCallback(() => {
    throttle.current.tryRun(() => {
      fetchCaptcha(deviceId()).then(
        (src) => {
          setImage(src);
          setFailed(false);
        },
        () => setFailed(true),
      );
    });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version asks for a new image
  useEffect(() => {
    load();
  }, [load, version]);
  return (
    <div className="auth-captcha">
      <Field
        label={t('auth_captcha')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        maxLength={16}
        required
        error={error}
        after={
          <span className="auth-captcha__image">
            {image ? <img src={image} alt={t('auth_captcha_image')} width={120} height={40} /> : null}
            {failed ? <span className="ui-field__error">{t('err_network')}</span> : null}
            <button type="button" className="auth-link-button" onClick={load}>
              {t('auth_captcha_refresh')}
            </button>
          </span>
        }
      />
    </div>
  );
}
