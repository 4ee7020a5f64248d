import { useEffect, useRef } from 'react';
import { IonIcon } from '@ionic/react';
import { arrowBack, copyOutline, refreshOutline } from 'ionicons/icons';
import { copyToClipboard } from '../../lib/copy-to-clipboard';
import { notifyError, notifySuccess } from '../../lib/toasts';
import { Button } from '../ui/button/button';
import { IconButton } from '../ui/icon-button/icon-button';
import './details-header.css';

type DetailsHeaderProps = {
  /** e.g. 'Load LD-1042', or the loading title until the record has arrived. */
  title: string;
  /** The display id the copy button copies; no copy button until it is known. */
  copyValue: string | undefined;
  labels: { back: string; copy: string; copied: string; copyFailed: string; refresh: string };
  refreshing: boolean;
  onBack: () => void;
  onRefresh: () => void;
};

/**
 * docs/product.md §2's head of a details screen (Load Details, Trip Details): back, the record's id with a
 * copy button, and Refresh, which keeps only its icon on a phone so the id keeps the room.
 */
export function DetailsHeader({
  title,
  copyValue,
  labels,
  refreshing,
  onBack,
  onRefresh,
}: DetailsHeaderProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The details replace the list: move focus into them so keyboard and screen reader users follow.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const copy = async () => {
    if (!copyValue) return;
    if (await copyToClipboard(copyValue)) notifySuccess(labels.copied);
    else notifyError(labels.copyFailed);
  };

  return (
    <header className="details-header">
      <IconButton
        label={labels.back}
        icon={<IonIcon icon={arrowBack} flipRtl />}
        onClick={onBack}
      />
      <h2 ref={headingRef} tabIndex={-1} className="details-header__title">
        {title}
      </h2>
      {copyValue && (
        <IconButton
          label={labels.copy}
          icon={<IonIcon icon={copyOutline} />}
          onClick={() => void copy()}
        />
      )}
      <Button
        className="details-header__refresh"
        icon={<IonIcon icon={refreshOutline} />}
        busy={refreshing}
        onClick={onRefresh}
      >
        <span className="details-header__refresh-label">{labels.refresh}</span>
      </Button>
    </header>
  );
}
