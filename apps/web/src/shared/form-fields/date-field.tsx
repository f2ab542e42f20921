import { DATE_PLACEHOLDER, maskUsDate } from '@paydesk/domain/field-checks';
import type { FieldProps } from './field-props';
import { MaskedField } from './text-fields';

/**
 * A date typed as MM/DD/YYYY (part 1 §3: mask MM/DD/YYYY, placeholder XX/XX/XXXX; §5 slashes
 * inserted, at most 10 characters). The schema checks it is real and of 1900-2099.
 */
export function DateField(props: FieldProps) {
  return (
    <MaskedField
      {...props}
      placeholder={props.placeholder ?? DATE_PLACEHOLDER}
      description={props.description ?? 'MM/DD/YYYY'}
      mask={maskUsDate}
      maxLength={10}
      autoComplete={props.autoComplete ?? 'off'}
    />
  );
}
