/**
 * What other features and app/ may use of faqs: the questions and answers, which the Support page
 * shows. They import the folder only from here.
 */
export { FaqList } from './FaqList';
