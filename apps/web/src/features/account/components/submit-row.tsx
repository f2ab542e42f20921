import { Button, Group } from '@mantine/core';

/** A section form's submit button, on the right (full width on a phone). */
export function SubmitRow({ label, pending }: { label: string; pending: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={pending}>
        {label}
      </Button>
    </Group>
  );
}
