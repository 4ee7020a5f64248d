import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PostLoadFormValues } from '../utils/post-load-form-values';

/** A field's error in words: the schema's messages are keys of the post-load namespace. */
export function useFieldErrors() {
  const { t } = useTranslation('post-load');
  const { errors } = useFormState<PostLoadFormValues>();
  return (name: keyof PostLoadFormValues): string | undefined => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };
}
