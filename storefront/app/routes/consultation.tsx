// /Consultation (designed address; spec 1 §2 "Consultation page"): the free consultation booking with the free
// slots of the next two weeks (fetchAppointmentSlots). The widget is hidden for a browser at offset -480 (Perth):
// the server cannot know the offset, so the page renders it only once the browser has said (no flash for Perth).
import { ConsultationBooking } from '@rigkit/react/ConsultationBooking';
import type { Route } from './+types/consultation';
import { rethrowAsErrorPage } from '../lib/apiErrors.ts';
import { serverApi } from '../lib/api.server.ts';
import { bookConsultation } from '../lib/consultation.client.ts';
import { pageMeta } from '../lib/meta.ts';
import { shopperSession } from '../lib/session.server.ts';
import { useTimezoneOffset } from '../lib/timezoneOffset.ts';
// The sheet of what this page draws (root.tsx has the frame's): a page carries only its own rules.
import '../theme/widgets/consultation-booking.css';

export async function loader(args: Route.LoaderArgs) {
  const { client } = serverApi(args);
  const [slots, session] = await Promise.all([
    client.GET('/fetchAppointmentSlots', { signal: args.request.signal }).then(({ data }) => data.data ?? []).catch(rethrowAsErrorPage),
    shopperSession(args),
  ]);
  const preferences = session?.CustomerSessionPreferences;
  const isLoggedIn = preferences?.IsLoggedIn ?? false;
  return {
    slots,
    customer: { CustomerId: isLoggedIn ? (preferences?.CustomerId ?? null) : null, CustomerGuid: isLoggedIn ? (preferences?.CustomerGuid ?? null) : null },
    // Logged in: the details are filled in (spec 1 §6).
    defaultValues: isLoggedIn ? { firstName: preferences?.FirstName ?? '', lastName: preferences?.LastName ?? '', email: preferences?.EmailAddress ?? '' } : {},
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'Free consultation', description: 'Book a free consultation with our experts: up to 30 minutes one on one, by phone, chat or video call.', canonicalPath: '/Consultation' });
}

export default function ConsultationPage({ loaderData }: Route.ComponentProps) {
  const timezoneOffset = useTimezoneOffset();
  return (
    <article className="consultation-page">
      <h1 className="page-heading">Free consultation</h1>
      {timezoneOffset === null ? null : (
        <ConsultationBooking
          slots={loaderData.slots}
          timezoneOffset={timezoneOffset}
          defaultValues={loaderData.defaultValues}
          onBook={(request) => bookConsultation(request, loaderData.customer)}
        />
      )}
    </article>
  );
}
