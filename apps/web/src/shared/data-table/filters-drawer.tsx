import {
  Button,
  Checkbox,
  Drawer,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  type AmountFilterSpec,
  centsToDollars,
  dollarsToCents,
  type FilterSpec,
  type FilterValues,
  filterParams,
  splitList,
} from '../list-state/filter-spec';

export interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  filters: readonly FilterSpec[];
  /** The filters in the URL: the drawer starts from them each time it opens. */
  values: FilterValues;
  /** Apply: every filter parameter of the drawer, '' for those cleared. */
  onApply: (values: Record<string, string>) => void;
}

/** What the controls show: the URL's values, with amounts in dollars as typed. */
type Draft = Record<string, string>;

function toDraft(filters: readonly FilterSpec[], values: FilterValues): Draft {
  const draft: Draft = { ...values };
  for (const filter of filters) {
    if (filter.kind !== 'amount') continue;
    for (const param of [filter.minParam, filter.maxParam]) {
      const dollars = centsToDollars(values[param]);
      draft[param] = dollars === undefined ? '' : String(dollars);
    }
  }
  return draft;
}

/** The draft as URL values ('' for a cleared one), amounts back in cents. */
function fromDraft(filters: readonly FilterSpec[], draft: Draft): Record<string, string> {
  const values: Record<string, string> = {};
  for (const filter of filters) {
    for (const param of filterParams(filter)) {
      const value = draft[param]?.trim() ?? '';
      values[param] =
        filter.kind === 'amount' ? dollarsToCents(value === '' ? '' : Number(value)) : value;
    }
  }
  return values;
}

const AMOUNT_ORDER_MESSAGE = 'The least amount must not be more than the largest';

function amountProblem(filter: AmountFilterSpec, draft: Draft): string | undefined {
  const min = draft[filter.minParam];
  const max = draft[filter.maxParam];
  return min && max && Number(min) > Number(max) ? AMOUNT_ORDER_MESSAGE : undefined;
}

function problemsOf(filters: readonly FilterSpec[], draft: Draft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const filter of filters) {
    if (filter.kind === 'amount') {
      const problem = amountProblem(filter, draft);
      if (problem) problems[filter.minParam] = problem;
    } else if (filter.kind === 'text' && filter.pattern) {
      const value = draft[filter.param]?.trim();
      if (value && !filter.pattern.test(value)) {
        problems[filter.param] = filter.patternMessage ?? `Check the ${filter.label.toLowerCase()}`;
      }
    }
  }
  return problems;
}

/** The filters of a list in a drawer: the screen's controls, Reset and Apply. */
export function FiltersDrawer({ opened, onClose, filters, values, onApply }: FiltersDrawerProps) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(filters, values));
  const [wasOpened, setWasOpened] = useState(opened);
  const [tried, setTried] = useState(false);
  // Each opening starts from the URL's filters.
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setDraft(toDraft(filters, values));
      setTried(false);
    }
  }
  const set = (param: string, value: string) =>
    setDraft((previous) => ({ ...previous, [param]: value }));
  const shown = filters.filter((filter) => filter.kind !== 'date');
  const problems = problemsOf(shown, draft);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    onApply(fromDraft(shown, draft));
  };

  return (
    <Drawer opened={opened} onClose={onClose} title="Filters" position="right" size="sm">
      <form onSubmit={apply} noValidate aria-label="Filters">
        <Stack gap="lg">
          {shown.map((filter) => {
            switch (filter.kind) {
              case 'multi':
                return (
                  <Checkbox.Group
                    key={filter.param}
                    label={filter.label}
                    value={splitList(draft[filter.param])}
                    onChange={(chosen) =>
                      set(
                        filter.param,
                        // In the declared order, whatever the clicking order.
                        filter.options
                          .map((option) => option.value)
                          .filter((value) => chosen.includes(value))
                          .join(','),
                      )
                    }
                  >
                    <Stack gap={6} mt={6}>
                      {filter.options.map((option) => (
                        <Checkbox key={option.value} value={option.value} label={option.label} />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                );
              case 'select':
                return (
                  <NativeSelect
                    key={filter.param}
                    label={filter.label}
                    value={draft[filter.param] ?? filter.defaultValue ?? ''}
                    onChange={(event) => set(filter.param, event.currentTarget.value)}
                    data={[
                      ...(filter.defaultValue === undefined ? [{ value: '', label: 'Any' }] : []),
                      ...filter.options,
                    ]}
                  />
                );
              case 'amount':
                return (
                  <Group key={filter.minParam} grow align="flex-start" gap="sm">
                    {(['minParam', 'maxParam'] as const).map((end) => (
                      <NumberInput
                        key={end}
                        label={`${filter.label} ${end === 'minParam' ? 'from' : 'to'}`}
                        prefix="$"
                        decimalScale={2}
                        thousandSeparator=","
                        min={0}
                        allowNegative={false}
                        value={draft[filter[end]] ?? ''}
                        onChange={(dollars) => set(filter[end], String(dollars))}
                        error={
                          end === 'minParam' && tried ? amountProblem(filter, draft) : undefined
                        }
                      />
                    ))}
                  </Group>
                );
              case 'text':
                return (
                  <TextInput
                    key={filter.param}
                    label={filter.label}
                    placeholder={filter.placeholder}
                    inputMode={filter.inputMode}
                    value={draft[filter.param] ?? ''}
                    onChange={(event) => set(filter.param, event.currentTarget.value)}
                    error={tried ? problems[filter.param] : undefined}
                  />
                );
              default:
                return null;
            }
          })}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDraft({})}>
              Reset
            </Button>
            <Button type="submit">Apply</Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
