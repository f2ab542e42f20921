import { Text } from '@mantine/core';
import { PAY_MESSAGES } from '@paydesk/domain/payment-link-fields';
import { IconBuildingBank, IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { textOn, usableBrandColor } from '../utils/brand-color';
import classes from './pay-page-preview.module.css';

export interface PayPagePreviewProps {
  businessName: string;
  brandColor: string;
  logoUrl: string | undefined;
  acceptCard: boolean;
  acceptAch: boolean;
  successMessage: string;
}

/**
 * How the hosted pay page looks with the settings as typed (unsaved ones included): the
 * header in the brand colour with the logo, a sample item, the methods offered, the pay
 * button, and the receipt view with the success message. A picture: nothing in it is a control.
 */
export function PayPagePreview(props: PayPagePreviewProps) {
  const color = usableBrandColor(props.brandColor);
  const ink = textOn(color);
  const brand = { background: color, color: ink };
  const methods = [
    props.acceptCard && { key: 'card', label: 'Card', icon: IconCreditCard },
    props.acceptAch && { key: 'ach', label: 'Bank account (ACH)', icon: IconBuildingBank },
  ].filter((method) => method !== false);
  return (
    <figure className={classes.figure} aria-labelledby="pay-preview-caption">
      <figcaption id="pay-preview-caption" className={classes.caption}>
        Pay page preview
      </figcaption>
      <div className={classes.page}>
        <div className={classes.header} style={brand}>
          {props.logoUrl ? (
            <img src={props.logoUrl} alt={`${props.businessName} logo`} className={classes.logo} />
          ) : (
            <span className={classes.name}>{props.businessName}</span>
          )}
        </div>
        <div className={classes.body}>
          <div className={classes.item}>
            <span>Sample item × 1</span>
            <span>$25.00</span>
          </div>
          <div className={classes.total}>
            <span>Total</span>
            <span>$25.00</span>
          </div>
          {methods.length > 0 ? (
            <div className={classes.methods}>
              {methods.map((method, index) => (
                <span
                  key={method.key}
                  className={classes.method}
                  data-selected={index === 0 || undefined}
                  style={index === 0 ? { borderColor: color } : undefined}
                >
                  <method.icon size={14} aria-hidden />
                  {method.label}
                </span>
              ))}
            </div>
          ) : (
            <Text size="xs" c="var(--mantine-color-error)">
              No payment method accepted
            </Text>
          )}
          <div className={classes.field} />
          <div className={classes.field} />
          <div className={classes.payButton} style={brand}>
            Pay $25.00
          </div>
        </div>
        <div className={classes.receipt}>
          <IconCircleCheck size={20} color={color} aria-hidden />
          <div>
            <div className={classes.receiptTitle}>{PAY_MESSAGES.approved}</div>
            {props.successMessage.trim() ? (
              <div className={classes.receiptText}>{props.successMessage.trim()}</div>
            ) : null}
          </div>
        </div>
      </div>
    </figure>
  );
}
