/**
 * The become-seller splash (supplier-side §2, §4 "Registration intro"): laws, then fees, then FAQ,
 * in order. Each tab's confirm button enables once its text is scrolled to about 96 %; confirming
 * unlocks the next tab, and the FAQ's enables start-registration.
 */
import { Button, Group, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { INTRO_TABS, isScrolledEnough } from './intro-texts.ts';

export function RegistrationIntro({ onStart }: { onStart: () => void }) {
  const [acknowledged, setAcknowledged] = useState(0);
  const [active, setActive] = useState<string>(INTRO_TABS[0].key);
  const [read, setRead] = useState<Record<string, boolean>>({});
  return (
    <Stack data-testid="seller-intro">
      <Tabs value={active} onChange={(value) => value && setActive(value)}>
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
            <ScrollArea
              h={220}
              type="always"
              data-testid={`intro-text-${tab.key}`}
              viewportProps={{
                onScroll: (event) => {
                  if (isScrolledEnough(event.currentTarget)) setRead((r) => ({ ...r, [tab.key]: true }));
                },
              }}
            >
              {tab.paragraphs.map((p, n) => (
                <Text key={n} mb="sm">
                  {p}
                </Text>
              ))}
            </ScrollArea>
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
