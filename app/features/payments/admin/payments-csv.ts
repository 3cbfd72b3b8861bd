import type { Route } from "./+types/payments-csv";
import { hotelDate } from "~/lib/dates";
import { parseForm } from "~/platform/forms/form-action.server";
import { requireAdmin } from "~/platform/auth/guards.server";
import { listPayments } from "~/features/payments/payment-list.server";
import { paymentsCsv } from "~/features/payments/payments-csv.server";
import { PaymentListQuerySchema } from "~/features/payments/schema";

/** `/payments.csv?from=&to=&status=&method=`: the Payments screen's list as a spreadsheet, administrators only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const query = parseForm(PaymentListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  return paymentsCsv(await listPayments(context.db, query, hotelDate()));
}
