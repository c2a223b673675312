// The storefront's script, asked for once the browser has painted the server's HTML: evaluating it
// first would hold that paint back, and the page reads and links without it.
(function () {
  var entry = document.currentScript && document.currentScript.dataset.entry;
  if (!entry) return;
  requestAnimationFrame(function () {
    setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    }, 0);
  });
})();
