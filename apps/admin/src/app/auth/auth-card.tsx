import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../console-layout.tsx';

/** The centred card of the screens shown before there is a session. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <main className="hc-auth-screen">
      <Card className="hc-auth-card" title={title} extra={<LanguageSwitch />}>
        <Flex vertical gap={16}>
          {children}
        </Flex>
      </Card>
    </main>
  );
}
