import * as staffCalls from '@app/contracts/calls/backoffice-staff';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useT } from '../i18n/i18n.tsx';
import { callStaff } from '../lib/api.ts';
import { boot } from '../lib/boot.ts';
import { useSession } from '../lib/session.tsx';
import { Enrolment, RecoveryCodes } from '../ui/enrolment.tsx';
import { errorText } from '../ui/error-text.ts';
import { TextField, useZodForm } from '../ui/form.tsx';
import { LanguageSwitch, ThemeSwitch } from './switches.tsx';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string; enrolment: { qrSvg: string; secret: string } | null }
  | { kind: 'codes'; token: string; codes: string[] };

const ZCode = z.object({ code: z.string().regex(/^[0-9]{6}$/) });
const ZRecovery = z.object({
  recoveryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/),
});

/**
 * Staff sign-in (decision 1000): username and password, then a TOTP code or a recovery code. Before
 * enrolment the second step shows the QR code and secret; the first code enrols, and the fresh
 * recovery codes the server answers then are shown once before entering the app.
 */
export function SignIn() {
  const t = useT();
  const { notice, signedIn } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useZodForm(staffCalls.signIn.request, { username: '', password: '' });
  const code = useZodForm(ZCode, { code: '' });
  const recovery = useZodForm(ZRecovery, { recoveryCode: '' });

  useEffect(() => {
    document.title = `${t('signIn.title')} · ${boot.name}`;
  }, [t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the heading of each new step
  useEffect(() => {
    heading.current?.focus();
  }, [step.kind]);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await fn();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    const input = first.validate();
    if (!input) return;
    void run(async () => {
      const r = await callStaff(staffCalls.signIn, input);
      code.reset();
      recovery.reset();
      setUseRecovery(false);
      setStep({ kind: 'code', challenge: r.challenge, enrolment: r.enrolment });
    });
  };

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== 'code') return;
    const recoveryInput = useRecovery ? recovery.validate() : undefined;
    const codeInput = useRecovery ? undefined : code.validate();
    if (!recoveryInput && !codeInput) return;
    void run(async () => {
      const r = await callStaff(staffCalls.signInVerify, {
        challenge: step.challenge,
        ...(recoveryInput ? { recoveryCode: recoveryInput.recoveryCode } : { code: codeInput?.code }),
      });
      if (r.recoveryCodes && r.recoveryCodes.length > 0)
        setStep({ kind: 'codes', token: r.token, codes: r.recoveryCodes });
      else signedIn(r.token);
    });
  };

  const restart = () => {
    setError(undefined);
    first.set('password', '');
    setStep({ kind: 'password' });
  };

  const title =
    step.kind === 'password'
      ? t('signIn.title')
      : step.kind === 'codes'
        ? t('signIn.codesTitle')
        : step.enrolment
          ? t('signIn.enrolTitle')
          : t('signIn.codeTitle');

  return (
    <div className="sign-in">
      <div className="sign-in-tools">
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
      <main className="sign-in-card" id="main">
        <p className="brand-name">
          {boot.name} · {t('app.title')}
        </p>
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {step.kind === 'password' && notice ? (
          <p className="notice" role="status">
            {notice === 'expired' ? t('signIn.expired') : t('signIn.signedOut')}
          </p>
        ) : null}
        {error ? (
          <p className="form-error" role="alert">
            {errorText(t, error)}
          </p>
        ) : null}
        {step.kind === 'password' ? (
          <form onSubmit={submitPassword} noValidate>
            <TextField form={first} name="username" label={t('signIn.username')} autoComplete="username" required />
            <TextField
              form={first}
              name="password"
              label={t('signIn.password')}
              type="password"
              autoComplete="current-password"
              required
            />
            <button type="submit" className="btn primary wide" disabled={busy}>
              {t('signIn.submit')}
            </button>
          </form>
        ) : null}
        {step.kind === 'code' ? (
          <form onSubmit={submitCode} noValidate>
            {step.enrolment ? (
              <>
                <p>{t('signIn.enrolLead')}</p>
                <Enrolment qrSvg={step.enrolment.qrSvg} secret={step.enrolment.secret} />
              </>
            ) : (
              <p>{t('signIn.codeLead')}</p>
            )}
            {useRecovery ? (
              <TextField
                form={recovery}
                name="recoveryCode"
                label={t('signIn.recoveryCode')}
                autoComplete="off"
                spellCheck={false}
                required
              />
            ) : (
              <TextField
                form={code}
                name="code"
                label={t('signIn.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
              />
            )}
            <button type="submit" className="btn primary wide" disabled={busy}>
              {t('signIn.verify')}
            </button>
            <div className="row-links">
              {step.enrolment ? null : (
                <button type="button" className="link" onClick={() => setUseRecovery((v) => !v)}>
                  {useRecovery ? t('signIn.useCode') : t('signIn.useRecovery')}
                </button>
              )}
              <button type="button" className="link" onClick={restart}>
                {t('signIn.back')}
              </button>
            </div>
          </form>
        ) : null}
        {step.kind === 'codes' ? <RecoveryCodes codes={step.codes} onDone={() => signedIn(step.token)} /> : null}
      </main>
    </div>
  );
}
