// The knowledge base's "Notify me" dialog, loaded when the shopper shows intent to open it (KnowledgeBase.tsx).
// Button from the Disclosure entry the page already loads (the same React Aria button).
import { Button } from 'react-aria-components/Disclosure';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { StockNotification } from '../StockNotification/StockNotification.tsx';
import { knowledgeBaseMessages } from './messages.ts';
import type { KnowledgeBaseProps, KnowledgebaseView } from './useKnowledgeBase.ts';

export function NotifyDialog({
  base,
  onNotify,
  isOpen,
  onOpenChange,
}: {
  base: KnowledgebaseView;
  onNotify: NonNullable<KnowledgeBaseProps['onNotify']>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className="rigkit-knowledge-base-overlay">
      <Modal className="rigkit-knowledge-base-modal">
        <Dialog data-rigkit="knowledge-base-notify">
          {({ close }) => (
            <>
              <Heading slot="title" data-part="notify-title">
                {knowledgeBaseMessages.notifyTitle(base.KnowledgebaseName)}
              </Heading>
              <StockNotification notificationType="KnowledgebaseGroup" onSubmit={(values) => onNotify({ EmailAddress: values.EmailAddress, Mobile: values.Mobile })} />
              <Button onPress={close} data-part="notify-close">
                {knowledgeBaseMessages.close}
              </Button>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
