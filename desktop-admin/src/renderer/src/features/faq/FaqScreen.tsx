import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { contract } from '@tours/core/contract';
import { FAQ_SECTIONS, missingTranslations, type FaqSection } from '@tours/core/domain';
import { FaqEntryInputSchema, type FaqEntry } from '@tours/core/schemas';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { EditorDialog, useRecordEditor } from '../../components/EditorDialog';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, Spinner } from '../../components/States';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { whyNot } from '../../lib/access';
import { useApp } from '../../lib/app-context';
import { notify } from '../../lib/toast';
import { useQuery } from '../../lib/use-query';
import { missingText } from '../../components/LanguageTabs';
import { faqFormToInput, faqToForm, movedIds, SECTION_CHOICES, SECTION_LABEL } from './faq-form';
import { FaqWords } from './FaqWords';
import './faq.css';

const TAGS = ['Faq'] as const;

/** Adds or edits a question: its section and its words in each language. */
const FaqEditor = observer(function FaqEditor({
  entry,
  section,
  onClose,
}: {
  entry: FaqEntry | null;
  section: FaqSection;
  onClose: () => void;
}) {
  const app = useApp();
  const { form, set, errors, saving, submit } = useRecordEditor(entry, {
    toForm: (e) => faqToForm(e, section),
    toInput: faqFormToInput,
    schema: FaqEntryInputSchema,
    create: (input) => app.api.createFaqEntry(input),
    update: (id, input) => app.api.updateFaqEntry(id, input),
    saved: () => 'Question saved',
    failure: 'Could not save the question',
    onSaved: onClose,
  });
  return (
    <EditorDialog
      title={entry ? 'Edit question' : 'New question'}
      saveLabel="Save question"
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <ChoiceSelect
        label="Section"
        error={errors['section']}
        hint="where it shows on the help centre"
        emptyLabel="Choose a section"
        choices={SECTION_CHOICES}
        value={form.section}
        onChange={(v) => set('section', v as FaqSection)}
      />
      <FaqWords form={form} errors={errors} set={set} />
    </EditorDialog>
  );
});

/**
 * One section's questions as the ordered list they are, each movable up and down, editable and
 * removable; on a narrow window its buttons go under its words.
 */
function SectionPanel({
  section,
  entries,
  busy,
  onMove,
  onEdit,
  onDelete,
  onCreate,
}: {
  section: FaqSection;
  entries: FaqEntry[];
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (entry: FaqEntry) => void;
  onDelete: (entry: FaqEntry) => void;
  onCreate: () => void;
}) {
  const headingId = `faq-${section}-heading`;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel-title panel-pad">
        {SECTION_LABEL[section]}
      </h2>
      {entries.length === 0 ? (
        <EmptyState
          title="No questions here yet"
          action={
            <button type="button" className="button" onClick={onCreate}>
              Add a question
            </button>
          }
        />
      ) : (
        <ol className="faq-list">
          {entries.map((entry, index) => {
            const missing = missingTranslations(
              { question: entry.question, answer: entry.answer },
              entry.translations,
            );
            return (
              <li key={entry._id} className="faq-item">
                <div className="faq-words">
                  <p className="strong">{entry.question}</p>
                  <p className="muted faq-answer">{entry.answer}</p>
                  <p className="faq-missing">
                    {missing.length ? (
                      <>Missing: {missingText({ missing })}</>
                    ) : (
                      <span className="badge badge-success">all languages written</span>
                    )}
                  </p>
                </div>
                <div className="faq-actions">
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy || index === 0}
                    onClick={() => onMove(index, index - 1)}
                    aria-label={`Move “${entry.question}” up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy || index === entries.length - 1}
                    onClick={() => onMove(index, index + 1)}
                    aria-label={`Move “${entry.question}” down`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => onEdit(entry)}
                    aria-label={`Edit ${entry.question}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button-small button-danger-ghost"
                    onClick={() => onDelete(entry)}
                    aria-label={`Delete ${entry.question}`}
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/**
 * The help centre's questions and answers, written by staff in each language: a panel per section
 * in the order visitors read them. A language's missing words show on each row and in the editor's
 * tabs; visitors reading that language see the English text meanwhile.
 */
const FaqScreen = observer(function FaqScreen() {
  const app = useApp();
  const faq = useQuery((_: object, o) => app.api.getAdminFaq(o), {}, TAGS);
  const [editing, setEditing] = useState<{ entry: FaqEntry | null; section: FaqSection } | null>(null);
  const [deleting, setDeleting] = useState<FaqEntry | null>(null);
  const [moving, setMoving] = useState(false);
  const refused = whyNot(app.admin, contract.faq.create, 'Writing help questions');
  const move = async (section: FaqSection, entries: FaqEntry[], from: number, to: number) => {
    setMoving(true);
    try {
      const ids = movedIds(
        entries.map((e) => e._id),
        from,
        to,
      );
      await app.api.reorderFaq({ section, ids });
      notify.success('Order saved');
    } catch (error) {
      notify.error(error, 'Could not change the order');
    } finally {
      setMoving(false);
    }
  };
  const entries = faq.data;
  return (
    <>
      <PageHeader
        title="Help questions"
        subtitle="The questions and answers on the storefront’s home page and help centre, in English, Malay, Arabic and Chinese."
        actions={
          <button
            type="button"
            className="button button-primary"
            disabled={!!refused}
            title={refused ?? undefined}
            onClick={() => setEditing({ entry: null, section: 'booking' })}
          >
            New question
          </button>
        }
      />
      {faq.error ? (
        <ErrorState error={faq.error} onRetry={() => void faq.reload({ force: true })} />
      ) : !entries ? (
        <Spinner label="Loading help questions" />
      ) : (
        FAQ_SECTIONS.map((section) => {
          const inSection = entries.filter((e) => e.section === section);
          return (
            <SectionPanel
              key={section}
              section={section}
              entries={inSection}
              busy={moving}
              onMove={(from, to) => void move(section, inSection, from, to)}
              onEdit={(entry) => setEditing({ entry, section })}
              onDelete={setDeleting}
              onCreate={() => setEditing({ entry: null, section })}
            />
          );
        })
      )}
      {editing && (
        <FaqEditor entry={editing.entry} section={editing.section} onClose={() => setEditing(null)} />
      )}
      <ConfirmDeleteDialog
        item={deleting ? { ...deleting, title: deleting.question } : null}
        noun="question"
        onClose={() => setDeleting(null)}
        onConfirm={(entry) => app.api.deleteFaqEntry(entry._id)}
      >
        <p>
          “{deleting?.question}” disappears from the storefront in every language at once and cannot be
          restored.
        </p>
      </ConfirmDeleteDialog>
    </>
  );
});

export default FaqScreen;
