// The public face: the home page's words, which the server's outline of the page draws too. The
// pages are the router's (app/router.tsx loads each page file by itself, so each is its own chunk).
export { dashboardWelcome } from './welcome';
