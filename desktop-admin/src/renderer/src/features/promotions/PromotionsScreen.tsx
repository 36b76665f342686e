import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { PromotionInputSchema, type Promotion } from '@tours/core/schemas';
import { useApp } from '../../lib/app-context';
import { ChoiceSelect, ServiceSelect } from '../../components/ChoiceSelect';
import { EditorDialog, useRecordEditor, type RecordEditorProps } from '../../components/EditorDialog';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { Field } from '../../components/Field';
import { ListScreen, useEditing } from '../../components/ListScreen';
import type { FieldErrors } from '../../lib/form-errors';
import { useQuery } from '../../lib/use-query';
import { ActiveCheckbox, ValidityFields } from './OfferFields';
import { PromotionWords } from './PromotionWords';
import { isCurrent, promotionFormToInput, promotionToForm, validityLabel, validityPhase } from './form-utils';
import { RowActions } from '../../components/RowActions';

const PROMO_TAGS = ['Promotion'] as const;
const COUPON_TAGS = ['Coupon'] as const;

const PromotionEditor = observer(function PromotionEditor({
  record: promotion,
  onClose,
}: RecordEditorProps<Promotion>) {
  const app = useApp();
  const coupons = useQuery((_: object, o) => app.api.getCoupons(o), {}, COUPON_TAGS);
  const { form, set, errors, saving, submit } = useRecordEditor(promotion, {
    toForm: promotionToForm,
    toInput: promotionFormToInput,
    schema: PromotionInputSchema,
    crossCheck: (input): FieldErrors =>
      !input.service && !input.hostName ? { service: 'choose a service or enter a host name' } : {},
    create: (input) => app.api.createPromotion(input),
    update: (id, input) => app.api.updatePromotion(id, input),
    saved: () => 'Promotion saved',
    failure: 'Could not save the promotion',
    onSaved: onClose,
  });
  // Read here, in the observer's own render: Field calls its children in its render, which MobX
  // does not track, so a list read only there would never appear once it loads.
  const couponChoices = (coupons.data ?? []).map((c) => ({
    value: c.code,
    label: `${c.code} (${c.discountValue} %)`,
  }));
  return (
    <EditorDialog
      title={promotion ? `Edit promotion` : 'New promotion'}
      saveLabel="Save promotion"
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <PromotionWords form={form} errors={errors} set={set} />
      <ChoiceSelect
        label="Coupon"
        error={errors['couponCode']}
        hint="its discount is what the banner advertises"
        emptyLabel="No coupon"
        choices={couponChoices}
        value={form.couponCode}
        onChange={(v) => set('couponCode', v)}
      />
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
      <ServiceSelect
        error={errors['service']}
        emptyLabel="Any (use host name)"
        value={form.service}
        onChange={(v) => set('service', v)}
      />
      <Field label="Host name" error={errors['hostName']} hint="storefront site, e.g. localhost">
        {(p) => <input {...p} value={form.hostName} onChange={(e) => set('hostName', e.target.value)} />}
      </Field>
      <ValidityFields form={form} errors={errors} set={set} />
      <ActiveCheckbox form={form} set={set}>
        Active (shown on the storefront while its dates allow)
      </ActiveCheckbox>
    </EditorDialog>
  );
});

function PromotionState({ promotion: p }: { promotion: Promotion }) {
  if (!p.active) return <span className="badge badge-muted">inactive</span>;
  if (isCurrent(p.validFrom, p.validUntil)) return <span className="badge badge-success">live</span>;
  return <span className="badge badge-warn">{validityPhase(p.validFrom, p.validUntil)}</span>;
}

const PromotionsScreen = observer(function PromotionsScreen() {
  const app = useApp();
  const promotions = useQuery((_: object, o) => app.api.getPromotions(o), {}, PROMO_TAGS);
  const coupons = useQuery((_: object, o) => app.api.getCoupons(o), {}, COUPON_TAGS);
  const editing = useEditing<Promotion>();
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  const redemptions = (code: string | null) =>
    code ? coupons.data?.find((c) => c.code === code) : undefined;
  return (
    <ListScreen
      title="Promotions"
      subtitle="Banners on the storefront, usually advertising a coupon."
      noun="promotion"
      rows={promotions.data}
      error={promotions.error}
      onRetry={() => void promotions.reload({ force: true })}
      emptyTitle="No promotions yet"
      columns={['Title', 'Where', 'Coupon', { label: 'Redemptions', className: 'num' }, 'Valid', 'State']}
      row={(p) => {
        const coupon = redemptions(p.couponCode);
        return (
          <tr key={p._id}>
            <td>
              <span className="strong">{p.title}</span>
              <span className="muted block clip">{p.message}</span>
            </td>
            <td>{p.service ?? p.hostName}</td>
            <td className="mono">
              {p.couponCode ? `${p.couponCode} (${p.discountValue ?? coupon?.discountValue ?? '?'} %)` : '—'}
            </td>
            <td className="num">
              {coupon
                ? `${coupon.redeemed}${coupon.maxRedemptions ? ` / ${coupon.maxRedemptions}` : ''}`
                : '—'}
            </td>
            <td className="nowrap">{validityLabel(p.validFrom, p.validUntil)}</td>
            <td>
              <PromotionState promotion={p} />
            </td>
            <RowActions
              name={p.title}
              onEdit={() => editing.edit(p)}
              danger={{ label: 'Delete', onClick: () => setDeleting(p) }}
            />
          </tr>
        );
      }}
      editing={editing}
      editor={(promotion) => <PromotionEditor record={promotion} onClose={editing.close} />}
    >
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
    </ListScreen>
  );
});

export default PromotionsScreen;
