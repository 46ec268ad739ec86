// Bench baseline: socket → JSON.parse → notifications.create, nothing else. The bench writes the
// service address into config.js before loading this extension.
importScripts('config.js');
const samples = [];
globalThis.samples = samples;
const socket = new WebSocket(self.BASELINE_SOCKET);
socket.onopen = () => socket.send(`login ${self.BASELINE_KEY}`);
socket.onmessage = (event) => {
  const arrivedAt = performance.now();
  if (event.data === 'pong') return;
  const item = JSON.parse(event.data);
  if (!item._id) return;
  samples.push(performance.now() - arrivedAt);
  chrome.notifications.create(`baseline:${item._id}`, { type: 'basic', iconUrl: 'icon.png', title: item.title, message: item.body ?? '' });
};
setInterval(() => socket.send('ping'), 20_000);
