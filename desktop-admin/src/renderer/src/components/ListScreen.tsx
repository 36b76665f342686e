import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
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
  // Stable, so a key listener installed once can call create.
  const create = useCallback(() => setCurrent('new'), []);
  return {
    current,
    create,
    edit: (item) => setCurrent(() => item),
    close: () => setCurrent(null),
  };
}

/**
 * Calls onPress when `key` is pressed on its own (no Alt, Ctrl or Meta) while the visitor is not
 * typing in a field and no dialog is open; no listener without a key.
 */
function useShortcut(key: string | undefined, onPress: () => void) {
  useEffect(() => {
    if (!key) return;
    const onKey = (event: KeyboardEvent) => {
      const typing = /^(INPUT|TEXTAREA|SELECT)$/.test((event.target as HTMLElement).tagName);
      if (
        event.key === key &&
        !typing &&
        !event.altKey &&
        !event.ctrlKey &&
        !event.metaKey &&
        !document.querySelector('dialog[open]')
      ) {
        event.preventDefault();
        onPress();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [key, onPress]);
}

interface ListScreenProps<T> {
  title: string;
  subtitle: string;
  /** The record's name in lower case ("coupon"): the New button, the empty state and the spinner say it. */
  noun: string;
  /** A lower-case key that opens the editor for a new record; the New button shows it. */
  shortcut?: string;
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
  const { title, noun, rows, editing, shortcut } = props;
  useShortcut(shortcut, editing.create);
  const key = shortcut?.toUpperCase();
  const newButton = (
    <button type="button" className="button button-primary" onClick={editing.create} aria-keyshortcuts={key}>
      New {noun}
      {key && (
        <>
          {' '}
          <kbd>{key}</kbd>
        </>
      )}
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
