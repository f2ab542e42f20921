import { Card, Title } from '@mantine/core';
import { type ReactNode, type Ref, useId } from 'react';

interface DetailSectionProps {
  title: string;
  children: ReactNode;
  /** Given, the heading takes the focus when asked (tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A panel of a detail page (a dispute, a customer): a card named by its heading. */
export function DetailSection({ title, children, headingRef }: DetailSectionProps) {
  const id = useId();
  return (
    <Card component="section" withBorder radius="lg" padding="lg" aria-labelledby={id}>
      <Title
        order={2}
        fz="h4"
        mb="sm"
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {title}
      </Title>
      {children}
    </Card>
  );
}
