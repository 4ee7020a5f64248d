import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TrailMap, type TrailMark } from '../../../components/map/trail-map';
import type { TripDocument } from '../../../contract/trip-documents';
import { formatDateTime } from '../../../lib/format';
import { PaperSection } from '../components/paper-section';

/** The positions the driver's phone sent, on a small map with the stops and the signature. */
export function DocumentTrail({ document }: { document: TripDocument }) {
  const { t } = useTranslation('paperwork');
  const { trail, route, deliveryProof } = document;
  const marks = useMemo(() => {
    const all: (TrailMark | null)[] = [
      route.pickup.coordinates && {
        kind: 'pickup',
        at: route.pickup.coordinates,
        label: t('document.trail.pickup'),
      },
      route.delivery.coordinates && {
        kind: 'delivery',
        at: route.delivery.coordinates,
        label: t('document.trail.delivery'),
      },
      deliveryProof?.coordinates
        ? { kind: 'proof', at: deliveryProof.coordinates, label: t('document.trail.proof') }
        : null,
    ];
    return all.filter((mark): mark is TrailMark => mark !== null);
  }, [route, deliveryProof, t]);
  const legend = [
    { kind: 'path', label: t('document.trail.path') },
    ...marks.map((mark) => ({ kind: mark.kind, label: mark.label })),
  ];
  return (
    <PaperSection title={t('document.trail.title')}>
      {trail.received === 0 ? (
        <p className="trip-document__empty">{t('document.trail.none')}</p>
      ) : (
        <p className="trip-document__note">
          {t('document.trail.summary', {
            received: t('document.trail.received', { count: trail.received }),
            when:
              trail.received === 1
                ? t('document.trail.at', { time: formatDateTime(trail.firstAt) })
                : t('document.trail.span', {
                    first: formatDateTime(trail.firstAt),
                    last: formatDateTime(trail.lastAt),
                  }),
          })}
          {trail.points.length < trail.received &&
            ` ${t('document.trail.thinned', { shown: trail.points.length })}`}
        </p>
      )}
      {(trail.points.length > 0 || marks.length > 0) && (
        <figure className="trip-document__map">
          <TrailMap label={t('document.trail.map')} trail={trail.points} marks={marks} />
          <figcaption className="trip-document__legend">
            {legend.map((item) => (
              <span key={item.kind} className="trip-document__legend-item">
                <span className="trip-document__key" data-kind={item.kind} aria-hidden="true" />
                {item.label}
              </span>
            ))}
          </figcaption>
        </figure>
      )}
    </PaperSection>
  );
}
