import './app/zod-jitless';
// Inter as one variable font (every weight in one 48 KB file, where four static weights are 97 KB),
// as on the public pages: the theme names 'Inter Variable' first. The builder loads the static
// 'Inter' its text layers name itself (features/mockups/useLayerFonts.ts).
import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
// The theme's custom properties as Mantine's provider will set them (its fonts, colours, sizes):
// the frame's outline in the document reads them before the app's code has run, so the outline's
// heading is drawn in the page's own type.
import './site/theme-vars.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';

// The app's code runs in stages, each in a task of its own with the browser's turn between them:
// React DOM, then Mantine and the providers around the app, then the router, the pages' loaders and
// the first render (app/start.tsx). Evaluated in one go they held a phone's main thread for the
// longest task of the dashboard's load. The server preloads every stage with the document.
const turn = () => new Promise((resolve) => setTimeout(resolve));
void import('react-dom/client')
  .then(turn)
  .then(() => import('./app/AppProviders'))
  .then(turn)
  .then(() => import('./app/start'));
