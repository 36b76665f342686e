import { WaitlistPage } from './waitlist';

/** /waitlist-offer?token=…: the offer mail's link, straight to paying for the seats held. */
export default function WaitlistOfferPage() {
  return <WaitlistPage offerPage />;
}
