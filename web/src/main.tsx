import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './ui/toasts.css';
import './ui/print.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installValidationMessages } from '../../domain/validation-messages.ts';
import { sendExpiredSessionsToLogin } from './auth/expired-session.ts';
import { createAppRouter, createQueryClient } from './router.tsx';
import { AppErrorBoundary } from './ui/app-error-boundary.tsx';
import { FLASH_AUTO_CLOSE_MS } from './ui/notify.ts';
import { theme } from './ui/theme.ts';

// Forms validate with the domain's schemas: their messages read as the API's do.
installValidationMessages();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
sendExpiredSessionsToLogin(router, queryClient);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Notifications
        position="top-right"
        autoClose={FLASH_AUTO_CLOSE_MS}
        classNames={{ root: 'app-toasts' }}
      />
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  </StrictMode>,
);
