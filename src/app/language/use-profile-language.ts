import { useEffect } from 'react';
import { APP_LANGUAGES, type Language } from '../../contract/languages';
import type { User } from '../../contract/user';
import { currentLanguage } from '../../lib/current-language';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { storeUser } from '../../lib/session-storage';
import { chooseLanguage } from './choose-language';
import { takeLanguageChosenBeforeSignIn } from './language-storage';

/**
 * A signed-in user sees the app in the language kept with their profile, chosen on any device
 * (a language the app does not offer, a driver's, leaves the device's choice). The device keeps
 * a copy, so the next start opens in it before the profile is read again.
 *
 * A language picked on the sign-in page just before signing in is this person's choice now: it
 * is saved to the profile rather than undone by the profile's older one.
 */
export function useProfileLanguage(user: Pick<User, '_id' | 'language'> | null): void {
  const userId = user?._id;
  const language = user?.language;
  useEffect(() => {
    if (!userId || !language) return;
    const offered: readonly Language[] = APP_LANGUAGES;
    const chosen = takeLanguageChosenBeforeSignIn();
    if (chosen && chosen !== language && offered.includes(chosen)) {
      // Saved in the background: the page already shows it; a failure leaves the profile's. Its
      // code (and zod's, which it validates with) loads only then: the session guard is in the
      // entry every page loads, the driver link page's too (issue 8 web budgets).
      void import('../../features/profile/api/update-profile')
        .then(({ updateProfile }) =>
          updateProfile({ userId, userData: { language: chosen } }, newIdempotencyKey()),
        )
        .then(storeUser, () => undefined);
      return;
    }
    if (!offered.includes(language) || language === currentLanguage()) return;
    void chooseLanguage('app', language);
  }, [userId, language]);
}
