// Usage: node scripts/screenshot.mjs URL OUT.png [width=1440] [height=900]
// Takes a full-page screenshot of a page in the system Chromium (for looking at screens by hand).
import { chromium } from '@playwright/test';

const [url, out, width = '1440', height = '900'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs URL OUT.png [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(out);
