import { Preloader } from '../preloader';

/** /preloader: the branded loading screen on its own, as shown while a site starts. */
export default function PreloaderPage() {
  return <Preloader />;
}
