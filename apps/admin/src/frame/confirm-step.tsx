import { type ReactNode, useState } from 'react';
import { FormModal } from './form-modal.tsx';

export type Question = { title: string; content: ReactNode };

/**
 * A question asked before an action: `ask(question, action)` opens it, OK runs the action, Cancel drops it.
 * Render `dialog`. A FormModal, not antd's Modal.confirm, whose body scroll lock the console's CSP refuses.
 */
export function useConfirmStep() {
  const [asked, setAsked] = useState<{ question: Question; action: () => void } | null>(null);
  const ask = (question: Question, action: () => void) => setAsked({ question, action });
  const dialog = asked ? (
    <FormModal
      open
      title={asked.question.title}
      onCancel={() => setAsked(null)}
      onOk={() => {
        setAsked(null);
        asked.action();
      }}
    >
      {asked.question.content}
    </FormModal>
  ) : null;
  return { ask, dialog };
}
