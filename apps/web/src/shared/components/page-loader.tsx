import { Center, Loader } from '@mantine/core';

/** Shown while a lazy route's code loads. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Loading">
      <Loader size="md" />
    </Center>
  );
}
