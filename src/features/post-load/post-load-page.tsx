import { IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { PostLoadForm } from './components/post-load-form';
import { useTempLoadRestore } from './hooks/use-temp-load-restore';
import './post-load.css';

type PostLoadPageProps = {
  /** No token: the form is kept for sign-in instead of posted (docs/product.md §2). */
  visitor?: boolean;
};

/** docs/product.md §2 Post New Load (`/post-load`), in the shell when signed in, in a public frame if not. */
export function PostLoadPage({ visitor = false }: PostLoadPageProps) {
  const { t } = useTranslation('post-load');
  const restore = useTempLoadRestore(!visitor);
  // The visitor frame has no header, so the page title is the page's top heading there.
  const Title = visitor ? 'h1' : 'h2';
  return (
    <div className="post-load-page">
      <header className="post-load-page__header">
        <Title className="post-load-page__title">{t('title')}</Title>
        <p className="post-load-page__lead">{t('lead')}</p>
      </header>
      {visitor && <p className="post-load-page__notice">{t('visitor.notice')}</p>}
      {restore.status === 'restoring' ? (
        <p className="post-load-page__restoring" role="status">
          <IonSpinner name="crescent" aria-hidden="true" />
          <span>{t('restoring')}</span>
        </p>
      ) : (
        <PostLoadForm visitor={visitor} initialDraft={restore.draft} />
      )}
    </div>
  );
}
