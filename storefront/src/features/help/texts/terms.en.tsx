import { Link } from 'react-router-dom';
import { COMPANY } from '../company';

const SECTIONS = [
  ['limited-license', 'Limited License'],
  ['our-relationship', 'Our Relationship'],
  ['legal-compliance', 'Legal Compliance'],
  ['eligibility', 'Eligibility and Registration'],
  ['dmca', 'DMCA Compliance'],
  ['intellectual-property', 'Intellectual Property'],
  ['linking', 'Linking'],
  ['other-websites', 'Links to Other Websites'],
  ['data-protection', 'Data Protection'],
  ['warranty', 'Warranty Disclaimer'],
  ['liability', 'Limitation of Liability'],
  ['arbitration', 'Arbitration'],
] as const;

/** The terms and conditions a visitor accepts before paying, in English (the text that prevails). */
export default function TermsEn() {
  return (
    <div className="prose">
      <p>
        These terms apply to every visit to this website and every booking made on it. They are offered by{' '}
        {COMPANY.legalName} ("we", "us"). By using the site or booking, you accept them. Last updated on 1
        November 2026.
      </p>
      <nav aria-label="Sections of the terms">
        <ol className="toc">
          {SECTIONS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <h2 id="limited-license">1. Limited License</h2>
      <p>
        We grant you a limited, personal, non-exclusive and revocable licence to use this website to find out
        about experiences in Dubai and to book them for yourself and the people you travel with. You may not
        copy, resell or automate access to the site, its prices or its availability, or use it for any
        unlawful purpose.
      </p>

      <h2 id="our-relationship">2. Our Relationship</h2>
      <p>
        We act only as an intermediary between you and the experience providers: the attractions, tour
        operators and venues that run each experience. We sell tickets on their behalf and pass your booking
        to them. The provider is responsible for delivering the experience, its safety and its opening times;
        its own rules of entry apply on the day. Nothing in these terms makes us the operator of any
        experience.
      </p>

      <h2 id="legal-compliance">3. Legal Compliance</h2>
      <p>
        You agree to follow the laws of the United Arab Emirates and the rules of each venue you visit,
        including dress codes, age limits and safety instructions. A provider may refuse entry to anyone who
        breaks them, without a refund.
      </p>

      <h2 id="eligibility">4. Eligibility and Registration</h2>
      <p>
        To book, you must be at least 18 years old, or between 13 and 18 years old with the permission of a
        parent or legal guardian who accepts these terms for you. Nobody under 13 may book. The details you
        give when booking (name, email address and mobile number) must be true and your own, because we use
        them to send your tickets and to reach you about your visit.
      </p>

      <h2 id="dmca">5. DMCA Compliance</h2>
      <p>
        We respect the rights of creators. If you believe that material on this site infringes your copyright,
        send a notice to {COMPANY.email} naming the work, where it appears on the site, your contact details
        and a statement that you act in good faith. We remove infringing material promptly and may close the
        access of repeat infringers.
      </p>

      <h2 id="intellectual-property">6. Intellectual Property</h2>
      <p>
        The site, its text, design, logos and software belong to us or to our licensors, including the
        experience providers whose names and images are shown with their permission. You may not use them
        except to view the site and book.
      </p>

      <h2 id="linking">7. Linking</h2>
      <p>
        You may link to our home page or to an experience page in a way that is fair and legal and does not
        suggest any endorsement that does not exist. You may not frame the site or link to it from content
        that is unlawful or offensive. We may withdraw this permission at any time.
      </p>

      <h2 id="other-websites">8. Links to Other Websites</h2>
      <p>
        The site links to other websites, such as our payment provider and the providers' own pages. We do not
        control them and are not responsible for their content or their privacy practices; read their terms
        when you visit them.
      </p>

      <h2 id="data-protection">9. Data Protection</h2>
      <p>
        We use your personal data only to handle your booking, send your tickets, help you and meet our legal
        duties, and we share with the provider only what it needs to admit you. Card payments are handled by
        our payment provider. Our <Link to="/privacy-policy">privacy policy</Link> explains what we collect
        and your rights.
      </p>

      <h2 id="warranty">10. Warranty Disclaimer</h2>
      <p>
        We take care that descriptions, prices and availability are correct, but the site is provided "as is".
        Experiences are delivered by their providers, and we do not warrant that an experience will meet your
        expectations or that the site will always be available or free of errors.
      </p>

      <h2 id="liability">11. Limitation of Liability</h2>
      <p>
        As far as the law allows, our liability for any booking is limited to the amount you paid for it, and
        we are not liable for indirect losses or for the acts of the experience providers. Nothing in these
        terms limits liability that cannot be limited by law.
      </p>

      <h2 id="arbitration">12. Arbitration</h2>
      <p>
        If a dispute cannot be settled by talking to our support team, it will be resolved by arbitration in
        Dubai under the rules of the Dubai International Arbitration Centre, in English, by a single
        arbitrator. Each party bears half of the arbitration fees, and each party bears its own legal costs.
      </p>
    </div>
  );
}
