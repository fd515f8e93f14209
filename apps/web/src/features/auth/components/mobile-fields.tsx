import { useId } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { useCountryCodes } from '../api/register.ts';

/** Dialing codes offered before getCountryCode answers. */
const FALLBACK = [{ countryCode: 'PH', countryDialingCode: '+63' }];

/**
 * The country dialing code and mobile number pair (SPEC §3 country entries from getCountryCode). The
 * country list is a native select, which closes by itself (no 200 ms close timer needed).
 */
export function MobileFields({
  country,
  onCountry,
  mobile,
  onMobile,
  hint,
  error,
  required = true,
}: {
  country: string;
  onCountry(code: string): void;
  mobile: string;
  onMobile(v: string): void;
  hint?: string;
  error?: string;
  required?: boolean;
}) {
  const t = useT();
  const id = useId();
  const { data } = useCountryCodes();
  const list = data && data.length > 0 ? data : FALLBACK;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ui-field">
      <label htmlFor={`${id}-mobile`}>
        {t('auth_mobile')}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div className="ui-field__control auth-mobile">
        <select aria-label={t('auth_country_code')} value={country} onChange={(e) => onCountry(e.target.value)}>
          {list.map((c) => (
            <option key={`${c.countryCode}${c.countryDialingCode}`} value={c.countryDialingCode}>
              {`${c.countryCode} ${c.countryDialingCode}`}
            </option>
          ))}
        </select>
        <input
          id={`${id}-mobile`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobile}
          required={required}
          maxLength={15}
          onChange={(e) => onMobile(e.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
