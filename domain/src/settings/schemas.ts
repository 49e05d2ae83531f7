import { z } from 'zod';
import { isCountryCode, isUsState } from '../checkout/places';
import { zipStateMismatch } from '../checkout/us-zip';
import { MAX_INPUT, MSG } from '../messages';
import { ACCOUNT_MSG, SHIP_FROM_MSG } from './messages';

// A value that is not text reads as the field's own 'required' message: it was not filled in.
const text = (message: string) =>
  z.string({ error: message }).trim().max(MAX_INPUT, MSG.maxLength).default('');

/**
 * The company's own 'Ship From' address: every field but the second street line is required; the
 * country is an ISO code of the order review's list, and in the United States the state is one of
 * its states (stored as its code) and the zip a ZIP code.
 */
export const shipFromInputSchema = z
  .object(
    {
      companyName: text(SHIP_FROM_MSG.companyName),
      firstName: text(SHIP_FROM_MSG.firstName),
      lastName: text(SHIP_FROM_MSG.lastName),
      street1: text(SHIP_FROM_MSG.street1),
      street2: text(SHIP_FROM_MSG.street2),
      city: text(SHIP_FROM_MSG.city),
      state: text(SHIP_FROM_MSG.state),
      country: text(SHIP_FROM_MSG.country).transform((c) => c.toUpperCase()),
      zip: text(SHIP_FROM_MSG.zip),
    },
    { error: SHIP_FROM_MSG.form },
  )
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, message: string) => {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    need('companyName', SHIP_FROM_MSG.companyName);
    need('firstName', SHIP_FROM_MSG.firstName);
    need('lastName', SHIP_FROM_MSG.lastName);
    need('street1', SHIP_FROM_MSG.street1);
    need('city', SHIP_FROM_MSG.city);
    need('state', SHIP_FROM_MSG.state);
    if (!v.country || !isCountryCode(v.country))
      ctx.addIssue({ code: 'custom', path: ['country'], message: SHIP_FROM_MSG.country });
    need('zip', SHIP_FROM_MSG.zip);
    if (v.country === 'US') {
      if (v.state && !isUsState(v.state))
        ctx.addIssue({ code: 'custom', path: ['state'], message: SHIP_FROM_MSG.usState });
      if (v.zip && !/^\d{5}(-\d{4})?$/.test(v.zip))
        ctx.addIssue({ code: 'custom', path: ['zip'], message: SHIP_FROM_MSG.usZip });
      else if (v.zip && v.state && isUsState(v.state)) {
        const mismatch = zipStateMismatch(v.zip, v.state);
        if (mismatch) ctx.addIssue({ code: 'custom', path: ['zip'], message: mismatch });
      }
    }
  })
  .transform((v) => (v.country === 'US' ? { ...v, state: v.state.toUpperCase() } : v));

export type ShipFromInput = z.input<typeof shipFromInputSchema>;
/** A saved ship-from address, as the API answers it and the packing slip prints it. */
export type ShipFrom = z.output<typeof shipFromInputSchema>;

export const PHONE_MAX = 32;

// A blank field keeps what is stored (a half-filled form changes only what it fills): any field may be empty.
const kept = () => z.string({ error: ACCOUNT_MSG.notText }).trim().max(MAX_INPUT, MSG.maxLength).default('');

/** Settings' account form: a blank first name, last name, email or phone keeps the stored value. */
export const accountUpdateSchema = z.object(
  {
    firstName: kept(),
    lastName: kept(),
    email: kept()
      .transform((e) => e.toLowerCase())
      .refine((e) => e === '' || z.email().safeParse(e).success, ACCOUNT_MSG.email),
    phone: z
      .string({ error: ACCOUNT_MSG.phone })
      .trim()
      .default('')
      .refine((p) => p === '' || (p.length <= PHONE_MAX && /^[\d +()-]+$/.test(p) && /\d/.test(p)), {
        message: ACCOUNT_MSG.phone,
      }),
  },
  { error: ACCOUNT_MSG.notText },
);
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

/** The account as Settings shows it; `pendingEmail` waits for its link to be opened. */
export interface AccountView {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  pendingEmail: string | null;
}

/** The link's token from the mail sent to a new address. */
export const confirmEmailChangeSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MSG.confirmFailed })
    .min(1, ACCOUNT_MSG.confirmFailed)
    .max(MAX_INPUT, ACCOUNT_MSG.confirmFailed),
});
