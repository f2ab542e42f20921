import { Text } from '@mantine/core';
import classes from './checkout.module.css';

/** The logo in the settings form: the image once read, or what stands in while none shows. */
export function LogoPreview({
  fileId,
  url,
  businessName,
}: {
  fileId: string | null;
  url: string | undefined;
  businessName: string;
}) {
  if (fileId && url) {
    return <img src={url} alt={`${businessName} logo`} className={classes.logoImage} />;
  }
  return (
    <Text size="sm" c="dimmed">
      {fileId ? 'Loading the logo…' : 'No logo: the pay page shows your business name.'}
    </Text>
  );
}
