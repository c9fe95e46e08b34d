// The page's entry. When the server sent a page's first screen as HTML, the browser paints it
// before the app's scripts run, so the page is there as soon as the HTML and the stylesheet are in;
// it then asks for all its scripts at once. Elsewhere the app starts at once (its scripts hinted in index.html).
const firstScreen = document.querySelector('#root > .first-screen');
if (firstScreen && getComputedStyle(firstScreen).display !== 'none') {
  // After the next frame; a background tab, where frames wait, starts after 100 ms all the same.
  await new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}
await import('./main');

export {};
