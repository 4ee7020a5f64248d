import type { ReactNode } from 'react';

type FormSectionProps = { id: string; title: string; children: ReactNode };

/** One card of the form (docs/product.md §2: Location Details, Load Details, Truck Details). */
export function FormSection({ id, title, children }: FormSectionProps) {
  return (
    <section className="post-load-section" aria-labelledby={id}>
      <h3 id={id} className="post-load-section__title">
        {title}
      </h3>
      <div className="post-load-section__grid">{children}</div>
    </section>
  );
}
