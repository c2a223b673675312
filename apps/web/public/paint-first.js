// The storefront's script, asked for once the browser has painted the server's HTML and the page's lead
// images (those marked fetchpriority="high": its largest paint). Evaluating the script first would hold
// that paint back, and downloading it alongside would take the lead images' bandwidth; the page reads
// and links without it. A lead image not painted after LEAD_WAIT_MS holds the script back no longer.
// Served as written: ES2015, what every browser that runs module scripts understands.
(() => {
  // biome-ignore lint/complexity/useOptionalChain: optional chaining is newer than module scripts.
  const entry = document.currentScript && document.currentScript.dataset.entry;
  if (!entry) return;
  const LEAD_WAIT_MS = 3000;
  let requested = false;
  const request = () => {
    if (requested) return;
    requested = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(request, 0));

  const leads = [...document.querySelectorAll('img[fetchpriority="high"]')];
  if (!leads.length) {
    afterPaint();
    return;
  }
  setTimeout(request, LEAD_WAIT_MS);
  // Painted, or failed (then never painted): once every lead image is, the script follows.
  const settled = new Set();
  const settle = (image) => {
    settled.add(image);
    if (settled.size === leads.length) afterPaint();
  };
  const paintTimed =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes || []).includes('element');
  for (const image of leads) {
    if (image.complete && !image.naturalWidth) settle(image);
    else image.addEventListener('error', () => settle(image), { once: true });
    // Without Element Timing, loaded stands for painted.
    if (paintTimed) continue;
    if (image.complete) settle(image);
    else image.addEventListener('load', () => settle(image), { once: true });
  }
  if (paintTimed) {
    // Element Timing reports each image marked `elementtiming` once it is painted (or already was).
    new PerformanceObserver((list) => {
      for (const timing of list.getEntries()) if (leads.includes(timing.element)) settle(timing.element);
    }).observe({ type: 'element', buffered: true });
  }
})();
