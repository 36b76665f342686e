import type { ReactNode } from 'react';

/** A column heading; `className` carries alignment (`num`) or a width class. */
export type Column = string | { label: ReactNode; className?: string };

/**
 * The header row of a table: every column a `scope="col"` heading and, for a list whose rows end in
 * RowActions (unless `actions` is false), a last one named "Actions" for screen readers only, so the
 * buttons' column is announced.
 */
export function TableHead({ columns, actions = true }: { columns: Column[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={String(column.label)} scope="col" className={column.className}>
              {column.label}
            </th>
          ),
        )}
        {actions && (
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
