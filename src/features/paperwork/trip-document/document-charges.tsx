import { useTranslation } from 'react-i18next';
import type { TripDocument } from '../../../contract/trip-documents';
import { formatMoney } from '../../../lib/format';
import { PaperImage } from '../components/paper-image';
import { PaperSection } from '../components/paper-section';

/**
 * The driver's charges with their photos, and what the trip costs: the carrier's paper lists
 * them all with their status, the shipper's only those approved (what it pays).
 */
export function DocumentCharges({ document }: { document: TripDocument }) {
  const { t } = useTranslation('paperwork');
  const money = (amount: number) => formatMoney(amount, document.currency);
  return (
    <PaperSection title={t('document.charges.title')} long>
      {document.charges.length === 0 ? (
        <p className="trip-document__empty">{t('document.charges.none')}</p>
      ) : (
        <table className="trip-document__table">
          <thead>
            <tr>
              <th scope="col">{t('document.charges.reason')}</th>
              <th scope="col">{t('document.charges.asked')}</th>
              <th scope="col">{t('document.charges.approved')}</th>
              <th scope="col">{t('document.charges.status')}</th>
              <th scope="col">{t('document.charges.photos')}</th>
            </tr>
          </thead>
          <tbody>
            {document.charges.map((charge, index) => (
              <tr key={`${charge.createdAt}-${index}`}>
                <th scope="row" data-label={t('document.charges.reason')}>
                  <bdi>{charge.reason}</bdi>
                </th>
                <td data-label={t('document.charges.asked')} className="trip-document__amount">
                  {money(charge.amount)}
                </td>
                <td data-label={t('document.charges.approved')} className="trip-document__amount">
                  {charge.status === 'approved' ? money(charge.approvedAmount) : '—'}
                </td>
                <td data-label={t('document.charges.status')}>
                  {t(`document.charges.statuses.${charge.status}`)}
                </td>
                <td data-label={t('document.charges.photos')}>
                  <span className="trip-document__thumbs">
                    {charge.photos.map((photo, photoIndex) => (
                      <PaperImage
                        key={photo.url}
                        url={photo.url}
                        alt={t('document.charges.photo', {
                          number: photoIndex + 1,
                          reason: charge.reason,
                        })}
                      />
                    ))}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="trip-document__totals">
        <div>
          <dt>{t('common:price.basePrice')}</dt>
          <dd className="trip-document__amount">{money(document.price.basePrice)}</dd>
        </div>
        <div>
          <dt>{t('common:price.approvedCharges')}</dt>
          <dd className="trip-document__amount">{money(document.price.approvedCharges)}</dd>
        </div>
        <div className="trip-document__grand-total">
          <dt>{t('common:price.total')}</dt>
          <dd className="trip-document__amount">{money(document.price.total)}</dd>
        </div>
      </dl>
    </PaperSection>
  );
}
