import { Modal, type ModalProps } from 'antd';

/**
 * antd's Modal, minus body scroll locking: the locker injects a <style> element of its own and the
 * console's CSP refuses unlabelled inline styles. Use this (or Popconfirm) for dialogs in the console.
 */
export function FormModal(props: ModalProps) {
  return <Modal destroyOnHidden {...props} scrollLock={false} />;
}
