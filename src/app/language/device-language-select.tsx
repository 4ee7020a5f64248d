import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/ui/language-select/language-select';
import type { Language } from '../../contract/languages';
import { currentLanguage } from '../../lib/current-language';
import { chooseLanguage } from './choose-language';
import type { LanguageScope } from './language-storage';

type DeviceLanguageSelectProps = {
  id: string;
  /** Whose choice this is: the app's (a visitor's) or the driver link page's. */
  scope: LanguageScope;
  languages: readonly Language[];
  /** After the page has switched: what else follows the choice (the link's `?lang=`). */
  onChosen?: (language: Language) => void;
};

/** 'Language' where the choice stays in the browser: the sign-in page and the driver link page. */
export function DeviceLanguageSelect({
  id,
  scope,
  languages,
  onChosen,
}: DeviceLanguageSelectProps) {
  // Re-renders when the language changes, wherever it was changed from.
  const { t } = useTranslation('common');
  // The language being loaded: the select says it meanwhile.
  const [choosing, setChoosing] = useState<Language | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = async (language: Language) => {
    setChoosing(language);
    setFailed(false);
    const shown = await chooseLanguage(scope, language);
    setChoosing(null);
    setFailed(!shown);
    if (shown) onChosen?.(language);
  };

  return (
    <LanguageSelect
      id={id}
      languages={languages}
      value={choosing ?? currentLanguage()}
      onChange={(language) => void choose(language)}
      busy={choosing !== null}
      error={failed ? t('language.loadFailed') : undefined}
      hideLabel
    />
  );
}
