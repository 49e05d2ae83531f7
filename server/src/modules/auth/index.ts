/**
 * The accounts capability's public face: app.ts and other modules import from here only, never
 * from its routes or repo.
 */
export { LiveSessions } from './live-sessions';
export { authModule } from './routes';
export { companyTerms, loadUser } from './service';
export { loadOrderer, type Orderer, ordererOf, requireVerifiedEmail } from './verified';
