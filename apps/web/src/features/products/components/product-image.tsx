import { IconPhoto } from '@tabler/icons-react';
import { useFileUrl } from '../../../shared/file-uploader/use-file-url';
import classes from './products.module.css';

/** A product's picture from the files API, or a decorative placeholder without one. */
export function ProductImage({
  merchantId,
  fileId,
  alt,
  size = 'thumb',
}: {
  merchantId: number;
  fileId: string | null;
  alt: string;
  size?: 'small' | 'thumb' | 'hero';
}) {
  const { url } = useFileUrl(merchantId, fileId);
  const className = size === 'hero' ? classes.hero : classes.thumb;
  const small = size === 'small' ? 'small' : undefined;
  if (fileId && url) return <img src={url} alt={alt} className={className} data-size={small} />;
  return (
    <div className={className} data-size={small} aria-hidden="true">
      <IconPhoto size={size === 'hero' ? 48 : size === 'small' ? 18 : 24} aria-hidden />
    </div>
  );
}
