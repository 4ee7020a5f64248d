import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DeviceLanguageSelect } from '../../app/language/device-language-select';
import { rememberLanguageChosenBeforeSignIn } from '../../app/language/language-storage';
import { APP_LANGUAGES } from '../../contract/languages';
import { DEFAULT_DIAL_CODE } from '../../contract/reference';
import type { VerifyOtpData } from '../../contract/user';
import { storeSignIn } from '../../lib/session-storage';
import type { SentOtp } from './api/send-otp';
import { BrandPanel } from './components/brand-panel';
import { OtpStepForm } from './components/otp-step-form';
import { PhoneStepForm } from './components/phone-step-form';
import {
  clearCodeStep,
  readCodeStep,
  writeCodeStep,
  type CodeStep,
} from './utils/code-step-storage';
import { OTP_RESEND_SECONDS, type PhoneStepValues } from './utils/sign-in-schemas';
import { afterSignIn } from './utils/sign-in-target';
import './sign-in-page.css';

type Step = { name: 'phone' } | { name: 'otp'; code: CodeStep };

function hasSessionFailedNotice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'notice' in state
    ? state.notice === 'sessionFailed'
    : false;
}

/**
 * docs/product.md §2 Sign-in: phone number, then the one-time code; success stores the session. The code
 * step survives a reload (this tab's sessionStorage, never the code); changing the number or
 * signing in forgets it.
 */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [restored] = useState(readCodeStep);
  const [phoneValues, setPhoneValues] = useState<PhoneStepValues>(() => ({
    countryCode: restored?.countryCode ?? DEFAULT_DIAL_CODE,
    phone: restored?.phone ?? '',
  }));
  const [step, setStep] = useState<Step>(() =>
    restored ? { name: 'otp', code: restored } : { name: 'phone' },
  );
  const sessionFailed = hasSessionFailedNotice(location.state);

  useEffect(() => {
    if (step.name === 'otp') writeCodeStep(step.code);
    else clearCodeStep();
  }, [step]);

  const onSent = (values: PhoneStepValues, sent: SentOtp) => {
    setPhoneValues(values);
    setStep({
      name: 'otp',
      code: {
        ...values,
        otpId: sent.otpId,
        resendAt: Date.now() + (sent.resendAfterSeconds || OTP_RESEND_SECONDS) * 1000,
        lockedUntil: null,
      },
    });
  };

  const changeCodeStep = (change: Partial<CodeStep>) =>
    setStep((current) =>
      current.name === 'otp' ? { name: 'otp', code: { ...current.code, ...change } } : current,
    );

  const onVerified = (data: VerifyOtpData) => {
    clearCodeStep();
    storeSignIn(data);
    queryClient.clear();
    const next = afterSignIn(data, searchParams);
    void navigate(next.to, { replace: true, state: next.state });
  };

  return (
    <main className="signin">
      <div className="signin__layout">
        {/* A visitor's choice, kept in this browser; once signed in, the profile's wins. */}
        <div className="signin__language">
          <DeviceLanguageSelect
            id="signin-language"
            scope="app"
            languages={APP_LANGUAGES}
            onChosen={rememberLanguageChosenBeforeSignIn}
          />
        </div>
        <BrandPanel />
        <div className="signin__column">
          {sessionFailed && step.name === 'phone' && (
            <p className="signin__notice" role="alert">
              {t('notices.sessionFailed')}
            </p>
          )}
          {step.name === 'phone' ? (
            <PhoneStepForm defaultValues={phoneValues} onSent={onSent} />
          ) : (
            <OtpStepForm
              step={step.code}
              onChange={changeCodeStep}
              onChangeNumber={() => setStep({ name: 'phone' })}
              onVerified={onVerified}
            />
          )}
          <p className="signin__fineprint">{t('fineprint')}</p>
        </div>
      </div>
    </main>
  );
}
