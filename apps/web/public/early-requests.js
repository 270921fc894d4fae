// Starts the API requests of the page being opened before the app's code has arrived and run (issue #37):
// that code takes ~0.3–0.5 s to load and start, and the page waited for these answers after it. The app's
// API client answers its first GET of each path with the request started here (src/lib/early-requests.ts),
// later ones go to the network. A file loaded from index.html because the CSP forbids inline scripts;
// src/app/early-requests.test.ts runs it against the app's own requests, so a path that drifts fails there.
(function () {
  if (!window.fetch) return;
  // Every page asks who is signed in; /deal-flow without filters asks for its charts as it opens (with
  // filters the app reads them leniently first, so it asks itself).
  var paths = ['/api/me'];
  if (location.pathname === '/deal-flow' && !location.search) paths.push('/api/deal-flow');
  var started = {};
  paths.forEach(function (path) {
    var request = fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
    // A failure is the app's to report when it takes the request; one never taken is not an error.
    request.catch(function () {});
    started[path] = request;
  });
  window.__pitchscopeEarlyRequests = started;
})();
