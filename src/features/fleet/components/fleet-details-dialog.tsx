import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog/dialog';
import { StoredFilesSection } from '../../../components/file-upload/stored-files-section';
import type { FleetKind, FleetMember, NewFleetMember } from '../api/fleet-kinds';
import { useFleetMember } from '../api/use-fleet-member';
import { useReplaceFleetDocs } from '../api/use-replace-fleet-docs';
import { useUpdateFleetMember } from '../api/use-update-fleet-member';
import { useFleetDetailsFlow } from '../hooks/use-fleet-details-flow';
import { FleetFormBanner } from './fleet-form-banner';
import { FleetRetireConfirmation } from './fleet-retire-confirmation';
import { FleetRetiredNotice } from './fleet-retired-notice';
import type { FleetScreen } from './fleet-screen';
import { LtrText } from '../../../components/ui/ltr-text/ltr-text';

type FleetDetailsDialogProps<Kind extends FleetKind> = {
  screen: FleetScreen<Kind>;
  /** The row that was opened; null while none is open. */
  member: FleetMember<Kind> | null;
  onClose: () => void;
};

/** Where a member's files go: POST /api/{trucks|drivers}/{docs|images}/{id}. */
const UPLOAD_PATHS = { documents: 'docs', images: 'images' } as const;

/**
 * docs/product.md §2 truck and driver detail dialog, with its Files (each upload in a drawer), and what a
 * provider does with one: edit it, retire it, or reinstate a retired one.
 */
export function FleetDetailsDialog<Kind extends FleetKind>({
  screen,
  member,
  onClose,
}: FleetDetailsDialogProps<Kind>) {
  const { kind, Facts, Form, names } = screen;
  const { t } = useTranslation(kind);
  const memberId = member?._id ?? null;
  const detail = useFleetMember(kind, memberId);
  const replaceDocs = useReplaceFleetDocs(kind);
  const update = useUpdateFleetMember(kind, memberId ?? '');
  // The list's row is shown at once; the server's fresh copy replaces it when it answers.
  const current = (detail.data ?? member) as FleetMember<Kind> | null;
  const { formId, mode, title, busy, failure, retired, actions, close, save } = useFleetDetailsFlow<
    NewFleetMember<Kind>
  >({
    kind,
    id: memberId,
    status: current?.status,
    update,
    onClose,
  });

  return (
    <Dialog
      open={member !== null}
      title={t(title)}
      onClose={close}
      dismissible={!busy}
      size="lg"
      fullScreenOnPhone
      actions={actions}
    >
      {memberId && current && (
        <>
          {/* The retire question names it already. */}
          {mode !== 'retire' && (
            <div className="fleet-details__head">
              <span className="fleet-details__id">
                <LtrText>{current.id}</LtrText>
              </span>
              {detail.isFetching && (
                <span className="fleet-details__refreshing" role="status">
                  <IonSpinner name="crescent" aria-hidden="true" />
                  {t('details.refreshing')}
                </span>
              )}
            </div>
          )}
          {mode === 'view' && (
            <>
              <FleetFormBanner message={failure} />
              {retired && <FleetRetiredNotice message={t('reinstate.notice')} />}
              <Facts member={current} />
              <StoredFilesSection
                files={current.docs.urls}
                uploadTargets={screen.uploads.map((upload) => ({
                  kind: upload,
                  path: `/api/${kind}/${UPLOAD_PATHS[upload]}/${memberId}`,
                }))}
                ownerName={t('details.owner', names(current))}
                onUploaded={(docs) => replaceDocs(memberId, docs)}
              />
            </>
          )}
          {mode === 'edit' && (
            <>
              <FleetFormBanner message={failure} />
              <Form id={formId} disabled={update.isPending} member={current} onSubmit={save} />
            </>
          )}
          {mode === 'retire' && (
            <FleetRetireConfirmation
              question={t('retire.message', names(current))}
              explanation={t('retire.explanation')}
              failure={failure}
            />
          )}
        </>
      )}
    </Dialog>
  );
}
