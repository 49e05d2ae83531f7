/**
 * The accounts capability's public face: app.ts and other modules import from here only, never
 * from its routes or repo.
 */
export { LiveSessions, SESSION_CHECK_TTL_MS } from './live-sessions';
export { authModule } from './routes';
export { isEmailVerified, loadUser, type UserJson, type UserWithCompany, userJson } from './service';
export { requireVerifiedEmail } from './verified';
