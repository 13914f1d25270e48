import type { ReactNode } from 'react';

/**
 * Spec §9: themed card headers use a three-stop gradient of the primary colour; cards at least 400 px tall.
 * Plain elements styled by the portal's one sheet (`tc-…` in `PageStyles`, ADR 0141): a page mounts its cards on
 * every navigation.
 */
export function ThemedCard({ id, title, icon, children, minHeight = 400 }: { id?: string; title: string; icon?: ReactNode; children: ReactNode; minHeight?: number }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="tc-card" style={{ minHeight }}>
      <div className="tc-head">
        {icon}
        <h2 id={id ? `${id}-title` : undefined} className="tc-title">
          {title}
        </h2>
      </div>
      <div className="tc-body">{children}</div>
    </section>
  );
}
