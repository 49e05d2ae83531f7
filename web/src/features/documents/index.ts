/**
 * What other features and app/ may use of documents: a company's documents query and keys, the
 * upload, the terms application form and the resale certificate panel. They import the folder only
 * from here.
 */
export {
  type CompanyTerms,
  CREDIT_TERMS_KEY,
  DOCUMENTS_KEY,
  type DocumentStatus,
  TERMS_APPLICATION_URL,
  useDocuments,
} from './api';
export { DocumentUpload } from './DocumentUpload';
export { ResaleCertificatePanel } from './ResaleCertificatePanel';
