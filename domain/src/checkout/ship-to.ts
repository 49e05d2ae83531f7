import { z } from 'zod';
import { MAX_INPUT, MSG } from '../messages';
import { EU_COUNTRIES, isCountryCode, isUsState } from './places';
import { zipStateMismatch } from './us-zip';

/** The shipping-to form's texts: the 'Form Submission Error' list, word for word, and the checks beyond it. */
export const SHIP_TO_MSG = {
  title: 'Form Submission Error',
  firstName: 'First Name is Required',
  lastName: 'Last Name is Required',
  street1: 'Street Address is Required',
  city: 'City is Required',
  country: 'Country is Required',
  state: 'State/Province is Required',
  zip: 'Zip Code is Required',
  usState: 'Please choose a US state.',
  usZip: 'Please enter a 5-digit ZIP code (or ZIP+4).',
  ioss: 'An IOSS number is IM followed by 10 digits.',
  iossOutsideEu: 'An IOSS number is only for parcels to the European Union.',
} as const;

const text = () => z.string().trim().max(MAX_INPUT, MSG.maxLength).default('');

/**
 * The shipping-to form of order review. Every field is read, then each missing one is listed with
 * its own message (the user sees all of them at once, under 'Form Submission Error'). The zip is
 * required only in the United States, where the state must be a real one.
 */
export const shipToSchema = z
  .object({
    firstName: text(),
    lastName: text(),
    street1: text(),
    street2: text(),
    city: text(),
    state: text(),
    zip: text(),
    country: text().transform((c) => c.toUpperCase()),
    ioss: text().transform((c) => c.toUpperCase().replace(/\s+/g, '')),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, message: string) => {
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    need('firstName', SHIP_TO_MSG.firstName);
    need('lastName', SHIP_TO_MSG.lastName);
    need('street1', SHIP_TO_MSG.street1);
    need('city', SHIP_TO_MSG.city);
    if (!v.country || !isCountryCode(v.country))
      ctx.addIssue({ code: 'custom', path: ['country'], message: SHIP_TO_MSG.country });
    need('state', SHIP_TO_MSG.state);
    if (v.country === 'US') {
      if (!v.zip) ctx.addIssue({ code: 'custom', path: ['zip'], message: SHIP_TO_MSG.zip });
      else if (!/^\d{5}(-\d{4})?$/.test(v.zip))
        ctx.addIssue({ code: 'custom', path: ['zip'], message: SHIP_TO_MSG.usZip });
      if (v.state && !isUsState(v.state))
        ctx.addIssue({ code: 'custom', path: ['state'], message: SHIP_TO_MSG.usState });
      else if (v.state && /^\d{5}(-\d{4})?$/.test(v.zip)) {
        const mismatch = zipStateMismatch(v.zip, v.state);
        if (mismatch) ctx.addIssue({ code: 'custom', path: ['zip'], message: mismatch });
      }
    }
    if (v.ioss) {
      if (!EU_COUNTRIES.has(v.country))
        ctx.addIssue({ code: 'custom', path: ['ioss'], message: SHIP_TO_MSG.iossOutsideEu });
      else if (!/^IM\d{10}$/.test(v.ioss))
        ctx.addIssue({ code: 'custom', path: ['ioss'], message: SHIP_TO_MSG.ioss });
    }
  })
  .transform((v) => (v.country === 'US' ? { ...v, state: v.state.toUpperCase() } : v));

/**
 * A stored shipping-to address as answers carry it: the fields only, none of the form's checks, so
 * an order placed before a check was added is still shown rather than failing its answer.
 */
export const shipToViewSchema = z.object({
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  street1: z.string().default(''),
  street2: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  zip: z.string().default(''),
  country: z.string().default(''),
  ioss: z.string().default(''),
});

export type ShipToInput = z.input<typeof shipToSchema>;
export type ShipTo = z.output<typeof shipToSchema>;

/** 'Calculate Order Total' is offered once street, first and last name are all filled in. */
export const canCalculateTotal = (v: Pick<ShipToInput, 'street1' | 'firstName' | 'lastName'>) =>
  Boolean(v.street1?.trim() && v.firstName?.trim() && v.lastName?.trim());
