import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { PromotionInputSchema, type Promotion } from '@tours/core/schemas';
import { PageHeader } from '../../components/PageHeader';
import { useApp } from '../../lib/app-context';
import { EditorDialog, ValidityFields, useEditorForm } from '../../components/EditorDialog';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { Field } from '../../components/Field';
import { EmptyState, ErrorState, Spinner } from '../../components/States';
import { useQuery } from '../../lib/use-query';
import { useServices } from '../../lib/use-services';
import {
  choicesKeeping,
  isCurrent,
  issuesToErrors,
  promotionFormToInput,
  promotionToForm,
  validityLabel,
  validityPhase,
} from './form-utils';
import { RowActions } from '../../components/RowActions';
import { TableHead } from '../../components/TableHead';

const PROMO_TAGS = ['Promotion'] as const;
const COUPON_TAGS = ['Coupon'] as const;

const PromotionEditor = observer(function PromotionEditor({
  promotion,
  onClose,
}: {
  promotion: Promotion | null;
  onClose: () => void;
}) {
  const app = useApp();
  const services = useServices();
  const coupons = useQuery((_: object, o) => app.api.getCoupons(o), {}, COUPON_TAGS);
  const { form, set, errors, saving, submit } = useEditorForm(() => promotionToForm(promotion), {
    check: (f) => {
      const candidate = promotionFormToInput(f);
      const parsed = PromotionInputSchema.safeParse(candidate);
      const found = parsed.success ? {} : issuesToErrors(parsed.error.issues);
      if (!candidate.service && !candidate.hostName)
        found['service'] = 'choose a service or enter a host name';
      return found;
    },
    save: async (f) => {
      const candidate = promotionFormToInput(f);
      if (promotion) await app.api.updatePromotion(promotion._id, candidate);
      else await app.api.createPromotion(candidate);
      return 'Promotion saved';
    },
    failure: 'Could not save the promotion',
    onSaved: onClose,
  });
  // Read here, in the observer's own render: Field calls its children in its render, which MobX
  // does not track, so lists read only there would never appear once they load.
  const couponChoices = choicesKeeping(
    (coupons.data ?? []).map((c) => ({ value: c.code, label: `${c.code} (${c.discountValue} %)` })),
    form.couponCode,
  );
  const serviceChoices = choicesKeeping(
    (services.data ?? []).map((s) => ({ value: s.service, label: s.name })),
    form.service,
  );
  return (
    <EditorDialog
      title={promotion ? `Edit promotion` : 'New promotion'}
      formId="promotion-form"
      saveLabel="Save promotion"
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <Field label="Title" error={errors['title']} className="span-2">
        {(p) => (
          <input
            {...p}
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
            maxLength={120}
            autoFocus
          />
        )}
      </Field>
      <Field
        label="Message"
        error={errors['message']}
        className="span-2"
        hint="shown in the storefront banner"
      >
        {(p) => (
          <textarea
            {...p}
            rows={3}
            value={form.message}
            onChange={(e) => set('message', e.target.value)}
            maxLength={500}
          />
        )}
      </Field>
      <Field label="Coupon" error={errors['couponCode']} hint="its discount is what the banner advertises">
        {(p) => (
          <select {...p} value={form.couponCode} onChange={(e) => set('couponCode', e.target.value)}>
            <option value="">No coupon</option>
            {couponChoices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Image URL" error={errors['imageUrl']}>
        {(p) => (
          <input
            {...p}
            value={form.imageUrl}
            onChange={(e) => set('imageUrl', e.target.value)}
            placeholder="https://…"
          />
        )}
      </Field>
      <Field label="Service" error={errors['service']}>
        {(p) => (
          <select {...p} value={form.service} onChange={(e) => set('service', e.target.value)}>
            <option value="">Any (use host name)</option>
            {serviceChoices.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Host name" error={errors['hostName']} hint="storefront site, e.g. localhost">
        {(p) => <input {...p} value={form.hostName} onChange={(e) => set('hostName', e.target.value)} />}
      </Field>
      <ValidityFields
        from={form.validFrom}
        until={form.validUntil}
        errors={errors}
        onFrom={(v) => set('validFrom', v)}
        onUntil={(v) => set('validUntil', v)}
      />
      <label className="check span-2">
        <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
        Active (shown on the storefront while its dates allow)
      </label>
    </EditorDialog>
  );
});

const PromotionsScreen = observer(function PromotionsScreen() {
  const app = useApp();
  const promotions = useQuery((_: object, o) => app.api.getPromotions(o), {}, PROMO_TAGS);
  const coupons = useQuery((_: object, o) => app.api.getCoupons(o), {}, COUPON_TAGS);
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const redemptions = (code: string | null) =>
    code ? coupons.data?.find((c) => c.code === code) : undefined;
  return (
    <>
      <PageHeader
        title="Promotions"
        subtitle="Banners on the storefront, usually advertising a coupon."
        actions={
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            New promotion
          </button>
        }
      />
      <section className="panel" aria-label="Promotions">
        {promotions.error ? (
          <ErrorState error={promotions.error} onRetry={() => void promotions.reload({ force: true })} />
        ) : !promotions.data ? (
          <Spinner label="Loading promotions" />
        ) : promotions.data.length === 0 ? (
          <EmptyState
            title="No promotions yet"
            action={
              <button type="button" className="button" onClick={() => setEditing('new')}>
                Create a promotion
              </button>
            }
          />
        ) : (
          <table className="table">
            <TableHead
              columns={[
                'Title',
                'Where',
                'Coupon',
                { label: 'Redemptions', className: 'num' },
                'Valid',
                'State',
              ]}
            />
            <tbody>
              {promotions.data.map((p) => {
                const coupon = redemptions(p.couponCode);
                return (
                  <tr key={p._id}>
                    <td>
                      <span className="strong">{p.title}</span>
                      <span className="muted block clip">{p.message}</span>
                    </td>
                    <td>{p.service ?? p.hostName}</td>
                    <td className="mono">
                      {p.couponCode
                        ? `${p.couponCode} (${p.discountValue ?? coupon?.discountValue ?? '?'} %)`
                        : '—'}
                    </td>
                    <td className="num">
                      {coupon
                        ? `${coupon.redeemed}${coupon.maxRedemptions ? ` / ${coupon.maxRedemptions}` : ''}`
                        : '—'}
                    </td>
                    <td className="nowrap">{validityLabel(p.validFrom, p.validUntil)}</td>
                    <td>
                      {!p.active ? (
                        <span className="badge badge-muted">inactive</span>
                      ) : isCurrent(p.validFrom, p.validUntil) ? (
                        <span className="badge badge-success">live</span>
                      ) : (
                        <span className="badge badge-warn">{validityPhase(p.validFrom, p.validUntil)}</span>
                      )}
                    </td>
                    <RowActions
                      name={p.title}
                      onEdit={() => setEditing(p)}
                      danger={{ label: 'Delete', onClick: () => setDeleting(p) }}
                    />
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      {editing && (
        <PromotionEditor promotion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDeleteDialog
        item={deleting}
        noun="promotion"
        onClose={() => setDeleting(null)}
        onConfirm={(promotion) => app.api.deletePromotion(promotion._id)}
      >
        <p>
          “{deleting?.title}” disappears from the storefront at once and cannot be restored. To pause it
          instead, edit it and untick Active. Its coupon is not affected.
        </p>
      </ConfirmDeleteDialog>
    </>
  );
});

export default PromotionsScreen;
