import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { ContactFields } from '@/components/ContactFields';
import { useBooking } from '@/stores/stores';

/**
 * Name, email and mobile number, saved into the booking as they are typed (so a reload or a failed
 * payment loses nothing). Errors appear once a field is left or the visitor tries to pay.
 */
export const ContactForm = observer(function ContactForm({ showAll }: { showAll: boolean }) {
  const { t } = useLingui();
  const booking = useBooking();
  return (
    <ContactFields
      idPrefix="contact"
      value={{ name: booking.name, email: booking.email, mobileNumber: booking.mobileNumber }}
      onChange={(change) => booking.setContact(change)}
      showAll={showAll}
      hints={{
        name: t`As on the ID of the lead guest.`,
        email: t`Your confirmation and tickets are sent here.`,
      }}
    />
  );
});
