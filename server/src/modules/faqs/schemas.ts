import { z } from 'zod';
import { FAQ_ANSWER_MAX, FAQ_MAX_ENTRIES, FAQ_MSG, FAQ_QUESTION_MAX } from './messages';

const question = z
  .string({ error: FAQ_MSG.question })
  .trim()
  .min(1, FAQ_MSG.question)
  .max(FAQ_QUESTION_MAX, FAQ_MSG.questionLong);
// Line breaks are kept: the Support page shows an answer's paragraphs as written.
const answer = z
  .string({ error: FAQ_MSG.answer })
  .trim()
  .min(1, FAQ_MSG.answer)
  .max(FAQ_ANSWER_MAX, FAQ_MSG.answerLong);
const published = z.boolean({ error: FAQ_MSG.published });

/** A new entry; it is published unless said otherwise, and goes to the end of the list. */
export const faqFormSchema = z.object({ question, answer, published: published.optional() });
export type FaqForm = z.output<typeof faqFormSchema>;

/** Editing an entry: any of its question, answer and published, at least one of them. */
export const faqEditSchema = z
  .object({ question: question.optional(), answer: answer.optional(), published: published.optional() })
  .refine((e) => e.question !== undefined || e.answer !== undefined || e.published !== undefined, {
    error: FAQ_MSG.nothingToChange,
  });
export type FaqEdit = z.output<typeof faqEditSchema>;

const faqId = z
  .number({ error: FAQ_MSG.ids })
  .int(FAQ_MSG.ids)
  .positive(FAQ_MSG.ids)
  .max(2_147_483_647, FAQ_MSG.ids);

/** The new order: every entry's id, once each (PUT /api/admin/faqs/order). */
export const faqOrderSchema = z.object({
  ids: z
    .array(faqId, { error: FAQ_MSG.ids })
    .max(FAQ_MAX_ENTRIES, FAQ_MSG.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, { error: FAQ_MSG.duplicateId }),
});

/** What customers read: published entries only, without the console's bookkeeping. */
export const publicFaqSchema = z.object({ id: z.number(), question: z.string(), answer: z.string() });
export type PublicFaq = z.output<typeof publicFaqSchema>;

/** An entry as the staff console shows it. */
export const staffFaqSchema = publicFaqSchema.extend({
  position: z.number(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type StaffFaq = z.output<typeof staffFaqSchema>;
