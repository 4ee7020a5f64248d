import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button/button';
import type { LoadDraft } from '../../../contract/loads';
import { loadDetailsPath } from '../../../lib/detail-paths';
import { usePersistLoadDraft } from '../hooks/use-persist-load-draft';
import { usePostLoadSubmit } from '../hooks/use-post-load-submit';
import { readPendingLoadDraft } from '../utils/load-draft-storage';
import { formValuesFromDraft, type PostLoadFormValues } from '../utils/post-load-form-values';
import { postLoadSchema } from '../utils/post-load-schema';
import { FormErrorBanner } from './form-error-banner';
import { LoadDetailsSection } from './load-details-section';
import { LocationSection } from './location-section';
import { PostLoadSuccessDialog } from './post-load-success-dialog';
import { TruckDetailsSection } from './truck-details-section';

type PostLoadFormProps = {
  visitor: boolean;
  /** A draft restored from the server; otherwise the form starts from this device's own draft. */
  initialDraft: LoadDraft | null;
};

/** docs/product.md §2 Post New Load: Location, Load and Truck Details (no truck for LTL), then 'Post Load'. */
export function PostLoadForm({ visitor, initialDraft }: PostLoadFormProps) {
  const { t } = useTranslation('post-load');
  const navigate = useNavigate();
  const [schema] = useState(() => postLoadSchema());
  const form = useForm<PostLoadFormValues>({
    resolver: zodResolver(schema),
    defaultValues: formValuesFromDraft(initialDraft ?? readPendingLoadDraft()),
  });
  const loadType = useWatch({ control: form.control, name: 'loadType' });
  const { submit, pending, failure, postedLoadId, renewIdempotencyKey } =
    usePostLoadSubmit(visitor);
  usePersistLoadDraft(form.watch, renewIdempotencyKey);

  const finish = () => {
    // docs/product.md §2: OK opens the posted load in My Loads, now at its own address.
    if (postedLoadId) void navigate(loadDetailsPath(postedLoadId));
  };

  return (
    <FormProvider {...form}>
      <form className="post-load-form" noValidate onSubmit={form.handleSubmit(submit)}>
        <FormErrorBanner message={failure} />
        <fieldset className="post-load-form__fieldset" disabled={pending}>
          <LocationSection />
          <LoadDetailsSection />
          {loadType !== 'LTL' && <TruckDetailsSection />}
        </fieldset>
        <div className="post-load-form__actions">
          {visitor && <p className="post-load-form__note">{t('visitor.submitNote')}</p>}
          {/* Busy from the click (isSubmitting) to the answer: a double click posts once. */}
          <Button
            type="submit"
            variant="primary"
            className="post-load-form__submit"
            busy={pending || form.formState.isSubmitting}
          >
            {t('submit')}
          </Button>
        </div>
      </form>
      <PostLoadSuccessDialog open={postedLoadId !== null} onDone={finish} />
    </FormProvider>
  );
}
