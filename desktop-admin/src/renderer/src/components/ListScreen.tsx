import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { EmptyState, ErrorState, Spinner } from './States';
import { TableHead, type Column } from './TableHead';

/** What a list screen's editor is open on: nothing, a new record, or one of the rows. */
export interface Editing<T> {
  current: T | 'new' | null;
  create: () => void;
  edit: (item: T) => void;
  close: () => void;
}

export function useEditing<T>(): Editing<T> {
  const [current, setCurrent] = useState<T | 'new' | null>(null);
  return {
    current,
    create: () => setCurrent('new'),
    edit: (item) => setCurrent(() => item),
    close: () => setCurrent(null),
  };
}

interface ListScreenProps<T> {
  title: string;
  subtitle: string;
  /** The record's name in lower case ("coupon"): the New button, the empty state and the spinner say it. */
  noun: string;
  /** Replaces the header's "New …" button (a screen with a keyboard shortcut shows it there). */
  newButton?: ReactNode;
  toolbar?: ReactNode;
  /** The rows to show, already filtered; undefined while the list loads. */
  rows: readonly T[] | undefined;
  error: unknown;
  onRetry: () => void;
  emptyTitle: string;
  createLabel?: string;
  /** Shown instead of the spinner while there is nothing to load yet (e.g. no services). */
  placeholder?: ReactNode;
  columns: Column[];
  tableClassName?: string;
  /** One `<tr>` (with its key), ending in RowActions. */
  row: (item: T) => ReactNode;
  editing: Editing<T>;
  /** The editor dialog for a row, or for a new record (null). */
  editor: (item: T | null) => ReactNode;
  /** Further dialogs of the screen (a delete confirmation). */
  children?: ReactNode;
}

/**
 * The screen every catalogue list shares: a header with its New button, an optional toolbar, one
 * panel that shows the load error, the spinner, the empty state or the table, and the editor dialog.
 */
function ListScreenView<T>(props: ListScreenProps<T>) {
  const { title, noun, rows, editing } = props;
  const newButton = props.newButton ?? (
    <button type="button" className="button button-primary" onClick={editing.create}>
      New {noun}
    </button>
  );
  return (
    <>
      <PageHeader title={title} subtitle={props.subtitle} actions={newButton} toolbar={props.toolbar} />
      <section className="panel" aria-label={title}>
        {props.error ? (
          <ErrorState error={props.error} onRetry={props.onRetry} />
        ) : !rows ? (
          (props.placeholder ?? <Spinner label={`Loading ${title.toLowerCase()}`} />)
        ) : rows.length === 0 ? (
          <EmptyState
            title={props.emptyTitle}
            action={
              <button type="button" className="button" onClick={editing.create}>
                {props.createLabel ?? `Create a ${noun}`}
              </button>
            }
          />
        ) : (
          <table className={['table', props.tableClassName].filter(Boolean).join(' ')}>
            <TableHead columns={props.columns} />
            <tbody>{rows.map(props.row)}</tbody>
          </table>
        )}
      </section>
      {editing.current && props.editor(editing.current === 'new' ? null : editing.current)}
      {props.children}
    </>
  );
}

// observer() drops the type parameter; the cast gives it back.
export const ListScreen = observer(ListScreenView) as typeof ListScreenView;
