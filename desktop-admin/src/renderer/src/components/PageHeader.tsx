import type { ReactNode } from 'react';

/** A screen's title, its actions, and the toolbar of filters under it when it has one. */
export function PageHeader({
  title,
  subtitle,
  actions,
  toolbar,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  toolbar?: ReactNode;
}) {
  return (
    <>
      <header className="page-header">
        <div>
          <h1>{title}</h1>
          {subtitle && <p className="muted">{subtitle}</p>}
        </div>
        {actions && <div className="page-actions">{actions}</div>}
      </header>
      {toolbar && <div className="toolbar">{toolbar}</div>}
    </>
  );
}
