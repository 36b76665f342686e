import { COMPANY } from '../company';
import { PrevailsZh } from './prevails.zh';

/** 公司信息（简体中文）。 */
export default function CompanyZh() {
  return (
    <div className="prose">
      <PrevailsZh page="company" />
      <p>
        {COMPANY.tradeName} 由 {COMPANY.legalName}{' '}
        运营，该公司是一家在迪拜持牌经营的公司。我们是中介：我们代表运营各景点和旅游项目的服务商销售门票，并从预订到游览全程为您提供服务。
      </p>
      <div className="card card-pad">
        <dl className="facts">
          <dt>公司</dt>
          <dd>{COMPANY.legalName}</dd>
          <dt>经营名称</dt>
          <dd>{COMPANY.tradeName}</dd>
          <dt>执照</dt>
          <dd>营业执照编号 94217，迪拜创意产业集群管理局颁发</dd>
          <dt>增值税号</dt>
          <dd>{COMPANY.vat}</dd>
          <dt>地址</dt>
          <dd>阿拉伯联合酋长国迪拜，迪拜媒体城 5 号楼 1407 室，邮政信箱 502118</dd>
          <dt>电子邮箱</dt>
          <dd>
            <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </dd>
          <dt>电话</dt>
          <dd>
            <a href={`tel:${COMPANY.phone.replace(/\s/g, '')}`}>{COMPANY.phone}</a>
          </dd>
          <dt>客服时间</dt>
          <dd>每天 8:00 至 22:00（迪拜时间）</dd>
        </dl>
      </div>
      <h2>我们的角色</h2>
      <p>
        每项体验均由其服务商提供，服务商名称会显示在您的门票上。我们接受您的预订和付款，即时确认，将预订转交给服务商，并向您发送门票。游览当天如遇任何问题，请联系我们，我们将代您与服务商协调处理。
      </p>
    </div>
  );
}
