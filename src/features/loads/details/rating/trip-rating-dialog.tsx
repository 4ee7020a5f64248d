import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog } from '../../../../components/dialog/dialog';
import { Button } from '../../../../components/ui/button/button';
import { TextArea } from '../../../../components/ui/field/text-area';
import { TRIP_RATING_COMMENT_MAX, type TripRating } from '../../../../contract/trip-ratings';
import { failureMessage } from '../../../../lib/failure-message';
import { newIdempotencyKey, requestIdempotencyKey } from '../../../../lib/idempotency-key';
import { notifyError, notifySuccess } from '../../../../lib/toasts';
import { useRateTrip } from '../../api/rate-trip';
import { StarRatingInput } from './star-rating-input';
import './trip-rating.css';

type TripRatingDialogProps = {
  loadId: string;
  driverName: string;
  /** The rating given before: the form starts from it, and sending replaces it. */
  current: TripRating | null;
  onClose: () => void;
};

/** The shipper rates the driver of its completed trip: 1 to 5 stars and an optional comment. */
export function TripRatingDialog({ loadId, driverName, current, onClose }: TripRatingDialogProps) {
  const { t } = useTranslation('load-details');
  const rateTrip = useRateTrip(loadId);
  // One opening is one intent: the same stars and comment sent again repeat the key.
  const [nonce] = useState(newIdempotencyKey);
  const schema = useMemo(
    () =>
      z.object({
        stars: z.number({ message: t('rating.starsRequired') }),
        comment: z
          .string()
          .max(
            TRIP_RATING_COMMENT_MAX,
            t('rating.commentTooLong', { max: TRIP_RATING_COMMENT_MAX }),
          ),
      }),
    [t],
  );
  type Values = z.input<typeof schema>;
  const { control, register, handleSubmit, watch, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { stars: current?.stars, comment: current?.comment ?? '' },
  });
  const comment = watch('comment');

  const submit = handleSubmit(async ({ stars, comment: text }) => {
    const rating = { stars, comment: text.trim() || undefined };
    try {
      await rateTrip.mutateAsync({
        rating,
        idempotencyKey: requestIdempotencyKey(nonce, rating),
      });
      notifySuccess(t('rating.success', { name: driverName }));
      onClose();
    } catch (error) {
      notifyError(failureMessage(error, { failed: t('rating.failed'), error: t('rating.failed') }));
    }
  });

  return (
    <Dialog
      open
      title={t(current ? 'rating.changeTitle' : 'rating.title', { name: driverName })}
      description={t('rating.description')}
      onClose={onClose}
      dismissible={!rateTrip.isPending}
      actions={
        <>
          <Button disabled={rateTrip.isPending} onClick={onClose}>
            {t('rating.cancel')}
          </Button>
          <Button variant="primary" type="submit" form="trip-rating-form" busy={rateTrip.isPending}>
            {t('rating.submit')}
          </Button>
        </>
      }
    >
      <form id="trip-rating-form" className="trip-rating-form" noValidate onSubmit={submit}>
        <Controller
          control={control}
          name="stars"
          render={({ field }) => (
            <StarRatingInput
              value={field.value}
              onChange={field.onChange}
              error={formState.errors.stars?.message}
              disabled={rateTrip.isPending}
            />
          )}
        />
        <TextArea
          label={t('rating.comment')}
          hint={t('rating.commentHint', {
            count: comment.length,
            max: TRIP_RATING_COMMENT_MAX,
          })}
          error={formState.errors.comment?.message}
          rows={4}
          dir="auto"
          disabled={rateTrip.isPending}
          {...register('comment')}
        />
      </form>
    </Dialog>
  );
}
