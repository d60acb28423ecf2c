import { useQueryClient } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Question, useConfirmStep } from '@/frame/confirm-step.tsx';
import { errorText } from '@/frame/error-text.ts';
import { FormModal } from '@/frame/form-modal.tsx';
import { AdminApiError } from '@/frame/http.ts';
import { useSingleMutation } from '@/frame/use-single-mutation.ts';
import { FINANCE_KEYS } from '../finance/finance-api.ts';

/**
 * A config's create or edit dialog: saves through `save`, shows the server's 422 field messages under
 * the fields, and re-reads the config lists. When `confirm` asks a question of the values, it is answered
 * before they are saved.
 */
export function ConfigFormModal<T extends object>({
  title,
  form,
  initial,
  save,
  confirm,
  onClose,
  children,
}: {
  title: string;
  form: FormInstance<T>;
  initial: Partial<T>;
  save: (values: T) => Promise<unknown>;
  confirm?: (values: T) => Question | null;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const confirmStep = useConfirmStep();
  const mutation = useSingleMutation({
    mutationFn: save,
    onSuccess: () => {
      void message.success(t('finance.configs.saved'));
      void queryClient.invalidateQueries({ queryKey: FINANCE_KEYS.configs });
      onClose();
    },
    onError: (error) => {
      if (error instanceof AdminApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setFields(
          Object.entries(error.fieldErrors).map(([name, errors]) => ({ name: name as never, errors })),
        );
        return;
      }
      void message.error(errorText(error));
    },
  });
  const submit = (values: T) => {
    const question = confirm?.(values);
    if (question) confirmStep.ask(question, () => mutation.mutate(values));
    else mutation.mutate(values);
  };
  return (
    <>
      <FormModal
        open
        title={title}
        onCancel={onClose}
        onOk={() => form.submit()}
        confirmLoading={mutation.isPending}
      >
        <Form<T> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
          {children}
        </Form>
      </FormModal>
      {confirmStep.dialog}
    </>
  );
}
