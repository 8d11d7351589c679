import ResponsibleGamingPage from '@/features/info/routes/responsible-gaming-page';
import { ProtectionPanel } from '@/features/protection';

/** /responsible-gaming: the site's text, and below it the protection feature's panel of the player's limits and breaks. */
export default function ResponsibleGamingRoute() {
  return <ResponsibleGamingPage panel={<ProtectionPanel />} />;
}
