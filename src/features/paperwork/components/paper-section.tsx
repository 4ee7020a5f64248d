import { useId, type ReactNode } from 'react';
import './paper-section.css';

type PaperSectionProps = {
  title: ReactNode;
  children: ReactNode;
  /** A section that may run over a page (a long list) says so; others stay whole on paper. */
  long?: boolean;
};

/** One part of a paper, titled; kept on one page when printed unless it is a long one. */
export function PaperSection({ title, children, long = false }: PaperSectionProps) {
  const titleId = useId();
  return (
    <section
      className={long ? 'paper-section paper-section--long' : 'paper-section'}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="paper-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
