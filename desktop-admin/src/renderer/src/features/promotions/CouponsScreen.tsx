import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { CouponInputSchema, type Coupon } from '@tours/core/schemas';
import { PageHeader } from '../../components/PageHeader';
import { useApp } from '../../lib/app-context';
import { EditorDialog, ValidityFields, useEditorForm } from '../../components/EditorDialog';
import { Field } from '../../components/Field';
import { EmptyState, ErrorState, Spinner } from '../../components/States';
import { notify } from '../../lib/toast';
import { useQuery } from '../../lib/use-query';
import { useServices } from '../../lib/use-services';
import {
  choicesKeeping,
  couponFormToInput,
  couponToForm,
  isCurrent,
  issuesToErrors,
  validityLabel,
} from './form-utils';
import { RowActions } from '../../components/RowActions';
import { TableHead } from '../../components/TableHead';
import { SearchField } from '../../components/SearchField';

const COUPON_TAGS = ['Coupon'] as const;

const CouponEditor = observer(function CouponEditor({
  coupon,
  onClose,
}: {
  coupon: Coupon | null;
  onClose: () => void;
}) {
  const app = useApp();
  const services = useServices();
  const { form, set, errors, saving, submit } = useEditorForm(() => couponToForm(coupon), {
    check: (f) => {
      const parsed = CouponInputSchema.safeParse(couponFormToInput(f));
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    },
    save: async (f) => {
      const candidate = couponFormToInput(f);
      if (coupon) await app.api.updateCoupon(coupon._id, candidate);
      else await app.api.createCoupon(candidate);
      // The schema stores the code in capitals; the toast names it as it is stored.
      return `Coupon ${CouponInputSchema.parse(candidate).code} saved`;
    },
    failure: 'Could not save the coupon',
    onSaved: onClose,
  });
  // Read in the observer's own render: Field calls its children in its render, which MobX does not
  // track, so a list read only there would never appear once it loads.
  const serviceChoices = choicesKeeping(
    (services.data ?? []).map((s) => ({ value: s.service, label: s.name })),
    form.service,
  );
  return (
    <EditorDialog
      title={coupon ? `Edit coupon ${coupon.code}` : 'New coupon'}
      formId="coupon-form"
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
      <ValidityFields
        from={form.validFrom}
        until={form.validUntil}
        errors={errors}
        onFrom={(v) => set('validFrom', v)}
        onUntil={(v) => set('validUntil', v)}
      />
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
      <Field label="Service" error={errors['service']}>
        {(p) => (
          <select {...p} value={form.service} onChange={(e) => set('service', e.target.value)}>
            <option value="">All services</option>
            {serviceChoices.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="check span-2">
        <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
        Active (visitors can apply it)
      </label>
    </EditorDialog>
  );
});

const CouponsScreen = observer(function CouponsScreen() {
  const app = useApp();
  const coupons = useQuery((_: object, o) => app.api.getCoupons(o), {}, COUPON_TAGS);
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [search, setSearch] = useState('');
  const deactivate = async (c: Coupon) => {
    try {
      await app.api.deactivateCoupon(c._id);
      notify.success(`Coupon ${c.code} deactivated`);
    } catch (error) {
      notify.error(error, 'Could not deactivate');
    }
  };
  const rows = (coupons.data ?? []).filter((c) => c.code.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <>
      <PageHeader
        title="Coupons"
        subtitle="Percentage discounts visitors enter at checkout."
        actions={
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            New coupon
          </button>
        }
      />
      <div className="toolbar">
        <SearchField placeholder="Code" value={search} onChange={setSearch} />
      </div>
      <section className="panel" aria-label="Coupons">
        {coupons.error ? (
          <ErrorState error={coupons.error} onRetry={() => void coupons.reload({ force: true })} />
        ) : !coupons.data ? (
          <Spinner label="Loading coupons" />
        ) : rows.length === 0 ? (
          <EmptyState
            title={search ? 'No coupon matches' : 'No coupons yet'}
            action={
              <button type="button" className="button" onClick={() => setEditing('new')}>
                Create a coupon
              </button>
            }
          />
        ) : (
          <table className="table">
            <TableHead
              columns={[
                'Code',
                { label: 'Discount', className: 'num' },
                'Service',
                'Valid',
                { label: 'Redeemed', className: 'num' },
                'State',
              ]}
            />
            <tbody>
              {rows.map((c) => {
                const current = isCurrent(c.validFrom, c.validUntil);
                const usedUp = c.maxRedemptions !== null && c.redeemed >= c.maxRedemptions;
                return (
                  <tr key={c._id}>
                    <td className="mono strong">{c.code}</td>
                    <td className="num">{c.discountValue} %</td>
                    <td>{c.service ?? <span className="muted">All</span>}</td>
                    <td className="nowrap">{validityLabel(c.validFrom, c.validUntil)}</td>
                    <td className="num">
                      {c.redeemed}
                      {c.maxRedemptions !== null && <span className="muted"> / {c.maxRedemptions}</span>}
                      {c.maxRedemptions !== null && (
                        <span className="meter" aria-hidden="true">
                          <span
                            style={{ width: `${Math.min(100, (c.redeemed / c.maxRedemptions) * 100)}%` }}
                          />
                        </span>
                      )}
                    </td>
                    <td>
                      {!c.active ? (
                        <span className="badge badge-muted">inactive</span>
                      ) : usedUp ? (
                        <span className="badge badge-warn">used up</span>
                      ) : !current ? (
                        <span className="badge badge-warn">out of dates</span>
                      ) : (
                        <span className="badge badge-success">active</span>
                      )}
                    </td>
                    <RowActions
                      name={c.code}
                      onEdit={() => setEditing(c)}
                      danger={
                        c.active ? { label: 'Deactivate', onClick: () => void deactivate(c) } : undefined
                      }
                    />
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
      {editing && (
        <CouponEditor coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
});

export default CouponsScreen;
