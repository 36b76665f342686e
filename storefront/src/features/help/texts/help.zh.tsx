import { Link } from 'react-router-dom';
import { DEFAULT_CANCELLATION_POLICY } from '@tours/core/domain';
import { COMPANY } from '../company';
import { Faq } from '../Faq';
import type { FaqEntry } from '../faq';
import { PrevailsZh } from './prevails.zh';

/** Most tickets' free cancellation (the English answer words it with describeCancellationPolicy). */
const FREE_HOURS = DEFAULT_CANCELLATION_POLICY.freeUntilHours;

const BOOKING_FAQ: FaqEntry[] = [
  {
    question: '如何预订体验项目？',
    answer:
      '浏览景点，打开您喜欢的项目并选择门票。选择日期（如该门票设有时段，还需选择时段），然后按照预订步骤操作：设置成人和儿童人数，填写联系方式并付款。确认邮件会立即发送给您。',
  },
  {
    question: '在这里预订和付款安全吗？',
    answer:
      '安全。每个页面均通过采用行业标准加密技术的加密连接传输，您的银行卡信息在支付服务商的安全页面上填写。我们绝不会查看或存储您完整的卡号。',
  },
  {
    question: '可以为团体预订吗？',
    answer:
      '可以，欢迎团体预订：选择门票时填写成人和儿童人数，所有人将在同一份确认中一起预订。如果是大型团体，请联系我们，我们会为您提供帮助。',
  },
  {
    question: '我什么时候能收到门票？',
    answer:
      '付款成功后，您的预订即刻确认，屏幕上会显示您的预订编号。附有入场二维码的电子凭证会随确认邮件一起发送：入场时出示手机上的二维码或打印件即可。',
  },
];

const CANCELLATION_FAQ: FaqEntry[] = [
  {
    question: '取消政策是什么？',
    answer: `每张门票都会在门票卡片上、结账时以及确认邮件中清楚说明其取消政策。大多数门票注明“游览前 ${FREE_HOURS} 小时免费取消”：在此之前取消即可获得全额退款。不可退款的门票会在您付款前注明。`,
  },
  {
    question: '如何取消预订？',
    answer:
      '从确认邮件中打开“管理预订”，或在“管理预订”页面输入预订编号和电子邮箱，我们会将链接发送给您。页面会在您确认前显示退款金额；退款将退回您付款时使用的银行卡。在免费取消截止时间之前，您也可以在该页面更改日期或时间。',
  },
  {
    question: '如果服务商取消了怎么办？',
    answer:
      '如果景点或旅游运营商取消了项目（例如因天气或场地关闭），我们会立即通过电子邮件通知您，并全额退款。您也可以要求我们将预订改到其他日期。',
  },
];

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
          <Faq entries={BOOKING_FAQ} />
        </section>
        <section aria-labelledby="help-cancellation">
          <h2 id="help-cancellation">取消与退款</h2>
          <Faq entries={CANCELLATION_FAQ} />
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
