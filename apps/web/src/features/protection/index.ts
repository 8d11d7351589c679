/** What the app layer composes from the protection feature: the /responsible-gaming panel and the global reality check. */
export { ProtectionPanel } from './components/protection-panel';
export { RealityCheck } from './components/reality-check';
