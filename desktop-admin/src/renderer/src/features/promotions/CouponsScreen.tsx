import { observer } from 'mobx-react-lite';
import { useState, type CSSProperties } from 'react';
import { CouponInputSchema, type Coupon } from '@tours/core/schemas';
import { useApp } from '../../lib/app-context';
import { ServiceSelect } from '../../components/ChoiceSelect';
import { EditorDialog, useRecordEditor, type RecordEditorProps } from '../../components/EditorDialog';
import { Field } from '../../components/Field';
import { ListScreen, useEditing } from '../../components/ListScreen';
import { notify } from '../../lib/toast';
import { useQuery } from '../../lib/use-query';
import { ActiveCheckbox, ValidityFields } from './OfferFields';
import { couponFormToInput, couponToForm, isCurrent, validityLabel } from './form-utils';
import { RowActions } from '../../components/RowActions';
import { SearchField } from '../../components/SearchField';

const COUPON_TAGS = ['Coupon'] as const;

const CouponEditor = observer(function CouponEditor({ record: coupon, onClose }: RecordEditorProps<Coupon>) {
  const app = useApp();
  const { form, set, errors, saving, submit } = useRecordEditor(coupon, {
    toForm: couponToForm,
    toInput: couponFormToInput,
    schema: CouponInputSchema,
    create: (input) => app.api.createCoupon(input),
    update: (id, input) => app.api.updateCoupon(id, input),
    // The schema stores the code in capitals; the toast names it as it is stored.
    saved: (input) => `Coupon ${CouponInputSchema.parse(input).code} saved`,
    failure: 'Could not save the coupon',
    onSaved: onClose,
  });
  return (
    <EditorDialog
      title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      saveLabel="Save coupon"
      saving={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Code" error={errors['code']} hint="3–32 letters, digits, - or _; stored in capitals">
        {(p) => <input {...p} value={form.code} onChange={(e) => set('code', e.target.value)} autoFocus />}
      </Field>
      <Field label="Discount (%)" error={errors['discountValue']} hint="percentage of the subtotal, 1–100">
        {(p) => (
          <input
            {...p}
            inputMode="numeric"
            value={form.discountValue}
            onChange={(e) => set('discountValue', e.target.value)}
          />
        )}
      </Field>
      <ValidityFields form={form} errors={errors} set={set} />
      <Field label="Redemption limit" error={errors['maxRedemptions']} hint="leave empty for no limit">
        {(p) => (
          <input
            {...p}
            inputMode="numeric"
            value={form.maxRedemptions}
            onChange={(e) => set('maxRedemptions', e.target.value)}
          />
        )}
      </Field>
      <ServiceSelect
        error={errors['service']}
        emptyLabel="All services"
        value={form.service}
        onChange={(v) => set('service', v)}
      />
      <ActiveCheckbox form={form} set={set}>
        Active (visitors can apply it)
      </ActiveCheckbox>
    </EditorDialog>
  );
});

/** Redemptions so far against the limit, as a thin bar under the count. */
function UsageMeter({ used, limit }: { used: number; limit: number }) {
  // The bar's share is a fraction; the stylesheet turns it into a width.
  const fill = { '--fill': Math.min(1, used / limit) } as CSSProperties;
  return (
    <span className="meter" aria-hidden="true">
      <span style={fill} />
    </span>
  );
}

function CouponState({ coupon: c }: { coupon: Coupon }) {
  if (!c.active) return <span className="badge badge-muted">inactive</span>;
  if (c.maxRedemptions !== null && c.redeemed >= c.maxRedemptions)
    return <span className="badge badge-warn">used up</span>;
  if (!isCurrent(c.validFrom, c.validUntil)) return <span className="badge badge-warn">out of dates</span>;
  return <span className="badge badge-success">active</span>;
}

const CouponsScreen = observer(function CouponsScreen() {
  const app = useApp();
  const coupons = useQuery((_: object, o) => app.api.getCoupons(o), {}, COUPON_TAGS);
  const editing = useEditing<Coupon>();
  const [search, setSearch] = useState('');
  const deactivate = async (c: Coupon) => {
    try {
      await app.api.deactivateCoupon(c._id);
      notify.success(`Coupon ${c.code} deactivated`);
    } catch (error) {
      notify.error(error, 'Could not deactivate');
    }
  };
  const query = search.trim().toLowerCase();
  return (
    <ListScreen
      title="Coupons"
      subtitle="Percentage discounts visitors enter at checkout."
      noun="coupon"
      toolbar={<SearchField placeholder="Code" value={search} onChange={setSearch} />}
      rows={coupons.data?.filter((c) => c.code.toLowerCase().includes(query))}
      error={coupons.error}
      onRetry={() => void coupons.reload({ force: true })}
      emptyTitle={search ? 'No coupon matches' : 'No coupons yet'}
      columns={[
        'Code',
        { label: 'Discount', className: 'num' },
        'Service',
        'Valid',
        { label: 'Redeemed', className: 'num' },
        'State',
      ]}
      row={(c) => (
        <tr key={c._id}>
          <td className="mono strong">{c.code}</td>
          <td className="num">{c.discountValue} %</td>
          <td>{c.service ?? <span className="muted">All</span>}</td>
          <td className="nowrap">{validityLabel(c.validFrom, c.validUntil)}</td>
          <td className="num">
            {c.redeemed}
            {c.maxRedemptions !== null && (
              <>
                <span className="muted"> / {c.maxRedemptions}</span>
                <UsageMeter used={c.redeemed} limit={c.maxRedemptions} />
              </>
            )}
          </td>
          <td>
            <CouponState coupon={c} />
          </td>
          <RowActions
            name={c.code}
            onEdit={() => editing.edit(c)}
            danger={c.active ? { label: 'Deactivate', onClick: () => void deactivate(c) } : undefined}
          />
        </tr>
      )}
      editing={editing}
      editor={(coupon) => <CouponEditor record={coupon} onClose={editing.close} />}
    />
  );
});

export default CouponsScreen;
