import { type ReactNode, useId } from 'react';

/** A titled card of an account page; the title is an h2 so the page keeps its single h1. */
export function AccountCard({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const titleId = useId();
  return (
    <section className={`card account-card ${className}`.trim()} aria-labelledby={titleId}>
      <h2 id={titleId} className="account-card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
