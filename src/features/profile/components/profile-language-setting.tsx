import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../../app/language/choose-language';
import { LanguageSelect } from '../../../components/ui/language-select/language-select';
import { APP_LANGUAGES, type Language } from '../../../contract/languages';
import type { User } from '../../../contract/user';
import { currentLanguage } from '../../../lib/current-language';
import { failureMessage } from '../../../lib/failure-message';
import { useUpdateProfile } from '../api/update-profile';

/**
 * 'Language' in the Profile: kept with the user on the server, so every device they sign in on,
 * and what the server writes to them (messages, notifications, the sign-in SMS), follow it.
 */
export function ProfileLanguageSetting({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const save = useUpdateProfile();
  // The language being saved, then shown: the select says it meanwhile.
  const [choosing, setChoosing] = useState<Language | null>(null);
  const [notShown, setNotShown] = useState(false);

  const choose = async (language: Language) => {
    setChoosing(language);
    setNotShown(false);
    try {
      await save.mutateAsync({ userId: user._id, userData: { language } });
      setNotShown(!(await chooseLanguage('app', language)));
    } catch {
      // Not saved: the mutation's error says why, below the select.
    } finally {
      setChoosing(null);
    }
  };

  const error = save.isError
    ? failureMessage(save.error, { failed: t('errors.updateFailed'), error: t('errors.generic') })
    : notShown
      ? t('common:language.loadFailed')
      : undefined;

  return (
    <LanguageSelect
      id="profile-language"
      languages={APP_LANGUAGES}
      value={choosing ?? currentLanguage()}
      onChange={(language) => void choose(language)}
      busy={choosing !== null}
      error={error}
    />
  );
}
