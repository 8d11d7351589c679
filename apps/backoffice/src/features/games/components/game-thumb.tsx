import { Image } from '@mantine/core';

/** A game's picture as players of the site see it, small: the site's own or the catalogue's. */
export function GameThumb({ src, name, size = 40 }: { src: string; name: string; size?: number }) {
  return (
    <Image src={src} alt="" title={name} w={size} h={size} fit="cover" radius="sm" style={{ flexShrink: 0 }} loading="lazy" />
  );
}
