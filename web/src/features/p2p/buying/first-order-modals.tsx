import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { hasReadEnough, nextInfoStep, type P2pInfoStep } from '../../../../../domain/p2p/scroll-progress.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { acknowledgeP2pTerms } from './p2p-api.ts';
import { P2P_INFO_TEXT } from './p2p-terms.ts';

/**
 * The first p2p order's splash and info modal sequence (pharmacy-side §4): the splash, then the
 * terms (Next enables after scrolling about 96 %), laws, fees and FAQ in turn; the FAQ's
 * acknowledgement records it on the server and unlocks the checkout form.
 */
export function FirstOrderModals({ onAcknowledged }: { onAcknowledged: () => void }) {
  const [step, setStep] = useState<P2pInfoStep>('splash');
  const [termsRead, setTermsRead] = useState(false);
  const acknowledge = useMutation({
    mutationFn: acknowledgeP2pTerms,
    onSuccess: ({ message }) => {
      notifySuccess(message);
      onAcknowledged();
    },
    onError: notifyError,
  });
  const next = () => {
    const following = nextInfoStep(step);
    if (following) setStep(following);
    else acknowledge.mutate();
  };

  if (step === 'splash')
    return (
      <Modal
        opened
        onClose={() => undefined}
        withCloseButton={false}
        title="Your first pharmacy-to-pharmacy order"
        data-testid="p2p-splash"
      >
        <Stack>
          <Text>
            You are buying from another pharmacy. Before your first p2p order, please read the terms, the laws
            that apply, the fees and the FAQ.
          </Text>
          <Group justify="flex-end">
            <Button onClick={next} data-testid="p2p-splash-start">
              Start
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  const text = P2P_INFO_TEXT[step];
  const last = nextInfoStep(step) === null;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      title={text.title}
      size="lg"
      data-testid={`p2p-info-${step}`}
    >
      <Stack>
        <ScrollArea.Autosize
          mah={260}
          type="always"
          data-testid="p2p-info-scroll"
          viewportProps={{
            onScroll: (event) => {
              if (step === 'terms' && hasReadEnough(event.currentTarget)) setTermsRead(true);
            },
            ref: (el: HTMLDivElement | null) => {
              if (el && step === 'terms' && hasReadEnough(el)) setTermsRead(true);
            },
          }}
        >
          <Stack gap="sm" pr="md">
            {text.body.map((paragraph) => (
              <Text key={paragraph} size="sm">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button
            onClick={next}
            disabled={step === 'terms' && !termsRead}
            loading={acknowledge.isPending}
            data-testid="p2p-info-next"
          >
            {last ? 'I acknowledge' : 'Next'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
