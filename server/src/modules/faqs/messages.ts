/** Longest question and answer staff may write, in characters (the Support page shows them whole). */
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;
/** More entries than anyone reads; keeps a reorder's list (and its single update) small. */
export const FAQ_MAX_ENTRIES = 200;

/** What the FAQ console's routes answer when something is missing or wrong. */
export const FAQ_MSG = {
  question: 'Please enter a question.',
  questionLong: `A question may be at most ${FAQ_QUESTION_MAX} characters.`,
  answer: 'Please enter an answer.',
  answerLong: `An answer may be at most ${FAQ_ANSWER_MAX.toLocaleString('en-US')} characters.`,
  published: 'Published must be true or false.',
  nothingToChange: 'Send a question, an answer or published to change.',
  notFound: 'That FAQ entry does not exist.',
  tooMany: `There may be at most ${FAQ_MAX_ENTRIES} FAQ entries.`,
  ids: 'Send ids: the id of every FAQ entry, in the new order.',
  duplicateId: 'Each FAQ entry may appear only once in the new order.',
  stale:
    'The FAQ list has changed since you loaded it (an entry was added or deleted). Load it again, then reorder.',
} as const;
