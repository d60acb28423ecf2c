import type { WithdrawalConfig } from '@halcyon/api';
import { useState } from 'react';
import { maxWithdrawable, withdrawalFigures } from './fees.ts';
import { addressProblem, type RuleProblem, type WithdrawalField } from './form-rules.ts';

export type WithdrawalDraft = ReturnType<typeof useWithdrawalDraft>;

/**
 * What the withdrawal form holds before it is sent: network, address, amount and remark, the problems
 * the last review found (a field's is cleared as it is edited, all of them when the network changes),
 * and what they give: the address checked as typed, and the fee, amount received and total deducted.
 */
export function useWithdrawalDraft(configs: WithdrawalConfig[]) {
  const [configId, setConfigId] = useState(configs[0]?.id ?? '');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [shown, setShown] = useState<Partial<Record<WithdrawalField, RuleProblem>>>({});
  const config = configs.find((item) => item.id === configId);

  return {
    configId,
    config,
    address,
    amount,
    remark,
    setRemark,
    shown,
    setShown,
    liveAddress: address === '' ? null : addressProblem(config, address),
    figures: config ? withdrawalFigures(amount, config.fixedFee, config.feeRate) : null,
    chooseConfig: (id: string) => {
      setConfigId(id);
      setShown({});
    },
    editAddress: (next: string) => {
      setAddress(next);
      setShown((current) => ({ ...current, address: undefined }));
    },
    editAmount: (next: string) => {
      setAmount(next);
      setShown((current) => ({ ...current, amount: undefined }));
    },
    /** The Max button: the most the available balance covers with its fee, within the network's maximum. */
    fillMax: (available: string | null) => {
      if (!config || available === null) return;
      setAmount(maxWithdrawable(available, config.fixedFee, config.feeRate, config.maxAmount) ?? '0');
    },
  };
}
