import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The title row of every page: the title and, on the right, the page's own actions. */
export function PageHeader({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" className="hc-page-header">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra ? <Flex gap={8}>{extra}</Flex> : null}
    </Flex>
  );
}
