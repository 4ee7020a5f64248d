import { IonIcon } from '@ionic/react';
import { checkmark, close, imageOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '../../contract/loads';
import { statusLabelKey } from '../../contract/statuses';
import { formatDateTime } from '../../lib/format';
import { timelineSteps, type TimelineStep, type TimelineTimestamps } from './timeline-steps';
import './load-timeline.css';

type LoadTimelineProps = {
  status: LoadStatus;
  timestamp: TimelineTimestamps;
  loadImage?: string | null;
  cancelledAt?: string | null;
};

/**
 * docs/product.md §4 trip timeline: Load Ready → Out to Collect → Loaded → Out to Unload → Completed, each
 * road step named by its status, as every role's status pill names it; Cancelled where it stopped.
 */
export function LoadTimeline({ status, timestamp, loadImage, cancelledAt }: LoadTimelineProps) {
  const { t } = useTranslation('load-details');
  const steps = timelineSteps({ status, timestamp, loadImage, cancelledAt });
  return (
    <ol className="load-timeline" aria-label={t('timeline.title')}>
      {steps.map((step) => (
        <li
          key={step.label}
          className="load-timeline__step"
          data-state={step.state}
          data-label={step.label}
          aria-current={step.state === 'active' ? 'step' : undefined}
        >
          <span className="load-timeline__marker" aria-hidden="true">
            <StepMark step={step} />
          </span>
          <div className="load-timeline__text">
            <span className="load-timeline__label">
              {step.label === 'loadReady'
                ? t('timeline.steps.loadReady')
                : t(statusLabelKey(step.label))}
            </span>
            {step.state === 'skipped' ? (
              <span className="load-timeline__time">{t('timeline.state.skipped')}</span>
            ) : (
              <span className="visually-hidden">{t(`timeline.state.${step.state}`)}</span>
            )}
            {step.at && (
              <time className="load-timeline__time" dateTime={step.at}>
                {formatDateTime(step.at)}
              </time>
            )}
            {step.loadImage && (
              <a
                className="load-timeline__image-link"
                href={step.loadImage}
                target="_blank"
                rel="noopener noreferrer"
              >
                <IonIcon icon={imageOutline} aria-hidden="true" />
                {t('timeline.viewLoadImage')}
              </a>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

function StepMark({ step }: { step: TimelineStep }) {
  if (step.label === 'cancelled') return <IonIcon icon={close} />;
  if (step.state === 'done') return <IonIcon icon={checkmark} />;
  return null;
}
