import { Box, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { PASSWORD_RULES } from '@paydesk/domain/password';
import { IconCheck, IconPoint, IconX } from '@tabler/icons-react';

/**
 * The password rules of part 1 §5, checked live as the user types: each one turns green
 * when met, red when not (grey before anything is typed).
 */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const typed = password.length > 0;
  return (
    <Box id={id}>
      <Text size="sm" fw={500} mb={6}>
        Your password must:
      </Text>
      <List spacing={4} size="sm" center aria-label="Password requirements" ps={0}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          const color = !typed ? 'gray' : met ? 'teal' : 'red';
          const Icon = !typed ? IconPoint : met ? IconCheck : IconX;
          return (
            <List.Item
              key={rule.id}
              data-rule={rule.id}
              data-met={typed ? String(met) : undefined}
              icon={
                <ThemeIcon color={color} variant="light" size={18} radius="xl">
                  <Icon size={12} stroke={2.5} aria-hidden />
                </ThemeIcon>
              }
            >
              <Text size="sm" c={typed ? (met ? 'teal.9' : 'red.9') : 'dimmed'}>
                {rule.message}
                {typed && <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Box>
  );
}
