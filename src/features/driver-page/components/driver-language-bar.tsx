import { useSearchParams } from 'react-router-dom';
import { DeviceLanguageSelect } from '../../../app/language/device-language-select';
import { DRIVER_LANGUAGES } from '../../../contract/languages';

/**
 * 'Language' at the top of every screen of the link page, in the driver's five languages. The
 * choice stays on the phone; the link's `?lang=` (the provider's pick) then goes from the address,
 * so a reload keeps the driver's own choice.
 */
export function DriverLanguageBar() {
  const [, setSearchParams] = useSearchParams();
  return (
    <div className="driver-page__language">
      <DeviceLanguageSelect
        id="driver-language"
        scope="driver"
        languages={DRIVER_LANGUAGES}
        onChosen={() =>
          setSearchParams(
            (params) => {
              params.delete('lang');
              return params;
            },
            { replace: true },
          )
        }
      />
    </div>
  );
}
