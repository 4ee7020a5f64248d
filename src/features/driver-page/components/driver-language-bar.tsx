import { DeviceLanguageSelect } from '../../../app/language/device-language-select';
import { DRIVER_LANGUAGES } from '../../../contract/languages';

/**
 * 'Language' at the top of every screen of the link page, in the driver's five languages. The
 * choice stays on the phone; the link's `?lang=` (the provider's pick) then goes from the address,
 * so a reload keeps the driver's own choice.
 */
export function DriverLanguageBar() {
  return (
    <div className="driver-page__language">
      <DeviceLanguageSelect
        id="driver-language"
        scope="driver"
        languages={DRIVER_LANGUAGES}
        onChosen={forgetLinkLanguage}
      />
    </div>
  );
}

/** The address without `?lang=`, in place: the history entry (and a dialog's step in it) stays. */
function forgetLinkLanguage() {
  const address = new URL(window.location.href);
  if (!address.searchParams.has('lang')) return;
  address.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', address);
}
