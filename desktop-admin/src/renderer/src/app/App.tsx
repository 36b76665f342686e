import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Spinner } from '../components/States';
import { AcceptInvitationScreen } from '../features/staff/AcceptInvitationScreen';
import { EnrolScreen } from '../features/staff/EnrolScreen';
import { LoginScreen } from '../features/login/LoginScreen';
import { SessionExpiredDialog } from '../features/login/SessionExpiredDialog';
import { SendDialogs } from '../features/sending/SendDialogs';
import { SettingsScreen } from '../features/settings/SettingsScreen';
import { useApp } from '../lib/app-context';
import { Shell } from './Shell';

const TicketsScreen = lazy(() => import('../features/tickets/TicketsScreen'));
const ScheduleScreen = lazy(() => import('../features/schedule/ScheduleScreen'));
const BookingsScreen = lazy(() => import('../features/bookings/BookingsScreen'));
const SendTicketsScreen = lazy(() => import('../features/sending/SendTicketsScreen'));
const CouponsScreen = lazy(() => import('../features/promotions/CouponsScreen'));
const PromotionsScreen = lazy(() => import('../features/promotions/PromotionsScreen'));
const CheckInScreen = lazy(() => import('../features/checkin/CheckInScreen'));
const ResellersScreen = lazy(() => import('../features/resellers/ResellersScreen'));
const StaffScreen = lazy(() => import('../features/staff/StaffScreen'));
const TranslationsScreen = lazy(() => import('../features/tickets/TranslationsScreen'));
const FaqScreen = lazy(() => import('../features/faq/FaqScreen'));
const ManifestScreen = lazy(() => import('../features/manifest/ManifestScreen'));
const PickupPointsScreen = lazy(() => import('../features/pickups/PickupPointsScreen'));

const ScreenView = observer(function ScreenView() {
  const app = useApp();
  switch (app.screen) {
    case 'tickets':
      return <TicketsScreen />;
    case 'schedule':
      return <ScheduleScreen />;
    case 'bookings':
      return <BookingsScreen />;
    case 'send':
      return <SendTicketsScreen />;
    case 'coupons':
      return <CouponsScreen />;
    case 'promotions':
      return <PromotionsScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'checkin':
      return <CheckInScreen />;
    case 'resellers':
      return <ResellersScreen />;
    case 'staff':
      return <StaffScreen />;
    case 'accept-invitation':
      // Signed in already: an invitation is for someone new.
      return <BookingsScreen />;
    case 'translations':
      return <TranslationsScreen />;
    case 'faq':
      return <FaqScreen />;
    case 'manifest':
      return <ManifestScreen />;
    case 'pickups':
      return <PickupPointsScreen />;
  }
});

export const App = observer(function App() {
  const app = useApp();
  if (!app.admin.isSessionChecked) {
    return (
      <main className="login-screen">
        <Spinner label="Checking your session" />
      </main>
    );
  }
  // Signed out on purpose (or never signed in): the login screen. Expired: keep the work mounted.
  if (!app.admin.isLoggedIn && !app.sessionExpired) {
    if (app.screen === 'accept-invitation') return <AcceptInvitationScreen />;
    return app.screen === 'settings' ? (
      <main className="login-screen">
        <div className="login-card login-card-wide">
          <SettingsScreen standalone />
        </div>
      </main>
    ) : (
      <LoginScreen />
    );
  }
  // The owner requires a second factor and this person has none: enrolling is all they may do.
  if (app.admin.mustEnrol) return <EnrolScreen />;
  return (
    <Shell>
      <Suspense fallback={<Spinner />}>
        <ScreenView />
      </Suspense>
      <SendDialogs />
      <SessionExpiredDialog />
    </Shell>
  );
});
