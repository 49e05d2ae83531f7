// The public face: nothing, no other feature uses this one. Its pages are the router's (app/router.tsx
// loads each page file by itself, so each page is its own chunk).
export {};
