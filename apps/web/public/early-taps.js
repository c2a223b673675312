// Taps on the server's page before React listens: a button does nothing until then, so a tap on one is
// kept, the button shown waiting (aria-busy, styled in ui.css), and the tap made again once React listens
// (the root marks <html data-interactive>; React hydrates at once the part a tap lands on). Links need no
// script and are left alone. One tap kept per button: a shopper tapping again at a waiting button
// meant the same thing. Loaded `async` from the page's head, before the storefront's own script;
// served as written: ES2015, what every browser that runs module scripts understands.
(() => {
  const html = document.documentElement;
  if ('interactive' in html.dataset) return;
  const waiting = [];
  const keep = (event) => {
    const button = event.target instanceof Element && event.target.closest('#root button');
    if (!button || button.disabled) return;
    // The browser's own action (a form's submission) waits with the rest.
    event.preventDefault();
    event.stopPropagation();
    if (waiting.includes(button)) return;
    waiting.push(button);
    button.setAttribute('aria-busy', 'true');
  };
  const replay = () => {
    document.removeEventListener('click', keep, true);
    for (const button of waiting) {
      button.removeAttribute('aria-busy');
      // A button the first render replaced is no longer the one tapped: nothing to make again.
      if (button.isConnected) button.click();
    }
  };
  document.addEventListener('click', keep, true);
  const live = new MutationObserver(() => {
    if (!('interactive' in html.dataset)) return;
    live.disconnect();
    replay();
  });
  live.observe(html, { attributes: true, attributeFilter: ['data-interactive'] });
})();
