import { SUPPORT, UPLOAD_MIME, UPLOAD_RULES } from '@halcyon/api';
import { Button, TextArea } from 'antd-mobile';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '@/shared/ui/feedback.ts';

const RULE = UPLOAD_RULES.support_image;
const MIME_OK = new Set(RULE.formats.map((format) => UPLOAD_MIME[format]));
const ACCEPT = [...MIME_OK].join(',');

/** The text box, the send button and the image picker (JPG, PNG or GIF up to 5 MB, checked before upload). */
export function Composer({
  onText,
  onImage,
}: {
  onText: (text: string) => void;
  onImage: (file: File) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();

  const send = () => {
    if (!trimmed) return;
    onText(trimmed);
    setText('');
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!MIME_OK.has(file.type) || file.size > RULE.maxBytes) {
      showErrorToast(t('support.selectFailed'));
      return;
    }
    onImage(file);
  };

  return (
    <form
      className="hc-chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <button
        type="button"
        className="hc-chat-attach"
        aria-label={t('support.image')}
        onClick={() => picker.current?.click()}
      >
        +
      </button>
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        hidden
        onChange={picked}
        data-testid="chat-image-input"
      />
      <label className="hc-visually-hidden" htmlFor="support-message-input">
        {t('support.placeholder')}
      </label>
      <TextArea
        id="support-message-input"
        className="hc-chat-input"
        placeholder={t('support.placeholder')}
        value={text}
        onChange={setText}
        autoSize={{ minRows: 1, maxRows: 4 }}
        maxLength={SUPPORT.maxTextLength}
        onEnterPress={(event) => {
          if (!event.shiftKey) {
            event.preventDefault();
            send();
          }
        }}
      />
      <Button type="submit" color="primary" size="small" disabled={!trimmed}>
        {t('support.send')}
      </Button>
    </form>
  );
}
