/**
 * What other features and app/ may use of billing: adding a card on file (checkout does it in
 * place) and a card brand's name. They import the folder only from here.
 */
export { AddCardModal, type AddCardModalProps } from './AddCardModal';
export { brandName } from './CardRow';
