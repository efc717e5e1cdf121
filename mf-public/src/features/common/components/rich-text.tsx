import { Box, type BoxProps } from '@sello/shared-ui';

export interface RichTextProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML that the API sanitised before storing it (news body, home text). */
  html: string;
}

export function RichText({ html, ...rest }: RichTextProps) {
  return (
    <Box
      maxW="3xl"
      overflowWrap="anywhere"
      css={{
        '& p': { marginBottom: '3' },
        '& ul, & ol': { paddingInlineStart: '6', marginBottom: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { textDecoration: 'underline' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& h2, & h3': { fontWeight: 'semibold', marginBlock: '3' },
      }}
      {...rest}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
