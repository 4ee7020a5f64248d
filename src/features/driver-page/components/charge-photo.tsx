import { Icon } from '../../../components/icon/icon';
import { Spinner } from '../../../components/spinner/spinner';
import { imageOutline } from '../../../components/icon/icons/image-outline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { useLinkFileUrl } from '../api/link-file';
import type { LinkAccess } from '../api/link-headers';

type ChargePhotoProps = { access: LinkAccess; url: string; label: string; title: string };

/** A charge photo's thumbnail, fetched with the device key; a tap shows it full size. */
export function ChargePhoto({ access, url, label, title }: ChargePhotoProps) {
  const { t } = useTranslation('driver-page');
  const { objectUrl, loading, failed } = useLinkFileUrl(access, url);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="driver-page__thumb"
        aria-label={label}
        disabled={!objectUrl}
        onClick={() => setOpen(true)}
      >
        {objectUrl && <img src={objectUrl} alt="" />}
        {loading && <Spinner aria-hidden="true" />}
        {failed && <Icon icon={imageOutline} title={t('charges.photoFailed')} />}
      </button>
      {objectUrl && (
        <Dialog open={open} onClose={() => setOpen(false)} title={title} size="lg">
          <img className="driver-page__photo-full" src={objectUrl} alt={label} />
        </Dialog>
      )}
    </>
  );
}
