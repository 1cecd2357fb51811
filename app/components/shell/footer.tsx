import { Link } from '@remix-run/react';
import type { BusinessInfo } from '~/features/account/business-info';

/** Business details every Korean commerce and job-information site must show, from configuration. */
export function Footer({ business }: { business: BusinessInfo }) {
  return (
    <footer className="site-footer">
      <nav aria-label="하단 메뉴" className="footer-links">
        <Link to="/service/privacy/agree">이용약관</Link>
        <a href={business.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
          <strong>개인정보처리방침</strong>
        </a>
        <Link to="/service">고객센터</Link>
        <Link to="/service/payment">유료상품 안내</Link>
      </nav>
      <address className="business-info">
        <span>상호: {business.name}</span>
        <span>대표자: {business.ceo}</span>
        <span>사업자등록번호: {business.registrationNumber}</span>
        <span>직업정보제공사업 신고번호: {business.jobInfoReportNumber}</span>
        <span>주소: {business.address}</span>
        <span>
          연락처: <a href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}>{business.phone}</a>
        </span>
        <span>
          이메일: <a href={`mailto:${business.email}`}>{business.email}</a>
        </span>
      </address>
      <p className="copyright">© {business.name}. 제과·제빵 구인구직 빵잡</p>
    </footer>
  );
}
