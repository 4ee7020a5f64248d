import { IonIcon } from '@ionic/react';
import { createOutline, star, starOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button/button';
import type { TripRating } from '../../../../contract/trip-ratings';
import { formatDate } from '../../../../lib/format';
import './trip-rating.css';

type TripRatingCardProps = {
  driverName: string;
  rating: TripRating | null;
  onRate: () => void;
};

/** A completed trip's rating of its driver: what the shipper gave, or the invitation to give one. */
export function TripRatingCard({ driverName, rating, onRate }: TripRatingCardProps) {
  const { t } = useTranslation('load-details');
  return (
    <section className="load-details__card" aria-labelledby="load-details-rating">
      <h3 id="load-details-rating" className="load-details__card-title">
        {t('rating.cardTitle')}
      </h3>
      {rating ? (
        <>
          <p className="trip-rating__stars" aria-label={t('rating.given', { count: rating.stars })}>
            {[1, 2, 3, 4, 5].map((position) => (
              <IonIcon
                key={position}
                icon={position <= rating.stars ? star : starOutline}
                aria-hidden="true"
              />
            ))}
            <span className="trip-rating__word" aria-hidden="true">
              {t(`rating.words.${rating.stars}`)}
            </span>
          </p>
          {rating.comment && (
            <blockquote className="trip-rating__comment" dir="auto">
              {rating.comment}
            </blockquote>
          )}
          <p className="load-details__muted">
            {t('rating.ratedOn', { date: formatDate(rating.ratedAt) })}
          </p>
          <div>
            <Button variant="ghost" icon={<IonIcon icon={createOutline} />} onClick={onRate}>
              {t('rating.change')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="load-details__muted">{t('rating.invite', { name: driverName })}</p>
          <div>
            <Button icon={<IonIcon icon={starOutline} />} onClick={onRate}>
              {t('rating.open')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
