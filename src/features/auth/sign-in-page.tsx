import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DEFAULT_DIAL_CODE } from '../../contract/reference';
import type { VerifyOtpData } from '../../contract/user';
import { storeSignIn } from '../../lib/session-storage';
import type { SentOtp } from './api/send-otp';
import { BrandPanel } from './components/brand-panel';
import { OtpStepForm } from './components/otp-step-form';
import { PhoneStepForm } from './components/phone-step-form';
import { OTP_RESEND_SECONDS, type PhoneStepValues } from './utils/sign-in-schemas';
import { afterSignIn } from './utils/sign-in-target';
import './sign-in-page.css';

type Step = { name: 'phone' } | ({ name: 'otp' } & SentOtp);

function hasSessionFailedNotice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'notice' in state
    ? state.notice === 'sessionFailed'
    : false;
}

/** SPEC §2 Sign-in: phone number, then the one-time code; success stores the session. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phoneValues, setPhoneValues] = useState<PhoneStepValues>({
    countryCode: DEFAULT_DIAL_CODE,
    phone: '',
  });
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const sessionFailed = hasSessionFailedNotice(location.state);

  const onSent = (values: PhoneStepValues, sent: SentOtp) => {
    setPhoneValues(values);
    setStep({
      name: 'otp',
      otpId: sent.otpId,
      resendAfterSeconds: sent.resendAfterSeconds || OTP_RESEND_SECONDS,
    });
  };

  const onVerified = (data: VerifyOtpData) => {
    storeSignIn(data);
    queryClient.clear();
    const next = afterSignIn(data, searchParams);
    void navigate(next.to, { replace: true, state: next.state });
  };

  return (
    <main className="signin">
      <div className="signin__layout">
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
              key={step.otpId}
              phone={phoneValues.phone}
              countryCode={phoneValues.countryCode}
              otpId={step.otpId}
              resendAfterSeconds={step.resendAfterSeconds}
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
