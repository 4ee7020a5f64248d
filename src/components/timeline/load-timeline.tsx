import { IonIcon } from '@ionic/react';
import { checkmark, close, imageOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { timelineSteps, type TimelineStep, type TimelineTimestamps } from './timeline-steps';
import './load-timeline.css';

type LoadTimelineProps = {
  status: string;
  timestamp: TimelineTimestamps;
  loadImage?: string | null;
};

/** SPEC §4 trip timeline: Load Ready → Trip Started → Loaded → In Transit → Completed/Cancelled. */
export function LoadTimeline({ status, timestamp, loadImage }: LoadTimelineProps) {
  const { t } = useTranslation('load-details');
  const steps = timelineSteps({ status, timestamp, loadImage });
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
            <span className="load-timeline__label">{t(`timeline.steps.${step.label}`)}</span>
            <span className="visually-hidden">{t(`timeline.state.${step.state}`)}</span>
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
  if (step.label === 'cancelled' && step.state === 'active') return <IonIcon icon={close} />;
  // A completed load's last step is current and finished at once.
  if (step.state === 'done' || (step.label === 'completed' && step.state === 'active')) {
    return <IonIcon icon={checkmark} />;
  }
  return null;
}
