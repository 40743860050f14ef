/**
 * Put before MSW's worker (mocks/public/mockServiceWorker.js, which MSW rewrites at each install) by the
 * `amora:mock-service-worker` plugin of vite.config.ts.
 *
 * MSW's worker knows the pages that mock (each says MOCK_ACTIVATE as its fake backend starts) in memory only:
 * `activeClientIds`. The browser stops an idle worker (Chrome after about 30 s without events, sooner under memory
 * pressure, at once from DevTools) and starts it again for the page's next call; the new one knows no page and
 * sends every call to the network, where the static host answers 404, and the app signed the member out
 * (mswjs/msw#2115). This part keeps the pages that mock in the worker's own IndexedDB, and puts them back into
 * MSW's list each time the worker starts. A request that comes while the list is read waits for it, then goes the
 * way MSW's own listener takes it (docs/decisions/006-worker-restart.md).
 *
 * It comes first in the worker so that its fetch listener runs before MSW's, which would decide on the empty list
 * at once. `activeClientIds` and `handleRequest` are MSW's, declared further down the same script: they are read
 * only in events and promise callbacks, which run after the whole script has run.
 */
/* global activeClientIds, handleRequest -- MSW's, from the rest of the worker script */
const REMEMBERED_CLIENTS = {
  database: 'amora-mock-worker',
  store: 'clients',
  key: 'mocking',
  // Each page load is a new client: the newest hundred cover every tab a member keeps, bfcached or frozen ones too.
  limit: 100,
};

/** Runs `work` in one transaction of the store; resolves with what it answered once the transaction is done. */
function inRememberedClients(mode, work) {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(REMEMBERED_CLIENTS.database, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(REMEMBERED_CLIENTS.store);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      const transaction = database.transaction(REMEMBERED_CLIENTS.store, mode);
      let answer;
      work(transaction.objectStore(REMEMBERED_CLIENTS.store), (value) => {
        answer = value;
      });
      transaction.oncomplete = () => {
        database.close();
        resolve(answer);
      };
      transaction.onabort = () => {
        database.close();
        reject(transaction.error);
      };
    };
  });
}

/** The ids kept, oldest first. */
function readRememberedClients() {
  return inRememberedClients('readonly', (store, answer) => {
    const reading = store.get(REMEMBERED_CLIENTS.key);
    reading.onsuccess = () => answer(Array.isArray(reading.result) ? reading.result : []);
  });
}

/** Adds the id as the newest; read and written in one transaction, so two pages starting together both stay. */
function rememberClient(clientId) {
  return inRememberedClients('readwrite', (store) => {
    const reading = store.get(REMEMBERED_CLIENTS.key);
    reading.onsuccess = () => {
      const earlier = Array.isArray(reading.result) ? reading.result.filter((id) => id !== clientId) : [];
      store.put([...earlier, clientId].slice(-REMEMBERED_CLIENTS.limit), REMEMBERED_CLIENTS.key);
    };
  });
}

let rememberedClientsRestored = false;
/** Read as the worker starts, before its first event is handled. Without storage the worker stays MSW's own. */
const restoringRememberedClients = readRememberedClients()
  .then((ids) => {
    for (const id of ids) activeClientIds.add(id);
  })
  .catch(() => undefined)
  .finally(() => {
    rememberedClientsRestored = true;
  });

addEventListener('message', (event) => {
  const clientId = event.source && event.source.id;
  if (event.data !== 'MOCK_ACTIVATE' || !clientId) return;
  // MSW's own listener, after this one, adds the page to its list in memory and answers it.
  event.waitUntil(rememberClient(clientId).catch(() => undefined));
});

addEventListener('fetch', (event) => {
  if (rememberedClientsRestored) return;
  // What MSW's listener lets go whatever its list holds.
  if (event.request.mode === 'navigate') return;
  if (event.request.cache === 'only-if-cached' && event.request.mode !== 'same-origin') return;
  const interceptedAt = Date.now();
  // MSW's listener would pass the request on at once: the list is not back yet.
  event.stopImmediatePropagation();
  event.respondWith(
    restoringRememberedClients.then(() =>
      activeClientIds.size === 0 ? fetch(event.request) : handleRequest(event, crypto.randomUUID(), interceptedAt),
    ),
  );
});
