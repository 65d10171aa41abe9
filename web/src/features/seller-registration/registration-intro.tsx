/**
 * The become-seller splash (supplier-side §2, §4 "Registration intro"): the seller fee up front,
 * then laws, fees and FAQ in order. Each tab's confirm button enables once its text is scrolled to
 * about 96 %, or at once when it fits; confirming unlocks the next tab, and the FAQ's enables
 * start-registration.
 */
import { Alert, Button, Group, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { hasReadEnough } from '../../../../domain/p2p/scroll-progress.ts';
import { INTRO_TABS, SELLER_FEE_TEXT } from './intro-texts.ts';

/** A tab's text; it reports `onRead` once scrolled to about 96 %, or as soon as it shows when it fits. */
function IntroText({ tab, onRead }: { tab: (typeof INTRO_TABS)[number]; onRead: () => void }) {
  const viewport = useRef<HTMLDivElement>(null);
  const judge = (box: HTMLDivElement | null) => {
    if (box && hasReadEnough(box)) onRead();
  };
  // Mounted only while its tab is active (keepMounted false), so the box is laid out here.
  useEffect(() => judge(viewport.current));
  return (
    <ScrollArea.Autosize
      mah={220}
      type="always"
      data-testid={`intro-text-${tab.key}`}
      viewportRef={viewport}
      viewportProps={{ onScroll: (event) => judge(event.currentTarget) }}
    >
      {tab.paragraphs.map((p) => (
        <Text key={p} mb="sm">
          {p}
        </Text>
      ))}
    </ScrollArea.Autosize>
  );
}

export function RegistrationIntro({ onStart }: { onStart: () => void }) {
  const [acknowledged, setAcknowledged] = useState(0);
  const [active, setActive] = useState<string>(INTRO_TABS[0].key);
  const [read, setRead] = useState<Record<string, boolean>>({});
  return (
    <Stack data-testid="seller-intro">
      <Alert color="blue" title="What selling costs" data-testid="seller-fee">
        {SELLER_FEE_TEXT}
      </Alert>
      <Tabs value={active} onChange={(value) => value && setActive(value)} keepMounted={false}>
        <Tabs.List>
          {INTRO_TABS.map((tab, i) => (
            <Tabs.Tab
              key={tab.key}
              value={tab.key}
              disabled={i > acknowledged}
              data-testid={`intro-tab-${tab.key}`}
            >
              {tab.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {INTRO_TABS.map((tab, i) => (
          <Tabs.Panel key={tab.key} value={tab.key} pt="md">
            <IntroText
              tab={tab}
              onRead={() => setRead((r) => (r[tab.key] ? r : { ...r, [tab.key]: true }))}
            />
            <Group mt="md">
              <Button
                disabled={!read[tab.key] || i < acknowledged}
                data-testid={`intro-confirm-${tab.key}`}
                onClick={() => {
                  setAcknowledged(i + 1);
                  const next = INTRO_TABS[i + 1];
                  if (next) setActive(next.key);
                }}
              >
                I have read and understand
              </Button>
            </Group>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Group>
        <Button
          disabled={acknowledged < INTRO_TABS.length}
          onClick={onStart}
          data-testid="start-registration"
        >
          Start registration
        </Button>
      </Group>
    </Stack>
  );
}
