import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@tours/core/api';
import { Dialog } from './Dialog';
import { errorsFromDetails } from '../lib/form-errors';
import { notify } from '../lib/toast';

type Errors = Record<string, string>;

interface EditorFormOptions<F> {
  /** Client-side check before anything is sent; an empty record means the form may be saved. */
  check: (form: F) => Errors;
  /** Creates or updates the record; resolves to the success toast's text. */
  save: (form: F) => Promise<string>;
  /** The error toast's text when the API refuses or cannot be reached. */
  failure: string;
  onSaved: () => void;
}

/**
 * The state every create/edit dialog keeps: the form, its field errors and whether a save is under
 * way. The API's 400 details land on the same fields as the client check, so a rule only the server
 * knows still points at the field it concerns.
 */
export function useEditorForm<F extends object>(initial: () => F, options: EditorFormOptions<F>) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = options.check(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      notify.success(await options.save(form));
      options.onSaved();
    } catch (error) {
      if (isApiError(error) && error.status === 400) setErrors(errorsFromDetails(error.details));
      notify.error(error, options.failure);
    } finally {
      setSaving(false);
    }
  };
  return { form, set, errors, saving, submit };
}

interface RecordEditorOptions<R, F, I> {
  toForm: (record: R | null) => F;
  toInput: (form: F) => I;
  /** The API's strict input schema: the client check is its safeParse, keyed like the server's 400. */
  schema: { safeParse: (input: I) => { success: boolean; error?: { issues: readonly unknown[] } } };
  /** Rules that span fields, which the schema does not say; they win over the schema's message. */
  crossCheck?: (input: I) => Errors;
  create: (input: I) => Promise<unknown>;
  update: (id: string, input: I) => Promise<unknown>;
  /** The success toast's text. */
  saved: (input: I) => string;
  failure: string;
  onSaved: () => void;
}

/** The props of a record's editor dialog: the record, or null for a new one. */
export interface RecordEditorProps<R> {
  record: R | null;
  onClose: () => void;
}

/** useEditorForm for a record the API creates and updates from one input schema. */
export function useRecordEditor<R extends { _id: string }, F extends object, I>(
  record: R | null,
  options: RecordEditorOptions<R, F, I>,
) {
  return useEditorForm(() => options.toForm(record), {
    check: (form) => {
      const input = options.toInput(form);
      const parsed = options.schema.safeParse(input);
      return { ...errorsFromDetails(parsed.error?.issues), ...options.crossCheck?.(input) };
    },
    save: async (form) => {
      const input = options.toInput(form);
      if (record) await options.update(record._id, input);
      else await options.create(input);
      return options.saved(input);
    },
    failure: options.failure,
    onSaved: options.onSaved,
  });
}

/** A modal with a two-column form and the Cancel / Save footer every editor shares. */
export function EditorDialog({
  title,
  saveLabel,
  saving,
  onSubmit,
  onClose,
  size,
  children,
}: {
  title: string;
  saveLabel: string;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  // Ties the footer's submit button, which sits outside the <form>, to it.
  const formId = useId();
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      size={size}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={formId} className="button button-primary" disabled={saving}>
            {saving ? 'Saving…' : saveLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="grid grid-2" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
