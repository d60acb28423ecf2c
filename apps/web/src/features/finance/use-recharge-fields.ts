import type { RechargeConfig } from '@halcyon/api';
import { useState } from 'react';
import type { RechargeField, RuleProblem } from './form-rules.ts';

/** What a link to the deposit form may fill in beforehand. */
export interface RechargeDraft {
  configId?: string | undefined;
  amount?: string | undefined;
  remark?: string | undefined;
}

export type RechargeFields = ReturnType<typeof useRechargeFields>;

/**
 * What the deposit form holds, starting from the link's draft (a method it no longer offers falls back to
 * the first): method, amount, remark, proof, and the problems found on submit (a rule's, or a proof's
 * refusal as worded), each cleared as its field is changed.
 */
export function useRechargeFields(configs: RechargeConfig[], draft: RechargeDraft) {
  const [configId, setConfigId] = useState(
    configs.find((config) => config.id === draft.configId)?.id ?? configs[0]?.id ?? '',
  );
  const [amount, setAmount] = useState(draft.amount ?? '');
  const [remark, setRemark] = useState(draft.remark ?? '');
  const [proof, setProof] = useState<File | null>(null);
  const [shown, setShown] = useState<Partial<Record<RechargeField, RuleProblem | string>>>({});

  return {
    configId,
    config: configs.find((item) => item.id === configId),
    amount,
    setAmount,
    remark,
    setRemark,
    proof,
    shown,
    setShown,
    chooseConfig: (id: string) => {
      setConfigId(id);
      setShown((current) => ({ ...current, configId: undefined }));
    },
    pickProof: (file: File) => {
      setProof(file);
      setShown((current) => ({ ...current, proof: undefined }));
    },
    refuseProof: (message: string) => setShown((current) => ({ ...current, proof: message })),
  };
}
