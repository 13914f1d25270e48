import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';

/** "AR" for Alex Rivera. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/**
 * Whether a photo is worth showing at `size` px: it loads, and it is at least as large as the avatar
 * (a 1×1 placeholder is not a photo). Undefined while it loads.
 */
function usePhotoFits(src: string | undefined, size: number): boolean | undefined {
  const [result, setResult] = useState<{ src: string; fits: boolean } | null>(null);
  useEffect(() => {
    if (!src) return undefined;
    let live = true;
    const image = new Image();
    image.onload = () => live && setResult({ src, fits: image.naturalWidth >= size && image.naturalHeight >= size });
    image.onerror = () => live && setResult({ src, fits: false });
    image.src = src;
    return () => {
      live = false;
    };
  }, [src, size]);
  if (!src) return false;
  return result?.src === src ? result.fits : undefined;
}

/** The initials avatar of the spec; the person's photo instead only when there is a real one (ADR 0104). */
export function PersonAvatar({ firstName, lastName, photo, size, fontSize }: { firstName: string; lastName: string; photo: string | undefined; size: number; fontSize?: number }) {
  const fits = usePhotoFits(photo, size);
  return (
    <Avatar
      src={fits === true ? photo : undefined}
      alt=""
      data-photo={fits === true ? 'shown' : 'initials'}
      sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText', ...(fontSize ? { fontSize } : {}) }}
    >
      {initialsOf(firstName, lastName)}
    </Avatar>
  );
}
