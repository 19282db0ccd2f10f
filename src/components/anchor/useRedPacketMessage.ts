import { useLingui } from '@lingui/react/macro';

import { formatNumber } from '../../i18n/format';
import { useStore } from '../../state/store';
import { FIELD_MAX, type RedPacketDraft, type RedPacketField, type RedPacketRule } from './redPacketForm';

/** The translated message of each §5 rule on each field of the red envelope form. */
export function useRedPacketMessage() {
  const { t } = useLingui();
  const { language } = useStore();
  return (field: RedPacketField, rule: RedPacketRule, draft: RedPacketDraft, held: number | null): string => {
    const amountKey = draft.kind === 'ordinary' ? 'single' : 'total';
    const max = formatNumber(language, field === 'count' ? FIELD_MAX.count : FIELD_MAX[amountKey]);
    const have = formatNumber(language, held ?? 0);
    switch (rule) {
      case 'required':
        if (field === 'count') return t`Enter the number of envelopes`;
        return draft.kind === 'ordinary' ? t`Enter the amount in each envelope` : t`Enter the total amount`;
      case 'range':
        return t`Enter a whole number from 1 to ${max}`;
      case 'belowCount':
        return t`The total cannot be less than the number of envelopes`;
      case 'tierRequired':
        return t`Choose a coupon tier`;
      case 'notAllowed':
        return field === 'tier'
          ? t`Gold coin envelopes have no coupon tier`
          : t`This amount does not apply to this kind of envelope`;
      case 'tooLarge': {
        const cap = formatNumber(language, FIELD_MAX.total);
        return t`Too much in one send: at most ${cap} in total`;
      }
      case 'balance':
        return t`Your balance is not sufficient (you have ${have})`;
      case 'couponCount':
        return t`You cannot send more envelopes than the coupons you hold (${have})`;
    }
  };
}
