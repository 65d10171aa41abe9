/** The real-time channel (ActionCable-compatible): mount it on the API's HTTP server. */
export { createRealtime, type Realtime, type RealtimeOptions } from './server.ts';
