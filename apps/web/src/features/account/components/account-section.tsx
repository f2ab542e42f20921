import { Button, Card, Group, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

interface AccountSectionProps {
  title: string;
  /** An Edit link (a page) or button (a dialog) on the heading's line. */
  edit?: { href: string } | { onClick: () => void };
  children: ReactNode;
}

/** A card of My Account named by its heading, with its Edit action beside the heading. */
export function AccountSection({ title, edit, children }: AccountSectionProps) {
  const id = useId();
  const label = `Edit ${title.toLowerCase()}`;
  return (
    <Card component="section" withBorder radius="lg" padding="lg" aria-labelledby={id}>
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {edit && 'href' in edit ? (
          <Button
            component={Link}
            to={edit.href}
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={label}
          >
            Edit
          </Button>
        ) : null}
        {edit && 'onClick' in edit ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={label}
            onClick={edit.onClick}
          >
            Edit
          </Button>
        ) : null}
      </Group>
      {children}
    </Card>
  );
}
