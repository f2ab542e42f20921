import { Code, Table, Text } from '@mantine/core';
import type { SearchKeyHelp } from '@paydesk/domain/transaction-search';

/** The search syntax of a list, as a table of examples (the domain's SEARCH_KEYS). */
export function SearchHelp({ intro, keys }: { intro?: string; keys: readonly SearchKeyHelp[] }) {
  return (
    <>
      {intro ? (
        <Text size="sm" mb="xs">
          {intro}
        </Text>
      ) : null}
      <Table verticalSpacing={4} fz="sm" aria-label="Search terms">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Example</Table.Th>
            <Table.Th scope="col">Finds</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key.key}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Code>{key.example}</Code>
              </Table.Td>
              <Table.Td>{key.meaning}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
