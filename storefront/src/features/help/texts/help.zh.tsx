import { Link } from 'react-router-dom';
import { COMPANY } from '../company';
import { FaqFromCatalogue } from '../Faq';
import { PrevailsZh } from './prevails.zh';

/** 帮助中心（简体中文）。 */
export default function HelpZh() {
  return (
    <>
      <PrevailsZh page="help" />
      <section className="card contact-card help-manage" aria-labelledby="help-manage">
        <h2 id="help-manage">查找我的预订</h2>
        <p className="muted">
          您可以在“管理预订”中更改日期、取消预订或下载电子凭证。请从确认邮件中打开该页面，或者提供您的预订编号和电子邮箱，我们会将链接发送给您。
        </p>
        <p>
          <Link className="btn btn-secondary" to="/booking">
            查找我的预订
          </Link>
        </p>
      </section>
      <div className="help-grid">
        <section aria-labelledby="help-booking">
          <h2 id="help-booking">预订</h2>
          <FaqFromCatalogue section="booking" />
        </section>
        <section aria-labelledby="help-cancellation">
          <h2 id="help-cancellation">取消与退款</h2>
          <FaqFromCatalogue section="cancellation" />
        </section>
      </div>
      <section className="card contact-card" aria-labelledby="help-contact">
        <h2 id="help-contact">仍需帮助？</h2>
        <p className="muted">
          我们的客服团队每天 8:00 至 22:00（迪拜时间）为您服务。请准备好您的预订编号（格式如 DXB-7KQ2M9）。
        </p>
        <p>
          发送邮件至 <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> 或致电{' '}
          <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>。
        </p>
      </section>
    </>
  );
}
