import { COMPANY } from '../company';

export default function CompanyEn() {
  return (
    <div className="prose">
      <p>
        {COMPANY.tradeName} is run by {COMPANY.legalName}, a company licensed in Dubai. We are an
        intermediary: we sell tickets for attractions and tours on behalf of the providers that operate them,
        and we look after you from booking to your visit.
      </p>
      <div className="card card-pad">
        <dl className="facts">
          <dt>Company</dt>
          <dd>{COMPANY.legalName}</dd>
          <dt>Trading as</dt>
          <dd>{COMPANY.tradeName}</dd>
          <dt>Licence</dt>
          <dd>{COMPANY.licence}</dd>
          <dt>VAT</dt>
          <dd>{COMPANY.vat}</dd>
          <dt>Address</dt>
          <dd>{COMPANY.address}</dd>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>
          </dd>
          <dt>Support hours</dt>
          <dd>{COMPANY.hours}</dd>
        </dl>
      </div>
      <h2>Our role</h2>
      <p>
        Each experience is delivered by its provider, whose name is on your ticket. We take your booking and
        payment, confirm it at once, pass it to the provider and send you the tickets. If anything goes wrong
        on the day, contact us and we will deal with the provider for you.
      </p>
    </div>
  );
}
